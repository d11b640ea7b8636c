# docs/examples/gemm_persistent.mlir, gemm_mixedkernel.mlir and
# gemm_persistent_mixed.mlir (upstream's swizzled persistent GEMMs) at
# M = 2048, N = K = 512 on 3 blocks (their tests in test/Run): the argument
# and region types (C bf16 or f32), the strides, the grid and the constants
# NUM_BLOCKS, OUT_TILES, the waves, K_TILES, N_TILES (and N_TILES - 1, the
# flipped column's base) and MAIN_ROW (WINDOW and TAIL_WIN stay 4).
s/%X: memref<8192x8192xbf16>/%X: memref<2048x512xbf16>/
s/%W: memref<8192x8192xbf16>/%W: memref<512x512xbf16>/
s/%C: memref<8192x8192x\([a-z0-9]*\)>/%C: memref<2048x512x\1>/
/%X\[/{n;s/8192x8192/2048x512/;}
/%W\[/{n;s/8192x8192/512x512/;}
/%C\[/{n;s/8192x8192/2048x512/;}
s/strided<\[8192, 1\]/strided<[512, 1]/g
s/in (32)/in (3)/
s/%num_blocks = arith.constant 32/%num_blocks = arith.constant 3/
s/%out_tiles = arith.constant 1024/%out_tiles = arith.constant 16/
s/%waves = arith.constant 32/%waves = arith.constant 6/
s/%k_tiles = arith.constant 32/%k_tiles = arith.constant 2/
s/%n_tiles = arith.constant 32/%n_tiles = arith.constant 2/
s/%main_row = arith.constant 7/%main_row = arith.constant 1/
s/%last_n = arith.constant 31 : i32/%last_n = arith.constant 1 : i32/
