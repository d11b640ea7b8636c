# T.any_of / T.all_of (upstream TileLang's tl.any_of / tl.all_of) guarding
# tile work, as TileLang prints them: block b doubles its 32 elements of A
# if any of row b of the mask M is non-zero, and every block adds 100 if
# all of M's first 16 elements (rows 0 and 1) are. Used by
# test/Run/any-all-of.mlir.
# from tvm.script import tir as T

@T.prim_func
def any_all_of(M: T.Buffer((4, 8), "int8"), A: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((32,), scope="shared")
        T.copy(T.region(A[bx * 32], 1, 32), T.region(a[0], 2, 32))
        if T.any_of(T.address_of(M[bx, 0]), 8):
            for i in T.parallel(32):
                a[i] = a[i] * T.float32(2)
        if T.all_of(T.address_of(M[0, 0]), 16):
            for i in T.parallel(32):
                a[i] = a[i] + T.float32(100)
        T.copy(T.region(a[0], 1, 32), T.region(C[bx * 32], 2, 32))
