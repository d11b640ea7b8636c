# The developer-mode FlashAttention forward of
# docs/examples/flash_attn_developer.mlir (tilelang-ascend
# examples/developer_mode/flash_attn_bshd_developer.py @ 95acbd7f,
# flash_attention_fwd(heads=1, dim=128) with B = 1, S = 128, H = 1: f16 Q,
# K, V, Output of shape [1, 1, 128, 128], f32 accumulators, block_M = 32,
# block_N = 64, 4 blocks, 2 KV steps) as tilelang-ascend's ascendc_pto
# branch prints it: `print(main.script())`, the tile-level TIR in the
# classic printer's form. T.Kernel(4, threads=2, is_npu=True) prints as
# blockIdx.x 4 plus threadIdx.x 2 (the unused `vid`), the block attribute
# tilelang.is_npu_kernel_frame_dev_mode and the function attribute
# npu_cv_ratio; `cid // 4 % 1` and `cid // 4 // 1 % 1` are folded by TVM's
# constructors to 0; T.Pipelined(2, num_stages=2) prints as a serial loop
# annotated num_stages = 2 and tl_cross_interval = 1 (tilelang-ascend's
# default cross_interval); T.copy prints as T.ascend_copy of T.regions (a
# slice at its start with its extents, leading 1s included);
# T.gemm_v0 as T.ascend_gemm_v0; T.tile.* as T.ascend_<op> with access
# pointers and an element count (a row `x[h_i, :]` is a pointer at offset
# h_i * N of N elements; a scalar source `m[h_i]` makes the `s` form with
# m's pointer and the index); T.reduce_max / T.reduce_sum as
# T.ascend_reduce("reduce_max<float, 32, 64, -1>", out, in, clear), the
# output first; `for h_i in range(block_M)` is a TIR serial loop. The
# prim_func is named after the .mlir function (the example's `def main`
# prints as `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/flash_attn_developer.py -o flash_attn_developer.mlir
#
# from tvm.script import tir as T

@T.prim_func
def flash_attn(Q: T.Buffer((1, 1, 128, 128), "float16"), K: T.Buffer((1, 1, 128, 128), "float16"), V: T.Buffer((1, 1, 128, 128), "float16"), Output: T.Buffer((1, 1, 128, 128), "float16")):
    T.func_attr({"npu_cv_ratio": "cv_1_2"})
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("threadIdx.x", 2)
    with T.block("tilelang_root"):
        T.reads(Q[0, 0, cid % 4 * 32, 0], K[0, 0, 0:65, 0], V[0, 0, 0:65, 0], Output[0, 0, cid % 4 * 32, 0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame_dev_mode": T.bool(True)})
        q_l1 = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        k_l1 = T.alloc_buffer((64, 128), "float16", scope="shared.dyn")
        v_l1 = T.alloc_buffer((64, 128), "float16", scope="shared.dyn")
        acc_s_l1 = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        acc_s_l0c = T.alloc_buffer((32, 64), scope="local.fragment")
        acc_o_l0c = T.alloc_buffer((32, 128), scope="local.fragment")
        acc_o = T.alloc_buffer((32, 128), scope="shared.dyn")
        sumexp = T.alloc_buffer((32,), scope="shared.dyn")
        m_i = T.alloc_buffer((32,), scope="shared.dyn")
        acc_s_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        m_i_prev = T.alloc_buffer((32,), scope="shared.dyn")
        acc_s_ub_ = T.alloc_buffer((32, 64), scope="shared.dyn")
        sumexp_i_ub = T.alloc_buffer((32,), scope="shared.dyn")
        acc_s_half = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        acc_o_ub = T.alloc_buffer((32, 128), scope="shared.dyn")
        acc_o_half = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        bx: T.int32 = cid % 4
        by: T.int32 = 0
        bz: T.int32 = 0
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, 0, 4096, 2), T.float32(0), 4096)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 2), T.float32(0), 32)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 2), -1073741824, 32)
        T.ascend_copy(T.region(Q[bz, by, bx * 32, 0], 1, 1, 1, 32, 128), T.region(q_l1[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
        for k in T.serial(2, annotations={"num_stages": 2, "tl_cross_interval": 1}):
            T.ascend_copy(T.region(K[bz, by, k * 64, 0], 1, 1, 1, 64, 128), T.region(k_l1[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
            T.ascend_gemm_v0("gemm_v0<half, float, 32, 64, 128, false, true>", T.tvm_access_ptr(T.type_annotation("float16"), q_l1.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float16"), k_l1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_l0c.data, 0, 2048, 2), T.bool(True))
            T.ascend_copy(T.region(acc_s_l0c[0, 0], 1, 32, 64), T.region(acc_s_ub_[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 2), T.float32(0), 2048)
            T.ascend_copy(T.region(m_i[0], 1, 32), T.region(m_i_prev[0], 2, 32), T.bool(False), T.bool(False), 0)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub_.data, 0, 2048, 1), 2048)
            T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 1), T.float32(0.088388347648318447), 2048)
            T.ascend_reduce("reduce_max<float, 32, 64, -1>", T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 1), T.bool(True))
            T.ascend_max(T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 1), 32)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 1), 32)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 1), 32)
            for h_i in range(32):
                T.ascend_subs(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, h_i * 64, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, h_i * 64, 64, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i.data, 0, 32, 1), h_i, 64)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 1), 2048)
            T.ascend_reduce("reduce_sum<float, 32, 64, -1>", T.tvm_access_ptr(T.type_annotation("float32"), sumexp_i_ub.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_s_ub.data, 0, 2048, 1), T.bool(True))
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 1), 32)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), sumexp_i_ub.data, 0, 32, 1), 32)
            T.ascend_copy(T.region(acc_s_ub[0, 0], 1, 32, 64), T.region(acc_s_half[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(acc_s_half[0, 0], 1, 32, 64), T.region(acc_s_l1[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(V[bz, by, k * 64, 0], 1, 1, 1, 64, 128), T.region(v_l1[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
            T.ascend_gemm_v0("gemm_v0<half, float, 32, 128, 64, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), acc_s_l1.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float16"), v_l1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_o_l0c.data, 0, 4096, 2), T.bool(True))
            T.ascend_copy(T.region(acc_o_l0c[0, 0], 1, 32, 128), T.region(acc_o_ub[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
            for h_i in range(32):
                T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, h_i * 128, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, h_i * 128, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), m_i_prev.data, 0, 32, 1), h_i, 128)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), acc_o_ub.data, 0, 4096, 1), 4096)
        for h_i in range(32):
            T.ascend_divs(T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, h_i * 128, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), acc_o.data, h_i * 128, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), sumexp.data, 0, 32, 1), h_i, 128)
        T.ascend_copy(T.region(acc_o[0, 0], 1, 32, 128), T.region(acc_o_half[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(acc_o_half[0, 0], 1, 32, 128), T.region(Output[bz, by, bx * 32, 0], 2, 1, 1, 32, 128), T.bool(False), T.bool(False), 0)
