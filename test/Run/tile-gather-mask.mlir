// tilelang-ascend's T.tile.gather_mask with fixed patterns end to end
// (pto.tgather's mask-pattern form) on both arches: the odd columns of
// each row of a 2 x 128 f32 tile (P1010), the third of every four of a
// 4 x 64 f16 tile into one row (P0100), and the even columns of an f32 row
// kept as the bits of an i32 buffer (P0101), on iota input, compared with
// Inputs/reference.py.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=odd_f32 --assume-ptoas-sync --arg iota:2x128 --arg zeros:2x64 --out-dir %t.odd.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gather_mask %t.odd.$a 0 2 1 && \
// RUN:   pto-run %t.$a.pto --entry=third_f16 --assume-ptoas-sync --arg iota:4x64 --arg zeros:64 --out-dir %t.third.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gather_mask %t.third.$a 0 4 2 && \
// RUN:   pto-run %t.$a.pto --entry=even_bits --assume-ptoas-sync --arg iota:1x64 --arg zeros:32 --out-dir %t.bits.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gather_mask %t.bits.$a 0 2 0 bits; rm -rf %t.odd.$a %t.third.$a %t.bits.$a; \
// RUN: done | FileCheck %s
// CHECK: gather_mask: ok (128 values, period 2, phase 1)
// CHECK-NEXT: gather_mask: ok (64 values, period 4, phase 2)
// CHECK-NEXT: gather_mask: ok (32 values, period 2, phase 0)
// CHECK-NEXT: gather_mask: ok (128 values, period 2, phase 1)
// CHECK-NEXT: gather_mask: ok (64 values, period 4, phase 2)
// CHECK-NEXT: gather_mask: ok (32 values, period 2, phase 0)

func.func @odd_f32(%x: memref<2x128xf32>, %y: memref<2x64xf32>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<2x128xf32, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<2x64xf32, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<2x128xf32>, memref<2x128xf32, #tir.scope<"shared.dyn">>
    tir.tile <gather_mask> ins(%a : memref<2x128xf32, #tir.scope<"shared.dyn">>) outs(%b : memref<2x64xf32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p1010>}
    tir.copy %b, %y : memref<2x64xf32, #tir.scope<"shared.dyn">>, memref<2x64xf32>
  }
  return
}

func.func @third_f16(%x: memref<4x64xf16>, %y: memref<64xf16>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x64xf16, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<64xf16, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<4x64xf16>, memref<4x64xf16, #tir.scope<"shared.dyn">>
    tir.tile <gather_mask> ins(%a : memref<4x64xf16, #tir.scope<"shared.dyn">>) outs(%b : memref<64xf16, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p0100>}
    tir.copy %b, %y : memref<64xf16, #tir.scope<"shared.dyn">>, memref<64xf16>
  }
  return
}

func.func @even_bits(%x: memref<1x64xf32>, %y: memref<32xi32>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<1x64xf32, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<32xi32, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<1x64xf32>, memref<1x64xf32, #tir.scope<"shared.dyn">>
    tir.tile <gather_mask> ins(%a : memref<1x64xf32, #tir.scope<"shared.dyn">>) outs(%b : memref<32xi32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p0101>}
    tir.copy %b, %y : memref<32xi32, #tir.scope<"shared.dyn">>, memref<32xi32>
  }
  return
}
