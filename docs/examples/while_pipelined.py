# The while-loop example of docs/examples/while_pipelined.mlir (upstream
# TileLang examples/ascend/example_while_pipelined.py @ 0e4ad53c,
# while_pipelined() in float32: NUM_CORES = 64 blocks, TILE_ELEMS = 8192,
# OUTER = 2, MID = 7, SUB = 7, BIAS_REPS = 3, NUM_STAGES = 4, so
# N = 64 * 8192 * 2 * 7 * 7 = 51380224) as TileLang prints it:
# `print(main.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.7:
#   - every T.alloc_var of the body (i, bias, s) is a local.var buffer of
#     the root block, whatever loop the Python call sits in; assigning to
#     it (`i = 0`, `bias = bias + 1.0`) is a store to element 0, reading
#     it a load of element 0;
#   - the two `while` loops print as TIR While statements over those
#     loads;
#   - T.annotate_buffer_versions as the root block's
#     "tl.buffer_versions_map" attribute, keyed by b_ub's data variable
#     (declared as a T.handle first, the buffer over it `b_ub_1`);
#   - T.Pipelined(SUB, num_stages=4) as T.serial with a num_stages
#     annotation;
#   - the Python bindings tile / begin / end as typed lets; A[begin:end]
#     as T.region(A[begin], 1, end - begin);
#   - T.SimtVF(threads=256) as a "SIMT_VF" block with its
#     tl.vf_source_index annotation, its threadIdx launches and the
#     tl.simtvf_scope attribute;
#   - T.assume_no_conflict(C[begin:end], cross=True) as the
#     tl.assume_no_conflict call: the region twice (b defaults to a), in
#     access mode 3 (read-write), level -1 (None), cross 1, group "".
# Written by hand following the printer's rules (docs/PtoTranslate.md),
# not captured from a TileLang run; T.reads / T.writes approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/while_pipelined.py -o while_pipelined.mlir
#
# from tvm.script import tir as T

@T.prim_func
def while_pipelined(A: T.Buffer((51380224,), "float32"), C: T.Buffer((51380224,), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 64)
    with T.block("tilelang_root"):
        T.reads(A[bx * 8192:bx * 8192 + 51372033])
        T.writes(C[bx * 8192:bx * 8192 + 51372033])
        b_ub = T.handle("float32", "shared.dyn")
        T.block_attr({"tl.buffer_versions_map": {b_ub: 4}})
        b_ub_1 = T.alloc_buffer((8192,), data=b_ub, scope="shared.dyn")
        i = T.alloc_buffer((1,), "int32", scope="local.var")
        bias = T.alloc_buffer((1,), scope="local.var")
        s = T.alloc_buffer((1,), "int32", scope="local.var")
        for o in range(2):
            i[0] = 0
            while i[0] < 7:
                for j in T.serial(7, annotations={"num_stages": 4}):
                    tile: T.int32 = ((o * 7 + i[0]) * 7 + j) * 64 + bx
                    begin: T.int32 = tile * 8192
                    end: T.int32 = begin + 8192
                    T.copy(T.region(A[begin], 1, end - begin), T.region(b_ub_1[0], 2, 8192), -1, T.bool(False), 0)
                    bias[0] = T.float32(0.0)
                    s[0] = 0
                    while s[0] < 3:
                        bias[0] = bias[0] + T.float32(1.0)
                        s[0] = s[0] + 1
                    with T.block("SIMT_VF", no_realize=True):
                        T.reads()
                        T.writes()
                        T.block_attr({"tl.vf_source_index": T.int64(0)})
                        simtvf_tx = T.launch_thread("threadIdx.x", 256)
                        simtvf_ty = T.launch_thread("threadIdx.y", 1)
                        simtvf_tz = T.launch_thread("threadIdx.z", 1)
                        T.attr("simtvf", "tl.simtvf_scope", 1)
                        for k in T.parallel(8192):
                            b_ub_1[k] = b_ub_1[k] + bias[0]
                    T.assume_no_conflict(T.region(C[begin], 3, end - begin), T.region(C[begin], 3, end - begin), -1, 1, "")
                    T.copy(T.region(b_ub_1[0], 1, 8192), T.region(C[begin], 2, end - begin), -1, T.bool(False), 0)
                i[0] = i[0] + 1
