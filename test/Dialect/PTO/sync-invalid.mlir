// Every diagnostic of the synchronisation ops (PTOSyncOps.cpp), per arch
// where it differs, and the errors of their parsers.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @get_buf_id() {
  // expected-error@+1 {{'pto.get_buf' op expects a buffer id in [0, 31], got 32}}
  pto.get_buf [#pto.pipe_event_type<TVEC>, 32]
  return
}

// -----

func.func @rls_buf_id() {
  // expected-error@+1 {{'pto.rls_buf' op expects a buffer id in [0, 31], got -1}}
  pto.rls_buf [#pto.pipe_event_type<TLOAD>, -1]
  return
}

// -----

func.func @get_buf_mode() {
  // expected-error@+1 {{'pto.get_buf' op expects a non-negative mode, got -1}}
  pto.get_buf [#pto.pipe_event_type<TVEC>, 0] {mode = -1 : i32}
  return
}

// -----

func.func @rls_buf_mode() {
  // expected-error@+1 {{'pto.rls_buf' op expects a non-negative mode, got -2}}
  pto.rls_buf [#pto.pipe_event_type<TVEC>, 0] {mode = -2 : i32}
  return
}

// -----

func.func @get_buf_pipe() {
  // expected-error@+1 {{'pto.get_buf' op attribute 'op_type' failed to satisfy constraint: op class of record_event / wait_event (TLOAD -> MTE2, ...) or deprecated spelling of #pto.pipe_event_type}}
  pto.get_buf [#pto.pipe<PIPE_V>, 0]
  return
}

// -----

// The custom syntax cannot say both, so these are generic ops.
func.func @sync_set_both(%ffts: memref<256xi64>, %id: index) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{'pto.sync.set' op expects exactly one event id: a constant or an index value}}
  "pto.sync.set"(%id) <{pipe = #pto.pipe<PIPE_FIX>, event_id = 1 : i32}> : (index) -> ()
  return
}

// -----

func.func @sync_wait_neither(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{'pto.sync.wait' op expects exactly one event id: a constant or an index value}}
  "pto.sync.wait"() <{pipe = #pto.pipe<PIPE_FIX>}> : () -> ()
  return
}

// -----

func.func @sync_set_id(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{'pto.sync.set' op expects a cross-core flag id in [0, 15], got 16}}
  pto.sync.set <PIPE_FIX>, 16
  return
}

// -----

func.func @sync_wait_id(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{'pto.sync.wait' op expects a cross-core flag id in [0, 15], got -1}}
  pto.sync.wait <PIPE_FIX>, -1
  return
}

// -----

func.func @ffts_mode(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{'pto.sync.set' op expects ffts_mode in [0, 2], got 3}}
  pto.sync.set <PIPE_FIX>, 0 {ffts_mode = 3 : i32}
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_set_pipe_a5() {
  // expected-error@+1 {{'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3}}
  pto.sync.set <PIPE_V>, 0
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_wait_id_a5() {
  // expected-error@+1 {{'pto.sync.wait' op expects a cross-core flag id in [0, 31], got 32}}
  pto.sync.wait <PIPE_FIX>, 32
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_set_id_a5() {
  // expected-error@+1 {{'pto.sync.set' op expects a cross-core flag id in [0, 15], got 16}}
  pto.sync.set <PIPE_FIX>, 16
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_set_cube_pipe_a5() {
  pto.section.cube {
    // expected-error@+1 {{'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX}}
    pto.sync.set <PIPE_MTE3>, 0
  }
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_set_vector_pipe_a5() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // expected-error@+1 {{'pto.sync.set' op on A5 expects pipe to be one of PIPE_MTE3}}
  pto.sync.set <PIPE_FIX>, 0
  return
}
}

// -----

// A Vector core waits for its own flags, in [0, 15]; only the Cube names
// sub-block 1's with the offset.
module attributes {pto.target_arch = "a5"} {
func.func @sync_wait_vector_id_a5() {
  pto.section.vector {
    // expected-error@+1 {{'pto.sync.wait' op expects a cross-core flag id in [0, 15], got 16}}
    pto.sync.wait <PIPE_MTE3>, 16
  }
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @sync_wait_pipe_a5(%id: index) {
  // expected-error@+1 {{'pto.sync.wait' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_V}}
  pto.sync.wait <PIPE_M>, %id
  return
}
}

// -----

// On a3 the function that uses cross-core sync sets the FFTS address itself.
module attributes {pto.target_arch = "a3"} {
func.func @sync_set_no_ffts_a3() {
  // expected-error@+1 {{'pto.sync.set' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)}}
  pto.sync.set <PIPE_FIX>, 0
  return
}
}

// -----

// A pto.set_ffts in another function does not count.
module attributes {pto.target_arch = "a3"} {
func.func @sets_ffts(%ffts: memref<256xi64>) {
  pto.set_ffts %ffts : memref<256xi64>
  return
}
func.func @sync_wait_no_ffts_a3(%id: index) {
  // expected-error@+1 {{'pto.sync.wait' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)}}
  pto.sync.wait <PIPE_V>, %id
  return
}
}

// -----

func.func @set_ffts_type(%ffts: memref<256xi32>) {
  // expected-error@+1 {{'pto.set_ffts' op expects a memref of i64 (or i8) for the FFTS address, got 'memref<256xi32>'}}
  pto.set_ffts %ffts : memref<256xi32>
  return
}

// -----

func.func @set_ffts_ptr(%ffts: !pto.ptr<i64>) {
  // expected-error@+1 {{custom op 'pto.set_ffts' invalid kind of type specified}}
  pto.set_ffts %ffts : !pto.ptr<i64>
  return
}

// -----

// Parser errors.

func.func @sync_set_comma() {
  // expected-error@+1 {{expected ','}}
  pto.sync.set <PIPE_FIX> 0
  return
}

// -----

func.func @sync_set_unknown_pipe() {
  // expected-error@+2 {{expected ::mlir::pto::Pipe to be one of: PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_ALL, PIPE_MTE4, PIPE_MTE5, PIPE_V2, PIPE_FIX, VIRTUAL_PIPE_MTE2_L1A, VIRTUAL_PIPE_MTE2_L1B, PIPE_NUM, PIPE_UNASSIGNED}}
  // expected-error@+1 {{failed to parse PTO_PipeAttr parameter 'value' which is to be a `::mlir::pto::Pipe`}}
  pto.sync.set <PIPE_X>, 0
  return
}

// -----

func.func @sync_wait_not_a_pipe() {
  // expected-error@+1 {{custom op 'pto.sync.wait' invalid kind of attribute specified}}
  pto.sync.wait #pto.event<EVENT_ID0>, 0
  return
}

// -----

func.func @sync_wait_event_id() {
  // expected-error@+1 {{custom op 'pto.sync.wait' expected integer value}}
  pto.sync.wait <PIPE_FIX>, <EVENT_ID0>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @sync_set_dyn_type(%ffts: memref<256xi64>, %id: i32) {
  pto.set_ffts %ffts : memref<256xi64>
  // expected-error@+1 {{use of value '%id' expects different type than prior uses: 'index' vs 'i32'}}
  pto.sync.set <PIPE_FIX>, %id
  return
}

// -----

func.func @set_flag_event() {
  // expected-error@+2 {{expected ::mlir::pto::Event to be one of: EVENT_ID0, EVENT_ID1, EVENT_ID2, EVENT_ID3, EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7}}
  // expected-error@+1 {{failed to parse PTO_EventAttr parameter 'value' which is to be a `::mlir::pto::Event`}}
  pto.set_flag [<PIPE_MTE2>, <PIPE_V>, <EVENT_ID8>]
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @set_flag_dyn_type(%e: i32) {
  // expected-error@+1 {{use of value '%e' expects different type than prior uses: 'index' vs 'i32'}}
  pto.wait_flag_dyn [<PIPE_MTE2>, <PIPE_V>, %e]
  return
}

// -----

// record_event / wait_event take the op class fully qualified.
func.func @record_event_short() {
  // expected-error@+1 {{expected attribute value}}
  pto.record_event [<TLOAD>, <TVEC>, <EVENT_ID0>]
  return
}

// -----

func.func @wait_event_pipe() {
  // expected-error@+1 {{'pto.wait_event' op attribute 'src_op' failed to satisfy constraint: op class of record_event / wait_event (TLOAD -> MTE2, ...) or deprecated spelling of #pto.pipe_event_type}}
  pto.wait_event [#pto.pipe<PIPE_MTE2>, #pto.pipe_event_type<TVEC>, <EVENT_ID0>]
  return
}

// -----

// barrier_sync takes the (deprecated) sync_op_type only.
func.func @barrier_sync_kind() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  pto.barrier_sync [#pto.pipe_event_type<TVEC>]
  return
}

// -----

func.func @barrier_op_type() {
  // expected-error@+2 {{expected ::mlir::pto::Pipe to be one of}}
  // expected-error@+1 {{failed to parse PTO_PipeAttr parameter 'value'}}
  pto.barrier <TVEC>
  return
}

// -----

func.func @eventid_array_type(%i: index) {
  // expected-note@+1 {{prior use here}}
  %ids = pto.declare_eventid_array -> !pto.eventid_array<4>
  // expected-error@+1 {{use of value '%ids' expects different type than prior uses: '!pto.eventid_array<8>' vs '!pto.eventid_array<4>'}}
  %id = pto.eventid_array_get %ids[%i] : !pto.eventid_array<8>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @eventid_array_value(%i: index, %v: i32) {
  %ids = pto.declare_eventid_array -> !pto.eventid_array<4>
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'index' vs 'i32'}}
  pto.eventid_array_set %ids[%i], %v : !pto.eventid_array<4>
  return
}
