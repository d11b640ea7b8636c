// The numbers of docs/examples/simtvf_vector_add.mlir (upstream TileLang's
// SimtVF vector add on global memory) on both arches, against an
// independent reference (Inputs/reference.py), exactly; and the same kernel
// with a 2048-byte staging budget (8 chunks of 128 elements).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/simtvf_vector_add.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:1x1024 --arg rand:1x1024 --arg zeros:1x1024 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py vector_add %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-stage-global-parallel="budget=2048" %examples/simtvf_vector_add.mlir | \
// RUN:     pto-opt --tir-to-pto-pipeline="arch=$a" -o %t.$a.small.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.small.pto --assume-ptoas-sync --arg rand:1x1024 --arg rand:1x1024 --arg zeros:1x1024 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py vector_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 1 block, no errors
// CHECK-NEXT: vector_add: ok (1024 values)
// CHECK-NEXT: ran 1 block, no errors
// CHECK-NEXT: vector_add: ok (1024 values)
// CHECK-NEXT: ran 1 block, no errors
// CHECK-NEXT: vector_add: ok (1024 values)
// CHECK-NEXT: ran 1 block, no errors
// CHECK-NEXT: vector_add: ok (1024 values)
