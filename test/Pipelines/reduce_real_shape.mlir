// docs/examples/reduce_real_shape.mlir lowered end to end, for both arches:
// the first 4 columns of the 4 x 8 buffer reduced as its tile with those
// columns valid (pto.set_validshape around the trowmax, the whole buffer
// after it), the per-row results copied element by element into the first 4
// elements of the 1 x 8 row (tgetval / tsetval); the trowmax scratch tile is
// shaped like the whole buffer; the first 3 rows of the 5 x 8 buffer reduced
// per column through a pto.subset window.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/reduce_real_shape.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/reduce_real_shape.mlir | FileCheck %s

// CHECK-LABEL: func.func @row_reduce_max_slice_buffer(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[TMP:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-DAG: %[[MAX:.*]] = pto.alloc_tile : [[COL:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[IN:.*]] = pto.alloc_tile valid_row = %[[C4]] valid_col = %[[C8]] : [[IN_T:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[OUT:.*]] = pto.alloc_tile : [[OUT_T:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x8xf32>) outs(%[[IN]] : [[IN_T]])
// CHECK-NEXT: pto.set_validshape %[[IN]], %[[C4]], %[[C4]] : [[IN_T]]
// CHECK-NEXT: pto.trowmax ins(%[[IN]], %[[TMP]] : [[IN_T]], {{.*}}) outs(%[[MAX]] : [[COL]])
// CHECK-NEXT: pto.set_validshape %[[IN]], %[[C4]], %[[C8]] : [[IN_T]]
// CHECK-NEXT: scf.for %[[I:.*]] = %{{.*}} to %[[C4]]
// CHECK-NEXT: %[[V:.*]] = pto.tgetval ins(%[[MAX]], %[[I]] : [[COL]], index) outs : f32
// CHECK-NEXT: pto.tsetval ins(%[[I]], %[[V]] : index, f32) outs(%[[OUT]] : [[OUT_T]])
// CHECK: pto.tstore ins(%[[OUT]] : [[OUT_T]]) outs(%{{.*}} : !pto.partition_tensor_view<1x8xf32>)

// CHECK-LABEL: func.func @col_reduce_max_slice_buffer(
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<5x8xf32>) outs(%[[IN:.*]] :
// CHECK-NEXT: %[[W:.*]] = pto.subset %[[IN]][%{{.*}}, %{{.*}}] sizes [3, 32]
// CHECK-NEXT: pto.tcolmax ins(%[[W]] : !pto.tile_buf<loc=vec, dtype=f32, rows=3, cols=32, v_row=3, v_col=8, {{.*}}>) outs(%[[OUT:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8,
// CHECK: pto.tstore ins(%[[OUT]] :
