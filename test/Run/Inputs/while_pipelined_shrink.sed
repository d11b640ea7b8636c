# docs/examples/while_pipelined.mlir with TILE_ELEMS = 64 instead of 8192
# (test/Run/while_pipelined.mlir): N = 64 * 64 * 2 * 7 * 7 = 401408; the
# blocks, the loops and their trip counts stay.
s/memref<51380224xf32>/memref<401408xf32>/g
s/8192/64/g
