// docs/examples/softmax.mlir lowered end to end, for both arches: the row
// max and sum are 8x1 col_major (DN) column tiles, trowmax/trowsum take a
// scratch tile, and the per-row operands are broadcast by trowexpand*.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/softmax.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/softmax.mlir | FileCheck %s

// CHECK-LABEL: func.func @softmax(
// CHECK-DAG: %[[M:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=8, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>
// CHECK-DAG: %[[S:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=8, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x1024xf32>) outs(%[[X:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=1024,
// CHECK-NEXT: pto.trowmax ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[M]] :
// CHECK-NEXT: pto.trowexpandsub ins(%[[X]], %[[M]] : {{.*}}) outs(%[[T:.*]] :
// CHECK-NEXT: pto.texp ins(%[[T]] : {{.*}}) outs(%[[Y:.*]] :
// CHECK-NEXT: pto.trowsum ins(%[[Y]], %{{.*}} : {{.*}}) outs(%[[S]] :
// CHECK-NEXT: pto.trowexpanddiv ins(%[[Y]], %[[S]] : {{.*}}) outs(%[[Y]] :
// CHECK: pto.tstore ins(%[[Y]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<8x1024xf32>)
