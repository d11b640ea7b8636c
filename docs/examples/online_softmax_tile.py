# The online softmax of docs/examples/online_softmax_tile.mlir
# (tilelang-ascend examples/softmax/example_online_softmax.py @ 95acbd7f,
# online_softmax(34, 130, 32, 32, dtype) for "float" and "float16") as
# tilelang-ascend's ascendc_pto branch prints it: two `print(main.script())`
# outputs, the tile-level TIR in the classic printer's form
# (T.Kernel(2, is_npu=True) as blockIdx.x + blockIdx.y extent 2; T.alloc_ub
# as "shared" buffers; `bx = cid` a let; T.copy as T.ascend_copy of
# T.regions, pad_value as its fifth argument (`T.float32("-inf")`, the
# float32 -T.infinity TileLang folds; 0 without one); the tile operations as
# T.ascend_<op> on access pointers, T.tile.fill as T.ascend_fill("Fill<float>",
# dst, value, count), T.tile.broadcast of an M x 1 column as
# T.ascend_broadcast("Broadcast<float, 2, 1, false>", dst, src, 2, M, N, M,
# 1), T.reduce_max / T.reduce_sum as T.ascend_reduce("reduce_max<float, M, N,
# -1>", out, in, clear); cast_or_copy as T.ascend_cast for float16, as
# T.ascend_copy for float). Each prim_func is named after its .mlir function
# (the example's `def main` prints as `def main`). Written by hand following
# the printer's rules (docs/PtoTranslate.md, the D3 dump), not captured from
# a TileLang run; T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/online_softmax_tile.py -o online_softmax_tile.mlir
#
# from tvm.script import tir as T

@T.prim_func
def online_softmax_f32(A: T.Buffer((34, 130), "float32"), B: T.Buffer((34, 130), "float32")):
    T.func_attr({"enable_auto_sync": T.bool(True)})
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid * 32 + vid * 16:cid * 32 + vid * 16 + 16, 0:130])
        T.writes(B[cid * 32 + vid * 16:cid * 32 + vid * 16 + 16, 0:130])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a = T.alloc_buffer((16, 32), scope="shared")
        a_cal = T.alloc_buffer((16, 32), scope="shared")
        tile_max = T.alloc_buffer((16, 1), scope="shared")
        tile_max_2d = T.alloc_buffer((16, 32), scope="shared")
        prev_max = T.alloc_buffer((16, 1), scope="shared")
        prev_max_2d = T.alloc_buffer((16, 32), scope="shared")
        tile_sum = T.alloc_buffer((16, 1), scope="shared")
        prev_sum = T.alloc_buffer((16, 1), scope="shared")
        prev_sum_2d = T.alloc_buffer((16, 32), scope="shared")
        tmp_exp = T.alloc_buffer((16, 1), scope="shared")
        bx: T.int32 = cid
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 2), T.float32("-inf"), 16)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 2), T.float32(0.0), 16)
        for by in range(5):
            T.ascend_copy(T.region(A[bx * 32 + vid * 16, by * 32], 1, 16, 32), T.region(a[0, 0], 2, 16, 32), T.bool(False), T.bool(False), T.float32("-inf"))
            T.ascend_copy(T.region(a[0, 0], 1, 16, 32), T.region(a_cal[0, 0], 2, 16, 32), T.bool(False), T.bool(False), 0)
            T.ascend_reduce("reduce_max<float, 16, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.bool(True))
            T.ascend_max(T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 16)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 16)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), tile_max_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 2, 16, 32, 16, 1)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max_2d.data, 0, 512, 1), 512)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), 512)
            T.ascend_reduce("reduce_sum<float, 16, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), tile_sum.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.bool(True))
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), tile_sum.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_copy(T.region(tile_max[0, 0], 1, 16, 1), T.region(prev_max[0, 0], 2, 16, 1), T.bool(False), T.bool(False), 0)
        T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), prev_max_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), 2, 16, 32, 16, 1)
        T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), prev_sum_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 1), 2, 16, 32, 16, 1)
        for by in range(5):
            T.ascend_copy(T.region(A[bx * 32 + vid * 16, by * 32], 1, 16, 32), T.region(a[0, 0], 2, 16, 32), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(a[0, 0], 1, 16, 32), T.region(a_cal[0, 0], 2, 16, 32), T.bool(False), T.bool(False), 0)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), prev_max_2d.data, 0, 512, 1), 512)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), 512)
            T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum_2d.data, 0, 512, 1), 512)
            T.ascend_copy(T.region(a_cal[0, 0], 1, 16, 32), T.region(a[0, 0], 2, 16, 32), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(a[0, 0], 1, 16, 32), T.region(B[bx * 32 + vid * 16, by * 32], 2, 16, 32), T.bool(False), T.bool(False), 0)

@T.prim_func
def online_softmax_f16(A: T.Buffer((34, 130), "float16"), B: T.Buffer((34, 130), "float16")):
    T.func_attr({"enable_auto_sync": T.bool(True)})
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid * 32 + vid * 16:cid * 32 + vid * 16 + 16, 0:130])
        T.writes(B[cid * 32 + vid * 16:cid * 32 + vid * 16 + 16, 0:130])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a = T.alloc_buffer((16, 32), "float16", scope="shared")
        a_cal = T.alloc_buffer((16, 32), scope="shared")
        tile_max = T.alloc_buffer((16, 1), scope="shared")
        tile_max_2d = T.alloc_buffer((16, 32), scope="shared")
        prev_max = T.alloc_buffer((16, 1), scope="shared")
        prev_max_2d = T.alloc_buffer((16, 32), scope="shared")
        tile_sum = T.alloc_buffer((16, 1), scope="shared")
        prev_sum = T.alloc_buffer((16, 1), scope="shared")
        prev_sum_2d = T.alloc_buffer((16, 32), scope="shared")
        tmp_exp = T.alloc_buffer((16, 1), scope="shared")
        bx: T.int32 = cid
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 2), T.float32("-inf"), 16)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 2), T.float32(0.0), 16)
        for by in range(5):
            T.ascend_copy(T.region(A[bx * 32 + vid * 16, by * 32], 1, 16, 32), T.region(a[0, 0], 2, 16, 32), T.bool(False), T.bool(False), T.float32("-inf"))
            T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float16"), a.data, 0, 512, 1), "CAST_NONE", 512)
            T.ascend_reduce("reduce_max<float, 16, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.bool(True))
            T.ascend_max(T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 16)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 16)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), tile_max_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), tile_max.data, 0, 16, 1), 2, 16, 32, 16, 1)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), tile_max_2d.data, 0, 512, 1), 512)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), 512)
            T.ascend_reduce("reduce_sum<float, 16, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), tile_sum.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.bool(True))
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), tile_sum.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), tmp_exp.data, 0, 16, 1), 16)
            T.ascend_copy(T.region(tile_max[0, 0], 1, 16, 1), T.region(prev_max[0, 0], 2, 16, 1), T.bool(False), T.bool(False), 0)
        T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), prev_max_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_max.data, 0, 16, 1), 2, 16, 32, 16, 1)
        T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), prev_sum_2d.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum.data, 0, 16, 1), 2, 16, 32, 16, 1)
        for by in range(5):
            T.ascend_copy(T.region(A[bx * 32 + vid * 16, by * 32], 1, 16, 32), T.region(a[0, 0], 2, 16, 32), T.bool(False), T.bool(False), 0)
            T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float16"), a.data, 0, 512, 1), "CAST_NONE", 512)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), prev_max_2d.data, 0, 512, 1), 512)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), 512)
            T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float32"), prev_sum_2d.data, 0, 512, 1), 512)
            T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float16"), a.data, 0, 512, 2), T.tvm_access_ptr(T.type_annotation("float32"), a_cal.data, 0, 512, 1), "CAST_RINT", 512)
            T.ascend_copy(T.region(a[0, 0], 1, 16, 32), T.region(B[bx * 32 + vid * 16, by * 32], 2, 16, 32), T.bool(False), T.bool(False), 0)
