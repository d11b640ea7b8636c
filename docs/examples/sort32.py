# The T.tile.sort32 kernels of docs/examples/sort32.mlir (tilelang-ascend
# testing/python/language/test_tilelang_ascend_language_elementwise.py
# @ 95acbd7f, sort32(M=8, N=256, block_M=4, block_N=128) for float32 and
# float16) as tilelang-ascend's ascendc_pto branch prints them:
# `print(main.script())`, the tile-level TIR in the classic printer's form.
# T.Kernel(4, is_npu=True) prints as blockIdx.x + blockIdx.y extent 2 and
# the block attribute tilelang.is_npu_kernel_frame; `cid // n_num` and
# `cid % n_num` as let-bound `bx` and `by`; `vid * block_N // VEC_NUM` keeps
# its division (only constants fold); T.copy as T.ascend_copy of T.region
# operands; T.tile.sort32 as T.ascend_sort32(dst, values, indices, repeat)
# with access pointers and repeat = block_M * block_N // VEC_NUM // 32 = 8;
# B's uint32 indices are held as int32 by tir. The prim_funcs are named
# after the .mlir functions (the test's `def main` prints as `def main`).
# Written by hand following the printer's rules (docs/PtoTranslate.md, the
# D3 dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/sort32.py -o sort32.mlir
#
# from tvm.script import tir as T

@T.prim_func
def sort32_f32(A: T.Buffer((8, 256), "float32"), B: T.Buffer((8, 256), "uint32"), C: T.Buffer((8, 512), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid // 2 * 4, cid % 2 * 128 + vid * 128 // 2], B[cid // 2 * 4, cid % 2 * 128 + vid * 128 // 2], C[cid // 2 * 4, 2 * (cid % 2 * 128 + vid * 128 // 2)])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a_ub = T.alloc_buffer((4, 64), "float32", scope="shared")
        b_ub = T.alloc_buffer((4, 64), "uint32", scope="shared")
        c_ub = T.alloc_buffer((4, 128), "float32", scope="shared")
        bx: T.int32 = cid // 2
        by: T.int32 = cid % 2
        T.ascend_copy(T.region(A[bx * 4, by * 128 + vid * 128 // 2], 1, 4, 64), T.region(a_ub[0, 0], 2, 4, 64), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(B[bx * 4, by * 128 + vid * 128 // 2], 1, 4, 64), T.region(b_ub[0, 0], 2, 4, 64), T.bool(False), T.bool(False), 0)
        T.ascend_sort32(T.tvm_access_ptr(T.type_annotation("float32"), c_ub.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_ub.data, 0, 256, 1), T.tvm_access_ptr(T.type_annotation("uint32"), b_ub.data, 0, 256, 1), 8)
        T.ascend_copy(T.region(c_ub[0, 0], 1, 4, 128), T.region(C[bx * 4, 2 * (by * 128 + vid * 128 // 2)], 2, 4, 128), T.bool(False), T.bool(False), 0)

@T.prim_func
def sort32_f16(A: T.Buffer((8, 256), "float16"), B: T.Buffer((8, 256), "uint32"), C: T.Buffer((8, 1024), "float16")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid // 2 * 4, cid % 2 * 128 + vid * 128 // 2], B[cid // 2 * 4, cid % 2 * 128 + vid * 128 // 2], C[cid // 2 * 4, 4 * (cid % 2 * 128 + vid * 128 // 2)])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a_ub = T.alloc_buffer((4, 64), "float16", scope="shared")
        b_ub = T.alloc_buffer((4, 64), "uint32", scope="shared")
        c_ub = T.alloc_buffer((4, 256), "float16", scope="shared")
        bx: T.int32 = cid // 2
        by: T.int32 = cid % 2
        T.ascend_copy(T.region(A[bx * 4, by * 128 + vid * 128 // 2], 1, 4, 64), T.region(a_ub[0, 0], 2, 4, 64), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(B[bx * 4, by * 128 + vid * 128 // 2], 1, 4, 64), T.region(b_ub[0, 0], 2, 4, 64), T.bool(False), T.bool(False), 0)
        T.ascend_sort32(T.tvm_access_ptr(T.type_annotation("float16"), c_ub.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float16"), a_ub.data, 0, 256, 1), T.tvm_access_ptr(T.type_annotation("uint32"), b_ub.data, 0, 256, 1), 8)
        T.ascend_copy(T.region(c_ub[0, 0], 1, 4, 256), T.region(C[bx * 4, 4 * (by * 128 + vid * 128 // 2)], 2, 4, 256), T.bool(False), T.bool(False), 0)
