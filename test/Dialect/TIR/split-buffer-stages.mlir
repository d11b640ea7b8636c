// tir-split-buffer-stages: a Cube buffer of stages used one whole stage at
// a time becomes one matrix per stage; a use of a stage computed at run
// time chooses its stage under scf.if.
// RUN: pto-opt %s --tir-split-buffer-stages -split-input-file | FileCheck %s

// Upstream's manual double buffering: x_l1[f, :, :] with f = k % 2.
// CHECK-LABEL: func.func @double_buffered(
// CHECK: %[[X0:.*]] = tir.alloc_buffer "x_l1_stage0" : memref<64x64xf16, #tir.scope<"shared.l1">>
// CHECK: %[[X1:.*]] = tir.alloc_buffer "x_l1_stage1" : memref<64x64xf16, #tir.scope<"shared.l1">>
// CHECK-NOT: x_l1"
// CHECK: tir.for serial %[[K:.*]] =
// CHECK: %[[F:.*]] = tir.intrin "floormod"(%[[K]],
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[F]], %c0{{.*}} : index
// CHECK-NEXT: scf.if %[[IS0]] {
// CHECK-NEXT: tir.copy %{{.*}}, %[[X0]] : memref<64x64xf16, strided<[256, 1], offset: ?>>, memref<64x64xf16, #tir.scope<"shared.l1">>
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.copy %{{.*}}, %[[X1]] : memref<64x64xf16, strided<[256, 1], offset: ?>>, memref<64x64xf16, #tir.scope<"shared.l1">>
// CHECK-NEXT: }
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.gemm %[[X0]], %{{.*}}, %{{.*}} clear_accum(%{{.*}}) : memref<64x64xf16, #tir.scope<"shared.l1">>,
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.gemm %[[X1]], %{{.*}}, %{{.*}} clear_accum(%{{.*}}) : memref<64x64xf16, #tir.scope<"shared.l1">>,
// CHECK-NOT: memref.subview %{{.*}}[%{{.*}}, 0, 0]
func.func @double_buffered(%A: memref<64x256xf16>) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x = tir.alloc_buffer "x_l1" : memref<2x64x64xf16, #tir.scope<"shared.l1">>
    %w = tir.alloc_buffer "w_l1" : memref<64x64xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<64x64xf32, #tir.scope<"shared.l0c">>
    tir.for serial %k = %c0 to %c4 step %c1 {
      %f = tir.intrin "floormod"(%k, %c2) : (index, index) -> index
      %col = arith.muli %k, %c64 : index
      %a = memref.subview %A[0, %col] [64, 64] [1, 1] : memref<64x256xf16> to memref<64x64xf16, strided<[256, 1], offset: ?>>
      %s = memref.subview %x[%f, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xf16, #tir.scope<"shared.l1">> to memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>
      tir.copy %a, %s : memref<64x64xf16, strided<[256, 1], offset: ?>>, memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>
      %first = arith.cmpi eq, %k, %c0 : index
      tir.gemm %s, %w, %acc clear_accum(%first) : memref<64x64xf16, strided<[64, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<64x64xf16, #tir.scope<"shared.l1">>, memref<64x64xf32, #tir.scope<"shared.l0c">>
    }
  }
  return
}

// -----

// Three stages: a chain of two branches; a constant stage takes its
// buffer directly.
// CHECK-LABEL: func.func @three_stages(
// CHECK: %[[B0:.*]] = tir.alloc_buffer "b_stage0"
// CHECK: %[[B1:.*]] = tir.alloc_buffer "b_stage1"
// CHECK: %[[B2:.*]] = tir.alloc_buffer "b_stage2"
// CHECK: tir.copy %{{.*}}, %[[B2]] :
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.copy %{{.*}}, %[[B0]] :
// CHECK-NEXT: } else {
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.copy %{{.*}}, %[[B1]] :
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.copy %{{.*}}, %[[B2]] :
func.func @three_stages(%A: memref<32x32xf16>, %i: index) {
  tir.kernel (%bx) in (1) {
    %c2 = arith.constant 2 : index
    %b = tir.alloc_buffer "b" : memref<3x32x32xf16, #tir.scope<"shared.l1">>
    %last = memref.subview %b[%c2, 0, 0] [1, 32, 32] [1, 1, 1] : memref<3x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    tir.copy %A, %last : memref<32x32xf16>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %any = memref.subview %b[%i, 0, 0] [1, 32, 32] [1, 1, 1] : memref<3x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    tir.copy %A, %any : memref<32x32xf16>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
  }
  return
}

// -----

// Left as they are: a use of part of a stage, and a rank-3 ub buffer
// (stored as rows, which convert-tir-to-ascend lowers).
// CHECK-LABEL: func.func @kept(
// CHECK: tir.alloc_buffer "p" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
// CHECK: tir.alloc_buffer "u" : memref<2x32x32xf16, #tir.scope<"shared.dyn">>
// CHECK-NOT: _stage
func.func @kept(%A: memref<16x32xf16>, %i: index, %v: f16) {
  tir.kernel (%bx) in (1) {
    %p = tir.alloc_buffer "p" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %half = memref.subview %p[%i, 0, 0] [1, 16, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<16x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    tir.copy %A, %half : memref<16x32xf16>, memref<16x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %u = tir.alloc_buffer "u" : memref<2x32x32xf16, #tir.scope<"shared.dyn">>
    %stage = memref.subview %u[%i, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.dyn">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.dyn">>
    tir.fill %stage, %v : memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// Two buffers of stages read by one gemm at the same stage index: the
// second buffer's stage is known inside the branches made for the first,
// so there is one gemm per stage, not one per pair of stages.
// CHECK-LABEL: func.func @same_stage(
// CHECK-DAG: %[[A0:.*]] = tir.alloc_buffer "a_stage0"
// CHECK-DAG: %[[A1:.*]] = tir.alloc_buffer "a_stage1"
// CHECK-DAG: %[[B0:.*]] = tir.alloc_buffer "b_stage0"
// CHECK-DAG: %[[B1:.*]] = tir.alloc_buffer "b_stage1"
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.gemm %[[A0]], %[[B0]], %{{.*}} clear_accum
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.gemm %[[A1]], %[[B1]], %{{.*}} clear_accum
// CHECK-NEXT: }
// CHECK-NOT: tir.gemm
func.func @same_stage(%f: index) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %b = tir.alloc_buffer "b" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %sa = memref.subview %a[%f, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %sb = memref.subview %b[%f, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %true = arith.constant true
    tir.gemm %sa, %sb, %acc clear_accum(%true) : memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  }
  return
}

// -----

// One op using one stage twice (a gemm of x_l1[f] with itself): every
// operand of it takes the stage's buffer.
// CHECK-LABEL: func.func @stage_twice(
// CHECK: %[[S0:.*]] = tir.alloc_buffer "s_stage0"
// CHECK: %[[S1:.*]] = tir.alloc_buffer "s_stage1"
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.gemm %[[S0]], %[[S0]], %{{.*}} clear_accum
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.gemm %[[S1]], %[[S1]], %{{.*}} clear_accum
func.func @stage_twice(%f: index) {
  tir.kernel (%bx) in (1) {
    %s = tir.alloc_buffer "s" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %v = memref.subview %s[%f, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %true = arith.constant true
    tir.gemm %v, %v, %acc clear_accum(%true) : memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  }
  return
}

// -----

// Unused rank-3 buffers are left alone.
// CHECK-LABEL: func.func @unused(
// CHECK: tir.alloc_buffer "idle" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
func.func @unused() {
  tir.kernel (%bx) in (1) {
    %idle = tir.alloc_buffer "idle" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
  }
  return
}

// -----

// A branch of the kernel's own on a value outside the stages says nothing
// about the stage: the chain chooses it as for any index.
// CHECK-LABEL: func.func @branch_out_of_range(
// CHECK: scf.if %{{.*}} {
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
// CHECK-NEXT: } else {
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
func.func @branch_out_of_range(%A: memref<32x32xf16>, %f: index) {
  tir.kernel (%bx) in (1) {
    %c5 = arith.constant 5 : index
    %x = tir.alloc_buffer "x_l1" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %s = memref.subview %x[%f, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %p = arith.cmpi eq, %f, %c5 : index
    scf.if %p {
      tir.copy %A, %s : memref<32x32xf16>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    }
  }
  return
}
