# Buffers that view another's storage: upstream TileLang's T.reshape and
# T.view, printed as a buffer declared over the storage (`data=`), and
# tilelang-ascend's T.reinterpretcast(dst, src, type), after which `dst` is
# `src`'s storage read as `dst`'s type. Each imports as tir.view and runs on
# both arches.
# - reshape_smem: upstream testing/python/language/test_tilelang_language_
#   reshape.py `reshape_test_smem_1d_2_2d` at N = 128, M = 32 (f32): B is A.
# - reinterpret: -1.0f's bits (0xbf800000) read as float by T.tile.abs are
#   1.0f's (0x3f800000, 1065353216).
# - reinterpret_in_section: the cast written inside a T.Scope("V") section
#   and a loop (as tilelang-ascend's per-channel cast does), of buffers of
#   the kernel's root ("shared" and "shared.dyn", both ub): the view is
#   defined after the two allocations and used from the cast on.
# RUN: pto-translate --import-tir %s | FileCheck %s
# RUN: for a in a3 a5; do \
# RUN:   pto-translate --import-tir %s | pto-opt --tir-to-pto-pipeline="arch=$a" -o %t.$a.pto && \
# RUN:   pto-run %t.$a.pto --entry=reshape_smem --assume-ptoas-sync --arg iota:128 --arg zeros:4x32 --print && \
# RUN:   pto-run %t.$a.pto --entry=reinterpret --assume-ptoas-sync --arg fill:2x32:-1082130432 --arg zeros:2x32 --print && \
# RUN:   pto-run %t.$a.pto --entry=reinterpret_in_section --assume-ptoas-sync --arg fill:2x32:-1082130432 --arg zeros:2x32 --print; \
# RUN: done | FileCheck %s --check-prefix=OUT
#
# from tvm.script import tir as T

# CHECK-LABEL: func.func @reshape_smem(
# CHECK: %[[S:.*]] = tir.alloc_buffer "A_shared" : memref<128xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[R:.*]] = tir.view %[[S]] "A_smem_reshaped" : memref<128xf32, #tir.scope<"shared.dyn">> to memref<4x32xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.copy %[[R]], %{{.*}} : memref<4x32xf32, #tir.scope<"shared.dyn">>, memref<4x32xf32>
# CHECK-LABEL: func.func @reinterpret(
# CHECK: %[[X:.*]] = tir.alloc_buffer "x_ub" : memref<2x32xi32, #tir.scope<"shared">>
# CHECK: %[[F:.*]] = tir.alloc_buffer "x_f32" : memref<2x32xf32, #tir.scope<"shared">>
# CHECK: %[[V:.*]] = tir.view %[[X]] "x_f32" : memref<2x32xi32, #tir.scope<"shared">> to memref<2x32xf32, #tir.scope<"shared">>
# CHECK: tir.tile <abs> ins(%[[V]] : memref<2x32xf32, #tir.scope<"shared">>) outs(%[[V]] : memref<2x32xf32, #tir.scope<"shared">>)
# CHECK: tir.copy %[[X]], %{{.*}} : memref<2x32xi32, #tir.scope<"shared">>, memref<2x32xi32>
# CHECK-LABEL: func.func @reinterpret_in_section(
# CHECK: %[[XS:.*]] = tir.alloc_buffer "x_ub" : memref<2x32xi32, #tir.scope<"shared">>
# CHECK-NEXT: %[[FS:.*]] = tir.alloc_buffer "x_f32" : memref<2x32xf32, #tir.scope<"shared.dyn">>
# CHECK-NEXT: %[[VS:.*]] = tir.view %[[XS]] "x_f32" : memref<2x32xi32, #tir.scope<"shared">> to memref<2x32xf32, #tir.scope<"shared">>
# CHECK: tir.section <vector>
# CHECK: tir.for serial
# CHECK-NOT: tir.view
# CHECK: tir.tile <abs> ins(%[[VS]] : memref<2x32xf32, #tir.scope<"shared">>) outs(%[[VS]] : memref<2x32xf32, #tir.scope<"shared">>)
# OUT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127{{$}}
# OUT: arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
# OUT: arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
# OUT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127{{$}}
# OUT: arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
# OUT: arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
@T.prim_func
def reshape_smem(A: T.Buffer((128,), "float32"), B: T.Buffer((4, 32), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        A_shared = T.alloc_buffer((128,), scope="shared.dyn")
        A_smem_reshaped = T.Buffer((4, 32), data=A_shared.data, scope="shared.dyn")
        for i in T.parallel(128):
            A_shared[i] = A[i]
        T.copy(T.region(A_smem_reshaped[0, 0], 1, 4, 32), T.region(B[0, 0], 2, 4, 32))

@T.prim_func
def reinterpret(X: T.Buffer((2, 32), "int32"), Y: T.Buffer((2, 32), "int32")):
    cid = T.launch_thread("blockIdx.x", 1)
    x_ub = T.decl_buffer((2, 32), "int32", scope="shared")
    x_f32 = T.decl_buffer((2, 32), scope="shared")
    T.copy(T.region(X[0, 0], 1, 2, 32), T.region(x_ub[0, 0], 2, 2, 32))
    T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("int32"), x_ub.data, 0, 64, 1), "float")
    T.ascend_abs(T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 1), 64)
    T.copy(T.region(x_ub[0, 0], 1, 2, 32), T.region(Y[0, 0], 2, 2, 32))

@T.prim_func
def reinterpret_in_section(X: T.Buffer((2, 32), "int32"), Y: T.Buffer((2, 32), "int32")):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_ub = T.alloc_buffer((2, 32), "int32", scope="shared")
        x_f32 = T.alloc_buffer((2, 32), scope="shared.dyn")
        T.attr(0, "resource_scope", 1)
        if vid == 0:
            T.ascend_copy(T.region(X[0, 0], 1, 2, 32), T.region(x_ub[0, 0], 2, 2, 32), T.bool(False), T.bool(False), 0)
            for k in range(1):
                T.ascend_reinterpretcast(T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("int32"), x_ub.data, 0, 64, 1), "float")
                T.ascend_abs(T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_f32.data, 0, 64, 1), 64)
            T.ascend_copy(T.region(x_ub[0, 0], 1, 2, 32), T.region(Y[0, 0], 2, 2, 32), T.bool(False), T.bool(False), 0)
