// pto-opt --help lists tirpto's passes, the pipeline and their options.
// RUN: pto-opt --help | FileCheck %s

// CHECK: Available Dialects: {{.*}}ascend{{.*}}pto{{.*}}tir
// CHECK: --convert-ascend-to-pto
// CHECK-SAME: Lower the ascend dialect to PTO IR for ptoas
// CHECK: --convert-tir-to-ascend
// CHECK-NEXT: --arch=<value>
// CHECK-NEXT: =a3
// CHECK-NEXT: =a5
// CHECK: --pto-verify-contract
// CHECK: --tir-fold-accumulator-clear
// CHECK: Pass Pipelines:
// CHECK-NEXT: --tir-to-pto-pipeline
// CHECK-NEXT: --arch=<value>
// CHECK-NEXT: =a3
// CHECK-NEXT: =a5
// CHECK: --pto-arch=<value>
// CHECK-SAME: overriding the module's pto.target_arch
