// pto-opt reports an error at the op with its message only; the generic
// dump of the op that MLIR appends by default comes with
// --mlir-print-op-on-diagnostic.
// RUN: not pto-opt %s 2>&1 | FileCheck %s
// RUN: not pto-opt %s --mlir-print-op-on-diagnostic 2>&1 | FileCheck %s --check-prefix=DUMP

// CHECK: error: 'pto.target_arch' must be a module attribute
// CHECK-NOT: see current operation
// DUMP: error: 'pto.target_arch' must be a module attribute
// DUMP: note: see current operation
module attributes {pto.target_arch = "a9"} {
}
