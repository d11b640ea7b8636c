// T.dual_copy of Cube results through the tile FIFO: per block the Cube
// computes a 64x32 tile of A B and pushes it split by rows (tpush/tpop with
// the up-down split), each Vector sub-block pops its 32 rows, converted to
// f16, and stores them into its rows of C. Right numbers against
// Inputs/reference.py gemm_nn, no race and no deadlock, on both arches,
// through the FIFO (hand-off=auto picks it: its slots fit in ub; on a3 in
// global memory, argument 3: 2 blocks x 8 slots x 8 KiB) and
// through a workspace (hand-off=workspace, argument 3).
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; fifo=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fifo="--arg zeros:1x32768"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:128x32 --arg rand:32x32 --arg zeros:128x32 $fifo $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %s -o %t.$a.ws.pto && \
// RUN:   pto-run %t.$a.ws.pto --assume-ptoas-sync --arg rand:128x32 --arg rand:32x32 --arg zeros:128x32 --arg zeros:128x32 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @dual_rows ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (4096 values)
// CHECK-NEXT: @dual_rows ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (4096 values)
// CHECK-NEXT: @dual_rows ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (4096 values)
// CHECK-NEXT: @dual_rows ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (4096 values)
//
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// PTO-LABEL: func.func private @dual_rows_aiv
// PTO: pto.tpop_from_aic {split = 1}
// PTO-LABEL: func.func private @dual_rows_aic
// PTO: pto.tpush_to_aiv(%{{.*}} : {{.*}}) {split = 1}

func.func @dual_rows(%A: memref<128x32xf16> {tir.name = "A"},
                     %B: memref<32x32xf16> {tir.name = "B"},
                     %C: memref<128x32xf16> {tir.name = "C"}) {
  tir.kernel (%bx) in (2) sub_block (%sid) in 2 {
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %true = arith.constant true
    %a_l1 = tir.alloc_buffer "a_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<64x32xf32, #tir.scope<"shared.l0c">>
    %half = tir.alloc_buffer "half" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c64 : index
    %a = memref.subview %A[%row, 0] [64, 32] [1, 1] : memref<128x32xf16> to memref<64x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %a, %a_l1 : memref<64x32xf16, strided<[32, 1], offset: ?>>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc clear_accum(%true) : memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<64x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %half {dual} : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    %sub = arith.muli %sid, %c32 : index
    %c_row = arith.addi %row, %sub : index
    %c = memref.subview %C[%c_row, 0] [32, 32] [1, 1] : memref<128x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %half, %c : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, strided<[32, 1], offset: ?>>
  }
  return
}
