# docs/examples/gemm_mix_manual.mlir (upstream's manual Cube + Vector
# GEMM) at M = 2048, N = K = 512 on 4 blocks (test/Run/gemm_mix_manual.mlir):
# the argument and region types and strides, the grid, and the constants
# NUM_BLOCKS, TILES_PER_CORE (16 output tiles / 4 blocks), K_TILES, N_TILES
# (and N_TILES - 1, the flipped column's base), MAIN_ROW, and
# MAIN_ROW * WINDOW * N_TILES and MAIN_ROW * WINDOW (WINDOW and TAIL_WIN
# stay 4).
s/%X: memref<8192x8192xbf16>/%X: memref<2048x512xbf16>/
s/%W: memref<8192x8192xbf16>/%W: memref<512x512xbf16>/
s/%C: memref<8192x8192xf32>/%C: memref<2048x512xf32>/
s/%X\[\(.*\)memref<8192x8192xbf16>/%X[\1memref<2048x512xbf16>/
s/%W\[\(.*\)memref<8192x8192xbf16>/%W[\1memref<512x512xbf16>/
s/%C\[\(.*\)memref<8192x8192xf32>/%C[\1memref<2048x512xf32>/
s/strided<\[8192, 1\]/strided<[512, 1]/g
s/in (32)/in (4)/
s/%num_blocks = arith.constant 32/%num_blocks = arith.constant 4/
s/%tiles_per_core = arith.constant 32/%tiles_per_core = arith.constant 4/
s/%k_tiles = arith.constant 32/%k_tiles = arith.constant 2/
s/%n_tiles = arith.constant 32/%n_tiles = arith.constant 2/
s/%main_row = arith.constant 7/%main_row = arith.constant 1/
s/%main_tiles = arith.constant 896/%main_tiles = arith.constant 8/
s/%main_rows = arith.constant 28/%main_rows = arith.constant 4/
s/%last_n = arith.constant 31 : i32/%last_n = arith.constant 1 : i32/
