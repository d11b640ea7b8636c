// RUN: pto-opt %s --tir-expand-scans -split-input-file | FileCheck %s

// Down the rows (dim 0): the first row copied by a T.Parallel nest, then one
// nest per later row adding the previous result row.
// CHECK-LABEL: func.func @rows
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[S:.*]] = tir.alloc_buffer "s"
// CHECK: %[[D:.*]] = tir.alloc_buffer "d"
// CHECK: tir.for parallel %[[J:.*]] = %[[C0]] to %[[C64]] step %[[C1]] {
// CHECK-NEXT:   %[[X:.*]] = memref.load %[[S]][%[[C0]], %[[J]]]
// CHECK-NEXT:   memref.store %[[X]], %[[D]][%[[C0]], %[[J]]]
// CHECK-NEXT: }
// CHECK-NEXT: tir.for serial %[[K:.*]] = %[[C1]] to %[[C32]] step %[[C1]] {
// CHECK-NEXT:   %[[P:.*]] = arith.subi %[[K]], %[[C1]] : index
// CHECK-NEXT:   tir.for parallel %[[J2:.*]] = %[[C0]] to %[[C64]] step %[[C1]] {
// CHECK-NEXT:     %[[A:.*]] = memref.load %[[S]][%[[K]], %[[J2]]]
// CHECK-NEXT:     %[[B:.*]] = memref.load %[[D]][%[[P]], %[[J2]]]
// CHECK-NEXT:     %[[R:.*]] = arith.addf %[[B]], %[[A]] : f32
// CHECK-NEXT:     memref.store %[[R]], %[[D]][%[[K]], %[[J2]]]
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: tir.scan
func.func @rows() {
  tir.kernel (%bx) in (1) {
    %s = tir.alloc_buffer "s" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %d = tir.alloc_buffer "d" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    tir.scan <sum> %s, %d : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// Reverse and in place: no first-row copy, rows from the last up, each
// combined with the one below; integer maxima are signed.
// CHECK-LABEL: func.func @rows_reverse_in_place
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[S:.*]] = tir.alloc_buffer
// CHECK-NEXT: tir.for serial %[[K:.*]] = %[[C1]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:   %[[I:.*]] = arith.subi %[[C7]], %[[K]] : index
// CHECK-NEXT:   %[[P:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT:   tir.for parallel %[[J:.*]] =
// CHECK-NEXT:     %[[A:.*]] = memref.load %[[S]][%[[I]], %[[J]]]
// CHECK-NEXT:     %[[B:.*]] = memref.load %[[S]][%[[P]], %[[J]]]
// CHECK-NEXT:     %[[R:.*]] = arith.maxsi %[[B]], %[[A]] : i32
// CHECK-NEXT:     memref.store %[[R]], %[[S]][%[[I]], %[[J]]]
func.func @rows_reverse_in_place() {
  tir.kernel (%bx) in (1) {
    %s = tir.alloc_buffer : memref<8x16xi32, #tir.scope<"shared">>
    tir.scan <max> %s, %s {reverse = true} : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xi32, #tir.scope<"shared">>
  }
  return
}

// -----

// Along the rows of whole buffers (dim 1): transposed into a buffer
// allocated at the start of the kernel, scanned down its rows, transposed
// back.
// CHECK-LABEL: func.func @columns
// CHECK: tir.kernel
// CHECK-NEXT: %[[T:.*]] = tir.alloc_buffer "s_transposed" : memref<64x32xf16, #tir.scope<"shared.dyn">>
// CHECK: %[[S:.*]] = tir.alloc_buffer "s" : memref<32x64xf16, #tir.scope<"shared.dyn">>
// CHECK: %[[D:.*]] = tir.alloc_buffer "d" : memref<32x64xf16, #tir.scope<"shared.dyn">>
// CHECK: tir.tile <transpose> ins(%[[S]] : memref<32x64xf16, #tir.scope<"shared.dyn">>) outs(%[[T]] : memref<64x32xf16, #tir.scope<"shared.dyn">>)
// CHECK-NEXT: tir.for serial
// CHECK-NEXT:   arith.subi
// CHECK-NEXT:   arith.addi
// CHECK-NEXT:   tir.for parallel
// CHECK-NEXT:     memref.load %[[T]]
// CHECK-NEXT:     memref.load %[[T]]
// CHECK-NEXT:     arith.maxnumf
// CHECK-NEXT:     memref.store {{.*}}, %[[T]]
// CHECK:      tir.tile <transpose> ins(%[[T]] : memref<64x32xf16, #tir.scope<"shared.dyn">>) outs(%[[D]] : memref<32x64xf16, #tir.scope<"shared.dyn">>)
func.func @columns() {
  tir.kernel (%bx) in (1) {
    %s = tir.alloc_buffer "s" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    %d = tir.alloc_buffer "d" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    tir.scan <max> %s, %d {dim = 1 : i64, reverse = true} : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// Along a row element by element: rank 1, one row, a region, 8-bit
// elements (T.cummax of a region of rows `m[1:3, :]`).
// CHECK-LABEL: func.func @elements
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: %[[V:.*]] = tir.alloc_buffer : memref<16xf32
// CHECK: %[[W:.*]] = tir.alloc_buffer : memref<16xf32
// CHECK-NEXT: %[[X:.*]] = memref.load %[[V]][%[[C0]]]
// CHECK-NEXT: memref.store %[[X]], %[[W]][%[[C0]]]
// CHECK-NEXT: tir.for serial %[[K:.*]] = %[[C1]] to %[[C16]] step %[[C1]] {
// CHECK-NEXT:   %[[P:.*]] = arith.subi %[[K]], %[[C1]] : index
// CHECK-NEXT:   %[[A:.*]] = memref.load %[[V]][%[[K]]]
// CHECK-NEXT:   %[[B:.*]] = memref.load %[[W]][%[[P]]]
// CHECK-NEXT:   %[[R:.*]] = arith.addf %[[B]], %[[A]] : f32
// CHECK-NEXT:   memref.store %[[R]], %[[W]][%[[K]]]
// CHECK-NEXT: }
// CHECK: %[[R1:.*]] = tir.alloc_buffer : memref<1x16xf32
// CHECK-NEXT: tir.for serial %[[I:.*]] = %[[C0]] to %[[C1]] step %[[C1]] {
// CHECK-NEXT:   tir.for serial %{{.*}} = %[[C1]] to %[[C16]] step %[[C1]] {
// CHECK:          memref.load %[[R1]][%[[I]],
// A region is accessed in its buffer, at the region's offset.
// CHECK: %[[M:.*]] = tir.alloc_buffer : memref<4x16xi8
// CHECK-NEXT: tir.for serial %[[I:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:   tir.for serial %[[K:.*]] = %[[C1]] to %[[C16]] step %[[C1]] {
// CHECK:          %[[ROW:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK:          %[[X:.*]] = arith.maxsi %{{.*}}, %{{.*}} : i8
// CHECK-NEXT:     memref.store %[[X]], %[[M]][%[[ROW]], %[[K]]]
// CHECK-NOT: memref.subview
func.func @elements() {
  tir.kernel (%bx) in (1) {
    %v = tir.alloc_buffer : memref<16xf32, #tir.scope<"shared">>
    %w = tir.alloc_buffer : memref<16xf32, #tir.scope<"shared">>
    tir.scan <sum> %v, %w : memref<16xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"shared">>
    %r = tir.alloc_buffer : memref<1x16xf32, #tir.scope<"shared">>
    tir.scan <sum> %r, %r {dim = 1 : i64} : memref<1x16xf32, #tir.scope<"shared">>, memref<1x16xf32, #tir.scope<"shared">>
    %m = tir.alloc_buffer : memref<4x16xi8, #tir.scope<"shared">>
    %reg = memref.subview %m[1, 0] [2, 16] [1, 1] : memref<4x16xi8, #tir.scope<"shared">> to memref<2x16xi8, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    tir.scan <max> %reg, %reg {dim = 1 : i64} : memref<2x16xi8, strided<[16, 1], offset: 16>, #tir.scope<"shared">>, memref<2x16xi8, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
  }
  return
}

// -----

// Down the rows of regions: whole rows at the region's first row, the row
// computed outside the nest; some of the columns (not a tile) element by
// element, column after column.
// CHECK-LABEL: func.func @row_regions
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[M:.*]] = tir.alloc_buffer : memref<8x16xf32
// CHECK-NEXT: tir.for serial %[[K:.*]] = %[[C1]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT:   %[[P:.*]] = arith.subi %[[K]], %[[C1]] : index
// CHECK-NEXT:   %[[B:.*]] = arith.addi %[[P]], %[[C2]] : index
// CHECK-NEXT:   %[[R:.*]] = arith.addi %[[K]], %[[C2]] : index
// CHECK-NEXT:   tir.for parallel %[[J:.*]] =
// CHECK-NEXT:     memref.load %[[M]][%[[R]], %[[J]]]
// CHECK-NEXT:     memref.load %[[M]][%[[B]], %[[J]]]
// CHECK-NEXT:     arith.addf
// CHECK-NEXT:     memref.store %{{.*}}, %[[M]][%[[R]], %[[J]]]
// CHECK: tir.for serial %[[COL:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:   tir.for serial %{{.*}} = %[[C1]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:     %[[P:.*]] = arith.subi
// CHECK-NEXT:     %[[C:.*]] = arith.addi %[[COL]], %[[C8]] : index
// CHECK-NEXT:     %[[CB:.*]] = arith.addi %[[COL]], %[[C8]] : index
// CHECK-NEXT:     %[[A:.*]] = memref.load %[[M]][%[[ROW:.*]], %[[C]]]
// CHECK-NEXT:     %[[B:.*]] = memref.load %[[M]][%[[P]], %[[CB]]]
// CHECK-NEXT:     %[[X:.*]] = arith.maxnumf %[[B]], %[[A]] : f32
// CHECK-NEXT:     memref.store %[[X]], %[[M]][%[[ROW]], %[[C]]]
func.func @row_regions() {
  tir.kernel (%bx) in (1) {
    %m = tir.alloc_buffer : memref<8x16xf32, #tir.scope<"shared">>
    %rows = memref.subview %m[2, 0] [2, 16] [1, 1] : memref<8x16xf32, #tir.scope<"shared">> to memref<2x16xf32, strided<[16, 1], offset: 32>, #tir.scope<"shared">>
    tir.scan <sum> %rows, %rows : memref<2x16xf32, strided<[16, 1], offset: 32>, #tir.scope<"shared">>, memref<2x16xf32, strided<[16, 1], offset: 32>, #tir.scope<"shared">>
    %cols = memref.subview %m[0, 8] [8, 8] [1, 1] : memref<8x16xf32, #tir.scope<"shared">> to memref<8x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>
    tir.scan <max> %cols, %cols : memref<8x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>, memref<8x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>
  }
  return
}

// -----

// The scalar route where the vector ones do not apply: a column (N x 1),
// 8-bit elements (a3's Vector core does not add them), a buffer whose
// transposed copy and scratch would take more than a quarter of the
// smaller UB (192 x 128 f32), and a kernel argument (global memory).
// CHECK-LABEL: func.func @scalar_routes
// CHECK-NOT: tir.for parallel
// CHECK-NOT: tir.tile
// CHECK-NOT: tir.scan
// CHECK: return
func.func @scalar_routes(%g: memref<8x16xf32>) {
  tir.kernel (%bx) in (1) {
    %col = tir.alloc_buffer : memref<16x1xf32, #tir.scope<"shared">>
    tir.scan <sum> %col, %col {dim = 1 : i64} : memref<16x1xf32, #tir.scope<"shared">>, memref<16x1xf32, #tir.scope<"shared">>
    tir.scan <sum> %col, %col : memref<16x1xf32, #tir.scope<"shared">>, memref<16x1xf32, #tir.scope<"shared">>
    %i8 = tir.alloc_buffer : memref<4x32xi8, #tir.scope<"shared">>
    tir.scan <sum> %i8, %i8 : memref<4x32xi8, #tir.scope<"shared">>, memref<4x32xi8, #tir.scope<"shared">>
    %big = tir.alloc_buffer : memref<192x128xf32, #tir.scope<"shared">>
    tir.scan <max> %big, %big {dim = 1 : i64} : memref<192x128xf32, #tir.scope<"shared">>, memref<192x128xf32, #tir.scope<"shared">>
    tir.scan <sum> %g, %g : memref<8x16xf32>, memref<8x16xf32>
  }
  return
}
