// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file | FileCheck %s

// `acc[0] += e` over a 1-D nest into a one-element buffer (upstream's
// `sum_sq[0] += x[i] * x[i]` into a T.alloc_reducer((1,))): the row tile
// reduced and added to the element.
// CHECK-LABEL: func.func @row_into_element
// CHECK: ascend.vbinary <mul> ins(%{{.*}}, %{{.*}} : memref<1x64xf32, {{.*}}) outs(%[[SQ:.*]] : memref<1x64xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[SQ]] : memref<1x64xf32, {{.*}}) outs(%[[PART:.*]] : memref<1x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[ACC:.*]], %[[PART]] : memref<1x1xf32, {{.*}}) outs(%[[ACC]] : memref<1x1xf32, {{.*}})
func.func @row_into_element() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<64xf32, #tir.scope<"shared">>
  %acc = tir.alloc_buffer "acc" : memref<1xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    %a = memref.load %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
    %v = memref.load %x[%i] : memref<64xf32, #tir.scope<"shared">>
    %s = arith.mulf %v, %v : f32
    %t = arith.addf %a, %s : f32
    memref.store %t, %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// Over a 2-D nest (max): each row, then the column of row results.
// CHECK-LABEL: func.func @tile_into_element
// CHECK: ascend.vreduce <max> ins(%{{.*}} : memref<16x64xf32, {{.*}}) outs(%[[ROWS:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <max> ins(%[[ROWS]] : memref<16x1xf32, {{.*}}) outs(%[[PART:.*]] : memref<1x1xf32, {{.*}}) {dim = 0 : i64}
// CHECK-NEXT: ascend.vbinary <max> ins(%[[ACC:.*]], %[[PART]] : memref<1x1xf32, {{.*}}) outs(%[[ACC]] :
func.func @tile_into_element() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared">>
  %acc = tir.alloc_buffer "acc" : memref<1xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %a = memref.load %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
      %v = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared">>
      %t = arith.maxnumf %a, %v : f32
      memref.store %t, %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// A value the nest does not change (`acc[0] += s`, as
// tir-expand-element-atomics writes T.atomic_add(counter[0], 1.0)) counts
// once per iteration: filled over the nest's tile, then reduced.
// CHECK-LABEL: func.func @invariant_into_element
// CHECK: ascend.vdup ins(%{{.*}} : f32) outs(%[[TILE:.*]] : memref<8x32xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[TILE]] : memref<8x32xf32, {{.*}}) outs(%[[ROWS:.*]] : memref<8x1xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[ROWS]] : memref<8x1xf32, {{.*}}) outs(%[[PART:.*]] : memref<1x1xf32, {{.*}}) {dim = 0 : i64}
// CHECK-NEXT: ascend.vbinary <add> ins(%[[ACC:.*]], %[[PART]] : memref<1x1xf32, {{.*}}) outs(%[[ACC]] :
func.func @invariant_into_element(%s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %acc = tir.alloc_buffer "acc" : memref<1xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %a = memref.load %acc[%c0] : memref<1xf32, #tir.scope<"shared.dyn">>
      %t = arith.addf %a, %s : f32
      memref.store %t, %acc[%c0] : memref<1xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
