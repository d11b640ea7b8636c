// ascend-split-cube-vector on developer-mode kernels whose Cube and Vector
// work share a global buffer (a workspace argument the Cube writes and the
// Vector cores read back, with no flags of the kernel's own): each access
// by one core that the other core's next access must follow, where either
// writes, sets a cross-core flag the other waits for; in a loop the
// reader also tells the writer it is done.
// RUN: sed s/ARCH/a3/ %s | pto-opt --ascend-split-cube-vector -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed s/ARCH/a5/ %s | pto-opt --ascend-split-cube-vector -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A5

!ws = memref<64x32xi32, #ascend.address_space<gm>>
!ws_tile = memref<32x32xi32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
!out = memref<64x32xf32, #ascend.address_space<gm>>
!out_tile = memref<32x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xi32, #ascend.address_space<l0c>>

// The Cube part sets flag 0 on FIX after its fixpipe into the workspace;
// the Vector part waits for it on MTE2 before its load. The workspace is
// the tile handed over: each sub-block loads and stores its 16 rows.
// CHECK-LABEL: func.func @once(
// CHECK-SAME: %{{.*}}: memref<64x32xi32, #ascend.address_space<gm>>, %{{.*}}: memref<64x32xf32, #ascend.address_space<gm>>
// A3-SAME: , %{{.*}}: !ascend.ffts)
// A5-SAME: ) attributes
// CHECK-NEXT: call @once_aic(
// CHECK-NEXT: call @once_aiv(

// CHECK-LABEL: func.func private @once_aiv(
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[SUB]], %c16 : index
// A3-NEXT: ascend.set_ffts
// CHECK: %[[U:.*]] = memref.alloc() : memref<16x32xi32, #ascend.address_space<ub>>
// CHECK: %[[F:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK-NEXT: %[[MINE:.*]] = arith.addi %{{.*}}, %[[FIRST]] : index
// CHECK-NEXT: %[[R:.*]] = memref.subview %arg0[%[[MINE]], 0] [16, 32] [1, 1]
// CHECK-NEXT: ascend.load ins(%[[R]] : {{.*}}) outs(%[[U]] : memref<16x32xi32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vcast ins(%[[U]] : {{.*}}) outs(%[[F]] :
// CHECK: ascend.store ins(%[[F]] : memref<16x32xf32, #ascend.address_space<ub>>)
// CHECK-NOT: cross_core
// CHECK: return

// CHECK-LABEL: func.func private @once_aic(
// A3: ascend.set_ffts
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<32x32xi32, #ascend.address_space<l0c>>)
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @once(%ws: !ws, %out: !out) attributes {ascend.grid = array<i64: 2>} {
  %bx = ascend.block_idx : index
  %c32 = arith.constant 32 : index
  %row = arith.muli %bx, %c32 : index
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : memref<32x32xi32, #ascend.address_space<ub>>
  %f = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %w = memref.subview %ws[%row, 0] [32, 32] [1, 1] : !ws to !ws_tile
  ascend.fixpipe ins(%acc : !acc) outs(%w : !ws_tile)
  ascend.load ins(%w : !ws_tile) outs(%u : memref<32x32xi32, #ascend.address_space<ub>>)
  ascend.vcast ins(%u : memref<32x32xi32, #ascend.address_space<ub>>) outs(%f : memref<32x32xf32, #ascend.address_space<ub>>)
  %o = memref.subview %out[%row, 0] [32, 32] [1, 1] : !out to !out_tile
  ascend.store ins(%f : memref<32x32xf32, #ascend.address_space<ub>>) outs(%o : !out_tile)
  return
}
}

// -----

!ws = memref<64x32xi32, #ascend.address_space<gm>>
!ws_tile = memref<32x32xi32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xi32, #ascend.address_space<l0c>>

// In a loop the workspace is written again: the Vector part sets flag 1
// once at its start and after each load, and the Cube part waits for it
// before each fixpipe and once more at its end.
// CHECK-LABEL: func.func private @looped_aiv(
// CHECK: ascend.cross_core_set <aiv> <MTE2>, 1
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK: ascend.load
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE2>, 1
// CHECK: ascend.store
// CHECK-NEXT: }
// CHECK-NOT: cross_core
// CHECK: return

// CHECK-LABEL: func.func private @looped_aic(
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 1
// CHECK-NEXT: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK-NEXT: }
// CHECK-NEXT: ascend.cross_core_wait <aic> pipe <FIX>, 1
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @looped(%ws: !ws, %out: !ws) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %bx = ascend.block_idx : index
  %c32 = arith.constant 32 : index
  %row = arith.muli %bx, %c32 : index
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : memref<32x32xi32, #ascend.address_space<ub>>
  %w = memref.subview %ws[%row, 0] [32, 32] [1, 1] : !ws to !ws_tile
  %o = memref.subview %out[%row, 0] [32, 32] [1, 1] : !ws to !ws_tile
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.fixpipe ins(%acc : !acc) outs(%w : !ws_tile)
    ascend.load ins(%w : !ws_tile) outs(%u : memref<32x32xi32, #ascend.address_space<ub>>)
    ascend.store ins(%u : memref<32x32xi32, #ascend.address_space<ub>>) outs(%o : !ws_tile)
  }
  return
}
}

// -----

// Vector results the Cube reads: the Vector part sets the flag on MTE3
// after its store, the Cube part waits on MTE2 before its load (and for
// both sub-blocks, which each store their 16 rows). Global buffers both
// only read (%a) need no flag.
// CHECK-LABEL: func.func private @to_cube_aiv(
// CHECK: ascend.load ins(%{{.*}} : memref<16x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
// CHECK-NEXT: memref.subview %arg1
// CHECK-NEXT: ascend.store ins(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE3>, 0
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @to_cube_aic(
// CHECK-NOT: cross_core
// CHECK: ascend.load ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<gm>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<l1>>)
// CHECK-NEXT: ascend.cross_core_wait <aic> pipe <MTE2>, 0
// CHECK-NEXT: ascend.load
// CHECK-NOT: cross_core
// CHECK: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @to_cube(%a: memref<32x32xf16, #ascend.address_space<gm>>, %p: memref<32x32xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %a_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %v = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  ascend.load ins(%a : memref<32x32xf16, #ascend.address_space<gm>>) outs(%v : memref<32x32xf16, #ascend.address_space<ub>>)
  ascend.store ins(%v : memref<32x32xf16, #ascend.address_space<ub>>) outs(%p : memref<32x32xf16, #ascend.address_space<gm>>)
  ascend.load ins(%a : memref<32x32xf16, #ascend.address_space<gm>>) outs(%a_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load ins(%p : memref<32x32xf16, #ascend.address_space<gm>>) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

// A loop holding both cores' accesses, which another access follows
// outside it: not lowered.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @both_under_one_op(%ws: memref<32x32xi32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : memref<32x32xi32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xi32, #ascend.address_space<ub>>
  // expected-error@+1 {{'scf.for' op holds accesses of global buffer #0 by both the Cube and the Vector work, while other accesses of it are outside the op: ordering them between the cores (cross-core flags) is not lowered yet}}
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.fixpipe ins(%acc : memref<32x32xi32, #ascend.address_space<l0c>>) outs(%ws : memref<32x32xi32, #ascend.address_space<gm>>)
    // expected-note@+1 {{this access}}
    ascend.load ins(%ws : memref<32x32xi32, #ascend.address_space<gm>>) outs(%u : memref<32x32xi32, #ascend.address_space<ub>>)
  }
  ascend.load ins(%ws : memref<32x32xi32, #ascend.address_space<gm>>) outs(%u : memref<32x32xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

// Nine shared buffers in a loop need 18 flags; 16 exist.
!g = memref<16x16xi32, #ascend.address_space<gm>>
!acc = memref<16x16xi32, #ascend.address_space<l0c>>
!ub = memref<16x16xi32, #ascend.address_space<ub>>
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @out_of_flags(%g0: !g, %g1: !g, %g2: !g, %g3: !g, %g4: !g, %g5: !g, %g6: !g, %g7: !g, %g8: !g) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : !ub
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.fixpipe ins(%acc : !acc) outs(%g0 : !g)
    ascend.load ins(%g0 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g1 : !g)
    ascend.load ins(%g1 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g2 : !g)
    ascend.load ins(%g2 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g3 : !g)
    ascend.load ins(%g3 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g4 : !g)
    ascend.load ins(%g4 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g5 : !g)
    ascend.load ins(%g5 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g6 : !g)
    ascend.load ins(%g6 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g7 : !g)
    ascend.load ins(%g7 : !g) outs(%u : !ub)
    ascend.fixpipe ins(%acc : !acc) outs(%g8 : !g)
    // expected-error@+1 {{'ascend.load' op needs a cross-core flag to wait for the other core's access of global buffer #8, but the kernel uses all 16}}
    ascend.load ins(%g8 : !g) outs(%u : !ub)
  }
  return
}
}

// -----

// Cores that share nothing: split with no flags; both sub-blocks run the
// Vector work and sub-block 0 writes.
// CHECK-LABEL: func.func private @independent_aiv(
// CHECK-NOT: cross_core
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[ZERO:.*]] = arith.cmpi eq, %[[SUB]], %c0 : index
// CHECK-NEXT: scf.if %[[ZERO]] {
// CHECK-NEXT: ascend.store
// CHECK-NOT: cross_core
// CHECK: return
// CHECK-LABEL: func.func private @independent_aic(
// CHECK-NOT: cross_core
// CHECK: ascend.fixpipe
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
// expected-remark@+1 {{both Vector sub-blocks run the whole Vector work and sub-block 0 writes the results: the Cube hands no tile over}}
func.func @independent(%c: memref<16x16xf32, #ascend.address_space<gm>>, %x: memref<16x16xf32, #ascend.address_space<gm>>, %y: memref<16x16xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%c : memref<16x16xf32, #ascend.address_space<gm>>)
  ascend.load ins(%x : memref<16x16xf32, #ascend.address_space<gm>>) outs(%u : memref<16x16xf32, #ascend.address_space<ub>>)
  ascend.store ins(%u : memref<16x16xf32, #ascend.address_space<ub>>) outs(%y : memref<16x16xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

!ws = memref<32x32xf16, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>

// A loop whose copies start and end on the Cube: the Cube's read at the
// end and its write at the start of the next iteration are one run, so the
// Vector read between them is ordered on both sides (flag 0 after the
// write, flag 1 after the read) and no flag wraps around.
// CHECK-LABEL: func.func private @write_read_read_aiv(
// CHECK-NOT: cross_core
// CHECK: scf.for
// CHECK-NEXT: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK-NEXT: memref.subview
// CHECK-NEXT: ascend.load
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE2>, 1
// CHECK-NEXT: }
// CHECK-NOT: cross_core
// CHECK: return
// CHECK-LABEL: func.func private @write_read_read_aic(
// CHECK: scf.for
// CHECK-NEXT: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK-NEXT: ascend.cross_core_wait <aic> pipe <MTE2>, 1
// CHECK-NEXT: ascend.load
// CHECK-NEXT: }
// CHECK-NEXT: return

// Read, read, write: the Cube's write in one iteration and its read in the
// next are one run that writes, so the Vector read waits for the Cube's
// read (flag 0) and the write waits for the Vector read (flag 1).
// CHECK-LABEL: func.func private @read_read_write_aiv(
// CHECK: scf.for
// CHECK-NEXT: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK-NEXT: memref.subview
// CHECK-NEXT: ascend.load
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE2>, 1
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @read_read_write_aic(
// CHECK: scf.for
// CHECK-NEXT: ascend.load
// CHECK-NEXT: ascend.cross_core_set <aic> <MTE2>, 0
// CHECK-NEXT: ascend.cross_core_wait <aic> pipe <FIX>, 1
// CHECK-NEXT: ascend.fixpipe
// CHECK-NEXT: }
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @write_read_read(%ws: !ws) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.fixpipe ins(%acc : !acc) outs(%ws : !ws)
    ascend.load ins(%ws : !ws) outs(%u : memref<32x32xf16, #ascend.address_space<ub>>)
    ascend.load ins(%ws : !ws) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  }
  return
}
func.func @read_read_write(%ws: !ws) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.load ins(%ws : !ws) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
    ascend.load ins(%ws : !ws) outs(%u : memref<32x32xf16, #ascend.address_space<ub>>)
    ascend.fixpipe ins(%acc : !acc) outs(%ws : !ws)
  }
  return
}
}

// -----

// Both cores' copies under a branch on the sub-block id: sub-block 1 would
// never take part in the flags.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @under_sub_block(%ws: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %sub = ascend.subblock_idx : index
  %first = arith.cmpi eq, %sub, %c0 : index
  // expected-note@+1 {{depends on the sub-block id here}}
  scf.if %first {
    // expected-error@+1 {{'ascend.fixpipe' op copies global buffer #0, which the other core's work also copies, under control that depends on the sub-block id: the Cube and both Vector sub-blocks must each take part in the cross-core flags that order the copies, or one waits for the other forever}}
    ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%ws : memref<32x32xf32, #ascend.address_space<gm>>)
    ascend.load ins(%ws : memref<32x32xf32, #ascend.address_space<gm>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// The two cores' copies in the two branches of one if.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @branches(%ws: memref<32x32xf32, #ascend.address_space<gm>>, %p: i1) attributes {ascend.grid = array<i64: 1>} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'scf.if' op holds accesses of global buffer #0 by both the Cube and the Vector work, in different regions or blocks of it (such as the two branches of an if): ordering them between the cores (cross-core flags) is not lowered yet}}
  scf.if %p {
    ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%ws : memref<32x32xf32, #ascend.address_space<gm>>)
  } else {
    // expected-note@+1 {{this access}}
    ascend.load ins(%ws : memref<32x32xf32, #ascend.address_space<gm>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// A scalar read of a buffer whose tile copies the flags order is not
// ordered itself.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @scalar_beside_copies(%ws: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.fixpipe' op writes global buffer #0 in the Cube work, which the Vector work also uses, one of them by a scalar access}}
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%ws : memref<32x32xf32, #ascend.address_space<gm>>)
  ascend.load ins(%ws : memref<32x32xf32, #ascend.address_space<gm>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  // expected-note@+1 {{the other use}}
  %x = memref.load %ws[%c0, %c0] : memref<32x32xf32, #ascend.address_space<gm>>
  memref.store %x, %u[%c0, %c0] : memref<32x32xf32, #ascend.address_space<ub>>
  return
}
}
