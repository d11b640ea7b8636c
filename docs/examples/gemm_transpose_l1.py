# The GEMM with B^T of docs/examples/gemm_transpose_l1.mlir (tilelang-ascend
# examples/gemm/example_gemm_transpose_l1.py @ 95acbd7f, matmul(512, 256,
# 1024, 256, 128, 64): f16 A, B, C, f32 accumulator, its own L0A / L0B
# buffers, a transposing L1 -> L0B copy and T.mma) as tilelang-ascend's
# ascendc_pto branch prints it: `print(main.script())`, the tile-level TIR
# in the classic printer's form (T.Kernel(4, is_npu=True) as blockIdx.x +
# blockIdx.y extent 2, the unused sub-block id `_`; T.Scope("C") as a
# resource_scope attribute; T.copy of a slice as T.ascend_copy of a
# T.region at the slice's start with its constant extents; T.copy(B_L1,
# B_L0, transpose=True) with its transpose flag; T.mma as T.ascend_mma
# with access pointers, `init` (here the expression `k == 0`, so the
# accumulator pointer is read-write) and K). The prim_func is named after
# the .mlir function (the example's `def main` prints as `def main`).
# Written by hand following the printer's rules (docs/PtoTranslate.md, the
# D3 dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_transpose_l1.py -o gemm_transpose_l1.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_transpose_l1(A: T.Buffer((512, 1024), "float16"), B: T.Buffer((256, 1024), "float16"), C: T.Buffer((512, 256), "float16")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        loop_k = T.int32()
        T.reads(A[cid // 2 * 256, 0:loop_k * 64 - 63], B[cid % 2 * 128, 0:loop_k * 64 - 63], C[cid // 2 * 256, cid % 2 * 128])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((256, 64), "float16", scope="shared.l1")
        B_L1 = T.alloc_buffer((128, 64), "float16", scope="shared.l1")
        A_L0 = T.alloc_buffer((256, 64), "float16", scope="wmma.matrix_a")
        B_L0 = T.alloc_buffer((64, 128), "float16", scope="wmma.matrix_b")
        C_L0 = T.alloc_buffer((256, 128), scope="wmma.accumulator")
        bx: T.int32 = cid // 2
        by: T.int32 = cid % 2
        T.attr(0, "resource_scope", 0)
        with T.LetStmt(16, var=loop_k):
            for k in range(loop_k):
                T.ascend_copy(T.region(A[bx * 256, k * 64], 1, 256, 64), T.region(A_L1[0, 0], 2, 256, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(B[by * 128, k * 64], 1, 128, 64), T.region(B_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_copy(T.region(A_L1[0, 0], 1, 256, 64), T.region(A_L0[0, 0], 2, 256, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(B_L1[0, 0], 1, 128, 64), T.region(B_L0[0, 0], 2, 64, 128), T.bool(False), T.bool(True), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_mma("mma<half, float, 256, 128>", T.tvm_access_ptr(T.type_annotation("float16"), A_L0.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L0.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 32768, 3), k == 0, 64)
                T.ascend_pipe_barrier("ALL")
            T.ascend_copy(T.region(C_L0[0, 0], 1, 256, 128), T.region(C[bx * 256, by * 128], 2, 256, 128), T.bool(False), T.bool(False), 0)
