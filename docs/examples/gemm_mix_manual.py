# The manual Cube + Vector GEMM of docs/examples/gemm_mix_manual.mlir
# (tile-ai/tilelang examples/ascend/example_gemm_mix_manual.py @ 0e4ad53c,
# gemm(M_DIM=8192, K_DIM=8192, N_DIM=8192): bf16 X and W, f32 C, 32 blocks,
# 256 x 256 x 256 tiles, two L1 stages) as TileLang prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.8 (T.region operands, T.copy with two regions and its
# call annotations as keywords, T.gemm_py with 19 arguments and the mbar
# placeholder 0). Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run.
#
# What the source turns into here:
# - T.Kernel(32) as bx: a blockIdx.x launch. `with T.Vector() as sid` is
#   written as T.MixedKernel prints its sid, `sid = T.launch_thread(
#   "cthread", 2)` with the launch's vector_count annotation (as in
#   docs/examples/gemm_ub_merge.py: how the printer spells T.Vector()'s
#   binding has not been checked on a TileLang build).
# - T.Cube() / T.Vector(): the blocks "CUBE" and "VECTOR".
# - The aswt_swizzle macro, called in each section: its T.alloc_var
#   scalars are allocated once per call and hoisted to the root block
#   (m_tile, n_tile, m_tile_1, n_tile_1), read at each use; its Python
#   bindings (tile_idx, row_idx, tail_idx) are let bindings, `//` and `%`
#   floor division and modulo.
# - x_l1[f, :, :] of the (2, 256, 256) l1 buffers: T.region(x_l1[f, 0, 0],
#   access, 1, 256, 256); `f = kt % NUM_STAGES` a let binding; the
#   Vector section's my_aic_flag / my_aiv_flag are written as the
#   constants they hold (whether the printer shows them as let bindings
#   has not been checked; both spellings import alike).
# - T.dual_copy(res, temp): a T.copy of the whole 256 x 256 res into the
#   128 x 256 temp with the call annotations dual_dst_ctl=1 and
#   l2_cache_ctrl=0.
# The prim_func prints under its global symbol; it is `main` in the source,
# `gemm_mix_manual` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_mix_manual.py -o gemm_mix_manual.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_mix_manual(X: T.Buffer((8192, 8192), "bfloat16"), W: T.Buffer((8192, 8192), "bfloat16"), C: T.Buffer((8192, 8192), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 32)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True), "vector_count": 2})
        res = T.alloc_buffer((256, 256), scope="shared.l0c")
        x_l1 = T.alloc_buffer((2, 256, 256), "bfloat16", scope="shared.l1")
        w_l1 = T.alloc_buffer((2, 256, 256), "bfloat16", scope="shared.l1")
        temp = T.alloc_buffer((128, 256), scope="shared.dyn")
        m_tile = T.alloc_buffer((1,), "int32", scope="local.var")
        n_tile = T.alloc_buffer((1,), "int32", scope="local.var")
        m_tile_1 = T.alloc_buffer((1,), "int32", scope="local.var")
        n_tile_1 = T.alloc_buffer((1,), "int32", scope="local.var")
        with T.block("CUBE"):
            for f in range(2):
                T.ascend_set_flag("MTE1_MTE2", f)
            T.ascend_set_flag("FIX_M", 0)
            for out_tile in range(32):
                tile_idx: T.int32 = out_tile * 32 + bx
                row_idx: T.int32 = tile_idx // 32 // 4
                if row_idx < 7:
                    m_tile[0] = row_idx * 4 + tile_idx % 4
                    n_tile[0] = tile_idx // 4 % 32
                else:
                    tail_idx: T.int32 = tile_idx - 896
                    m_tile[0] = 28 + tail_idx % 4
                    n_tile[0] = tail_idx // 4 % 32
                if row_idx % 2 != 0:
                    n_tile[0] = 31 - n_tile[0]
                for kt in range(32):
                    f: T.int32 = kt % 2
                    T.ascend_wait_flag("MTE1_MTE2", f)
                    T.copy(T.region(X[m_tile[0] * 256, kt * 256], 1, 256, 256), T.region(x_l1[f, 0, 0], 2, 1, 256, 256))
                    T.copy(T.region(W[n_tile[0] * 256, kt * 256], 1, 256, 256), T.region(w_l1[f, 0, 0], 2, 1, 256, 256))
                    T.ascend_set_flag("MTE2_MTE1", f)
                    T.ascend_wait_flag("MTE2_MTE1", f)
                    if kt == 0:
                        T.ascend_wait_flag("FIX_M", 0)
                    T.gemm_py(T.region(x_l1[f, 0, 0], 1, 1, 256, 256), T.region(w_l1[f, 0, 0], 1, 1, 256, 256), T.region(res[0, 0], 3, 256, 256), T.bool(False), T.bool(True), 256, 256, 256, 0, kt == 0, 256, 256, 0, 0, 1, 0, 0, 0, 0)
                    T.ascend_set_flag("MTE1_MTE2", f)
                T.ascend_set_flag("M_FIX", 0)
                T.ascend_wait_flag("M_FIX", 0)
                T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
                T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
                T.copy(T.region(res[0, 0], 1, 256, 256), T.region(temp[0, 0], 2, 128, 256), dual_dst_ctl=1, l2_cache_ctrl=0)
                T.ascend_cross_core_set_flag(4, "PIPE_FIX", 6)
                T.ascend_cross_core_set_flag(4, "PIPE_FIX", 22)
                T.ascend_set_flag("FIX_M", 0)
            for f in range(2):
                T.ascend_wait_flag("MTE1_MTE2", f)
            T.ascend_wait_flag("FIX_M", 0)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
        with T.block("VECTOR"):
            T.ascend_cross_core_set_flag(4, "PIPE_MTE3", 4)
            for out_tile in range(32):
                tile_idx: T.int32 = out_tile * 32 + bx
                row_idx: T.int32 = tile_idx // 32 // 4
                if row_idx < 7:
                    m_tile_1[0] = row_idx * 4 + tile_idx % 4
                    n_tile_1[0] = tile_idx // 4 % 32
                else:
                    tail_idx: T.int32 = tile_idx - 896
                    m_tile_1[0] = 28 + tail_idx % 4
                    n_tile_1[0] = tail_idx // 4 % 32
                if row_idx % 2 != 0:
                    n_tile_1[0] = 31 - n_tile_1[0]
                T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", 6)
                T.copy(T.region(temp[0, 0], 1, 128, 256), T.region(C[m_tile_1[0] * 256 + sid * 128, n_tile_1[0] * 256], 2, 128, 256))
                T.ascend_cross_core_set_flag(4, "PIPE_MTE3", 4)
