# The GEMM of docs/examples/gemm_l1_scopes.mlir (tilelang-ascend
# examples/gemm/example_gemm.py @ 95acbd7f, matmul(1024, 1024, 1024, 128,
# 256, 64): f16 A, B, C, f32 accumulator, T.alloc_L1 / T.alloc_L0C,
# T.Scope("C")) as tilelang-ascend's ascendc_pto branch prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# (T.Kernel(32, is_npu=True) as blockIdx.x + blockIdx.y extent 2, the
# unused sub-block id `_`; T.Scope("C") as a resource_scope attribute;
# T.copy as T.ascend_copy, T.gemm_v0 as T.ascend_gemm_v0 whose init is the
# expression `k == 0`, so the accumulator pointer is read-write;
# T.barrier_all() as T.ascend_pipe_barrier("ALL")). The prim_func is named
# after the .mlir function (the example's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_l1_scopes.py -o gemm_l1_scopes.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_l1_scopes(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), C: T.Buffer((1024, 1024), "float16")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 32)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        loop_k = T.int32()
        T.reads(A[cid // 4 * 128, 0:loop_k * 64 - 63], B[0:loop_k * 64 - 63, cid % 4 * 256], C[cid // 4 * 128, cid % 4 * 256])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 64), "float16", scope="shared.l1")
        B_L1 = T.alloc_buffer((64, 256), "float16", scope="shared.l1")
        C_L0 = T.alloc_buffer((128, 256), scope="wmma.accumulator")
        bx: T.int32 = cid // 4
        by: T.int32 = cid % 4
        T.attr(0, "resource_scope", 0)
        with T.LetStmt(16, var=loop_k):
            for k in range(loop_k):
                T.ascend_copy(T.region(A[bx * 128, k * 64], 1, 128, 64), T.region(A_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(B[k * 64, by * 256], 1, 64, 256), T.region(B_L1[0, 0], 2, 64, 256), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_gemm_v0("gemm_v0<half, float, 128, 256, 64, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 32768, 3), k == 0)
                T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(C_L0[0, 0], 1, 128, 256), T.region(C[bx * 128, by * 256], 2, 128, 256), T.bool(False), T.bool(False), 0)
