// The first columns of an accumulator stored to global memory
// (`T.copy(acc[:, 0:24], C[...])`, as the mHC GEMMs write their 24 of 32
// padded columns): the fixpipe stores the accumulator's tile with 24
// columns valid, on both arches, against an independent reference
// (Inputs/reference.py gemm_nn, the first 24 columns of A B).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:32x32 --arg zeros:64x24 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s 2>/dev/null | FileCheck %s --check-prefix=STORE
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s 2>/dev/null | FileCheck %s --check-prefix=STORE
// CHECK: pto-run: @acc_columns ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (1536 values)
// CHECK-NEXT: pto-run: @acc_columns ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (1536 values)
// STORE-DAG: %[[C24:.*]] = arith.constant 24 : index
// STORE-DAG: %[[C32:.*]] = arith.constant 32 : index
// STORE: %[[ACC:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C32]] : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, v_row=?, v_col=?,
// STORE: pto.tmatmul
// STORE: pto.set_validshape %[[ACC]], %[[C32]], %[[C24]]
// STORE-NEXT: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<32x24xf16>)
// STORE-NEXT: pto.set_validshape %[[ACC]], %[[C32]], %[[C32]]

func.func @acc_columns(%A: memref<64x32xf16> {tir.name = "A"}, %B: memref<32x32xf16> {tir.name = "B"}, %C: memref<64x24xf16> {tir.name = "C"}) {
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  tir.kernel (%bx) in (2) {
    %a_l1 = tir.alloc_buffer "A_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "B_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %row = arith.muli %bx, %c32 : index
    %a = memref.subview %A[%row, 0] [32, 32] [1, 1] : memref<64x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %a, %a_l1 : memref<32x32xf16, strided<[32, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    %first = memref.subview %acc[0, 0] [32, 24] [1, 1] : memref<32x32xf32, #tir.scope<"shared.l0c">> to memref<32x24xf32, strided<[32, 1]>, #tir.scope<"shared.l0c">>
    %c = memref.subview %C[%row, 0] [32, 24] [1, 1] : memref<64x24xf16> to memref<32x24xf16, strided<[24, 1], offset: ?>>
    tir.copy %first, %c : memref<32x24xf32, strided<[32, 1]>, #tir.scope<"shared.l0c">>, memref<32x24xf16, strided<[24, 1], offset: ?>>
  }
  return
}
