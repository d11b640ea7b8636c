// --version says what the tools are, the LLVM/MLIR they were built with and
// the ptoas release their output is written for.
// RUN: pto-opt --version | FileCheck %s
// RUN: pto-translate --version | FileCheck %s
// RUN: pto-run --version | FileCheck %s

// CHECK: tirpto {{[0-9]+\.[0-9]+\.[0-9]+}}
// CHECK-NEXT: built with LLVM/MLIR {{[0-9]+\.[0-9]+\.[0-9]+}}
// CHECK-NEXT: output for ptoas 0.27 (PTO assembly; --pto-arch=a3 or a5)
