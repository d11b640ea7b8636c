// Every diagnostic of the tile-FIFO ops (PTOPipeOps.td, verifiers in
// PTOStructureOps.cpp): slot buffers, pipe initialisation per arch, the
// push/pop/free ops, the internal l2l/l2g2l forms, and their parsers.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// reserve_buffer / import_reserved_buffer
//===----------------------------------------------------------------------===//

func.func @reserve_loc() {
  // expected-error@+1 {{'pto.reserve_buffer' op expects location vec or mat, got acc}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<acc>, auto = true} -> i32
  return
}

// -----

func.func @reserve_size() {
  // expected-error@+1 {{'pto.reserve_buffer' op expects a positive size, got 0}}
  %b = pto.reserve_buffer {name = "f", size = 0, location = #pto.address_space<vec>, auto = true} -> i32
  return
}

// -----

// The integer attributes are read signed.
func.func @reserve_negative_size() {
  // expected-error@+1 {{'pto.reserve_buffer' op expects a positive size, got -1}}
  %b = pto.reserve_buffer {name = "f", size = -1, location = #pto.address_space<mat>, auto = true} -> i32
  return
}

// -----

func.func @reserve_auto_and_base() {
  // expected-error@+1 {{'pto.reserve_buffer' op takes either auto = true or a base address, not both}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = true, base = 0} -> i32
  return
}

// -----

func.func @reserve_no_base() {
  // expected-error@+1 {{'pto.reserve_buffer' op needs a base address when auto = false}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<mat>, auto = false} -> i32
  return
}

// -----

func.func @reserve_negative_base() {
  // expected-error@+1 {{'pto.reserve_buffer' op expects a non-negative base address, got -32}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = false, base = -32} -> i32
  return
}

// -----

func.func @reserve_twice() {
  // expected-error@+1 {{'pto.reserve_buffer' op expects at most one pto.reserve_buffer per function, got 2}}
  %a = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  %b = pto.reserve_buffer {name = "g", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  return
}

// -----

module {
  // expected-error@+1 {{'pto.reserve_buffer' op must be inside a func.func}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
}

// -----

func.func @import_unknown() {
  // expected-error@+1 {{'pto.import_reserved_buffer' op peer_func 'nowhere' is not a function of the module}}
  %b = pto.import_reserved_buffer {name = "f", peer_func = @nowhere} -> i32
  return
}

// -----

func.func @peer() {
  %b = pto.reserve_buffer {name = "other", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  return
}
func.func @import_no_such_buffer() {
  // expected-error@+1 {{'pto.import_reserved_buffer' op expects peer_func 'peer' to reserve a buffer named "f" with pto.reserve_buffer}}
  %b = pto.import_reserved_buffer {name = "f", peer_func = @peer} -> i32
  return
}

// -----

func.func @peer() {
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  return
}
func.func @import_twice() {
  // expected-error@+1 {{'pto.import_reserved_buffer' op expects at most one pto.import_reserved_buffer per function, got 2}}
  %a = pto.import_reserved_buffer {name = "f", peer_func = @peer} -> i32
  %b = pto.import_reserved_buffer {name = "f", peer_func = @peer} -> i32
  return
}

// -----

func.func @reserve_syntax() {
  // expected-error@+1 {{expected ','}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>} -> i32
  return
}

// -----

func.func @reserve_result() {
  // expected-error@+1 {{'pto.reserve_buffer' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %b = pto.reserve_buffer {name = "f", size = 4096, location = #pto.address_space<vec>, auto = true} -> i64
  return
}

// -----

//===----------------------------------------------------------------------===//
// aic_initialize_pipe / aiv_initialize_pipe
//===----------------------------------------------------------------------===//

module attributes {pto.target_arch = "a5"} {
func.func @aic_in_vector(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<cube>}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

// A section is not enough: the frontend FIFO lives in kernel_kind functions.
module attributes {pto.target_arch = "a5"} {
func.func @aiv_in_section(%a: i32) {
  pto.section.vector {
    // expected-error@+1 {{'pto.aiv_initialize_pipe' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<vector>}}
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  }
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @aic_twice(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op expects at most one pto.aic_initialize_pipe per function, got 2}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  pto.aic_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @dir_mask_zero(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op expects dir_mask 1 (cube -> vector), 2 (vector -> cube) or 3 (both), got 0}}
  pto.aic_initialize_pipe {dir_mask = 0, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @dir_mask_four(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.aiv_initialize_pipe' op expects dir_mask 1 (cube -> vector), 2 (vector -> cube) or 3 (both), got 4}}
  pto.aiv_initialize_pipe {dir_mask = 4, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @slot_size(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.aiv_initialize_pipe' op expects a positive slot_size, got 0}}
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 0} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @slot_size_negative(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op expects a positive slot_size, got -1024}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = -1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @dir_mask_negative(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op expects dir_mask 1 (cube -> vector), 2 (vector -> cube) or 3 (both), got -1}}
  pto.aic_initialize_pipe {dir_mask = -1, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @aic_no_gm_a3(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op requires a 'gm_slot_buffer' operand on A2/A3 (the FIFO slots live in global memory there)}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}
}

// -----

// No pto.target_arch: a3.
func.func @aiv_no_gm_default(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.aiv_initialize_pipe' op requires a 'gm_slot_buffer' operand on A2/A3 (the FIFO slots live in global memory there)}}
  pto.aiv_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}

// -----

func.func @init_missing_buf(%gm: !pto.ptr<f32>, %a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{expected ','}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %a : i32)
  return
}

// -----

func.func @init_dir_mask_i8(%gm: !pto.ptr<f32>, %a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{integer constant out of range for attribute}}
  pto.aic_initialize_pipe {dir_mask = 300, slot_size = 1024} (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}

// -----

func.func @init_gm_type(%gm: memref<16xf32>, %a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op operand #0 must be pointer into global memory, but got 'memref<16xf32>'}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %gm : memref<16xf32>, c2v_consumer_buf = %a : i32, v2c_consumer_buf = %a : i32)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @init_buf_type(%a: i64) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.aic_initialize_pipe' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %a : i64, v2c_consumer_buf = %a : i64)
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// tpush / tpop / tfree (frontend)
//===----------------------------------------------------------------------===//

func.func @push_to_aiv_in_vector() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tpush_to_aiv' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<cube>}}
  pto.tpush_to_aiv(%t : !pto.tile_buf<vec, 16x16xf32>) {split = 0}
  return
}

// -----

func.func @push_to_aic_no_kind() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tpush_to_aic' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<vector>}}
  pto.tpush_to_aic(%t : !pto.tile_buf<vec, 16x16xf32>) {split = 0}
  return
}

// -----

func.func @pop_from_aic_in_cube() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tpop_from_aic' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<vector>}}
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

func.func @pop_from_aiv_in_vector() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.tpop_from_aiv' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<cube>}}
  %t = pto.tpop_from_aiv {split = 0} -> !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  return
}

// -----

func.func @free_from_aic_in_cube() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tfree_from_aic' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<vector>}}
  pto.tfree_from_aic {split = 0}
  return
}

// -----

func.func @free_from_aiv_in_section() {
  pto.section.cube {
    // expected-error@+1 {{'pto.tfree_from_aiv' op must be inside a function with pto.kernel_kind = #pto.kernel_kind<cube>}}
    pto.tfree_from_aiv {split = 0}
  }
  return
}

// -----

func.func @push_split() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tpush_to_aiv' op expects split 0 (none), 1 (rows) or 2 (columns), got 3}}
  pto.tpush_to_aiv(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 3}
  return
}

// -----

func.func @push_to_aic_split() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tpush_to_aic' op expects split 0 (none), 1 (rows) or 2 (columns), got -1}}
  pto.tpush_to_aic(%t : !pto.tile_buf<vec, 16x16xf32>) {split = -1}
  return
}

// -----

func.func @pop_split() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.tpop_from_aic' op expects split 0 (none), 1 (rows) or 2 (columns), got 4}}
  %t = pto.tpop_from_aic {split = 4} -> !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

func.func @pop_from_aiv_split() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tpop_from_aiv' op expects split 0 (none), 1 (rows) or 2 (columns), got 3}}
  %t = pto.tpop_from_aiv {split = 3} -> !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  return
}

// -----

func.func @free_split() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.tfree_from_aic' op expects split 0 (none), 1 (rows) or 2 (columns), got 3}}
  pto.tfree_from_aic {split = 3}
  return
}

// -----

func.func @free_from_aiv_split() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tfree_from_aiv' op expects split 0 (none), 1 (rows) or 2 (columns), got 5}}
  pto.tfree_from_aiv {split = 5}
  return
}

// -----

func.func @pop_static_valid(%r: index, %c: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.tpop_from_aic' op expects tile result to have dynamic validShape (?, ?) when valid_row/valid_col operands are provided}}
  %t = pto.tpop_from_aic (%r, %c) {split = 0} -> !pto.tile_buf<vec, 16x64xf32>
  return
}

// -----

// Half dynamic is not enough.
func.func @pop_half_dynamic(%r: index, %c: index) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tpop_from_aiv' op expects tile result to have dynamic validShape (?, ?) when valid_row/valid_col operands are provided}}
  %t = pto.tpop_from_aiv (%r, %c) {split = 0} -> !pto.tile_buf<mat, 16x64xf32, valid=?x64, blayout=col_major, slayout=row_major>
  return
}

// -----

// The custom syntax takes both valid operands or none; the generic form can
// hold one.
func.func @pop_one_valid(%r: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.tpop_from_aic' op expects valid_row and valid_col operands together}}
  %t = "pto.tpop_from_aic"(%r) <{split = 0 : i8, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !pto.tile_buf<vec, 16x16xf32, valid=?x?>
  return
}

// -----

func.func @pop_one_operand(%r: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{expected ','}}
  %t = pto.tpop_from_aic (%r) {split = 0} -> !pto.tile_buf<vec, 16x16xf32, valid=?x?>
  return
}

// -----

func.func @free_no_split() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{expected '{'}}
  pto.tfree_from_aiv
  return
}

// -----

func.func @push_not_a_tile(%pv: !pto.partition_tensor_view<16x16xf32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.tpush_to_aiv' op operand #0 must be !pto.tile_buf, but got '!pto.partition_tensor_view<16x16xf32>'}}
  pto.tpush_to_aiv(%pv : !pto.partition_tensor_view<16x16xf32>) {split = 0}
  return
}

// -----

//===----------------------------------------------------------------------===//
// initialize_l2l_pipe / initialize_l2g2l_pipe (internal)
//===----------------------------------------------------------------------===//

func.func @l2l_dir_mask(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op expects dir_mask 1 (cube -> vector), 2 (vector -> cube) or 3 (both), got 0}}
  %p = pto.initialize_l2l_pipe {dir_mask = 0, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_slot_size(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op expects a positive slot_size, got -1}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = -1, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_slot_num(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op expects slot_num 4 or 8, got 6}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 6, flag_base = 0}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_flag_base(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op expects a non-negative flag_base, got -1}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = -1}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_missing_peer(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op expects a peer_local_addr operand when dir_mask = 3}}
  %p = pto.initialize_l2l_pipe {dir_mask = 3, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_extra_peer(%a: i32, %b: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op takes a peer_local_addr operand only when dir_mask = 3}}
  %p = pto.initialize_l2l_pipe {dir_mask = 2, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32, %b : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_local_addr(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op requires local_addr to come from pto.reserve_buffer or pto.import_reserved_buffer when 'flag_base' is not explicit}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_slot_num(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects slot_num 4 or 8, got 16}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 16}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_dir_mask(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects dir_mask 1 (cube -> vector), 2 (vector -> cube) or 3 (both), got 7}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 7, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_slot_size(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects a positive slot_size, got 0}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 0, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_flag_base(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects a non-negative flag_base, got -4}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, local_slot_num = 8, flag_base = -4}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_missing_peer(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects a peer_local_addr operand when dir_mask = 3}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 3, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_extra_peer(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op takes a peer_local_addr operand only when dir_mask = 3}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_local_slot_num(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects local_slot_num in [1, slot_num = 4], got 8}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 4, local_slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2g2l_local_slot_num_zero(%gm: !pto.ptr<f32>, %a: i32) {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op expects local_slot_num in [1, slot_num = 8], got 0}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, local_slot_num = 0}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  return
}

// -----

func.func @l2l_result(%a: i32) {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op result #0 must be opaque handle of a cube/vector tile FIFO, but got 'i32'}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> i32
  return
}

// -----

//===----------------------------------------------------------------------===//
// tpush / tpop / tfree on a pipe handle (internal)
//===----------------------------------------------------------------------===//

func.func @tpush_outside(%a: i32) {
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tpush' op must be inside pto.section.cube/vector or a function with pto.kernel_kind}}
  pto.tpush(%t, %p : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.pipe) {split = 0}
  return
}

// -----

func.func @tpop_handle(%p: !pto.pipe) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tpop' op expects the pipe handle to come from pto.initialize_l2l_pipe or pto.initialize_l2g2l_pipe}}
  pto.tpop(%t, %p : !pto.tile_buf<vec, 16x16xf32>, !pto.pipe) {split = 0}
  return
}

// -----

func.func @tfree_outside(%a: i32) {
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  // expected-error@+1 {{'pto.tfree' op must be inside pto.section.cube/vector or a function with pto.kernel_kind}}
  pto.tfree(%p : !pto.pipe) {split = 0}
  return
}

// -----

func.func @tpush_split(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tpush' op expects split 0 (none), 1 (rows) or 2 (columns), got 3}}
  pto.tpush(%t, %p : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.pipe) {split = 3}
  return
}

// -----

func.func @tfree_handle(%p: !pto.pipe) {
  pto.section.vector {
    // expected-error@+1 {{'pto.tfree' op expects the pipe handle to come from pto.initialize_l2l_pipe or pto.initialize_l2g2l_pipe}}
    pto.tfree(%p : !pto.pipe) {split = 0}
  }
  return
}

// -----

func.func @tpop_split(%gm: !pto.ptr<f32>, %a: i32) {
  pto.section.vector {
    %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    // expected-error@+1 {{'pto.tpop' op expects split 0 (none), 1 (rows) or 2 (columns), got 9}}
    pto.tpop(%t, %p : !pto.tile_buf<vec, 16x16xf32>, !pto.pipe) {split = 9}
  }
  return
}
