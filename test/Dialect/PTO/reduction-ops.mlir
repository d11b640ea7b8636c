// Round trip of the row/column reductions and broadcasts (PTOReductionOps.td):
// DN and ND per-row operands, the optional tmp and tcolsum isBinary forms; the
// last split holds the a5-only forms.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @row_reductions
func.func @row_reductions() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[S:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 16x128xf32>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[S]]
  %tmp = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  // The recommended DN column.
  // CHECK: %[[COL:.*]] = pto.alloc_tile : [[C:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // The legacy ND form: row_major with one valid column.
  // CHECK: %[[ND:.*]] = pto.alloc_tile : [[N:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %nd = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32, valid=16x1>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[I:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x1xi32, blayout=col_major>
  // CHECK: pto.trowsum ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[COL]] : [[C]])
  pto.trowsum ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  // CHECK: pto.trowsum ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[ND]] : [[N]])
  pto.trowsum ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%nd : !pto.tile_buf<vec, 16x8xf32, valid=16x1>)
  // CHECK: pto.trowmax ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[COL]] : [[C]])
  pto.trowmax ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  // CHECK: pto.trowmin ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[COL]] : [[C]])
  pto.trowmin ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  // CHECK: pto.trowprod ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[COL]] : [[C]])
  pto.trowprod ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  // The arg reductions write i32 column indices.
  // CHECK: pto.trowargmax ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[IDX]] : [[I]])
  pto.trowargmax ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%idx : !pto.tile_buf<vec, 16x1xi32, blayout=col_major>)
  // CHECK: pto.trowargmin ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[IDX]] : [[I]])
  pto.trowargmin ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%idx : !pto.tile_buf<vec, 16x1xi32, blayout=col_major>)
  return
}

// A dynamic valid region (e.g. the tail of a softmax row block).
// CHECK-LABEL: func.func @row_reduction_dynamic
func.func @row_reduction_dynamic(%r: index, %c: index) {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[S:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=128, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 16x128xf16, valid=?x?>
  // CHECK: %[[COL:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[C:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=1, v_row=\?, v_col=\?, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 16x1xf16, blayout=col_major, valid=?x?>
  // CHECK: pto.trowmax ins(%[[SRC]], %[[SRC]] : [[S]], [[S]]) outs(%[[COL]] : [[C]])
  pto.trowmax ins(%src, %src : !pto.tile_buf<vec, 16x128xf16, valid=?x?>, !pto.tile_buf<vec, 16x128xf16, valid=?x?>) outs(%col : !pto.tile_buf<vec, 16x1xf16, blayout=col_major, valid=?x?>)
  return
}

// CHECK-LABEL: func.func @col_reductions
func.func @col_reductions() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[S:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[S]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[ROW:.*]] = pto.alloc_tile : [[R:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %row = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[I:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: pto.tcolmax ins(%[[SRC]] : [[S]]) outs(%[[ROW]] : [[R]])
  pto.tcolmax ins(%src : !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tcolmin ins(%[[SRC]] : [[S]]) outs(%[[ROW]] : [[R]])
  pto.tcolmin ins(%src : !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tcolprod ins(%[[SRC]] : [[S]]) outs(%[[ROW]] : [[R]])
  pto.tcolprod ins(%src : !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tcolargmax ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[IDX]] : [[I]])
  pto.tcolargmax ins(%src, %tmp : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%idx : !pto.tile_buf<vec, 1x64xi32>)
  // CHECK: pto.tcolargmin ins(%[[SRC]], %[[TMP]] : [[S]], [[S]]) outs(%[[IDX]] : [[I]])
  pto.tcolargmin ins(%src, %tmp : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%idx : !pto.tile_buf<vec, 1x64xi32>)
  // tcolsum: no scratch, then a scratch with isBinary true / false; its
  // attributes print inside ins(...) when there is a scratch and after
  // outs(...) otherwise.
  // CHECK: pto.tcolsum ins(%[[SRC]] : [[S]]) outs(%[[ROW]] : [[R]]){{$}}
  pto.tcolsum ins(%src : !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tcolsum ins(%[[SRC]], %[[TMP]] {isBinary = true} : [[S]], [[S]]) outs(%[[ROW]] : [[R]]){{$}}
  pto.tcolsum ins(%src, %tmp {isBinary = true} : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tcolsum ins(%[[SRC]], %[[TMP]] {isBinary = false} : [[S]], [[S]]) outs(%[[ROW]] : [[R]]){{$}}
  pto.tcolsum ins(%src, %tmp {isBinary = false} : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%row : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// CHECK-LABEL: func.func @expand
func.func @expand() {
  // CHECK: %[[COL:.*]] = pto.alloc_tile : [[C:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // CHECK: %[[ROW:.*]] = pto.alloc_tile : [[R:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %row = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.trowexpand ins(%[[COL]] : [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpand ins(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpand ins(%[[ROW]] : [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpand ins(%row : !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// Per-row binary broadcasts with a DN column operand.
// CHECK-LABEL: func.func @row_expand_binary
func.func @row_expand_binary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[COL:.*]] = pto.alloc_tile : [[C:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.trowexpandadd ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandadd ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandsub ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandsub ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandmul ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandmul ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpanddiv ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpanddiv ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandmax ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandmax ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandmin ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandmin ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandexpdif ins(%[[A]], %[[COL]] : [[T]], [[C]]) outs(%[[D]] : [[T]])
  pto.trowexpandexpdif ins(%a, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // The column may come first.
  // CHECK: pto.trowexpandmax ins(%[[COL]], %[[A]] : [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandmax ins(%col, %a : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// The optional tmp (accepted on a3 for all of them).
// CHECK-LABEL: func.func @row_expand_tmp
func.func @row_expand_tmp() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: %[[COL:.*]] = pto.alloc_tile : [[C:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[T]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: pto.trowexpandsub ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandsub ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.trowexpandmul ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandmul ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.trowexpanddiv ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpanddiv ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.trowexpandmax ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandmax ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.trowexpandmin ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandmin ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.trowexpandexpdif ins(%[[A]], %[[COL]], %[[TMP]] : [[T]], [[C]], [[T]]) outs(%[[D]] : [[T]])
  pto.trowexpandexpdif ins(%a, %col, %tmp : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// A row_major per-row operand holds one 32-byte block per row: 8 f32 or 16
// i16 valid columns.
// CHECK-LABEL: func.func @row_expand_nd
func.func @row_expand_nd() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // CHECK: %[[HB:.*]] = pto.alloc_tile : [[HBT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %hb = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // CHECK: pto.trowexpandadd ins(%[[A]], %[[B]] : [[T]], [[BT]]) outs(%[[A]] : [[T]])
  pto.trowexpandadd ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x8xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.trowexpandexpdif ins(%[[A]], %[[B]] : [[T]], [[BT]]) outs(%[[A]] : [[T]])
  pto.trowexpandexpdif ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x8xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  // Integer per-row ops.
  // CHECK: pto.trowexpandsub ins(%[[H]], %[[HB]] : [[HT]], [[HBT]]) outs(%[[H]] : [[HT]])
  pto.trowexpandsub ins(%h, %hb : !pto.tile_buf<vec, 16x64xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x64xi16>)
  // CHECK: pto.trowexpandmax ins(%[[H]], %[[HB]] : [[HT]], [[HBT]]) outs(%[[H]] : [[HT]])
  pto.trowexpandmax ins(%h, %hb : !pto.tile_buf<vec, 16x64xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x64xi16>)
  return
}

// Per-column binary broadcasts with a 1 x N row operand.
// CHECK-LABEL: func.func @col_expand_binary
func.func @col_expand_binary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[ROW:.*]] = pto.alloc_tile : [[R:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %row = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.tcolexpandadd ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandadd ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpandsub ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandsub ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpandmul ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandmul ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpanddiv ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpanddiv ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpandmax ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandmax ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpandmin ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandmin ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tcolexpandexpdif ins(%[[A]], %[[ROW]] : [[T]], [[R]]) outs(%[[D]] : [[T]])
  pto.tcolexpandexpdif ins(%a, %row : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

}

// -----

// a5 forms: i8 per-row broadcasts (a5 only); the tmp-less forms of
// trowexpandmax/min/expdif are the only ones on a5.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @a5_row_expand
func.func @a5_row_expand() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // CHECK: %[[F:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[COL:.*]] = pto.alloc_tile : [[C:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // CHECK: pto.trowexpandsub ins(%[[A]], %[[B]] : [[T]], [[BT]]) outs(%[[A]] : [[T]])
  pto.trowexpandsub ins(%a, %b : !pto.tile_buf<vec, 16x64xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x64xi8>)
  // CHECK: pto.trowexpandadd ins(%[[A]], %[[B]] : [[T]], [[BT]]) outs(%[[A]] : [[T]])
  pto.trowexpandadd ins(%a, %b : !pto.tile_buf<vec, 16x64xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x64xi8>)
  // CHECK: pto.trowexpandmax ins(%[[F]], %[[COL]] : [[FT]], [[C]]) outs(%[[F]] : [[FT]])
  pto.trowexpandmax ins(%f, %col : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%f : !pto.tile_buf<vec, 16x64xf32>)
  // trowexpandsub keeps its optional tmp on a5.
  // CHECK: pto.trowexpandsub ins(%[[F]], %[[COL]], %[[F]] : [[FT]], [[C]], [[FT]]) outs(%[[F]] : [[FT]])
  pto.trowexpandsub ins(%f, %col, %f : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32>) outs(%f : !pto.tile_buf<vec, 16x64xf32>)
  return
}

}
