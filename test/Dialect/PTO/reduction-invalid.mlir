// Verifier and parser errors of the row/column reductions and broadcasts
// (PTOReductionOps.cpp and the PTOVerifyUtils.cpp helpers it calls), with the
// a3 and a5 variants of the arch-dependent messages.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Row reductions
//===----------------------------------------------------------------------===//

func.func @row_src_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowsum' op expects src to be in the vec address space, got loc=mat}}
  pto.trowsum ins(%s, %t : !pto.tile_buf<mat, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_src_col_major() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowmax' op expects src to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.trowmax ins(%s, %s : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_src_boxed() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, slayout=row_major>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowmin' op expects src to use the none_box slayout}}
  pto.trowmin ins(%s, %t : !pto.tile_buf<vec, 16x64xf32, slayout=row_major>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_tmp_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowprod' op expects tmp to be in the vec address space, got loc=mat}}
  pto.trowprod ins(%s, %t : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<mat, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_dst_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<mat, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowsum' op expects dst to be in the vec address space, got loc=mat}}
  pto.trowsum ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<mat, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_dst_boxed() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.trowsum' op expects dst to use the none_box slayout}}
  pto.trowsum ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @row_dn_dst_not_column() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32, blayout=col_major, valid=16x1>
  // expected-error@+1 {{'pto.trowmax' op expects a col_major (DN) dst to be a column (cols=1), got cols=8}}
  pto.trowmax ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x8xf32, blayout=col_major, valid=16x1>)
  return
}

// -----

func.func @row_nd_dst_valid_cols() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32, valid=16x4>
  // expected-error@+1 {{'pto.trowsum' op expects dst to have one valid column, got 4}}
  pto.trowsum ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x8xf32, valid=16x4>)
  return
}

// -----

func.func @row_valid_rows() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major, valid=8x1>
  // expected-error@+1 {{'pto.trowmax' op expects src and dst to have the same valid rows, got 16 and 8}}
  pto.trowmax ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major, valid=8x1>)
  return
}

// -----

func.func @row_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowsum' op expects src and dst to have the same element type, got 'f16' and 'f32'}}
  pto.trowsum ins(%s, %s : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x64xf16>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

// Element types per arch (PTO_RowReductionElements, PTO_ColReductionElements).
module attributes {pto.target_arch = "a5"} {
func.func @row_bf16_a5() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xbf16>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xbf16, blayout=col_major>
  // expected-error@+1 {{'pto.trowmax' op does not support element type 'bf16' for src on A5; expected i16, i32, f16 or f32}}
  pto.trowmax ins(%s, %s : !pto.tile_buf<vec, 16x64xbf16>, !pto.tile_buf<vec, 16x64xbf16>) outs(%d : !pto.tile_buf<vec, 16x1xbf16, blayout=col_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @col_i8_a3() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  // expected-error@+1 {{'pto.tcolmin' op does not support element type 'i8' for src on A2/A3; expected i16, i32, f16 or f32}}
  pto.tcolmin ins(%s : !pto.tile_buf<vec, 16x64xi8>) outs(%d : !pto.tile_buf<vec, 1x64xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @colprod_i8_a5() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  // expected-error@+1 {{'pto.tcolprod' op does not support element type 'i8' for src on A5; expected i16, i32, f16, bf16 or f32}}
  pto.tcolprod ins(%s : !pto.tile_buf<vec, 16x64xi8>) outs(%d : !pto.tile_buf<vec, 1x64xi8>)
  return
}
}

// -----

func.func @row_arg_float_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowargmax' op expects dst to hold indices (i32 or ui32), got 'f32'}}
  pto.trowargmax ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

func.func @row_arg_i16_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xi16, blayout=col_major>
  // expected-error@+1 {{'pto.trowargmax' op expects dst to hold indices (i32 or ui32), got 'i16'}}
  pto.trowargmax ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xi16, blayout=col_major>)
  return
}

// -----

// The scratch tile is mandatory.
func.func @row_missing_tmp() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{expected ','}}
  pto.trowsum ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// Column reductions
//===----------------------------------------------------------------------===//

func.func @col_src_boxed() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, slayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tcolmax' op expects src to use the none_box slayout}}
  pto.tcolmax ins(%s : !pto.tile_buf<vec, 16x64xf32, slayout=col_major>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @col_dst_col_major() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, blayout=col_major>
  // expected-error@+1 {{'pto.tcolmin' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tcolmin ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32, blayout=col_major>)
  return
}

// -----

func.func @col_tmp_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.tcolargmax' op expects tmp to be in the vec address space, got loc=mat}}
  pto.tcolargmax ins(%s, %t : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<mat, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xi32>)
  return
}

// -----

func.func @col_dst_rows() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 2x64xf32>
  // expected-error@+1 {{'pto.tcolprod' op expects dst to have one valid row, got 2}}
  pto.tcolprod ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 2x64xf32>)
  return
}

// -----

func.func @col_valid_cols() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, valid=1x32>
  // expected-error@+1 {{'pto.tcolsum' op expects src and dst to have the same valid columns, got 64 and 32}}
  pto.tcolsum ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32, valid=1x32>)
  return
}

// -----

func.func @col_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // expected-error@+1 {{'pto.tcolmax' op expects src and dst to have the same element type, got 'f32' and 'f16'}}
  pto.tcolmax ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf16>)
  return
}

// -----

func.func @col_arg_float_dst() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tcolargmin' op expects dst to hold indices (i32 or ui32), got 'f32'}}
  pto.tcolargmin ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @colsum_binary_without_tmp() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tcolsum' op 'isBinary' needs a scratch tile (ins(%src, %tmp ...))}}
  pto.tcolsum ins(%s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>) {isBinary = true}
  return
}

// -----

func.func @colsum_tmp_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tcolsum' op expects tmp to be in the vec address space, got loc=mat}}
  pto.tcolsum ins(%s, %t {isBinary = true} : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<mat, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

// The custom tcolsum parser: the scratch form needs both types.
func.func @colsum_parse_types() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{expected ','}}
  pto.tcolsum ins(%s, %s : !pto.tile_buf<vec, 16x64xf32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

func.func @colsum_parse_outs() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{expected 'outs'}}
  pto.tcolsum ins(%s : !pto.tile_buf<vec, 16x64xf32>) (%d : !pto.tile_buf<vec, 1x64xf32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// trowexpand / tcolexpand
//===----------------------------------------------------------------------===//

func.func @rowexpand_src_not_vec() {
  %s = pto.alloc_tile : !pto.tile_buf<mat, 16x1xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpand' op expects src to be in the vec address space, got loc=mat}}
  pto.trowexpand ins(%s : !pto.tile_buf<mat, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @rowexpand_dst_col_major() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpand' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.trowexpand ins(%s : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>)
  return
}

// -----

func.func @rowexpand_element() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpand' op expects src and dst to have the same element type, got 'f16' and 'f32'}}
  pto.trowexpand ins(%s : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @rowexpand_rows() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 8x1xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpand' op expects src and dst to have the same valid rows}}
  pto.trowexpand ins(%s : !pto.tile_buf<vec, 8x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colexpand_src_col_major() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.tcolexpand' op expects src to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tcolexpand ins(%s : !pto.tile_buf<vec, 1x64xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colexpand_cols() {
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.tcolexpand' op expects src and dst to have the same valid columns}}
  pto.tcolexpand ins(%s : !pto.tile_buf<vec, 1x32xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// trowexpand* / tcolexpand* binary broadcasts
//===----------------------------------------------------------------------===//

func.func @bcast_src_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<mat, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpandmul' op expects src1 to be in the vec address space, got loc=mat}}
  pto.trowexpandmul ins(%a, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<mat, 16x1xf32, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_dst_col_major() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.tcolexpandadd' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.tcolexpandadd ins(%a, %r : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>, !pto.tile_buf<vec, 1x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>)
  return
}

// -----

func.func @bcast_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf16, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpandsub' op expects src1 and dst to have the same element type, got 'f16' and 'f32'}}
  pto.trowexpandsub ins(%a, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf16, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_tmp_not_vec() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpanddiv' op expects tmp to be in the vec address space, got loc=mat}}
  pto.trowexpanddiv ins(%a, %c, %t : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<mat, 16x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @bcast_tmp_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpandexpdif' op expects A5 form to omit tmp}}
  pto.trowexpandexpdif ins(%a, %c, %a : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}
}

// -----

// trowexpandadd has no tmp form.
func.func @rowexpandadd_tmp() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  // expected-error@+1 {{expected ':'}}
  pto.trowexpandadd ins(%a, %c, %a : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_no_full_operand() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpandmax' op expects src0 or src1 to have the valid shape of dst}}
  pto.trowexpandmax ins(%a, %c : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_full_col_major() {
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.trowexpandmin' op expects the full operand src1 to use the row_major blayout}}
  pto.trowexpandmin ins(%c, %a : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>, !pto.tile_buf<vec, 16x64xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_column_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major, valid=8x1>
  // expected-error@+1 {{'pto.trowexpandsub' op expects the per-row operand src1 to have the valid rows of dst}}
  pto.trowexpandsub ins(%a, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major, valid=8x1>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_column_cols() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x2xf32, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpandmul' op expects the column operand src1 (col_major) to have one valid column, got 2}}
  pto.trowexpandmul ins(%a, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x2xf32, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

// A row_major per-row operand must hold one 32-byte block per row
// (ptoas-format.md §2.7): 8 f32 here, not a single column.
func.func @bcast_nd_one_column() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32, valid=16x1>
  // expected-error@+1 {{'pto.trowexpandadd' op expects the row_major per-row operand src1 to have 8 (32 bytes / element size) valid columns, got 1}}
  pto.trowexpandadd ins(%a, %c : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x8xf32, valid=16x1>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @bcast_nd_f16_block() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf16>
  // expected-error@+1 {{'pto.trowexpandexpdif' op expects the row_major per-row operand src1 to have 16 (32 bytes / element size) valid columns, got 8}}
  pto.trowexpandexpdif ins(%a, %c : !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<vec, 16x8xf16>) outs(%a : !pto.tile_buf<vec, 16x64xf16>)
  return
}

// -----

func.func @colbcast_row_first() {
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.tcolexpandmul' op expects src0 to have the valid shape of dst (the per-column operand is src1)}}
  pto.tcolexpandmul ins(%r, %a : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 16x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colbcast_full_col_major() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // expected-error@+1 {{'pto.tcolexpandsub' op expects the full operand src0 to use the row_major blayout}}
  pto.tcolexpandsub ins(%a, %r : !pto.tile_buf<vec, 16x64xf32, blayout=col_major>, !pto.tile_buf<vec, 1x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colbcast_row_col_major() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, blayout=col_major>
  // expected-error@+1 {{'pto.tcolexpandmax' op expects the per-column operand src1 to use the row_major blayout}}
  pto.tcolexpandmax ins(%a, %r : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colbcast_row_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 2x64xf32>
  // expected-error@+1 {{'pto.tcolexpandmin' op expects the per-column operand src1 to have one valid row, got 2}}
  pto.tcolexpandmin ins(%a, %r : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 2x64xf32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

func.func @colbcast_row_cols() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32, valid=1x32>
  // expected-error@+1 {{'pto.tcolexpanddiv' op expects the per-column operand src1 to have the valid columns of dst}}
  pto.tcolexpanddiv ins(%a, %r : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 1x64xf32, valid=1x32>) outs(%a : !pto.tile_buf<vec, 16x64xf32>)
  return
}

// -----

// Element types: div/expdif take f16/f32; the others i16/i32/f16/f32, and i8
// on a5 too.
module attributes {pto.target_arch = "a3"} {
func.func @rowdiv_int_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xi32, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpanddiv' op does not support element type 'i32' for dst on A2/A3; expected f16 or f32}}
  pto.trowexpanddiv ins(%a, %c : !pto.tile_buf<vec, 16x64xi32>, !pto.tile_buf<vec, 16x1xi32, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @colexpdif_int_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi16>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi16>
  // expected-error@+1 {{'pto.tcolexpandexpdif' op does not support element type 'i16' for dst on A5; expected f16 or f32}}
  pto.tcolexpandexpdif ins(%a, %r : !pto.tile_buf<vec, 16x64xi16>, !pto.tile_buf<vec, 1x64xi16>) outs(%a : !pto.tile_buf<vec, 16x64xi16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @rowsub_i8_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi8>
  // expected-error@+1 {{'pto.trowexpandsub' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.trowexpandsub ins(%a, %c : !pto.tile_buf<vec, 16x64xi8>, !pto.tile_buf<vec, 16x32xi8>) outs(%a : !pto.tile_buf<vec, 16x64xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @rowmul_bf16_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xbf16>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x1xbf16, blayout=col_major>
  // expected-error@+1 {{'pto.trowexpandmul' op does not support element type 'bf16' for dst on A5; expected i8, i16, i32, f16 or f32}}
  pto.trowexpandmul ins(%a, %c : !pto.tile_buf<vec, 16x64xbf16>, !pto.tile_buf<vec, 16x1xbf16, blayout=col_major>) outs(%a : !pto.tile_buf<vec, 16x64xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @coladd_i8_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi8>
  %r = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi8>
  // expected-error@+1 {{'pto.tcolexpandadd' op does not support element type 'i8' for dst on A2/A3; expected i16, i32, f16 or f32}}
  pto.tcolexpandadd ins(%a, %r : !pto.tile_buf<vec, 16x64xi8>, !pto.tile_buf<vec, 1x64xi8>) outs(%a : !pto.tile_buf<vec, 16x64xi8>)
  return
}
}
