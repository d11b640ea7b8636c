// The numbers of docs/examples/mhc_fn_normw_simd.mlir (the mHC norm-weight
// merge written with T.simd register ops) on both arches and both sync
// modes, exactly against Inputs/reference.py: each register's 64 lanes are
// a 1 x 64 window of a row, at columns 0, 64, 128 and 192 of each block.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_fn_normw_simd.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:24x1024 --arg rand:1024 --arg zeros:24x1024 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mhc_fn_normw_merge_fwd %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/mhc_fn_normw_simd.mlir -o %t.$a.sync.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.sync.pto --arg rand:24x1024 --arg rand:1024 --arg zeros:24x1024 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mhc_fn_normw_merge_fwd %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: pto-run: @mhc_fn_normw_merge_fwd ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (24576 values)
// CHECK-NEXT: pto-run: @mhc_fn_normw_merge_fwd ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (24576 values)
// CHECK-NEXT: pto-run: @mhc_fn_normw_merge_fwd ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (24576 values)
// CHECK-NEXT: pto-run: @mhc_fn_normw_merge_fwd ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (24576 values)
