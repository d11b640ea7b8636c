// docs/examples/online_softmax_tile.mlir (tilelang-ascend's online softmax
// from T.tile.* operations, M = 34 and N = 130 in 32 x 32 blocks) lowered
// end to end, for both arches: the edge blocks are loaded as boundary
// regions and the rest of the tile is filled first, with the pad_value
// (-inf, printed as the lowest finite value ptoas can print) in the first
// pass and with 0 (TileLang's default) in the second; the f16 kernel pads
// its f16 tile, then widens it.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/online_softmax_tile.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/online_softmax_tile.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @online_softmax_f32(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 4>}
// CHECK-DAG: %[[NINF:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[A:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[AT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[ROWS:.*]] = arith.maxsi
// CHECK: scf.for
// CHECK: %[[COLS:.*]] = arith.maxsi
// CHECK: %[[PART:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[ROWS]], %[[COLS]]]
// CHECK: scf.if
// CHECK-NEXT: pto.texpands ins(%[[NINF]] : f32) outs(%[[A]] : [[AT]])
// CHECK: scf.if
// CHECK-NEXT: pto.set_validshape %[[A]], %[[ROWS]], %[[COLS]]
// CHECK-NEXT: pto.tload ins(%[[PART]] : !pto.partition_tensor_view<?x?xf32>) outs(%[[A]] : [[AT]])
// CHECK: pto.tmov ins(%[[A]] : [[AT]])
// CHECK: pto.trowmax
// CHECK: pto.trowsum
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: pto.texpands ins(%[[ZERO]] : f32) outs(%[[A]] : [[AT]])
// CHECK: pto.tload
// CHECK: pto.tdiv
// CHECK: pto.tstore ins(%[[A]] : [[AT]])

// CHECK-LABEL: func.func @online_softmax_f16(
// CHECK-DAG: %[[NINFH:.*]] = arith.constant -6.550400e+04 : f16
// CHECK-DAG: %[[ZEROH:.*]] = arith.constant 0.000000e+00 : f16
// CHECK: %[[AH:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[AHT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: pto.texpands ins(%[[NINFH]] : f16) outs(%[[AH]] : [[AHT]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x?xf16>) outs(%[[AH]] : [[AHT]])
// CHECK: pto.tcvt ins(%[[AH]] {rmode = #pto<round_mode RINT>} : [[AHT]]) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: pto.texpands ins(%[[ZEROH]] : f16) outs(%[[AH]] : [[AHT]])
// CHECK: pto.tcvt ins(%{{.*}} {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[AH]] : [[AHT]])
// CHECK: pto.tstore ins(%[[AH]] : [[AHT]])
