// ascend-split-cube-vector{hand-off=fifo} reports, at the hand-off, what
// the tile FIFO cannot carry (hand-off=auto takes a workspace instead).
// RUN: pto-opt %s --ascend-split-cube-vector="hand-off=fifo" -split-input-file -verify-diagnostics

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @padded() {
  %acc = memref.alloc() : memref<32x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it hands over a 32x16 tile, which a Vector tile stores padded to 32x32 (rows of a multiple of 32 elements), while the tile FIFO moves it unpadded; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%acc : memref<32x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @to_cube_a3() {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it hands a Vector result to the Cube (ub to l1), and UB -> L1 is no data path on a3; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube_used_before(%a: memref<32x32xf16, #ascend.address_space<l0a>>) {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-note@+1 {{the other op}}
  ascend.load_l0 ins(%l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): its l1 destination is used before the hand-off, while the Cube works on the FIFO's slot from the pop on; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube_written_after(%g: memref<32x32xf16, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): its l1 destination is written after the hand-off too, while the FIFO's slot holds the tile handed over; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  // expected-note@+1 {{the other op}}
  ascend.load ins(%g : memref<32x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube_rows() {
  %u = memref.alloc() : memref<8x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<8x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it hands over a 8x32 f16 tile, which UB -> L1 takes in the NZ layout: rows of a multiple of 32 bytes, and a multiple of 16 rows; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<8x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<8x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube_twice(%a: memref<32x32xf16, #ascend.address_space<l0a>>) {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %l1b = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): another Vector result is handed to the Cube after it in the same block, while the Cube holds this one's FIFO slot to the end of the block (one slot at a time, freed in order); use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  // expected-note@+1 {{the other op}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1b : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%l1b : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
  return
}
}

// -----

// T.dual_copy's halves: one FIFO shares all its tiles between the
// sub-blocks one way.
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @mixed_splits() {
  %acc = memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
  %r = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
  %c = memref.alloc() : memref<64x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>) outs(%r : memref<32x64xf32, #ascend.address_space<ub>>) split <rows>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it shares its tile between the Vector sub-blocks as split <cols>, another hand-off as <rows>, while the tile FIFO shares all its tiles one way; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>) outs(%c : memref<64x32xf32, #ascend.address_space<ub>>) split <cols>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube_used_outside(%a: memref<32x32xf16, #ascend.address_space<l0a>>, %c: i1) {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  scf.if %c {
    // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): its l1 destination is used outside the block that holds the hand-off, while the Cube works on the FIFO's slot from the pop to the end of that block; use hand-off=workspace or hand-off=auto}}
    ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  }
  // expected-note@+1 {{the other op}}
  ascend.load_l0 ins(%l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
  return
}
}

// -----

// An expert-mode kernel whose Vector section reads the Cube's result after
// its own waits: the FIFO's pop would stay at the hand-off, before them.
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @expert(%c: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): the kernel orders its cores with its own cross-core flags, and the Vector core reads the tile later than the hand-off, after the waits it wrote; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}
