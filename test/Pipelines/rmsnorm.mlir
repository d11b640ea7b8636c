// docs/examples/rmsnorm.mlir lowered end to end, for both arches. The
// weight vector is a 1x4096 row tile (tcolexpandmul); the 2-row sum of
// squares is a 2x1 column padded to 32 rows (v_row=2) and is
// rescaled through its 1x32 row_major view (pto.treshape).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/rmsnorm.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/rmsnorm.mlir | FileCheck %s

// CHECK-LABEL: func.func @rmsnorm(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<f32>, %[[W:.*]]: !pto.ptr<f32>, %[[Y:.*]]: !pto.ptr<f32>, %[[EPS:.*]]: f32)
// CHECK: pto.make_tensor_view %[[W]], shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<nd>}
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x4096xf32>) outs(%[[WT:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=4096,
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<2x4096xf32>) outs(%[[XT:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=4096,
// CHECK: pto.tmul ins(%[[XT]], %[[XT]] : {{.*}}) outs(%[[SQ:.*]] :
// CHECK: pto.trowsum ins(%[[SQ]], %{{.*}} : {{.*}}) outs(%[[SS:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=2, v_col=1, blayout=col_major
// CHECK: pto.treshape %[[SS]] : {{.*}} -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=2, blayout=row_major
// CHECK: pto.tdivs ins(%{{.*}}, %{{.*}} : {{.*}}, f32)
// CHECK: pto.tadds ins(%{{.*}}, %[[EPS]] : {{.*}}, f32)
// CHECK: pto.trsqrt ins(
// CHECK: pto.trowexpandmul ins(%[[XT]], %{{.*}} : {{.*}}) outs(%[[T:.*]] :
// CHECK: pto.tcolexpandmul ins(%[[T]], %[[WT]] : {{.*}}) outs(%[[YT:.*]] :
// CHECK: pto.tstore ins(%[[YT]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<2x4096xf32>)
