// ascend-mark-dynamic-valid: the local buffers whose tile has a run-time
// valid shape get `valid = dynamic` in their type (and their regions do);
// others keep theirs.
// RUN: pto-opt %s --ascend-mark-dynamic-valid -split-input-file | FileCheck %s
// RUN: pto-opt %s --ascend-mark-dynamic-valid --ascend-mark-dynamic-valid -split-input-file | FileCheck %s

// A buffer moved to and from a boundary region (the in-bounds part of a
// tile), and one moved whole.
// CHECK-LABEL: func.func @boundary
// CHECK: %[[T:.*]] = memref.alloc() : memref<16x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>
// CHECK: %[[W:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<?x?xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>) outs(%[[T]] : memref<16x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>)
// CHECK: ascend.store ins(%[[T]] : memref<16x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%{{.*}} : memref<?x?xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @boundary(%g: memref<100x256xf32, #ascend.address_space<gm>>, %i: index, %r: index, %c: index) {
  %t = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %w = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %e = memref.subview %g[%i, 0] [%r, %c] [1, 1] : memref<100x256xf32, #ascend.address_space<gm>> to memref<?x?xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>
  %f = memref.subview %g[0, 0] [16, 64] [1, 1] : memref<100x256xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[256, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%e : memref<?x?xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>) outs(%t : memref<16x64xf32, #ascend.address_space<ub>>)
  ascend.store ins(%t : memref<16x64xf32, #ascend.address_space<ub>>) outs(%e : memref<?x?xf32, strided<[256, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.load ins(%f : memref<16x64xf32, strided<[256, 1]>, #ascend.address_space<gm>>) outs(%w : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A column region (the first 30 of 32 columns): the buffer and the region.
// CHECK-LABEL: func.func @column_region
// CHECK: %[[U:.*]] = memref.alloc() : memref<4x32xf32, #ascend.tile_space<space = ub, valid = dynamic>>
// CHECK: memref.subview %[[U]][0, 0] [4, 30] [1, 1] : memref<4x32xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<4x30xf32, strided<[32, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @column_region(%g: memref<4x30xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
  %s = memref.subview %u[0, 0] [4, 30] [1, 1] : memref<4x32xf32, #ascend.address_space<ub>> to memref<4x30xf32, strided<[32, 1]>, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<4x30xf32, #ascend.address_space<gm>>) outs(%s : memref<4x30xf32, strided<[32, 1]>, #ascend.address_space<ub>>)
  return
}
}

// -----

// The l0a/l0b operands of a gemm limited to part of its depth (a K tail);
// not its accumulator. An l1 buffer stored transposed keeps its layout.
// CHECK-LABEL: func.func @partial_depth
// CHECK: memref.alloc() : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn, valid = dynamic>>
// CHECK: memref.alloc() : memref<64x32xf16, #ascend.tile_space<space = l0a, valid = dynamic>>
// CHECK: memref.alloc() : memref<32x64xf16, #ascend.tile_space<space = l0b, valid = dynamic>>
// CHECK: memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @partial_depth(%g: memref<100x64xf16, #ascend.address_space<gm>>, %k: index, %init: i1) {
  %l1 = memref.alloc() : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  %a = memref.alloc() : memref<64x32xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x64xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
  %e = memref.subview %g[0, 0] [%k, 64] [1, 1] : memref<100x64xf16, #ascend.address_space<gm>> to memref<?x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%e : memref<?x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%l1 : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  ascend.mmad ins(%a, %b : memref<64x32xf16, #ascend.address_space<l0a>>, memref<32x64xf16, #ascend.address_space<l0b>>) outs(%c : memref<64x64xf32, #ascend.address_space<l0c>>) init(%init) depth(%k)
  return
}
}
