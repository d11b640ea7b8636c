// docs/examples/mhc_sinkhorn.mlir (upstream's mhc_sinkhorn_fwd, one token
// per block) lowered end to end, for both arches: the (1, 4, 4) fragment is
// one 4x4 f32 tile padded to 4x32, loaded from a 4-row window of the
// (num_tokens * 4, 4) view of the dynamic tensor, clipped at its edge; the
// token loop of each 3-deep nest runs once and is folded away. Row sums
// (dim 2) are a 32x1 column with 4 valid rows, column sums (dim 1) a 1x32
// row with 4 valid columns; the repeat loop runs 9 times.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_sinkhorn.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_sinkhorn.mlir | FileCheck %s

// CHECK-LABEL: func.func @mhc_sinkhorn_fwd(
// CHECK-SAME: %[[IN:.*]]: !pto.ptr<f32>, %[[N:.*]]: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index) attributes {pto.entry}
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG: %[[EPS:.*]] = arith.constant 9.99999997E-7 : f32
// CHECK: %[[COMB:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=?, v_col=?, blayout=row_major
// CHECK: %[[ROWS:.*]] = arith.muli %[[N]], %{{.*}} : index
// CHECK: %[[VIEW:.*]] = pto.make_tensor_view %[[IN]], shape = [%[[ROWS]], %{{.*}}]
// CHECK: %[[PART:.*]] = pto.partition_view %[[VIEW]], {{.*}} -> !pto.partition_tensor_view<?x4xf32>
// CHECK: pto.tload ins(%[[PART]] : {{.*}}) outs(%[[COMB]] :
// CHECK: pto.trowmax ins(%[[COMB]], %{{.*}} : {{.*}}) outs(%[[MAX:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK: pto.trowexpandsub ins(%[[COMB]], %[[MAX]] :
// CHECK: pto.texp
// CHECK: pto.trowsum ins(%[[COMB]], %{{.*}} : {{.*}}) outs(%[[RS:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK: pto.trowexpanddiv ins(%[[COMB]], %[[RS]] :
// CHECK: pto.tadds ins(%{{.*}}, %[[EPS]] : {{.*}}) outs(%[[COMB]] :
// CHECK: pto.tcolsum ins(%[[COMB]] : {{.*}}) outs(%[[CS:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major
// CHECK: pto.tadds ins(%[[CS]], %[[EPS]] :
// CHECK: pto.tcolexpanddiv ins(%[[COMB]],
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C9]] step
// CHECK:   pto.trowsum ins(%[[COMB]],
// CHECK:   pto.trowexpanddiv ins(%[[COMB]],
// CHECK:   pto.tcolsum ins(%[[COMB]] :
// CHECK:   pto.tcolexpanddiv ins(%[[COMB]],
// CHECK: }
// CHECK: pto.tstore ins(%[[COMB]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x4xf32>)
