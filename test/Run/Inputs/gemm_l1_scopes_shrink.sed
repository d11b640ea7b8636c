# docs/examples/gemm_l1_scopes.mlir at M = 256, N = 512, K = 128 on 4 blocks
# (test/Run/gemm_l1_scopes.mlir): the argument and region types (A's
# regions are the 128x64 ones, B's 64x256, C's 128x256), the grid, n_num
# and loop_k.
s/%A: memref<1024x1024xf16>/%A: memref<256x128xf16>/
s/%B: memref<1024x1024xf16>/%B: memref<128x512xf16>/
s/%C: memref<1024x1024xf16>/%C: memref<256x512xf16>/
s/memref<1024x1024xf16> to memref<128x64xf16/memref<256x128xf16> to memref<128x64xf16/
s/memref<1024x1024xf16> to memref<64x256xf16/memref<128x512xf16> to memref<64x256xf16/
s/memref<1024x1024xf16> to memref<128x256xf16/memref<256x512xf16> to memref<128x256xf16/
s/memref<128x64xf16, strided<\[1024, 1\]/memref<128x64xf16, strided<[128, 1]/g
s/memref<64x256xf16, strided<\[1024, 1\]/memref<64x256xf16, strided<[512, 1]/g
s/memref<128x256xf16, strided<\[1024, 1\]/memref<128x256xf16, strided<[512, 1]/g
s/in (32)/in (4)/
s/%n_num = arith.constant 4/%n_num = arith.constant 2/
s/%loop_k = arith.constant 16/%loop_k = arith.constant 2/
