// docs/examples/atomic_add.mlir (upstream TileLang's element atomic add
// from every SimtVF thread) lowered end to end: the 256 updates of 1.0 are
// a 1 x 256 tile of ones summed along its row into the one-element
// counter_atomic buffer (filled with 0, a column tile), and one tstore of
// that element adds it into counter[0] atomically.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/atomic_add.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/atomic_add.mlir 2>/dev/null | FileCheck %s
// Its printed TIR, whose constants the importer computes in the nest's
// body, lowers alike.
// RUN: pto-translate --import-tir %examples/atomic_add.py 2>/dev/null | pto-opt --tir-to-pto-pipeline="arch=a3" 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @atomic_add_gm_float(
// CHECK-SAME: %[[COUNTER:.*]]: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 8>}
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[SCRATCH:.*]] = pto.alloc_tile : [[ROW:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[PART:.*]] = pto.alloc_tile : [[COL:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=1, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[ONES:.*]] = pto.alloc_tile : [[ROW]]
// CHECK-DAG: %[[ACC:.*]] = pto.alloc_tile : [[COL]]
// CHECK: %[[ACCROW:.*]] = pto.treshape %[[ACC]] : [[COL]] -> [[ACCR:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: pto.texpands ins(%[[ZERO]] : f32) outs(%[[ACCROW]] : [[ACCR]])
// CHECK-NEXT: pto.texpands ins(%[[ONE]] : f32) outs(%[[ONES]] : [[ROW]])
// CHECK-NEXT: pto.trowsum ins(%[[ONES]], %[[SCRATCH]] : [[ROW]], [[ROW]]) outs(%[[PART]] : [[COL]])
// CHECK-NEXT: %[[PARTROW:.*]] = pto.treshape %[[PART]] : [[COL]] -> [[ACCR]]
// CHECK-NEXT: pto.tadd ins(%[[ACCROW]], %[[PARTROW]] : [[ACCR]], [[ACCR]]) outs(%[[ACCROW]] : [[ACCR]])
// CHECK-NEXT: %[[VIEW:.*]] = pto.make_tensor_view %[[COUNTER]], shape = [%c1, %c1], strides = [%c1, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
// CHECK-NEXT: %[[ELEMENT:.*]] = pto.partition_view %[[VIEW]], offsets = [%c0, %c0], sizes = [%c1, %c1] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x1xf32>
// CHECK-NEXT: pto.tstore ins(%[[ACC]] : [[COL]]) outs(%[[ELEMENT]] : !pto.partition_tensor_view<1x1xf32>) {atomicType = #pto<atomic_type atomic_add>}
// CHECK-NEXT: return
