// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @no_event() {
  // expected-error@+1 {{expected '<'}}
  ascend.set_flag <MTE2> -> <V> event
  return
}

// -----

func.func @two_events(%id: index) {
  // expected-error@+1 {{'ascend.set_flag' op expects one event id: a constant (`event <0>`) or an index value}}
  "ascend.set_flag"(%id) {src_pipe = #ascend.pipe<MTE2>, dst_pipe = #ascend.pipe<V>, event = #ascend.event<0>} : (index) -> ()
  return
}

// -----

func.func @neither_event() {
  // expected-error@+1 {{'ascend.wait_flag' op expects one event id: a constant (`event <0>`) or an index value}}
  "ascend.wait_flag"() {src_pipe = #ascend.pipe<MTE2>, dst_pipe = #ascend.pipe<V>} : () -> ()
  return
}

// -----

func.func @all_pipes() {
  // expected-error@+1 {{'ascend.set_flag' op expects two pipes, not ALL (a barrier of every pipe is `ascend.pipe_barrier <ALL>`)}}
  ascend.set_flag <ALL> -> <V> event <0>
  return
}

// -----

func.func @cross_core() {
  // expected-error@+1 {{'ascend.wait_flag' op signals between pipes of different cores (FIX runs on aic, V on aiv); Cube and Vector synchronise with cross-core flags}}
  ascend.wait_flag <FIX> -> <V> event <1>
  return
}

// -----

func.func @event_range() {
  // expected-error@+1 {{event id must be in [0, 7] (EVENT_ID0..7), got 8}}
  ascend.set_flag <MTE2> -> <V> event <8>
  return
}
