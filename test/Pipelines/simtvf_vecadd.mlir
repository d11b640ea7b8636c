// docs/examples/simtvf_vecadd.mlir (upstream TileLang's vector add in a
// T.SimtVF scope) lowered end to end: the scope is gone, its T.Parallel
// loop one tadd on the 1 x 8192 ub tiles between the tile loads and the
// store.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/simtvf_vecadd.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/simtvf_vecadd.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @vector_add(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 64>}
// T.annotate_buffer_versions gives temp1, temp2 and temp3 two versions
// each, as the loop's num_stages = 2 would: the loop runs two tiles per
// iteration, each with its own versions.
// CHECK: %[[T1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[T1B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[T2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[T2B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[T3:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[T3B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK: scf.for %{{.*}} = %c0 to %c2048 step %c2 {
// CHECK: pto.tload {{.*}} outs(%[[T1]]
// CHECK: pto.tload {{.*}} outs(%[[T2]]
// CHECK: pto.tadd ins(%[[T1]], %[[T2]] : {{.*}}) outs(%[[T3]]
// CHECK: pto.tstore ins(%[[T3]]
// CHECK: pto.tload {{.*}} outs(%[[T1B]]
// CHECK: pto.tload {{.*}} outs(%[[T2B]]
// CHECK: pto.tadd ins(%[[T1B]], %[[T2B]] : {{.*}}) outs(%[[T3B]]
// CHECK: pto.tstore ins(%[[T3B]]
// CHECK-NEXT: }
