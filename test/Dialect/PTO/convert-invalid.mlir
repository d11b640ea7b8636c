// Verifier and parser errors of the conversion, compare, select, padding,
// quantisation, gather/scatter, sort and a5-only ops (PTOConvertOps.cpp and the
// PTOVerifyUtils.cpp helpers it calls), per arch where the rule differs.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// tcvt
//===----------------------------------------------------------------------===//

// The conversions of the arch (pto-isa's TCVT table): a3 converts no
// integer type to i8; a5 does not convert i32 to f16.
func.func @cvt_i16_to_i8_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tcvt' op converts 'i16' to 'i8', which a3 does not ('i16' converts to f16 or f32)}}
  pto.tcvt ins(%s : !pto.tile_buf<vec, 16x32xi16>) outs(%d : !pto.tile_buf<vec, 16x32xi8>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @cvt_i32_to_f16_a5() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf16>
  // expected-error@+1 {{'pto.tcvt' op converts 'i32' to 'f16', which a5 does not ('i32' converts to i16 or f32)}}
  pto.tcvt ins(%s : !pto.tile_buf<vec, 16x32xi32>) outs(%d : !pto.tile_buf<vec, 16x32xf16>)
  return
}
}

// -----

func.func @cvt_src_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tcvt' op expects src to be in the vec address space, got loc=mat}}
  pto.tcvt ins(%s : !pto.tile_buf<mat, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @cvt_tmp_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tcvt' op expects tmp to be in the vec address space, got loc=mat}}
  pto.tcvt ins(%s, %t : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @cvt_shape() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tcvt' op expects src and dst to have compatible shapes, got 16x32 and 16x16}}
  pto.tcvt ins(%s : !pto.tile_buf<vec, 16x32xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @cvt_valid_shape() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tcvt' op expects src and dst to have the same valid shape}}
  pto.tcvt ins(%s {rmode = #pto<round_mode ROUND>} : !pto.tile_buf<vec, 16x16xf32, valid=8x16>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

// The attributes go inside ins(...).
func.func @cvt_attr_position() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{expected operation name in quotes}}
  pto.tcvt ins(%s : !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf16>) {rmode = #pto<round_mode ROUND>}
  return
}

// -----

func.func @cvt_bad_rmode() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tcvt' op attribute 'rmode' failed to satisfy constraint}}
  pto.tcvt ins(%s {rmode = #pto<cmp gt>} : !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tcmp / tcmps
//===----------------------------------------------------------------------===//

func.func @cmp_src_layout() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op expects src1 to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tcmp ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, blayout=col_major>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @cmp_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op expects src0 and src1 to have the same element type, got 'f32' and 'f16'}}
  pto.tcmp ins(%a, %b {cmpMode = #pto<cmp lt>} : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @cmp_valid_shape() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x8>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op expects src0 and src1 to have the same valid shape}}
  pto.tcmp ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, valid=16x8>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @cmp_mask_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.tcmp' op expects the mask dst to be i8, got 'i16'}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%m : !pto.tile_buf<vec, 16x16xi16>)
  return
}

// -----

func.func @cmp_mask_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 8x32xi8>
  // expected-error@+1 {{'pto.tcmp' op expects the mask dst to have the valid rows of the source}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%m : !pto.tile_buf<vec, 8x32xi8>)
  return
}

// -----

func.func @cmp_mask_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op expects dst to be in the vec address space, got loc=mat}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xi8>)
  return
}

// -----

func.func @cmp_bad_mode() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+2 {{expected ::mlir::pto::CmpMode to be one of: eq, ne, lt, le, gt, ge}}
  // expected-error@+1 {{failed to parse PTO_CmpModeAttr parameter 'value' which is to be a `::mlir::pto::CmpMode`}}
  pto.tcmp ins(%a, %a {cmpMode = #pto<cmp less_than>} : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @cmps_src_not_vec(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmps' op expects src to be in the vec address space, got loc=mat}}
  pto.tcmps ins(%a, %s : !pto.tile_buf<mat, 16x16xf32>, f32) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @cmps_mask_element(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tcmps' op expects the mask dst to be i8, got 'f32'}}
  pto.tcmps ins(%a, %s {cmpMode = #pto<cmp ge>} : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%m : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @cmps_mask_layout(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8, blayout=col_major>
  // expected-error@+1 {{'pto.tcmps' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tcmps ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%m : !pto.tile_buf<vec, 16x16xi8, blayout=col_major>)
  return
}

// -----

func.func @cmps_mask_rows(%s: f32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8, valid=4x16>
  // expected-error@+1 {{'pto.tcmps' op expects the mask dst to have the valid rows of the source}}
  pto.tcmps ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%m : !pto.tile_buf<vec, 16x16xi8, valid=4x16>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tsel / tsels
//===----------------------------------------------------------------------===//

func.func @sel_mask_not_vec() {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tsel' op expects mask to be in the vec address space, got loc=mat}}
  pto.tsel ins(%m, %a, %a, %a : !pto.tile_buf<mat, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @sel_tmp_not_vec() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  // expected-error@+1 {{'pto.tsel' op expects tmp to be in the vec address space, got loc=mat}}
  pto.tsel ins(%m, %a, %a, %t : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @sel_element() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tsel' op expects src1 and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tsel ins(%m, %a, %b, %a : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf32>) outs(%a : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @sel_layout() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tsel' op expects src0 to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tsel ins(%m, %a, %d, %d : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32, blayout=col_major>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @sel_i8_a3() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 2x128xi8>
  // expected-error@+1 {{'pto.tsel' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tsel ins(%m, %m, %m, %m : !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 2x128xi8>, !pto.tile_buf<vec, 2x128xi8>) outs(%m : !pto.tile_buf<vec, 2x128xi8>)
  return
}
}

// -----

// ptoas 0.27 takes no bf16 select on either arch.
module attributes {pto.target_arch = "a3"} {
func.func @sel_bf16_a3() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tsel' op does not support element type 'bf16' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tsel ins(%m, %a, %a, %a : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sel_bf16_a5() {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tsel' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.tsel ins(%m, %a, %a, %a : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>, !pto.tile_buf<vec, 16x16xbf16>) outs(%a : !pto.tile_buf<vec, 16x16xbf16>)
  return
}
}

// -----

func.func @sels_valid_shape(%s: f32) {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x8>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tsels' op expects src and dst to have the same valid shape}}
  pto.tsels ins(%m, %a, %d, %s : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32, valid=16x8>, !pto.tile_buf<vec, 16x16xf32>, f32) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @sels_i64_a3(%s: i64) {
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  // expected-error@+1 {{'pto.tsels' op does not support element type 'i64' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tsels ins(%m, %a, %a, %s : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xi64>, !pto.tile_buf<vec, 16x16xi64>, i64) outs(%a : !pto.tile_buf<vec, 16x16xi64>)
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// tfillpad family
//===----------------------------------------------------------------------===//

func.func @fillpad_null_pad() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tfillpad' op expects dst to name a pad value (pad=1 zero, 2 max, 3 min), got pad=0}}
  pto.tfillpad ins(%s : !pto.tile_buf<vec, 16x16xf32>) outs(%s : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @fillpad_src_loc() {
  %s = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, pad=1>
  // expected-error@+1 {{'pto.tfillpad' op expects src in loc=vec or loc=mat, got loc=acc}}
  pto.tfillpad ins(%s : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%d : !pto.tile_buf<vec, 16x16xf32, pad=1>)
  return
}

// -----

func.func @fillpad_dst_loc() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %d = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major, pad=1>
  // expected-error@+1 {{'pto.tfillpad_inplace' op expects dst in loc=vec or loc=mat, got loc=left}}
  pto.tfillpad_inplace ins(%s : !pto.tile_buf<vec, 16x16xf16>) outs(%d : !pto.tile_buf<left, 16x16xf16, slayout=row_major, pad=1>)
  return
}

// -----

func.func @fillpad_locations() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32, pad=2>
  // expected-error@+1 {{'pto.tfillpad' op expects src and dst in the same location}}
  pto.tfillpad ins(%s : !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<mat, 16x16xf32, pad=2>)
  return
}

// -----

func.func @fillpad_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, pad=3>
  // expected-error@+1 {{'pto.tfillpad' op expects src and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tfillpad ins(%s : !pto.tile_buf<vec, 16x16xf16>) outs(%d : !pto.tile_buf<vec, 16x16xf32, pad=3>)
  return
}

// -----

func.func @fillpad_shape() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32, pad=1>
  // expected-error@+1 {{'pto.tfillpad' op expects src and dst to have the same shape}}
  pto.tfillpad ins(%s : !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x32xf32, pad=1>)
  return
}

// -----

func.func @fillpad_expand_smaller() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 32x16xf32, pad=1>
  // expected-error@+1 {{'pto.tfillpad_expand' op expects dst to be at least as large as src}}
  pto.tfillpad_expand ins(%s : !pto.tile_buf<vec, 16x32xf32>) outs(%d : !pto.tile_buf<vec, 32x16xf32, pad=1>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tquant / tdequant
//===----------------------------------------------------------------------===//

func.func @quant_src() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tquant' op expects src to have element type f32}}
  pto.tquant ins(%s, %f : !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xi8>) {quant_type = #pto<quant_type INT8_SYM>}
  return
}

// -----

func.func @quant_offset_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %o = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xui8>
  // expected-error@+1 {{'pto.tquant' op expects offset to have element type f32}}
  pto.tquant ins(%s, %s, %o : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%d : !pto.tile_buf<vec, 16x16xui8>) {quant_type = #pto<quant_type INT8_ASYM>}
  return
}

// -----

func.func @quant_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  // expected-error@+1 {{'pto.tquant' op expects an 8-bit integer dst, got 'i16'}}
  pto.tquant ins(%s, %s : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xi16>) {quant_type = #pto<quant_type INT8_SYM>}
  return
}

// -----

func.func @quant_sym_offset() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tquant' op INT8_SYM quantization must not have an offset operand}}
  pto.tquant ins(%s, %s, %s : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xi8>) {quant_type = #pto<quant_type INT8_SYM>}
  return
}

// -----

func.func @quant_asym_no_offset() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xui8>
  // expected-error@+1 {{'pto.tquant' op INT8_ASYM quantization requires an offset operand}}
  pto.tquant ins(%s, %s : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xui8>) {quant_type = #pto<quant_type INT8_ASYM>}
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @quant_layout_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tquant' op expects A2/A3 src and dst to use row-major layout}}
  pto.tquant ins(%s, %s : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>, !pto.tile_buf<vec, 16x16xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x16xi8>) {quant_type = #pto<quant_type INT8_SYM>}
  return
}
}

// -----

func.func @quant_missing_type() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tquant' op requires attribute 'quant_type'}}
  pto.tquant ins(%s, %s : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x16xi8>)
  return
}

// -----

func.func @dequant_src() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tdequant' op expects src element type i8 or i16, got 'f16'}}
  pto.tdequant ins(%s, %f, %f : !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%f : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @dequant_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tdequant' op expects dst element type f32}}
  pto.tdequant ins(%s, %f, %f : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%h : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @dequant_scale() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tdequant' op expects scale element type f32}}
  pto.tdequant ins(%s, %h, %f : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf16>, !pto.tile_buf<vec, 16x16xf32>) outs(%f : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @dequant_offset() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %h = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tdequant' op expects offset element type f32}}
  pto.tdequant ins(%s, %f, %h : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%f : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tgatherb / tscatter
//===----------------------------------------------------------------------===//

func.func @gatherb_offsets_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %o = pto.alloc_tile : !pto.tile_buf<mat, 16x4xui32>
  // expected-error@+1 {{'pto.tgatherb' op expects indices to be in the vec address space, got loc=mat}}
  pto.tgatherb ins(%s, %o : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<mat, 16x4xui32>) outs(%s : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// -----

func.func @gatherb_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %o = pto.alloc_tile : !pto.tile_buf<vec, 16x4xui32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // expected-error@+1 {{'pto.tgatherb' op expects src and dst to have the same element type, got 'f16' and 'i16'}}
  pto.tgatherb ins(%s, %o : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x4xui32>) outs(%d : !pto.tile_buf<vec, 16x64xi16>)
  return
}

// -----

func.func @scatter_src_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf16>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // expected-error@+1 {{'pto.tscatter' op expects src to be in the vec address space, got loc=mat}}
  pto.tscatter ins(%s, %i : !pto.tile_buf<mat, 16x64xf16>, !pto.tile_buf<vec, 16x64xi16>) outs(%d : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// -----

func.func @scatter_dst_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  %d = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf16>
  // expected-error@+1 {{'pto.tscatter' op expects dst to be in the vec address space, got loc=mat}}
  pto.tscatter ins(%s, %i : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xi16>) outs(%d : !pto.tile_buf<mat, 16x64xf16>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tgather
//===----------------------------------------------------------------------===//

func.func @gather_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<mat, 1x64xf32>
  // expected-error@+1 {{'pto.tgather' op expects operand #1 to be in the vec address space, got loc=mat}}
  pto.tgather ins(%s, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<mat, 1x64xf32>)
  return
}

// -----

func.func @gather_index_no_tmp() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op expects a scratch tile (tmp) in the index form}}
  pto.tgather ins(%s, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%s : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @gather_compare_no_tmp(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op expects a scratch tile (tmp) in the compare form}}
  pto.tgather ins(%s, %k : !pto.tile_buf<vec, 1x64xf32>, f32) outs(%i, %i : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

func.func @gather_index_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // expected-error@+1 {{'pto.tgather' op expects src and dst to have the same element type, got 'f32' and 'f16'}}
  pto.tgather ins(%s, %i, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) outs(%d : !pto.tile_buf<vec, 1x64xf16>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @gather_indices_i16_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi16>
  // expected-error@+1 {{'pto.tgather' op expects indices of element type i32 on A2/A3, got 'i16'}}
  pto.tgather ins(%s, %i, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi16>, !pto.tile_buf<vec, 1x64xi16>) outs(%s : !pto.tile_buf<vec, 1x64xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @gather_indices_i8_a5() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  // expected-error@+1 {{'pto.tgather' op expects indices of element type i32 or i16 on A5, got 'i8'}}
  pto.tgather ins(%s, %i, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi8>, !pto.tile_buf<vec, 1x64xi8>) outs(%s : !pto.tile_buf<vec, 1x64xf32>)
  return
}
}

// -----

func.func @gather_compare_dst(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op expects the compare-form dst and cdst to hold i32, got 'f32' and 'i32'}}
  pto.tgather ins(%s, %k, %i : !pto.tile_buf<vec, 1x64xf32>, f32, !pto.tile_buf<vec, 1x64xi32>) outs(%s, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

func.func @gather_compare_kvalue(%k: f16) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op expects kValue of the src element type ('f32'), got 'f16'}}
  pto.tgather ins(%s, %k, %i : !pto.tile_buf<vec, 1x64xf32>, f16, !pto.tile_buf<vec, 1x64xi32>) outs(%i, %i : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

func.func @gather_compare_mode(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op expects the compare-form cmpMode to be eq or gt}}
  pto.tgather ins(%s, %k, %i : !pto.tile_buf<vec, 1x64xf32>, f32, !pto.tile_buf<vec, 1x64xi32>) outs(%i, %i : !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) {cmpMode = #pto<cmp le>}
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @gather_compare_i16_a3(%k: i16) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi16>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  // expected-error@+1 {{'pto.tgather' op expects A2/A3 compare-form tgather src element type to be f16/f32, or i32 when cmpMode=eq}}
  pto.tgather ins(%s, %k, %i : !pto.tile_buf<vec, 1x32xi16>, i16, !pto.tile_buf<vec, 1x32xi32>) outs(%i, %i : !pto.tile_buf<vec, 1x32xi32>, !pto.tile_buf<vec, 1x32xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @gather_compare_i32_gt_a3(%k: i32) {
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  // expected-error@+1 {{'pto.tgather' op expects A2/A3 compare-form tgather src element type to be f16/f32, or i32 when cmpMode=eq}}
  pto.tgather ins(%i, %k, %i : !pto.tile_buf<vec, 1x32xi32>, i32, !pto.tile_buf<vec, 1x32xi32>) outs(%i, %i : !pto.tile_buf<vec, 1x32xi32>, !pto.tile_buf<vec, 1x32xi32>) {cmpMode = #pto<cmp gt>}
  return
}
}

// -----

// Malformed forms that only the generic syntax can express.
func.func @gather_mask_extra() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tgather' op the mask-pattern form takes no other operands}}
  "pto.tgather"(%s, %s, %s) <{maskPattern = #pto.mask_pattern<P0101>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 0>}> : (!pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>) -> ()
  return
}

// -----

func.func @gather_no_form() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tgather' op expects an index tile, a compare kValue or a mask pattern}}
  "pto.tgather"(%s, %s) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>}> : (!pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>) -> ()
  return
}

// -----

func.func @gather_compare_no_cdst(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tgather' op expects the compare form to take a kValue and a cdst, and no index tile}}
  "pto.tgather"(%s, %s, %s, %k) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 1>}> : (!pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>, f32) -> ()
  return
}

// -----

// The custom tgather parser.
func.func @gather_parse_too_many(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{tgather takes at most two operands after src}}
  pto.tgather ins(%s, %s, %s, %s : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>) outs(%s : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @gather_parse_mask_two_dsts() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{the mask-pattern form of tgather has one destination}}
  pto.tgather ins(%s, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x64xf32>) outs(%s, %s : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @gather_parse_compare_one_dst(%k: f32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{the compare form of tgather takes a scalar kValue and two destinations (dst, cdst)}}
  pto.tgather ins(%s, %k, %s : !pto.tile_buf<vec, 1x64xf32>, f32, !pto.tile_buf<vec, 1x64xf32>) outs(%s : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @gather_parse_index_two_dsts() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{the compare form of tgather takes a scalar kValue and two destinations (dst, cdst)}}
  pto.tgather ins(%s, %i, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) outs(%s, %i : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// tsort32 / tmrgsort / ttrans
//===----------------------------------------------------------------------===//

func.func @sort32_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf16>
  %i = pto.alloc_tile : !pto.tile_buf<mat, 1x32xui32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // expected-error@+1 {{'pto.tsort32' op expects idx to be in the vec address space, got loc=mat}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<mat, 1x32xui32>) outs(%d : !pto.tile_buf<vec, 1x64xf16>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @gather_mask_i64() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi64>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi64>
  // expected-error@+1 {{'pto.tgather' op the mask-pattern form takes 1-, 2- or 4-byte elements on A5, got 'i64'}}
  pto.tgather ins(%s, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x64xi64>) outs(%d : !pto.tile_buf<vec, 1x32xi64>)
  return
}
}

// -----

func.func @gather_mask_sizes() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf16>
  // expected-error@+1 {{'pto.tgather' op the mask-pattern form expects src and dst elements of one size, got 'f32' and 'f16'}}
  pto.tgather ins(%s, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 1x32xf16>)
  return
}

// -----

func.func @gather_mask_padded_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32, valid=1x16>
  // expected-error@+1 {{'pto.tgather' op the mask-pattern form writes dst as one contiguous buffer: expects its valid columns to be its 32 columns, got 16}}
  pto.tgather ins(%s, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<vec, 1x32xf32>) outs(%d : !pto.tile_buf<vec, 1x32xf32, valid=1x16>)
  return
}

// -----

func.func @sort32_not_sorted_type() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tsort32' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xi32>, !pto.tile_buf<vec, 1x32xi32>) outs(%d : !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

func.func @sort32_mixed_types() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf16>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tsort32' op expects src and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<vec, 1x32xi32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @sort32_float_indices() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tsort32' op expects idx of ui32 (pto-isa's uint32_t), got 'f32'}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @sort32_index_shape() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 2x32xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xui32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 2x64xf32>
  // expected-error@+1 {{'pto.tsort32' op expects src and idx to have the same valid shape}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 2x32xf32>, !pto.tile_buf<vec, 1x32xui32>) outs(%d : !pto.tile_buf<vec, 2x64xf32>)
  return
}

// -----

func.func @sort32_partial_block() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, valid=1x48>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xui32, valid=1x48>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{'pto.tsort32' op without tmp sorts whole 32-element blocks: expects src's valid columns to be a multiple of 32, got 48}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x64xf32, valid=1x48>, !pto.tile_buf<vec, 1x64xui32, valid=1x48>) outs(%d : !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @sort32_signless_indices() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tsort32' op expects idx of ui32 (pto-isa's uint32_t), got 'i32'}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xi32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @sort32_dst_rows() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 2x32xf32>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 2x32xui32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  // expected-error@+1 {{'pto.tsort32' op sorts as many rows as dst has valid: expects src's 2 valid rows, got 4}}
  pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 2x32xf32>, !pto.tile_buf<vec, 2x32xui32>) outs(%d : !pto.tile_buf<vec, 4x64xf32>)
  return
}

// -----

func.func @mrgsort_not_vec(%len: i32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  %d = pto.alloc_tile : !pto.tile_buf<mat, 1x128xf32>
  // expected-error@+1 {{'pto.tmrgsort' op expects operand #2 to be in the vec address space, got loc=mat}}
  pto.tmrgsort ins(%s, %len : !pto.tile_buf<vec, 1x128xf32>, i32) outs(%d : !pto.tile_buf<mat, 1x128xf32>)
  return
}

// -----

func.func @mrgsort_block_two_sources(%len: i32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{'pto.tmrgsort' op the block form takes one source, a block length and one destination}}
  pto.tmrgsort ins(%s, %s, %len : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, i32) outs(%s : !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @mrgsort_merge_one_source() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  %ex = arith.constant dense<0> : vector<4xi16>
  // expected-error@+1 {{'pto.tmrgsort' op the merge form takes 2 to 4 sources, a scratch tile, a destination and an executed-count operand}}
  pto.tmrgsort ins(%s, %s : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%s, %ex : !pto.tile_buf<vec, 1x128xf32>, vector<4xi16>)
  return
}

// -----

func.func @mrgsort_merge_five_sources() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  %ex = arith.constant dense<0> : vector<4xi16>
  // expected-error@+1 {{'pto.tmrgsort' op the merge form takes 2 to 4 sources, a scratch tile, a destination and an executed-count operand}}
  pto.tmrgsort ins(%s, %s, %s, %s, %s, %s {exhausted = true} : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%s, %ex : !pto.tile_buf<vec, 1x128xf32>, vector<4xi16>)
  return
}

// -----

// The custom tmrgsort parser.
func.func @mrgsort_parse_one_operand() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{tmrgsort expects as many types as operands, and at least two operands}}
  pto.tmrgsort ins(%s : !pto.tile_buf<vec, 1x128xf32>) outs(%s : !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @mrgsort_parse_type_count() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{tmrgsort expects as many types as operands, and at least two operands}}
  pto.tmrgsort ins(%s, %s, %s : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%s : !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @mrgsort_parse_block_two_dsts(%len: i32) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{the block form of tmrgsort has one destination}}
  pto.tmrgsort ins(%s, %len : !pto.tile_buf<vec, 1x128xf32>, i32) outs(%s, %s : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @mrgsort_parse_merge_one_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  // expected-error@+1 {{the merge form of tmrgsort has a destination and an executed-count operand}}
  pto.tmrgsort ins(%s, %s, %s : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%s : !pto.tile_buf<vec, 1x128xf32>)
  return
}

// -----

func.func @trans_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 32x16xf32>
  // expected-error@+1 {{'pto.ttrans' op expects operand #1 to be in the vec address space, got loc=mat}}
  pto.ttrans ins(%s, %t : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<mat, 16x32xf32>) outs(%d : !pto.tile_buf<vec, 32x16xf32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// a5-only ops
//===----------------------------------------------------------------------===//

module attributes {pto.target_arch = "a3"} {
func.func @histogram_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 8x32xui16>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 8x1xui8, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 8x256xui32>
  // expected-error@+1 {{'pto.thistogram' op thistogram is only supported on A5}}
  pto.thistogram ins(%s, %i : !pto.tile_buf<vec, 8x32xui16>, !pto.tile_buf<vec, 8x1xui8, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 8x256xui32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @pack_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  // expected-error@+1 {{'pto.tpack' op tpack is only supported on A5}}
  pto.tpack ins(%s : !pto.tile_buf<vec, 16x64xi32>) outs(%d : !pto.tile_buf<vec, 16x64xi16>)
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// tcmp per arch (ptoas 0.27): a3 compares i32/f16/f32 and checks valid
// shapes; a5 takes i8/i16/i32/f16/bf16/f32 and wants one physical shape.
//===----------------------------------------------------------------------===//

module attributes {pto.target_arch = "a3"} {
func.func @cmp_i16_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op does not support element type 'i16' for src0 on A2/A3; expected i32, f16 or f32}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x16xi16>, !pto.tile_buf<vec, 16x16xi16>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @cmp_i64_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmp' op does not support element type 'i64' for src0 on A5; expected i8, i16, i32, f16, bf16 or f32}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x16xi64>, !pto.tile_buf<vec, 16x16xi64>) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}
}

// -----

// A mask wider than the sources (legal on a3, whose mask only needs the
// valid rows of the sources).
module attributes {pto.target_arch = "a5"} {
func.func @cmp_mask_shape_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x128xi8, valid=16x64>
  // expected-error@+1 {{'pto.tcmp' op expects src0, src1 and dst to have the same shape on A5, got 16x64, 16x64 and 16x128}}
  pto.tcmp ins(%a, %a : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%m : !pto.tile_buf<vec, 16x128xi8, valid=16x64>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @cmp_src_shape_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 32x64xf16, valid=16x64>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  // expected-error@+1 {{'pto.tcmp' op expects src0, src1 and dst to have the same shape on A5, got 16x64, 32x64 and 16x64}}
  pto.tcmp ins(%a, %b {cmpMode = #pto<cmp lt>} : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 32x64xf16, valid=16x64>) outs(%m : !pto.tile_buf<vec, 16x64xi8>)
  return
}
}

// -----

// tcmps: i16/i32/f16/f32 on a3, also i8 on a5; no bf16 on either.
module attributes {pto.target_arch = "a3"} {
func.func @cmps_i8_a3(%s: i8) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tcmps' op does not support element type 'i8' for src on A2/A3; expected i16, i32, f16 or f32}}
  pto.tcmps ins(%a, %s : !pto.tile_buf<vec, 16x32xi8>, i8) outs(%m : !pto.tile_buf<vec, 16x32xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @cmps_bf16_a5(%s: bf16) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi8>
  // expected-error@+1 {{'pto.tcmps' op does not support element type 'bf16' for src on A5; expected i8, i16, i32, f16 or f32}}
  pto.tcmps ins(%a, %s {cmpMode = #pto<cmp gt>} : !pto.tile_buf<vec, 16x16xbf16>, bf16) outs(%m : !pto.tile_buf<vec, 16x16xi8>)
  return
}
}

// -----

// A2/A3 compare int32 tiles for equality only (pto-isa's TCMP / TCMPS).
func.func @cmp_i32_order() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tcmp' op compares 'i32' tiles with 'gt', but A2/A3 compare them for equality only (pto-isa's TCMP takes the EQ path for int32 whatever the mode); modes other than eq take f16 or f32 tiles}}
  pto.tcmp ins(%a, %a {cmpMode = #pto<cmp gt>} : !pto.tile_buf<vec, 16x16xi32>, !pto.tile_buf<vec, 16x16xi32>) outs(%m : !pto.tile_buf<vec, 16x32xi8>)
  return
}

// -----

func.func @cmps_i32_order(%s: i32) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.tcmps' op compares 'i32' tiles with 'ne', but A2/A3 compare them for equality only (pto-isa's TCMP takes the EQ path for int32 whatever the mode); modes other than eq take f16 or f32 tiles}}
  pto.tcmps ins(%a, %s {cmpMode = #pto<cmp ne>} : !pto.tile_buf<vec, 16x16xi32>, i32) outs(%m : !pto.tile_buf<vec, 16x32xi8>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @gather_i8_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  %i = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tgather' op does not support element type 'i8' for src on A2/A3; expected i16, i32, f16 or f32}}
  pto.tgather ins(%s, %i, %i : !pto.tile_buf<vec, 1x64xi8>, !pto.tile_buf<vec, 1x64xi32>, !pto.tile_buf<vec, 1x64xi32>) outs(%s : !pto.tile_buf<vec, 1x64xi8>)
  return
}
}

// -----

func.func @mrgsort_executed_type(%ex: vector<4xi32>) {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x256xf32>
  // expected-error@+1 {{'pto.tmrgsort' op expects the executed-count operand to be vector<4xi16>, got 'vector<4xi32>'}}
  pto.tmrgsort ins(%s, %s, %d : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x256xf32>) outs(%d, %ex : !pto.tile_buf<vec, 1x256xf32>, vector<4xi32>)
  return
}

// -----

func.func @mrgsort_tmp_shape() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x256xf32>
  %ex = arith.constant dense<0> : vector<4xi16>
  // expected-error@+1 {{'pto.tmrgsort' op expects tmp of dst's shape (1x256), got 1x128}}
  pto.tmrgsort ins(%s, %s, %s : !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%d, %ex : !pto.tile_buf<vec, 1x256xf32>, vector<4xi16>)
  return
}

// -----

func.func @mrgsort_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xi32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x256xi32>
  %ex = arith.constant dense<0> : vector<4xi16>
  // expected-error@+1 {{'pto.tmrgsort' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.tmrgsort ins(%s, %s, %d : !pto.tile_buf<vec, 1x128xi32>, !pto.tile_buf<vec, 1x128xi32>, !pto.tile_buf<vec, 1x256xi32>) outs(%d, %ex : !pto.tile_buf<vec, 1x256xi32>, vector<4xi16>)
  return
}

// -----

func.func @mrgsort_mixed_elements() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x256xf32>
  %ex = arith.constant dense<0> : vector<4xi16>
  // expected-error@+1 {{'pto.tmrgsort' op expects every tile and dst to have the same element type, got 'f16' and 'f32'}}
  pto.tmrgsort ins(%s, %s, %d : !pto.tile_buf<vec, 1x128xf16>, !pto.tile_buf<vec, 1x128xf16>, !pto.tile_buf<vec, 1x256xf32>) outs(%d, %ex : !pto.tile_buf<vec, 1x256xf32>, vector<4xi16>)
  return
}

// -----

func.func @ttrans_col_major() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x16xf32>
  // expected-error@+1 {{'pto.ttrans' op expects a row_major src, got}}
  pto.ttrans ins(%s, %t : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 1x16xf32>)
  return
}

// -----

func.func @ttrans_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.ttrans' op expects tmp and dst to have the same element type, got 'f16' and 'f32'}}
  pto.ttrans ins(%s, %t : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf16>) outs(%s : !pto.tile_buf<vec, 16x16xf32>)
  return
}
