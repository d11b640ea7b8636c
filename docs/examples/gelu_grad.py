# The backward of GELU of docs/examples/gelu_grad.mlir (tilelang-ascend
# @ 95acbd7f, examples/activation/gelu_grad.py, gelu_grad(M, N, block_M,
# block_N, dtype="float") at (256, 256, 64, 64) and at (21293, 256, 128,
# 128) with M shrunk to 300) as tilelang-ascend's ascendc_pto branch
# prints it: two `print(main.script())` outputs, the tile-level TIR in the
# classic printer's form (T.Kernel(n, is_npu=True) as blockIdx.x +
# blockIdx.y extent 2; T.alloc_shared as "shared.dyn" buffers; T.copy as
# T.ascend_copy of T.regions; each T.tile.* operation as T.ascend_<op> on
# access pointers with the element count last: T.tile.axpy as
# T.ascend_axpy(dst, src, scalar, n), T.tile.add with a scalar as
# T.ascend_adds, T.tile.compare as T.ascend_compare(mask, src0, src1, "EQ",
# n), T.tile.select of two buffers as T.ascend_select(dst, mask, src0, 2,
# src1, "VSEL_CMPMASK_SPR", n), its dst pointer read-only as TileLang
# builds it; the Python constants as float32 immediates). Each prim_func is
# named after its .mlir function (the example's `def main` prints as `def
# main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gelu_grad.py -o gelu_grad.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gelu_grad(dy: T.Buffer((256, 256), "float32"), x: T.Buffer((256, 256), "float32"), grad_input: T.Buffer((256, 256), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 16)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(x[cid // 4 * 64 + vid * 32, cid % 4 * 64], dy[cid // 4 * 64 + vid * 32, cid % 4 * 64])
        T.writes(grad_input[cid // 4 * 64 + vid * 32, cid % 4 * 64])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        cmp_ub = T.alloc_buffer((32, 64), "uint8", scope="shared.dyn")
        x_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        xsqr_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        px_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        res0_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        div_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        bx: T.int32 = cid // 4
        by: T.int32 = cid % 4
        T.ascend_copy(T.region(x[bx * 64 + vid * 32, by * 64], 1, 32, 64), T.region(x_ub[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), 2048)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 2), T.float32(-1.5957691216057308), 2048)
        T.ascend_axpy(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 1), T.float32(-0.071354816272600252), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), 2048)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 1), 2048)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 2), T.float32(1.5957691216057308), 2048)
        T.ascend_axpy(T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 1), T.float32(0.21406444881780069), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), 2048)
        T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 1), T.float32(1.0), 2048)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.float32(1.0), 2048)
        T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 1), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 2048, 1), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 1), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 2048, 1), 2048)
        T.ascend_compare(T.tvm_access_ptr(T.type_annotation("uint8"), cmp_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), "EQ", 2048)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 2), T.float32(0.0), 2048)
        T.ascend_select(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("uint8"), cmp_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), 2, T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 2048, 1), "VSEL_CMPMASK_SPR", 2048)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 2048, 1), 2048)
        T.ascend_copy(T.region(dy[bx * 64 + vid * 32, by * 64], 1, 32, 64), T.region(res0_ub[0, 0], 2, 32, 64), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), 2048)
        T.ascend_copy(T.region(div_ub[0, 0], 1, 32, 64), T.region(grad_input[bx * 64 + vid * 32, by * 64], 2, 32, 64), T.bool(False), T.bool(False), 0)

@T.prim_func
def gelu_grad_tail(dy: T.Buffer((300, 256), "float32"), x: T.Buffer((300, 256), "float32"), grad_input: T.Buffer((300, 256), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 6)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(x[cid // 2 * 128 + vid * 64, cid % 2 * 128], dy[cid // 2 * 128 + vid * 64, cid % 2 * 128])
        T.writes(grad_input[cid // 2 * 128 + vid * 64, cid % 2 * 128])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        cmp_ub = T.alloc_buffer((64, 128), "uint8", scope="shared.dyn")
        x_ub = T.alloc_buffer((64, 128), scope="shared.dyn")
        xsqr_ub = T.alloc_buffer((64, 128), scope="shared.dyn")
        px_ub = T.alloc_buffer((64, 128), scope="shared.dyn")
        res0_ub = T.alloc_buffer((64, 128), scope="shared.dyn")
        div_ub = T.alloc_buffer((64, 128), scope="shared.dyn")
        bx: T.int32 = cid // 2
        by: T.int32 = cid % 2
        T.ascend_copy(T.region(x[bx * 128 + vid * 64, by * 128], 1, 64, 128), T.region(x_ub[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), 8192)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 2), T.float32(-1.5957691216057308), 8192)
        T.ascend_axpy(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 1), T.float32(-0.071354816272600252), 8192)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), 8192)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 1), 8192)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 2), T.float32(1.5957691216057308), 8192)
        T.ascend_axpy(T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 1), T.float32(0.21406444881780069), 8192)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), 8192)
        T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 1), T.float32(1.0), 8192)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 2), T.float32(1.0), 8192)
        T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 1), 8192)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 8192, 1), 8192)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 1), 8192)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 8192, 1), 8192)
        T.ascend_compare(T.tvm_access_ptr(T.type_annotation("uint8"), cmp_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), "EQ", 8192)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 2), T.float32(0.0), 8192)
        T.ascend_select(T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("uint8"), cmp_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), 2, T.tvm_access_ptr(T.type_annotation("float32"), px_ub.data, 0, 8192, 1), "VSEL_CMPMASK_SPR", 8192)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), xsqr_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 8192, 1), 8192)
        T.ascend_copy(T.region(dy[bx * 128 + vid * 64, by * 128], 1, 64, 128), T.region(res0_ub[0, 0], 2, 64, 128), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), div_ub.data, 0, 8192, 2), T.tvm_access_ptr(T.type_annotation("float32"), res0_ub.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 8192, 1), 8192)
        T.ascend_copy(T.region(div_ub[0, 0], 1, 64, 128), T.region(grad_input[bx * 128 + vid * 64, by * 128], 2, 64, 128), T.bool(False), T.bool(False), 0)
