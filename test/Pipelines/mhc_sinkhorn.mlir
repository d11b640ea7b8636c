// docs/examples/mhc_sinkhorn.mlir lowered end to end, for both arches: 4x4
// f32 tiles padded to 4x32 (v_col=4), row and column sums in 8x1 (v_row=4)
// and 1x8 (v_col=4) tiles, and the iteration count read from the local.var
// as an SSA value (the loop bound).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_sinkhorn.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_sinkhorn.mlir | FileCheck %s

// CHECK-LABEL: func.func @mhc_sinkhorn(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>, %[[REPEAT:.*]]: i32)
// CHECK: %[[ITERS:.*]] = arith.index_cast %[[REPEAT]] : i32 to index
// CHECK: scf.for
// CHECK:   pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x4xf32>) outs(%[[C:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, blayout=row_major
// CHECK:   pto.texp ins(%[[C]] : {{.*}}) outs(%[[C]] :
// CHECK:   scf.for %{{.*}} = %{{.*}} to %[[ITERS]]
// CHECK:     pto.trowsum ins(%[[C]], %{{.*}} : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK:     pto.tadds ins(
// CHECK:     pto.trowexpanddiv ins(%[[C]],
// CHECK:     pto.tcolsum ins(%[[C]] : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major
// CHECK:     pto.tadds ins(
// CHECK:     pto.tcolexpanddiv ins(%[[C]],
// CHECK:   pto.tstore ins(%[[C]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<4x4xf32>)
