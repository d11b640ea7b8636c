// The numbers of docs/examples/mhc_pre_split_mixes.mlir (the mHC split of
// packed mixes of TileKernels' Ascend port) on both arches and both sync
// modes, against an independent reference (Inputs/reference.py): 3100
// tokens, 49 blocks of 64 on the kernel's 48 cores, so core 0 runs a
// second wave (the others leave the persistent loop), and the last block
// has 28 tokens (its guards and copies clipped at the tensor's edge); the
// residual mixes exact, the sigmoids within 2e-6.
// RUN: for a in a3 a5; do for s in --assume-ptoas-sync --insert-sync; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_pre_split_mixes.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto $s --arg rand:3100x24 --arg 3100 --arg rand:3 --arg rand:24 --arg zeros:3100x4 --arg 3100 --arg zeros:3100x4 --arg 3100 --arg zeros:3100x16 --arg 3100 --outputs 4,6,8 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mhc_pre_split_mixes %t.$a; rm -rf %t.$a; \
// RUN: done; done | FileCheck %s
// CHECK: pto-run: @mhc_pre_split_mixes_fwd ran 48 blocks, no errors
// CHECK-NEXT: mhc_pre_split_mixes: ok (74400 values)
// CHECK-NEXT: pto-run: @mhc_pre_split_mixes_fwd ran 48 blocks, no errors
// CHECK-NEXT: mhc_pre_split_mixes: ok (74400 values)
// CHECK-NEXT: pto-run: @mhc_pre_split_mixes_fwd ran 48 blocks, no errors
// CHECK-NEXT: mhc_pre_split_mixes: ok (74400 values)
// CHECK-NEXT: pto-run: @mhc_pre_split_mixes_fwd ran 48 blocks, no errors
// CHECK-NEXT: mhc_pre_split_mixes: ok (74400 values)
