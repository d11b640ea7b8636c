// docs/examples/elementwise_add.mlir lowered end to end, for both arches:
// two tloads into 32x64 f16 vec tiles, one tadd, one tstore.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_add.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/elementwise_add.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_add.mlir | pto-opt | FileCheck %s

// CHECK-LABEL: func.func @add(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f16>, %[[B:.*]]: !pto.ptr<f16>, %[[C:.*]]: !pto.ptr<f16>)
// CHECK-COUNT-3: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK: pto.make_tensor_view %[[A]], shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<nd>}
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf16>) outs(%[[XA:.*]] : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64
// CHECK: pto.make_tensor_view %[[B]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf16>) outs(%[[XB:.*]] : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64
// CHECK: pto.tadd ins(%[[XA]], %[[XB]] : {{.*}}) outs(%[[XC:.*]] : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64
// CHECK: pto.make_tensor_view %[[C]]
// CHECK: pto.tstore ins(%[[XC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<32x64xf16>)
// CHECK-NEXT: return
