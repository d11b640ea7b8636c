// docs/examples/mhc_fn_normw_simd.mlir (the mHC norm-weight merge written
// with T.simd register ops) lowered end to end: each register is a 1 x 64
// vec tile, each load a pto.tmov out of a 1 x 64 window of the row
// (pto.subset at the lanes' column), each vmul a pto.tmul of registers,
// each store a pto.tmov into the window of out_fn_ub.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_fn_normw_simd.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_fn_normw_simd.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_fn_normw_merge_fwd(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 2>}
// CHECK-COUNT-6: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-NEXT: %[[FN:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=24, cols=256,
// CHECK-NEXT: %[[W:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK-NEXT: %[[OUT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=24, cols=256,
// CHECK: pto.tload {{.*}} outs(%[[FN]]
// CHECK: pto.tload {{.*}} outs(%[[W]]
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: %[[W0:.*]] = pto.subset %[[W]][%c0, %[[COL0:.*]]] sizes [1, 64]
// CHECK-NEXT: pto.tmov ins(%[[W0]] : {{.*}}) outs(%[[NW0:.*]] :
// CHECK: scf.for %[[ROW:.*]] = %c0 to %c24 step %c1 {
// CHECK-NEXT: %[[F0:.*]] = pto.subset %[[FN]][%[[ROW]], %[[COL0]]] sizes [1, 64]
// CHECK-NEXT: pto.tmov ins(%[[F0]] : {{.*}}) outs(%[[R0:.*]] :
// CHECK: pto.tmul ins(%[[R0]], %[[NW0]] : {{.*}}) outs(%[[P0:[^ ]*]] :
// CHECK-NEXT: %[[O0:.*]] = pto.subset %[[OUT]][%[[ROW]], %[[COL0]]] sizes [1, 64]
// CHECK-NEXT: pto.tmov ins(%[[P0]] : {{.*}}) outs(%[[O0]] :
// CHECK: pto.tstore ins(%[[OUT]]
