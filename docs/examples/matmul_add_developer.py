# The developer-mode GEMM + add of docs/examples/matmul_add_developer.mlir
# (tilelang-ascend examples/developer_mode/matmul_add_developer.py
# @ 95acbd7f, matmul_add(1024, 1024, 1024, 128, 256, 64): f16 A, B, C, D,
# f32 accumulator) as tilelang-ascend's ascendc_pto branch prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form.
# T.Kernel(32, threads=2, is_npu=True) prints as blockIdx.x 32 plus
# threadIdx.x 2 (the unused `vid`), the block attribute
# tilelang.is_npu_kernel_frame_dev_mode and the function attribute
# npu_cv_ratio; T.copy prints as T.ascend_copy with T.region operands,
# T.gemm_v0 as T.ascend_gemm_v0 with access pointers, T.tile.add as
# T.ascend_add with access pointers and an element count. The prim_func is
# named after the .mlir function (the example's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/matmul_add_developer.py -o matmul_add_developer.mlir
#
# from tvm.script import tir as T

@T.prim_func
def matmul_add(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), C: T.Buffer((1024, 1024), "float16"), D: T.Buffer((1024, 1024), "float16")):
    T.func_attr({"npu_cv_ratio": "cv_1_2"})
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 32)
    vid = T.launch_thread("threadIdx.x", 2)
    with T.block("tilelang_root"):
        loop_k = T.int32()
        T.reads(A[cid // 4 * 128, 0:loop_k * 64 - 63], B[0:loop_k * 64 - 63, cid % 4 * 256], D[cid // 4 * 128, cid % 4 * 256], C[cid // 4 * 128, cid % 4 * 256])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame_dev_mode": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 64), "float16", scope="shared.dyn")
        B_L1 = T.alloc_buffer((64, 256), "float16", scope="shared.dyn")
        C_L0 = T.alloc_buffer((128, 256), scope="local.fragment")
        d_ub = T.alloc_buffer((128, 256), "float16", scope="shared.dyn")
        c_ub = T.alloc_buffer((128, 256), "float16", scope="shared.dyn")
        bx: T.int32 = cid // 4
        by: T.int32 = cid % 4
        with T.LetStmt(16, var=loop_k):
            for k in range(loop_k):
                T.ascend_copy(T.region(A[bx * 128, k * 64], 1, 128, 64), T.region(A_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(B[k * 64, by * 256], 1, 64, 256), T.region(B_L1[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
                if k == 0:
                    T.ascend_gemm_v0("gemm_v0<half, float, 128, 256, 64, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 32768, 2), T.bool(True))
                else:
                    T.ascend_gemm_v0("gemm_v0<half, float, 128, 256, 64, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 32768, 3), T.bool(False))
            T.ascend_copy(T.region(C_L0[0, 0], 1, 128, 256), T.region(c_ub[0, 0], 2, 128, 256), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(D[bx * 128, by * 256], 1, 128, 256), T.region(d_ub[0, 0], 2, 128, 256), T.bool(False), T.bool(False), 0)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float16"), c_ub.data, 0, 32768, 2), T.tvm_access_ptr(T.type_annotation("float16"), c_ub.data, 0, 32768, 1), T.tvm_access_ptr(T.type_annotation("float16"), d_ub.data, 0, 32768, 1), 32768)
            T.ascend_copy(T.region(c_ub[0, 0], 1, 128, 256), T.region(C[bx * 128, by * 256], 2, 128, 256), T.bool(False), T.bool(False), 0)
