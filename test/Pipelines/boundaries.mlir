// Edge cases of GM regions, end to end on both arches: every partition's
// sizes are the in-bounds extent, the tile's valid shape around the move
// is the same value, and a tile wholly past the edge moves nothing (its
// size is clamped at 0 and the move is skipped).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -verify-diagnostics | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -verify-diagnostics | FileCheck %s

// A misaligned offset: rows bx * 32 + 16 of a 1050-row tensor on 33 blocks
// (block 31 holds 32 rows and block 32 the last 10 rows, both partial
// against the 32-row grid).
// CHECK-LABEL: func.func @misaligned(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 33>}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C1034:.*]] = arith.constant 1034 : index
// CHECK: %[[T:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C64]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64, v_row=?, v_col=?
// CHECK: %[[BASE:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// CHECK: %[[ROW:.*]] = arith.addi %[[BASE]], %[[C16]] : index
// 1050 - (base + 16), regrouped by the canonicalizer:
// CHECK: %[[LEFT:.*]] = arith.subi %[[C1034]], %[[BASE]] : index
// CHECK: %[[MIN:.*]] = arith.minsi %[[LEFT]], %[[C32]] : index
// CHECK: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK: %[[IN:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %[[C0]]], sizes = [%[[ROWS]], %[[C64]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x64xf32>
// CHECK: pto.set_validshape %[[T]], %[[ROWS]], %[[C64]]
// CHECK-NEXT: pto.tload ins(%[[IN]] : !pto.partition_tensor_view<?x64xf32>) outs(%[[T]]
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C32]], %[[C64]]
// CHECK: %[[OUT:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %[[C0]]], sizes = [%[[ROWS]], %[[C64]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x64xf32>
// CHECK: pto.set_validshape %[[T]], %[[ROWS]], %[[C64]]
// CHECK-NEXT: pto.tstore ins(%[[T]] : {{.*}}) outs(%[[OUT]] : !pto.partition_tensor_view<?x64xf32>)
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C32]], %[[C64]]
func.func @misaligned(%A: memref<1050x64xf32> {tir.name = "A"},
                      %B: memref<1050x64xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (33) {
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %ub = tir.alloc_buffer "A_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %base = arith.muli %bx, %c32 : index
    %row = arith.addi %base, %c16 : index
    %a = memref.subview %A[%row, 0] [32, 64] [1, 1] : memref<1050x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%row, 0] [32, 64] [1, 1] : memref<1050x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %ub, %b : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// A grid past the edge: 33 blocks of 32 rows over 1024 rows. Block 32's
// tile lies wholly past the edge: max(min(1024 - 1024, 32), 0) = 0 rows.
// CHECK-LABEL: func.func @grid_past_edge(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 33>}
// CHECK: %[[ROW2:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[LEFT2:.*]] = arith.subi %{{.*}}, %[[ROW2]] : index
// CHECK: %[[MIN2:.*]] = arith.minsi %[[LEFT2]], %{{.*}} : index
// CHECK: %[[ROWS2:.*]] = arith.maxsi %[[MIN2]], %{{.*}} : index
// CHECK: pto.partition_view %{{.*}}, offsets = [%[[ROW2]], %{{.*}}], sizes = [%[[ROWS2]], %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x64xf32>
// CHECK: %[[NE:.*]] = arith.cmpi sgt, %[[ROWS2]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NE]] {
// CHECK-NEXT: pto.set_validshape %{{.*}}, %[[ROWS2]], %{{.*}}
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.set_validshape
// CHECK-NEXT: }
func.func @grid_past_edge(%A: memref<1024x64xf32> {tir.name = "A"},
                          %B: memref<1024x64xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (33) {
    %c32 = arith.constant 32 : index
    %ub = tir.alloc_buffer "A_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    // expected-note@+1 {{the region}}
    %a = memref.subview %A[%row, 0] [32, 64] [1, 1] : memref<1024x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    // expected-warning@+1 {{the region of tensor 'A' along dimension 0 lies wholly past the tensor's extent 1024 for some iterations, from block id 32 on; only its part inside the tensor (none there) is moved}}
    tir.copy %a, %ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    // expected-note@+1 {{the region}}
    %b = memref.subview %B[%row, 0] [32, 64] [1, 1] : memref<1024x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    // expected-warning@+1 {{the region of tensor 'B' along dimension 0 lies wholly past the tensor's extent 1024 for some iterations, from block id 32 on}}
    tir.copy %ub, %b : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// Fewer rows than the tile: a 20-row tensor in one 32-row tile moves 20 rows.
// CHECK-LABEL: func.func @short(
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK: pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[R3:.*]], %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x64xf32>
// CHECK: pto.set_validshape %{{.*}}, %[[R3]], %{{.*}}
// CHECK-NEXT: pto.tload
func.func @short(%A: memref<20x64xf32> {tir.name = "A"},
                 %B: memref<20x64xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %c32 = arith.constant 32 : index
    %ub = tir.alloc_buffer "A_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    %a = memref.subview %A[%row, 0] [32, 64] [1, 1] : memref<20x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%row, 0] [32, 64] [1, 1] : memref<20x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %ub, %b : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// A constant region that runs past its buffer: rows 48..79 of 64 move 16
// rows (the size folds to a constant; the partition keeps the dynamic form
// of a boundary region). The offset is a constant value, as the importer
// writes such a region (a static one does not verify on MLIR 22).
// CHECK-LABEL: func.func @static_overrun(
// CHECK: pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[R4:.*]], %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x64xf32>
// CHECK: pto.set_validshape %{{.*}}, %[[R4]], %{{.*}}
// CHECK-NEXT: pto.tload
func.func @static_overrun(%A: memref<64x64xf32> {tir.name = "A"},
                          %B: memref<64x64xf32> {tir.name = "B"}) {
  %c48 = arith.constant 48 : index
  tir.kernel (%bx) in (1) {
    %ub = tir.alloc_buffer "A_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %a = memref.subview %A[%c48, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%c48, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %ub, %b : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}
