// The numbers of docs/examples/matmul_add.mlir (tilelang-ascend's expert-
// mode GEMM + add: the Cube writes A B into C and sets cross-core flag 0;
// each Vector core waits for it and adds D to its half of C's rows) on both
// arches, against an independent reference (Inputs/reference.py
// matmul_add: f16(f32 A B) + D), shrunk to M = N = K = 256 with the
// source's 128x256x64 blocks: 2 blocks, 4 K steps, the first initialising
// the accumulator. pto-run checks that the flag orders the Cube's write of
// C before the Vector cores' reads (no race). On a3 the last argument is
// the FFTS base address.
// RUN: sed -f %S/Inputs/matmul_add_shrink.sed %examples/matmul_add.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
//
// Without the Vector cores' wait, their reads of C race with the Cube's
// write.
// RUN: grep -v "sync.wait" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction (AIV0, pipe MTE2) reads element 0 of argument #2 ('arg2'); AIC accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
