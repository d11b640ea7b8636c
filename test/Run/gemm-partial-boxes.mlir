// A gemm whose M and N leave part of the Cube's 16-row fractal box (M = N
// = 24, K = 32, f16 with an f32 accumulator, 2 x 2 blocks): the l1, l0a,
// l0b and l0c tiles are padded to 32 rows or columns, their valid shape
// the buffer's, and the numbers are the product's on both arches, against
// an independent reference (Inputs/reference.py gemm_nn).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:48x32 --arg rand:32x48 --arg zeros:48x48 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s 2>/dev/null | FileCheck %s --check-prefix=TILES
// CHECK: pto-run: @small_gemm ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (2304 values)
// CHECK-NEXT: pto-run: @small_gemm ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (2304 values)
// TILES-DAG: pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=32, v_row=32, v_col=24,
// TILES-DAG: pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=32, cols=32, v_row=24, v_col=32,
// TILES-DAG: pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, v_row=24, v_col=24,

func.func @small_gemm(%A: memref<48x32xf16> {tir.name = "A"}, %B: memref<32x48xf16> {tir.name = "B"}, %C: memref<48x48xf16> {tir.name = "C"}) {
  %c0 = arith.constant 0 : index
  %c24 = arith.constant 24 : index
  %true = arith.constant true
  tir.kernel (%bx, %by) in (2, 2) {
    %a_l1 = tir.alloc_buffer "A_L1" : memref<24x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "B_L1" : memref<32x24xf16, #tir.scope<"shared.l1">>
    %c_l0 = tir.alloc_buffer "C_L0" : memref<24x24xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %by, %c24 : index
    %col = arith.muli %bx, %c24 : index
    %a = memref.subview %A[%row, 0] [24, 32] [1, 1] : memref<48x32xf16> to memref<24x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %a, %a_l1 : memref<24x32xf16, strided<[32, 1], offset: ?>>, memref<24x32xf16, #tir.scope<"shared.l1">>
    %b = memref.subview %B[0, %col] [32, 24] [1, 1] : memref<32x48xf16> to memref<32x24xf16, strided<[48, 1], offset: ?>>
    tir.copy %b, %b_l1 : memref<32x24xf16, strided<[48, 1], offset: ?>>, memref<32x24xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %c_l0 clear_accum(%true) : memref<24x32xf16, #tir.scope<"shared.l1">>, memref<32x24xf16, #tir.scope<"shared.l1">>, memref<24x24xf32, #tir.scope<"local.fragment">>
    %c = memref.subview %C[%row, %col] [24, 24] [1, 1] : memref<48x48xf16> to memref<24x24xf16, strided<[48, 1], offset: ?>>
    tir.copy %c_l0, %c : memref<24x24xf32, #tir.scope<"local.fragment">>, memref<24x24xf16, strided<[48, 1], offset: ?>>
  }
  return
}
