# The MHC post of docs/examples/mhc_post.mlir (upstream TileLang
# examples/ascend/example_mhc_post.py @ 54a394c3 at mhc = 4, hidden = 1280,
# h_blk = 256, num_tokens symbolic) as TileLang prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.7: the tensors are handle parameters matched to buffers
# of symbolic shape, n a T.int32() variable; T.region copy operands, T.copy
# with its three trailing arguments (a BufferLoad origin takes the other
# operand's extents right-aligned, padded with leading 1s); T.Pipelined as
# a T.serial loop with its num_stages annotation; T.Parallel as nested
# T.parallel loops; T.serial(mhc) as `range`; `+=` as a store of the sum;
# float32 buffers print without their dtype. The prim_func is named after
# the .mlir function (the example's `def main` prints as `def main`).
# T.Kernel has no `threads=`: as on TileLang's Ascend backend, the launch
# is the blockIdx.x statement alone. Written by hand following the
# printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run; T.reads / T.writes are left empty.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_post.py -o mhc_post.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_post_fwd(a_handle: T.handle, b_handle: T.handle, c_handle: T.handle, d_handle: T.handle, x_handle: T.handle):
    n = T.int32()
    a = T.match_buffer(a_handle, (n, 4, 4))
    b = T.match_buffer(b_handle, (n, 4, 1280), "bfloat16")
    c = T.match_buffer(c_handle, (n, 4))
    d = T.match_buffer(d_handle, (n, 1280), "bfloat16")
    x = T.match_buffer(x_handle, (n, 4, 1280), "bfloat16")
    # with T.block("root"):
    pid_n = T.launch_thread("blockIdx.x", n)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        x_shared = T.alloc_buffer((4, 256), "bfloat16", scope="shared.dyn")
        b_shared = T.alloc_buffer((4, 256), "bfloat16", scope="shared.dyn")
        d_shared = T.alloc_buffer((256,), "bfloat16", scope="shared.dyn")
        x_local = T.alloc_buffer((4, 256), scope="local.fragment")
        b_local = T.alloc_buffer((4, 256), scope="local.fragment")
        d_local = T.alloc_buffer((256,), scope="local.fragment")
        a_local = T.alloc_buffer((4, 4), scope="local.fragment")
        c_local = T.alloc_buffer((4,), scope="local.fragment")
        T.copy(T.region(a[pid_n, 0, 0], 1, 1, 4, 4), T.region(a_local[0, 0], 2, 4, 4), -1, T.bool(False), 0)
        T.copy(T.region(c[pid_n, 0], 1, 1, 4), T.region(c_local[0], 2, 4), -1, T.bool(False), 0)
        for i0_h in T.serial(5, annotations={"num_stages": 2}):
            T.copy(T.region(b[pid_n, 0, i0_h * 256], 1, 1, 4, 256), T.region(b_shared[0, 0], 2, 4, 256), -1, T.bool(False), 0)
            T.copy(T.region(d[pid_n, i0_h * 256], 1, 1, 256), T.region(d_shared[0], 2, 256), -1, T.bool(False), 0)
            T.copy(T.region(b_shared[0, 0], 1, 4, 256), T.region(b_local[0, 0], 2, 4, 256), -1, T.bool(False), 0)
            T.copy(T.region(d_shared[0], 1, 256), T.region(d_local[0], 2, 256), -1, T.bool(False), 0)
            for i_mhco in T.parallel(4):
                for i1_h in T.parallel(256):
                    x_local[i_mhco, i1_h] = c_local[i_mhco] * d_local[i1_h]
                    for i_mhci in range(4):
                        x_local[i_mhco, i1_h] = x_local[i_mhco, i1_h] + a_local[i_mhci, i_mhco] * b_local[i_mhci, i1_h]
            T.copy(T.region(x_local[0, 0], 1, 4, 256), T.region(x_shared[0, 0], 2, 4, 256), -1, T.bool(False), 0)
            T.copy(T.region(x_shared[0, 0], 1, 4, 256), T.region(x[pid_n, 0, i0_h * 256], 2, 1, 4, 256), -1, T.bool(False), 0)
