// ub buffers of rank 3 or more (multi-buffered tiles, leading unit
// dimensions, blocks of tokens) are stored as the rows of their last
// dimension; with one slice (leading dimensions 1), the result of reducing
// their last dimension as one column. Regions, element-wise nests (3-deep
// ones run their first level over slices), reductions over slices and
// single elements address those rows.
// RUN: pto-opt %s --tir-place-buffers -split-input-file | FileCheck %s --check-prefix=PLACE
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// Reductions of a block of two 4x32 slices: of the last dimension (each
// slice's per-row column copied into its row of r), of the middle one
// (each slice's per-column row written into its row of m, then summed
// into it again: clear = false); of the middle dimension with a leading
// unit dimension (one per-column row), and of the last with a leading unit
// dimension (one column), copied into a row.
// PLACE-LABEL: func.func @reductions
// PLACE: tir.alloc_buffer "x" : {{.*}}#ascend.placement<space = ub, shape = [8, 32]>
// PLACE: tir.alloc_buffer "r" : {{.*}}#ascend.placement<space = ub, shape = [2, 4]>
// PLACE: tir.alloc_buffer "m" : {{.*}}#ascend.placement<space = ub, shape = [2, 32]>
// PLACE: tir.alloc_buffer "y" : {{.*}}#ascend.placement<space = ub, shape = [4, 32]>
// PLACE: tir.alloc_buffer "c" : {{.*}}#ascend.placement<space = ub, shape = [1, 32]>
// PLACE: tir.alloc_buffer "v" : {{.*}}#ascend.placement<space = ub, shape = [4, 1]>
// PLACE: tir.alloc_buffer "w" : {{.*}}#ascend.placement<space = ub, shape = [1, 4]>
// CHECK-LABEL: func.func @reductions
// CHECK-DAG: %[[COL:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[PART:.*]] = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<2x4xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[M:.*]] = memref.alloc() : memref<2x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[V:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[W:.*]] = memref.alloc() : memref<1x4xf32, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%[[X]] : memref<8x32xf32, #ascend.address_space<ub>>)
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[FIRST:.*]] = arith.muli %[[S]], %{{.*}} : index
// CHECK: %[[SLICE:.*]] = memref.subview %[[X]][%[[FIRST]], 0] [4, 32] [1, 1]
// CHECK: %[[ROW:.*]] = memref.subview %[[R]][%[[S]], 0] [1, 4] [1, 1]
// CHECK: ascend.vreduce <sum> ins(%[[SLICE]] : {{.*}}) outs(%[[COL]] : memref<4x1xf32, #ascend.address_space<ub>>)
// CHECK: ascend.copy ins(%[[COL]] : memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[ROW]] : memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>)
// CHECK: }
// CHECK: ascend.store ins(%[[R]] : memref<2x4xf32, #ascend.address_space<ub>>)
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[SLICE:.*]] = memref.subview %[[X]][%{{.*}}, 0] [4, 32] [1, 1]
// CHECK: %[[ROW:.*]] = memref.subview %[[M]][%[[S]], 0] [1, 32] [1, 1]
// CHECK: ascend.vreduce <max> ins(%[[SLICE]] : {{.*}}) outs(%[[ROW]] : memref<1x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK: }
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[SLICE:.*]] = memref.subview %[[X]][%{{.*}}, 0] [4, 32] [1, 1]
// CHECK: %[[ROW:.*]] = memref.subview %[[M]][%[[S]], 0] [1, 32] [1, 1]
// CHECK: ascend.vreduce <sum> ins(%[[SLICE]] : {{.*}}) outs(%[[PART]] : memref<1x32xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK: ascend.vbinary <add> ins(%[[ROW]], %[[PART]] : {{.*}}) outs(%[[ROW]] :
// CHECK: }
// CHECK: ascend.vreduce <max> ins(%[[Y]] : memref<4x32xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<1x32xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK: ascend.vreduce <sum> ins(%[[Y]] : memref<4x32xf32, #ascend.address_space<ub>>) outs(%[[V]] : memref<4x1xf32, #ascend.address_space<ub>>)
// CHECK: ascend.copy ins(%[[V]] : memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[W]] : memref<1x4xf32, #ascend.address_space<ub>>)
func.func @reductions(%A: memref<64x4x32xf32> {tir.name = "A"}, %R: memref<64x4xf32> {tir.name = "R"}, %C: memref<64x32xf32> {tir.name = "C"}, %M: memref<64x32xf32> {tir.name = "M"}, %W: memref<64x4xf32> {tir.name = "W"}) {
  tir.kernel (%bx) in (32) {
    %c2 = arith.constant 2 : index
    %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
    %m = tir.alloc_buffer "m" : memref<2x32xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<1x4x32xf32, #tir.scope<"shared.dyn">>
    %c = tir.alloc_buffer "c" : memref<1x32xf32, #tir.scope<"local.fragment">>
    %v = tir.alloc_buffer "v" : memref<1x4xf32, #tir.scope<"local.fragment">>
    %w = tir.alloc_buffer "w" : memref<1x4xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c2 : index
    %src = memref.subview %A[%row, 0, 0] [2, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>
    tir.copy %src, %x : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
    %dst = memref.subview %R[%row, 0] [2, 4] [1, 1] : memref<64x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
    tir.copy %r, %dst : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, strided<[4, 1], offset: ?>>
    tir.reduce <max> %x, %m {dim = 1 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x32xf32, #tir.scope<"local.fragment">>
    tir.reduce <sum> %x, %m {dim = 1 : i64, clear = false} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x32xf32, #tir.scope<"local.fragment">>
    %dstm = memref.subview %M[%row, 0] [2, 32] [1, 1] : memref<64x32xf32> to memref<2x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %m, %dstm : memref<2x32xf32, #tir.scope<"local.fragment">>, memref<2x32xf32, strided<[32, 1], offset: ?>>
    %src1 = memref.subview %A[%bx, 0, 0] [1, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>
    tir.copy %src1, %y : memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<1x4x32xf32, #tir.scope<"shared.dyn">>
    tir.reduce <max> %y, %c {dim = 1 : i64} : memref<1x4x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32, #tir.scope<"local.fragment">>
    %dst1 = memref.subview %C[%bx, 0] [1, 32] [1, 1] : memref<64x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %c, %dst1 : memref<1x32xf32, #tir.scope<"local.fragment">>, memref<1x32xf32, strided<[32, 1], offset: ?>>
    tir.reduce <sum> %y, %v {dim = 2 : i64} : memref<1x4x32xf32, #tir.scope<"shared.dyn">>, memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.copy %v, %w : memref<1x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"shared.dyn">>
    %dstw = memref.subview %W[%bx, 0] [1, 4] [1, 1] : memref<64x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
    tir.copy %w, %dstw : memref<1x4xf32, #tir.scope<"shared.dyn">>, memref<1x4xf32, strided<[4, 1], offset: ?>>
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

// -----

// A 3-deep T.Parallel nest over two 4x32 slices: its first level runs over
// the slices, the rest is a 2-D nest on each slice's rows. r[b, i] (one
// value per row of the slice) is row b of r seen as a column, copied into a
// temporary; c[b, j] (one per column) is row b of c.
// CHECK-LABEL: func.func @three_deep
// CHECK-DAG: %[[COL:.*]] = memref.alloc() {ascend.nest_scratch} : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<2x4xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<2x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[YW:.*]] = memref.subview %[[Y]][%{{.*}}, 0] [4, 32] [1, 1]
// CHECK: %[[XW:.*]] = memref.subview %[[X]][%{{.*}}, 0] [4, 32] [1, 1]
// CHECK: %[[RROW:.*]] = memref.subview %[[R]][%[[B]], 0] [1, 4] [1, 1]
// CHECK: ascend.copy ins(%[[RROW]] : memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>) outs(%[[COL]] : memref<4x1xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vbroadcast_binary <sub> ins(%[[XW]], %[[COL]] : {{.*}}) outs(%[[D:[^ ]*]] :
// CHECK: %[[CROW:.*]] = memref.subview %[[C]][%[[B]], 0] [1, 32] [1, 1]
// CHECK: ascend.vbroadcast_binary <add> ins(%[[D]], %[[CROW]] : {{.*}}) outs(%[[YW]] : {{.*}}) {dim = 0 : i64}
// CHECK: }
// CHECK: ascend.store ins(%[[Y]] : memref<8x32xf32, #ascend.address_space<ub>>)
func.func @three_deep(%A: memref<2x4x32xf32> {tir.name = "A"}, %R: memref<2x4xf32> {tir.name = "R"}, %C: memref<2x32xf32> {tir.name = "C"}, %Y: memref<2x4x32xf32> {tir.name = "Y"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"local.fragment">>
    %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
    %c = tir.alloc_buffer "c" : memref<2x32xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<2x4x32xf32, #tir.scope<"local.fragment">>
    tir.copy %A, %x : memref<2x4x32xf32>, memref<2x4x32xf32, #tir.scope<"local.fragment">>
    tir.copy %R, %r : memref<2x4xf32>, memref<2x4xf32, #tir.scope<"local.fragment">>
    tir.copy %C, %c : memref<2x32xf32>, memref<2x32xf32, #tir.scope<"local.fragment">>
    tir.for parallel %b = %c0 to %c2 step %c1 {
      tir.for parallel %i = %c0 to %c4 step %c1 {
        tir.for parallel %j = %c0 to %c32 step %c1 {
          %xv = memref.load %x[%b, %i, %j] : memref<2x4x32xf32, #tir.scope<"local.fragment">>
          %rv = memref.load %r[%b, %i] : memref<2x4xf32, #tir.scope<"local.fragment">>
          %cv = memref.load %c[%b, %j] : memref<2x32xf32, #tir.scope<"local.fragment">>
          %d = arith.subf %xv, %rv : f32
          %s = arith.addf %d, %cv : f32
          memref.store %s, %y[%b, %i, %j] : memref<2x4x32xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.copy %y, %Y : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x4x32xf32>
  }
  return
}

// -----

// A reduction over the slices of a region (x[2:4]) into a region of rows
// (r[2:4]): each slice's window is taken of the buffer's own tile, from
// the region's first row. A target keeping the reduced dimension ((2, 4, 1))
// is one column of all the per-row results: one reduction.
// CHECK-LABEL: func.func @slice_regions
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[K:.*]] = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[XR:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[SLICE:.*]] = memref.subview %[[X]][%[[XR]], 0] [4, 32] [1, 1] : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[RR:.*]] = arith.addi %{{.*}}, %[[S]] : index
// CHECK: %[[ROW:.*]] = memref.subview %[[R]][%[[RR]], 0] [1, 4] [1, 1] : memref<4x4xf32, #ascend.address_space<ub>>
// CHECK: ascend.vreduce <sum> ins(%[[SLICE]] :
// CHECK: ascend.copy ins(%{{.*}} : memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[ROW]] :
// CHECK: }
// CHECK: ascend.vreduce <max> ins(%{{.*}} : memref<8x32xf32, strided<[32, 1], offset: 256>, #ascend.address_space<ub>>) outs(%[[K]] : memref<8x1xf32, #ascend.address_space<ub>>)
func.func @slice_regions(%A: memref<4x4x32xf32> {tir.name = "A"}, %R: memref<4x4xf32> {tir.name = "R"}, %K: memref<2x4x1xf32> {tir.name = "K"}) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<4x4x32xf32, #tir.scope<"shared.dyn">>
    %r = tir.alloc_buffer "r" : memref<4x4xf32, #tir.scope<"local.fragment">>
    %k = tir.alloc_buffer "k" : memref<2x4x1xf32, #tir.scope<"local.fragment">>
    tir.copy %A, %x : memref<4x4x32xf32>, memref<4x4x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %R, %r : memref<4x4xf32>, memref<4x4xf32, #tir.scope<"local.fragment">>
    %w = memref.subview %x[2, 0, 0] [2, 4, 32] [1, 1, 1] : memref<4x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x4x32xf32, strided<[128, 32, 1], offset: 256>, #tir.scope<"shared.dyn">>
    %v = memref.subview %r[2, 0] [2, 4] [1, 1] : memref<4x4xf32, #tir.scope<"local.fragment">> to memref<2x4xf32, strided<[4, 1], offset: 8>, #tir.scope<"local.fragment">>
    tir.reduce <sum> %w, %v {dim = 2 : i64} : memref<2x4x32xf32, strided<[128, 32, 1], offset: 256>, #tir.scope<"shared.dyn">>, memref<2x4xf32, strided<[4, 1], offset: 8>, #tir.scope<"local.fragment">>
    tir.reduce <max> %w, %k {dim = 2 : i64} : memref<2x4x32xf32, strided<[128, 32, 1], offset: 256>, #tir.scope<"shared.dyn">>, memref<2x4x1xf32, #tir.scope<"local.fragment">>
    tir.copy %r, %R : memref<4x4xf32, #tir.scope<"local.fragment">>, memref<4x4xf32>
    tir.copy %k, %K : memref<2x4x1xf32, #tir.scope<"local.fragment">>, memref<2x4x1xf32>
  }
  return
}

// -----

// A 1 x 4 matrix read per row of a 2-D nest (r[0, i]): its row copied into
// a column temporary.
// CHECK-LABEL: func.func @row_read_per_row
// CHECK-DAG: %[[COL:.*]] = memref.alloc() {ascend.nest_scratch} : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<1x4xf32, #ascend.address_space<ub>>
// CHECK: ascend.copy ins(%[[R]] : memref<1x4xf32, #ascend.address_space<ub>>) outs(%[[COL]] : memref<4x1xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vbroadcast_binary <sub> ins(%{{.*}}, %[[COL]] :
func.func @row_read_per_row(%A: memref<4x32xf32> {tir.name = "A"}, %R: memref<1x4xf32> {tir.name = "R"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %x = tir.alloc_buffer "x" : memref<4x32xf32, #tir.scope<"local.fragment">>
    %r = tir.alloc_buffer "r" : memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.copy %A, %x : memref<4x32xf32>, memref<4x32xf32, #tir.scope<"local.fragment">>
    tir.copy %R, %r : memref<1x4xf32>, memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %xv = memref.load %x[%i, %j] : memref<4x32xf32, #tir.scope<"local.fragment">>
        %rv = memref.load %r[%c0, %i] : memref<1x4xf32, #tir.scope<"local.fragment">>
        %d = arith.subf %xv, %rv : f32
        memref.store %d, %x[%i, %j] : memref<4x32xf32, #tir.scope<"local.fragment">>
      }
    }
    tir.copy %x, %A : memref<4x32xf32, #tir.scope<"local.fragment">>, memref<4x32xf32>
  }
  return
}
