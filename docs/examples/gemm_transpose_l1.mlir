// tilelang-ascend's GEMM with B^T, L0A/L0B buffers of its own, a transposing
// L1 -> L0B copy and T.mma, in the tir dialect: C = A B^T.
//
// Source: tile-ai/tilelang-ascend examples/gemm/example_gemm_transpose_l1.py
// @ 95acbd7f, `matmul(M, N, K, 256, 128, 64)` at its default M = 512,
// N = 256, K = 1024 (f16 inputs, f32 accumulator, f16 output): m_num = 2,
// n_num = 2.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, K), dtype), B: T.Tensor((N, K), dtype),
//            C: T.Tensor((M, N), dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, _):
//           bx = cid // n_num
//           by = cid % n_num
//           A_L1 = T.alloc_L1((block_M, K_L1), dtype)
//           B_L1 = T.alloc_L1((block_N, K_L1), dtype)
//           A_L0 = T.alloc_L0A((block_M, K_L1), dtype)
//           B_L0 = T.alloc_L0B((K_L1, block_N), dtype)
//           C_L0 = T.alloc_L0C((block_M, block_N), accum_dtype)
//           with T.Scope("C"):
//               loop_k = T.ceildiv(K, K_L1)
//               for k in T.serial(loop_k):
//                   T.copy(A[bx * block_M : (bx + 1) * block_M, k * K_L1 : (k + 1) * K_L1], A_L1)
//                   T.copy(B[by * block_N : (by + 1) * block_N, k * K_L1 : (k + 1) * K_L1], B_L1)
//                   T.barrier_all()
//                   T.copy(A_L1, A_L0)
//                   T.copy(B_L1, B_L0, transpose=True)
//                   T.barrier_all()
//                   T.mma(A_L0, B_L0, C_L0, init=(k == 0))
//                   T.barrier_all()
//               T.copy(C_L0, C[bx * block_M : (bx + 1) * block_M, by * block_N : (by + 1) * block_N])
//
// (The source's commented-out `T.gemm_v0(..., transpose_B=True)` line is
// left out.) The kernel's sub-block id (`_`) is unused; tir.kernel keeps
// the launch's sub-block axis, as the printed TIR has it. T.alloc_L0A/L0B/L0C
// are scopes "wmma.matrix_a", "wmma.matrix_b", "wmma.accumulator";
// T.mma(A_L0, B_L0, C_L0, init) is tir.gemm on L0A/L0B operands. PTO has
// no transposing L1 -> L0 move: B_L1, whose only reader is the transposing
// copy, is stored transposed in L1 (filled DN -> ZN from GM), and the copy
// into L0B keeps its layout.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm_transpose_l1.mlir -o gemm_transpose_l1.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm_transpose_l1.pto -o gemm_transpose_l1.cpp

func.func @gemm_transpose_l1(%A: memref<512x1024xf16> {tir.name = "A"},
                             %B: memref<256x1024xf16> {tir.name = "B"},
                             %C: memref<512x256xf16> {tir.name = "C"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // n_num, and loop_k = ceildiv(K, K_L1).
    %n_num = arith.constant 2 : index
    %loop_k = arith.constant 16 : index
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : memref<256x64xf16, #tir.scope<"shared.l1">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<128x64xf16, #tir.scope<"shared.l1">>
    %A_L0 = tir.alloc_buffer "A_L0" : memref<256x64xf16, #tir.scope<"wmma.matrix_a">>
    %B_L0 = tir.alloc_buffer "B_L0" : memref<64x128xf16, #tir.scope<"wmma.matrix_b">>
    %C_L0 = tir.alloc_buffer "C_L0" : memref<256x128xf32, #tir.scope<"wmma.accumulator">>
    tir.section <cube> {
      %row = arith.muli %bx, %c256 : index
      %col = arith.muli %by, %c128 : index
      tir.for serial %k = %c0 to %loop_k step %c1 {
        %kk = arith.muli %k, %c64 : index
        %a = memref.subview %A[%row, %kk] [256, 64] [1, 1]
            : memref<512x1024xf16> to memref<256x64xf16, strided<[1024, 1], offset: ?>>
        tir.copy %a, %A_L1
            : memref<256x64xf16, strided<[1024, 1], offset: ?>>, memref<256x64xf16, #tir.scope<"shared.l1">>
        %b = memref.subview %B[%col, %kk] [128, 64] [1, 1]
            : memref<256x1024xf16> to memref<128x64xf16, strided<[1024, 1], offset: ?>>
        tir.copy %b, %B_L1
            : memref<128x64xf16, strided<[1024, 1], offset: ?>>, memref<128x64xf16, #tir.scope<"shared.l1">>
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.copy %A_L1, %A_L0
            : memref<256x64xf16, #tir.scope<"shared.l1">>, memref<256x64xf16, #tir.scope<"wmma.matrix_a">>
        tir.copy %B_L1, %B_L0 {transpose}
            : memref<128x64xf16, #tir.scope<"shared.l1">>, memref<64x128xf16, #tir.scope<"wmma.matrix_b">>
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %init = arith.cmpi eq, %k, %c0 : index
        tir.gemm %A_L0, %B_L0, %C_L0 clear_accum(%init)
            : memref<256x64xf16, #tir.scope<"wmma.matrix_a">>, memref<64x128xf16, #tir.scope<"wmma.matrix_b">>,
              memref<256x128xf32, #tir.scope<"wmma.accumulator">>
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      }
      %c = memref.subview %C[%row, %col] [256, 128] [1, 1]
          : memref<512x256xf16> to memref<256x128xf16, strided<[256, 1], offset: ?>>
      tir.copy %C_L0, %c
          : memref<256x128xf32, #tir.scope<"wmma.accumulator">>, memref<256x128xf16, strided<[256, 1], offset: ?>>
    }
  }
  return
}
