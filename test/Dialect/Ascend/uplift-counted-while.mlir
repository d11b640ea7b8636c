// ascend-uplift-counted-while: scf.while loops that count up to a bound
// become scf.for loops over index; others stay.
// RUN: pto-opt %s --ascend-uplift-counted-while -split-input-file | FileCheck %s

// An i32 counter carried after another value: the induction variable is
// cast back to i32 in the body, the other value stays loop-carried, and the
// counter's result is carried too, as the body's last `counter + step` (the
// init when the loop does not run): the value the test rejected.
// CHECK-LABEL: func.func @counted
// CHECK-SAME: (%[[N:.*]]: i32, %[[F:.*]]: f32, %[[I0:.*]]: i32) -> (f32, i32)
// CHECK-DAG: %[[STEP:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[STEP32:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[UB:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-DAG: %[[LB:.*]] = arith.index_cast %[[I0]] : i32 to index
// CHECK: %[[R:.*]]:2 = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[X:.*]] = %[[F]], %{{.*}} = %[[I0]]) -> (f32, i32) {
// CHECK-NEXT:   %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT:   %[[XI:.*]] = arith.sitofp %[[I]] : i32 to f32
// CHECK-NEXT:   %[[Y:.*]] = arith.addf %[[X]], %[[XI]] : f32
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[I]], %[[STEP32]] : i32
// CHECK-NEXT:   scf.yield %[[Y]], %[[NEXT]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : f32, i32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @counted(%n: i32, %f: f32, %i0: i32) -> (f32, i32) {
  %c2 = arith.constant 2 : i32
  %r:2 = scf.while (%x = %f, %i = %i0) : (f32, i32) -> (f32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %x, %i : f32, i32
  } do {
  ^bb0(%x1: f32, %i1: i32):
    %xi = arith.sitofp %i1 : i32 to f32
    %y = arith.addf %x1, %xi : f32
    %next = arith.addi %c2, %i1 : i32
    scf.yield %y, %next : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
}

// -----

// An index counter tested as `bound > counter`: no casts; its result is
// unused, so it is not carried.
// CHECK-LABEL: func.func @index_counter
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:   memref.store %{{.*}}, %{{.*}}[%[[IV]]]
// CHECK-NOT: scf.while
func.func @index_counter(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi sgt, %c8, %i : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    memref.store %v, %m[%j] : memref<8xf32>
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  return
}

// -----

// `i <= 6` is `i < 7`; a bound the test computes from values defined
// before the loop (`i < n - 1`) is computed once before it.
// CHECK-LABEL: func.func @inclusive_and_computed
// CHECK-SAME: (%[[N:.*]]: i32,
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C7]] step
// CHECK: %[[B:.*]] = arith.subi %[[N]], %{{.*}} : i32
// CHECK: %[[BI:.*]] = arith.index_cast %[[B]] : i32 to index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[BI]] step
// CHECK-NOT: scf.while
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @inclusive_and_computed(%n: i32, %m: memref<8xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %a = scf.while (%i = %c0) : (i32) -> i32 {
    %le = arith.cmpi sle, %i, %c6 : i32
    scf.condition(%le) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  %b = scf.while (%i = %c0) : (i32) -> i32 {
    %bound = arith.subi %n, %c1 : i32
    %lt = arith.cmpi slt, %i, %bound : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %a, %b : i32, i32
}
}

// -----

// Not counted loops, left alone: a test that is not `counter < bound`
// alone (a float test, a bound that reads the counter's loop), an unsigned
// comparison, a step that is not a positive constant, `<=` a bound that is
// not constant, counters that are not i32 or index (an i8 one would wrap;
// an i64 one does not fit ptoas's 32-bit index), and an i32 counter whose
// last value would pass 2^31 - 1.
// CHECK-LABEL: func.func @not_counted
// CHECK-COUNT-9: scf.while
// CHECK-NOT: scf.for
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @not_counted(%x0: f32, %n: i32, %s: i32, %n8: i8, %n64: i64)
    -> (f32, i32, i32, i32, i32, i32, i8, i64, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c0_8 = arith.constant 0 : i8
  %c100_8 = arith.constant 100 : i8
  %c0_64 = arith.constant 0 : i64
  %c1_64 = arith.constant 1 : i64
  %big = arith.constant 2147483647 : i32
  %c2 = arith.constant 2 : i32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %a = scf.while (%x = %x0) : (f32) -> f32 {
    %gt = arith.cmpf ogt, %x, %one : f32
    scf.condition(%gt) %x : f32
  } do {
  ^bb0(%y: f32):
    %z = arith.mulf %y, %half : f32
    scf.yield %z : f32
  }
  %b = scf.while (%i = %c0) : (i32) -> i32 {
    %bound = arith.addi %i, %n : i32
    %lt = arith.cmpi slt, %i, %bound : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  %c = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi ult, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  %d = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %s : i32
    scf.yield %next : i32
  }
  %e = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %cm1 : i32
    scf.yield %next : i32
  }
  %f = scf.while (%i = %c0) : (i32) -> i32 {
    %le = arith.cmpi sle, %i, %n : i32
    scf.condition(%le) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  %g = scf.while (%i = %c0_8) : (i8) -> i8 {
    %lt = arith.cmpi slt, %i, %n8 : i8
    scf.condition(%lt) %i : i8
  } do {
  ^bb0(%j: i8):
    %next = arith.addi %j, %c100_8 : i8
    scf.yield %next : i8
  }
  %h = scf.while (%i = %c0_64) : (i64) -> i64 {
    %lt = arith.cmpi slt, %i, %n64 : i64
    scf.condition(%lt) %i : i64
  } do {
  ^bb0(%j: i64):
    %next = arith.addi %j, %c1_64 : i64
    scf.yield %next : i64
  }
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %big : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c2 : i32
    scf.yield %next : i32
  }
  return %a, %b, %c, %d, %e, %f, %g, %h, %w : f32, i32, i32, i32, i32, i32, i8, i64, i32
}
}
