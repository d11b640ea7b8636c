// docs/examples/sort32.mlir (tilelang-ascend's T.tile.sort32 kernel)
// lowered end to end: the values, their i32 indices (seen as the ui32 tile
// pto-isa's TSORT32 takes through a pto.bitcast) and the pairs are ub
// tiles of the buffers' shapes, and T.tile.sort32 is one pto.tsort32 of
// whole 32-element blocks (no scratch tile); each (cid, vid) is a block.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/sort32.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/sort32.mlir | FileCheck %s

// CHECK-LABEL: func.func @sort32_f32(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<i32>, %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK: %[[A:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=64, v_row=4, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[B:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=64, v_row=4, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[C:.*]] = pto.alloc_tile : [[CT:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=128, v_row=4, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x64xf32>) outs(%[[A]] : [[AT]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x64xi32>) outs(%[[B]] : [[BT]])
// CHECK: %[[U:.*]] = pto.bitcast %[[B]] : [[BT]] -> [[UT:!pto.tile_buf<loc=vec, dtype=ui32, rows=4, cols=64, v_row=4, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tsort32 ins(%[[A]], %[[U]] : [[AT]], [[UT]]) outs(%[[C]] : [[CT]])
// CHECK: pto.tstore ins(%[[C]] : [[CT]]) outs(%{{.*}} : !pto.partition_tensor_view<4x128xf32>)
// CHECK-LABEL: func.func @sort32_f16(
// CHECK: %[[C16:.*]] = pto.alloc_tile : [[CT16:!pto.tile_buf<loc=vec, dtype=f16, rows=4, cols=256, v_row=4, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tsort32 ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=4, cols=64, {{.*}}>, !pto.tile_buf<loc=vec, dtype=ui32, rows=4, cols=64, {{.*}}>) outs(%[[C16]] : [[CT16]])
// CHECK: pto.tstore ins(%[[C16]] : [[CT16]]) outs(%{{.*}} : !pto.partition_tensor_view<4x256xf16>)
