// docs/examples/mhc_post.mlir (upstream TileLang's MHC post: x = c * d +
// a^T @ b per token, the contraction a serial loop inside a T.Parallel
// nest) lowered end to end: tir-distribute-parallel moves the serial loop
// out of the nest, so each hidden step computes c * d over the 4 x 256
// tile (a per-row vector times a per-column one), then for each i_mhci
// adds the column a[i_mhci, :] (a row window of a_local moved into a
// column) broadcast along the rows times the row b_local[i_mhci, :].
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_post.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_post.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_post_fwd(
// CHECK-SAME: attributes {pto.entry}
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c2 {
// CHECK: pto.trowexpand ins(%[[C:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, {{.*}}>) outs(%[[CF:.*]] : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=256, v_row=4, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
// CHECK-NEXT: pto.tcolexpandmul ins(%[[CF]], %{{.*}} : [[T]], !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, {{.*}}>) outs(%[[X:.*]] : [[T]])
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[AROW:.*]] = pto.subset %{{.*}}[%[[K]], %c0] sizes [1, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, {{.*}}>
// CHECK-NEXT: pto.tmov ins(%[[AROW]] : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, {{.*}}>)
// CHECK-NEXT: %[[BROW:.*]] = pto.subset %{{.*}}[%[[K]], %c0] sizes [1, 256] : [[T]]
// CHECK-NEXT: pto.trowexpand ins(%[[ACOL:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, {{.*}}>) outs(%[[AF:.*]] : [[T]])
// CHECK-NEXT: pto.tcolexpandmul ins(%[[AF]], %[[BROW]] : [[T]], !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, {{.*}}>) outs(%[[AB:.*]] : [[T]])
// CHECK-NEXT: pto.tadd ins(%[[X]], %[[AB]] : [[T]], [[T]]) outs(%[[X]] : [[T]])
// CHECK-NEXT: }
// CHECK-NEXT: pto.tcvt ins(%[[X]] {{.*}} : [[T]]) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=256,
