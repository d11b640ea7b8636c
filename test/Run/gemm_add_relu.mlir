// The numbers of docs/examples/gemm_add_relu.mlir (a tilelang-ascend
// GEMM + bias + ReLU: a Cube section handing its 8-row accumulator to the
// Vector work outside it) on both arches, against an independent
// reference (Inputs/reference.py gemm_add_relu: relu(f16(X W^T) + bias)):
// at the source's __main__ shape (one block), and grown to BS = 32,
// OUT = 256 with the source's 8 x 128 x 64 blocks (8 blocks, each its rows
// and columns). The workspace (argument 4) is f16 of blocks x 8 rows x 128;
// on a3 the FFTS base address comes last.
// RUN: sed -f %S/Inputs/gemm_add_relu_grow.sed %examples/gemm_add_relu.mlir > %t.grow.mlir
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/gemm_add_relu.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:8x128 --arg rand:128x128 --arg rand:128 --arg zeros:8x128 --arg zeros:8x128 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_add_relu %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.grow.mlir -o %t.$a.grow.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.grow.pto --assume-ptoas-sync --arg rand:32x128 --arg rand:256x128 --arg rand:256 --arg zeros:32x256 --arg zeros:64x128 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_add_relu %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: pto-run: @main ran 1 block, no errors
// CHECK-NEXT: gemm_add_relu: ok (1024 values)
// CHECK-NEXT: pto-run: @main ran 8 blocks, no errors
// CHECK-NEXT: gemm_add_relu: ok (8192 values)
// CHECK-NEXT: pto-run: @main ran 1 block, no errors
// CHECK-NEXT: gemm_add_relu: ok (1024 values)
// CHECK-NEXT: pto-run: @main ran 8 blocks, no errors
// CHECK-NEXT: gemm_add_relu: ok (8192 values)
