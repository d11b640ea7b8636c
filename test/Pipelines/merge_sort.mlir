// docs/examples/merge_sort.mlir (tilelang-ascend's 2-, 3- and 4-way merge
// sorts) lowered end to end: the lists and the output one-row ub tiles,
// T.tile.merge_sort the merge form of pto.tmrgsort with a scratch tile of
// the output's shape.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/merge_sort.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/merge_sort.mlir | FileCheck %s

// CHECK-LABEL: func.func @merge_sort_2way(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 1>}
// CHECK: %[[EX:.*]] = arith.constant dense<0> : vector<4xi16>
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK: %[[S0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128,
// CHECK: %[[S1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128,
// CHECK: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256,
// CHECK: pto.tload {{.*}} outs(%[[S0]]
// CHECK: pto.tload {{.*}} outs(%[[S1]]
// CHECK: pto.tmrgsort ins(%[[S0]], %[[S1]], %[[T]] {exhausted = false} : {{.*}}) outs(%[[D]], %[[EX]] : {{.*}}, vector<4xi16>)
// CHECK: pto.tstore ins(%[[D]]
// CHECK-LABEL: func.func @merge_sort_3way(
// CHECK: pto.tmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {exhausted = false} : {{.*}}) outs(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=384, {{.*}}>, vector<4xi16>)
// CHECK-LABEL: func.func @merge_sort_4way(
// CHECK: pto.tmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {exhausted = false} : {{.*}}) outs(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, {{.*}}>, vector<4xi16>)
