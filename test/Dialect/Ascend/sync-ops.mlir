// Round trip of the ascend synchronisation ops (AscendSyncOps.td): pipe_barrier on
// every pipe, set_flag / wait_flag with a constant and with a value event id.
// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s

// CHECK-LABEL: func.func @pipe_barrier
func.func @pipe_barrier() {
  // CHECK-NEXT: ascend.pipe_barrier <S>
  ascend.pipe_barrier <S>
  // CHECK-NEXT: ascend.pipe_barrier <V>
  ascend.pipe_barrier <V>
  // CHECK-NEXT: ascend.pipe_barrier <M>
  ascend.pipe_barrier <M>
  // CHECK-NEXT: ascend.pipe_barrier <MTE1>
  ascend.pipe_barrier <MTE1>
  // CHECK-NEXT: ascend.pipe_barrier <MTE2>
  ascend.pipe_barrier <MTE2>
  // CHECK-NEXT: ascend.pipe_barrier <MTE3>
  ascend.pipe_barrier <MTE3>
  // CHECK-NEXT: ascend.pipe_barrier <FIX>
  ascend.pipe_barrier <FIX>
  // CHECK-NEXT: ascend.pipe_barrier <ALL>
  ascend.pipe_barrier <ALL>
  return
}

// CHECK-LABEL: func.func @flags
// CHECK-SAME: (%[[ID:.*]]: index)
func.func @flags(%id: index) {
  // CHECK-NEXT: ascend.set_flag <MTE2> -> <V> event <0>
  ascend.set_flag <MTE2> -> <V> event <0>
  // CHECK-NEXT: ascend.wait_flag <MTE2> -> <V> event <0>
  ascend.wait_flag <MTE2> -> <V> event <0>
  // CHECK-NEXT: ascend.set_flag <MTE1> -> <M> event %[[ID]]
  ascend.set_flag <MTE1> -> <M> event %id
  // CHECK-NEXT: ascend.wait_flag <MTE1> -> <M> event %[[ID]]
  ascend.wait_flag <MTE1> -> <M> event %id
  // CHECK-NEXT: ascend.set_flag <M> -> <FIX> event <7>
  ascend.set_flag <M> -> <FIX> event <7>
  // CHECK-NEXT: ascend.wait_flag <S> -> <MTE3> event <3>
  ascend.wait_flag <S> -> <MTE3> event <3>
  return
}
