# T.copy regions whose extents are computed at run time, as tilelang-ascend
# kernels move ragged blocks (`cur = T.min(128, num_tokens - row)`;
# `T.copy(x[row : row + cur, col : col + 2], x_ub[0:cur, 0:2])`): the
# regions are static at the bound T.min gives (128) and the copy moves
# `extents(%cur, %c2)`. The kernel runs on both arches: 150 rows on 2 blocks
# of 128, each Vector sub-block moving its 2 of the 4 columns, against the
# reference of test/Run/copy-extents.mlir (the same kernel in tir).
# RUN: pto-translate --import-tir %s | FileCheck %s
# RUN: for a in a3 a5; do \
# RUN:   pto-translate --import-tir %s | pto-opt --tir-to-pto-pipeline="arch=$a" -o %t.$a.pto && \
# RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 4 --arg rand:150x24 --arg 150 --arg zeros:150x4 --arg 150 --outputs 2 --out-dir %t.$a && \
# RUN:   %python %S/../../Run/Inputs/reference.py copy_extents %t.$a; rm -rf %t.$a; \
# RUN: done | FileCheck %s --check-prefix=OUT
#
# from tvm.script import tir as T

# CHECK-LABEL: func.func @copy_extents(
# CHECK: %[[CUR:.*]] = arith.minsi
# CHECK: %[[G:.*]] = memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [128, 2] [1, 1]
# CHECK: %[[U:.*]] = memref.subview %{{.*}}[0, 0] [128, 2] [1, 1]
# CHECK: tir.copy %[[G]], %[[U]] extents(%[[CUR]], %{{.*}}) : memref<128x2xf32, strided<[24, 1], offset: ?>>, memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
# CHECK: tir.tile <sigmoid>
# CHECK: tir.copy %{{.*}}, %{{.*}} extents(%[[CUR]], %{{.*}}) : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[4, 1], offset: ?>>
# OUT: ran 4 blocks, no errors
# OUT-NEXT: copy_extents: ok (600 values)
# OUT-NEXT: ran 4 blocks, no errors
# OUT-NEXT: copy_extents: ok (600 values)
@T.prim_func
def copy_extents(x_handle: T.handle, out_handle: T.handle):
    num_tokens = T.int32()
    x = T.match_buffer(x_handle, (num_tokens, 24), strides=(24, 1))
    out = T.match_buffer(out_handle, (num_tokens, 4), strides=(4, 1))
    cid = T.launch_thread("blockIdx.x", (num_tokens + 127) // 128)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x_ub = T.alloc_buffer((128, 8), scope="shared")
        T.fill(T.region(x_ub[0, 0], 2, 128, 8), 0)
        cur: T.int32 = T.min(128, num_tokens - cid * 128)
        T.copy(T.region(x[cid * 128, vid * 2], 1, cur, 2), T.region(x_ub[0, 0], 2, cur, 2), -1, T.bool(False), 0)
        T.ascend_sigmoid(T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x_ub.data, 0, 1024, 1), 1024)
        T.copy(T.region(x_ub[0, 0], 1, cur, 2), T.region(out[cid * 128, vid * 2], 2, cur, 2), -1, T.bool(False), 0)
