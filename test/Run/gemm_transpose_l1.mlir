// The numbers of docs/examples/gemm_transpose_l1.mlir (tilelang-ascend's
// GEMM with B^T, its own L0A/L0B buffers, a transposing L1 -> L0B copy and
// T.mma) on both arches, against an independent reference
// (Inputs/reference.py), at K = 128 with the source's 256x128x64 blocks:
// 2 x 2 blocks and 2 K steps. --assume-ptoas-sync: the kernel's own
// barriers are kept, ptoas orders the rest.
// RUN: sed -f %S/Inputs/gemm_transpose_l1_shrink.sed %examples/gemm_transpose_l1.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:512x128 --arg rand:256x128 --arg zeros:512x256 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nt %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 4 blocks, no errors
// CHECK-NEXT: gemm_nt: ok (131072 values)
// CHECK-NEXT: ran 4 blocks, no errors
// CHECK-NEXT: gemm_nt: ok (131072 values)
