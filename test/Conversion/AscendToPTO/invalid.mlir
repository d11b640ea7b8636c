// RUN: pto-opt %s --convert-ascend-to-pto -split-input-file -verify-diagnostics

// expected-error@+1 {{convert-ascend-to-pto needs the target arch: the module has no 'ascend.arch' attribute (convert-tir-to-ascend{arch=...} sets it)}}
module {
  func.func @no_arch() {
    return
  }
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @store_from_l1(%gm: memref<16x16xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.store' op from l1 has no PTO form: an l1 tile is NZ, and PTO's tstore from l1 writes NZ tiles into NZ tensors only (pto-isa's TSTORE), while global buffers are ND}}
  ascend.store ins(%l1 : memref<16x16xf16, #ascend.address_space<l1>>) outs(%gm : memref<16x16xf16, #ascend.address_space<gm>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @transposing_move() {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  %l0b = memref.alloc() : memref<32x16xf16, #ascend.address_space<l0b>>
  // expected-error@+1 {{'ascend.load_l0' op a transposing l1 -> l0 move has no PTO form (tmov keeps the shape); load the operand into l1 transposed instead (ascend.load {transpose})}}
  ascend.load_l0 ins(%l1 : memref<16x32xf16, #ascend.address_space<l1>>) outs(%l0b : memref<32x16xf16, #ascend.address_space<l0b>>) {transpose}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @local_subview_columns() {
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %v = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<32x32xf32, #ascend.address_space<ub>>') that keeps only some of its columns: a window of a tile takes whole rows (tiles have no row stride of their own), so regions of some columns of a local buffer are supported only as the first columns of every row, copied to or from global memory or reduced}}
  %s = memref.subview %u[0, 16] [16, 16] [1, 1] : memref<32x32xf32, #ascend.address_space<ub>> to memref<16x16xf32, strided<[32, 1], offset: 16>, #ascend.address_space<ub>>
  ascend.copy ins(%s : memref<16x16xf32, strided<[32, 1], offset: 16>, #ascend.address_space<ub>>) outs(%v : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// The first columns of every row are taken by copies to and from GM and by
// reductions only.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @column_region_vector_op() {
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  %v = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<16x32xf32, #ascend.address_space<ub>>') that keeps only its first columns and is used by something other than a copy to or from global memory or a reduction of it: tiles have no row stride of their own, so only those ops (which work on the tile's valid part) take such a region}}
  %s = memref.subview %u[0, 0] [16, 16] [1, 1] : memref<16x32xf32, #ascend.address_space<ub>> to memref<16x16xf32, strided<[32, 1]>, #ascend.address_space<ub>>
  // expected-note@+1 {{used here}}
  ascend.copy ins(%s : memref<16x16xf32, strided<[32, 1]>, #ascend.address_space<ub>>) outs(%v : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A reduction of one region of a buffer into another region of it: the
// tile holds one valid shape at a time.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @leading_regions_of_one_buffer() {
  %u = memref.alloc() : memref<8x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %tmp = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<8x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>') that a reduction reads or writes together with another region of the same buffer: the tile holds one valid shape at a time}}
  %s = memref.subview %u[0, 0] [8, 40] [1, 1] : memref<8x64xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<8x40xf32, strided<[64, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  %t = memref.subview %u[0, 0] [8, 1] [1, 1] : memref<8x64xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<8x1xf32, strided<[64, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  // expected-note@+1 {{the reduction}}
  ascend.vreduce <sum> ins(%s : memref<8x40xf32, strided<[64, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%t : memref<8x1xf32, strided<[64, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) tmp(%tmp : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// The first columns of a region of a buffer (two subviews): not the
// buffer's own tile.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @columns_of_a_region() {
  %u = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
  %v = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  %tmp = memref.alloc() : memref<4x40xf32, #ascend.address_space<ub>>
  %w = memref.subview %u[0, 0] [4, 64] [1, 1] : memref<8x64xf32, #ascend.address_space<ub>> to memref<4x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<4x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>') that keeps only some of its columns}}
  %s = memref.subview %w[0, 0] [4, 40] [1, 1] : memref<4x64xf32, strided<[64, 1]>, #ascend.address_space<ub>> to memref<4x40xf32, strided<[64, 1]>, #ascend.address_space<ub>>
  ascend.vreduce <sum> ins(%s : memref<4x40xf32, strided<[64, 1]>, #ascend.address_space<ub>>) outs(%v : memref<4x1xf32, #ascend.address_space<ub>>) tmp(%tmp : memref<4x40xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// The first rows of a column vector are a reduction's result (or a move's
// region) only.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @column_vector_first_rows_read() {
  %u = memref.alloc() : memref<8x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %v = memref.alloc() : memref<1x1xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<8x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>') that keeps only the first rows of a column vector and is used by something other than a copy to or from global memory or a reduction of it}}
  %s = memref.subview %u[0, 0] [4, 1] [1, 1] : memref<8x1xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<4x1xf32, strided<[1, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  // expected-note@+1 {{used here}}
  ascend.vreduce <sum> ins(%s : memref<4x1xf32, strided<[1, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%v : memref<1x1xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

// The first rows of a column vector whose tile is padded to more rows than
// a vector of those rows would be.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @column_vector_first_rows_padding(%g: memref<4x1xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<40x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<40x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>') that keeps only the first rows of a column vector whose tile is padded to more rows than theirs}}
  %s = memref.subview %u[0, 0] [4, 1] [1, 1] : memref<40x1xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<4x1xf32, strided<[1, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  ascend.load ins(%g : memref<4x1xf32, #ascend.address_space<gm>>) outs(%s : memref<4x1xf32, strided<[1, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @local_subview_column_vector() {
  %u = memref.alloc() : memref<32x1xf32, #ascend.address_space<ub>>
  %v = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<32x1xf32, #ascend.address_space<ub>>') of a column vector: a window of a column vector is not supported}}
  %s = memref.subview %u[16, 0] [16, 1] [1, 1] : memref<32x1xf32, #ascend.address_space<ub>> to memref<16x1xf32, strided<[1, 1], offset: 16>, #ascend.address_space<ub>>
  ascend.copy ins(%s : memref<16x1xf32, strided<[1, 1], offset: 16>, #ascend.address_space<ub>>) outs(%v : memref<16x1xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @l1_subview() {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'memref.subview' op takes a region of a l1 buffer ('memref<32x32xf16, #ascend.address_space<l1>>') that convert-ascend-to-pto cannot express: windows of local tiles are taken of ub buffers only (pto.subset cuts boxed Cube tiles along whole fractal boxes); of an accumulator, its first columns stored to global memory (acc[:, 0:n]), and of an l1 buffer stored transposed, its first rows filled from global memory, are supported}}
  %s = memref.subview %u[0, 0] [16, 32] [1, 1] : memref<32x32xf16, #ascend.address_space<l1>> to memref<16x32xf16, strided<[32, 1]>, #ascend.address_space<l1>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @strided_region(%g: memref<64x64xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op expects a unit-stride region of a global buffer}}
  %s = memref.subview %g[0, 0] [16, 16] [2, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x16xf32, strided<[128, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x16xf32, strided<[128, 1]>, #ascend.address_space<gm>>) outs(%u : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{'func.func' op argument #0 ('memref<64x64xf32, strided<[128, 1]>, #ascend.address_space<gm>>') is a global buffer typed with a layout: kernel arguments are whole row-major tensors, typed without one (a strided layout marks a region)}}
func.func @strided_gm(%g: memref<64x64xf32, strided<[128, 1]>, #ascend.address_space<gm>>, %i: index) {
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %s = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[128, 1]>, #ascend.address_space<gm>> to memref<16x64xf32, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x64xf32, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rank3() {
  // expected-error@+1 {{'memref.alloc' op cannot allocate 'memref<2x16x16xf32, #ascend.address_space<ub>>' as a PTO tile: expected a static rank-1 or rank-2 buffer with positive dimensions and an integer or floating-point element type, in l1, l0a, l0b, l0c, ub, bt or fb}}
  %u = memref.alloc() : memref<2x16x16xf32, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @unplaced() {
  // expected-error@+1 {{'memref.alloc' op expects a buffer in an #ascend.address_space, got 'memref<16xf32>'}}
  %u = memref.alloc() : memref<16xf32>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @zero_dim() {
  // expected-error@+1 {{'memref.alloc' op cannot allocate 'memref<0x16xf32, #ascend.address_space<ub>>' as a PTO tile}}
  %u = memref.alloc() : memref<0x16xf32, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @index_elements() {
  // expected-error@+1 {{'memref.alloc' op cannot allocate 'memref<16x16xindex, #ascend.address_space<ub>>' as a PTO tile}}
  %u = memref.alloc() : memref<16x16xindex, #ascend.address_space<ub>>
  return
}
}

// -----

// expected-error@+1 {{the module targets a5 ('ascend.arch') but already has 'pto.target_arch' = "a3"}}
module attributes {ascend.arch = #ascend.arch<a5>, pto.target_arch = "a3"} {
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @scalar_access(%i: index) {
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<l1>>
  // expected-error@+1 {{'memref.load' op scalar access to a buffer in l1 is not supported by convert-ascend-to-pto: the scalar unit reads and writes single elements of ub tiles and of global memory only}}
  %x = memref.load %u[%i, %i] : memref<16x16xf32, #ascend.address_space<l1>>
  return
}
}

// -----

// A tile moves rows of contiguous elements: a region whose last dimension
// is strided (here one column of a 3-D tensor) has no tload form.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @strided_last_dimension(%g: memref<4x16x8xf32, #ascend.address_space<gm>>, %k: index) {
  %u = memref.alloc() : memref<4x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{the region's innermost dimension has a stride of 8 elements; tiles move rows of contiguous elements: copy a region whose last dimension is contiguous}}
  %s = memref.subview %g[0, 0, %k] [4, 16, 1] [1, 1, 1] : memref<4x16x8xf32, #ascend.address_space<gm>> to memref<4x16xf32, strided<[128, 8], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<4x16xf32, strided<[128, 8], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<4x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A GM buffer of an element type PTO has no pointer for.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{'func.func' op argument #0 ('memref<16xf64, #ascend.address_space<gm>>') has an element type ptoas has no !pto.ptr for; expected i1, i8, i16, i32, i64, f16, bf16, f32, f8E4M3*, f8E5M2* or index}}
func.func @f64_buffer(%g: memref<16xf64, #ascend.address_space<gm>>) {
  return
}
}

// -----

// ptoas's index is 32-bit: a GM tensor of more than 2^31 - 1 elements would
// need offsets that wrap.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @huge_tensor(%g: memref<65536x65536xf16, #ascend.address_space<gm>>, %row: index) {
  %u = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{global buffer of type 'memref<65536x65536xf16, #ascend.address_space<gm>>' has more than 2147483647 elements: ptoas computes element offsets as 32-bit 'index' values, which would wrap; split the tensor}}
  %s = memref.subview %g[%row, 0] [16, 16] [1, 1] : memref<65536x65536xf16, #ascend.address_space<gm>> to memref<16x16xf16, strided<[65536, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x16xf16, strided<[65536, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// Cube tiles are whole fractal boxes (ascend-hardware.md §1.5; pto-isa's
// Tile static_asserts it when the C++ is compiled). A gemm's M and N may
// leave part of a box (the tile is padded, tiles.mlir), its K may not: the
// K columns of an l0a tile of i8 are 32-element boxes, the K rows of an l0b
// tile of f32 8-row boxes.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @l0a_i8() {
  // expected-error@+1 {{'memref.alloc' op cannot be a PTO tile in l0a ('memref<16x16xi8, #ascend.address_space<l0a>>'): its 16x16 tile is not a whole number of the 16x32 fractal boxes}}
  %a = memref.alloc() : memref<16x16xi8, #ascend.address_space<l0a>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @l0b_f32() {
  // expected-error@+1 {{'memref.alloc' op cannot be a PTO tile in l0b ('memref<4x16xf32, #ascend.address_space<l0b>>'): its 4x16 tile is not a whole number of the 8x16 fractal boxes}}
  %b = memref.alloc() : memref<4x16xf32, #ascend.address_space<l0b>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @l0c_f16() {
  // expected-error@+1 {{'memref.alloc' op cannot be a PTO tile in l0c ('memref<16x16xf16, #ascend.address_space<l0c>>'): an accumulator tile holds 4-byte elements}}
  %c = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0c>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @nan() -> f32 {
  // expected-error@+1 {{'arith.constant' op is a NaN, which ptoas 0.27 prints as `NaN.0f` (not C++), and no finite value stands in for it}}
  %n = arith.constant 0x7FC00000 : f32
  return %n : f32
}
}

// -----

// A global tensor of dynamic shape whose dimension argument
// ascend-materialize-dim-args has not added.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{'func.func' op argument #0 ('memref<?x64xf32, #ascend.address_space<gm>>') is a global tensor of dynamic shape without the index arguments of its dimensions after it: run ascend-materialize-dim-args before convert-ascend-to-pto (tir-to-pto-pipeline does)}}
func.func @dim_args_missing(%g: memref<?x64xf32, #ascend.address_space<gm>>, %i: index) {
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dim_not_constant(%g: memref<?x64xf32, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 0 : i64}, %i: index) {
  %c0 = arith.constant 0 : index
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.dim' op expects a constant dimension index in [0, 2)}}
  %d = memref.dim %g, %i : memref<?x64xf32, #ascend.address_space<gm>>
  %f = arith.constant 0.0 : f32
  scf.for %x = %c0 to %d step %d {
    ascend.vdup ins(%f : f32) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// Scratch tiles are operands by now (ascend-allocate-scratch).
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @no_scratch(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op has no scratch tile ('tmp'), which its PTO instruction takes: run ascend-allocate-scratch first}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// An event id that folded to a constant out of [0, 7] (a local.var holding 9).
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @folded_event_range() {
  %c9 = arith.constant 9 : i32
  %nine = arith.index_cast %c9 : i32 to index
  // expected-error@+1 {{'ascend.set_flag' op uses event id 9, expected one in [0, 7]}}
  ascend.set_flag <MTE2> -> <MTE3> event %nine
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @boundary_into_window(%g: memref<64x64xf32, #ascend.address_space<gm>>, %k: index, %rows: index) {
  %u = memref.alloc() : memref<4x64xf32, #ascend.address_space<ub>>
  %w = memref.subview %u[%k, 0] [1, 64] [1, 1] : memref<4x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>
  %s = memref.subview %g[0, 0] [1, %rows] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<1x?xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  // expected-error@+1 {{a move of a region that may run past the edge of its tensor into or out of a window of a local buffer is not supported: move it to or from a whole buffer}}
  ascend.load ins(%s : memref<1x?xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%w : memref<1x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @global_element_outside(%g: memref<64x32xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  // expected-error@+1 {{'memref.load' op accesses index 64 of dimension 0 of a global buffer of type 'memref<64x32xf32, #ascend.address_space<gm>>', outside it}}
  %x = memref.load %g[%c64, %c0] : memref<64x32xf32, #ascend.address_space<gm>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @global_element_of_region(%g: memref<64x32xf32, #ascend.address_space<gm>>, %v: f32) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %g[8, 0] [8, 32] [1, 1] : memref<64x32xf32, #ascend.address_space<gm>> to memref<8x32xf32, strided<[32, 1], offset: 256>, #ascend.address_space<gm>>
  // expected-error@+1 {{'memref.store' op reads or writes one element of a region of a global buffer; index the kernel argument itself}}
  memref.store %v, %s[%c0, %c0] : memref<8x32xf32, strided<[32, 1], offset: 256>, #ascend.address_space<gm>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rows_not_consecutive(%a: memref<64x4x32xf32, #ascend.address_space<gm>>) {
  %x = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
  %g = memref.subview %a[0, 0, 0] [2, 2, 32] [1, 1, 1] : memref<64x4x32xf32, #ascend.address_space<gm>> to memref<2x2x32xf32, strided<[128, 32, 1]>, #ascend.address_space<gm>>
  // expected-error@+1 {{the region moved to or from a 4x32 tile takes part of a dimension after one it takes several indices of (its rows would not be consecutive in the tensor)}}
  ascend.load ins(%g : memref<2x2x32xf32, strided<[128, 32, 1]>, #ascend.address_space<gm>>) outs(%x : memref<4x32xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A gather from a tile whose rows are padded (to a multiple of 32
// elements): the flat indices would not address its elements.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather_padded() {
  %x = memref.alloc() : memref<8x4xf32, #ascend.address_space<ub>>
  %i = memref.alloc() : memref<8x4xi32, #ascend.address_space<ub>>
  %t = memref.alloc() : memref<8x4xi32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<8x4xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.vgather' op gathers with a 8x4 tile that is stored padded to 8x32: the chip's gather takes unpadded tiles (it indexes the source as one flat buffer, and dst and the indices must fill their rows)}}
  ascend.vgather ins(%x, %i : memref<8x4xf32, #ascend.address_space<ub>>, memref<8x4xi32, #ascend.address_space<ub>>) outs(%y : memref<8x4xf32, #ascend.address_space<ub>>) tmp(%t : memref<8x4xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A gather without the scratch tile ascend-allocate-scratch adds (the
// check every scratch-taking op shares).
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather_no_scratch() {
  %x = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
  %i = memref.alloc() : memref<8x64xi32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.vgather' op has no scratch tile ('tmp'), which its PTO instruction takes: run ascend-allocate-scratch first}}
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%x : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// Without ascend-mark-dynamic-valid, the tile of a buffer moved to a
// boundary region has a static valid shape.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @boundary_static_valid(%g: memref<100x256xf32, #ascend.address_space<gm>>, %i: index, %r: index) {
  %t = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %e = memref.subview %g[%i, 0] [%r, 64] [1, 1] : memref<100x256xf32, #ascend.address_space<gm>> to memref<?x64xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-error@+1 {{a move of a region that may run past the edge of its tensor, or of the first columns of a ub buffer, needs a rank-2 window and a buffer whose type marks a run-time valid shape (ascend-mark-dynamic-valid)}}
  ascend.load ins(%e : memref<?x64xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>) outs(%t : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @partial_depth_static_valid(%k: index, %init: i1) {
  %a = memref.alloc() : memref<64x32xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x64xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op a gemm limited to part of its depth needs its operands in buffers of their own (allocated in the function) whose type marks a run-time valid shape (ascend-mark-dynamic-valid), not 'memref<64x32xf16, #ascend.address_space<l0a>>' and 'memref<32x64xf16, #ascend.address_space<l0b>>'}}
  ascend.mmad ins(%a, %b : memref<64x32xf16, #ascend.address_space<l0a>>, memref<32x64xf16, #ascend.address_space<l0b>>) outs(%c : memref<64x64xf32, #ascend.address_space<l0c>>) init(%init) depth(%k)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @element_region(%g: memref<64x64xf32, #ascend.address_space<gm>>, %i: index) {
  // expected-error@+1 {{'memref.subview' op takes one element (a rank-0 region) of a global buffer; tiles move rank-1 or rank-2 windows, and single elements are read from the kernel argument itself}}
  %s = memref.subview %g[%i, 3] [1, 1] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<f32, strided<[], offset: ?>, #ascend.address_space<gm>>
  %v = memref.load %s[] : memref<f32, strided<[], offset: ?>, #ascend.address_space<gm>>
  memref.store %v, %g[%i, %i] : memref<64x64xf32, #ascend.address_space<gm>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @ub_region_past_tile() {
  %c3 = arith.constant 3 : index
  %x = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<2x4xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op takes a region of a ub buffer ('memref<4x4xf32, #ascend.address_space<ub>>') that is not inside the valid rows of its tile}}
  %w = memref.subview %x[%c3, 0] [2, 4] [1, 1] : memref<4x4xf32, #ascend.address_space<ub>> to memref<2x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>
  ascend.copy ins(%w : memref<2x4xf32, strided<[4, 1], offset: ?>, #ascend.address_space<ub>>) outs(%z : memref<2x4xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @memref_cast() {
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.cast' op carries the buffer 'memref<16x64xf32, #ascend.address_space<ub>>' on: convert-ascend-to-pto lowers buffers used where they are allocated or passed in as kernel arguments, not returned, passed to calls, or carried through loops, branches or selects}}
  %c = memref.cast %u : memref<16x64xf32, #ascend.address_space<ub>> to memref<?x64xf32, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{'func.func' op argument #0 ('memref<16x64xf32, #ascend.address_space<ub>>') is not a global buffer: functions take global buffers (kernel arguments) and scalars; local buffers are allocated where they are used}}
func.func @ub_argument(%u: memref<16x64xf32, #ascend.address_space<ub>>) {
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{'func.func' op result #0 ('memref<16x64xf32, #ascend.address_space<gm>>') is a buffer: functions return scalars; a kernel writes its results into global buffers}}
func.func private @returns_buffer() -> memref<16x64xf32, #ascend.address_space<gm>>
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @carried(%h: memref<16x64xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'scf.for' op carries the buffer 'memref<16x64xf32, #ascend.address_space<ub>>' on: convert-ascend-to-pto lowers buffers used where they are allocated or passed in as kernel arguments, not returned, passed to calls, or carried through loops, branches or selects}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %a) -> (memref<16x64xf32, #ascend.address_space<ub>>) {
    ascend.load ins(%h : memref<16x64xf32, #ascend.address_space<gm>>) outs(%t : memref<16x64xf32, #ascend.address_space<ub>>)
    scf.yield %t : memref<16x64xf32, #ascend.address_space<ub>>
  }
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @pipe_outside_part() {
  // expected-error@+1 {{'ascend.initialize_pipe' op outside the Cube or Vector part of a mixed kernel (a function with `ascend.part`)}}
  ascend.initialize_pipe slot_size(1024) peer(@pipe_outside_part)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func private @slots_not_argument(%arg: memref<16384xf32, #ascend.address_space<gm>>) attributes {ascend.part = #ascend.core_type<aic>} {
  %ws = memref.subview %arg[8192] [8192] [1] : memref<16384xf32, #ascend.address_space<gm>> to memref<8192xf32, strided<[1], offset: 8192>, #ascend.address_space<gm>>
  // expected-error@+1 {{'ascend.initialize_pipe' op gm_slots is not a kernel argument}}
  ascend.initialize_pipe slot_size(1024) peer(@slots_not_argument) gm_slots(%ws : memref<8192xf32, strided<[1], offset: 8192>, #ascend.address_space<gm>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func private @push_to_aic_nz() attributes {ascend.part = #ascend.core_type<aiv>} {
  %p = memref.alloc() : memref<8x32xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.push_to_aic' op pushes a 8x32 'f16' tile to the Cube, which the UB -> L1 path takes in the NZ layout: rows must be a multiple of 16 and columns of 16 (ascend-hardware.md §1.5)}}
  ascend.push_to_aic ins(%p : memref<8x32xf16, #ascend.address_space<ub>>) split <none>
  return
}
}
