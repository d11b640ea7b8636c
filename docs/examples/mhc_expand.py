# The MHC "expand" kernel of docs/examples/mhc_expand.mlir (T = 4096,
# H = 1024, n = 4 copies, bf16) as TileLang prints it:
# `print(mhc_expand.script())`, the tile-level TIR in the classic printer's
# form of TileLang v0.1.7 (the Python bindings tb and k as typed lets
# `tb: T.int32 = ...`, after the block's allocations; T.shift_right and
# T.bitwise_and as calls; T.region copy operands, T.copy with its three
# trailing arguments).
#
# The store is written here as the .mlir has it: x into
# Out[tb * 16 : tb * 16 + 16, k, 0 : 1024], a region of extents 16, 1,
# 1024, which TileLang spells with a slice, T.copy(x, Out[tb * 16:tb * 16 +
# 16, k, :]) (the slice's extent simplifies to 16). The source in
# mhc_expand.mlir's header, T.copy(x, Out[tb * 16, k, 0]), means another
# region in TileLang: a BufferLoad origin takes the other operand's
# extents right-aligned, padded with leading 1s, so it prints as
# T.region(Out[tb * 16, k, 0], 2, 1, 16, 1024): 16 along the axis of the
# n = 4 copies. T.Kernel has no `threads=`: as on TileLang's Ascend
# backend, the launch is the blockIdx.x statement alone (a GPU build of
# v0.1.7 would add its default threadIdx.x 128, ty and tz launches, which
# import as `threads = 128`). Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_expand.py -o mhc_expand.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_expand(X: T.Buffer((4096, 1024), "bfloat16"), Out: T.Buffer((4096, 4, 1024), "bfloat16")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 1024)
    with T.block("tilelang_root"):
        T.reads(X[T.shift_right(bx, 2) * 16, 0])
        T.writes(Out[T.shift_right(bx, 2) * 16, T.bitwise_and(bx, 3), 0])
        x = T.alloc_buffer((16, 1024), "bfloat16", scope="shared.dyn")
        tb: T.int32 = T.shift_right(bx, 2)
        k: T.int32 = T.bitwise_and(bx, 3)
        T.copy(T.region(X[tb * 16, 0], 1, 16, 1024), T.region(x[0, 0], 2, 16, 1024), -1, T.bool(False), 0)
        T.copy(T.region(x[0, 0], 1, 16, 1024), T.region(Out[tb * 16, k, 0], 2, 16, 1, 1024), -1, T.bool(False), 0)
