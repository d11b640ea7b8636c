// Row and column ops on M x 1 and 1 x N tiles, whose "rows" or "columns"
// are single elements: the M x 1 tile is a col_major column (like a per-row
// vector), so its row reduction and per-row broadcasts are copies or
// element-wise ops, and its column reduction is a row reduction of its
// 1 x M view. The same holds for 1 x 1 tiles (batch-1 per-row vectors).
// RUN: pto-opt %s --ascend-allocate-scratch --convert-ascend-to-pto | FileCheck %s

// CHECK-LABEL: func.func @degenerate
// CHECK-DAG: pto.alloc_tile : [[XT:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=8, v_col=1, blayout=col_major[^>]*>]]
// CHECK-DAG: %[[S:.*]] = pto.alloc_tile : [[ST:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=1, v_col=1, blayout=col_major[^>]*>]]
// CHECK: pto.tmov ins(%[[X:.*]] : [[XT]]) outs(%[[Y:.*]] : [[XT]])
// CHECK: %[[XV:.*]] = pto.treshape %[[X]] : [[XT]] -> [[XVT:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major[^>]*>]]
// The scratch tile (ascend-allocate-scratch), seen like src as 1 x M.
// CHECK: %[[TV:.*]] = pto.treshape %[[T:.*]] : [[XT]] -> [[XVT]]
// CHECK: pto.trowmax ins(%[[XV]], %[[TV]] : [[XVT]], [[XVT]]) outs(%[[S]] : [[ST]])
// CHECK: pto.treshape %[[X]]
// CHECK: pto.treshape %[[Y]]
// CHECK: pto.treshape %[[Y]]
// CHECK: pto.tmul ins(
// CHECK: pto.tmov ins(%[[Y]] : [[XT]]) outs(%[[X]] : [[XT]])
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @degenerate() {
  %x = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
  %s = memref.alloc() : memref<1x1xf32, #ascend.address_space<ub>>
  ascend.vreduce <sum> ins(%x : memref<8x1xf32, #ascend.address_space<ub>>) outs(%y : memref<8x1xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  ascend.vreduce <max> ins(%x : memref<8x1xf32, #ascend.address_space<ub>>) outs(%s : memref<1x1xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <mul> ins(%x, %y : memref<8x1xf32, #ascend.address_space<ub>>, memref<8x1xf32, #ascend.address_space<ub>>) outs(%y : memref<8x1xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  ascend.vbroadcast ins(%y : memref<8x1xf32, #ascend.address_space<ub>>) outs(%x : memref<8x1xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  return
}
}
