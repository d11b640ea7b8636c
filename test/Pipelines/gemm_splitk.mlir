// docs/examples/gemm_splitk.mlir (tilelang-ascend's split-K GEMM) lowered
// end to end: the shared operands in l1, the fragment accumulator in l0c,
// the K-slice loop of gemms, and T.tile.atomic_add as a tstore out of the
// accumulator that adds into C atomically.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_splitk.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_splitk.mlir | FileCheck %s

// CHECK-LABEL: func.func @gemm_splitk(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %[[C:.*]]: !pto.ptr<f32>)
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 256>}
// CHECK: %[[AL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32,
// CHECK: %[[BL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128,
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128,
// CHECK: scf.for
// CHECK: pto.tload {{.*}} outs(%[[AL1]]
// CHECK: pto.tload {{.*}} outs(%[[BL1]]
// CHECK: pto.tmatmul ins(
// CHECK: pto.tmatmul.acc ins(%[[ACC]],
// CHECK: }
// CHECK: %[[CV:.*]] = pto.make_tensor_view %[[C]]
// CHECK: %[[CP:.*]] = pto.partition_view %[[CV]]
// CHECK: pto.tstore ins(%[[ACC]] : !pto.tile_buf<loc=acc, {{.*}}>) outs(%[[CP]] : !pto.partition_tensor_view<128x128xf32>) {atomicType = #pto<atomic_type atomic_add>}
