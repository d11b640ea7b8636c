# The element atomic add of docs/examples/atomic_add.mlir (upstream
# TileLang examples/ascend/example_atomic.py @ 0e4ad53c,
# atomic_add_gm_float(N) at the num_blocks = 8, threads = 256 its __main__
# runs, float32) as TileLang prints it: `print(main.script())`, the
# tile-level TIR in the classic printer's form of TileLang v0.1.7:
# `T.Kernel(8)` launches blockIdx.x (named bx by the launch frame), with no
# thread launches (the Ascend backend's T.Kernel takes no `threads=`);
# T.SimtVF(threads=256) is a "SIMT_VF" block inside the root block, with
# its tl.vf_source_index annotation, its threadIdx launches and the
# tl.simtvf_scope attribute; T.atomic_add(counter[0], 1.0), whose operands
# expose no extents, is the element op tl.atomic_add_elem_op on the
# element's address, `T.access_ptr(counter[0], 1, 3)` (the element, one
# of it, read and written), as upstream's tilelang/language/atomic.py
# builds it; older releases print the address as
# `T.address_of(counter[0])` or call the `AtomicAdd` extern, which
# pto-translate reads too. The prim_func is named after the .mlir
# function (the example's `def main` prints as `def main`). Written by hand
# following the printer's rules (docs/PtoTranslate.md), not captured from a
# TileLang run; T.reads / T.writes are the builder's inference,
# approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/atomic_add.py -o atomic_add.mlir
#
# from tvm.script import tir as T

@T.prim_func
def atomic_add_gm_float(counter: T.Buffer((1,), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 8)
    with T.block("tilelang_root"):
        T.reads()
        T.writes(counter[0])
        with T.block("SIMT_VF", no_realize=True):
            T.reads()
            T.writes()
            T.block_attr({"tl.vf_source_index": T.int64(0)})
            simtvf_tx = T.launch_thread("threadIdx.x", 256)
            simtvf_ty = T.launch_thread("threadIdx.y", 1)
            simtvf_tz = T.launch_thread("threadIdx.z", 1)
            T.attr("simtvf", "tl.simtvf_scope", 1)
            for _ in T.parallel(256):
                T.atomic_add_elem_op(T.access_ptr(counter[0], 1, 3), T.float32(1.0))
