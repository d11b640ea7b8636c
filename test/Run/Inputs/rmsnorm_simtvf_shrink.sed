# docs/examples/rmsnorm_simtvf.mlir at batch = 128 (test/Run/rmsnorm_simtvf.mlir):
# the tensors of batch x d, RSTD of batch, and n_tokens_per_core =
# batch / 64 = 2 (the loop bound; d = 4096 and the 64 cores kept).
s/memref<16777216xf32>/memref<524288xf32>/g
/RSTD/s/memref<4096xf32>/memref<128xf32>/g
s/%c64 = arith.constant 64 : index/%c64 = arith.constant 64 : index\n  %tokens = arith.constant 2 : index/
s/tir.for pipelined %t = %c0 to %c64 step/tir.for pipelined %t = %c0 to %tokens step/
