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

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @to_cube() {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op cannot go through the tile FIFO (hand-off=fifo): it hands a Vector result to the Cube (ub to l1), which tirpto moves through a global workspace only; use hand-off=workspace or hand-off=auto}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
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
