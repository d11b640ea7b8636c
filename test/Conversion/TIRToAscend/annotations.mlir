// TileLang's buffer-planning annotations only tune TileLang's own backends:
// convert-tir-to-ascend accepts each with a remark that says what tirpto
// does instead, and the lowered function keeps none of them.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @annotated
// CHECK-SAME: attributes {ascend.grid = array<i64: 4>}
// CHECK-NOT: address_map
// CHECK-NOT: tl.
func.func @annotated(%g: memref<32x32xf16>) {
  // expected-remark@+5 {{T.annotate_address ('address_map') is accepted and not used: ptoas places every tile itself}}
  // expected-remark@+4 {{T.annotate_buffer_versions ('tl.buffer_versions_map') is accepted and not used: each buffer has one version until multi-buffering lands}}
  // expected-remark@+3 {{T.annotate_buffer_versions ('tl.buffer_version_mode') is accepted and not used: each buffer has one version until multi-buffering lands}}
  // expected-remark@+2 {{T.annotate_manual_multi_buffer ('tl.manual_multi_buffer') is accepted and not used: each buffer has one version until multi-buffering lands}}
  // expected-remark@+1 {{T.annotate_unlimit_memory ('tl.unlimit_memory_scopes') is accepted and not used: ascend-check-capacity checks every memory against the chip's capacity}}
  tir.kernel (%bx) in (4) attributes {address_map = {x = 0 : i64}, tl.buffer_versions_map = {x = 2 : i64}, tl.buffer_version_mode = "iteration", tl.manual_multi_buffer = ["x"], tl.unlimit_memory_scopes = ["shared"]} {
    %x = tir.alloc_buffer "x" : memref<32x32xf16, #tir.scope<"shared">>
    tir.copy %g, %x : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared">>
  }
  return
}
