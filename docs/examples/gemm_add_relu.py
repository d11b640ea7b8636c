# The GEMM + bias + ReLU of docs/examples/gemm_add_relu.mlir
# (sonokeyu/kernelbench_tilelang_ascend
# examples/elementwise/example_level2_076_gemm_add_relu_gemm_v0.py
# @ a81bb941, level2_076_gemm_add_relu_gemm_v0(8, 128, 128): f16 X, W, Add,
# Y, f32 accumulator) as tilelang-ascend prints it: `print(main.script())`,
# the tile-level TIR in the classic printer's form (T.Kernel(1,
# is_npu=True) as blockIdx.x + blockIdx.y extent 2, the unused `_`;
# T.Scope("C") as a resource_scope attribute; T.copy as T.ascend_copy with
# T.region operands, T.gemm_v0 as T.ascend_gemm_v0 with access pointers
# and its init expression, T.tile.add / T.tile.relu as T.ascend_add /
# T.ascend_relu with access pointers and an element count). With out_num =
# 1, TVM folds `cid // out_num` to `cid` and `cid % out_num` to 0 as the
# kernel builds them. The prim_func is named after the .mlir function.
# Written by hand following the printer's rules (docs/PtoTranslate.md, the
# D3 dump), not captured from a TileLang run; T.reads is the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_add_relu.py -o gemm_add_relu.mlir
#
# from tvm.script import tir as T

@T.prim_func
def main(X: T.Buffer((8, 128), "float16"), W: T.Buffer((128, 128), "float16"), Add: T.Buffer((128,), "float16"), Y: T.Buffer((8, 128), "float16")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 1)
    _ = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(X[cid * 8, 0:128], W[0:128, 0:128], Add[0:128])
        T.writes(Y[cid * 8, 0])
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        X_L1 = T.alloc_buffer((8, 64), "float16", scope="shared.l1")
        W_L1 = T.alloc_buffer((128, 64), "float16", scope="shared.l1")
        C_L0 = T.alloc_buffer((8, 128), scope="wmma.accumulator")
        Y_UB = T.alloc_buffer((8, 128), "float16", scope="shared.dyn")
        Add_UB = T.alloc_buffer((8, 128), "float16", scope="shared.dyn")
        bb: T.int32 = cid
        bo: T.int32 = 0
        with T.attr(0, "resource_scope", 0):
            for bk in range(2):
                T.ascend_copy(T.region(X[bb * 8, bk * 64], 1, 8, 64), T.region(X_L1[0, 0], 2, 8, 64), T.bool(False), T.bool(False), 0)
                T.ascend_copy(T.region(W[bo * 128, bk * 64], 1, 128, 64), T.region(W_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), 0)
                T.ascend_gemm_v0("gemm_v0<half, float, 8, 128, 64, false, true>", T.tvm_access_ptr(T.type_annotation("float16"), X_L1.data, 0, 512, 1), T.tvm_access_ptr(T.type_annotation("float16"), W_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 1024, 3), bk == 0)
            T.ascend_copy(T.region(C_L0[0, 0], 1, 8, 128), T.region(Y_UB[0, 0], 2, 8, 128), T.bool(False), T.bool(False), 0)
        for r in range(8):
            T.ascend_copy(T.region(Add[bo * 128], 1, 128), T.region(Add_UB[r, 0], 2, 1, 128), T.bool(False), T.bool(False), 0)
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float16"), Y_UB.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float16"), Y_UB.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float16"), Add_UB.data, 0, 1024, 1), 1024)
        T.ascend_relu(T.tvm_access_ptr(T.type_annotation("float16"), Y_UB.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float16"), Y_UB.data, 0, 1024, 1), 1024)
        T.ascend_copy(T.region(Y_UB[0, 0], 1, 8, 128), T.region(Y[bb * 8, bo * 128], 2, 8, 128), T.bool(False), T.bool(False), 0)
