// The numbers of docs/examples/gemm_splitk.mlir (tilelang-ascend's split-K
// GEMM, T.tile.atomic_add) on both arches, against an independent reference
// (Inputs/reference.py), shrunk to M = N = K = 256 with split_k = 2 and the
// source's 128x128x32 blocks: 8 blocks, each output tile added into by two
// of them (bz = 0, 1), 4 K steps per slice. C starts from random values,
// not zeros, so the check sees that the blocks add into it; without the
// atomic add pto-run reports the two blocks' stores as a race.
// RUN: sed -f %S/Inputs/gemm_splitk_shrink.sed %examples/gemm_splitk.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg rand:256x256 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_splitk %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: sed 's/ {atomic_add}//' %t.mlir > %t.plain.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.plain.mlir -o %t.plain.pto
// RUN: not pto-run %t.plain.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg rand:256x256 2>&1 | FileCheck %s --check-prefix=RACE
// CHECK: ran 8 blocks, no errors
// CHECK-NEXT: gemm_splitk: ok (65536 values)
// CHECK-NEXT: ran 8 blocks, no errors
// CHECK-NEXT: gemm_splitk: ok (65536 values)
// RACE: error: race: this instruction (pipe FIX) writes element 0 of argument #2 ('arg2'); block 0 accessed it too
