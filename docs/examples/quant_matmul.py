# The quantised GEMM of docs/examples/quant_matmul.mlir (tilelang-ascend
# examples/quant_batch_matmul/example_quant_matmul.py @ 95acbd7f,
# simple_quant_matmul(1024, 1024, 1024, scale_size, 128, 256, 64, ...), the
# two cases its main() checks: scale_size "1" with bfloat16 out and
# scale_size "N" with float16 out; int8 in, int32 accumulator, float32
# scale) as tilelang-ascend's ascendc_pto branch prints them: two
# `print(main.script())` outputs, one after the other, the tile-level TIR
# in the classic printer's form (T.Kernel(32, is_npu=True) as blockIdx.x +
# blockIdx.y extent 2; the Python `if`s on scale_size and the dtypes are
# decided by the parser, so each print holds one branch of each; T.copy as
# T.ascend_copy of T.regions (`T.copy(scale[0], scale_ub)` a 256-element
# region from scale[0], its extent from scale_ub); T.gemm_v0 as
# T.ascend_gemm_v0("gemm_v0<int8_t, int, ...>") whose init is the
# expression `bk == 0`; T.tile.fill(scale_ub, scale_ub[0]) as
# T.ascend_fill with the element as its value; T.tile.cast as
# T.ascend_cast(dst, src, "CAST_RINT", count); `x[i, j] *= y[j]` as the
# store `x[i, j] = x[i, j] * y[j]`, the printer having no augmented
# assignment). Each prim_func is named after its .mlir function (the
# example's `def main` prints as `def main`). Written by hand following the
# printer's rules (docs/PtoTranslate.md, the D3 dump), not captured from a
# TileLang run; T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/quant_matmul.py -o quant_matmul.mlir
#
# from tvm.script import tir as T

@T.prim_func
def quant_matmul_per_tensor(A: T.Buffer((1024, 1024), "int8"), B: T.Buffer((1024, 1024), "int8"), scale: T.Buffer((1,), "float32"), C: T.Buffer((1024, 1024), "bfloat16"), workspace_1: T.Buffer((1024, 1024), "int32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 32)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid // 4 * 128, 0:961], B[0:961, cid % 4 * 256], workspace_1[T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64):T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64) + (T.max(cid // 4 * 128, cid // 4 * 128 + vid * 64) + 1 - T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64)), cid % 4 * 256], scale[0], C[cid // 4 * 128 + vid * 64, cid % 4 * 256])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 64), "int8", scope="shared.l1")
        B_L1 = T.alloc_buffer((64, 256), "int8", scope="shared.l1")
        C_L0 = T.alloc_buffer((128, 256), "int32", scope="wmma.accumulator")
        c_ub = T.alloc_buffer((64, 256), "int32", scope="shared")
        c_scale = T.alloc_buffer((64, 256), scope="shared")
        c_out = T.alloc_buffer((64, 256), "bfloat16", scope="shared")
        scale_ub = T.alloc_buffer((256,), scope="shared")
        bm: T.int32 = cid // 4
        bn: T.int32 = cid % 4
        for bk in range(16):
            T.ascend_copy(T.region(A[bm * 128, bk * 64], 1, 128, 64), T.region(A_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(B[bk * 64, bn * 256], 1, 64, 256), T.region(B_L1[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
            T.ascend_gemm_v0("gemm_v0<int8_t, int, 128, 256, 64, false, false>", T.tvm_access_ptr(T.type_annotation("int8"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("int8"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("int32"), C_L0.data, 0, 32768, 3), bk == 0)
        T.ascend_copy(T.region(C_L0[0, 0], 1, 128, 256), T.region(workspace_1[bm * 128, bn * 256], 2, 128, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(workspace_1[bm * 128 + vid * 64, bn * 256], 1, 64, 256), T.region(c_ub[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(scale[0], 1, 256), T.region(scale_ub[0], 2, 256), T.bool(False), T.bool(False), 0)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), scale_ub.data, 0, 256, 2), scale_ub[0], 256)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float32"), c_scale.data, 0, 16384, 2), T.tvm_access_ptr(T.type_annotation("int32"), c_ub.data, 0, 16384, 1), "CAST_RINT", 16384)
        for bm_v in T.parallel(64):
            for bn_v in T.parallel(256):
                c_scale[bm_v, bn_v] = c_scale[bm_v, bn_v] * scale_ub[bn_v]
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("bfloat16"), c_out.data, 0, 16384, 2), T.tvm_access_ptr(T.type_annotation("float32"), c_scale.data, 0, 16384, 1), "CAST_RINT", 16384)
        T.ascend_copy(T.region(c_out[0, 0], 1, 64, 256), T.region(C[bm * 128 + vid * 64, bn * 256], 2, 64, 256), T.bool(False), T.bool(False), 0)
# from tvm.script import tir as T

@T.prim_func
def quant_matmul_per_channel(A: T.Buffer((1024, 1024), "int8"), B: T.Buffer((1024, 1024), "int8"), scale: T.Buffer((1024,), "float32"), C: T.Buffer((1024, 1024), "float16"), workspace_1: T.Buffer((1024, 1024), "int32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 32)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid // 4 * 128, 0:961], B[0:961, cid % 4 * 256], workspace_1[T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64):T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64) + (T.max(cid // 4 * 128, cid // 4 * 128 + vid * 64) + 1 - T.min(cid // 4 * 128, cid // 4 * 128 + vid * 64)), cid % 4 * 256], scale[cid % 4 * 256], C[cid // 4 * 128 + vid * 64, cid % 4 * 256])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 64), "int8", scope="shared.l1")
        B_L1 = T.alloc_buffer((64, 256), "int8", scope="shared.l1")
        C_L0 = T.alloc_buffer((128, 256), "int32", scope="wmma.accumulator")
        c_ub = T.alloc_buffer((64, 256), "int32", scope="shared")
        c_scale = T.alloc_buffer((64, 256), scope="shared")
        c_out = T.alloc_buffer((64, 256), "float16", scope="shared")
        scale_ub = T.alloc_buffer((256,), scope="shared")
        bm: T.int32 = cid // 4
        bn: T.int32 = cid % 4
        for bk in range(16):
            T.ascend_copy(T.region(A[bm * 128, bk * 64], 1, 128, 64), T.region(A_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(B[bk * 64, bn * 256], 1, 64, 256), T.region(B_L1[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
            T.ascend_gemm_v0("gemm_v0<int8_t, int, 128, 256, 64, false, false>", T.tvm_access_ptr(T.type_annotation("int8"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("int8"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("int32"), C_L0.data, 0, 32768, 3), bk == 0)
        T.ascend_copy(T.region(C_L0[0, 0], 1, 128, 256), T.region(workspace_1[bm * 128, bn * 256], 2, 128, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(workspace_1[bm * 128 + vid * 64, bn * 256], 1, 64, 256), T.region(c_ub[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(scale[bn * 256], 1, 256), T.region(scale_ub[0], 2, 256), T.bool(False), T.bool(False), 0)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float32"), c_scale.data, 0, 16384, 2), T.tvm_access_ptr(T.type_annotation("int32"), c_ub.data, 0, 16384, 1), "CAST_RINT", 16384)
        for bm_v in T.parallel(64):
            for bn_v in T.parallel(256):
                c_scale[bm_v, bn_v] = c_scale[bm_v, bn_v] * scale_ub[bn_v]
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float16"), c_out.data, 0, 16384, 2), T.tvm_access_ptr(T.type_annotation("float32"), c_scale.data, 0, 16384, 1), "CAST_RINT", 16384)
        T.ascend_copy(T.region(c_out[0, 0], 1, 64, 256), T.region(C[bm * 128 + vid * 64, bn * 256], 2, 64, 256), T.bool(False), T.bool(False), 0)
