// RUN: pto-opt %s -split-input-file -verify-diagnostics --ascend-clip-gm-regions | FileCheck %s
// Running it twice changes nothing more (its own dynamic sizes are known).
// RUN: pto-opt %s -split-input-file -verify-diagnostics --ascend-clip-gm-regions --ascend-clip-gm-regions | FileCheck %s

// A tail tile: 1000 rows in 32-row tiles on a grid of 32 blocks. The rows
// become max(min(32, 1000 - row), 0); the columns stay static. Before the
// load of a partial region the buffer is zeroed, as TileLang's T.copy
// zeroes what lies outside the tensor.
// CHECK-LABEL: func.func @tail
// CHECK: %[[ROW:.*]] = arith.muli
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[C1000]], %[[ROW]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %[[C32]], %[[LEFT]] : index
// CHECK: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK: %[[R:.*]] = memref.subview %arg0[%[[ROW]], 0] [%[[ROWS]], 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<?x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: %[[PARTIAL:.*]] = arith.cmpi slt, %[[ROWS]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[PARTIAL]] {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: ascend.vdup ins(%[[ZERO]] : f16) outs(%[[UB:.*]] : memref<32x64xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: }
// Every block moves at least 8 rows: the load is not guarded.
// CHECK-NEXT: ascend.load ins(%[[R]] : memref<?x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<32x64xf16, #ascend.address_space<ub>>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @tail(%a: memref<1000x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// With a pad value (tilelang-ascend's T.copy(..., pad_value=v)), the
// partial tile is filled with it instead of 0.
// CHECK-LABEL: func.func @tail_pad
// CHECK: %[[PAD:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[R:.*]] = memref.subview
// CHECK: %[[PARTIAL:.*]] = arith.cmpi slt
// CHECK-NEXT: scf.if %[[PARTIAL]] {
// CHECK-NEXT: ascend.vdup ins(%[[PAD]] : f32) outs(%[[UB:.*]] : memref<32x64xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: }
// CHECK-NEXT: ascend.load ins(%[[R]] : {{.*}}) outs(%[[UB]] : {{.*}}) pad(%[[PAD]] : f32)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @tail_pad(%a: memref<1000x64xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %ninf = arith.constant 0xFF800000 : f32
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1000x64xf32, #ascend.address_space<gm>> to memref<32x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf32, #ascend.address_space<ub>>) pad(%ninf : f32)
  return
}
}

// -----

// A partial load into the first columns of a buffer fills those columns
// (convert-ascend-to-pto: the buffer's tile with them valid); the rest of
// the buffer keeps its values, as tilelang-ascend's T.copy into a slice
// leaves them.
// CHECK-LABEL: func.func @tail_columns
// CHECK: %[[UB:.*]] = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
// CHECK: %[[COLS:.*]] = memref.subview %[[UB]][0, 0] [32, 48] [1, 1]
// CHECK: scf.if
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: ascend.vdup ins(%[[ZERO]] : f32) outs(%[[COLS]] : memref<32x48xf32, strided<[64, 1]>, #ascend.address_space<ub>>)
// CHECK-NEXT: }
// CHECK-NEXT: ascend.load ins(%{{.*}}) outs(%[[COLS]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @tail_columns(%a: memref<1000x48xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
  %cols = memref.subview %ub[0, 0] [32, 48] [1, 1] : memref<32x64xf32, #ascend.address_space<ub>> to memref<32x48xf32, strided<[64, 1]>, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 48] [1, 1] : memref<1000x48xf32, #ascend.address_space<gm>> to memref<32x48xf32, strided<[48, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x48xf32, strided<[48, 1], offset: ?>, #ascend.address_space<gm>>) outs(%cols : memref<32x48xf32, strided<[64, 1]>, #ascend.address_space<ub>>)
  return
}
}

// -----

// Tiles that provably stay inside (32 blocks over 1024 rows, a K loop over
// 4096 columns) are left static.
// CHECK-LABEL: func.func @inside
// CHECK-NOT: arith.minsi
// CHECK: memref.subview %arg0[%{{.*}}, %{{.*}}] [32, 64] [1, 1] : memref<1024x4096xf16, #ascend.address_space<gm>> to memref<32x64xf16
// CHECK-NOT: arith.minsi
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @inside(%a: memref<1024x4096xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  scf.for %k = %c0 to %c64 step %c1 {
    %col = arith.muli %k, %c64 : index
    %r = memref.subview %a[%row, %col] [32, 64] [1, 1] : memref<1024x4096xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%r : memref<32x64xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// A misaligned offset (bx * 32 + 16 over 1024 rows): the last block's tile
// runs 16 rows past the edge.
// CHECK-LABEL: func.func @misaligned
// CHECK: %[[ROW:.*]] = arith.addi
// CHECK: %[[LEFT:.*]] = arith.subi %{{.*}}, %[[ROW]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CHECK: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK: memref.subview %arg0[%[[ROW]], 0] [%[[ROWS]], 64] [1, 1]
// CHECK: ascend.store ins(%{{.*}} : memref<32x64xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<?x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @misaligned(%a: memref<1024x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %base = arith.muli %bx, %c32 : index
  %row = arith.addi %base, %c16 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%ub : memref<32x64xf16, #ascend.address_space<ub>>) outs(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// A grid past the edge: 33 blocks of 32 rows over 1024 rows. Block 32's
// tile lies wholly past the edge (it moves nothing), which is worth a
// warning.
// The load is skipped where the region is empty (no DMA of 0 rows from
// past the tensor), under an `ascend.edge_guard`; the buffer is zeroed
// there, as T.copy does.
// CHECK-LABEL: func.func @grid_past_edge
// CHECK: %[[N:.*]] = arith.maxsi
// CHECK: %[[R:.*]] = memref.subview %arg0[%{{.*}}, 0] [%[[N]], 64] [1, 1]
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: arith.constant 0.000000e+00 : f16
// CHECK-NEXT: ascend.vdup
// CHECK-NEXT: }
// CHECK: %[[NE:.*]] = arith.cmpi sgt, %[[N]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NE]] {
// CHECK-NEXT: ascend.load ins(%[[R]]
// CHECK-NEXT: } {ascend.edge_guard}
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @grid_past_edge(%a: memref<1024x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 33>} {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{the region}}
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-warning@+1 {{the region of kernel argument #0 along dimension 0 lies wholly past the tensor's extent 1024 for some iterations, from block id 32 on; only its part inside the tensor (none there) is moved}}
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A K loop past the edge (the field report's A[k * 32, by * 128] with A of
// 48 rows): from k = 2 on the region lies wholly past the edge.
// CHECK-LABEL: func.func @loop_past_edge
// CHECK: scf.for
// CHECK: arith.maxsi
// CHECK: memref.subview %arg0[%{{.*}}, %{{.*}}] [%{{.*}}, 128] [1, 1] : memref<48x7168xf16, #ascend.address_space<gm>> to memref<?x128xf16
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @loop_past_edge(%a: memref<48x7168xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 56>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %c224 = arith.constant 224 : index
  %by = ascend.block_idx : index
  %col = arith.muli %by, %c128 : index
  %l1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{the loop}}
  scf.for %k = %c0 to %c224 step %c1 {
    %row = arith.muli %k, %c32 : index
    // expected-note@+1 {{the region}}
    %r = memref.subview %a[%row, %col] [32, 128] [1, 1] : memref<48x7168xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[7168, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{the region of kernel argument #0 along dimension 0 lies wholly past the tensor's extent 48 for some iterations, from iteration 2 of its loop on}}
    ascend.load ins(%r : memref<32x128xf16, strided<[7168, 1], offset: ?>, #ascend.address_space<gm>>) outs(%l1 : memref<32x128xf16, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// T.Persistent's wave loop (after convert-tir-to-ascend lowers its
// T.loop_break): 5 tiles of 8 rows on 2 blocks, 3 waves. Tile t = 2 w + bx
// reaches 5 past the edge, but the rest of the body runs only while
// !(stopped | 5 <= t), i.e. t < 5: the region is clipped (the analysis does
// not see the guard) but not warned about.
// CHECK-LABEL: func.func @persistent_guard
// CHECK: arith.minsi
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 32] [1, 1]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @persistent_guard(%a: memref<40x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %false = arith.constant false
  %true = arith.constant true
  %bx = ascend.block_idx : index
  %u = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
  %r = scf.for %w = %c0 to %c3 step %c1 iter_args(%stopped = %false) -> (i1) {
    %t0 = arith.muli %w, %c2 : index
    %t = arith.addi %t0, %bx : index
    %past = arith.cmpi sle, %c5, %t : index
    %stop = arith.ori %stopped, %past : i1
    %go = arith.xori %stop, %true : i1
    scf.if %go {
      %row = arith.muli %t, %c8 : index
      %v = memref.subview %a[%row, 0] [8, 32] [1, 1] : memref<40x32xf32, #ascend.address_space<gm>> to memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
      ascend.load ins(%v : memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<8x32xf32, #ascend.address_space<ub>>)
    }
    scf.yield %stop : i1
  }
  return
}
}

// -----

// The same wave loop with 4 tiles on 3 blocks, two tiles per row of 8: the
// row index t // 2 stays below 2 while t < 4, so no warning.
// CHECK-LABEL: func.func @persistent_guard_rows
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 32] [1, 1]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @persistent_guard_rows(%a: memref<16x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 3>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %false = arith.constant false
  %true = arith.constant true
  %bx = ascend.block_idx : index
  %u = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
  %r = scf.for %w = %c0 to %c2 step %c1 iter_args(%stopped = %false) -> (i1) {
    %t0 = arith.muli %w, %c3 : index
    %t = arith.addi %t0, %bx : index
    %past = arith.cmpi sge, %t, %c4 : index
    %stop = arith.ori %stopped, %past : i1
    %go = arith.xori %stop, %true : i1
    scf.if %go {
      %m = arith.floordivsi %t, %c2 : index
      %row = arith.muli %m, %c8 : index
      %v = memref.subview %a[%row, 0] [8, 32] [1, 1] : memref<16x32xf32, #ascend.address_space<gm>> to memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
      ascend.load ins(%v : memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<8x32xf32, #ascend.address_space<ub>>)
    }
    scf.yield %stop : i1
  }
  return
}
}

// -----

// A mixed kernel's row of a sub-block: the tile's row plus sub-block * 4,
// which the analysis bounds by 4, stays below the edge while t < 4.
// CHECK-LABEL: func.func @persistent_guard_sub_block
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 32] [1, 1]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @persistent_guard_sub_block(%a: memref<16x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 3>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %false = arith.constant false
  %true = arith.constant true
  %bx = ascend.block_idx : index
  %sub = ascend.subblock_idx : index
  %u = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
  %r = scf.for %w = %c0 to %c2 step %c1 iter_args(%stopped = %false) -> (i1) {
    %t0 = arith.muli %w, %c3 : index
    %t = arith.addi %t0, %bx : index
    %past = arith.cmpi sge, %t, %c4 : index
    %stop = arith.ori %stopped, %past : i1
    %go = arith.xori %stop, %true : i1
    scf.if %go {
      %m = arith.floordivsi %t, %c2 : index
      %row = arith.muli %m, %c8 : index
      %half = arith.muli %sub, %c4 : index
      %mine = arith.addi %row, %half : index
      %v = memref.subview %a[%mine, 0] [4, 32] [1, 1] : memref<16x32xf32, #ascend.address_space<gm>> to memref<4x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
      ascend.load ins(%v : memref<4x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<4x32xf32, #ascend.address_space<ub>>)
    }
    scf.yield %stop : i1
  }
  return
}
}

// -----

// With sub-block * 8 the second sub-block's row of the last tile is 16,
// past the edge: the warning stays.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @persistent_guard_sub_block_past(%a: memref<16x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 3>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %false = arith.constant false
  %true = arith.constant true
  %bx = ascend.block_idx : index
  %sub = ascend.subblock_idx : index
  %u = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
  %r = scf.for %w = %c0 to %c2 step %c1 iter_args(%stopped = %false) -> (i1) {
    %t0 = arith.muli %w, %c3 : index
    %t = arith.addi %t0, %bx : index
    %past = arith.cmpi sge, %t, %c4 : index
    %stop = arith.ori %stopped, %past : i1
    %go = arith.xori %stop, %true : i1
    scf.if %go {
      %m = arith.floordivsi %t, %c2 : index
      %row = arith.muli %m, %c8 : index
      %half = arith.muli %sub, %c8 : index
      %mine = arith.addi %row, %half : index
      // expected-note@-1 {{the index}}
      // expected-note@+1 {{the region}}
      %v = memref.subview %a[%mine, 0] [4, 32] [1, 1] : memref<16x32xf32, #ascend.address_space<gm>> to memref<4x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
      // expected-warning@+1 {{lies wholly past the tensor's extent 16 for some iterations}}
      ascend.load ins(%v : memref<4x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<4x32xf32, #ascend.address_space<ub>>)
    }
    scf.yield %stop : i1
  }
  return
}
}

// -----

// The region built before the guard (pure ops may precede T.loop_break): the
// move is guarded, so no warning. A guard that bounds nothing (t ult -1 is
// true for every t) keeps the warning.
// CHECK-LABEL: func.func @guard_kinds
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @guard_kinds(%a: memref<40x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %cm1 = arith.constant -1 : index
  %bx = ascend.block_idx : index
  %u = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
  scf.for %w = %c0 to %c3 step %c1 {
    %t0 = arith.muli %w, %c2 : index
    // expected-note@+1 {{the index}}
    %t = arith.addi %t0, %bx : index
    %row = arith.muli %t, %c8 : index
    %v = memref.subview %a[%row, 0] [8, 32] [1, 1] : memref<40x32xf32, #ascend.address_space<gm>> to memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
    %inside = arith.cmpi slt, %t, %c5 : index
    scf.if %inside {
      ascend.load ins(%v : memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<8x32xf32, #ascend.address_space<ub>>)
    }
    %always = arith.cmpi ult, %t, %cm1 : index
    scf.if %always {
      // expected-note@+1 {{the region}}
      %v2 = memref.subview %a[%row, 0] [8, 32] [1, 1] : memref<40x32xf32, #ascend.address_space<gm>> to memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
      // expected-warning@+1 {{lies wholly past the tensor's extent 40 for some iterations}}
      ascend.load ins(%v2 : memref<8x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%u : memref<8x32xf32, #ascend.address_space<ub>>)
    }
  }
  return
}
}

// -----

// An offset from a kernel argument: the analysis cannot bound it (nor can
// it know whether ptoas's 32-bit index arithmetic wrapped it), so the size
// is in-bounds at the end and 0 where the offset is negative.
// CHECK-LABEL: func.func @scalar_offset
// CHECK: %[[NN:.*]] = arith.cmpi sge, %arg1, %[[Z:.*]] : index
// CHECK: %[[L:.*]] = arith.subi %{{.*}}, %arg1 : index
// CHECK: %[[M:.*]] = arith.minsi %{{.*}}, %[[L]] : index
// CHECK: %[[X:.*]] = arith.maxsi %[[M]], %[[Z]] : index
// CHECK: %[[N:.*]] = arith.select %[[NN]], %[[X]], %[[Z]] : index
// CHECK: memref.subview %arg0[%arg1, 0] [%[[N]], 64] [1, 1]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @scalar_offset(%a: memref<1024x64xf16, #ascend.address_space<gm>>, %row: index) {
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// The same from an i32 argument (TileLang's T.int32 parameters): its range
// [-2^31, 2^31 - 1] is no bound in 32-bit index arithmetic, so it is
// treated alike: no error, a guarded size.
// CHECK-LABEL: func.func @i32_offset
// CHECK: arith.cmpi sge
// CHECK: arith.select
// CHECK: memref.subview
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @i32_offset(%a: memref<1024x64xf16, #ascend.address_space<gm>>, %n: i32) {
  %row = arith.index_cast %n : i32 to index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A dynamic grid (no ascend.grid): the block index is unbounded in int32
// terms, so the tile is clipped and guarded, with no claim about which
// blocks pass the edge.
// CHECK-LABEL: func.func @dynamic_grid
// CHECK: arith.select
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 64]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_grid(%a: memref<1024x64xf16, #ascend.address_space<gm>>) {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// Cube (l1) regions are clipped like ub ones: an offset the analysis
// cannot bound (a kernel argument) is clipped and guarded, one it shows
// passing the edge is clipped.
// CHECK-LABEL: func.func @cube_regions
// CHECK: %[[NONNEG:.*]] = arith.cmpi sge, %arg1, %{{.*}} : index
// CHECK: %[[MAX:.*]] = arith.maxsi
// CHECK: %[[ROWS:.*]] = arith.select %[[NONNEG]], %[[MAX]], %{{.*}} : index
// CHECK: memref.subview %arg0[%arg1, 0] [%[[ROWS]], 32] [1, 1]
// CHECK: arith.maxsi
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 32] [1, 1]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @cube_regions(%a: memref<1000x32xf16, #ascend.address_space<gm>>, %row: index) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %r = memref.subview %a[%row, 0] [32, 32] [1, 1] : memref<1000x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  %bx = ascend.block_idx : index
  %row2 = arith.muli %bx, %c32 : index
  %r2 = memref.subview %a[%row2, 0] [32, 32] [1, 1] : memref<1000x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r2 : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

// bf16 tiles have no fill on the Vector core: an f32 tile (allocated at the
// start of the function) is filled and converted.
// CHECK-LABEL: func.func @no_fill
// CHECK-NEXT: %[[WIDE:.*]] = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
// CHECK: scf.if
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: %[[ZERO32:.*]] = arith.extf %[[ZERO]] : bf16 to f32
// CHECK-NEXT: ascend.vdup ins(%[[ZERO32]] : f32) outs(%[[WIDE]] :
// CHECK-NEXT: ascend.vcast ins(%[[WIDE]] : {{.*}}) outs(%{{.*}} : memref<32x64xbf16, #ascend.address_space<ub>>)
// CHECK-NEXT: }
// CHECK-NEXT: ascend.load
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @no_fill(%a: memref<1000x64xbf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xbf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1000x64xbf16, #ascend.address_space<gm>> to memref<32x64xbf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xbf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// Without an arch there is no knowing how to fill: a warning.
module {
func.func @no_fill_pad(%a: memref<1000x64xbf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : bf16
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xbf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1000x64xbf16, #ascend.address_space<gm>> to memref<32x64xbf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-warning@+1 {{the buffer's elements outside the tensor keep their old values: TileLang sets them to the pad_value, but the unknown Vector core has no fill of 'bf16' tiles}}
  ascend.load ins(%r : memref<32x64xbf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xbf16, #ascend.address_space<ub>>) pad(%one : bf16)
  return
}
}

// -----

// The coordinates of a 2-D grid (bx = id % 10, by = id / 10): the warning
// names the coordinate, not the linear block id.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @grid_2d(%a: memref<256x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 10, 4>} {
  %c10 = arith.constant 10 : index
  %c32 = arith.constant 32 : index
  %id = ascend.block_idx : index
  %bx = arith.remui %id, %c10 : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{the region}}
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<256x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-warning@+1 {{lies wholly past the tensor's extent 256 for some iterations, from the block coordinate 8 on}}
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A loop whose induction variable steps by 32: the warning counts
// iterations and gives the induction variable's value.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @strided_loop(%a: memref<1000x64xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1100 = arith.constant 1100 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{the loop}}
  scf.for %row = %c0 to %c1100 step %c32 {
    // expected-note@+1 {{the region}}
    %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{lies wholly past the tensor's extent 1000 for some iterations, from iteration 32 of its loop on (induction variable 1024)}}
    ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// A region of dynamic size that this pass did not make.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_size(%a: memref<1000x64xf16, #ascend.address_space<gm>>, %n: index) {
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op expects a region of static size to move (TileLang's T.copy regions have static extents); only ascend-clip-gm-regions makes sizes dynamic}}
  %r = memref.subview %a[0, 0] [%n, 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<?x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<?x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A rank-reducing region (one row of a 3-D tensor per block) whose dropped
// dimension may lie past the edge: the kept size is 0 there.
// CHECK-LABEL: func.func @dropped_dim
// CHECK: %[[IN:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK: %[[N:.*]] = arith.select %[[IN]], %{{.*}}, %{{.*}} : index
// CHECK: memref.subview %arg0[%{{.*}}, 0, 0] [1, %[[N]], 64] [1, 1, 1] : memref<10x16x64xf16, #ascend.address_space<gm>> to memref<?x64xf16
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dropped_dim(%a: memref<10x16x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 12>} {
  %b = ascend.block_idx : index
  %ub = memref.alloc() : memref<16x64xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{the region}}
  %r = memref.subview %a[%b, 0, 0] [1, 16, 64] [1, 1, 1] : memref<10x16x64xf16, #ascend.address_space<gm>> to memref<16x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-warning@+1 {{lies wholly past the tensor's extent 10 for some iterations, from block id 10 on}}
  ascend.load ins(%r : memref<16x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A constant offset past the end.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @past_end(%a: memref<1000x64xf16, #ascend.address_space<gm>>) {
  %c1024 = arith.constant 1024 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op the region of kernel argument #0 along dimension 0 lies wholly outside it: its offset is 1024 and the tensor's extent is 1000}}
  %r = memref.subview %a[%c1024, 0] [32, 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A constant negative offset.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @negative(%a: memref<1000x64xf16, #ascend.address_space<gm>>) {
  %cm16 = arith.constant -16 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op the region of kernel argument #0 along dimension 0 lies wholly outside it: its offset is -16 and the tensor's extent is 1000}}
  %r = memref.subview %a[%cm16, 0] [32, 64] [1, 1] : memref<1000x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// An offset that may be negative (bx * 32 - 16).
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @maybe_negative(%a: memref<1024x64xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 32>} {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %base = arith.muli %bx, %c32 : index
  %row = arith.subi %base, %c16 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'memref.subview' op the region of kernel argument #0 along dimension 0 may start before the tensor: its offset can be as low as -16; regions that start before a tensor are not supported}}
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<1024x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%ub : memref<32x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A gemm whose K (1000) is not a multiple of its 32-deep block: both
// operands' K extent becomes max(min(32, 1000 - k), 0), and the gemm that
// reads them is limited to it (one depth: the two extents compute the same
// value).
// CHECK-LABEL: func.func @k_tail
// CHECK: scf.for
// CHECK: %[[KOFF:.*]] = arith.muli
// CHECK: %[[KLEFT:.*]] = arith.subi %{{.*}}, %[[KOFF]] : index
// CHECK: %[[KMIN:.*]] = arith.minsi %{{.*}}, %[[KLEFT]] : index
// CHECK: %[[KV:.*]] = arith.maxsi %[[KMIN]], %{{.*}} : index
// CHECK: memref.subview %arg0[0, %[[KOFF]]] [128, %[[KV]]] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x?xf16
// CHECK: %[[KVB:.*]] = arith.maxsi
// CHECK: memref.subview %arg1[%[[KOFF]], 0] [%[[KVB]], 128] [1, 1] : memref<1000x128xf16, #ascend.address_space<gm>> to memref<?x128xf16
// CHECK-NOT: arith.minsi
// CHECK: ascend.mmad ins(%{{.*}}, %{{.*}} : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%{{.*}} : memref<128x128xf32, #ascend.address_space<l0c>>) init(%{{.*}}) depth(%{{.*}})
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @k_tail(%a: memref<128x1000xf16, #ascend.address_space<gm>>, %b: memref<1000x128xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  scf.for %k = %c0 to %c32 step %c1 {
    %koff = arith.muli %k, %c32 : index
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
    %rb = memref.subview %b[%koff, 0] [32, 128] [1, 1] : memref<1000x128xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%rb : memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%b1 : memref<32x128xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b1 : memref<32x128xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x128xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%acc : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  }
  return
}
}

// -----

// A K loop that runs wholly past the edge (40 steps of 32 over K = 1000):
// the loads and the gemm are skipped where the depth is 0.
// CHECK-LABEL: func.func @k_past_edge
// CHECK: %[[KV:.*]] = arith.maxsi
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[KV]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: ascend.load
// CHECK: %[[KVB:.*]] = arith.maxsi
// CHECK: %[[NONEMPTYB:.*]] = arith.cmpi sgt, %[[KVB]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTYB]] {
// CHECK-NEXT: ascend.load
// CHECK: %[[GEMM:.*]] = arith.cmpi sgt, %[[KVB]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[GEMM]] {
// CHECK-NEXT: ascend.mmad {{.*}} depth(%[[KVB]])
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @k_past_edge(%a: memref<128x1000xf16, #ascend.address_space<gm>>, %b: memref<1000x128xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant 40 : index
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  // expected-note@+1 {{the loop}}
  scf.for %k = %c0 to %c40 step %c1 {
    %koff = arith.muli %k, %c32 : index
    // expected-note@+1 {{the region}}
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{the region of kernel argument #0 along dimension 1 lies wholly past the tensor's extent 1000 for some iterations, from iteration 32 of its loop on (induction variable 32)}}
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
    // expected-note@+1 {{the region}}
    %rb = memref.subview %b[%koff, 0] [32, 128] [1, 1] : memref<1000x128xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{the region of kernel argument #1 along dimension 0 lies wholly past}}
    ascend.load ins(%rb : memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%b1 : memref<32x128xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b1 : memref<32x128xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x128xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%acc : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  }
  return
}
}

// -----

// The operand's K extent is known only inside the loop, but a gemm after
// the loop reads it.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @k_tail_not_dominating(%a: memref<128x1000xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  scf.for %k = %c0 to %c32 step %c1 {
    %koff = arith.muli %k, %c32 : index
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-error@+1 {{'ascend.load' op fills a gemm operand from a region of kernel argument #0 whose K dimension (dimension 1) may run past the tensor's edge, but the region is not computed before every gemm that reads the operand, so the gemm cannot be limited to the in-bounds depth}}
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
  }
  ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
  // expected-note@+1 {{the gemm}}
  ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%acc : memref<128x128xf32, #ascend.address_space<l0c>>) init(%true)
  return
}
}

// -----

// A tensor whose row count is dynamic (T.symbolic): its regions are always
// clipped, against memref.dim of the tensor, and guarded, since the grid
// (ceil(M / 32) blocks) has no static bound; no warning (nothing is known
// to lie past the edge).
// CHECK-LABEL: func.func @dynamic_rows
// CHECK: %[[ROW:.*]] = arith.muli
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?x64xf16, #ascend.address_space<gm>>
// CHECK: %[[NONNEG:.*]] = arith.cmpi sge, %[[ROW]], %[[C0]] : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %[[ROW]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CHECK: %[[MAX:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK: %[[ROWS:.*]] = arith.select %[[NONNEG]], %[[MAX]], %[[C0]] : index
// CHECK: %[[R:.*]] = memref.subview %arg0[%[[ROW]], 0] [%[[ROWS]], 64] [1, 1] : memref<?x64xf16, #ascend.address_space<gm>> to memref<?x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[ROWS]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: ascend.store ins(%{{.*}} : memref<32x64xf16, #ascend.address_space<ub>>) outs(%[[R]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_rows(%a: memref<?x64xf16, #ascend.address_space<gm>>) {
  %c32 = arith.constant 32 : index
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[%row, 0] [32, 64] [1, 1] : memref<?x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%ub : memref<32x64xf16, #ascend.address_space<ub>>) outs(%r : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// A constant region of a dynamic tensor: the row offset 0 is inside (the
// launch contract makes every dynamic extent at least 1), so the region is
// clipped but never empty: no guard, no scf.if.
// CHECK-LABEL: func.func @dynamic_first_rows
// CHECK: %[[DIM:.*]] = memref.dim %arg0
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %{{.*}} : index
// CHECK: %[[MIN:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CHECK: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK-NOT: arith.select
// CHECK: %[[R:.*]] = memref.subview %arg0[0, 0] [%[[ROWS]], 64] [1, 1]
// CHECK-NOT: scf.if
// CHECK: ascend.store
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic_first_rows(%a: memref<?x64xf16, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
  %r = memref.subview %a[0, 0] [32, 64] [1, 1] : memref<?x64xf16, #ascend.address_space<gm>> to memref<32x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.store ins(%ub : memref<32x64xf16, #ascend.address_space<ub>>) outs(%r : memref<32x64xf16, strided<[64, 1]>, #ascend.address_space<gm>>)
  return
}
}

// -----

// Two gemms in one K loop share the l0a/l0b staging buffers: each is
// limited by the depth of the operands it reads (C by A and B, K = 1000;
// E by A and D, K = 900), not by the other's.
// CHECK-LABEL: func.func @two_gemms
// CHECK: %[[KA:.*]] = arith.maxsi
// CHECK: memref.subview %arg0[0, %{{.*}}] [128, %[[KA]]]
// CHECK: %[[KB:.*]] = arith.maxsi
// CHECK: memref.subview %arg1[%{{.*}}, 0] [%[[KB]], 128]
// CHECK: %[[KD:.*]] = arith.maxsi
// CHECK: memref.subview %arg2[%{{.*}}, 0] [%[[KD]], 128]
// CHECK-NOT: arith.minsi
// CHECK: ascend.mmad {{.*}} outs(%[[C:.*]] : memref<128x128xf32, #ascend.address_space<l0c>>) init(%{{.*}}) depth(%[[KB]])
// CHECK: %[[DE:.*]] = arith.minsi %[[KD]], %[[KA]] : index
// CHECK: ascend.mmad {{.*}} init(%{{.*}}) depth(%[[DE]])
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @two_gemms(%a: memref<128x1000xf16, #ascend.address_space<gm>>, %b: memref<1000x128xf16, #ascend.address_space<gm>>, %d: memref<900x128xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %d1 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  %e = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  // expected-note@+1 {{the loop}}
  scf.for %k = %c0 to %c32 step %c1 {
    %koff = arith.muli %k, %c32 : index
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
    %rb = memref.subview %b[%koff, 0] [32, 128] [1, 1] : memref<1000x128xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%rb : memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%b1 : memref<32x128xf16, #ascend.address_space<l1>>)
    // expected-note@+1 {{the region}}
    %rd = memref.subview %d[%koff, 0] [32, 128] [1, 1] : memref<900x128xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{lies wholly past the tensor's extent 900 for some iterations}}
    ascend.load ins(%rd : memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%d1 : memref<32x128xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b1 : memref<32x128xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x128xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%d1 : memref<32x128xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x128xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%e : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  }
  return
}
}

// -----

// A K loop bound the analysis cannot bound (a kernel argument): the K
// regions are clipped and guarded and the gemm limited to their depth.
// CHECK-LABEL: func.func @k_bound_argument
// CHECK: %[[KV:.*]] = arith.select
// CHECK: memref.subview %arg0[0, %{{.*}}] [128, %[[KV]]]
// CHECK: ascend.mmad {{.*}} depth(
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @k_bound_argument(%a: memref<128x1000xf16, #ascend.address_space<gm>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  scf.for %k = %c0 to %n step %c1 {
    %koff = arith.muli %k, %c32 : index
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  }
  return
}
}

// -----

// A K loop walking the blocks backwards from past the edge (k = 39 - kk
// over K = 1000): its first step, which clears the accumulator, multiplies
// nothing and would be skipped.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @k_clear_past_edge(%a: memref<128x1000xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %a1 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<128x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x128xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  scf.for %kk = %c0 to %c40 step %c1 {
    // expected-note@+1 {{the index}}
    %k = arith.subi %c39, %kk : index
    %koff = arith.muli %k, %c32 : index
    // expected-note@+1 {{the region}}
    %ra = memref.subview %a[0, %koff] [128, 32] [1, 1] : memref<128x1000xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>
    // expected-warning@+1 {{lies wholly past the tensor's extent 1000 for some iterations}}
    ascend.load ins(%ra : memref<128x32xf16, strided<[1000, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<128x32xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %kk, %c0 : index
    ascend.load_l0 ins(%a1 : memref<128x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    // expected-error@+1 {{'ascend.mmad' op may clear its accumulator on a K step whose region of kernel argument #0 (dimension 1) lies wholly past the tensor's edge: that step multiplies nothing and is skipped, so the accumulator would never be cleared; start the K loop inside the tensor}}
    ascend.mmad ins(%a0, %b0 : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  }
  return
}
}

// -----

// A rank-3 region moved into the rows of a tile: its middle dimension (4 of
// a tensor's 3) would be cut at the edge, and the rows left would not be
// consecutive.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @folded_middle_dimension(%a: memref<8x3x32xf32, #ascend.address_space<gm>>, %row: index) {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{the region}}
  %r = memref.subview %a[%row, %c0, 0] [2, 4, 32] [1, 1, 1] : memref<8x3x32xf32, #ascend.address_space<gm>> to memref<2x4x32xf32, strided<[96, 32, 1], offset: ?>, #ascend.address_space<gm>>
  // expected-error@+1 {{'ascend.load' op moves a region of kernel argument #0 that may run past the tensor's edge along dimension 1 into or out of the 8x32 tile its leading dimensions are folded into: cut at the edge, that dimension would leave rows that are not consecutive; only the region's first dimension and its last may run past the edge}}
  ascend.load ins(%r : memref<2x4x32xf32, strided<[96, 32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<8x32xf32, #ascend.address_space<ub>>)
  return
}
}
