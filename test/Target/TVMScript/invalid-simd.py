# RUN: pto-translate --import-tir --split-input-file='#'' -----' --verify-diagnostics %s

# The T.simd forms pto-translate reports, located in the .py file.

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32, "PAT_VL8")
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vadd' with a mask of fewer lanes than its register is not supported: tirpto computes T.simd registers as whole tiles (only an 'ONEPT_*' T.simd.vsts takes a partial mask)}}
    b: T.float32x64 = T.tl.simd.vadd(a, a, m, "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    # expected-error @+1 {{'T.simd.pset' pattern 'PAT_M3' is not supported: tirpto reads 'PAT_ALL' and 'PAT_VL<n>' (the first n lanes)}}
    m: T.boolx256 = T.tl.simd.pset(32, "PAT_M3")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected a constant element width 8, 16, 32 or 64 for 'T.simd.pset'}}
    m: T.boolx256 = T.tl.simd.pset(12)

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    # expected-error @+1 {{'T.simd.vld' with dist 'DS_B32' is not supported: tirpto loads 'NORM', 'BRC' (a broadcast element) and 'UNPK' (each element into the low half of a wider lane) of the buffer's element width}}
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 128, 1), "DS_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    # expected-error @+1 {{expected 'T.simd.vld(address[, dist])' (the post-increment form is not supported)}}
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM", 64)

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    # expected-error @+1 {{'T.simd.vld' of NORM gives a register of 64 lanes of the buffer's elements, not the annotated type}}
    a: T.float16x128 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.access_ptr(buffer[indices], ...)' or 'buffer[indices]' as the address of 'T.simd.vld'}}
    a: T.float32x64 = T.tl.simd.vld(5, "NORM")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "bfloat16")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), "bfloat16", scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(16)
    b: T.bfloat16x128 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "UNPK_B16")
    # expected-error @+1 {{'T.simd.vcvt' of an unpacked register with part 'PART_ODD' is not supported: its elements are the even parts (part 0)}}
    f: T.float32x64 = T.tl.simd.vcvt(b, m, "PART_ODD", "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "bfloat16")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), "bfloat16", scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(16)
    b: T.bfloat16x128 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "UNPK_B16")
    # expected-error @+1 {{an unpacked register (T.simd.vld with 'UNPK_*') is supported as the source of a widening T.simd.vcvt only, not as an operand of 'T.simd.vadd'}}
    c: T.bfloat16x128 = T.tl.simd.vadd(b, b, m, "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vcvt' needs its result's type: bind it to a name with a vector type ('x: T.float32x64 = T.tl.simd.vcvt(...)', as TileLang prints it)}}
    T.tl.simd.vsts(T.access_ptr(x_ub[0, 0], 64, 2), T.tl.simd.vcvt(a, m, "ROUND_R", "RS_ENABLE", "PART_EVEN", "MODE_ZEROING"), m, "NORM_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vcvt' between element widths is supported from an unpacked register (T.simd.vld with 'UNPK_*') only: the even or odd parts of a packed register have no tile form}}
    h: T.float16x128 = T.tl.simd.vcvt(a, m, "ROUND_R", "RS_ENABLE", "PART_EVEN", "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vcvt' of the same width is supported from integers to floats}}
    h: T.int32x64 = T.tl.simd.vcvt(a, m, "ROUND_R", "RS_ENABLE", "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    s: T.float32x64 = T.tl.simd.vcadd(a, m, "MODE_ZEROING")
    # expected-error @+1 {{the result of a lane reduction (T.simd.vcadd / vcmax / vcmin) is supported as the value of a 'ONEPT_*' T.simd.vsts only, not as an operand of 'T.simd.vadd'}}
    t: T.float32x64 = T.tl.simd.vadd(s, a, m, "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    s: T.float32x64 = T.tl.simd.vcadd(a, m, "MODE_ZEROING")
    # expected-error @+1 {{the result of a lane reduction is stored with an 'ONEPT_*' T.simd.vsts only}}
    T.tl.simd.vsts(T.access_ptr(x_ub[0, 0], 64, 2), s, m, "NORM_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vsts' with dist 'PK_B32' is not supported: tirpto stores 'NORM' / 'NORM_B<n>' (every lane) and 'ONEPT' (lane 0)}}
    T.tl.simd.vsts(T.access_ptr(x_ub[0, 0], 32, 2), a, m, "PK_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    h_ub = T.alloc_buffer((4, 128), "float16", scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vsts' of a register of another element type than the buffer's (a packing store) is not supported}}
    T.tl.simd.vsts(T.access_ptr(h_ub[0, 0], 64, 2), a, m, "NORM_B16")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vsqz' is not supported: tirpto reads T.simd.pset (PAT_ALL, PAT_VL<n>), vld, vsts, vcvt, vdup, the element-wise vadd / vsub / vmul / vdiv / vmax / vmin (and their scalar forms vadds / vmuls / vmaxs / vmins), vand / vor / vxor, vexp / vln / vsqrt / vabs / vrelu / vneg, and the lane reductions vcadd / vcmax / vcmin}}
    b: T.float32x64 = T.tl.simd.vsqz(a, m, "MODE_STORED")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    # expected-error @+1 {{'T.simd.vsts' stores a register}}
    T.tl.simd.vsts(T.access_ptr(x_ub[0, 0], 64, 2), m, m, "NORM_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{expected a mask (T.simd.pset)}}
    b: T.float32x64 = T.tl.simd.vadd(a, a, a, "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    m: T.boolx256 = T.tl.simd.pset(32)
    # expected-error @+1 {{'T.simd.vadd' expects a register here, not a mask}}
    b: T.float32x64 = T.tl.simd.vadd(m, m, m, "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'q' is not a T.simd register or mask}}
    b: T.float32x64 = T.tl.simd.vexp(q)

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), "int32", scope="shared.dyn")
    a: T.int32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vexp' of integer registers is not supported}}
    b: T.int32x64 = T.tl.simd.vexp(a)

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vand' takes integer registers}}
    b: T.float32x64 = T.tl.simd.vand(a, a)

# -----

@T.prim_func
def f(X: T.Buffer((4, 128), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
    # expected-error @+1 {{'T.simd.vld' as a statement is not supported (its value is not used)}}
    T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "uint32")):
    bx = T.launch_thread("blockIdx.x", 1)
    a: T.uint32x64 = T.tl.simd.vld(T.access_ptr(X[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vmax' of unsigned registers is not supported: tirpto reads unsigned integers as signed ones of the same width, which compare differently}}
    b: T.uint32x64 = T.tl.simd.vmax(a, a)

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    u_ub = T.alloc_buffer((4, 64), "uint32", scope="shared.dyn")
    a: T.uint32x64 = T.tl.simd.vld(T.access_ptr(u_ub[0, 0], 64, 1), "NORM")
    b: T.uint32x64 = T.tl.simd.vadd(a, a)
    # expected-error @+1 {{'T.simd.vcmax' of unsigned registers is not supported: tirpto reads unsigned integers as signed ones of the same width, which compare differently}}
    T.tl.simd.vsts(T.access_ptr(u_ub[0, 0], 1, 2), T.tl.simd.vcmax(b), T.tl.simd.pset(32, "PAT_VL1"), "ONEPT_B32")

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    u_ub = T.alloc_buffer((4, 64), "uint32", scope="shared.dyn")
    a: T.uint32x64 = T.tl.simd.vld(T.access_ptr(u_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vcvt' of unsigned registers is not supported: tirpto reads unsigned integers as signed ones of the same width}}
    b: T.float32x64 = T.tl.simd.vcvt(a, T.tl.simd.pset(32), "ROUND_R", "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    i_ub = T.alloc_buffer((4, 64), "int32", scope="shared.dyn")
    a: T.int32x64 = T.tl.simd.vld(T.access_ptr(i_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{'T.simd.vcvt' with rounding 'ROUND_Z' is not supported: tirpto converts integers to floats rounding to nearest even ('ROUND_R')}}
    b: T.float32x64 = T.tl.simd.vcvt(a, T.tl.simd.pset(32), "ROUND_Z", "MODE_ZEROING")

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 64), scope="shared.dyn")
    a: T.float32x64 = T.tl.simd.vld(T.access_ptr(x_ub[0, 0], 64, 1), "NORM")
    # expected-error @+1 {{the T.simd op gives a register of 64 lanes of its operands' elements, not of the annotated type}}
    b: T.float16x128 = T.tl.simd.vadd(a, a)

# -----

@T.prim_func
def f(X: T.Buffer((4, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    x_ub = T.alloc_buffer((4, 64), scope="shared.dyn")
    # expected-error @+1 {{'T.simd.vdup' needs its lanes' type: bind it to a name with a vector type ('d: T.float32x64 = T.tl.simd.vdup(...)', as TileLang prints it)}}
    T.tl.simd.vsts(T.access_ptr(x_ub[0, 0], 64, 2), T.tl.simd.vdup(T.float32(1.0), T.tl.simd.pset(32), "MODE_ZEROING"), T.tl.simd.pset(32), "NORM_B32")
