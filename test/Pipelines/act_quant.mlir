// docs/examples/act_quant.mlir (tilelang-ascend's DeepSeek-V4 act_quant:
// T.tile.cast / abs / clamp / round, a row max, per-row scales, a used
// sub-block id, a symbolic M) lowered end to end, for both arches: each
// (cid, vid) is a block (vid = block % 2), its 8 rows loaded as bf16 and
// widened, the row max divided by 127 into the scales (a 1 x 8 view of
// the clipped 8 x 1 scale tile, its valid columns those of the tile's
// allocation), the rows divided by their scales, clamped, rounded (the
// f32 -> f32 tcvt, ROUND), narrowed f32 -> f16 -> i8 and stored with the
// scales.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/act_quant.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/act_quant.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @act_quant(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<bf16>, %[[M:.*]]: index, %{{.*}}: !pto.ptr<i8>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index) attributes {pto.entry} {
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[K127:.*]] = arith.constant 1.270000e+02 : f32
// CHECK-DAG: %[[KM127:.*]] = arith.constant -1.270000e+02 : f32
// CHECK: %[[BLOCK:.*]] = pto.get_block_idx
// CHECK: %[[IDX:.*]] = arith.index_cast %[[BLOCK]] : i64 to index
// CHECK: %[[VID:.*]] = arith.remui %[[IDX]], %[[C2]] : index
// CHECK: %[[CID:.*]] = arith.divui %[[IDX]], %[[C2]] : index
// CHECK: %[[XUB:.*]] = pto.alloc_tile valid_row = %[[C8]] valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=8, cols=1024, v_row=?, v_col=?
// CHECK: %[[SCALE:.*]] = pto.alloc_tile valid_row = %[[C8]] valid_col = %{{.*}} : [[SCALET:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=\?, v_col=\?, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[BASE:.*]] = arith.muli %[[CID]], %[[C16]] : index
// CHECK: %[[HALF:.*]] = arith.muli %[[VID]], %[[C8]] : index
// CHECK: %[[ROW:.*]] = arith.addi %[[BASE]], %[[HALF]] : index
// CHECK: pto.make_tensor_view %[[X]], shape = [%[[M]], %{{.*}}]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x1024xbf16>) outs(%[[XUB]] :
// CHECK: pto.tcvt ins(%[[XUB]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[XF:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=1024
// CHECK: pto.tabs ins(%[[XF]] : {{.*}}) outs(%[[ABS:.*]] :
// CHECK: pto.trowmax ins(%[[ABS]], %{{.*}} : {{.*}}) outs(%[[MAX:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=8, v_col=1, blayout=col_major
// CHECK: %[[SROW:.*]] = pto.treshape %[[SCALE]] : [[SCALET]] -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major
// CHECK: pto.tdivs ins(%{{.*}}, %[[K127]] : {{.*}}) outs(%[[SROW]] :
// CHECK: pto.trowexpanddiv ins(%[[XF]], %[[SCALE]] : {{.*}}) outs(%[[XF]] :
// CHECK: pto.tmaxs ins(%[[XF]], %[[KM127]] : {{.*}}) outs(%[[XF]] :
// CHECK: pto.tmins ins(%[[XF]], %[[K127]] : {{.*}}) outs(%[[XF]] :
// CHECK: pto.tcvt ins(%[[XF]] {rmode = #pto<round_mode ROUND>} : {{.*}}) outs(%[[XF]] :
// CHECK: pto.tcvt ins(%[[XF]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[XH:.*]] : !pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=1024
// CHECK: pto.tcvt ins(%[[XH]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[Y:.*]] : !pto.tile_buf<loc=vec, dtype=i8, rows=8, cols=1024
// CHECK: pto.tstore ins(%[[Y]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x1024xi8>)
// CHECK: pto.tstore ins(%[[SCALE]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x1xf32>)
