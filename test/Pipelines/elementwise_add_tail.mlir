// docs/examples/elementwise_add_tail.mlir lowered end to end, for both
// arches: 1000 rows in 32-row tiles, so the last tile runs past the edge.
// The tiles have a dynamic valid shape, min(32, 1000 - row) x 64 during the
// tloads and the tstore and 32 x 64 for the tadd.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_add_tail.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/elementwise_add_tail.mlir | FileCheck %s

// CHECK-LABEL: func.func @add_tail(
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK: %[[A:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T:!pto\.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=\?, v_col=\?, blayout=row_major[^>]*>]]
// CHECK: %[[B:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T]]
// CHECK: %[[C:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : [[T]]
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[C1000]], %[[ROW]] : index
// CHECK: %[[VR:.*]] = arith.minsi %[[LEFT]], %[[C32]] : index
// CHECK: pto.set_validshape %[[A]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf16>) outs(%[[A]] : [[T]])
// CHECK-NEXT: pto.set_validshape %[[A]], %[[C32]], %[[C64]] : [[T]]
// CHECK: pto.set_validshape %[[B]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf16>) outs(%[[B]] : [[T]])
// CHECK-NEXT: pto.set_validshape %[[B]], %[[C32]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tadd ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[C]] : [[T]])
// CHECK: pto.set_validshape %[[C]], %[[VR]], %[[C64]] : [[T]]
// CHECK-NEXT: pto.tstore ins(%[[C]] : [[T]]) outs(%{{.*}} : !pto.partition_tensor_view<32x64xf16>)
// CHECK-NEXT: pto.set_validshape %[[C]], %[[C32]], %[[C64]] : [[T]]
