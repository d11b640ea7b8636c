// Paths that exist on a5 only (ascend-hardware.md §1.3 row 13; row 12,
// L0C -> UB, is a hand-off between the cores: cross-core-copy.mlir).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -verify-diagnostics -split-input-file > /dev/null

// CHECK-LABEL: func.func @ub_to_l1
// CHECK: ascend.copy ins(%{{.*}} : memref<16x16xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<l1>>)
func.func @ub_to_l1() {
  %ub = tir.alloc_buffer "X" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %l1 = tir.alloc_buffer "Y" : memref<16x16xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'X' (ub) to 'Y' (l1) is not a legal data path on a3 (it exists on a5); on a3 Vector results reach L1 through GM}}
  tir.copy %ub, %l1 : memref<16x16xf16, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}
