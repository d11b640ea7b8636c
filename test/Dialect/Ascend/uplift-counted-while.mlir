// ascend-uplift-counted-while: scf.while loops that count up to a bound
// become scf.for loops over index; others stay.
// RUN: pto-opt %s --ascend-uplift-counted-while -split-input-file | FileCheck %s

// An i32 counter carried after another value: the induction variable is
// cast back to i32 in the body, the other value stays loop-carried, and
// the counter's result is the first value the test rejects.
// CHECK-LABEL: func.func @counted
// CHECK-SAME: (%[[N:.*]]: i32, %[[F:.*]]: f32, %[[I0:.*]]: i32) -> (f32, i32)
// CHECK-DAG: %[[LB:.*]] = arith.index_cast %[[I0]] : i32 to index
// CHECK-DAG: %[[UB:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-DAG: %[[STEP:.*]] = arith.constant 2 : index
// CHECK: %[[R:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[X:.*]] = %[[F]]) -> (f32) {
// CHECK-NEXT:   %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT:   %[[XI:.*]] = arith.sitofp %[[I]] : i32 to f32
// CHECK-NEXT:   %[[Y:.*]] = arith.addf %[[X]], %[[XI]] : f32
// CHECK:        scf.yield %[[Y]] : f32
// CHECK-NEXT: }
// CHECK: %[[SPAN:.*]] = arith.subi %[[N]], %[[I0]] : i32
// CHECK: %[[POS:.*]] = arith.maxsi %[[SPAN]], %{{.*}} : i32
// CHECK: %[[TRIPS:.*]] = arith.ceildivsi %[[POS]], %{{.*}} : i32
// CHECK: %[[ADV:.*]] = arith.muli %[[TRIPS]], %{{.*}} : i32
// CHECK: %[[EXIT:.*]] = arith.addi %[[I0]], %[[ADV]] : i32
// CHECK: return %[[R]], %[[EXIT]] : f32, i32
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

// An index counter tested as `bound > counter`: no casts.
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

// Not counted loops, left alone: a test that is not `counter < bound`
// alone, a bound computed in the loop, an unsigned comparison, a step that
// is not a positive constant, a counter the test changes.
// CHECK-LABEL: func.func @not_counted
// CHECK-COUNT-5: scf.while
// CHECK-NOT: scf.for
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @not_counted(%x0: f32, %n: i32, %s: i32) -> (f32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
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
    %bound = arith.addi %n, %c1 : i32
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
  return %a, %b, %c, %d, %e : f32, i32, i32, i32, i32
}
}
