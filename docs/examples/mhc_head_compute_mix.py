# The MHC head mix of docs/examples/mhc_head_compute_mix.mlir (upstream
# TileLang examples/ascend/example_mhc_head_compute_mix.py @ 3da0123d at
# mhc_mult = 4, mhc_pre_eps = 1e-6, token_block_size = 32, float32,
# num_tokens symbolic) as TileLang prints it: `print(main.script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.7: the
# tensors of symbolic shape are handle parameters matched to buffers
# (T.Tensor gives them explicit strides), num_tokens a T.int32() variable;
# T.ceildiv(num_tokens, 32) is TVM's floor division (num_tokens + 32 - 1)
# // 32; T.Parallel as nested T.parallel loops; the Python binding
# `i = pid * token_block_size + i1` inlined where it is used; float32
# buffers print without their dtype; mhc_pre_eps a float32 constant. The
# prim_func is named after the .mlir function (the example's `def main`
# prints as `def main`). T.Kernel has no `threads=`: as on TileLang's
# Ascend backend, the launch is the blockIdx.x statement alone. Written by
# hand following the printer's rules (docs/PtoTranslate.md), not captured
# from a TileLang run; T.reads / T.writes are the builder's inference,
# approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_head_compute_mix.py -o mhc_head_compute_mix.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_head_compute_mix_fwd(input_mix_handle: T.handle, mhc_scale: T.Buffer((1,), "float32"), mhc_base: T.Buffer((4,), "float32"), output_mix_handle: T.handle):
    num_tokens = T.int32()
    input_mix = T.match_buffer(input_mix_handle, (num_tokens, 4), strides=(4, 1))
    output_mix = T.match_buffer(output_mix_handle, (num_tokens, 4), strides=(4, 1))
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", (num_tokens + 32 - 1) // 32)
    with T.block("tilelang_root"):
        T.reads(input_mix[bx * 32, 0:4], mhc_scale[0], mhc_base[0:4])
        T.writes(output_mix[bx * 32, 0:4])
        for i1 in T.parallel(32):
            for j in T.parallel(4):
                if bx * 32 + i1 < num_tokens:
                    output_mix[bx * 32 + i1, j] = T.sigmoid(input_mix[bx * 32 + i1, j] * mhc_scale[0] + mhc_base[j]) + T.float32(9.9999999999999995e-07)
