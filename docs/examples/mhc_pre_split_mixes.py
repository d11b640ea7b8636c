# The mHC pre split mixes of docs/examples/mhc_pre_split_mixes.mlir
# (Butterfingrz/TileKernels tile_kernels/mhc/pre_split_mixes_asc.py @
# 66258df6, `mhc_pre_split_mixes_fwd_asc` at token_block_size = 64,
# num_stages = 2, float32, mhc_mult = 4, num_vec_cores = 48,
# mhc_post_mult_value = 2.0, mhc_pre_eps = 1e-6, num_tokens symbolic) as
# TileLang prints it: `print(main.script())`, the tile-level TIR in the
# classic printer's form: the tensors of symbolic shape are handle
# parameters matched to buffers (T.Tensor gives them explicit strides),
# num_tokens a T.int32() variable; T.ceildiv as TVM's floor division
# (n + d - 1) // d; T.Persistent as in docs/examples/gemm_persistent.py (a
# serial loop over the waves, its num_stages as an annotation, the break,
# the regrouped tile index a let printed before the loop); T.alloc_shared
# inside the loop as T.decl_buffer; T.SimtVF as the SIMT_VF block of
# docs/examples/rmsnorm_simtvf.py; T.Parallel as nested T.parallel loops;
# the Python binding `i = pid * token_block_size + i1` inlined where it is
# used; float32 buffers print without their dtype. The prim_func is named
# after the .mlir function. Written by hand following the printer's rules
# (docs/PtoTranslate.md), not captured from a TileLang run; T.reads /
# T.writes are left empty.
#
#   build/bin/pto-translate --import-tir docs/examples/mhc_pre_split_mixes.py -o mhc_pre_split_mixes.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_pre_split_mixes_fwd(input_mixes_handle: T.handle, mhc_scale: T.Buffer((3,), "float32"), mhc_base: T.Buffer((24,), "float32"), pre_layer_mix_handle: T.handle, post_layer_mix_handle: T.handle, comb_res_mix_handle: T.handle):
    num_tokens = T.int32()
    input_mixes = T.match_buffer(input_mixes_handle, (num_tokens, 24), strides=(24, 1))
    pre_layer_mix = T.match_buffer(pre_layer_mix_handle, (num_tokens, 4), strides=(4, 1))
    post_layer_mix = T.match_buffer(post_layer_mix_handle, (num_tokens, 4), strides=(4, 1))
    comb_res_mix = T.match_buffer(comb_res_mix_handle, (num_tokens, 16), strides=(16, 1))
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 48)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        w = T.int32()
        pid: T.int32 = T.Div(w * 48 + bx, 8) * 8 + T.truncmod(w * 48 + bx, 8)
        for w in T.serial(((num_tokens + 64 - 1) // 64 + 48 - 1) // 48, annotations={"num_stages": 2}):
            if (num_tokens + 64 - 1) // 64 <= w * 48 + bx:
                T.loop_break()
            input_mixes_ub = T.decl_buffer((64, 24), scope="shared.dyn")
            pre_layer_mix_ub = T.decl_buffer((64, 4), scope="shared.dyn")
            post_layer_mix_ub = T.decl_buffer((64, 4), scope="shared.dyn")
            comb_res_mix_ub = T.decl_buffer((64, 16), scope="shared.dyn")
            T.copy(T.region(input_mixes[pid * 64, 0], 1, 64, 24), T.region(input_mixes_ub[0, 0], 2, 64, 24), -1, T.bool(False), 0)
            with T.block("SIMT_VF", no_realize=True):
                T.reads()
                T.writes()
                T.block_attr({"tl.vf_source_index": T.int64(0)})
                simtvf_tx = T.launch_thread("threadIdx.x", 256)
                simtvf_ty = T.launch_thread("threadIdx.y", 1)
                simtvf_tz = T.launch_thread("threadIdx.z", 1)
                T.attr("simtvf", "tl.simtvf_scope", 1)
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            pre_layer_mix_ub[i1, j] = T.sigmoid(input_mixes_ub[i1, j] * mhc_scale[0] + mhc_base[j]) + T.float32(9.9999999999999995e-07)
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            post_layer_mix_ub[i1, j] = T.sigmoid(input_mixes_ub[i1, j + 4] * mhc_scale[1] + mhc_base[j + 4]) * T.float32(2.0)
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            comb_res_mix_ub[i1, j] = input_mixes_ub[i1, j + 8] * mhc_scale[2] + mhc_base[j + 8]
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            comb_res_mix_ub[i1, j + 4] = input_mixes_ub[i1, j + 8 + 4] * mhc_scale[2] + mhc_base[j + 8 + 4]
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            comb_res_mix_ub[i1, j + 8] = input_mixes_ub[i1, j + 8 + 8] * mhc_scale[2] + mhc_base[j + 8 + 8]
                for i1 in T.parallel(64):
                    for j in T.parallel(4):
                        if pid * 64 + i1 < num_tokens:
                            comb_res_mix_ub[i1, j + 12] = input_mixes_ub[i1, j + 8 + 12] * mhc_scale[2] + mhc_base[j + 8 + 12]
            T.copy(T.region(pre_layer_mix_ub[0, 0], 1, 64, 4), T.region(pre_layer_mix[pid * 64, 0], 2, 64, 4), -1, T.bool(False), 0)
            T.copy(T.region(post_layer_mix_ub[0, 0], 1, 64, 4), T.region(post_layer_mix[pid * 64, 0], 2, 64, 4), -1, T.bool(False), 0)
            T.copy(T.region(comb_res_mix_ub[0, 0], 1, 64, 16), T.region(comb_res_mix[pid * 64, 0], 2, 64, 16), -1, T.bool(False), 0)
