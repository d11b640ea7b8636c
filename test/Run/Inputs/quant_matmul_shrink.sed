# docs/examples/quant_matmul.mlir at M = 256, N = 512, K = 256 with the
# source's 128x256x64 blocks: m_num = 2, n_num = 2, k_num = 4.
s/^!a_gm = .*/!a_gm = memref<256x256xi8>/
s/^!b_gm = .*/!b_gm = memref<256x512xi8>/
s/^!ws = .*/!ws = memref<256x512xi32>/
s/^!h_gm = .*/!h_gm = memref<256x512xf16>/
s/^!bf_gm = .*/!bf_gm = memref<256x512xbf16>/
s/^!scale_n = .*/!scale_n = memref<512xf32>/
s/^\(!a_region = .*\)strided<\[1024, 1\]/\1strided<[256, 1]/
s/strided<\[1024, 1\]/strided<[512, 1]/g
s/tir.kernel (%cid) in (32)/tir.kernel (%cid) in (4)/
s/%n_num = arith.constant 4 : index/%n_num = arith.constant 2 : index/
s/%k_num = arith.constant 16 : index/%k_num = arith.constant 4 : index/
