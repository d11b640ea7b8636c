// Verifier errors of tile allocation and tile views (PTOTileOps.cpp,
// verifyAlias of PTOVerifyUtils.cpp, and ODS constraints of PTOTileOps.td);
// the alloc_tile cases already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @set_validshape_static(%r: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.set_validshape' op expects a tile with a dynamic valid shape (v_row=?, v_col=?)}}
  pto.set_validshape %t, %r, %r : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

// Both valid dims have to be dynamic.
func.func @set_validshape_half(%r: index) {
  %t = pto.alloc_tile valid_row = %r : !pto.tile_buf<vec, 64x64xf32, valid=?x64>
  // expected-error@+1 {{'pto.set_validshape' op expects a tile with a dynamic valid shape (v_row=?, v_col=?)}}
  pto.set_validshape %t, %r, %r : !pto.tile_buf<vec, 64x64xf32, valid=?x64>
  return
}

// -----

func.func @set_validshape_rows(%r: index) {
  %c65 = arith.constant 65 : index
  %t = pto.alloc_tile valid_row = %r valid_col = %r : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  // expected-error@+1 {{'pto.set_validshape' op expects a valid shape within the 64x64 tile}}
  pto.set_validshape %t, %c65, %r : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  return
}

// -----

func.func @set_validshape_negative(%r: index) {
  %m1 = arith.constant -1 : index
  %t = pto.alloc_tile valid_row = %r valid_col = %r : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  // expected-error@+1 {{'pto.set_validshape' op expects a valid shape within the 64x64 tile}}
  pto.set_validshape %t, %r, %m1 : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  return
}

// -----

func.func @subset_offsets(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{pto.subset expects a tile, two offsets and two sizes}}
  %s = pto.subset %t[%i] sizes [32, 32] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

func.func @subset_sizes(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{pto.subset expects a tile, two offsets and two sizes}}
  %s = pto.subset %t[%i, %i] sizes [8, 8, 8] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

func.func @subset_zero(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{pto.subset expects positive sizes}}
  %s = pto.subset %t[%i, %i] sizes [0, 8] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

// Used to be an unchecked cast (undefined behaviour in a release build).
func.func @subset_not_integer(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{pto.subset expects integer sizes}}
  %s = pto.subset %t[%i, %i] sizes ["a", 8] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

func.func @subset_bounds(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.subset' op expects sizes within the 64x64 source}}
  %s = pto.subset %t[%i, %i] sizes [32, 128] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

func.func @subset_box_size(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.subset' op expects sizes and offsets of a fractal tile to be multiples of its 16x16 box}}
  %s = pto.subset %t[%i, %i] sizes [16, 8] : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  return
}

// -----

func.func @subset_box_offset() {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xi8, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.subset' op expects sizes and offsets of a fractal tile to be multiples of its 16x32 box}}
  %s = pto.subset %t[%c8, %c0] sizes [16, 32] : !pto.tile_buf<mat, 64x64xi8, blayout=col_major, slayout=row_major>
  return
}

// -----

func.func @subset_box_col_major(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf32, slayout=col_major>
  // expected-error@+1 {{'pto.subset' op expects sizes and offsets of a fractal tile to be multiples of its 8x16 box}}
  %s = pto.subset %t[%i, %i] sizes [8, 8] : !pto.tile_buf<mat, 64x64xf32, slayout=col_major>
  return
}

// -----

func.func @subset_box_acc() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %t = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.subset' op expects sizes and offsets of a fractal tile to be multiples of its 16x16 box}}
  %s = pto.subset %t[%c0, %c8] sizes [16, 16] : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  return
}

// -----

func.func @treshape_loc() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.treshape' op expects the result in the location of the source (vec), got mat}}
  %r = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<mat, 32x128xf32>
  return
}

// -----

func.func @subset_negative_offset() {
  %c0 = arith.constant 0 : index
  %m8 = arith.constant -8 : index
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.subset' op expects non-negative offsets}}
  %s = pto.subset %t[%m8, %c0] sizes [8, 64] : !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

// ptoas cannot cut 16-byte fractal boxes.
func.func @subset_fractal16(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16, slayout=row_major, fractal=16>
  // expected-error@+1 {{'pto.subset' op does not support a boxed source with fractal=16}}
  %s = pto.subset %t[%i, %i] sizes [16, 64] : !pto.tile_buf<mat, 64x64xf16, slayout=row_major, fractal=16>
  return
}

// -----

// A 32-byte fractal has 16x2 boxes.
func.func @subset_fractal32() {
  %c0 = arith.constant 0 : index
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16, slayout=row_major, fractal=32>
  // expected-error@+1 {{'pto.subset' op expects sizes and offsets of a fractal tile to be multiples of its 16x2 box}}
  %s = pto.subset %t[%c0, %c0] sizes [8, 64] : !pto.tile_buf<mat, 64x64xf16, slayout=row_major, fractal=32>
  return
}

// -----

// The boxes of a row_major boxed tile run along the rows: keep every column.
func.func @subset_row_major_cols() {
  %c0 = arith.constant 0 : index
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf32, slayout=col_major>
  // expected-error@+1 {{'pto.subset' op expects a window of a row_major boxed tile to keep all 64 columns at a constant column offset of 0}}
  %s = pto.subset %t[%c0, %c0] sizes [8, 32] : !pto.tile_buf<mat, 64x64xf32, slayout=col_major>
  return
}

// -----

func.func @subset_col_major_offset(%i: index) {
  %c0 = arith.constant 0 : index
  %t = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.subset' op expects a window of a col_major boxed tile to keep all 64 rows at a constant row offset of 0}}
  %s = pto.subset %t[%i, %c0] sizes [64, 16] : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  return
}

// -----

// treshape may change the element type, but a boxed tile stays boxed.
func.func @treshape_boxed() {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.treshape' op cannot reshape a boxed tile into a non-boxed one (slayout row_major -> none_box)}}
  %r = pto.treshape %t : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major> -> !pto.tile_buf<mat, 16x64xf16>
  return
}

// -----

func.func @treshape_unboxed() {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16>
  // expected-error@+1 {{'pto.treshape' op cannot reshape a non-boxed tile into a boxed one (slayout none_box -> col_major)}}
  %r = pto.treshape %t : !pto.tile_buf<mat, 32x32xf16> -> !pto.tile_buf<mat, 32x32xf16, slayout=col_major>
  return
}

// -----

func.func @treshape_size() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.treshape' op expects a result of the same size in bytes (16384), got 8192}}
  %r = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 32x64xf32>
  return
}

// -----

func.func @bitcast_loc() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.bitcast' op expects the result in the location of the source (vec), got acc}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<acc, 64x64xi32>
  return
}

// -----

func.func @bitcast_same_element() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.bitcast' op expects another element type than the source ('f32'); use pto.treshape to change the shape or layout}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xf32, blayout=col_major>
  return
}

// -----

func.func @bitcast_shape() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.bitcast' op expects the shape of the source (64x64), got 64x128; use pto.treshape to change the shape}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x128xf16>
  return
}

// -----

func.func @bitcast_valid_shape() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.bitcast' op expects the valid shape of the source}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xi32, valid=32x64>
  return
}

// -----

func.func @bitcast_config() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // expected-error@+1 {{'pto.bitcast' op expects the blayout, slayout, fractal, pad and compact of the source}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xi32, pad=1>
  return
}

// -----

func.func @bitcast_larger() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf16>
  // expected-error@+1 {{'pto.bitcast' op expects a result no larger than the source (8192 bytes), got 16384}}
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf16> -> !pto.tile_buf<vec, 64x64xf32>
  return
}

// -----

// The scalar unit reads UB: tgetval takes vec tiles only.
func.func @tgetval_loc(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  // expected-error@+1 {{'pto.tgetval' op expects src to be in the vec address space, got loc=mat}}
  %x = pto.tgetval ins(%t, %i : !pto.tile_buf<mat, 16x16xf32>, index) outs : f32
  return
}

// -----

func.func @tgetval_type(%i: index) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tgetval' op expects a result of the tile's element type ('f32'), got 'f16'}}
  %x = pto.tgetval ins(%t, %i : !pto.tile_buf<vec, 16x16xf32>, index) outs : f16
  return
}

// -----

func.func @tsetval_type(%i: index, %v: i32) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tsetval' op expects a value of the tile's element type ('f32'), got 'i32'}}
  pto.tsetval ins(%i, %v : index, i32) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @tassign_type(%t: !pto.tile_buf<vec, 16x16xf32>, %a: i64) {
  // expected-error@+1 {{'pto.tassign' op failed to verify that all of {tile, result} have same type}}
  %u = pto.tassign %t, %a : !pto.tile_buf<vec, 16x16xf32> -> !pto.tile_buf<vec, 16x16xf16>
  return
}

// -----

func.func @alloc_tile_addr_type(%a: i32) {
  // expected-error@+1 {{'pto.alloc_tile' op operand #0 must be 64-bit signless integer, but got 'i32'}}
  %t = "pto.alloc_tile"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> !pto.tile_buf<vec, 16x16xf32>
  return
}
