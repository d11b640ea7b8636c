# The debug-output example of docs/examples/elementwise_print.mlir
# (tilelang-ascend examples/print/elementwise_print.py @ 95acbd7f,
# bitwise_and(M=2, N=16, block_M=2, block_N=16), dtype "int16") as
# tilelang-ascend's ascendc_pto branch prints it: `print(main.script())`,
# the tile-level TIR in the classic printer's form. T.printf prints as
# T.ascend_printf with its format escaped for C ("\\n"); T.dump_tensor as
# T.ascend_dump_tensor(access pointer, desc, dump_size, len(shape_info),
# *shape_info); T.Kernel(1, is_npu=True), followed by more statements of the
# function, as nested `with T.launch_thread(...)` blocks (blockIdx.y extent
# 2); `cid // 1` and `cid % 1` folded by TVM's constructors to `cid` and
# `0`; T.Scope("V") as a resource_scope attribute; T.copy as T.ascend_copy
# of T.region operands; T.barrier_all() as T.ascend_pipe_barrier("ALL");
# T.tile.bitwise_and as T.ascend_bitwise_and with access pointers and an
# element count. The prim_func is named after the .mlir function (the
# example's `def main` prints as `def main`). Written by hand following the
# printer's rules (docs/PtoTranslate.md, the D3 dump), not captured from a
# TileLang run; T.reads is the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/elementwise_print.py -o elementwise_print.mlir
#
# from tvm.script import tir as T

@T.prim_func
def bitwise_and(A: T.Buffer((2, 16), "int16"), B: T.Buffer((2, 16), "int16"), C: T.Buffer((2, 16), "int16")):
    T.ascend_printf("===========A:\\n")
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), A.data, 0, 32, 1), 111, 32, 2, 2, 16)
    T.ascend_printf("===========B:\\n")
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), B.data, 0, 32, 1), 111, 32, 2, 2, 16)
    with T.launch_thread("blockIdx.x", 1) as cid:
        with T.launch_thread("blockIdx.y", 2) as vid:
            with T.block("tilelang_root"):
                T.reads(A[cid * 2 + vid * 2 // 2, 0], B[cid * 2 + vid * 2 // 2, 0], C[cid * 2 + vid * 2 // 2, 0])
                T.writes()
                T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
                a_ub = T.alloc_buffer((1, 16), "int16", scope="shared")
                b_ub = T.alloc_buffer((1, 16), "int16", scope="shared")
                c_ub = T.alloc_buffer((1, 16), "int16", scope="shared")
                bx: T.int32 = cid
                by: T.int32 = 0
                T.ascend_printf("-----cid:%d-------------vid:%d--------------------------------------\\n", cid, vid)
                T.ascend_printf("===========original c_ub:\\n")
                T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), c_ub.data, 0, 16, 1), 222, 16, 2, 1, 16)
                T.attr(0, "resource_scope", 1)
                T.ascend_copy(T.region(A[bx * 2 + vid * 2 // 2, by * 16], 1, 1, 16), T.region(a_ub[0, 0], 2, 1, 16), T.bool(False), T.bool(False), 0)
                T.ascend_printf("===========a_ub after copy:\\n")
                T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), a_ub.data, 0, 16, 1), 222, 16, 2, 1, 16)
                T.ascend_copy(T.region(B[bx * 2 + vid * 2 // 2, by * 16], 1, 1, 16), T.region(b_ub[0, 0], 2, 1, 16), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_printf("===========b_ub after copy:\\n")
                T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), b_ub.data, 0, 16, 1), 222, 16, 2, 1, 16)
                T.ascend_pipe_barrier("ALL")
                T.ascend_bitwise_and(T.tvm_access_ptr(T.type_annotation("int16"), c_ub.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int16"), a_ub.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("int16"), b_ub.data, 0, 16, 1), 16)
                T.ascend_pipe_barrier("ALL")
                T.ascend_copy(T.region(c_ub[0, 0], 1, 1, 16), T.region(C[bx * 2 + vid * 2 // 2, by * 16], 2, 1, 16), T.bool(False), T.bool(False), 0)
                T.ascend_pipe_barrier("ALL")
                T.ascend_printf("===========c_ub after processing:\\n")
                T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), c_ub.data, 0, 16, 1), 222, 16, 2, 1, 16)
    T.ascend_printf("===========C:\\n")
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), C.data, 0, 32, 1), 111, 32, 2, 2, 16)
