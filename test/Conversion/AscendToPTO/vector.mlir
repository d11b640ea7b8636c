// Lowering of the ascend Vector core ops (VectorOps.cpp) to PTO tile instructions: the
// instruction each op and kind becomes, its tile types, scratch tiles (+ tmov for in-place
// tands/tors and a3 trecip), per-row/per-column vector layouts, and vec padding to 32 elements.
// ascend-allocate-scratch makes the scratch tiles and the copies; the lowering passes them on.
// RUN: pto-opt %s --ascend-allocate-scratch --convert-ascend-to-pto -split-input-file | FileCheck %s

// Every ascend.vbinary kind -> its tile-tile instruction.
// CHECK-LABEL: func.func @vbinary
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vbinary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[F32]]
  %b = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[F32]]
  %c = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[I16:!pto\.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK: %[[Y:.*]] = pto.alloc_tile : [[I16]]
  %y = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK: pto.tadd ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <add> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tsub ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <sub> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmul ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <mul> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tdiv ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <div> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmax ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <max> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmin ins(%[[A]], %[[B]] : [[F32]], [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary <min> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tand ins(%[[X]], %[[Y]] : [[I16]], [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary <and> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tor ins(%[[X]], %[[Y]] : [[I16]], [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary <or> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tshl ins(%[[X]], %[[Y]] : [[I16]], [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary <shl> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tshr ins(%[[X]], %[[Y]] : [[I16]], [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary <shr> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// Every ascend.vbinary_scalar kind -> its tile-scalar instruction; `reversed`
// div -> tdivs with the scalar first (scalar / tile).
// CHECK-LABEL: func.func @vbinary_scalar
// CHECK-SAME: (%[[S:.*]]: f32, %[[N:.*]]: i16)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vbinary_scalar(%s: f32, %n: i16) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[F32]]
  %c = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[I16:!pto\.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK: %[[Y:.*]] = pto.alloc_tile : [[I16]]
  %y = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK: pto.tadds ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <add> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tsubs ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <sub> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmuls ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <mul> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tdivs ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <div> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmaxs ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <max> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tmins ins(%[[A]], %[[S]] : [[F32]], f32) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <min> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tdivs ins(%[[S]], %[[A]] : f32, [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vbinary_scalar <div> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  // CHECK: pto.tands ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[Y]] : [[I16]])
  ascend.vbinary_scalar <and> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%y : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tors ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[Y]] : [[I16]])
  ascend.vbinary_scalar <or> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%y : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tshls ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[Y]] : [[I16]])
  ascend.vbinary_scalar <shl> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%y : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: pto.tshrs ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[Y]] : [[I16]])
  ascend.vbinary_scalar <shr> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%y : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// Every ascend.vunary kind -> its unary instruction (trsqrt without a tmp).
// CHECK-LABEL: func.func @vunary
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vunary() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[F32]]
  %c = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[I16:!pto\.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK: pto.texp ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <exp> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tlog ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <ln> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tsqrt ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <sqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trsqrt ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <rsqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trecip ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tabs ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trelu ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <relu> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tneg ins(%[[A]] : [[F32]]) outs(%[[C]] : [[F32]])
  ascend.vunary <neg> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tnot ins(%[[X]] : [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vunary <not> ins(%x : memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// ascend.vcast -> tcvt with the round mode as rmode (rint by default).
// CHECK-LABEL: func.func @vcast
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vcast() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[F16:!pto\.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = memref.alloc() : memref<16x64xf16, #ascend.address_space<ub>>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[I32:!pto\.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xi32, #ascend.address_space<ub>>
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode RINT>} : [[F32]]) outs(%[[H]] : [[F16]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode ROUND>} : [[F32]]) outs(%[[X]] : [[I32]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<round>}
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode FLOOR>} : [[F32]]) outs(%[[X]] : [[I32]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<floor>}
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode CEIL>} : [[F32]]) outs(%[[X]] : [[I32]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<ceil>}
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode TRUNC>} : [[F32]]) outs(%[[X]] : [[I32]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<trunc>}
  // CHECK: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode RINT>} : [[F32]]) outs(%[[X]] : [[I32]])
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<rint>}
  // CHECK: pto.tcvt ins(%[[H]] {rmode = #pto<round_mode RINT>} : [[F16]]) outs(%[[A]] : [[F32]])
  ascend.vcast ins(%h : memref<16x64xf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// dim 1: trowsum/trowmax/trowmin into the M x 1 col_major (DN) tile, each with
// its own scratch tile shaped like src, allocated at the start of the function.
// CHECK-LABEL: func.func @vreduce_rows
// CHECK-NEXT: %[[T0:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: %[[T1:.*]] = pto.alloc_tile : [[F32]]
// CHECK-NEXT: %[[T2:.*]] = pto.alloc_tile : [[F32]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vreduce_rows() {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[R:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.trowsum ins(%[[A]], %[[T0]] : [[F32]], [[F32]]) outs(%[[R]] : [[ROW]])
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowmax ins(%[[A]], %[[T1]] : [[F32]], [[F32]]) outs(%[[R]] : [[ROW]])
  ascend.vreduce <max> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowmin ins(%[[A]], %[[T2]] : [[F32]], [[F32]]) outs(%[[R]] : [[ROW]])
  ascend.vreduce <min> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// The first columns of a ub buffer reduced (tilelang-ascend's real_shape):
// the buffer's tile with those columns valid around the reduction, the whole
// buffer after it; likewise a result that is the first columns of a row.
// CHECK-LABEL: func.func @vreduce_column_regions
// (The constants' names say their values: %c4, %c4_2, ...)
// CHECK: %[[A:.*]] = pto.alloc_tile valid_row = %c4{{(_[0-9]+)?}} valid_col = %c8{{(_[0-9]+)?}} : [[A_T:!pto\.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[O:.*]] = pto.alloc_tile valid_row = %c1{{(_[0-9]+)?}} valid_col = %c8{{(_[0-9]+)?}} : [[O_T:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[R:.*]] = pto.alloc_tile : [[R_T:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.set_validshape %[[A]], %c4{{(_[0-9]+)?}}, %c4{{(_[0-9]+)?}} : [[A_T]]
// CHECK-NEXT: pto.trowmax ins(%[[A]], %{{.*}} : [[A_T]], {{.*}}) outs(%[[R]] : [[R_T]])
// CHECK: pto.set_validshape %[[A]], %c4{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}} : [[A_T]]
// CHECK: pto.set_validshape %[[A]], %c4{{(_[0-9]+)?}}, %c4{{(_[0-9]+)?}} : [[A_T]]
// CHECK: pto.set_validshape %[[O]], %c1{{(_[0-9]+)?}}, %c4{{(_[0-9]+)?}} : [[O_T]]
// CHECK-NEXT: pto.tcolsum ins(%[[A]] : [[A_T]]) outs(%[[O]] : [[O_T]])
// CHECK: pto.set_validshape %[[O]], %c1{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}} : [[O_T]]
// CHECK: pto.set_validshape %[[A]], %c4{{(_[0-9]+)?}}, %c8{{(_[0-9]+)?}} : [[A_T]]
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vreduce_column_regions() {
  %a = memref.alloc() : memref<4x8xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %o = memref.alloc() : memref<1x8xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %r = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  %s = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x8xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<4x4xf32, strided<[8, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  %t = memref.subview %o[0, 0] [1, 4] [1, 1] : memref<1x8xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<1x4xf32, strided<[8, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  ascend.vreduce <max> ins(%s : memref<4x4xf32, strided<[8, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%r : memref<4x1xf32, #ascend.address_space<ub>>)
  ascend.vreduce <sum> ins(%s : memref<4x4xf32, strided<[8, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%t : memref<1x4xf32, strided<[8, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) {dim = 0 : i64}
  return
}
}

// -----

// dim 0: tcolsum/tcolmax/tcolmin into the 1 x N row_major tile, no scratch.
// CHECK-LABEL: func.func @vreduce_cols
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vreduce_cols() {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[C:.*]] = pto.alloc_tile : [[COL:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %c = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.tcolsum ins(%[[A]] : [[F32]]) outs(%[[C]] : [[COL]])
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: pto.tcolmax ins(%[[A]] : [[F32]]) outs(%[[C]] : [[COL]])
  ascend.vreduce <max> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: pto.tcolmin ins(%[[A]] : [[F32]]) outs(%[[C]] : [[COL]])
  ascend.vreduce <min> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: return
  return
}
}

// -----

// dim 1: trowexpand<kind> with the M x 1 col_major tile as src1, no tmp.
// CHECK-LABEL: func.func @vbroadcast_binary_rows
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vbroadcast_binary_rows() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[F32]]
  %d = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: pto.trowexpandadd ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trowexpandsub ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <sub> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trowexpandmul ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <mul> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trowexpanddiv ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <div> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trowexpandmax ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <max> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.trowexpandmin ins(%[[A]], %[[R]] : [[F32]], [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <min> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// dim 0: tcolexpand<kind> with the 1 x N row_major tile as src1.
// CHECK-LABEL: func.func @vbroadcast_binary_cols
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vbroadcast_binary_cols() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[COL:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %c = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[F32]]
  %d = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: pto.tcolexpandadd ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <add> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: pto.tcolexpandsub ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <sub> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: pto.tcolexpandmul ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <mul> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: pto.tcolexpanddiv ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <div> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: pto.tcolexpandmax ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <max> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: pto.tcolexpandmin ins(%[[A]], %[[C]] : [[F32]], [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast_binary <min> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: return
  return
}
}

// -----

// ascend.vbroadcast: dim 1 -> trowexpand, dim 0 -> tcolexpand.
// CHECK-LABEL: func.func @vbroadcast
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vbroadcast() {
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[COL:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %c = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: pto.trowexpand ins(%[[R]] : [[ROW]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tcolexpand ins(%[[C]] : [[COL]]) outs(%[[D]] : [[F32]])
  ascend.vbroadcast ins(%c : memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: return
  return
}
}

// -----

// ascend.vdup -> texpands; on an M x 1 per-row vector through a treshape to 1 x M.
// CHECK-LABEL: func.func @vdup
// CHECK-SAME: (%[[S:.*]]: f32, %[[N:.*]]: i32)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vdup(%s: f32, %n: i32) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[X:.*]] = pto.alloc_tile : [[I32:!pto\.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xi32, #ascend.address_space<ub>>
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK: pto.texpands ins(%[[S]] : f32) outs(%[[A]] : [[F32]])
  ascend.vdup ins(%s : f32) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.texpands ins(%[[N]] : i32) outs(%[[X]] : [[I32]])
  ascend.vdup ins(%n : i32) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK: %[[RV:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: pto.texpands ins(%[[S]] : f32) outs(%[[RV]] : [[ROWV]])
  ascend.vdup ins(%s : f32) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// ascend.vcmp: a tile rhs -> tcmp, a scalar rhs -> tcmps; every predicate keeps its meaning.
// CHECK-LABEL: func.func @vcmp
// CHECK-SAME: (%[[S:.*]]: f32)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vcmp(%s: f32) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[F32]]
  %b = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MASK:!pto\.tile_buf<loc=vec, dtype=i8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<16x64xi8, #ascend.address_space<ub>>
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp eq>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <eq> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp ne>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <ne> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp lt>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <lt> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp le>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <le> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp gt>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <gt> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp ge>} : [[F32]], [[F32]]) outs(%[[M]] : [[MASK]])
  ascend.vcmp <ge> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp eq>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <eq> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp ne>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <ne> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp lt>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <lt> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp le>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <le> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp gt>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <gt> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp ge>} : [[F32]], f32) outs(%[[M]] : [[MASK]])
  ascend.vcmp <ge> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// ascend.vselect -> tsel with its scratch tile (one 32-byte row of dst's
// element type, where a2/a3 keep a row's compare mask), allocated at the
// start of the function.
// CHECK-LABEL: func.func @vselect
// CHECK-NEXT: %[[TMP:.*]] = pto.alloc_tile : [[TMPT:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vselect() {
  // CHECK-NEXT: %[[M:.*]] = pto.alloc_tile : [[MASK:!pto\.tile_buf<loc=vec, dtype=i8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<16x64xi8, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[F32]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[B:.*]] = pto.alloc_tile : [[F32]]
  %b = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[D:.*]] = pto.alloc_tile : [[F32]]
  %d = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.tsel ins(%[[M]], %[[A]], %[[B]], %[[TMP]] : [[MASK]], [[F32]], [[F32]], [[TMPT]]) outs(%[[D]] : [[F32]])
  ascend.vselect ins(%m, %a, %b : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// An M x 1 ub buffer (M > 1) is a col_major (DN) tile with its rows padded to a
// multiple of 32 (16x1 -> rows=32, v_row=16); the element-wise instructions want
// row_major tiles, so they see it through a treshape to a 1 x M row_major tile
// (cols=32, v_col=16), one per operand, created in operand order.
// CHECK-LABEL: func.func @per_row_vectors
// CHECK-SAME: (%[[S:.*]]: f32)
// CHECK-NEXT: %[[TMP:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @per_row_vectors(%s: f32) {
  // CHECK-NEXT: %[[R:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[Q:.*]] = pto.alloc_tile : [[ROW]]
  %q = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[H:.*]] = pto.alloc_tile : [[ROWH:!pto\.tile_buf<loc=vec, dtype=f16, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %h = memref.alloc() : memref<16x1xf16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[M:.*]] = pto.alloc_tile : [[ROWM:!pto\.tile_buf<loc=vec, dtype=i8, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<16x1xi8, #ascend.address_space<ub>>
  // vbinary: lhs, rhs and dst each reshaped.
  // CHECK-NEXT: %[[V0:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[V1:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V2:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.tmax ins(%[[V0]], %[[V1]] : [[ROWV]], [[ROWV]]) outs(%[[V2]] : [[ROWV]])
  ascend.vbinary <max> ins(%r, %q : memref<16x1xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[V3:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V4:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.tmuls ins(%[[V3]], %[[S]] : [[ROWV]], f32) outs(%[[V4]] : [[ROWV]])
  ascend.vbinary_scalar <mul> ins(%r, %s : memref<16x1xf32, #ascend.address_space<ub>>, f32) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[V5:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V6:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.texp ins(%[[V5]] : [[ROWV]]) outs(%[[V6]] : [[ROWV]])
  ascend.vunary <exp> ins(%q : memref<16x1xf32, #ascend.address_space<ub>>) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[V7:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V8:.*]] = pto.treshape %[[H]] : [[ROWH]] -> [[ROWHV:!pto\.tile_buf<loc=vec, dtype=f16, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: pto.tcvt ins(%[[V7]] {rmode = #pto<round_mode RINT>} : [[ROWV]]) outs(%[[V8]] : [[ROWHV]])
  ascend.vcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%h : memref<16x1xf16, #ascend.address_space<ub>>)
  // vcmp: lhs, mask, then rhs reshaped; vselect: dst, mask, on_true, on_false
  // reshaped (the scratch tile, allocated at the start, is one row already).
  // CHECK-NEXT: %[[V9:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V10:.*]] = pto.treshape %[[M]] : [[ROWM]] -> [[ROWMV:!pto\.tile_buf<loc=vec, dtype=i8, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[V11:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.tcmp ins(%[[V9]], %[[V11]] {cmpMode = #pto<cmp lt>} : [[ROWV]], [[ROWV]]) outs(%[[V10]] : [[ROWMV]])
  ascend.vcmp <lt> ins(%r, %q : memref<16x1xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%m : memref<16x1xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[V12:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V13:.*]] = pto.treshape %[[M]] : [[ROWM]] -> [[ROWMV]]
  // CHECK-NEXT: pto.tcmps ins(%[[V12]], %[[S]] {cmpMode = #pto<cmp ge>} : [[ROWV]], f32) outs(%[[V13]] : [[ROWMV]])
  ascend.vcmp <ge> ins(%r, %s : memref<16x1xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x1xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[V14:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V15:.*]] = pto.treshape %[[M]] : [[ROWM]] -> [[ROWMV]]
  // CHECK-NEXT: %[[V16:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: %[[V17:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.tsel ins(%[[V15]], %[[V16]], %[[V17]], %[[TMP]] : [[ROWMV]], [[ROWV]], [[ROWV]], !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, {{.*}}>) outs(%[[V14]] : [[ROWV]])
  ascend.vselect ins(%m, %r, %q : memref<16x1xi8, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK: return
  return
}
}

// -----

// Vec tiles pad the row_major cols (or the col_major rows of an M x 1 vector) to
// a multiple of 32 elements, whatever the element type, and keep the buffer's
// shape as the valid shape: 4x4xf32 -> cols=32, 4x1xf32 and 4x1xf16 -> rows=32,
// 1x4xf32 -> cols=32.
// CHECK-LABEL: func.func @padded_tiles
// CHECK-NEXT: %[[TMP:.*]] = pto.alloc_tile : [[TQ:!pto\.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @padded_tiles() {
  // CHECK-NEXT: %[[Q:.*]] = pto.alloc_tile : [[TQ]]
  %q = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[M:.*]] = pto.alloc_tile : [[Q1:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[H:.*]] = pto.alloc_tile : [[QH:!pto\.tile_buf<loc=vec, dtype=f16, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %h = memref.alloc() : memref<4x1xf16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[C:.*]] = pto.alloc_tile : [[QC:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %c = memref.alloc() : memref<1x4xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.trowmax ins(%[[Q]], %[[TMP]] : [[TQ]], [[TQ]]) outs(%[[M]] : [[Q1]])
  ascend.vreduce <max> ins(%q : memref<4x4xf32, #ascend.address_space<ub>>) outs(%m : memref<4x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowexpandsub ins(%[[Q]], %[[M]] : [[TQ]], [[Q1]]) outs(%[[Q]] : [[TQ]])
  ascend.vbroadcast_binary <sub> ins(%q, %m : memref<4x4xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%q : memref<4x4xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texp ins(%[[Q]] : [[TQ]]) outs(%[[Q]] : [[TQ]])
  ascend.vunary <exp> ins(%q : memref<4x4xf32, #ascend.address_space<ub>>) outs(%q : memref<4x4xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tcolsum ins(%[[Q]] : [[TQ]]) outs(%[[C]] : [[QC]])
  ascend.vreduce <sum> ins(%q : memref<4x4xf32, #ascend.address_space<ub>>) outs(%c : memref<1x4xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: pto.tcolexpanddiv ins(%[[Q]], %[[C]] : [[TQ]], [[QC]]) outs(%[[Q]] : [[TQ]])
  ascend.vbroadcast_binary <div> ins(%q, %c : memref<4x4xf32, #ascend.address_space<ub>>, memref<1x4xf32, #ascend.address_space<ub>>) outs(%q : memref<4x4xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: %[[MV:.*]] = pto.treshape %[[M]] : [[Q1]] -> [[Q1ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[MV2:.*]] = pto.treshape %[[M]] : [[Q1]] -> [[Q1ROW]]
  // CHECK-NEXT: pto.texp ins(%[[MV]] : [[Q1ROW]]) outs(%[[MV2]] : [[Q1ROW]])
  ascend.vunary <exp> ins(%m : memref<4x1xf32, #ascend.address_space<ub>>) outs(%m : memref<4x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[HV:.*]] = pto.treshape %[[H]] : [[QH]] -> [[QHROW:!pto\.tile_buf<loc=vec, dtype=f16, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[HV2:.*]] = pto.treshape %[[H]] : [[QH]] -> [[QHROW]]
  // CHECK-NEXT: pto.tabs ins(%[[HV]] : [[QHROW]]) outs(%[[HV2]] : [[QHROW]])
  ascend.vunary <abs> ins(%h : memref<4x1xf16, #ascend.address_space<ub>>) outs(%h : memref<4x1xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// The physical shape of a vec tile does not depend on its element type (16x16 of
// f32, f16, i8 and bf16 all get cols=32); sizes round up to the next multiple of 32
// (4x40 -> cols=64, 40x1 -> rows=64, 1x100 -> cols=128), multiples stay (32x1, 16x64).
// CHECK-LABEL: func.func @padded_shapes
// CHECK-SAME: (%[[F:.*]]: f32, %[[H:.*]]: f16, %[[K:.*]]: i16)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @padded_shapes(%f: f32, %h: f16, %k: i16) {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[AT:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[I:.*]] = pto.alloc_tile : [[IT:!pto\.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %i = memref.alloc() : memref<16x16xi8, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[C:.*]] = pto.alloc_tile : [[CT:!pto\.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %c = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[W:.*]] = pto.alloc_tile : [[WT:!pto\.tile_buf<loc=vec, dtype=bf16, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %w = memref.alloc() : memref<16x16xbf16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[D:.*]] = pto.alloc_tile : [[DT:!pto\.tile_buf<loc=vec, dtype=f32, rows=4, cols=64, v_row=4, v_col=40, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = memref.alloc() : memref<4x40xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[G:.*]] = pto.alloc_tile : [[GT:!pto\.tile_buf<loc=vec, dtype=i16, rows=1, cols=128, v_row=1, v_col=100, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %g = memref.alloc() : memref<1x100xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[J:.*]] = pto.alloc_tile : [[JT:!pto\.tile_buf<loc=vec, dtype=f16, rows=3, cols=32, v_row=3, v_col=5, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %j = memref.alloc() : memref<3x5xf16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[O:.*]] = pto.alloc_tile : [[OT:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=1, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %o = memref.alloc() : memref<1x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[X:.*]] = pto.alloc_tile : [[XT:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[R:.*]] = pto.alloc_tile : [[RT:!pto\.tile_buf<loc=vec, dtype=f32, rows=64, cols=1, v_row=40, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %r = memref.alloc() : memref<40x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[N:.*]] = pto.alloc_tile : [[NT:!pto\.tile_buf<loc=vec, dtype=i16, rows=32, cols=1, v_row=32, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %n = memref.alloc() : memref<32x1xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.texpands ins(%[[F]] : f32) outs(%[[A]] : [[AT]])
  ascend.vdup ins(%f : f32) outs(%a : memref<16x16xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tcvt ins(%[[C]] {rmode = #pto<round_mode RINT>} : [[CT]]) outs(%[[I]] : [[IT]])
  ascend.vcast ins(%c : memref<16x16xf16, #ascend.address_space<ub>>) outs(%i : memref<16x16xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texpands ins(%[[H]] : f16) outs(%[[C]] : [[CT]])
  ascend.vdup ins(%h : f16) outs(%c : memref<16x16xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tcvt ins(%[[A]] {rmode = #pto<round_mode RINT>} : [[AT]]) outs(%[[W]] : [[WT]])
  ascend.vcast ins(%a : memref<16x16xf32, #ascend.address_space<ub>>) outs(%w : memref<16x16xbf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texpands ins(%[[F]] : f32) outs(%[[D]] : [[DT]])
  ascend.vdup ins(%f : f32) outs(%d : memref<4x40xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texpands ins(%[[K]] : i16) outs(%[[G]] : [[GT]])
  ascend.vdup ins(%k : i16) outs(%g : memref<1x100xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texpands ins(%[[H]] : f16) outs(%[[J]] : [[JT]])
  ascend.vdup ins(%h : f16) outs(%j : memref<3x5xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[OV:.*]] = pto.treshape %[[O]] : [[OT]] -> [[OVT:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: pto.texpands ins(%[[F]] : f32) outs(%[[OV]] : [[OVT]])
  ascend.vdup ins(%f : f32) outs(%o : memref<1x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texpands ins(%[[F]] : f32) outs(%[[X]] : [[XT]])
  ascend.vdup ins(%f : f32) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[RV:.*]] = pto.treshape %[[R]] : [[RT]] -> [[RVT:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=40, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: pto.texpands ins(%[[F]] : f32) outs(%[[RV]] : [[RVT]])
  ascend.vdup ins(%f : f32) outs(%r : memref<40x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[NV:.*]] = pto.treshape %[[N]] : [[NT]] -> [[NVT:!pto\.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: pto.texpands ins(%[[K]] : i16) outs(%[[NV]] : [[NVT]])
  ascend.vdup ins(%k : i16) outs(%n : memref<32x1xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// On a5 tcmp/tcmps want the i8 mask shaped like the operands: a 16x16 f32 tile and
// its 16x16 i8 mask have one physical shape (16x32); tsel uses the same mask.
// CHECK-LABEL: func.func @cmp_padded_a5
// CHECK-SAME: (%[[S:.*]]: f32)
// CHECK-NEXT: %[[TMP:.*]] = pto.alloc_tile : [[TMPT:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @cmp_padded_a5(%s: f32) {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[TA:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[B:.*]] = pto.alloc_tile : [[TA]]
  %b = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[M:.*]] = pto.alloc_tile : [[TM:!pto\.tile_buf<loc=vec, dtype=i8, rows=16, cols=32, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<16x16xi8, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp gt>} : [[TA]], [[TA]]) outs(%[[M]] : [[TM]])
  ascend.vcmp <gt> ins(%a, %b : memref<16x16xf32, #ascend.address_space<ub>>, memref<16x16xf32, #ascend.address_space<ub>>) outs(%m : memref<16x16xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tcmps ins(%[[A]], %[[S]] {cmpMode = #pto<cmp le>} : [[TA]], f32) outs(%[[M]] : [[TM]])
  ascend.vcmp <le> ins(%a, %s : memref<16x16xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x16xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tsel ins(%[[M]], %[[A]], %[[B]], %[[TMP]] : [[TM]], [[TA]], [[TA]], [[TMPT]]) outs(%[[B]] : [[TA]])
  ascend.vselect ins(%m, %a, %b : memref<16x16xi8, #ascend.address_space<ub>>, memref<16x16xf32, #ascend.address_space<ub>>, memref<16x16xf32, #ascend.address_space<ub>>) outs(%b : memref<16x16xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// tands/tors need src and dst in different storage: an in-place and/or with a
// scalar computes into a scratch tile (allocated at the start of the function, one
// per op) and tmov's it to dst. Not in place, shl/shr, and tile-tile and: no scratch.
// CHECK-LABEL: func.func @bitwise_scalar_in_place
// CHECK-SAME: (%[[N:.*]]: i16)
// CHECK-NEXT: %[[S0:.*]] = pto.alloc_tile : [[I16:!pto\.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: %[[S1:.*]] = pto.alloc_tile : [[I16]]
// CHECK-NEXT: %[[S2:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=i16, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @bitwise_scalar_in_place(%n: i16) {
  // CHECK-NEXT: %[[X:.*]] = pto.alloc_tile : [[I16]]
  %x = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[Y:.*]] = pto.alloc_tile : [[I16]]
  %y = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[R:.*]] = pto.alloc_tile : [[ROW]]
  %r = memref.alloc() : memref<16x1xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.tands ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[S0]] : [[I16]])
  // CHECK-NEXT: pto.tmov ins(%[[S0]] : [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary_scalar <and> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tors ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[S1]] : [[I16]])
  // CHECK-NEXT: pto.tmov ins(%[[S1]] : [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary_scalar <or> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // A per-row vector: the scratch is a col_major vector too; tors works on the 1 x M
  // views of src and scratch, tmov moves the col_major tiles.
  // CHECK-NEXT: %[[RV:.*]] = pto.treshape %[[R]] : [[ROW]] -> [[ROWV:!pto\.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[SV:.*]] = pto.treshape %[[S2]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.tors ins(%[[RV]], %[[N]] : [[ROWV]], i16) outs(%[[SV]] : [[ROWV]])
  // CHECK-NEXT: pto.tmov ins(%[[S2]] : [[ROW]]) outs(%[[R]] : [[ROW]])
  ascend.vbinary_scalar <or> ins(%r, %n : memref<16x1xi16, #ascend.address_space<ub>>, i16) outs(%r : memref<16x1xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tands ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[Y]] : [[I16]])
  ascend.vbinary_scalar <and> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%y : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tshls ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[X]] : [[I16]])
  ascend.vbinary_scalar <shl> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tshrs ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[X]] : [[I16]])
  ascend.vbinary_scalar <shr> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tand ins(%[[X]], %[[Y]] : [[I16]], [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary <and> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// A3's TRECIP cannot run in place: an in-place rec computes into a scratch tile
// and tmov's it to dst (a per-row vector through its 1 x M views). Not in place,
// and the other unary kinds in place: no scratch.
// CHECK-LABEL: func.func @rec_in_place_a3
// CHECK-NEXT: %[[S0:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: %[[S1:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rec_in_place_a3() {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[F32]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[B:.*]] = pto.alloc_tile : [[F32]]
  %b = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[Q:.*]] = pto.alloc_tile : [[ROW]]
  %q = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.trecip ins(%[[A]] : [[F32]]) outs(%[[S0]] : [[F32]])
  // CHECK-NEXT: pto.tmov ins(%[[S0]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[QV:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[SV:.*]] = pto.treshape %[[S1]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.trecip ins(%[[QV]] : [[ROWV]]) outs(%[[SV]] : [[ROWV]])
  // CHECK-NEXT: pto.tmov ins(%[[S1]] : [[ROW]]) outs(%[[Q]] : [[ROW]])
  ascend.vunary <rec> ins(%q : memref<16x1xf32, #ascend.address_space<ub>>) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trecip ins(%[[A]] : [[F32]]) outs(%[[B]] : [[F32]])
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%b : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texp ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <exp> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trsqrt ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <rsqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tabs ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// On a5 an in-place rec stays in place; the in-place tands scratch is not
// arch-dependent.
// CHECK-LABEL: func.func @rec_in_place_a5
// CHECK-SAME: (%[[N:.*]]: i16)
// CHECK-NEXT: %[[S0:.*]] = pto.alloc_tile : [[I16:!pto\.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @rec_in_place_a5(%n: i16) {
  // CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[B:.*]] = pto.alloc_tile : [[F32]]
  %b = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[Q:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %q = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.trecip ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[QV:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV:!pto\.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  // CHECK-NEXT: %[[QV2:.*]] = pto.treshape %[[Q]] : [[ROW]] -> [[ROWV]]
  // CHECK-NEXT: pto.trecip ins(%[[QV]] : [[ROWV]]) outs(%[[QV2]] : [[ROWV]])
  ascend.vunary <rec> ins(%q : memref<16x1xf32, #ascend.address_space<ub>>) outs(%q : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trecip ins(%[[A]] : [[F32]]) outs(%[[B]] : [[F32]])
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%b : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texp ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <exp> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trsqrt ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <rsqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.tabs ins(%[[A]] : [[F32]]) outs(%[[A]] : [[F32]])
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: %[[X:.*]] = pto.alloc_tile : [[I16]]
  %x = memref.alloc() : memref<16x64xi16, #ascend.address_space<ub>>
  // CHECK-NEXT: pto.tands ins(%[[X]], %[[N]] : [[I16]], i16) outs(%[[S0]] : [[I16]])
  // CHECK-NEXT: pto.tmov ins(%[[S0]] : [[I16]]) outs(%[[X]] : [[I16]])
  ascend.vbinary_scalar <and> ins(%x, %n : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: return
  return
}
}

// -----

// A whole row softmax from GM to GM: the vector ops compose with the DMA lowering.
// CHECK-LABEL: func.func @softmax_rows
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f32>)
// CHECK-NEXT: %[[T0:.*]] = pto.alloc_tile : [[F32:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-NEXT: %[[T1:.*]] = pto.alloc_tile : [[F32]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @softmax_rows(%g: memref<16x64xf32, #ascend.address_space<gm>>) {
  // CHECK-NEXT: %[[X:.*]] = pto.alloc_tile : [[F32]]
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // CHECK-NEXT: %[[M:.*]] = pto.alloc_tile : [[ROW:!pto\.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %m = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x64xf32>) outs(%[[X]] : [[F32]])
  ascend.load ins(%g : memref<16x64xf32, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowmax ins(%[[X]], %[[T0]] : [[F32]], [[F32]]) outs(%[[M]] : [[ROW]])
  ascend.vreduce <max> ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowexpandsub ins(%[[X]], %[[M]] : [[F32]], [[ROW]]) outs(%[[X]] : [[F32]])
  ascend.vbroadcast_binary <sub> ins(%x, %m : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.texp ins(%[[X]] : [[F32]]) outs(%[[X]] : [[F32]])
  ascend.vunary <exp> ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowsum ins(%[[X]], %[[T1]] : [[F32]], [[F32]]) outs(%[[M]] : [[ROW]])
  ascend.vreduce <sum> ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: pto.trowexpanddiv ins(%[[X]], %[[M]] : [[F32]], [[ROW]]) outs(%[[X]] : [[F32]])
  ascend.vbroadcast_binary <div> ins(%x, %m : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: pto.tstore ins(%[[X]] : [[F32]]) outs(%{{.*}} : !pto.partition_tensor_view<16x64xf32>)
  ascend.store ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%g : memref<16x64xf32, #ascend.address_space<gm>>)
  // CHECK: return
  return
}
}

// -----

// The element types of each kind and form are those of the PTO instruction it
// lowers to (AscendVectorKinds.td): i8 tadd and bf16 tneg on a5, integer
// tdivs and integer tmaxs (as a tile of the scalar) on both arches.
// CHECK-LABEL: func.func @table_elements_a5
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @table_elements_a5(%s: i32) {
  %a = memref.alloc() : memref<16x64xi8, #ascend.address_space<ub>>
  %h = memref.alloc() : memref<16x64xbf16, #ascend.address_space<ub>>
  %i = memref.alloc() : memref<16x64xi32, #ascend.address_space<ub>>
  %j = memref.alloc() : memref<16x64xi32, #ascend.address_space<ub>>
  // CHECK: pto.tadd ins({{.*}} : !pto.tile_buf<loc=vec, dtype=i8, {{.*}}>, !pto.tile_buf<loc=vec, dtype=i8, {{.*}}>) outs(
  ascend.vbinary <add> ins(%a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: pto.tneg ins({{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, {{.*}}>) outs(
  ascend.vunary <neg> ins(%h : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%h : memref<16x64xbf16, #ascend.address_space<ub>>)
  // CHECK: pto.tdivs ins(%{{.*}}, %{{.*}} : i32, !pto.tile_buf<loc=vec, dtype=i32, {{.*}}>) outs(
  ascend.vbinary_scalar <div> ins(%i, %s : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%j : memref<16x64xi32, #ascend.address_space<ub>>) {reversed}
  return
}
}

// -----

// ascend.vci -> pto.tci on the one-row tile.
// CHECK-LABEL: func.func @vci
// CHECK: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128, v_row=1, v_col=128, blayout=row_major
// CHECK: pto.tci ins(%{{.*}} : i32) outs(%[[D]] : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=128
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vci(%s: i32) {
  %d = memref.alloc() : memref<1x128xi32, #ascend.address_space<ub>>
  ascend.vci ins(%s : i32) outs(%d : memref<1x128xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ascend.vgather -> pto.tgather's index form with the i32 scratch tile
// ascend-allocate-scratch adds.
// CHECK-LABEL: func.func @vgather
// CHECK-DAG: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=8, cols=64
// CHECK-DAG: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64
// CHECK-DAG: %[[I:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=8, cols=64
// CHECK-DAG: %[[Y:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64
// CHECK: pto.tgather ins(%[[X]], %[[I]], %[[T]] : {{.*}}) outs(%[[Y]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather() {
  %x = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
  %i = memref.alloc() : memref<8x64xi32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%y : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ascend.vgather_mask -> pto.tgather's mask-pattern form (period 2, phase
// 1: P1010).
// CHECK-LABEL: func.func @vgather_mask
// CHECK: %[[X:.*]] = pto.alloc_tile : [[XT:!pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=64, v_row=2, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[D:.*]] = pto.alloc_tile : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tgather ins(%[[X]], {maskPattern = #pto.mask_pattern<P1010>} : [[XT]]) outs(%[[D]] : [[DT]])
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather_mask() {
  %x = memref.alloc() : memref<2x64xf32, #ascend.address_space<ub>>
  %d = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
  ascend.vgather_mask ins(%x : memref<2x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x64xf32, #ascend.address_space<ub>>) {period = 2 : i64, phase = 1 : i64}
  return
}
}

// -----

// ascend.vsort32 -> pto.tsort32 of whole blocks (no scratch tile), the i32
// indices seen as the ui32 tile pto-isa's TSORT32 takes.
// CHECK-LABEL: func.func @vsort32
// CHECK: %[[X:.*]] = pto.alloc_tile : [[XT:!pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=64, v_row=2, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[I:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=2, cols=64, v_row=2, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[D:.*]] = pto.alloc_tile : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=128, v_row=2, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[U:.*]] = pto.bitcast %[[I]] : [[IT]] -> [[UT:!pto.tile_buf<loc=vec, dtype=ui32, rows=2, cols=64, v_row=2, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tsort32 ins(%[[X]], %[[U]] : [[XT]], [[UT]]) outs(%[[D]] : [[DT]])
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @vsort32() {
  %x = memref.alloc() : memref<2x64xf32, #ascend.address_space<ub>>
  %i = memref.alloc() : memref<2x64xi32, #ascend.address_space<ub>>
  %d = memref.alloc() : memref<2x128xf32, #ascend.address_space<ub>>
  ascend.vsort32 ins(%x, %i : memref<2x64xf32, #ascend.address_space<ub>>, memref<2x64xi32, #ascend.address_space<ub>>) outs(%d : memref<2x128xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ascend.vmrgsort -> pto.tmrgsort's merge form, with the scratch tile of
// dst's shape that ascend-allocate-scratch adds and a zero executed list.
// CHECK-LABEL: func.func @vmrgsort
// CHECK-DAG: %[[EX:.*]] = arith.constant dense<0> : vector<4xi16>
// CHECK-DAG: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=384,
// CHECK-DAG: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128,
// CHECK-DAG: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=384,
// CHECK: pto.tmrgsort ins(%[[A]], %[[A]], %[[A]], %[[T]] {exhausted = false} : {{.*}}) outs(%[[D]], %[[EX]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=384, {{.*}}>, vector<4xi16>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vmrgsort() {
  %a = memref.alloc() : memref<1x128xf32, #ascend.address_space<ub>>
  %d = memref.alloc() : memref<1x384xf32, #ascend.address_space<ub>>
  ascend.vmrgsort ins(%a, %a, %a : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%d : memref<1x384xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ascend.vtranspose -> pto.ttrans with the scratch tile ascend-allocate-
// scratch adds: src's 32 columns as rows, its 16 rows rounded up to 16
// (a 32 x 16 tile, its rows padded as every ub tile's).
// CHECK-LABEL: func.func @vtranspose
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=16,
// CHECK: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32,
// CHECK: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=16,
// CHECK: pto.ttrans ins(%[[A]], %[[T]] : {{.*}}) outs(%[[D]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vtranspose() {
  %a = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  %d = memref.alloc() : memref<32x16xf32, #ascend.address_space<ub>>
  ascend.vtranspose ins(%a : memref<16x32xf32, #ascend.address_space<ub>>) outs(%d : memref<32x16xf32, #ascend.address_space<ub>>)
  return
}
}
