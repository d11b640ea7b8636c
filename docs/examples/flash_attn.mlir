// tilelang-ascend's FlashAttention forward in expert mode, in the tir
// dialect: T.Scope("C") computes S = Q Kᵀ into workspace_1 and P V into
// workspace_3, T.Scope("V") runs the online softmax on its half of the
// rows (vid) and writes P into workspace_2; four cross-core flags order
// them per KV block.
//
// Source: tile-ai/tilelang-ascend examples/flash_attention/
// flash_attn_bhsd.py @ 95acbd7f, `flash_attention_fwd(batch=1,
// seq_len=128, heads=1, dim=128)` (its B, S, H; head dim 128 where its
// default --D is 512): f16 Q, K, V and Output of shape [batch, heads,
// seq_len, dim], f32 accumulators, block_M = block_N = 64,
// sm_scale = (1 / 128) ** 0.5, block_num = 2, 2 KV steps; workspace_1
// [block_num, 64, 64] f32 (S), workspace_2 [block_num, 64, 64] f16 (P),
// workspace_3 [block_num, 64, 128] f32 (P V).
//
//   with T.Kernel(block_num, is_npu=True) as (cid, vid):
//       bx = cid % (seq_len // block_M)
//       by = cid // (seq_len // block_M) % heads
//       bz = cid // (seq_len // block_M) // heads % batch
//       q_l1 = T.alloc_L1([block_M, dim], dtype)
//       k_l1 = T.alloc_L1([block_N, dim], dtype)
//       v_l1 = T.alloc_L1([block_N, dim], dtype)
//       acc_s_l1 = T.alloc_L1([block_M, block_N], dtype)
//       acc_s_l0c = T.alloc_L0C([block_M, block_N], accum_dtype)
//       acc_o_l0c = T.alloc_L0C([block_M, dim], accum_dtype)
//       acc_o = T.alloc_ub([block_M // 2, dim], accum_dtype)
//       sumexp = T.alloc_ub([block_M // 2], accum_dtype)
//       m_i = T.alloc_ub([block_M // 2], accum_dtype)
//       acc_s_ub = T.alloc_ub([block_M // 2, block_N], accum_dtype)
//       m_i_prev = T.alloc_ub([block_M // 2], accum_dtype)
//       acc_s_ub_ = T.alloc_ub([block_M // 2, block_N], accum_dtype)
//       sumexp_i_ub = T.alloc_ub([block_M // 2], accum_dtype)
//       acc_s_half = T.alloc_ub([block_M // 2, block_N], dtype)
//       acc_o_ub = T.alloc_ub([block_M // 2, dim], accum_dtype)
//       acc_o_half = T.alloc_ub([block_M // 2, dim], dtype)
//       T.annotate_address({...})       # L1, L0C and UB addresses
//       with T.Scope("C"):
//           T.copy(Q[bz, by, bx * block_M:(bx + 1) * block_M, :], q_l1)
//           T.barrier_all()
//           for k in T.serial(T.ceildiv(seq_len, block_N)):
//               T.copy(K[bz, by, k * block_N:(k + 1) * block_N, :], k_l1)
//               T.barrier_all()
//               T.gemm_v0(q_l1, k_l1, acc_s_l0c, transpose_B=True, init=True)
//               T.barrier_all()
//               T.copy(acc_s_l0c, workspace_1[cid, :, :])
//               T.barrier_all()
//               T.set_cross_flag("FIX", 0)
//               T.wait_cross_flag(1)
//               T.barrier_all()
//               T.copy(workspace_2[cid, :, :], acc_s_l1)
//               T.copy(V[bz, by, k * block_N:(k + 1) * block_N, :], v_l1)
//               T.barrier_all()
//               T.gemm_v0(acc_s_l1, v_l1, acc_o_l0c, init=True)
//               T.barrier_all()
//               T.copy(acc_o_l0c, workspace_3[cid, :, :])
//               T.barrier_all()
//               T.set_cross_flag("FIX", 2)
//               T.wait_cross_flag(3)
//       with T.Scope("V"):
//           T.tile.fill(acc_o, 0.0)
//           T.tile.fill(sumexp, 0.0)
//           T.tile.fill(m_i, -2**30)
//           T.barrier_all()
//           for _k in T.serial(T.ceildiv(seq_len, block_N)):
//               T.tile.fill(acc_s_ub, 0.0)
//               T.barrier_all()
//               T.copy(m_i, m_i_prev)
//               T.barrier_all()
//               T.wait_cross_flag(0)
//               T.copy(workspace_1[cid, vid * block_M // 2:vid * block_M // 2 + block_M // 2, :], acc_s_ub_)
//               T.barrier_all()
//               T.tile.add(acc_s_ub, acc_s_ub, acc_s_ub_)
//               T.barrier_all()
//               T.tile.mul(acc_s_ub, acc_s_ub, sm_scale)
//               T.barrier_all()
//               T.reduce_max(acc_s_ub, m_i, dim=-1)
//               T.barrier_all()
//               T.tile.max(m_i, m_i, m_i_prev)
//               T.barrier_all()
//               T.tile.sub(m_i_prev, m_i_prev, m_i)
//               T.barrier_all()
//               T.tile.exp(m_i_prev, m_i_prev)
//               T.barrier_all()
//               for h_i in range(block_M // 2):
//                   T.barrier_all()
//                   T.tile.sub(acc_s_ub[h_i, :], acc_s_ub[h_i, :], m_i[h_i])
//                   T.barrier_all()
//               T.tile.exp(acc_s_ub, acc_s_ub)
//               T.barrier_all()
//               T.reduce_sum(acc_s_ub, sumexp_i_ub, dim=-1)
//               T.barrier_all()
//               T.tile.mul(sumexp, sumexp, m_i_prev)
//               T.barrier_all()
//               T.tile.add(sumexp, sumexp, sumexp_i_ub)
//               T.barrier_all()
//               for h_i in range(block_M // 2):
//                   T.barrier_all()
//                   T.tile.mul(acc_o[h_i, :], acc_o[h_i, :], m_i_prev[h_i])
//                   T.barrier_all()
//               T.copy(acc_s_ub, acc_s_half)
//               T.barrier_all()
//               T.copy(acc_s_half, workspace_2[cid, vid * block_M // 2:vid * block_M // 2 + block_M // 2, :])
//               T.barrier_all()
//               T.set_cross_flag("MTE3", 1)
//               T.wait_cross_flag(2)
//               T.barrier_all()
//               T.copy(workspace_3[cid, vid * block_M // 2:vid * block_M // 2 + block_M // 2, :], acc_o_ub)
//               T.barrier_all()
//               T.tile.add(acc_o, acc_o, acc_o_ub)
//               T.barrier_all()
//               T.set_cross_flag("V", 3)
//               T.barrier_all()
//           for h_i in range(block_M // 2):
//               T.barrier_all()
//               T.tile.div(acc_o[h_i, :], acc_o[h_i, :], sumexp[h_i])
//               T.barrier_all()
//           T.copy(acc_o, acc_o_half)
//           T.barrier_all()
//           T.copy(acc_o_half, Output[bz, by, bx * block_M + vid * block_M // 2:bx * block_M + vid * block_M // 2 + block_M // 2, :])
//
// T.alloc_L1 is scope "shared.l1", T.alloc_L0C "wmma.accumulator",
// T.alloc_ub "shared"; T.barrier_all() is tl.ascend_pipe_barrier("ALL"),
// T.set_cross_flag(p, f) tl.ascend_set_cross_flag(p, f, 2) and
// T.wait_cross_flag(f) tl.ascend_wait_cross_flag(f). T.annotate_address is
// the kernel's address_map (accepted with a remark: tirpto and ptoas plan
// the addresses). TileLang normalises dim=-1 of the reductions to 1.
//
// The kernel mixes Cube and Vector work: ascend-split-cube-vector makes a
// Cube part and a Vector part of it, its flags in the part of the core
// that issues them; the workspaces are the kernel's own arguments. On a5
// the Vector's T.set_cross_flag("V", 3) is set on MTE3 after a barrier
// (a5's Vector cores set flags on MTE3 only). On a3 the kernel takes the
// FFTS base address as a last argument.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/flash_attn.mlir -o flash_attn.pto
//   ptoas --pto-arch=a3 --enable-insert-sync flash_attn.pto -o flash_attn.cpp

!gm = memref<1x1x128x128xf16>
!ws_s = memref<2x64x64xf32>
!ws_p = memref<2x64x64xf16>
!ws_o = memref<2x64x128xf32>
!q_region = memref<64x128xf16, strided<[128, 1], offset: ?>>
!o_region = memref<32x128xf16, strided<[128, 1], offset: ?>>
!s_ws = memref<64x64xf32, strided<[64, 1], offset: ?>>
!s_half_ws = memref<32x64xf32, strided<[64, 1], offset: ?>>
!p_ws = memref<64x64xf16, strided<[64, 1], offset: ?>>
!p_half_ws = memref<32x64xf16, strided<[64, 1], offset: ?>>
!o_ws = memref<64x128xf32, strided<[128, 1], offset: ?>>
!o_half_ws = memref<32x128xf32, strided<[128, 1], offset: ?>>
!q_l1 = memref<64x128xf16, #tir.scope<"shared.l1">>
!kv_l1 = memref<64x128xf16, #tir.scope<"shared.l1">>
!p_l1 = memref<64x64xf16, #tir.scope<"shared.l1">>
!s_l0c = memref<64x64xf32, #tir.scope<"wmma.accumulator">>
!o_l0c = memref<64x128xf32, #tir.scope<"wmma.accumulator">>
!o = memref<32x128xf32, #tir.scope<"shared">>
!o_half = memref<32x128xf16, #tir.scope<"shared">>
!s = memref<32x64xf32, #tir.scope<"shared">>
!s_half = memref<32x64xf16, #tir.scope<"shared">>
!vec = memref<32xf32, #tir.scope<"shared">>
!s_row = memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>
!o_row = memref<1x128xf32, strided<[128, 1], offset: ?>, #tir.scope<"shared">>

func.func @flash_attn(%Q: !gm {tir.name = "Q"}, %K: !gm {tir.name = "K"},
                      %V: !gm {tir.name = "V"},
                      %Output: !gm {tir.name = "Output"},
                      %workspace_1: !ws_s {tir.name = "workspace_1"},
                      %workspace_2: !ws_p {tir.name = "workspace_2"},
                      %workspace_3: !ws_o {tir.name = "workspace_3"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 attributes {address_map = {q_l1 = 0 : i64, k_l1 = 16384 : i64, acc_s_l1 = 16384 : i64, v_l1 = 24576 : i64, acc_s_l0c = 0 : i64, acc_o_l0c = 0 : i64, acc_o = 0 : i64, sumexp = 65536 : i64, m_i = 65664 : i64, acc_s_ub = 66048 : i64, m_i_prev = 74240 : i64, acc_s_ub_ = 74368 : i64, sumexp_i_ub = 98944 : i64, acc_s_half = 98944 : i64, acc_o_ub = 98944 : i64, acc_o_half = 98944 : i64}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    // seq_len // block_M, heads, batch, block_M // 2.
    %m_blocks = arith.constant 2 : index
    %half_m = arith.constant 32 : index
    %zero = arith.constant 0.0 : f32
    // -2**30
    %neg_big = arith.constant -1073741824.0 : f32
    // sm_scale = (1.0 / 128) ** 0.5
    %sm_scale = arith.constant 0.08838834764831845 : f32
    %flag0 = arith.constant 0 : i32
    %flag1 = arith.constant 1 : i32
    %flag2 = arith.constant 2 : i32
    %flag3 = arith.constant 3 : i32
    %mode = arith.constant 2 : i32
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
    %row = arith.muli %bx, %c64 : index
    %mine = arith.muli %vid, %half_m : index
    tir.section <cube> {
      %q = memref.subview %Q[%bz, %by, %row, 0] [1, 1, 64, 128] [1, 1, 1, 1] : !gm to !q_region
      tir.copy %q, %q_l1 : !q_region, !q_l1
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.for serial %k = %c0 to %c2 step %c1 {
        %kv_row = arith.muli %k, %c64 : index
        %kk = memref.subview %K[%bz, %by, %kv_row, 0] [1, 1, 64, 128] [1, 1, 1, 1] : !gm to !q_region
        tir.copy %kk, %k_l1 : !q_region, !kv_l1
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %true = arith.constant true
        tir.gemm %q_l1, %k_l1, %acc_s_l0c clear_accum(%true) {transpose_b} : !q_l1, !kv_l1, !s_l0c
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %ws1 = memref.subview %workspace_1[%cid, 0, 0] [1, 64, 64] [1, 1, 1] : !ws_s to !s_ws
        tir.copy %acc_s_l0c, %ws1 : !s_l0c, !s_ws
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.intrin "tl.ascend_set_cross_flag"(%flag0, %mode) {args = ["FIX"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_wait_cross_flag"(%flag1) : (i32) -> ()
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %ws2 = memref.subview %workspace_2[%cid, 0, 0] [1, 64, 64] [1, 1, 1] : !ws_p to !p_ws
        tir.copy %ws2, %acc_s_l1 : !p_ws, !p_l1
        %vv = memref.subview %V[%bz, %by, %kv_row, 0] [1, 1, 64, 128] [1, 1, 1, 1] : !gm to !q_region
        tir.copy %vv, %v_l1 : !q_region, !kv_l1
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.gemm %acc_s_l1, %v_l1, %acc_o_l0c clear_accum(%true) : !p_l1, !kv_l1, !o_l0c
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %ws3 = memref.subview %workspace_3[%cid, 0, 0] [1, 64, 128] [1, 1, 1] : !ws_o to !o_ws
        tir.copy %acc_o_l0c, %ws3 : !o_l0c, !o_ws
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.intrin "tl.ascend_set_cross_flag"(%flag2, %mode) {args = ["FIX"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_wait_cross_flag"(%flag3) : (i32) -> ()
      }
    }
    tir.section <vector> {
      tir.fill %acc_o, %zero : !o
      tir.fill %sumexp, %zero : !vec
      tir.fill %m_i, %neg_big : !vec
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.for serial %k = %c0 to %c2 step %c1 {
        tir.fill %acc_s_ub, %zero : !s
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.copy %m_i, %m_i_prev : !vec, !vec
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.intrin "tl.ascend_wait_cross_flag"(%flag0) : (i32) -> ()
        %ws1 = memref.subview %workspace_1[%cid, %mine, 0] [1, 32, 64] [1, 1, 1] : !ws_s to !s_half_ws
        tir.copy %ws1, %acc_s_ub_ : !s_half_ws, !s
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <add> ins(%acc_s_ub, %acc_s_ub_ : !s, !s) outs(%acc_s_ub : !s)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <mul> ins(%acc_s_ub : !s) scalar(%sm_scale : f32) outs(%acc_s_ub : !s)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.reduce <max> %acc_s_ub, %m_i {dim = 1 : i64} : !s, !vec
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <max> ins(%m_i, %m_i_prev : !vec, !vec) outs(%m_i : !vec)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <sub> ins(%m_i_prev, %m_i : !vec, !vec) outs(%m_i_prev : !vec)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <exp> ins(%m_i_prev : !vec) outs(%m_i_prev : !vec)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.for serial %h = %c0 to %half_m step %c1 {
          tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
          %s_row = memref.subview %acc_s_ub[%h, 0] [1, 64] [1, 1] : !s to !s_row
          %m = memref.load %m_i[%h] : !vec
          tir.tile <sub> ins(%s_row : !s_row) scalar(%m : f32) outs(%s_row : !s_row)
          tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        }
        tir.tile <exp> ins(%acc_s_ub : !s) outs(%acc_s_ub : !s)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.reduce <sum> %acc_s_ub, %sumexp_i_ub {dim = 1 : i64} : !s, !vec
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <mul> ins(%sumexp, %m_i_prev : !vec, !vec) outs(%sumexp : !vec)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <add> ins(%sumexp, %sumexp_i_ub : !vec, !vec) outs(%sumexp : !vec)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.for serial %h = %c0 to %half_m step %c1 {
          tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
          %o_row = memref.subview %acc_o[%h, 0] [1, 128] [1, 1] : !o to !o_row
          %scale = memref.load %m_i_prev[%h] : !vec
          tir.tile <mul> ins(%o_row : !o_row) scalar(%scale : f32) outs(%o_row : !o_row)
          tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        }
        tir.copy %acc_s_ub, %acc_s_half : !s, !s_half
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %ws2 = memref.subview %workspace_2[%cid, %mine, 0] [1, 32, 64] [1, 1, 1] : !ws_p to !p_half_ws
        tir.copy %acc_s_half, %ws2 : !s_half, !p_half_ws
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.intrin "tl.ascend_set_cross_flag"(%flag1, %mode) {args = ["MTE3"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_wait_cross_flag"(%flag2) : (i32) -> ()
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %ws3 = memref.subview %workspace_3[%cid, %mine, 0] [1, 32, 128] [1, 1, 1] : !ws_o to !o_half_ws
        tir.copy %ws3, %acc_o_ub : !o_half_ws, !o
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.tile <add> ins(%acc_o, %acc_o_ub : !o, !o) outs(%acc_o : !o)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        tir.intrin "tl.ascend_set_cross_flag"(%flag3, %mode) {args = ["V"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      }
      tir.for serial %h = %c0 to %half_m step %c1 {
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %o_row = memref.subview %acc_o[%h, 0] [1, 128] [1, 1] : !o to !o_row
        %sum = memref.load %sumexp[%h] : !vec
        tir.tile <div> ins(%o_row : !o_row) scalar(%sum : f32) outs(%o_row : !o_row)
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      }
      tir.copy %acc_o, %acc_o_half : !o, !o_half
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      %orow = arith.addi %row, %mine : index
      %out = memref.subview %Output[%bz, %by, %orow, 0] [1, 1, 32, 128] [1, 1, 1, 1] : !gm to !o_region
      tir.copy %acc_o_half, %out : !o_half, !o_region
    }
  }
  return
}
