// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

module attributes {ascend.arch = #ascend.arch<a5>} {

// CHECK-LABEL: func.func @cube
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aic>, ascend.grid = array<i64: 32, 32>}
func.func @cube(%gm: memref<4096x4096xf16, #ascend.address_space<gm>>,
                %out: memref<4096x4096xf16, #ascend.address_space<gm>>, %i: index, %init: i1)
    attributes {ascend.core_type = #ascend.core_type<aic>, ascend.grid = array<i64: 32, 32>} {
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  %b1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  %ga = memref.subview %gm[%i, 0] [32, 128] [1, 1] : memref<4096x4096xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>
  // CHECK: ascend.load ins(%{{.*}} : memref<32x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  ascend.load ins(%ga : memref<32x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  // CHECK: ascend.load_l0 ins(%{{.*}} : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%{{.*}} : memref<128x32xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
  // CHECK: ascend.load_l0 ins(%{{.*}} : memref<32x128xf16, #ascend.address_space<l1>>) outs(%{{.*}} : memref<32x128xf16, #ascend.address_space<l0b>>)
  ascend.load_l0 ins(%b1 : memref<32x128xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x128xf16, #ascend.address_space<l0b>>)
  // A K window of an L1 operand.
  // CHECK: ascend.load_l0 ins(%{{.*}}[%{{.*}}, %{{.*}}] : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%{{.*}} : memref<128x16xf16, #ascend.address_space<l0a>>)
  %k16 = arith.constant 16 : index
  %c0w = arith.constant 0 : index
  %a0w = memref.alloc() : memref<128x16xf16, #ascend.address_space<l0a>>
  ascend.load_l0 ins(%a1 [%c0w, %k16] : memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%a0w : memref<128x16xf16, #ascend.address_space<l0a>>)
  // CHECK: ascend.mmad ins(%{{.*}}, %{{.*}} : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%{{.*}} : memref<128x128xf32, #ascend.address_space<l0c>>) init(%{{.*}})
  ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%init)
  // CHECK: ascend.mmad ins(%{{.*}}, %{{.*}} : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%{{.*}} : memref<128x128xf32, #ascend.address_space<l0c>>) init(%{{.*}}) depth(%arg2)
  ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%init) depth(%i)
  %go = memref.subview %out[%i, 0] [128, 128] [1, 1] : memref<4096x4096xf16, #ascend.address_space<gm>> to memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>
  // CHECK: ascend.fixpipe ins(%{{.*}} : memref<128x128xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) {relu}
  ascend.fixpipe ins(%c : memref<128x128xf32, #ascend.address_space<l0c>>) outs(%go : memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) {relu}
  // CHECK: ascend.fixpipe ins(%{{.*}} : memref<128x128xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) {atomic_add}
  ascend.fixpipe ins(%c : memref<128x128xf32, #ascend.address_space<l0c>>) outs(%go : memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) {atomic_add}
  return
}

// CHECK-LABEL: func.func @vector
func.func @vector(%gm: memref<64x64xf32, #ascend.address_space<gm>>) {
  %x = memref.alloc() : memref<64x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<64x64xf32, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<64x64xf32, #ascend.address_space<l1>>
  %acc = memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
  // CHECK: ascend.load ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<gm>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>)
  ascend.load ins(%gm : memref<64x64xf32, #ascend.address_space<gm>>) outs(%x : memref<64x64xf32, #ascend.address_space<ub>>)
  // A region of rank 3 moves to or from the rows of its last dimension
  // (4x16x64 -> 64x64), or one column of all its elements.
  %g3 = memref.subview %gm[0, 0] [64, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<64x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  %r3 = memref.expand_shape %g3 [[0, 1], [2]] output_shape [4, 16, 64] : memref<64x64xf32, strided<[64, 1]>, #ascend.address_space<gm>> into memref<4x16x64xf32, strided<[1024, 64, 1]>, #ascend.address_space<gm>>
  // CHECK: ascend.load ins(%{{.*}} : memref<4x16x64xf32, strided<[1024, 64, 1]>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>)
  ascend.load ins(%r3 : memref<4x16x64xf32, strided<[1024, 64, 1]>, #ascend.address_space<gm>>) outs(%x : memref<64x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.load ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<gm>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>) pad(%{{.*}} : f32)
  %pad = arith.constant -1.0 : f32
  ascend.load ins(%gm : memref<64x64xf32, #ascend.address_space<gm>>) outs(%x : memref<64x64xf32, #ascend.address_space<ub>>) pad(%pad : f32)
  %col = memref.alloc() : memref<128x1xf32, #ascend.address_space<ub>>
  %g2 = memref.subview %gm[0, 0] [2, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<2x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  // CHECK: ascend.store ins(%{{.*}} : memref<128x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<2x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>)
  ascend.store ins(%col : memref<128x1xf32, #ascend.address_space<ub>>) outs(%g2 : memref<2x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>)
  // CHECK: ascend.store ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<gm>>) {atomic_add}
  ascend.store ins(%x : memref<64x64xf32, #ascend.address_space<ub>>) outs(%gm : memref<64x64xf32, #ascend.address_space<gm>>) {atomic_add}
  // CHECK: ascend.copy ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>)
  ascend.copy ins(%x : memref<64x64xf32, #ascend.address_space<ub>>) outs(%y : memref<64x64xf32, #ascend.address_space<ub>>)
  // A per-row vector into a row of a tile, and back.
  %v = memref.alloc() : memref<64x1xf32, #ascend.address_space<ub>>
  %row = memref.subview %y[3, 0] [1, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>
  // CHECK: ascend.copy ins(%{{.*}} : memref<64x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>)
  ascend.copy ins(%v : memref<64x1xf32, #ascend.address_space<ub>>) outs(%row : memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>)
  // CHECK: ascend.copy ins(%{{.*}} : memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>) outs(%{{.*}} : memref<64x1xf32, #ascend.address_space<ub>>)
  ascend.copy ins(%row : memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>) outs(%v : memref<64x1xf32, #ascend.address_space<ub>>)
  // ub -> l1 and l0c -> ub exist on a5.
  // CHECK: ascend.copy ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<l1>>)
  ascend.copy ins(%y : memref<64x64xf32, #ascend.address_space<ub>>) outs(%l1 : memref<64x64xf32, #ascend.address_space<l1>>)
  // CHECK: ascend.fixpipe ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>)
  ascend.fixpipe ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>) outs(%x : memref<64x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.store ins(%{{.*}} : memref<64x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<64x64xf32, #ascend.address_space<gm>>)
  ascend.store ins(%y : memref<64x64xf32, #ascend.address_space<ub>>) outs(%gm : memref<64x64xf32, #ascend.address_space<gm>>)
  return
}

// CHECK-LABEL: func.func @structure
// CHECK: ascend.block_idx : index
// CHECK: ascend.block_num : index
// CHECK: scf.for {{.*}} {
// CHECK: } {ascend.num_stages = 2 : i64}
func.func @structure() {
  %i = ascend.block_idx : index
  %n = ascend.block_num : index
  scf.for %k = %i to %n step %n {
  } {ascend.num_stages = 2 : i64}
  return
}

// CHECK-LABEL: func.func @attributes
// CHECK-SAME: test.event = #ascend.event<7>, test.pipe = #ascend.pipe<MTE2>, test.space = #ascend.address_space<l0c>
func.func @attributes() attributes {test.pipe = #ascend.pipe<MTE2>, test.event = #ascend.event<7>, test.space = #ascend.address_space<l0c>} {
  return
}

}

// Paths that exist only on a3.
// CHECK-LABEL: func.func @a3_only
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @a3_only(%gm: memref<32x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  // CHECK: ascend.store ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<l1>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<gm>>)
  ascend.store ins(%l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%gm : memref<32x32xf16, #ascend.address_space<gm>>)
  // CHECK: ascend.load_l0 ins(%{{.*}}) outs(%{{.*}}) {transpose}
  ascend.load_l0 ins(%l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%l0a : memref<32x32xf16, #ascend.address_space<l0a>>) {transpose}
  return
}
// Boundary regions: GM regions of dynamic size (the in-bounds part of a
// tile) move to and from static buffers.
// CHECK-LABEL: func.func @boundary_regions
// CHECK: ascend.load ins(%{{.*}} : memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<32x64xf32, #ascend.address_space<ub>>)
// CHECK: ascend.store ins(%{{.*}} : memref<32x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<32x64xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<?x?xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
func.func @boundary_regions(%in: memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>,
                            %out: memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>,
                            %c: memref<?x?xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
  %acc = memref.alloc() : memref<32x64xf32, #ascend.address_space<l0c>>
  ascend.load ins(%in : memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf32, #ascend.address_space<ub>>)
  ascend.store ins(%ub : memref<32x64xf32, #ascend.address_space<ub>>) outs(%out : memref<?x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.fixpipe ins(%acc : memref<32x64xf32, #ascend.address_space<l0c>>) outs(%c : memref<?x?xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}

// A UB buffer seen as rows of another length and element type.
// CHECK-LABEL: func.func @view
// CHECK: ascend.view %{{.*}} : memref<1x256xf32, #ascend.address_space<ub>> to memref<4x64xi32, #ascend.address_space<ub>>
// A bitcast (same shape, same element width) of a padded buffer.
// CHECK: ascend.view %{{.*}} : memref<2x48xf32, #ascend.address_space<ub>> to memref<2x48xi32, #ascend.address_space<ub>>
func.func @view() {
  %x = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
  %v = ascend.view %x : memref<1x256xf32, #ascend.address_space<ub>> to memref<4x64xi32, #ascend.address_space<ub>>
  %p = memref.alloc() : memref<2x48xf32, #ascend.address_space<ub>>
  %b = ascend.view %p : memref<2x48xf32, #ascend.address_space<ub>> to memref<2x48xi32, #ascend.address_space<ub>>
  return
}


// Debug output: one scalar per ascend.print; a UB tile or a GM region
// printed by ascend.print_buffer.
// CHECK-LABEL: func.func @print
// CHECK: ascend.print "cid:%d"(%{{.*}} : i32)
// CHECK: ascend.print "%8.3f\0A"(%{{.*}} : f32)
// CHECK: ascend.print "text\0A"(%{{.*}} : i32)
// CHECK: ascend.print_buffer %{{.*}} : memref<1x16xi16, #ascend.address_space<ub>>
// CHECK: ascend.print_buffer %{{.*}} : memref<2x16xf32, #ascend.address_space<gm>>
// On the core of the section they were written in.
// CHECK: ascend.print "in C\0A"(%{{.*}} : i32) on <aic>
// CHECK: ascend.print_buffer %{{.*}} on <aic> : memref<2x16xf32, #ascend.address_space<gm>>
func.func @print(%i: i32, %x: f32, %A: memref<2x16xf32, #ascend.address_space<gm>>) {
  ascend.print "cid:%d"(%i : i32)
  ascend.print "%8.3f\n"(%x : f32)
  ascend.print "text\n"(%i : i32)
  %t = memref.alloc() : memref<1x16xi16, #ascend.address_space<ub>>
  ascend.print_buffer %t : memref<1x16xi16, #ascend.address_space<ub>>
  ascend.print_buffer %A : memref<2x16xf32, #ascend.address_space<gm>>
  ascend.print "in C\n"(%i : i32) on <aic>
  ascend.print_buffer %A on <aic> : memref<2x16xf32, #ascend.address_space<gm>>
  return
}

}
