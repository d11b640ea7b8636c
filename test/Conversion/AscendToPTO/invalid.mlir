// RUN: pto-opt %s --convert-ascend-to-pto -split-input-file -verify-diagnostics

// expected-error@+1 {{convert-ascend-to-pto needs the target arch: the module has no 'ascend.arch' attribute (convert-tir-to-ascend{arch=...} sets it)}}
module {
  func.func @no_arch() {
    return
  }
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @transposing_move() {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  %l0b = memref.alloc() : memref<32x16xf16, #ascend.address_space<l0b>>
  // expected-error@+2 {{failed to legalize operation 'ascend.load_l0'}}
  // expected-error@+1 {{'ascend.load_l0' op a transposing l1 -> l0 move has no PTO form (tmov keeps the shape); load the operand into l1 transposed instead (ascend.load {transpose})}}
  ascend.load_l0 ins(%l1 : memref<16x32xf16, #ascend.address_space<l1>>) outs(%l0b : memref<32x16xf16, #ascend.address_space<l0b>>) {transpose}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @local_subview() {
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  // expected-error@+2 {{failed to legalize operation 'memref.subview'}}
  // expected-error@+1 {{'memref.subview' op subviews of local buffers ('memref<32x32xf32, #ascend.address_space<ub>>') are not supported by convert-ascend-to-pto yet}}
  %s = memref.subview %u[0, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<ub>> to memref<16x32xf32, strided<[32, 1]>, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @strided_region(%g: memref<64x64xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+2 {{failed to legalize operation 'memref.subview'}}
  // expected-error@+1 {{'memref.subview' op expects a unit-stride, rank-preserving region of a global buffer}}
  %s = memref.subview %g[0, 0] [16, 16] [2, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x16xf32, strided<[128, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x16xf32, strided<[128, 1]>, #ascend.address_space<gm>>) outs(%u : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_gm(%g: memref<?x64xf32, #ascend.address_space<gm>>, %i: index) {
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-error@+2 {{failed to legalize operation 'memref.subview'}}
  // expected-error@+1 {{global buffer of type 'memref<?x64xf32, #ascend.address_space<gm>>' is not supported by convert-ascend-to-pto: its shape must be static and its layout row-major (identity)}}
  %s = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<?x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%s : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rank3() {
  // expected-error@+2 {{failed to legalize operation 'memref.alloc'}}
  // expected-error@+1 {{'memref.alloc' op cannot allocate 'memref<2x16x16xf32, #ascend.address_space<ub>>' as a PTO tile: expected a static rank-1 or rank-2 buffer in l1, l0a, l0b, l0c, ub, bt or fb}}
  %u = memref.alloc() : memref<2x16x16xf32, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @unplaced() {
  // expected-error@+2 {{failed to legalize operation 'memref.alloc'}}
  // expected-error@+1 {{'memref.alloc' op expects a buffer in an #ascend.address_space, got 'memref<16xf32>'}}
  %u = memref.alloc() : memref<16xf32>
  return
}
}
