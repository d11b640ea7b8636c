# The guarded T.Parallel ReLU of docs/examples/relu_if_else.mlir
# (tilelang-ascend
# testing/python/language/parallel/test_tilelang_ascend_language_parallel_ub_stride.py
# @ 95acbd7f, relu_if_else_1d_kernel(N=1024, block_N=128), dtype "float")
# as tilelang-ascend's ascendc_pto branch prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# (T.Kernel(8, is_npu=True) as blockIdx.x + blockIdx.y extent 2;
# T.Scope("V") as a resource_scope attribute; T.copy as T.ascend_copy with
# T.region operands; the float literals as T.float32(0)). The prim_func is
# named after the .mlir function (the test's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md, the D3 dump), not captured from a TileLang run;
# T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/relu_if_else.py -o relu_if_else.mlir
#
# from tvm.script import tir as T

@T.prim_func
def relu_if_else(A: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32")):
    # with T.block("root"):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.reads(A[cid * 128], C[cid * 128])
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a = T.alloc_buffer((128,), scope="shared")
        c = T.alloc_buffer((128,), scope="shared")
        T.attr(0, "resource_scope", 1)
        T.ascend_copy(T.region(A[cid * 128], 1, 128), T.region(a[0], 2, 128), T.bool(False), T.bool(False), 0)
        for j in T.parallel(128):
            if a[j] > T.float32(0):
                c[j] = a[j]
            else:
                c[j] = T.float32(0)
        T.ascend_copy(T.region(c[0], 1, 128), T.region(C[cid * 128], 2, 128), T.bool(False), T.bool(False), 0)
