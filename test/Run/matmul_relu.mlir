// The numbers of docs/examples/matmul_relu.mlir on a5 (on a3 its
// accumulator does not fit L0C), against an independent reference
// (Inputs/reference.py matmul_relu: relu(X W^T) in f32), shrunk to
// M = 256, N = 896, K = 256 with the source's 256x224x128 blocks on 3
// blocks: 4 tiles in 2 waves (block 0 computes tiles 0 and 3, blocks 1
// and 2 leave the second wave by the break), 2 K steps, about half of C
// cut to 0 by the ReLU. Each Vector core applies it to its 128 rows of
// every tile; no race and no deadlock.
// RUN: sed -f %S/Inputs/matmul_relu_shrink.sed %examples/matmul_relu.mlir > %t.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.mlir -o %t.pto 2>/dev/null
// RUN: pto-run %t.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:896x256 --arg zeros:256x896 --arg zeros:768x224 --out-dir %t.out | FileCheck %s --check-prefix=OUT
// RUN: %python %S/Inputs/reference.py matmul_relu %t.out | FileCheck %s
// OUT: @matmul_relu ran 3 blocks, no errors
// CHECK: matmul_relu: ok (7400 values)
