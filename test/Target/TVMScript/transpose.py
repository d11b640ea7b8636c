# Upstream TileLang's T.transpose (tl.tileop.transpose: dst[j, i] = src[i, j]
# of two shared buffers) imports as the transpose tile operation and runs
# as pto.ttrans on both arches: B is A transposed.
# RUN: pto-translate --import-tir %s | FileCheck %s
# RUN: for a in a3 a5; do \
# RUN:   pto-translate --import-tir %s | pto-opt --tir-to-pto-pipeline="arch=$a" -o %t.$a.pto && \
# RUN:   FileCheck %s --check-prefix=PTO < %t.$a.pto && \
# RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg iota:4x32 --arg zeros:32x4 --print; \
# RUN: done | FileCheck %s --check-prefix=OUT
#
# from tvm.script import tir as T

# CHECK-LABEL: func.func @transpose(
# CHECK: %[[TA:.*]] = tir.alloc_buffer "a" : memref<4x32xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[TB:.*]] = tir.alloc_buffer "b" : memref<32x4xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.tile <transpose> ins(%[[TA]] : memref<4x32xf32, #tir.scope<"shared.dyn">>) outs(%[[TB]] : memref<32x4xf32, #tir.scope<"shared.dyn">>)
# PTO: pto.ttrans ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32
# OUT: arg1 = 0 32 64 96 1 33 65 97 2 34 66 98
# OUT: arg1 = 0 32 64 96 1 33 65 97 2 34 66 98
@T.prim_func
def transpose(A: T.Buffer((4, 32), "float32"), B: T.Buffer((32, 4), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((4, 32), scope="shared.dyn")
        b = T.alloc_buffer((32, 4), scope="shared.dyn")
        T.copy(T.region(A[0, 0], 1, 4, 32), T.region(a[0, 0], 2, 4, 32))
        T.transpose(T.region(a[0, 0], 1, 4, 32), T.region(b[0, 0], 2, 32, 4))
        T.copy(T.region(b[0, 0], 1, 32, 4), T.region(B[0, 0], 2, 32, 4))
