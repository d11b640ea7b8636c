// docs/examples/elementwise_add_tail.mlir lowered end to end, for both
// arches: 1000 rows in 32-row tiles, so the last tile runs past the edge.
// The partitions move only the rows inside the tensors; the tiles have the
// same dynamic valid shape during the tloads and the tstore and 32 x 64 for
// the tadd.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_add_tail.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/elementwise_add_tail.mlir | FileCheck %s

// CHECK-LABEL: func.func @add_tail(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK: %[[A:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T:!pto\.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=\?, v_col=\?, blayout=row_major[^>]*>]]
// CHECK: %[[B:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T]]
// CHECK: %[[C:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T]]
// The rows inside the tensor, max(min(1000 - row, 32), 0): the partition's
// size and the tile's valid rows are the same value.
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[C1000]], %[[ROW]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %[[LEFT]], %[[C32]] : index
// CHECK: %[[VR:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK: %[[TVA:.*]] = pto.make_tensor_view %arg0, shape = [%[[C1000]], %[[C64]]]
// CHECK: %[[PA:.*]] = pto.partition_view %[[TVA]], offsets = [%[[ROW]], %[[C0]]], sizes = [%[[VR]], %[[C64]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x64xf16>
// A partial tile is zeroed before its load (T.copy zeroes what lies outside
// the tensor).
// CHECK: %[[PARTIAL:.*]] = arith.cmpi slt, %[[VR]], %[[C32]] : index
// CHECK-NEXT: scf.if %[[PARTIAL]] {
// CHECK-NEXT: pto.texpands ins(%{{.*}} : f16) outs(%[[A]] : [[T]])
// CHECK-NEXT: }
// CHECK-NEXT: pto.set_validshape %[[A]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tload ins(%[[PA]] : !pto.partition_tensor_view<?x64xf16>) outs(%[[A]] : [[T]])
// CHECK-NEXT: pto.set_validshape %[[A]], %[[C32]], %[[C64]] : [[T]]
// CHECK: %[[PB:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %[[C0]]], sizes = [%[[VR]], %[[C64]]]
// CHECK: pto.set_validshape %[[B]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tload ins(%[[PB]] : !pto.partition_tensor_view<?x64xf16>) outs(%[[B]] : [[T]])
// CHECK-NEXT: pto.set_validshape %[[B]], %[[C32]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tadd ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[C]] : [[T]])
// CHECK: %[[PC:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %[[C0]]], sizes = [%[[VR]], %[[C64]]]
// CHECK: pto.set_validshape %[[C]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tstore ins(%[[C]] : [[T]]) outs(%[[PC]] : !pto.partition_tensor_view<?x64xf16>)
// CHECK-NEXT: pto.set_validshape %[[C]], %[[C32]], %[[C64]] : [[T]]
