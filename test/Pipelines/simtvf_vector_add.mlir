// docs/examples/simtvf_vector_add.mlir (upstream TileLang's SimtVF vector
// add on global memory) lowered end to end: A and B loaded into 1 x 1024 ub
// tiles (tir-stage-global-parallel), one tadd, C stored.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/simtvf_vector_add.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/simtvf_vector_add.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @vector_add(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 1>}
// CHECK-DAG: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[B:.*]] = pto.alloc_tile : [[T]]
// CHECK-DAG: %[[C:.*]] = pto.alloc_tile : [[T]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x1024xf32>) outs(%[[A]] : [[T]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x1024xf32>) outs(%[[B]] : [[T]])
// CHECK: pto.tadd ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[C]] : [[T]])
// CHECK: pto.tstore ins(%[[C]] : [[T]]) outs(%{{.*}} : !pto.partition_tensor_view<1x1024xf32>)
