// The numbers of docs/examples/flash_attn.mlir (tilelang-ascend's
// expert-mode FlashAttention forward: sections, three workspaces and four
// cross-core flags written by the kernel) at the source's shape with head
// dim 128 (B = H = 1, S = 128: 2 blocks of 64 queries, each Vector
// sub-block taking 32 of them, 2 KV blocks of 64) on both arches, against
// Inputs/reference.py flash_attn (the online softmax with P rounded to
// f16), with no race and no deadlock. Arguments: Q, K, V, Output,
// workspace_1 (2 x 64 x 64 f32), workspace_2 (2 x 64 x 64 f16),
// workspace_3 (2 x 64 x 128 f32); on a3 the FFTS base address.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/flash_attn.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:2x64x64 --arg zeros:2x64x64 --arg zeros:2x64x128 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py flash_attn %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @flash_attn ran 2 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
// CHECK-NEXT: @flash_attn ran 2 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
//
// Without the Vector cores' wait for S (flag 0), their read of
// workspace_1 races with the Cube's write.
// RUN: grep -v "sync.wait <PIPE_MTE2>, 0" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:2x64x64 --arg zeros:2x64x64 --arg zeros:2x64x128 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction ({{AIV0, pipe MTE2|AIC, pipe FIX}}) {{reads|writes}} element {{[0-9]+}} of argument #4 ('arg4')
//
// Flag 3 (the Vector cores have read P V) orders nothing the next P's
// flag 1 does not already order, but without the Cube's wait for it the
// flag is left set: pto-run reports it.
// RUN: grep -v "sync.wait <PIPE_FIX>, 3" %t.a5.pto > %t.noflag3.pto
// RUN: not pto-run %t.noflag3.pto --assume-ptoas-sync --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:2x64x64 --arg zeros:2x64x64 --arg zeros:2x64x128 2>&1 | FileCheck %s --check-prefix=LEFT
// LEFT: error: sets cross-core flag 3, which the Cube never waits for (block 0)
