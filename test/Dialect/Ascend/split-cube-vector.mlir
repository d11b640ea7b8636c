// ascend-split-cube-vector: a kernel handing an L0C tile to Vector work
// becomes a Cube part, a Vector part and an entry calling both; on a3 the
// FIFO's slots are in a global workspace, the kernel's last argument.
// RUN: sed s/ARCH/a3/ %s | pto-opt --ascend-split-cube-vector -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed s/ARCH/a5/ %s | pto-opt --ascend-split-cube-vector -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A5

!gm = memref<64x64xf16, #ascend.address_space<gm>>
!region = memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
!l1 = memref<32x32xf16, #ascend.address_space<l1>>
!l0a = memref<32x32xf16, #ascend.address_space<l0a>>
!l0b = memref<32x32xf16, #ascend.address_space<l0b>>
!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>

// CHECK-LABEL: func.func @kernel(
// A3-SAME: %[[WS:.*]]: memref<16384xf32, #ascend.address_space<gm>> {ascend.workspace}, %[[FFTS:.*]]: !ascend.ffts)
// A5-SAME: %{{.*}}: memref<64x64xf16, #ascend.address_space<gm>>) attributes
// CHECK-NEXT: call @kernel_aic(
// CHECK-NEXT: call @kernel_aiv(
// CHECK-NEXT: return

// Each Vector sub-block takes its 16 of the 32 rows: the ub buffers are
// halved, the pop and the push split the tile by rows, and the global
// regions start at the sub-block's first row.
// CHECK-LABEL: func.func private @kernel_aiv(
// CHECK-SAME: ascend.part = #ascend.core_type<aiv>
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[SUB]], %c16 : index
// A3-NEXT: ascend.set_ffts %{{.*}} : !ascend.ffts
// A3-NEXT: ascend.initialize_pipe slot_size(4096) peer(@kernel_aic) gm_slots(%{{.*}} : memref<16384xf32, #ascend.address_space<gm>>)
// A5: ascend.initialize_pipe slot_size(4096) peer(@kernel_aic){{$}}
// CHECK-NOT: address_space<l1>
// CHECK-NOT: address_space<l0
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %c32 : index
// CHECK: %[[C:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: %[[D:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: %[[SLOT:.*]] = ascend.pop_from_aic split <rows> : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-NEXT: ascend.vcast ins(%[[SLOT]] : memref<16x32xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x32xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.free_from_aic split <rows>
// CHECK-NEXT: %[[MINE:.*]] = arith.addi %[[ROW]], %[[FIRST]] : index
// CHECK-NEXT: %[[RD:.*]] = memref.subview %arg3[%[[MINE]], 0] [16, 32] [1, 1]
// CHECK-NEXT: ascend.load ins(%[[RD]] : {{.*}}) outs(%[[D]] : memref<16x32xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vbinary <add>
// CHECK-NEXT: %[[MINE2:.*]] = arith.addi %[[ROW]], %[[FIRST]] : index
// CHECK-NEXT: %[[RC:.*]] = memref.subview %arg2[%[[MINE2]], 0] [16, 32] [1, 1]
// CHECK-NEXT: ascend.store ins(%[[C]] : memref<16x32xf16, #ascend.address_space<ub>>) outs(%[[RC]] :
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @kernel_aic(
// CHECK-SAME: ascend.part = #ascend.core_type<aic>
// CHECK: ascend.initialize_pipe slot_size(4096) peer(@kernel_aiv)
// CHECK-NOT: address_space<ub>
// CHECK: ascend.mmad
// CHECK-NEXT: ascend.push_to_aiv ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) split <rows>
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @kernel(%a: !gm, %b: !gm, %c: !gm, %d: !gm) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %bx = ascend.block_idx : index
  %c32 = arith.constant 32 : index
  %row = arith.muli %bx, %c32 : index
  %a_l1 = memref.alloc() : !l1
  %b_l1 = memref.alloc() : !l1
  %a_l0 = memref.alloc() : !l0a
  %b_l0 = memref.alloc() : !l0b
  %acc = memref.alloc() : !acc
  %c_ub = memref.alloc() : !ub
  %d_ub = memref.alloc() : !ub
  %ra = memref.subview %a[%row, 0] [32, 32] [1, 1] : !gm to !region
  ascend.load ins(%ra : !region) outs(%a_l1 : !l1)
  %rb = memref.subview %b[%c0, 0] [32, 32] [1, 1] : !gm to !region
  ascend.load ins(%rb : !region) outs(%b_l1 : !l1)
  ascend.load_l0 ins(%a_l1 : !l1) outs(%a_l0 : !l0a)
  ascend.load_l0 ins(%b_l1 : !l1) outs(%b_l0 : !l0b)
  %true = arith.constant true
  ascend.mmad ins(%a_l0, %b_l0 : !l0a, !l0b) outs(%acc : !acc) init(%true)
  ascend.cross_core_copy ins(%acc : !acc) outs(%c_ub : !ub)
  %rd = memref.subview %d[%row, 0] [32, 32] [1, 1] : !gm to !region
  ascend.load ins(%rd : !region) outs(%d_ub : !ub)
  ascend.vbinary <add> ins(%c_ub, %d_ub : !ub, !ub) outs(%c_ub : !ub)
  %rc = memref.subview %c[%row, 0] [32, 32] [1, 1] : !gm to !region
  ascend.store ins(%c_ub : !ub) outs(%rc : !region)
  return
}
}

// -----

// A column sum mixes the rows: both sub-blocks run the whole Vector part on
// the whole tile, and sub-block 0 alone writes.
// CHECK-LABEL: func.func private @column_sum_aiv(
// CHECK: ascend.pop_from_aic split <none> : memref<32x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.free_from_aic split <none>
// CHECK: ascend.vreduce <sum>
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[SUB]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: ascend.store ins(%{{.*}} : memref<1x32xf32, #ascend.address_space<ub>>)
// CHECK-LABEL: func.func private @column_sum_aic(
// CHECK: ascend.push_to_aiv ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) split <none>
module attributes {ascend.arch = #ascend.arch<ARCH>} {
// expected-remark@+1 {{both Vector sub-blocks run the whole Vector work and sub-block 0 writes the results: 'ascend.vreduce' does not work row by row on the rows a sub-block would take}}
func.func @column_sum(%g: memref<1x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %s = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  // expected-note@+1 {{here}}
  ascend.vreduce <sum> ins(%u : memref<32x32xf32, #ascend.address_space<ub>>) outs(%s : memref<1x32xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.store ins(%s : memref<1x32xf32, #ascend.address_space<ub>>) outs(%g : memref<1x32xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// An expert-mode kernel: the Cube writes C and sets a flag, the Vector
// waits for it and reads C. Its own flags and workspace (C) join the parts:
// no FIFO, no row split, no guarded stores; on a3 the FFTS base address.
// CHECK-LABEL: func.func @expert(
// A3-SAME: %{{.*}}: !ascend.ffts)
// CHECK-LABEL: func.func private @expert_aiv(
// A3: ascend.set_ffts
// CHECK-NOT: initialize_pipe
// CHECK: ascend.cross_core_wait <aiv>, 0
// CHECK-NEXT: ascend.load
// CHECK-NEXT: ascend.pipe_barrier <ALL> on <aiv>
// CHECK-NEXT: ascend.store
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @expert_aic(
// A3: ascend.set_ffts
// CHECK-NOT: initialize_pipe
// CHECK-NOT: on <aiv>
// CHECK: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @expert(%c: memref<32x32xf32, #ascend.address_space<gm>>, %y: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%c : memref<32x32xf32, #ascend.address_space<gm>>)
  ascend.cross_core_set <aic> <FIX>, 0
  ascend.cross_core_wait <aiv>, 0
  ascend.load ins(%c : memref<32x32xf32, #ascend.address_space<gm>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  ascend.pipe_barrier <ALL> on <aiv>
  ascend.store ins(%u : memref<32x32xf32, #ascend.address_space<ub>>) outs(%y : memref<32x32xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// A Cube step that reads a value the Vector work computes cannot be split.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @value_across(%g: memref<32x32xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  // expected-error@+1 {{'memref.load' op uses a buffer in ub, the Vector core's memory, in work the Cube core needs (the kernel's Cube part): the cores hand each other whole tiles (T.copy from l0c to ub), not values}}
  %v = memref.load %u[%c0, %c0] : memref<32x32xf32, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf32, #ascend.address_space<l1>>
  memref.store %v, %l1[%c0, %c0] : memref<32x32xf32, #ascend.address_space<l1>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @rank3() {
  %acc = memref.alloc() : memref<1x16x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<1x16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op hands over a tile of rank 3; the Cube and Vector cores exchange rank-2 tiles}}
  ascend.cross_core_copy ins(%acc : memref<1x16x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<1x16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// Cross-core flags are checked before the split: a wait no set satisfies.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @wait_never_set() {
  // expected-error@+1 {{'ascend.cross_core_wait' op waits for cross-core flag 1, which the Cube (T.Scope("C") / T.Cube()) never sets: the wait can never be satisfied}}
  ascend.cross_core_wait <aiv>, 1
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @set_never_waited() {
  // expected-error@+1 {{'ascend.cross_core_set' op sets cross-core flag 2, which the Vector (T.Scope("V") / T.Vector()) never waits for: the flag would stay set into the next kernel}}
  ascend.cross_core_set <aic> <FIX>, 2
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @counts_differ() {
  ascend.cross_core_set <aiv> <MTE3>, 0
  // expected-error@+1 {{'ascend.cross_core_set' op sets cross-core flag 0: the Vector (T.Scope("V") / T.Vector()) sets it 2 time(s), but the Cube (T.Scope("C") / T.Cube()) waits for it 1 time(s)}}
  ascend.cross_core_set <aiv> <MTE3>, 0
  ascend.cross_core_wait <aic>, 0
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @more_waits() {
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_wait <aiv>, 1
  // expected-error@+1 {{'ascend.cross_core_wait' op waits for cross-core flag 1: the Cube (T.Scope("C") / T.Cube()) sets it 1 time(s), but the Vector (T.Scope("V") / T.Vector()) waits for it 2 time(s)}}
  ascend.cross_core_wait <aiv>, 1
  return
}
}

// -----

// The FIFO moves a tile unpadded; a Vector tile of 16 f32 columns is
// stored padded to 32, so the tile goes through a workspace.
// CHECK-LABEL: func.func private @padded_aic(
// CHECK: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
module attributes {ascend.arch = #ascend.arch<ARCH>} {
// expected-remark@+1 {{hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags, as the tile FIFO cannot carry one: it hands over a 32x16 tile, which a Vector tile stores padded to 32x32 (rows of a multiple of 32 elements), while the tile FIFO moves it unpadded}}
func.func @padded() {
  %acc = memref.alloc() : memref<32x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x16xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{here}}
  ascend.cross_core_copy ins(%acc : memref<32x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @scalar_store(%g: memref<4xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  // expected-error@+1 {{'memref.store' op stores a scalar into global memory in a kernel that mixes Cube and Vector work, which is not lowered yet: neither core's part owns it}}
  memref.store %one, %g[%c0] : memref<4xf32, #ascend.address_space<gm>>
  return
}
}

// -----

// The cores' tile copies of a shared global buffer are ordered between
// the parts, its scalar accesses are not: a global buffer the Cube writes
// and the Vector reads one element of would race.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @shared_global(%w: memref<32x32xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  // expected-error@+1 {{'ascend.fixpipe' op writes global buffer #0 in the Cube work, which the Vector work also uses, one of them by a scalar access: tirpto orders the cores' tile copies (T.copy) of a global buffer they share, not its scalar reads and writes; order them with T.set_cross_flag / T.wait_cross_flag in T.Scope("C") and T.Scope("V")}}
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%w : memref<32x32xf32, #ascend.address_space<gm>>)
  // expected-note@+1 {{the other use}}
  %x = memref.load %w[%c0, %c0] : memref<32x32xf32, #ascend.address_space<gm>>
  memref.store %x, %u[%c0, %c0] : memref<32x32xf32, #ascend.address_space<ub>>
  return
}
}

// -----

// A row-local op that writes a ub buffer of other rows (a region of a
// larger one) keeps the tile whole in both sub-blocks.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
// expected-remark@+1 {{both Vector sub-blocks run the whole Vector work and sub-block 0 writes the results: 'ascend.copy' does not work row by row on the rows a sub-block would take}}
func.func @into_larger(%g: memref<64x32xf32, #ascend.address_space<gm>>) {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %big = memref.alloc() : memref<64x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  %bottom = memref.subview %big[32, 0] [32, 32] [1, 1] : memref<64x32xf32, #ascend.address_space<ub>> to memref<32x32xf32, strided<[32, 1], offset: 1024>, #ascend.address_space<ub>>
  // expected-note@+1 {{here}}
  ascend.copy ins(%u : memref<32x32xf32, #ascend.address_space<ub>>) outs(%bottom : memref<32x32xf32, strided<[32, 1], offset: 1024>, #ascend.address_space<ub>>)
  ascend.store ins(%big : memref<64x32xf32, #ascend.address_space<ub>>) outs(%g : memref<64x32xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// An expert-mode kernel with no arguments (on a3 only the FFTS address).
// CHECK-LABEL: func.func private @no_arguments_aiv(
// A3-SAME: %{{.*}}: !ascend.ffts)
// CHECK: ascend.cross_core_wait <aiv>, 0
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @no_arguments() {
  ascend.cross_core_set <aic> <FIX>, 0
  ascend.cross_core_wait <aiv>, 0
  return
}
}

// -----

// A whole tensor of the tile's rows: each sub-block stores its rows of it.
// CHECK-LABEL: func.func private @whole_tensor_aiv(
// CHECK: %[[SUB:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[SUB]], %c16 : index
// CHECK: ascend.pop_from_aic split <rows> : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[MINE:.*]] = memref.subview %arg0[%[[FIRST]], 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK-NEXT: ascend.store ins(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>) outs(%[[MINE]] :
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @whole_tensor(%c: memref<32x32xf32, #ascend.address_space<gm>>) {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  ascend.store ins(%u : memref<32x32xf32, #ascend.address_space<ub>>) outs(%c : memref<32x32xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// A hand-off only sub-block 0 makes: the Cube and sub-block 1 would wait.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @sub_block_branch() {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %sub = ascend.subblock_idx : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %sub, %c0 : index
  // expected-note@+1 {{depends on the sub-block id here}}
  scf.if %first {
    // expected-error@+1 {{'ascend.cross_core_copy' op hands a tile over under control that depends on the sub-block id: the Cube and both Vector sub-blocks must each take part in every hand-off, or one waits for the other forever}}
    ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @sub_block_trips() {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %sub = ascend.subblock_idx : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.addi %sub, %c1 : index
  // expected-note@+1 {{depends on the sub-block id here}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'ascend.cross_core_copy' op hands a tile over under control that depends on the sub-block id}}
    ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// T.dual_copy gives each sub-block its half; storing that half into a
// region the sub-block id does not choose writes sub-block 0's only.
// CHECK-LABEL: func.func private @half_stored_whole_aiv
// CHECK: scf.if
// CHECK-NEXT: ascend.store
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @half_stored_whole(%C: memref<32x32xf32, #ascend.address_space<gm>>) {
  %acc = memref.alloc() : memref<64x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<64x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>) split <rows>
  // expected-warning@+1 {{stores a ub buffer that holds one Vector sub-block's half of a tile into a region the sub-block id does not choose: sub-block 0 alone writes it, and the other half is not written; choose the region by the sub-block id (sid) or store it with T.dual_copy}}
  ascend.store ins(%u : memref<32x32xf32, #ascend.address_space<ub>>) outs(%C : memref<32x32xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// The sub-block id in Cube work is 0: the Cube runs once per block.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @sub_block_in_cube(%a: memref<64x32xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 1>} {
  %c32 = arith.constant 32 : index
  %sub = ascend.subblock_idx : index
  %row = arith.muli %sub, %c32 : index
  %r = memref.subview %a[%row, 0] [32, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-warning@+1 {{'ascend.load' op uses the sub-block id in Cube work, where it is 0: the Cube runs once per block, for both Vector sub-blocks}}
  ascend.load ins(%r : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// An expert-mode kernel whose Vector section reads the Cube's tile in a
// loop of its own with other iterations than the Cube's: where the Vector
// cores take each tile is not known.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @other_loop(%c: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    ascend.cross_core_wait <aic> pipe <FIX>, 4
    // expected-error@+1 {{'ascend.cross_core_copy' op hands a Cube result to the Vector cores in a kernel that orders its cores with its own cross-core flags, but no Vector wait takes it: tirpto's Vector cores read the tile right after their first wait for a flag the Cube sets after the hand-off (the k-th set of a flag in the hand-off's block is taken by the k-th wait, after it, in the same block or, for a hand-off in a loop, in the Vector section's loop of the same iterations, paired by their order, with as many waits per iteration and no use of the buffer before that wait in an iteration); set a cross-core flag after the copy and wait for it in T.Vector() before using the buffer}}
    ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
    ascend.cross_core_set <aic> <FIX>, 1
  }
  ascend.cross_core_set <aiv> <MTE3>, 4
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.cross_core_wait <aiv> pipe <MTE3>, 1
    %sid = ascend.subblock_idx : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %sid, %c16 : index
    %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
    ascend.cross_core_set <aiv> <MTE3>, 4
  }
  return
}
}

// -----

// The Vector section written before the Cube's: its wait comes before the
// hand-off in program order, so none after it takes the tile.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @vector_first(%c: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aiv>, #ascend.core_type<aic>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_set <aiv> <MTE3>, 4
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.cross_core_wait <aic> pipe <FIX>, 4
  // expected-error@+1 {{no Vector wait takes it}}
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  return
}
}

// -----

// The Vector cores wait inside a branch (or a loop of their own that the
// hand-off is not in): that wait runs another number of times than the
// hand-off.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @wait_in_branch(%c: memref<32x32xf32, #ascend.address_space<gm>>, %p: i1) attributes {ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_wait <aic> pipe <FIX>, 4
  // expected-error@+1 {{no Vector wait takes it}}
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_set <aiv> <MTE3>, 4
  scf.if %p {
    ascend.cross_core_wait <aiv> pipe <MTE3>, 1
    %sid = ascend.subblock_idx : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %sid, %c16 : index
    %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  }
  return
}
}

// -----

// No flag after the hand-off: the next cross-core op of the Cube is
// another hand-off.
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @no_signal(%c: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  %v = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_wait <aic> pipe <FIX>, 4
  // expected-error@+1 {{no Vector wait takes it}}
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%v : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  ascend.cross_core_set <aic> <FIX>, 1
  ascend.cross_core_set <aiv> <MTE3>, 4
  ascend.cross_core_wait <aiv> pipe <MTE3>, 1
  %sid = ascend.subblock_idx : index
  %c16 = arith.constant 16 : index
  %row = arith.muli %sid, %c16 : index
  %r = memref.subview %c[%row, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.store ins(%u : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  ascend.store ins(%v : memref<16x32xf32, #ascend.address_space<ub>>) outs(%r : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// A Vector result handed to the Cube in an expert-mode kernel.
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @expert_to_cube() attributes {ascend.section_cores = [#ascend.core_type<aic>, #ascend.core_type<aiv>]} {
  %u = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.cross_core_copy' op hands a Vector result to the Cube in a kernel that orders its cores with its own cross-core flags, which is not lowered yet: where the Cube takes it (after which of its waits) is not known; hand it over through a global buffer and the kernel's flags}}
  ascend.cross_core_copy ins(%u : memref<32x32xf16, #ascend.address_space<ub>>) outs(%l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.cross_core_set <aiv> <MTE3>, 6
  ascend.cross_core_wait <aic> pipe <MTE1>, 6
  return
}
}
