# The RMSNorm of docs/examples/rmsnorm_simtvf.mlir (upstream TileLang
# examples/ascend/example_rmsnorm.py @ 0e4ad53c at batch = 4096, d = 4096,
# float32) as TileLang prints it: `print(main.script())`, the tile-level
# TIR in the classic printer's form of TileLang v0.1.7: T.Pipelined as a
# T.serial loop with its num_stages annotation; T.SimtVF(threads=128,
# latency=1824) a "SIMT_VF" block with its threadIdx launches, the
# tl.simtvf_scope attribute and its attributes (the latency as
# tl.vf_latency, an assumed key); the reducer a local.fragment buffer over
# a handle named in the block's reducer_info attribute; T.clear as T.fill
# with 0; `sum_sq[0] / d` with d as a float32 constant; the Python values
# var and rstd_val as typed lets; `base` and `row_id` inlined where they
# are used; float32 buffers print without their dtype. The prim_func is
# named after the .mlir function. Written by hand following the printer's
# rules (docs/PtoTranslate.md), not captured from a TileLang run; T.reads
# / T.writes are left empty.
#
#   build/bin/pto-translate --import-tir docs/examples/rmsnorm_simtvf.py -o rmsnorm_simtvf.mlir
#
# from tvm.script import tir as T

@T.prim_func
def rms_norm_fwd(X: T.Buffer((16777216,), "float32"), Y: T.Buffer((16777216,), "float32"), W: T.Buffer((4096,), "float32"), RSTD: T.Buffer((4096,), "float32"), eps: T.float32):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 64)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        w_ub = T.alloc_buffer((4096,), scope="shared.dyn")
        x_ub = T.alloc_buffer((4096,), scope="shared.dyn")
        y_ub = T.alloc_buffer((4096,), scope="shared.dyn")
        z_rstd_ub = T.alloc_buffer((8,), scope="shared.dyn")
        T.copy(T.region(W[0], 1, 4096), T.region(w_ub[0], 2, 4096), -1, T.bool(False), 0)
        for t in T.serial(64, annotations={"num_stages": 2}):
            T.copy(T.region(X[(t * 64 + bx) * 4096], 1, 4096), T.region(x_ub[0], 2, 4096), -1, T.bool(False), 0)
            with T.block("SIMT_VF", no_realize=True):
                T.reads()
                T.writes()
                sum_sq = T.handle("float32", "local.fragment")
                T.block_attr({"reducer_info": {sum_sq: {"op": "sum", "rep": "all"}}, "tl.vf_latency": 1824, "tl.vf_source_index": T.int64(0)})
                x_frag = T.alloc_buffer((4096,), scope="local.fragment")
                sum_sq_1 = T.alloc_buffer((1,), data=sum_sq, scope="local.fragment")
                simtvf_tx = T.launch_thread("threadIdx.x", 128)
                simtvf_ty = T.launch_thread("threadIdx.y", 1)
                simtvf_tz = T.launch_thread("threadIdx.z", 1)
                T.attr("simtvf", "tl.simtvf_scope", 1)
                for i in T.parallel(4096):
                    x_frag[i] = x_ub[i]
                T.fill(T.region(sum_sq_1[0], 2, 1), 0)
                for i in T.parallel(4096):
                    if i < 4096:
                        sum_sq_1[0] = sum_sq_1[0] + x_frag[i] * x_frag[i]
                T.finalize_reducer(sum_sq_1[0:1])
                var: T.float32 = sum_sq_1[0] / T.float32(4096.0) + eps
                rstd_val: T.float32 = T.rsqrt(var)
                z_rstd_ub[0] = rstd_val
                for i in T.parallel(4096):
                    if i < 4096:
                        y_ub[i] = x_frag[i] * rstd_val * w_ub[i]
            T.copy(T.region(y_ub[0], 1, 4096), T.region(Y[(t * 64 + bx) * 4096], 2, 4096), -1, T.bool(False), 0)
            T.copy(T.region(z_rstd_ub[0], 1, 1), T.region(RSTD[t * 64 + bx], 2, 1), -1, T.bool(False), 0)
