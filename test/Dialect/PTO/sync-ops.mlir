// Round trip of the synchronisation ops (flags, events, barriers, buffer ids,
// cross-core sync.set/sync.wait, set_ffts, event id arrays) on a3 and a5,
// and how pto.target_arch, pto.device-spec and --pto-arch pick the arch.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s

// --pto-arch overrides the module attributes: forced to a5 the a3-only
// pipes are rejected, forced to a3 a function without pto.set_ffts is.
// RUN: not pto-opt %s -split-input-file --pto-arch=a5 2>&1 >/dev/null | FileCheck %s --check-prefix=FORCE-A5 --implicit-check-not=error:
// RUN: not pto-opt %s -split-input-file --pto-arch=a3 2>&1 >/dev/null | FileCheck %s --check-prefix=FORCE-A3 --implicit-check-not=error:

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @intra_core
// CHECK-SAME: (%[[E:.*]]: index)
func.func @intra_core(%e: index) {
  // CHECK: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  // CHECK: pto.wait_flag[<PIPE_FIX>, <PIPE_MTE2>, <EVENT_ID7>]
  pto.wait_flag[#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID7>]
  // CHECK: pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_MTE3>, %[[E]]]
  pto.set_flag_dyn [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, %e]
  // CHECK: pto.wait_flag_dyn[<PIPE_MTE2>, <PIPE_MTE3>, %[[E]]]
  pto.wait_flag_dyn [<PIPE_MTE2>, <PIPE_MTE3>, %e]
  // CHECK: pto.record_event[#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID1>]
  pto.record_event [#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, #pto.event<EVENT_ID1>]
  // The deprecated #pto.sync_op_type spelling is kept as written.
  // CHECK: pto.wait_event[#pto.sync_op_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID1>]
  pto.wait_event [#pto.sync_op_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID1>]
  // CHECK: pto.record_event[#pto.pipe_event_type<TSTORE_ACC>, #pto.sync_op_type<TMATMUL>, <EVENT_ID2>]
  pto.record_event [#pto.pipe_event_type<TSTORE_ACC>, #pto.sync_op_type<TMATMUL>, <EVENT_ID2>]
  // CHECK: pto.barrier <PIPE_V>
  pto.barrier #pto.pipe<PIPE_V>
  // CHECK: pto.barrier <PIPE_ALL>
  pto.barrier <PIPE_ALL>
  // CHECK: pto.barrier_sync[<TVEC>]
  pto.barrier_sync [<TVEC>]
  // CHECK: pto.barrier_sync[<TMATMUL>]
  pto.barrier_sync [#pto.sync_op_type<TMATMUL>]
  return
}

// get_buf/rls_buf are meant for a5 but ptoas takes them on a3 too.
// CHECK-LABEL: func.func @buffer_ids
func.func @buffer_ids() {
  // CHECK: pto.get_buf[#pto.pipe_event_type<TLOAD>, 0]
  pto.get_buf [#pto.pipe_event_type<TLOAD>, 0]
  // CHECK: pto.rls_buf[#pto.sync_op_type<TLOAD>, 31] {mode = 1 : i32}
  pto.rls_buf [#pto.sync_op_type<TLOAD>, 31] {mode = 1 : i32}
  // CHECK: pto.get_buf[#pto.pipe_event_type<TVEC>, 5] {mode = 0 : i32}
  pto.get_buf [#pto.pipe_event_type<TVEC>, 5] {mode = 0 : i32}
  return
}

// On a3 any pipe is accepted, and the function must set the FFTS address.
// CHECK-LABEL: func.func @cross_core_a3
// CHECK-SAME: (%[[FFTS:.*]]: memref<256xi64>, %[[ID:.*]]: index)
func.func @cross_core_a3(%ffts: memref<256xi64>, %id: index) {
  // CHECK: pto.set_ffts %[[FFTS]] : memref<256xi64>
  pto.set_ffts %ffts : memref<256xi64>
  // CHECK: pto.sync.set <PIPE_FIX>, 0
  pto.sync.set <PIPE_FIX>, 0
  // CHECK: pto.sync.set <PIPE_M>, 15 {ffts_mode = 2 : i32}
  // FORCE-A5: error: 'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3
  pto.sync.set #pto.pipe<PIPE_M>, 15 {ffts_mode = 2 : i32}
  // CHECK: pto.sync.set <PIPE_MTE3>, %[[ID]] {ffts_mode = 0 : i32}
  pto.sync.set <PIPE_MTE3>, %id {ffts_mode = 0 : i32}
  // CHECK: pto.sync.wait <PIPE_S>, 3
  pto.sync.wait <PIPE_S>, 3
  // CHECK: pto.sync.wait <PIPE_V>, %[[ID]]
  pto.sync.wait #pto.pipe<PIPE_V>, %id
  return
}

// set_ffts alone, on an i8 memref.
// CHECK-LABEL: func.func @ffts_i8
// CHECK: pto.set_ffts %{{.*}} : memref<2048xi8>
func.func @ffts_i8(%ffts: memref<2048xi8>) {
  pto.set_ffts %ffts : memref<2048xi8>
  return
}

// CHECK-LABEL: func.func @eventid_array
// CHECK-SAME: (%[[I:.*]]: index, %[[V:.*]]: index)
func.func @eventid_array(%i: index, %v: index) {
  // CHECK: %[[IDS:.*]] = pto.declare_eventid_array -> !pto.eventid_array<4>
  %ids = pto.declare_eventid_array -> !pto.eventid_array<4>
  // CHECK: pto.eventid_array_set %[[IDS]][%[[I]]], %[[V]] : !pto.eventid_array<4>
  pto.eventid_array_set %ids[%i], %v : !pto.eventid_array<4>
  // CHECK: %[[ID:.*]] = pto.eventid_array_get %[[IDS]][%[[I]]] : !pto.eventid_array<4>
  %id = pto.eventid_array_get %ids[%i] : !pto.eventid_array<4>
  // CHECK: pto.wait_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %[[ID]]]
  pto.wait_flag_dyn [<PIPE_MTE2>, <PIPE_V>, %id]
  return
}

}

// -----

// On a5 sync.set runs on PIPE_FIX or PIPE_MTE3 and sync.wait on FIX, MTE1,
// MTE2, MTE3 or V; no pto.set_ffts is needed.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {
// CHECK-LABEL: func.func @cross_core_a5
func.func @cross_core_a5(%id: index) {
  // CHECK: pto.sync.set <PIPE_FIX>, 0
  // FORCE-A3: error: 'pto.sync.set' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)
  pto.sync.set <PIPE_FIX>, 0
  // CHECK: pto.sync.set <PIPE_MTE3>, %{{.*}}
  pto.sync.set <PIPE_MTE3>, %id
  // CHECK: pto.sync.wait <PIPE_FIX>, 1
  pto.sync.wait <PIPE_FIX>, 1
  // The Cube's name of Vector sub-block 1's flag 1.
  // CHECK: pto.sync.wait <PIPE_FIX>, 17
  pto.sync.wait <PIPE_FIX>, 17
  // CHECK: pto.sync.wait <PIPE_MTE1>, 2
  pto.sync.wait <PIPE_MTE1>, 2
  // CHECK: pto.sync.wait <PIPE_MTE2>, 3
  pto.sync.wait <PIPE_MTE2>, 3
  // CHECK: pto.sync.wait <PIPE_MTE3>, 4
  pto.sync.wait <PIPE_MTE3>, 4
  // CHECK: pto.sync.wait <PIPE_V>, %{{.*}}
  pto.sync.wait <PIPE_V>, %id
  return
}
}

// -----

// "a2" and "a2a3" are spellings of a3: PIPE_M is accepted (a5 rejects it).
// CHECK: module attributes {pto.target_arch = "a2"}
module attributes {pto.target_arch = "a2"} {
// CHECK-LABEL: func.func @spelled_a2
// CHECK: pto.sync.set <PIPE_M>, 1
func.func @spelled_a2(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // FORCE-A5: error: 'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3
  pto.sync.set <PIPE_M>, 1
  return
}
}

// -----

// CHECK: module attributes {pto.target_arch = "a2a3"}
module attributes {pto.target_arch = "a2a3"} {
// CHECK-LABEL: func.func @spelled_a2a3
// CHECK: pto.sync.wait <PIPE_S>, 1
func.func @spelled_a2a3(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // FORCE-A5: error: 'pto.sync.wait' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_V
  pto.sync.wait <PIPE_S>, 1
  return
}
}

// -----

// Without pto.target_arch the legacy pto.device-spec decides: a non-950
// spec is a3 ...
// CHECK: module attributes {"pto.device-spec" = "Ascend910B1"}
module attributes {"pto.device-spec" = "Ascend910B1"} {
// CHECK-LABEL: func.func @device_spec_a3
// CHECK: pto.sync.set <PIPE_M>, 2
func.func @device_spec_a3(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // FORCE-A5: error: 'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3
  pto.sync.set <PIPE_M>, 2
  return
}
}

// -----

// ... and an Ascend950 spec is a5 (no pto.set_ffts needed).
// CHECK: module attributes {"pto.device-spec" = "Ascend950PR_9599"}
module attributes {"pto.device-spec" = "Ascend950PR_9599"} {
// CHECK-LABEL: func.func @device_spec_a5
// CHECK: pto.sync.wait <PIPE_MTE1>, 2
func.func @device_spec_a5() {
  // FORCE-A3: error: 'pto.sync.wait' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)
  pto.sync.wait <PIPE_MTE1>, 2
  return
}
}

// -----

// pto.target_arch wins over pto.device-spec.
// CHECK: module attributes {"pto.device-spec" = "Ascend950PR_9599", pto.target_arch = "a3"}
module attributes {"pto.device-spec" = "Ascend950PR_9599", pto.target_arch = "a3"} {
// CHECK-LABEL: func.func @target_arch_wins
// CHECK: pto.sync.set <PIPE_V>, 2
func.func @target_arch_wins(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // FORCE-A5: error: 'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3
  pto.sync.set <PIPE_V>, 2
  return
}
}

