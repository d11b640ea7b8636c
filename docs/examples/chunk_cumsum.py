# The chunk-local cumulative sums of docs/examples/chunk_cumsum.mlir
# (tilelang-ascend examples/linear_attention_and_rnn/opt_gdn/
# opt_gdn_chunk_cumsum.py and examples/cumsum_gdn/example_cumsum.py @
# 95acbd7f, at B = 1, H = 4, L = 64; C = 16, CC = 2 and C = 32, reverse)
# as tilelang-ascend prints them: `print(main.script())`, the tile-level
# TIR in the classic printer's form. T.Kernel(n, is_npu=True) prints as
# blockIdx.x + blockIdx.y extent 2 and the block attribute
# tilelang.is_npu_kernel_frame; the Python variables bound to expressions
# (bx, by, bz, ofs, tmp2) as let-bound names; T.Scope("V") as T.attr(0,
# "resource_scope", 1) scoping the rest of the block; T.set_flag("mte2",
# "v", 0) as T.ascend_set_flag("MTE2", "V", 0); T.copy as T.ascend_copy of
# T.region operands; T.tile.fill as T.ascend_fill and T.reduce_sum as
# T.ascend_reduce with access pointers. `ofs + 0` folds to `ofs`. The
# prim_funcs are named after the .mlir functions (the examples' `def main`
# prints as `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/chunk_cumsum.py -o chunk_cumsum.mlir
#
# from tvm.script import tir as T

@T.prim_func
def chunk_cumsum(G: T.Buffer((1, 4, 64), "float32"), S: T.Buffer((1, 4, 64), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(G[cid // 2 // 2, cid // 2 % 2 * 2 + vid, cid % 2 * 32], s_ub[0:32], g_ub[0:32])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        g_ub = T.alloc_buffer((32,), scope="shared")
        s_ub = T.alloc_buffer((32,), scope="shared")
        bx: T.int32 = cid % 2
        by: T.int32 = cid // 2 % 2 * 2 + vid
        bz: T.int32 = cid // 2 // 2
        T.attr(0, "resource_scope", 1)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), s_ub.data, 0, 32, 2), T.float32(0), 32)
        T.ascend_copy(T.region(G[bz, by, bx * 32], 1, 1, 1, 32), T.region(g_ub[0], 2, 32), T.bool(False), T.bool(False), 0)
        T.ascend_set_flag("MTE2", "V", 0)
        T.ascend_wait_flag("MTE2", "V", 0)
        for ii in range(2):
            ofs: T.int32 = ii * 16
            T.ascend_set_flag("V", "S", 0)
            T.ascend_wait_flag("V", "S", 0)
            s_ub[ofs] = g_ub[ofs]
            for i in range(1, 16):
                tmp2: T.float32 = s_ub[ofs + i - 1] + g_ub[ofs + i]
                s_ub[ofs + i] = tmp2
        T.ascend_set_flag("V", "MTE3", 0)
        T.ascend_wait_flag("V", "MTE3", 0)
        T.ascend_copy(T.region(s_ub[0], 1, 32), T.region(S[bz, by, bx * 32], 2, 1, 1, 32), T.bool(False), T.bool(False), 0)

@T.prim_func
def chunk_cumsum_reverse(G: T.Buffer((1, 4, 64), "float32"), S: T.Buffer((1, 4, 64), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(G[cid // 2 // 2, cid // 2 % 2 * 2 + vid, cid % 2 * 32], g_ub[0, 0:32], s_ub[0, 0:32], total_ub[0, 0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        g_ub = T.alloc_buffer((1, 32), scope="shared.dyn")
        s_ub = T.alloc_buffer((1, 32), scope="shared.dyn")
        total_ub = T.alloc_buffer((1, 1), scope="shared.dyn")
        fragment_ub = T.alloc_buffer((1, 32), scope="shared.dyn")
        bx: T.int32 = cid % 2
        by: T.int32 = cid // 2 % 2 * 2 + vid
        bz: T.int32 = cid // 2 // 2
        T.ascend_copy(T.region(G[bz, by, bx * 32], 1, 1, 1, 32), T.region(g_ub[0, 0], 2, 1, 32), T.bool(False), T.bool(False), 0)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), s_ub.data, 0, 32, 2), T.float32(0), 32)
        for i in range(32):
            if i > 0:
                s_ub[0, i] = s_ub[0, i - 1]
            s_ub[0, i] = s_ub[0, i] + g_ub[0, i]
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), total_ub.data, 0, 1, 2), T.float32(0), 1)
        T.ascend_reduce("reduce_sum<float, 1, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), total_ub.data, 0, 1, 2), T.tvm_access_ptr(T.type_annotation("float32"), g_ub.data, 0, 32, 1), T.bool(True))
        for i in range(32):
            s_ub[0, i] = total_ub[0, 0] - s_ub[0, i] + g_ub[0, i]
        T.ascend_copy(T.region(s_ub[0, 0], 1, 1, 32), T.region(S[bz, by, bx * 32], 2, 1, 1, 32), T.bool(False), T.bool(False), 0)
