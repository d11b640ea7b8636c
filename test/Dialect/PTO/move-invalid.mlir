// Verifier and parser errors of the on-chip moves (PTOMoveOps.cpp): tmov,
// tmov.fp, textract(_fp), tinsert(_fp), per arch where they differ; the
// cases already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

module attributes {pto.target_arch = "a5"} {
func.func @tmov_pair_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tmov' op does not support mat -> vec on A5}}
  pto.tmov ins(%a : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%b : !pto.tile_buf<vec, 16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_vec_to_mat_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op does not support vec -> mat on A2/A3 (A5 only; A2/A3 has no UB -> L1 path: stage through global memory)}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf16>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmov_mat_bias_shape_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 1x64xf32>
  %b = pto.alloc_tile : !pto.tile_buf<bias, 1x32xf32>
  // expected-error@+1 {{'pto.tmov' op expects mat -> bias to keep the shape, got 1x64 -> 1x32}}
  pto.tmov ins(%a : !pto.tile_buf<mat, 1x64xf32>) outs(%b : !pto.tile_buf<bias, 1x32xf32>)
  return
}
}

// -----

// On A2/A3 every tmov keeps the shape.
module attributes {pto.target_arch = "a3"} {
func.func @tmov_vec_shape_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32, valid=16x16>
  // expected-error@+1 {{'pto.tmov' op expects vec -> vec to keep the shape on A2/A3, got 16x16 -> 32x32}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 32x32xf32, valid=16x16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_acc_shape_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op expects acc -> mat to keep the shape on A2/A3, got 32x16 -> 16x16}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 32x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_vec_valid_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  // expected-error@+1 {{'pto.tmov' op expects vec -> vec to keep the valid shape, got 16x16 -> 8x16}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32, valid=8x16>)
  return
}
}

// -----

// A dynamic valid dim matches anything; the static one still has to agree.
module attributes {pto.target_arch = "a5"} {
func.func @tmov_vec_valid_a5(%n: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile valid_row = %n : !pto.tile_buf<vec, 32x32xf32, valid=?x24>
  // expected-error@+1 {{'pto.tmov' op expects vec -> vec to keep the valid shape, got ?x24 -> 16x16}}
  pto.tmov ins(%b : !pto.tile_buf<vec, 32x32xf32, valid=?x24>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

// ptoas-format.md §4.4: acc -> mat on A2/A3 needs a fractal-512 destination.
module attributes {pto.target_arch = "a3"} {
func.func @tmov_acc_mat_fractal_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmov' op expects the mat destination of an A2/A3 acc -> mat move to have fractal=512, got 1024}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%b : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

func.func @tmov_mat_element() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op expects the same element type, got 'f32' and 'f16'}}
  pto.tmov ins(%a : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @tmov_fp_not_from_acc() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov' op 'accToVecMode', 'reluPreMode', the scaling tile and the pre-quantisation scalar apply to moves from loc=acc only}}
  pto.tmov ins(%a : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @tmov_quant_not_from_acc(%q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmov' op 'accToVecMode', 'reluPreMode', the scaling tile and the pre-quantisation scalar apply to moves from loc=acc only}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>, %q : i64) outs(%b : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @tmov_relu_not_from_acc() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmov' op 'accToVecMode', 'reluPreMode', the scaling tile and the pre-quantisation scalar apply to moves from loc=acc only}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  return
}

// -----

func.func @tmov_mode_to_mat() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op 'accToVecMode' applies to acc -> vec moves only}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) {accToVecMode = #pto.acc_to_vec_mode<single_mode_vec0>}
  return
}

// -----

func.func @tmov_fp_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<vec, 1x16xi64>
  // expected-error@+1 {{'pto.tmov' op expects fp to be in the scaling address space, got loc=vec}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<vec, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_extra_type(%x: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{expected a scaling tile (!pto.tile_buf) followed by an i64 pre-quantisation scalar, each at most once}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %x : i32) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_extra_order(%q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{expected a scaling tile (!pto.tile_buf) followed by an i64 pre-quantisation scalar, each at most once}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_extra_twice(%q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{expected a scaling tile (!pto.tile_buf) followed by an i64 pre-quantisation scalar, each at most once}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64, %q : i64) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_fp_src() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects src to be in the acc address space, got loc=vec}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_fp_scale() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<mat, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects fp to be in the scaling address space, got loc=mat}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<mat, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @textract_pair_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op does not support acc -> mat on A5; expected mat -> left/right, mat -> scaling, vec -> mat or vec -> vec}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @textract_vec_dst_layout_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op expects A5 vec -> vec textract src/dst to use ND layout (blayout=row_major, slayout=none_box)}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<vec, 32x32xf32>, index, index) outs(%b : !pto.tile_buf<vec, 16x16xf32, slayout=row_major>)
  return
}
}

// -----

// ptoas-format.md §4.4: A2/A3 textract takes i8, f16, bf16 or f32.
module attributes {pto.target_arch = "a3"} {
func.func @textract_dtype_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi32, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xi32, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op does not support element type 'i32' on A2/A3; expected i8, f16, bf16 or f32}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xi32, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xi32, slayout=row_major>)
  return
}
}

// -----

// A huge constant index must not wrap around (overflow-safe bounds check).
func.func @textract_huge_index(%i: index) {
  %big = arith.constant 9223372036854775807 : index
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op window at (9223372036854775807, ?) of size 16x16 does not fit in the 32x32 source}}
  pto.textract ins(%a, %big, %i : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @textract_negative_index() {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  // expected-error@+1 {{'pto.textract' op window at (0, -1) of size 16x16 does not fit in the 32x32 source}}
  pto.textract ins(%a, %c0, %m1 : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<right, 16x16xf16, slayout=col_major>)
  return
}

// -----

func.func @textract_col_past_end() {
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  // expected-error@+1 {{'pto.textract' op window at (0, 17) of size 16x16 does not fit in the 32x32 source}}
  pto.textract ins(%a, %c0, %c17 : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<right, 16x16xf16, slayout=col_major>)
  return
}

// -----

// A window bigger than the source fits nowhere, whatever the index.
func.func @textract_too_big() {
  %c0 = arith.constant 0 : index
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 32x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op window at (0, 0) of size 32x16 does not fit in the 16x16 source}}
  pto.textract ins(%a, %c0, %c0 : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 32x16xf16, slayout=row_major>)
  return
}

// -----

func.func @textract_fp_src(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract_fp' op expects src to be in the acc address space, got loc=mat}}
  pto.textract_fp ins(%a, %fp, %i, %i : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @textract_fp_scale(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<vec, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract_fp' op expects fp to be in the scaling address space, got loc=vec}}
  pto.textract_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<vec, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tinsert_pair_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects A2/A3 tinsert to move acc -> mat, got vec -> mat}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xf16>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tinsert_dtype_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects A2/A3 tinsert element types to be src=f32, dst=f16/bf16}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_pair_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 32x32xf16, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects A5 tinsert to use a supported src/dst loc pair: acc->mat, vec->mat, or vec->vec}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 32x32xf16, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_element_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // expected-error@+1 {{'pto.tinsert' op expects the same element type, got 'f16' and 'f32'}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xf16>, index, index) outs(%b : !pto.tile_buf<vec, 32x32xf32>)
  return
}
}

// -----

func.func @tinsert_window() {
  %c24 = arith.constant 24 : index
  %c0 = arith.constant 0 : index
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op window at (0, 24) of size 16x16 does not fit in the 32x32 destination}}
  pto.tinsert ins(%a, %c0, %c24 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tinsert_huge_index(%i: index) {
  %big = arith.constant 9223372036854775800 : index
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op window at (?, 9223372036854775800) of size 16x16 does not fit in the 32x32 destination}}
  pto.tinsert ins(%a, %i, %big : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tinsert_fp_src(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert_fp' op expects src to be in the acc address space, got loc=vec}}
  pto.tinsert_fp ins(%a, %fp, %i, %i : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tinsert_fp_scale(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<bias, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert_fp' op expects fp to be in the scaling address space, got loc=bias}}
  pto.tinsert_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<bias, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_fp_and_quant(%q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov' op takes either the scaling tile or the pre-quantisation scalar, not both}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>, %q : i64) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmov_quant_dual_mode(%q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x8xi8>
  // expected-error@+1 {{'pto.tmov' op expects single_mode_vec0 or single_mode_vec1 as 'accToVecMode' of a quantising move, got dual_mode_split_n}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%b : !pto.tile_buf<vec, 16x8xi8>) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_n>}
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmov_fp_dual_mode() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf16>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov' op expects single_mode_vec0 or single_mode_vec1 as 'accToVecMode' of a quantising move, got dual_mode_split_m}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<vec, 8x16xf16>) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}
  return
}
}

// -----

func.func @tmov_fp_source_type() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov' op expects an f32 or i32 source for the scaling-tile form, got 'f16'}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>, %fp : !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tmov_relu_source_layout() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op expects the acc source of a move with the scaling tile or reluPreMode to be blayout=col_major, slayout=row_major, got blayout=row_major, slayout=none_box}}
  pto.tmov ins(%a : !pto.tile_buf<acc, 16x16xf32, fractal=1024>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  return
}

// -----

func.func @tmov_fp_element() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects an f32 or i32 source, got 'f16'}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmov_fp_source_layout() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects the acc source to be blayout=col_major, slayout=row_major, got blayout=row_major, slayout=none_box}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<acc, 16x16xf32, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<vec, 16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_fp_dst_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects dst to be in the mat address space, got loc=vec}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<vec, 16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_fp_dst_fractal_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tmov.fp' op expects the mat destination of an A2/A3 tmov.fp to be blayout=col_major, slayout=row_major, fractal=512}}
  pto.tmov.fp ins(%a, %fp : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%b : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @textract_dtype_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi32, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xi32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op does not support element type 'i32' on A5; expected an 8-bit integer or fp8 type, f16, bf16 or f32}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xi32, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xi32, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

// A column-major mat tile without row_major boxes is not a cube source.
func.func @textract_source_layout(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op does not support a mat source with blayout=col_major, slayout=none_box for left on A2/A3}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xf16, blayout=col_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

// On A5 a right operand comes from an NZ or ZN tile only.
module attributes {pto.target_arch = "a5"} {
func.func @textract_source_layout_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  // expected-error@+1 {{'pto.textract' op does not support a mat source with blayout=row_major, slayout=none_box for right on A5}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xf16>, index, index) outs(%b : !pto.tile_buf<right, 16x16xf16, slayout=col_major>)
  return
}
}

// -----

func.func @textract_left_layout(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=col_major>
  // expected-error@+1 {{'pto.textract' op expects the left destination to have slayout=row_major}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=col_major>)
  return
}

// -----

func.func @textract_right_layout(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op expects the right destination to have blayout=row_major, slayout=col_major}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<right, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tinsert_fractal_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tinsert' op expects the mat destination of an A2/A3 tinsert to have fractal=512, got 1024}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_acc_types_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects A5 acc -> mat tinsert element types to be src=f32, dst=f16/bf16/f32 or src=i32, dst=i32, got 'f32' and 'i8'}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_vec_dtype_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi16>
  // expected-error@+1 {{'pto.tinsert' op does not support element type 'i16' for vec -> vec on A5; expected an 8-bit integer or fp8 type, f16, bf16, f32 or i32}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xi16>, index, index) outs(%b : !pto.tile_buf<vec, 32x32xi16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_vec_layout_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32, blayout=col_major>
  // expected-error@+1 {{'pto.tinsert' op expects A5 vec -> vec tinsert src/dst to use ND layout (blayout=row_major, slayout=none_box)}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xf32>, index, index) outs(%b : !pto.tile_buf<vec, 32x32xf32, blayout=col_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_vec_mat_source_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects the vec source of a vec -> mat tinsert to be ND (row_major, none_box) or NZ (col_major, row_major), got blayout=col_major, slayout=none_box}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

func.func @tinsert_acc_layout(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op expects the acc source to be blayout=col_major, slayout=row_major, got blayout=row_major, slayout=none_box}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<acc, 16x16xf32, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_mat_layout_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, slayout=col_major>
  // expected-error@+1 {{'pto.tinsert' op expects the mat destination to be blayout=col_major, slayout=row_major, got blayout=row_major, slayout=col_major}}
  pto.tinsert ins(%a, %i, %i : !pto.tile_buf<vec, 16x16xf16>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, slayout=col_major>)
  return
}
}

// -----

// The window of tinsert is the valid region of the source.
func.func @tinsert_valid_window() {
  %c24 = arith.constant 24 : index
  %c0 = arith.constant 0 : index
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, valid=32x16, blayout=col_major, slayout=row_major, fractal=1024>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert' op window at (0, 24) of size 32x16 does not fit in the 32x32 destination}}
  pto.tinsert ins(%a, %c0, %c24 : !pto.tile_buf<acc, 32x32xf32, valid=32x16, blayout=col_major, slayout=row_major, fractal=1024>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @textract_fp_dst(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.textract_fp' op expects dst to be in the mat address space, got loc=vec}}
  pto.textract_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @textract_fp_layout(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8>
  // expected-error@+1 {{'pto.textract_fp' op expects the acc source and the mat destination to be blayout=col_major, slayout=row_major}}
  pto.textract_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xi8>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @textract_fp_fractal_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.textract_fp' op expects the mat destination to have fractal=512 on A2/A3, got 1024}}
  pto.textract_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tinsert_fp_types_a3(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert_fp' op does not quantise 'f32' into 'f16' on A2/A3; expected f32 into i8, or i32 into i8, f16 or i16}}
  pto.tinsert_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tinsert_fp_types_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert_fp' op does not quantise 'i32' into 'i16' on A5; expected f32 into i8, fp8, f16, bf16 or f32, or i32 into i8, f16 or bf16}}
  pto.tinsert_fp ins(%a, %fp, %i, %i : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xi16, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

func.func @textract_fp_window() {
  %c0 = arith.constant 0 : index
  %c24 = arith.constant 24 : index
  %a = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.textract_fp' op window at (24, 0) of size 16x16 does not fit in the 32x32 source}}
  pto.textract_fp ins(%a, %fp, %c24, %c0 : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 16x16xi8, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tinsert_fp_window() {
  %c0 = arith.constant 0 : index
  %big = arith.constant 9223372036854775807 : index
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %fp = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  %b = pto.alloc_tile : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tinsert_fp' op window at (0, 9223372036854775807) of size 16x16 does not fit in the 32x32 destination}}
  pto.tinsert_fp ins(%a, %fp, %c0, %big : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>, index, index) outs(%b : !pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>)
  return
}
