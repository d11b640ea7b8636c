// The numbers of docs/examples/mhc_post.mlir (upstream TileLang's MHC post)
// on both arches, against an independent reference (Inputs/reference.py):
// 3 tokens (one block each) at the source's mhc = 4, hidden = 1280, every
// element exact (the same f32 products and sums in the same order, rounded
// to bf16).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_post.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:3x4x4 --arg 3 --arg rand:3x4x1280 --arg 3 --arg rand:3x4 --arg 3 --arg rand:3x1280 --arg 3 --arg zeros:3x4x1280 --arg 3 --outputs 8 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mhc_post %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 3 blocks, no errors
// CHECK-NEXT: mhc_post: ok (15360 values)
// CHECK-NEXT: ran 3 blocks, no errors
// CHECK-NEXT: mhc_post: ok (15360 values)
