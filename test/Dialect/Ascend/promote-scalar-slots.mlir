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
