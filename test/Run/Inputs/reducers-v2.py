# TileLang's v2 reducers (T.alloc_reducer without replication, a
# local.reducer buffer whose op reducer_info_v2 records; T.reducer_init,
# T.reducer_update in a T.Parallel nest, T.finalize_reducer(acc, dst)) as
# upstream prints them: row sums from 1000 and row maxima of 2 * A.
# Used by test/Run/reducers-v2.mlir.
# from tvm.script import tir as T

@T.prim_func
def reducers_v2(A: T.Buffer((8, 16), "float32"), S: T.Buffer((8,), "float32"), M: T.Buffer((8,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        acc = T.handle("float32", "local.reducer")
        mx = T.handle("float32", "local.reducer")
        T.block_attr({"reducer_info_v2": {acc: {"op": "sum"}, mx: {"op": "max"}}})
        a = T.alloc_buffer((8, 16), scope="shared.dyn")
        acc_1 = T.alloc_buffer((8,), data=acc, scope="local.reducer")
        mx_1 = T.alloc_buffer((8,), data=mx, scope="local.reducer")
        s = T.alloc_buffer((8,), scope="local.fragment")
        m = T.alloc_buffer((8,), scope="local.fragment")
        T.copy(T.region(A[0, 0], 1, 8, 16), T.region(a[0, 0], 2, 8, 16))
        T.reducer_init(T.region(acc_1[0], 2, 8), T.float32(1000))
        T.reducer_init(T.region(mx_1[0], 2, 8))
        for i in T.parallel(8):
            for j in T.parallel(16):
                T.reducer_update(acc_1[i], a[i, j])
                T.reducer_update(mx_1[i], a[i, j] * T.float32(2))
        T.finalize_reducer_v2(T.region(acc_1[0], 3, 8), T.region(s[0], 2, 8))
        T.finalize_reducer_v2(T.region(mx_1[0], 3, 8), T.region(m[0], 2, 8))
        T.copy(T.region(s[0], 1, 8), T.region(S[0], 2, 8))
        T.copy(T.region(m[0], 1, 8), T.region(M[0], 2, 8))
