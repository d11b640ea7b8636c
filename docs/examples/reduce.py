# The row and column max / min reductions of docs/examples/reduce.mlir
# (M = 4096, N = 256, f32, 16-row tiles) as TileLang prints it:
# `print(reduce.script())`, the tile-level TIR in the classic printer's
# form of TileLang v0.1.7 (T.region copy operands, T.copy with its three
# trailing arguments, T.reduce with slice operands: v0.1.7 passes
# T.reduce's buffers as whole-buffer BufferRegions, which print as slices;
# float32 buffers print without their dtype). In TileLang v0.1.7 and
# later, T.reduce_max / T.reduce_min of a shared buffer (`x` here) is a
# macro: it allocates a local.fragment copy named `x_frag` (x_frag_1 ...
# for the later calls), copies `x` into it and reduces that. The
# staging buffers and copies below are TileLang's, not in the source or
# in reduce.mlir, which reduces the shared buffer directly. T.Kernel has
# no `threads=`: as on TileLang's Ascend backend, the launch is the
# blockIdx.x statement alone (a GPU build of v0.1.7 would add its default
# threadIdx.x 128, ty and tz launches, which import as `threads = 128`).
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/reduce.py -o reduce.mlir
#
# from tvm.script import tir as T

@T.prim_func
def reduce(X: T.Buffer((4096, 256), "float32"), RowMax: T.Buffer((4096,), "float32"), RowMin: T.Buffer((4096,), "float32"), ColMax: T.Buffer((256, 256), "float32"), ColMin: T.Buffer((256, 256), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 256)
    with T.block("tilelang_root"):
        T.reads(X[bx * 16, 0])
        T.writes(RowMax[bx * 16], RowMin[bx * 16], ColMax[bx, 0], ColMin[bx, 0])
        x = T.alloc_buffer((16, 256), scope="shared.dyn")
        row_max = T.alloc_buffer((16,), scope="local.fragment")
        row_min = T.alloc_buffer((16,), scope="local.fragment")
        col_max = T.alloc_buffer((256,), scope="local.fragment")
        col_min = T.alloc_buffer((256,), scope="local.fragment")
        x_frag = T.alloc_buffer((16, 256), scope="local.fragment")
        x_frag_1 = T.alloc_buffer((16, 256), scope="local.fragment")
        x_frag_2 = T.alloc_buffer((16, 256), scope="local.fragment")
        x_frag_3 = T.alloc_buffer((16, 256), scope="local.fragment")
        T.copy(T.region(X[bx * 16, 0], 1, 16, 256), T.region(x[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.copy(T.region(x[0, 0], 1, 16, 256), T.region(x_frag[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.reduce(x_frag[0:16, 0:256], row_max[0:16], "max", 1, T.bool(True))
        T.copy(T.region(x[0, 0], 1, 16, 256), T.region(x_frag_1[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.reduce(x_frag_1[0:16, 0:256], row_min[0:16], "min", 1, T.bool(True))
        T.copy(T.region(x[0, 0], 1, 16, 256), T.region(x_frag_2[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.reduce(x_frag_2[0:16, 0:256], col_max[0:256], "max", 0, T.bool(True))
        T.copy(T.region(x[0, 0], 1, 16, 256), T.region(x_frag_3[0, 0], 2, 16, 256), -1, T.bool(False), 0)
        T.reduce(x_frag_3[0:16, 0:256], col_min[0:256], "min", 0, T.bool(True))
        T.copy(T.region(row_max[0], 1, 16), T.region(RowMax[bx * 16], 2, 16), -1, T.bool(False), 0)
        T.copy(T.region(row_min[0], 1, 16), T.region(RowMin[bx * 16], 2, 16), -1, T.bool(False), 0)
        T.copy(T.region(col_max[0], 1, 256), T.region(ColMax[bx, 0], 2, 1, 256), -1, T.bool(False), 0)
        T.copy(T.region(col_min[0], 1, 256), T.region(ColMin[bx, 0], 2, 1, 256), -1, T.bool(False), 0)
