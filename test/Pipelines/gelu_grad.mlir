// docs/examples/gelu_grad.mlir (tilelang-ascend's GELU backward from
// T.tile.* operations, with T.tile.compare / T.tile.select as a NaN guard)
// lowered end to end, for both arches: the NaN test is a tcmp of the term
// with itself into an i8 mask, the select a tsel whose scratch tile is one
// 32-byte row (so the 128 x 128 blocks of @gelu_grad_tail fit a3's ub).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gelu_grad.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gelu_grad.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @gelu_grad(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[TMP:.*]] = pto.alloc_tile : [[TMPT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[MASK:.*]] = pto.alloc_tile : [[MASKT:!pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.texp
// CHECK: pto.tdiv
// CHECK: pto.tcmp ins(%[[T:.*]], %[[T]] {cmpMode = #pto<cmp eq>} : {{.*}}) outs(%[[MASK]] : [[MASKT]])
// CHECK-NEXT: pto.texpands ins(%[[ZERO]] : f32) outs(%[[Z:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64
// CHECK-NEXT: pto.tsel ins(%[[MASK]], %[[T]], %[[Z]], %[[TMP]] : [[MASKT]], {{.*}}, [[TMPT]]) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64
// CHECK: pto.tstore

// CHECK-LABEL: func.func @gelu_grad_tail(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 12>}
// CHECK: pto.tsel ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i8, rows=64, cols=128
// CHECK: pto.tstore
