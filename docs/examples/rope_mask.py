# The rotary position embedding with a host-built gather mask of
# docs/examples/rope_mask.mlir (tilelang-ascend examples/pos_embedding/
# rope_mask.py @ 95acbd7f, rope_kernel_in_place at --shape 4 16 512 256:
# M = 64 rows, block_M = 16, row_per_vec = 8, float16) as tilelang-ascend's
# ascendc_pto branch prints it: `print(kernel.script())`, the tile-level
# TIR in the classic printer's form, with the printing rules
# docs/examples/rope.py describes (the uint32 mask is held as int32 by tir;
# T.copy of the whole mask and sin_mask tensors as whole-tensor regions).
# Written by hand following the printer's rules (docs/PtoTranslate.md, the
# D3 dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/rope_mask.py -o rope_mask.mlir
#
# from tvm.script import tir as T

@T.prim_func
def rope_kernel_in_place(x: T.Buffer((64, 512), "float16"), sin: T.Buffer((4, 256), "float16"), cos: T.Buffer((4, 256), "float16"), mask: T.Buffer((8, 256), "uint32"), sin_mask: T.Buffer((256,), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(x[cid * 16 + vid * 8, 256], sin[(cid * 16 + vid * 8) // 16, 0], cos[(cid * 16 + vid * 8) // 16, 0], mask[0, 0], sin_mask[0])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_half_ub = T.alloc_buffer((8, 256), "float16", scope="shared.dyn")
        x_ub = T.alloc_buffer((8, 256), scope="shared.dyn")
        sin_ub = T.alloc_buffer((1, 256), scope="shared.dyn")
        sin_half_ub = T.alloc_buffer((1, 256), "float16", scope="shared.dyn")
        cos_ub = T.alloc_buffer((1, 256), scope="shared.dyn")
        cos_half_ub = T.alloc_buffer((1, 256), "float16", scope="shared.dyn")
        mask_ub = T.alloc_buffer((8, 256), "uint32", scope="shared.dyn")
        sin_mask_ub = T.alloc_buffer((256,), scope="shared.dyn")
        sin_block_ub = T.alloc_buffer((8, 256), scope="shared.dyn")
        cos_block_ub = T.alloc_buffer((8, 256), scope="shared.dyn")
        x_rotate_ub = T.alloc_buffer((8, 256), scope="shared.dyn")
        out_ub = T.alloc_buffer((8, 256), scope="shared.dyn")
        row_x: T.int32 = cid * 16 + vid * 8
        row_sin_cos: T.int32 = row_x // 16
        for i in range(8):
            T.ascend_copy(T.region(x[row_x + i, 256], 1, 1, 256), T.region(x_half_ub[i, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(x_half_ub[0, 0], 1, 8, 256), T.region(x_ub[0, 0], 2, 8, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(sin[row_sin_cos, 0], 1, 1, 256), T.region(sin_half_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(sin_half_ub[0, 0], 1, 1, 256), T.region(sin_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(cos[row_sin_cos, 0], 1, 1, 256), T.region(cos_half_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(cos_half_ub[0, 0], 1, 1, 256), T.region(cos_ub[0, 0], 2, 1, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(mask[0, 0], 1, 8, 256), T.region(mask_ub[0, 0], 2, 8, 256), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(sin_mask[0], 1, 256), T.region(sin_mask_ub[0], 2, 256), T.bool(False), T.bool(False), 0)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 1), T.tvm_access_ptr(T.type_annotation("float32"), sin_mask_ub.data, 0, 256, 1), 256)
        T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), sin_block_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), sin_ub.data, 0, 256, 1), 2, 8, 256, 1, 256)
        T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), cos_block_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), cos_ub.data, 0, 256, 1), 2, 8, 256, 1, 256)
        T.ascend_gather(T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("uint32"), mask_ub.data, 0, 2048, 1), 0, 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), cos_block_ub.data, 0, 2048, 1), 2048)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), sin_block_ub.data, 0, 2048, 1), 2048)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), out_ub.data, 0, 2048, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x_rotate_ub.data, 0, 2048, 1), 2048)
        T.ascend_copy(T.region(out_ub[0, 0], 1, 8, 256), T.region(x_half_ub[0, 0], 2, 8, 256), T.bool(False), T.bool(False), 0)
        for i in range(8):
            T.ascend_copy(T.region(x_half_ub[i, 0], 1, 1, 256), T.region(x[row_x + i, 256], 2, 1, 256), T.bool(False), T.bool(False), 0)
