# The MHC norm-fn kernels of docs/examples/mhc_norm_fn.mlir (upstream
# TileLang examples/ascend/example_mhc_norm_fn.py @ 041110cf at the shapes
# its __main__ runs, float32) as TileLang prints them: `print(k.script())`
# for each, the tile-level TIR in the classic printer's form of TileLang
# v0.1.7: static tensors as T.Buffer parameters; num_tokens of the third
# kernel a T.int32() variable, its tensors handle parameters matched to
# buffers with their dense strides (T.Tensor gives them explicitly);
# pid // num_n_blocks and pid % num_n_blocks as TIR's floordiv / floormod
# (`//`, `%`); the Python bindings (pid_m, pid_n, i_n) inlined where they
# are used; T.Parallel as T.parallel loops, T.serial as `range`; `+=` as a
# store of the sum; T.alloc_var as a one-element "local.var" buffer;
# T.clear as T.fill with 0. The prim_funcs are named after the kernels (the
# example's `def main` prints as `def main`). T.Kernel has no `threads=`:
# as on TileLang's Ascend backend, the launch is the blockIdx.x statement
# alone. Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are approximated or left empty.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_norm_fn.py -o mhc_norm_fn.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_fn_normw_merge_fwd(fn: T.Buffer((24, 7168), "float32"), normw: T.Buffer((7168,), "float32"), out_fn: T.Buffer((24, 7168), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 672)
    with T.block("tilelang_root"):
        T.reads(fn[bx // 28, bx % 28 * 256:bx % 28 * 256 + 256], normw[bx % 28 * 256:bx % 28 * 256 + 256])
        T.writes(out_fn[bx // 28, bx % 28 * 256:bx % 28 * 256 + 256])
        for i1_n in T.parallel(256):
            if bx % 28 * 256 + i1_n < 7168:
                out_fn[bx // 28, bx % 28 * 256 + i1_n] = fn[bx // 28, bx % 28 * 256 + i1_n] * normw[bx % 28 * 256 + i1_n]

@T.prim_func
def mhc_fn_normw_merge_bwd(fn: T.Buffer((128, 512), "float32"), normw: T.Buffer((512,), "float32"), out_fn_grad: T.Buffer((128, 512), "float32"), fn_grad: T.Buffer((128, 512), "float32"), normw_grad: T.Buffer((512,), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 2)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        normw_frag = T.alloc_buffer((256,), scope="local.fragment")
        normw_grad_frag = T.alloc_buffer((256,), scope="local.fragment")
        T.copy(T.region(normw[bx * 256], 1, 256), T.region(normw_frag[0], 2, 256), -1, T.bool(False), 0)
        T.fill(T.region(normw_grad_frag[0], 2, 256), 0)
        for i_m in range(128):
            for i1_n in T.parallel(256):
                if bx * 256 + i1_n < 512:
                    fn_grad[i_m, bx * 256 + i1_n] = out_fn_grad[i_m, bx * 256 + i1_n] * normw_frag[i1_n]
                    normw_grad_frag[i1_n] = normw_grad_frag[i1_n] + out_fn_grad[i_m, bx * 256 + i1_n] * fn[i_m, bx * 256 + i1_n]
        for i1_n in T.parallel(256):
            normw_grad[bx * 256 + i1_n] = normw_grad_frag[i1_n]

@T.prim_func
def mhc_pre_norm_fn_fwd_norm(out_mul_splitted_handle: T.handle, sqrsum_splitted_handle: T.handle, out_mul_handle: T.handle, sqrsum_handle: T.handle, out_handle: T.handle):
    num_tokens = T.int32()
    out_mul_splitted = T.match_buffer(out_mul_splitted_handle, (4, num_tokens, 8, 4), strides=(num_tokens * 32, 32, 4, 1))
    sqrsum_splitted = T.match_buffer(sqrsum_splitted_handle, (4, num_tokens, 8), strides=(num_tokens * 8, 8, 1))
    out_mul = T.match_buffer(out_mul_handle, (num_tokens, 8, 4), strides=(32, 4, 1))
    sqrsum = T.match_buffer(sqrsum_handle, (num_tokens, 8), strides=(8, 1))
    out = T.match_buffer(out_handle, (num_tokens, 4), strides=(4, 1))
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", num_tokens)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        rms = T.alloc_buffer((1,), scope="local.var")
        out_l = T.alloc_buffer((4,), scope="local.fragment")
        out_l0 = T.alloc_buffer((4,), scope="local.fragment")
        T.fill(T.region(out_l[0], 2, 4), 0)
        for k in range(8):
            rms[0] = T.float32(0.0)
            for i_split in range(4):
                rms[0] = rms[0] + sqrsum_splitted[i_split, bx, k]
            sqrsum[bx, k] = rms[0]
            rms[0] = T.rsqrt(rms[0] / T.float32(896.0) + T.float32(9.9999999999999995e-07))
            for j in T.parallel(4):
                out_l0[j] = T.float32(0.0)
                for i_split in range(4):
                    out_l0[j] = out_l0[j] + out_mul_splitted[i_split, bx, k, j]
                out_l[j] = out_l[j] + out_l0[j] * rms[0]
            T.copy(T.region(out_l0[0], 1, 4), T.region(out_mul[bx, k, 0], 2, 1, 1, 4), -1, T.bool(False), 0)
        T.copy(T.region(out_l[0], 1, 4), T.region(out[bx, 0], 2, 1, 4), -1, T.bool(False), 0)
