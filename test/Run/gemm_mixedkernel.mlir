// The numbers of docs/examples/gemm_mixedkernel.mlir on a5 (on a3 its
// accumulator does not fit L0C: test/Pipelines/gemm_mixedkernel.mlir),
// against an independent reference (Inputs/reference.py), shrunk to
// M = 2048, N = K = 512 with the source's 256x256x256 tiles and 3 blocks:
// 8 x 2 output tiles, so the swizzle takes both its main rows and its tail
// and flips the odd rows; 2 K tiles each run in two K steps; 6 waves of 3
// blocks, the last of which breaks out on blocks 1 and 2, in the Cube part
// and in the Vector part alike. Each tile goes through the workspace
// (argument 3: 3 blocks x 256 rows x 256 f32), each Vector core writes its
// 128 rows; no race and no deadlock.
// RUN: sed -f %S/Inputs/gemm_persistent_shrink.sed %examples/gemm_mixedkernel.mlir > %t.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.mlir -o %t.pto 2>/dev/null
// RUN: pto-run %t.pto --assume-ptoas-sync --arg rand:2048x512 --arg rand:512x512 --arg zeros:2048x512 --arg zeros:768x256 --out-dir %t.out | FileCheck %s --check-prefix=OUT
// RUN: %python %S/Inputs/reference.py gemm_mixedkernel %t.out | FileCheck %s
// OUT: ran 3 blocks, no errors
// CHECK: gemm_mixedkernel: ok (33826 values)
