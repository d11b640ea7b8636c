# The split-K GEMM of docs/examples/gemm_splitk.mlir (tilelang-ascend
# examples/gemm_splitk/example_tilelang_gemm_splitk.py @ ee8be48d,
# gemm_splitk(1024, 1024, 1024, 128, 128, 32, 4): f16 A, B, f32 C and
# accumulator, a grid of 256 blocks, loop_k = 8) as tilelang-ascend's
# ascendc_pto branch prints it: `print(main.script())`, the tile-level TIR
# in the classic printer's form (T.Kernel(256, is_npu=True) as blockIdx.x +
# blockIdx.y extent 2, the unused sub-block id `_`; T.copy as
# T.ascend_copy, T.gemm_v0 as T.ascend_gemm_v0 whose init is the
# expression `k == 0`, so the accumulator pointer is read-write;
# T.tile.atomic_add(dst, src) as T.ascend_atomic_add(dst region, src
# region), destination first). The prim_func is named after the .mlir
# function (the example's `def main` prints as `def main`). Written by
# hand following the printer's rules (docs/PtoTranslate.md, the D3 dump),
# not captured from a TileLang run; T.reads is the builder's inference,
# approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_splitk.py -o gemm_splitk.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_splitk(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), C: T.Buffer((1024, 1024), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 256)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        loop_k = T.int32()
        T.reads(A[cid % 32 // 4 * 128, cid % 32 % 4 * 256:cid % 32 % 4 * 256 + (loop_k * 32 - 31)], B[cid % 32 % 4 * 256:cid % 32 % 4 * 256 + (loop_k * 32 - 31), cid // 32 * 128], C[cid % 32 // 4 * 128, cid // 32 * 128])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
        B_L1 = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        C_L0 = T.alloc_buffer((128, 128), scope="local.fragment")
        bx: T.int32 = cid // 32
        rem: T.int32 = cid % 32
        by: T.int32 = rem // 4
        bz: T.int32 = rem % 4
        k_start: T.int32 = bz * 256
        with T.LetStmt(8, var=loop_k):
            for k in range(loop_k):
                T.ascend_copy(T.region(A[by * 128, k_start + k * 32], 1, 128, 32), T.region(A_L1[0, 0], 2, 128, 32), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(B[k_start + k * 32, bx * 128], 1, 32, 128), T.region(B_L1[0, 0], 2, 32, 128), T.bool(False), T.bool(False), 0)
                T.ascend_gemm_v0("gemm_v0<half, float, 128, 128, 32, false, false>", T.tvm_access_ptr(T.type_annotation("float16"), A_L1.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L1.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 16384, 3), k == 0)
            T.ascend_atomic_add(T.region(C[by * 128, bx * 128], 2, 128, 128), T.region(C_L0[0, 0], 1, 128, 128))
