# The dynamic-shape GEMM of docs/examples/gemm_dynamic.mlir (TileLang
# examples/dynamic_shape/example_dynamic.py, matmul_dynamic_mnk with
# block_M = block_N = 128, block_K = 32, no transposes, float16 in and
# out, float32 accumulation, num_stages = 3, threads = 128) as TileLang
# prints it: `print(dynamic_matmul.script())`, the tile-level TIR in the
# classic printer's form of TileLang v0.1.7:
#   - M, N, K are the te.vars m, n, k: T.int32() variables; the tensors
#     are handle parameters matched to buffers of symbolic shape, with the
#     explicit strides T.Tensor gives them;
#   - T.ceildiv(x, c) is TVM's floor division (x + c - 1) // c;
#   - the K loop's variable, `k` in the source, prints as k_1 (the name k
#     is the symbolic K's);
#   - T.region operands, T.clear as a T.fill of 0, T.copy with its three
#     trailing arguments, T.gemm as T.gemm_py with 19 arguments (the
#     strides 32 and 128 of the shared buffers, the mbar placeholder
#     T.uint32(0)); T.Pipelined as T.serial with a num_stages annotation;
#     threads=128 as the threadIdx launches.
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/gemm_dynamic.py -o gemm_dynamic.mlir
#
# from tvm.script import tir as T

@T.prim_func
def dynamic_matmul(A_handle: T.handle, B_handle: T.handle, C_handle: T.handle):
    m = T.int32()
    k = T.int32()
    A = T.match_buffer(A_handle, (m, k), "float16", strides=(k, 1))
    n = T.int32()
    B = T.match_buffer(B_handle, (k, n), "float16", strides=(n, 1))
    C = T.match_buffer(C_handle, (m, n), "float16", strides=(n, 1))
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", (n + 128 - 1) // 128)
    by = T.launch_thread("blockIdx.y", (m + 128 - 1) // 128)
    tx = T.launch_thread("threadIdx.x", 128)
    ty = T.launch_thread("threadIdx.y", 1)
    tz = T.launch_thread("threadIdx.z", 1)
    with T.block("tilelang_root"):
        T.reads(A[by * 128, 0:(k + 32 - 1) // 32 * 32], B[0:(k + 32 - 1) // 32 * 32, bx * 128])
        T.writes(C[by * 128, bx * 128])
        A_shared = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
        B_shared = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        C_local = T.alloc_buffer((128, 128), scope="local.fragment")
        T.fill(T.region(C_local[0, 0], 2, 128, 128), 0)
        for k_1 in T.serial((k + 32 - 1) // 32, annotations={"num_stages": 3}):
            T.copy(T.region(A[by * 128, k_1 * 32], 1, 128, 32), T.region(A_shared[0, 0], 2, 128, 32), -1, T.bool(False), 0)
            T.copy(T.region(B[k_1 * 32, bx * 128], 1, 32, 128), T.region(B_shared[0, 0], 2, 32, 128), -1, T.bool(False), 0)
            T.gemm_py(T.region(A_shared[0, 0], 1, 128, 32), T.region(B_shared[0, 0], 1, 32, 128), T.region(C_local[0, 0], 3, 128, 128), T.bool(False), T.bool(False), 128, 128, 32, 0, T.bool(False), 32, 128, 0, 0, 1, 0, T.uint32(0), 0, 0)
        T.copy(T.region(C_local[0, 0], 1, 128, 128), T.region(C[by * 128, bx * 128], 2, 128, 128), -1, T.bool(False), 0)
