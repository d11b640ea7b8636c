// RUN: pto-opt %s --ascend-materialize-dim-args --convert-ascend-to-pto --cse -split-input-file | FileCheck %s

// A GM region becomes a view of the whole argument and a window of it; a
// region read by a transposing load is described column-major (DN), and its
// L1 buffer is a ZN tile.
// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f16>, %[[I:.*]]: index)
// CHECK: %[[ND:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[ZN:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[TV:.*]] = pto.make_tensor_view %[[G]], shape = [%[[C64]], %[[C256]]], strides = [%[[C256]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[PV:.*]] = pto.partition_view %[[TV]], offsets = [%[[I]], %[[C0]]], sizes = [%[[C16]], %[[C32]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>
// CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x32xf16>) outs(%[[ND]] :
// CHECK: %[[TVT:.*]] = pto.make_tensor_view %[[G]], shape = [%[[C256]], %[[C64]]], strides = [%[[C1]], %[[C256]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[PVT:.*]] = pto.partition_view %[[TVT]], offsets = [%[[C0]], %[[I]]], sizes = [%[[C32]], %[[C16]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x16xf16>
// CHECK: pto.tload ins(%[[PVT]] : !pto.partition_tensor_view<32x16xf16>) outs(%[[ZN]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @views(%g: memref<64x256xf16, #ascend.address_space<gm>>, %i: index) {
  %nd = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  %zn = memref.alloc() : memref<32x16xf16, #ascend.tile_space<space = l1, layout = zn>>
  %r = memref.subview %g[%i, 0] [16, 32] [1, 1] : memref<64x256xf16, #ascend.address_space<gm>> to memref<16x32xf16, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<16x32xf16, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>) outs(%nd : memref<16x32xf16, #ascend.address_space<l1>>)
  %t = memref.subview %g[%i, 0] [16, 32] [1, 1] : memref<64x256xf16, #ascend.address_space<gm>> to memref<16x32xf16, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%t : memref<16x32xf16, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>) outs(%zn : memref<32x16xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  return
}
}

// -----

// An op on a whole GM argument gets a window of all of it.
// CHECK-LABEL: func.func @whole_argument
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f32>)
// CHECK: %[[TV:.*]] = pto.make_tensor_view %[[G]], shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
// CHECK: %[[PV:.*]] = pto.partition_view %[[TV]], offsets = [%{{.*}}, %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<32x64xf32>
// CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<32x64xf32>) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @whole_argument(%g: memref<32x64xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<32x64xf32, #ascend.address_space<gm>>) outs(%u : memref<32x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A GM tensor with dynamic dimensions (TileLang's T.symbolic) is its
// pointer followed by one index argument per dynamic dimension: its view's
// shape and strides use them, and memref.dim reads them.
// CHECK-LABEL: func.func @dynamic_dims
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f32>, %[[M:.*]]: index, %[[N:.*]]: index, %[[H:.*]]: !pto.ptr<f16>, %[[R:.*]]: index, %[[I:.*]]: index) attributes {pto.entry}
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[TV:.*]] = pto.make_tensor_view %[[G]], shape = [%[[M]], %[[N]]], strides = [%[[N]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
// CHECK: pto.partition_view %[[TV]], offsets = [%[[I]], %{{.*}}], sizes = [%{{.*}}, %[[C64]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
// A row of a rank-3 tensor whose outer dimension is dynamic: the pointer
// moves by the static stride 4 * 64.
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[OFF:.*]] = arith.muli %[[I]], %[[C256]] : index
// CHECK: %[[P:.*]] = pto.addptr %[[H]], %[[OFF]] : !pto.ptr<f16> -> !pto.ptr<f16>
// CHECK: pto.make_tensor_view %[[P]], shape = [%{{.*}}, %[[C64]]], strides = [%[[C64]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[SUM:.*]] = arith.addi %[[M]], %[[N]] : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[SUM]] step
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_dims(%g: memref<?x?xf32, #ascend.address_space<gm>>, %h: memref<?x4x64xf16, #ascend.address_space<gm>>, %i: index) {
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %s = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<?x?xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[?, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x64xf32, strided<[?, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  %v = memref.alloc() : memref<4x64xf16, #ascend.address_space<ub>>
  %t = memref.subview %h[%i, 0, 0] [1, 4, 64] [1, 1, 1] : memref<?x4x64xf16, #ascend.address_space<gm>> to memref<4x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%t : memref<4x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%v : memref<4x64xf16, #ascend.address_space<ub>>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %g, %c0 : memref<?x?xf32, #ascend.address_space<gm>>
  %n = memref.dim %g, %c1 : memref<?x?xf32, #ascend.address_space<gm>>
  %sum = arith.addi %m, %n : index
  scf.for %x = %c0 to %sum step %c1 {
    ascend.load ins(%s : memref<16x64xf32, strided<[?, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// A window of rows of a ub buffer (one row at a run-time index, rows 2..3)
// is a pto.subset over the tile's whole padded width: its valid rows are
// `?` at a run-time offset, the rest of the parent's from a constant one.
// CHECK-LABEL: func.func @ub_row_windows
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, {{.*}}>
// CHECK: %[[Y:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, {{.*}}>
// CHECK: %[[R:.*]] = pto.subset %[[X]][%arg0, %[[C0:.*]]] sizes [1, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, {{.*}}>
// CHECK: pto.tadd ins(%[[R]], %[[Y]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=?, v_col=4, {{.*}}>, {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK: %[[W:.*]] = pto.subset %[[X]][%[[C2:.*]], %[[C0]]] sizes [2, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, {{.*}}>
// CHECK: pto.tmov ins(%[[W]] : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=32, v_row=2, v_col=4, {{.*}}>) outs(%{{.*}} : {{.*}})
// A region at a run-time offset that is a constant here: its type says
// `?` rows, and the window gets the valid rows pto.subset infers.
// CHECK: %[[K:.*]] = pto.subset %[[X]][%[[C2]], %[[C0]]] sizes [1, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, {{.*}}>
// CHECK: pto.tadd ins(%[[K]], %[[Y]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, {{.*}}>, {{.*}}) outs(%[[Y]] : {{.*}})
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_row_windows(%k: index) {
  %x = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<1x4xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<2x4xf32, #ascend.address_space<ub>>
  %c2 = arith.constant 2 : index
  %r = memref.subview %x[%k, 0] [1, 4] [1, 1] : memref<4x4xf32, #ascend.address_space<ub>> to memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>
  ascend.vbinary <add> ins(%r, %y : memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>, memref<1x4xf32, #ascend.address_space<ub>>) outs(%y : memref<1x4xf32, #ascend.address_space<ub>>)
  %w = memref.subview %x[2, 0] [2, 4] [1, 1] : memref<4x4xf32, #ascend.address_space<ub>> to memref<2x4xf32, strided<[4, 1], offset: 8>, #ascend.address_space<ub>>
  ascend.copy ins(%w : memref<2x4xf32, strided<[4, 1], offset: 8>, #ascend.address_space<ub>>) outs(%z : memref<2x4xf32, #ascend.address_space<ub>>)
  %kc = memref.subview %x[%c2, 0] [1, 4] [1, 1] : memref<4x4xf32, #ascend.address_space<ub>> to memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>
  ascend.vbinary <add> ins(%kc, %y : memref<1x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>, memref<1x4xf32, #ascend.address_space<ub>>) outs(%y : memref<1x4xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A rank-3 region moved to the rows of its last dimension: the tensor is
// described as its rows (64*4 x 32) and the window starts at row 4 * b; a
// 2x4 region stored from one column: the tensor as one column of 256.
// CHECK-LABEL: func.func @rows_forms
// CHECK: %[[ROW:.*]] = arith.muli %arg2, %{{.*}} : index
// CHECK: %[[V:.*]] = pto.make_tensor_view %arg0, shape = [%[[C256:.*]], %[[C32:.*]]], strides = [%[[C32]], %[[C1:.*]]] {layout = #pto.layout<nd>}
// CHECK: %[[P:.*]] = pto.partition_view %[[V]], offsets = [%[[ROW]], %{{.*}}], sizes = [%{{.*}}, %[[C32]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x32xf32>
// CHECK: pto.tload ins(%[[P]] : !pto.partition_tensor_view<8x32xf32>) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32
// CHECK: %[[CV:.*]] = pto.make_tensor_view %arg1, shape = [%[[C256]], %[[C1]]], strides = [%[[C1]], %[[C1]]] {layout = #pto.layout<nd>}
// CHECK: %[[CP:.*]] = pto.partition_view %[[CV]], offsets = [%[[ROW]], %{{.*}}], sizes = [%{{.*}}, %[[C1]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x1xf32>
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=8, v_col=1, blayout=col_major{{.*}}>) outs(%[[CP]] : !pto.partition_tensor_view<8x1xf32>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rows_forms(%a: memref<64x4x32xf32, #ascend.address_space<gm>>, %r: memref<64x4xf32, #ascend.address_space<gm>>, %b: index) {
  %x = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
  %s = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
  %g = memref.subview %a[%b, 0, 0] [2, 4, 32] [1, 1, 1] : memref<64x4x32xf32, #ascend.address_space<gm>> to memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%g : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<8x32xf32, #ascend.address_space<ub>>)
  %o = memref.subview %r[%b, 0] [2, 4] [1, 1] : memref<64x4xf32, #ascend.address_space<gm>> to memref<2x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%s : memref<8x1xf32, #ascend.address_space<ub>>) outs(%o : memref<2x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// A region with a leading unit dimension taking rows 4..7 of the middle
// dimension: the rows are consecutive (row 8 * b + 4 of the 64x32 rows).
// CHECK-LABEL: func.func @rows_after_unit
// CHECK: %[[R:.*]] = arith.muli %arg1, %[[C8:.*]] : index
// CHECK: %[[O:.*]] = arith.addi %[[R]], %[[C4:.*]] : index
// CHECK: pto.partition_view %{{.*}}, offsets = [%[[O]], %{{.*}}], sizes = [%[[C4]], %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x32xf32>
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rows_after_unit(%a: memref<8x8x32xf32, #ascend.address_space<gm>>, %b: index) {
  %x = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
  %g = memref.subview %a[%b, 4, 0] [1, 4, 32] [1, 1, 1] : memref<8x8x32xf32, #ascend.address_space<gm>> to memref<1x4x32xf32, strided<[256, 32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%g : memref<1x4x32xf32, strided<[256, 32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<4x32xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// One GM region read both transposed and plainly: each load gets the window
// it reads (DN for the transposing one, ND for the other).
// CHECK-LABEL: func.func @mixed_reads
// CHECK-DAG: pto.make_tensor_view %{{.*}} {layout = #pto.layout<nd>}
// CHECK-DAG: %[[TVT:.*]] = pto.make_tensor_view %{{.*}} {layout = #pto.layout<dn>}
// CHECK-DAG: %[[PVT:.*]] = pto.partition_view %[[TVT]]
// CHECK: pto.tload ins(%[[PVT]] : !pto.partition_tensor_view<32x32xf16>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=col_major
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x32xf16>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @mixed_reads(%g: memref<64x64xf16, #ascend.address_space<gm>>) {
  %zn = memref.alloc() : memref<32x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  %nz = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %s = memref.subview %g[0, 0] [32, 32] [1, 1] : memref<64x64xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<32x32xf16, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%zn : memref<32x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  ascend.load ins(%s : memref<32x32xf16, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%nz : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

// Regions in the form the type converter reads: a rank-1 region at offset
// 0 (typed strided<[1]>, which MLIR counts as an identity layout) is a
// region, not a kernel argument; a GM region whose size is a constant
// value, and a region of a ub region at a constant offset, take the static
// types those constants give (the window shape, the valid rows).
// CHECK-LABEL: func.func @region_forms
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f32>, %[[H:.*]]: !pto.ptr<f32>, %[[I:.*]]: index)
// CHECK: pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x64xf32>
// CHECK: pto.partition_view %{{.*}}, offsets = [%[[I]], %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
// CHECK: %[[R:.*]] = pto.subset %{{.*}}[%{{.*}}, %{{.*}}] sizes [4, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, {{.*}}>
// CHECK: %[[Q:.*]] = pto.subset %[[R]][%{{.*}}, %{{.*}}] sizes [2, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=64, v_row=4, v_col=64, {{.*}}>
// CHECK: pto.tadd ins(%[[Q]], %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=64, v_row=2, v_col=64, {{.*}}>,
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @region_forms(%g: memref<256xf32, #ascend.address_space<gm>>, %h: memref<64x64xf32, #ascend.address_space<gm>>, %i: index) {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %v = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  %s = memref.subview %g[0] [64] [1] : memref<256xf32, #ascend.address_space<gm>> to memref<64xf32, strided<[1]>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<64xf32, strided<[1]>, #ascend.address_space<gm>>) outs(%v : memref<1x64xf32, #ascend.address_space<ub>>)
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %w = memref.subview %h[%i, 0] [%c16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%w : memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  %y = memref.alloc() : memref<2x64xf32, #ascend.address_space<ub>>
  %r = memref.subview %u[%c2, 0] [4, 64] [1, 1] : memref<16x64xf32, #ascend.address_space<ub>> to memref<4x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>
  %q = memref.subview %r[1, 0] [2, 64] [1, 1] : memref<4x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>> to memref<2x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>
  ascend.vbinary <add> ins(%q, %y : memref<2x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>, memref<2x64xf32, #ascend.address_space<ub>>) outs(%y : memref<2x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ascend.view: the tile seen with the view's shape and element type
// (pto.treshape), and windows of whole rows of it.
// CHECK-LABEL: func.func @ub_views
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256,
// CHECK: %[[V:.*]] = pto.treshape %[[X]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, {{.*}}> -> !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=64, v_row=4, v_col=64,
// CHECK: %[[R:.*]] = pto.subset %[[V]][%{{.*}}, %{{.*}}] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=64,
// CHECK: pto.tmov ins(%[[R]] : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64,
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_views() {
  %x = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<1x64xi32, #ascend.address_space<ub>>
  %v = ascend.view %x : memref<1x256xf32, #ascend.address_space<ub>> to memref<4x64xi32, #ascend.address_space<ub>>
  %r = memref.subview %v[2, 0] [1, 64] [1, 1] : memref<4x64xi32, #ascend.address_space<ub>> to memref<1x64xi32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>
  ascend.copy ins(%r : memref<1x64xi32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>) outs(%y : memref<1x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A row of a one-row tile seen as rows of its own element type is the
// row's run of columns of the tile itself (ptoas 0.27 takes windows of the
// tiles it allocates only): row 2 of 4 x 64 is columns 128 to 191.
// CHECK-LABEL: func.func @ub_view_row
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256,
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: %[[R:.*]] = pto.subset %[[X]][%[[C0]], %[[C128]]] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK: pto.tmov ins(%[[R]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64,
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_view_row() {
  %x = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  %v = ascend.view %x : memref<1x256xf32, #ascend.address_space<ub>> to memref<4x64xf32, #ascend.address_space<ub>>
  %r = memref.subview %v[2, 0] [1, 64] [1, 1] : memref<4x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>
  ascend.copy ins(%r : memref<1x64xf32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>) outs(%y : memref<1x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A view of the same shape (a bitcast, padding included) is pto.bitcast.
// CHECK-LABEL: func.func @ub_bitcast
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=64, v_row=2, v_col=48,
// CHECK: pto.bitcast %[[X]] : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=64, {{.*}}> -> !pto.tile_buf<loc=vec, dtype=i32, rows=2, cols=64, v_row=2, v_col=48,
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_bitcast() {
  %x = memref.alloc() : memref<2x48xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<2x48xi32, #ascend.address_space<ub>>
  %v = ascend.view %x : memref<2x48xf32, #ascend.address_space<ub>> to memref<2x48xi32, #ascend.address_space<ub>>
  ascend.copy ins(%v : memref<2x48xi32, #ascend.address_space<ub>>) outs(%y : memref<2x48xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A view of the same shape and element type is the tile itself.
// CHECK-LABEL: func.func @ub_same_view
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64,
// CHECK-NOT: pto.bitcast
// CHECK-NOT: pto.treshape
// CHECK: pto.tmov ins(%[[X]] :
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_same_view() {
  %x = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  %v = ascend.view %x : memref<1x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, #ascend.address_space<ub>>
  ascend.copy ins(%v : memref<1x64xf32, #ascend.address_space<ub>>) outs(%y : memref<1x64xf32, #ascend.address_space<ub>>)
  return
}
}
