# docs/examples/simtvf_vecadd.mlir at N = 2^20 (test/Run/simtvf_vecadd.mlir):
# the tensors and TOTAL_TILES = N / (TILE_ELEMS * NUM_BLOCKS) = 2.
s/memref<1073741824xf32>/memref<1048576xf32>/g
s/%total_tiles = arith.constant 2048/%total_tiles = arith.constant 2/
