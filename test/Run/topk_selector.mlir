// The numbers of docs/examples/topk_selector.mlir (tilelang-ascend's top-k
// selector, 4 rows of 1024 scores, the top 128) on both arches, against an
// independent reference (Inputs/reference.py): scores that repeat within a
// row (equal scores go out by ascending index), compared exactly.
// RUN: rm -rf %t.in
// RUN: %python %S/Inputs/make_inputs.py topk_selector %t.in 4 1024
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/topk_selector.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg %t.in/x.npy --arg zeros:4x128 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py topk_selector %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @topk_selector ran 4 blocks, no errors
// CHECK-NEXT: topk_selector: ok (512 values)
// CHECK-NEXT: @topk_selector ran 4 blocks, no errors
// CHECK-NEXT: topk_selector: ok (512 values)
