// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" --ascend-promote-scalar-slots -split-input-file | FileCheck %s --check-prefixes=CHECK,A5

// A T.Parallel loop index used as a value is a counting tile of i32 (the
// type index values take on tiles): the inner loop's a row, broadcast
// down the columns of the nest's tile.
// CHECK-LABEL: func.func @column_index
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[ROW:.*]] : memref<1x16xi32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vbroadcast ins(%[[ROW]] : memref<1x16xi32, {{.*}}) outs(%{{.*}} : memref<16x16xi32, {{.*}}) {dim = 0 : i64}
func.func @column_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %y = tir.alloc_buffer "y" : memref<16x16xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %v = arith.index_cast %j : index to i32
      memref.store %v, %y[%i, %j] : memref<16x16xi32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// The outer loop's index: the counting row copied into a column (one
// value per row), converted and broadcast along the rows.
// CHECK-LABEL: func.func @row_index
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[ROW:.*]] : memref<1x16xi32, {{.*}})
// CHECK-NEXT: ascend.copy ins(%[[ROW]] : memref<1x16xi32, {{.*}}) outs(%[[COL:.*]] : memref<16x1xi32, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[COL]] : memref<16x1xi32, {{.*}}) outs(%[[F:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbroadcast ins(%[[F]] : memref<16x1xf32, {{.*}}) outs(%{{.*}} : memref<16x64xf32, {{.*}})
func.func @row_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = arith.index_cast %i : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// A bounds guard on the row (`if bx * 16 + i < n:`, made a select by
// tir-if-convert-parallel): the row indices offset by the scalar and
// compared once, at the shape of the values selected between. a5
// compares i32 tiles; a3 compares them for equality only, so the sign of
// the difference is compared, as f32.
// CHECK-LABEL: func.func @row_guard
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[BASE:.*]] = arith.muli
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[ROW:.*]] : memref<1x16xi32, {{.*}})
// CHECK-NEXT: ascend.copy ins(%[[ROW]] : {{.*}}) outs(%[[COL:.*]] : memref<16x1xi32, {{.*}})
// CHECK-NEXT: %[[B:.*]] = arith.index_cast %[[BASE]] : index to i32
// CHECK-NEXT: ascend.vbinary_scalar <add> ins(%[[COL]], %[[B]] : memref<16x1xi32, {{.*}}, i32) outs(%[[R:.*]] : memref<16x1xi32, {{.*}})
// CHECK-NEXT: %[[NI:.*]] = arith.index_cast %[[N]] : index to i32
// A3-NEXT: ascend.vbinary_scalar <sub> ins(%[[R]], %[[NI]] : memref<16x1xi32, {{.*}}, i32) outs(%[[D:.*]] : memref<16x1xi32, {{.*}})
// A3-NEXT: ascend.vcast ins(%[[D]] : {{.*}}) outs(%[[DF:.*]] : memref<16x1xf32, {{.*}})
// A3: ascend.vbroadcast ins(%[[DF]] : {{.*}}) outs(%[[FULL:.*]] : memref<16x64xf32, {{.*}})
// A3-NEXT: ascend.vcmp <lt> ins(%[[FULL]], %{{.*}} : memref<16x64xf32, {{.*}}, f32) outs(%[[M:.*]] : memref<16x64xi8, {{.*}})
// A5-NEXT: ascend.vbroadcast ins(%[[R]] : {{.*}}) outs(%[[FULL:.*]] : memref<16x64xi32, {{.*}})
// A5-NEXT: ascend.vcmp <lt> ins(%[[FULL]], %[[NI]] : memref<16x64xi32, {{.*}}, i32) outs(%[[M:.*]] : memref<16x64xi8, {{.*}})
// CHECK-NEXT: ascend.vselect ins(%[[M]], %{{.*}}, %[[C:.*]] : memref<16x64xi8, {{.*}}, memref<16x64xf32, {{.*}}, memref<16x64xf32, {{.*}}) outs(%[[C]] : memref<16x64xf32, {{.*}})
// CHECK-NOT: ascend.vcmp
func.func @row_guard(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %a = tir.alloc_buffer "a" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "c" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.kernel (%bx) in (%c16) {
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %base = arith.muli %bx, %c16 : index
        %row = arith.addi %base, %i : index
        %p = arith.cmpi slt, %row, %n : index
        %x = memref.load %a[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
        %old = memref.load %c[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
        %v = arith.select %p, %x, %old : f32
        memref.store %v, %c[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      }
    }
  }
  return
}

// -----

// A 1-D nest's index is a counting row; index arithmetic on it is i32.
// CHECK-LABEL: func.func @flat_index
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[ROW:.*]] : memref<1x64xi32, {{.*}})
// CHECK-NEXT: %[[TWO:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[ROW]], %[[TWO]] : memref<1x64xi32, {{.*}}, i32) outs(%{{.*}} : memref<1x64xi32, {{.*}})
func.func @flat_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %y = tir.alloc_buffer "y" : memref<64xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %k = %c0 to %c64 step %c1 {
    %d = arith.muli %k, %c2 : index
    %v = arith.index_cast %d : index to i32
    memref.store %v, %y[%k] : memref<64xi32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// An off-diagonal mask (`if i != j`): a5 compares the i32 tiles; a3,
// which compares them for equality only, compares their difference, in
// f32, with 0.
// CHECK-LABEL: func.func @off_diagonal
// CHECK: ascend.vci
// CHECK: ascend.vci
// A3: ascend.vbroadcast_binary <sub>
// A3: ascend.vcast
// A3: ascend.vcmp <ne> ins(%{{.*}}, %{{.*}} : memref<16x16xf32, {{.*}}, f32)
// A5: ascend.vcmp <ne> ins(%{{.*}}, %{{.*}} : memref<16x16xi32, {{.*}}, memref<16x16xi32, {{.*}})
// CHECK: ascend.vselect
func.func @off_diagonal() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %p = arith.cmpi ne, %i, %j : index
      %v = arith.select %p, %one, %zero : f32
      memref.store %v, %y[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// floormod of an index by a power of two: a bitwise and on a5; a3 has no
// i32 and, so x - ((x >> 2) << 2) (floor semantics for negative x too).
// CHECK-LABEL: func.func @index_mod
// CHECK: ascend.vci
// A3: ascend.vbinary_scalar <shr>
// A3-NEXT: ascend.vbinary_scalar <shl>
// A3-NEXT: ascend.vbinary <sub>
// A5: ascend.vbinary_scalar <and>
func.func @index_mod() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %y = tir.alloc_buffer "y" : memref<64xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %k = %c0 to %c64 step %c1 {
    %d = arith.subi %k, %c8 : index
    %m = tir.intrin "floormod"(%d, %c4) : (index, index) -> index
    %v = arith.index_cast %m : index to i32
    memref.store %v, %y[%k] : memref<64xi32, #tir.scope<"shared.dyn">>
  }
  return
}
