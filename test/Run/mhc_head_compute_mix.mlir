// The numbers of docs/examples/mhc_head_compute_mix.mlir (upstream
// TileLang's SIMT-style MHC head mix) on both arches, against an
// independent reference (Inputs/reference.py): 100 tokens on 4 blocks of
// 32, so the last block's guard and clipped copies keep rows 96..99 only
// (pto-run reports any access past the tensors).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_head_compute_mix.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 4 --arg rand:100x4 --arg 100 --arg rand:1 --arg rand:4 --arg zeros:100x4 --arg 100 --outputs 4 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mhc_head_compute_mix %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: ran 4 blocks, no errors
// CHECK-NEXT: mhc_head_compute_mix: ok (400 values)
// CHECK-NEXT: ran 4 blocks, no errors
// CHECK-NEXT: mhc_head_compute_mix: ok (400 values)
