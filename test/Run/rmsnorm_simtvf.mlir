// The numbers of docs/examples/rmsnorm_simtvf.mlir (upstream TileLang's
// RMSNorm with a SimtVF reducer) on both arches, against an independent
// reference (Inputs/reference.py): shrunk to batch = 128 (2 tokens on each
// of the 64 cores, so the double-buffered loop runs twice), d = 4096.
// RUN: sed -f %S/Inputs/rmsnorm_simtvf_shrink.sed %examples/rmsnorm_simtvf.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:524288 --arg zeros:524288 --arg rand:4096 --arg zeros:128 --arg 1e-6 --outputs 1,3 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py rms_norm_fwd %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 64 blocks, no errors
// CHECK-NEXT: rms_norm_fwd: ok (524416 values)
// CHECK-NEXT: ran 64 blocks, no errors
// CHECK-NEXT: rms_norm_fwd: ok (524416 values)
