// tilelang-ascend's split-K GEMM: each block multiplies one K slice of a
// 128x128 output tile and adds its partial sum into C with
// T.tile.atomic_add, in the tir dialect.
//
// Source: tile-ai/tilelang-ascend
// examples/gemm_splitk/example_tilelang_gemm_splitk.py @ ee8be48d,
// `gemm_splitk(M, N, K, 128, 128, 32, split_k)` at its second test shape,
// M = N = K = 1024 and split_k = 4 (f16 inputs, f32 accumulator and
// output): n_num = m_num = 8, splitK = 256, m_split_blocks = 32, a grid of
// 256 blocks, loop_k = 8. C must hold zeros before the launch (the source's
// test passes torch.zeros): every block adds into it.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype),
//            C: T.Tensor((M, N), accum_dtype)):
//       with T.Kernel(n_num * m_split_blocks, is_npu=True) as (cid, _):
//           bx = cid // m_split_blocks
//           rem = cid % m_split_blocks
//           by = rem // split_k
//           bz = rem % split_k
//           A_L1 = T.alloc_shared((block_M, block_K), dtype)
//           B_L1 = T.alloc_shared((block_K, block_N), dtype)
//           C_L0 = T.alloc_fragment((block_M, block_N), accum_dtype)
//           k_start = bz * splitK
//           loop_k = T.ceildiv(splitK, block_K)
//           for k in T.serial(loop_k):
//               T.copy(A[by * block_M, k_start + k * block_K], A_L1)
//               T.copy(B[k_start + k * block_K, bx * block_N], B_L1)
//               T.gemm_v0(A_L1, B_L1, C_L0, init=(k == 0))
//           T.tile.atomic_add(C[by * block_M, bx * block_N], C_L0)
//
// The kernel's sub-block id (`_`) is unused; tir.kernel keeps the
// launch's sub-block axis (`sub_block (%vid) in 2`), as the printed TIR
// has it.
// T.alloc_shared is scope "shared.dyn", T.alloc_fragment "local.fragment"
// (placed in l1 and l0c by their gemm uses); T.gemm_v0's `init` is
// tir.gemm's clear_accum; T.tile.atomic_add(dst, src) is
// `tir.copy src, dst {atomic_add}` (a fixpipe store with atomic add).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm_splitk.mlir -o gemm_splitk.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm_splitk.pto -o gemm_splitk.cpp

func.func @gemm_splitk(%A: memref<1024x1024xf16> {tir.name = "A"},
                       %B: memref<1024x1024xf16> {tir.name = "B"},
                       %C: memref<1024x1024xf32> {tir.name = "C"}) {
  tir.kernel (%cid) in (256) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    // m_split_blocks, split_k, splitK and loop_k = ceildiv(splitK, block_K).
    %m_split_blocks = arith.constant 32 : index
    %split_k = arith.constant 4 : index
    %splitK = arith.constant 256 : index
    %loop_k = arith.constant 8 : index
    %bx = arith.floordivsi %cid, %m_split_blocks : index
    %rem = tir.intrin "floormod"(%cid, %m_split_blocks) : (index, index) -> index
    %by = arith.floordivsi %rem, %split_k : index
    %bz = tir.intrin "floormod"(%rem, %split_k) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : memref<128x32xf16, #tir.scope<"shared.dyn">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<32x128xf16, #tir.scope<"shared.dyn">>
    %C_L0 = tir.alloc_buffer "C_L0" : memref<128x128xf32, #tir.scope<"local.fragment">>
    %k_start = arith.muli %bz, %splitK : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tir.for serial %k = %c0 to %loop_k step %c1 {
      %kk = arith.muli %k, %c32 : index
      %kt = arith.addi %k_start, %kk : index
      %a = memref.subview %A[%row, %kt] [128, 32] [1, 1]
          : memref<1024x1024xf16> to memref<128x32xf16, strided<[1024, 1], offset: ?>>
      tir.copy %a, %A_L1
          : memref<128x32xf16, strided<[1024, 1], offset: ?>>, memref<128x32xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%kt, %col] [32, 128] [1, 1]
          : memref<1024x1024xf16> to memref<32x128xf16, strided<[1024, 1], offset: ?>>
      tir.copy %b, %B_L1
          : memref<32x128xf16, strided<[1024, 1], offset: ?>>, memref<32x128xf16, #tir.scope<"shared.dyn">>
      %init = arith.cmpi eq, %k, %c0 : index
      tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%init)
          : memref<128x32xf16, #tir.scope<"shared.dyn">>, memref<32x128xf16, #tir.scope<"shared.dyn">>,
            memref<128x128xf32, #tir.scope<"local.fragment">>
    }
    %c = memref.subview %C[%row, %col] [128, 128] [1, 1]
        : memref<1024x1024xf32> to memref<128x128xf32, strided<[1024, 1], offset: ?>>
    tir.copy %C_L0, %c {atomic_add}
        : memref<128x128xf32, #tir.scope<"local.fragment">>, memref<128x128xf32, strided<[1024, 1], offset: ?>>
  }
  return
}
