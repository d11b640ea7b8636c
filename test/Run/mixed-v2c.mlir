// A developer-mode kernel whose Vector results go back to the Cube, shaped
// like FlashAttention without its softmax: per block of 32 rows of A and
// per 32-column step j, the Cube computes S = A B_j, the Vector cores
// P = S + S (f16), and the Cube accumulates O += P V_j; O is stored from
// the accumulator. The two Vector sub-blocks take 16 rows each. Right
// numbers against Inputs/reference.py cv_chain, no race and no deadlock:
// - through workspaces (a3, and a5 with hand-off=workspace): both
//   hand-offs are in the loop, so each travels through a workspace of its
//   own (arguments 4 and 5: 2 blocks x 32 rows x 32 f16) with a flag for
//   "written" and one for "read";
// - through the tile FIFO both ways (a5, hand-off=auto): each sub-block
//   pushes its 16 rows of P (in NZ) straight into the Cube's L1 slot.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %s -o %t.$a.pto 2>%t.$a.remarks && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:32x64 --arg rand:64x32 --arg zeros:64x32 --arg zeros:64x32 --arg zeros:64x32 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py cv_chain %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @cv_chain ran 2 blocks, no errors
// CHECK-NEXT: cv_chain: ok (2048 values)
// CHECK-NEXT: @cv_chain ran 2 blocks, no errors
// CHECK-NEXT: cv_chain: ok (2048 values)
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// REMARK: remark: hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags, as the tile FIFO cannot carry one: it hands a Vector result to the Cube (ub to l1), and UB -> L1 is no data path on a3
// REMARK: note: here
//
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.fifo.pto
// RUN: FileCheck %s --check-prefix=FIFO-PTO < %t.fifo.pto
// FIFO-PTO: pto.tpush_to_aic(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>) {split = 1}
// FIFO-PTO: pto.tpop_from_aiv {split = 1} -> !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32,
// RUN: pto-run %t.fifo.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:32x64 --arg rand:64x32 --arg zeros:64x32 --out-dir %t.fifo | FileCheck %s --check-prefix=FIFO
// RUN: %python %S/Inputs/reference.py cv_chain %t.fifo | FileCheck %s --check-prefix=FIFO
// FIFO: {{@cv_chain ran 2 blocks, no errors|cv_chain: ok \(2048 values\)}}
//
// The tile FIFO carries Vector results on a5 only.
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3 hand-off=fifo" %s 2>&1 | FileCheck %s --check-prefix=FIFO-A3
// FIFO-A3: error: 'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it hands a Vector result to the Cube (ub to l1), and UB -> L1 is no data path on a3; use hand-off=workspace or hand-off=auto
//
// Without the Cube's wait for P, its load of P races with the Vector
// cores' store.
// RUN: grep -v "sync.wait <PIPE_MTE2>" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:32x64 --arg rand:64x32 --arg zeros:64x32 --arg zeros:64x32 --arg zeros:64x32 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction

!l1 = memref<32x32xf16, #tir.scope<"shared.dyn">>
!l0c = memref<32x32xf32, #tir.scope<"local.fragment">>
!ub = memref<32x32xf16, #tir.scope<"shared.dyn">>
!region = memref<32x32xf16, strided<[32, 1], offset: ?>>
!bregion = memref<32x32xf16, strided<[64, 1], offset: ?>>

func.func @cv_chain(%A: memref<64x32xf16> {tir.name = "A"},
                    %B: memref<32x64xf16> {tir.name = "B"},
                    %V: memref<64x32xf16> {tir.name = "V"},
                    %O: memref<64x32xf16> {tir.name = "O"}) {
  tir.kernel (%bx) in (2) attributes {threads = 2 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %A_L1 = tir.alloc_buffer "A_L1" : !l1
    %B_L1 = tir.alloc_buffer "B_L1" : !l1
    %P_L1 = tir.alloc_buffer "P_L1" : !l1
    %V_L1 = tir.alloc_buffer "V_L1" : !l1
    %S_L0 = tir.alloc_buffer "S_L0" : !l0c
    %O_L0 = tir.alloc_buffer "O_L0" : !l0c
    %s_ub = tir.alloc_buffer "s_ub" : !ub
    %p_ub = tir.alloc_buffer "p_ub" : !ub
    %row = arith.muli %bx, %c32 : index
    %a = memref.subview %A[%row, 0] [32, 32] [1, 1] : memref<64x32xf16> to !region
    tir.copy %a, %A_L1 : !region, !l1
    tir.for serial %j = %c0 to %c2 step %c1 {
      %col = arith.muli %j, %c32 : index
      %b = memref.subview %B[0, %col] [32, 32] [1, 1] : memref<32x64xf16> to !bregion
      tir.copy %b, %B_L1 : !bregion, !l1
      %true = arith.constant true
      tir.gemm %A_L1, %B_L1, %S_L0 clear_accum(%true) : !l1, !l1, !l0c
      tir.copy %S_L0, %s_ub : !l0c, !ub
      tir.tile <add> ins(%s_ub, %s_ub : !ub, !ub) outs(%p_ub : !ub)
      tir.copy %p_ub, %P_L1 : !ub, !l1
      %v = memref.subview %V[%col, 0] [32, 32] [1, 1] : memref<64x32xf16> to !region
      tir.copy %v, %V_L1 : !region, !l1
      %first = arith.cmpi eq, %j, %c0 : index
      tir.gemm %P_L1, %V_L1, %O_L0 clear_accum(%first) : !l1, !l1, !l0c
    }
    %o = memref.subview %O[%row, 0] [32, 32] [1, 1] : memref<64x32xf16> to !region
    tir.copy %O_L0, %o : !l0c, !region
  }
  return
}
