// docs/examples/reduce.mlir lowered end to end, for both arches: row
// reductions into 16x1 col_major tiles (trowmax/trowmin with a scratch
// tile), column reductions into 1x256 row tiles (tcolmax/tcolmin), and the
// stores of a row of a 2-D tensor through pto.addptr.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/reduce.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/reduce.mlir | FileCheck %s

// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<f32>, %[[RMAX:.*]]: !pto.ptr<f32>, %[[RMIN:.*]]: !pto.ptr<f32>, %[[CMAX:.*]]: !pto.ptr<f32>, %[[CMIN:.*]]: !pto.ptr<f32>)
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x256xf32>) outs(%[[T:.*]] :
// CHECK-NEXT: pto.trowmax ins(%[[T]], %{{.*}} : {{.*}}) outs(%[[RM:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major
// CHECK-NEXT: pto.trowmin ins(%[[T]], %{{.*}} : {{.*}}) outs(%[[RN:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1,
// CHECK-NEXT: pto.tcolmax ins(%[[T]] : {{.*}}) outs(%[[CM:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major
// CHECK-NEXT: pto.tcolmin ins(%[[T]] : {{.*}}) outs(%[[CN:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK: pto.make_tensor_view %[[RMAX]]
// CHECK: pto.tstore ins(%[[RM]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<16x1xf32>)
// CHECK: pto.make_tensor_view %[[RMIN]]
// CHECK: pto.tstore ins(%[[RN]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<16x1xf32>)
// CHECK: %[[P:.*]] = pto.addptr %[[CMAX]], %{{.*}} : !pto.ptr<f32> -> !pto.ptr<f32>
// CHECK: pto.make_tensor_view %[[P]], shape = [%{{.*}}, %{{.*}}]
// CHECK: pto.tstore ins(%[[CM]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x256xf32>)
// CHECK: pto.addptr %[[CMIN]]
// CHECK: pto.tstore ins(%[[CN]] :
