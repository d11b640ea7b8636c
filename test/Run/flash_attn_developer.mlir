// The numbers of docs/examples/flash_attn_developer.mlir (tilelang-ascend's
// developer-mode FlashAttention forward, split by the compiler, S and the
// partial O handed to the Vector cores and P back to the Cube through
// global workspaces) at the source's shape (B = H = 1, S = 128, head dim
// 128, 4 blocks of 32 queries, 2 KV blocks of 64: the online softmax
// rescales once) on both arches, against an independent reference
// (Inputs/reference.py flash_attn: the same online softmax in double,
// with P rounded to f16 as the kernel hands it to the Cube), with no race
// and no deadlock. Arguments: Q, K, V, Output, then the workspaces of S
// (128 x 64 f32), P (128 x 64 f16) and O (128 x 128 f32); on a3 the FFTS
// base address.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/flash_attn_developer.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:128x64 --arg zeros:128x64 --arg zeros:128x128 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py flash_attn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @flash_attn ran 4 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
// CHECK-NEXT: @flash_attn ran 4 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
//
// Without the Vector cores' wait for S, their load of it races with the
// Cube's store (reported at whichever of the two pto-run runs second).
// RUN: grep -v "sync.wait <PIPE_MTE2>, 0" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:128x64 --arg zeros:128x64 --arg zeros:128x128 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction ({{AIV0, pipe MTE2|AIC, pipe FIX}}) {{reads|writes}} element 0 of argument #4 ('arg4'); {{AIC|AIV0}} accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
//
// Without the Cube's wait for the Vector cores to have read S (flag 1),
// its next S is still ordered after their read (by P's flag, which they
// set later), but the flag stays set: pto-run reports it.
// RUN: grep -v "sync.wait <PIPE_FIX>, 1" %t.a5.pto > %t.noread.pto
// RUN: not pto-run %t.noread.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:128x64 --arg zeros:128x64 --arg zeros:128x128 2>&1 | FileCheck %s --check-prefix=LEFT
// LEFT: error: sets cross-core flag 1, which the Cube never waits for (block 0)
//
// A workspace twice the size the kernel views is a warning, given once
// although all three streams view it.
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:256x64 --arg zeros:128x64 --arg zeros:128x128 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: warning: views argument #4 ('arg4') as 128x64 (8192 elements), but the array given has 16384 elements
// BIG-NOT: warning
// BIG: @flash_attn ran 4 blocks, no errors
