// The numbers of docs/examples/simtvf_vecadd.mlir (upstream TileLang's
// vector add in a T.SimtVF scope) on both arches, against an independent
// reference (Inputs/reference.py), shrunk to N = 2^20: 64 blocks, each
// adding two 8192-element tiles (TOTAL_TILES = 2), exactly.
// RUN: sed -f %S/Inputs/simtvf_vecadd_shrink.sed %examples/simtvf_vecadd.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:1x1048576 --arg rand:1x1048576 --arg zeros:1x1048576 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py vector_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 64 blocks, no errors
// CHECK-NEXT: vector_add: ok (1048576 values)
// CHECK-NEXT: ran 64 blocks, no errors
// CHECK-NEXT: vector_add: ok (1048576 values)
