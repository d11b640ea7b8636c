// tilelang-ascend's T.tile.transpose end to end (pto.ttrans) on both arches,
// for 32-, 16- and 8-bit elements: y[j, i] = x[i, j] on iota input,
// compared with Inputs/reference.py (ptoas accepts each:
// test/Pipelines/ptoas-tile-transpose.mlir).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=transpose_f32 --assume-ptoas-sync --arg iota:16x40 --arg zeros:40x16 --out-dir %t.f32.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py transpose %t.f32.$a && \
// RUN:   pto-run %t.$a.pto --entry=transpose_f16 --assume-ptoas-sync --arg iota:24x32 --arg zeros:32x24 --out-dir %t.f16.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py transpose %t.f16.$a && \
// RUN:   pto-run %t.$a.pto --entry=transpose_i8 --assume-ptoas-sync --arg rand:32x64 --arg zeros:64x32 --out-dir %t.i8.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py transpose %t.i8.$a; rm -rf %t.f32.$a %t.f16.$a %t.i8.$a; \
// RUN: done | FileCheck %s
// CHECK: transpose: ok (640 values)
// CHECK-NEXT: transpose: ok (768 values)
// CHECK-NEXT: transpose: ok (2048 values)
// CHECK-NEXT: transpose: ok (640 values)
// CHECK-NEXT: transpose: ok (768 values)
// CHECK-NEXT: transpose: ok (2048 values)

func.func @transpose_f32(%x: memref<16x40xf32>, %y: memref<40x16xf32>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<16x40xf32, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<40x16xf32, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<16x40xf32>, memref<16x40xf32, #tir.scope<"shared.dyn">>
    tir.tile <transpose> ins(%a : memref<16x40xf32, #tir.scope<"shared.dyn">>) outs(%b : memref<40x16xf32, #tir.scope<"shared.dyn">>)
    tir.copy %b, %y : memref<40x16xf32, #tir.scope<"shared.dyn">>, memref<40x16xf32>
  }
  return
}

func.func @transpose_f16(%x: memref<24x32xf16>, %y: memref<32x24xf16>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<24x32xf16, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<32x24xf16, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<24x32xf16>, memref<24x32xf16, #tir.scope<"shared.dyn">>
    tir.tile <transpose> ins(%a : memref<24x32xf16, #tir.scope<"shared.dyn">>) outs(%b : memref<32x24xf16, #tir.scope<"shared.dyn">>)
    tir.copy %b, %y : memref<32x24xf16, #tir.scope<"shared.dyn">>, memref<32x24xf16>
  }
  return
}

func.func @transpose_i8(%x: memref<32x64xi8>, %y: memref<64x32xi8>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<32x64xi8, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<64x32xi8, #tir.scope<"shared.dyn">>
    tir.copy %x, %a : memref<32x64xi8>, memref<32x64xi8, #tir.scope<"shared.dyn">>
    tir.tile <transpose> ins(%a : memref<32x64xi8, #tir.scope<"shared.dyn">>) outs(%b : memref<64x32xi8, #tir.scope<"shared.dyn">>)
    tir.copy %b, %y : memref<64x32xi8, #tir.scope<"shared.dyn">>, memref<64x32xi8>
  }
  return
}
