// docs/examples/gelu_mul.mlir (tilelang-ascend's gelu_mul, developer mode,
// built from T.tile.* operations) lowered end to end, for both arches: two
// 64x64 f32 tiles loaded from the left and right halves of A, one Vector
// instruction per T.tile operation (tile-tile or tile-scalar form, in place
// where the source writes in place), the product stored to B.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gelu_mul.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gelu_mul.mlir | FileCheck %s

// CHECK-LABEL: func.func @gelu_mul(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK-DAG: %[[K0:.*]] = arith.constant 4.471500e-02 : f32
// CHECK-DAG: %[[K1:.*]] = arith.constant -1.59576905 : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x64xf32>) outs(%[[A1:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=64, v_col=64
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x64xf32>) outs(%[[A2:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64
// CHECK: pto.tmul ins(%[[A1]], %[[A1]] : {{.*}}) outs(%[[T:.*]] :
// CHECK: pto.tmul ins(%[[A1]], %[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tmuls ins(%[[T]], %[[K0]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tadd ins(%[[A1]], %[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tmuls ins(%[[T]], %[[K1]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.texp ins(%[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tadds ins(%[[T]], %[[ONE]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tdiv ins(%[[A1]], %[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: pto.tmul ins(%[[T]], %[[A2]] : {{.*}}) outs(%[[B:.*]] :
// CHECK: pto.tstore ins(%[[B]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<64x64xf32>)
