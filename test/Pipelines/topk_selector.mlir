// docs/examples/topk_selector.mlir (tilelang-ascend's top-k selector)
// lowered end to end: the scores gathered element by element (tgetval /
// tsetval, the scalar unit), T.tile.topk as the index count converted to
// float (tci, tcvt), one tsort32 of the 1024 scores seen as 32 blocks of 32
// (treshape; the float indices seen as the ui32 tile tsort32 takes), a merge
// tree of 8 + 2 + 1 tmrgsort over rows of whole tiles (subset), the first
// 128 pairs moved into topk_dst; then gather_mask's P1010 and the
// conversion to int32 of the float indices.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/topk_selector.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/topk_selector.mlir | FileCheck %s

// CHECK-LABEL: func.func @topk_selector(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<i32>) attributes {pto.entry, tirpto.grid = array<i64: 4>}
// CHECK: scf.for
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x32xf32>)
// CHECK: scf.for
// CHECK: pto.tgetval
// CHECK: pto.tsetval ins(%{{.*}}, %{{.*}} : index, f32) outs(%[[SCORES:.*]] : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
// CHECK: pto.tci ins(%{{.*}} : i32) outs(%[[COUNT:.*]] : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=1024,
// CHECK: pto.tcvt ins(%[[COUNT]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[IDX:.*]] : [[ST]])
// CHECK: %[[V:.*]] = pto.treshape %[[SCORES]] : [[ST]] -> [[BT:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[I:.*]] = pto.treshape %[[IDX]] : [[ST]] -> [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[U:.*]] = pto.bitcast %[[I]] : [[IT]] -> [[UT:!pto.tile_buf<loc=vec, dtype=ui32, rows=32, cols=32,[^>]*>]]
// CHECK: pto.tsort32 ins(%[[V]], %[[U]] : [[BT]], [[UT]]) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64,
// CHECK-COUNT-8: pto.tmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {exhausted = false} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64,
// CHECK-COUNT-2: pto.tmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {exhausted = false} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK: pto.tmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}} {exhausted = false} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024,
// CHECK-SAME: outs(%[[LIST:.*]], %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=2048,
// The first row of the list seen as 8 rows of 256 is its first 256
// columns: ptoas takes windows of the tiles it allocates only.
// CHECK: %[[FIRST:.*]] = pto.subset %[[LIST]][%c0, %c0] sizes [1, 256] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=2048,
// CHECK: pto.tmov ins(%[[FIRST]] : {{.*}}) outs(%[[DST:.*]] : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,[^>]*>]])
// CHECK: pto.tgather ins(%[[DST]], {maskPattern = #pto.mask_pattern<P1010>} : [[DT]]) outs(%[[TOP:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128,
// CHECK: pto.tcvt ins(%[[TOP]] {rmode = #pto<round_mode ROUND>} : {{.*}}) outs(%[[OUT:.*]] : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128,
// CHECK: pto.tstore ins(%[[OUT]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x128xi32>)
// CHECK-NOT: pto.tmrgsort
