# The per-row int8 activation quantization of docs/examples/act_quant.mlir
# (tilelang-ascend examples/deepseek_v4/act_quant.py @ 95acbd7f,
# act_quant_kernel_int8_optimized(N=1024, block_M=16, block_N=1024),
# symbolic M) as tilelang-ascend's ascendc_pto branch prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form.
# The symbolic M makes the tensors `T.handle` parameters bound by
# T.match_buffer; T.Kernel(M // 16, is_npu=True) prints as blockIdx.x +
# blockIdx.y extent 2; `cid // 1` and `cid % 1` are folded by TVM's
# constructors to `cid` and `0`; T.Scope("V") as a resource_scope
# attribute; T.copy as T.ascend_copy of T.region operands; T.tile.fill /
# cast / abs / clamp / round as T.ascend_fill / cast / abs / clamp / round
# with access pointers and an element count; T.reduce_max as
# T.ascend_reduce("reduce_max<float, 8, 1024, -1>", out, in, clear), the
# output first. The prim_func is named after the .mlir function (the
# example's `def main` prints as `def main`). Written by hand following
# the printer's rules (docs/PtoTranslate.md, the D3 dump), not captured
# from a TileLang run; T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/act_quant.py -o act_quant.mlir
#
# from tvm.script import tir as T

@T.prim_func
def act_quant(X_handle: T.handle, Y_handle: T.handle, S_handle: T.handle):
    M = T.int32()
    X = T.match_buffer(X_handle, (M, 1024), "bfloat16")
    Y = T.match_buffer(Y_handle, (M, 1024), "int8")
    S = T.match_buffer(S_handle, (M,))
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", M // 16)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(X[cid * 16 + vid * 8, 0], Y[cid * 16 + vid * 8, 0], S[cid * 16 + vid * 8])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_ub = T.alloc_buffer((8, 1024), "bfloat16", scope="shared")
        x_ub_half = T.alloc_buffer((8, 1024), "float16", scope="shared")
        x_ub_fp_abs = T.alloc_buffer((8, 1024), scope="shared")
        y_ub = T.alloc_buffer((8, 1024), "int8", scope="shared")
        max_ub = T.alloc_buffer((8,), scope="shared")
        scale_ub = T.alloc_buffer((8,), scope="shared")
        x_ub_fp = T.alloc_buffer((8, 1024), scope="shared")
        bm: T.int32 = cid
        bn: T.int32 = 0
        T.attr(0, "resource_scope", 1)
        T.ascend_copy(T.region(X[bm * 16 + vid * 8, bn * 1024], 1, 8, 1024), T.region(x_ub[0, 0], 2, 8, 1024), T.bool(False), T.bool(False), 0)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), max_ub.data, 0, 8, 2), T.float32(0), 8)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("bfloat16"), x_ub.data, 0, 8192, 1), "CAST_NONE", 8192)
        T.ascend_abs(T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp_abs.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 1), 8192)
        T.ascend_reduce("reduce_max<float, 8, 1024, -1>", T.tvm_access_ptr(T.type_annotation("float32"), max_ub.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp_abs.data, 0, 8192, 1), T.bool(True))
        for i in T.parallel(8):
            scale_ub[i] = max_ub[i] / T.float32(127)
        for i in T.parallel(8):
            for j in T.parallel(1024):
                x_ub_fp[i, j] = x_ub_fp[i, j] / scale_ub[i]
        T.ascend_clamp("Clamp<float>", T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 1), T.float32(-127), T.float32(127), 8192)
        T.ascend_round(T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 1), 8192)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float16"), x_ub_half.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub_fp.data, 0, 8192, 1), "CAST_NONE", 8192)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("int8"), y_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float16"), x_ub_half.data, 0, 8192, 1), "CAST_NONE", 8192)
        T.ascend_copy(T.region(y_ub[0, 0], 1, 8, 1024), T.region(Y[bm * 16 + vid * 8, bn * 1024], 2, 8, 1024), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(scale_ub[0], 1, 8), T.region(S[bm * 16 + vid * 8], 2, 8), T.bool(False), T.bool(False), 0)
