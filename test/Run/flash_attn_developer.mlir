// The numbers of docs/examples/flash_attn_developer.mlir (tilelang-ascend's
// developer-mode FlashAttention forward, split by the compiler, S and the
// partial O handed to the Vector cores and P back to the Cube) at the
// source's shape (B = H = 1, S = 128, head dim 128, 4 blocks of 32
// queries, 2 KV blocks of 64: the online softmax rescales once) against an
// independent reference (Inputs/reference.py flash_attn: the same online
// softmax in double, with P rounded to f16 as the kernel hands it to the
// Cube), with no race and no deadlock: through global workspaces on a3
// and a5 (hand-off=workspace), and through the tile FIFO both ways on a5
// (hand-off=auto). Arguments: Q, K, V, Output, then the workspaces of S
// (128 x 64 f32), P (128 x 64 f16) and O (128 x 128 f32); on a3 the FFTS
// base address.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %examples/flash_attn_developer.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:128x64 --arg zeros:128x64 --arg zeros:128x128 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py flash_attn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/flash_attn_developer.mlir -o %t.fifo.pto 2>/dev/null
// RUN: pto-run %t.fifo.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --out-dir %t.fifo | FileCheck %s --check-prefix=FIFO
// RUN: %python %S/Inputs/reference.py flash_attn %t.fifo | FileCheck %s --check-prefix=FIFO
// FIFO: {{@flash_attn ran 4 blocks, no errors|flash_attn: ok \(16384 values\)}}
//
// Without the Cube's free of P's slot, the pipe's teardown at the end of
// the kernel waits for the slot forever; pto-run reports the deadlock.
// RUN: grep -v "tfree_from_aiv" %t.fifo.pto > %t.nofree.pto
// RUN: not pto-run %t.nofree.pto --assume-ptoas-sync --blocks 1 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 2>&1 | FileCheck %s --check-prefix=NOFREE
// NOFREE: error: deadlock at the end of the kernel: the Cube never frees this tile, and the pipe's teardown waits for its slot (block 0)
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
