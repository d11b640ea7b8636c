// ascend-promote-scalar-slots on ascend IR: each scalar slot (a one-element
// memref.alloca in no memory space) becomes SSA values.
// RUN: pto-opt %s --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// A value written in one branch of an scf.if leaves it as a result; the
// other branch yields the value from before the if.
// CHECK-LABEL: func.func @if_one_branch
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: f32, %[[Y:.*]]: f32) -> f32
// CHECK-NOT: memref.alloca
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:   scf.yield %[[Y]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[X]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : f32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @if_one_branch(%c: i1, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xf32> loc("v")
  memref.store %x, %v[%c0] : memref<1xf32>
  scf.if %c {
    memref.store %y, %v[%c0] : memref<1xf32>
  }
  %r = memref.load %v[%c0] : memref<1xf32>
  return %r : f32
}
}

// -----

// Two slots, one carried by the loop and one only read in it; a slot in a
// memory space is a buffer, not a slot, and stays.
// CHECK-LABEL: func.func @two_slots
// CHECK-SAME: (%[[N:.*]]: index, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK: %[[UB:.*]] = memref.alloca() : memref<1xi32, #ascend.address_space<ub>>
// CHECK-NOT: memref.alloca
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[S:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT:   %[[T:.*]] = arith.addi %[[S]], %[[B]] : i32
// CHECK-NEXT:   scf.yield %[[T]] : i32
// CHECK: return %[[R]] : i32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @two_slots(%n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = memref.alloca() : memref<1xi32, #ascend.address_space<ub>>
  %s = memref.alloca() : memref<1xi32>
  %t = memref.alloca() : memref<1xi32>
  memref.store %a, %s[%c0] : memref<1xi32>
  memref.store %b, %t[%c0] : memref<1xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %s[%c0] : memref<1xi32>
    %y = memref.load %t[%c0] : memref<1xi32>
    %z = arith.addi %x, %y : i32
    memref.store %z, %s[%c0] : memref<1xi32>
  }
  %r = memref.load %s[%c0] : memref<1xi32>
  return %r : i32
}
}

// -----

// Only integer, index and float scalars are slots: a complex one stays a
// buffer.
// CHECK-LABEL: func.func @complex_stays
// CHECK: memref.alloca() : memref<1xcomplex<f32>>
// CHECK: memref.store
// CHECK: memref.load
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @complex_stays(%x: complex<f32>) -> complex<f32> {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xcomplex<f32>>
  memref.store %x, %v[%c0] : memref<1xcomplex<f32>>
  %r = memref.load %v[%c0] : memref<1xcomplex<f32>>
  return %r : complex<f32>
}
}

// -----

// A while loop carries a slot it writes through its test and its body: an
// extra argument of the before block, passed on by scf.condition to the
// body (and out as the loop's result), yielded back by the body. A slot it
// only reads stays the value from before the loop; the loop's own values
// keep their places.
// CHECK-LABEL: func.func @while_counter
// CHECK-SAME: (%[[N:.*]]: i32, %[[B:.*]]: i32, %[[F:.*]]: f32) -> (i32, f32)
// CHECK-NOT: memref.alloca
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[R:.*]]:2 = scf.while (%[[X:.*]] = %[[F]], %[[I:.*]] = %[[ZERO]]) : (f32, i32) -> (f32, i32) {
// CHECK-NEXT:   %[[LT:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK-NEXT:   scf.condition(%[[LT]]) %[[X]], %[[I]] : f32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[X2:.*]]: f32, %[[I2:.*]]: i32):
// CHECK-NEXT:   %[[X3:.*]] = arith.addf %[[X2]], %[[X2]] : f32
// CHECK-NEXT:   %[[I3:.*]] = arith.addi %[[I2]], %[[B]] : i32
// CHECK-NEXT:   scf.yield %[[X3]], %[[I3]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#1, %[[R]]#0 : i32, f32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @while_counter(%n: i32, %b: i32, %f: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i32
  %i = memref.alloca() : memref<1xi32>
  %step = memref.alloca() : memref<1xi32>
  memref.store %zero, %i[%c0] : memref<1xi32>
  memref.store %b, %step[%c0] : memref<1xi32>
  %x = scf.while (%x0 = %f) : (f32) -> f32 {
    %v = memref.load %i[%c0] : memref<1xi32>
    %lt = arith.cmpi slt, %v, %n : i32
    scf.condition(%lt) %x0 : f32
  } do {
  ^bb0(%x1: f32):
    %x2 = arith.addf %x1, %x1 : f32
    %w = memref.load %i[%c0] : memref<1xi32>
    %s = memref.load %step[%c0] : memref<1xi32>
    %u = arith.addi %w, %s : i32
    memref.store %u, %i[%c0] : memref<1xi32>
    scf.yield %x2 : f32
  }
  %r = memref.load %i[%c0] : memref<1xi32>
  return %r, %x : i32, f32
}
}
