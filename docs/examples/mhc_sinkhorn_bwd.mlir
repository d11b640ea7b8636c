// Upstream TileLang's MHC Sinkhorn backward (examples/ascend/
// example_mhc_sinkhorn.py, `mhc_sinkhorn_bwd`), in the tir dialect: the
// forward pass of docs/examples/mhc_sinkhorn.mlir is run again on a block
// of tokens, keeping each step's input (xs) and sums (sums) in shared
// buffers, then the gradient is propagated back through the steps in
// reverse: per column (col_sum) or per row (row_sum) normalisation, and
// last the row softmax.
//
// Shapes: the example's own test configuration, hidden_size = 4,
// token_block_size = 32, repeat = 2, eps = 1e-6; num_tokens is dynamic
// (T.dynamic), one block per 32 tokens, the last block clipped at the
// tensor's edge.
//
// TileLang source:
//
//   num_tokens = T.dynamic("num_tokens")
//   @T.prim_func
//   def main(grad_output: T.Tensor[(num_tokens, hidden_size, hidden_size), T.float32],
//            x: T.Tensor[(num_tokens, hidden_size, hidden_size), T.float32],
//            grad_input: T.Tensor[(num_tokens, hidden_size, hidden_size), T.float32]):
//       with T.Kernel(T.ceildiv(num_tokens, token_block_size)) as pid_x:
//           grad_frag = T.alloc_fragment((token_block_size, hidden_size, hidden_size), T.float32)
//           x_frag = T.alloc_fragment((token_block_size, hidden_size, hidden_size), T.float32)
//           T.copy(grad_output[pid_x * token_block_size, 0, 0], grad_frag)
//           T.copy(x[pid_x * token_block_size, 0, 0], x_frag)
//           row_sum = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           row_sum2 = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           col_sum = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           col_sum2 = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           temp = T.alloc_fragment((token_block_size, hidden_size, hidden_size), T.float32)
//           xs = T.alloc_shared((repeat * 2, token_block_size, hidden_size, hidden_size), T.float32)
//           sums = T.alloc_shared((repeat * 2, token_block_size, hidden_size), T.float32)
//           row_max = T.alloc_fragment((token_block_size, hidden_size), T.float32)
//           T.reduce_max(x_frag, row_max, dim=2)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               x_frag[i, j, k] = T.exp(x_frag[i, j, k] - row_max[i, j])
//           T.reduce_sum(x_frag, row_sum, dim=2)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               x_frag[i, j, k] = x_frag[i, j, k] / row_sum[i, j]
//           T.copy(x_frag, xs[0, 0, 0, 0])
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               x_frag[i, j, k] = x_frag[i, j, k] + eps
//           T.copy(x_frag, xs[1, 0, 0, 0])
//           T.reduce_sum(x_frag, col_sum, dim=1)
//           T.copy(col_sum, sums[1, 0, 0])
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               x_frag[i, j, k] = x_frag[i, j, k] / (col_sum[i, k] + eps)
//           for step in T.serial(repeat - 1):
//               T.reduce_sum(x_frag, row_sum, dim=2)
//               T.copy(row_sum, sums[step * 2 + 2, 0, 0])
//               T.copy(x_frag, xs[step * 2 + 2, 0, 0, 0])
//               for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                   x_frag[i, j, k] = x_frag[i, j, k] / (row_sum[i, j] + eps)
//               T.reduce_sum(x_frag, col_sum, dim=1)
//               T.copy(col_sum, sums[step * 2 + 3, 0, 0])
//               T.copy(x_frag, xs[step * 2 + 3, 0, 0, 0])
//               for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                   x_frag[i, j, k] = x_frag[i, j, k] / (col_sum[i, k] + eps)
//           x_inter = T.alloc_fragment((token_block_size, hidden_size, hidden_size), T.float32)
//           for inv_step in T.serial(2 * repeat - 1):
//               T.copy(xs[2 * repeat - 1 - inv_step, 0, 0, 0], x_inter)
//               if inv_step % 2 == 0:
//                   T.copy(sums[2 * repeat - 1 - inv_step, 0, 0], col_sum)
//                   for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                       temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
//                   T.reduce_sum(temp, col_sum2, dim=1)
//                   for i, k in T.Parallel(token_block_size, hidden_size):
//                       col_sum2[i, k] /= col_sum[i, k] + eps
//                   for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                       grad_frag[i, j, k] = (grad_frag[i, j, k] - col_sum2[i, k]) / (col_sum[i, k] + eps)
//               else:
//                   T.copy(sums[2 * repeat - 1 - inv_step, 0, 0], row_sum)
//                   for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                       temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
//                   T.reduce_sum(temp, row_sum2, dim=2)
//                   for i, j in T.Parallel(token_block_size, hidden_size):
//                       row_sum2[i, j] /= row_sum[i, j] + eps
//                   for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//                       grad_frag[i, j, k] = (grad_frag[i, j, k] - row_sum2[i, j]) / (row_sum[i, j] + eps)
//           T.copy(xs[0, 0, 0, 0], x_inter)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
//           T.reduce_sum(temp, row_sum, dim=2)
//           for i, j, k in T.Parallel(token_block_size, hidden_size, hidden_size):
//               grad_frag[i, j, k] = (grad_frag[i, j, k] - row_sum[i, j]) * x_inter[i, j, k]
//           T.copy(grad_frag, grad_input[pid_x * token_block_size, 0, 0])
//
// How tirpto lays it out: each (32, 4, 4) fragment is the 128 rows of its
// last dimension (a 128x4 tile, padded to 128x32), xs the 512 rows of its
// four steps and sums the 128 rows of four (32, 4) steps; the (32, 4)
// fragments keep their 32 rows. Each 3-deep T.Parallel nest runs its token
// loop over the 32 tokens around a 4x4 nest on the token's rows (row_sum[i,
// j]: row i of row_sum copied into a 4-element column; col_sum[i, k]: row i
// of col_sum as the per-column vector). T.reduce_sum along dim 2 reduces each
// token's rows into a column copied into its row of the result; along dim
// 1, each token's columns straight into its row. T.copy(xs[s, 0, 0, 0], ...)
// and T.copy(sums[s, 0, 0], ...) move windows of those rows (pto.subset).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_sinkhorn_bwd.mlir -o mhc_sinkhorn_bwd.pto

func.func @mhc_sinkhorn_bwd(%grad_output: memref<?x4x4xf32> {tir.name = "grad_output"},
                            %x: memref<?x4x4xf32> {tir.name = "x"},
                            %grad_input: memref<?x4x4xf32> {tir.name = "grad_input"}) {
  %c0_ = arith.constant 0 : index
  %cT_ = arith.constant 32 : index
  %num_tokens = memref.dim %grad_output, %c0_ : memref<?x4x4xf32>
  %blocks = arith.ceildivsi %num_tokens, %cT_ : index
  tir.kernel (%pid_x) in (%blocks) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cH = arith.constant 4 : index
    %cT = arith.constant 32 : index
    %eps = arith.constant 1.0e-6 : f32
    %grad_frag = tir.alloc_buffer "grad_frag" : memref<32x4x4xf32, #tir.scope<"local.fragment">>
    %x_frag = tir.alloc_buffer "x_frag" : memref<32x4x4xf32, #tir.scope<"local.fragment">>
    %row_sum = tir.alloc_buffer "row_sum" : memref<32x4xf32, #tir.scope<"local.fragment">>
    %row_sum2 = tir.alloc_buffer "row_sum2" : memref<32x4xf32, #tir.scope<"local.fragment">>
    %col_sum = tir.alloc_buffer "col_sum" : memref<32x4xf32, #tir.scope<"local.fragment">>
    %col_sum2 = tir.alloc_buffer "col_sum2" : memref<32x4xf32, #tir.scope<"local.fragment">>
    %temp = tir.alloc_buffer "temp" : memref<32x4x4xf32, #tir.scope<"local.fragment">>
    %xs = tir.alloc_buffer "xs" : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">>
    %sums = tir.alloc_buffer "sums" : memref<4x32x4xf32, #tir.scope<"shared.dyn">>
    %row_max = tir.alloc_buffer "row_max" : memref<32x4xf32, #tir.scope<"local.fragment">>
    %x_inter = tir.alloc_buffer "x_inter" : memref<32x4x4xf32, #tir.scope<"local.fragment">>
    %tok = arith.muli %pid_x, %cT : index
    %go = memref.subview %grad_output[%tok, 0, 0] [32, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>
    tir.copy %go, %grad_frag : memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>, memref<32x4x4xf32, #tir.scope<"local.fragment">>
    %xg = memref.subview %x[%tok, 0, 0] [32, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>
    tir.copy %xg, %x_frag : memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>, memref<32x4x4xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %x_frag, %row_max {dim = 2 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v1 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v2 = memref.load %row_max[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
          %v3 = arith.subf %v1, %v2 : f32
          %v4 = math.exp %v3 : f32
          memref.store %v4, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.reduce <sum> %x_frag, %row_sum {dim = 2 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v5 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v6 = memref.load %row_sum[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
          %v7 = arith.divf %v5, %v6 : f32
          memref.store %v7, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    %xw8 = memref.subview %xs[0, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1]>, #tir.scope<"shared.dyn">>
    tir.copy %x_frag, %xw8 : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4x4xf32, strided<[16, 4, 1]>, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v9 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v10 = arith.addf %v9, %eps : f32
          memref.store %v10, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    %xw11 = memref.subview %xs[1, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1], offset: 512>, #tir.scope<"shared.dyn">>
    tir.copy %x_frag, %xw11 : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4x4xf32, strided<[16, 4, 1], offset: 512>, #tir.scope<"shared.dyn">>
    tir.reduce <sum> %x_frag, %col_sum {dim = 1 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
    %sw12 = memref.subview %sums[1, 0, 0] [1, 32, 4] [1, 1, 1] : memref<4x32x4xf32, #tir.scope<"shared.dyn">> to memref<32x4xf32, strided<[4, 1], offset: 128>, #tir.scope<"shared.dyn">>
    tir.copy %col_sum, %sw12 : memref<32x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, strided<[4, 1], offset: 128>, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v13 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v14 = memref.load %col_sum[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
          %v15 = arith.addf %v14, %eps : f32
          %v16 = arith.divf %v13, %v15 : f32
          memref.store %v16, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.for serial %step = %c0 to %c1 step %c1 {
      %s2 = arith.muli %step, %c2 : index
      %s2p2 = arith.addi %s2, %c2 : index
      %s2p3 = arith.addi %s2, %c3 : index
      tir.reduce <sum> %x_frag, %row_sum {dim = 2 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
      %sw17 = memref.subview %sums[%s2p2, 0, 0] [1, 32, 4] [1, 1, 1] : memref<4x32x4xf32, #tir.scope<"shared.dyn">> to memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %row_sum, %sw17 : memref<32x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      %xw18 = memref.subview %xs[%s2p2, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %x_frag, %xw18 : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.for parallel %i = %c0 to %cT step %c1 {
        tir.for parallel %j = %c0 to %cH step %c1 {
          tir.for parallel %k = %c0 to %cH step %c1 {
            %v19 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            %v20 = memref.load %row_sum[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v21 = arith.addf %v20, %eps : f32
            %v22 = arith.divf %v19, %v21 : f32
            memref.store %v22, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          }
        }
      }
      tir.reduce <sum> %x_frag, %col_sum {dim = 1 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
      %sw23 = memref.subview %sums[%s2p3, 0, 0] [1, 32, 4] [1, 1, 1] : memref<4x32x4xf32, #tir.scope<"shared.dyn">> to memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %col_sum, %sw23 : memref<32x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      %xw24 = memref.subview %xs[%s2p3, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %x_frag, %xw24 : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.for parallel %i = %c0 to %cT step %c1 {
        tir.for parallel %j = %c0 to %cH step %c1 {
          tir.for parallel %k = %c0 to %cH step %c1 {
            %v25 = memref.load %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            %v26 = memref.load %col_sum[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v27 = arith.addf %v26, %eps : f32
            %v28 = arith.divf %v25, %v27 : f32
            memref.store %v28, %x_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          }
        }
      }
    }
    tir.for serial %inv_step = %c0 to %c3 step %c1 {
      %last = arith.subi %c3, %inv_step : index
      %xw29 = memref.subview %xs[%last, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %xw29, %x_inter : memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>, #tir.scope<"shared.dyn">>, memref<32x4x4xf32, #tir.scope<"local.fragment">>
      %parity = tir.intrin "floormod"(%inv_step, %c2) : (index, index) -> index
      %even = arith.cmpi eq, %parity, %c0 : index
      scf.if %even {
        %sw30 = memref.subview %sums[%last, 0, 0] [1, 32, 4] [1, 1, 1] : memref<4x32x4xf32, #tir.scope<"shared.dyn">> to memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
        tir.copy %sw30, %col_sum : memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>, memref<32x4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %j = %c0 to %cH step %c1 {
            tir.for parallel %k = %c0 to %cH step %c1 {
              %v31 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v32 = memref.load %x_inter[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v33 = arith.mulf %v31, %v32 : f32
              memref.store %v33, %temp[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            }
          }
        }
        tir.reduce <sum> %temp, %col_sum2 {dim = 1 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %k = %c0 to %cH step %c1 {
            %v34 = memref.load %col_sum2[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v35 = memref.load %col_sum[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v36 = arith.addf %v35, %eps : f32
            %v37 = arith.divf %v34, %v36 : f32
            memref.store %v37, %col_sum2[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
          }
        }
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %j = %c0 to %cH step %c1 {
            tir.for parallel %k = %c0 to %cH step %c1 {
              %v38 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v39 = memref.load %col_sum2[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
              %v40 = memref.load %col_sum[%i, %k] : memref<32x4xf32, #tir.scope<"local.fragment">>
              %v41 = arith.subf %v38, %v39 : f32
              %v42 = arith.addf %v40, %eps : f32
              %v43 = arith.divf %v41, %v42 : f32
              memref.store %v43, %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            }
          }
        }
      } else {
        %sw44 = memref.subview %sums[%last, 0, 0] [1, 32, 4] [1, 1, 1] : memref<4x32x4xf32, #tir.scope<"shared.dyn">> to memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>
        tir.copy %sw44, %row_sum : memref<32x4xf32, strided<[4, 1], offset: ?>, #tir.scope<"shared.dyn">>, memref<32x4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %j = %c0 to %cH step %c1 {
            tir.for parallel %k = %c0 to %cH step %c1 {
              %v45 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v46 = memref.load %x_inter[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v47 = arith.mulf %v45, %v46 : f32
              memref.store %v47, %temp[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            }
          }
        }
        tir.reduce <sum> %temp, %row_sum2 {dim = 2 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %j = %c0 to %cH step %c1 {
            %v48 = memref.load %row_sum2[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v49 = memref.load %row_sum[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
            %v50 = arith.addf %v49, %eps : f32
            %v51 = arith.divf %v48, %v50 : f32
            memref.store %v51, %row_sum2[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
          }
        }
        tir.for parallel %i = %c0 to %cT step %c1 {
          tir.for parallel %j = %c0 to %cH step %c1 {
            tir.for parallel %k = %c0 to %cH step %c1 {
              %v52 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
              %v53 = memref.load %row_sum2[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
              %v54 = memref.load %row_sum[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
              %v55 = arith.subf %v52, %v53 : f32
              %v56 = arith.addf %v54, %eps : f32
              %v57 = arith.divf %v55, %v56 : f32
              memref.store %v57, %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
            }
          }
        }
      }
    }
    %xw58 = memref.subview %xs[0, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : memref<4x32x4x4xf32, #tir.scope<"shared.dyn">> to memref<32x4x4xf32, strided<[16, 4, 1]>, #tir.scope<"shared.dyn">>
    tir.copy %xw58, %x_inter : memref<32x4x4xf32, strided<[16, 4, 1]>, #tir.scope<"shared.dyn">>, memref<32x4x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v59 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v60 = memref.load %x_inter[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v61 = arith.mulf %v59, %v60 : f32
          memref.store %v61, %temp[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.reduce <sum> %temp, %row_sum {dim = 2 : i64} : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %cT step %c1 {
      tir.for parallel %j = %c0 to %cH step %c1 {
        tir.for parallel %k = %c0 to %cH step %c1 {
          %v62 = memref.load %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v63 = memref.load %row_sum[%i, %j] : memref<32x4xf32, #tir.scope<"local.fragment">>
          %v64 = memref.load %x_inter[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
          %v65 = arith.subf %v62, %v63 : f32
          %v66 = arith.mulf %v65, %v64 : f32
          memref.store %v66, %grad_frag[%i, %j, %k] : memref<32x4x4xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    %gi = memref.subview %grad_input[%tok, 0, 0] [32, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>
    tir.copy %grad_frag, %gi : memref<32x4x4xf32, #tir.scope<"local.fragment">>, memref<32x4x4xf32, strided<[16, 4, 1], offset: ?>>
  }
  return
}
