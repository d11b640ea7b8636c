// Scalar floating-point adds become a - (-b): ptoas 0.27 cannot lower a
// scalar arith.addf but takes subf and negf. Integer adds and other scalar
// arithmetic stay. (The function returns its values so that they are
// checked; --pto-module-checks=false since a PTO entry returns nothing.)
// RUN: pto-opt %s -split-input-file --convert-ascend-to-pto --pto-module-checks=false | FileCheck %s

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

// -----

// Infinite float constants become the largest finite value of their sign:
// ptoas 0.27 prints infinities as `Inf.0f`, which is not C++.
// RUN: pto-opt %s -split-input-file --convert-ascend-to-pto --pto-module-checks=false | FileCheck %s --check-prefix=INF
// INF-LABEL: func.func @infinities
// INF-DAG: arith.constant -3.40282347E+38 : f32
// INF-DAG: arith.constant 6.550400e+04 : f16
// INF-DAG: arith.constant 1.000000e+00 : f32
// INF-NOT: 0x7F800000
// INF-NOT: 0xFF800000
// INF-NOT: 0x7C00
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @infinities() -> (f32, f16, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7C00 : f16
  %one = arith.constant 1.0 : f32
  return %ninf, %inf, %one : f32, f16, f32
}
}
