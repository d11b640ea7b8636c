// T.reduce of part of a ub buffer (tilelang-ascend's real_shape=[r, c], the
// region src[0:r, 0:c]) and into the first elements of a longer result
// (tilelang-ascend keeps a row buffer's physical form): the region is
// reduced as it is (convert-ascend-to-pto narrows its tile's valid shape);
// per-row results meant for the first elements of a row go through a column
// temporary, copied element by element (and copied in first when the
// reduction combines with the old values, clear = false).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --canonicalize -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" --canonicalize -split-input-file | FileCheck %s

!buf = memref<4x8xf32, #tir.scope<"shared">>
!row = memref<1x8xf32, #tir.scope<"shared">>
!cols = memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
!first = memref<4xf32, strided<[1]>, #tir.scope<"shared">>

// CHECK-LABEL: func.func @row_into_first
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[SUM:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[OLD:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[MAX:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<4x8xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[O:.*]] = memref.alloc() : memref<1x8xf32, #ascend.address_space<ub>>
// CHECK: %[[S:.*]] = memref.subview %[[X]][0, 0] [4, 4] [1, 1]
// CHECK-NEXT: ascend.vreduce <max> ins(%[[S]] : memref<4x4xf32, strided<[8, 1]>, #ascend.address_space<ub>>) outs(%[[MAX]] : memref<4x1xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: scf.for %[[I:.*]] = %[[C0]] to %[[C4]]
// CHECK-NEXT: %[[V:.*]] = memref.load %[[MAX]][%[[I]], %[[C0]]]
// CHECK-NEXT: memref.store %[[V]], %[[O]][%[[C0]], %[[I]]]
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]]
// CHECK-NEXT: %[[V:.*]] = memref.load %[[O]][%[[C0]], %[[I]]]
// CHECK-NEXT: memref.store %[[V]], %[[OLD]][%[[I]], %[[C0]]]
// CHECK: ascend.vreduce <sum> ins(%[[S]] : {{.*}}) outs(%[[SUM]] : {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[OLD]], %[[SUM]] : {{.*}}) outs(%[[OLD]] : {{.*}})
// CHECK-NEXT: scf.for %[[I:.*]] = %[[C0]] to %[[C4]]
// CHECK-NEXT: %[[V:.*]] = memref.load %[[OLD]][%[[I]], %[[C0]]]
// CHECK-NEXT: memref.store %[[V]], %[[O]][%[[C0]], %[[I]]]
func.func @row_into_first(%g: memref<4x8xf32>) {
  %x = tir.alloc_buffer "x" : !buf
  %o = tir.alloc_buffer "o" : !row
  tir.copy %g, %x : memref<4x8xf32>, !buf
  %s = memref.subview %x[0, 0] [4, 4] [1, 1] : !buf to !cols
  %t = memref.subview %o[0, 0] [1, 4] [1, 1] : !row to !first
  tir.reduce <max> %s, %t {dim = 1 : i64} : !cols, !first
  tir.reduce <sum> %s, %t {dim = 1 : i64, clear = false} : !cols, !first
  return
}

// -----

!buf = memref<4x8xf32, #tir.scope<"shared">>
!row = memref<1x8xf32, #tir.scope<"shared">>

// Per-column results: the first columns of the source into the first
// columns of the row, each a region of its buffer; the first rows, a window.
// CHECK-LABEL: func.func @columns_into_first
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[0, 0] [4, 4] [1, 1] : memref<4x8xf32, #ascend.address_space<ub>> to memref<4x4xf32, strided<[8, 1]>, #ascend.address_space<ub>>
// CHECK-NEXT: %[[T:.*]] = memref.subview %{{.*}}[0, 0] [1, 4] [1, 1] : memref<1x8xf32, #ascend.address_space<ub>> to memref<1x4xf32, strided<[8, 1]>, #ascend.address_space<ub>>
// CHECK-NEXT: ascend.vreduce <max> ins(%[[S]] : memref<4x4xf32, strided<[8, 1]>, #ascend.address_space<ub>>) outs(%[[T]] : memref<1x4xf32, strided<[8, 1]>, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK-NEXT: %[[W:.*]] = memref.subview %{{.*}}[0, 0] [3, 8] [1, 1] : memref<4x8xf32, #ascend.address_space<ub>> to memref<3x8xf32, strided<[8, 1]>, #ascend.address_space<ub>>
// CHECK-NEXT: ascend.vreduce <min> ins(%[[W]] : memref<3x8xf32, strided<[8, 1]>, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x8xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
func.func @columns_into_first(%g: memref<4x8xf32>) {
  %x = tir.alloc_buffer "x" : !buf
  %o = tir.alloc_buffer "o" : !row
  tir.copy %g, %x : memref<4x8xf32>, !buf
  %s = memref.subview %x[0, 0] [4, 4] [1, 1] : !buf to memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
  %t = memref.subview %o[0, 0] [1, 4] [1, 1] : !row to memref<1x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.reduce <max> %s, %t {dim = 0 : i64} : memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<1x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
  %w = memref.subview %x[0, 0] [3, 8] [1, 1] : !buf to memref<3x8xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.reduce <min> %w, %o {dim = 0 : i64} : memref<3x8xf32, strided<[8, 1]>, #tir.scope<"shared">>, !row
  return
}
