# The counter-based LCG generator of docs/examples/random_1d.mlir
# (tilelang-ascend examples/random_1d/random_1d.py @ 95acbd7f, at its
# defaults: M = 1024, block_size = 128, seed = 42, LCG_A = 1103515245,
# LCG_C = 12345, num_blocks = 4) as tilelang-ascend's ascendc_pto branch
# prints it: `print(main.script())`, the tile-level TIR in the classic
# printer's form (T.Kernel(4, is_npu=True) as blockIdx.x + blockIdx.y
# extent 2; T.alloc_ub as scope "shared"; T.tile.fill as
# T.ascend_fill("Fill<int>", ptr, v, n), T.tile.arith_progression as
# T.ascend_arith_progression, T.tile.add / mul as T.ascend_add / mul with
# access pointers and an element count; the source's `for _ in range(3)`
# is a TIR serial loop, since TileLang's parser binds `range` to T.serial;
# the slice copy as T.ascend_copy of a T.region). The prim_func is named
# after the .mlir function (the example's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/random_1d.py -o random_1d.mlir
#
# from tvm.script import tir as T

@T.prim_func
def random_1d(output: T.Buffer((1024,), "int32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(output[cid * 256 + vid * 128])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        idx_ub = T.alloc_buffer((128,), "int32", scope="shared")
        state_ub = T.alloc_buffer((128,), "int32", scope="shared")
        temp_ub = T.alloc_buffer((128,), "int32", scope="shared")
        a_ub = T.alloc_buffer((128,), "int32", scope="shared")
        c_ub = T.alloc_buffer((128,), "int32", scope="shared")
        seed_ub = T.alloc_buffer((128,), "int32", scope="shared")
        T.ascend_fill("Fill<int>", T.tvm_access_ptr(T.type_annotation("int32"), a_ub.data, 0, 128, 2), 1103515245, 128)
        T.ascend_fill("Fill<int>", T.tvm_access_ptr(T.type_annotation("int32"), c_ub.data, 0, 128, 2), 12345, 128)
        T.ascend_fill("Fill<int>", T.tvm_access_ptr(T.type_annotation("int32"), seed_ub.data, 0, 128, 2), 42, 128)
        global_base: T.int32 = cid * 256 + vid * 128
        T.ascend_arith_progression("ArithProgression<int>", T.tvm_access_ptr(T.type_annotation("int32"), idx_ub.data, 0, 128, 2), global_base, 1, 128)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("int32"), state_ub.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("int32"), idx_ub.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("int32"), seed_ub.data, 0, 128, 1), 128)
        for _ in range(3):
            T.ascend_mul(T.tvm_access_ptr(T.type_annotation("int32"), temp_ub.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("int32"), state_ub.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("int32"), a_ub.data, 0, 128, 1), 128)
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("int32"), state_ub.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("int32"), temp_ub.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("int32"), c_ub.data, 0, 128, 1), 128)
        base_offset: T.int32 = cid * 256 + vid * 128
        T.ascend_copy(T.region(state_ub[0], 1, 128), T.region(output[base_offset], 2, 128), T.bool(False), T.bool(False), 0)
