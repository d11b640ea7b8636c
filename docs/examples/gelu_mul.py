# The GELU * x2 of docs/examples/gelu_mul.mlir (tilelang-ascend
# examples/developer_mode/gelu_mul_developer.py @ 19cde6d9,
# gelu_mul(M=256, N=256, block_M=64, block_N=64), dtype "float": 8 blocks
# of 64x64) as tilelang-ascend's ascendc_pto branch prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form.
# T.Kernel(8, threads=2, is_npu=True) prints as blockIdx.x 8 plus
# threadIdx.x 2 (the unused `vid`), the block attribute
# tilelang.is_npu_kernel_frame_dev_mode and the function attribute
# npu_cv_ratio; T.copy prints as T.ascend_copy with T.region operands;
# T.tile.mul / add / div / exp as T.ascend_mul / add / div / exp with
# access pointers and the element count (4096), and with a Python float
# second source as T.ascend_muls / T.ascend_adds with a float32 literal
# (printed with 17 significant digits). The prim_func is named after the
# .mlir function (the example's `def main` prints as `def main`). Written
# by hand following the printer's rules (docs/PtoTranslate.md, the D3
# dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gelu_mul.py -o gelu_mul.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gelu_mul(A: T.Buffer((256, 256), "float32"), B: T.Buffer((256, 128), "float32")):
    T.func_attr({"npu_cv_ratio": "cv_1_2"})
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("threadIdx.x", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid // 2 * 64, cid % 2 * 64:cid % 2 * 64 + 129], B[cid // 2 * 64, cid % 2 * 64])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame_dev_mode": T.bool(True)})
        a1_ub = T.alloc_buffer((64, 64), scope="shared.dyn")
        a2_ub = T.alloc_buffer((64, 64), scope="shared.dyn")
        b_ub = T.alloc_buffer((64, 64), scope="shared.dyn")
        temp_ub = T.alloc_buffer((64, 64), scope="shared.dyn")
        bx: T.int32 = cid // 2
        by: T.int32 = cid % 2
        T.ascend_copy(T.region(A[bx * 64, by * 64], 1, 64, 64), T.region(a1_ub[0, 0], 2, 64, 64), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(A[bx * 64, by * 64 + 128], 1, 64, 64), T.region(a2_ub[0, 0], 2, 64, 64), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), a1_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), a1_ub.data, 0, 4096, 1), 4096)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), a1_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), 4096)
        T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), T.float32(0.044714999999999998), 4096)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), a1_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), 4096)
        T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), T.float32(-1.5957691000000001), 4096)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), 4096)
        T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), T.float32(1), 4096)
        T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), a1_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), 4096)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), b_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), temp_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), a2_ub.data, 0, 4096, 1), 4096)
        T.ascend_copy(T.region(b_ub[0, 0], 1, 64, 64), T.region(B[bx * 64, by * 64], 2, 64, 64), T.bool(False), T.bool(False), 0)
