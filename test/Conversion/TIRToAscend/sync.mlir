// TileLang's manual synchronisation (SyncOps.cpp), in both TileLang-for-Ascend
// spellings: tilelang-ascend's T.barrier_all() / T.pipe_barrier("v") /
// T.set_flag("mte2", "v", id) / T.wait_flag(...) print pipes one per string,
// upstream TileLang's T.ascend_pipe_barrier("PIPE_V") / T.ascend_set_flag("MTE2_V", id)
// with a PIPE_ prefix or as one AscendC HardEvent name. tvm_storage_sync waits for
// every pipe. A constant event id becomes #ascend.event, a value an index operand.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s

// CHECK-LABEL: func.func @tilelang_ascend
func.func @tilelang_ascend() {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  // CHECK: ascend.pipe_barrier <ALL>
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
  // CHECK-NEXT: ascend.pipe_barrier <V>
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["V"]} : () -> ()
  // CHECK-NEXT: ascend.set_flag <MTE2> -> <V> event <0>
  tir.intrin "tl.ascend_set_flag"(%c0) {args = ["MTE2", "V"]} : (i32) -> ()
  // CHECK-NEXT: ascend.wait_flag <MTE2> -> <V> event <0>
  tir.intrin "tl.ascend_wait_flag"(%c0) {args = ["MTE2", "V"]} : (i32) -> ()
  // CHECK-NEXT: ascend.set_flag <FIX> -> <M> event <3>
  tir.intrin "tl.ascend_set_flag"(%c3) {args = ["fix", "m"]} : (i32) -> ()
  // CHECK-NEXT: ascend.wait_flag <FIX> -> <M> event <3>
  tir.intrin "tl.ascend_wait_flag"(%c3) {args = ["fix", "m"]} : (i32) -> ()
  // CHECK-NEXT: ascend.pipe_barrier <ALL>
  tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @upstream
// CHECK-SAME: (%[[ID:.*]]: i32)
func.func @upstream(%id: i32) {
  %c1 = arith.constant 1 : i32
  // CHECK: ascend.pipe_barrier <MTE3>
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["PIPE_MTE3"]} : () -> ()
  // CHECK-NEXT: ascend.set_flag <S> -> <MTE3> event <1>
  tir.intrin "tl.ascend_set_flag"(%c1) {args = ["S_MTE3"]} : (i32) -> ()
  // CHECK-NEXT: ascend.wait_flag <S> -> <MTE3> event <1>
  tir.intrin "tl.ascend_wait_flag"(%c1) {args = ["S_MTE3"]} : (i32) -> ()
  // CHECK-NEXT: %[[IDX:.*]] = arith.index_cast %[[ID]] : i32 to index
  // CHECK-NEXT: ascend.set_flag <V> -> <MTE2> event %[[IDX]]
  tir.intrin "tl.ascend_set_flag"(%id) {args = ["V_MTE2"]} : (i32) -> ()
  // CHECK-NEXT: %[[IDX2:.*]] = arith.index_cast %[[ID]] : i32 to index
  // CHECK-NEXT: ascend.wait_flag <V> -> <MTE2> event %[[IDX2]]
  tir.intrin "tl.ascend_wait_flag"(%id) {args = ["V_MTE2"]} : (i32) -> ()
  // CHECK-NEXT: return
  return
}
