// Verifier errors of the DMA ops (PTODMAOps.cpp, verifyLoadLike and
// verifyWindowMatchesTile of PTOVerifyUtils.cpp), per arch where they differ;
// the cases already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @tprefetch_loc(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.tprefetch' op expects the destination in loc=vec or loc=mat, got loc=left}}
  pto.tprefetch ins(%pv : !pto.partition_tensor_view<16x16xf16>) outs(%t : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @tprefetch_element(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tprefetch' op expects source and destination elements of the same size, got 'i8' and 'f16'}}
  pto.tprefetch ins(%pv : !pto.partition_tensor_view<16x16xi8>) outs(%t : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

// The count check compares the window with the valid region, not the shape.
func.func @tload_valid_count(%pv: !pto.partition_tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=8x16>
  // expected-error@+1 {{'pto.tload' op expects src static element count (256) to match dst valid element count (128)}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32, valid=8x16>)
  return
}

// -----

func.func @tload_source_type(%tv: !pto.tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tload' op operand #0 must be !pto.partition_tensor_view, but got '!pto.tensor_view<16x16xf32>'}}
  pto.tload ins(%tv : !pto.tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tstore_loc_a3(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.tstore' op expects the source in loc=vec, loc=acc or loc=mat on A2/A3, got loc=left}}
  pto.tstore ins(%t : !pto.tile_buf<left, 16x16xf16, slayout=row_major>) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_loc_a5(%pv: !pto.partition_tensor_view<1x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<bias, 1x16xf32>
  // expected-error@+1 {{'pto.tstore' op expects the source in loc=vec or loc=acc on A5, got loc=bias}}
  pto.tstore ins(%t : !pto.tile_buf<bias, 1x16xf32>) outs(%pv : !pto.partition_tensor_view<1x16xf32>)
  return
}
}

// -----

func.func @tstore_acc_source_type(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op expects an acc source of f32 or i32, got 'f16'}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}

// -----

// An i32 accumulator is stored into i8 only through the quantising form
// (ptoas accepts i32/f32/f16/bf16 destinations without the scalar).
module attributes {pto.target_arch = "a3"} {
func.func @tstore_acc_i32_to_i8_a3(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot convert an acc tile of 'i32' to 'i8'; f32 goes to f32, f16 or bf16, i32 to i32, f16 or bf16 (i8 needs the pre-quantisation scalar)}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_acc_i32_to_i8_a5(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot convert an acc tile of 'i32' to 'i8'}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tstore_quant_i32_a3(%pv: !pto.partition_tensor_view<16x16xbf16>, %q: i64) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot quantise an acc tile of 'i32' to 'bf16' on A2/A3; with the pre-quantisation scalar i32 goes to i8 or f16}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%pv : !pto.partition_tensor_view<16x16xbf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tstore_quant_f32_a3(%pv: !pto.partition_tensor_view<16x16xf16>, %q: i64) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot quantise an acc tile of 'f32' to 'f16' on A2/A3; with the pre-quantisation scalar f32 goes to i8}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_quant_i32_a5(%pv: !pto.partition_tensor_view<16x16xi32>, %q: i64) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot quantise an acc tile of 'i32' to 'i32' on A5; with the pre-quantisation scalar i32 goes to i8, f16 or bf16}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%pv : !pto.partition_tensor_view<16x16xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_quant_f32_a5(%pv: !pto.partition_tensor_view<16x16xi32>, %q: i64) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot quantise an acc tile of 'f32' to 'i32' on A5; with the pre-quantisation scalar f32 goes to i8, f16, bf16 or f32}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%pv : !pto.partition_tensor_view<16x16xi32>)
  return
}
}

// -----

func.func @tstore_quant_vec(%pv: !pto.partition_tensor_view<16x16xf32>, %q: i64) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tstore' op 'reluPreMode' and the pre-quantisation scalar apply to stores from loc=acc only}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xf32>, %q : i64) outs(%pv : !pto.partition_tensor_view<16x16xf32>)
  return
}

// -----

func.func @tstore_quant_type(%pv: !pto.partition_tensor_view<16x16xi8>, %q: i32) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op operand #2 must be 64-bit signless integer, but got 'i32'}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i32) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}

// -----

// An acc store compares the window with the valid region too.
func.func @tstore_acc_count(%pv: !pto.partition_tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op expects dst static element count (256) to match src valid element count (512)}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x32xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<16x16xf32>)
  return
}

// -----

func.func @tstore_fp_src(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tstore_fp' op expects src to be in the acc address space, got loc=vec}}
  pto.tstore_fp ins(%a, %s : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<scaling, 1x16xi64>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}

// -----

func.func @tstore_fp_scale(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x16xi64>
  // expected-error@+1 {{'pto.tstore_fp' op expects fp to be in the scaling address space, got loc=vec}}
  pto.tstore_fp ins(%a, %s : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<vec, 1x16xi64>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @mgather_a3(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.mgather' op mgather is only supported on A5}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_dst_loc(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<mat, 1x64xf32>
  // expected-error@+1 {{'pto.mgather' op expects dst to be in the vec address space, got loc=mat}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<mat, 1x64xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_idx_loc(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<mat, 1x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.mgather' op expects idx to be in the vec address space, got loc=mat}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<mat, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_idx_type(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi16>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // expected-error@+1 {{'pto.mgather' op expects idx to hold i32 element indices, got 'i16'}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi16>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_element(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // expected-error@+1 {{'pto.mgather' op expects dst to have the element type of the GM tensor ('f32'), got 'f16'}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf16>)
  return
}
}

// -----

func.func @mscatter_a3(%mem: !pto.partition_tensor_view<1024xf32>) {
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.mscatter' op mscatter is only supported on A5}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mscatter_src_loc(%mem: !pto.partition_tensor_view<1024xf32>) {
  %src = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32>
  // expected-error@+1 {{'pto.mscatter' op expects src to be in the vec address space, got loc=acc}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<vec, 16x16xi32>) outs(%mem : !pto.partition_tensor_view<1024xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mscatter_element(%mem: !pto.partition_tensor_view<1024xi32>) {
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.mscatter' op expects src to have the element type of the GM tensor ('i32'), got 'f32'}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xi32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tload_element_a3(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi1>
  // expected-error@+1 {{'pto.tload' op does not load element type 'i1' on A2/A3; expected i8, i16, i32, i64, f16, bf16 or f32}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x16xi8>) outs(%t : !pto.tile_buf<vec, 16x16xi1>)
  return
}
}

// -----

func.func @tstore_atomic_add_i64(%pv: !pto.partition_tensor_view<16x16xi64>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi64>
  // expected-error@+1 {{'pto.tstore' op does not add into 'i64' atomically on A2/A3; expected i8, i16, i32, f16, bf16 or f32 (integers signed or signless)}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xi64>) outs(%pv : !pto.partition_tensor_view<16x16xi64>) {atomicType = #pto<atomic_type atomic_add>}
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_atomic_add_unsigned(%pv: !pto.partition_tensor_view<16x16xui16>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xui16>
  // expected-error@+1 {{'pto.tstore' op does not add into 'ui16' atomically on A5; expected i8, i16, i32, f16, bf16 or f32 (integers signed or signless)}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xui16>) outs(%pv : !pto.partition_tensor_view<16x16xui16>) {atomicType = #pto<atomic_type atomic_add>}
  return
}
}

// -----

func.func @tstore_element(%pv: !pto.partition_tensor_view<16x16xi32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xindex>
  // expected-error@+1 {{'pto.tstore' op does not store element type 'index' from loc=vec; expected i8, i16, i32, i64, f16, bf16 or f32}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xindex>) outs(%pv : !pto.partition_tensor_view<16x16xi32>)
  return
}

// -----

// The A2/A3 fixpipe moves at most 4095 columns.
module attributes {pto.target_arch = "a3"} {
func.func @tstore_acc_cols_a3(%pv: !pto.partition_tensor_view<1x4096xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x4096xf32, valid=1x4096, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op expects an acc source of at most 4095 columns on A2/A3, got 4096}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x4096xf32, valid=1x4096, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<1x4096xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tstore_fp_element_a3(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tstore_fp' op expects an acc source of f32 or i32 on A2/A3, got 'f16'}}
  pto.tstore_fp ins(%a, %s : !pto.tile_buf<acc, 16x16xf16, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tstore_fp_cols_a3(%pv: !pto.partition_tensor_view<1x8192xi8>) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x8192xf32, valid=1x8192, blayout=col_major, slayout=row_major, fractal=1024>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  // expected-error@+1 {{'pto.tstore_fp' op expects an acc source of at most 4095 columns on A2/A3, got 8192}}
  pto.tstore_fp ins(%a, %s : !pto.tile_buf<acc, 16x8192xf32, valid=1x8192, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%pv : !pto.partition_tensor_view<1x8192xi8>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_dst_layout(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x1xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  // expected-error@+1 {{'pto.mgather' op expects dst to use the row_major blayout (vector ops work on row-major tiles)}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 16x1xi32>) outs(%dst : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_idx_box(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi32, slayout=row_major>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.mgather' op expects idx to have slayout=none_box (an ND tile)}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 16x16xi32, slayout=row_major>) outs(%dst : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mgather_payload(%mem: !pto.partition_tensor_view<1024xi64>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi64>
  // expected-error@+1 {{'pto.mgather' op does not support element type 'i64' for dst; expected i8, i16, i32, f16, bf16, f32 or an fp8 type}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xi64>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xi64>)
  return
}
}

// -----

// One index per row or one per element.
module attributes {pto.target_arch = "a5"} {
func.func @mgather_idx_shape(%mem: !pto.partition_tensor_view<1024xf32>) {
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 16x8xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.mgather' op expects idx to have the rows of dst and 1 or 16 columns, got 16x8}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 16x8xi32>) outs(%dst : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mscatter_atomic_add(%mem: !pto.partition_tensor_view<1024xbf16>) {
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xbf16>
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.mscatter' op does not support scatterAtomicOp add on 'bf16' elements; expected f16, f32 or i32}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xbf16>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xbf16>) {scatterAtomicOp = #pto<scatter_atomic_op add>}
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @mscatter_atomic_max(%mem: !pto.partition_tensor_view<1024xf16>) {
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // expected-error@+1 {{'pto.mscatter' op does not support scatterAtomicOp max on 'f16' elements; expected f32 or i32}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf16>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xf16>) {scatterAtomicOp = #pto<scatter_atomic_op max>}
  return
}
}
