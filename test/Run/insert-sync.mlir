// The pipeline's own synchronisation (tir-to-pto-pipeline{sync=tirpto},
// pto-insert-sync) checked by running its output without
// --assume-ptoas-sync: every hazard between two pipes must be ordered by a
// flag or a barrier the output holds, or pto-run reports a race (or a
// deadlock, or a flag left set). Vector kernels with loops (softmax,
// online_softmax, layernorm), a Vector kernel that reads and writes single
// elements on the scalar pipe (hc_split_sinkhorn), a GEMM with M, N and K
// tails (gemm_nn at 200x136x72), and mixed kernels: tilelang-ascend's
// matmul_add and FlashAttention in expert mode (workspaces and cross-core
// flags) and FlashAttention in developer mode (hand-offs through
// workspaces, and through the tile FIFO on a5), on both arches, with the
// numbers checked against Inputs/reference.py.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/softmax.mlir -o %t.sm.$a.pto && \
// RUN:   pto-run %t.sm.$a.pto --blocks 3 --arg rand:4096x1024 --arg zeros:4096x1024 --outputs 1 --out-dir %t.sm.$a && \
// RUN:   %python %S/Inputs/reference.py softmax %t.sm.$a 24; rm -rf %t.sm.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/online_softmax.mlir -o %t.os.$a.pto && \
// RUN:   pto-run %t.os.$a.pto --blocks 3 --arg rand:4096x1024 --arg zeros:4096x1024 --outputs 1 --out-dir %t.os.$a && \
// RUN:   %python %S/Inputs/reference.py online_softmax %t.os.$a 24; rm -rf %t.os.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/layernorm.mlir -o %t.ln.$a.pto && \
// RUN:   pto-run %t.ln.$a.pto --blocks 2 --arg rand:4096x1024 --arg rand:1024 --arg rand:1024 --arg zeros:4096x1024 --arg 1e-5 --outputs 3 --out-dir %t.ln.$a && \
// RUN:   %python %S/Inputs/reference.py layernorm %t.ln.$a 8 1e-5; rm -rf %t.ln.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/hc_split_sinkhorn.mlir -o %t.hc.$a.pto && \
// RUN:   pto-run %t.hc.$a.pto --blocks 6 --arg rand:5x24 --arg 5 --arg rand:3 --arg rand:24 --arg zeros:5x24 --arg 5 --arg zeros:5x4 --arg 5 --arg zeros:5x4 --arg 5 --arg zeros:5x4x4 --arg 5 --out-dir %t.hc.$a && \
// RUN:   %python %S/Inputs/reference.py hc_split_sinkhorn %t.hc.$a; rm -rf %t.hc.$a; \
// RUN:   sed "s/@M@/200/g; s/@N@/136/g; s/@K@/72/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/3/g" %S/../Pipelines/Inputs/gemm_nn_template.mlir > %t.nn.mlir && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %t.nn.mlir -o %t.nn.$a.pto && \
// RUN:   pto-run %t.nn.$a.pto --arg rand:200x72 --arg rand:72x136 --arg zeros:200x136 --out-dir %t.nn.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.nn.$a; rm -rf %t.nn.$a; \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   sed -f %S/Inputs/matmul_add_shrink.sed %examples/matmul_add.mlir > %t.ma.mlir && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %t.ma.mlir -o %t.ma.$a.pto && \
// RUN:   pto-run %t.ma.$a.pto --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 $ffts --out-dir %t.ma.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.ma.$a; rm -rf %t.ma.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/flash_attn.mlir -o %t.fa.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.fa.$a.pto --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:2x64x64 --arg zeros:2x64x64 --arg zeros:2x64x128 $ffts --out-dir %t.fa.$a && \
// RUN:   %python %S/Inputs/reference.py flash_attn %t.fa.$a; rm -rf %t.fa.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace sync=tirpto" %examples/flash_attn_developer.mlir -o %t.fd.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.fd.$a.pto --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --arg zeros:128x64 --arg zeros:128x64 --arg zeros:128x128 $ffts --out-dir %t.fd.$a && \
// RUN:   %python %S/Inputs/reference.py flash_attn %t.fd.$a; rm -rf %t.fd.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5 sync=tirpto" %examples/flash_attn_developer.mlir -o %t.fifo.pto 2>/dev/null
// RUN: pto-run %t.fifo.pto --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg rand:1x1x128x128 --arg zeros:1x1x128x128 --out-dir %t.fifo | FileCheck %s --check-prefix=FIFO
// RUN: %python %S/Inputs/reference.py flash_attn %t.fifo | FileCheck %s --check-prefix=FIFOREF

// Without one of them (the MTE2 -> V flags of softmax), pto-run finds the
// race the flag was there for.
// RUN: grep -v "<PIPE_MTE2>, <PIPE_V>" %t.sm.a3.pto > %t.noflag.pto
// RUN: not pto-run %t.noflag.pto --blocks 1 --arg rand:4096x1024 --arg zeros:4096x1024 2>&1 | FileCheck %s --check-prefix=RACE

// pto-run --insert-sync places the flags itself (pto-insert-sync, then
// pto-verify-sync): the default output, which leaves sync to ptoas, runs
// race-free under them; without them or --assume-ptoas-sync, it races.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/softmax.mlir -o %t.default.pto
// RUN: pto-run %t.default.pto --insert-sync --blocks 1 --arg rand:4096x1024 --arg zeros:4096x1024 --outputs 1 --out-dir %t.placed | FileCheck %s --check-prefix=PLACED
// RUN: %python %S/Inputs/reference.py softmax %t.placed 8 | FileCheck %s --check-prefix=PLACEDREF
// RUN: pto-run %t.default.pto --insert-sync --assume-ptoas-sync --blocks 1 --arg rand:4096x1024 --arg zeros:4096x1024 | FileCheck %s --check-prefix=PLACED
// RUN: not pto-run %t.default.pto --blocks 1 --arg rand:4096x1024 --arg zeros:4096x1024 2>&1 | FileCheck %s --check-prefix=RACE


// CHECK: @softmax ran 3 blocks, no errors
// CHECK-NEXT: softmax: ok (24576 values)
// CHECK-NEXT: @online_softmax ran 3 blocks, no errors
// CHECK-NEXT: online_softmax: ok (24576 values)
// CHECK-NEXT: @layernorm ran 2 blocks, no errors
// CHECK-NEXT: layernorm: ok (8192 values)
// CHECK-NEXT: @hc_split_sinkhorn ran 6 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (240 values)
// CHECK-NEXT: @gemm_nn ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (27200 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
// CHECK-NEXT: @flash_attn ran 2 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
// CHECK-NEXT: @flash_attn ran 4 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
// CHECK-NEXT: @softmax ran 3 blocks, no errors
// CHECK-NEXT: softmax: ok (24576 values)
// CHECK-NEXT: @online_softmax ran 3 blocks, no errors
// CHECK-NEXT: online_softmax: ok (24576 values)
// CHECK-NEXT: @layernorm ran 2 blocks, no errors
// CHECK-NEXT: layernorm: ok (8192 values)
// CHECK-NEXT: @hc_split_sinkhorn ran 6 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (240 values)
// CHECK-NEXT: @gemm_nn ran 4 blocks, no errors
// CHECK-NEXT: gemm_nn: ok (27200 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
// CHECK-NEXT: @flash_attn ran 2 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)
// CHECK-NEXT: @flash_attn ran 4 blocks, no errors
// CHECK-NEXT: flash_attn: ok (16384 values)

// PLACED: @softmax ran 1 block, no errors
// PLACEDREF: softmax: ok (8192 values)

// FIFO: @flash_attn ran 4 blocks, no errors
// FIFOREF: flash_attn: ok (16384 values)

// RACE: error: race: this instruction (pipe V) reads a tile that pto.tload (pipe MTE2) accessed, with no set_flag / wait_flag pair or barrier ordering them (block 0)
