# docs/examples/gemm_transpose_l1.mlir at K = 128 (test/Run/gemm_transpose_l1.mlir):
# the types of A, B and their regions, and loop_k.
s/memref<512x1024xf16>/memref<512x128xf16>/g
s/memref<256x1024xf16>/memref<256x128xf16>/g
s/strided<\[1024, 1\]/strided<[128, 1]/g
s/%loop_k = arith.constant 16/%loop_k = arith.constant 2/
