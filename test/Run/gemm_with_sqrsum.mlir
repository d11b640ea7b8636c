// The numbers of docs/examples/gemm_with_sqrsum.mlir (the mHC GEMM with
// the row sums of squares of its bf16 input: two Vector cores widening and
// summing with T.simd register ops, the Cube multiplying) on both arches
// and both sync modes, against Inputs/reference.py: 40 tokens, the second
// block's 24 rows past x's end (its loads and stores clipped). On a3 the
// hand-off workspace (2 blocks x 32 rows x 128 f32) and the FFTS base
// address come last.
// RUN: for a in a3 a5; do \
// RUN:   ws=""; if [ $a = a3 ]; then ws="--arg zeros:2x32x128 --arg zeros:256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/gemm_with_sqrsum.mlir -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:40x512 --arg rand:24x512 --arg zeros:1x40x24 --arg zeros:1x40x1 $ws --outputs 2,3 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_with_sqrsum %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/gemm_with_sqrsum.mlir -o %t.$a.sync.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.sync.pto --arg rand:40x512 --arg rand:24x512 --arg zeros:1x40x24 --arg zeros:1x40x1 $ws --outputs 2,3 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_with_sqrsum %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: pto-run: @mhc_gemm_with_sqrsum_fwd ran 2 blocks, no errors
// CHECK-NEXT: gemm_with_sqrsum: ok (1000 values)
// CHECK-NEXT: pto-run: @mhc_gemm_with_sqrsum_fwd ran 2 blocks, no errors
// CHECK-NEXT: gemm_with_sqrsum: ok (1000 values)
// CHECK-NEXT: pto-run: @mhc_gemm_with_sqrsum_fwd ran 2 blocks, no errors
// CHECK-NEXT: gemm_with_sqrsum: ok (1000 values)
// CHECK-NEXT: pto-run: @mhc_gemm_with_sqrsum_fwd ran 2 blocks, no errors
// CHECK-NEXT: gemm_with_sqrsum: ok (1000 values)
