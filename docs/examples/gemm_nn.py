# The GEMM of docs/examples/gemm_nn.mlir (M = N = K = 4096, 128 x 128
# blocks, 32-deep K tiles, no transposes) as TileLang prints it:
# `print(gemm.script())`, the tile-level TIR in the classic printer's form
# of TileLang v0.1.7 (T.region operands, T.clear as a T.fill of 0, T.copy
# with its three trailing arguments, T.gemm as T.gemm_py with 19
# arguments: M, N, K, policy 0, clear_accum, the strides 32 and 128 of the
# shared buffers, offsets 0, k_pack 1, wg_wait 0, the mbar placeholder
# T.uint32(0) and C's origin; T.Pipelined as T.serial with a num_stages
# annotation; the launch as T.launch_thread statements, threads=128 as the
# threadIdx launches). The prim_func is named after the .mlir function (the
# source's `def gemm` prints as `def gemm`). Written by hand following the
# printer's rules (docs/PtoTranslate.md), not captured from a TileLang run;
# T.reads / T.writes are the builder's inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_nn.py -o gemm_nn.mlir
#
# from tvm.script import tir as T

@T.prim_func
def gemm_nn(A: T.Buffer((4096, 4096), "float16"), B: T.Buffer((4096, 4096), "float16"), C: T.Buffer((4096, 4096), "float16")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 32)
    by = T.launch_thread("blockIdx.y", 32)
    tx = T.launch_thread("threadIdx.x", 128)
    ty = T.launch_thread("threadIdx.y", 1)
    tz = T.launch_thread("threadIdx.z", 1)
    with T.block("tilelang_root"):
        T.reads(A[by * 128, 0:4096], B[0:4096, bx * 128])
        T.writes(C[by * 128, bx * 128])
        A_shared = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
        B_shared = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        C_local = T.alloc_buffer((128, 128), scope="local.fragment")
        T.fill(T.region(C_local[0, 0], 2, 128, 128), 0)
        for k in T.serial(128, annotations={"num_stages": 3}):
            T.copy(T.region(A[by * 128, k * 32], 1, 128, 32), T.region(A_shared[0, 0], 2, 128, 32), -1, T.bool(False), 0)
            T.copy(T.region(B[k * 32, bx * 128], 1, 32, 128), T.region(B_shared[0, 0], 2, 32, 128), -1, T.bool(False), 0)
            T.gemm_py(T.region(A_shared[0, 0], 1, 128, 32), T.region(B_shared[0, 0], 1, 32, 128), T.region(C_local[0, 0], 3, 128, 128), T.bool(False), T.bool(False), 128, 128, 32, 0, T.bool(False), 32, 128, 0, 0, 1, 0, T.uint32(0), 0, 0)
        T.copy(T.region(C_local[0, 0], 1, 128, 128), T.region(C[by * 128, bx * 128], 2, 128, 128), -1, T.bool(False), 0)
