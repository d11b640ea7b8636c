// The numbers of docs/examples/mhc_norm_fn.mlir (upstream TileLang's MHC
// norm-fn kernels) on both arches, against an independent reference
// (Inputs/reference.py): the norm-weight merge forward (24 x 7168 on its
// 672 blocks) and backward (128 x 512 on 2 blocks) exactly, the pre-norm
// normalization at 5 tokens (sqrsum_splitted counting up from 0, as the
// source's are non-negative), its rsqrt to 5e-7.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_norm_fn.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --entry mhc_fn_normw_merge_fwd --assume-ptoas-sync --arg rand:24x7168 --arg rand:7168 --arg zeros:24x7168 --outputs 2 --out-dir %t.$a.f && \
// RUN:   %python %S/Inputs/reference.py mhc_fn_normw_merge_fwd %t.$a.f; rm -rf %t.$a.f; \
// RUN:   pto-run %t.$a.pto --entry mhc_fn_normw_merge_bwd --assume-ptoas-sync --arg rand:128x512 --arg rand:512 --arg rand:128x512 --arg zeros:128x512 --arg zeros:512 --outputs 3,4 --out-dir %t.$a.b && \
// RUN:   %python %S/Inputs/reference.py mhc_fn_normw_merge_bwd %t.$a.b; rm -rf %t.$a.b; \
// RUN:   pto-run %t.$a.pto --entry mhc_pre_norm_fn_fwd_norm --assume-ptoas-sync --blocks 5 --arg rand:4x5x8x4 --arg 5 --arg iota:4x5x8 --arg 5 --arg zeros:5x8x4 --arg 5 --arg zeros:5x8 --arg 5 --arg zeros:5x4 --arg 5 --outputs 4,6,8 --out-dir %t.$a.n && \
// RUN:   %python %S/Inputs/reference.py mhc_pre_norm_fn_fwd_norm %t.$a.n; rm -rf %t.$a.n; \
// RUN: done | FileCheck %s
// CHECK: ran 672 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (172032 values)
// CHECK-NEXT: ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_bwd: ok (66048 values)
// CHECK-NEXT: ran 5 blocks, no errors
// CHECK-NEXT: mhc_pre_norm_fn_fwd_norm: ok (220 values)
// CHECK-NEXT: ran 672 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_fwd: ok (172032 values)
// CHECK-NEXT: ran 2 blocks, no errors
// CHECK-NEXT: mhc_fn_normw_merge_bwd: ok (66048 values)
// CHECK-NEXT: ran 5 blocks, no errors
// CHECK-NEXT: mhc_pre_norm_fn_fwd_norm: ok (220 values)
