# The MHC Sinkhorn backward kernel of docs/examples/mhc_sinkhorn_bwd.mlir
# (tile-ai/tilelang examples/ascend/example_mhc_sinkhorn.py,
# `mhc_sinkhorn_bwd(hidden_size=4, token_block_size=32, repeat=2,
# eps=1e-6)`, num_tokens dynamic, one block per 32 tokens) as TileLang
# prints it: `print(main.script())`, the tile-level TIR in the classic
# printer's form of TileLang v0.1.7 (T.region operands, T.copy with its
# three trailing arguments, T.reduce on slices). Written by hand following
# the printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run.
#
# What the source turns into here:
# - T.dynamic("num_tokens") in the tensor shapes: handle parameters with
#   T.match_buffer, the shape variable declared once as
#   `num_tokens = T.int32()`.
# - T.Kernel(T.ceildiv(num_tokens, 32)) on Ascend: one blockIdx.x launch
#   of TVM's ceildiv, `(num_tokens + 32 - 1) // 32`; no threads; the root
#   block's reads and writes are empty as the Ascend launch frame sets them.
# - Every allocation is in the root block, in the source's order.
# - T.copy(x_frag, xs[s, 0, 0, 0]): the origin's region takes its extents
#   from x_frag, with the leading 1 of xs's rank.
# - T.reduce_max / T.reduce_sum(x, out, dim=d) (v0.1.7
#   tilelang/language/reduce.py): T.reduce(x, out, "max" / "sum", d,
#   T.bool(True)) of the two buffers' whole regions, which print as slices.
# - T.Parallel: nested parallel loops; `a /= b`: a store of the quotient;
#   eps = 1e-6 prints as T.float32(9.9999999999999995e-07); T.serial(n):
#   range(n); 2 * repeat - 1 - inv_step: 3 - inv_step (Python folds
#   2 * 2 - 1); inv_step % 2: TIR's floormod.
# The prim_func prints under its global symbol; it is `main` in the source,
# `mhc_sinkhorn_bwd` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_sinkhorn_bwd.py -o mhc_sinkhorn_bwd.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_sinkhorn_bwd(grad_output_handle: T.handle, x_handle: T.handle, grad_input_handle: T.handle):
    num_tokens = T.int32()
    grad_output = T.match_buffer(grad_output_handle, (num_tokens, 4, 4))
    x = T.match_buffer(x_handle, (num_tokens, 4, 4))
    grad_input = T.match_buffer(grad_input_handle, (num_tokens, 4, 4))
    # with T.block("root"):
    pid_x = T.launch_thread("blockIdx.x", (num_tokens + 32 - 1) // 32)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        grad_frag = T.alloc_buffer((32, 4, 4), scope="local.fragment")
        x_frag = T.alloc_buffer((32, 4, 4), scope="local.fragment")
        row_sum = T.alloc_buffer((32, 4), scope="local.fragment")
        row_sum2 = T.alloc_buffer((32, 4), scope="local.fragment")
        col_sum = T.alloc_buffer((32, 4), scope="local.fragment")
        col_sum2 = T.alloc_buffer((32, 4), scope="local.fragment")
        temp = T.alloc_buffer((32, 4, 4), scope="local.fragment")
        xs = T.alloc_buffer((4, 32, 4, 4), scope="shared.dyn")
        sums = T.alloc_buffer((4, 32, 4), scope="shared.dyn")
        row_max = T.alloc_buffer((32, 4), scope="local.fragment")
        x_inter = T.alloc_buffer((32, 4, 4), scope="local.fragment")
        T.copy(T.region(grad_output[pid_x * 32, 0, 0], 1, 32, 4, 4), T.region(grad_frag[0, 0, 0], 2, 32, 4, 4), -1, T.bool(False), 0)
        T.copy(T.region(x[pid_x * 32, 0, 0], 1, 32, 4, 4), T.region(x_frag[0, 0, 0], 2, 32, 4, 4), -1, T.bool(False), 0)
        T.reduce(x_frag[0:32, 0:4, 0:4], row_max[0:32, 0:4], "max", 2, T.bool(True))
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    x_frag[i, j, k] = T.exp(x_frag[i, j, k] - row_max[i, j])
        T.reduce(x_frag[0:32, 0:4, 0:4], row_sum[0:32, 0:4], "sum", 2, T.bool(True))
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    x_frag[i, j, k] = x_frag[i, j, k] / row_sum[i, j]
        T.copy(T.region(x_frag[0, 0, 0], 1, 32, 4, 4), T.region(xs[0, 0, 0, 0], 2, 1, 32, 4, 4), -1, T.bool(False), 0)
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    x_frag[i, j, k] = x_frag[i, j, k] + T.float32(9.9999999999999995e-07)
        T.copy(T.region(x_frag[0, 0, 0], 1, 32, 4, 4), T.region(xs[1, 0, 0, 0], 2, 1, 32, 4, 4), -1, T.bool(False), 0)
        T.reduce(x_frag[0:32, 0:4, 0:4], col_sum[0:32, 0:4], "sum", 1, T.bool(True))
        T.copy(T.region(col_sum[0, 0], 1, 32, 4), T.region(sums[1, 0, 0], 2, 1, 32, 4), -1, T.bool(False), 0)
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    x_frag[i, j, k] = x_frag[i, j, k] / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
        for step in range(1):
            T.reduce(x_frag[0:32, 0:4, 0:4], row_sum[0:32, 0:4], "sum", 2, T.bool(True))
            T.copy(T.region(row_sum[0, 0], 1, 32, 4), T.region(sums[step * 2 + 2, 0, 0], 2, 1, 32, 4), -1, T.bool(False), 0)
            T.copy(T.region(x_frag[0, 0, 0], 1, 32, 4, 4), T.region(xs[step * 2 + 2, 0, 0, 0], 2, 1, 32, 4, 4), -1, T.bool(False), 0)
            for i in T.parallel(32):
                for j in T.parallel(4):
                    for k in T.parallel(4):
                        x_frag[i, j, k] = x_frag[i, j, k] / (row_sum[i, j] + T.float32(9.9999999999999995e-07))
            T.reduce(x_frag[0:32, 0:4, 0:4], col_sum[0:32, 0:4], "sum", 1, T.bool(True))
            T.copy(T.region(col_sum[0, 0], 1, 32, 4), T.region(sums[step * 2 + 3, 0, 0], 2, 1, 32, 4), -1, T.bool(False), 0)
            T.copy(T.region(x_frag[0, 0, 0], 1, 32, 4, 4), T.region(xs[step * 2 + 3, 0, 0, 0], 2, 1, 32, 4, 4), -1, T.bool(False), 0)
            for i in T.parallel(32):
                for j in T.parallel(4):
                    for k in T.parallel(4):
                        x_frag[i, j, k] = x_frag[i, j, k] / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
        for inv_step in range(3):
            T.copy(T.region(xs[3 - inv_step, 0, 0, 0], 1, 1, 32, 4, 4), T.region(x_inter[0, 0, 0], 2, 32, 4, 4), -1, T.bool(False), 0)
            if inv_step % 2 == 0:
                T.copy(T.region(sums[3 - inv_step, 0, 0], 1, 1, 32, 4), T.region(col_sum[0, 0], 2, 32, 4), -1, T.bool(False), 0)
                for i in T.parallel(32):
                    for j in T.parallel(4):
                        for k in T.parallel(4):
                            temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
                T.reduce(temp[0:32, 0:4, 0:4], col_sum2[0:32, 0:4], "sum", 1, T.bool(True))
                for i in T.parallel(32):
                    for k in T.parallel(4):
                        col_sum2[i, k] = col_sum2[i, k] / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
                for i in T.parallel(32):
                    for j in T.parallel(4):
                        for k in T.parallel(4):
                            grad_frag[i, j, k] = (grad_frag[i, j, k] - col_sum2[i, k]) / (col_sum[i, k] + T.float32(9.9999999999999995e-07))
            else:
                T.copy(T.region(sums[3 - inv_step, 0, 0], 1, 1, 32, 4), T.region(row_sum[0, 0], 2, 32, 4), -1, T.bool(False), 0)
                for i in T.parallel(32):
                    for j in T.parallel(4):
                        for k in T.parallel(4):
                            temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
                T.reduce(temp[0:32, 0:4, 0:4], row_sum2[0:32, 0:4], "sum", 2, T.bool(True))
                for i in T.parallel(32):
                    for j in T.parallel(4):
                        row_sum2[i, j] = row_sum2[i, j] / (row_sum[i, j] + T.float32(9.9999999999999995e-07))
                for i in T.parallel(32):
                    for j in T.parallel(4):
                        for k in T.parallel(4):
                            grad_frag[i, j, k] = (grad_frag[i, j, k] - row_sum2[i, j]) / (row_sum[i, j] + T.float32(9.9999999999999995e-07))
        T.copy(T.region(xs[0, 0, 0, 0], 1, 1, 32, 4, 4), T.region(x_inter[0, 0, 0], 2, 32, 4, 4), -1, T.bool(False), 0)
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    temp[i, j, k] = grad_frag[i, j, k] * x_inter[i, j, k]
        T.reduce(temp[0:32, 0:4, 0:4], row_sum[0:32, 0:4], "sum", 2, T.bool(True))
        for i in T.parallel(32):
            for j in T.parallel(4):
                for k in T.parallel(4):
                    grad_frag[i, j, k] = (grad_frag[i, j, k] - row_sum[i, j]) * x_inter[i, j, k]
        T.copy(T.region(grad_frag[0, 0, 0], 1, 32, 4, 4), T.region(grad_input[pid_x * 32, 0, 0], 2, 32, 4, 4), -1, T.bool(False), 0)
