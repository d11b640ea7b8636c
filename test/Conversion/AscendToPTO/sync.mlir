// Lowering of the ascend synchronisation ops (SyncOps.cpp): pipe_barrier <P> ->
// pto.barrier <PIPE_P> for every pipe, except the V pipe on a5, which the hardware
// keeps in order (and whose backend rejects the barrier); set_flag / wait_flag ->
// pto.set_flag / wait_flag with a constant event, their _dyn forms with a value.
// RUN: sed 's/ARCH/a3/' %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed 's/ARCH/a5/' %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A5

module attributes {ascend.arch = #ascend.arch<ARCH>} {
// CHECK-LABEL: func.func @pipe_barrier
func.func @pipe_barrier() {
  // CHECK-NEXT: pto.barrier <PIPE_S>
  ascend.pipe_barrier <S>
  // A3-NEXT: pto.barrier <PIPE_V>
  // A5-NEXT: pto.barrier <PIPE_M>
  ascend.pipe_barrier <V>
  // A3-NEXT: pto.barrier <PIPE_M>
  ascend.pipe_barrier <M>
  // CHECK-NEXT: pto.barrier <PIPE_MTE1>
  ascend.pipe_barrier <MTE1>
  // CHECK-NEXT: pto.barrier <PIPE_MTE2>
  ascend.pipe_barrier <MTE2>
  // CHECK-NEXT: pto.barrier <PIPE_MTE3>
  ascend.pipe_barrier <MTE3>
  // CHECK-NEXT: pto.barrier <PIPE_FIX>
  ascend.pipe_barrier <FIX>
  // CHECK-NEXT: pto.barrier <PIPE_ALL>
  ascend.pipe_barrier <ALL>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @flags
// CHECK-SAME: (%[[ID:.*]]: index)
func.func @flags(%id: index) {
  // CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  ascend.set_flag <MTE2> -> <V> event <0>
  // CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  ascend.wait_flag <MTE2> -> <V> event <0>
  // CHECK-NEXT: pto.set_flag_dyn[<PIPE_MTE1>, <PIPE_M>, %[[ID]]]
  ascend.set_flag <MTE1> -> <M> event %id
  // CHECK-NEXT: pto.wait_flag_dyn[<PIPE_MTE1>, <PIPE_M>, %[[ID]]]
  ascend.wait_flag <MTE1> -> <M> event %id
  // CHECK-NEXT: pto.set_flag[<PIPE_M>, <PIPE_FIX>, <EVENT_ID7>]
  ascend.set_flag <M> -> <FIX> event <7>
  // CHECK-NEXT: pto.wait_flag[<PIPE_M>, <PIPE_FIX>, <EVENT_ID7>]
  ascend.wait_flag <M> -> <FIX> event <7>
  // An id that folded to a constant (a local.var holding 3) is a static one.
  %c3 = arith.constant 3 : i32
  %three = arith.index_cast %c3 : i32 to index
  // CHECK: pto.set_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID3>]
  ascend.set_flag <MTE2> -> <MTE3> event %three
  // CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID3>]
  ascend.wait_flag <MTE2> -> <MTE3> event %three
  // CHECK-NEXT: return
  return
}
}
