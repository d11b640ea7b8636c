// T.copy from an l0c buffer into a ub buffer hands a Cube result to the
// Vector core: ascend.cross_core_copy on both arches (ascend-split-cube-
// vector makes it a push and a pop).
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
