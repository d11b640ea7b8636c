// docs/examples/broadcast.mlir lowered end to end, for both arches: the
// 1x256 row is added with tcolexpandadd, the 16x1 column (a col_major tile
// loaded from a 16x1 window) multiplies with trowexpandmul.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/broadcast.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/broadcast.mlir | FileCheck %s

// CHECK-LABEL: func.func @broadcast(
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x256xf32>) outs(%[[X:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=256,
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x256xf32>) outs(%[[B:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major
// CHECK: pto.make_tensor_view %{{.*}}, shape = [%{{.*}}, %[[ONE:.*]]], strides = [%[[ONE]], %[[ONE]]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x1xf32>) outs(%[[S:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major
// CHECK: pto.tcolexpandadd ins(%[[X]], %[[B]] : {{.*}}) outs(%[[Y:.*]] :
// CHECK: pto.trowexpandmul ins(%[[X]], %[[S]] : {{.*}}) outs(%[[Z:.*]] :
// CHECK: pto.tstore ins(%[[Y]] :
// CHECK: pto.tstore ins(%[[Z]] :
