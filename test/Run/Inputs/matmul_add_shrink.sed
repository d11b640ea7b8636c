# docs/examples/matmul_add.mlir at M = N = K = 256 with the source's
# 128x256x64 blocks: m_num = 2, n_num = 1, loop_k = 4.
s/1024x1024xf16/256x256xf16/g
s/strided<\[1024, 1\]/strided<[256, 1]/g
s/tir.kernel (%cid) in (32)/tir.kernel (%cid) in (2)/
s/%n_num = arith.constant 4 : index/%n_num = arith.constant 1 : index/
s/%loop_k = arith.constant 16 : index/%loop_k = arith.constant 4 : index/
