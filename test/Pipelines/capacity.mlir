// A 256x256 f32 accumulator (256 KiB of l0c) fits on a5 but not on a3
// (128 KiB): tir-to-pto-pipeline stops at ascend-check-capacity and names
// the TileLang buffer.
// RUN: pto-opt %s --tir-to-pto-pipeline="arch=a3" -verify-diagnostics
// RUN: pto-opt %s --tir-to-pto-pipeline="arch=a5" | FileCheck %s

// CHECK-LABEL: func.func @big_tile
// CHECK: pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=256,
// CHECK: pto.tmatmul
// expected-error@+1 {{needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c}}
func.func @big_tile(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>,
                    %C: memref<1024x1024xf16>) {
  tir.kernel (%bx, %by) in (4, 4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %A_shared = tir.alloc_buffer "A_shared" : memref<256x32xf16, #tir.scope<"shared.dyn">>
    %B_shared = tir.alloc_buffer "B_shared" : memref<32x256xf16, #tir.scope<"shared.dyn">>
    // expected-note@+1 {{'C_local': 262144 bytes, live here}}
    %C_local = tir.alloc_buffer "C_local" : memref<256x256xf32, #tir.scope<"local.fragment">>
    %zero = arith.constant 0.0 : f32
    tir.fill %C_local, %zero : memref<256x256xf32, #tir.scope<"local.fragment">>
    tir.for serial %k = %c0 to %c32 step %c1 {
      %k32 = arith.muli %k, %c32 : index
      %row = arith.muli %by, %c256 : index
      %col = arith.muli %bx, %c256 : index
      %a = memref.subview %A[%row, %k32] [256, 32] [1, 1]
          : memref<1024x1024xf16> to memref<256x32xf16, strided<[1024, 1], offset: ?>>
      tir.copy %a, %A_shared
          : memref<256x32xf16, strided<[1024, 1], offset: ?>>, memref<256x32xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%k32, %col] [32, 256] [1, 1]
          : memref<1024x1024xf16> to memref<32x256xf16, strided<[1024, 1], offset: ?>>
      tir.copy %b, %B_shared
          : memref<32x256xf16, strided<[1024, 1], offset: ?>>, memref<32x256xf16, #tir.scope<"shared.dyn">>
      tir.gemm %A_shared, %B_shared, %C_local
          : memref<256x32xf16, #tir.scope<"shared.dyn">>, memref<32x256xf16, #tir.scope<"shared.dyn">>,
            memref<256x256xf32, #tir.scope<"local.fragment">>
    }
    %row = arith.muli %by, %c256 : index
    %col = arith.muli %bx, %c256 : index
    %c = memref.subview %C[%row, %col] [256, 256] [1, 1]
        : memref<1024x1024xf16> to memref<256x256xf16, strided<[1024, 1], offset: ?>>
    tir.copy %C_local, %c
        : memref<256x256xf32, #tir.scope<"local.fragment">>, memref<256x256xf16, strided<[1024, 1], offset: ?>>
  }
  return
}
