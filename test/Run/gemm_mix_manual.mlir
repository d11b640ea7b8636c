// The numbers of docs/examples/gemm_mix_manual.mlir (upstream's manual
// Cube + Vector GEMM) on a5, in both sync modes (on a3 its accumulator
// does not fit L0C: test/Pipelines/gemm_mix_manual.mlir), against an
// independent reference (Inputs/reference.py), shrunk to M = 2048,
// N = K = 512 with the source's 256x256x256 tiles on 4 blocks
// (Inputs/gemm_mix_manual_shrink.sed): 8 x 2 output tiles, 4 per block, so
// the swizzle takes its main rows and its tail and flips the odd rows;
// 2 K tiles, one in each L1 stage, each in two K steps. The Cube's tiles
// go through the workspace (argument 3: 4 blocks x 256 rows x 256 f32),
// each Vector core reading its 128 rows in its own loop after its wait
// for flag 6; no race and no deadlock (with sync=tirpto, pto-run checks
// the flags pto-insert-sync placed beside the kernel's own).
// RUN: sed -f %S/Inputs/gemm_mix_manual_shrink.sed %examples/gemm_mix_manual.mlir > %t.mlir
// RUN: for s in ptoas tirpto; do \
// RUN:   assume=""; if [ $s = ptoas ]; then assume="--assume-ptoas-sync"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=a5 sync=$s" %t.mlir -o %t.$s.pto 2>/dev/null && \
// RUN:   pto-run %t.$s.pto $assume --arg rand:2048x512 --arg rand:512x512 --arg zeros:2048x512 --arg zeros:1024x256 --out-dir %t.$s && \
// RUN:   %python %S/Inputs/reference.py gemm_mix_manual %t.$s; rm -rf %t.$s; \
// RUN: done | FileCheck %s
// CHECK: @gemm_mix_manual ran 4 blocks, no errors
// CHECK-NEXT: gemm_mix_manual: ok (33826 values)
// CHECK-NEXT: @gemm_mix_manual ran 4 blocks, no errors
// CHECK-NEXT: gemm_mix_manual: ok (33826 values)
