// The numbers of docs/examples/merge_sort.mlir (tilelang-ascend's 2-, 3-
// and 4-way merge sorts, at the source's own N = 64 pairs a list) on both
// arches, against an independent reference (Inputs/reference.py): lists of
// values that repeat within and across lists (the merge takes the earlier
// list first on equal values), compared exactly, indices included.
// RUN: rm -rf %t.in && %python %S/Inputs/make_inputs.py merge_sort %t.in 4 64
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/merge_sort.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=merge_sort_2way --assume-ptoas-sync --arg %t.in/block0.npy --arg %t.in/block1.npy --arg zeros:1x256 --out-dir %t.$a.2 && \
// RUN:   %python %S/Inputs/reference.py merge_sort %t.$a.2 0 2 && \
// RUN:   pto-run %t.$a.pto --entry=merge_sort_3way --assume-ptoas-sync --arg %t.in/block0.npy --arg %t.in/block1.npy --arg %t.in/block2.npy --arg zeros:1x384 --out-dir %t.$a.3 && \
// RUN:   %python %S/Inputs/reference.py merge_sort %t.$a.3 0 3 && \
// RUN:   pto-run %t.$a.pto --entry=merge_sort_4way --assume-ptoas-sync --arg %t.in/block0.npy --arg %t.in/block1.npy --arg %t.in/block2.npy --arg %t.in/block3.npy --arg zeros:1x512 --out-dir %t.$a.4 && \
// RUN:   %python %S/Inputs/reference.py merge_sort %t.$a.4 0 4; rm -rf %t.$a.2 %t.$a.3 %t.$a.4; \
// RUN: done | FileCheck %s
// CHECK: @merge_sort_2way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (256 values, 2-way)
// CHECK-NEXT: @merge_sort_3way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (384 values, 3-way)
// CHECK-NEXT: @merge_sort_4way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (512 values, 4-way)
// CHECK-NEXT: @merge_sort_2way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (256 values, 2-way)
// CHECK-NEXT: @merge_sort_3way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (384 values, 3-way)
// CHECK-NEXT: @merge_sort_4way ran 1 block, no errors
// CHECK-NEXT: merge_sort: ok (512 values, 4-way)
