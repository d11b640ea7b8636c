# The row softmax of docs/examples/softmax.mlir ((4096, 1024) f32, 8 rows
# per block) as TileLang prints it: `print(softmax.script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.7
# (T.region copy operands, T.copy with its three trailing arguments,
# T.reduce with slice operands: v0.1.7 passes T.reduce's buffers as
# whole-buffer BufferRegions, which print as slices; T.Parallel as nested
# T.parallel loops; float32 buffers print without their dtype). In
# TileLang v0.1.7 and later, T.reduce_max / T.reduce_sum of a shared
# buffer (`x`, `y` here) is a macro: it allocates a local.fragment copy
# named `x_frag` / `y_frag`, copies the buffer into it and reduces that.
# The staging buffers and copies below are TileLang's, not in the source
# or in softmax.mlir, which reduces the shared buffers directly. T.Kernel
# has no `threads=`: as on TileLang's Ascend backend, the launch is the
# blockIdx.x statement alone (a GPU build of v0.1.7 would add its default
# threadIdx.x 128, ty and tz launches, which import as `threads = 128`).
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/softmax.py -o softmax.mlir
#
# from tvm.script import tir as T

@T.prim_func
def softmax(X: T.Buffer((4096, 1024), "float32"), Y: T.Buffer((4096, 1024), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 512)
    with T.block("tilelang_root"):
        T.reads(X[bx * 8, 0])
        T.writes(Y[bx * 8, 0])
        x = T.alloc_buffer((8, 1024), scope="shared.dyn")
        y = T.alloc_buffer((8, 1024), scope="shared.dyn")
        m = T.alloc_buffer((8,), scope="local.fragment")
        s = T.alloc_buffer((8,), scope="local.fragment")
        x_frag = T.alloc_buffer((8, 1024), scope="local.fragment")
        y_frag = T.alloc_buffer((8, 1024), scope="local.fragment")
        T.copy(T.region(X[bx * 8, 0], 1, 8, 1024), T.region(x[0, 0], 2, 8, 1024), -1, T.bool(False), 0)
        T.copy(T.region(x[0, 0], 1, 8, 1024), T.region(x_frag[0, 0], 2, 8, 1024), -1, T.bool(False), 0)
        T.reduce(x_frag[0:8, 0:1024], m[0:8], "max", 1, T.bool(True))
        for i in T.parallel(8):
            for j in T.parallel(1024):
                y[i, j] = T.exp(x[i, j] - m[i])
        T.copy(T.region(y[0, 0], 1, 8, 1024), T.region(y_frag[0, 0], 2, 8, 1024), -1, T.bool(False), 0)
        T.reduce(y_frag[0:8, 0:1024], s[0:8], "sum", 1, T.bool(True))
        for i in T.parallel(8):
            for j in T.parallel(1024):
                y[i, j] = y[i, j] / s[i]
        T.copy(T.region(y[0, 0], 1, 8, 1024), T.region(Y[bx * 8, 0], 2, 8, 1024), -1, T.bool(False), 0)
