# RUN: pto-translate --import-tir --split-input-file='#'' -----' --verify-diagnostics %s

# The element atomics pto-translate reports, located in the .py file.

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_add_elem_op' with a memory order other than "relaxed" (0) is not supported: PTO's atomic stores order nothing beyond the element}}
    T.atomic_add_elem_op(T.address_of(counter[0]), T.float32(1.0), 5)

# -----

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.atomic_add_elem_op(T.address_of(buffer[indices]), value[, memory_order])' or 'T.atomic_add_elem_op(T.access_ptr(buffer[indices], ...), value[, memory_order])'}}
    T.atomic_add_elem_op(counter[0], T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((4, 4), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_add_elem_op' indexes a rank-2 buffer with 1 indices}}
    T.atomic_add_elem_op(T.address_of(counter[0]), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected an element 'buffer[indices]' in 'T.atomic_add_elem_op'}}
    T.atomic_add_elem_op(T.access_ptr(counter, 1, 3), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_add_ret_elem_op' used for the element's previous value (TileLang's return_prev=True) is not supported yet: PTO adds into global memory with a store, which returns nothing}}
    T.atomic_add_ret_elem_op(T.address_of(counter[0]), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'AtomicAddRet' used for the element's previous value (TileLang's return_prev=True) is not supported yet: PTO adds into global memory with a store, which returns nothing}}
    T.call_extern("float32", "AtomicAddRet", T.address_of(counter[0]), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((1,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{expected 'T.call_extern("handle", "AtomicMax", T.address_of(buffer[indices]), value[, memory_order])' or 'T.call_extern("handle", "AtomicMax", T.access_ptr(buffer[indices], ...), value[, memory_order])'}}
    T.call_extern("handle", "AtomicMax", T.address_of(counter[0]))

# -----

@T.prim_func
def f(counter: T.Buffer((2,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_add_ret_elem_op' used for the element's previous value (TileLang's return_prev=True) is not supported yet: PTO adds into global memory with a store, which returns nothing}}
    counter[1] = T.atomic_add_ret_elem_op(T.access_ptr(counter[0], 1, 3), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((2,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'AtomicAdd' used for the element's previous value (TileLang's return_prev=True) is not supported yet}}
    counter[1] = T.call_extern("float32", "AtomicAdd", T.address_of(counter[0]), T.float32(1.0))

# -----

@T.prim_func
def f(counter: T.Buffer((2,), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_addx2_elem_op' is not supported yet: of TileLang's element atomics, tirpto reads T.atomic_add, T.atomic_max and T.atomic_min of one element (atomic_add_elem_op, ..., or the AtomicAdd, ... externs)}}
    T.atomic_addx2_elem_op(T.address_of(counter[0]), T.address_of(counter[0]))

# -----

@T.prim_func
def f(counter: T.Buffer((4,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    # expected-error @+1 {{'T.atomic_add_elem_op' of a 'T.access_ptr' whose extent is not the constant 1: an element atomic updates one element}}
    T.atomic_add_elem_op(T.access_ptr(counter[0], 4, 3), T.float32(1.0))
