// Verifier and parser errors of the element-wise vector ops
// (PTOElementwiseOps.cpp and the PTOVerifyUtils.cpp helpers they call), with
// the a3 and a5 variants of the arch-dependent element-type messages.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @src0_not_vec() {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tadd' op expects src0 to be in the vec address space, got loc=mat}}
  pto.tadd ins(%m, %v : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>, !pto.tile_buf<vec, 16x16xf32>) outs(%v : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @src2_not_vec() {
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.taddc' op expects src2 to be in the vec address space, got loc=acc}}
  pto.taddc ins(%v, %v, %a : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%v : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @dst_not_vec() {
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.texp' op expects dst to be in the vec address space, got loc=mat}}
  pto.texp ins(%v : !pto.tile_buf<vec, 16x16xf16>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @src_col_major(%s: f32) {
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tadds' op expects src to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tadds ins(%c, %s : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>, f32) outs(%v : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @dst_col_major() {
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  // expected-error@+1 {{'pto.tmul' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tmul ins(%v, %v : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%c : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>)
  return
}

// -----

func.func @element_mismatch() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tsub' op expects src1 and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tsub ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @valid_shape_mismatch() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmax' op expects src0 and dst to have the same valid shape}}
  pto.tmax ins(%a, %b : !pto.tile_buf<vec, 16x16xf32, valid=8x16>, !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @unary_valid_shape_mismatch() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x8>
  // expected-error@+1 {{'pto.tneg' op expects src and dst to have the same valid shape}}
  pto.tneg ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32, valid=16x8>)
  return
}

// -----

func.func @tmp_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.trem' op expects tmp to be in the vec address space, got loc=mat}}
  pto.trem ins(%a, %a, %t : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @scalar_tmp_not_vec(%s: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.txors' op expects tmp to be in the vec address space, got loc=mat}}
  pto.txors ins(%a, %s, %t : !pto.tile_buf<vec, 16x16xi16>, i16, !pto.tile_buf<mat, 16x16xi16, blayout=col_major, slayout=row_major>) outs(%d : !pto.tile_buf<vec, 16x16xi16>)
  return
}

// -----

func.func @rsqrt_tmp_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.trsqrt' op expects tmp to be in the vec address space, got loc=mat}}
  pto.trsqrt ins(%a, %t : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

// Arith class (tadd and friends): i16, i32, f16, f32 on a3.
module attributes {pto.target_arch = "a3"} {
func.func @arith_i8_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tadd' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tadd ins(%a, %a : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @arith_bf16_scalar_a3(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tmuls' op does not support element type 'bf16' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tmuls ins(%a, %s : !pto.tile_buf<vec, 16x16xbf16>, bf16) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

// ... and also i8 and bf16 on a5.
module attributes {pto.target_arch = "a5"} {
func.func @arith_i64_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  // expected-error@+1 {{'pto.tadd' op does not support element type 'i64' for dst on A5; expected i8, i16, i32, f16, bf16 or f32}}
  pto.tadd ins(%a, %a : !pto.tile_buf<vec, 16x16xi64>, !pto.tile_buf<vec, 16x16xi64>) outs(%a : !pto.tile_buf<vec, 16x16xi64>)
  return
}
}

// -----

// Float class (tprelu, taxpy, tlrelu): f16, f32 on a3.
module attributes {pto.target_arch = "a3"} {
func.func @float_a3(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.taxpy' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.taxpy ins(%a, %s : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

// ... and also bf16 on a5.
module attributes {pto.target_arch = "a5"} {
func.func @float_a5(%s: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.taxpy' op does not support element type 'i16' for dst on A5; expected f16, bf16 or f32}}
  pto.taxpy ins(%a, %s : !pto.tile_buf<vec, 16x16xi16>, i16) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}
}

// -----

// The integer ops take the integer widths ptoas lists per op (tshl/tshr
// i8/i16/i32 on both arches).
func.func @int_class() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tshl' op does not support element type 'f16' for dst on A2/A3; expected i8, i16 or i32}}
  pto.tshl ins(%a, %a : !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf16>) outs(%a : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @int_class_unary() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tnot' op does not support element type 'f32' for dst on A2/A3; expected i16}}
  pto.tnot ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

// exp/log/sqrt/rsqrt/recip/abs: f16 or f32 only, on both arches.
module attributes {pto.target_arch = "a3"} {
func.func @exp_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tabs' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.tabs ins(%a : !pto.tile_buf<vec, 16x16xi32>) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @exp_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.texp' op does not support element type 'bf16' for dst on A5; expected f16 or f32}}
  pto.texp ins(%a : !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @log_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tlog' op does not support element type 'bf16' for dst on A5; expected f16 or f32}}
  pto.tlog ins(%a : !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

func.func @sqrt_i16() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.tsqrt' op does not support element type 'i16' for dst on A2/A3; expected f16 or f32}}
  pto.tsqrt ins(%a : !pto.tile_buf<vec, 16x16xi16>) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @rsqrt_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.trsqrt' op does not support element type 'bf16' for dst on A5; expected f16 or f32}}
  pto.trsqrt ins(%a : !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @recip_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.trecip' op does not support element type 'bf16' for dst on A5; expected f16 or f32}}
  pto.trecip ins(%a : !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @recip_in_place_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.trecip' op cannot run in place on A2/A3: use a separate dst}}
  pto.trecip ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

// The scalar operand types of the .td.
func.func @lrelu_slope(%s: f16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tlrelu' op operand #1 must be 32-bit float, but got 'f16'}}
  pto.tlrelu ins(%a, %s : !pto.tile_buf<vec, 16x16xf16>, f16) outs(%a : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @ands_float_scalar(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // The declarative format parses the scalar as an integer type.
  // expected-error@+1 {{custom op 'pto.tands' invalid kind of type specified}}
  pto.tands ins(%a, %s : !pto.tile_buf<vec, 16x16xi16>, f32) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}

// -----

func.func @adds_index_scalar(%s: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tadds' op operand #1 must be integer or float scalar, but got 'index'}}
  pto.tadds ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, index) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

// tpart*
func.func @part_larger_source() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  // expected-error@+1 {{'pto.tpartadd' op expects src0/src1 valid shapes no larger than the dst valid shape}}
  pto.tpartadd ins(%a, %d : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, valid=8x16>) outs(%d : !pto.tile_buf<vec, 16x16xf32, valid=8x16>)
  return
}

// -----

func.func @part_no_full_source() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x8>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tpartmax' op expects src0 or src1 to have the dst valid shape}}
  pto.tpartmax ins(%a, %b : !pto.tile_buf<vec, 16x16xf32, valid=8x16>, !pto.tile_buf<vec, 16x16xf32, valid=16x8>) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @part_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tpartmul' op expects src1 and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tpartmul ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @part_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tpartmin' op expects src1 to be in the vec address space, got loc=mat}}
  pto.tpartmin ins(%a, %m : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @part_i8_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tpartadd' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tpartadd ins(%a, %a : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

// tconcat
func.func @concat_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  // expected-error@+1 {{'pto.tconcat' op expects src0, src1 and dst to have the same valid rows}}
  pto.tconcat ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, valid=8x16>) outs(%d : !pto.tile_buf<vec, 16x32xf32>)
  return
}

// -----

func.func @concat_width() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x48xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.tconcat' op expects dst to hold the columns of src0 and src1 (32 + 48), it has 64}}
  pto.tconcat ins(%a, %b : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x48xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @concat_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  // expected-error@+1 {{'pto.tconcat' op expects src0 and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tconcat ins(%a, %a : !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf16>) outs(%d : !pto.tile_buf<vec, 16x32xf32>)
  return
}

// -----

func.func @concat_layout() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  // expected-error@+1 {{'pto.tconcat' op expects src1 to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tconcat ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x32xf32>)
  return
}

// -----

// tdivs
func.func @divs_two_tiles() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tdivs' op expects exactly one tile and one scalar among the sources}}
  pto.tdivs ins(%a, %a : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @divs_two_scalars(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tdivs' op expects exactly one tile and one scalar among the sources}}
  pto.tdivs ins(%s, %s : f32, f32) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @divs_index_scalar(%s: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tdivs' op expects the scalar source to be an integer or float, got 'index'}}
  pto.tdivs ins(%s, %a : index, !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @divs_element_a3(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tdivs' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tdivs ins(%a, %s : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

func.func @divs_reversed_not_vec(%s: f32) {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tdivs' op expects src to be in the vec address space, got loc=mat}}
  pto.tdivs ins(%s, %m : f32, !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @divs_parse(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{expected ','}}
  pto.tdivs ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @divs_parse_outs(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{expected 'outs'}}
  pto.tdivs ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, f32) (%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

// Fills and generators.
func.func @expands_acc(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.texpands' op expects dst in loc=vec or loc=mat, got loc=acc}}
  pto.texpands ins(%s : f32) outs(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @expands_scalar_type(%s: f16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.texpands' op expects the scalar to have dst's element type 'f32', got 'f16'}}
  pto.texpands ins(%s : f16) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @expands_bf16_a5(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.texpands' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.texpands ins(%s : bf16) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

func.func @ci_not_vec(%s: i32) {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 1x32xi32>
  // expected-error@+1 {{'pto.tci' op expects dst to be in the vec address space, got loc=mat}}
  pto.tci ins(%s : i32) outs(%m : !pto.tile_buf<mat, 1x32xi32>)
  return
}

// -----

func.func @ci_i8(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi8>
  // expected-error@+1 {{'pto.tci' op does not support element type 'i8' for dst on A2/A3; expected i16 or i32}}
  pto.tci ins(%s : i8) outs(%a : !pto.tile_buf<vec, 1x32xi8>)
  return
}

// -----

func.func @ci_rows(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 2x32xi32>
  // expected-error@+1 {{'pto.tci' op expects a one-row dst (pto-isa's TCI fills one row), got 2 rows}}
  pto.tci ins(%s : i32) outs(%a : !pto.tile_buf<vec, 2x32xi32>)
  return
}

// -----

func.func @ci_start_type(%s: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  // expected-error@+1 {{'pto.tci' op expects the start to have dst's element type 'i32', got 'i16'}}
  pto.tci ins(%s : i16) outs(%a : !pto.tile_buf<vec, 1x32xi32>)
  return
}

// -----

func.func @tri_side(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.ttri' op expects upperOrLower to be 0 (lower) or 1 (upper), got 2}}
  pto.ttri ins(%s {upperOrLower = 2 : i32} : i32) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @tri_layout(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  // expected-error@+1 {{'pto.ttri' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.ttri ins(%s : i32) outs(%a : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @random_a3(%k: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.trandom' op trandom is only supported on A5}}
  pto.trandom ins(%k, %k, %k, %k, %k, %k : i32, i32, i32, i32, i32, i32) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @random_rounds(%k: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.trandom' op expects rounds to be 7 or 10, got 8}}
  pto.trandom ins(%k, %k, %k, %k, %k, %k {rounds = 8 : i32} : i32, i32, i32, i32, i32, i32) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @random_element(%k: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.trandom' op expects dst to hold i32, got 'f32'}}
  pto.trandom ins(%k, %k, %k, %k, %k, %k : i32, i32, i32, i32, i32, i32) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @random_not_vec(%k: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi32>
  // expected-error@+1 {{'pto.trandom' op expects dst to be in the vec address space, got loc=mat}}
  pto.trandom ins(%k, %k, %k, %k, %k, %k : i32, i32, i32, i32, i32, i32) outs(%a : !pto.tile_buf<mat, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @random_key_type(%k: i32, %w: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.trandom' op operand #1 must be 32-bit signless integer, but got 'i16'}}
  pto.trandom ins(%k, %w, %k, %k, %k, %k : i32, i16, i32, i32, i32, i32) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// Per-op element types of ptoas 0.27 (the ops whose verifier lists its own
// types instead of following the op's class), per arch.
//===----------------------------------------------------------------------===//

// tand/tor/txor and their scalar forms: i8/i16 on a3 ...
module attributes {pto.target_arch = "a3"} {
func.func @and_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tand' op does not support element type 'i32' for dst on A2/A3; expected i8 or i16}}
  pto.tand ins(%a, %a : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @or_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tor' op does not support element type 'i32' for dst on A2/A3; expected i8 or i16}}
  pto.tor ins(%a, %a : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @xor_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.txor' op does not support element type 'i32' for dst on A2/A3; expected i8 or i16}}
  pto.txor ins(%a, %a, %t : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @ors_i32_a3(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tors' op does not support element type 'i32' for dst on A2/A3; expected i8 or i16}}
  pto.tors ins(%a, %s : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

// ... and also i32 on a5.
module attributes {pto.target_arch = "a5"} {
func.func @and_i64_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  // expected-error@+1 {{'pto.tand' op does not support element type 'i64' for dst on A5; expected i8, i16 or i32}}
  pto.tand ins(%a, %a : !pto.tile_buf<vec, 16x16xi64>, !pto.tile_buf<vec, 16x16xi64>) outs(%d : !pto.tile_buf<vec, 16x16xi64>)
  return
}
}

// -----

// tands/tors/txors cannot run in place, on either arch (decided on the SSA
// value, as ptoas does).
module attributes {pto.target_arch = "a3"} {
func.func @ands_in_place(%s: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.tands' op expects src and dst to use different storage}}
  pto.tands ins(%a, %s : !pto.tile_buf<vec, 16x16xi16>, i16) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @ors_in_place(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tors' op expects src and dst to use different storage}}
  pto.tors ins(%a, %s : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

func.func @xors_in_place(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.txors' op expects src and dst to use different storage}}
  pto.txors ins(%a, %s, %t : !pto.tile_buf<vec, 16x32xi8>, i8, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}

// -----

// tshrs: i16/i32 on a3 (i8 on a5 only); tnot: i16 on a3.
module attributes {pto.target_arch = "a3"} {
func.func @shrs_i8_a3(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tshrs' op does not support element type 'i8' for dst on A2/A3; expected i16 or i32}}
  pto.tshrs ins(%a, %s : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @not_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tnot' op does not support element type 'i32' for dst on A2/A3; expected i16}}
  pto.tnot ins(%a : !pto.tile_buf<vec, 16x16xi32>) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @shl_i64_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  // expected-error@+1 {{'pto.tshl' op does not support element type 'i64' for dst on A5; expected i8, i16 or i32}}
  pto.tshl ins(%a, %a : !pto.tile_buf<vec, 16x16xi64>, !pto.tile_buf<vec, 16x16xi64>) outs(%a : !pto.tile_buf<vec, 16x16xi64>)
  return
}
}

// -----

// trelu: i32, f16, f32 on both arches.
module attributes {pto.target_arch = "a3"} {
func.func @relu_i16_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.trelu' op does not support element type 'i16' for dst on A2/A3; expected i32, f16 or f32}}
  pto.trelu ins(%a : !pto.tile_buf<vec, 16x16xi16>) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @relu_i16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.trelu' op does not support element type 'i16' for dst on A5; expected i32, f16 or f32}}
  pto.trelu ins(%a : !pto.tile_buf<vec, 16x16xi16>) outs(%a : !pto.tile_buf<vec, 16x16xi16>)
  return
}
}

// -----

// tmul/tfmod/tfmods: i16, i32, f16, f32 on both arches (no i8 nor bf16 on a5).
module attributes {pto.target_arch = "a5"} {
func.func @mul_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tmul' op does not support element type 'bf16' for dst on A5; expected i16, i32, f16 or f32}}
  pto.tmul ins(%a, %a : !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mul_i8_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tmul' op does not support element type 'i8' for dst on A5; expected i16, i32, f16 or f32}}
  pto.tmul ins(%a, %a : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @fmods_i8_a5(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tfmods' op does not support element type 'i8' for dst on A5; expected i16, i32, f16 or f32}}
  pto.tfmods ins(%a, %s : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

// tsub/tmax/tmin/tmaxs/tdivs: i8 but not bf16 on a5.
module attributes {pto.target_arch = "a5"} {
func.func @sub_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tsub' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tsub ins(%a, %a : !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @max_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tmax' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tmax ins(%a, %a : !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @min_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tmin' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tmin ins(%a, %a : !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @maxs_bf16_a5(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tmaxs' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tmaxs ins(%a, %s : !pto.tile_buf<vec, 16x16xbf16>, bf16) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @divs_bf16_a5(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tdivs' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tdivs ins(%s, %a : bf16, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

// tdiv: f16/f32 on a3, also i16/i32 on a5.
module attributes {pto.target_arch = "a3"} {
func.func @div_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tdiv' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.tdiv ins(%a, %a : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @div_i8_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tdiv' op does not support element type 'i8' for dst on A5; expected i16, i32, f16 or f32}}
  pto.tdiv ins(%a, %a : !pto.tile_buf<vec, 16x32xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

// trem/trems: i32/f32 on a3, also i16/f16 on a5.
module attributes {pto.target_arch = "a3"} {
func.func @rem_f16_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.trem' op does not support element type 'f16' for dst on A2/A3; expected i32 or f32}}
  pto.trem ins(%a, %a, %t : !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf16>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @rems_bf16_a5(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.trems' op does not support element type 'bf16' for dst on A5; expected i16, i32, f16 or f32}}
  pto.trems ins(%a, %s, %t : !pto.tile_buf<vec, 16x16xbf16>, bf16, !pto.tile_buf<vec, 16x16xbf16>) outs(%d : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

// tprelu: f16/f32 on both arches (no bf16 on a5).
module attributes {pto.target_arch = "a5"} {
func.func @prelu_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tprelu' op does not support element type 'bf16' for dst on A5; expected f16 or f32}}
  pto.tprelu ins(%a, %a, %t : !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xi8>) outs(%d : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

// tmaxs/tmins take a float scalar (ptoas fails to lower an integer one), on
// integer tiles too, on both arches.
module attributes {pto.target_arch = "a3"} {
func.func @maxs_int_scalar_a3(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tmaxs' op operand #1 must be a float scalar (ptoas lowers this op with a float scalar only), but got 'i32'}}
  pto.tmaxs ins(%a, %s : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mins_int_scalar_a5(%s: i16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmins' op operand #1 must be a float scalar (ptoas lowers this op with a float scalar only), but got 'i16'}}
  pto.tmins ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, i16) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

// tdiv's element types (PTO_DivElements, which its documentation lists
// too): i32 on a5 only.
module attributes {pto.target_arch = "a3"} {
func.func @div_i32_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.tdiv' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.tdiv ins(%a, %a : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%a : !pto.tile_buf<vec, 16x16xi32>)
  return
}
}
