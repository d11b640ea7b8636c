# A while loop whose test reads the buffer it walks, guarded by the count
# first (`while i < 64 and A[i] < 1000`), as TileLang prints it: the read
# must not happen once i reaches 64, as in TileLang's own C output. Each
# element of C is A's first 16 plus 1000 times the number of elements
# below 1000 from the start. Used by test/Run/while-short-circuit.mlir.
# from tvm.script import tir as T

@T.prim_func
def first_large(A: T.Buffer((64,), "float32"), C: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((16,), scope="shared.dyn")
        i = T.alloc_buffer((1,), "int32", scope="local.var")
        i[0] = 0
        while i[0] < 64 and A[i[0]] < T.float32(1000):
            i[0] = i[0] + 1
        T.copy(T.region(A[0], 1, 16), T.region(a[0], 2, 16))
        for k in T.parallel(16):
            a[k] = a[k] + T.Cast("float32", i[0] * 1000)
        T.copy(T.region(a[0], 1, 16), T.region(C[0], 2, 16))
