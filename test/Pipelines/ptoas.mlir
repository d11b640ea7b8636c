// The pipeline output is accepted by the real assembler on both arches, with
// ptoas inserting the intra-core synchronisation.
// REQUIRES: ptoas
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm.mlir -o %t.gemm.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.gemm.a3.pto -o %t.gemm.a3.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.gemm.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm.mlir -o %t.gemm.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.gemm.a5.pto -o %t.gemm.a5.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.gemm.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_nn.mlir -o %t.nn.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.nn.a3.pto -o %t.nn.a3.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.nn.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_nn.mlir -o %t.nn.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.nn.a5.pto -o %t.nn.a5.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.nn.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_dynamic.mlir -o %t.dyn.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.dyn.a3.pto -o %t.dyn.a3.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,DYN --input-file=%t.dyn.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_dynamic.mlir -o %t.dyn.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.dyn.a5.pto -o %t.dyn.a5.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,DYN --input-file=%t.dyn.a5.cpp

// The dynamic GEMM's dimensions are int32_t kernel arguments.
// DYN: __global__ AICORE void dynamic_matmul(__gm__ half* {{.*}}, int32_t {{.*}}, int32_t {{.*}}, __gm__ half* {{.*}}, int32_t {{.*}}, int32_t {{.*}}, __gm__ half* {{.*}}, int32_t {{.*}}, int32_t {{.*}})

// CHECK: TLOAD(
// CHECK: TMOV(
// CHECK: TMATMUL(
// CHECK: TMATMUL_ACC(
// CHECK: TSTORE(
