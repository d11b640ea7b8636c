# The top-k selector of docs/examples/topk_selector.mlir (tilelang-ascend
# examples/topk_selector/example_topk_selector.py @ fee73c43,
# simple_topk_selector(B, N, top_k, block_N) as check_case(1024, 1024, 128)
# builds it, at B = 4 rows) as tilelang-ascend's ascendc_pto branch prints
# it: `print(main.script())`, the tile-level TIR in the classic printer's
# form (T.Kernel(2, is_npu=True) as blockIdx.x + blockIdx.y extent 2;
# T.alloc_ub as "shared" buffers; the row index a let (`row_id: T.int32 =
# ...`, `%` printed as it is, TVM's floormod); `range` loops; T.copy as
# T.ascend_copy of T.regions, the row of x as a 1 x 32 region; the tile
# operations as ascend_tile.py @ 95acbd7f builds them:
# T.ascend_topk("TopK<float>", dst, src, K, repeat, actual_num, length),
# T.ascend_gather_mask("GatherMask<float>", dst, src, "P1010"),
# T.ascend_cast(dst, src, "CAST_ROUND", count)). The prim_func is named
# after the .mlir function (the example's `def main` prints as `def
# main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/topk_selector.py -o topk_selector.mlir
#
# from tvm.script import tir as T

@T.prim_func
def topk_selector(x: T.Buffer((4, 1024), "float32"), indices: T.Buffer((4, 128), "int32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(x[(cid * 2 + vid) % 4, 0:1024])
        T.writes(indices[(cid * 2 + vid) % 4, 0:128])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_ub = T.alloc_buffer((32,), scope="shared")
        score_accum = T.alloc_buffer((1024,), scope="shared")
        topk_dst = T.alloc_buffer((256,), scope="shared")
        topk_index = T.alloc_buffer((128,), scope="shared")
        output_index = T.alloc_buffer((128,), "int32", scope="shared")
        row_id: T.int32 = (cid * 2 + vid) % 4
        for bn in range(32):
            T.ascend_copy(T.region(x[row_id, bn * 32], 1, 1, 32), T.region(x_ub[0], 2, 32), T.bool(False), T.bool(False), 0)
            for i in range(32):
                score_accum[bn * 32 + i] = x_ub[i]
        T.ascend_topk("TopK<float>", T.tvm_access_ptr(T.type_annotation("float32"), topk_dst.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), score_accum.data, 0, 1024, 1), 128, 32, 1024, 1024)
        T.ascend_gather_mask("GatherMask<float>", T.tvm_access_ptr(T.type_annotation("float32"), topk_index.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), topk_dst.data, 0, 256, 1), "P1010")
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("int32"), output_index.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), topk_index.data, 0, 128, 1), "CAST_ROUND", 128)
        T.ascend_copy(T.region(output_index[0], 1, 128), T.region(indices[row_id, 0], 2, 1, 128), T.bool(False), T.bool(False), 0)
