// docs/examples/mhc_pre_split_mixes.mlir (TileKernels' mHC split of packed
// mixes) lowered end to end on both arches: each 4-column window of the
// packed 64 x 24 buffer is a 64 x 4 tile loaded from its columns of the
// tensor (tir-split-column-windows), the last block's rows clipped at the
// tensor's edge; each guarded nest ends in a select of the rows below
// num_tokens into its window's tile; the residual windows are stored into
// their columns of comb_res_mix, after the pre and post stores. The nests' temporaries are allocated once,
// above the persistent loop, and shared.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_pre_split_mixes.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_pre_split_mixes.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_pre_split_mixes_fwd(
// CHECK-COUNT-5: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=32, v_row=64, v_col=4,
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}} step %c1 iter_args(
// CHECK-COUNT-12: pto.alloc_tile valid_row = %c64 valid_col = %c4 : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=32, v_row=?, v_col=?
// CHECK: pto.partition_view %[[IN:.*]], offsets = [%[[ROW:.*]], %c0], sizes = [%[[ROWS:.*]], %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x4xf32>
// CHECK: pto.tload
// CHECK: pto.partition_view %[[IN]], offsets = [%[[ROW]], %c4], sizes = [%[[ROWS]], %c4]
// CHECK: pto.partition_view %[[IN]], offsets = [%[[ROW]], %c8], sizes = [%[[ROWS]], %c4]
// CHECK: pto.partition_view %[[IN]], offsets = [%[[ROW]], %c12], sizes = [%[[ROWS]], %c4]
// CHECK: pto.partition_view %[[IN]], offsets = [%[[ROW]], %c16], sizes = [%[[ROWS]], %c4]
// CHECK: pto.partition_view %[[IN]], offsets = [%[[ROW]], %c20], sizes = [%[[ROWS]], %c4]
// CHECK-COUNT-6: pto.tsel ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i8, rows=64, cols=32, v_row=64, v_col=4,
// CHECK: pto.tstore ins({{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x4xf32>)
// CHECK: pto.tstore ins({{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x4xf32>)
// CHECK: pto.partition_view %[[COMB:.*]], offsets = [%[[ROW]], %c0], sizes = [%[[CROWS:.*]], %c4]
// CHECK: pto.tstore
// CHECK: pto.partition_view %[[COMB]], offsets = [%[[ROW]], %c4], sizes = [%[[CROWS]], %c4]
// CHECK: pto.tstore
// CHECK: pto.partition_view %[[COMB]], offsets = [%[[ROW]], %c8], sizes = [%[[CROWS]], %c4]
// CHECK: pto.tstore
// CHECK: pto.partition_view %[[COMB]], offsets = [%[[ROW]], %c12], sizes = [%[[CROWS]], %c4]
// CHECK: pto.tstore
// CHECK-NOT: pto.tstore
