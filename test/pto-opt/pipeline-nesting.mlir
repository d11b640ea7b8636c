// tir-to-pto-pipeline runs on builtin.module; nested under another op it is
// a diagnostic, not a fatal error of MLIR's pass manager.
// RUN: not pto-opt %s --pass-pipeline='builtin.module(func.func(tir-to-pto-pipeline))' 2>&1 | FileCheck %s
// CHECK: tir-to-pto-pipeline runs on builtin.module, not nested under 'func.func': write builtin.module(tir-to-pto-pipeline)
// CHECK-NOT: LLVM ERROR
func.func @k() {
  return
}
