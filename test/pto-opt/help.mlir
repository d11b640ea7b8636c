// pto-opt --help lists tirpto's passes, the pipeline and their options,
// and MLIR's generic options, not the LLVM backend flags libLLVM registers
// (those stay in --help-hidden).
// RUN: pto-opt --help | FileCheck %s
// RUN: pto-opt --help | FileCheck %s --check-prefix=NOBACKEND
// RUN: pto-opt --help-hidden | FileCheck %s --check-prefix=HIDDEN
// RUN: pto-opt --help | FileCheck %s --check-prefix=GENERIC
// NOBACKEND-NOT: --aarch64-
// NOBACKEND-NOT: --amdgpu-
// NOBACKEND-NOT: --x86-
// HIDDEN: --amdgpu-

// CHECK: Available Dialects: {{.*}}ascend{{.*}}pto{{.*}}tir
// GENERIC: --mlir-print-ir-after-all
// GENERIC: --split-input-file
// CHECK: --ascend-clip-gm-regions
// CHECK-SAME: Make every GM copy move only the part of its region inside the tensor
// CHECK: --ascend-split-gemm-k
// CHECK-SAME: Run a gemm whose L0A/L0B staging does not fit in K steps
// CHECK: --ascend-uplift-counted-while
// CHECK-SAME: Turn scf.while loops that count up to a bound into scf.for
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
// CHECK: --tir-distribute-parallel
// CHECK-SAME: Move serial loops out of T.Parallel nests
// CHECK: --tir-expand-bitwise-reductions
// CHECK: --tir-expand-element-atomics
// CHECK-SAME: Sum T.atomic_add's updates of a global element, then add them with one atomic store
// CHECK: --tir-expand-scans
// CHECK: --tir-expand-vector-registers
// CHECK-SAME: Hold T.simd vector registers in ub buffers
// CHECK: --tir-fold-accumulator-clear
// CHECK: --tir-fold-reduce-staging
// CHECK: --tir-resolve-deq-scale
// CHECK: --tir-split-buffer-stages
// CHECK-SAME: Split Cube buffers of stages into one matrix per stage
// CHECK: --tir-split-column-windows
// CHECK-SAME: Give each column window of a buffer a buffer of its own
// CHECK: Pass Pipelines:
// CHECK-NEXT: --tir-to-pto-pipeline
// CHECK-NEXT: --arch=<value>
// CHECK-NEXT: =a3
// CHECK-NEXT: =a5
// CHECK: --pto-arch=<value>
// CHECK-SAME: overriding the module's pto.target_arch
