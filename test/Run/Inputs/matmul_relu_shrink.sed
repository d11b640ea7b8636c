# docs/examples/matmul_relu.mlir at M = 256, N = 896, K = 256 with the
# source's 256x224x128 blocks on 3 blocks: 4 tiles in 2 waves (block 0
# takes tiles 0 and 3, blocks 1 and 2 leave the second wave by the break),
# 2 K steps. With two waves or more T.Persistent starts the wave loop's
# body with `if tiles <= t: T.loop_break()` (as in gemm_persistent), which
# the one-wave example does not have: it is added here.
s/^!a_gm = .*/!a_gm = memref<256x256xbf16>/
s/^!b_gm = .*/!b_gm = memref<896x256xbf16>/
s/^!c_gm = .*/!c_gm = memref<256x896xf32>/
s/strided<\[2048, 1\]/strided<[256, 1]/g
s/strided<\[7168, 1\]/strided<[896, 1]/g
s/tir.kernel (%bx) in (32)/tir.kernel (%bx) in (3)/
s/%num_blocks = arith.constant 32 : index/%num_blocks = arith.constant 3 : index/
s/%waves = arith.constant 1 : index/%waves = arith.constant 2 : index\n    %tiles = arith.constant 4 : index/
s/%n_tiles = arith.constant 32 : index/%n_tiles = arith.constant 4 : index/
s/%k_steps = arith.constant 16 : index/%k_steps = arith.constant 2 : index/
/%t = arith.addi %first, %bx : index/a\
      %past = arith.cmpi sle, %tiles, %t : index\
      scf.if %past {\
        tir.intrin "tl.loop_break"() : () -> ()\
      }
