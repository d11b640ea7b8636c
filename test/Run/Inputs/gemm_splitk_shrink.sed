# docs/examples/gemm_splitk.mlir at M = N = K = 256 and split_k = 2
# (test/Run/gemm_splitk.mlir): the argument and region types, the grid
# (n_num * m_num * split_k = 8), m_split_blocks, split_k, splitK and loop_k.
s/memref<1024x1024x/memref<256x256x/g
s/strided<\[1024, 1\]/strided<[256, 1]/g
s/in (256)/in (8)/
s/%m_split_blocks = arith.constant 32/%m_split_blocks = arith.constant 4/
s/%split_k = arith.constant 4/%split_k = arith.constant 2/
s/%splitK = arith.constant 256/%splitK = arith.constant 128/
s/%loop_k = arith.constant 8/%loop_k = arith.constant 4/
