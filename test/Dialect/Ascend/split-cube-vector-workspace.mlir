// ascend-split-cube-vector{hand-off=workspace}, and hand-off=auto where the
// tile FIFO does not fit: each hand-off travels through a global workspace
// of its own, a kernel argument, with cross-core flags the kernel does not
// use; on a3 the FFTS base address comes after the workspaces.
// RUN: sed s/ARCH/a3/ %s | pto-opt --ascend-split-cube-vector="hand-off=workspace" -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed s/ARCH/a5/ %s | pto-opt --ascend-split-cube-vector="hand-off=workspace" -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A5

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// The workspace holds the tile in the UB buffer's element type, 32 rows
// per block; flag 0 is the kernel's own, so the hand-off takes flag 1.
// CHECK-LABEL: func.func @once(
// CHECK-SAME: %[[WS:[^:]*]]: memref<64x32xf16, #ascend.address_space<gm>> {ascend.workspace}
// A3-SAME: %{{.*}}: !ascend.ffts)
// A5-SAME: ) attributes
// CHECK-NEXT: call @once_aic(
// CHECK-NEXT: call @once_aiv(

// The Vector part waits for flag 1 and loads its 16 rows of the block's
// 32: row split applies to the workspace as to any region.
// CHECK-LABEL: func.func private @once_aiv(
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[SUB]], %c16 : index
// A3-NEXT: ascend.set_ffts
// CHECK-NOT: initialize_pipe
// CHECK: %[[C:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: ascend.cross_core_wait <aiv>, 0
// CHECK: %[[BLOCK:.*]] = ascend.block_idx : index
// CHECK: %[[ROW:.*]] = arith.muli %[[BLOCK]], %{{.*}} : index
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 1
// CHECK-NEXT: %[[MINE:.*]] = arith.addi %[[ROW]], %[[FIRST]] : index
// CHECK-NEXT: %[[R:.*]] = memref.subview %{{.*}}[%[[MINE]], 0] [16, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<16x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK-NEXT: ascend.load ins(%[[R]] : {{.*}}) outs(%[[C]] : memref<16x32xf16, #ascend.address_space<ub>>)
// CHECK-NOT: cross_core
// CHECK: return

// The Cube part writes the whole tile, converted, and sets flag 1 on FIX.
// CHECK-LABEL: func.func private @once_aic(
// CHECK: ascend.cross_core_set <aic> <FIX>, 0
// CHECK: %[[BLOCK:.*]] = ascend.block_idx : index
// CHECK: %[[ROW:.*]] = arith.muli %[[BLOCK]], %{{.*}} : index
// CHECK-NEXT: %[[R:.*]] = memref.subview %{{.*}}[%[[ROW]], 0] [32, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK-NEXT: ascend.fixpipe ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%[[R]] :
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 1
// CHECK-NOT: cross_core
// CHECK: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @once(%g: memref<32x32xf32, #ascend.address_space<gm>>, %c: !gm) attributes {ascend.grid = array<i64: 2>} {
  %bx = ascend.block_idx : index
  %c32 = arith.constant 32 : index
  %row = arith.muli %bx, %c32 : index
  %acc = memref.alloc() : !acc
  %c_ub = memref.alloc() : !ub
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.fixpipe ins(%acc : !acc) outs(%g : memref<32x32xf32, #ascend.address_space<gm>>)
  ascend.cross_core_set <aic> <FIX>, 0
  ascend.cross_core_wait <aiv>, 0
  ascend.cross_core_copy ins(%acc : !acc) outs(%c_ub : !ub)
  %rc = memref.subview %c[%row, 0] [32, 32] [1, 1] : !gm to !region
  ascend.store ins(%c_ub : !ub) outs(%rc : !region)
  return
}
}

// -----

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// A hand-off in a loop reuses its workspace: the Vector part tells the
// Cube part when it has read it (flag 1), once ahead at its start; the
// Cube part waits for that before each write and takes the last one at
// its end. The Vector sets the flag on MTE2, after its load
// (convert-ascend-to-pto sets it on a5's MTE3 after a barrier).
// CHECK-LABEL: func.func private @looped_aiv(
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 1
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK: ascend.load
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE2>, 1
// CHECK: }
// CHECK-NOT: cross_core
// CHECK: return
// CHECK-LABEL: func.func private @looped_aic(
// CHECK-NOT: cross_core
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 1
// CHECK-NEXT: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK: }
// CHECK-NEXT: ascend.cross_core_wait <aic> pipe <FIX>, 1
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @looped(%c: !gm) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %acc = memref.alloc() : !acc
  %c_ub = memref.alloc() : !ub
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.cross_core_copy ins(%acc : !acc) outs(%c_ub : !ub)
    %row = arith.muli %i, %c32 : index
    %rc = memref.subview %c[%row, 0] [32, 32] [1, 1] : !gm to !region
    ascend.store ins(%c_ub : !ub) outs(%rc : !region)
  }
  return
}
}

// -----

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// A Vector result handed back to the Cube in a loop (ub -> l1): each
// sub-block stores its 16 rows into the block's 32 rows of the workspace
// and sets flag 0 on MTE3; the Cube waits for both, loads the tile into
// l1 and signals flag 1 when it has read it (on MTE2, after the load),
// which the Cube sets once ahead and the Vector part takes once more at
// its end.
// CHECK-LABEL: func.func private @back_aiv(
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[SUB]], %c16 : index
// CHECK: memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK-NEXT: %[[MINE:.*]] = arith.addi %{{.*}}, %[[FIRST]] : index
// CHECK-NEXT: %[[R:.*]] = memref.subview %{{.*}}[%[[MINE]], 0] [16, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>>
// CHECK-NEXT: ascend.store ins(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>) outs(%[[R]] :
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE3>, 0
// CHECK: }
// CHECK-NEXT: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @back_aic(
// CHECK: ascend.cross_core_set <aic> <FIX>, 1
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aic> pipe <MTE2>, 0
// CHECK-NEXT: ascend.load ins(%{{.*}} : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<l1>>)
// CHECK-NEXT: ascend.cross_core_set <aic> <MTE2>, 1
// CHECK: }
// CHECK-NOT: cross_core
// CHECK: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @back() attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f16
  %p_ub = memref.alloc() : !ub
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.vdup ins(%zero : f16) outs(%p_ub : !ub)
    ascend.cross_core_copy ins(%p_ub : !ub) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  }
  return
}
}

// -----

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// Flags 0 to 14 are the kernel's own: a hand-off in a loop needs two more.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @out_of_flags() attributes {ascend.grid = array<i64: 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloc() : !acc
  %c_ub = memref.alloc() : !ub
  ascend.cross_core_set <aic> <FIX>, 0
  ascend.cross_core_wait <aiv>, 0
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_wait <aiv>, 1
  ascend.cross_core_set <aic> <FIX>, 2
  ascend.cross_core_wait <aiv>, 2
  ascend.cross_core_set <aic> <FIX>, 3
  ascend.cross_core_wait <aiv>, 3
  ascend.cross_core_set <aic> <FIX>, 4
  ascend.cross_core_wait <aiv>, 4
  ascend.cross_core_set <aic> <FIX>, 5
  ascend.cross_core_wait <aiv>, 5
  ascend.cross_core_set <aic> <FIX>, 6
  ascend.cross_core_wait <aiv>, 6
  ascend.cross_core_set <aic> <FIX>, 7
  ascend.cross_core_wait <aiv>, 7
  ascend.cross_core_set <aic> <FIX>, 8
  ascend.cross_core_wait <aiv>, 8
  ascend.cross_core_set <aic> <FIX>, 9
  ascend.cross_core_wait <aiv>, 9
  ascend.cross_core_set <aic> <FIX>, 10
  ascend.cross_core_wait <aiv>, 10
  ascend.cross_core_set <aic> <FIX>, 11
  ascend.cross_core_wait <aiv>, 11
  ascend.cross_core_set <aic> <FIX>, 12
  ascend.cross_core_wait <aiv>, 12
  ascend.cross_core_set <aic> <FIX>, 13
  ascend.cross_core_wait <aiv>, 13
  ascend.cross_core_set <aic> <FIX>, 14
  ascend.cross_core_wait <aiv>, 14
  scf.for %i = %c0 to %c1 step %c1 {
    // expected-error@+1 {{'ascend.cross_core_copy' op needs two cross-core flags to hand its tile over through a global workspace, but the kernel and its other hand-offs use all 16}}
    ascend.cross_core_copy ins(%acc : !acc) outs(%c_ub : !ub)
  }
  return
}
}

// -----

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// 2^22 blocks of a 32x32 tile: more elements than a 32-bit index reaches.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @huge_workspace() attributes {ascend.grid = array<i64: 4194304>} {
  %acc = memref.alloc() : !acc
  %c_ub = memref.alloc() : !ub
  // expected-error@+1 {{'ascend.cross_core_copy' op hands over a 32x32 tile from each of 4194304 blocks: its global workspace would have more than 2147483647 elements, beyond the 32-bit indices ptoas prints}}
  ascend.cross_core_copy ins(%acc : !acc) outs(%c_ub : !ub)
  return
}
}


// -----

!gm = memref<64x32xf32, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<16x32xf32, #ascend.address_space<ub>>

// An expert-mode kernel (sections of both cores) that hands its Cube
// result over with T.dual_copy inside T.Cube() and orders the cores with
// its own flags: the Cube writes the workspace at the hand-off, after its
// wait for the Vector cores' flag 0; the Vector cores read it where the
// after their wait for flag 1, the flag the Cube sets after the hand-off,
// not at the hand-off, before their own set of flag 0 (which would wait
// forever).
// CHECK-LABEL: func.func private @expert_aiv(
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 0
// CHECK-NEXT: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 2
// CHECK: ascend.load ins(%{{.*}} : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>)
// CHECK-NOT: cross_core
// CHECK: ascend.store
// CHECK-LABEL: func.func private @expert_aic(
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 0
// CHECK: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 2
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 1
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @expert(%c: !gm) attributes {ascend.grid = array<i64: 2>, ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : !ub
  ascend.cross_core_wait <aic> pipe <FIX>, 0
  ascend.cross_core_copy ins(%acc : !acc) outs(%u : !ub) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_set <aiv> <MTE3>, 0
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : !gm to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%u : !ub) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

!gm = memref<64x32xf32, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<16x32xf32, #ascend.address_space<ub>>

// The hand-off in the Cube's loop, read in the Vector section's own loop of
// the same iterations (upstream's example_gemm_mix_manual.py): iteration i
// of that loop reads the tile of the Cube's iteration i, after its wait.
// The workspace is reused, so the Vector cores also signal (flag 3) when
// they have read it.
// CHECK-LABEL: func.func private @loops_aiv(
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 0
// CHECK: scf.for
// CHECK-NEXT: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 2
// CHECK: ascend.load ins(%{{.*}} : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE2>, 3
// CHECK-NOT: cross_core
// CHECK: ascend.store
// CHECK-NEXT: ascend.cross_core_set <aiv> <MTE3>, 0
// CHECK-LABEL: func.func private @loops_aic(
// CHECK: scf.for
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 0
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 3
// CHECK: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 2
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 1
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @loops(%c: !gm) attributes {ascend.grid = array<i64: 2>, ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : !ub
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.cross_core_wait <aic> pipe <FIX>, 0
    ascend.cross_core_copy ins(%acc : !acc) outs(%u : !ub) split <rows>
    ascend.cross_core_set <aic> <FIX>, 1
  }
  ascend.cross_core_wait <aic> pipe <FIX>, 0
  ascend.cross_core_set <aiv> <MTE3>, 0
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.cross_core_wait <aiv> pipe <MTE3>, 1
    %sid = ascend.subblock_idx : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %sid, %c16 : index
    %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : !gm to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%u : !ub) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
    ascend.cross_core_set <aiv> <MTE3>, 0
  }
  return
}
}

// -----

!gm = memref<64x32xf32, #ascend.address_space<gm>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<16x32xf32, #ascend.address_space<ub>>

// Two hand-offs into one ub buffer (TileLang's UB merge by hand), each
// signalled with the same flag: the k-th set is taken by the k-th wait, so
// each tile is read after its own wait, before the store that follows it.
// CHECK-LABEL: func.func private @same_buffer_aiv(
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK-NOT: ascend.store
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, [[FIRST:[0-9]+]]
// CHECK: ascend.load
// CHECK: ascend.store
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 1
// CHECK-NOT: ascend.store
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, [[SECOND:[0-9]+]]
// CHECK: ascend.load
// CHECK: ascend.store
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @same_buffer(%c: !gm) attributes {ascend.grid = array<i64: 2>, ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : !acc
  %u = memref.alloc() : !ub
  ascend.cross_core_wait <aic> pipe <FIX>, 0
  ascend.cross_core_copy ins(%acc : !acc) outs(%u : !ub) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_wait <aic> pipe <FIX>, 0
  ascend.cross_core_copy ins(%acc : !acc) outs(%u : !ub) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : !gm to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.cross_core_set <aiv> <MTE3>, 0
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  ascend.store ins(%u : !ub) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.cross_core_set <aiv> <MTE3>, 0
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  ascend.store ins(%u : !ub) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// The Cube sets two flags after the hand-off, 8 then 6: the Vector cores
// take the tile at the first of their waits for either, 6, before their
// store of it (not at their wait for 8, after it).
// CHECK-LABEL: func.func private @used_before_wait_aiv(
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 6
// CHECK-NOT: ascend.store
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK-NEXT: ascend.load
// CHECK: ascend.store
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 8
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @used_before_wait(%c: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>, ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_wait <aic> pipe <FIX>, 4
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_set <aic> <FIX>, 8
  ascend.cross_core_set <aic> <FIX>, 6
  ascend.cross_core_set <aiv> <MTE3>, 4
  ascend.cross_core_wait <aiv> pipe <MTE3>, 6
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.cross_core_wait <aiv> pipe <MTE3>, 8
  return
}
}
