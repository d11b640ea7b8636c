// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

// CHECK-LABEL: func.func @kernel_1d
// CHECK: tir.kernel (%{{.*}}) in (8) {
func.func @kernel_1d() {
  tir.kernel (%bx) in (8) {
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
