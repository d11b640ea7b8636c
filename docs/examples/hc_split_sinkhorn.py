# DeepSeek-V4's hc_split_sinkhorn of docs/examples/hc_split_sinkhorn.mlir
# (tile-ai/tilelang-ascend examples/deepseek_v4/hc_split_sinkhorn.py @
# 95acbd7f, hc = 4, sinkhorn_iters = 20, eps = 1e-6, block_M = 2,
# VEC_NUM = 2, n symbolic) as tilelang-ascend prints it: `print(main.script())`
# before its own lowering, in the classic printer's form of the
# ascendc_pto branch. Written by hand following the printer's rules
# (docs/PtoTranslate.md, tilelang-tir.md D3/D5), not captured from a
# TileLang run.
#
# What the source turns into here (tilelang/language/copy.py,
# ascend_tile.py, reduce_ascend.py, allocate.py at 95acbd7f):
# - T.symbolic("n"): handle parameters with T.match_buffer, `n = T.int32()`;
#   "float" is float32, so the buffers print without a dtype.
# - T.Kernel(m_num, is_npu=True) as (cid, vid): blockIdx.x of
#   tilelang.cdiv(n, 2) = (n + 2 - 1) // 2 and blockIdx.y of 2, the root
#   block marked tilelang.is_npu_kernel_frame. The root block's T.reads /
#   T.writes are the builder's inferred regions of the parameters, written
#   here approximately (the importer drops them).
# - T.alloc_shared: scope "shared.dyn"; T.alloc_ub: scope "shared".
# - cid * block_M + vid * block_M // VEC_NUM: `cid * 2 + vid * 2 // 2`
#   (TVM does not simplify the floordiv of a product).
# - Python bindings of expressions (alpha_0..2, start, end): let bindings.
# - T.copy is npu_copy_v2: T.ascend_copy(src region, dst region,
#   enable_relu, transpose, pad_value), each region with its own extents (a
#   whole buffer its shape, a slice its extents, so a 4-element source into
#   the 8-element tmp_shared keeps the two lengths); the slice
#   workspace[row, start:end] has the extent end - start, which TVM's
#   Buffer.__getitem__ cannot simplify (start and end are let variables).
# - T.tile.add / mul / sub / div: T.ascend_<op>(dst ptr, src0 ptr, src1 ptr,
#   count) or, with a scalar, T.ascend_<op>s(dst ptr, src0 ptr, scalar,
#   count); T.tile.exp / sigmoid: T.ascend_<op>(dst ptr, src ptr, count);
#   T.tile.fill(row_div[i, :], v): T.ascend_fill("Fill<float>", ptr of the
#   row at offset i * 8, v, 8); T.tile.broadcast: T.ascend_broadcast(
#   "Broadcast<float, 2, 0, false>", dst ptr, src ptr, 2, 4, 8, 1, 8). The
#   pointers are T.tvm_access_ptr(T.type_annotation("float32"), buf.data,
#   offset, extent, 1 read / 2 write).
# - T.reduce_max / T.reduce_sum(x, out, dim, real_shape=[r, c]):
#   T.ascend_reduce("reduce_max<float, r, c, dim>", out ptr, in ptr,
#   T.bool(True)), dim -1 for the last axis (the output first).
# The prim_func prints under its global symbol; it is `main` in the source,
# `hc_split_sinkhorn` here as in the .mlir.
#
#   build/bin/pto-translate --import-tir docs/examples/hc_split_sinkhorn.py -o hc_split_sinkhorn.mlir
#
# from tvm.script import tir as T

@T.prim_func
def hc_split_sinkhorn(mixes_handle: T.handle, hc_scale: T.Buffer((3,), "float32"), hc_base: T.Buffer((24,), "float32"), workspace_handle: T.handle, pre_handle: T.handle, post_handle: T.handle, comb_handle: T.handle):
    n = T.int32()
    mixes = T.match_buffer(mixes_handle, (n, 24))
    workspace = T.match_buffer(workspace_handle, (n, 24))
    pre = T.match_buffer(pre_handle, (n, 4))
    post = T.match_buffer(post_handle, (n, 4))
    comb = T.match_buffer(comb_handle, (n, 4, 4))
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", (n + 2 - 1) // 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(hc_scale[0:3], hc_base[0:24], mixes[cid * 2 + vid * 2 // 2, 0:24], workspace[cid * 2 + vid * 2 // 2, 0:24])
        T.writes(workspace[cid * 2 + vid * 2 // 2, 0:24], pre[cid * 2 + vid * 2 // 2, 0:4], post[cid * 2 + vid * 2 // 2, 0:4], comb[cid * 2 + vid * 2 // 2, 0:4, 0:4])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        mixes_shared = T.alloc_buffer((24,), scope="shared.dyn")
        hc_base_shared = T.alloc_buffer((24,), scope="shared.dyn")
        hc_scale_shared = T.alloc_buffer((24,), scope="shared")
        comb_shared = T.alloc_buffer((4, 8), scope="shared.dyn")
        pre_shared = T.alloc_buffer((8,), scope="shared.dyn")
        post_shared = T.alloc_buffer((8,), scope="shared.dyn")
        tmp_shared = T.alloc_buffer((8,), scope="shared.dyn")
        row_sum = T.alloc_buffer((8,), scope="shared.dyn")
        col_sum = T.alloc_buffer((1, 8), scope="shared.dyn")
        row_max = T.alloc_buffer((8,), scope="shared.dyn")
        col_broadcast = T.alloc_buffer((4, 8), scope="shared.dyn")
        row_div = T.alloc_buffer((4, 8), scope="shared.dyn")
        if cid * 2 + vid * 2 // 2 < n:
            alpha_0: T.float32 = hc_scale[0]
            alpha_1: T.float32 = hc_scale[1]
            alpha_2: T.float32 = hc_scale[2]
            for i in range(4):
                hc_scale_shared[i] = alpha_0
            for i in range(4):
                hc_scale_shared[4 + i] = alpha_1
            for i in range(16):
                hc_scale_shared[8 + i] = alpha_2
            T.ascend_copy(T.region(hc_base[0], 1, 24), T.region(hc_base_shared[0], 2, 24), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(mixes[cid * 2 + vid * 2 // 2, 0], 1, 1, 24), T.region(mixes_shared[0], 2, 24), T.bool(False), T.bool(False), 0)
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), mixes_shared.data, 0, 24, 2), T.tvm_access_ptr(T.type_annotation("float32"), mixes_shared.data, 0, 24, 1), T.tvm_access_ptr(T.type_annotation("float32"), hc_scale_shared.data, 0, 24, 1), 24)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), mixes_shared.data, 0, 24, 2), T.tvm_access_ptr(T.type_annotation("float32"), mixes_shared.data, 0, 24, 1), T.tvm_access_ptr(T.type_annotation("float32"), hc_base_shared.data, 0, 24, 1), 24)
            T.ascend_copy(T.region(mixes_shared[0], 1, 24), T.region(workspace[cid * 2 + vid * 2 // 2, 0], 2, 1, 24), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(workspace[cid * 2 + vid * 2 // 2, 0], 1, 1, 4), T.region(tmp_shared[0], 2, 8), T.bool(False), T.bool(False), 0)
            T.ascend_sigmoid(T.tvm_access_ptr(T.type_annotation("float32"), pre_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), tmp_shared.data, 0, 8, 1), 8)
            T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), pre_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), pre_shared.data, 0, 8, 1), T.float32(9.9999999999999995e-07), 8)
            T.ascend_copy(T.region(pre_shared[0], 1, 4), T.region(pre[cid * 2 + vid * 2 // 2, 0], 2, 1, 4), T.bool(False), T.bool(False), 0)
            T.ascend_copy(T.region(workspace[cid * 2 + vid * 2 // 2, 4], 1, 1, 8), T.region(tmp_shared[0], 2, 8), T.bool(False), T.bool(False), 0)
            T.ascend_sigmoid(T.tvm_access_ptr(T.type_annotation("float32"), post_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), tmp_shared.data, 0, 8, 1), 8)
            T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), post_shared.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), post_shared.data, 0, 8, 1), T.float32(2.0), 8)
            T.ascend_copy(T.region(post_shared[0], 1, 4), T.region(post[cid * 2 + vid * 2 // 2, 0], 2, 1, 4), T.bool(False), T.bool(False), 0)
            for i in range(4):
                start: T.int32 = 8 + i * 4
                end: T.int32 = 8 + i * 4 + 4
                T.ascend_copy(T.region(workspace[cid * 2 + vid * 2 // 2, start], 1, 1, end - start), T.region(tmp_shared[0], 2, 8), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(tmp_shared[0], 1, 8), T.region(comb_shared[i, 0], 2, 1, 8), T.bool(False), T.bool(False), 0)
            T.ascend_reduce("reduce_max<float, 4, 4, -1>", T.tvm_access_ptr(T.type_annotation("float32"), row_max.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.bool(True))
            for i in range(4):
                T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, i * 8, 8, 2), row_max[i], 8)
            T.ascend_sub(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, 0, 32, 1), 32)
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), 32)
            T.ascend_reduce("reduce_sum<float, 4, 4, -1>", T.tvm_access_ptr(T.type_annotation("float32"), row_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.bool(True))
            for i in range(4):
                T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, i * 8, 8, 2), row_sum[i], 8)
            T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, 0, 32, 1), 32)
            T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.float32(9.9999999999999995e-07), 32)
            T.ascend_reduce("reduce_sum<float, 4, 8, 0>", T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.bool(True))
            T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 1), T.float32(9.9999999999999995e-07), 8)
            T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), col_broadcast.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 1), 2, 4, 8, 1, 8)
            T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), col_broadcast.data, 0, 32, 1), 32)
            for _ in range(19):
                T.ascend_reduce("reduce_sum<float, 4, 4, -1>", T.tvm_access_ptr(T.type_annotation("float32"), row_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.bool(True))
                T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), row_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), row_sum.data, 0, 8, 1), T.float32(9.9999999999999995e-07), 8)
                for i in range(4):
                    T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, i * 8, 8, 2), row_sum[i], 8)
                T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), row_div.data, 0, 32, 1), 32)
                T.ascend_reduce("reduce_sum<float, 4, 8, 0>", T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.bool(True))
                T.ascend_adds(T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 1), T.float32(9.9999999999999995e-07), 8)
                T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), col_broadcast.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), col_sum.data, 0, 8, 1), 2, 4, 8, 1, 8)
                T.ascend_div(T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), comb_shared.data, 0, 32, 1), T.tvm_access_ptr(T.type_annotation("float32"), col_broadcast.data, 0, 32, 1), 32)
            for i in range(4):
                T.ascend_copy(T.region(comb_shared[i, 0], 1, 1, 4), T.region(comb[cid * 2 + vid * 2 // 2, i, 0], 2, 1, 1, 4), T.bool(False), T.bool(False), 0)
