// docs/examples/mhc_sinkhorn_bwd.mlir (upstream's mhc_sinkhorn_bwd, 32
// tokens per block) lowered end to end, for both arches. The (32, 4, 4)
// fragments are 128x4 tiles (padded to 128x32), xs the 512 rows of four
// steps, sums the 128 rows of four (32, 4) steps, the (32, 4) fragments 32
// rows each. Every 3-deep nest and every reduction of a fragment is a loop
// over the 32 tokens on 4-row windows (pto.subset): along dim 2 into a
// column moved into the token's row of the result through the column's
// row view; along dim 1 straight into that row; row_sum[i, j] read in a
// nest is row i moved into a column. The backward loop runs its three steps
// with the column and row cases in the two branches of an scf.if.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_sinkhorn_bwd.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_sinkhorn_bwd.mlir | FileCheck %s

// CHECK-LABEL: func.func @mhc_sinkhorn_bwd(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index) attributes {pto.entry}
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[GRAD:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=32, v_row=?, v_col=?, blayout=row_major
// CHECK: %[[X:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=32, v_row=?, v_col=?, blayout=row_major
// CHECK: %[[ROWMAX:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=4, blayout=row_major
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x4xf32>) outs(%[[GRAD]] :
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x4xf32>) outs(%[[X]] :
//
// T.reduce_max(x_frag, row_max, dim=2): per token, its 4 rows' maxima into a
// column, moved into the token's row of row_max.
// CHECK: %[[MAXVIEW:.*]] = pto.treshape %[[MAXCOL:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major{{.*}}> -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %[[C32]] step
// CHECK:   %[[WIN:.*]] = pto.subset %[[X]][%{{.*}}, %{{.*}}] sizes [4, 32]
// CHECK:   %[[ROW:.*]] = pto.subset %[[ROWMAX]][%[[T]], %{{.*}}] sizes [1, 32]
// CHECK:   pto.trowmax ins(%[[WIN]], %{{.*}} : {{.*}}) outs(%[[MAXCOL]] :
// CHECK:   pto.tmov ins(%[[MAXVIEW]] : {{.*}}) outs(%[[ROW]] :
// CHECK: }
//
// exp(x_frag[i, j, k] - row_max[i, j]): row i of row_max moved into a column.
// CHECK: %[[RMVIEW:.*]] = pto.treshape %[[RMCOL:[^ ]*]] :
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %[[C32]] step
// CHECK:   %[[WIN:.*]] = pto.subset %[[X]][%{{.*}}, %{{.*}}] sizes [4, 32]
// CHECK:   %[[ROW:.*]] = pto.subset %[[ROWMAX]][%[[T]], %{{.*}}] sizes [1, 32]
// CHECK:   pto.tmov ins(%[[ROW]] : {{.*}}) outs(%[[RMVIEW]] :
// CHECK:   pto.trowexpandsub ins(%[[WIN]], %[[RMCOL]] :
// CHECK:   pto.texp
// CHECK: }
//
// T.copy(x_frag, xs[0, 0, 0, 0]): the first 128 rows of xs.
// xs and sums are allocated past the loops before their first use
// (pto-sink-alloc-tiles).
// CHECK: %[[XS:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=512, cols=32, v_row=512, v_col=4, blayout=row_major
// CHECK: %[[XS0:.*]] = pto.subset %[[XS]][%{{.*}}, %{{.*}}] sizes [128, 32]
// CHECK: pto.tmov ins(%[[X]] : {{.*}}) outs(%[[XS0]] :
//
// T.reduce_sum(x_frag, col_sum, dim=1): per token, its columns' sums straight
// into its row of col_sum, then the 32 rows copied into sums[1].
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %[[C32]] step
// CHECK:   %[[WIN:.*]] = pto.subset %[[X]][%{{.*}}, %{{.*}}] sizes [4, 32]
// CHECK:   %[[ROW:.*]] = pto.subset %[[COLSUM:[^ ]*]][%[[T]], %{{.*}}] sizes [1, 32]
// CHECK:   pto.tcolsum ins(%[[WIN]] : {{.*}}) outs(%[[ROW]] :
// CHECK: }
// CHECK: %[[SUMS:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=32, v_row=128, v_col=4, blayout=row_major
// CHECK: %[[S1:.*]] = pto.subset %[[SUMS]][%{{.*}}, %{{.*}}] sizes [32, 32]
// CHECK: pto.tmov ins(%[[COLSUM]] : {{.*}}) outs(%[[S1]] :
//
// The backward steps.
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C3]] step
// CHECK:   pto.subset %[[XS]][%{{.*}}, %{{.*}}] sizes [128, 32]
// CHECK:   scf.if
// CHECK:     pto.subset %[[SUMS]][%{{.*}}, %{{.*}}] sizes [32, 32]
// CHECK:     pto.tcolsum
// CHECK:     pto.tcolexpanddiv
// CHECK:   } else {
// CHECK:     pto.subset %[[SUMS]][%{{.*}}, %{{.*}}] sizes [32, 32]
// CHECK:     pto.trowsum
// CHECK:     pto.trowexpanddiv
// CHECK:   }
// CHECK: }
// CHECK: pto.tstore ins(%[[GRAD]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x4xf32>)
