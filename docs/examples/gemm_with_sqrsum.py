# The mHC GEMM with row sums of squares of docs/examples/gemm_with_sqrsum.mlir
# (get_mhc_gemm_with_sqrsum_fwd_kernel_asc of the Ascend port of
# TileKernels' tile_kernels/mhc/norm_fn_asc.py, at num_tokens = 40,
# mhc_mult3 = 24, rms_group_size = split_size = 512, hidden_block = 128,
# n_block = token_block = 32, num_stages = 2, 2 cores) as TileLang prints
# it: `print(kernel.script())`, the tile-level TIR in the classic printer's
# form:
#   - T.MixedKernel(2, sids=2) as (core_id, sid): a blockIdx.x launch, then
#     `sid = T.launch_thread("cthread", 2)` and the root block's
#     tilelang.is_npu_kernel_frame and vector_count attributes (as in
#     docs/examples/gemm_mixedkernel.py);
#   - T.set_hf32_mode("nearest_even") as T.ascend_set_hf32_mode(2);
#   - T.Persistent([2], 2, core_id, group_size=1): the block index a let
#     w * 2 + core_id around a one-wave loop (no T.loop_break with a single
#     wave; how the printer spells the grouped index for group_size=1 has
#     not been checked on a TileLang build);
#   - T.Pipelined(4, num_stages=2) as T.serial with a num_stages
#     annotation; T.dual_copy as T.copy with dual_dst_ctl=1 and
#     l2_cache_ctrl=0; T.gemm as T.gemm_py with its 19 arguments and its
#     unit_flag_ctrl call annotation;
#   - T.SimdVF() as a "SIMD_VF" block with the tl.simdvf_scope attribute;
#     the T.simd ops as T.tl.simd.<op> calls (as in
#     docs/examples/mhc_fn_normw_simd.py), their default masks bound once
#     where first used (v: pset(16) for the vcvt of 16-bit lanes, v_1:
#     pset(32)), the Python bindings as typed lets (an UNPK_B16 register as
#     the bfloat16x128 TileLang gives it);
#   - the buffers' T.fill(sqacc, 0.0) as T.fill of its region.
# The prim_func is named after the .mlir function. Written by hand following
# the printer's rules (docs/PtoTranslate.md), not captured from a TileLang
# run.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_with_sqrsum.py -o gemm_with_sqrsum.mlir
#
# from tvm.script import tir as T

@T.prim_func
def mhc_gemm_with_sqrsum_fwd(x: T.Buffer((40, 512), "bfloat16"), fn: T.Buffer((24, 512), "float32"), out: T.Buffer((1, 40, 24), "float32"), sqrsum: T.Buffer((1, 40, 1), "float32")):
    # with T.block("root"):
    core_id = T.launch_thread("blockIdx.x", 2)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True), "vector_count": 2})
        x_ub_b = T.alloc_buffer((16, 128), "bfloat16", scope="shared.dyn")
        x_ub_f = T.alloc_buffer((16, 128), scope="shared.dyn")
        x_l1 = T.alloc_buffer((32, 128), scope="shared.l1")
        fn_l1 = T.alloc_buffer((32, 128), scope="shared.l1")
        acc = T.alloc_buffer((32, 32), scope="shared.l0c")
        sqacc = T.alloc_buffer((16, 128), scope="shared.dyn")
        sqr_final = T.alloc_buffer((16,), scope="shared.dyn")
        T.ascend_set_hf32_mode(2)
        w = T.int32()
        block_id: T.int32 = w * 2 + core_id
        for w in range(1):
            pid_z: T.int32 = block_id // 2
            tmp: T.int32 = block_id % 2
            pid_y: T.int32 = tmp // 2
            pid_x: T.int32 = tmp % 2
            token_start: T.int32 = pid_x * 32
            k_offset: T.int32 = pid_z * 512 + pid_y * 512
            with T.block("SIMD_VF"):
                T.reads()
                T.writes()
                T.attr("simdvf", "tl.simdvf_scope", 1)
                T.fill(T.region(sqacc[0, 0], 2, 16, 128), T.float32(0.0))
            for kt in T.serial(4, annotations={"num_stages": 2}):
                k_start: T.int32 = k_offset + kt * 128
                T.copy(T.region(x[token_start, k_start], 1, 32, 128), T.region(x_ub_b[0, 0], 2, 16, 128), dual_dst_ctl=1, l2_cache_ctrl=0)
                T.copy(T.region(fn[0, k_start], 1, 24, 128), T.region(fn_l1[0, 0], 2, 24, 128))
                with T.block("SIMD_VF"):
                    T.reads()
                    T.writes()
                    T.attr("simdvf", "tl.simdvf_scope", 1)
                    for i in range(16):
                        for jj in range(2):
                            b: T.bfloat16x128 = T.tl.simd.vld(T.access_ptr(x_ub_b[i, jj * 64], 64, 1), "UNPK_B16")
                            v: T.boolx256 = T.tl.simd.pset(16, "PAT_ALL")
                            f: T.float32x64 = T.tl.simd.vcvt(b, v, "PART_EVEN", "MODE_ZEROING")
                            v_1: T.boolx256 = T.tl.simd.pset(32, "PAT_ALL")
                            T.tl.simd.vsts(T.access_ptr(x_ub_f[i, jj * 64], 64, 2), f, v_1, "NORM_B32")
                            sq: T.float32x64 = T.tl.simd.vmul(f, f, v_1, "MODE_ZEROING")
                            prev: T.float32x64 = T.tl.simd.vld(T.access_ptr(sqacc[i, jj * 64], 64, 1), "NORM")
                            T.tl.simd.vsts(T.access_ptr(sqacc[i, jj * 64], 64, 2), T.tl.simd.vadd(prev, sq, v_1, "MODE_ZEROING"), v_1, "NORM_B32")
                T.copy(T.region(x_ub_f[0, 0], 1, 16, 128), T.region(x_l1[0, 0], 2, 32, 128), dual_dst_ctl=1, l2_cache_ctrl=0)
                T.gemm_py(T.region(x_l1[0, 0], 1, 32, 128), T.region(fn_l1[0, 0], 1, 32, 128), T.region(acc[0, 0], 3, 32, 32), T.bool(False), T.bool(True), 32, 32, 128, 0, kt == 0, 128, 128, 0, 0, 1, 0, 0, 0, 0, unit_flag_ctrl=T.Select(kt == 3, 3, 2))
            T.copy(T.region(acc[0, 0], 1, 32, 24), T.region(out[pid_z, token_start, pid_y * 24], 2, 1, 32, 24), unit_flag_ctrl=3)
            with T.block("SIMD_VF"):
                T.reads()
                T.writes()
                T.attr("simdvf", "tl.simdvf_scope", 1)
                full: T.boolx256 = T.tl.simd.pset(32, "PAT_ALL")
                one: T.boolx256 = T.tl.simd.pset(32, "PAT_VL1")
                for i in range(16):
                    v: T.boolx256 = T.tl.simd.pset(32, "PAT_ALL")
                    red: T.float32x64 = T.tl.simd.vadd(T.tl.simd.vld(T.access_ptr(sqacc[i, 0], 64, 1), "NORM"), T.tl.simd.vld(T.access_ptr(sqacc[i, 64], 64, 1), "NORM"), v, "MODE_ZEROING")
                    T.tl.simd.vsts(T.access_ptr(sqr_final[i], 1, 2), T.tl.simd.vcadd(red, full, "MODE_ZEROING"), one, "ONEPT_B32")
            T.copy(T.region(sqr_final[0], 1, 16), T.region(sqrsum[pid_z, token_start + sid * 16, pid_y], 2, 1, 16, 1))
