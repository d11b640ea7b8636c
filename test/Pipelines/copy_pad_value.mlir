// docs/examples/copy_pad_value.mlir (upstream TileLang's T.copy(A,
// a_ub[:, :N], pad_value=fill)) lowered end to end, for both arches: the
// buffer's tile is filled with the pad value, loaded with its first 30
// columns valid, and stored whole.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/copy_pad_value.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/copy_pad_value.mlir | FileCheck %s

// CHECK-LABEL: func.func @copy_pad_value(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f32>, %[[B:.*]]: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 1>}
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C30:.*]] = arith.constant 30 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[FILL:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[T:.*]] = pto.alloc_tile valid_row = %[[C4]] valid_col = %[[C32]] : [[TT:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: pto.texpands ins(%[[FILL]] : f32) outs(%[[T]] : [[TT]])
// CHECK-NEXT: %[[AV:.*]] = pto.make_tensor_view %[[A]], shape = [%[[C4]], %[[C30]]]
// CHECK-NEXT: %[[AP:.*]] = pto.partition_view %[[AV]], offsets = [%{{.*}}, %{{.*}}], sizes = [%[[C4]], %[[C30]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x30xf32>
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C4]], %[[C30]] : [[TT]]
// CHECK-NEXT: pto.tload ins(%[[AP]] : !pto.partition_tensor_view<4x30xf32>) outs(%[[T]] : [[TT]])
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C4]], %[[C32]] : [[TT]]
// CHECK: pto.tstore ins(%[[T]] : [[TT]]) outs(%{{.*}} : !pto.partition_tensor_view<4x32xf32>)
