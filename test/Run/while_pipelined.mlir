// The numbers of docs/examples/while_pipelined.mlir (upstream TileLang's
// while-loop example) on both arches, against an independent reference
// (Inputs/reference.py: C = A + 3 exactly), shrunk to TILE_ELEMS = 64:
// N = 401408, the 64 blocks, both `while` loops and the pipelined loop
// with their trip counts kept (each block stores 98 tiles; the four
// versions of b_ub rotate through the 7 iterations of the pipelined loop).
// RUN: sed -f %S/Inputs/while_pipelined_shrink.sed %examples/while_pipelined.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:401408 --arg zeros:401408 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py while_pipelined %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 64 blocks, no errors
// CHECK-NEXT: while_pipelined: ok (401408 values)
// CHECK-NEXT: ran 64 blocks, no errors
// CHECK-NEXT: while_pipelined: ok (401408 values)
