// RUN: pto-opt %s --convert-ascend-to-pto | FileCheck %s

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
