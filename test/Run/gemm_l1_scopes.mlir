// The numbers of docs/examples/gemm_l1_scopes.mlir (tilelang-ascend's GEMM
// with L1 scopes, T.Scope("C"), T.gemm_v0 and T.barrier_all) on both arches,
// against an independent reference (Inputs/reference.py), shrunk to
// M = 256, N = 512, K = 128 with the source's 128x256x64 blocks: 2 x 2
// blocks (bx = cid // n_num, by = cid % n_num) and 2 K steps, the first
// clearing the accumulator (init=(k == 0)). The kernel's own barriers do
// not order the L1 -> L0 moves tirpto generates for the gemm: ptoas
// --enable-insert-sync does (--assume-ptoas-sync).
// RUN: sed -f %S/Inputs/gemm_l1_scopes_shrink.sed %examples/gemm_l1_scopes.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:256x128 --arg rand:128x512 --arg zeros:256x512 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (131072 values)
// CHECK-NEXT: ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (131072 values)
