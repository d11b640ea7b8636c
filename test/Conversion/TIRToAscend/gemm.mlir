// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file | FileCheck %s

// L1 operands are staged into L0A/L0B buffers, one per type at the start of
// the function (`ascend.staging`) and shared by every gemm of the function;
// clear_accum becomes the mmad's init.
// CHECK-LABEL: func.func @gemm_nn
// CHECK-SAME: %[[INIT:.*]]: i1
// CHECK-NEXT: %[[B0:.*]] = memref.alloc() {ascend.staging} : memref<32x48xf16, #ascend.address_space<l0b>>
// CHECK-NEXT: %[[A0:.*]] = memref.alloc() {ascend.staging} : memref<64x32xf16, #ascend.address_space<l0a>>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<64x32xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<32x48xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<64x48xf32, #ascend.address_space<l0c>>
// CHECK-NEXT: ascend.load_l0 ins(%[[A]] : memref<64x32xf16, #ascend.address_space<l1>>) outs(%[[A0]] : memref<64x32xf16, #ascend.address_space<l0a>>)
// CHECK-NEXT: ascend.load_l0 ins(%[[B]] : memref<32x48xf16, #ascend.address_space<l1>>) outs(%[[B0]] : memref<32x48xf16, #ascend.address_space<l0b>>)
// CHECK-NEXT: ascend.mmad ins(%[[A0]], %[[B0]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[INIT]])
// The second gemm reuses the staging buffers. No clear_accum: accumulate.
// CHECK-NEXT: ascend.load_l0 ins(%[[A]] : {{.*}}) outs(%[[A0]] : {{.*}})
// CHECK-NEXT: ascend.load_l0 ins(%[[B]] : {{.*}}) outs(%[[B0]] : {{.*}})
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: ascend.mmad ins(%[[A0]], %[[B0]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[FALSE]])
func.func @gemm_nn(%init: i1) {
  %a = tir.alloc_buffer : memref<64x32xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<32x48xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<64x48xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<64x32xf16, #tir.scope<"shared.dyn">>, memref<32x48xf16, #tir.scope<"shared.dyn">>, memref<64x48xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c : memref<64x32xf16, #tir.scope<"shared.dyn">>, memref<32x48xf16, #tir.scope<"shared.dyn">>, memref<64x48xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// Transposed operands filled only from GM are stored transposed in L1: the
// buffer shape is reversed, the GM loads read DN -> NZ ({transpose}), and the
// L1 -> L0 moves keep the shape.
// CHECK-LABEL: func.func @gemm_tt
// CHECK: %[[A:.*]] = memref.alloc() : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn>>
// CHECK: %[[B:.*]] = memref.alloc() : memref<32x48xf16, #ascend.tile_space<space = l1, layout = zn>>
// CHECK: ascend.load ins(%{{.*}} : memref<32x64xf16, #ascend.address_space<gm>>) outs(%[[A]] : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
// CHECK: ascend.load ins(%{{.*}} : memref<48x32xf16, #ascend.address_space<gm>>) outs(%[[B]] : memref<32x48xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
// CHECK: ascend.load_l0 ins(%[[A]] : memref<64x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%{{.*}} : memref<64x32xf16, #ascend.address_space<l0a>>)
// CHECK-NEXT: ascend.load_l0 ins(%[[B]] : memref<32x48xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%{{.*}} : memref<32x48xf16, #ascend.address_space<l0b>>)
// CHECK-NEXT: ascend.mmad
func.func @gemm_tt(%ga: memref<32x64xf16>, %gb: memref<48x32xf16>, %init: i1) {
  %a = tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<48x32xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<64x48xf32, #tir.scope<"local.fragment">>
  tir.copy %ga, %a : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.dyn">>
  tir.copy %gb, %b : memref<48x32xf16>, memref<48x32xf16, #tir.scope<"shared.dyn">>
  tir.gemm %a, %b, %c clear_accum(%init) {transpose_a, transpose_b} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<48x32xf16, #tir.scope<"shared.dyn">>, memref<64x48xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// Operands already in L0A/L0B are used directly.
// CHECK-LABEL: func.func @gemm_l0
// CHECK: %[[A:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
// CHECK: %[[B:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
// CHECK-NOT: ascend.load_l0
// CHECK: ascend.mmad ins(%[[A]], %[[B]] :
func.func @gemm_l0(%init: i1) {
  %a = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l0a">>
  %b = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"wmma.matrix_b">>
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.l0a">>, memref<16x16xf16, #tir.scope<"wmma.matrix_b">>, memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  return
}
