// Every kernel (public function definition) becomes a pto.entry, so a module
// of several kernels has one launchable __global__ function per kernel
// (ptoas 0.27 makes a function __global__ only when it is the single
// function or carries pto.entry). Private helpers stay unmarked.
// RUN: pto-opt %s --convert-ascend-to-pto | FileCheck %s

// CHECK-LABEL: func.func @first(%{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 2, 3>} {
// CHECK-LABEL: func.func @second() attributes {pto.entry} {
// CHECK: call @helper() : () -> ()
// CHECK-LABEL: func.func private @helper() {
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @first(%g: memref<16xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2, 3>} {
  return
}
func.func @second() {
  func.call @helper() : () -> ()
  return
}
func.func private @helper() {
  return
}
}
