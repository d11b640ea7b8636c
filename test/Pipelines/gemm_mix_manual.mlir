// docs/examples/gemm_mix_manual.mlir (upstream's manual Cube + Vector GEMM)
// lowered on a5: a Cube part and a Vector part, the hand-off's workspace
// after C. The Cube part keeps the kernel's flags (their event id the
// stage f: set_flag_dyn / wait_flag_dyn), loads each K tile into the l1
// matrix of its stage (tir-split-buffer-stages: one scf.if on f, one gemm
// per stage), and, per output tile, waits for flag 4 of both Vector
// sub-blocks, writes the tile into its workspace rows and sets 6. Each
// Vector core runs its own loop of the 32 tiles: it waits for 6, then for
// the hand-off's flag and loads its 128 rows, and stores them into C.
// On a3 the 256 KiB accumulator does not fit L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_mix_manual.mlir 2>/dev/null | FileCheck %s
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_mix_manual.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @gemm_mix_manual(
// CHECK-SAME: %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @gemm_mix_manual_aic(
// CHECK-NEXT: call @gemm_mix_manual_aiv(

// CHECK-LABEL: func.func private @gemm_mix_manual_aiv(
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=256,
// CHECK: pto.sync.set <PIPE_MTE3>, 4
// CHECK: scf.for
// CHECK: pto.sync.wait <PIPE_MTE3>, 6
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<128x256xf32>) outs(%[[T]]
// CHECK: pto.tstore ins(%[[T]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<128x256xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 4

// CHECK-LABEL: func.func private @gemm_mix_manual_aic(
// The l1 tiles are allocated past the loop that sets the flags first
// (pto-sink-alloc-tiles).
// CHECK: pto.set_flag_dyn[<PIPE_MTE1>, <PIPE_MTE2>,
// CHECK: }
// CHECK-COUNT-2: pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major
// CHECK-COUNT-2: pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=row_major
// CHECK: scf.for
// CHECK: scf.for
// CHECK: pto.wait_flag_dyn[<PIPE_MTE1>, <PIPE_MTE2>,
// CHECK: scf.if
// CHECK-NEXT: pto.tload
// CHECK-NEXT: } else {
// CHECK-NEXT: pto.tload
// CHECK: pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_MTE1>,
// CHECK: pto.tmatmul ins(
// CHECK: pto.set_flag_dyn[<PIPE_MTE1>, <PIPE_MTE2>,
// CHECK: pto.sync.wait <PIPE_FIX>, 4
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 20
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=256, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<256x256xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 6

// A3: error: needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
