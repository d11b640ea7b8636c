// docs/examples/relu_if_else.mlir (tilelang-ascend's guarded T.Parallel: an
// if / else in the body) lowered end to end, for both arches: the `if` is a
// select on the tile, a comparison with 0 into an i8 mask and a tsel
// between the loaded tile and a tile of zeros, stored to C. The unused
// sub-block id leaves one block per cid.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/relu_if_else.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/relu_if_else.mlir | FileCheck %s

// CHECK-LABEL: func.func @relu_if_else(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: %[[BLOCK:.*]] = pto.get_block_idx
// CHECK: %[[CID:.*]] = arith.index_cast %[[BLOCK]] : i64 to index
// CHECK: %[[OFF:.*]] = arith.muli %[[CID]], %[[C128]] : index
// CHECK: %[[VIEW:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %[[OFF]]], sizes = [%{{.*}}, %[[C128]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x128xf32>
// CHECK: pto.tload ins(%[[VIEW]] : !pto.partition_tensor_view<1x128xf32>) outs(%[[A:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128, v_row=1, v_col=128, blayout=row_major
// CHECK: pto.tcmps ins(%[[A]], %[[ZERO]] {cmpMode = #pto<cmp gt>} : {{.*}}) outs(%[[MASK:.*]] : !pto.tile_buf<loc=vec, dtype=i8, rows=1, cols=128
// CHECK: pto.texpands ins(%[[ZERO]] : f32) outs(%[[ZEROS:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128
// CHECK: pto.tsel ins(%[[MASK]], %[[A]], %[[ZEROS]], %{{.*}} : {{.*}}) outs(%[[C:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128
// CHECK: pto.tstore ins(%[[C]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x128xf32>)
// CHECK-NEXT: return
