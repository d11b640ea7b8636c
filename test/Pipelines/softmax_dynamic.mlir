// docs/examples/softmax_dynamic.mlir (M symbolic) end to end on both arches:
// each tensor is a pointer and its row count, an index argument; the view
// of X has shape [M, 1024]; a block's rows are max(min(M - row, 8), 0)
// (guarded, as the block index has no static bound), the tile is zeroed
// when partial and loaded only when not empty.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/softmax_dynamic.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/softmax_dynamic.mlir | FileCheck %s

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<f32>, %[[XM:.*]]: index, %[[Y:.*]]: !pto.ptr<f32>, %[[YM:.*]]: index) attributes {pto.entry} {
// CHECK-NOT: tirpto.grid
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C1024:.*]] = arith.constant 1024 : index
// CHECK: %[[T:.*]] = pto.alloc_tile valid_row = %[[C8]] valid_col = %[[C1024]] : [[TT:!pto\.tile_buf<loc=vec, dtype=f32, rows=8, cols=1024, v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[C8]] : index
// CHECK: %[[NONNEG:.*]] = arith.cmpi sge, %[[ROW]], %{{.*}} : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[XM]], %[[ROW]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %[[LEFT]], %[[C8]] : index
// CHECK: %[[MAX:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK: %[[ROWS:.*]] = arith.select %[[NONNEG]], %[[MAX]], %{{.*}} : index
// CHECK: %[[TV:.*]] = pto.make_tensor_view %[[X]], shape = [%[[XM]], %[[C1024]]], strides = [%[[C1024]], %{{.*}}] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
// CHECK: %[[PV:.*]] = pto.partition_view %[[TV]], offsets = [%[[ROW]], %{{.*}}], sizes = [%[[ROWS]], %[[C1024]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x1024xf32>
// CHECK: %[[PARTIAL:.*]] = arith.cmpi slt, %[[ROWS]], %[[C8]] : index
// CHECK-NEXT: scf.if %[[PARTIAL]] {
// CHECK-NEXT: pto.texpands ins(%{{.*}} : f32) outs(%[[T]] : [[TT]])
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[ROWS]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: pto.set_validshape %[[T]], %[[ROWS]], %[[C1024]] : [[TT]]
// CHECK-NEXT: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<?x1024xf32>) outs(%[[T]] : [[TT]])
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C8]], %[[C1024]] : [[TT]]
// CHECK: pto.trowmax ins(%[[T]],
// The store uses Y's own row count.
// CHECK: %[[YLEFT:.*]] = arith.subi %[[YM]], %[[ROW]] : index
// CHECK: pto.make_tensor_view %[[Y]], shape = [%[[YM]], %[[C1024]]]
// CHECK: pto.tstore
