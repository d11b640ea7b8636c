// Round trip of the element-wise vector ops (PTOElementwiseOps.td): tile-tile,
// partial, concat, tile-scalar, ternary, unary, fills and generators, every
// optional operand/attribute form; the last split holds the forms legal on a5 only.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s
// The a3 splits are legal on a5 as well.
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @binary
func.func @binary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[T]]
  %b = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.tadd ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tadd ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tsub ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tsub ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmul ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tmul ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tdiv ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tdiv ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmax ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tmax ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmin ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tmin ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tfmod ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tfmod ins(%a, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // In place: dst may be one of the sources.
  // CHECK: pto.tadd ins(%[[D]], %[[B]] : [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tadd ins(%d, %b : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// Integer-only ops, and the Arith ops on the a3 integer types.
// CHECK-LABEL: func.func @integer
func.func @integer() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[I:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[I]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[I]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[H16:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // CHECK: pto.tand ins(%[[H]], %[[H]] : [[H16]], [[H16]]) outs(%[[H]] : [[H16]])
  pto.tand ins(%h, %h : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tor ins(%[[H]], %[[H]] : [[H16]], [[H16]]) outs(%[[H]] : [[H16]])
  pto.tor ins(%h, %h : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tshl ins(%[[A]], %[[B]] : [[I]], [[I]]) outs(%[[D]] : [[I]])
  pto.tshl ins(%a, %b : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tshr ins(%[[A]], %[[B]] : [[I]], [[I]]) outs(%[[D]] : [[I]])
  pto.tshr ins(%a, %b : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: %[[G:.*]] = pto.alloc_tile : [[H16]]
  %g = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // CHECK: pto.txor ins(%[[H]], %[[H]], %[[G]] : [[H16]], [[H16]], [[H16]]) outs(%[[H]] : [[H16]])
  pto.txor ins(%h, %h, %g : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tnot ins(%[[H]] : [[H16]]) outs(%[[H]] : [[H16]])
  pto.tnot ins(%h : !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tmul ins(%[[H]], %[[H]] : [[H16]], [[H16]]) outs(%[[H]] : [[H16]])
  pto.tmul ins(%h, %h : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tfmod ins(%[[A]], %[[B]] : [[I]], [[I]]) outs(%[[D]] : [[I]])
  pto.tfmod ins(%a, %b : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tneg ins(%[[A]] : [[I]]) outs(%[[D]] : [[I]])
  pto.tneg ins(%a : !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.trelu ins(%[[A]] : [[I]]) outs(%[[D]] : [[I]])
  pto.trelu ins(%a : !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}

// tpart*: a source may have a smaller valid region than dst.
// CHECK-LABEL: func.func @partial
func.func @partial() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: %[[P:.*]] = pto.alloc_tile : [[PT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %p = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16, valid=8x32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[F]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: pto.tpartadd ins(%[[A]], %[[P]] : [[F]], [[PT]]) outs(%[[D]] : [[F]])
  pto.tpartadd ins(%a, %p : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xf16, valid=8x32>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.tpartmul ins(%[[P]], %[[A]] : [[PT]], [[F]]) outs(%[[D]] : [[F]])
  pto.tpartmul ins(%p, %a : !pto.tile_buf<vec, 16x64xf16, valid=8x32>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.tpartmax ins(%[[A]], %[[A]] : [[F]], [[F]]) outs(%[[D]] : [[F]])
  pto.tpartmax ins(%a, %a : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.tpartmin ins(%[[A]], %[[P]] : [[F]], [[PT]]) outs(%[[D]] : [[F]])
  pto.tpartmin ins(%a, %p : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xf16, valid=8x32>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// CHECK-LABEL: func.func @concat
func.func @concat() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[H:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[H8:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32, valid=16x8>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[W:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.tconcat ins(%[[A]], %[[A]] : [[H]], [[H]]) outs(%[[D]] : [[W]])
  pto.tconcat ins(%a, %a : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x32xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tconcat ins(%[[A]], %[[B]] : [[H]], [[H8]]) outs(%[[D]] : [[W]])
  pto.tconcat ins(%a, %b : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x32xf32, valid=16x8>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// Ops with a scratch tile, ternary ops.
// CHECK-LABEL: func.func @tmp_and_ternary
func.func @tmp_and_ternary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[T]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[T]]
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // tprelu's a3 scratch is ui8 (ptoas: "expects A2/A3 tmp element type to be u8").
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[U8:!pto.tile_buf<loc=vec, dtype=ui8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 16x64xui8>
  // CHECK: pto.trem ins(%[[A]], %[[B]], %[[C]] : [[T]], [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.trem ins(%a, %b, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tprelu ins(%[[A]], %[[B]], %[[TMP]] : [[T]], [[T]], [[U8]]) outs(%[[D]] : [[T]])
  pto.tprelu ins(%a, %b, %tmp : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xui8>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.taddc ins(%[[A]], %[[B]], %[[C]] : [[T]], [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.taddc ins(%a, %b, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tsubc ins(%[[A]], %[[B]], %[[C]] : [[T]], [[T]], [[T]]) outs(%[[D]] : [[T]])
  pto.tsubc ins(%a, %b, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// Tile-scalar ops; the scalar keeps its own type.
// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[S:.*]]: f32, %[[I:.*]]: i32, %[[H:.*]]: i16)
func.func @scalar(%s: f32, %i: i32, %h: i16) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[T]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32>
  // CHECK: %[[P:.*]] = pto.alloc_tile : [[PT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %p = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[PT]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // CHECK: %[[HF:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %hf = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: pto.tadds ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tadds ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tsubs ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tsubs ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmuls ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tmuls ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmaxs ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tmaxs ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmins ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tmins ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tfmods ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tfmods ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tfmods ins(%[[N]], %[[I]] : [[NT]], i32) outs(%[[N]] : [[NT]])
  pto.tfmods ins(%n, %i : !pto.tile_buf<vec, 16x64xi32>, i32) outs(%n : !pto.tile_buf<vec, 16x64xi32>)
  // CHECK: pto.taxpy ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.taxpy ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tlrelu ins(%[[HF]], %[[S]] : [[HT]], f32) outs(%[[HF]] : [[HT]])
  pto.tlrelu ins(%hf, %s : !pto.tile_buf<vec, 16x64xf16>, f32) outs(%hf : !pto.tile_buf<vec, 16x64xf16>)
  // The bitwise ops take i8/i16 on a3 and cannot run in place.
  // CHECK: pto.tands ins(%[[P]], %[[H]] : [[PT]], i16) outs(%[[M]] : [[PT]])
  pto.tands ins(%p, %h : !pto.tile_buf<vec, 16x64xi16>, i16) outs(%m : !pto.tile_buf<vec, 16x64xi16>)
  // CHECK: pto.tors ins(%[[P]], %[[H]] : [[PT]], i16) outs(%[[M]] : [[PT]])
  pto.tors ins(%p, %h : !pto.tile_buf<vec, 16x64xi16>, i16) outs(%m : !pto.tile_buf<vec, 16x64xi16>)
  // CHECK: pto.tshls ins(%[[N]], %[[H]] : [[NT]], i16) outs(%[[N]] : [[NT]])
  pto.tshls ins(%n, %h : !pto.tile_buf<vec, 16x64xi32>, i16) outs(%n : !pto.tile_buf<vec, 16x64xi32>)
  // CHECK: pto.tshrs ins(%[[N]], %[[I]] : [[NT]], i32) outs(%[[N]] : [[NT]])
  pto.tshrs ins(%n, %i : !pto.tile_buf<vec, 16x64xi32>, i32) outs(%n : !pto.tile_buf<vec, 16x64xi32>)
  // CHECK: pto.trems ins(%[[A]], %[[S]], %[[B]] : [[T]], f32, [[T]]) outs(%[[D]] : [[T]])
  pto.trems ins(%a, %s, %b : !pto.tile_buf<vec, 16x64xf32>, f32, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.txors ins(%[[P]], %[[H]], %[[P]] : [[PT]], i16, [[PT]]) outs(%[[M]] : [[PT]])
  pto.txors ins(%p, %h, %p : !pto.tile_buf<vec, 16x64xi16>, i16, !pto.tile_buf<vec, 16x64xi16>) outs(%m : !pto.tile_buf<vec, 16x64xi16>)
  // CHECK: pto.taddsc ins(%[[A]], %[[S]], %[[B]] : [[T]], f32, [[T]]) outs(%[[D]] : [[T]])
  pto.taddsc ins(%a, %s, %b : !pto.tile_buf<vec, 16x64xf32>, f32, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tsubsc ins(%[[A]], %[[S]], %[[B]] : [[T]], f32, [[T]]) outs(%[[D]] : [[T]])
  pto.tsubsc ins(%a, %s, %b : !pto.tile_buf<vec, 16x64xf32>, f32, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // Both tdivs forms: tile / scalar and scalar / tile.
  // CHECK: pto.tdivs ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[D]] : [[T]])
  pto.tdivs ins(%a, %s : !pto.tile_buf<vec, 16x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tdivs ins(%[[S]], %[[A]] : f32, [[T]]) outs(%[[D]] : [[T]])
  pto.tdivs ins(%s, %a : f32, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tdivs ins(%[[N]], %[[I]] : [[NT]], i32) outs(%[[N]] : [[NT]]) {test.tag}
  pto.tdivs ins(%n, %i : !pto.tile_buf<vec, 16x64xi32>, i32) outs(%n : !pto.tile_buf<vec, 16x64xi32>) {test.tag}
  return
}

// CHECK-LABEL: func.func @unary
func.func @unary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf16>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf16>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[TT:!pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 1x16xf16>
  // CHECK: pto.texp ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.texp ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.tlog ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.tlog ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.tsqrt ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.tsqrt ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.tabs ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.tabs ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.tneg ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.tneg ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.trelu ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.trelu ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // trecip with a separate dst (a3 cannot run it in place).
  // CHECK: pto.trecip ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.trecip ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // trsqrt without and with its optional scratch.
  // CHECK: pto.trsqrt ins(%[[A]] : [[T]]) outs(%[[D]] : [[T]])
  pto.trsqrt ins(%a : !pto.tile_buf<vec, 32x32xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  // CHECK: pto.trsqrt ins(%[[A]], %[[TMP]] : [[T]], [[TT]]) outs(%[[D]] : [[T]])
  pto.trsqrt ins(%a, %tmp : !pto.tile_buf<vec, 32x32xf16>, !pto.tile_buf<vec, 1x16xf16>) outs(%d : !pto.tile_buf<vec, 32x32xf16>)
  return
}

// Dynamic valid shapes are compatible with any static extent.
// CHECK-LABEL: func.func @dynamic_valid
func.func @dynamic_valid(%r: index, %c: index) {
  // CHECK: %[[DYN:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %dyn = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 16x64xf32, valid=?x?>
  // CHECK: %[[S:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, valid=8x64>
  // CHECK: pto.tadd ins(%[[DYN]], %[[S]] : [[DT]], [[ST]]) outs(%[[DYN]] : [[DT]])
  pto.tadd ins(%dyn, %s : !pto.tile_buf<vec, 16x64xf32, valid=?x?>, !pto.tile_buf<vec, 16x64xf32, valid=8x64>) outs(%dyn : !pto.tile_buf<vec, 16x64xf32, valid=?x?>)
  // CHECK: pto.texp ins(%[[S]] : [[ST]]) outs(%[[DYN]] : [[DT]])
  pto.texp ins(%s : !pto.tile_buf<vec, 16x64xf32, valid=8x64>) outs(%dyn : !pto.tile_buf<vec, 16x64xf32, valid=?x?>)
  return
}

// Fills and generators.
// CHECK-LABEL: func.func @fills
// CHECK-SAME: (%[[F:.*]]: f16, %[[I:.*]]: i32)
func.func @fills(%f: f16, %i: i32) {
  // CHECK: %[[V:.*]] = pto.alloc_tile : [[VT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  // CHECK: pto.texpands ins(%[[F]] : f16) outs(%[[V]] : [[VT]])
  pto.texpands ins(%f : f16) outs(%v : !pto.tile_buf<vec, 16x16xf16>)
  // CHECK: pto.texpands ins(%[[F]] : f16) outs(%[[M]] : [[MT]])
  pto.texpands ins(%f : f16) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tci ins(%[[I]] : i32) outs(%[[N]] : [[NT]])
  pto.tci ins(%i : i32) outs(%n : !pto.tile_buf<vec, 1x32xi32>)
  // CHECK: pto.tci ins(%[[I]] {descending = true} : i32) outs(%[[N]] : [[NT]])
  pto.tci ins(%i {descending = true} : i32) outs(%n : !pto.tile_buf<vec, 1x32xi32>)
  // CHECK: pto.ttri ins(%[[I]] : i32) outs(%[[V]] : [[VT]])
  pto.ttri ins(%i : i32) outs(%v : !pto.tile_buf<vec, 16x16xf16>)
  // CHECK: pto.ttri ins(%[[I]] {upperOrLower = 1 : i32} : i32) outs(%[[V]] : [[VT]])
  pto.ttri ins(%i {upperOrLower = 1 : i32} : i32) outs(%v : !pto.tile_buf<vec, 16x16xf16>)
  // CHECK: pto.ttri ins(%[[I]] {upperOrLower = 0 : i32} : i32) outs(%[[V]] : [[VT]])
  pto.ttri ins(%i {upperOrLower = 0 : i32} : i32) outs(%v : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// Element types ptoas accepts on both arches for ops with their own lists:
// bitwise and shift ops on i8, tmaxs/tmins on integer tiles with a float
// scalar.
// CHECK-LABEL: func.func @own_element_types
// CHECK-SAME: (%[[F:.*]]: f32, %[[B:.*]]: i8)
func.func @own_element_types(%f: f32, %b: i8) {
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[XT:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // CHECK: %[[Y:.*]] = pto.alloc_tile : [[XT]]
  %y = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: pto.tand ins(%[[X]], %[[Y]] : [[XT]], [[XT]]) outs(%[[X]] : [[XT]])
  pto.tand ins(%x, %y : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tor ins(%[[X]], %[[Y]] : [[XT]], [[XT]]) outs(%[[X]] : [[XT]])
  pto.tor ins(%x, %y : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tshl ins(%[[X]], %[[Y]] : [[XT]], [[XT]]) outs(%[[X]] : [[XT]])
  pto.tshl ins(%x, %y : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tshls ins(%[[X]], %[[B]] : [[XT]], i8) outs(%[[X]] : [[XT]])
  pto.tshls ins(%x, %b : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tands ins(%[[X]], %[[B]] : [[XT]], i8) outs(%[[Y]] : [[XT]])
  pto.tands ins(%x, %b : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%y : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tmaxs ins(%[[N]], %[[F]] : [[NT]], f32) outs(%[[N]] : [[NT]])
  pto.tmaxs ins(%n, %f : !pto.tile_buf<vec, 16x16xi32>, f32) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tmins ins(%[[N]], %[[F]] : [[NT]], f32) outs(%[[N]] : [[NT]])
  pto.tmins ins(%n, %f : !pto.tile_buf<vec, 16x16xi32>, f32) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  return
}

}

// -----

// Element types and forms legal on a5 only.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @a5_types
// CHECK-SAME: (%[[S:.*]]: bf16, %[[B8:.*]]: i8, %[[F:.*]]: f32)
func.func @a5_types(%s: bf16, %b8: i8, %f: f32) {
  // CHECK: %[[BF:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bf = pto.alloc_tile : !pto.tile_buf<vec, 16x32xbf16>
  // CHECK: %[[I8:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %i8 = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // CHECK: pto.tadd ins(%[[BF]], %[[BF]] : [[BT]], [[BT]]) outs(%[[BF]] : [[BT]])
  pto.tadd ins(%bf, %bf : !pto.tile_buf<vec, 16x32xbf16>, !pto.tile_buf<vec, 16x32xbf16>) outs(%bf : !pto.tile_buf<vec, 16x32xbf16>)
  // CHECK: pto.tmax ins(%[[I8]], %[[I8]] : [[IT]], [[IT]]) outs(%[[I8]] : [[IT]])
  pto.tmax ins(%i8, %i8 : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%i8 : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tpartadd ins(%[[I8]], %[[I8]] : [[IT]], [[IT]]) outs(%[[I8]] : [[IT]])
  pto.tpartadd ins(%i8, %i8 : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%i8 : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tmuls ins(%[[BF]], %[[S]] : [[BT]], bf16) outs(%[[BF]] : [[BT]])
  pto.tmuls ins(%bf, %s : !pto.tile_buf<vec, 16x32xbf16>, bf16) outs(%bf : !pto.tile_buf<vec, 16x32xbf16>)
  // CHECK: pto.tadds ins(%[[I8]], %[[B8]] : [[IT]], i8) outs(%[[I8]] : [[IT]])
  pto.tadds ins(%i8, %b8 : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%i8 : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.taxpy ins(%[[BF]], %[[S]] : [[BT]], bf16) outs(%[[BF]] : [[BT]])
  pto.taxpy ins(%bf, %s : !pto.tile_buf<vec, 16x32xbf16>, bf16) outs(%bf : !pto.tile_buf<vec, 16x32xbf16>)
  // CHECK: pto.tneg ins(%[[BF]] : [[BT]]) outs(%[[BF]] : [[BT]])
  pto.tneg ins(%bf : !pto.tile_buf<vec, 16x32xbf16>) outs(%bf : !pto.tile_buf<vec, 16x32xbf16>)
  return
}

// The a5 element types of the ops with their own lists: i32 for the
// bitwise ops, i8 for tshrs/tsub/tdivs, i16/i32 for tdiv, i16 for trem, bf16
// for tmins.
// CHECK-LABEL: func.func @a5_own_element_types
// CHECK-SAME: (%[[I:.*]]: i32, %[[B:.*]]: i8, %[[S:.*]]: bf16)
func.func @a5_own_element_types(%i: i32, %b: i8, %s: bf16) {
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[NT]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[XT:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // CHECK: %[[BF:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bf = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // CHECK: pto.tand ins(%[[N]], %[[M]] : [[NT]], [[NT]]) outs(%[[N]] : [[NT]])
  pto.tand ins(%n, %m : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tor ins(%[[N]], %[[M]] : [[NT]], [[NT]]) outs(%[[N]] : [[NT]])
  pto.tor ins(%n, %m : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.txor ins(%[[N]], %[[M]], %[[M]] : [[NT]], [[NT]], [[NT]]) outs(%[[N]] : [[NT]])
  pto.txor ins(%n, %m, %m : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tands ins(%[[N]], %[[I]] : [[NT]], i32) outs(%[[M]] : [[NT]])
  pto.tands ins(%n, %i : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%m : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tors ins(%[[N]], %[[I]] : [[NT]], i32) outs(%[[M]] : [[NT]])
  pto.tors ins(%n, %i : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%m : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.txors ins(%[[N]], %[[I]], %[[N]] : [[NT]], i32, [[NT]]) outs(%[[M]] : [[NT]])
  pto.txors ins(%n, %i, %n : !pto.tile_buf<vec, 16x16xi32>, i32, !pto.tile_buf<vec, 16x16xi32>) outs(%m : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tnot ins(%[[N]] : [[NT]]) outs(%[[M]] : [[NT]])
  pto.tnot ins(%n : !pto.tile_buf<vec, 16x16xi32>) outs(%m : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tdiv ins(%[[N]], %[[M]] : [[NT]], [[NT]]) outs(%[[N]] : [[NT]])
  pto.tdiv ins(%n, %m : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%n : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.tshrs ins(%[[X]], %[[B]] : [[XT]], i8) outs(%[[X]] : [[XT]])
  pto.tshrs ins(%x, %b : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tsub ins(%[[X]], %[[X]] : [[XT]], [[XT]]) outs(%[[X]] : [[XT]])
  pto.tsub ins(%x, %x : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.tdivs ins(%[[X]], %[[B]] : [[XT]], i8) outs(%[[X]] : [[XT]])
  pto.tdivs ins(%x, %b : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%x : !pto.tile_buf<vec, 16x32xi8>)
  // CHECK: pto.trem ins(%[[H]], %[[H]], %[[H]] : [[HT]], [[HT]], [[HT]]) outs(%[[H]] : [[HT]])
  pto.trem ins(%h, %h, %h : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%h : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tmins ins(%[[BF]], %[[S]] : [[BT]], bf16) outs(%[[BF]] : [[BT]])
  pto.tmins ins(%bf, %s : !pto.tile_buf<vec, 16x16xbf16>, bf16) outs(%bf : !pto.tile_buf<vec, 16x16xbf16>)
  return
}

// trecip may run in place on a5.
// CHECK-LABEL: func.func @a5_recip_in_place
func.func @a5_recip_in_place() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // CHECK: pto.trecip ins(%[[A]] : [[T]]) outs(%[[A]] : [[T]])
  pto.trecip ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// trandom is an a5 op in ptoas (its a3 verifier always fails).
// CHECK-LABEL: func.func @a5_random
// CHECK-SAME: (%[[K:.*]]: i32)
func.func @a5_random(%k: i32) {
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %r = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // CHECK: pto.trandom ins(%[[K]], %[[K]], %[[K]], %[[K]], %[[K]], %[[K]] : i32, i32, i32, i32, i32, i32) outs(%[[R]] : [[RT]])
  pto.trandom ins(%k, %k, %k, %k, %k, %k : i32, i32, i32, i32, i32, i32) outs(%r : !pto.tile_buf<vec, 16x16xi32>)
  // CHECK: pto.trandom ins(%[[K]], %[[K]], %[[K]], %[[K]], %[[K]], %[[K]] {rounds = 7 : i32} : i32, i32, i32, i32, i32, i32) outs(%[[R]] : [[RT]])
  pto.trandom ins(%k, %k, %k, %k, %k, %k {rounds = 7 : i32} : i32, i32, i32, i32, i32, i32) outs(%r : !pto.tile_buf<vec, 16x16xi32>)
  return
}

}
