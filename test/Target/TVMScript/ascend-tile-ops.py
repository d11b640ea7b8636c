# RUN: pto-translate --import-tir %s | FileCheck %s

# tilelang-ascend's T.tile.* operations beyond the element-wise basics
# (tile-ops.py), as its ascendc_pto printer writes them (ascend_tile.py
# @ 95acbd7f): each a T.ascend_<op> call on access pointers, the tir.tile
# op of its kind.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @tile_ops_more(
# CHECK-DAG: %[[X:.*]] = tir.alloc_buffer "x" : memref<16x64xf32
# CHECK-DAG: %[[Y:.*]] = tir.alloc_buffer "y" : memref<16x64xf32
# CHECK-DAG: %[[Z:.*]] = tir.alloc_buffer "z" : memref<16x64xf32
# CHECK-DAG: %[[M:.*]] = tir.alloc_buffer "m" : memref<16x64xi8
# CHECK-DAG: %[[I:.*]] = tir.alloc_buffer "i" : memref<16x64xi32
# CHECK-DAG: %[[V:.*]] = tir.alloc_buffer "v" : memref<16xf32
# CHECK: %[[A:.*]] = arith.constant 5.000000e-01 : f32
# CHECK: tir.tile <axpy> ins(%[[X]] : {{.*}}) scalar(%[[A]] : f32) outs(%[[Z]] :
# CHECK: tir.tile <leaky_relu> ins(%[[X]] : {{.*}}) scalar(%{{.*}} : f32) outs(%[[Z]] :
# CHECK: %[[TWO:.*]] = arith.constant 2 : i32
# CHECK: tir.tile <bitwise_lshift> ins(%[[I]] : {{.*}}) scalar(%[[TWO]] : i32) outs(%[[I]] :
# CHECK: tir.tile <bitwise_rshift> ins(%[[I]] : {{.*}}) scalar(%{{.*}} : i32) outs(%[[I]] :
# CHECK: tir.tile <mul_add_dst> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Z]] :
# CHECK: tir.tile <pow> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Z]] :
# CHECK: tir.tile <silu> ins(%[[X]] : {{.*}}) outs(%[[Z]] :
# CHECK: tir.tile <bitwise_not> ins(%[[I]] : {{.*}}) outs(%[[I]] :
# CHECK: tir.tile <sin> ins(%[[X]] : {{.*}}) outs(%[[Z]] :
# CHECK: tir.tile <cos> ins(%[[X]] : {{.*}}) outs(%[[Z]] :
# CHECK: tir.tile <compare> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[M]] : {{.*}}) {cmp_mode = #tir.cmp_mode<eq>}
# CHECK: %[[S:.*]] = arith.constant 1.000000e+00 : f32
# CHECK: tir.tile <compare> ins(%[[X]] : {{.*}}) scalar(%[[S]] : f32) outs(%[[M]] : {{.*}}) {cmp_mode = #tir.cmp_mode<gt>}
# CHECK: %[[E:.*]] = memref.load %[[V]][%{{.*}}] : memref<16xf32
# CHECK: tir.tile <compare> ins(%[[X]] : {{.*}}) scalar(%[[E]] : f32) outs(%[[M]] : {{.*}}) {cmp_mode = #tir.cmp_mode<le>}
# CHECK: %[[HV:.*]] = memref.load %[[HT:.*]][%{{.*}}] : memref<16xf16
# CHECK: %[[HE:.*]] = arith.extf %[[HV]] : f16 to f32
# CHECK: tir.tile <compare> ins(%[[X]] : {{.*}}) scalar(%[[HE]] : f32) outs(%[[M]] : {{.*}}) {cmp_mode = #tir.cmp_mode<ne>}
# CHECK: tir.tile <select> ins(%[[M]], %[[X]], %[[Y]] : {{.*}}) outs(%[[Z]] : {{.*}}) {sel_mode = #tir.sel_mode<cmpmask_spr>}
# CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
# CHECK: tir.tile <select> ins(%[[M]], %[[X]] : {{.*}}) scalar(%[[ZERO]] : f32) outs(%[[Z]] : {{.*}}) {sel_mode = #tir.sel_mode<tensor_scalar>}
@T.prim_func
def tile_ops_more():
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x = T.alloc_buffer((16, 64), scope="shared")
        y = T.alloc_buffer((16, 64), scope="shared")
        z = T.alloc_buffer((16, 64), scope="shared")
        m = T.alloc_buffer((16, 64), "uint8", scope="shared")
        i = T.alloc_buffer((16, 64), "int32", scope="shared")
        v = T.alloc_buffer((16,), scope="shared")
        hv = T.alloc_buffer((16,), "float16", scope="shared")
        T.ascend_axpy(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.float32(0.5), 1024)
        T.ascend_leaky_relu(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.float32(0.10000000000000001), 1024)
        T.ascend_bitwise_lshift(T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 1), 2, 1024)
        T.ascend_bitwise_rshift(T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 1), 1, 1024)
        T.ascend_mul_add_dst(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 3), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1), 1024)
        T.ascend_pow(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1))
        T.ascend_silu(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), 1024)
        T.ascend_bitwise_not(T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("int32"), i.data, 0, 1024, 1), 1024)
        T.ascend_sin(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), 1024)
        T.ascend_cos(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), 1024)
        T.ascend_compare(T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1), "EQ", 1024)
        T.ascend_compare_scalar(T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.float32(1.0), "GT", 1024)
        T.ascend_compare_scalar(T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), v.data, 0, 16, 1), vid, "LE", 1024)
        T.ascend_compare_scalar(T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float16"), hv.data, 0, 16, 1), vid, "NE", 1024)
        T.ascend_select(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), 2, T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1), "VSEL_CMPMASK_SPR", 1024)
        T.ascend_select(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("uint8"), m.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), 1, T.float32(0.0), "VSEL_TENSOR_SCALAR_MODE", 1024, "float", "uint8_t")

# CHECK-LABEL: func.func @sorts(
# CHECK-DAG: %[[S0:.*]] = tir.alloc_buffer "s0" : memref<128xf32
# CHECK-DAG: %[[S1:.*]] = tir.alloc_buffer "s1" : memref<128xf32
# CHECK-DAG: %[[S2:.*]] = tir.alloc_buffer "s2" : memref<128xf32
# CHECK-DAG: %[[D:.*]] = tir.alloc_buffer "d" : memref<384xf32
# CHECK-DAG: %[[P:.*]] = tir.alloc_buffer "p" : memref<128xf32
# CHECK-DAG: %[[Q:.*]] = tir.alloc_buffer "q" : memref<64xf32
# CHECK-DAG: %[[T:.*]] = tir.alloc_buffer "t" : memref<8x16xf32
# CHECK-DAG: %[[TT:.*]] = tir.alloc_buffer "tt" : memref<16x8xf32
# CHECK: tir.tile <merge_sort> ins(%[[S0]], %[[S1]], %[[S2]] : {{.*}}) outs(%[[D]] :
# CHECK: %[[N:.*]] = arith.constant 64 : i32
# CHECK: tir.tile <sort> ins(%[[Q]] : {{.*}}) scalar(%[[N]] : i32) outs(%[[P]] :
# CHECK: %[[K:.*]] = arith.constant 16 : i32
# CHECK: %[[N2:.*]] = arith.constant 64 : i32
# CHECK: tir.tile <topk> ins(%[[Q]] : {{.*}}) scalar(%[[K]], %[[N2]] : i32, i32) outs(%{{.*}} :
# CHECK: tir.tile <gather_mask> ins(%[[P]] : {{.*}}) outs(%[[Q]] : {{.*}}) {mask_pattern = #tir.mask_pattern<p0101>}
# CHECK: tir.tile <transpose> ins(%[[T]] : {{.*}}) outs(%[[TT]] :
@T.prim_func
def sorts():
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        s0 = T.alloc_buffer((128,), scope="shared")
        s1 = T.alloc_buffer((128,), scope="shared")
        s2 = T.alloc_buffer((128,), scope="shared")
        d = T.alloc_buffer((384,), scope="shared")
        p = T.alloc_buffer((128,), scope="shared")
        q = T.alloc_buffer((64,), scope="shared")
        k = T.alloc_buffer((32,), scope="shared")
        t = T.alloc_buffer((8, 16), scope="shared")
        tt = T.alloc_buffer((16, 8), scope="shared")
        T.ascend_merge_sort("MergeSort<float>", 3, T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 384, 2), T.tvm_access_ptr(T.type_annotation("float32"), s0.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), s1.data, 0, 128, 1), T.tvm_access_ptr(T.type_annotation("float32"), s2.data, 0, 128, 1), 64, 64, 64)
        T.ascend_sort("Sort<float>", T.tvm_access_ptr(T.type_annotation("float32"), p.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), q.data, 0, 64, 1), 2, 64)
        T.ascend_topk("TopK<float>", T.tvm_access_ptr(T.type_annotation("float32"), k.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), q.data, 0, 64, 1), 16, 2, 64, 64)
        T.ascend_gather_mask("GatherMask<float>", T.tvm_access_ptr(T.type_annotation("float32"), q.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), p.data, 0, 128, 1), "P0101")
        T.ascend_transpose(T.tvm_access_ptr(T.type_annotation("float32"), tt.data, 0, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), t.data, 0, 128, 1))

# tilelang-ascend's copy of a shorter region of global memory into a whole
# local buffer (npu_copy_v2 keeps both extents): the buffer filled with the
# copy's pad value (0 by default), then the copy into its leading region of
# the source's shape. Equal shapes stay a plain copy.
# CHECK-LABEL: func.func @leading_copy(
# CHECK: %[[T:.*]] = tir.alloc_buffer "tmp" : memref<8xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[U:.*]] = tir.alloc_buffer "tmp2" : memref<4x8xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[S:.*]] = memref.subview %arg0[%{{.*}}, 0] [1, 4] [1, 1] : memref<4x24xf32> to memref<4xf32, strided<[1], offset: ?>>
# CHECK: %[[L:.*]] = memref.subview %[[T]][0] [4] [1] : memref<8xf32, #tir.scope<"shared.dyn">> to memref<4xf32, strided<[1]>, #tir.scope<"shared.dyn">>
# CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
# CHECK: tir.fill %[[T]], %[[Z]] : memref<8xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.copy %[[S]], %[[L]] : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1]>, #tir.scope<"shared.dyn">>
# CHECK: %[[S2:.*]] = memref.subview %arg0[%{{.*}}, 4] [1, 6] [1, 1]
# CHECK: %[[L2:.*]] = memref.subview %[[T]][0] [6] [1]
# CHECK: %[[NI:.*]] = arith.constant 0xFF800000 : f32
# CHECK: tir.fill %[[T]], %[[NI]]
# CHECK: tir.copy %[[S2]], %[[L2]] pad_value(%[[NI]] : f32)
# CHECK: %[[S3:.*]] = memref.subview %arg0[%{{.*}}, 8] [1, 8] [1, 1]
# CHECK: tir.copy %[[S3]], %[[T]] : memref<8xf32, strided<[1], offset: ?>>, memref<8xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[S4:.*]] = memref.subview %arg0[0, 0] [2, 8] [1, 1] : memref<4x24xf32> to memref<2x8xf32, strided<[24, 1]>>
# CHECK: %[[L4:.*]] = memref.subview %[[U]][0, 0] [2, 8] [1, 1]
# CHECK: tir.fill %[[U]], %{{.*}} : memref<4x8xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.copy %[[S4]], %[[L4]]
@T.prim_func
def leading_copy(W: T.Buffer((4, 24), "float32")):
    cid = T.launch_thread("blockIdx.x", 4)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        tmp = T.alloc_buffer((8,), scope="shared.dyn")
        tmp2 = T.alloc_buffer((4, 8), scope="shared.dyn")
        T.ascend_copy(T.region(W[cid, 0], 1, 1, 4), T.region(tmp[0], 2, 8), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(W[cid, 4], 1, 1, 6), T.region(tmp[0], 2, 8), T.bool(False), T.bool(False), T.float32("-inf"))
        T.ascend_copy(T.region(W[cid, 8], 1, 1, 8), T.region(tmp[0], 2, 8), T.bool(False), T.bool(False), 0)
        T.ascend_copy(T.region(W[0, 0], 1, 2, 8), T.region(tmp2[0, 0], 2, 4, 8), T.bool(False), T.bool(False), 0)
