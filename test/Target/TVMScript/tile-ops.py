# RUN: pto-translate --import-tir %s | FileCheck %s

# TileLang's tile operations in each printer version's form.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @tile_ops(
# CHECK-SAME: %[[A:[^:]*]]: memref<1024x1024xf16>
# CHECK-SAME: %[[B:[^:]*]]: memref<1024x1024xf16>
# CHECK-SAME: %[[C:[^:]*]]: memref<1024x1024xf32>
# CHECK-SAME: %[[R:[^:]*]]: memref<4x1024xf32>
@T.prim_func
def tile_ops(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), C: T.Buffer((1024, 1024), "float32"), R: T.Buffer((4, 1024), "float32")):
    bx = T.launch_thread("blockIdx.x", 8)
    by = T.launch_thread("blockIdx.y", 8)
    with T.block("tilelang_root"):
        # CHECK: %[[AS:.*]] = tir.alloc_buffer "A_shared"
        # CHECK: %[[BS:.*]] = tir.alloc_buffer "B_shared"
        # CHECK: %[[CL:.*]] = tir.alloc_buffer "C_local"
        # CHECK: %[[ROW:.*]] = tir.alloc_buffer "row"
        # CHECK: %[[M:.*]] = tir.alloc_buffer "m"
        A_shared = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
        B_shared = T.alloc_buffer((32, 128), "float16", scope="shared.dyn")
        C_local = T.alloc_buffer((128, 128), scope="local.fragment")
        row = T.alloc_buffer((1024,), scope="shared.dyn")
        m = T.alloc_buffer((128,), scope="local.fragment")
        # v0.1.7+: T.fill of a T.region; v0.1.6: of a whole T.tvm_access_ptr.
        # CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
        # CHECK: tir.fill %[[CL]], %[[ZERO]] : memref<128x128xf32, #tir.scope<"local.fragment">>
        T.fill(T.region(C_local[0, 0], 2, 128, 128), 0)
        # CHECK: tir.fill %[[M]], %{{.*}} : memref<128xf32
        T.fill(T.tvm_access_ptr(T.type_annotation("float32"), m.data, 0, 128, 2), T.float32("-inf"))
        for k in T.serial(32, annotations={"num_stages": 2}):
            # v0.1.6-7: copy with coalesced_width, disable_tma, eviction_policy.
            # CHECK: %[[SA:.*]] = memref.subview %[[A]][%{{.*}}, %{{.*}}] [128, 32] [1, 1] : memref<1024x1024xf16> to memref<128x32xf16, strided<[1024, 1], offset: ?>>
            # CHECK: tir.copy %[[SA]], %[[AS]] :
            T.copy(T.region(A[by * 128, k * 32], 1, 128, 32), T.region(A_shared[0, 0], 2, 128, 32), -1, T.bool(False), 0)
            # v0.1.8+: keywords; the destination a BufferLoad origin.
            # CHECK: %[[SB:.*]] = memref.subview %[[B]][%{{.*}}, %{{.*}}] [32, 128] [1, 1]
            # CHECK: tir.copy %[[SB]], %[[BS]] {disable_tma} :
            T.copy(T.region(B[k * 32, bx * 128], 1, 32, 128), B_shared[0, 0], disable_tma=T.bool(True))
            # 19 arguments (v0.1.6.post2+), clear_accum an expression.
            # CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
            # CHECK: tir.gemm %[[AS]], %[[BS]], %[[CL]] clear_accum(%[[FIRST]]) :
            T.gemm_py(T.region(A_shared[0, 0], 1, 128, 32), T.region(B_shared[0, 0], 1, 32, 128), T.region(C_local[0, 0], 3, 128, 128), T.bool(False), T.bool(False), 128, 128, 32, 0, k == 0, 32, 128, 0, 0, 1, 0, T.uint32(0), 0, 0)
        # 12 arguments (v0.1.3-5), access pointers, clear_accum true.
        # CHECK: tir.gemm %[[AS]], %[[BS]], %[[CL]] clear_accum(%true) :
        T.gemm(T.tvm_access_ptr(T.type_annotation("float16"), A_shared.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_shared.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_local.data, 0, 16384, 3), T.bool(False), T.bool(False), 128, 128, 32, 0, T.bool(True), 1, 0)
        # 10 arguments (v0.1.0-2), transposes, k_pack.
        # CHECK: tir.gemm %[[SQ:.*]], %[[SQ]], %[[SQC:.*]] {k_pack = 2 : i64, transpose_a, transpose_b} :
        sq = T.alloc_buffer((32, 32), "float16", scope="shared.dyn")
        sq_c = T.alloc_buffer((32, 32), scope="local.fragment")
        T.gemm(T.region(sq[0, 0], 1, 32, 32), T.region(sq[0, 0], 1, 32, 32), T.region(sq_c[0, 0], 3, 32, 32), T.bool(True), T.bool(True), 32, 32, 32, 0, 2)
        # T.reduce(src, dst, kind, dim, clear): dim -1 is the last axis.
        # CHECK: tir.reduce <max> %[[CL]], %[[M]] {clear = false}
        T.reduce(T.region(C_local[0, 0], 1, 128, 128), T.region(m[0], 2, 128), "max", -1, T.bool(False))
        # v0.1.7-9: slices as operands.
        # CHECK: tir.reduce <sum> %[[CL]], %[[M]] :
        T.reduce(C_local[0:128, 0:128], m[0:128], "sum", 1, T.bool(True))
        # A region with a leading unit dim copied into a rank-1 buffer: the
        # subview drops the unit dim.
        # CHECK: %[[SR:.*]] = memref.subview %[[R]][%{{.*}}, 0] [1, 1024] [1, 1] : memref<4x1024xf32> to memref<1024xf32, strided<[1], offset: ?>>
        # CHECK: tir.copy %[[SR]], %[[ROW]]
        T.copy(T.region(R[bx % 4, 0], 1, 1, 1024), T.region(row[0], 2, 1024), -1, T.bool(False), 0)
        # A region that runs past the tensor's edge (columns 1000..2023 of
        # 1024) keeps that offset as a value: MLIR 22's verifier rejects the
        # static form.
        # CHECK: %[[C1000:.*]] = arith.constant 1000 : index
        # CHECK: %[[PAST:.*]] = memref.subview %[[R]][3, %[[C1000]]] [1, 1024] [1, 1] : memref<4x1024xf32> to memref<1024xf32, strided<[1], offset: ?>>
        # CHECK: tir.copy %[[PAST]], %[[ROW]]
        T.copy(T.region(R[3, 1000], 1, 1, 1024), T.region(row[0], 2, 1024), -1, T.bool(False), 0)
        # CHECK: %[[SC:.*]] = memref.subview %[[C]][%{{.*}}, %{{.*}}] [128, 128] [1, 1]
        # CHECK: tir.copy %[[CL]], %[[SC]]
        T.copy(T.region(C_local[0, 0], 1, 128, 128), T.region(C[by * 128, bx * 128], 2, 128, 128), -1, T.bool(False), 0)
        # T.atomicadd(src, dst): the store adds.
        # CHECK: tir.copy %[[CL]], %{{.*}} {atomic_add}
        T.atomicadd(T.region(C_local[0, 0], 1, 128, 128), T.region(C[by * 128, bx * 128], 2, 128, 128))

# tilelang-ascend: T.ascend_copy(src, dst, enable_relu, transpose, pad_value)
# and T.ascend_gemm_v0("gemm_v0<...>", A, B, C, init).
# CHECK-LABEL: func.func @ascend(
@T.prim_func
def ascend(A: T.Buffer((1024, 1024), "float16"), C: T.Buffer((1024, 1024), "float16")):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        A_L1 = T.alloc_buffer((128, 64), "float16", scope="shared.l1")
        B_L1 = T.alloc_buffer((256, 64), "float16", scope="shared.l1")
        C_L0 = T.alloc_buffer((128, 256), scope="wmma.accumulator")
        # CHECK: tir.copy %{{.*}}, %{{.*}} pad_value(%{{.*}} : f16) :
        T.ascend_copy(T.region(A[cid * 128, 0], 1, 128, 64), T.region(A_L1[0, 0], 2, 128, 64), T.bool(False), T.bool(False), T.float16(1.0))
        # CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%true) {transpose_b} :
        T.ascend_gemm_v0("gemm_v0<half, float, 128, 256, 64, false, true>", T.tvm_access_ptr(T.type_annotation("float16"), A_L1.data, 0, 8192, 1), T.tvm_access_ptr(T.type_annotation("float16"), B_L1.data, 0, 16384, 1), T.tvm_access_ptr(T.type_annotation("float32"), C_L0.data, 0, 32768, 2), T.bool(True))
        # CHECK: tir.copy %{{.*}}, %{{.*}} {enable_relu} :
        T.ascend_copy(T.region(C_L0[0, 0], 1, 128, 256), T.region(C[cid * 128, 0], 2, 128, 256), T.bool(True), T.bool(False), 0)

# tilelang-ascend's T.tile.* operations print as T.ascend_<op>(access
# pointers..., count).
# CHECK-LABEL: func.func @ascend_tile(
# CHECK: %[[X:.*]] = tir.alloc_buffer "x"
# CHECK: %[[Y:.*]] = tir.alloc_buffer "y"
# CHECK: %[[Z:.*]] = tir.alloc_buffer "z"
# CHECK: %[[H:.*]] = tir.alloc_buffer "h"
# CHECK: tir.tile <add> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Z]] :
# CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
# CHECK: tir.tile <mul> ins(%[[Z]] : {{.*}}) scalar(%[[TWO]] : f32) outs(%[[Z]] :
# CHECK: tir.tile <exp> ins(%[[Z]] : {{.*}}) outs(%[[Y]] :
# CHECK: tir.fill %[[X]], %{{.*}} : memref<16x64xf32
# CHECK: tir.tile <cast> ins(%[[Y]] : {{.*}}) outs(%[[H]] : {{.*}}) {mode = #tir.cast_mode<rint>}
# CHECK: %[[DEQ:.*]] = arith.constant 5.000000e-01 : f32
# CHECK: tir.intrin "tl.ascend_set_deq_scale"(%[[DEQ]]) : (f32) -> ()
# CHECK: %[[LO:.*]] = arith.constant -1.000000e+00 : f32
# CHECK: %[[HI:.*]] = arith.constant 1.000000e+00 : f32
# CHECK: tir.tile <clamp> ins(%[[Z]] : {{.*}}) scalar(%[[LO]], %[[HI]] : f32, f32) outs(%[[Z]] :
# CHECK: %[[M:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<16xf32
# CHECK: tir.tile <sub> ins(%[[Z]] : {{.*}}) scalar(%[[M]] : f32) outs(%[[Z]] :
@T.prim_func
def ascend_tile(A: T.Buffer((16, 64), "float32")):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        x = T.alloc_buffer((16, 64), scope="shared")
        y = T.alloc_buffer((16, 64), scope="shared")
        z = T.alloc_buffer((16, 64), scope="shared")
        h = T.alloc_buffer((16, 64), "float16", scope="shared")
        m = T.alloc_buffer((16,), scope="shared")
        T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1), 1024)
        T.ascend_muls(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), T.float32(2.0), 1024)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), 1024)
        T.ascend_fill("Fill<float>", T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 1024, 2), 0, 1024)
        T.ascend_cast(T.tvm_access_ptr(T.type_annotation("float16"), h.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), y.data, 0, 1024, 1), "CAST_RINT", 1024)
        T.ascend_set_deq_scale(T.float32(0.5))
        T.ascend_clamp("Clamp<float>", T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), T.float32(-1.0), T.float32(1.0), 1024)
        T.ascend_subs(T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 2), T.tvm_access_ptr(T.type_annotation("float32"), z.data, 0, 1024, 1), T.tvm_access_ptr(T.type_annotation("float32"), m.data, 0, 16, 1), vid, 1024)

# Upstream's T.dual_copy prints as T.copy with a dual_dst_ctl annotation;
# tuning annotations become attributes; T.mma (tilelang-ascend) a gemm.
# CHECK-LABEL: func.func @annotations(
# CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%{{.*}}) {unit_flag_ctrl = 3 : i64}
# CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%{{.*}}) :
# CHECK: tir.copy %{{.*}}, %{{.*}} {dual, l2_cache_ctrl = 4 : i64} : memref<64x64xf32, #tir.scope<"shared.l0c">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
@T.prim_func
def annotations(A: T.Buffer((64, 64), "float16")):
    bx = T.launch_thread("blockIdx.x", 1)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((64, 64), "float16", scope="shared.l0a")
        b = T.alloc_buffer((64, 64), "float16", scope="shared.l0b")
        c = T.alloc_buffer((64, 64), scope="shared.l0c")
        c_ub = T.alloc_buffer((32, 64), scope="shared.dyn")
        for k in range(2):
            T.gemm_py(T.region(a[0, 0], 1, 64, 64), T.region(b[0, 0], 1, 64, 64), T.region(c[0, 0], 3, 64, 64), T.bool(False), T.bool(False), 64, 64, 64, 0, k == 0, 64, 64, 0, 0, 1, 0, 0, 0, 0, unit_flag_ctrl=3)
            T.ascend_mma("mma<half, float, 64, 64>", T.tvm_access_ptr(T.type_annotation("float16"), a.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float16"), b.data, 0, 4096, 1), T.tvm_access_ptr(T.type_annotation("float32"), c.data, 0, 4096, 3), k == 0, 64)
        T.copy(T.region(c[0, 0], 1, 64, 64), T.region(c_ub[0, 0], 2, 32, 64), dual_dst_ctl=1, l2_cache_ctrl=4)

# tilelang-ascend's debug output and bitwise tile operations; a launch
# that other statements of the function follow prints as nested `with
# T.launch_thread` blocks. The format's C escapes are resolved (\\x and
# octal escapes as bytes, \\u as UTF-8, as Python's unicode_escape writes
# them and a C compiler reads them); `A.data`
# of a T.Buffer parameter is its storage.
# CHECK-LABEL: func.func @debug_output(
# CHECK-SAME: %[[G:[^:]*]]: memref<2x16xi16>
# CHECK: tir.intrin "tl.ascend_printf"() {args = ["A:\0A\09\22q\22 100%%"]} : () -> ()
# CHECK: tir.intrin "tl.ascend_printf"() {args = ["\1B[0m caf\E9 \E4\B8\AD A\0A"]} : () -> ()
# CHECK: tir.dump_tensor %[[G]] desc(111) size(32) shape [2, 16] : memref<2x16xi16>
# CHECK: tir.kernel (%[[CID:.*]]) in (1) sub_block (%[[VID:.*]]) in 2 {
# CHECK: %[[X:.*]] = tir.alloc_buffer "x"
# CHECK: tir.intrin "tl.ascend_printf"(%[[CID]], %[[VID]]) {args = ["cid:%d vid:%d\0A"]} : (index, index) -> ()
# CHECK: tir.dump_tensor %[[X]] desc(222) size(16) shape [] : memref<1x16xi16, #tir.scope<"shared">>
# CHECK: tir.tile <bitwise_and> ins(%[[X]], %[[X]] : {{.*}}) outs(%[[X]] :
# CHECK: tir.tile <bitwise_or> ins(%[[X]], %[[X]] : {{.*}}) outs(%[[X]] :
# CHECK: tir.tile <bitwise_xor> ins(%[[X]], %[[X]] : {{.*}}) outs(%[[X]] :
# CHECK: }
# CHECK-NEXT: tir.intrin "tl.ascend_printf"() {args = ["after\0A"]} : () -> ()
@T.prim_func
def debug_output(A: T.Buffer((2, 16), "int16")):
    T.ascend_printf("A:\\n\\t\\\"q\\\" 100%%")
    T.ascend_printf("\\x1b[0m caf\\xe9 \\u4e2d \\101\\n")
    T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), A.data, 0, 32, 1), 111, 32, 2, 2, 16)
    with T.launch_thread("blockIdx.x", 1) as cid:
        with T.launch_thread("blockIdx.y", 2) as vid:
            with T.block("tilelang_root"):
                T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
                x = T.alloc_buffer((1, 16), "int16", scope="shared")
                T.ascend_printf("cid:%d vid:%d\\n", cid, vid)
                T.ascend_dump_tensor(T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), 222, 16, 0)
                T.ascend_bitwise_and(T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), 16)
                T.ascend_bitwise_or(T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), 16)
                T.ascend_bitwise_xor(T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("int16"), x.data, 0, 16, 1), 16)
    T.ascend_printf("after\\n")


# tilelang-ascend: T.ascend_broadcast keeps its template's axis where the
# shapes imply another (a rank-1 source of 16 spread across the columns of
# a 16 x 16 tile), T.ascend_gather and T.ascend_createvecindex; a rank-1
# operand of an element-wise operation on a 1 x N tile is seen as 1 x N.
# CHECK-LABEL: func.func @ascend_tile_ops(
# CHECK: %[[D:.*]] = tir.alloc_buffer "d" : memref<16x16xf32, #tir.scope<"shared">>
# CHECK: %[[V:.*]] = tir.alloc_buffer "v" : memref<16xf32, #tir.scope<"shared">>
# CHECK: %[[ROW:.*]] = tir.alloc_buffer "row" : memref<1x16xf32, #tir.scope<"shared">>
# CHECK: %[[I:.*]] = tir.alloc_buffer "idx" : memref<16x16xi32, #tir.scope<"shared">>
# CHECK: tir.tile <broadcast> ins(%[[V]] : memref<16xf32, #tir.scope<"shared">>) outs(%[[D]] : memref<16x16xf32, #tir.scope<"shared">>) {axis = 1 : i64}
# CHECK: tir.tile <broadcast> ins(%[[ROW]] : memref<1x16xf32, #tir.scope<"shared">>) outs(%[[D]] : memref<16x16xf32, #tir.scope<"shared">>){{$}}
# CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
# CHECK: tir.tile <createvecindex> scalar(%[[ZERO]] : i32) outs(%[[I]] : memref<16x16xi32, #tir.scope<"shared">>)
# CHECK: %[[BASE:.*]] = arith.constant 0 : i32
# CHECK: tir.tile <gather> ins(%[[D]], %[[I]] : memref<16x16xf32, #tir.scope<"shared">>, memref<16x16xi32, #tir.scope<"shared">>) scalar(%[[BASE]] : i32) outs(%[[D]] : memref<16x16xf32, #tir.scope<"shared">>)
# CHECK: %[[VR:.*]] = tir.view %[[V]] : memref<16xf32, #tir.scope<"shared">> to memref<1x16xf32, #tir.scope<"shared">>
# CHECK: tir.tile <mul> ins(%[[ROW]], %[[VR]] : memref<1x16xf32, #tir.scope<"shared">>, memref<1x16xf32, #tir.scope<"shared">>) outs(%[[ROW]] : memref<1x16xf32, #tir.scope<"shared">>)
@T.prim_func
def ascend_tile_ops(A: T.Buffer((16, 16), "float32")):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        d = T.alloc_buffer((16, 16), scope="shared")
        v = T.alloc_buffer((16,), scope="shared")
        row = T.alloc_buffer((1, 16), scope="shared")
        idx = T.alloc_buffer((16, 16), "int32", scope="shared")
        T.ascend_broadcast("Broadcast<float, 2, 1, false>", T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), v.data, 0, 16, 1), 2, 16, 16, 16, 1)
        T.ascend_broadcast("Broadcast<float, 2, 0, false>", T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), row.data, 0, 16, 1), 2, 16, 16, 1, 16)
        T.ascend_createvecindex("CreateVecIndex<int>", T.tvm_access_ptr(T.type_annotation("int32"), idx.data, 0, 256, 2), 0, 256)
        T.ascend_gather(T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 2), T.tvm_access_ptr(T.type_annotation("float32"), d.data, 0, 256, 1), T.tvm_access_ptr(T.type_annotation("uint32"), idx.data, 0, 256, 1), 0, 256)
        T.ascend_mul(T.tvm_access_ptr(T.type_annotation("float32"), row.data, 0, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), row.data, 0, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), v.data, 0, 16, 1), 16)

# tilelang-ascend's T.reduce_*: T.ascend_reduce("reduce_<kind><type, M, N,
# dim>", out, src, clear), the output first; dim -1 the source's last axis,
# 0 the one before it (the trailing tile axes of a rank-3 source).
# CHECK-LABEL: func.func @ascend_reduce(
# CHECK: %[[X:.*]] = tir.alloc_buffer "x" : memref<1x4x32xf32, #tir.scope<"shared">>
# CHECK: %[[R:.*]] = tir.alloc_buffer "r" : memref<1x4xf32, #tir.scope<"shared">>
# CHECK: %[[C:.*]] = tir.alloc_buffer "c" : memref<1x32xf32, #tir.scope<"shared">>
# CHECK: tir.reduce <sum> %[[X]], %[[R]] {clear = false, dim = 2 : i64} : memref<1x4x32xf32, #tir.scope<"shared">>, memref<1x4xf32, #tir.scope<"shared">>
# CHECK: tir.reduce <min> %[[X]], %[[C]] : memref<1x4x32xf32, #tir.scope<"shared">>, memref<1x32xf32, #tir.scope<"shared">>
@T.prim_func
def ascend_reduce(A: T.Buffer((16, 16), "float32")):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        x = T.alloc_buffer((1, 4, 32), scope="shared")
        r = T.alloc_buffer((1, 4), scope="shared")
        c = T.alloc_buffer((1, 32), scope="shared")
        T.ascend_reduce("reduce_sum<float, 4, 32, -1>", T.tvm_access_ptr(T.type_annotation("float32"), r.data, 0, 4, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 128, 1), T.bool(False))
        T.ascend_reduce("reduce_min<float, 4, 32, 0>", T.tvm_access_ptr(T.type_annotation("float32"), c.data, 0, 32, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 128, 1), T.bool(True))

# Access pointers to part of a buffer: whole rows of a rank-2 buffer (an
# offset `r * C` for rows of C elements, or a constant) and a run of a
# rank-1 one.
# CHECK-LABEL: func.func @access_parts(
# CHECK: %[[S:.*]] = tir.alloc_buffer "s" : memref<4x64xf32, #tir.scope<"shared">>
# CHECK: %[[V:.*]] = tir.alloc_buffer "v" : memref<16xf32, #tir.scope<"shared">>
# CHECK: tir.for serial %[[H:.*]] = 
# CHECK: %[[ROW:.*]] = memref.subview %[[S]][%[[H]], 0] [1, 64] [1, 1] : memref<4x64xf32, #tir.scope<"shared">> to memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>
# CHECK: tir.tile <exp> ins(%{{.*}} : memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>) outs(%[[ROW]] : memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>)
# CHECK: memref.subview %[[S]][2, 0] [2, 64] [1, 1] : memref<4x64xf32, #tir.scope<"shared">> to memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared">>
# CHECK: memref.subview %[[V]][8] [8] [1] : memref<16xf32, #tir.scope<"shared">> to memref<8xf32, strided<[1], offset: 8>, #tir.scope<"shared">>
@T.prim_func
def access_parts(A: T.Buffer((16, 16), "float32")):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        s = T.alloc_buffer((4, 64), scope="shared")
        v = T.alloc_buffer((16,), scope="shared")
        for h in range(4):
            T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), s.data, h * 64, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), s.data, h * 64, 64, 1), 64)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), s.data, 128, 128, 2), T.tvm_access_ptr(T.type_annotation("float32"), s.data, 128, 128, 1), 128)
        T.ascend_exp(T.tvm_access_ptr(T.type_annotation("float32"), v.data, 8, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), v.data, 8, 8, 1), 8)

# A rank-1 source of T.ascend_reduce is one row (seen as 1 x N); per-row
# results for the first elements of a longer rank-1 buffer go to its first
# elements; gather offsets, and a rank-1 operand of an operation on a row
# of a buffer, are seen with the destination's shape.
# CHECK-LABEL: func.func @ascend_views(
# CHECK: %[[X:.*]] = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared">>
# CHECK: %[[O:.*]] = tir.alloc_buffer "o" : memref<1xf32, #tir.scope<"shared">>
# CHECK: %[[S:.*]] = tir.alloc_buffer "s" : memref<4x16xf32, #tir.scope<"shared">>
# CHECK: %[[P:.*]] = tir.alloc_buffer "p" : memref<8xf32, #tir.scope<"shared">>
# CHECK: %[[I:.*]] = tir.alloc_buffer "idx" : memref<64xi32, #tir.scope<"shared">>
# CHECK: %[[XR:.*]] = tir.view %[[X]] : memref<16xf32, #tir.scope<"shared">> to memref<1x16xf32, #tir.scope<"shared">>
# CHECK: tir.reduce <sum> %[[XR]], %[[O]] : memref<1x16xf32, #tir.scope<"shared">>, memref<1xf32, #tir.scope<"shared">>
# CHECK: %[[P4:.*]] = memref.subview %[[P]][0] [4] [1] : memref<8xf32, #tir.scope<"shared">> to memref<4xf32, strided<[1]>, #tir.scope<"shared">>
# CHECK: tir.reduce <max> %[[S]], %[[P4]] : memref<4x16xf32, #tir.scope<"shared">>, memref<4xf32, strided<[1]>, #tir.scope<"shared">>
# CHECK: %[[IV:.*]] = tir.view %[[I]] : memref<64xi32, #tir.scope<"shared">> to memref<4x16xi32, #tir.scope<"shared">>
# CHECK: tir.tile <gather> ins(%[[S]], %[[IV]] : memref<4x16xf32, #tir.scope<"shared">>, memref<4x16xi32, #tir.scope<"shared">>)
# CHECK: %[[ROW:.*]] = memref.subview %[[S]][%{{.*}}, 0] [1, 16] [1, 1]
# CHECK: %[[XV:.*]] = tir.view %[[X]] : memref<16xf32, #tir.scope<"shared">> to memref<1x16xf32, #tir.scope<"shared">>
# CHECK: tir.tile <add> ins(%{{.*}}, %[[XV]] : memref<1x16xf32, strided<[16, 1], offset: ?>, #tir.scope<"shared">>, memref<1x16xf32, #tir.scope<"shared">>) outs(%[[ROW]] :
@T.prim_func
def ascend_views(A: T.Buffer((16, 16), "float32")):
    cid = T.launch_thread("blockIdx.x", 1)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        x = T.alloc_buffer((16,), scope="shared")
        o = T.alloc_buffer((1,), scope="shared")
        s = T.alloc_buffer((4, 16), scope="shared")
        p = T.alloc_buffer((8,), scope="shared")
        idx = T.alloc_buffer((64,), "int32", scope="shared")
        T.ascend_reduce("reduce_sum<float, 1, 16, -1>", T.tvm_access_ptr(T.type_annotation("float32"), o.data, 0, 1, 2), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 16, 1), T.bool(True))
        T.ascend_reduce("reduce_max<float, 4, 16, -1>", T.tvm_access_ptr(T.type_annotation("float32"), p.data, 0, 8, 2), T.tvm_access_ptr(T.type_annotation("float32"), s.data, 0, 64, 1), T.bool(True))
        T.ascend_gather(T.tvm_access_ptr(T.type_annotation("float32"), s.data, 0, 64, 2), T.tvm_access_ptr(T.type_annotation("float32"), s.data, 0, 64, 1), T.tvm_access_ptr(T.type_annotation("uint32"), idx.data, 0, 64, 1), 0, 64)
        for r in range(4):
            T.ascend_add(T.tvm_access_ptr(T.type_annotation("float32"), s.data, r * 16, 16, 2), T.tvm_access_ptr(T.type_annotation("float32"), s.data, r * 16, 16, 1), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 16, 1), 16)

# T.cumsum / T.cummax: upstream's tl.tileop form with regions (tirx
# printer) and tilelang-ascend's tl.cumsum with access pointers; TileLang's
# negative dim counts from the end.
# CHECK-LABEL: func.func @scans(
# CHECK: %[[X:.*]] = tir.alloc_buffer "x" : memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[Y:.*]] = tir.alloc_buffer "y" : memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[V:.*]] = tir.alloc_buffer "v" : memref<128xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.scan <sum> %[[X]], %[[Y]] : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.scan <max> %[[X]], %[[X]] {dim = 1 : i64, reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: %[[R:.*]] = memref.subview %[[V]][%{{.*}}] [32] [1] : memref<128xf32, #tir.scope<"shared.dyn">> to memref<32xf32, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
# CHECK: %[[R2:.*]] = memref.subview %[[V]][%{{.*}}] [32] [1]
# CHECK: tir.scan <sum> %[[R]], %[[R2]] : memref<32xf32, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>, memref<32xf32, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
# CHECK: tir.scan <sum> %[[X]], %[[X]] {dim = 1 : i64} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
# CHECK: tir.scan <max> %[[X]], %[[X]] {dim = 1 : i64, reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
@T.prim_func
def scans(A: T.Buffer((32, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 4)
    with T.block("tilelang_root"):
        x = T.alloc_buffer((32, 64), scope="shared.dyn")
        y = T.alloc_buffer((32, 64), scope="shared.dyn")
        v = T.alloc_buffer((128,), scope="shared.dyn")
        T.cumsum(T.region(x[0, 0], 1, 32, 64), T.region(y[0, 0], 2, 32, 64), 0, T.bool(False))
        T.cummax(T.region(x[0, 0], 1, 32, 64), T.region(x[0, 0], 2, 32, 64), -1, T.bool(True))
        T.cumsum(v[bx * 32:bx * 32 + 32], v[bx * 32:bx * 32 + 32], 0, False)
        T.cumsum(T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 2048, 1), T.tvm_access_ptr(T.type_annotation("float32"), x.data, 0, 2048, 2), 1, T.bool(False))
        T.cummax(x, dim=-1, reverse=True)

# T.finalize_reducer(acc) of a v1 reducer (a local.fragment buffer), its
# operand printed as the reducer's whole region (v0.1.7) or the buffer;
# T.reduce_bitand / bitor / bitxor (upstream) as T.reduce of those kinds.
# CHECK-LABEL: func.func @reducers(
# CHECK: %[[ACC:.*]] = tir.alloc_buffer "acc" : memref<4xf32, #tir.scope<"local.fragment">>
# CHECK: %[[BITS:.*]] = tir.alloc_buffer "bits" : memref<4x8xi32, #tir.scope<"shared.dyn">>
# CHECK: %[[O:.*]] = tir.alloc_buffer "o" : memref<4xi32, #tir.scope<"shared.dyn">>
# CHECK: tir.finalize_reducer %[[ACC]] : memref<4xf32, #tir.scope<"local.fragment">>
# CHECK: tir.finalize_reducer %[[ACC]] : memref<4xf32, #tir.scope<"local.fragment">>
# CHECK: tir.reduce <bitand> %[[BITS]], %[[O]] : memref<4x8xi32, #tir.scope<"shared.dyn">>, memref<4xi32, #tir.scope<"shared.dyn">>
# CHECK: tir.reduce <bitxor> %[[BITS]], %[[O]] {clear = false} :
@T.prim_func
def reducers():
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        acc = T.alloc_buffer((4,), scope="local.fragment")
        bits = T.alloc_buffer((4, 8), "int32", scope="shared.dyn")
        o = T.alloc_buffer((4,), "int32", scope="shared.dyn")
        T.finalize_reducer(acc[0:4])
        T.finalize_reducer(acc)
        T.reduce(T.region(bits[0, 0], 1, 4, 8), T.region(o[0], 2, 4), "bitand", -1, T.bool(True))
        T.reduce(bits[0:4, 0:8], o[0:4], "bitxor", 1, T.bool(False))

# A gemm operand that is one stage of a multi-buffered l1 buffer
# (`x_l1[f, :, :]`, upstream's manual double buffering) is a matrix: the
# region is viewed without its leading unit dim.
# CHECK-LABEL: func.func @staged_gemm(
# CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #tir.scope<"shared.l1">> to memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>
# CHECK: tir.gemm %[[X]], %{{.*}}, %{{.*}} clear_accum(%{{.*}}) : memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<64x64xf32, #tir.scope<"shared.l0c">>
@T.prim_func
def staged_gemm():
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        x_l1 = T.alloc_buffer((2, 64, 64), "float16", scope="shared.l1")
        w_l1 = T.alloc_buffer((2, 64, 64), "float16", scope="shared.l1")
        c = T.alloc_buffer((64, 64), scope="shared.l0c")
        for k in range(4):
            f: T.int32 = k % 2
            T.gemm_py(T.region(x_l1[f, 0, 0], 1, 1, 64, 64), T.region(w_l1[f, 0, 0], 1, 1, 64, 64), T.region(c[0, 0], 3, 64, 64), T.bool(False), T.bool(False), 64, 64, 64, 0, k == 0, 64, 64, 0, 0, 1, 0, 0, 0, 0)
