// tir-split-column-windows: a buffer used only through disjoint column
// windows in T.Parallel nests and whole-buffer copies to or from global
// memory becomes one buffer per window.
// RUN: pto-opt %s --tir-split-column-windows -split-input-file | FileCheck %s

// The MHC split of packed mixes: columns 0:4 and 4:8 of a 64 x 8 buffer
// read in 64 x 4 nests (`x[i, j]`, `x[i, j + 4]`), written into columns
// 0:4 and 4:8 of another (`y[i, j + 2 + 2]`); the copies become one per
// window, of the global regions' columns of that window. Each window keeps
// the buffer's attributes (its versions).
// CHECK-LABEL: func.func @windows
// CHECK-SAME: (%[[X:.*]]: memref<?x8xf32>, %[[Y:.*]]: memref<?x8xf32>, %[[R:.*]]: index)
// CHECK-DAG: %[[X0:.*]] = tir.alloc_buffer "x_ub[:, 0:4]" {ascend.versions = 2 : i64} : memref<64x4xf32, #tir.scope<"shared.dyn">>
// CHECK-DAG: %[[X4:.*]] = tir.alloc_buffer "x_ub[:, 4:8]" {ascend.versions = 2 : i64} : memref<64x4xf32, #tir.scope<"shared.dyn">>
// CHECK-DAG: %[[Y0:.*]] = tir.alloc_buffer "y_ub[:, 0:4]" : memref<64x4xf32, #tir.scope<"shared.dyn">>
// CHECK-DAG: %[[Y4:.*]] = tir.alloc_buffer "y_ub[:, 4:8]" : memref<64x4xf32, #tir.scope<"shared.dyn">>
// CHECK-NOT: tir.alloc_buffer
// CHECK: %[[G0:.*]] = memref.subview %[[X]][%[[R]], 0] [64, 4] [1, 1] : memref<?x8xf32> to memref<64x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: tir.copy %[[G0]], %[[X0]] {disable_tma}
// CHECK-NEXT: %[[G4:.*]] = memref.subview %[[X]][%[[R]], 4] [64, 4] [1, 1] : memref<?x8xf32> to memref<64x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: tir.copy %[[G4]], %[[X4]] {disable_tma}
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK: tir.for parallel %[[J:.*]] =
// CHECK: %[[A:.*]] = memref.load %[[X0]][%[[I]], %[[J]]]
// CHECK: %[[B:.*]] = memref.load %[[X4]][%[[I]], %[[J]]]
// CHECK: memref.store %{{.*}}, %[[Y0]][%[[I]], %[[J]]]
// CHECK: memref.store %{{.*}}, %[[Y4]][%[[I]], %[[J]]]
// CHECK: %[[O0:.*]] = memref.subview %[[Y]][%[[R]], 0] [64, 4] [1, 1]
// CHECK-NEXT: tir.copy %[[Y0]], %[[O0]] :
// CHECK-NEXT: %[[O4:.*]] = memref.subview %[[Y]][%[[R]], 4] [64, 4] [1, 1]
// CHECK-NEXT: tir.copy %[[Y4]], %[[O4]] :
// CHECK-NOT: tir.copy
func.func @windows(%x: memref<?x8xf32>, %y: memref<?x8xf32>, %r: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %x_ub = tir.alloc_buffer "x_ub" {ascend.versions = 2 : i64} : memref<64x8xf32, #tir.scope<"shared.dyn">>
  %y_ub = tir.alloc_buffer "y_ub" : memref<64x8xf32, #tir.scope<"shared.dyn">>
  %g = memref.subview %x[%r, 0] [64, 8] [1, 1] : memref<?x8xf32> to memref<64x8xf32, strided<[8, 1], offset: ?>>
  tir.copy %g, %x_ub {disable_tma} : memref<64x8xf32, strided<[8, 1], offset: ?>>, memref<64x8xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      %j4 = arith.addi %j, %c4 : index
      %a = memref.load %x_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared.dyn">>
      %b = memref.load %x_ub[%i, %j4] : memref<64x8xf32, #tir.scope<"shared.dyn">>
      %s = arith.addf %a, %b : f32
      memref.store %s, %y_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared.dyn">>
      %j2 = arith.addi %j, %c2 : index
      %j22 = arith.addi %j2, %c2 : index
      memref.store %a, %y_ub[%i, %j22] : memref<64x8xf32, #tir.scope<"shared.dyn">>
    }
  }
  %o = memref.subview %y[%r, 0] [64, 8] [1, 1] : memref<?x8xf32> to memref<64x8xf32, strided<[8, 1], offset: ?>>
  tir.copy %y_ub, %o : memref<64x8xf32, #tir.scope<"shared.dyn">>, memref<64x8xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

// A region at a run-time column: each window's starts that far on; a
// whole tensor of the buffer's shape is cut at the window's columns. A
// buffer only copied in may leave columns out (columns 2:4 of t_ub).
// CHECK-LABEL: func.func @offsets
// CHECK-SAME: (%[[X:.*]]: memref<16x32xf32>, %[[T:.*]]: memref<16x4xf32>, %[[C:.*]]: index)
// CHECK: %[[W0:.*]] = tir.alloc_buffer "x_ub[:, 0:2]" : memref<16x2xf32, #tir.scope<"shared">>
// CHECK: %[[W2:.*]] = tir.alloc_buffer "x_ub[:, 2:4]" : memref<16x2xf32, #tir.scope<"shared">>
// CHECK: %[[WT:.*]] = tir.alloc_buffer "t_ub[:, 0:2]" : memref<16x2xf32, #tir.scope<"shared">>
// CHECK: %[[G:.*]] = memref.subview %[[X]][0, %[[C]]] [16, 2] [1, 1]
// CHECK-NEXT: tir.copy %[[G]], %[[W0]]
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[C]], %[[C2]] : index
// CHECK-NEXT: %[[GR:.*]] = memref.subview %[[X]][0, %[[AT]]] [16, 2] [1, 1]
// CHECK-NEXT: tir.copy %[[GR]], %[[W2]]
// CHECK: %[[G2:.*]] = memref.subview %[[T]][0, 0] [16, 2] [1, 1] : memref<16x4xf32> to memref<16x2xf32, strided<[4, 1]>>
// CHECK-NEXT: tir.copy %[[G2]], %[[WT]]
func.func @offsets(%x: memref<16x32xf32>, %t: memref<16x4xf32>, %c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %x_ub = tir.alloc_buffer "x_ub" : memref<16x4xf32, #tir.scope<"shared">>
  %t_ub = tir.alloc_buffer "t_ub" : memref<16x4xf32, #tir.scope<"shared">>
  %y_ub = tir.alloc_buffer "y_ub" : memref<16x2xf32, #tir.scope<"shared">>
  %g = memref.subview %x[0, %c] [16, 4] [1, 1] : memref<16x32xf32> to memref<16x4xf32, strided<[32, 1], offset: ?>>
  tir.copy %g, %x_ub : memref<16x4xf32, strided<[32, 1], offset: ?>>, memref<16x4xf32, #tir.scope<"shared">>
  tir.copy %t, %t_ub : memref<16x4xf32>, memref<16x4xf32, #tir.scope<"shared">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c2 step %c1 {
      %a = memref.load %x_ub[%i, %j] : memref<16x4xf32, #tir.scope<"shared">>
      %b = memref.load %t_ub[%i, %j] : memref<16x4xf32, #tir.scope<"shared">>
      %j2 = arith.addi %c2, %j : index
      %e = memref.load %x_ub[%i, %j2] : memref<16x4xf32, #tir.scope<"shared">>
      %d = arith.addf %a, %e : f32
      %s = arith.addf %d, %b : f32
      memref.store %s, %y_ub[%i, %j] : memref<16x2xf32, #tir.scope<"shared">>
    }
  }
  return
}

// -----

// Left alone: windows that overlap (0:4 and 2:6), a buffer stored whole
// with columns of no window (4:8 of z_ub), a buffer with another use (a
// fill), and a nest over some of the rows.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-4: tir.alloc_buffer "{{[a-z]}}_ub" :
// CHECK-NOT: tir.alloc_buffer
func.func @left_alone(%out: memref<64x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %x_ub = tir.alloc_buffer "x_ub" : memref<64x8xf32, #tir.scope<"shared">>
  %z_ub = tir.alloc_buffer "z_ub" : memref<64x8xf32, #tir.scope<"shared">>
  %f_ub = tir.alloc_buffer "f_ub" : memref<64x8xf32, #tir.scope<"shared">>
  %h_ub = tir.alloc_buffer "h_ub" : memref<64x8xf32, #tir.scope<"shared">>
  tir.fill %f_ub, %zero : memref<64x8xf32, #tir.scope<"shared">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      %j2 = arith.addi %j, %c2 : index
      %a = memref.load %x_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared">>
      %b = memref.load %x_ub[%i, %j2] : memref<64x8xf32, #tir.scope<"shared">>
      %f = memref.load %f_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared">>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %f : f32
      memref.store %t, %z_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared">>
    }
  }
  tir.for parallel %i = %c0 to %c32 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      memref.store %zero, %h_ub[%i, %j] : memref<64x8xf32, #tir.scope<"shared">>
    }
  }
  tir.copy %z_ub, %out : memref<64x8xf32, #tir.scope<"shared">>, memref<64x8xf32>
  tir.copy %h_ub, %out : memref<64x8xf32, #tir.scope<"shared">>, memref<64x8xf32>
  return
}
