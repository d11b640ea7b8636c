# The rotary position embedding of docs/examples/rope.mlir (tilelang-ascend
# examples/pos_embedding/rope.py @ 95acbd7f, rope_kernel_in_place at
# --shape 4 16 512 256: M = 64 rows, block_M = 32, row_per_vec = 16,
# float16) as tilelang-ascend's ascendc_pto branch prints it:
# `print(kernel.script())`, the tile-level TIR in the classic printer's form.
# T.Kernel(2, is_npu=True) prints as blockIdx.x + blockIdx.y extent 2 and
# the block attribute tilelang.is_npu_kernel_frame; every T.alloc_shared /
# T.alloc_ub is an alloc_buffer of the root block, in allocation order; the
# let-bound row indices print as `row_x: T.int32 = ...`; T.copy as
# T.ascend_copy of T.region operands (a row `x[r, 256:]` as a 1 x 256
# region); the T.tile.* operations as T.ascend_<op> with access pointers
# (a region of a buffer as its offset and extent: `sin_ub[0, :]` is all of
# sin_ub) and the element count: T.tile.createvecindex as
# T.ascend_createvecindex("CreateVecIndex<int>", ...), T.tile.fill as
# T.ascend_fill("Fill<type>", ...), a scalar second source as
# T.ascend_muls, T.tile.broadcast as T.ascend_broadcast("Broadcast<float, 2,
# 0, false>", dst, src, 2, *dst_extent, *src_extent), T.tile.gather as
# T.ascend_gather(dst, src, offsets, 0, min(4096, 4096) folded to 4096),
# T.reinterpretcast as T.ascend_reinterpretcast(dst, src, "uint32_t") (a
# uint32 buffer is held as int32 by tir: mask_ub is mask_ub_i32 from there
# on). The prim_func is named after the .mlir function (the example's
# `def kernel` prints as `def kernel`). Written by hand following the
# printer's rules (docs/PtoTranslate.md, the D3 dump), not captured from a
# TileLang run; T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/rope.py -o rope.mlir
#
# from tvm.script import tir as T

@T.prim_func
def rope_kernel_in_place(x: T.Buffer((64, 512), "float16"), sin: T.Buffer((4, 256), "float16"), cos: T.Buffer((4, 256), "float16")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 2)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(x[cid * 32 + vid * 16, 256], sin[(cid * 32 + vid * 16) // 16, 0], cos[(cid * 32 + vid * 16) // 16, 0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_half_ub = T.alloc_buffer((16, 256), "float16", scope="shared.dyn")
        x_ub = T.alloc_buffer((16, 256), scope="shared.dyn")
        sin_ub = T.alloc_buffer((1, 256), scope="shared.dyn")
        sin_half_ub = T.alloc_buffer((1, 256), "float16", scope="shared.dyn")
        cos_ub = T.alloc_buffer((1, 256), scope="shared.dyn")
        cos_half_ub = T.alloc_buffer((1, 256), "float16", scope="shared.dyn")
        mask_ub_i16 = T.alloc_buffer((16, 256), "int16", scope="shared.dyn")
        mask_ub_f32 = T.alloc_buffer((16, 256), scope="shared.dyn")
        mask_ub_i32 = T.alloc_buffer((16, 256), "int32", scope="shared.dyn")
        mask_ub = T.alloc_buffer((16, 256), "uint32", scope="shared.dyn")
        idx_ub = T.alloc_buffer((16, 256), "int32", scope="shared.dyn")
        tmp_ub_i16 = T.alloc_buffer((16, 256), "int16", scope="shared.dyn")
        ones_mask_ub = T.alloc_buffer((16, 256), "int16", scope="shared.dyn")
        sin_mask_ub = T.alloc_buffer((256,), scope="shared")
        sin_block_ub = T.alloc_buffer((16, 256), scope="shared.dyn")
        cos_block_ub = T.alloc_buffer((16, 256), scope="shared.dyn")
        x_rotate_ub = T.alloc_buffer((16, 256), scope="shared.dyn")
        out_ub = T.alloc_buffer((16, 256), scope="shared.dyn")
        row_x: T.int32 = cid * 32 + vid * 16
        row_sin_cos: T.int32 = row_x // 16
        for i in range(16):
            T.ascend_copy(T.region(x[row_x + i, 256], 1, 1, 256), T.region(x_half_ub[i, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(x_half_ub[0, 0], 1, 16, 256), T.region(x_ub[0, 0], 2, 16, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(sin[row_sin_cos, 0], 1, 1, 256), T.region(sin_half_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(sin_half_ub[0, 0], 1, 1, 256), T.region(sin_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(cos[row_sin_cos, 0], 1, 1, 256), T.region(cos_half_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(cos_half_ub[0, 0], 1, 1, 256), T.region(cos_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_createvecindex("CreateVecIndex<int>", T.tvm_access_ptr(T.type_annotation("int32"), idx_ub.data, 0, 4096, 2), 0, 4096)
        T.ascend_copy(T.region(idx_ub[0, 0], 1, 16, 256), T.region(tmp_ub_i16[0, 0], 2, 16, 256), T.bool(False), T.bool(False), 0)
        T.ascend_fill("Fill<int16_t>", T.tvm_access_ptr(T.type_annotation("int16"), ones_mask_ub.data, 0, 4096, 2), 1, 4096)
        T.ascend_bitwise_xor(T.tvm_access_ptr(T.type_annotation("int16"), mask_ub_i16.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("int16"), tmp_ub_i16.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("int16"), ones_mask_ub.data, 0, 4096, 1), 4096)
        T.ascend_copy(T.region(mask_ub_i16[0, 0], 1, 16, 256), T.region(mask_ub_f32[0, 0], 2, 16, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(mask_ub_f32[0, 0], 1, 16, 256), T.region(mask_ub_i32[0, 0], 2, 16, 256), T.bool(False), T.bool(False), 0)
        T.ascend_muls(T.tvm_access_ptr(T.type_annotation("int32"), mask_ub_i32.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("int32"), mask_ub_i32.data, 0, 4096, 1), 4, 4096)
        T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("uint32"), mask_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("int32"), mask_ub_i32.data, 0, 4096, 1), "uint32_t")
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), sin_mask_ub.data, 0, 256, 2), T.float32(-1.0), 256)
        for i in range(128):
            sin_mask_ub[2 * i + 1] = T.float32(1.0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 1), T.tvm_access_ptr(T.type_annotation("float32"), sin_mask_ub.data, 0, 256, 1), 256)
        T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), sin_block_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 1), 2, 16, 256, 1, 256)
        T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), cos_block_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), cos_ub.data, 0, 256, 1), 2, 16, 256, 1, 256)
        T.ascend_gather(T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("uint32"), mask_ub.data, 0, 4096, 1), 0, 4096)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), cos_block_ub.data, 0, 4096, 1), 4096)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), sin_block_ub.data, 0, 4096, 1), 4096)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), out_ub.data, 0, 4096, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 4096, 1), 4096)
        T.ascend_copy(T.region(out_ub[0, 0], 1, 16, 256), T.region(x_half_ub[0, 0], 2, 16, 256), T.bool(False), T.bool(False), 0)
        for i in range(16):
            T.ascend_copy(T.region(x_half_ub[i, 0], 1, 1, 256), T.region(x[row_x + i, 256], 2, 1, 256), T.bool(False), T.bool(False), 0)
