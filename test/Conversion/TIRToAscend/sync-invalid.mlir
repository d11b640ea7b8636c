// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

func.func @unknown_pipe() {
  // expected-error@+1 {{'tir.intrin' op names pipe 'VEC', expected one of S, V, M, MTE1, MTE2, MTE3, FIX, ALL (with or without a PIPE_ prefix)}}
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["vec"]} : () -> ()
  return
}

// -----

func.func @all_in_flag() {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'tir.intrin' op names pipe 'ALL', expected one of S, V, M, MTE1, MTE2, MTE3, FIX (with or without a PIPE_ prefix)}}
  tir.intrin "tl.ascend_set_flag"(%c0) {args = ["ALL", "V"]} : (i32) -> ()
  return
}

// -----

func.func @event_range() {
  %c8 = arith.constant 8 : i32
  // expected-error@+1 {{'tir.intrin' op uses event id 8, expected one in [0, 7]}}
  tir.intrin "tl.ascend_wait_flag"(%c8) {args = ["MTE2_V"]} : (i32) -> ()
  return
}

// -----

func.func @cross_core() {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'tir.intrin' op signals from pipe FIX (aic) to pipe V (aiv): set/wait flags connect pipes of one core; Cube and Vector synchronise with cross-core flags (T.set_cross_flag)}}
  tir.intrin "tl.ascend_set_flag"(%c0) {args = ["FIX", "V"]} : (i32) -> ()
  return
}

// -----

func.func @flag_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %e = arith.constant 0 : i32
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'tir.intrin' op synchronisation ('tl.ascend_set_flag') inside a T.Parallel nest is not supported; synchronise between nests}}
    tir.intrin "tl.ascend_set_flag"(%e) {args = ["MTE2_V"]} : (i32) -> ()
  }
  return
}

// -----

func.func @set_atomic_unresolved(%z: f32) {
  tir.kernel (%bx) in (1) {
    // expected-error@+1 {{'tir.intrin' op sets the store atomic mode, which tir-resolve-store-atomics turns into atomic stores (run it first, as tir-to-pto-pipeline does)}}
    tir.intrin "tl.ascend_set_atomic"(%z) {args = ["add"]} : (f32) -> ()
  }
  return
}
