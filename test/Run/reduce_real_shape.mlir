// The numbers of docs/examples/reduce_real_shape.mlir (tilelang-ascend's
// T.reduce_max with real_shape, at the examples' own shapes) on both arches,
// against an independent reference (Inputs/reference.py): the maximum of
// each row of Input's first 4 columns, and of each column of its first 3
// rows. The row kernel stores all of out_shared, of which it computes the
// first 4 elements: pto-run reports the store of the other 4 (an error
// without --allow-unwritten-stores) and writes them as NaN.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/reduce_real_shape.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=row_reduce_max_slice_buffer --assume-ptoas-sync --allow-unwritten-stores --arg rand:4x8 --arg zeros:1x8 --out-dir %t.$a.row 2>&1 && \
// RUN:   %python %S/Inputs/reference.py reduce_real_shape_row %t.$a.row && \
// RUN:   pto-run %t.$a.pto --entry=col_reduce_max_slice_buffer --assume-ptoas-sync --arg rand:5x8 --arg zeros:1x8 --out-dir %t.$a.col && \
// RUN:   %python %S/Inputs/reference.py reduce_real_shape_col %t.$a.col; rm -rf %t.$a.row %t.$a.col; \
// RUN: done | FileCheck %s
// CHECK: warning: stores element (0, 4) of a tile that was never written on chip, or was computed from such elements (block 0), and maybe others: stored as NaN (0 in an integer tensor; --allow-unwritten-stores)
// CHECK: @row_reduce_max_slice_buffer ran 2 blocks, no errors
// CHECK-NEXT: reduce_real_shape_row: ok (8 values)
// CHECK-NEXT: @col_reduce_max_slice_buffer ran 2 blocks, no errors
// CHECK-NEXT: reduce_real_shape_col: ok (8 values)
// CHECK: warning: stores element (0, 4)
// CHECK: @row_reduce_max_slice_buffer ran 2 blocks, no errors
// CHECK-NEXT: reduce_real_shape_row: ok (8 values)
// CHECK-NEXT: @col_reduce_max_slice_buffer ran 2 blocks, no errors
// CHECK-NEXT: reduce_real_shape_col: ok (8 values)
//
// Without the option, the store is an error.
// RUN: not pto-run %t.a3.pto --entry=row_reduce_max_slice_buffer --assume-ptoas-sync --arg rand:4x8 --arg zeros:1x8 2>&1 | FileCheck %s --check-prefix=STRICT
// STRICT: error: stores element (0, 4) of a tile that was never written on chip, or was computed from such elements (block 0)
