// tir-place-buffers: the decision for each tir.alloc_buffer, recorded as
// an #ascend.placement in the #tir.scope of its type and of its views' types
// (the IR is otherwise unchanged; kernel arguments are gm and carry nothing;
// local.var scalars get no placement).
// RUN: pto-opt %s --tir-place-buffers -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers -split-input-file | pto-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @inferred
// CHECK-SAME: (%{{.*}}: memref<16x16xf32>, %{{.*}}: i1)
// CHECK-NEXT: tir.alloc_buffer "A_shared" : memref<16x32xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1>>>
// CHECK-NEXT: tir.alloc_buffer "B_shared" : memref<32x16xf16, #tir.scope<"shared", #ascend.placement<space = l1>>>
// CHECK-NEXT: tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"local.fragment", #ascend.placement<space = l0c>>>
// CHECK-NEXT: tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 16]>>>
// CHECK-NEXT: tir.alloc_buffer "U" : memref<16x16xf16, #tir.scope<"shared.ub", #ascend.placement<space = ub, shape = [16, 16]>>>
// CHECK-NEXT: tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var">>
// CHECK-NEXT: tir.gemm
func.func @inferred(%g: memref<16x16xf32>, %init: i1) {
  %a = tir.alloc_buffer "A_shared" : memref<16x32xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B_shared" : memref<32x16xf16, #tir.scope<"shared">>
  %c = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"local.fragment">>
  %s = tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %u = tir.alloc_buffer "U" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %n = tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x16xf16, #tir.scope<"shared">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.copy %g, %s : memref<16x16xf32>, memref<16x16xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

// Operands that every gemm transposes and only whole copies from GM fill
// are stored transposed in l1, their placement recording the transposed
// tile.
// CHECK-LABEL: func.func @transposed
// CHECK-NEXT: tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1, transposed = true, shape = [64, 32]>>>
// CHECK-NEXT: tir.alloc_buffer : memref<48x32xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1, transposed = true, shape = [32, 48]>>>
// CHECK-NEXT: tir.alloc_buffer : memref<64x48xf32, #tir.scope<"local.fragment", #ascend.placement<space = l0c>>>
func.func @transposed(%ga: memref<32x64xf16>, %gb: memref<48x32xf16>, %init: i1) {
  %a = tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<48x32xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<64x48xf32, #tir.scope<"local.fragment">>
  tir.copy %ga, %a : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.dyn">>
  tir.copy %gb, %b : memref<48x32xf16>, memref<48x32xf16, #tir.scope<"shared.dyn">>
  tir.gemm %a, %b, %c clear_accum(%init) {transpose_a, transpose_b} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<48x32xf16, #tir.scope<"shared.dyn">>, memref<64x48xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// A rank-1 ub buffer holding one value per row (a row reduction's result)
// is a K x 1 tile; one holding a value per column, 1 x K.
// CHECK-LABEL: func.func @vectors
// CHECK-NEXT: tir.alloc_buffer : memref<16x64xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 64]>>>
// CHECK-NEXT: tir.alloc_buffer : memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>>
// CHECK-NEXT: tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [1, 64]>>>
func.func @vectors() {
  %x = tir.alloc_buffer : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer : memref<16xf32, #tir.scope<"local.fragment">>
  %c = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
  tir.reduce <max> %x, %r : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %c {dim = 0 : i64} : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// A region of a placed buffer carries the buffer's placement in its type.
// CHECK-LABEL: func.func @views
// CHECK-NEXT: %[[X:.*]] = tir.alloc_buffer : memref<16x64xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 64]>>>
// CHECK-NEXT: %[[R:.*]] = tir.alloc_buffer : memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>>
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[X]][0, 0] [8, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 64]>>> to memref<8x64xf32, strided<[64, 1]>, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 64]>>>
// CHECK-NEXT: %[[W:.*]] = memref.subview %[[R]][0] [8] [1] : memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>> to memref<8xf32, strided<[1]>, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>>
// CHECK-NEXT: tir.reduce <max> %[[V]], %[[W]]
func.func @views() {
  %x = tir.alloc_buffer : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer : memref<16xf32, #tir.scope<"local.fragment">>
  %v = memref.subview %x[0, 0] [8, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared.dyn">> to memref<8x64xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>
  %w = memref.subview %r[0] [8] [1] : memref<16xf32, #tir.scope<"local.fragment">> to memref<8xf32, strided<[1]>, #tir.scope<"local.fragment">>
  tir.reduce <max> %v, %w : memref<8x64xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>, memref<8xf32, strided<[1]>, #tir.scope<"local.fragment">>
  return
}

// -----

// A transposed operand filled in its first rows from GM (the mHC GEMMs'
// T.copy(fn[0:24, k], fn_l1[0:24, :])) is stored transposed too: those rows
// are the first columns of its tile.
// CHECK-LABEL: func.func @transposed_first_rows
// CHECK-NEXT: tir.alloc_buffer : memref<32x128xf32, #tir.scope<"shared.l1", #ascend.placement<space = l1, transposed = true, shape = [128, 32]>>>
func.func @transposed_first_rows(%gx: memref<32x128xf32>, %gf: memref<24x128xf32>, %init: i1) {
  %f = tir.alloc_buffer : memref<32x128xf32, #tir.scope<"shared.l1">>
  %x = tir.alloc_buffer : memref<32x128xf32, #tir.scope<"shared.l1">>
  %c = tir.alloc_buffer : memref<32x32xf32, #tir.scope<"shared.l0c">>
  %r = memref.subview %f[0, 0] [24, 128] [1, 1] : memref<32x128xf32, #tir.scope<"shared.l1">> to memref<24x128xf32, strided<[128, 1]>, #tir.scope<"shared.l1">>
  tir.copy %gf, %r : memref<24x128xf32>, memref<24x128xf32, strided<[128, 1]>, #tir.scope<"shared.l1">>
  tir.copy %gx, %x : memref<32x128xf32>, memref<32x128xf32, #tir.scope<"shared.l1">>
  tir.gemm %x, %f, %c clear_accum(%init) {transpose_b} : memref<32x128xf32, #tir.scope<"shared.l1">>, memref<32x128xf32, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  return
}
