# The SimtVF vector add of docs/examples/simtvf_vecadd.mlir (upstream
# TileLang examples/ascend/example_simtvf_vecadd.py @ 0e4ad53c,
# vector_add(N = 2^30) in float32: 64 blocks, 8192-element tiles, 2048
# tiles per block, two buffer versions, 2048 SIMT threads) as TileLang
# prints it: `print(main.script())`, the tile-level TIR in the classic
# printer's form of TileLang v0.1.7:
#   - T.annotate_buffer_versions as the root block's
#     "tl.buffer_versions_map" attribute, keyed by the buffers' data
#     variables (`buffer.data`): the printer declares each as a
#     T.handle before the attribute, and the buffer over it is then
#     `temp1_1 = T.alloc_buffer(..., data=temp1, ...)` (as tilelang-ascend's
#     "tl.local_var_init" map of data variables prints);
#   - T.Pipelined(2048, num_stages=2) as T.serial with a num_stages
#     annotation;
#   - the Python bindings begin / end as typed lets; the slice A[begin:end]
#     is a BufferRegion whose extent is end - begin (TVM simplifies a
#     slice's extent, but cannot see through the let variables), and
#     T.copy keeps it: T.region(A[begin], 1, end - begin);
#   - T.SimtVF(threads=2048) as a "SIMT_VF" block with its
#     tl.vf_source_index annotation, its threadIdx launches and the
#     tl.simtvf_scope attribute (the form of TileLang's Ascend dumps);
#   - T.copy with its three trailing arguments, T.Parallel as a T.parallel
#     loop; float32 buffers print without their dtype.
# T.Kernel(64) has no `threads=` (the Ascend backend's T.Kernel takes
# none): the launch is the blockIdx.x statement alone. The prim_func is
# named after the .mlir function (the example's `def main` prints as
# `def main`). Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/simtvf_vecadd.py -o simtvf_vecadd.mlir
#
# from tvm.script import tir as T

@T.prim_func
def vector_add(A: T.Buffer((1073741824,), "float32"), B: T.Buffer((1073741824,), "float32"), C: T.Buffer((1073741824,), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 64)
    with T.block("tilelang_root"):
        T.reads(A[bx * 8192:bx * 8192 + 16777216], B[bx * 8192:bx * 8192 + 16777216])
        T.writes(C[bx * 8192:bx * 8192 + 16777216])
        temp1 = T.handle("float32", "shared.dyn")
        temp2 = T.handle("float32", "shared.dyn")
        temp3 = T.handle("float32", "shared.dyn")
        T.block_attr({"tl.buffer_versions_map": {temp1: 2, temp2: 2, temp3: 2}})
        temp1_1 = T.alloc_buffer((8192,), data=temp1, scope="shared.dyn")
        temp2_1 = T.alloc_buffer((8192,), data=temp2, scope="shared.dyn")
        temp3_1 = T.alloc_buffer((8192,), data=temp3, scope="shared.dyn")
        for iter in T.serial(2048, annotations={"num_stages": 2}):
            begin: T.int32 = (iter * 64 + bx) * 8192
            end: T.int32 = (iter * 64 + bx + 1) * 8192
            T.copy(T.region(A[begin], 1, end - begin), T.region(temp1_1[0], 2, 8192), -1, T.bool(False), 0)
            T.copy(T.region(B[begin], 1, end - begin), T.region(temp2_1[0], 2, 8192), -1, T.bool(False), 0)
            with T.block("SIMT_VF", no_realize=True):
                T.reads()
                T.writes()
                T.block_attr({"tl.vf_source_index": T.int64(0)})
                simtvf_tx = T.launch_thread("threadIdx.x", 2048)
                simtvf_ty = T.launch_thread("threadIdx.y", 1)
                simtvf_tz = T.launch_thread("threadIdx.z", 1)
                T.attr("simtvf", "tl.simtvf_scope", 1)
                for i in T.parallel(8192):
                    temp3_1[i] = temp1_1[i] + temp2_1[i]
            T.copy(T.region(temp3_1[0], 1, 8192), T.region(C[begin], 2, end - begin), -1, T.bool(False), 0)
