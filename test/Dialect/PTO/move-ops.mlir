// Round trip of the on-chip moves (PTOMoveOps.td): tmov over every legal
// location pair per arch (with its fp / pre-quantisation / mode forms),
// tmov.fp, textract(_fp), tinsert(_fp). The a5 split holds the a5-only forms.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s
// The a3 split is legal on a5 as well.
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// mat -> left/right/bias/scaling (MTE1), same shape.
// CHECK-LABEL: func.func @tmov_from_mat
func.func @tmov_from_mat() {
  // CHECK: %[[NZ:.*]] = pto.alloc_tile : [[NZT:!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %nz = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[L:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=left, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %l = pto.alloc_tile : !pto.tile_buf<left, 32x32xf16, slayout=row_major>
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=right, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>]]
  %r = pto.alloc_tile : !pto.tile_buf<right, 32x32xf16, slayout=col_major>
  // CHECK: %[[BM:.*]] = pto.alloc_tile : [[BMT:!pto.tile_buf<loc=mat, dtype=f32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bm = pto.alloc_tile : !pto.tile_buf<mat, 1x32xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=bias, dtype=f32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<bias, 1x32xf32>
  // CHECK: %[[SM:.*]] = pto.alloc_tile : [[SMT:!pto.tile_buf<loc=mat, dtype=i64, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %sm = pto.alloc_tile : !pto.tile_buf<mat, 1x32xi64>
  // CHECK: %[[S:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 1x32xi64>
  // CHECK: pto.tmov ins(%[[NZ]] : [[NZT]]) outs(%[[L]] : [[LT]]){{$}}
  pto.tmov ins(%nz : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>) outs(%l : !pto.tile_buf<left, 32x32xf16, slayout=row_major>)
  // CHECK: pto.tmov ins(%[[NZ]] : [[NZT]]) outs(%[[R]] : [[RT]]){{$}}
  pto.tmov ins(%nz : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>) outs(%r : !pto.tile_buf<right, 32x32xf16, slayout=col_major>)
  // CHECK: pto.tmov ins(%[[BM]] : [[BMT]]) outs(%[[B]] : [[BT]]){{$}}
  pto.tmov ins(%bm : !pto.tile_buf<mat, 1x32xf32>) outs(%b : !pto.tile_buf<bias, 1x32xf32>)
  // CHECK: pto.tmov ins(%[[SM]] : [[SMT]]) outs(%[[S]] : [[ST]]){{$}}
  pto.tmov ins(%sm : !pto.tile_buf<mat, 1x32xi64>) outs(%s : !pto.tile_buf<scaling, 1x32xi64>)
  return
}

// vec -> vec (V): same shape and valid shape; a dynamic valid dim matches any.
// reluPreMode = no_relu (the default) is allowed on any move.
// CHECK-LABEL: func.func @tmov_vec
func.func @tmov_vec(%n: index) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[VT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[VT]]
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[D:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = pto.alloc_tile valid_row = %n valid_col = %n : !pto.tile_buf<vec, 16x64xf32, valid=?x?>
  // CHECK: pto.tmov ins(%[[A]] : [[VT]]) outs(%[[B]] : [[VT]]){{$}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x64xf32>) outs(%b : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmov ins(%[[D]] : [[DT]]) outs(%[[B]] : [[VT]]){{$}}
  pto.tmov ins(%d : !pto.tile_buf<vec, 16x64xf32, valid=?x?>) outs(%b : !pto.tile_buf<vec, 16x64xf32>)
  // CHECK: pto.tmov ins(%[[A]] : [[VT]]) outs(%[[B]] : [[VT]]) {reluPreMode = #pto<relu_pre_mode no_relu>}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x64xf32>) outs(%b : !pto.tile_buf<vec, 16x64xf32>) {reluPreMode = #pto<relu_pre_mode no_relu>}
  return
}

// acc -> mat (FIX): the element type may change; a3 needs a fractal-512 dst.
// The fp tile, the pre-quantisation scalar and reluPreMode apply from acc.
// CHECK-LABEL: func.func @tmov_from_acc
// CHECK-SAME: (%[[Q:.*]]: i64)
func.func @tmov_from_acc(%q: i64) {
  // CHECK: %[[ACC:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[FP:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[M]] : [[MT]]){{$}}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[M]] : [[MT]]) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]], %[[FP]] : [[FT]]) outs(%[[M]] : [[MT]]){{$}}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]], %[[FP]] : [[FT]]) outs(%[[M]] : [[MT]]) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  // The scalar form, written generically as ptoas 0.27 reads it only in the
  // generic syntax (its own parser takes `, %q : i64` for the fp tile).
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]], %[[Q]] : i64) outs(%[[M]] : [[MT]]){{$}}
  "pto.tmov"(%acc, %m, %q) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>, i64) -> ()
  // CHECK: pto.tmov.fp ins(%[[ACC]], %[[FP]] : [[AT]], [[FT]]) outs(%[[M]] : [[MT]]){{$}}
  pto.tmov.fp ins(%acc, %fp : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// textract mat -> left/right (MTE1) in the a3 dtypes i8, f16, bf16, f32; a
// window at the far edge fits.
// CHECK-LABEL: func.func @textract
// CHECK-SAME: (%[[I:.*]]: index)
func.func @textract(%i: index) {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[C48:.*]] = arith.constant 48 : index
  %c48 = arith.constant 48 : index
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<mat, 32x64xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[L:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %l = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // CHECK: %[[R:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=right, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>]]
  %r = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  // CHECK: pto.textract ins(%[[M]], %[[C0]], %[[C0]] : [[MT]], index, index) outs(%[[L]] : [[LT]]){{$}}
  pto.textract ins(%m, %c0, %c0 : !pto.tile_buf<mat, 32x64xf16, blayout=col_major, slayout=row_major>, index, index) outs(%l : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  // CHECK: pto.textract ins(%[[M]], %[[C16]], %[[C48]] : [[MT]], index, index) outs(%[[R]] : [[RT]]){{$}}
  pto.textract ins(%m, %c16, %c48 : !pto.tile_buf<mat, 32x64xf16, blayout=col_major, slayout=row_major>, index, index) outs(%r : !pto.tile_buf<right, 16x16xf16, slayout=col_major>)
  // CHECK: pto.textract ins(%[[M]], %[[I]], %[[I]] : [[MT]], index, index) outs(%[[L]] : [[LT]]){{$}}
  pto.textract ins(%m, %i, %i : !pto.tile_buf<mat, 32x64xf16, blayout=col_major, slayout=row_major>, index, index) outs(%l : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  %m8 = pto.alloc_tile : !pto.tile_buf<mat, 32x64xi8, blayout=col_major, slayout=row_major>
  %l8 = pto.alloc_tile : !pto.tile_buf<left, 16x32xi8, slayout=row_major>
  // CHECK: pto.textract ins(%{{.*}}, %[[C16]], %[[C0]] : !pto.tile_buf<loc=mat, dtype=i8, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=left, dtype=i8, {{.*}}>){{$}}
  pto.textract ins(%m8, %c16, %c0 : !pto.tile_buf<mat, 32x64xi8, blayout=col_major, slayout=row_major>, index, index) outs(%l8 : !pto.tile_buf<left, 16x32xi8, slayout=row_major>)
  %mb = pto.alloc_tile : !pto.tile_buf<mat, 32x32xbf16, blayout=col_major, slayout=row_major>
  %rb = pto.alloc_tile : !pto.tile_buf<right, 32x16xbf16, slayout=col_major>
  // CHECK: pto.textract ins(%{{.*}}, %[[C0]], %[[C16]] : !pto.tile_buf<loc=mat, dtype=bf16, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=right, dtype=bf16, {{.*}}>){{$}}
  pto.textract ins(%mb, %c0, %c16 : !pto.tile_buf<mat, 32x32xbf16, blayout=col_major, slayout=row_major>, index, index) outs(%rb : !pto.tile_buf<right, 32x16xbf16, slayout=col_major>)
  %mf = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  %lf = pto.alloc_tile : !pto.tile_buf<left, 16x16xf32, slayout=row_major>
  // CHECK: pto.textract ins(%{{.*}}, %[[C0]], %[[C0]] : !pto.tile_buf<loc=mat, dtype=f32, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=left, dtype=f32, {{.*}}>){{$}}
  pto.textract ins(%mf, %c0, %c0 : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>, index, index) outs(%lf : !pto.tile_buf<left, 16x16xf32, slayout=row_major>)
  return
}

// tinsert acc -> mat (a3: f32 into f16/bf16) and the _fp forms.
// CHECK-LABEL: func.func @tinsert
func.func @tinsert(%i: index) {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[ACC:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[MB:.*]] = pto.alloc_tile : [[MBT:!pto.tile_buf<loc=mat, dtype=bf16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %mb = pto.alloc_tile : !pto.tile_buf<mat, 16x16xbf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[FP:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // CHECK: pto.tinsert ins(%[[ACC]], %[[C16]], %[[C16]] : [[AT]], index, index) outs(%[[M]] : [[MT]]){{$}}
  pto.tinsert ins(%acc, %c16, %c16 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%m : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  // The window is the valid region of the source: a 32x16 region of a
  // 32x32 acc tile fits at column 16.
  // CHECK: pto.tinsert ins(%{{.*}}, %[[C0]], %[[C16]] : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, v_row=32, v_col=16, {{.*}}>, index, index) outs(%[[M]] : [[MT]]){{$}}
  %half = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, valid=32x16, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tinsert ins(%half, %c0, %c16 : !pto.tile_buf<acc, 32x32xf32, valid=32x16, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%m : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tinsert ins(%[[ACC]], %[[C0]], %[[C0]] : [[AT]], index, index) outs(%[[MB]] : [[MBT]]){{$}}
  pto.tinsert ins(%acc, %c0, %c0 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%mb : !pto.tile_buf<mat, 16x16xbf16, blayout=col_major, slayout=row_major>)
  // The quantising forms: f32 into i8 (both arches).
  // CHECK: %[[M8:.*]] = pto.alloc_tile : [[M8T:!pto.tile_buf<loc=mat, dtype=i8, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m8 = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>
  // CHECK: %[[S8:.*]] = pto.alloc_tile : [[S8T:!pto.tile_buf<loc=mat, dtype=i8, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %s8 = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>
  // CHECK: pto.tinsert_fp ins(%[[ACC]], %[[FP]], %{{.*}}, %[[C16]] : [[AT]], [[FT]], index, index) outs(%[[M8]] : [[M8T]]){{$}}
  pto.tinsert_fp ins(%acc, %fp, %i, %c16 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%m8 : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>)
  // CHECK: pto.textract_fp ins(%[[ACC]], %[[FP]], %[[C0]], %[[C0]] : [[AT]], [[FT]], index, index) outs(%[[S8]] : [[S8T]]){{$}}
  pto.textract_fp ins(%acc, %fp, %c0, %c0 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%s8 : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>)
  return
}

}

// -----

// The forms legal on a5 only.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// acc -> vec (FIX) with every accToVecMode; the shapes may differ (a split
// mode gives each vector core half of the tile).
// CHECK-LABEL: func.func @tmov_acc_to_vec_a5
func.func @tmov_acc_to_vec_a5() {
  // CHECK: %[[ACC:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[V:.*]] = pto.alloc_tile : [[VT:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // CHECK: %[[H:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %h = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf16>
  // CHECK: %[[FP:.*]] = pto.alloc_tile : [[FT:!pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[V]] : [[VT]]){{$}}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%v : !pto.tile_buf<vec, 16x16xf32>)
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[V]] : [[VT]]) {accToVecMode = #pto.acc_to_vec_mode<single_mode_vec0>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%v : !pto.tile_buf<vec, 16x16xf32>) {accToVecMode = #pto.acc_to_vec_mode<single_mode_vec0>}
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]], %[[FP]] : [[FT]]) outs(%[[V]] : [[VT]]) {accToVecMode = #pto.acc_to_vec_mode<single_mode_vec1>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%v : !pto.tile_buf<vec, 16x16xf32>) {accToVecMode = #pto.acc_to_vec_mode<single_mode_vec1>}
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[H]] : [[HT]]) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>, reluPreMode = #pto<relu_pre_mode normal_relu>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%h : !pto.tile_buf<vec, 8x16xf16>) {reluPreMode = #pto<relu_pre_mode normal_relu>, accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}
  // CHECK: pto.tmov ins(%[[ACC]] : [[AT]]) outs(%[[H]] : [[HT]]) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_n>}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%h : !pto.tile_buf<vec, 8x16xf16>) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_n>}
  return
}

// vec -> mat (FIX), acc -> mat into a fractal-1024 tile, and a vec -> vec
// copy between tiles of different shapes but the same valid shape.
// CHECK-LABEL: func.func @tmov_other_a5
func.func @tmov_other_a5() {
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %m1024 = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %big = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf16, valid=16x16>
  // CHECK: pto.tmov ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, {{.*}}>){{$}}
  pto.tmov ins(%v : !pto.tile_buf<vec, 16x16xf16>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tmov ins(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>){{$}}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%m1024 : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmov ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=32, v_row=16, v_col=16, {{.*}}>){{$}}
  pto.tmov ins(%v : !pto.tile_buf<vec, 16x16xf16>) outs(%big : !pto.tile_buf<vec, 32x32xf16, valid=16x16>)
  return
}

// textract vec -> mat / vec -> vec (ND), mat -> scaling and, on a5, the
// other 8-bit types.
// CHECK-LABEL: func.func @textract_a5
func.func @textract_a5() {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  %v = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %v2 = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  %mi = pto.alloc_tile : !pto.tile_buf<mat, 32x64xf8E4M3FN, blayout=col_major, slayout=row_major>
  %li = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>
  %ms = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 16x16xf16>
  // CHECK: pto.textract ins(%{{.*}}, %[[C16]], %[[C0]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, {{.*}}>){{$}}
  pto.textract ins(%v, %c16, %c0 : !pto.tile_buf<vec, 32x32xf32>, index, index) outs(%m : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>)
  // CHECK: pto.textract ins(%{{.*}}, %[[C16]], %[[C16]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, {{.*}}>){{$}}
  pto.textract ins(%v, %c16, %c16 : !pto.tile_buf<vec, 32x32xf32>, index, index) outs(%v2 : !pto.tile_buf<vec, 16x16xf32>)
  // CHECK: pto.textract ins(%{{.*}}, %[[C0]], %[[C16]] : !pto.tile_buf<loc=mat, dtype=f8E4M3FN, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=left, dtype=f8E4M3FN, {{.*}}>){{$}}
  pto.textract ins(%mi, %c0, %c16 : !pto.tile_buf<mat, 32x64xf8E4M3FN, blayout=col_major, slayout=row_major>, index, index) outs(%li : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>)
  // CHECK: pto.textract ins(%{{.*}}, %[[C16]], %[[C16]] : !pto.tile_buf<loc=mat, dtype=f16, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=scaling, dtype=f16, {{.*}}>){{$}}
  pto.textract ins(%ms, %c16, %c16 : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%s : !pto.tile_buf<scaling, 16x16xf16>)
  return
}

// tinsert acc -> mat (any dtypes on a5), vec -> mat and vec -> vec.
// CHECK-LABEL: func.func @tinsert_a5
func.func @tinsert_a5(%i: index) {
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %big = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // CHECK: pto.tinsert ins(%{{.*}}, %[[C16]], %[[C16]] : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f32, rows=32, cols=32, {{.*}}>){{$}}
  pto.tinsert ins(%acc, %c16, %c16 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%m : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tinsert ins(%{{.*}}, %{{.*}}, %[[C16]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f32, rows=32, cols=32, {{.*}}>){{$}}
  pto.tinsert ins(%v, %i, %c16 : !pto.tile_buf<vec, 16x16xf32>, index, index) outs(%m : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tinsert ins(%{{.*}}, %[[C16]], %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, {{.*}}>){{$}}
  pto.tinsert ins(%v, %c16, %i : !pto.tile_buf<vec, 16x16xf32>, index, index) outs(%big : !pto.tile_buf<vec, 32x32xf32>)
  return
}

}
