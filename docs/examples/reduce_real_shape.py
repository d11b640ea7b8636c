# The two partial-buffer reductions of docs/examples/reduce_real_shape.mlir
# (tilelang-ascend @ 95acbd7f, examples/reduce/
# example_row_reduce_max_slice_buffer.py and
# example_col_reduce_max_slice_buffer.py, at their own shapes, dtype
# "float") as tilelang-ascend's ascendc_pto branch prints them: two
# `print(main.script())` outputs, one after the other, the tile-level TIR
# in the classic printer's form (T.Kernel(1, is_npu=True) as blockIdx.x +
# blockIdx.y extent 2; T.copy as T.ascend_copy of whole-buffer T.regions;
# T.reduce_max(x, out, dim, real_shape=[r, c]) as
# T.ascend_reduce("reduce_max<float, M, N, dim>", out, in, clear), the
# output first, the real shape only in the template string's M and N, dim
# normalised to -1 (last axis) or 0). Each prim_func is named after its
# .mlir function (the examples' `def main` print as `def main`). Written by
# hand following the printer's rules (docs/PtoTranslate.md, the D3 dump),
# not captured from a TileLang run; T.reads is the builder's inference,
# approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/reduce_real_shape.py -o reduce_real_shape.mlir
#
# from tvm.script import tir as T

@T.prim_func
def row_reduce_max_slice_buffer(Input: T.Buffer((4, 8), "float32"), Output: T.Buffer((1, 8), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(Input[0, 0], Output[0, 0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        in_shared = T.alloc_buffer((4, 8), scope="shared")
        out_shared = T.alloc_buffer((1, 8), scope="shared")
        if vid == 0:
            T.ascend_copy(T.region(Input[0, 0], 1, 4, 8), T.region(in_shared[0, 0], 2, 4, 8), T.bool(False), T.bool(False), 0)
            T.ascend_reduce("reduce_max<float, 4, 4, -1>", T.tvm_access_ptr(T.type_annotation("float32"), out_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), in_shared.data, 0, 32, 1), T.bool(True))
            T.ascend_copy(T.region(out_shared[0, 0], 1, 1, 8), T.region(Output[0, 0], 2, 1, 8), T.bool(False), T.bool(False), 0)
# from tvm.script import tir as T

@T.prim_func
def col_reduce_max_slice_buffer(Input: T.Buffer((5, 8), "float32"), Output: T.Buffer((1, 8), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(Input[0, 0], Output[0, 0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        in_shared = T.alloc_buffer((5, 8), scope="shared")
        out_shared = T.alloc_buffer((1, 8), scope="shared")
        if vid == 0:
            T.ascend_copy(T.region(Input[0, 0], 1, 5, 8), T.region(in_shared[0, 0], 2, 5, 8), T.bool(False), T.bool(False), 0)
            T.ascend_reduce("reduce_max<float, 3, 8, 0>", T.tvm_access_ptr(T.type_annotation("float32"), out_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), in_shared.data, 0, 40, 1), T.bool(True))
            T.ascend_copy(T.region(out_shared[0, 0], 1, 1, 8), T.region(Output[0, 0], 2, 1, 8), T.bool(False), T.bool(False), 0)
