// docs/examples/simtvf_vecadd.mlir (upstream TileLang's vector add in a
// T.SimtVF scope) lowered end to end: the scope is gone, its T.Parallel
// loop one tadd on the 1 x 8192 ub tiles between the tile loads and the
// store.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/simtvf_vecadd.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/simtvf_vecadd.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @vector_add(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 64>}
// CHECK: %[[T1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK: %[[T2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK: %[[T3:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK: scf.for
// CHECK: pto.tload {{.*}} outs(%[[T1]]
// CHECK: pto.tload {{.*}} outs(%[[T2]]
// CHECK: pto.tadd ins(%[[T1]], %[[T2]] : {{.*}}) outs(%[[T3]]
// CHECK: pto.tstore ins(%[[T3]]
