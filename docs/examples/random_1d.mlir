// A counter-based pseudo-random int32 generator on the Vector cores, in the
// tir dialect: output[i] = three steps of the LCG state = state * A + C
// (int32, wrapping) from state = seed + i.
//
// Source: tile-ai/tilelang-ascend examples/random_1d/random_1d.py
// @ 95acbd7f, at its defaults: M = 1024, block_size = 128, seed = 42,
// LCG_A = 1103515245, LCG_C = 12345, VEC_NUM = 2, so TOTAL_BLOCK_SIZE = 256,
// M_aligned = 1024 and num_blocks = 4.
//
//   @T.prim_func
//   def main(output: T.Tensor((M_aligned,), "int32")):
//       with T.Kernel(num_blocks, is_npu=True) as (cid, vid):
//           idx_ub = T.alloc_ub((block_size,), "int32")
//           state_ub = T.alloc_ub((block_size,), "int32")
//           temp_ub = T.alloc_ub((block_size,), "int32")
//           a_ub = T.alloc_ub((block_size,), "int32")
//           c_ub = T.alloc_ub((block_size,), "int32")
//           seed_ub = T.alloc_ub((block_size,), "int32")
//           T.tile.fill(a_ub, lcg_a)
//           T.tile.fill(c_ub, lcg_c)
//           T.tile.fill(seed_ub, seed)
//           global_base = cid * TOTAL_BLOCK_SIZE + vid * block_size
//           T.tile.arith_progression(idx_ub, global_base, 1, block_size)
//           T.tile.add(state_ub, idx_ub, seed_ub)
//           for _ in range(3):
//               T.tile.mul(temp_ub, state_ub, a_ub)
//               T.tile.add(state_ub, temp_ub, c_ub)
//           base_offset = cid * TOTAL_BLOCK_SIZE + vid * block_size
//           T.copy(state_ub, output[base_offset : base_offset + block_size])
//
// `for _ in range(3)` inside a prim_func is a TIR serial loop (TVMScript's
// parser binds `range` to T.serial). T.alloc_ub is the "shared" scope; the int32
// index arithmetic of TIR is `index` arithmetic, cast to i32 for the
// progression's first value. The sub-block id `vid` numbers the two Vector
// cores of each cid, each run as a block (grid 4 x 2). The progression with
// a difference of 1 is one pto.tci per tile row.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/random_1d.mlir -o random_1d.pto
// The kernel is launched as random_1d(output) on 8 blocks.

func.func @random_1d(%output: memref<1024xi32> {tir.name = "output"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %lcg_a = arith.constant 1103515245 : i32
    %lcg_c = arith.constant 12345 : i32
    %seed = arith.constant 42 : i32
    %one = arith.constant 1 : i32
    %idx_ub = tir.alloc_buffer "idx_ub" : memref<128xi32, #tir.scope<"shared">>
    %state_ub = tir.alloc_buffer "state_ub" : memref<128xi32, #tir.scope<"shared">>
    %temp_ub = tir.alloc_buffer "temp_ub" : memref<128xi32, #tir.scope<"shared">>
    %a_ub = tir.alloc_buffer "a_ub" : memref<128xi32, #tir.scope<"shared">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<128xi32, #tir.scope<"shared">>
    %seed_ub = tir.alloc_buffer "seed_ub" : memref<128xi32, #tir.scope<"shared">>
    tir.fill %a_ub, %lcg_a : memref<128xi32, #tir.scope<"shared">>
    tir.fill %c_ub, %lcg_c : memref<128xi32, #tir.scope<"shared">>
    tir.fill %seed_ub, %seed : memref<128xi32, #tir.scope<"shared">>
    %cbase = arith.muli %cid, %c256 : index
    %vbase = arith.muli %vid, %c128 : index
    %global_base = arith.addi %cbase, %vbase : index
    %first = arith.index_cast %global_base : index to i32
    tir.tile <arith_progression> scalar(%first, %one : i32, i32)
        outs(%idx_ub : memref<128xi32, #tir.scope<"shared">>)
    tir.tile <add> ins(%idx_ub, %seed_ub : memref<128xi32, #tir.scope<"shared">>, memref<128xi32, #tir.scope<"shared">>)
        outs(%state_ub : memref<128xi32, #tir.scope<"shared">>)
    tir.for serial %step = %c0 to %c3 step %c1 {
      tir.tile <mul> ins(%state_ub, %a_ub : memref<128xi32, #tir.scope<"shared">>, memref<128xi32, #tir.scope<"shared">>)
          outs(%temp_ub : memref<128xi32, #tir.scope<"shared">>)
      tir.tile <add> ins(%temp_ub, %c_ub : memref<128xi32, #tir.scope<"shared">>, memref<128xi32, #tir.scope<"shared">>)
          outs(%state_ub : memref<128xi32, #tir.scope<"shared">>)
    }
    %out = memref.subview %output[%global_base] [128] [1]
        : memref<1024xi32> to memref<128xi32, strided<[1], offset: ?>>
    tir.copy %state_ub, %out
        : memref<128xi32, #tir.scope<"shared">>, memref<128xi32, strided<[1], offset: ?>>
  }
  return
}
