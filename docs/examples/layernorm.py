# The LayerNorm of docs/examples/layernorm.mlir ((4096, 1024) bf16 stored,
# f32 computed, 4 rows per block) as TileLang prints it:
# `print(layernorm.script())`, the tile-level TIR in the classic printer's
# form of TileLang v0.1.7 (T.region copy operands, the bf16 <-> f32
# converting copies plain T.copy calls, T.copy with its three trailing
# arguments; T.reduce of fragments with slice operands: v0.1.7 passes
# T.reduce's buffers as whole-buffer BufferRegions; T.Parallel as nested
# T.parallel loops; the literal 1024.0 as T.float32(1024.0); float32
# buffers print without their dtype). T.Kernel has no `threads=`: as on
# TileLang's Ascend backend, the launch is the blockIdx.x statement alone
# (a GPU build of v0.1.7 would add its default threadIdx.x 128, ty and tz
# launches, which import as `threads = 128`). Written by hand following
# the printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run; T.reads / T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/layernorm.py -o layernorm.mlir
#
# from tvm.script import tir as T

@T.prim_func
def layernorm(X: T.Buffer((4096, 1024), "bfloat16"), G: T.Buffer((1024,), "bfloat16"), B: T.Buffer((1024,), "bfloat16"), Y: T.Buffer((4096, 1024), "bfloat16"), eps: T.float32):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 1024)
    with T.block("tilelang_root"):
        T.reads(X[bx * 4, 0], G[0], B[0])
        T.writes(Y[bx * 4, 0])
        x = T.alloc_buffer((4, 1024), scope="local.fragment")
        d = T.alloc_buffer((4, 1024), scope="local.fragment")
        y = T.alloc_buffer((4, 1024), scope="local.fragment")
        g = T.alloc_buffer((1024,), scope="local.fragment")
        b = T.alloc_buffer((1024,), scope="local.fragment")
        mean = T.alloc_buffer((4,), scope="local.fragment")
        rstd = T.alloc_buffer((4,), scope="local.fragment")
        T.copy(T.region(X[bx * 4, 0], 1, 4, 1024), T.region(x[0, 0], 2, 4, 1024), -1, T.bool(False), 0)
        T.copy(T.region(G[0], 1, 1024), T.region(g[0], 2, 1024), -1, T.bool(False), 0)
        T.copy(T.region(B[0], 1, 1024), T.region(b[0], 2, 1024), -1, T.bool(False), 0)
        T.reduce(x[0:4, 0:1024], mean[0:4], "sum", 1, T.bool(True))
        for i in T.parallel(4):
            mean[i] = mean[i] / T.float32(1024.0)
        for i in T.parallel(4):
            for j in T.parallel(1024):
                d[i, j] = x[i, j] - mean[i]
                y[i, j] = d[i, j] * d[i, j]
        T.reduce(y[0:4, 0:1024], rstd[0:4], "sum", 1, T.bool(True))
        for i in T.parallel(4):
            rstd[i] = T.rsqrt(rstd[i] / T.float32(1024.0) + eps)
        for i in T.parallel(4):
            for j in T.parallel(1024):
                y[i, j] = d[i, j] * rstd[i] * g[j] + b[j]
        T.copy(T.region(y[0, 0], 1, 4, 1024), T.region(Y[bx * 4, 0], 2, 4, 1024), -1, T.bool(False), 0)
