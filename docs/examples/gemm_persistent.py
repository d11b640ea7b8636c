# The persistent bf16 GEMM of docs/examples/gemm_persistent.mlir (tile-ai/
# tilelang examples/ascend/example_gemm.py @ 0e4ad53c, M = N = K = 8192,
# bf16 in and out, enable_unit_flag=False: the "bf16 out=bf16" case, which
# runs Cube-only; 32 blocks, 256 x 256 x 256 tiles, 1024 output tiles, the
# aswt_swizzle macro, T.Persistent) as TileLang prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.8 (T.region operands, T.copy with two regions and its
# call annotations as keywords, T.gemm_py with 19 arguments and the mbar
# placeholder 0): the source sets call annotations (unit_flag_ctrl), which
# TileLang prints from v0.1.8 on. Written by hand following the printer's
# rules (docs/PtoTranslate.md), not captured from a TileLang run.
#
# What the source turns into here:
# - T.Kernel(NUM_BLOCKS) on Ascend: one blockIdx.x launch, no threads (the
#   Ascend launch takes no threads=); the root block's reads and writes are
#   empty as the Ascend launch frame sets them.
# - T.alloc_l1 / T.alloc_l0c / T.alloc_shared: alloc_buffer with scope
#   "shared.l1" / "shared.l0c" / "shared.dyn"; alloc_l0c(layout=True) also
#   puts TileLang's fixed L0C layout in the block's layout_map, keyed by the
#   buffer's data var. The printer prints block attributes before the
#   block's allocations, so it meets that var first and declares it
#   (`res = T.handle("float32", "shared.l0c")`); the allocation then prints
#   over it as `res_1 = T.alloc_buffer(..., data=res, ...)` (as
#   `tl.local_var_init` does in tilelang-tir.md D5). The layout object
#   prints as metadata.
# - T.alloc_var("int32") in the macro: a (1,) "local.var" buffer, hoisted
#   to the root block; uses of m_tile / n_tile are m_tile[0] / n_tile[0].
# - The macro's Python bindings (row_idx, tail_idx): let bindings.
# - T.Persistent([1024], 32, bx) (group_size 8 by default), as its frame
#   builds it (src/ir.cc PersistentFor, v0.1.7 to v0.1.9): the tile index
#   T.Div(w * 32 + bx, 8) * 8 + T.truncmod(w * 32 + bx, 8) is bound by a
#   LetStmt *around* the wave loop `for w in range(32)` (32 waves), whose
#   body starts with `if 1024 <= w * 32 + bx: T.loop_break()` (emitted
#   because there are at least two waves). The printer declares the loop
#   variable w, used before the loop binds it, with `w = T.int32()`.
# - T.Pipelined(K_TILES, num_stages=2): a serial loop with num_stages.
# - The slices X[m_tile * 256 : (m_tile + 1) * 256, ...]: regions with the
#   constant extents 256 (Buffer.__getitem__ simplifies stop - start).
# - enable_unit_flag=False makes UF_2 = UF_3 = 0: the gemm's
#   unit_flag_ctrl=T.Select(kt == K_TILES - 1, UF_3, UF_2) is the call
#   annotation `unit_flag_ctrl=T.Select(kt == 31, 0, 0)` (TVM does not fold
#   a Select of equal arms) and the store's unit_flag_ctrl=UF_3 is
#   `unit_flag_ctrl=0`.
# The prim_func prints under its global symbol; it is `main` in the source,
# `gemm_persistent` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_persistent.py -o gemm_persistent.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_persistent(X: T.Buffer((8192, 8192), "bfloat16"), W: T.Buffer((8192, 8192), "bfloat16"), C: T.Buffer((8192, 8192), "bfloat16")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 32)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        res = T.handle("float32", "shared.l0c")
        T.block_attr({"layout_map": {res: metadata["tl.Layout"][0]}})
        res_1 = T.alloc_buffer((256, 256), data=res, scope="shared.l0c")
        x_l1 = T.alloc_buffer((256, 256), "bfloat16", scope="shared.l1")
        w_l1 = T.alloc_buffer((256, 256), "bfloat16", scope="shared.l1")
        temp = T.alloc_buffer((128, 256), "bfloat16", scope="shared.dyn")
        m_tile = T.alloc_buffer((1,), "int32", scope="local.var")
        n_tile = T.alloc_buffer((1,), "int32", scope="local.var")
        w = T.int32()
        tile_idx: T.int32 = T.Div(w * 32 + bx, 8) * 8 + T.truncmod(w * 32 + bx, 8)
        for w in range(32):
            if 1024 <= w * 32 + bx:
                T.loop_break()
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
            for kt in T.serial(32, annotations={"num_stages": 2}):
                T.copy(T.region(X[m_tile[0] * 256, kt * 256], 1, 256, 256), T.region(x_l1[0, 0], 2, 256, 256))
                T.copy(T.region(W[n_tile[0] * 256, kt * 256], 1, 256, 256), T.region(w_l1[0, 0], 2, 256, 256))
                T.gemm_py(T.region(x_l1[0, 0], 1, 256, 256), T.region(w_l1[0, 0], 1, 256, 256), T.region(res_1[0, 0], 3, 256, 256), T.bool(False), T.bool(True), 256, 256, 256, 0, kt == 0, 256, 256, 0, 0, 1, 0, 0, 0, 0, unit_flag_ctrl=T.Select(kt == 31, 0, 0))
            T.copy(T.region(res_1[0, 0], 1, 256, 256), T.region(C[m_tile[0] * 256, n_tile[0] * 256], 2, 256, 256), unit_flag_ctrl=0)

# Metadata omitted. Use show_meta=True in script() method to show it.
