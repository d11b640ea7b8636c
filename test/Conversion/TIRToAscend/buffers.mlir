// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file | FileCheck %s

// Explicit hardware scopes map directly; kernel arguments are gm and lose
// their tir.name.
// CHECK-LABEL: func.func @explicit_scopes
// CHECK-SAME: (%{{.*}}: memref<16xf16, #ascend.address_space<gm>>, %{{.*}}: memref<16xf16, #ascend.address_space<gm>>)
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
// CHECK-NEXT: memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
// CHECK-NEXT: memref.alloc() : memref<16xf32, #ascend.address_space<bt>>
func.func @explicit_scopes(%a: memref<16xf16> {tir.name = "A"}, %b: memref<16xf16, #tir.scope<"global">>) {
  %0 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l1">>
  %1 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l1.dyn">>
  %2 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l0a">>
  %3 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"wmma.matrix_a">>
  %4 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l0b">>
  %5 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"wmma.matrix_b">>
  %6 = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %7 = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  %8 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.ub">>
  %9 = tir.alloc_buffer : memref<16xf32, #tir.scope<"shared.bt">>
  return
}

// -----

// Ambiguous scopes are placed by use: gemm operands in l1, the accumulator
// of a fragment in l0c, a buffer only copied in ub.
// CHECK-LABEL: func.func @inferred
// CHECK: %[[A:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
// CHECK: %[[B:.*]] = memref.alloc() : memref<32x16xf16, #ascend.address_space<l1>>
// CHECK: %[[C:.*]] = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
// CHECK: %[[S:.*]] = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
// CHECK: %[[L:.*]] = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
func.func @inferred(%g: memref<16x16xf32>, %init: i1) {
  %a = tir.alloc_buffer "A_shared" : memref<16x32xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B_shared" : memref<32x16xf16, #tir.scope<"shared">>
  %c = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"local.fragment">>
  %s = tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %l = tir.alloc_buffer "L" : memref<16x16xf32, #tir.scope<"local">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x16xf16, #tir.scope<"shared">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.copy %g, %s : memref<16x16xf32>, memref<16x16xf32, #tir.scope<"shared.dyn">>
  tir.copy %s, %l : memref<16x16xf32, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local">>
  return
}

// -----

// Subviews of placed buffers keep their view and take the buffer's space.
// CHECK-LABEL: func.func @subviews
// CHECK: %[[U:.*]] = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
// CHECK: memref.subview %{{.*}}[%{{.*}}, 0] [16, 32] [1, 1] : memref<64x32xf32, #ascend.address_space<gm>> to memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: memref.subview %[[U]][0, 0] [16, 32] [1, 1] : memref<32x32xf32, #ascend.address_space<ub>> to memref<16x32xf32, strided<[32, 1]>, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<16x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%{{.*}} : memref<16x32xf32, strided<[32, 1]>, #ascend.address_space<ub>>)
func.func @subviews(%g: memref<64x32xf32>, %i: index) {
  %u = tir.alloc_buffer : memref<32x32xf32, #tir.scope<"shared.dyn">>
  %src = memref.subview %g[%i, 0] [16, 32] [1, 1] : memref<64x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
  %dst = memref.subview %u[0, 0] [16, 32] [1, 1] : memref<32x32xf32, #tir.scope<"shared.dyn">> to memref<16x32xf32, strided<[32, 1]>, #tir.scope<"shared.dyn">>
  tir.copy %src, %dst : memref<16x32xf32, strided<[32, 1], offset: ?>>, memref<16x32xf32, strided<[32, 1]>, #tir.scope<"shared.dyn">>
  return
}

// -----

// A rank-1 ub buffer is a 1 x K (or K x 1) tile: an element of it, and a region
// of it, take the unit dimension whole (index 0; offset 0, size 1).
// CHECK-LABEL: func.func @rank1_elements
// CHECK: %[[X:.*]] = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: memref.load %[[X]][%[[Z]], %{{.*}}] : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK: %[[Z2:.*]] = arith.constant 0 : index
// CHECK: memref.store %{{.*}}, %[[X]][%[[Z2]], %{{.*}}] : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK: memref.subview %[[X]][0, 8] [1, 16] [1, 1] : memref<1x32xf32, #ascend.address_space<ub>> to memref<1x16xf32, strided<[32, 1], offset: 8>, #ascend.address_space<ub>>
func.func @rank1_elements(%g: memref<32xf32>, %o: memref<16xf32>) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %x = tir.alloc_buffer "x" : memref<32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<32xf32>, memref<32xf32, #tir.scope<"shared">>
  %v = memref.load %x[%c3] : memref<32xf32, #tir.scope<"shared">>
  memref.store %v, %x[%c7] : memref<32xf32, #tir.scope<"shared">>
  %sv = memref.subview %x[8] [16] [1] : memref<32xf32, #tir.scope<"shared">> to memref<16xf32, strided<[1], offset: 8>, #tir.scope<"shared">>
  tir.copy %sv, %o : memref<16xf32, strided<[1], offset: 8>, #tir.scope<"shared">>, memref<16xf32>
  return
}

// -----

// Regions whose type has an identity layout (a row at offset 0 of a ub
// tile, typed strided<[1]>; a prefix of a 1 x K vector; a region of a GM
// argument typed without a layout) are the windows they stand for, typed
// with their strided layout (tir-place-buffers), as a kernel argument is not.
// CHECK-LABEL: func.func @identity_regions
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[C:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK: memref.subview %{{.*}}[0, 0] [16, 64] [1, 1] : memref<32x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>
// CHECK: memref.subview %[[X]][0, 0] [1, 64] [1, 1] : memref<16x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>
// CHECK: memref.subview %[[C]][0, 0] [1, 32] [1, 1] : memref<1x64xf32, #ascend.address_space<ub>> to memref<1x32xf32, strided<[64, 1]>, #ascend.address_space<ub>>
func.func @identity_regions(%A: memref<32x64xf32> {tir.name = "A"}, %O: memref<64xf32> {tir.name = "O"}) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %c = tir.alloc_buffer "c" : memref<64xf32, #tir.scope<"shared.dyn">>
    %a = memref.subview %A[0, 0] [16, 64] [1, 1] : memref<32x64xf32> to memref<16x64xf32>
    tir.copy %a, %x : memref<16x64xf32>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    %r = memref.subview %x[0, 0] [1, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared.dyn">> to memref<64xf32, strided<[1]>, #tir.scope<"shared.dyn">>
    tir.copy %r, %c : memref<64xf32, strided<[1]>, #tir.scope<"shared.dyn">>, memref<64xf32, #tir.scope<"shared.dyn">>
    %p = memref.subview %c[0] [32] [1] : memref<64xf32, #tir.scope<"shared.dyn">> to memref<32xf32, strided<[1]>, #tir.scope<"shared.dyn">>
    %one = arith.constant 1.0 : f32
    tir.fill %p, %one : memref<32xf32, strided<[1]>, #tir.scope<"shared.dyn">>
    tir.copy %c, %O : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32>
  }
  return
}
