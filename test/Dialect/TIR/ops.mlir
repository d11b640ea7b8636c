// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s
// RUN: pto-opt %s --canonicalize | FileCheck %s --check-prefix=KEEP

// CHECK-LABEL: func.func @kernel_1d
// CHECK: tir.kernel (%{{.*}}) in (8) {
func.func @kernel_1d() {
  tir.kernel (%bx) in (8) {
  }
  return
}

// T.Scope("C") / T.Scope("V") (T.Cube() / T.Vector()).
// An empty section still declares its core: canonicalization keeps it.
// KEEP-LABEL: func.func @core_scopes
// KEEP: tir.section <cube> {
// KEEP: tir.section <vector> {
// CHECK-LABEL: func.func @core_scopes
// CHECK: tir.section <cube> {
// CHECK: tir.section <vector> {
func.func @core_scopes() {
  tir.kernel (%bx) in (8) {
    tir.section <cube> {
    }
    tir.section <vector> {
    }
  }
  return
}

// `with T.Vector() as sid`: the section binds the sub-block id.
// CHECK-LABEL: func.func @vector_sid
// CHECK: tir.section <vector> (%[[SID:.*]]) {
// CHECK-NEXT: arith.muli %[[SID]], %{{.*}} : index
func.func @vector_sid() {
  %c16 = arith.constant 16 : index
  tir.kernel (%bx) in (8) {
    tir.section <vector> (%sid) {
      %row = arith.muli %sid, %c16 : index
    }
  }
  return
}

// CHECK-LABEL: func.func @kernel_3d_dynamic
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: tir.kernel (%{{.*}}, %{{.*}}, %{{.*}}) in (4, %[[N]], 2) attributes {threads = 128 : i64} {
func.func @kernel_3d_dynamic(%n: index) {
  tir.kernel (%bx, %by, %bz) in (4, %n, 2) attributes {threads = 128 : i64} {
  }
  return
}

// tilelang-ascend's T.Kernel(n, is_npu=True) as (cid, vid): the sub-block
// id is the region's last argument.
// CHECK-LABEL: func.func @kernel_sub_block
// CHECK: tir.kernel (%[[CID:.*]]) in (8) sub_block (%[[VID:.*]]) in 2 attributes {threads = 2 : i64} {
// CHECK: arith.addi %[[CID]], %[[VID]] : index
func.func @kernel_sub_block() {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 attributes {threads = 2 : i64} {
    %s = arith.addi %cid, %vid : index
  }
  return
}

// TileLang's buffer-planning annotations (block attributes in printed TIR)
// are kernel attributes; buffer maps name the kernel's buffers.
// CHECK-LABEL: func.func @kernel_annotations
// CHECK: tir.kernel (%{{.*}}) in (4) attributes {address_map = {A_L1 = 0 : i64}, tl.buffer_versions_map = {A_L1 = 2 : i64}, tl.unlimit_memory_scopes = ["shared.l1"]} {
func.func @kernel_annotations() {
  tir.kernel (%bx) in (4) attributes {address_map = {A_L1 = 0 : i64}, tl.buffer_versions_map = {A_L1 = 2 : i64}, tl.unlimit_memory_scopes = ["shared.l1"]} {
    %a = tir.alloc_buffer "A_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
  }
  return
}

// CHECK-LABEL: func.func @buffers
// CHECK: tir.alloc_buffer "A_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
// CHECK: tir.alloc_buffer : memref<128x128xf32, #tir.scope<"local.fragment">>
// CHECK: tir.alloc_buffer "W" : memref<16x16xf16, #tir.scope<"wmma.matrix_a">>
// CHECK: tir.alloc_buffer "U" : memref<64xf32, #tir.scope<"shared.ub">>
func.func @buffers() {
  %a = tir.alloc_buffer "A_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<128x128xf32, #tir.scope<"local.fragment">>
  %w = tir.alloc_buffer "W" : memref<16x16xf16, #tir.scope<"wmma.matrix_a">>
  %u = tir.alloc_buffer "U" : memref<64xf32, #tir.scope<"shared.ub">>
  return
}

// T.tile.merge_sort(dst, src0, src1): sorted (value, index) lists merged.
// CHECK-LABEL: func.func @tile_merge_sort
// CHECK: tir.tile <merge_sort> ins(%{{.*}}, %{{.*}} : memref<128xf32, #tir.scope<"shared">>, memref<128xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<256xf32, #tir.scope<"shared">>)
func.func @tile_merge_sort() {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xf32, #tir.scope<"shared">>
  tir.tile <merge_sort> ins(%a, %a : memref<128xf32, #tir.scope<"shared">>, memref<128xf32, #tir.scope<"shared">>) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// T.tile.sort32(dst, src0, src1): blocks of 32 values sorted with their
// indices into (value, index) pairs.
// CHECK-LABEL: func.func @tile_sort32
// CHECK: tir.tile <sort32> ins(%{{.*}}, %{{.*}} : memref<4x64xf16, #tir.scope<"shared">>, memref<4x64xi32, #tir.scope<"shared">>) outs(%{{.*}} : memref<4x256xf16, #tir.scope<"shared">>)
func.func @tile_sort32() {
  %a = tir.alloc_buffer : memref<4x64xf16, #tir.scope<"shared">>
  %i = tir.alloc_buffer : memref<4x64xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<4x256xf16, #tir.scope<"shared">>
  tir.tile <sort32> ins(%a, %i : memref<4x64xf16, #tir.scope<"shared">>, memref<4x64xi32, #tir.scope<"shared">>) outs(%d : memref<4x256xf16, #tir.scope<"shared">>)
  return
}

// T.tile.sort(dst, src, actual_num) and T.tile.topk(dst, src, K,
// actual_num): (value, index) pairs of the sorted values.
// CHECK-LABEL: func.func @tile_sort_topk
// CHECK: tir.tile <sort> ins(%{{.*}} : memref<128xf32, #tir.scope<"shared">>) scalar(%{{.*}} : i32) outs(%{{.*}} : memref<256xf32, #tir.scope<"shared">>)
// CHECK: tir.tile <topk> ins(%{{.*}} : memref<128xf32, #tir.scope<"shared">>) scalar(%{{.*}}, %{{.*}} : i32, i32) outs(%{{.*}} : memref<64xf32, #tir.scope<"shared">>)
func.func @tile_sort_topk(%n: i32) {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xf32, #tir.scope<"shared">>
  %t = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %k = arith.constant 32 : i32
  tir.tile <sort> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  tir.tile <topk> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%t : memref<64xf32, #tir.scope<"shared">>)
  return
}

// T.tile.pow(dst, base, exponent), T.tile.sin(dst, src), T.tile.cos(dst, src).
// CHECK-LABEL: func.func @tile_math
// CHECK: tir.tile <pow> ins(%{{.*}}, %{{.*}} : memref<64xf32, #tir.scope<"shared">>, memref<64xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<64xf32, #tir.scope<"shared">>)
// CHECK: tir.tile <sin> ins(%{{.*}} : memref<64xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<64xf32, #tir.scope<"shared">>)
// CHECK: tir.tile <cos> ins(%{{.*}} : memref<64xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<64xf32, #tir.scope<"shared">>)
func.func @tile_math() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %b = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  tir.tile <pow> ins(%a, %b : memref<64xf32, #tir.scope<"shared">>, memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  tir.tile <sin> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  tir.tile <cos> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  return
}

// T.tile.gather_mask(dst, src, "P1010"): the odd columns of each row.
// CHECK-LABEL: func.func @tile_gather_mask
// CHECK: tir.tile <gather_mask> ins(%{{.*}} : memref<2x64xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<64xf32, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p1010>}
func.func @tile_gather_mask() {
  %a = tir.alloc_buffer : memref<2x64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  tir.tile <gather_mask> ins(%a : memref<2x64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p1010>}
  return
}

// T.SimtVF(threads=...) / T.SimdVF(): vector-function scopes.
// CHECK-LABEL: func.func @vector_functions
// CHECK: tir.vector_function <simt> threads [2048] {
// CHECK: tir.vector_function <simt> threads [32, 4] attributes {latency = 100 : i64} {
// CHECK: tir.vector_function <simd> {
func.func @vector_functions() {
  tir.kernel (%bx) in (4) {
    tir.vector_function <simt> threads [2048] {
    }
    tir.vector_function <simt> threads [32, 4] attributes {latency = 100 : i64} {
    }
    tir.vector_function <simd> {
    }
  }
  return
}

// T.tile.transpose(dst, src).
// CHECK-LABEL: func.func @tile_transpose
// CHECK: tir.tile <transpose> ins(%{{.*}} : memref<16x32xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<32x16xf32, #tir.scope<"shared">>)
func.func @tile_transpose() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<32x16xf32, #tir.scope<"shared">>
  tir.tile <transpose> ins(%a : memref<16x32xf32, #tir.scope<"shared">>) outs(%d : memref<32x16xf32, #tir.scope<"shared">>)
  return
}

// T.dual_copy(acc, c_ub): the ub buffer is one Vector sub-block's half.
// CHECK-LABEL: func.func @copy_dual
// CHECK: tir.copy %{{.*}}, %{{.*}} {dual} : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32, #tir.scope<"shared.dyn">>
// CHECK: tir.copy %{{.*}}, %{{.*}} {dual} : memref<64x16xf16, #tir.scope<"shared.dyn">>, memref<64x32xf16, #tir.scope<"shared.l1">>
func.func @copy_dual() {
  %acc = tir.alloc_buffer : memref<64x32xf32, #tir.scope<"shared.l0c">>
  %c = tir.alloc_buffer : memref<32x32xf32, #tir.scope<"shared.dyn">>
  tir.copy %acc, %c {dual} : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32, #tir.scope<"shared.dyn">>
  %x = tir.alloc_buffer : memref<64x16xf16, #tir.scope<"shared.dyn">>
  %x_l1 = tir.alloc_buffer : memref<64x32xf16, #tir.scope<"shared.l1">>
  tir.copy %x, %x_l1 {dual} : memref<64x16xf16, #tir.scope<"shared.dyn">>, memref<64x32xf16, #tir.scope<"shared.l1">>
  return
}

// T.tile.atomic_add(c, C_L0): the accumulator added into global memory.
// CHECK-LABEL: func.func @copy_atomic_add
// CHECK: tir.copy %{{.*}}, %{{.*}} {atomic_add} : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf32, strided<[64, 1], offset: ?>>
func.func @copy_atomic_add(%C: memref<64x64xf32>, %i: index) {
  %acc = tir.alloc_buffer : memref<32x32xf32, #tir.scope<"local.fragment">>
  %c = memref.subview %C[%i, 0] [32, 32] [1, 1] : memref<64x64xf32> to memref<32x32xf32, strided<[64, 1], offset: ?>>
  tir.copy %acc, %c {atomic_add} : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf32, strided<[64, 1], offset: ?>>
  return
}

// T.copy(C_L0, c, enable_relu=True): the fixpipe's ReLU.
// CHECK-LABEL: func.func @copy_enable_relu
// CHECK: tir.copy %{{.*}}, %{{.*}} {enable_relu} : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf16, strided<[64, 1], offset: ?>>
func.func @copy_enable_relu(%C: memref<64x64xf16>, %i: index) {
  %acc = tir.alloc_buffer : memref<32x32xf32, #tir.scope<"local.fragment">>
  %c = memref.subview %C[%i, 0] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
  tir.copy %acc, %c {enable_relu} : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf16, strided<[64, 1], offset: ?>>
  return
}

// T.copy(B_L1, B_L0, transpose=True).
// CHECK-LABEL: func.func @copy_transpose
// CHECK: tir.copy %{{.*}}, %{{.*}} {transpose} : memref<16x32xf16, #tir.scope<"shared.l1">>, memref<32x16xf16, #tir.scope<"wmma.matrix_b">>
func.func @copy_transpose() {
  %l1 = tir.alloc_buffer : memref<16x32xf16, #tir.scope<"shared.l1">>
  %l0 = tir.alloc_buffer : memref<32x16xf16, #tir.scope<"wmma.matrix_b">>
  tir.copy %l1, %l0 {transpose} : memref<16x32xf16, #tir.scope<"shared.l1">>, memref<32x16xf16, #tir.scope<"wmma.matrix_b">>
  return
}

// CHECK-LABEL: func.func @copy_fill_gemm
// CHECK-SAME: %[[ARG:.*]]: memref<256x256xf16> {tir.name = "A"}
// CHECK: %[[SV:.*]] = memref.subview %[[ARG]]
// CHECK: tir.copy %[[SV]], %[[A:.*]] : memref<32x64xf16, strided<[256, 1], offset: ?>>, memref<32x64xf16, #tir.scope<"shared.dyn">>
// CHECK: tir.fill %[[C:.*]], %{{.*}} : memref<32x32xf32, #tir.scope<"local.fragment">>
// CHECK: tir.gemm %[[A]], %[[B:.*]], %[[C]] clear_accum(%{{.*}}) {transpose_b} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
// CHECK: tir.gemm %[[A]], %[[B]], %[[C]] {k_pack = 1 : i64, policy = "Square", transpose_b, wg_wait = 0 : i64}
func.func @copy_fill_gemm(%arg: memref<256x256xf16> {tir.name = "A"}, %i: index) {
  %a = tir.alloc_buffer "A_shared" : memref<32x64xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B_shared" : memref<32x64xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C_local" : memref<32x32xf32, #tir.scope<"local.fragment">>
  %sv = memref.subview %arg[%i, 0] [32, 64] [1, 1] : memref<256x256xf16> to memref<32x64xf16, strided<[256, 1], offset: ?>>
  tir.copy %sv, %a : memref<32x64xf16, strided<[256, 1], offset: ?>>, memref<32x64xf16, #tir.scope<"shared.dyn">>
  %zero = arith.constant 0.0 : f32
  tir.fill %c, %zero : memref<32x32xf32, #tir.scope<"local.fragment">>
  %true = arith.constant true
  tir.gemm %a, %b, %c clear_accum(%true) {transpose_b} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c {transpose_b, policy = "Square", k_pack = 1 : i64, wg_wait = 0 : i64} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
  return
}

// CHECK-LABEL: func.func @loops
// CHECK: tir.for serial %[[I:.*]] = %[[LB:.*]] to %[[UB:.*]] step %[[S:.*]] {
// CHECK: tir.for pipelined %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] attributes {num_stages = 3 : i64, tl_cross_interval = 1 : i64} {
// CHECK: tir.for parallel %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] {
// CHECK: tir.for unrolled
// CHECK: tir.for vectorized
func.func @loops(%lb: index, %ub: index, %s: index) {
  tir.for serial %i = %lb to %ub step %s {
    tir.for pipelined %k = %lb to %ub step %s attributes {num_stages = 3 : i64, tl_cross_interval = 1 : i64} {
    }
    tir.for parallel %j = %lb to %ub step %s {
    }
  }
  tir.for unrolled %i = %lb to %ub step %s {
  }
  tir.for vectorized %i = %lb to %ub step %s {
  }
  return
}

// Every known scope parses.
// CHECK-LABEL: func.func @scopes
func.func @scopes(%g: memref<4xf16, #tir.scope<"global">>) {
  %0 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared">>
  %1 = tir.alloc_buffer : memref<4xf16, #tir.scope<"local">>
  %2 = tir.alloc_buffer : memref<1xi32, #tir.scope<"local.var">>
  %3 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l1">>
  %4 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l1.dyn">>
  %5 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l0a">>
  %6 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l0a.dyn">>
  %7 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l0b">>
  %8 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.l0b.dyn">>
  %9 = tir.alloc_buffer : memref<4xf32, #tir.scope<"shared.l0c">>
  %10 = tir.alloc_buffer : memref<4xf32, #tir.scope<"shared.l0c.dyn">>
  %11 = tir.alloc_buffer : memref<4xf32, #tir.scope<"shared.bt">>
  %12 = tir.alloc_buffer : memref<4xf16, #tir.scope<"wmma.matrix_b">>
  %13 = tir.alloc_buffer : memref<4xf32, #tir.scope<"wmma.accumulator">>
  // CHECK: #tir.scope<"wmma.accumulator">
  return
}

// T.reduce_*: every kind; dim 1 (default, elided) into M or M x 1, dim 0 into N or
// 1 x N; clear = false is printed, clear = true (default) is not.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[S:.*]] = tir.alloc_buffer "S" : memref<64x128xf32, #tir.scope<"local.fragment">>
// CHECK: %[[M:.*]] = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
// CHECK: %[[M1:.*]] = tir.alloc_buffer : memref<64x1xf32, #tir.scope<"local.fragment">>
// CHECK: %[[N:.*]] = tir.alloc_buffer : memref<128xf32, #tir.scope<"local.fragment">>
// CHECK: %[[N1:.*]] = tir.alloc_buffer : memref<1x128xf32, #tir.scope<"local.fragment">>
// CHECK: tir.reduce <sum> %[[S]], %[[M]] : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <max> %[[S]], %[[M]] : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <min> %[[S]], %[[M1]] : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64x1xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <abssum> %[[S]], %[[N]] {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<128xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <absmax> %[[S]], %[[N1]] {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x128xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <sum> %[[S]], %[[M]] {clear = false} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <max> %[[S]], %[[N1]] {clear = false, dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x128xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <sum> %[[S]], %[[M]] : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <min> %{{.*}}, %{{.*}} : memref<16x16xi32, #tir.scope<"shared">>, memref<16xi32, #tir.scope<"shared">>{{$}}
func.func @reduce() {
  %s = tir.alloc_buffer "S" : memref<64x128xf32, #tir.scope<"local.fragment">>
  %m = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
  %m1 = tir.alloc_buffer : memref<64x1xf32, #tir.scope<"local.fragment">>
  %n = tir.alloc_buffer : memref<128xf32, #tir.scope<"local.fragment">>
  %n1 = tir.alloc_buffer : memref<1x128xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %s, %m : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  tir.reduce <max> %s, %m {dim = 1 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  tir.reduce <min> %s, %m1 : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64x1xf32, #tir.scope<"local.fragment">>
  tir.reduce <abssum> %s, %n {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<128xf32, #tir.scope<"local.fragment">>
  tir.reduce <absmax> %s, %n1 {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x128xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %s, %m {clear = false} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  tir.reduce <max> %s, %n1 {dim = 0 : i64, clear = false} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x128xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %s, %m {clear = true} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  %i = tir.alloc_buffer : memref<16x16xi32, #tir.scope<"shared">>
  %j = tir.alloc_buffer : memref<16xi32, #tir.scope<"shared">>
  tir.reduce <min> %i, %j : memref<16x16xi32, #tir.scope<"shared">>, memref<16xi32, #tir.scope<"shared">>
  return
}

// T.cumsum / T.cummax: dim 0 and reverse = false (defaults) are elided,
// in place (dst is src) and into another buffer, rank 1 and 2, integers.
// CHECK-LABEL: func.func @scan
// CHECK: %[[X:.*]] = tir.alloc_buffer "X" : memref<32x64xf32, #tir.scope<"shared.dyn">>
// CHECK: %[[Y:.*]] = tir.alloc_buffer : memref<32x64xf32, #tir.scope<"shared.dyn">>
// CHECK: %[[V:.*]] = tir.alloc_buffer : memref<64xi32, #tir.scope<"shared">>
// CHECK: tir.scan <sum> %[[X]], %[[Y]] : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>{{$}}
// CHECK: tir.scan <max> %[[X]], %[[X]] {dim = 1 : i64, reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>{{$}}
// CHECK: tir.scan <sum> %[[X]], %[[Y]] : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>{{$}}
// CHECK: tir.scan <max> %[[V]], %[[V]] {reverse = true} : memref<64xi32, #tir.scope<"shared">>, memref<64xi32, #tir.scope<"shared">>{{$}}
func.func @scan() {
  %x = tir.alloc_buffer "X" : memref<32x64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer : memref<32x64xf32, #tir.scope<"shared.dyn">>
  %v = tir.alloc_buffer : memref<64xi32, #tir.scope<"shared">>
  tir.scan <sum> %x, %y : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
  tir.scan <max> %x, %x {dim = 1 : i64, reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
  tir.scan <sum> %x, %y {dim = 0 : i64, reverse = false} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
  tir.scan <max> %v, %v {reverse = true} : memref<64xi32, #tir.scope<"shared">>, memref<64xi32, #tir.scope<"shared">>
  return
}

// T.call_extern / T.call_pure_extern: float, integer and index scalars, any
// number of arguments.
// CHECK-LABEL: func.func @call_extern
// CHECK-SAME: (%[[X:.*]]: f32, %[[H:.*]]: f16, %[[I:.*]]: i32, %[[N:.*]]: index)
// CHECK: %[[E:.*]] = tir.call_extern "expf"(%[[X]]) : (f32) -> f32
// CHECK: tir.call_extern "powf"(%[[E]], %[[X]]) : (f32, f32) -> f32
// CHECK: tir.call_extern "hexp"(%[[H]]) : (f16) -> f16
// CHECK: tir.call_extern "abs"(%[[I]]) : (i32) -> i32
// CHECK: tir.call_extern "get_block_num"() : () -> index
// CHECK: tir.call_extern "lround"(%[[X]], %[[N]]) : (f32, index) -> i64
func.func @call_extern(%x: f32, %h: f16, %i: i32, %n: index) {
  %e = tir.call_extern "expf"(%x) : (f32) -> f32
  %p = tir.call_extern "powf"(%e, %x) : (f32, f32) -> f32
  %he = tir.call_extern "hexp"(%h) : (f16) -> f16
  %a = tir.call_extern "abs"(%i) : (i32) -> i32
  %b = tir.call_extern "get_block_num"() : () -> index
  %r = tir.call_extern "lround"(%x, %n) : (f32, index) -> i64
  return
}

// Named intrinsics with zero or one result; string arguments in `args`.
// CHECK-LABEL: func.func @intrin
// CHECK-SAME: (%[[A:.*]]: i32, %[[C:.*]]: i1, %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[N:.*]]: index)
// CHECK: tir.intrin "shift_right"(%[[A]], %[[A]]) : (i32, i32) -> i32
// CHECK: tir.intrin "if_then_else"(%[[C]], %[[X]], %[[Y]]) : (i1, f32, f32) -> f32
// CHECK: tir.intrin "bitwise_xor"(%[[N]], %[[N]]) : (index, index) -> index
// CHECK: tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
// CHECK: tir.intrin "tvm_storage_sync"() {args = ["shared", "warp"]} : () -> ()
// CHECK: tir.intrin "fence"() : () -> (){{$}}
// CHECK: tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
// CHECK: tir.intrin "tl.ascend_set_flag"(%[[A]]) {args = ["MTE2", "V"]} : (i32) -> ()
// CHECK: tir.intrin "tl.ascend_wait_flag"(%[[N]]) {args = ["MTE2_V"]} : (index) -> ()
func.func @intrin(%a: i32, %c: i1, %x: f32, %y: f32, %n: index) {
  %r = tir.intrin "shift_right"(%a, %a) : (i32, i32) -> i32
  %s = tir.intrin "if_then_else"(%c, %x, %y) : (i1, f32, f32) -> f32
  %t = tir.intrin "bitwise_xor"(%n, %n) : (index, index) -> index
  tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
  tir.intrin "tvm_storage_sync"() {args = ["shared", "warp"]} : () -> ()
  tir.intrin "fence"() : () -> ()
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
  tir.intrin "tl.ascend_set_flag"(%a) {args = ["MTE2", "V"]} : (i32) -> ()
  tir.intrin "tl.ascend_wait_flag"(%n) {args = ["MTE2_V"]} : (index) -> ()
  return
}

// tilelang-ascend's T.tile.* operations: one op, the operation an enum.
// CHECK-LABEL: func.func @tile_ops
// CHECK-SAME: (%[[A:.*]]: memref<16x64xf32, #tir.scope<"shared">>, %[[B:.*]]: memref<16x64xf32, #tir.scope<"shared">>, %[[S:.*]]: f32)
// CHECK: tir.tile <add> ins(%[[A]], %[[B]] : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%[[B]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <mul> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) scalar(%[[S]] : f32) outs(%[[B]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <bitwise_xor> ins(%{{.*}}, %{{.*}} : memref<8x32xi16, #tir.scope<"shared">>, memref<8x32xi16, #tir.scope<"shared">>) outs(%{{.*}} : memref<8x32xi16, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <sigmoid> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) outs(%[[B]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <reciprocal> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <silu> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
func.func @tile_ops(%a: memref<16x64xf32, #tir.scope<"shared">>, %b: memref<16x64xf32, #tir.scope<"shared">>, %s: f32) {
  %i = tir.alloc_buffer "i" : memref<8x32xi16, #tir.scope<"shared">>
  tir.tile <add> ins(%a, %b : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%b : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <mul> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%b : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <bitwise_xor> ins(%i, %i : memref<8x32xi16, #tir.scope<"shared">>, memref<8x32xi16, #tir.scope<"shared">>) outs(%i : memref<8x32xi16, #tir.scope<"shared">>)
  tir.tile <sigmoid> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%b : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <reciprocal> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <silu> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// T.tile.cast with its rounding mode, T.tile.round, and the clamps with one
// scalar or two.
// CHECK-LABEL: func.func @tile_cast_clamp
// CHECK-SAME: (%[[A:.*]]: memref<16x64xf32, #tir.scope<"shared">>, %[[H:.*]]: memref<16x64xf16, #tir.scope<"shared">>, %[[LO:.*]]: f32, %[[HI:.*]]: f32)
// CHECK: tir.tile <cast> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) outs(%[[H]] : memref<16x64xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<floor>}
// CHECK-NEXT: tir.tile <cast> ins(%[[H]] : memref<16x64xf16, #tir.scope<"shared">>) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>){{$}}
// CHECK-NEXT: tir.tile <round> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <clamp> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) scalar(%[[LO]], %[[HI]] : f32, f32) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <clamp_max> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) scalar(%[[HI]] : f32) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.tile <clamp_min> ins(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>) scalar(%[[LO]] : f32) outs(%[[A]] : memref<16x64xf32, #tir.scope<"shared">>)
func.func @tile_cast_clamp(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %lo: f32, %hi: f32) {
  tir.tile <cast> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%h : memref<16x64xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<floor>}
  tir.tile <cast> ins(%h : memref<16x64xf16, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <round> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <clamp> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%lo, %hi : f32, f32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <clamp_max> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%hi : f32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  tir.tile <clamp_min> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%lo : f32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// T.reduce_* of a rank-3 buffer: along its last dimension (into 2x4, or
// 2x4x1 keeping it) or its middle one (into 2x32).
// CHECK-LABEL: func.func @reduce_rank3
// CHECK: tir.reduce <sum> %{{.*}}, %{{.*}} {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <max> %{{.*}}, %{{.*}} {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x4x1xf32, #tir.scope<"local.fragment">>{{$}}
// CHECK: tir.reduce <min> %{{.*}}, %{{.*}} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x32xf32, #tir.scope<"local.fragment">>{{$}}
func.func @reduce_rank3() {
  %s = tir.alloc_buffer : memref<2x4x32xf32, #tir.scope<"local.fragment">>
  %r = tir.alloc_buffer : memref<2x4xf32, #tir.scope<"local.fragment">>
  %k = tir.alloc_buffer : memref<2x4x1xf32, #tir.scope<"local.fragment">>
  %c = tir.alloc_buffer : memref<2x32xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %s, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  tir.reduce <max> %s, %k {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x4x1xf32, #tir.scope<"local.fragment">>
  tir.reduce <min> %s, %c {dim = 1 : i64} : memref<2x4x32xf32, #tir.scope<"local.fragment">>, memref<2x32xf32, #tir.scope<"local.fragment">>
  return
}

// tilelang-ascend's T.copy(..., pad_value=v).
// CHECK-LABEL: func.func @copy_pad_value
// CHECK: tir.copy %{{.*}}, %{{.*}} pad_value(%{{.*}} : f32) : memref<16x32xf32, strided<[130, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared">>
func.func @copy_pad_value(%arg: memref<34x130xf32>, %i: index) {
  %ninf = arith.constant 0xFF800000 : f32
  %a = tir.alloc_buffer "a" : memref<16x32xf32, #tir.scope<"shared">>
  %sv = memref.subview %arg[%i, 0] [16, 32] [1, 1] : memref<34x130xf32> to memref<16x32xf32, strided<[130, 1], offset: ?>>
  tir.copy %sv, %a pad_value(%ninf : f32) : memref<16x32xf32, strided<[130, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// A region whose extents are computed at run time (tilelang-ascend's
// ragged blocks): the static region of its largest extents, and the extents
// that move; atomically added into global memory under T.set_atomic.
// CHECK-LABEL: func.func @copy_extents
// CHECK: tir.copy %{{.*}}, %{{.*}} extents(%[[N:.*]], %{{.*}}) : memref<128x2xf32, strided<[24, 1], offset: ?>>, memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
// CHECK: tir.copy %{{.*}}, %{{.*}} extents(%[[N]], %{{.*}}) : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[24, 1], offset: ?>>
// CHECK: tir.copy %{{.*}}, %{{.*}} extents(%[[N]], %{{.*}}) {atomic_add} : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[24, 1], offset: ?>>
func.func @copy_extents(%arg: memref<?x24xf32>, %r: index, %n: index) {
  %c2 = arith.constant 2 : index
  %x = tir.alloc_buffer "x" : memref<128x8xf32, #tir.scope<"shared">>
  %g = memref.subview %arg[%r, 0] [128, 2] [1, 1] : memref<?x24xf32> to memref<128x2xf32, strided<[24, 1], offset: ?>>
  %u = memref.subview %x[0, 0] [128, 2] [1, 1] : memref<128x8xf32, #tir.scope<"shared">> to memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.copy %g, %u extents(%n, %c2) : memref<128x2xf32, strided<[24, 1], offset: ?>>, memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.copy %u, %g extents(%n, %c2) : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[24, 1], offset: ?>>
  tir.copy %u, %g extents(%n, %c2) {atomic_add} : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[24, 1], offset: ?>>
  return
}

// tilelang-ascend's T.tile.compare into an i8 mask and T.tile.select by it.
// CHECK-LABEL: func.func @tile_compare_select
// CHECK: tir.tile <compare> ins(%{{.*}} : memref<16x64xf32, #tir.scope<"shared">>) scalar(%{{.*}} : f32) outs(%[[M:.*]] : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<ge>}
// CHECK-NEXT: tir.tile <compare> ins(%{{.*}}, %{{.*}} : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%[[M]] : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<ne>}
// CHECK-NEXT: tir.tile <select> ins(%[[M]], %{{.*}} : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) scalar(%{{.*}} : f32) outs(%{{.*}} : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_scalar>}
// CHECK-NEXT: tir.tile <select> ins(%[[M]], %{{.*}}, %{{.*}} : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%{{.*}} : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<cmpmask_spr>}
func.func @tile_compare_select(%a: memref<16x64xf32, #tir.scope<"shared">>, %b: memref<16x64xf32, #tir.scope<"shared">>, %s: f32) {
  %m = tir.alloc_buffer "m" : memref<16x64xi8, #tir.scope<"shared">>
  tir.tile <compare> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<ge>}
  tir.tile <compare> ins(%a, %b : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<ne>}
  tir.tile <select> ins(%m, %a : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%b : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_scalar>}
  tir.tile <select> ins(%m, %a, %b : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%b : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<cmpmask_spr>}
  return
}

// CHECK-LABEL: func.func @finalize_reducer
// CHECK: %[[R:.*]] = tir.alloc_buffer "mgl" : memref<4xf32, #tir.scope<"local.fragment">>
// CHECK: tir.finalize_reducer %[[R]] : memref<4xf32, #tir.scope<"local.fragment">>
// KEEP-LABEL: func.func @finalize_reducer
// KEEP: tir.finalize_reducer
func.func @finalize_reducer() {
  %r = tir.alloc_buffer "mgl" : memref<4xf32, #tir.scope<"local.fragment">>
  tir.finalize_reducer %r : memref<4xf32, #tir.scope<"local.fragment">>
  return
}

// CHECK-LABEL: func.func @tile_generators_and_shifts
// CHECK: tir.tile <createvecindex> scalar(%{{.*}} : i32) outs(%[[I:.*]] : memref<128xi32, #tir.scope<"shared.ub">>)
// CHECK: tir.tile <arith_progression> scalar(%{{.*}}, %{{.*}} : i32, i32) outs(%[[I]] : memref<128xi32, #tir.scope<"shared.ub">>)
// CHECK: tir.tile <bitwise_lshift> ins(%[[I]] : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%{{.*}} : i32) outs(%[[I]] : memref<128xi32, #tir.scope<"shared.ub">>)
// CHECK: tir.tile <bitwise_rshift> ins(%[[I]] : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%{{.*}} : i32) outs(%[[I]] : memref<128xi32, #tir.scope<"shared.ub">>)
func.func @tile_generators_and_shifts(%first: i32, %diff: i32) {
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  tir.tile <createvecindex> scalar(%first : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <arith_progression> scalar(%first, %diff : i32, i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <bitwise_lshift> ins(%i : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%diff : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <bitwise_rshift> ins(%i : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%diff : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// CHECK-LABEL: func.func @tile_gather
// CHECK: tir.tile <gather> ins(%{{.*}}, %{{.*}} : memref<8x256xf32, #tir.scope<"shared.ub">>, memref<8x256xi32, #tir.scope<"shared.ub">>) scalar(%{{.*}} : i32) outs(%{{.*}} : memref<8x256xf32, #tir.scope<"shared.ub">>)
func.func @tile_gather(%base: i32) {
  %x = tir.alloc_buffer "x" : memref<8x256xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x256xi32, #tir.scope<"shared.ub">>
  %y = tir.alloc_buffer "y" : memref<8x256xf32, #tir.scope<"shared.ub">>
  tir.tile <gather> ins(%x, %m : memref<8x256xf32, #tir.scope<"shared.ub">>, memref<8x256xi32, #tir.scope<"shared.ub">>) scalar(%base : i32) outs(%y : memref<8x256xf32, #tir.scope<"shared.ub">>)
  return
}

// CHECK-LABEL: func.func @tile_leaky_relu_row_expand_mul
// CHECK: tir.tile <leaky_relu> ins(%[[X:.*]] : memref<4x8xf32, #tir.scope<"shared.ub">>) scalar(%{{.*}} : f32) outs(%[[X]] : memref<4x8xf32, #tir.scope<"shared.ub">>)
// CHECK: tir.tile <row_expand_mul> ins(%[[X]], %{{.*}} : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4x1xf32, #tir.scope<"shared.ub">>) outs(%[[X]] : memref<4x8xf32, #tir.scope<"shared.ub">>)
// CHECK: tir.tile <row_expand_sub> ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[X]] :
// CHECK: tir.tile <row_expand_div> ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[X]] :
func.func @tile_leaky_relu_row_expand_mul(%s: f32) {
  %x = tir.alloc_buffer "x" : memref<4x8xf32, #tir.scope<"shared.ub">>
  %w = tir.alloc_buffer "w" : memref<4x1xf32, #tir.scope<"shared.ub">>
  tir.tile <leaky_relu> ins(%x : memref<4x8xf32, #tir.scope<"shared.ub">>) scalar(%s : f32) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_mul> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4x1xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_sub> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4x1xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_div> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4x1xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  return
}

// T.printf and T.dump_tensor (tilelang-ascend's debug output); printing is
// an effect, so canonicalization keeps both.
// CHECK-LABEL: func.func @debug_output
// CHECK: tir.intrin "tl.ascend_printf"(%{{.*}}, %{{.*}}) {args = ["cid:%d x=%8.3f%%\0A"]} : (index, f32) -> ()
// CHECK: tir.intrin "tl.ascend_printf"() {args = ["text\0A"]} : () -> ()
// CHECK: tir.dump_tensor %{{.*}} desc(222) size(16) shape [1, 16] : memref<1x16xi16, #tir.scope<"shared">>
// CHECK: tir.dump_tensor %{{.*}} desc(4294967295) size(0) shape [] : memref<2x16xf32>
// KEEP-LABEL: func.func @debug_output
// KEEP-COUNT-2: tir.intrin "tl.ascend_printf"
// KEEP-COUNT-2: tir.dump_tensor
func.func @debug_output(%cid: index, %x: f32, %A: memref<2x16xf32>) {
  tir.intrin "tl.ascend_printf"(%cid, %x) {args = ["cid:%d x=%8.3f%%\n"]} : (index, f32) -> ()
  tir.intrin "tl.ascend_printf"() {args = ["text\n"]} : () -> ()
  %ub = tir.alloc_buffer "c_ub" : memref<1x16xi16, #tir.scope<"shared">>
  tir.dump_tensor %ub desc(222) size(16) shape [1, 16] : memref<1x16xi16, #tir.scope<"shared">>
  tir.dump_tensor %A desc(4294967295) size(0) shape [] : memref<2x16xf32>
  return
}

// T.reshape / T.view / T.reinterpretcast: views of a buffer's storage.
// CHECK-LABEL: func.func @views
// CHECK: tir.view %{{.*}} "x_i32" : memref<8x64xf32, #tir.scope<"shared">> to memref<8x64xi32, #tir.scope<"shared">>
// CHECK: tir.view %{{.*}} : memref<8x64xf32, #tir.scope<"shared">> to memref<512xf32, #tir.scope<"shared">>
// CHECK: tir.view %{{.*}} "halves" : memref<8x64xf32, #tir.scope<"shared">> to memref<2x4x128xf16, #tir.scope<"shared">>
// CHECK: tir.view %{{.*}} : memref<16x8xf16> to memref<128xf16>
func.func @views(%A: memref<16x8xf16>) {
  %x = tir.alloc_buffer "x_ub" : memref<8x64xf32, #tir.scope<"shared">>
  %0 = tir.view %x "x_i32" : memref<8x64xf32, #tir.scope<"shared">> to memref<8x64xi32, #tir.scope<"shared">>
  %1 = tir.view %x : memref<8x64xf32, #tir.scope<"shared">> to memref<512xf32, #tir.scope<"shared">>
  %2 = tir.view %x "halves" : memref<8x64xf32, #tir.scope<"shared">> to memref<2x4x128xf16, #tir.scope<"shared">>
  %3 = tir.view %A : memref<16x8xf16> to memref<128xf16>
  return
}

// Element atomics: add, max and min of one element, kept by canonicalize
// (they write memory).
// CHECK-LABEL: func.func @atomics
// CHECK: tir.atomic <add> %[[C:.*]][%[[I:.*]]], %[[V:.*]] : memref<8xf32>
// CHECK: tir.atomic <max> %{{.*}}[%[[I]], %[[I]]], %{{.*}} : memref<4x4xi32>
// CHECK: tir.atomic <min> %[[C]][%[[I]]], %[[V]] : memref<8xf32>
// KEEP-LABEL: func.func @atomics
// KEEP-COUNT-3: tir.atomic
func.func @atomics(%c: memref<8xf32>, %d: memref<4x4xi32>, %v: f32, %w: i32) {
  %c1 = arith.constant 1 : index
  tir.atomic <add> %c[%c1], %v : memref<8xf32>
  tir.atomic <max> %d[%c1, %c1], %w : memref<4x4xi32>
  tir.atomic <min> %c[%c1], %v : memref<8xf32>
  return
}
