// docs/examples/layernorm.mlir lowered end to end, for both arches: bf16
// storage, f32 compute. The converting copies load bf16 tiles and cast them
// with tcvt, and cast back to bf16 before the store.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/layernorm.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/layernorm.mlir | FileCheck %s

// CHECK-LABEL: func.func @layernorm(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<bf16>, %[[G:.*]]: !pto.ptr<bf16>, %[[B:.*]]: !pto.ptr<bf16>, %[[Y:.*]]: !pto.ptr<bf16>, %[[EPS:.*]]: f32)
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x1024xbf16>) outs(%[[XB:.*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=1024,
// CHECK-NEXT: pto.tcvt ins(%[[XB]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[XF:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=1024,
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x1024xbf16>)
// CHECK-NEXT: pto.tcvt ins(
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x1024xbf16>)
// CHECK-NEXT: pto.tcvt ins(
// CHECK: pto.trowsum ins(%[[XF]], %{{.*}} : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK: pto.tdivs ins(
// CHECK: pto.trowexpandsub ins(%[[XF]],
// CHECK: pto.tmul ins(
// CHECK: pto.trowsum ins(
// CHECK: pto.tadds ins(%{{.*}}, %[[EPS]] :
// CHECK: pto.trsqrt ins(
// CHECK: pto.trowexpandmul ins(
// CHECK: pto.tcolexpandmul ins(
// CHECK: pto.tcolexpandadd ins(
// CHECK: pto.tcvt ins(%{{.*}} {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[YB:.*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=1024,
// CHECK-NEXT: pto.tstore ins(%[[YB]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<4x1024xbf16>)
