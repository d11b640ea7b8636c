// docs/examples/elementwise_print.mlir (tilelang-ascend's T.printf /
// T.dump_tensor example) lowered end to end, for both arches: a T.printf is
// one pto.print per value (text alone with an unused 0), a T.dump_tensor a
// PIPE_ALL barrier, TileLang's header and pto.tprint of the global tensor's
// window or of the ub tile. The statements outside the kernel stay where
// they are, run by every core that runs it.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_print.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/elementwise_print.mlir | FileCheck %s

// CHECK-LABEL: func.func @bitwise_and(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<i16>, %[[B:.*]]: !pto.ptr<i16>, %[[C:.*]]: !pto.ptr<i16>) attributes {pto.entry, tirpto.grid = array<i64: 2>}
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[D111:.*]] = arith.constant 111 : i32
// CHECK-DAG: %[[N32:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[DIM2:.*]] = arith.constant 2 : i32
// CHECK: pto.print ins("===========A:\0A", %[[ZERO]] : i32)
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.print ins("=== DumpTensor [desc=%u]", %[[D111]] : i32)
// CHECK-NEXT: pto.print ins(" GM tensor, dtype=int16, dumpSize=%u", %[[N32]] : i32)
// CHECK-NEXT: pto.print ins(", dim=%u ===\0A", %[[DIM2]] : i32)
// CHECK-NEXT: %[[AV:.*]] = pto.make_tensor_view %[[A]]
// CHECK-NEXT: %[[AW:.*]] = pto.partition_view %[[AV]]{{.*}} -> !pto.partition_tensor_view<2x16xi16>
// CHECK-NEXT: pto.tprint ins(%[[AW]] : !pto.partition_tensor_view<2x16xi16>)
// CHECK: pto.print ins("===========B:\0A", %[[ZERO]] : i32)
// CHECK: pto.tprint ins(%{{.*}} : !pto.partition_tensor_view<2x16xi16>)
// CHECK: pto.get_block_idx
// CHECK: %[[AUB:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK-NEXT: %[[BUB:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK-NEXT: %[[CUB:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK: pto.print ins("-----cid:%d", %{{.*}} : i32)
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: arith.trunci
// CHECK-NEXT: pto.print ins("-------------vid:%d--------------------------------------\0A", %{{.*}} : i32)
// CHECK-NEXT: pto.print ins("===========original c_ub:\0A", %[[ZERO]] : i32)
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.print ins("=== DumpTensor [desc=%u]", %{{.*}} : i32)
// CHECK-NEXT: pto.print ins(" UB tile, dumpSize=%u ===\0A", %{{.*}} : i32)
// CHECK-NEXT: pto.tprint ins(%[[CUB]] : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x16xi16>) outs(%[[AUB]] : !pto.tile_buf
// CHECK: pto.print ins("===========a_ub after copy:\0A", %[[ZERO]] : i32)
// CHECK: pto.tprint ins(%[[AUB]] :
// CHECK: pto.tand ins(%[[AUB]], %[[BUB]] : {{.*}}) outs(%[[CUB]] :
// CHECK: pto.tstore ins(%[[CUB]] :
// CHECK: pto.print ins("===========c_ub after processing:\0A", %[[ZERO]] : i32)
// CHECK: pto.tprint ins(%[[CUB]] :
// CHECK: pto.print ins("===========C:\0A", %[[ZERO]] : i32)
// CHECK: pto.partition_view %{{.*}} -> !pto.partition_tensor_view<2x16xi16>
// CHECK: pto.tprint ins(%{{.*}} : !pto.partition_tensor_view<2x16xi16>)
// CHECK-NEXT: return
