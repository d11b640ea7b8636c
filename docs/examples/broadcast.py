# The row and column broadcasts of docs/examples/broadcast.mlir (M = 4096,
# N = 256, f32, 16-row tiles) as TileLang prints it:
# `print(broadcast.script())`, the tile-level TIR in the classic printer's
# form of TileLang v0.1.7 (T.region operands, T.copy with its three
# trailing arguments; the copy of the whole B a region of its whole shape;
# S[bx * 16, 0] into the 16 x 1 buffer takes the extents 16, 1;
# T.Parallel as nested T.parallel loops; float32 buffers print without
# their dtype). T.Kernel(M // 16) has no `threads=`: as on TileLang's
# Ascend backend, the launch is the blockIdx.x statement alone (a GPU build
# of v0.1.7 would add its default threadIdx.x 128, ty and tz launches,
# which import as `threads = 128`). Written by hand following the printer's
# rules (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/broadcast.py -o broadcast.mlir
#
# from tvm.script import tir as T

@T.prim_func
def broadcast(X: T.Buffer((4096, 256), "float32"), B: T.Buffer((1, 256), "float32"), S: T.Buffer((4096, 1), "float32"), Y: T.Buffer((4096, 256), "float32"), Z: T.Buffer((4096, 256), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 256)
    with T.block("tilelang_root"):
        T.reads(X[bx * 16, 0], B[0, 0], S[bx * 16, 0])
        T.writes(Y[bx * 16, 0], Z[bx * 16, 0])
        x = T.alloc_buffer((16, 256), scope="shared.dyn")
        b = T.alloc_buffer((1, 256), scope="shared.dyn")
        s = T.alloc_buffer((16, 1), scope="shared.dyn")
        y = T.alloc_buffer((16, 256), scope="shared.dyn")
        z = T.alloc_buffer((16, 256), scope="shared.dyn")
        T.copy(T.region(X[bx * 16, 0], 1, 16, 256), T.region(x[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.copy(T.region(B[0, 0], 1, 1, 256), T.region(b[0, 0], 2, 1, 256), -1, T.bool(False), 0)
        T.copy(T.region(S[bx * 16, 0], 1, 16, 1), T.region(s[0, 0], 2, 16, 1), -1, T.bool(False), 0)
        for i in T.parallel(16):
            for j in T.parallel(256):
                y[i, j] = x[i, j] + b[0, j]
        for i in T.parallel(16):
            for j in T.parallel(256):
                z[i, j] = x[i, j] * s[i, 0]
        T.copy(T.region(y[0, 0], 1, 16, 256), T.region(Y[bx * 16, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.copy(T.region(z[0, 0], 1, 16, 256), T.region(Z[bx * 16, 0], 2, 16, 256), -1, T.bool(False), 0)
