// A second run of ascend-split-cube-vector leaves the parts of a split
// kernel (functions with ascend.part) as they are.
// RUN: pto-opt %s --ascend-split-cube-vector="hand-off=workspace" --ascend-split-cube-vector | FileCheck %s
// CHECK-LABEL: func.func @twice(
// CHECK-NEXT: call @twice_aic(
// CHECK-NEXT: call @twice_aiv(
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @twice_aiv(
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 0
// CHECK-LABEL: func.func private @twice_aic(
// CHECK: ascend.cross_core_set <aic> <FIX>, 0
// CHECK-NOT: func.func
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @twice() attributes {ascend.grid = array<i64: 1>} {
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %c_ub = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%c_ub : memref<32x32xf16, #ascend.address_space<ub>>)
  return
}
}
