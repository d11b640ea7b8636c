// docs/examples/gemm_with_sqrsum.mlir (the mHC GEMM with row sums of
// squares: T.simd register work on the Vector cores, a transposed f32
// GEMM on the Cube) lowered end to end on both arches: the Vector part
// widens each 1 x 64 window of a row of x_ub_b (pto.subset at the lanes'
// column, pto.tmov, pto.tcvt) and sums its lanes (pto.trowsum); the Cube
// part fills the first 24 of fn_l1's 32 rows, stored transposed, as its
// tile with 24 columns valid around the tload, and stores the first 24
// columns of the accumulator the same way around the tstore. The hand-off
// of x_ub_f is a tile push on a5 and a workspace with cross-core flags on
// a3.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_with_sqrsum.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_with_sqrsum.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @mhc_gemm_with_sqrsum_fwd(
// A3-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 2>}
// A5-SAME: %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 2>}

// CHECK-LABEL: func.func private @mhc_gemm_with_sqrsum_fwd_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK: %[[W:.*]] = pto.subset %[[XB:.*]][%{{.*}}, %{{.*}}] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=bf16, rows=16, cols=128,
// CHECK-NEXT: pto.tmov ins(%[[W]] : {{.*}}) outs(%[[B:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=1, cols=64,
// CHECK-NEXT: pto.tcvt ins(%[[B]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64,
// CHECK: pto.tmul ins(
// CHECK: pto.tadd ins(
// A5: pto.tpush_to_aic(
// A3: pto.sync.set <PIPE_MTE3>, 0
// CHECK: pto.trowsum ins(
// CHECK-NEXT: pto.tgetval

// CHECK-LABEL: func.func private @mhc_gemm_with_sqrsum_fwd_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK: pto.set_validshape %[[FN:.*]], %c128, %c24 : !pto.tile_buf<loc=mat, dtype=f32, rows=128, cols=32, v_row=?, v_col=?, blayout=row_major, slayout=col_major
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<128x24xf32>) outs(%[[FN]] :
// CHECK-NEXT: pto.set_validshape %[[FN]], %c128, %c32
// CHECK: pto.tmatmul ins(
// CHECK: pto.set_validshape %[[ACC:.*]], %{{.*}}, %c24 : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, v_row=?, v_col=?,
// CHECK-NEXT: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x24xf32>)
// CHECK-NEXT: pto.set_validshape %[[ACC]], %c32, %c32
