// docs/examples/chunk_cumsum.mlir (tilelang-ascend's chunk-local cumsums)
// on both arches: the kernel's own flags kept as pto.set_flag /
// pto.wait_flag (MTE2 -> V, V -> S around each chunk, V -> MTE3), the
// element-wise loops on the scalar unit (pto.tgetval / pto.tsetval on the
// ub tiles), the `if i > 0` an scf.if, T.reduce_sum a pto.trowsum into a
// column.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/chunk_cumsum.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/chunk_cumsum.mlir | FileCheck %s

// CHECK-LABEL: func.func @chunk_cumsum(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x32xf32>) outs(%[[G:[0-9]+]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32,
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: scf.for %[[II:.*]] = %c0 to %c2 step %c1 {
// CHECK-NEXT:   %[[OFS:.*]] = arith.muli %[[II]], %c16 : index
// CHECK-NEXT:   pto.set_flag[<PIPE_V>, <PIPE_S>, <EVENT_ID0>]
// CHECK-NEXT:   pto.wait_flag[<PIPE_V>, <PIPE_S>, <EVENT_ID0>]
// CHECK-NEXT:   %[[F:.*]] = pto.tgetval ins(%[[G]], %[[OFS]] :
// CHECK-NEXT:   pto.tsetval ins(%[[OFS]], %[[F]] : index, f32) outs(%[[S:[0-9]+]] :
// CHECK-NEXT:   scf.for %[[I:.*]] = %c1 to %c16 step %c1 {
// CHECK:          %[[P:.*]] = pto.tgetval ins(%[[S]],
// CHECK-NEXT:     %[[X:.*]] = pto.tgetval ins(%[[G]],
// CHECK:          pto.tsetval ins(%{{.*}}, %{{.*}} : index, f32) outs(%[[S]] :
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK:      pto.tstore ins(%[[S]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x32xf32>)

// CHECK-LABEL: func.func @chunk_cumsum_reverse(
// CHECK: scf.for %[[I:.*]] = %c0 to %c32 step %c1 {
// CHECK-NEXT:   %[[LATER:.*]] = arith.cmpi sgt, %[[I]], %c0 : index
// CHECK-NEXT:   scf.if %[[LATER]] {
// CHECK:          pto.tsetval ins(%[[I]],
// CHECK:      pto.trowsum ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, {{.*}}) outs(%[[T:[0-9]+]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=1, v_col=1, blayout=col_major
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c32 step %c1 {
// CHECK-NEXT:   pto.tgetval ins(%[[T]], %c0 :
