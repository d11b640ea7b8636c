// The numbers of docs/examples/atomic_add.mlir (upstream TileLang's
// element atomic add from every SimtVF thread) on both arches: each of the
// 8 blocks adds its 256 updates of 1.0 into the counter, which starts at 5,
// with one atomic store; pto-run runs the blocks one after another and
// checks that only atomic stores of a launch write the same element.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/atomic_add.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 8 --arg fill:1:5 --print; \
// RUN: done | FileCheck %s
// CHECK: ran 8 blocks, no errors
// CHECK-NEXT: arg0 = 2053
// CHECK-NEXT: pto-run: @atomic_add_gm_float ran 8 blocks, no errors
// CHECK-NEXT: arg0 = 2053
