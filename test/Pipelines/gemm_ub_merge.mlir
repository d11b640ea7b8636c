// docs/examples/gemm_ub_merge.mlir (upstream TileLang's expert-mode "UB
// merge" GEMM) lowered end to end: a Cube part and a Vector part that the
// entry calls, with two workspaces (one per T.dual_copy, 128 x 128 f32)
// after C and, on a3, the FFTS base address last. The kernel's own flags
// stay where it wrote them: the Cube waits for flag 4 of both Vector
// sub-blocks (on a5, 4 and 20) before each hand-off and sets 6, then 8,
// after it; each Vector core sets 4 and waits for 6 (then 8), and only
// then, right after that wait, waits for the hand-off's flag (0, then 1,
// which the kernel does not use) and loads its 64 rows of the workspace,
// which it stores into C. The flags within the Cube are kept.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_ub_merge.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_ub_merge.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @gemm_ub_merge(
// CHECK-SAME: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>
// A3-SAME: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 1>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 1>}
// CHECK-NEXT: call @gemm_ub_merge_aic(
// CHECK-NEXT: call @gemm_ub_merge_aiv(

// CHECK-LABEL: func.func private @gemm_ub_merge_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// A3: pto.set_ffts
// CHECK: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=128,
// CHECK: %[[B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=128,
// CHECK-NOT: pto.tload
// CHECK: pto.sync.set <PIPE_MTE3>, 4
// CHECK-NEXT: pto.sync.wait <PIPE_MTE3>, 6
// CHECK-NOT: pto.sync
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x128xf32>) outs(%[[A]]
// CHECK-NOT: pto.sync
// CHECK: pto.tstore ins(%[[A]]
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 4
// CHECK-NEXT: pto.sync.wait <PIPE_MTE3>, 8
// CHECK-NOT: pto.sync
// CHECK: pto.sync.wait <PIPE_MTE2>, 1
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x128xf32>) outs(%[[B]]
// CHECK-NOT: pto.sync
// CHECK: pto.tstore ins(%[[B]]
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @gemm_ub_merge_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// A3: pto.set_ffts
// CHECK: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
// CHECK: pto.tmatmul ins(
// CHECK: pto.tmatmul.acc ins(
// CHECK: pto.wait_flag[<PIPE_M>, <PIPE_FIX>, <EVENT_ID0>]
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 4
// A5-NEXT: pto.sync.wait <PIPE_FIX>, 20
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x128xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 6
// CHECK: scf.for
// CHECK: pto.sync.wait <PIPE_FIX>, 4
// A5-NEXT: pto.sync.wait <PIPE_FIX>, 20
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x128xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 8
// CHECK: return
