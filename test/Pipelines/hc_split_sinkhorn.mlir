// docs/examples/hc_split_sinkhorn.mlir lowered end to end, for both arches:
// the scales stored one element at a time (tsetval), the gates through
// column regions of their buffers, the row reductions of comb_shared's
// first 4 columns (real_shape) into the first 4 rows of the per-row vectors
// (both tiles' valid shapes narrowed around the trowmax / trowsum), each row
// of row_div filled with one of their elements (tgetval, texpands into a
// pto.subset row), the column sums broadcast back (tcolsum, tcolexpand), the
// 19 further iterations in a loop, and the store of each row's first 4
// columns through a temporary row.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/hc_split_sinkhorn.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/hc_split_sinkhorn.mlir | FileCheck %s

// CHECK-LABEL: func.func @hc_split_sinkhorn(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %[[N:.*]]: index, %[[SCALE:.*]]: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %[[COMB:.*]]: !pto.ptr<f32>, %{{.*}}: index)
// CHECK: %[[A0:.*]] = pto.load_scalar %[[SCALE]][%{{.*}}] : !pto.ptr<f32> -> f32
// CHECK: scf.for
// CHECK-NEXT: pto.tsetval ins(%{{.*}}, %[[A0]] : index, f32)
// CHECK: pto.tmul
// CHECK-NEXT: pto.tadd
// The softmax's row maximum over the first 4 columns into row_max's first 4.
// CHECK: pto.set_validshape %[[C:.*]], %c4, %c4 : [[C_T:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: pto.set_validshape %[[MAX:.*]], %c4, %c1 : [[V_T:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=\?, v_col=\?, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: pto.trowmax ins(%[[C]], %{{.*}} : [[C_T]], {{.*}}) outs(%[[MAX]] : [[V_T]])
// CHECK-NEXT: pto.set_validshape %[[MAX]], %c8, %c1 : [[V_T]]
// CHECK-NEXT: pto.set_validshape %[[C]], %c4, %c8 : [[C_T]]
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %c4
// CHECK-NEXT: %[[ROW:.*]] = pto.subset %[[DIV:.*]][%[[I]], %c0] sizes [1, 32]
// CHECK-NEXT: %[[M:.*]] = pto.tgetval ins(%[[MAX]], %[[I]] : [[V_T]], index) outs : f32
// CHECK-NEXT: pto.texpands ins(%[[M]] : f32) outs(%[[ROW]] :
// CHECK: pto.tsub ins(%[[C]], %[[DIV]] :
// CHECK-NEXT: pto.texp ins(%[[C]] :
// CHECK: pto.trowsum ins(%[[C]],
// CHECK: pto.tcolsum ins(%[[C]] : [[C_T]]) outs(%[[SUM:.*]] :
// CHECK-NEXT: pto.tadds ins(%[[SUM]],
// CHECK-NEXT: pto.tcolexpand ins(%[[SUM]] :
// CHECK: scf.for %{{.*}} = %c0 to %c19
// CHECK: pto.trowsum
// CHECK: pto.tcolsum
// CHECK: pto.tdiv
// Each row's first 4 columns: the row copied whole into a temporary, whose
// first columns are stored (the row itself, or none past the tensor's edge).
// CHECK: pto.addptr %[[COMB]]
// CHECK: %[[R:.*]] = pto.subset %[[C]][%{{.*}}, %c0] sizes [1, 32]
// CHECK-NEXT: pto.tmov ins(%[[R]] : {{.*}}) outs(%[[T:.*]] : [[T_T:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
// CHECK: pto.set_validshape %[[T]], %{{.*}}, %c4 : [[T_T]]
// CHECK-NEXT: pto.tstore ins(%[[T]] : [[T_T]]) outs(%{{.*}} : !pto.partition_tensor_view<?x4xf32>)
// CHECK-NEXT: pto.set_validshape %[[T]], %c1, %c8 : [[T_T]]
