// tilelang-ascend's FlashAttention forward in developer mode, in the tir
// dialect: one body, no sections and no flags; the compiler splits the
// Cube work (Q Kᵀ and P V) from the Vector work (the online softmax) and
// hands S and the partial O to the Vector cores and P back to the Cube.
//
// Source: tile-ai/tilelang-ascend examples/developer_mode/
// flash_attn_bshd_developer.py @ 95acbd7f, `flash_attention_fwd(heads=1,
// dim=128)` with its B = 1, S = 128, H = 1 (the source's default dim is
// 512; head dim 128 is the FlashAttention size this example pins): f16
// Q, K, V and Output of shape [batch, heads, seq_len, dim], f32
// accumulators, block_M = 32, block_N = 64, sm_scale = (1 / 128) ** 0.5,
// block_num = 4, T.ceildiv(seq_len, block_N) = 2 KV steps.
//
//   @T.prim_func
//   def main(Q: T.Tensor(shape, dtype), K: T.Tensor(shape, dtype),
//            V: T.Tensor(shape, dtype), Output: T.Tensor(shape, dtype)):
//       with T.Kernel(block_num, threads=2, is_npu=True) as (cid):
//           bx = cid % (seq_len // block_M)
//           by = cid // (seq_len // block_M) % heads
//           bz = cid // (seq_len // block_M) // heads % batch
//           q_l1 = T.alloc_shared([block_M, dim], dtype)
//           k_l1 = T.alloc_shared([block_N, dim], dtype)
//           v_l1 = T.alloc_shared([block_N, dim], dtype)
//           acc_s_l1 = T.alloc_shared([block_M, block_N], dtype)
//           acc_s_l0c = T.alloc_fragment([block_M, block_N], accum_dtype)
//           acc_o_l0c = T.alloc_fragment([block_M, dim], accum_dtype)
//           acc_o = T.alloc_shared([block_M, dim], accum_dtype)
//           sumexp = T.alloc_shared([block_M], accum_dtype)
//           m_i = T.alloc_shared([block_M], accum_dtype)
//           acc_s_ub = T.alloc_shared([block_M, block_N], accum_dtype)
//           m_i_prev = T.alloc_shared([block_M], accum_dtype)
//           acc_s_ub_ = T.alloc_shared([block_M, block_N], accum_dtype)
//           sumexp_i_ub = T.alloc_shared([block_M], accum_dtype)
//           acc_s_half = T.alloc_shared([block_M, block_N], dtype)
//           acc_o_ub = T.alloc_shared([block_M, dim], accum_dtype)
//           acc_o_half = T.alloc_shared([block_M, dim], dtype)
//           T.tile.fill(acc_o, 0.0)
//           T.tile.fill(sumexp, 0.0)
//           T.tile.fill(m_i, -(2**30))
//           T.copy(Q[bz, by, bx * block_M : (bx + 1) * block_M, :], q_l1)
//           for k in T.Pipelined(T.ceildiv(seq_len, block_N), num_stages=2):
//               T.copy(K[bz, by, k * block_N : (k + 1) * block_N, :], k_l1)
//               T.gemm_v0(q_l1, k_l1, acc_s_l0c, transpose_B=True, init=True)
//               T.copy(acc_s_l0c, acc_s_ub_)
//               T.tile.fill(acc_s_ub, 0.0)
//               T.copy(m_i, m_i_prev)
//               T.tile.add(acc_s_ub, acc_s_ub, acc_s_ub_)
//               T.tile.mul(acc_s_ub, acc_s_ub, sm_scale)
//               T.reduce_max(acc_s_ub, m_i, dim=-1)
//               T.tile.max(m_i, m_i, m_i_prev)
//               T.tile.sub(m_i_prev, m_i_prev, m_i)
//               T.tile.exp(m_i_prev, m_i_prev)
//               for h_i in range(block_M):
//                   T.tile.sub(acc_s_ub[h_i, :], acc_s_ub[h_i, :], m_i[h_i])
//               T.tile.exp(acc_s_ub, acc_s_ub)
//               T.reduce_sum(acc_s_ub, sumexp_i_ub, dim=-1)
//               T.tile.mul(sumexp, sumexp, m_i_prev)
//               T.tile.add(sumexp, sumexp, sumexp_i_ub)
//               T.copy(acc_s_ub, acc_s_half)
//               T.copy(acc_s_half, acc_s_l1)
//               T.copy(V[bz, by, k * block_N : (k + 1) * block_N, :], v_l1)
//               T.gemm_v0(acc_s_l1, v_l1, acc_o_l0c, init=True)
//               T.copy(acc_o_l0c, acc_o_ub)
//               for h_i in range(block_M):
//                   T.tile.mul(acc_o[h_i, :], acc_o[h_i, :], m_i_prev[h_i])
//               T.tile.add(acc_o, acc_o, acc_o_ub)
//           for h_i in range(block_M):
//               T.tile.div(acc_o[h_i, :], acc_o[h_i, :], sumexp[h_i])
//           T.copy(acc_o, acc_o_half)
//           T.copy(acc_o_half, Output[bz, by, bx * block_M : bx * block_M + block_M, :])
//
// T.alloc_shared is scope "shared.dyn" (tir-place-buffers puts q_l1,
// k_l1, v_l1 and acc_s_l1 in l1, as they feed gemms, and the rest in ub),
// T.alloc_fragment "local.fragment" (l0c). A region `x[h_i, :]` is the
// 1 x N row h_i; `m_i[h_i]` a scalar read. TileLang normalises
// `dim=-1` of T.reduce_max / T.reduce_sum to 1 before printing.
//
// The kernel mixes Cube and Vector work: ascend-split-cube-vector makes a
// Cube part and a Vector part of it. P goes back to the Cube (ub -> l1).
// On a5 all three hand-offs go through PTO's tile FIFO, both ways (P from
// UB straight into the Cube's L1 slot): the kernel keeps its four
// arguments. On a3, which has no UB -> L1 path, they travel through
// global workspaces and cross-core flags (a remark says so): the kernel
// takes three more arguments, in the order of the hand-offs, each of
// block_num * 32 rows: S (f32, 128 x 64), P (f16, 128 x 64) and the
// partial O (f32, 128 x 128), then the FFTS base address
// (hand-off=workspace gives a5 the same workspaces, without the FFTS
// address). The per-row loops work on single rows of the whole block, so
// both Vector sub-blocks run the whole Vector work and sub-block 0 writes
// (a remark names the op).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/flash_attn_developer.mlir -o flash_attn_developer.pto
//   ptoas --pto-arch=a5 --enable-insert-sync flash_attn_developer.pto -o flash_attn_developer.cpp
// (or arch=a3 and --pto-arch=a3).

!gm = memref<1x1x128x128xf16>
!q_region = memref<32x128xf16, strided<[128, 1], offset: ?>>
!kv_region = memref<64x128xf16, strided<[128, 1], offset: ?>>
!q_l1 = memref<32x128xf16, #tir.scope<"shared.dyn">>
!kv_l1 = memref<64x128xf16, #tir.scope<"shared.dyn">>
!p_l1 = memref<32x64xf16, #tir.scope<"shared.dyn">>
!s_l0c = memref<32x64xf32, #tir.scope<"local.fragment">>
!o_l0c = memref<32x128xf32, #tir.scope<"local.fragment">>
!o = memref<32x128xf32, #tir.scope<"shared.dyn">>
!o_half = memref<32x128xf16, #tir.scope<"shared.dyn">>
!s = memref<32x64xf32, #tir.scope<"shared.dyn">>
!s_half = memref<32x64xf16, #tir.scope<"shared.dyn">>
!vec = memref<32xf32, #tir.scope<"shared.dyn">>
!s_row = memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared.dyn">>
!o_row = memref<1x128xf32, strided<[128, 1], offset: ?>, #tir.scope<"shared.dyn">>

func.func @flash_attn(%Q: !gm {tir.name = "Q"}, %K: !gm {tir.name = "K"},
                      %V: !gm {tir.name = "V"},
                      %Output: !gm {tir.name = "Output"}) {
  tir.kernel (%cid) in (4) attributes {threads = 2 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    // seq_len // block_M, heads, batch.
    %m_blocks = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    // -(2**30)
    %neg_big = arith.constant -1073741824.0 : f32
    // sm_scale = (1.0 / 128) ** 0.5
    %sm_scale = arith.constant 0.08838834764831845 : f32
    %bx = tir.intrin "floormod"(%cid, %m_blocks) : (index, index) -> index
    // by = cid // 2 % heads, bz = cid // 2 // heads % batch: with heads =
    // batch = 1 both are 0, as TVM's constructors fold `x % 1` (the
    // printed TIR has 0).
    %by = arith.constant 0 : index
    %bz = arith.constant 0 : index
    %q_l1 = tir.alloc_buffer "q_l1" : !q_l1
    %k_l1 = tir.alloc_buffer "k_l1" : !kv_l1
    %v_l1 = tir.alloc_buffer "v_l1" : !kv_l1
    %acc_s_l1 = tir.alloc_buffer "acc_s_l1" : !p_l1
    %acc_s_l0c = tir.alloc_buffer "acc_s_l0c" : !s_l0c
    %acc_o_l0c = tir.alloc_buffer "acc_o_l0c" : !o_l0c
    %acc_o = tir.alloc_buffer "acc_o" : !o
    %sumexp = tir.alloc_buffer "sumexp" : !vec
    %m_i = tir.alloc_buffer "m_i" : !vec
    %acc_s_ub = tir.alloc_buffer "acc_s_ub" : !s
    %m_i_prev = tir.alloc_buffer "m_i_prev" : !vec
    %acc_s_ub_ = tir.alloc_buffer "acc_s_ub_" : !s
    %sumexp_i_ub = tir.alloc_buffer "sumexp_i_ub" : !vec
    %acc_s_half = tir.alloc_buffer "acc_s_half" : !s_half
    %acc_o_ub = tir.alloc_buffer "acc_o_ub" : !o
    %acc_o_half = tir.alloc_buffer "acc_o_half" : !o_half
    tir.fill %acc_o, %zero : !o
    tir.fill %sumexp, %zero : !vec
    tir.fill %m_i, %neg_big : !vec
    %row = arith.muli %bx, %c32 : index
    %q = memref.subview %Q[%bz, %by, %row, 0] [1, 1, 32, 128] [1, 1, 1, 1] : !gm to !q_region
    tir.copy %q, %q_l1 : !q_region, !q_l1
    tir.for pipelined %k = %c0 to %c2 step %c1 attributes {num_stages = 2 : i64, tl_cross_interval = 1 : i64} {
      %kv_row = arith.muli %k, %c64 : index
      %kk = memref.subview %K[%bz, %by, %kv_row, 0] [1, 1, 64, 128] [1, 1, 1, 1] : !gm to !kv_region
      tir.copy %kk, %k_l1 : !kv_region, !kv_l1
      %true = arith.constant true
      tir.gemm %q_l1, %k_l1, %acc_s_l0c clear_accum(%true) {transpose_b} : !q_l1, !kv_l1, !s_l0c
      tir.copy %acc_s_l0c, %acc_s_ub_ : !s_l0c, !s
      tir.fill %acc_s_ub, %zero : !s
      tir.copy %m_i, %m_i_prev : !vec, !vec
      tir.tile <add> ins(%acc_s_ub, %acc_s_ub_ : !s, !s) outs(%acc_s_ub : !s)
      tir.tile <mul> ins(%acc_s_ub : !s) scalar(%sm_scale : f32) outs(%acc_s_ub : !s)
      tir.reduce <max> %acc_s_ub, %m_i {dim = 1 : i64} : !s, !vec
      tir.tile <max> ins(%m_i, %m_i_prev : !vec, !vec) outs(%m_i : !vec)
      tir.tile <sub> ins(%m_i_prev, %m_i : !vec, !vec) outs(%m_i_prev : !vec)
      tir.tile <exp> ins(%m_i_prev : !vec) outs(%m_i_prev : !vec)
      tir.for serial %h = %c0 to %c32 step %c1 {
        %s_row = memref.subview %acc_s_ub[%h, 0] [1, 64] [1, 1] : !s to !s_row
        %m = memref.load %m_i[%h] : !vec
        tir.tile <sub> ins(%s_row : !s_row) scalar(%m : f32) outs(%s_row : !s_row)
      }
      tir.tile <exp> ins(%acc_s_ub : !s) outs(%acc_s_ub : !s)
      tir.reduce <sum> %acc_s_ub, %sumexp_i_ub {dim = 1 : i64} : !s, !vec
      tir.tile <mul> ins(%sumexp, %m_i_prev : !vec, !vec) outs(%sumexp : !vec)
      tir.tile <add> ins(%sumexp, %sumexp_i_ub : !vec, !vec) outs(%sumexp : !vec)
      tir.copy %acc_s_ub, %acc_s_half : !s, !s_half
      tir.copy %acc_s_half, %acc_s_l1 : !s_half, !p_l1
      %vv = memref.subview %V[%bz, %by, %kv_row, 0] [1, 1, 64, 128] [1, 1, 1, 1] : !gm to !kv_region
      tir.copy %vv, %v_l1 : !kv_region, !kv_l1
      tir.gemm %acc_s_l1, %v_l1, %acc_o_l0c clear_accum(%true) : !p_l1, !kv_l1, !o_l0c
      tir.copy %acc_o_l0c, %acc_o_ub : !o_l0c, !o
      tir.for serial %h = %c0 to %c32 step %c1 {
        %o_row = memref.subview %acc_o[%h, 0] [1, 128] [1, 1] : !o to !o_row
        %scale = memref.load %m_i_prev[%h] : !vec
        tir.tile <mul> ins(%o_row : !o_row) scalar(%scale : f32) outs(%o_row : !o_row)
      }
      tir.tile <add> ins(%acc_o, %acc_o_ub : !o, !o) outs(%acc_o : !o)
    }
    tir.for serial %h = %c0 to %c32 step %c1 {
      %o_row = memref.subview %acc_o[%h, 0] [1, 128] [1, 1] : !o to !o_row
      %sum = memref.load %sumexp[%h] : !vec
      tir.tile <div> ins(%o_row : !o_row) scalar(%sum : f32) outs(%o_row : !o_row)
    }
    tir.copy %acc_o, %acc_o_half : !o, !o_half
    %out = memref.subview %Output[%bz, %by, %row, 0] [1, 1, 32, 128] [1, 1, 1, 1] : !gm to !q_region
    tir.copy %acc_o_half, %out : !o_half, !q_region
  }
  return
}
