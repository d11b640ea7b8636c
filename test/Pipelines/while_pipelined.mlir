// docs/examples/while_pipelined.mlir (upstream TileLang's while-loop
// example) lowered end to end: both `while` loops count up to a bound, so
// ascend-uplift-counted-while makes them scf.for loops; the bias loop,
// which reads nothing of the iteration, is hoisted out of every loop (a copy
// per unrolled version of the pipelined body); the
// tile loop of the `while` runs its 7 pipelined iterations with b_ub's four
// versions in turn (the loop unrolled: 7 is not a multiple of 4), each a
// load, a scalar add of the bias and a store.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/while_pipelined.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/while_pipelined.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @while_pipelined(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 64>}
// CHECK-NOT: scf.while
// CHECK: %[[BIAS:.*]] = scf.for %{{.*}} = %c0 to %c3 step %c1 iter_args(%{{.*}} = %{{.*}}) -> (f32) {
// The four versions of the buffer are allocated past that loop, before
// their first use (pto-sink-alloc-tiles).
// CHECK: %[[V0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[V1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[V2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK-NEXT: %[[V3:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8192,
// CHECK: scf.for %[[O:.*]] = %c0 to %c2 step %c1
// CHECK: scf.for %[[I:.*]] = %c0 to %c7 step %c1
// CHECK: pto.tload {{.*}} outs(%[[V0]]
// CHECK-NEXT: pto.tadds ins(%[[V0]], %[[BIAS]] :
// CHECK: pto.tstore ins(%[[V0]]
// CHECK: pto.tload {{.*}} outs(%[[V1]]
// CHECK-NEXT: pto.tadds ins(%[[V1]], %[[BIAS]] :
// CHECK: pto.tstore ins(%[[V1]]
// CHECK: pto.tload {{.*}} outs(%[[V2]]
// CHECK: pto.tload {{.*}} outs(%[[V3]]
// CHECK: pto.tload {{.*}} outs(%[[V0]]
// CHECK: pto.tload {{.*}} outs(%[[V1]]
// CHECK: pto.tload {{.*}} outs(%[[V2]]
// CHECK-NEXT: pto.tadds ins(%[[V2]], %{{.*}} :
// CHECK: pto.tstore ins(%[[V2]]
// CHECK-NOT: pto.tload
// CHECK: return
