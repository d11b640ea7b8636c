// The boundary-region kernels of boundaries.mlir (dynamic partition sizes,
// set_validshape around each move) are accepted by the real assembler on
// both arches, which emits them as dynamic GlobalTensor shapes.
// REQUIRES: ptoas
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %S/boundaries.mlir -o %t.a3.pto 2>/dev/null
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.a3.pto -o %t.a3.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %S/boundaries.mlir -o %t.a5.pto 2>/dev/null
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.a5.pto -o %t.a5.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.a5.cpp

// CHECK: __global__ AICORE void misaligned(
// CHECK: pto::Shape<1, 1, 1, -1, 64>
// CHECK: TLOAD(
// CHECK: TSTORE(
// CHECK: __global__ AICORE void grid_past_edge(
// CHECK: __global__ AICORE void short(
// CHECK: __global__ AICORE void static_overrun(
