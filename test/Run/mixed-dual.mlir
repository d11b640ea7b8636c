// T.dual_copy on every path it takes, in a kernel that mixes Cube and
// Vector work and does not name the sub-block (a T.Kernel(2) as bx, as
// upstream's example_gemm.py writes it): per block of 32 rows, each
// Vector sub-block loads its 32 columns of X (global memory -> ub) and
// hands them to the Cube (ub -> l1, the columns split), which multiplies
// the 32x64 tile by B; the Cube hands the 32x32 product back (l0c -> ub,
// the rows split: 16 each, converted to f16) and each sub-block stores its
// rows of C (ub -> global memory). Both hand-offs go through workspaces
// (arguments 3 and 4: 2 blocks x 32 rows x 64 and 32 f16), as the tile
// FIFO carries no Vector results. Right numbers against
// Inputs/reference.py gemm_nn (C = X B), no race and no deadlock, on both
// arches.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x32 --arg zeros:64x32 --arg zeros:64x64 --arg zeros:64x32 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @dual ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (2048 values)
// CHECK-NEXT: @dual ran 2 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (2048 values)
//
// The sub-blocks' halves, in the Vector part: columns [32 sid, 32 sid + 32)
// of X's rows and of the workspace going to the Cube, rows [16 sid,
// 16 sid + 16) of the workspace coming back and of C.
// RUN: pto-opt --tir-place-buffers --convert-tir-to-ascend="arch=a5" --ascend-split-cube-vector %s | FileCheck %s --check-prefix=AIV
// AIV-LABEL: func.func private @dual_aiv
// AIV: %[[SID:.*]] = ascend.subblock_idx : index
// AIV-NEXT: %[[COL:.*]] = arith.muli %[[SID]], %c32 : index
// AIV-NEXT: %[[X:.*]] = memref.subview %arg0[%{{.*}}, %[[COL]]] [32, 32] [1, 1]
// AIV-NEXT: ascend.load ins(%[[X]] :
// AIV: %[[SID1:.*]] = ascend.subblock_idx : index
// AIV-NEXT: %[[WCOL:.*]] = arith.muli %[[SID1]], %c32 : index
// AIV-NEXT: %[[TO_CUBE:.*]] = memref.subview %arg3[%{{.*}}, %[[WCOL]]] [32, 32] [1, 1]
// AIV-NEXT: ascend.store ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>) outs(%[[TO_CUBE]] :
// AIV: %[[SID2:.*]] = ascend.subblock_idx : index
// AIV-NEXT: %[[HALF:.*]] = arith.muli %[[SID2]], %c16 : index
// AIV-NEXT: %[[ROW:.*]] = arith.addi %{{.*}}, %[[HALF]] : index
// AIV-NEXT: %[[FROM_CUBE:.*]] = memref.subview %arg4[%[[ROW]], 0] [16, 32] [1, 1]
// AIV: ascend.load ins(%[[FROM_CUBE]] : {{.*}}) outs(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>)
// AIV-NEXT: %[[SID3:.*]] = ascend.subblock_idx : index
// AIV-NEXT: %[[CHALF:.*]] = arith.muli %[[SID3]], %c16 : index
// AIV-NEXT: %[[CROW:.*]] = arith.addi %{{.*}}, %[[CHALF]] : index
// AIV-NEXT: %[[C:.*]] = memref.subview %arg2[%[[CROW]], 0] [16, 32] [1, 1]
// AIV-NEXT: ascend.store ins(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>) outs(%[[C]] :
// AIV-NOT: scf.if

func.func @dual(%X: memref<64x64xf16> {tir.name = "X"},
                %B: memref<64x32xf16> {tir.name = "B"},
                %C: memref<64x32xf16> {tir.name = "C"}) {
  tir.kernel (%bx) in (2) {
    %c32 = arith.constant 32 : index
    %true = arith.constant true
    %x_ub = tir.alloc_buffer "x_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %x_l1 = tir.alloc_buffer "x_l1" : memref<32x64xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<16x32xf16, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    %x = memref.subview %X[%row, 0] [32, 64] [1, 1] : memref<64x64xf16> to memref<32x64xf16, strided<[64, 1], offset: ?>>
    tir.copy %x, %x_ub {dual} : memref<32x64xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    tir.copy %x_ub, %x_l1 {dual} : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<64x32xf16>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %x_l1, %b_l1, %acc clear_accum(%true) : memref<32x64xf16, #tir.scope<"shared.l1">>, memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %c_ub {dual} : memref<32x32xf32, #tir.scope<"shared.l0c">>, memref<16x32xf16, #tir.scope<"shared.dyn">>
    %c = memref.subview %C[%row, 0] [32, 32] [1, 1] : memref<64x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %c_ub, %c {dual} : memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, strided<[32, 1], offset: ?>>
  }
  return
}
