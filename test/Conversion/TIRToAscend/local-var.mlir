// local.var scalars (T.alloc_var) become SSA values: a store defines the
// current value, a load reads it, and values written inside scf.for /
// scf.if leave them as loop-carried values / results.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// A counter incremented in a serial loop and read after it.
// CHECK-LABEL: func.func @counter
// CHECK-SAME: (%[[N:.*]]: index) -> i32
// CHECK-NOT: memref.alloca
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[CNT:.*]] = %[[ZERO]]) -> (i32) {
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[CNT]], %[[ONE]] : i32
// CHECK-NEXT:   scf.yield %[[NEXT]] : i32
// CHECK: return %[[R]] : i32
func.func @counter(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cnt = tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var">>
  memref.store %zero, %cnt[%c0] : memref<1xi32, #tir.scope<"local.var">>
  tir.for serial %k = %c0 to %n step %c1 {
    %v = memref.load %cnt[%c0] : memref<1xi32, #tir.scope<"local.var">>
    %w = arith.addi %v, %one : i32
    memref.store %w, %cnt[%c0] : memref<1xi32, #tir.scope<"local.var">>
  }
  %r = memref.load %cnt[%c0] : memref<1xi32, #tir.scope<"local.var">>
  return %r : i32
}

// -----

// Written in one branch of an scf.if: the if yields the new value or the
// old one.
// CHECK-LABEL: func.func @conditional
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: f32, %[[B:.*]]: f32) -> f32
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:   scf.yield %[[B]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[A]] : f32
// CHECK-NEXT: }
// CHECK: return %[[R]] : f32
func.func @conditional(%c: i1, %a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  memref.store %a, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  scf.if %c {
    memref.store %b, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  }
  %r = memref.load %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  return %r : f32
}

// -----

// First written inside the loop: the carried value starts at zero (reading
// it before a write is undefined in TIR).
// CHECK-LABEL: func.func @written_in_loop
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[Z]]) -> (f32)
func.func @written_in_loop(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  tir.for serial %k = %c0 to %n step %c1 {
    memref.store %f, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  }
  %r = memref.load %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  return %r : f32
}

// -----

// Scalar floormod (TIR's `%`): by a constant, ((a rem b) + b) rem b, which
// integer range analysis bounds to [0, b) (a swizzled tile index stays
// provably inside its tensor); by a value, a - floordiv(a, b) * b.
// CHECK-LABEL: func.func @floormod
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[R:.*]] = arith.remsi %[[A]], %[[C4]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[C4]] : index
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[S]], %[[C4]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.floordivsi %[[A]], %[[B]] : index
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[Q]], %[[B]] : index
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[A]], %[[P]] : index
// CHECK-NEXT: return %[[M]], %[[N]] : index, index
func.func @floormod(%a: index, %b: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %m = tir.intrin "floormod"(%a, %c4) : (index, index) -> index
  %n = tir.intrin "floormod"(%a, %b) : (index, index) -> index
  return %m, %n : index, index
}
