# The RMSNorm of docs/examples/rmsnorm.mlir ((4096, 4096) f32, a weight
# vector and an `eps` scalar argument, 2 rows per block) as TileLang prints
# it: `print(rmsnorm.script())`, the tile-level TIR in the classic
# printer's form of TileLang v0.1.7 (T.region copy operands, T.copy with
# its three trailing arguments, T.reduce of two fragments with slice
# operands: v0.1.7 passes T.reduce's buffers as whole-buffer
# BufferRegions; T.Parallel as nested T.parallel loops; the literal 4096.0
# as T.float32(4096.0); float32 buffers print without their dtype).
# T.Kernel has no `threads=`: as on TileLang's Ascend backend, the launch
# is the blockIdx.x statement alone (a GPU build of v0.1.7 would add its
# default threadIdx.x 128, ty and tz launches, which import as
# `threads = 128`). Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/rmsnorm.py -o rmsnorm.mlir
#
# from tvm.script import tir as T

@T.prim_func
def rmsnorm(X: T.Buffer((4096, 4096), "float32"), W: T.Buffer((4096,), "float32"), Y: T.Buffer((4096, 4096), "float32"), eps: T.float32):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 2048)
    with T.block("tilelang_root"):
        T.reads(W[0], X[bx * 2, 0])
        T.writes(Y[bx * 2, 0])
        x = T.alloc_buffer((2, 4096), scope="shared.dyn")
        w = T.alloc_buffer((4096,), scope="shared.dyn")
        y = T.alloc_buffer((2, 4096), scope="shared.dyn")
        sq = T.alloc_buffer((2, 4096), scope="local.fragment")
        ss = T.alloc_buffer((2,), scope="local.fragment")
        T.copy(T.region(W[0], 1, 4096), T.region(w[0], 2, 4096), -1, T.bool(False), 0)
        T.copy(T.region(X[bx * 2, 0], 1, 2, 4096), T.region(x[0, 0], 2, 2, 4096), -1, T.bool(False), 0)
        for i in T.parallel(2):
            for j in T.parallel(4096):
                sq[i, j] = x[i, j] * x[i, j]
        T.reduce(sq[0:2, 0:4096], ss[0:2], "sum", 1, T.bool(True))
        for i in T.parallel(2):
            ss[i] = T.rsqrt(ss[i] / T.float32(4096.0) + eps)
        for i in T.parallel(2):
            for j in T.parallel(4096):
                y[i, j] = x[i, j] * ss[i] * w[j]
        T.copy(T.region(y[0, 0], 1, 2, 4096), T.region(Y[bx * 2, 0], 2, 2, 4096), -1, T.bool(False), 0)
