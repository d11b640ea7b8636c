// pto-opt --help lists tirpto's passes, the pipeline and their options.
// RUN: pto-opt --help | FileCheck %s

// CHECK: Available Dialects: {{.*}}ascend{{.*}}pto{{.*}}tir
// CHECK: --ascend-clip-gm-regions
// CHECK-SAME: Make every GM copy move only the part of its region inside the tensor
// CHECK: --convert-ascend-to-pto
// CHECK-SAME: Lower the ascend dialect to PTO IR for ptoas
// CHECK: --convert-tir-to-ascend
// CHECK-NEXT: --arch=<value>
// CHECK-NEXT: =a3
// CHECK-NEXT: =a5
// CHECK: --pto-verify-bounds
// CHECK-SAME: Prove that every partition view stays inside its tensor view
// CHECK-NEXT: --strict
// CHECK: --pto-verify-contract
// CHECK: --tir-fold-accumulator-clear
// CHECK: Pass Pipelines:
// CHECK-NEXT: --tir-to-pto-pipeline
// CHECK-NEXT: --arch=<value>
// CHECK-NEXT: =a3
// CHECK-NEXT: =a5
// CHECK: --pto-arch=<value>
// CHECK-SAME: overriding the module's pto.target_arch
