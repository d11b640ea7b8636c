// docs/examples/gemm_l1_scopes.mlir (tilelang-ascend's GEMM with L1 / L0C
// scopes, T.Scope("C"), T.gemm_v0 and T.barrier_all) lowered end to end:
// the buffers stay in the memories the kernel names, the scope is inlined
// into a Cube kernel, and each T.barrier_all is a full barrier around the
// moves and the gemm.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_l1_scopes.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_l1_scopes.mlir | FileCheck %s

// CHECK-LABEL: func.func @gemm_l1_scopes(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=64, cols=256,
// CHECK: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=64,
// CHECK: %[[AL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=64, v_row=128, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[BL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=256, v_row=64, v_col=256, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=256,
// CHECK: scf.for
// CHECK: pto.tload {{.*}} outs(%[[AL1]]
// CHECK: pto.tload {{.*}} outs(%[[BL1]]
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK: pto.tmov ins(%[[AL1]] {{.*}} outs(%[[LEFT]]
// CHECK-NEXT: pto.tmov ins(%[[BL1]] {{.*}} outs(%[[RIGHT]]
// CHECK: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]]
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK: pto.barrier <PIPE_ALL>
// CHECK: }
// CHECK: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<128x256xf16>)
