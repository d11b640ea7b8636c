# RUN: pto-translate --import-tir --split-input-file='#'' -----' %s | FileCheck %s

# The classic printer: buffer parameters, the launch and the root block.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @add(
# CHECK-SAME: %[[A:.*]]: memref<4096x64xf16> {tir.name = "A"}
# CHECK-SAME: memref<4096x64xf16> {tir.name = "C"})
# CHECK: tir.kernel (%[[BX:.*]]) in (128) {
# CHECK-NOT: threads
# CHECK: tir.alloc_buffer "A_ub" : memref<32x64xf16, #tir.scope<"shared.dyn">>
# CHECK: tir.alloc_buffer "C_ub" : memref<32x64xf16, #tir.scope<"shared.dyn">>
# CHECK: return
@T.prim_func
def add(A: T.Buffer((4096, 64), "float16"), C: T.Buffer((4096, 64), "float16")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 128)
    with T.block("tilelang_root"):
        T.reads(A[bx * 32, 0])
        T.writes(C[bx * 32, 0])
        A_ub = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")
        C_ub = T.alloc_buffer((32, 64), "float16", scope="shared.dyn")

# -----

# The tirx printer: an ir_module class, sblock, a 2-D grid with GPU thread
# placeholders (their count is the kernel's `threads`), default dtype.
# from tvm.script import ir as I
# from tvm.script import tirx as T

# CHECK-LABEL: func.func @main(
# CHECK: tir.kernel (%{{.*}}, %{{.*}}) in (32, 16) attributes {threads = 128 : i64} {
# CHECK: tir.alloc_buffer "C_local" : memref<128x128xf32, #tir.scope<"local.fragment">>
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2048, 4096), "float16")):
        T.func_attr({"tirx.noalias": True})
        bx = T.launch_thread("blockIdx.x", 32)
        by = T.launch_thread("blockIdx.y", 16)
        tx = T.launch_thread("threadIdx.x", 128)
        ty = T.launch_thread("threadIdx.y", 1)
        tz = T.launch_thread("threadIdx.z", 1)
        with T.sblock("tilelang_root"):
            C_local = T.sblock_alloc_buffer((128, 128), scope="local.fragment")

# -----

# tilelang-ascend's T.Kernel(n, is_npu=True) as (cid, vid): blockIdx.y of
# extent 2 is the sub-block id when the root block says so.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @npu(
# CHECK: tir.kernel (%{{.*}}) in (8) sub_block (%{{.*}}) in 2 {
@T.prim_func
def npu(A: T.Buffer((1024, 1024), "float16")):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        a_ub = T.alloc_buffer((64, 64), "float16", scope="shared")

# -----

# Upstream's T.MixedKernel: the cthread axis is the sub-block id.
# CHECK-LABEL: func.func @mixed(
# CHECK: tir.kernel (%{{.*}}) in (4) sub_block (%{{.*}}) in 2 {
@T.prim_func
def mixed(A: T.Buffer((1024, 1024), "float16")):
    bx = T.launch_thread("blockIdx.x", 4)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        a_l1 = T.alloc_buffer((64, 64), "float16", scope="shared.l1")

# -----

# Symbolic shapes: a handle parameter with T.match_buffer, its dims dynamic
# and bound to memref.dim; a scalar parameter; a grid computed from them.
# CHECK-LABEL: func.func @dynamic(
# CHECK-SAME: %[[X:.*]]: memref<?x1024xf32> {tir.name = "X"}
# CHECK-SAME: %[[EPS:.*]]: f32)
# CHECK: %[[C0:.*]] = arith.constant 0 : index
# CHECK: %[[M:.*]] = memref.dim %[[X]], %[[C0]] : memref<?x1024xf32>
# CHECK: %[[C8:.*]] = arith.constant 8 : index
# CHECK: %[[N:.*]] = arith.floordivsi %[[M]], %[[C8]] : index
# CHECK: tir.kernel (%{{.*}}) in (%[[N]]) {
@T.prim_func
def dynamic(X_handle: T.handle, eps: T.float32):
    M = T.int32()
    X = T.match_buffer(X_handle, (M, 1024), "float32")
    bx = T.launch_thread("blockIdx.x", M // 8)
    with T.block("tilelang_root"):
        x = T.alloc_buffer((8, 1024), scope="shared.dyn")

# -----

# Buffers over one storage var (data=) are one buffer; the host-side
# wrapper is skipped.
# CHECK-LABEL: func.func @alias(
# CHECK: %[[S:.*]] = tir.alloc_buffer "s" : memref<1xf32, #tir.scope<"local.var">>
# CHECK: memref.store %{{.*}}, %[[S]]
# CHECK: memref.load %[[S]]
# CHECK-NOT: func.func @main
@I.ir_module
class Module:
    @T.prim_func
    def alias(A: T.Buffer((16,), "float32")):
        s = T.handle("float32", "local.var")
        bx = T.launch_thread("blockIdx.x", 1)
        s_1 = T.decl_buffer((1,), data=s, scope="local.var")
        s_2 = T.Buffer((1,), data=s, scope="local.var")
        s_1[0] = T.float32(0.0)
        A[0] = s_2[0]

    @T.prim_func
    def main(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle("void", "global")) -> T.int32:
        return 0

# -----

# TileLang v0.1.12+ prints the launch as nested thread_binding loops.
# from tvm.script import tirx as T

# CHECK-LABEL: func.func @bindings(
# CHECK: tir.kernel (%{{.*}}, %{{.*}}) in (8, 4) attributes {threads = 128 : i64} {
# CHECK: tir.alloc_buffer "x" : memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [32, 64]
@T.prim_func
def bindings(A: T.Buffer((256, 256), "float32")):
    for bx in T.thread_binding(8, thread="blockIdx.x"):
        for by in T.thread_binding(4, thread="blockIdx.y"):
            for tx in T.thread_binding(128, thread="threadIdx.x"):
                for ty in T.thread_binding(1, thread="threadIdx.y"):
                    for tz in T.thread_binding(1, thread="threadIdx.z"):
                        with T.sblock("tilelang_root"):
                            x = T.sblock_alloc_buffer((32, 64), scope="shared.dyn")
                            T.copy(T.region(A[bx * 32, by * 64], 1, 32, 64), T.region(x[0, 0], 2, 32, 64))

# -----

# Dense strides of a symbolic shape at any rank, as T.Tensor prints them
# (each stride the product of the dimensions after it, in any order of
# factors), describe the dense buffer.
# CHECK-LABEL: func.func @dense_strides(
# CHECK-SAME: memref<4x?x8x4xf32> {tir.name = "A"}
# CHECK-SAME: memref<?x8xf32> {tir.name = "B"}
@T.prim_func
def dense_strides(A_handle: T.handle, B_handle: T.handle):
    n = T.int32()
    A = T.match_buffer(A_handle, (4, n, 8, 4), strides=(n * 32, 32, 4, 1))
    B = T.match_buffer(B_handle, (n, 8), strides=(8, 1))
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", n)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        B[bx, 0] = A[0, bx, 0, 0]
