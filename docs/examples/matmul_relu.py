# The quick-start matmul + ReLU of docs/examples/matmul_relu.mlir (tile-ai/
# tilelang tilelang/ascend/README.md @ 093293bd, `matmul_relu` at M = 256,
# N = 7168, K = 2048, block_M = 256, block_N = 224, block_K = 128: 32
# blocks, 32 tiles, 16 K steps; T.Persistent, two T.dual_copy, a T.SimtVF
# ReLU) as TileLang prints it: `print(matmul_relu.get_tir().script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.8 (T.region
# operands, T.copy with two regions and its call annotations as keywords,
# T.gemm_py with 19 arguments and the mbar placeholder 0): the source sets
# call annotations (l2_cache_ctrl, dual_copy's), which TileLang prints from
# v0.1.8 on. Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run.
#
# What the source turns into here:
# - T.const("M, N, K") and the jit's tensors: constant shapes; C =
#   T.empty((M, N)) is the third parameter.
# - T.Kernel(num_blocks) on Ascend: one blockIdx.x launch, no threads (the
#   Ascend launch takes no threads=); the root block's reads and writes are
#   empty as the Ascend launch frame sets them.
# - T.alloc_l1 / T.alloc_l0c / T.alloc_shared: alloc_buffer with scope
#   "shared.l1" / "shared.l0c" / "shared.dyn"; alloc_l0c(layout=True) also
#   puts TileLang's fixed L0C layout in the block's layout_map, keyed by the
#   buffer's data var. The printer prints block attributes before the
#   block's allocations, so it meets that var first and declares it
#   (`C_l0c = T.handle("float32", "shared.l0c")`); the allocation then
#   prints over it as `C_l0c_1 = T.alloc_buffer(..., data=C_l0c, ...)` (as
#   `tl.local_var_init` does in tilelang-tir.md D5). The layout object
#   prints as metadata.
# - T.Persistent([32], 32, bx) (group_size 8 by default), as its frame
#   builds it (src/ir.cc PersistentFor, v0.1.7 to v0.1.9): the tile index
#   T.Div(w * 32 + bx, 8) * 8 + T.truncmod(w * 32 + bx, 8) is bound by a
#   LetStmt *around* the wave loop `for w in range(1)` (one wave); with
#   fewer than two waves the frame emits no `T.loop_break()` guard. The
#   printer declares the loop variable w, used before the loop binds it,
#   with `w = T.int32()`.
# - `m, n = ...`: two let bindings.
# - T.Pipelined(K // block_K, num_stages=2): a serial loop with num_stages.
# - l2_cache_ctrl="NOTALLOC_KEEP" / "NOTALLOC_PW": the copy's call
#   annotation l2_cache_ctrl=4 / 5 (the names normalised to integers).
# - T.dual_copy (tilelang/ascend/language/copy_op.py): a T.copy of a whole
#   and a half region with the call annotations dual_dst_ctl=1 (split along
#   M), double=True when the destination is the whole, and l2_cache_ctrl
#   (0, dual_copy's default, on the first).
# - T.SimtVF(threads=128): a `SIMT_VF` block (no_realize, empty reads and
#   writes, tl.vf_source_index 0) launching simtvf_tx / simtvf_ty /
#   simtvf_tz over 128 x 1 x 1 threads with the tl.simtvf_scope attribute
#   (src/ascend/ir.cc SimtVFFrameNode); T.Parallel(128, 224): two nested
#   parallel loops; T.max(x, 0): the 0 promoted to float32.
#
#   build/bin/pto-translate --import-tir docs/examples/matmul_relu.py -o matmul_relu.mlir
#
# from tvm.script import tir as T

@T.prim_func
def matmul_relu(A: T.Buffer((256, 2048), "bfloat16"), B: T.Buffer((7168, 2048), "bfloat16"), C: T.Buffer((256, 7168), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 32)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        C_l0c = T.handle("float32", "shared.l0c")
        T.block_attr({"layout_map": {C_l0c: metadata["tl.Layout"][0]}})
        A_l1 = T.alloc_buffer((256, 128), "bfloat16", scope="shared.l1")
        B_l1 = T.alloc_buffer((224, 128), "bfloat16", scope="shared.l1")
        C_l0c_1 = T.alloc_buffer((256, 224), data=C_l0c, scope="shared.l0c")
        C_ub = T.alloc_buffer((128, 224), scope="shared.dyn")
        w = T.int32()
        tile: T.int32 = T.Div(w * 32 + bx, 8) * 8 + T.truncmod(w * 32 + bx, 8)
        for w in range(1):
            m: T.int32 = tile // 32 * 256
            n: T.int32 = tile % 32 * 224
            for k in T.serial(16, annotations={"num_stages": 2}):
                T.copy(T.region(A[m, k * 128], 1, 256, 128), T.region(A_l1[0, 0], 2, 256, 128))
                T.copy(T.region(B[n, k * 128], 1, 224, 128), T.region(B_l1[0, 0], 2, 224, 128), l2_cache_ctrl=4)
                T.gemm_py(T.region(A_l1[0, 0], 1, 256, 128), T.region(B_l1[0, 0], 1, 224, 128), T.region(C_l0c_1[0, 0], 3, 256, 224), T.bool(False), T.bool(True), 256, 224, 128, 0, k == 0, 128, 128, 0, 0, 1, 0, 0, 0, 0)
            T.copy(T.region(C_l0c_1[0, 0], 1, 256, 224), T.region(C_ub[0, 0], 2, 128, 224), dual_dst_ctl=1, l2_cache_ctrl=0)
            with T.block("SIMT_VF", no_realize=True):
                T.reads()
                T.writes()
                T.block_attr({"tl.vf_source_index": T.int64(0)})
                simtvf_tx = T.launch_thread("threadIdx.x", 128)
                simtvf_ty = T.launch_thread("threadIdx.y", 1)
                simtvf_tz = T.launch_thread("threadIdx.z", 1)
                T.attr("simtvf", "tl.simtvf_scope", 1)
                for i in T.parallel(128):
                    for j in T.parallel(224):
                        C_ub[i, j] = T.max(C_ub[i, j], T.float32(0.0))
            T.copy(T.region(C_ub[0, 0], 1, 128, 224), T.region(C[m, n], 2, 256, 224), dual_dst_ctl=1, double=T.bool(True), l2_cache_ctrl=5)

# Metadata omitted. Use show_meta=True in script() method to show it.
