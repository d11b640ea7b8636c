// docs/examples/gemm_transpose_l1.mlir (tilelang-ascend's GEMM with a
// transposing L1 -> L0B copy and T.mma) lowered end to end: B_L1, read only
// by the transposing copy, is stored transposed (a 64x128 ZN mat tile
// filled through a DN view of B), and the copy into the kernel's own L0B
// buffer is a plain tmov; A goes ND -> NZ -> left as usual.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_transpose_l1.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_transpose_l1.mlir | FileCheck %s

// CHECK-LABEL: func.func @gemm_transpose_l1(
// CHECK: %[[AL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=256, cols=64, v_row=256, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[BL1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=128, v_row=64, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[AL0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=256, cols=64,
// CHECK: %[[BL0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=64, cols=128, v_row=64, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=128,
// CHECK: %[[BV:.*]] = pto.make_tensor_view %arg1, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<dn>}
// CHECK: scf.for
// CHECK: pto.tload {{.*}} outs(%[[AL1]]
// CHECK: pto.partition_view %[[BV]], {{.*}} -> !pto.partition_tensor_view<64x128xf16>
// CHECK: pto.tload {{.*}} outs(%[[BL1]]
// CHECK: pto.barrier <PIPE_ALL>
// CHECK: pto.tmov ins(%[[AL1]] {{.*}} outs(%[[AL0]]
// CHECK-NEXT: pto.tmov ins(%[[BL1]] {{.*}} outs(%[[BL0]]
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK: pto.tmatmul ins(%[[AL0]], %[[BL0]]
// CHECK: pto.tstore ins(%[[ACC]]
