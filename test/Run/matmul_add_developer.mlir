// The numbers of docs/examples/matmul_add_developer.mlir (tilelang-ascend's
// developer-mode GEMM + add, one body; the compiler splits it and hands the
// accumulator to the Vector cores through a global workspace and
// cross-core flag 0) on both arches, against an independent reference
// (Inputs/reference.py matmul_add: f16(f32 A B) + D), shrunk to
// M = N = K = 256 with the source's 128x256x64 blocks: 2 blocks, 4 K
// steps, the first initialising the accumulator; each Vector sub-block
// adds its 64 of the 128 rows. The workspace (argument 4) is f16 of
// 2 blocks x 128 rows x 256; on a3 the FFTS base address comes last.
// RUN: sed -f %S/Inputs/matmul_add_shrink.sed %examples/matmul_add_developer.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 --arg zeros:256x256 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
//
// Without the Vector cores' wait, their reads of the workspace race with
// the Cube's write.
// RUN: grep -v "sync.wait" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 --arg zeros:256x256 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction (AIV0, pipe MTE2) reads element 0 of argument #4 ('arg4'); AIC accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
//
// A workspace of one block's rows leaves block 1 out of bounds.
// RUN: not pto-run %t.a5.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 --arg zeros:128x256 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: accesses element 32768 of argument #4 ('arg4'), which has 32768 elements (out of bounds, block 1)
