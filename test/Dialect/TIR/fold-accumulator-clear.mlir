// RUN: pto-opt %s --tir-fold-accumulator-clear -split-input-file | FileCheck %s

// T.clear(C) before the K loop becomes clear_accum(k == lb) on the first gemm
// into C in the loop; later gemms accumulate.
// CHECK-LABEL: func.func @clear_before_loop
// CHECK-SAME: (%[[A:.*]]: memref<16x16xf16, #tir.scope<"shared.dyn">>, %[[B:.*]]: memref<16x16xf16, #tir.scope<"shared.dyn">>)
// CHECK-NOT: tir.fill
// CHECK: %[[LB:.*]] = arith.constant 2 : index
// CHECK: tir.for pipelined %[[K:.*]] = %[[LB]]
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[K]], %[[LB]] : index
// CHECK-NEXT: tir.gemm %[[A]], %[[B]], %[[C:.*]] clear_accum(%[[FIRST]])
// CHECK-NEXT: tir.gemm %[[A]], %[[B]], %[[C]] :
func.func @clear_before_loop(%a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.for pipelined %k = %c2 to %c8 step %c1 {
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A clear directly before a gemm: clear_accum(true).
// CHECK-LABEL: func.func @clear_before_gemm
// CHECK-NOT: tir.fill
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%[[TRUE]])
func.func @clear_before_gemm(%a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// Not folded: a non-zero fill, a loop that may run zero times, a loop whose
// first use of the buffer is not a gemm into it.
// CHECK-LABEL: func.func @not_folded
// CHECK-COUNT-3: tir.fill
// CHECK-NOT: clear_accum
func.func @not_folded(%a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>, %n: index, %g: memref<16x16xf32>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tir.fill %c, %one : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.for serial %k = %c0 to %n step %c1 {
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.for serial %k = %c0 to %c1 step %c1 {
    tir.copy %c, %g : memref<16x16xf32, #tir.scope<"local.fragment">>, memref<16x16xf32>
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// Bounds whose difference overflows i64 still give a loop that runs: the
// clear is folded.
// CHECK-LABEL: func.func @extreme_bounds
// CHECK-NOT: tir.fill
// CHECK: tir.for serial %[[K:.*]] = %[[LB:.*]] to
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[K]], %[[LB]] : index
// CHECK-NEXT: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%[[FIRST]])
func.func @extreme_bounds(%a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  %lo = arith.constant -9223372036854775807 : index
  %hi = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.for serial %k = %lo to %hi step %c1 {
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A K loop over ceildiv(K, 32) steps of a dynamic K: the launch contract
// makes K at least 1, so the loop runs at least once and the clear folds;
// the bound computed between the clear and the loop is skipped over.
// CHECK-LABEL: func.func @dynamic_k
// CHECK-NOT: tir.fill
// CHECK: %[[STEPS:.*]] = arith.ceildivsi
// CHECK: tir.for serial %[[K:.*]] = %[[LB:.*]] to %[[STEPS]]
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[K]], %[[LB]] : index
// CHECK-NEXT: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} clear_accum(%[[FIRST]])
func.func @dynamic_k(%g: memref<16x?xf16>, %a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  %k = memref.dim %g, %c1 : memref<16x?xf16>
  %steps = arith.ceildivsi %k, %c32 : index
  tir.for serial %ko = %c0 to %steps step %c1 {
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A loop bound from a scalar argument may be 0: the clear would be lost, so
// it stays (and convert-tir-to-ascend reports the fill of L0C).
// CHECK-LABEL: func.func @argument_bound
// CHECK: tir.fill
// CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} :
func.func @argument_bound(%n: index, %a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.for serial %ko = %c0 to %n step %c1 {
    tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A T.loop_break before the gemm may end the loop before the first gemm runs
// (block 0 breaks at k = 0 here): the clear stays.
// CHECK-LABEL: func.func @break_before_gemm
// CHECK: tir.fill
// CHECK: tir.gemm %{{.*}}, %{{.*}}, %{{.*}} :
func.func @break_before_gemm(%a: memref<16x16xf16, #tir.scope<"shared.dyn">>, %b: memref<16x16xf16, #tir.scope<"shared.dyn">>) {
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  tir.kernel (%bx) in (4) {
    tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"local.fragment">>
    tir.for serial %k = %c0 to %c4 step %c1 {
      %past = arith.cmpi sge, %k, %bx : index
      scf.if %past {
        tir.intrin "tl.loop_break"() : () -> ()
      }
      tir.gemm %a, %b, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}
