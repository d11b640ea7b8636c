// ub buffers of rank 3 or more (multi-buffered tiles, leading unit
// dimensions) are stored as the rows of their last dimension; the result of
// reducing their last dimension as one column. Regions, element-wise nests
// and single elements address those rows.
// RUN: pto-opt %s --tir-place-buffers -split-input-file | FileCheck %s --check-prefix=PLACE
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// A reduction of the last dimension (per row, into a 2x4 column) and of
// the middle one with a leading unit dimension (per column).
// PLACE-LABEL: func.func @reductions
// PLACE: tir.alloc_buffer "x" {ascend.placement = #ascend.placement<space = ub, shape = [8, 32]>}
// PLACE: tir.alloc_buffer "r" {ascend.placement = #ascend.placement<space = ub, shape = [8, 1]>}
// PLACE: tir.alloc_buffer "y" {ascend.placement = #ascend.placement<space = ub, shape = [4, 32]>}
// PLACE: tir.alloc_buffer "c" {ascend.placement = #ascend.placement<space = ub>}
// CHECK-LABEL: func.func @reductions
// CHECK: %[[X:.*]] = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
// CHECK: %[[R:.*]] = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: %[[C:.*]] = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%[[X]] : memref<8x32xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vreduce <sum> ins(%[[X]] : {{.*}}) outs(%[[R]] : memref<8x1xf32, #ascend.address_space<ub>>)
// CHECK: ascend.store ins(%[[R]] : memref<8x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<2x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<gm>>)
// CHECK: ascend.vreduce <max> ins(%[[Y]] : {{.*}}) outs(%[[C]] : memref<1x32xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
func.func @reductions(%A: memref<64x4x32xf32> {tir.name = "A"}, %R: memref<64x4xf32> {tir.name = "R"}, %C: memref<64x32xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (32) {
    %c2 = arith.constant 2 : index
    %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<1x4x32xf32, #tir.scope<"shared.dyn">>
    %c = tir.alloc_buffer "c" : memref<1x32xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c2 : index
    %src = memref.subview %A[%row, 0, 0] [2, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>
    tir.copy %src, %x : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
    %dst = memref.subview %R[%row, 0] [2, 4] [1, 1] : memref<64x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
    tir.copy %r, %dst : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, strided<[4, 1], offset: ?>>
    %src1 = memref.subview %A[%bx, 0, 0] [1, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>
    tir.copy %src1, %y : memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<1x4x32xf32, #tir.scope<"shared.dyn">>
    tir.reduce <max> %y, %c {dim = 1 : i64} : memref<1x4x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32, #tir.scope<"local.fragment">>
    %dst1 = memref.subview %C[%bx, 0] [1, 32] [1, 1] : memref<64x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %c, %dst1 : memref<1x32xf32, #tir.scope<"local.fragment">>, memref<1x32xf32, strided<[32, 1], offset: ?>>
  }
  return
}

// -----

// Double-buffered tiles (tilelang-ascend's `a_ub[cur, i, j]`): the region
// `a_ub[cur, :, :]` and the accesses in the nest are the 16 rows from row
// cur * 16; one element `c_ub[cur, 3, 5]` is row cur * 16 + 3, column 5.
// CHECK-LABEL: func.func @double_buffered
// CHECK: %[[A:.*]] = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
// CHECK: %[[CB:.*]] = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
// CHECK: scf.for %[[MM:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[CUR:.*]] = arith.remsi %[[MM]], %{{.*}} : index
// CHECK: %[[R0:.*]] = arith.muli %[[CUR]], %{{.*}} : index
// CHECK: %[[R1:.*]] = arith.addi %[[R0]], %{{.*}} : index
// CHECK: %[[AW:.*]] = memref.subview %[[A]][%[[R1]], 0] [16, 64] [1, 1] : memref<32x64xf32, #ascend.address_space<ub>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : {{.*}}) outs(%[[AW]] :
// CHECK: %[[CN:.*]] = memref.subview %[[CB]][%{{.*}}, 0] [16, 64] [1, 1]
// CHECK: %[[AN:.*]] = memref.subview %[[A]][%{{.*}}, 0] [16, 64] [1, 1]
// CHECK: ascend.vunary <exp> ins(%[[AN]] : {{.*}}) outs(%[[CN]] :
// CHECK: %[[ROW:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: memref.load %[[CB]][%[[ROW]], %{{.*}}] : memref<32x64xf32, #ascend.address_space<ub>>
func.func @double_buffered(%A: memref<256x64xf32> {tir.name = "A"}, %D: memref<4x4xf32> {tir.name = "D"}) {
  tir.kernel (%bx) in (4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %a_ub = tir.alloc_buffer "a_ub" : memref<2x16x64xf32, #tir.scope<"shared.dyn">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<2x16x64xf32, #tir.scope<"shared.dyn">>
    tir.for serial %mm = %c0 to %c4 step %c1 {
      %cur = arith.remsi %mm, %c2 : index
      %r0 = arith.muli %bx, %c64 : index
      %r1 = arith.muli %mm, %c16 : index
      %row = arith.addi %r0, %r1 : index
      %ag = memref.subview %A[%row, 0] [16, 64] [1, 1] : memref<256x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      %aw = memref.subview %a_ub[%cur, 0, 0] [1, 16, 64] [1, 1, 1] : memref<2x16x64xf32, #tir.scope<"shared.dyn">> to memref<16x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %ag, %aw : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<16x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.for parallel %i = %c0 to %c16 step %c1 {
        tir.for parallel %j = %c0 to %c64 step %c1 {
          %a = memref.load %a_ub[%cur, %i, %j] : memref<2x16x64xf32, #tir.scope<"shared.dyn">>
          %e = math.exp %a : f32
          memref.store %e, %c_ub[%cur, %i, %j] : memref<2x16x64xf32, #tir.scope<"shared.dyn">>
        }
      }
      %v = memref.load %c_ub[%cur, %c3, %c5] : memref<2x16x64xf32, #tir.scope<"shared.dyn">>
      memref.store %v, %D[%bx, %mm] : memref<4x4xf32>
    }
  }
  return
}
