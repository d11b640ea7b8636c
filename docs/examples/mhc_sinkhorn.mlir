// Upstream TileLang's MHC Sinkhorn forward (examples/ascend/
// example_mhc_sinkhorn.py, `mhc_sinkhorn_fwd`), in the tir dialect: per
// token, the (hidden_size, hidden_size) f32 combination matrix gets a row
// softmax plus eps, then is normalised by its column sums, and repeat - 1
// more times by its row sums and its column sums (each sum + eps).
//
// Shapes: the example's own test configuration, hidden_size = 4,
// token_block_size = 1, repeat = 10, eps = 1e-6; num_tokens is dynamic
// (T.dynamic), one block per token block.
//
// TileLang source:
//
//   num_tokens = T.dynamic("num_tokens")
//   @T.prim_func
//   def main(comb_res_mix: T.Tensor[(num_tokens, hidden_size, hidden_size), T.float32],
//            comb_res_mix_out: T.Tensor[(num_tokens, hidden_size, hidden_size), T.float32]):
//       with T.Kernel(T.ceildiv(num_tokens, token_block_size)) as pid_x:
//           comb_frag = T.alloc_fragment((token_block_size, hidden_size, hidden_size), T.float32)
//           row_sum = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           col_sum = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           T.copy(comb_res_mix[pid_x * token_block_size, 0, 0], comb_frag)
//           row_max = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           T.reduce_max(comb_frag, row_max, dim=2)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               comb_frag[i, j, k] = T.exp(comb_frag[i, j, k] - row_max[i, j])
//           T.reduce_sum(comb_frag, row_sum, dim=2)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               comb_frag[i, j, k] = comb_frag[i, j, k] / row_sum[i, j] + eps
//           T.reduce_sum(comb_frag, col_sum, dim=1)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               comb_frag[i, j, k] = comb_frag[i, j, k] / (col_sum[i, k] + eps)
//           for _ in T.serial(repeat - 1):
//               T.reduce_sum(comb_frag, row_sum, dim=2)
//               for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                   comb_frag[i, j, k] = comb_frag[i, j, k] / (row_sum[i, j] + eps)
//               T.reduce_sum(comb_frag, col_sum, dim=1)
//               for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                   comb_frag[i, j, k] = comb_frag[i, j, k] / (col_sum[i, k] + eps)
//           T.copy(comb_frag, comb_res_mix_out[pid_x * token_block_size, 0, 0])
//
// With one token per block, the (1, 4, 4) fragment is one 4x4 tile (padded
// to 4x32: rows of whole 32-byte blocks), the row sums (reducing dim 2) are
// a 4-element column and the column sums (dim 1) a 4-element row; each
// 3-deep T.Parallel nest runs its token loop once around a 4x4 nest.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_sinkhorn.mlir -o mhc_sinkhorn.pto

func.func @mhc_sinkhorn_fwd(%comb_res_mix: memref<?x4x4xf32> {tir.name = "comb_res_mix"},
                            %comb_res_mix_out: memref<?x4x4xf32> {tir.name = "comb_res_mix_out"}) {
  %c0_ = arith.constant 0 : index
  %cT_ = arith.constant 1 : index
  %num_tokens = memref.dim %comb_res_mix, %c0_ : memref<?x4x4xf32>
  %blocks = arith.ceildivsi %num_tokens, %cT_ : index
  tir.kernel (%pid_x) in (%blocks) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cH = arith.constant 4 : index
    %cT = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %eps = arith.constant 1.0e-6 : f32
    %comb_frag = tir.alloc_buffer "comb_frag" : memref<1x4x4xf32, #tir.scope<"local.fragment">>
    %row_sum = tir.alloc_buffer "row_sum" : memref<1x4xf32, #tir.scope<"local.fragment">>
    %col_sum = tir.alloc_buffer "col_sum" : memref<1x4xf32, #tir.scope<"local.fragment">>
    %row_max = tir.alloc_buffer "row_max" : memref<1x4xf32, #tir.scope<"local.fragment">>
    %tok = arith.muli %pid_x, %cT : index
    %src = memref.subview %comb_res_mix[%tok, 0, 0] [1, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<1x4x4xf32, strided<[16, 4, 1], offset: ?>>
    tir.copy %src, %comb_frag : memref<1x4x4xf32, strided<[16, 4, 1], offset: ?>>, memref<1x4x4xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %comb_frag, %row_max {dim = 2 : i64} : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v1 = memref.load %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
          %v2 = memref.load %row_max[%i, %j] : memref<1x4xf32, #tir.scope<"local.fragment">>
          %v3 = arith.subf %v1, %v2 : f32
          %v4 = math.exp %v3 : f32
          memref.store %v4, %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.reduce <sum> %comb_frag, %row_sum {dim = 2 : i64} : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v5 = memref.load %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
          %v6 = memref.load %row_sum[%i, %j] : memref<1x4xf32, #tir.scope<"local.fragment">>
          %v7 = arith.divf %v5, %v6 : f32
          %v8 = arith.addf %v7, %eps : f32
          memref.store %v8, %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.reduce <sum> %comb_frag, %col_sum {dim = 1 : i64} : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v9 = memref.load %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
          %v10 = memref.load %col_sum[%i, %k] : memref<1x4xf32, #tir.scope<"local.fragment">>
          %v11 = arith.addf %v10, %eps : f32
          %v12 = arith.divf %v9, %v11 : f32
          memref.store %v12, %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.for serial %it = %c0 to %c9 step %c1 {
      tir.reduce <sum> %comb_frag, %row_sum {dim = 2 : i64} : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i = %c0 to %cT step %c1 {
        tir.for parallel %j = %c0 to %cH step %c1 {
          tir.for parallel %k = %c0 to %cH step %c1 {
            %v13 = memref.load %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
            %v14 = memref.load %row_sum[%i, %j] : memref<1x4xf32, #tir.scope<"local.fragment">>
            %v15 = arith.addf %v14, %eps : f32
            %v16 = arith.divf %v13, %v15 : f32
            memref.store %v16, %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
          }
        }
      }
      tir.reduce <sum> %comb_frag, %col_sum {dim = 1 : i64} : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i = %c0 to %cT step %c1 {
        tir.for parallel %j = %c0 to %cH step %c1 {
          tir.for parallel %k = %c0 to %cH step %c1 {
            %v17 = memref.load %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
            %v18 = memref.load %col_sum[%i, %k] : memref<1x4xf32, #tir.scope<"local.fragment">>
            %v19 = arith.addf %v18, %eps : f32
            %v20 = arith.divf %v17, %v19 : f32
            memref.store %v20, %comb_frag[%i, %j, %k] : memref<1x4x4xf32, #tir.scope<"local.fragment">>
          }
        }
      }
    }
    %dst = memref.subview %comb_res_mix_out[%tok, 0, 0] [1, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<1x4x4xf32, strided<[16, 4, 1], offset: ?>>
    tir.copy %comb_frag, %dst : memref<1x4x4xf32, #tir.scope<"local.fragment">>, memref<1x4x4xf32, strided<[16, 4, 1], offset: ?>>
  }
  return
}
