// The verifiers of the Cube <-> Vector hand-off ops.
// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @copy_source(%l1: memref<16x16xf32, #ascend.address_space<l1>>) {
  %v = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects the source in l0c or ub, got l1}}
  ascend.cross_core_copy ins(%l1 : memref<16x16xf32, #ascend.address_space<l1>>) outs(%v : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @copy_to_cube_type(%u: memref<16x16xf32, #ascend.address_space<ub>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects a ub source and an l1 destination of the same element type, got 'f32' and 'f16'}}
  ascend.cross_core_copy ins(%u : memref<16x16xf32, #ascend.address_space<ub>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}

// -----

func.func @copy_to_cube_target(%u: memref<16x16xf32, #ascend.address_space<ub>>) {
  %v = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects the destination in l1, got ub}}
  ascend.cross_core_copy ins(%u : memref<16x16xf32, #ascend.address_space<ub>>) outs(%v : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @copy_target() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %l1 = memref.alloc() : memref<16x16xf32, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects the destination in ub, got l1}}
  ascend.cross_core_copy ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%l1 : memref<16x16xf32, #ascend.address_space<l1>>)
  return
}

// -----

func.func @copy_conversion() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x16xi32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects an f32 accumulator converted to f32, f16 or bf16, or an i32 accumulator to i32; got 'f32' to 'i32'}}
  ascend.cross_core_copy ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x16xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @copy_shape() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op expects source and destination of the same shape, got 'memref<16x16xf32, #ascend.address_space<l0c>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.cross_core_copy ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @slot_size() {
  // expected-error@+1 {{'ascend.initialize_pipe' op expects a positive slot_size, got 0}}
  ascend.initialize_pipe slot_size(0) peer(@slot_size)
  return
}

// -----

func.func @gm_slots_space(%ws: memref<1024xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.initialize_pipe' op expects gm_slots to be a rank-1 global buffer, got 'memref<1024xf32, #ascend.address_space<ub>>'}}
  ascend.initialize_pipe slot_size(1024) peer(@gm_slots_space) gm_slots(%ws : memref<1024xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @gm_slots_bytes(%ws: memref<4095xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>} {
  // expected-error@+1 {{'ascend.initialize_pipe' op gm_slots has 16380 bytes; 2 blocks of 8 slots of 1024 bytes need 16384}}
  ascend.initialize_pipe slot_size(1024) peer(@gm_slots_bytes) gm_slots(%ws : memref<4095xf32, #ascend.address_space<gm>>)
  return
}

// -----

func.func @push_source() {
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.push_to_aiv' op expects the source in l0c, got ub}}
  ascend.push_to_aiv ins(%u : memref<16x16xf32, #ascend.address_space<ub>>) split <none>
  return
}

// -----

func.func @pop_slot() {
  // expected-error@+1 {{'ascend.pop_from_aic' op expects the slot in ub, got l1}}
  %s = ascend.pop_from_aic split <none> : memref<16x16xf32, #ascend.address_space<l1>>
  return
}

// -----

// expected-error@+1 {{'ascend.part' must be #ascend.core_type<aic> or #ascend.core_type<aiv>}}
func.func private @part_mix() attributes {ascend.part = #ascend.core_type<mix>} {
  return
}

// -----

// expected-error@+1 {{'ascend.part' is an attribute of the kernel function}}
module attributes {ascend.part = #ascend.core_type<aic>} {
}

// -----

func.func @flag_core_mix() {
  // expected-error@+1 {{'ascend.cross_core_set' op expects the core that issues it, aic or aiv, not mix}}
  ascend.cross_core_set <mix> <FIX>, 0
  return
}

// -----

func.func @flag_range() {
  // expected-error@+1 {{'ascend.cross_core_wait' op expects a cross-core flag in [0, 15], got 16}}
  ascend.cross_core_wait <aiv>, 16
  return
}

// -----

func.func @flag_pipe_all() {
  // expected-error@+1 {{'ascend.cross_core_set' op expects one pipe, not ALL}}
  ascend.cross_core_set <aiv> <ALL>, 0
  return
}

// -----

func.func @flag_pipe_other_core() {
  // expected-error@+1 {{'ascend.cross_core_wait' op is issued by aic on pipe V, which is aiv's}}
  ascend.cross_core_wait <aic> pipe <V>, 0
  return
}

// -----

func.func @barrier_core_mix() {
  // expected-error@+1 {{'ascend.pipe_barrier' op runs on aic or aiv, not mix}}
  ascend.pipe_barrier <ALL> on <mix>
  return
}

// -----

func.func @barrier_pipe_other_core() {
  // expected-error@+1 {{'ascend.pipe_barrier' op is on aic, but pipe V is aiv's}}
  ascend.pipe_barrier <V> on <aic>
  return
}

// -----

func.func @set_on_scalar_pipe() {
  // expected-error@+1 {{'ascend.cross_core_set' op expects the pipe whose work the flag follows, not S}}
  ascend.cross_core_set <aiv> <S>, 0
  return
}

// -----

func.func @copy_split_shape() {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %v = memref.alloc() : memref<32x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op with split <rows> expects a rank-2 ub buffer holding half of the rows of the l0c tile, got 'memref<32x32xf32, #ascend.address_space<l0c>>' and 'memref<32x16xf32, #ascend.address_space<ub>>'}}
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%v : memref<32x16xf32, #ascend.address_space<ub>>) split <rows>
  return
}

// -----

func.func @gm_slots_both(%ws: memref<4095xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>} {
  // expected-error@+1 {{'ascend.initialize_pipe' op gm_slots has 16380 bytes; 2 blocks of 4 slots of 1024 bytes each way need 16384}}
  ascend.initialize_pipe directions <both> slot_size(1024) peer(@gm_slots_both) gm_slots(%ws : memref<4095xf32, #ascend.address_space<gm>>)
  return
}

// -----

func.func @push_to_aic_source(%l1: memref<16x32xf16, #ascend.address_space<l1>>) {
  // expected-error@+1 {{'ascend.push_to_aic' op expects the source in ub, got l1 ('memref<16x32xf16, #ascend.address_space<l1>>')}}
  ascend.push_to_aic ins(%l1 : memref<16x32xf16, #ascend.address_space<l1>>) split <none>
  return
}

// -----

func.func @pop_from_aiv_space() {
  // expected-error@+1 {{'ascend.pop_from_aiv' op expects the slot in l1, got ub ('memref<16x32xf16, #ascend.address_space<ub>>')}}
  %slot = ascend.pop_from_aiv split <none> : memref<16x32xf16, #ascend.address_space<ub>>
  return
}

// -----

func.func @pop_from_aiv_zn() {
  // expected-error@+1 {{'ascend.pop_from_aiv' op expects the slot in l1's NZ layout, got 'memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>'}}
  %slot = ascend.pop_from_aiv split <none> : memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  return
}
