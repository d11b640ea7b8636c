// DeepSeek-V4's hc_split_sinkhorn for tilelang-ascend: per token, the
// pre and post gates (sigmoids of scaled mixes) and the hc x hc combination
// matrix made doubly stochastic by Sinkhorn iterations, in the tir dialect.
//
// Source: tile-ai/tilelang-ascend examples/deepseek_v4/hc_split_sinkhorn.py
// @ 95acbd7f, at the example's own parameters: hc = 4 (so mix_hc = 24 and
// hc_pad = 8), sinkhorn_iters = 20, eps = 1e-6, block_M = 2, VEC_NUM = 2,
// n symbolic (the example's test runs n = 5):
//
//   n = T.symbolic("n"); mix_hc = (2 + hc) * hc; m_num = tilelang.cdiv(n, block_M)
//   @T.prim_func
//   def main(mixes: T.Tensor([n, mix_hc], "float"), hc_scale: T.Tensor([3], "float"),
//            hc_base: T.Tensor([mix_hc], "float"), workspace: T.Tensor([n, mix_hc], "float"),
//            pre: T.Tensor([n, hc], "float"), post: T.Tensor([n, hc], "float"),
//            comb: T.Tensor([n, hc, hc], "float")):
//       with T.Kernel(m_num, is_npu=True) as (cid, vid):
//           mixes_shared = T.alloc_shared(mix_hc, dtype)
//           hc_base_shared = T.alloc_shared(mix_hc, dtype)
//           hc_scale_shared = T.alloc_ub(mix_hc, dtype)
//           comb_shared = T.alloc_shared((hc, hc_pad), dtype)
//           pre_shared = T.alloc_shared(hc_pad, dtype)
//           post_shared = T.alloc_shared(hc_pad, dtype)
//           tmp_shared = T.alloc_shared(hc_pad, dtype)
//           row_sum = T.alloc_shared(hc_pad, dtype)
//           col_sum = T.alloc_shared((1, hc_pad), dtype)
//           row_max = T.alloc_shared(hc_pad, dtype)
//           col_broadcast = T.alloc_shared((hc, hc_pad), dtype)
//           row_div = T.alloc_shared((hc, hc_pad), dtype)
//           if cid * block_M + vid * block_M // VEC_NUM < n:
//               alpha_0 = hc_scale[0]; alpha_1 = hc_scale[1]; alpha_2 = hc_scale[2]
//               for i in T.serial(hc): hc_scale_shared[i] = alpha_0
//               for i in T.serial(hc): hc_scale_shared[hc + i] = alpha_1
//               for i in T.serial(hc * hc): hc_scale_shared[2 * hc + i] = alpha_2
//               T.copy(hc_base, hc_base_shared)
//               T.copy(mixes[cid * block_M + vid * block_M // VEC_NUM, :], mixes_shared)
//               T.tile.mul(mixes_shared, mixes_shared, hc_scale_shared)
//               T.tile.add(mixes_shared, mixes_shared, hc_base_shared)
//               T.copy(mixes_shared, workspace[cid * block_M + vid * block_M // VEC_NUM, :])
//               # pre
//               T.copy(workspace[cid * block_M + vid * block_M // VEC_NUM, :hc], tmp_shared)
//               T.tile.sigmoid(pre_shared, tmp_shared)
//               T.tile.add(pre_shared, pre_shared, eps)
//               T.copy(pre_shared[:hc], pre[cid * block_M + vid * block_M // VEC_NUM, :hc])
//               # post
//               T.copy(workspace[cid * block_M + vid * block_M // VEC_NUM, hc : hc + hc_pad], tmp_shared)
//               T.tile.sigmoid(post_shared, tmp_shared)
//               T.tile.mul(post_shared, post_shared, 2.0)
//               T.copy(post_shared[:hc], post[cid * block_M + vid * block_M // VEC_NUM, :hc])
//               # comb
//               for i in T.serial(hc):
//                   start = 2 * hc + i * hc
//                   end = 2 * hc + i * hc + hc
//                   T.copy(workspace[cid * block_M + vid * block_M // VEC_NUM, start:end], tmp_shared)
//                   T.copy(tmp_shared, comb_shared[i, :])
//               # comb = comb.softmax(-1) + eps
//               T.reduce_max(comb_shared, row_max, dim=-1, real_shape=[hc, hc])
//               for i in T.serial(hc): T.tile.fill(row_div[i, :], row_max[i])
//               T.tile.sub(comb_shared, comb_shared, row_div)
//               T.tile.exp(comb_shared, comb_shared)
//               T.reduce_sum(comb_shared, row_sum, dim=-1, real_shape=[hc, hc])
//               for i in T.serial(hc): T.tile.fill(row_div[i, :], row_sum[i])
//               T.tile.div(comb_shared, comb_shared, row_div)
//               T.tile.add(comb_shared, comb_shared, eps)
//               # comb = comb / (comb.sum(-2) + eps)
//               T.reduce_sum(comb_shared, col_sum, dim=0, real_shape=[hc, hc_pad])
//               T.tile.add(col_sum, col_sum, eps)
//               T.tile.broadcast(col_broadcast, col_sum)
//               T.tile.div(comb_shared, comb_shared, col_broadcast)
//               for _ in T.serial(sinkhorn_iters - 1):
//                   T.reduce_sum(comb_shared, row_sum, dim=-1, real_shape=[hc, hc])
//                   T.tile.add(row_sum, row_sum, eps)
//                   for i in T.serial(hc): T.tile.fill(row_div[i, :], row_sum[i])
//                   T.tile.div(comb_shared, comb_shared, row_div)
//                   T.reduce_sum(comb_shared, col_sum, dim=0, real_shape=[hc, hc_pad])
//                   T.tile.add(col_sum, col_sum, eps)
//                   T.tile.broadcast(col_broadcast, col_sum)
//                   T.tile.div(comb_shared, comb_shared, col_broadcast)
//               for i in T.serial(hc):
//                   T.copy(comb_shared[i, :hc], comb[cid * block_M + vid * block_M // VEC_NUM, i, :])
//
// (Loop bodies are joined onto one line above; the source writes them on
// their own lines.) T.alloc_shared is scope "shared.dyn", T.alloc_ub
// "shared". Each (cid, vid) is one token's row (vid * block_M // VEC_NUM is
// vid); the last block's second sub-block lies past n when n is odd.
//
// Spelling (docs/Dialects/TIR.md): tilelang-ascend's copy of a region
// shorter than its destination buffer (workspace[row, :hc] into the
// 8-element tmp_shared) fills the buffer's first elements and zeroes the
// rest (its default pad value, 0), so the tir fills tmp_shared with 0 and
// copies into tmp_shared[0:4]; real_shape=[hc, hc] is the region comb_shared[0:4, 0:4]
// and its per-row results are row_max[0:4] and row_sum[0:4];
// real_shape=[hc, hc_pad] is all of comb_shared.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/hc_split_sinkhorn.mlir -o hc_split_sinkhorn.pto
//   ptoas --pto-arch=a3 --enable-insert-sync hc_split_sinkhorn.pto -o hc_split_sinkhorn.cpp
// The grid is computed at run time: TileLang's cdiv(n, 2) blocks of two
// Vector sub-blocks each are 2 * cdiv(n, 2) blocks of the PTO kernel (each
// (cid, vid) pair is one; pto-run --blocks 6 for n = 5). The kernel's
// arguments are the seven tensors, those with the dimension n each
// followed by it (an index).

!v24 = memref<24xf32, #tir.scope<"shared.dyn">>
!ub24 = memref<24xf32, #tir.scope<"shared">>
!v8 = memref<8xf32, #tir.scope<"shared.dyn">>
!m48 = memref<4x8xf32, #tir.scope<"shared.dyn">>
!r18 = memref<1x8xf32, #tir.scope<"shared.dyn">>
!g24 = memref<24xf32, strided<[1], offset: ?>>
!g4 = memref<4xf32, strided<[1], offset: ?>>
!g8 = memref<8xf32, strided<[1], offset: ?>>
!first4 = memref<4xf32, strided<[1]>, #tir.scope<"shared.dyn">>
!cols = memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared.dyn">>
!crow = memref<8xf32, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
!crow4 = memref<1x4xf32, strided<[8, 1], offset: ?>, #tir.scope<"shared.dyn">>
!drow = memref<1x8xf32, strided<[8, 1], offset: ?>, #tir.scope<"shared.dyn">>
!g14 = memref<1x4xf32, strided<[16, 1], offset: ?>>

func.func @hc_split_sinkhorn(%mixes: memref<?x24xf32> {tir.name = "mixes"},
                             %hc_scale: memref<3xf32> {tir.name = "hc_scale"},
                             %hc_base: memref<24xf32> {tir.name = "hc_base"},
                             %workspace: memref<?x24xf32> {tir.name = "workspace"},
                             %pre: memref<?x4xf32> {tir.name = "pre"},
                             %post: memref<?x4xf32> {tir.name = "post"},
                             %comb: memref<?x4x4xf32> {tir.name = "comb"}) {
  %c0_ = arith.constant 0 : index
  %c2_ = arith.constant 2 : index
  %n = memref.dim %mixes, %c0_ : memref<?x24xf32>
  %m_num = arith.ceildivsi %n, %c2_ : index
  tir.kernel (%cid) in (%m_num) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c19 = arith.constant 19 : index
    %eps = arith.constant 1.0e-6 : f32
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0.0 : f32
    %mixes_shared = tir.alloc_buffer "mixes_shared" : !v24
    %hc_base_shared = tir.alloc_buffer "hc_base_shared" : !v24
    %hc_scale_shared = tir.alloc_buffer "hc_scale_shared" : !ub24
    %comb_shared = tir.alloc_buffer "comb_shared" : !m48
    %pre_shared = tir.alloc_buffer "pre_shared" : !v8
    %post_shared = tir.alloc_buffer "post_shared" : !v8
    %tmp_shared = tir.alloc_buffer "tmp_shared" : !v8
    %row_sum = tir.alloc_buffer "row_sum" : !v8
    %col_sum = tir.alloc_buffer "col_sum" : !r18
    %row_max = tir.alloc_buffer "row_max" : !v8
    %col_broadcast = tir.alloc_buffer "col_broadcast" : !m48
    %row_div = tir.alloc_buffer "row_div" : !m48
    %b = arith.muli %cid, %c2 : index
    %row = arith.addi %b, %vid : index
    %inside = arith.cmpi slt, %row, %n : index
    scf.if %inside {
      %alpha_0 = memref.load %hc_scale[%c0] : memref<3xf32>
      %alpha_1 = memref.load %hc_scale[%c1] : memref<3xf32>
      %alpha_2 = memref.load %hc_scale[%c2] : memref<3xf32>
      tir.for serial %i = %c0 to %c4 step %c1 {
        memref.store %alpha_0, %hc_scale_shared[%i] : !ub24
      }
      tir.for serial %i = %c0 to %c4 step %c1 {
        %k = arith.addi %c4, %i : index
        memref.store %alpha_1, %hc_scale_shared[%k] : !ub24
      }
      tir.for serial %i = %c0 to %c16 step %c1 {
        %k = arith.addi %c8, %i : index
        memref.store %alpha_2, %hc_scale_shared[%k] : !ub24
      }
      tir.copy %hc_base, %hc_base_shared : memref<24xf32>, !v24
      %mrow = memref.subview %mixes[%row, 0] [1, 24] [1, 1] : memref<?x24xf32> to !g24
      tir.copy %mrow, %mixes_shared : !g24, !v24
      tir.tile <mul> ins(%mixes_shared, %hc_scale_shared : !v24, !ub24) outs(%mixes_shared : !v24)
      tir.tile <add> ins(%mixes_shared, %hc_base_shared : !v24, !v24) outs(%mixes_shared : !v24)
      %wrow = memref.subview %workspace[%row, 0] [1, 24] [1, 1] : memref<?x24xf32> to !g24
      tir.copy %mixes_shared, %wrow : !v24, !g24

      // pre
      %w0 = memref.subview %workspace[%row, 0] [1, 4] [1, 1] : memref<?x24xf32> to !g4
      %tmp4 = memref.subview %tmp_shared[0] [4] [1] : !v8 to !first4
      tir.fill %tmp_shared, %zero : !v8
      tir.copy %w0, %tmp4 : !g4, !first4
      tir.tile <sigmoid> ins(%tmp_shared : !v8) outs(%pre_shared : !v8)
      tir.tile <add> ins(%pre_shared : !v8) scalar(%eps : f32) outs(%pre_shared : !v8)
      %pre4 = memref.subview %pre_shared[0] [4] [1] : !v8 to !first4
      %preg = memref.subview %pre[%row, 0] [1, 4] [1, 1] : memref<?x4xf32> to !g4
      tir.copy %pre4, %preg : !first4, !g4

      // post
      %w1 = memref.subview %workspace[%row, 4] [1, 8] [1, 1] : memref<?x24xf32> to !g8
      tir.copy %w1, %tmp_shared : !g8, !v8
      tir.tile <sigmoid> ins(%tmp_shared : !v8) outs(%post_shared : !v8)
      tir.tile <mul> ins(%post_shared : !v8) scalar(%two : f32) outs(%post_shared : !v8)
      %post4 = memref.subview %post_shared[0] [4] [1] : !v8 to !first4
      %postg = memref.subview %post[%row, 0] [1, 4] [1, 1] : memref<?x4xf32> to !g4
      tir.copy %post4, %postg : !first4, !g4

      // comb
      tir.for serial %i = %c0 to %c4 step %c1 {
        %i4 = arith.muli %i, %c4 : index
        %start = arith.addi %c8, %i4 : index
        %wc = memref.subview %workspace[%row, %start] [1, 4] [1, 1] : memref<?x24xf32> to !g4
        %t4 = memref.subview %tmp_shared[0] [4] [1] : !v8 to !first4
        tir.fill %tmp_shared, %zero : !v8
        tir.copy %wc, %t4 : !g4, !first4
        %cr = memref.subview %comb_shared[%i, 0] [1, 8] [1, 1] : !m48 to !crow
        tir.copy %tmp_shared, %cr : !v8, !crow
      }

      // comb = comb.softmax(-1) + eps
      %real = memref.subview %comb_shared[0, 0] [4, 4] [1, 1] : !m48 to !cols
      %max4 = memref.subview %row_max[0] [4] [1] : !v8 to !first4
      tir.reduce <max> %real, %max4 {dim = 1 : i64} : !cols, !first4
      tir.for serial %i = %c0 to %c4 step %c1 {
        %d = memref.subview %row_div[%i, 0] [1, 8] [1, 1] : !m48 to !drow
        %v = memref.load %row_max[%i] : !v8
        tir.fill %d, %v : !drow
      }
      tir.tile <sub> ins(%comb_shared, %row_div : !m48, !m48) outs(%comb_shared : !m48)
      tir.tile <exp> ins(%comb_shared : !m48) outs(%comb_shared : !m48)
      %sum4 = memref.subview %row_sum[0] [4] [1] : !v8 to !first4
      tir.reduce <sum> %real, %sum4 {dim = 1 : i64} : !cols, !first4
      tir.for serial %i = %c0 to %c4 step %c1 {
        %d = memref.subview %row_div[%i, 0] [1, 8] [1, 1] : !m48 to !drow
        %v = memref.load %row_sum[%i] : !v8
        tir.fill %d, %v : !drow
      }
      tir.tile <div> ins(%comb_shared, %row_div : !m48, !m48) outs(%comb_shared : !m48)
      tir.tile <add> ins(%comb_shared : !m48) scalar(%eps : f32) outs(%comb_shared : !m48)

      // comb = comb / (comb.sum(-2) + eps)
      tir.reduce <sum> %comb_shared, %col_sum {dim = 0 : i64} : !m48, !r18
      tir.tile <add> ins(%col_sum : !r18) scalar(%eps : f32) outs(%col_sum : !r18)
      tir.tile <broadcast> ins(%col_sum : !r18) outs(%col_broadcast : !m48)
      tir.tile <div> ins(%comb_shared, %col_broadcast : !m48, !m48) outs(%comb_shared : !m48)

      tir.for serial %it = %c0 to %c19 step %c1 {
        tir.reduce <sum> %real, %sum4 {dim = 1 : i64} : !cols, !first4
        tir.tile <add> ins(%row_sum : !v8) scalar(%eps : f32) outs(%row_sum : !v8)
        tir.for serial %i = %c0 to %c4 step %c1 {
          %d = memref.subview %row_div[%i, 0] [1, 8] [1, 1] : !m48 to !drow
          %v = memref.load %row_sum[%i] : !v8
          tir.fill %d, %v : !drow
        }
        tir.tile <div> ins(%comb_shared, %row_div : !m48, !m48) outs(%comb_shared : !m48)
        tir.reduce <sum> %comb_shared, %col_sum {dim = 0 : i64} : !m48, !r18
        tir.tile <add> ins(%col_sum : !r18) scalar(%eps : f32) outs(%col_sum : !r18)
        tir.tile <broadcast> ins(%col_sum : !r18) outs(%col_broadcast : !m48)
        tir.tile <div> ins(%comb_shared, %col_broadcast : !m48, !m48) outs(%comb_shared : !m48)
      }

      tir.for serial %i = %c0 to %c4 step %c1 {
        %cs = memref.subview %comb_shared[%i, 0] [1, 4] [1, 1] : !m48 to !crow4
        %cg = memref.subview %comb[%row, %i, 0] [1, 1, 4] [1, 1, 1] : memref<?x4x4xf32> to !g14
        tir.copy %cs, %cg : !crow4, !g14
      }
    }
  }
  return
}
