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


# Guards elsewhere: a three-way `and` in a while test (`(a and A[i]) and
# c`: the read is in the left operand), a nested `and`/`or` in an `if` of a
# loop running past the tensor, and T.if_then_else(k < 64, A[k], 0), which
# evaluates only the value it picks. With A = 0, 1, ..., 63: the while
# stops at 64; the if counts k < 10 but 5, and 51 <= k < 64 (22); the sum
# is 2016. C = A + 64000 + 22 * 100 + 2016.
@T.prim_func
def guards(A: T.Buffer((64,), "float32"), C: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((16,), scope="shared.dyn")
        i = T.alloc_buffer((1,), "int32", scope="local.var")
        flag = T.alloc_buffer((1,), "int32", scope="local.var")
        n = T.alloc_buffer((1,), "int32", scope="local.var")
        s = T.alloc_buffer((1,), scope="local.var")
        flag[0] = 0
        i[0] = 0
        while i[0] < 64 and A[i[0]] < T.float32(1000) and flag[0] == 0:
            i[0] = i[0] + 1
        n[0] = 0
        s[0] = T.float32(0)
        for k in T.serial(70):
            if k < 64 and (k < 10 or A[k] > T.float32(50)) and k != 5:
                n[0] = n[0] + 1
            s[0] = s[0] + T.if_then_else(k < 64, A[k], T.float32(0))
        T.copy(T.region(A[0], 1, 16), T.region(a[0], 2, 16))
        for k in T.parallel(16):
            a[k] = a[k] + T.Cast("float32", i[0] * 1000 + n[0] * 100) + s[0]
        T.copy(T.region(a[0], 1, 16), T.region(C[0], 2, 16))
