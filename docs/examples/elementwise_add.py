# The element-wise add of docs/examples/elementwise_add.mlir (M = 4096, 64
# f16 columns, 32-row tiles per block) as TileLang prints it:
# `print(add.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.7 (T.region operands, T.copy with its three trailing
# arguments, T.Parallel as nested T.parallel loops). T.Kernel(M // 32) has
# no `threads=`: as on TileLang's Ascend backend, the launch is the
# blockIdx.x statement alone (a GPU build of v0.1.7 would add its default
# threadIdx.x 128, ty and tz launches, which import as `threads = 128`).
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/elementwise_add.py -o elementwise_add.mlir
#
# from tvm.script import tir as T

@T.prim_func
def add(A: T.Buffer((4096, 64), "float16"), B: T.Buffer((4096, 64), "float16"), C: T.Buffer((4096, 64), "float16")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 128)
    with T.block("tilelang_root"):
        T.reads(A[bx * 32, 0], B[bx * 32, 0])
        T.writes(C[bx * 32, 0])
        A_ub = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        B_ub = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        C_ub = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        T.copy(T.region(A[bx * 32, 0], 1, 32, 64), T.region(A_ub[0, 0], 2, 32, 64), -1, T.bool(False), 0)
        T.copy(T.region(B[bx * 32, 0], 1, 32, 64), T.region(B_ub[0, 0], 2, 32, 64), -1, T.bool(False), 0)
        for i in T.parallel(32):
            for j in T.parallel(64):
                C_ub[i, j] = A_ub[i, j] + B_ub[i, j]
        T.copy(T.region(C_ub[0, 0], 1, 32, 64), T.region(C[bx * 32, 0], 2, 32, 64), -1, T.bool(False), 0)
