// The numbers of docs/examples/gemm_persistent_mixed.mlir on a5 (on a3 its
// accumulator does not fit L0C), against an independent reference
// (Inputs/reference.py), shrunk as test/Run/gemm_mixedkernel.mlir is
// (M = 2048, N = K = 512, 256x256x256 tiles, 3 blocks: the swizzle's main
// rows, tail and flipped rows, two K steps per K tile, a last wave that
// breaks out on blocks 1 and 2). Each Vector core writes its 128 rows of
// every tile with the second T.dual_copy; no race and no deadlock.
// RUN: sed -f %S/Inputs/gemm_persistent_shrink.sed %examples/gemm_persistent_mixed.mlir > %t.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.mlir -o %t.pto 2>/dev/null
// RUN: pto-run %t.pto --assume-ptoas-sync --arg rand:2048x512 --arg rand:512x512 --arg zeros:2048x512 --arg zeros:768x256 --out-dir %t.out | FileCheck %s --check-prefix=OUT
// RUN: %python %S/Inputs/reference.py gemm_mixedkernel %t.out | FileCheck %s
// OUT: ran 3 blocks, no errors
// CHECK: gemm_mixedkernel: ok (33826 values)
