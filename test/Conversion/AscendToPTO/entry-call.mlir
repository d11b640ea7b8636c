// The entry of a split mixed kernel calls its parts with its arguments: a
// global tensor of dynamic shape is its pointer and its dynamic dimensions
// in the call as in the signatures.
// RUN: pto-opt %s --ascend-materialize-dim-args --convert-ascend-to-pto | FileCheck %s
// CHECK-LABEL: func.func @kernel(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f16>, %[[M:.*]]: index, %[[B:.*]]: !pto.ptr<f32>) attributes {pto.entry}
// CHECK-NEXT: call @kernel_aiv(%[[A]], %[[M]], %[[B]]) : (!pto.ptr<f16>, index, !pto.ptr<f32>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @kernel_aiv(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>}
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @kernel(%a: memref<?x64xf16, #ascend.address_space<gm>>, %b: memref<32x32xf32, #ascend.address_space<gm>>) {
  call @kernel_aiv(%a, %b) : (memref<?x64xf16, #ascend.address_space<gm>>, memref<32x32xf32, #ascend.address_space<gm>>) -> ()
  return
}
func.func private @kernel_aiv(%a: memref<?x64xf16, #ascend.address_space<gm>>, %b: memref<32x32xf32, #ascend.address_space<gm>>) attributes {ascend.part = #ascend.core_type<aiv>} {
  return
}
}
