// The Cube <-> Vector hand-off ops round-trip.
// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf16, #ascend.address_space<ub>>
!slot = memref<32x32xf32, #ascend.address_space<ub>>
!ws = memref<32768xf32, #ascend.address_space<gm>>

module attributes {ascend.arch = #ascend.arch<a3>} {
// CHECK-LABEL: func.func @hand_off
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>)
func.func @hand_off() {
  %acc = memref.alloc() : !acc
  %c = memref.alloc() : !ub
  ascend.cross_core_copy ins(%acc : !acc) outs(%c : !ub)
  return
}

// CHECK-LABEL: func.func @hand_back
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<l1>>)
func.func @hand_back() {
  %p = memref.alloc() : !ub
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  ascend.cross_core_copy ins(%p : !ub) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  return
}

// T.dual_copy: each Vector sub-block's half of the tile.
// CHECK-LABEL: func.func @hand_off_halves
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<32x16xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<l1>>) split <cols>
func.func @hand_off_halves() {
  %acc = memref.alloc() : !acc
  %c = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : !acc) outs(%c : memref<16x32xf32, #ascend.address_space<ub>>) split <rows>
  %p = memref.alloc() : memref<32x16xf16, #ascend.address_space<ub>>
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  ascend.cross_core_copy ins(%p : memref<32x16xf16, #ascend.address_space<ub>>) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>) split <cols>
  return
}

// CHECK-LABEL: func.func private @cube_part
// CHECK-SAME: ascend.part = #ascend.core_type<aic>
// CHECK: ascend.set_ffts %{{.*}} : !ascend.ffts
// CHECK: ascend.initialize_pipe slot_size(4096) peer(@vector_part) gm_slots(%{{.*}} : memref<32768xf32, #ascend.address_space<gm>>)
// CHECK: ascend.push_to_aiv ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) split <none>
func.func private @cube_part(%ws: !ws, %ffts: !ascend.ffts) attributes {ascend.grid = array<i64: 4>, ascend.part = #ascend.core_type<aic>} {
  ascend.set_ffts %ffts : !ascend.ffts
  ascend.initialize_pipe slot_size(4096) peer(@vector_part) gm_slots(%ws : !ws)
  %acc = memref.alloc() : !acc
  ascend.push_to_aiv ins(%acc : !acc) split <none>
  return
}

// CHECK-LABEL: func.func private @vector_part
// CHECK-SAME: ascend.part = #ascend.core_type<aiv>
// CHECK: ascend.initialize_pipe slot_size(4096) peer(@cube_part){{$}}
// CHECK: ascend.subblock_idx : index
// CHECK: ascend.pop_from_aic split <rows> : memref<32x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.free_from_aic split <rows>
func.func private @vector_part() attributes {ascend.part = #ascend.core_type<aiv>} {
  ascend.initialize_pipe slot_size(4096) peer(@cube_part)
  %sub = ascend.subblock_idx : index
  %slot = ascend.pop_from_aic split <rows> : !slot
  ascend.free_from_aic split <rows>
  return
}

// CHECK-LABEL: func.func private @cube_both
// CHECK: ascend.initialize_pipe directions <both> slot_size(4096) peer(@vector_both){{$}}
// CHECK: %[[SLOT:.*]] = ascend.pop_from_aiv split <rows> : memref<32x32xf16, #ascend.address_space<l1>>
// CHECK: ascend.free_from_aiv split <rows>
func.func private @cube_both() attributes {ascend.part = #ascend.core_type<aic>} {
  ascend.initialize_pipe directions <both> slot_size(4096) peer(@vector_both)
  %slot = ascend.pop_from_aiv split <rows> : memref<32x32xf16, #ascend.address_space<l1>>
  ascend.free_from_aiv split <rows>
  return
}

// CHECK-LABEL: func.func private @vector_both
// CHECK: ascend.initialize_pipe directions <v2c> slot_size(4096) peer(@cube_both){{$}}
// CHECK: ascend.push_to_aic ins(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>) split <rows>
func.func private @vector_both() attributes {ascend.part = #ascend.core_type<aiv>} {
  ascend.initialize_pipe directions <v2c> slot_size(4096) peer(@cube_both)
  %p = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
  ascend.push_to_aic ins(%p : memref<16x32xf16, #ascend.address_space<ub>>) split <rows>
  return
}

// CHECK-LABEL: func.func @flags
// CHECK: ascend.cross_core_set <aic> <FIX>, 0
// CHECK: ascend.cross_core_wait <aiv>, 0
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 15
// CHECK: ascend.pipe_barrier <ALL> on <aiv>
func.func @flags() {
  ascend.cross_core_set <aic> <FIX>, 0
  ascend.cross_core_wait <aiv>, 0
  ascend.cross_core_wait <aiv> pipe <MTE2>, 15
  ascend.pipe_barrier <ALL> on <aiv>
  return
}
}
