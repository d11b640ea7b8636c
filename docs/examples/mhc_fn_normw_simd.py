# The mHC norm-weight merge of docs/examples/mhc_fn_normw_simd.mlir
# (Butterfingrz/TileKernels tile_kernels/mhc/norm_fn_asc.py @ 66258df6,
# mhc_fn_normw_merge_fwd_asc at mhc_mult3 = 24, hidden = 1024,
# hidden_block = 256, num_stages = 2, num_vec_cores = 2) as TileLang prints
# it: `print(kernel.script())`, the tile-level TIR in the classic printer's
# form:
#   - T.annotate_buffer_versions as the root block's "tl.buffer_versions_map"
#     attribute keyed by the buffers' data variables (as in
#     docs/examples/simtvf_vecadd.py);
#   - T.Persistent([4], 2, core_id, group_size=1, num_stages=2): the block
#     index is a let w * 2 + core_id around the wave loop `for w in
#     T.serial(2, annotations={"num_stages": 2})`, which starts with
#     `if 4 <= w * 2 + core_id: T.loop_break()` (as
#     docs/examples/gemm_persistent.py; with group_size=1 the grouped index
#     is the linear one, and how the printer spells it then has not been
#     checked on a TileLang build);
#   - T.SimdVF() as a "SIMD_VF" block with the tl.simdvf_scope attribute;
#   - the T.simd ops (ops tl.simd.*, which register the printer name
#     "tl.simd.<op>") as T.tl.simd.<op> calls: S.pset(32) bound once as a
#     boolx256 let; S.vld(buf[i, j]) as T.tl.simd.vld(T.access_ptr(buf[i,
#     j], 64, 1), "NORM") (its footprint of 64 lanes, read), bound as
#     float32x64 lets; S.vsts(buf[i, j], v, mask, 'NORM_B32') as
#     T.tl.simd.vsts(T.access_ptr(buf[i, j], 64, 2), v, mask, "NORM_B32");
#     S.vmul(a, b, mask) as T.tl.simd.vmul(a, b, mask, "MODE_ZEROING");
#   - the Python bindings (hidden_offset, col0, col1) as typed lets; float32
#     buffers print without their dtype.
# The prim_func is named after the .mlir function. Written by hand following
# the printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_fn_normw_simd.py -o mhc_fn_normw_simd.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_fn_normw_merge_fwd(fn: T.Buffer((24, 1024), "float32"), normw: T.Buffer((1024,), "float32"), out_fn: T.Buffer((24, 1024), "float32")):
    # with T.block("root"):
    core_id = T.launch_thread("blockIdx.x", 2)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        fn_ub = T.handle("float32", "shared.dyn")
        normw_ub = T.handle("float32", "shared.dyn")
        out_fn_ub = T.handle("float32", "shared.dyn")
        T.block_attr({"tl.buffer_versions_map": {fn_ub: 2, normw_ub: 2, out_fn_ub: 2}})
        fn_ub_1 = T.alloc_buffer((24, 256), data=fn_ub, scope="shared.dyn")
        normw_ub_1 = T.alloc_buffer((256,), data=normw_ub, scope="shared.dyn")
        out_fn_ub_1 = T.alloc_buffer((24, 256), data=out_fn_ub, scope="shared.dyn")
        w = T.int32()
        block_id: T.int32 = w * 2 + core_id
        for w in T.serial(2, annotations={"num_stages": 2}):
            if 4 <= w * 2 + core_id:
                T.loop_break()
            hidden_offset: T.int32 = block_id * 256
            T.copy(T.region(fn[0, hidden_offset], 1, 24, 256), T.region(fn_ub_1[0, 0], 2, 24, 256), -1, T.bool(False), 0)
            T.copy(T.region(normw[hidden_offset], 1, 256), T.region(normw_ub_1[0], 2, 256), -1, T.bool(False), 0)
            with T.block("SIMD_VF"):
                T.reads()
                T.writes()
                T.attr("simdvf", "tl.simdvf_scope", 1)
                mask: T.boolx256 = T.tl.simd.pset(32, "PAT_ALL")
                for vec_pair in range(2):
                    col0: T.int32 = vec_pair * 128
                    col1: T.int32 = col0 + 64
                    normw0: T.float32x64 = T.tl.simd.vld(T.access_ptr(normw_ub_1[col0], 64, 1), "NORM")
                    normw1: T.float32x64 = T.tl.simd.vld(T.access_ptr(normw_ub_1[col1], 64, 1), "NORM")
                    for row in range(24):
                        fn0: T.float32x64 = T.tl.simd.vld(T.access_ptr(fn_ub_1[row, col0], 64, 1), "NORM")
                        fn1: T.float32x64 = T.tl.simd.vld(T.access_ptr(fn_ub_1[row, col1], 64, 1), "NORM")
                        T.tl.simd.vsts(T.access_ptr(out_fn_ub_1[row, col0], 64, 2), T.tl.simd.vmul(fn0, normw0, mask, "MODE_ZEROING"), mask, "NORM_B32")
                        T.tl.simd.vsts(T.access_ptr(out_fn_ub_1[row, col1], 64, 2), T.tl.simd.vmul(fn1, normw1, mask, "MODE_ZEROING"), mask, "NORM_B32")
            T.copy(T.region(out_fn_ub_1[0, 0], 1, 24, 256), T.region(out_fn[0, hidden_offset], 2, 24, 256), -1, T.bool(False), 0)
