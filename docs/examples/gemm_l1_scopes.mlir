// tilelang-ascend's GEMM written with L1 / L0C scopes, T.Scope("C"),
// T.gemm_v0 and T.barrier_all, in the tir dialect.
//
// Source: tile-ai/tilelang-ascend examples/gemm/example_gemm.py @ 95acbd7f,
// `matmul(M, N, K, 128, 256, 64)` at its default M = N = K = 1024 (f16
// inputs, f32 accumulator, f16 output): m_num = 8, n_num = 4.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype),
//            C: T.Tensor((M, N), dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, _):
//           bx = cid // n_num
//           by = cid % n_num
//           A_L1 = T.alloc_L1((block_M, K_L1), dtype)
//           B_L1 = T.alloc_L1((K_L1, block_N), dtype)
//           C_L0 = T.alloc_L0C((block_M, block_N), accum_dtype)
//           with T.Scope("C"):
//               loop_k = T.ceildiv(K, K_L1)
//               for k in T.serial(loop_k):
//                   T.copy(A[bx * block_M, k * K_L1], A_L1)
//                   T.copy(B[k * K_L1, by * block_N], B_L1)
//                   T.barrier_all()
//                   T.gemm_v0(A_L1, B_L1, C_L0, init=(k == 0))
//                   T.barrier_all()
//               T.copy(C_L0, C[bx * block_M, by * block_N])
//
// The kernel's sub-block id (`_`) is unused; tir.kernel keeps the
// launch's sub-block axis (`sub_block (%vid) in 2`), as the printed TIR
// has it.
// T.alloc_L1 is scope "shared.l1", T.alloc_L0C "wmma.accumulator";
// T.gemm_v0's `init` is tir.gemm's clear_accum; T.barrier_all() is
// tl.ascend_pipe_barrier("ALL").
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm_l1_scopes.mlir -o gemm_l1_scopes.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm_l1_scopes.pto -o gemm_l1_scopes.cpp

func.func @gemm_l1_scopes(%A: memref<1024x1024xf16> {tir.name = "A"},
                          %B: memref<1024x1024xf16> {tir.name = "B"},
                          %C: memref<1024x1024xf16> {tir.name = "C"}) {
  tir.kernel (%cid) in (32) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // n_num, and loop_k = ceildiv(K, K_L1).
    %n_num = arith.constant 4 : index
    %loop_k = arith.constant 16 : index
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : memref<128x64xf16, #tir.scope<"shared.l1">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<64x256xf16, #tir.scope<"shared.l1">>
    %C_L0 = tir.alloc_buffer "C_L0" : memref<128x256xf32, #tir.scope<"wmma.accumulator">>
    tir.section <cube> {
      %row = arith.muli %bx, %c128 : index
      %col = arith.muli %by, %c256 : index
      tir.for serial %k = %c0 to %loop_k step %c1 {
        %kk = arith.muli %k, %c64 : index
        %a = memref.subview %A[%row, %kk] [128, 64] [1, 1]
            : memref<1024x1024xf16> to memref<128x64xf16, strided<[1024, 1], offset: ?>>
        tir.copy %a, %A_L1
            : memref<128x64xf16, strided<[1024, 1], offset: ?>>, memref<128x64xf16, #tir.scope<"shared.l1">>
        %b = memref.subview %B[%kk, %col] [64, 256] [1, 1]
            : memref<1024x1024xf16> to memref<64x256xf16, strided<[1024, 1], offset: ?>>
        tir.copy %b, %B_L1
            : memref<64x256xf16, strided<[1024, 1], offset: ?>>, memref<64x256xf16, #tir.scope<"shared.l1">>
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %init = arith.cmpi eq, %k, %c0 : index
        tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%init)
            : memref<128x64xf16, #tir.scope<"shared.l1">>, memref<64x256xf16, #tir.scope<"shared.l1">>,
              memref<128x256xf32, #tir.scope<"wmma.accumulator">>
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      }
      %c = memref.subview %C[%row, %col] [128, 256] [1, 1]
          : memref<1024x1024xf16> to memref<128x256xf16, strided<[1024, 1], offset: ?>>
      tir.copy %C_L0, %c
          : memref<128x256xf32, #tir.scope<"wmma.accumulator">>, memref<128x256xf16, strided<[1024, 1], offset: ?>>
    }
  }
  return
}
