# The MHC "pre apply mix" backward kernel of docs/examples/mhc_pre_apply_mix_bwd.mlir
# (tile_kernels' mhc/pre_apply_mix_kernel.py `_mhc_pre_apply_mix_bwd`,
# compiled for target="ascend", at mhc_mult = 4, hidden = 256, n_thr = 128:
# h_blk = 256, one hidden block, the token count n dynamic, one block per
# token) as TileLang prints it: `print(kernel.script())`, the tile-level TIR
# in the classic printer's form of TileLang v0.1.7 (T.region operands,
# T.copy with its three trailing arguments, T.fill of a region, the v0.1.7
# slice operand of T.finalize_reducer). Written by hand following the
# printer's rules (docs/PtoTranslate.md), not captured from a TileLang run.
#
# What the source turns into here:
# - T.dynamic("n") in the tensor shapes: handle parameters with
#   T.match_buffer, the shape variable declared once, at the first buffer
#   that uses it (o_grad), as `n = T.int32()`.
# - T.Kernel(n, threads=128): the blockIdx.x launch and the threadIdx.x /
#   .y / .z launches (128, 1, 1).
# - T.alloc_reducer(mhc, "float32", replication="all") (v0.1.7
#   tilelang/language/allocate.py): a local.fragment buffer plus the block
#   attribute reducer_info keyed by the buffer's data var. The printer
#   prints block attributes before the block's allocations, so it meets
#   that var first and declares it (`mgl = T.handle("float32",
#   "local.fragment")`); the allocation then prints over it as
#   `mgl_1 = T.alloc_buffer(..., data=mgl, ...)` (as `tl.local_var_init`
#   does in tilelang-tir.md D5).
# - T.copy(..., disable_tma=True): the v0.1.7 copy's disable_tma argument
#   T.bool(True).
# - The allocations inside the pipelined loop are allocated in the root
#   block; T.Pipelined(h // h_blk, num_stages=2): a serial loop of 1.
# - T.Parallel(mhc, h_blk): two nested parallel loops; `+=`: a store of the
#   sum.
# - T.finalize_reducer(mgl) (v0.1.7 tilelang/language/reduce.py): its
#   operand is the reducer's BufferRegion, which prints as the slice
#   mgl_1[0:4].
# The prim_func prints under its global symbol;
# it is `_mhc_pre_apply_mix_bwd_kernel` in the source,
# `mhc_pre_apply_mix_bwd` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_pre_apply_mix_bwd.py -o mhc_pre_apply_mix_bwd.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_pre_apply_mix_bwd(o_grad_handle: T.handle, x_handle: T.handle, mix_handle: T.handle, x_grad_handle: T.handle, mix_grad_handle: T.handle):
    n = T.int32()
    o_grad = T.match_buffer(o_grad_handle, (n, 256), "bfloat16")
    x = T.match_buffer(x_handle, (n, 4, 256), "bfloat16")
    mix = T.match_buffer(mix_handle, (n, 4))
    x_grad = T.match_buffer(x_grad_handle, (n, 4, 256), "bfloat16")
    mix_grad = T.match_buffer(mix_grad_handle, (n, 4))
    # with T.block("root"):
    pid_n = T.launch_thread("blockIdx.x", n)
    tx = T.launch_thread("threadIdx.x", 128)
    ty = T.launch_thread("threadIdx.y", 1)
    tz = T.launch_thread("threadIdx.z", 1)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        mgl = T.handle("float32", "local.fragment")
        T.block_attr({"reducer_info": {mgl: {"op": "sum", "rep": "all"}}})
        mixl = T.alloc_buffer((4,), scope="local.fragment")
        mgl_1 = T.alloc_buffer((4,), data=mgl, scope="local.fragment")
        ogs = T.alloc_buffer((256,), "bfloat16", scope="shared.dyn")
        ogl = T.alloc_buffer((256,), scope="local.fragment")
        xs = T.alloc_buffer((4, 256), "bfloat16", scope="shared.dyn")
        xl = T.alloc_buffer((4, 256), scope="local.fragment")
        xgs = T.alloc_buffer((4, 256), "bfloat16", scope="shared.dyn")
        xgl = T.alloc_buffer((4, 256), scope="local.fragment")
        T.copy(T.region(mix[pid_n, 0], 1, 1, 4), T.region(mixl[0], 2, 4), -1, T.bool(True), 0)
        T.fill(T.region(mgl_1[0], 2, 4), 0)
        for i0_h in T.serial(1, annotations={"num_stages": 2}):
            T.copy(T.region(o_grad[pid_n, i0_h * 256], 1, 1, 256), T.region(ogs[0], 2, 256), -1, T.bool(True), 0)
            T.copy(T.region(ogs[0], 1, 256), T.region(ogl[0], 2, 256), -1, T.bool(True), 0)
            T.copy(T.region(x[pid_n, 0, i0_h * 256], 1, 1, 4, 256), T.region(xs[0, 0], 2, 4, 256), -1, T.bool(True), 0)
            T.copy(T.region(xs[0, 0], 1, 4, 256), T.region(xl[0, 0], 2, 4, 256), -1, T.bool(True), 0)
            T.copy(T.region(x_grad[pid_n, 0, i0_h * 256], 1, 1, 4, 256), T.region(xgs[0, 0], 2, 4, 256), -1, T.bool(True), 0)
            T.copy(T.region(xgs[0, 0], 1, 4, 256), T.region(xgl[0, 0], 2, 4, 256), -1, T.bool(True), 0)
            for i_mhc in T.parallel(4):
                for i1_h in T.parallel(256):
                    mgl_1[i_mhc] = mgl_1[i_mhc] + ogl[i1_h] * xl[i_mhc, i1_h]
                    xgl[i_mhc, i1_h] = xgl[i_mhc, i1_h] + mixl[i_mhc] * ogl[i1_h]
            T.copy(T.region(xgl[0, 0], 1, 4, 256), T.region(x_grad[pid_n, 0, i0_h * 256], 2, 1, 4, 256), -1, T.bool(True), 0)
        T.finalize_reducer(mgl_1[0:4])
        T.copy(T.region(mgl_1[0], 1, 4), T.region(mix_grad[pid_n, 0], 2, 1, 4), -1, T.bool(True), 0)
