# RUN: pto-translate --import-tir --split-input-file='#'' -----' --verify-diagnostics %s

# Importer errors that invalid.py does not cover, one case per message:
# the lexer and the parser, parameters and buffers, launches, statements
# and loops, scalar expressions and calls, tile operations and
# tilelang-ascend's T.ascend_* operations. Each error is located in the
# .py file.

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{malformed number '1.0f'}}
    A[0] = T.float32(1.0f)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    if A[0] > T.float32(0):
            A[0] = T.float32(0)
        # expected-error @+1 {{unindent does not match any outer indentation level}}
        A[1] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unexpected character '?'}}
    A[0] = A[1] ? A[2]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unmatched ')'}}
    A[0] = T.max(A[0], A[1]))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected ':', found end of line}}
    for i in T.serial(16)
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    if A[0] > T.float32(0):
    # expected-error @+1 {{expected an indented block}}
    A[0] = T.float32(0)

# -----

# expected-error @+1 {{expected end of line after a decorator, found 'def'}}
@T.prim_func def f(A: T.Buffer((16,), "float32")):
    pass

# -----

@T.prim_func
# expected-error @+1 {{expected 'def' or 'class' after a decorator, found 'f'}}
f = 1

# -----

@T.prim_func
# expected-error @+1 {{expected a parameter name, found '"A"'}}
def f("A": T.Buffer((16,), "float32")):
    pass

# -----

@T.prim_func
# expected-error @+1 {{expected a name after 'def', found '('}}
def (A: T.Buffer((16,), "float32")):
    pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'in', found 'T'}}
    for i T.serial(16):
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{chained assignments are not TVMScript}}
    A[0] = A[1] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{several statements on one line are not supported}}
    A[0] = T.float32(0); A[1] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected end of line, found 'A'}}
    A[0] = T.float32(0) A[1]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'else', found end of line}}
    A[0] = A[1] if A[1] > T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{chained comparisons are not supported}}
    if T.float32(0) < A[0] < T.float32(1):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unpacking arguments (*args, **kwargs) are not TVMScript}}
    A[0] = T.max(*A)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{positional argument after a keyword argument}}
    T.copy(src=A, a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a name after '.', found '('}}
    A[0] = T.(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unexpected 'lambda'}}
    A[0] = lambda: 0

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int64")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{integer literal 18446744073709551616 does not fit in 64 bits}}
    A[0] = T.int64(18446744073709551616)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{malformed float literal 10_.5}}
    A[0] = T.float32(10_.5)

# -----

@I.ir_module
class Module:
    # expected-error @+1 {{expected a '@T.prim_func' in the module}}
    x = 1

    @T.prim_func
    def f(A: T.Buffer((16,), "float32")):
        pass

# -----

# expected-error @+2 {{parameter 'n' has no type}}
@T.prim_func
def f(A: T.Buffer((16,), "float32"), n):
    pass

# -----

@T.prim_func
# expected-error @+1 {{expected a shape and a dtype in 'T.Buffer'}}
def f(A: T.Buffer):
    pass

# -----

# expected-error @+2 {{handle parameter 'B_handle' has no 'T.match_buffer'}}
@T.prim_func
def f(A: T.Buffer((16,), "float32"), B_handle: T.handle):
    pass

# -----

@T.prim_func
# expected-error @+1 {{unsupported parameter type for 'eps'}}
def f(A: T.Buffer((16,), "float32"), eps: T.float8):
    pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.alloc_buffer' has no shape}}
    a = T.alloc_buffer(dtype="float32", scope="shared.dyn")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a dtype string}}
    a = T.alloc_buffer((16,), T.float32, scope="shared.dyn")

# -----

@T.prim_func
# expected-error @+1 {{unsupported dtype 'float8_e4m3'}}
def f(A: T.Buffer((16,), "float8_e4m3")):
    pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{negative buffer extent}}
    a = T.alloc_buffer((-16,), scope="shared.dyn")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{the extent of a local buffer is a constant}}
    a = T.alloc_buffer((n,), scope="shared.dyn")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a scope string}}
    a = T.alloc_buffer((16,), scope=shared)

# -----

@T.prim_func
def f(A_handle: T.handle):
    A = T.match_buffer(A_handle, (16,), "float32")
    # expected-error @+1 {{'T.match_buffer' of a handle that is not a parameter of the function}}
    B = T.match_buffer(B_handle, (16,), "float32")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'data=' names no buffer storage}}
    a = T.decl_buffer((16,), data=b, scope="shared.dyn")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected 'T.launch_thread("tag", extent)'}}
    bx = T.launch_thread(1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected 'for v in T.thread_binding(extent, thread="tag")'}}
    for bx in T.thread_binding(1):
        A[bx] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a positive constant thread count}}
    tx = T.launch_thread("threadIdx.x", n)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{a launch without a 'blockIdx' axis is not a kernel}}
    for tx in T.thread_binding(128, thread="threadIdx.x"):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a kernel inside a kernel}}
    for by in T.thread_binding(2, thread="blockIdx.y"):
        A[by] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{the sub-block count ('cthread') is 1 or 2}}
    sid = T.launch_thread("cthread", 4)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a prim_func returns nothing on the device}}
    return A

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    for i in T.serial(16):
        if A[i] < T.float32(0):
            # expected-error @+1 {{'break' and 'continue' are not supported; TileLang prints T.loop_break() for a break}}
            break

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a nested definition is not TIR}}
    def g(x):
        pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    i: T.int32 = 0
    # expected-error @+1 {{'+=' on a name: TIR variables are immutable}}
    i += 1

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a name before ':'}}
    A[0]: T.float32 = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a scalar type such as 'T.int32' or 'T.float32'}}
    x: T.handle = 0

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{a thread launch outside a kernel}}
    tx = T.launch_thread("threadIdx.x", 128)
    bx = T.launch_thread("blockIdx.x", 1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    A[0] = T.float32(0)
    # expected-error @+1 {{a 'blockIdx.y' launch inside a kernel}}
    by = T.launch_thread("blockIdx.y", 2)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 0 (Cube) or 1 (Vector) for 'resource_scope'}}
    T.attr(0, "resource_scope", 2)
    A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a call statement}}
    A[0]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a dict of block attributes}}
    T.block_attr("tl.buffer_versions_map")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a string key}}
    T.block_attr({1: 2})

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a block name string}}
    with T.block(0):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.LetStmt(value, var=name)'}}
    with T.LetStmt(bx * 16):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unsupported 'with' statement 'T.Kernel'}}
    with T.Kernel(1) as bx2:
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unsupported loop 'T.Persistent'}}
    for i in T.Persistent(16):
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a loop variable name}}
    for A[0] in T.serial(16):
        pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'extent' or 'start, stop' in 'T.serial'}}
    for i in T.serial(0, 16, 1):
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{loops with a step other than 1 are not TIR}}
    for i in range(0, 16, 2):
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.grid' has 2 extents for 1 variables}}
    for i in T.grid(4, 4):
        A[i, 0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a constant 'num_stages'}}
    for k in T.serial(16, annotations={"num_stages": n}):
        A[k] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a dict of loop annotations}}
    for k in T.serial(16, annotations=[("num_stages", 2)]):
        A[k] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'num_stages' on a 'T.Parallel' loop}}
    for i in T.Parallel(16, annotations={"num_stages": 2}):
        A[i] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a name or a buffer element to assign}}
    x, y = bx, bx

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a buffer name}}
    A[0, 0] = A[0][1]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'n' is not a buffer}}
    A[0] = n[0]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{operator '%' on floating-point values}}
    A[0] = A[1] % A[2]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{operator '**' is not supported}}
    A[0] = A[1] ** A[2]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'None' is not a value}}
    A[0] = None

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    n = T.int32()
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{variable 'n' is used before it is bound}}
    A[n] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'a' is a buffer, not a value}}
    A[0] = a + T.float32(1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a slice of 'A' where a value is expected}}
    A[0] = T.exp(A[0:4])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'~' on a floating-point value}}
    A[0] = ~A[1]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a string where a value is expected}}
    A[0] = "0"

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a scalar expression}}
    A[0] = (A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.float32' takes one value}}
    A[0] = T.float32(1, 2)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a number, 'inf', '-inf' or 'nan', got 'infinity'}}
    A[0] = T.float32("infinity")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unknown function 'max'}}
    A[0] = max(A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unsupported call}}
    A[0] = A[1](A[2])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.Cast' takes a dtype and a value}}
    A[0] = T.Cast(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.reinterpret(dtype, value)'}}
    A[0] = T.reinterpret(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.reinterpret' between types of different widths}}
    A[0] = T.reinterpret("float32", B[0])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.max_value(dtype)'}}
    A[0] = T.max_value()

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a dtype string}}
    A[0] = T.max_value(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unsupported dtype 'float24'}}
    A[0] = T.Cast("float24", A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.infinity' of an integer type}}
    A[0] = T.infinity("int32")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.max' takes two values}}
    A[0] = T.max(A[0], A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.if_then_else' takes a condition and two values}}
    A[0] = T.if_then_else(A[1] > T.float32(0), A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.abs' takes one value}}
    A[0] = T.abs(A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.floordiv' takes two values}}
    A[0] = T.floordiv(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.call_extern(dtype, "function", args...)'}}
    A[0] = T.call_extern("float32")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.call_extern' of 'get_ptr' returns 'handle': only scalar results are supported}}
    T.evaluate(T.call_extern("handle", "get_ptr", A[0]))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'T.address_of' outside a tile operation: pointer arithmetic of TileLang's lowered TIR; import the tile-level TIR}}
    T.evaluate(T.address_of(a[0]))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{keyword argument 'mode' of 'T.ascend_set_cross_flag' is not supported}}
    T.ascend_set_cross_flag("FIX", 0, mode=2)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-warning @+2 {{unknown TVMScript call 'T.get_lane_id': kept as tir.intrin "get_lane_id"}}
    # expected-error @+1 {{the type of 'T.get_lane_id' is unknown here}}
    if T.get_lane_id() == 0:
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.tvm_storage_sync' yields no value}}
    A[0] = T.tvm_storage_sync("shared")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a string or a buffer as a key}}
    for k in T.serial(16, annotations={"tl_pipeline_order": {0: 1}}):
        A[k] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a constant annotation value}}
    for k in T.serial(16, annotations={"tl_pipeline_order": bx}):
        A[k] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.region(buffer[indices], access, extents...)'}}
    T.copy(T.region(A, 1, 16), T.region(a[0], 2, 16))

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="shared.dyn")
    # expected-error @+1 {{'T.region' of 'A' (rank 2) has 2 indices and 1 extents}}
    T.copy(T.region(A[0, 0], 1, 16), T.region(a[0, 0], 2, 16, 16))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.tvm_access_ptr(type, data, offset, extent, access)'}}
    T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), a.data, 0, 16), a, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'n' is not the storage of a buffer}}
    T.ascend_exp(a, T.tvm_access_ptr(T.type_annotation("float32"), n, 0, 16, 1), 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 8), scope="shared.dyn")
    # expected-error @+1 {{a 'T.tvm_access_ptr' to part of 'a': only whole buffers, runs of a rank-1 buffer and whole rows of a rank-2 one (an offset `r * C` for rows of C elements) are supported}}
    T.ascend_exp(a, T.tvm_access_ptr(T.type_annotation("float32"), a.data, 4, 8, 1), 8)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'tir.tile' op expects sources of the destination's shape and element type 'memref<16xf32, #tir.scope<"shared.dyn">>', got 'memref<8xf32, strided<[1], offset: 8>, #tir.scope<"shared.dyn">>'}}
    T.ascend_exp(a, T.tvm_access_ptr(T.type_annotation("float32"), a.data, 8, 8, 1), 8)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{the extent of a slice of 'A' is not a positive constant}}
    T.copy(A[0:n], a)

# -----

@T.prim_func
def f(A: T.Buffer((32,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{a strided slice of 'A'}}
    T.copy(A[0:32:2], a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected a buffer, a 'T.region' or a buffer slice as a tile operand}}
    T.fill(T.float32(0), a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{the extents of 'a' come from the other operand, which has none}}
    T.fill(a[0], T.float32(0))

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{a region of 'a' (rank 1) for a rank-2 operand}}
    T.copy(A[0:16, 0:16], a[0])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{neither operand of the copy gives its extents}}
    T.copy(A[0], a[0])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'T.copy' takes a source and a destination}}
    T.copy(A)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), relu: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected constant 'enable_relu' and 'transpose' flags}}
    T.ascend_copy(A, a, relu, T.bool(False), 0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), flag: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected a constant 'disable_tma'}}
    T.copy(A, a, disable_tma=flag)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), ctrl: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected a constant 'l2_cache_ctrl'}}
    T.copy(A, a, l2_cache_ctrl=ctrl)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), dual: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected a constant 'dual_dst_ctl'}}
    T.copy(A, a, dual_dst_ctl=dual)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="shared.dyn")
    # expected-error @+1 {{'T.gemm' takes A, B and C}}
    T.gemm(a, a)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), "float16", scope="wmma.matrix_a")
    b = T.alloc_buffer((16, 16), "float16", scope="wmma.matrix_b")
    c = T.alloc_buffer((16, 16), scope="wmma.accumulator")
    # expected-error @+1 {{expected "gemm_v0<A type, C type, M, N, K, transpose_A, transpose_B>"}}
    T.ascend_gemm_v0("gemm_v0<half, float, 16, 16, 16>", a, b, c, T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float16"), trans: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), "float16", scope="shared.dyn")
    c = T.alloc_buffer((16, 16), scope="local.fragment")
    # expected-error @+1 {{expected constant transpose flags}}
    T.gemm(a, a, c, trans, T.bool(False), 16, 16, 16, 0, 1)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float16"), ctrl: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), "float16", scope="shared.dyn")
    c = T.alloc_buffer((16, 16), scope="local.fragment")
    # expected-remark @+1 {{'unit_flag_ctrl' computed at run time ignored: it tunes TileLang's own backend (tirpto's sync orders the gemm and the copy out of its accumulator)}}
    T.gemm(a, a, c, T.bool(False), T.bool(False), 16, 16, 16, 0, 1, unit_flag_ctrl=ctrl)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'T.fill' takes a buffer and a value}}
    T.fill(a)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="shared.dyn")
    b = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.reduce(src, dst, kind, dim, clear)'}}
    T.reduce(a, b, "sum", 1)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32"), dim: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="shared.dyn")
    b = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected a constant 'dim' and 'clear'}}
    T.reduce(a, b, "sum", dim, T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_add(dst, src0, src1, count)'}}
    T.ascend_add(a, a, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_muls(dst, src, scalar, count)'}}
    T.ascend_muls(a, a, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    s = T.alloc_buffer((2, 2), scope="shared.dyn")
    # expected-error @+1 {{the scalar's buffer of 'T.ascend_muls' is not rank 1}}
    T.ascend_muls(a, a, s, 0, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_exp(dst, src, count)'}}
    T.ascend_exp(a, a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_fill("Fill<type>", dst, value, count)'}}
    T.ascend_fill(a, T.float32(0), 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    b = T.alloc_buffer((16,), "float16", scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_cast(dst, src, "CAST_<mode>", count)'}}
    T.ascend_cast(b, a, "RINT", 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    b = T.alloc_buffer((16,), "float16", scope="shared.dyn")
    # expected-error @+1 {{unknown cast mode 'CAST_STOCHASTIC'}}
    T.ascend_cast(b, a, "CAST_STOCHASTIC", 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_clamp("Clamp<type>", dst, src, low, high, count)'}}
    T.ascend_clamp(a, a, T.float32(0), T.float32(1), 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), "int32", scope="shared.dyn")
    # expected-error @+1 {{expected 'T.ascend_arith_progression("ArithProgression<type>", dst, first, step, count)'}}
    T.ascend_arith_progression("ArithProgression<int>", a, 0, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), "float16", scope="wmma.matrix_a")
    b = T.alloc_buffer((16, 16), "float16", scope="wmma.matrix_b")
    c = T.alloc_buffer((16, 16), scope="wmma.accumulator")
    # expected-error @+1 {{expected 'T.ascend_mma("mma<...>", A, B, C, init, K)'}}
    T.ascend_mma("mma<half, float, 16, 16>", a, b, c, T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{malformed number '0x'}}
    A[0] = T.float32(0x)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.sigmoid' takes 1 operand, got 0}}
    x = T.sigmoid()

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.reduce' of a rank-2 buffer along dim -5: expected -2 <= dim < 2}}
    T.reduce(T.region(B[0, 0], 1, 4, 4), T.region(C[0], 2, 4), "sum", -5, T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), C: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unsupported dtype 'float8_e4m3'}}
    A[0] = T.Cast("float8_e4m3", A[1])

# -----

@T.prim_func
def f(B_handle: T.handle):
    B = T.match_buffer(B_handle, (16,), "float32")
    # expected-error @+1 {{'T.match_buffer' of 'B_handle' again: each handle is matched once}}
    C = T.match_buffer(B_handle, (16,), "float32")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'T.ascend_printf' of a buffer: pto.print prints scalars (T.dump_tensor prints buffers)}}
    T.ascend_printf("%d", a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected 'T.ascend_printf("format", values...)'}}
    T.ascend_printf(1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected 'T.ascend_dump_tensor(ptr, desc, dump_size, dim, shape...)'}}
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("float32"), A.data, 0, 16, 1), 1, 16, 2, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.ascend_dump_tensor' takes a constant desc and dump_size}}
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("float32"), A.data, 0, 16, 1), 1, n, 1, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    # expected-error @+1 {{expected a constant shape value}}
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("float32"), A.data, 0, 16, 1), 1, 16, 1, n)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected 'with T.launch_thread("tag", extent) as v'}}
    with T.launch_thread("blockIdx.x", 1):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{'T.transpose' takes a source and a destination}}
    T.transpose(T.region(a[0, 0], 1, 4, 4))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{keyword argument 'foo' of 'T.transpose' is not supported}}
    T.transpose(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), foo=1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.cumsum(src, dst, dim, reverse)' (dst, dim and reverse may be keywords)}}
    T.cumsum(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), 0, T.bool(False), 1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{'T.cumsum' got 'dim' twice}}
    T.cumsum(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), 0, dim=1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{keyword argument 'annotations' of 'T.cummax' is not supported}}
    T.cummax(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), 0, T.bool(False), annotations={"x": 1})

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{expected a constant 'dim' and 'reverse' in 'T.cumsum'}}
    T.cumsum(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), n, T.bool(False))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4, 4), scope="shared.dyn")
    # expected-error @+1 {{'T.cummax' of a rank-2 buffer along dim 2: expected -2 <= dim < 2}}
    T.cummax(T.region(a[0, 0], 1, 4, 4), T.region(a[0, 0], 2, 4, 4), 2, T.bool(False))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.alloc_buffer((4,), scope="local.fragment")
    # expected-error @+1 {{'T.finalize_reducer' of part of 'acc': a reducer is finalized whole}}
    T.finalize_reducer(acc[1:3])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.alloc_buffer((4,), scope="local.fragment")
    # expected-error @+1 {{'T.finalize_reducer' of 'acc', which is not a reducer (T.alloc_reducer records its op in 'reducer_info_v2')}}
    T.finalize_reducer(acc, A)
    # expected-error @+1 {{expected 'T.finalize_reducer(reducer)' or 'T.finalize_reducer(reducer, dst)'}}
    T.finalize_reducer(acc, A, A)

# -----

# v2 reducers: their op, their epochs.
@T.prim_func
def f(A: T.Buffer((4, 8), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.handle("float32", "local.reducer")
    # expected-error @+1 {{expected {"op": "sum" | "max" | "min" | "bitand" | "bitor" | "bitxor"} for reducer 'acc'}}
    T.block_attr({"reducer_info_v2": {acc: {"op": "prod"}}})

# -----

@T.prim_func
def f(A: T.Buffer((4, 8), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.handle("float32", "local.reducer")
    T.block_attr({"reducer_info_v2": {acc: {"op": "sum"}}})
    acc_1 = T.alloc_buffer((4,), data=acc, scope="local.reducer")
    other = T.alloc_buffer((4,), scope="local.reducer")
    # expected-error @+1 {{expected 'T.reducer_init(reducer[, init])'}}
    T.reducer_init()
    # expected-error @+1 {{'T.reducer_init' of 'other', which is not a reducer}}
    T.reducer_init(T.region(other[0], 2, 4))
    for i in T.parallel(4):
        for j in T.parallel(8):
            # expected-error @+1 {{expected 'T.reducer_update(reducer[indices], value)'}}
            T.reducer_update(acc_1, A[i, j])
            # expected-error @+1 {{'T.reducer_update' indexes a rank-1 reducer with 2 indices}}
            T.reducer_update(acc_1[i, j], A[i, j])
    # expected-error @+1 {{expected 'T.finalize_reducer_v2(reducer, dst)'}}
    T.finalize_reducer_v2(T.region(acc_1[0], 3, 4))

# -----

@T.prim_func
def f(A: T.Buffer((4, 8), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.handle("float32", "local.reducer")
    T.block_attr({"reducer_info_v2": {acc: {"op": "bitor"}}})
    acc_1 = T.alloc_buffer((4,), data=acc, scope="local.reducer")
    for i in T.serial(4):
        for j in T.serial(8):
            # expected-error @+1 {{'T.reducer_update' of a float reducer whose op is 'bitor': bitwise ops take integers}}
            T.reducer_update(acc_1[i], A[i, j])
    for i in T.parallel(4):
        for j in T.parallel(8):
            # expected-error @+1 {{'T.reducer_update' of a 'bitor' reducer inside a T.Parallel nest is not supported yet (the Vector core reduces rows by sum, max and min only); update it in a T.serial loop}}
            T.reducer_update(acc_1[i], A[i, j])

# -----

@T.prim_func
def f(S: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((4,), scope="local.fragment")
    # expected-error @+1 {{expected a local.reducer buffer as a key of 'reducer_info_v2'}}
    T.block_attr({"reducer_info_v2": {S: {"op": "sum"}}})
    # expected-error @+1 {{expected a local.reducer buffer as a key of 'reducer_info_v2'}}
    T.block_attr({"reducer_info_v2": {a: {"op": "sum"}}})

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    acc = T.alloc_buffer((4,), scope="local.fragment")
    # expected-error @+1 {{'T.finalize_reducer' of part of 'acc': a reducer is finalized whole}}
    T.finalize_reducer(acc[0])

# -----

# A reduction's call annotations: batch= and enable_fadd2 tune CUDA and are
# accepted with a remark; nan_propagate=True changes results.
@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="local.fragment")
    m = T.alloc_buffer((16,), scope="local.fragment")
    # expected-remark @+2 {{'T.reduce_*(..., batch=4)' is accepted and not used: it batches CUDA's AllReduce calls per barrier, and the Vector core reduces a tile with its own instructions}}
    # expected-remark @+1 {{reduction annotation 'enable_fadd2' is accepted and not used: it selects CUDA SM100's packed FP32x2 additions}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "sum", 1, T.bool(True), batch=4, enable_fadd2=T.bool(False), nan_propagate=T.bool(False))
    # expected-error @+1 {{'T.reduce_*(..., nan_propagate=True)' is not supported: TileLang defines it for CUDA only, and tirpto does not promise how the Vector core's max and min treat NaN}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "max", 1, T.bool(True), nan_propagate=T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="local.fragment")
    m = T.alloc_buffer((16,), scope="local.fragment")
    # expected-error @+1 {{expected a constant 'batch' of at least 1}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "sum", 1, T.bool(True), batch=0)

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="local.fragment")
    m = T.alloc_buffer((16,), scope="local.fragment")
    # expected-error @+1 {{'T.reduce' got 'batch' twice}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "sum", 1, T.bool(True), batch=2, batch=3)
    # expected-error @+1 {{keyword argument 'warp' of 'T.reduce' is not supported}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "sum", 1, T.bool(True), warp=2)

# -----

# Upstream's auto-scheduling hints (T.PerCoreTask, T.Task, T.Stage: T.attr
# scopes) and T.assume_no_conflict are no-ops at run time.
@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((32,), scope="shared.dyn")
    # expected-remark @+1 {{attribute 'tl.ascend_per_core_task' ignored: it steers TileLang's own lowering}}
    with T.attr(0, "tl.ascend_per_core_task", 1):
        # expected-remark @+1 {{attribute 'tl.ascend_task' ignored: it steers TileLang's own lowering}}
        with T.attr({"latency": T.int64(3), "ii": T.int64(1)}, "tl.ascend_task", 1):
            T.copy(T.region(A[0], 1, 32), T.region(a[0], 2, 32))
    # expected-remark @+1 {{attribute 'tl.ascend_stage' ignored: it steers TileLang's own lowering}}
    with T.attr(T.int64(1), "tl.ascend_stage", 1):
        # expected-remark @+1 {{'T.assume_no_conflict' ignored: it removes dependences TileLang's own auto-scheduler would synchronise; ptoas synchronises tirpto's output from the accesses themselves}}
        T.assume_no_conflict(T.region(A[32], 3, 32), T.region(A[32], 3, 32), -1, 1, "")
        # expected-remark @+1 {{'T.assume_no_conflict' ignored}}
        T.assume_no_conflict(a.data, a.data, 0, -1, "g")
        T.copy(T.region(a[0], 1, 32), T.region(A[32], 2, 32))

# -----

# Out-of-bounds values: 0 is what tirpto pads with; others are reported
# rather than ignored.
@T.prim_func
def f(A: T.Buffer((60,), "float32"), C: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    a = T.alloc_buffer((32,), scope="shared")
    # expected-remark @+2 {{T.annotate_safe_value accepted: its values are 0, what tirpto pads regions past a tensor's edge with anyway}}
    # expected-remark @+1 {{T.annotate_padding accepted: its values are 0}}
    T.block_attr({"safe_value_map": {A.data: T.float32(0)}, "padding_map": {a.data: T.float32(0.0)}})
    T.copy(T.region(A[bx * 32], 1, 32), T.region(a[0], 2, 32))

# -----

@T.prim_func
def f(A: T.Buffer((60,), "float32"), C: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    # expected-error @+1 {{T.annotate_safe_value gives the out-of-bounds reads of 'A' a value other than 0, which is not supported yet: tirpto pads regions past a tensor's edge with 0 (TileLang's default) or a copy's pad_value (write T.copy(..., pad_value=v))}}
    T.block_attr({"safe_value_map": {A.data: T.float32(-1)}})

# -----

@T.prim_func
def f(A: T.Buffer((60,), "float32"), C: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    a = T.alloc_buffer((32,), scope="shared")
    # expected-error @+1 {{T.annotate_padding gives the out-of-bounds reads of 'a' a value other than 0}}
    T.block_attr({"padding_map": {a.data: T.float32("-inf")}})

# -----

@T.prim_func
def f(A: T.Buffer((60,), "float32"), C: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    # expected-error @+1 {{expected 'padding_map' to map buffers to values}}
    T.block_attr({"padding_map": 0})

# -----

@T.prim_func
def f(M: T.Buffer((4, 8), "int8")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.any_of(T.address_of(buffer[indices]), count)'}}
    if T.any_of(M, 8):
        M[0, 0] = T.int8(0)

# -----

@T.prim_func
def f(M: T.Buffer((4, 8), "int8")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a constant element count of 1 to 32 in 'T.all_of'}}
    if T.all_of(T.address_of(M[0, 0]), 33):
        M[0, 0] = T.int8(0)

# -----

@T.prim_func
def f(M: T.Buffer((4, 8), "int8")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.any_of' starts at 1 indices of a rank-2 buffer}}
    if T.any_of(T.address_of(M[0]), 8):
        M[0, 0] = T.int8(0)

# -----

@T.prim_func
def f(M: T.Buffer((4, 8), "int8")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unknown name 'N'}}
    if T.any_of(T.address_of(N[0]), 8):
        M[0, 0] = T.int8(0)

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'debug_print_var("msg", value)'}}
    T.call_extern("handle", "debug_print_var", A[0])
    # expected-error @+1 {{'debug_print_tile' is not one of T.print's externs (debug_print_msg, debug_print_var, debug_print_buffer_value)}}
    T.call_extern("handle", "debug_print_tile", "m", A[0])
    # expected-error @+1 {{expected 'debug_print_buffer_value("msg", "buffer", index, value)'}}
    T.call_extern("handle", "debug_print_buffer_value", "m", A, 0, A[0])

# -----

@T.prim_func
def f(M: T.Buffer((4, 8), "int8")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.any_of' of 8 elements from element 28 runs past the end of 'M' (32 elements)}}
    if T.any_of(T.address_of(M[3, 4]), 8):
        M[0, 0] = T.int8(0)
    # expected-error @+1 {{'T.all_of' starts outside 'M' (index -1 of a dimension of 8)}}
    if T.all_of(T.address_of(M[0, -1]), 2):
        M[0, 0] = T.int8(0)
    a = T.alloc_buffer((8,), scope="shared")
    for i in T.parallel(8):
        # expected-error @+1 {{'T.any_of' inside a T.Parallel nest is not supported (it is a scalar loop over the elements; test them outside the nest)}}
        a[i] = T.if_then_else(T.any_of(T.address_of(M[0, 0]), 8), T.float32(1), T.float32(0))

# -----

@T.prim_func
def f(A: T.Buffer((60,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a buffer as a key of 'safe_value_map'}}
    T.block_attr({"safe_value_map": {"A": T.float32(0)}})

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32"), N: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="local.fragment")
    m = T.alloc_buffer((16,), scope="local.fragment")
    # expected-error @+1 {{expected a constant 'enable_fadd2'}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "sum", 1, T.bool(True), enable_fadd2=N)
    # expected-error @+1 {{expected a constant 'nan_propagate'}}
    T.reduce(T.region(a[0, 0], 1, 16, 16), T.region(m[0], 2, 16), "max", 1, T.bool(True), nan_propagate=N)

# -----

@T.prim_func
def f(A: T.Buffer((4, 8), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'reducer_info_v2' to map reducers to {"op": ...}}}
    T.block_attr({"reducer_info_v2": 0})

# -----

@T.prim_func
def f(a: T.handle):
    n = T.int32()
    M = T.match_buffer(a, (n,), "int8")
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.any_of' of 'M', whose shape is not constant, is not supported yet}}
    if T.any_of(T.address_of(M[0]), 4):
        M[0] = T.int8(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.ascend_set_hf32_mode' (T.set_hf32_mode) takes a constant mode: 0 (off), 1 (nearest_zero) or 2 (nearest_even)}}
    T.ascend_set_hf32_mode(3)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-remark @+1 {{'T.ascend_set_hf32_mode' (T.set_hf32_mode) ignored: tirpto's f32 gemms multiply the operands' full f32 mantissas (PTO's tmatmul has no HF32 mode): results close to HF32's, not equal to them}}
    T.ascend_set_hf32_mode(2)
    T.ascend_set_hf32_mode(0)

# -----

# A region whose extent is computed at run time without a constant bound.
@T.prim_func
def f(x_handle: T.handle):
    n = T.int32()
    x = T.match_buffer(x_handle, (n, 24), strides=(24, 1))
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        x_ub = T.alloc_buffer((128, 8), scope="shared")
        # expected-error @+2 {{the extent of a region of 'x' is computed at run time without a constant bound: write it as T.min(C, ...) with C the largest extent}}
        # expected-error @+1 {{the extent of a region of 'x_ub' is computed at run time without a constant bound}}
        T.copy(T.region(x[0, 0], 1, n, 2), T.region(x_ub[0, 0], 2, n, 2), -1, T.bool(False), 0)

# -----

# A region of no elements.
@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((16,), scope="shared")
        # expected-error @+1 {{the extent of a region of 'A' is not a positive number}}
        T.copy(T.region(A[0], 1, 0), T.region(a[0], 2, 16))

# -----

# Run-time extents whose bounds differ between the two regions.
@T.prim_func
def f(x_handle: T.handle):
    n = T.int32()
    x = T.match_buffer(x_handle, (n, 24), strides=(24, 1))
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        x_ub = T.alloc_buffer((128, 8), scope="shared")
        # expected-error @+1 {{a copy of regions whose extents are computed at run time is supported between two regions of the same rank and bounds, without transpose}}
        T.copy(T.region(x[0, 0], 1, T.min(128, n), 2), T.region(x_ub[0, 0], 2, T.min(64, n), 2), -1, T.bool(False), 0)

# -----

# A region with a run-time extent as the operand of another operation.
@T.prim_func
def f(x_handle: T.handle):
    n = T.int32()
    x = T.match_buffer(x_handle, (n, 24), strides=(24, 1))
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        x_ub = T.alloc_buffer((128, 8), scope="shared")
        # expected-error @+1 {{a region of 'x_ub' whose extent is computed at run time is supported as a T.copy operand only}}
        T.fill(T.region(x_ub[0, 0], 2, T.min(128, n), 8), 0)

# -----

# Kept last: the error is located at the end of the input.
@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+2 {{unexpected end of input inside brackets}}
    A[0] = T.max(A[0],
