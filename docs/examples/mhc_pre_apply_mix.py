# The MHC "pre apply mix" forward kernel of docs/examples/mhc_pre_apply_mix.mlir
# (tile-ai/tilelang examples/ascend/example_mhc_pre_apply_mix.py @ 041110cf,
# `mhc_pre_apply_mix_fwd(mhc_mult=4, hidden=1280)`: h_blk = 256, 5 hidden
# blocks, the token count n dynamic, one block per token) as TileLang
# prints it: `print(main.script())`, the tile-level TIR in the classic
# printer's form of TileLang v0.1.7 (T.region operands, T.copy with its
# three trailing arguments, T.fill of a region). Written by hand following
# the printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run.
#
# What the source turns into here:
# - T.dynamic("n") in the tensor shapes: handle parameters with
#   T.match_buffer, the shape variable declared once as `n = T.int32()`.
# - T.Kernel(n) on Ascend: one blockIdx.x launch, no threads; the root
#   block's reads and writes are empty as the Ascend launch frame sets them.
# - The allocations inside the pipelined loop are allocated in the root
#   block (TVM's alloc_buffer goes to the nearest block).
# - T.copy(mix[pid_n, 0], mixl): the origin's region takes its extents
#   from mixl, with the leading 1 of mix's rank.
# - T.clear(ol): T.fill of 0; T.serial(mhc): range(4); `+=`: a store of the
#   sum.
# The prim_func prints under its global symbol; it is `main` in the source,
# `mhc_pre_apply_mix_fwd` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_pre_apply_mix.py -o mhc_pre_apply_mix.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_pre_apply_mix_fwd(x_handle: T.handle, mix_handle: T.handle, o_handle: T.handle):
    n = T.int32()
    x = T.match_buffer(x_handle, (n, 4, 1280), "bfloat16")
    mix = T.match_buffer(mix_handle, (n, 4))
    o = T.match_buffer(o_handle, (n, 1280), "bfloat16")
    # with T.block("root"):
    pid_n = T.launch_thread("blockIdx.x", n)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        mixl = T.alloc_buffer((4,), scope="local.fragment")
        xs = T.alloc_buffer((4, 256), "bfloat16", scope="shared.dyn")
        xl = T.alloc_buffer((4, 256), scope="local.fragment")
        os = T.alloc_buffer((256,), "bfloat16", scope="shared.dyn")
        ol = T.alloc_buffer((256,), scope="local.fragment")
        T.copy(T.region(mix[pid_n, 0], 1, 1, 4), T.region(mixl[0], 2, 4), -1, T.bool(False), 0)
        for i0_h in T.serial(5, annotations={"num_stages": 2}):
            T.copy(T.region(x[pid_n, 0, i0_h * 256], 1, 1, 4, 256), T.region(xs[0, 0], 2, 4, 256), -1, T.bool(False), 0)
            T.copy(T.region(xs[0, 0], 1, 4, 256), T.region(xl[0, 0], 2, 4, 256), -1, T.bool(False), 0)
            T.fill(T.region(ol[0], 2, 256), 0)
            for i_mhc in range(4):
                for i1_h in T.parallel(256):
                    ol[i1_h] = ol[i1_h] + mixl[i_mhc] * xl[i_mhc, i1_h]
            T.copy(T.region(ol[0], 1, 256), T.region(os[0], 2, 256), -1, T.bool(False), 0)
            T.copy(T.region(os[0], 1, 256), T.region(o[pid_n, i0_h * 256], 2, 1, 256), -1, T.bool(False), 0)
