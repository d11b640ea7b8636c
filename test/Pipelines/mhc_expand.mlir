// docs/examples/mhc_expand.mlir lowered end to end, for both arches: the
// shift_right / bitwise_and index arithmetic on the block index, a bf16
// tile, and the store into one of the n copies through pto.addptr.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_expand.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_expand.mlir | FileCheck %s

// CHECK-LABEL: func.func @mhc_expand(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<bf16>, %[[OUT:.*]]: !pto.ptr<bf16>)
// CHECK: %[[BX:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[TB:.*]] = arith.shrsi %[[BX]], %{{.*}} : index
// CHECK: %[[K:.*]] = arith.andi %[[BX]], %{{.*}} : index
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x1024xbf16>) outs(%[[T:.*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=1024,
// CHECK: %[[OFF:.*]] = arith.muli %[[K]], %{{.*}} : index
// CHECK: %[[P:.*]] = pto.addptr %[[OUT]], %[[OFF]] : !pto.ptr<bf16> -> !pto.ptr<bf16>
// CHECK: pto.make_tensor_view %[[P]], shape = [%{{.*}}, %{{.*}}], strides = [%[[C4096:.*]], %{{.*}}]
// CHECK: pto.tstore ins(%[[T]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<16x1024xbf16>)
