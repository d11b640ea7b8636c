// Scalar floating-point adds become a - (-b): ptoas 0.27 cannot lower a
// scalar arith.addf but takes subf and negf. Integer adds and other scalar
// arithmetic stay. (The function returns its values so that they are
// checked; --pto-module-checks=false since a PTO entry returns nothing.)
// RUN: pto-opt %s --convert-ascend-to-pto --pto-module-checks=false | FileCheck %s

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[I:.*]]: i32)
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.subf %[[A]], %[[N]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %[[A]] : f32
// CHECK-NEXT: %[[J:.*]] = arith.addi %[[I]], %[[I]] : i32
// CHECK-NEXT: return %[[M]], %[[J]] : f32, i32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @scalars(%a: f32, %b: f32, %i: i32) -> (f32, i32) {
  %s = arith.addf %a, %b : f32
  %m = arith.mulf %s, %a : f32
  %j = arith.addi %i, %i : i32
  return %m, %j : f32, i32
}
}
