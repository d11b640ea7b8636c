// docs/examples/online_softmax.mlir lowered end to end, for both arches: the
// running max and sum are 8x1 column tiles (32 rows, 8 valid) updated
// through their 1x32 row_major views; both passes loop over the four column
// blocks.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/online_softmax.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/online_softmax.mlir | FileCheck %s

// CHECK-LABEL: func.func @online_softmax(
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32,
// CHECK: scf.for
// CHECK:   pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x256xf32>)
// CHECK:   pto.trowmax ins(
// CHECK:   pto.tmax ins(
// CHECK:   pto.tsub ins(
// CHECK:   pto.texp ins(
// CHECK:   pto.trowexpandsub ins(
// CHECK:   pto.texp ins(
// CHECK:   pto.trowsum ins(
// CHECK:   pto.tmul ins(
// CHECK:   pto.tadd ins(
// CHECK:   pto.tmov ins(
// CHECK: scf.for
// CHECK:   pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x256xf32>)
// CHECK:   pto.trowexpandsub ins(
// CHECK:   pto.texp ins(
// CHECK:   pto.trowexpanddiv ins(
// CHECK:   pto.tstore ins(%{{.*}} : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<8x256xf32>)
