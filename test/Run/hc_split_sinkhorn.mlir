// The numbers of docs/examples/hc_split_sinkhorn.mlir (DeepSeek-V4's
// hc_split_sinkhorn for tilelang-ascend, hc = 4, 20 Sinkhorn iterations) on
// both arches, against the example's own golden (Inputs/reference.py): at
// n = 5 tokens, the example's test size (3 blocks of two sub-blocks, the
// last sub-block past n), and at n = 4 (every sub-block a token).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/hc_split_sinkhorn.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 6 --arg rand:5x24 --arg 5 --arg rand:3 --arg rand:24 --arg zeros:5x24 --arg 5 --arg zeros:5x4 --arg 5 --arg zeros:5x4 --arg 5 --arg zeros:5x4x4 --arg 5 --out-dir %t.$a.5 && \
// RUN:   %python %S/Inputs/reference.py hc_split_sinkhorn %t.$a.5 && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 4 --seed 3 --arg rand:4x24 --arg 4 --arg rand:3 --arg rand:24 --arg zeros:4x24 --arg 4 --arg zeros:4x4 --arg 4 --arg zeros:4x4 --arg 4 --arg zeros:4x4x4 --arg 4 --out-dir %t.$a.4 && \
// RUN:   %python %S/Inputs/reference.py hc_split_sinkhorn %t.$a.4; rm -rf %t.$a.5 %t.$a.4; \
// RUN: done | FileCheck %s
// CHECK: @hc_split_sinkhorn ran 6 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (240 values)
// CHECK-NEXT: @hc_split_sinkhorn ran 4 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (192 values)
// CHECK-NEXT: @hc_split_sinkhorn ran 6 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (240 values)
// CHECK-NEXT: @hc_split_sinkhorn ran 4 blocks, no errors
// CHECK-NEXT: hc_split_sinkhorn: ok (192 values)
