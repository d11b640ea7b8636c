# The "UB merge" mixed kernel of docs/examples/gemm_ub_merge.mlir
# (tile-ai/tilelang examples/ascend/example_gemm_ub_merge.py @ 0e4ad53c,
# gemm_ub_merge(M=256, K=256, N=128): f16 A and B, f32 C, 128 x 128 x 128
# tiles, one block) as TileLang prints it: `print(main.script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.8 (T.region
# operands, T.copy with two regions and its call annotations as keywords,
# T.gemm_py with 19 arguments and the mbar placeholder 0). Written by hand
# following the printer's rules (docs/PtoTranslate.md), not captured from a
# TileLang run.
#
# What the source turns into here:
# - T.Kernel(1) as _: a blockIdx.x launch of one block. `with T.Vector()
#   as sid` binds the Vector sub-block id; it is written here as
#   T.MixedKernel prints its sid, `sid = T.launch_thread("cthread", 2)`
#   with the launch's vector_count annotation (how the printer spells
#   T.Vector()'s binding has not been checked on a TileLang build).
# - T.Cube() / T.Vector(): the blocks "CUBE" and "VECTOR".
# - T.ascend_set_flag / wait_flag and T.ascend_cross_core_set_flag /
#   wait_flag: registered builtins, printed by their names with their
#   arguments (mode, pipe, flag id).
# - T.dual_copy(acc, buf_a): a T.copy of the whole 128 x 128 acc into the
#   64 x 128 buf_a with the call annotations dual_dst_ctl=1 (the split is
#   along M) and l2_cache_ctrl=0.
# - The Vector section's Python bindings (my_buf_a_flag, ...): let
#   bindings.
# The prim_func prints under its global symbol; it is `main` in the source,
# `gemm_ub_merge` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_ub_merge.py -o gemm_ub_merge.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_ub_merge(A: T.Buffer((256, 256), "float16"), B: T.Buffer((128, 256), "float16"), C: T.Buffer((256, 128), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 1)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True), "vector_count": 2})
        buf_a = T.alloc_buffer((64, 128), scope="shared.dyn")
        buf_b = T.alloc_buffer((64, 128), scope="shared.dyn")
        a_l1 = T.alloc_buffer((128, 128), "float16", scope="shared.l1")
        b_l1 = T.alloc_buffer((128, 128), "float16", scope="shared.l1")
        acc = T.alloc_buffer((128, 128), scope="shared.l0c")
        with T.block("CUBE"):
            T.ascend_set_flag("MTE1_MTE2", 0)
            T.ascend_set_flag("FIX_M", 0)
            for kt in range(2):
                T.ascend_wait_flag("MTE1_MTE2", 0)
                T.copy(T.region(A[0, kt * 128], 1, 128, 128), T.region(a_l1[0, 0], 2, 128, 128))
                T.copy(T.region(B[0, kt * 128], 1, 128, 128), T.region(b_l1[0, 0], 2, 128, 128))
                T.ascend_set_flag("MTE2_MTE1", 0)
                T.ascend_wait_flag("MTE2_MTE1", 0)
                if kt == 0:
                    T.ascend_wait_flag("FIX_M", 0)
                T.gemm_py(T.region(a_l1[0, 0], 1, 128, 128), T.region(b_l1[0, 0], 1, 128, 128), T.region(acc[0, 0], 3, 128, 128), T.bool(False), T.bool(True), 128, 128, 128, 0, kt == 0, 128, 128, 0, 0, 1, 0, 0, 0, 0)
                T.ascend_set_flag("MTE1_MTE2", 0)
            T.ascend_set_flag("M_FIX", 0)
            T.ascend_wait_flag("M_FIX", 0)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
            T.copy(T.region(acc[0, 0], 1, 128, 128), T.region(buf_a[0, 0], 2, 64, 128), dual_dst_ctl=1, l2_cache_ctrl=0)
            T.ascend_cross_core_set_flag(4, "PIPE_FIX", 6)
            T.ascend_cross_core_set_flag(4, "PIPE_FIX", 22)
            T.ascend_set_flag("FIX_M", 0)
            for kt in range(2):
                T.ascend_wait_flag("MTE1_MTE2", 0)
                T.copy(T.region(A[128, kt * 128], 1, 128, 128), T.region(a_l1[0, 0], 2, 128, 128))
                T.copy(T.region(B[0, kt * 128], 1, 128, 128), T.region(b_l1[0, 0], 2, 128, 128))
                T.ascend_set_flag("MTE2_MTE1", 0)
                T.ascend_wait_flag("MTE2_MTE1", 0)
                if kt == 0:
                    T.ascend_wait_flag("FIX_M", 0)
                T.gemm_py(T.region(a_l1[0, 0], 1, 128, 128), T.region(b_l1[0, 0], 1, 128, 128), T.region(acc[0, 0], 3, 128, 128), T.bool(False), T.bool(True), 128, 128, 128, 0, kt == 0, 128, 128, 0, 0, 1, 0, 0, 0, 0)
                T.ascend_set_flag("MTE1_MTE2", 0)
            T.ascend_set_flag("M_FIX", 0)
            T.ascend_wait_flag("M_FIX", 0)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
            T.copy(T.region(acc[0, 0], 1, 128, 128), T.region(buf_b[0, 0], 2, 64, 128), dual_dst_ctl=1, l2_cache_ctrl=0)
            T.ascend_cross_core_set_flag(4, "PIPE_FIX", 8)
            T.ascend_cross_core_set_flag(4, "PIPE_FIX", 24)
            T.ascend_set_flag("FIX_M", 0)
            T.ascend_wait_flag("MTE1_MTE2", 0)
            T.ascend_wait_flag("FIX_M", 0)
        with T.block("VECTOR"):
            my_buf_a_flag: T.int32 = 6 + sid * 16
            my_buf_b_flag: T.int32 = 8 + sid * 16
            my_ready_flag: T.int32 = 4 + sid * 16
            T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_ready_flag)
            T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", my_buf_a_flag)
            T.copy(T.region(buf_a[0, 0], 1, 64, 128), T.region(C[sid * 64, 0], 2, 64, 128))
            T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_ready_flag)
            T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", my_buf_b_flag)
            T.copy(T.region(buf_b[0, 0], 1, 64, 128), T.region(C[128 + sid * 64, 0], 2, 64, 128))
