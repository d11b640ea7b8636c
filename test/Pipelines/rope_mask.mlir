// docs/examples/rope_mask.mlir (tilelang-ascend's rope_mask.py) lowered end
// to end, for both arches: each row of x's rope columns is loaded into a
// 1 x 256 window (pto.subset) of x_half_ub and widened to f32; sin is
// multiplied by sin_mask in place through the window sin_ub[0, :];
// T.tile.gather shifts the byte offsets right by 2 into an i32 temporary
// and gathers with pto.tgather (its scratch tile an i32 tile of the same
// shape); the result is narrowed and stored row by row.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/rope_mask.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/rope_mask.mlir | FileCheck %s

// CHECK-LABEL: func.func @rope_kernel_in_place(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<i32>, %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK: %[[XH:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=256
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   %[[ROW:.*]] = pto.subset %[[XH]][%[[I]], %{{.*}}] sizes [1, 256]
// CHECK:   pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x256xf16>) outs(%[[ROW]] :
// The tiles first used after that loop are allocated past it
// (pto-sink-alloc-tiles), so that ptoas's planner does not keep them live
// across it.
// CHECK: }
// CHECK: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=256
// CHECK: pto.tcvt ins(%[[XH]] {{.*}}) outs(%[[X:[^ ]*]] :
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x256xi32>) outs(%[[MASK:[^ ]*]] :
// CHECK: pto.tmul ins(%[[SINROW:[^,]*]], %{{.*}} : {{.*}}) outs(%[[SINROW]] :
// CHECK: pto.tcolexpand
// CHECK: pto.tcolexpand
// CHECK: pto.tshrs ins(%[[MASK]], %{{.*}} : {{.*}}, i32) outs(%[[IDX:[^ ]*]] :
// The gather's scratch tile is written first: ptoas's planner places a tile
// at its first write, and reads tgather's tmp as an input.
// CHECK: pto.texpands ins(%{{.*}} : i32) outs(%[[TMP:[^ ]*]] :
// CHECK-NEXT: pto.tgather ins(%[[X]], %[[IDX]], %[[TMP]] : {{.*}}) outs(%[[ROT:[^ ]*]] :
// CHECK: pto.tmul
// CHECK: pto.tmul ins(%[[ROT]],
// CHECK: pto.tadd
// CHECK: pto.tcvt
// CHECK: scf.for
// CHECK:   pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=256{{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x256xf16>)
