// memref.load / memref.store of one element of a ub tile (ScalarAccess.cpp) ->
// pto.tgetval / pto.tsetval at the element's offset in the tile's storage:
// i * cols + j in a row_major tile, j * rows + i in a col_major one (the padded
// M x 1 tile of a per-row vector: rows = 32 for 16 rows of f32).
// RUN: pto-opt %s --ascend-materialize-dim-args --convert-ascend-to-pto | FileCheck %s

module attributes {ascend.arch = #ascend.arch<a3>} {
// CHECK-LABEL: func.func @row_major
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[V:.*]]: f32)
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[R:.*]] = arith.muli %[[I]], %[[C64]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[R]], %[[J]] : index
// CHECK: %[[X:.*]] = pto.tgetval ins(%[[T]], %[[OFF]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, {{.*}}>, index) outs : f32
// CHECK: %[[C64B:.*]] = arith.constant 64 : index
// CHECK: %[[RB:.*]] = arith.muli %[[J]], %[[C64B]] : index
// CHECK: %[[OFFB:.*]] = arith.addi %[[RB]], %[[I]] : index
// CHECK: pto.tsetval ins(%[[OFFB]], %[[V]] : index, f32) outs(%[[T]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64
func.func @row_major(%i: index, %j: index, %v: f32) {
  %u = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %x = memref.load %u[%i, %j] : memref<16x64xf32, #ascend.address_space<ub>>
  memref.store %v, %u[%j, %i] : memref<16x64xf32, #ascend.address_space<ub>>
  return
}

// CHECK-LABEL: func.func @col_major
// CHECK-SAME: (%[[I:.*]]: index, %[[V:.*]]: i32)
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major
// CHECK: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[R:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[R]], %[[I]] : index
// CHECK: pto.tsetval ins(%[[OFF]], %[[V]] : index, i32) outs(%[[T]] :
func.func @col_major(%i: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %u = memref.alloc() : memref<16x1xi32, #ascend.address_space<ub>>
  memref.store %v, %u[%i, %c0] : memref<16x1xi32, #ascend.address_space<ub>>
  return
}

// One element of a GM kernel argument -> pto.load_scalar / store_scalar at
// its row-major offset: i * 32 + j for a static 64x32 tensor; for a ?x4x8
// one, ((i * 4) + j) * 8 + k (the dynamic extent is not needed).
// CHECK-LABEL: func.func @global
// CHECK-SAME: (%[[A:.*]]: !pto.ptr<f32>, %[[B:.*]]: !pto.ptr<i32>, %[[N:.*]]: index, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[R:.*]] = arith.muli %[[I]], %[[C32]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[R]], %[[J]] : index
// CHECK: %[[X:.*]] = pto.load_scalar %[[A]][%[[OFF]]] : !pto.ptr<f32> -> f32
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[R1:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK: %[[O1:.*]] = arith.addi %[[R1]], %[[J]] : index
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[R2:.*]] = arith.muli %[[O1]], %[[C8]] : index
// CHECK: %[[O2:.*]] = arith.addi %[[R2]], %[[J]] : index
// CHECK: pto.store_scalar %{{.*}}, %[[B]][%[[O2]]] : !pto.ptr<i32>, i32
func.func @global(%a: memref<64x32xf32, #ascend.address_space<gm>>,
                  %b: memref<?x4x8xi32, #ascend.address_space<gm>>,
                  %i: index, %j: index) {
  %x = memref.load %a[%i, %j] : memref<64x32xf32, #ascend.address_space<gm>>
  %y = arith.fptosi %x : f32 to i32
  memref.store %y, %b[%i, %j, %j] : memref<?x4x8xi32, #ascend.address_space<gm>>
  return
}

// An index read from a GM table: its index_cast becomes an index_castui of
// its i64 extension (ptoas 0.27 cannot print an index_cast of a loaded
// element; the value is the same).
// CHECK-LABEL: func.func @index_from_table
// CHECK: %[[X:.*]] = pto.load_scalar %{{.*}}[%{{.*}}] : !pto.ptr<i32> -> i32
// CHECK: %[[W:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK: %[[I:.*]] = arith.index_castui %[[W]] : i64 to index
// CHECK: pto.load_scalar %{{.*}}[%[[I]]] : !pto.ptr<f32> -> f32
func.func @index_from_table(%t: memref<8xi32, #ascend.address_space<gm>>,
                            %a: memref<64xf32, #ascend.address_space<gm>>,
                            %b: memref<8xf32, #ascend.address_space<gm>>,
                            %k: index) {
  %x = memref.load %t[%k] : memref<8xi32, #ascend.address_space<gm>>
  %i = arith.index_cast %x : i32 to index
  %v = memref.load %a[%i] : memref<64xf32, #ascend.address_space<gm>>
  memref.store %v, %b[%k] : memref<8xf32, #ascend.address_space<gm>>
  return
}
}
