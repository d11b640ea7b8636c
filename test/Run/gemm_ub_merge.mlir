// The numbers of docs/examples/gemm_ub_merge.mlir (upstream TileLang's
// expert-mode "UB merge" GEMM) at its own shapes (256 x 256 A, 128 x 256
// B, f16; one block), on both arches and both sync modes, against an
// independent reference (Inputs/reference.py: C = A B^T in f32): the
// Cube's two tiles reach the Vector cores through the workspaces
// (arguments 3 and 4), each Vector core storing its 64 rows of each after
// the kernel's own flags; no race, no deadlock, and (sync=tirpto)
// pto-verify-sync follows the kernel's flags within the Cube, the one the
// first K step waits for alone included.
// RUN: for a in a3 a5; do for s in ptoas tirpto; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   assume=""; if [ $s = ptoas ]; then assume="--assume-ptoas-sync"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=$s" %examples/gemm_ub_merge.mlir -o %t.$a.$s.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.$s.pto $assume --arg rand:256x256 --arg rand:128x256 --arg zeros:256x128 --arg zeros:128x128 --arg zeros:128x128 $ffts --out-dir %t.$a.$s && \
// RUN:   %python %S/Inputs/reference.py gemm_ub_merge %t.$a.$s; rm -rf %t.$a.$s; \
// RUN: done; done | FileCheck %s
// CHECK: @gemm_ub_merge ran 1 block, no errors
// CHECK-NEXT: gemm_ub_merge: ok (1058 values)
// CHECK-NEXT: @gemm_ub_merge ran 1 block, no errors
// CHECK-NEXT: gemm_ub_merge: ok (1058 values)
// CHECK-NEXT: @gemm_ub_merge ran 1 block, no errors
// CHECK-NEXT: gemm_ub_merge: ok (1058 values)
// CHECK-NEXT: @gemm_ub_merge ran 1 block, no errors
// CHECK-NEXT: gemm_ub_merge: ok (1058 values)
