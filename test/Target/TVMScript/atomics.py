# RUN: pto-translate --import-tir %s | FileCheck %s

# TileLang's element atomics in the spellings its releases print:
# tl.atomic_*_elem_op on `T.access_ptr(x[i], ...)` (upstream's atomic.py
# now) or on `T.address_of(x[i])`, with or without the relaxed memory
# order 0, and the older AtomicAdd / AtomicMax / AtomicMin externs.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @atomics(
# CHECK-SAME: %[[C:[^:]*]]: memref<1xf32>
# CHECK-SAME: %[[H:[^:]*]]: memref<4x8xi32>
@T.prim_func
def atomics(counter: T.Buffer((1,), "float32"), hist: T.Buffer((4, 8), "int32")):
    bx = T.launch_thread("blockIdx.x", 4)
    with T.block("tilelang_root"):
        # CHECK: tir.for parallel %[[I:.*]] =
        for i in T.parallel(256):
            # CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
            # CHECK-NEXT: tir.atomic <add> %[[C]][%{{.*}}], %[[ONE]] : memref<1xf32>
            T.atomic_add_elem_op(T.access_ptr(counter[0], 1, 3), T.float32(1.0))
            # CHECK: tir.atomic <add> %[[C]][%{{.*}}], %{{.*}} : memref<1xf32>
            T.atomic_add_elem_op(T.address_of(counter[0]), T.float32(2.0), 0)
            # CHECK: %[[V:.*]] = arith.index_cast %[[I]] : index to i32
            # CHECK: tir.atomic <max> %[[H]][%{{.*}}, %{{.*}}], %[[V]] : memref<4x8xi32>
            T.atomic_max_elem_op(T.access_ptr(hist[bx, 3], 1, 3), i, 0)
            # CHECK: tir.atomic <min> %[[H]][%{{.*}}, %{{.*}}], %{{.*}} : memref<4x8xi32>
            T.atomic_min_elem_op(T.address_of(hist[bx, 3]), i)
        # CHECK: tir.atomic <add> %[[C]][%{{.*}}], %{{.*}} : memref<1xf32>
        T.call_extern("handle", "AtomicAdd", T.address_of(counter[0]), T.float32(1.0))
        # CHECK: tir.atomic <max> %[[H]][%{{.*}}, %{{.*}}], %{{.*}} : memref<4x8xi32>
        T.call_extern("handle", "AtomicMax", T.address_of(hist[0, 0]), 5, 0)
        # CHECK: tir.atomic <min> %[[C]][%{{.*}}], %{{.*}} : memref<1xf32>
        T.call_extern("handle", "AtomicMin", T.address_of(counter[0]), T.float32(0.5))
