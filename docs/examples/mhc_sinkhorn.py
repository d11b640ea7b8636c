# The MHC Sinkhorn forward kernel of docs/examples/mhc_sinkhorn.mlir
# (tile-ai/tilelang examples/ascend/example_mhc_sinkhorn.py,
# `mhc_sinkhorn_fwd(hidden_size=4, token_block_size=1, repeat=10,
# eps=1e-6)`, num_tokens dynamic, one block per token) as TileLang prints
# it: `print(main.script())`, the tile-level TIR in the classic printer's
# form of TileLang v0.1.7 (T.region operands, T.copy with its three
# trailing arguments, T.reduce on slices). Written by hand following the
# printer's rules (docs/PtoTranslate.md), not captured from a TileLang run.
#
# What the source turns into here:
# - T.dynamic("num_tokens") in the tensor shapes: handle parameters with
#   T.match_buffer, the shape variable declared once as
#   `num_tokens = T.int32()`.
# - T.Kernel(T.ceildiv(num_tokens, 1)) on Ascend: one blockIdx.x launch of
#   TVM's ceildiv, (a + b - 1) // b, whose division by 1 folds away:
#   `num_tokens + 1 - 1`; no threads; the root block's reads and writes are
#   empty as the Ascend launch frame sets them.
# - pid_x * token_block_size: pid_x (a product by 1 folds).
# - T.reduce_max / T.reduce_sum(x, out, dim=d) (v0.1.7
#   tilelang/language/reduce.py): T.reduce(x, out, "max" / "sum", d,
#   T.bool(True)) of the two buffers' whole regions, which print as slices;
#   an axis of extent 1 prints as its index (comb_frag[0, 0:4, 0:4]).
# - T.Parallel(1, 4, 4): three nested parallel loops; eps = 1e-6 prints as
#   T.float32(9.9999999999999995e-07); T.serial(repeat - 1): range(9).
# The prim_func prints under its global symbol; it is `main` in the source,
# `mhc_sinkhorn_fwd` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_sinkhorn.py -o mhc_sinkhorn.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_sinkhorn_fwd(comb_res_mix_handle: T.handle, comb_res_mix_out_handle: T.handle):
    num_tokens = T.int32()
    comb_res_mix = T.match_buffer(comb_res_mix_handle, (num_tokens, 4, 4))
    comb_res_mix_out = T.match_buffer(comb_res_mix_out_handle, (num_tokens, 4, 4))
    # with T.block("root"):
    pid_x = T.launch_thread("blockIdx.x", num_tokens + 1 - 1)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        comb_frag = T.alloc_buffer((1, 4, 4), scope="local.fragment")
        row_sum = T.alloc_buffer((1, 4), scope="local.fragment")
        col_sum = T.alloc_buffer((1, 4), scope="local.fragment")
        row_max = T.alloc_buffer((1, 4), scope="local.fragment")
        T.copy(T.region(comb_res_mix[pid_x, 0, 0], 1, 1, 4, 4), T.region(comb_frag[0, 0, 0], 2, 1, 4, 4), -1, T.bool(False), 0)
        T.reduce(comb_frag[0, 0:4, 0:4], row_max[0, 0:4], "max", 2, T.bool(True))
        for i in T.parallel(1):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    comb_frag[i, j, k] = T.exp(comb_frag[i, j, k] - row_max[i, j])
        T.reduce(comb_frag[0, 0:4, 0:4], row_sum[0, 0:4], "sum", 2, T.bool(True))
        for i in T.parallel(1):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    comb_frag[i, j, k] = comb_frag[i, j, k] / row_sum[i, j] + T.float32(9.9999999999999995e-07)
        T.reduce(comb_frag[0, 0:4, 0:4], col_sum[0, 0:4], "sum", 1, T.bool(True))
        for i in T.parallel(1):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    comb_frag[i, j, k] = comb_frag[i, j, k] / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
        for _ in range(9):
            T.reduce(comb_frag[0, 0:4, 0:4], row_sum[0, 0:4], "sum", 2, T.bool(True))
            for i in T.parallel(1):
                for j in T.parallel(4):
                    for k in T.parallel(4):
                        comb_frag[i, j, k] = comb_frag[i, j, k] / (row_sum[i, j] + T.float32(9.9999999999999995e-07))
            T.reduce(comb_frag[0, 0:4, 0:4], col_sum[0, 0:4], "sum", 1, T.bool(True))
            for i in T.parallel(1):
                for j in T.parallel(4):
                    for k in T.parallel(4):
                        comb_frag[i, j, k] = comb_frag[i, j, k] / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
        T.copy(T.region(comb_frag[0, 0, 0], 1, 1, 4, 4), T.region(comb_res_mix_out[pid_x, 0, 0], 2, 1, 4, 4), -1, T.bool(False), 0)
