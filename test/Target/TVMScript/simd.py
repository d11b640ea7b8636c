# RUN: pto-translate --import-tir %s | FileCheck %s

# TileLang's register-level vector ops (T.simd.*, ops tl.simd.*, printed
# T.tl.simd.<op>; T.simd.<op> is read too) become upstream vector ops on
# registers: vector<64xf32>, an UNPK load's low-half lanes vector<64xbf16>,
# masks constants.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @simd(
@T.prim_func
def simd(X: T.Buffer((4, 128), "bfloat16"), Y: T.Buffer((4, 128), "float32"), S: T.Buffer((4,), "float32"), W: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        x_ub = T.alloc_buffer((4, 128), "bfloat16", scope="shared.dyn")
        y_ub = T.alloc_buffer((4, 128), scope="shared.dyn")
        s_ub = T.alloc_buffer((4,), scope="shared.dyn")
        w_ub = T.alloc_buffer((64,), scope="shared.dyn")
        h_ub = T.alloc_buffer((2, 128), "float16", scope="shared.dyn")
        # CHECK: tir.vector_function <simd>
        with T.block("SIMD_VF"):
            full: T.boolx256 = T.tl.simd.pset(32, "PAT_ALL")
            half: T.boolx256 = T.tl.simd.pset(16)
            one: T.boolx256 = T.tl.simd.pset(32, "PAT_VL1")
            for i in range(4):
                # CHECK: %[[B:.*]] = vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x128xbf16, #tir.scope<"shared.dyn">>, vector<64xbf16>
                b: T.bfloat16x128 = T.tl.simd.vld(T.access_ptr(x_ub[i, 64], 64, 1), "UNPK_B16")
                # CHECK-NEXT: %[[F:.*]] = arith.extf %[[B]] : vector<64xbf16> to vector<64xf32>
                f: T.float32x64 = T.tl.simd.vcvt(b, half, "PART_EVEN", "MODE_ZEROING")
                # CHECK: %[[SQ:.*]] = arith.mulf %[[F]], %[[F]] : vector<64xf32>
                sq: T.float32x64 = T.tl.simd.vmul(f, f, full, "MODE_ZEROING")
                # CHECK: %[[W:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<64xf32, #tir.scope<"shared.dyn">>, vector<64xf32>
                # CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[SQ]], %[[W]] : vector<64xf32>
                # CHECK: vector.store %[[SUM]], %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x128xf32, #tir.scope<"shared.dyn">>, vector<64xf32>
                T.tl.simd.vsts(T.access_ptr(y_ub[i, 0], 64, 2), T.tl.simd.vadd(sq, T.simd.vld(w_ub[0]), full, "MODE_ZEROING"), full, "NORM_B32")
                # CHECK: %[[TOTAL:.*]] = vector.reduction <add>, %[[SQ]] : vector<64xf32> into f32
                # CHECK-NEXT: memref.store %[[TOTAL]], %{{.*}}[%{{.*}}] : memref<4xf32, #tir.scope<"shared.dyn">>
                T.tl.simd.vsts(T.access_ptr(s_ub[i], 1, 2), T.tl.simd.vcadd(sq, full, "MODE_ZEROING"), one, "ONEPT_B32")
            # CHECK: %[[S:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<4xf32, #tir.scope<"shared.dyn">>
            # CHECK-NEXT: %[[BS:.*]] = vector.broadcast %[[S]] : f32 to vector<64xf32>
            s: T.float32x64 = T.tl.simd.vld(T.access_ptr(s_ub[0], 1, 1), "BRC_B32")
            # CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
            # CHECK-NEXT: %[[B2:.*]] = vector.broadcast %[[TWO]] : f32 to vector<64xf32>
            # CHECK-NEXT: %[[M:.*]] = arith.mulf %[[BS]], %[[B2]] : vector<64xf32>
            m: T.float32x64 = T.tl.simd.vmuls(s, T.float32(2.0), full, "MODE_ZEROING")
            # CHECK-NEXT: %[[E:.*]] = math.exp %[[M]] : vector<64xf32>
            e: T.float32x64 = T.tl.simd.vexp(m, full, "MODE_ZEROING")
            # CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<64xf32>
            # CHECK-NEXT: %[[R:.*]] = arith.maxnumf %[[E]], %[[Z]] : vector<64xf32>
            r: T.float32x64 = T.tl.simd.vrelu(e, full, "MODE_ZEROING")
            # T.simd.vdup as TileLang prints it (the lanes' type the let's)
            # and in the language's spelling (a dtype argument).
            # CHECK: %[[D:.*]] = vector.broadcast %{{.*}} : f32 to vector<64xf32>
            d: T.float32x64 = T.tl.simd.vdup(T.float32(1.5), full, "MODE_ZEROING")
            # CHECK: %[[D2:.*]] = vector.broadcast %{{.*}} : f16 to vector<128xf16>
            d2: T.float16x128 = T.simd.vdup(T.float16(2.0), "float16")
            # CHECK: %[[MX:.*]] = arith.maxnumf %[[R]], %[[D]] : vector<64xf32>
            # CHECK-NEXT: vector.store %[[MX]], %{{.*}}[%{{.*}}] : memref<64xf32, #tir.scope<"shared.dyn">>, vector<64xf32>
            T.tl.simd.vsts(T.access_ptr(w_ub[0], 64, 2), T.tl.simd.vmax(r, d, full, "MODE_ZEROING"), full, "NORM_B32")
            # CHECK: %[[MN:.*]] = arith.minnumf %[[R]], %[[D]] : vector<64xf32>
            # CHECK-NEXT: %[[L0:.*]] = vector.extract %[[MN]][0] : f32 from vector<64xf32>
            # CHECK-NEXT: memref.store %[[L0]], %{{.*}}[%{{.*}}] : memref<4xf32, #tir.scope<"shared.dyn">>
            T.tl.simd.vsts(T.access_ptr(s_ub[3], 1, 2), T.tl.simd.vmin(r, d, full, "MODE_ZEROING"), one, "ONEPT_B32")
            # TileLang's vsts defaults to dist "NORM_B32" for any lanes: every
            # lane is stored.
            # CHECK: vector.store %[[D2]], %{{.*}}[%{{.*}}, %{{.*}}] : memref<2x128xf16, #tir.scope<"shared.dyn">>, vector<128xf16>
            T.tl.simd.vsts(T.access_ptr(h_ub[1, 0], 128, 2), d2, full, "NORM_B32")
            # tirpto orders the tile ops it makes of the registers itself.
            # CHECK-NOT: mem_bar
            T.tl.simd.mem_bar("VST_VLD")
