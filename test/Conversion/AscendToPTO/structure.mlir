// RUN: pto-opt %s --convert-ascend-to-pto -split-input-file | FileCheck %s

// The module's ascend.arch becomes pto.target_arch; ascend.* annotations
// with no PTO counterpart are dropped, the launch grid stays as
// tirpto.grid, and every kernel is a pto.entry; the block index and count
// are i64 in PTO.
// CHECK: module attributes {pto.target_arch = "a5"} {
// CHECK-LABEL: func.func @structure() attributes {pto.entry, tirpto.grid = array<i64: 4>} {
// CHECK: %[[I64:.*]] = pto.get_block_idx
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[I64]] : i64 to index
// CHECK-NEXT: %[[N64:.*]] = pto.get_block_num
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[N64]] : i64 to index
// CHECK-NEXT: scf.for %{{.*}} = %[[I]] to %[[N]] step %[[N]] {
// CHECK-NEXT: }
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @structure() attributes {ascend.grid = array<i64: 4>, ascend.core_type = #ascend.core_type<aiv>} {
  %i = ascend.block_idx : index
  %n = ascend.block_num : index
  scf.for %k = %i to %n step %n {
  } {ascend.num_stages = 2 : i64}
  return
}
}

// -----

// An scf.if whose i32 results are only cast to index (a local.var tile
// index set in both branches, then a flip in another if) yields index
// instead: ptoas 0.27 crashes in FormExpressions on the i32 form. The
// result that another if yields becomes index once that if does.
// CHECK-LABEL: func.func private @index_results
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[A:.*]]: index, %[[B:.*]]: index, %[[W:.*]]: i32)
// CHECK: %[[R:.*]]:2 = scf.if %[[C]] -> (index, i32) {
// CHECK: %[[XW:.*]] = arith.index_cast %[[A]] : index to i64
// CHECK: %[[X:.*]] = arith.trunci %[[XW]] : i64 to i32
// CHECK: %[[XI:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK: scf.yield %[[XI]], %[[W]] : index, i32
// CHECK: } else {
// CHECK: %[[YW:.*]] = arith.index_cast %[[B]] : index to i64
// CHECK: %[[Y:.*]] = arith.trunci %[[YW]] : i64 to i32
// CHECK: %[[YI:.*]] = arith.index_cast %[[Y]] : i32 to index
// CHECK: scf.yield %[[YI]], %[[W]] : index, i32
// CHECK: %[[F:.*]] = scf.if %[[D]] -> (index) {
// CHECK: arith.subi %{{.*}}, %[[R]]#0 : index
// CHECK: } else {
// CHECK: scf.yield %[[R]]#0 : index
// CHECK: arith.addi %[[F]], %[[R]]#0 : index
// CHECK: arith.addi %{{.*}}, %[[R]]#1 : i32
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func private @index_results(%c: i1, %d: i1, %a: index, %b: index, %w: i32) -> (index, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.index_cast %a : index to i32
    scf.yield %x, %w : i32, i32
  } else {
    %y = arith.index_cast %b : index to i32
    scf.yield %y, %w : i32, i32
  }
  %f = scf.if %d -> (i32) {
    %ri = arith.index_cast %r#0 : i32 to index
    %c31 = arith.constant 31 : index
    %s = arith.subi %c31, %ri : index
    %si = arith.index_cast %s : index to i32
    scf.yield %si : i32
  } else {
    scf.yield %r#0 : i32
  }
  %fi = arith.index_cast %f : i32 to index
  %ri2 = arith.index_cast %r#0 : i32 to index
  %sum = arith.addi %fi, %ri2 : index
  %other = arith.addi %r#1, %r#1 : i32
  return %sum, %other : index, i32
}
func.func @kernel() {
  return
}
}

// -----

// An index cast to an integer narrower than 64 bits (an i32 from block-index
// arithmetic, the start of a counting sequence) -> the cast to i64 and a
// truncation: ptoas 0.27 fails to print the narrow cast of an index that
// has other uses (here the block index).
// CHECK-LABEL: func.func @narrow_index_cast
// CHECK: %[[W:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: %[[N:.*]] = arith.trunci %[[W]] : i64 to i32
// CHECK-NOT: index to i32
// CHECK: pto.tci ins(%[[N]] : i32)
// CHECK: %[[U:.*]] = arith.index_castui %{{.*}} : index to i64
// CHECK-NEXT: arith.trunci %[[U]] : i64 to i16
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @narrow_index_cast() {
  %b = ascend.block_idx : index
  %s = arith.index_cast %b : index to i32
  %d = memref.alloc() : memref<1x128xi32, #ascend.address_space<ub>>
  ascend.vci ins(%s : i32) outs(%d : memref<1x128xi32, #ascend.address_space<ub>>)
  %u = arith.index_castui %b : index to i16
  %h = memref.alloc() : memref<1x128xi16, #ascend.address_space<ub>>
  ascend.vci ins(%u : i16) outs(%h : memref<1x128xi16, #ascend.address_space<ub>>)
  return
}
}
