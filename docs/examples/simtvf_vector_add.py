# The SimtVF vector add on global memory of
# docs/examples/simtvf_vector_add.mlir (upstream TileLang
# examples/ascend/example_simtvf_vector_add.py @ 0e4ad53c, vector_add(N)
# at N = 1024, float32) as TileLang prints it: `print(main.script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.7:
# `T.Kernel(1) as _` launches blockIdx.x as `_`, with no thread launches
# (the Ascend backend's T.Kernel takes no `threads=`); T.SimtVF(threads=128)
# is a "SIMT_VF" block inside the root block, with its tl.vf_source_index
# annotation, its threadIdx launches and the tl.simtvf_scope attribute (the
# form of TileLang's Ascend dumps); T.Parallel(N) is a T.parallel loop on
# the global buffers. The prim_func is named after the .mlir function (the
# example's `def main` prints as `def main`). Written by hand following the
# printer's rules (docs/PtoTranslate.md), not captured from a TileLang run;
# T.reads / T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/simtvf_vector_add.py -o simtvf_vector_add.mlir
#
# from tvm.script import tir as T

@T.prim_func
def vector_add(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32")):
    # with T.block("root"):
    _ = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        T.reads(A[0:1024], B[0:1024])
        T.writes(C[0:1024])
        with T.block("SIMT_VF", no_realize=True):
            T.reads()
            T.writes()
            T.block_attr({"tl.vf_source_index": T.int64(0)})
            simtvf_tx = T.launch_thread("threadIdx.x", 128)
            simtvf_ty = T.launch_thread("threadIdx.y", 1)
            simtvf_tz = T.launch_thread("threadIdx.z", 1)
            T.attr("simtvf", "tl.simtvf_scope", 1)
            for i in T.parallel(1024):
                C[i] = A[i] + B[i]
