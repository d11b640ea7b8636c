# RUN: pto-translate --import-tir --split-input-file='#'' -----' --verify-diagnostics %s

# Malformed or unsupported input: each error is located in the .py file.

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{expected an expression, found end of line}}
    x = A[0] +

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
  bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @below {{unexpected indent}}
    y = 1

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{unterminated string}}
    T.evaluate("abc)

# -----

# expected-error @+1 {{expected a '@T.prim_func' function or an '@I.ir_module' class at the top level}}
x = 1

# -----

# expected-error @+1 {{function 'g' is not a '@T.prim_func'}}
def g(A: T.Buffer((16,), "float32")):
    pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unknown name 'B'}}
    A[0] = B[0]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{buffer 'A' has rank 1, indexed with 2 indices}}
    A[0, 1] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    tx = T.launch_thread("threadIdx.x", 128)
    # expected-error @+1 {{'tx' is TileLang's GPU thread index (threadIdx.x): Ascend kernels have none}}
    A[tx] = T.float32(0)

# -----

# expected-error @+2 {{parameter 'X' is a typed pointer: this is device TIR after TileLang's lowering}}
@T.prim_func
def f(X: T.handle("float32", "global")):
    pass

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unknown storage scope 'shared.xyz'}}
    a = T.alloc_buffer((16,), scope="shared.xyz")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a buffer in global memory allocated inside the kernel (a workspace) is not supported: pass it as a kernel argument}}
    a = T.alloc_buffer((16,))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{tile operation 'T.c2d_im2col' is not supported by the importer yet}}
    T.c2d_im2col(T.region(a[0], 3, 16))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{the extent of a region of 'A' is computed at run time without a constant bound: write it as T.min(C, ...) with C the largest extent}}
    T.copy(T.region(A[0], 1, n), T.region(a[0], 2, 16))

# -----

@T.prim_func
def f(A: T.Buffer((16, 16), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16, 16), scope="shared.dyn")
    # expected-error @+1 {{'T.gemm' with 7 arguments: the importer knows TileLang's 10, 12, 16 and 19-argument forms}}
    T.gemm(a, a, a, T.bool(False), T.bool(False), 16, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{reduction 'bitnand' is not supported yet (sum, max, min, abssum, absmax, bitand, bitor and bitxor are)}}
    T.reduce(a, a, "bitnand", 0, T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.alloc_buffer((16,), scope="shared.dyn")
    # expected-error @+1 {{'T.mystery' takes buffer 'a': tirpto does not know this call, and unknown calls take scalars only}}
    T.mystery(a)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{unknown name 'k'}}
    while k < 4:
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{a store to a slice of 'A' (a vector store of TileLang's lowered TIR): import the tile-level TIR}}
    A[0:2] = A[2:4]

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    b = T.handle("float32", "shared.dyn")
    b_1 = T.decl_buffer((16,), data=b, scope="shared.dyn")
    # expected-error @+1 {{'tir.view' op views the 64 bytes of 'b' as 32 bytes: T.reshape and T.view keep the byte size}}
    b_2 = T.decl_buffer((4, 2), data=b, scope="shared.dyn")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    n = T.int32()
    # expected-error @+1 {{buffer 'A_1' views the storage of 'A' with another shape or type, and one of the two has a symbolic shape: views of static shapes only}}
    A_1 = T.Buffer((n,), data=A.data)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.decl_buffer((16,), "int32", scope="shared")
    b = T.decl_buffer((16,), scope="shared")
    # expected-error @+1 {{'T.reinterpretcast' of part of 'a': only whole buffers are cast}}
    T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), b.data, 0, 16, 2), T.region(a[8], 1, 8), "float")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.decl_buffer((16,), "int32", scope="shared")
    # expected-error @+1 {{'T.reinterpretcast' into 'A', a kernel argument: the destination is a buffer of the kernel}}
    T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), A.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int32"), a.data, 0, 16, 1), "float")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a = T.decl_buffer((16,), "int32", scope="shared")
    # expected-error @+1 {{expected 'T.ascend_reinterpretcast(dst_ptr, src_ptr, "type")'}}
    T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), a.data, 0, 16, 2), 1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expression nested more than 200 levels deep}}
    A[0] = (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.grid' with 9 loop variables (at most 8)}}
    for a, b, c, d, e, g, h, i, j in T.grid(1, 1, 1, 1, 1, 1, 1, 1, 1):
        A[0] = T.float32(0)

# -----

@T.prim_func
def f(A_handle: T.handle):
    # expected-error @+1 {{'strides=' of 'T.match_buffer' is not supported: buffers are dense and start at their storage}}
    A = T.match_buffer(A_handle, (16, 16), "float32", strides=(32, 1))

# -----

@T.prim_func
def f(A_handle: T.handle):
    n = T.int32()
    # expected-error @+1 {{'strides=' of 'T.match_buffer' is not supported: buffers are dense and start at their storage}}
    A = T.match_buffer(A_handle, (4, n, 8), "float32", strides=(n * 16, 8, 1))

# -----

@T.prim_func
def f(A_handle: T.handle):
    # A product of dimensions that overflows is not dense strides.
    # expected-error @+1 {{'strides=' of 'T.match_buffer' is not supported: buffers are dense and start at their storage}}
    A = T.match_buffer(A_handle, (2, 4611686018427387904, 4), "float32", strides=(0, 4, 1))

# -----

@T.prim_func
def f(A: T.Buffer((128, 32), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    s = T.alloc_buffer((64, 32), scope="shared.dyn")
    # A region of a local buffer lies inside it (one of a global tensor may
    # run past its edge: a boundary tile).
    # expected-error @+1 {{the region of 's' (64 from 32 along axis 0) exceeds its extent 64}}
    T.copy(A[64:128, 0:32], s[32:96, 0:32])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+2 {{a second 'blockIdx.x' axis in one launch}}
    bx = T.launch_thread("blockIdx.x", 1)
    by = T.launch_thread("blockIdx.x", 2)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{unsupported thread tag 'blockIdx.w'}}
    bx = T.launch_thread("blockIdx.w", 1)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.exp' takes one value}}
    A[0] = T.exp(A[0], A[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((16, 16), scope="shared")
    # expected-error @+1 {{expected 'T.ascend_broadcast("Broadcast<type, dims, axis, false>", dst, src, dims, extents...)'}}
    T.ascend_broadcast("Broadcast<float, 2>", T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 1), 2, 16, 16, 16, 16)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((16, 16), scope="shared")
    # expected-error @+1 {{expected 'T.ascend_gather(dst, src, offsets, base, count)'}}
    T.ascend_gather(T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 1), 256)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((16, 16), "int32", scope="shared")
    # expected-error @+1 {{expected 'T.ascend_createvecindex("CreateVecIndex<type>", dst, first, count)'}}
    T.ascend_createvecindex(T.tvm_access_ptr(T.type_annotation("int32"), d.data, 0, 256, 2), 0, 256)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((4, 8), scope="shared")
    o = T.decl_buffer((4,), scope="shared")
    # expected-error @+1 {{expected 'T.ascend_reduce("reduce_<kind><type, M, N, dim>", out, src, clear)'}}
    T.ascend_reduce("reduce_prod<float, 4, 8, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 4, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 32, 1), T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((4, 8), scope="shared")
    o = T.decl_buffer((4,), scope="shared")
    # expected-error @+1 {{'T.ascend_reduce' of 8 x 8 elements of a buffer of shape 4 x 8}}
    T.ascend_reduce("reduce_max<float, 8, 8, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 4, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 32, 1), T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((2, 4, 8), scope="shared")
    o = T.decl_buffer((2, 4), scope="shared")
    # expected-error @+1 {{'T.ascend_reduce' of a source of shape 2 x 4 x 8: one tile of leading extent 1 is reduced}}
    T.ascend_reduce("reduce_max<float, 4, 8, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 64, 1), T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((1, 4, 8), scope="shared")
    o = T.decl_buffer((1, 4), scope="shared")
    # expected-error @+1 {{'T.ascend_reduce' of 2 x 8 elements of a tile of shape 4 x 8: a rank-3 source is reduced whole}}
    T.ascend_reduce("reduce_max<float, 2, 8, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 4, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 32, 1), T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((16,), scope="shared")
    o = T.decl_buffer((16,), scope="shared")
    # expected-error @+1 {{'T.ascend_reduce' of a rank-1 source other than one whole row ("<type, 1, N, -1>" of a whole buffer)}}
    T.ascend_reduce("reduce_max<float, 1, 16, 0>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 16, 1), T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    b = T.decl_buffer((16,), scope="shared")
    for i in range(2):
        a = T.decl_buffer((16,), "int32", scope="shared")
        # expected-error @+1 {{'T.reinterpretcast' of 'b' to the storage of 'a', which is allocated inside a loop, branch or section that 'b' is not in: not supported yet}}
        T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), b.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int32"), a.data, 0, 16, 1), "float")

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), c: T.int32):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((4, 8), scope="shared")
    o = T.decl_buffer((4,), scope="shared")
    # expected-error @+1 {{expected a constant 'clear'}}
    T.ascend_reduce("reduce_max<float, 4, 8, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 4, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 32, 1), c)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    d = T.decl_buffer((1, 64), scope="shared")
    # expected-error @+1 {{expected 'T.ascend_sort32(dst, values, indices, repeat)'}}
    T.ascend_sort32(T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 64, 2), 1)
