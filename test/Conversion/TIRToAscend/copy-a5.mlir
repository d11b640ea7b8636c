// Paths that exist on a5 only (ascend-hardware.md §1.3 rows 12 and 13).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -verify-diagnostics -split-input-file > /dev/null

// CHECK-LABEL: func.func @l0c_to_ub
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x16xf32, #ascend.address_space<ub>>)
func.func @l0c_to_ub() {
  %acc = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %ub = tir.alloc_buffer "C_ub" : memref<16x16xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'C_local' (l0c) to 'C_ub' (ub) is not a legal data path on a3 (it exists on a5); on a3 Cube results reach the Vector core through a GM workspace (L0C -> GM, cross-core flag, GM -> UB)}}
  tir.copy %acc, %ub : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, #tir.scope<"shared.ub">>
  return
}

// -----

// CHECK-LABEL: func.func @ub_to_l1
// CHECK: ascend.copy ins(%{{.*}} : memref<16x16xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<l1>>)
func.func @ub_to_l1() {
  %ub = tir.alloc_buffer "X" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %l1 = tir.alloc_buffer "Y" : memref<16x16xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'X' (ub) to 'Y' (l1) is not a legal data path on a3 (it exists on a5); on a3 Vector results reach L1 through GM}}
  tir.copy %ub, %l1 : memref<16x16xf16, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}
