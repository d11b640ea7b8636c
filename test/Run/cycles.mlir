// pto-run's cycle estimate of the README GEMM's kernel (gemm_nn, 128 x 128
// x 32 tiles) at M = N = 256, K = 1024 on a 2 x 2 grid: per core, 32 K
// steps of 16 KiB of tloads (MTE2), the L1 -> L0A/L0B moves (MTE1), 32
// 128x128x32 products (M, 16x16x16 f16 MACs per cycle), one 32 KiB store
// from the accumulator (FIX). T.Pipelined's num_stages = 3 gives each L1,
// L0A and L0B tile three versions (ascend-multi-buffer), so a step's loads
// need not wait for the previous step's moves.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: sed 's/@M@/256/g; s/@N@/256/g; s/@K@/1024/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/32/g' %S/../Pipelines/Inputs/gemm_nn_template.mlir > %t.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.mlir -o %t.pto
// RUN: pto-run %t.pto --assume-ptoas-sync --arg rand:256x1024 --arg rand:1024x256 --arg zeros:256x256 --cycles | FileCheck %s
// With one version of each tile (multi-buffer=false) the steps serialise
// more. (pto-isa's cost model, one block on ptoas's C++: 7,740 cycles with
// the versions, 8,411 without; MTE2 busy 6,656, the Cube 4,288, MTE1
// 3,136, FIX 807.)
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3 multi-buffer=false" %t.mlir -o %t.single.pto
// RUN: pto-run %t.single.pto --assume-ptoas-sync --arg rand:256x1024 --arg rand:1024x256 --arg zeros:256x256 --cycles | FileCheck %s --check-prefix=SINGLE
// With tirpto's own flags (sync=tirpto) the timeline follows them: each
// wait holds its pipe until the set's pipe has finished all it was given
// before the set. A flag carried around the loop is set right after the
// last access it orders (pre-armed before the loop, drained after it), so
// a step's loads wait only for the move that read their tile versions
// three steps back: within a few percent of the loads streaming back to
// back.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3 sync=tirpto" %t.mlir -o %t.sync.pto
// RUN: pto-run %t.sync.pto --arg rand:256x1024 --arg rand:1024x256 --arg zeros:256x256 --cycles | FileCheck %s --check-prefix=OWN

// CHECK: pto-run: @gemm_nn ran 4 blocks, no errors
// CHECK-NEXT: cycles: 8247 (the longest of 4 blocks)
// CHECK-NEXT: FIX busy: 866 cycles per block
// CHECK-NEXT: M busy: 4096 cycles per block
// CHECK-NEXT: MTE1 busy: 3299 cycles per block
// CHECK-NEXT: MTE2 busy: 7185 cycles per block

// SINGLE: pto-run: @gemm_nn ran 4 blocks, no errors
// SINGLE-NEXT: cycles: 8451 (the longest of 4 blocks)
// SINGLE-NEXT: FIX busy: 866 cycles per block
// SINGLE-NEXT: M busy: 4096 cycles per block
// SINGLE-NEXT: MTE1 busy: 3299 cycles per block
// SINGLE-NEXT: MTE2 busy: 7185 cycles per block

// OWN: pto-run: @gemm_nn ran 4 blocks, no errors
// OWN-NEXT: cycles: 8316 (the longest of 4 blocks)
// OWN-NEXT: FIX busy: 866 cycles per block
// OWN-NEXT: M busy: 4096 cycles per block
// OWN-NEXT: MTE1 busy: 3299 cycles per block
// OWN-NEXT: MTE2 busy: 7185 cycles per block
