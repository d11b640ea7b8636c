// docs/examples/random_1d.mlir lowered end to end, for both arches: 8 blocks
// (4 cids x the 2 Vector cores of each); the block's first index, cid * 256
// + vid * 128, cast to i32 through i64 (as ptoas 0.27 prints it), starts the
// counting sequence (pto.tci), to which the seed tile is added; a loop of
// three wrapping int32 LCG steps (tmul by the A tile, tadd of the C tile),
// then the state is stored at the block's offset.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/random_1d.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/random_1d.mlir | FileCheck %s

// CHECK-LABEL: func.func @random_1d(
// CHECK-SAME: %{{.*}}: !pto.ptr<i32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK: %[[IDX:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128, v_row=1, v_col=128
// CHECK: %[[STATE:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
// CHECK: %[[TEMP:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
// CHECK: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
// CHECK: %[[C:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
// CHECK: %[[SEED:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
// CHECK: pto.texpands ins(%{{.*}} : i32) outs(%[[A]] :
// CHECK: pto.texpands ins(%{{.*}} : i32) outs(%[[C]] :
// CHECK: pto.texpands ins(%{{.*}} : i32) outs(%[[SEED]] :
// CHECK: %[[BASE:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[WIDE:.*]] = arith.index_cast %[[BASE]] : index to i64
// CHECK: %[[FIRST:.*]] = arith.trunci %[[WIDE]] : i64 to i32
// CHECK: pto.tci ins(%[[FIRST]] : i32) outs(%[[IDX]] :
// CHECK: pto.tadd ins(%[[IDX]], %[[SEED]] : {{.*}}) outs(%[[STATE]] :
// CHECK: scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CHECK-NEXT: pto.tmul ins(%[[STATE]], %[[A]] : {{.*}}) outs(%[[TEMP]] : {{.*}}){{$}}
// CHECK-NEXT: pto.tadd ins(%[[TEMP]], %[[C]] : {{.*}}) outs(%[[STATE]] : {{.*}}){{$}}
// CHECK-NEXT: }
// CHECK: pto.partition_view %{{.*}}, offsets = [%{{.*}}, %[[BASE]]], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x128xi32>
// CHECK: pto.tstore ins(%[[STATE]] :
