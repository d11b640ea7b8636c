# Upstream TileLang's T.print as its macros print it (tilelang/language/
# print_op.py): T.print(msg=...) is debug_print_msg, T.print(x) of a value
# debug_print_var, T.print(buf) of a buffer a serial loop of
# debug_print_buffer_value over its elements (here a global tensor and a
# shared buffer, whose print needs no thread condition). T.device_assert
# prints only where CUDA is available. Used by test/Run/tprint.mlir.
# from tvm.script import tir as T

@T.prim_func
def tprint(A: T.Buffer((2, 3), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((2, 3), scope="shared")
        T.call_extern("handle", "debug_print_msg", "start: 100% sure")
        T.call_extern("handle", "debug_print_var", "expr<bx + 7>", bx + 7)
        for i in T.serial(6):
            T.call_extern("handle", "debug_print_buffer_value", "", "A", i, A[i // 3, i % 3])
        T.copy(T.region(A[0, 0], 1, 2, 3), T.region(a[0, 0], 2, 2, 3))
        for i in T.parallel(2):
            for j in T.parallel(3):
                a[i, j] = a[i, j] * T.float32(10)
        for i in T.serial(6):
            T.call_extern("handle", "debug_print_buffer_value", "buffer<a, float32>", "a", T.Cast("int64", i), a[i // 3, i % 3])
        T.device_assert_with_msg(bx == 0, "bx is 0")
