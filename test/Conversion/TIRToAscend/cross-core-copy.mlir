// T.copy from an l0c buffer into a ub buffer hands a Cube result to the
// Vector core, and from a ub buffer into an l1 buffer a Vector result to
// the Cube: ascend.cross_core_copy on both arches (ascend-split-cube-vector
// chooses how the tile travels). On a5 UB -> L1 exists as a path, but the
// two buffers are still the two cores'.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @l0c_to_ub
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<ub>>)
func.func @l0c_to_ub() {
  %acc = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %ub = tir.alloc_buffer "C_ub" : memref<16x16xf16, #tir.scope<"shared.ub">>
  tir.copy %acc, %ub : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf16, #tir.scope<"shared.ub">>
  return
}

// -----

func.func @l0c_to_ub_relu() {
  %acc = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %ub = tir.alloc_buffer "C_ub" : memref<16x16xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'C_local' (l0c) to 'C_ub' (ub) hands a Cube result to the Vector core with enable_relu, which is not lowered yet: apply T.tile.relu to the ub buffer after the copy}}
  tir.copy %acc, %ub {enable_relu} : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, #tir.scope<"shared.ub">>
  return
}

// -----

func.func @l0c_region_to_ub() {
  %acc = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %ub = tir.alloc_buffer "C_ub" : memref<32x16xf32, #tir.scope<"shared.ub">>
  %half = memref.subview %ub[16, 0] [16, 16] [1, 1] : memref<32x16xf32, #tir.scope<"shared.ub">> to memref<16x16xf32, strided<[16, 1], offset: 256>, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'C_local' (l0c) to 'C_ub' (ub) hands a region to the Vector core; tirpto hands over whole buffers (copy into a ub buffer of the tile's shape first)}}
  tir.copy %acc, %half : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, strided<[16, 1], offset: 256>, #tir.scope<"shared.ub">>
  return
}

// -----

// CHECK-LABEL: func.func @ub_to_l1
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<16x16xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<l1>>)
func.func @ub_to_l1() {
  %ub = tir.alloc_buffer "P_ub" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %l1 = tir.alloc_buffer "P_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
  tir.copy %ub, %l1 : memref<16x16xf16, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @ub_to_l1_relu() {
  %ub = tir.alloc_buffer "P_ub" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %l1 = tir.alloc_buffer "P_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'P_ub' (ub) to 'P_l1' (l1) with enable_relu=True: the ReLU is the fixpipe's, on copies out of the accumulator (an l0c buffer); apply T.tile.relu to a ub buffer instead}}
  tir.copy %ub, %l1 {enable_relu} : memref<16x16xf16, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @ub_region_to_l1() {
  %ub = tir.alloc_buffer "P_ub" : memref<32x16xf16, #tir.scope<"shared.ub">>
  %l1 = tir.alloc_buffer "P_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
  %half = memref.subview %ub[16, 0] [16, 16] [1, 1] : memref<32x16xf16, #tir.scope<"shared.ub">> to memref<16x16xf16, strided<[16, 1], offset: 256>, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'P_ub' (ub) to 'P_l1' (l1) hands a region to the Cube core; tirpto hands over whole buffers (copy into a ub buffer of the l1 tile's shape first)}}
  tir.copy %half, %l1 : memref<16x16xf16, strided<[16, 1], offset: 256>, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @l0c_to_ub_pad(%v: f32) {
  %acc = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %ub = tir.alloc_buffer "C_ub" : memref<16x16xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'C_local' (l0c) to 'C_ub' (ub) has a pad_value, which applies to copies from global memory into ub only (the Vector core fills the part of the tile the tensor does not cover)}}
  tir.copy %acc, %ub pad_value(%v : f32) : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, #tir.scope<"shared.ub">>
  return
}
