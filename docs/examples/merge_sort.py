# The 2-, 3- and 4-way merge sorts of docs/examples/merge_sort.mlir
# (tilelang-ascend examples/sort/example_merge_sort.py @ 51271600,
# generate_merge_sort_2way, _3way and _4way at N = 64 pairs a list) as
# tilelang-ascend's ascendc_pto branch prints them: three
# `print(main.script())` outputs, the tile-level TIR in the classic
# printer's form (T.Kernel(1, is_npu=True) as blockIdx.x + blockIdx.y
# extent 2, the unused sub-block id `_`; T.alloc_shared as "shared.dyn"
# buffers; T.copy of whole buffers as T.ascend_copy of whole-buffer
# T.regions; T.tile.merge_sort(dst, src0, ...) as
# T.ascend_merge_sort("MergeSort<float>", ways, dst, src0, ..., len0, ...)
# on access pointers, each length the source's pairs, its elements / 2,
# with the ascend_tile.py @ 95acbd7f form). Each prim_func is named after
# its .mlir function (the example's `def main` prints as `def main`).
# Written by hand following the printer's rules (docs/PtoTranslate.md, the
# D3 dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/merge_sort.py -o merge_sort.mlir
#
# from tvm.script import tir as T

@T.prim_func
def merge_sort_2way(block0: T.Buffer((128,), "float32"), block1: T.Buffer((128,), "float32"), output: T.Buffer((256,), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(block0[0], block1[0])
        T.writes(output[0])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        src0 = T.alloc_buffer((128,), scope="shared.dyn")
        src1 = T.alloc_buffer((128,), scope="shared.dyn")
        merge_output = T.alloc_buffer((256,), scope="shared.dyn")
        T.ascend_copy(T.region(block0[0], 1, 128), T.region(src0[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block1[0], 1, 128), T.region(src1[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_merge_sort("MergeSort<float>", 2, T.tvm_access_ptr(T.type_annotation("float32"), merge_output.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), src0.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src1.data, 0, 128, 1), 64, 64)
        T.ascend_copy(T.region(merge_output[0], 1, 256), T.region(output[0], 2, 256), T.bool(False), T.bool(False), 0)

@T.prim_func
def merge_sort_3way(block0: T.Buffer((128,), "float32"), block1: T.Buffer((128,), "float32"), block2: T.Buffer((128,), "float32"), output: T.Buffer((384,), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(block0[0], block1[0], block2[0])
        T.writes(output[0])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        src0 = T.alloc_buffer((128,), scope="shared.dyn")
        src1 = T.alloc_buffer((128,), scope="shared.dyn")
        src2 = T.alloc_buffer((128,), scope="shared.dyn")
        merge_output = T.alloc_buffer((384,), scope="shared.dyn")
        T.ascend_copy(T.region(block0[0], 1, 128), T.region(src0[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block1[0], 1, 128), T.region(src1[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block2[0], 1, 128), T.region(src2[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_merge_sort("MergeSort<float>", 3, T.tvm_access_ptr(T.type_annotation("float32"), merge_output.data, 0, 384, 2), T.tvm_access_ptr(T.type_annotation("float32"), src0.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src1.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src2.data, 0, 128, 1), 64, 64, 64)
        T.ascend_copy(T.region(merge_output[0], 1, 384), T.region(output[0], 2, 384), T.bool(False), T.bool(False), 0)

@T.prim_func
def merge_sort_4way(block0: T.Buffer((128,), "float32"), block1: T.Buffer((128,), "float32"), block2: T.Buffer((128,), "float32"), block3: T.Buffer((128,), "float32"), output: T.Buffer((512,), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(block0[0], block1[0], block2[0], block3[0])
        T.writes(output[0])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        src0 = T.alloc_buffer((128,), scope="shared.dyn")
        src1 = T.alloc_buffer((128,), scope="shared.dyn")
        src2 = T.alloc_buffer((128,), scope="shared.dyn")
        src3 = T.alloc_buffer((128,), scope="shared.dyn")
        merge_output = T.alloc_buffer((512,), scope="shared.dyn")
        T.ascend_copy(T.region(block0[0], 1, 128), T.region(src0[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block1[0], 1, 128), T.region(src1[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block2[0], 1, 128), T.region(src2[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(block3[0], 1, 128), T.region(src3[0], 2, 128), T.bool(False), T.bool(False), 0)
        T.ascend_merge_sort("MergeSort<float>", 4, T.tvm_access_ptr(T.type_annotation("float32"), merge_output.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), src0.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src1.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src2.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), src3.data, 0, 128, 1), 64, 64, 64, 64)
        T.ascend_copy(T.region(merge_output[0], 1, 512), T.region(output[0], 2, 512), T.bool(False), T.bool(False), 0)
