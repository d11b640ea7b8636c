// Round trip of the conversion, compare, select, padding, quantisation,
// gather/scatter, sort and transpose ops (PTOConvertOps.td) with every optional
// operand/attribute form; the last split holds the a5-only ops and forms.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s
// The a3 split is legal on a5 as well.
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @cvt
func.func @cvt() {
  // CHECK: %[[F:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x128xf32>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  // CHECK: %[[I:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %i = pto.alloc_tile : !pto.tile_buf<vec, 16x128xi32>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[TT:!pto.tile_buf<loc=vec, dtype=ui8, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 1x256xui8>
  // No attributes: the round mode defaults to CAST_RINT.
  // CHECK: pto.tcvt ins(%[[F]] : [[FT]]) outs(%[[H]] : [[HT]])
  pto.tcvt ins(%f : !pto.tile_buf<vec, 16x128xf32>) outs(%h : !pto.tile_buf<vec, 16x128xf16>)
  // CHECK: pto.tcvt ins(%[[H]] {rmode = #pto<round_mode NONE>} : [[HT]]) outs(%[[F]] : [[FT]])
  pto.tcvt ins(%h {rmode = #pto<round_mode NONE>} : !pto.tile_buf<vec, 16x128xf16>) outs(%f : !pto.tile_buf<vec, 16x128xf32>)
  // CHECK: pto.tcvt ins(%[[F]] {rmode = #pto<round_mode TRUNC>, sat_mode = #pto<saturation_mode ON>} : [[FT]]) outs(%[[I]] : [[IT]])
  pto.tcvt ins(%f {rmode = #pto<round_mode TRUNC>, sat_mode = #pto<saturation_mode ON>} : !pto.tile_buf<vec, 16x128xf32>) outs(%i : !pto.tile_buf<vec, 16x128xi32>)
  // The scratch form.
  // CHECK: pto.tcvt ins(%[[F]], %[[TMP]] {rmode = #pto<round_mode ROUND>} : [[FT]], [[TT]]) outs(%[[H]] : [[HT]])
  pto.tcvt ins(%f, %tmp {rmode = #pto<round_mode ROUND>} : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 1x256xui8>) outs(%h : !pto.tile_buf<vec, 16x128xf16>)
  // CHECK: pto.tcvt ins(%[[I]], %[[TMP]] {sat_mode = #pto<saturation_mode OFF>} : [[IT]], [[TT]]) outs(%[[F]] : [[FT]])
  pto.tcvt ins(%i, %tmp {sat_mode = #pto<saturation_mode OFF>} : !pto.tile_buf<vec, 16x128xi32>, !pto.tile_buf<vec, 1x256xui8>) outs(%f : !pto.tile_buf<vec, 16x128xf32>)
  return
}

// tcvt of the DN column a row reduction produces.
// CHECK-LABEL: func.func @cvt_column
func.func @cvt_column() {
  // CHECK: %[[S:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[DT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>
  // CHECK: pto.tcvt ins(%[[S]] {rmode = #pto<round_mode RINT>} : [[ST]]) outs(%[[D]] : [[DT]])
  pto.tcvt ins(%s {rmode = #pto<round_mode RINT>} : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>)
  return
}

// Compare into an i8 mask, then select with it.
// CHECK-LABEL: func.func @compare_select
// CHECK-SAME: (%[[S:.*]]: f32, %[[K:.*]]: i32)
func.func @compare_select(%s: f32, %k: i32) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[T:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[T]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi8>
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi32>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[TT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile : [[T]]
  %d = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] : [[T]], [[T]]) outs(%[[M]] : [[MT]])
  pto.tcmp ins(%a, %b : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
  // CHECK: pto.tcmp ins(%[[A]], %[[B]] {cmpMode = #pto<cmp gt>} : [[T]], [[T]]) outs(%[[M]] : [[MT]])
  pto.tcmp ins(%a, %b {cmpMode = #pto<cmp gt>} : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
  // CHECK: pto.tcmps ins(%[[A]], %[[S]] : [[T]], f32) outs(%[[M]] : [[MT]])
  pto.tcmps ins(%a, %s : !pto.tile_buf<vec, 32x32xf32>, f32) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
  // CHECK: pto.tcmps ins(%[[N]], %[[K]] {cmpMode = #pto<cmp eq>} : [[NT]], i32) outs(%[[M]] : [[MT]])
  pto.tcmps ins(%n, %k {cmpMode = #pto<cmp eq>} : !pto.tile_buf<vec, 32x32xi32>, i32) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
  // CHECK: pto.tsel ins(%[[M]], %[[A]], %[[B]], %[[TMP]] : [[MT]], [[T]], [[T]], [[TT]]) outs(%[[D]] : [[T]])
  pto.tsel ins(%m, %a, %b, %tmp : !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 32x32xf32>)
  // CHECK: pto.tsels ins(%[[M]], %[[A]], %[[TMP]], %[[S]] : [[MT]], [[T]], [[TT]], f32) outs(%[[D]] : [[T]])
  pto.tsels ins(%m, %a, %tmp, %s : !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 1x64xf32>, f32) outs(%d : !pto.tile_buf<vec, 32x32xf32>)
  return
}

// Padding: the dst pad key names the fill value.
// CHECK-LABEL: func.func @fill_pad
func.func @fill_pad(%r: index, %c: index) {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 16x128xf32, valid=?x?>
  // CHECK: %[[MIN:.*]] = pto.alloc_tile : [[MINT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=3>]]
  %min = pto.alloc_tile : !pto.tile_buf<vec, 16x128xf32, pad=3>
  // CHECK: %[[ZERO:.*]] = pto.alloc_tile : [[ZT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=1>]]
  %zero = pto.alloc_tile : !pto.tile_buf<vec, 16x128xf32, pad=1>
  // CHECK: %[[BIG:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=2>]]
  %big = pto.alloc_tile : !pto.tile_buf<vec, 32x128xf32, pad=2>
  // CHECK: %[[MAT:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, v_row=8, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %mat = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, valid=8x16>
  // CHECK: %[[MATP:.*]] = pto.alloc_tile : [[MPT:!pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=1>]]
  %matp = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, pad=1>
  // CHECK: pto.tfillpad ins(%[[SRC]] : [[ST]]) outs(%[[MIN]] : [[MINT]])
  pto.tfillpad ins(%src : !pto.tile_buf<vec, 16x128xf32, valid=?x?>) outs(%min : !pto.tile_buf<vec, 16x128xf32, pad=3>)
  // CHECK: pto.tfillpad ins(%[[ZERO]] : [[ZT]]) outs(%[[ZERO]] : [[ZT]])
  pto.tfillpad ins(%zero : !pto.tile_buf<vec, 16x128xf32, pad=1>) outs(%zero : !pto.tile_buf<vec, 16x128xf32, pad=1>)
  // CHECK: pto.tfillpad_inplace ins(%[[ZERO]] : [[ZT]]) outs(%[[ZERO]] : [[ZT]])
  pto.tfillpad_inplace ins(%zero : !pto.tile_buf<vec, 16x128xf32, pad=1>) outs(%zero : !pto.tile_buf<vec, 16x128xf32, pad=1>)
  // CHECK: pto.tfillpad_expand ins(%[[SRC]] : [[ST]]) outs(%[[BIG]] : [[BT]])
  pto.tfillpad_expand ins(%src : !pto.tile_buf<vec, 16x128xf32, valid=?x?>) outs(%big : !pto.tile_buf<vec, 32x128xf32, pad=2>)
  // On mat tiles too.
  // CHECK: pto.tfillpad ins(%[[MAT]] : [[MT]]) outs(%[[MATP]] : [[MPT]])
  pto.tfillpad ins(%mat : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, valid=8x16>) outs(%matp : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, pad=1>)
  return
}

// CHECK-LABEL: func.func @quant
func.func @quant() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: %[[FP:.*]] = pto.alloc_tile : [[FT]]
  %fp = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: %[[OFF:.*]] = pto.alloc_tile : [[FT]]
  %off = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: %[[Q:.*]] = pto.alloc_tile : [[QT:!pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %q = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi8>
  // CHECK: %[[U:.*]] = pto.alloc_tile : [[UT:!pto.tile_buf<loc=vec, dtype=ui8, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %u = pto.alloc_tile : !pto.tile_buf<vec, 32x32xui8>
  // CHECK: pto.tquant ins(%[[SRC]], %[[FP]] : [[FT]], [[FT]]) outs(%[[Q]] : [[QT]]) {quant_type = #pto<quant_type INT8_SYM>}
  pto.tquant ins(%src, %fp : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%q : !pto.tile_buf<vec, 32x32xi8>) {quant_type = #pto<quant_type INT8_SYM>}
  // CHECK: pto.tquant ins(%[[SRC]], %[[FP]], %[[OFF]] : [[FT]], [[FT]], [[FT]]) outs(%[[U]] : [[UT]]) {quant_type = #pto<quant_type INT8_ASYM>}
  pto.tquant ins(%src, %fp, %off : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%u : !pto.tile_buf<vec, 32x32xui8>) {quant_type = #pto<quant_type INT8_ASYM>}
  // CHECK: pto.tdequant ins(%[[Q]], %[[FP]], %[[OFF]] : [[QT]], [[FT]], [[FT]]) outs(%[[SRC]] : [[FT]])
  pto.tdequant ins(%q, %fp, %off : !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%src : !pto.tile_buf<vec, 32x32xf32>)
  return
}

// The three tgather forms.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[K:.*]]: f32)
func.func @gather(%k: f32) {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[IT]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: %[[DST:.*]] = pto.alloc_tile : [[ST]]
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: %[[POS:.*]] = pto.alloc_tile : [[IT]]
  %pos = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: %[[CNT:.*]] = pto.alloc_tile : [[IT]]
  %cnt = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // By index tile.
  // CHECK: pto.tgather ins(%[[SRC]], %[[IDX]], %[[TMP]] : [[ST]], [[IT]], [[IT]]) outs(%[[DST]] : [[ST]]){{$}}
  pto.tgather ins(%src, %idx, %tmp : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  // By comparison with kValue (cmpMode eq by default), with the count.
  // CHECK: pto.tgather ins(%[[SRC]], %[[K]], %[[TMP]] : [[ST]], f32, [[IT]]) outs(%[[POS]], %[[CNT]] : [[IT]], [[IT]]){{$}}
  pto.tgather ins(%src, %k, %tmp : !pto.tile_buf<vec, 1x64xf32>, f32, !pto.tile_buf<vec, 1x64xi32>) outs(%pos, %cnt : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>)
  // CHECK: pto.tgather ins(%[[SRC]], %[[K]], %[[TMP]] : [[ST]], f32, [[IT]]) outs(%[[POS]], %[[CNT]] : [[IT]], [[IT]]) {cmpMode = #pto<cmp gt>, offset = 4 : i32}
  pto.tgather ins(%src, %k, %tmp : !pto.tile_buf<vec, 1x64xf32>, f32, !pto.tile_buf<vec, 1x64xi32>) outs(%pos, %cnt : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) {cmpMode = #pto<cmp gt>, offset = 4 : i32}
  // By a fixed mask pattern.
  // CHECK: pto.tgather ins(%[[SRC]], {maskPattern = #pto.mask_pattern<P0101>} : [[ST]]) outs(%[[DST]] : [[ST]]){{$}}
  pto.tgather ins(%src, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x64xf32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.tgather ins(%[[SRC]], {maskPattern = #pto.mask_pattern<P1111>} : [[ST]]) outs(%[[DST]] : [[ST]]) {test.tag}
  pto.tgather ins(%src, {maskPattern = #pto.mask_pattern<P1111>} : !pto.tile_buf<vec, 1x64xf32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>) {test.tag}
  return
}

// i32 sources may be compared for equality on a3.
// CHECK-LABEL: func.func @gather_compare_i32
// CHECK-SAME: (%[[K:.*]]: i32)
func.func @gather_compare_i32(%k: i32) {
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: pto.tgather ins(%[[T]], %[[K]], %[[T]] : [[IT]], i32, [[IT]]) outs(%[[T]], %[[T]] : [[IT]], [[IT]]) {cmpMode = #pto<cmp eq>}
  pto.tgather ins(%t, %k, %t : !pto.tile_buf<vec, 1x64xi32>, i32, !pto.tile_buf<vec, 1x64xi32>) outs(%t, %t : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) {cmpMode = #pto<cmp eq>}
  return
}

// CHECK-LABEL: func.func @gatherb_scatter
func.func @gatherb_scatter() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: %[[OFF:.*]] = pto.alloc_tile : [[OT:!pto.tile_buf<loc=vec, dtype=ui32, rows=16, cols=4, v_row=16, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %off = pto.alloc_tile : !pto.tile_buf<vec, 16x4xui32>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // CHECK: %[[DST:.*]] = pto.alloc_tile : [[ST]]
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // CHECK: pto.tgatherb ins(%[[SRC]], %[[OFF]] : [[ST]], [[OT]]) outs(%[[DST]] : [[ST]])
  pto.tgatherb ins(%src, %off : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x4xui32>) outs(%dst : !pto.tile_buf<vec, 16x64xf16>)
  // CHECK: pto.tscatter ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[DST]] : [[ST]])
  pto.tscatter ins(%src, %idx : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xi16>) outs(%dst : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// CHECK-LABEL: func.func @sort
// CHECK-SAME: (%[[LEN:.*]]: i32)
func.func @sort(%len: i32) {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf16>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=ui32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x32xui32>
  // CHECK: %[[OUT:.*]] = pto.alloc_tile : [[OT:!pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %out = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // CHECK: pto.tsort32 ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[OUT]] : [[OT]])
  pto.tsort32 ins(%src, %idx : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<vec, 1x32xui32>) outs(%out : !pto.tile_buf<vec, 1x64xf16>)
  // CHECK: pto.tsort32 ins(%[[SRC]], %[[IDX]], %[[SRC]] : [[ST]], [[IT]], [[ST]]) outs(%[[OUT]] : [[OT]])
  pto.tsort32 ins(%src, %idx, %src : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<vec, 1x32xui32>, !pto.tile_buf<vec, 1x32xf16>) outs(%out : !pto.tile_buf<vec, 1x64xf16>)

  // CHECK: %[[L0:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=128, v_row=1, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %l0 = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // CHECK: %[[L1:.*]] = pto.alloc_tile : [[LT]]
  %l1 = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // CHECK: %[[L2:.*]] = pto.alloc_tile : [[LT]]
  %l2 = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // CHECK: %[[L3:.*]] = pto.alloc_tile : [[LT]]
  %l3 = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, v_row=1, v_col=512, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 1x512xf32>
  // CHECK: %[[MTMP:.*]] = pto.alloc_tile : [[MT]]
  %mtmp = pto.alloc_tile : !pto.tile_buf<vec, 1x512xf32>
  // CHECK: %[[EX:.*]] = arith.constant dense<0> : vector<4xi16>
  %ex = arith.constant dense<0> : vector<4xi16>
  // The block form: one source and a block length.
  // CHECK: pto.tmrgsort ins(%[[L0]], %[[LEN]] : [[LT]], i32) outs(%[[L1]] : [[LT]]){{$}}
  pto.tmrgsort ins(%l0, %len : !pto.tile_buf<vec, 1x128xf32>, i32) outs(%l1 : !pto.tile_buf<vec, 1x128xf32>)
  // The merge form: 2 to 4 sources and a scratch, with or without exhausted.
  // CHECK: pto.tmrgsort ins(%[[L0]], %[[L1]], %[[MTMP]] : [[LT]], [[LT]], [[MT]]) outs(%[[M]], %[[EX]] : [[MT]], vector<4xi16>){{$}}
  pto.tmrgsort ins(%l0, %l1, %mtmp : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x512xf32>) outs(%m, %ex : !pto.tile_buf<vec, 1x512xf32>, vector<4xi16>)
  // CHECK: pto.tmrgsort ins(%[[L0]], %[[L1]], %[[L2]], %[[MTMP]] {exhausted = true} : [[LT]], [[LT]], [[LT]], [[MT]]) outs(%[[M]], %[[EX]] : [[MT]], vector<4xi16>){{$}}
  pto.tmrgsort ins(%l0, %l1, %l2, %mtmp {exhausted = true} : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x512xf32>) outs(%m, %ex : !pto.tile_buf<vec, 1x512xf32>, vector<4xi16>)
  // CHECK: pto.tmrgsort ins(%[[L0]], %[[L1]], %[[L2]], %[[L3]], %[[MTMP]] {exhausted = false} : [[LT]], [[LT]], [[LT]], [[LT]], [[MT]]) outs(%[[M]], %[[EX]] : [[MT]], vector<4xi16>){{$}}
  pto.tmrgsort ins(%l0, %l1, %l2, %l3, %mtmp {exhausted = false} : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x512xf32>) outs(%m, %ex : !pto.tile_buf<vec, 1x512xf32>, vector<4xi16>)
  return
}

// CHECK-LABEL: func.func @trans
func.func @trans() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  // CHECK: %[[DST:.*]] = pto.alloc_tile : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 32x16xf32>
  // CHECK: pto.ttrans ins(%[[SRC]], %[[SRC]] : [[ST]], [[ST]]) outs(%[[DST]] : [[DT]])
  pto.ttrans ins(%src, %src : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x32xf32>) outs(%dst : !pto.tile_buf<vec, 32x16xf32>)
  return
}

}

// -----

// a5-only ops and forms.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @a5_ops
func.func @a5_ops() {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=ui16, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 8x32xui16>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=ui8, rows=8, cols=1, v_row=8, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 8x1xui8, blayout=col_major>
  // CHECK: %[[HIST:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=ui32, rows=8, cols=256, v_row=8, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %hist = pto.alloc_tile : !pto.tile_buf<vec, 8x256xui32>
  // CHECK: pto.thistogram ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[HIST]] : [[HT]]){{$}}
  pto.thistogram ins(%src, %idx : !pto.tile_buf<vec, 8x32xui16>, !pto.tile_buf<vec, 8x1xui8, blayout=col_major>) outs(%hist : !pto.tile_buf<vec, 8x256xui32>)
  // CHECK: pto.thistogram ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[HIST]] : [[HT]]) {isMSB = false}
  pto.thistogram ins(%src, %idx : !pto.tile_buf<vec, 8x32xui16>, !pto.tile_buf<vec, 8x1xui8, blayout=col_major>) outs(%hist : !pto.tile_buf<vec, 8x256xui32>) {isMSB = false}
  // CHECK: %[[W:.*]] = pto.alloc_tile : [[WT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %w = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32>
  // CHECK: %[[N:.*]] = pto.alloc_tile : [[NT:!pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %n = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // CHECK: pto.tpack ins(%[[W]] : [[WT]]) outs(%[[N]] : [[NT]])
  pto.tpack ins(%w : !pto.tile_buf<vec, 16x64xi32>) outs(%n : !pto.tile_buf<vec, 16x64xi16>)
  // tsel on i8 (a3 needs 16- or 32-bit elements).
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=vec, dtype=i8, rows=2, cols=128, v_row=2, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 2x128xi8>
  // CHECK: %[[TMP:.*]] = pto.alloc_tile : [[TT:!pto.tile_buf<loc=vec, dtype=i8, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  // CHECK: pto.tsel ins(%[[M]], %[[M]], %[[M]], %[[TMP]] : [[MT]], [[MT]], [[MT]], [[TT]]) outs(%[[M]] : [[MT]])
  pto.tsel ins(%m, %m, %m, %tmp : !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 1x64xi8>) outs(%m : !pto.tile_buf<vec, 2x128xi8>)
  return
}


// tcmp on a5: i8/i16/bf16 sources, and valid shapes that differ as long as
// src0, src1 and the mask have one physical shape (a3 compares valid shapes
// instead).
// CHECK-LABEL: func.func @a5_compare
// CHECK-SAME: (%[[K:.*]]: i8)
func.func @a5_compare(%k: i8) {
  // CHECK: %[[BF:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bf = pto.alloc_tile : !pto.tile_buf<vec, 16x64xbf16>
  // CHECK: %[[HALF:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=64, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %half = pto.alloc_tile : !pto.tile_buf<vec, 16x64xbf16, valid=8x32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[I8T:!pto.tile_buf<loc=vec, dtype=i8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[I8T]]
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  // CHECK: pto.tcmp ins(%[[BF]], %[[HALF]] {cmpMode = #pto<cmp ge>} : [[BT]], [[HT]]) outs(%[[M]] : [[I8T]])
  pto.tcmp ins(%bf, %half {cmpMode = #pto<cmp ge>} : !pto.tile_buf<vec, 16x64xbf16>, !pto.tile_buf<vec, 16x64xbf16, valid=8x32>) outs(%m : !pto.tile_buf<vec, 16x64xi8>)
  // CHECK: pto.tcmp ins(%[[B]], %[[B]] {cmpMode = #pto<cmp ne>} : [[I8T]], [[I8T]]) outs(%[[M]] : [[I8T]])
  pto.tcmp ins(%b, %b {cmpMode = #pto<cmp ne>} : !pto.tile_buf<vec, 16x64xi8>, !pto.tile_buf<vec, 16x64xi8>) outs(%m : !pto.tile_buf<vec, 16x64xi8>)
  // tcmps takes i8 on a5 as well.
  // CHECK: pto.tcmps ins(%[[B]], %[[K]] {cmpMode = #pto<cmp eq>} : [[I8T]], i8) outs(%[[M]] : [[I8T]])
  pto.tcmps ins(%b, %k {cmpMode = #pto<cmp eq>} : !pto.tile_buf<vec, 16x64xi8>, i8) outs(%m : !pto.tile_buf<vec, 16x64xi8>)
  return
}

}
