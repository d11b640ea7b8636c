# The padded GM -> UB copy of docs/examples/copy_pad_value.mlir (upstream
# TileLang examples/ascend/example_copy_pad_value.py @ 0e4ad53c,
# copy_pad_value(M=4, N=30, N_pad=32, fill=-1.0)) as TileLang prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's
# form. T.copy's `pad_value=` exists only in the TileLang that has the
# Ascend backend, where T.copy takes two positional operands and passes
# its options as call annotations, printed as keyword arguments (the
# v0.1.8+ form: `pad_value=T.float32(-1.0)`, the value in the destination's
# dtype); v0.1.7's T.copy(src, dst, coalesced_width, disable_tma,
# eviction_policy) has no pad value, so both copies are written in the
# v0.1.8+ form. The slices A[:, :], a_ub[:, :N], B[:, :] become T.region
# operands with their mins in the load and their extents (4, 30; 4, 32).
# a_ub is in scope "shared", as in copy_pad_value.mlir. `T.Kernel(1) as _`
# launches blockIdx.x as `_`, with no thread launches (the Ascend
# backend's T.Kernel takes no `threads=`). The prim_func is named after
# the .mlir function (the example's `def main` prints as `def main`).
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/copy_pad_value.py -o copy_pad_value.mlir
#
# from tvm.script import tir as T

@T.prim_func
def copy_pad_value(A: T.Buffer((4, 30), "float32"), B: T.Buffer((4, 32), "float32")):
    # with T.block("root"):
    _ = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        T.reads(A[0:4, 0:30])
        T.writes(B[0:4, 0:32])
        a_ub = T.alloc_buffer((4, 32), scope="shared")
        T.copy(T.region(A[0, 0], 1, 4, 30), T.region(a_ub[0, 0], 2, 4, 30), pad_value=T.float32(-1.0))
        T.copy(T.region(a_ub[0, 0], 1, 4, 32), T.region(B[0, 0], 2, 4, 32))
