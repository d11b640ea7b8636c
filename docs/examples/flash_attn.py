# The expert-mode FlashAttention forward of docs/examples/flash_attn.mlir
# (tilelang-ascend examples/flash_attention/flash_attn_bhsd.py @ 95acbd7f,
# flash_attention_fwd(batch=1, seq_len=128, heads=1, dim=128): f16 Q, K, V,
# Output of shape [1, 1, 128, 128], f32 accumulators, block_M = block_N =
# 64, 2 blocks, 2 KV steps, workspaces S [2, 64, 64] f32, P [2, 64, 64]
# f16, P V [2, 64, 128] f32) as tilelang-ascend's ascendc_pto branch
# prints it: `print(main.script())`, the tile-level TIR in the classic
# printer's form. T.Kernel(2, is_npu=True) prints as blockIdx.x +
# blockIdx.y extent 2; `cid // 2 % 1` and `cid // 2 // 1 % 1` are folded by
# TVM's constructors to 0. T.annotate_address is the block attribute
# address_map keyed by the buffers' data variables: the printer declares
# each as a `T.handle` before the attributes (annotation keys sorted, the
# map's own order is the printer's) and each buffer then takes the next
# free name (`q_l1_1 = T.alloc_buffer(..., data=q_l1, ...)`), as the
# tl.local_var_init dump of tilelang-tir.md D5 shows. T.Scope("C") prints
# as `with T.attr(0, "resource_scope", 0):` (not the last statement of its
# block), T.Scope("V") as the concise `T.attr(0, "resource_scope", 1)`;
# T.copy as T.ascend_copy of T.regions; T.gemm_v0 as T.ascend_gemm_v0;
# T.barrier_all() as T.ascend_pipe_barrier("ALL"); T.set_cross_flag(p, f)
# as T.ascend_set_cross_flag(p, f, 2) and T.wait_cross_flag(f) as
# T.ascend_wait_cross_flag(f, "") (its pipe argument, empty before a5);
# T.tile.* as T.ascend_<op> with access pointers and an element count
# (`x[h_i, :]` a pointer at h_i * N of N elements; a scalar source
# `m[h_i]` the `s` form with m's pointer and the index); T.reduce_max /
# T.reduce_sum as T.ascend_reduce("reduce_max<float, 32, 64, -1>", out,
# in, clear); `range(...)` loops are TIR serial loops. The prim_func is
# named after the .mlir function (the example's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/flash_attn.py -o flash_attn.mlir
#
# from tvm.script import tir as T

@T.prim_func
def flash_attn(Q: T.Buffer((1, 1, 128, 128), "float16"), K: T.Buffer((1, 1, 128, 128), "float16"), V: T.Buffer((1, 1, 128, 128), "float16"), Output: T.Buffer((1, 1, 128, 128), "float16"), workspace_1: T.Buffer((2, 64, 64), "float32"), workspace_2: T.Buffer((2, 64, 64), "float16"), workspace_3: T.Buffer((2, 64, 128), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(Q[0, 0, cid % 2 * 64, 0], K[0, 0, 0:65, 0], workspace_1[cid, T.min(0, vid * 64 // 2):T.min(0, vid * 64 // 2) + (T.max(0, vid * 64 // 2) + 1 - T.min(0, vid * 64 // 2)), 0], workspace_2[cid, T.min(0, vid * 64 // 2):T.min(0, vid * 64 // 2) + (T.max(0, vid * 64 // 2) + 1 - T.min(0, vid * 64 // 2)), 0], V[0, 0, 0:65, 0], workspace_3[cid, T.min(0, vid * 64 // 2):T.min(0, vid * 64 // 2) + (T.max(0, vid * 64 // 2) + 1 - T.min(0, vid * 64 // 2)), 0], Output[0, 0, cid % 2 * 64 + vid * 64 // 2, 0])
        T.writes()
        q_l1 = T.handle("float16", "shared.l1")
        k_l1 = T.handle("float16", "shared.l1")
        v_l1 = T.handle("float16", "shared.l1")
        acc_s_l1 = T.handle("float16", "shared.l1")
        acc_s_l0c = T.handle("float32", "wmma.accumulator")
        acc_o_l0c = T.handle("float32", "wmma.accumulator")
        acc_o = T.handle("float32", "shared")
        sumexp = T.handle("float32", "shared")
        m_i = T.handle("float32", "shared")
        acc_s_ub = T.handle("float32", "shared")
        m_i_prev = T.handle("float32", "shared")
        acc_s_ub_ = T.handle("float32", "shared")
        sumexp_i_ub = T.handle("float32", "shared")
        acc_s_half = T.handle("float16", "shared")
        acc_o_ub = T.handle("float32", "shared")
        acc_o_half = T.handle("float16", "shared")
        T.block_attr({"address_map": {q_l1: 0, k_l1: 16384, acc_s_l1: 16384, v_l1: 24576, acc_s_l0c: 0, acc_o_l0c: 0, acc_o: 0, sumexp: 65536, m_i: 65664, acc_s_ub: 66048, m_i_prev: 74240, acc_s_ub_: 74368, sumexp_i_ub: 98944, acc_s_half: 98944, acc_o_ub: 98944, acc_o_half: 98944}, "tilelang.is_npu_kernel_frame": T.bool(True)})
        q_l1_1 = T.alloc_buffer((64, 128), "float16", data=q_l1, scope="shared.l1")
        k_l1_1 = T.alloc_buffer((64, 128), "float16", data=k_l1, scope="shared.l1")
        v_l1_1 = T.alloc_buffer((64, 128), "float16", data=v_l1, scope="shared.l1")
        acc_s_l1_1 = T.alloc_buffer((64, 64), "float16", data=acc_s_l1, scope="shared.l1")
        acc_s_l0c_1 = T.alloc_buffer((64, 64), data=acc_s_l0c, scope="wmma.accumulator")
        acc_o_l0c_1 = T.alloc_buffer((64, 128), data=acc_o_l0c, scope="wmma.accumulator")
        acc_o_1 = T.alloc_buffer((32, 128), data=acc_o, scope="shared")
        sumexp_1 = T.alloc_buffer((32,), data=sumexp, scope="shared")
        m_i_1 = T.alloc_buffer((32,), data=m_i, scope="shared")
        acc_s_ub_1 = T.alloc_buffer((32, 64), data=acc_s_ub, scope="shared")
        m_i_prev_1 = T.alloc_buffer((32,), data=m_i_prev, scope="shared")
        acc_s_ub__1 = T.alloc_buffer((32, 64), data=acc_s_ub_, scope="shared")
        sumexp_i_ub_1 = T.alloc_buffer((32,), data=sumexp_i_ub, scope="shared")
        acc_s_half_1 = T.alloc_buffer((32, 64), "float16", data=acc_s_half, scope="shared")
        acc_o_ub_1 = T.alloc_buffer((32, 128), data=acc_o_ub, scope="shared")
        acc_o_half_1 = T.alloc_buffer((32, 128), "float16", data=acc_o_half, scope="shared")
        bx: T.int32 = cid % 2
        by: T.int32 = 0
        bz: T.int32 = 0
        with T.attr(0, "resource_scope", 0):
            T.ascend_copy(T.region(Q[bz, by, bx * 64, 0], 1, 1, 1, 64, 128), T.region(q_l1_1[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            for k in range(2):
                T.ascend_copy(T.region(K[bz, by, k * 64, 0], 1, 1, 1, 64, 128), T.region(k_l1_1[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_gemm_v0("gemm_v0<half, float, 64, 64, 128, false, true>", T.tvm_access_ptr(T.type_annotation("float16"), q_l1, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float16"), k_l1, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_l0c, 0, 4096, 2), T.bool(True))
                T.ascend_pipe_barrier("ALL")
                T.ascend_copy(T.region(acc_s_l0c_1[0, 0], 1, 64, 64), T.region(workspace_1[cid, 0, 0], 2, 1, 64, 64), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_set_cross_flag("FIX", 0, 2)
                T.ascend_wait_cross_flag(1, "")
                T.ascend_pipe_barrier("ALL")
                T.ascend_copy(T.region(workspace_2[cid, 0, 0], 1, 1, 64, 64), T.region(acc_s_l1_1[0, 0], 2, 64, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(V[bz, by, k * 64, 0], 1, 1, 1, 64, 128), T.region(v_l1_1[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_gemm_v0("gemm_v0<half, float, 64, 128, 64, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), acc_s_l1, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float16"), v_l1, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_o_l0c, 0, 8192, 2), T.bool(True))
                T.ascend_pipe_barrier("ALL")
                T.ascend_copy(T.region(acc_o_l0c_1[0, 0], 1, 64, 128), T.region(workspace_3[cid, 0, 0], 2, 1, 64, 128), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_set_cross_flag("FIX", 2, 2)
                T.ascend_wait_cross_flag(3, "")
        T.attr(0, "resource_scope", 1)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), acc_o, 0, 4096, 2), T.float32(0), 4096)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 2), T.float32(0), 32)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 2), -1073741824, 32)
        T.ascend_pipe_barrier("ALL")
        for _k in range(2):
            T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 2), T.float32(0), 2048)
            T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(m_i_1[0], 1, 32), T.region(m_i_prev_1[0], 2, 32), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            T.ascend_wait_cross_flag(0, "")
            T.ascend_copy(T.region(workspace_1[cid, vid * 64 // 2, 0], 1, 1, 32, 64), T.region(acc_s_ub__1[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub_, 0, 2048, 1), 2048)
            T.ascend_pipe_barrier("ALL")
            T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 1), T.float32(0.088388347648318447), 2048)
            T.ascend_pipe_barrier("ALL")
            T.ascend_reduce("reduce_max<float, 32, 64, -1>", T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 1), T.bool(True))
            T.ascend_pipe_barrier("ALL")
            T.ascend_max(T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 1), 32)
            T.ascend_pipe_barrier("ALL")
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 1), 32)
            T.ascend_pipe_barrier("ALL")
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 1), 32)
            T.ascend_pipe_barrier("ALL")
            for h_i in range(32):
                T.ascend_pipe_barrier("ALL")
                T.ascend_subs(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, h_i * 64, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, h_i * 64, 64, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i, 0, 32, 1), h_i, 64)
                T.ascend_pipe_barrier("ALL")
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 1), 2048)
            T.ascend_pipe_barrier("ALL")
            T.ascend_reduce("reduce_sum<float, 32, 64, -1>", T.tvm_access_ptr(T.type_annotation("float32"), sumexp_i_ub, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub, 0, 2048, 1), T.bool(True))
            T.ascend_pipe_barrier("ALL")
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 1), 32)
            T.ascend_pipe_barrier("ALL")
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), sumexp_i_ub, 0, 32, 1), 32)
            T.ascend_pipe_barrier("ALL")
            for h_i in range(32):
                T.ascend_pipe_barrier("ALL")
                T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), acc_o, h_i * 128, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o, h_i * 128, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev, 0, 32, 1), h_i, 128)
                T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(acc_s_ub_1[0, 0], 1, 32, 64), T.region(acc_s_half_1[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(acc_s_half_1[0, 0], 1, 32, 64), T.region(workspace_2[cid, vid * 64 // 2, 0], 2, 1, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            T.ascend_set_cross_flag("MTE3", 1, 2)
            T.ascend_wait_cross_flag(2, "")
            T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(workspace_3[cid, vid * 64 // 2, 0], 1, 1, 32, 128), T.region(acc_o_ub_1[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
            T.ascend_pipe_barrier("ALL")
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), acc_o, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_o_ub, 0, 4096, 1), 4096)
            T.ascend_pipe_barrier("ALL")
            T.ascend_set_cross_flag("V", 3, 2)
            T.ascend_pipe_barrier("ALL")
        for h_i in range(32):
            T.ascend_pipe_barrier("ALL")
            T.ascend_divs(T.tvm_access_ptr(T.type_annotation("float32"), acc_o, h_i * 128, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o, h_i * 128, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), sumexp, 0, 32, 1), h_i, 128)
            T.ascend_pipe_barrier("ALL")
        T.ascend_copy(T.region(acc_o_1[0, 0], 1, 32, 128), T.region(acc_o_half_1[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
        T.ascend_pipe_barrier("ALL")
        T.ascend_copy(T.region(acc_o_half_1[0, 0], 1, 32, 128), T.region(Output[bz, by, bx * 64 + vid * 64 // 2, 0], 2, 1, 1, 32, 128), T.bool(False), T.bool(False), 0)
