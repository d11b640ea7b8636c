// pto-verify-module (VerifyModule.cpp): entry functions, recursion, level 3
// and the tile FIFO across kernels. pto-opt runs it after parsing unless
// --pto-module-checks=false; --pto-verify-module runs it explicitly.

// RUN: pto-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s -split-input-file -verify-diagnostics --pto-module-checks=false --pto-verify-module | FileCheck %s
// With the checks off every module prints, the invalid ones included.
// RUN: pto-opt %s -split-input-file --pto-module-checks=false | FileCheck %s --check-prefixes=CHECK,OFF

//===----------------------------------------------------------------------===//
// Entry functions return void
//===----------------------------------------------------------------------===//

// OFF-LABEL: func.func @marked_nonvoid
func.func @marked_nonvoid(%a: i32) -> i32 attributes {pto.entry} {
  return %a : i32
}
// expected-error@-3 {{'func.func' op PTO entry functions must return void (ptoas emits the entry as a __global__ void kernel; it is the function marked pto.entry)}}
func.func private @helper() {
  return
}

// -----

// hacc.entry is the legacy spelling of pto.entry.
// OFF-LABEL: func.func @hacc_nonvoid
// expected-error@+1 {{'func.func' op PTO entry functions must return void (ptoas emits the entry as a __global__ void kernel; it is the function marked pto.entry)}}
func.func @hacc_nonvoid(%a: i32) -> i32 attributes {hacc.entry} {
  return %a : i32
}
func.func @other() {
  return
}

// -----

// The only definition is the entry; declarations do not count.
func.func private @extern_decl(i32) -> i32
// OFF-LABEL: func.func @only_definition
// expected-error@+1 {{'func.func' op PTO entry functions must return void (ptoas emits the entry as a __global__ void kernel; it is the only function definition of the module)}}
func.func @only_definition(%a: i32) -> i32 {
  %r = func.call @extern_decl(%a) : (i32) -> i32
  return %r : i32
}

// -----

// Several definitions and no pto.entry: none is the entry, so none is
// checked.
// CHECK-LABEL: func.func @no_entry_a
// CHECK-SAME: -> i32
// CHECK-LABEL: func.func @no_entry_b
func.func @no_entry_a(%a: i32) -> i32 {
  return %a : i32
}
func.func @no_entry_b() {
  return
}

// -----

// Only the marked function is the entry: helpers may return values.
// CHECK-LABEL: func.func @entry_void
// CHECK: call @helper_value
// CHECK-LABEL: func.func private @helper_value
// CHECK-SAME: -> i32
func.func @entry_void(%a: i32) attributes {pto.entry} {
  %r = func.call @helper_value(%a) : (i32) -> i32
  return
}
func.func private @helper_value(%a: i32) -> i32 {
  return %a : i32
}

// -----

//===----------------------------------------------------------------------===//
// No recursion
//===----------------------------------------------------------------------===//

// OFF-LABEL: func.func @self_call
func.func @self_call(%a: i32) attributes {pto.entry} {
  // expected-error@+1 {{'func.call' op makes a recursive call to @self_call; recursive function calls are not supported by ptoas (its C++ emission has no recursion)}}
  func.call @self_call(%a) : (i32) -> ()
  return
}

// -----

// A cycle through two functions, neither of them the entry.
// OFF-LABEL: func.func @entry_calls_cycle
func.func @entry_calls_cycle() attributes {pto.entry} {
  func.call @ping() : () -> ()
  return
}
func.func private @ping() {
  func.call @pong() : () -> ()
  return
}
func.func private @pong() {
  // expected-error@+1 {{'func.call' op makes a recursive call to @ping; recursive function calls are not supported by ptoas (its C++ emission has no recursion)}}
  func.call @ping() : () -> ()
  return
}

// -----

// A call inside a region counts too.
// OFF-LABEL: func.func @nested_call
func.func @nested_call(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'func.call' op makes a recursive call to @nested_call; recursive function calls are not supported by ptoas (its C++ emission has no recursion)}}
    func.call @nested_call(%n) : (index) -> ()
  }
  return
}

// -----

// Calling one function twice along two paths is no cycle.
// CHECK-LABEL: func.func @diamond
// CHECK-COUNT-2: call @leaf
func.func @diamond() attributes {pto.entry} {
  func.call @left() : () -> ()
  func.call @right() : () -> ()
  return
}
func.func private @left() {
  func.call @leaf() : () -> ()
  return
}
func.func private @right() {
  func.call @leaf() : () -> ()
  return
}
func.func private @leaf() {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Level 3 is all or nothing
//===----------------------------------------------------------------------===//

// OFF-LABEL: func.func @level3_addr
func.func @level3_addr() {
  %addr = arith.constant 0 : i64
  // expected-note@+1 {{level 3 because of this op}}
  %a = pto.alloc_tile addr = %addr : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.alloc_tile' op requires an 'addr' operand at level 3: the module places tiles by hand (pto.alloc_tile addr), so every pto.alloc_tile needs its address}}
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

// The rule spans functions.
func.func private @level3_other() {
  // expected-error@+1 {{'pto.alloc_tile' op requires an 'addr' operand at level 3: the module places tiles by hand (pto.alloc_tile addr), so every pto.alloc_tile needs its address}}
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  return
}
// OFF-LABEL: func.func @level3_entry
func.func @level3_entry() attributes {pto.entry} {
  %addr = arith.constant 1024 : i64
  // expected-note@+1 {{level 3 because of this op}}
  %a = pto.alloc_tile addr = %addr : !pto.tile_buf<vec, 16x16xf16>
  func.call @level3_other() : () -> ()
  return
}

// -----

// OFF-LABEL: func.func @level3_tassign
func.func @level3_tassign() {
  %addr = arith.constant 0 : i64
  // expected-error@+1 {{'pto.alloc_tile' op requires an 'addr' operand at level 3: the module places tiles by hand (pto.tassign), so every pto.alloc_tile needs its address}}
  %t = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf16>
  // expected-note@+1 {{level 3 because of this op}}
  %t1 = pto.tassign %t, %addr : !pto.tile_buf<vec, 32x32xf16> -> !pto.tile_buf<vec, 32x32xf16>
  return
}

// -----

// Level 3 done right, and level 2 (no addr anywhere).
// CHECK-LABEL: func.func @level3_complete
// CHECK: pto.alloc_tile addr = %{{.*}} : !pto.tile_buf<loc=vec,
// CHECK: pto.alloc_tile addr = %{{.*}} : !pto.tile_buf<loc=mat,
// CHECK: pto.tassign
func.func @level3_complete() {
  %c0 = arith.constant 0 : i64
  %c4096 = arith.constant 4096 : i64
  %a = pto.alloc_tile addr = %c0 : !pto.tile_buf<vec, 16x16xf32>
  %m = pto.alloc_tile addr = %c0 : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  %a1 = pto.tassign %a, %c4096 : !pto.tile_buf<vec, 16x16xf32> -> !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

// CHECK-LABEL: func.func @level2
// CHECK-COUNT-2: pto.alloc_tile : !pto.tile_buf<loc=vec,
func.func @level2() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// The tile FIFO: peer init pairs
//===----------------------------------------------------------------------===//

// The reserving side initialises a pipe with its buffer, the importing side
// does not.
module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @cube_reserves
func.func @cube_reserves() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %buf = pto.reserve_buffer {name = "c2v_fifo", size = 4096, location = #pto.address_space<mat>, auto = true} -> i32
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op requires a complete peer init pair: the slot buffer "c2v_fifo" is initialised on one side of the FIFO only}}
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%buf : i32) -> !pto.pipe
  return
}
func.func @vector_imports() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-note@+1 {{the peer side, which initialises no pipe with it}}
  %imp = pto.import_reserved_buffer {name = "c2v_fifo", peer_func = @cube_reserves} -> i32
  return
}
}

// -----

// The importing side initialises, the reserving side does not.
module attributes {pto.target_arch = "a5"} {
func.func @vector_reserves() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-note@+1 {{the peer side, which initialises no pipe with it}}
  %buf = pto.reserve_buffer {name = "c2v_fifo", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  return
}
// OFF-LABEL: func.func @cube_imports
func.func @cube_imports(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "c2v_fifo", peer_func = @vector_reserves} -> i32
  // expected-error@+1 {{'pto.aic_initialize_pipe' op requires a complete peer init pair: the slot buffer "c2v_fifo" is initialised on one side of the FIFO only}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// The tile FIFO: one split per direction
//===----------------------------------------------------------------------===//

module attributes {pto.target_arch = "a5"} {
func.func @cube_push(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "c2v", peer_func = @vector_pop} -> i32
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-note@+1 {{the other split}}
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 1}
  return
}
// OFF-LABEL: func.func @vector_pop
func.func @vector_pop(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  // expected-error@+1 {{'pto.tpop_from_aic' op conflicting pipe split usage across peer pipe init ops: split = 0 here, split = 1 at pto.tpush_to_aiv}}
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32>
  pto.tfree_from_aic {split = 0}
  return
}
}

// -----

// The vector -> cube direction: the free disagrees with the push and pop.
module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @vector_push
func.func @vector_push(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %imp = pto.import_reserved_buffer {name = "v2c", peer_func = @cube_pop} -> i32
  pto.aiv_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0 : i32, v2c_consumer_buf = %imp : i32)
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-note@+1 {{the other split}}
  pto.tpush_to_aic(%v : !pto.tile_buf<vec, 16x16xf32>) {split = 2}
  return
}
func.func @cube_pop(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %buf = pto.reserve_buffer {name = "v2c", size = 4096, location = #pto.address_space<mat>, auto = true} -> i32
  pto.aic_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0 : i32, v2c_consumer_buf = %buf : i32)
  %m = pto.tpop_from_aiv {split = 2} -> !pto.tile_buf<mat, 16x8xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tfree_from_aiv' op conflicting pipe split usage across peer pipe init ops: split = 0 here, split = 2 at pto.tpush_to_aic}}
  pto.tfree_from_aiv {split = 0}
  return
}
}

// -----

// Each logical pipe has its own split: two FIFO pairs in one module may
// differ.
// CHECK-LABEL: func.func @cube_rows
// CHECK: pto.tpush_to_aiv({{.*}}) {split = 1}
// CHECK-LABEL: func.func @vector_rows
// CHECK: pto.tpop_from_aic {split = 1}
// CHECK-LABEL: func.func @cube_whole
// CHECK: pto.tpush_to_aiv({{.*}}) {split = 0}
// CHECK-LABEL: func.func @vector_whole
// CHECK: pto.tpop_from_aic {split = 0}
module attributes {pto.target_arch = "a5"} {
func.func @cube_rows(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "rows", peer_func = @vector_rows} -> i32
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 1}
  return
}
func.func @vector_rows(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "rows", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  %t = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<vec, 8x16xf32>
  pto.tfree_from_aic {split = 1}
  return
}
func.func @cube_whole(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "whole", peer_func = @vector_whole} -> i32
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 0}
  return
}
func.func @vector_whole(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "whole", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32>
  pto.tfree_from_aic {split = 0}
  return
}
}

// -----

// The internal handle ops of one pipe agree too.
module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @internal_split
func.func @internal_split(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, flag_base = 0}(%a : i32) -> !pto.pipe
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-note@+1 {{the other split}}
  pto.tpop(%t, %p : !pto.tile_buf<vec, 16x16xf32>, !pto.pipe) {split = 1}
  // expected-error@+1 {{'pto.tfree' op conflicting pipe split usage across peer pipe init ops: split = 2 here, split = 1 at pto.tpop}}
  pto.tfree(%p : !pto.pipe) {split = 2}
  return
}
}

// -----

//===----------------------------------------------------------------------===//
// The tile FIFO: an explicit nosplit agrees with the splits
//===----------------------------------------------------------------------===//

module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @nosplit_true
func.func @nosplit_true(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "c2v", peer_func = @nosplit_peer} -> i32
  // expected-error@+1 {{'pto.aic_initialize_pipe' op explicit 'nosplit = true' conflicts with downstream users that require split = 1 or 2}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-note@+1 {{a user with split = 1}}
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 1}
  return
}
func.func @nosplit_peer(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  return
}
}

// -----

// dir_mask = 3 checks both directions: the V2C pop has split = 0.
module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @nosplit_false
func.func @nosplit_false(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %v2c = pto.reserve_buffer {name = "v2c", size = 4096, location = #pto.address_space<mat>, auto = true} -> i32
  %c2v = pto.import_reserved_buffer {name = "c2v", peer_func = @nosplit_false_peer} -> i32
  // expected-error@+1 {{'pto.aic_initialize_pipe' op explicit 'nosplit = false' conflicts with downstream users that require split = 0}}
  pto.aic_initialize_pipe {dir_mask = 3, slot_size = 1024, nosplit = false} (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 1}
  // expected-note@+1 {{a user with split = 0}}
  %m = pto.tpop_from_aiv {split = 0} -> !pto.tile_buf<mat, 16x16xf32, blayout=col_major, slayout=row_major>
  return
}
func.func @nosplit_false_peer() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %c2v = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  %v2c = pto.import_reserved_buffer {name = "v2c", peer_func = @nosplit_false} -> i32
  pto.aiv_initialize_pipe {dir_mask = 3, slot_size = 1024} (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
  return
}
}

// -----

// The two inits of one pipe do not disagree on nosplit, even without users.
module attributes {pto.target_arch = "a5"} {
func.func @explicit_cube(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "c2v", peer_func = @explicit_vector} -> i32
  // expected-note@+1 {{the other init}}
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  return
}
// OFF-LABEL: func.func @explicit_vector
func.func @explicit_vector(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  // expected-error@+1 {{'pto.aiv_initialize_pipe' op conflicting explicit 'nosplit' across peer pipe init ops: nosplit = false here, nosplit = true at pto.aic_initialize_pipe}}
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = false} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  return
}
}

// -----

// The internal forms carry nosplit too; their users are the ops on the
// handle.
module attributes {pto.target_arch = "a3"} {
// OFF-LABEL: func.func @l2g2l_nosplit
func.func @l2g2l_nosplit(%gm: !pto.ptr<f32>, %a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // expected-error@+1 {{'pto.initialize_l2g2l_pipe' op explicit 'nosplit = true' conflicts with downstream users that require split = 1 or 2}}
  %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8, local_slot_num = 8, flag_base = 0, nosplit = true}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-note@+1 {{a user with split = 2}}
  pto.tpush(%acc, %p : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.pipe) {split = 2}
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
// OFF-LABEL: func.func @l2l_nosplit
func.func @l2l_nosplit(%a: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.initialize_l2l_pipe' op explicit 'nosplit = false' conflicts with downstream users that require split = 0}}
  %p = pto.initialize_l2l_pipe {dir_mask = 2, slot_size = 1024, slot_num = 8, flag_base = 0, nosplit = false}(%a : i32) -> !pto.pipe
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-note@+1 {{a user with split = 0}}
  pto.tpush(%v, %p : !pto.tile_buf<vec, 16x16xf32>, !pto.pipe) {split = 0}
  return
}
}

// -----

// A complete FIFO: both sides initialise, the splits agree, nosplit = true
// matches split = 0.
// CHECK-LABEL: func.func @fifo_cube
// CHECK: pto.aic_initialize_pipe{dir_mask = 1, slot_size = 1024, nosplit = true}
// CHECK: pto.tpush_to_aiv({{.*}}) {split = 0}
// CHECK-LABEL: func.func @fifo_vector
// CHECK: pto.aiv_initialize_pipe{dir_mask = 1, slot_size = 1024}
// CHECK: pto.tpop_from_aic {split = 0}
// CHECK: pto.tfree_from_aic{split = 0}
module attributes {pto.target_arch = "a5"} {
func.func @fifo_cube(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %imp = pto.import_reserved_buffer {name = "c2v", peer_func = @fifo_vector} -> i32
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true} (c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 0}
  return
}
func.func @fifo_vector(%c0: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0 : i32)
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32>
  pto.tfree_from_aic {split = 0}
  return
}
}
