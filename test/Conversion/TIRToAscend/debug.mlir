// tilelang-ascend's debug output (DebugOps.cpp). T.printf is one
// ascend.print per value, the text before a conversion joined to it and the
// text after the last to the last one; an index prints as i32, an f16 as
// f32, text alone with an unused 0. T.dump_tensor is a barrier of every
// pipe, TileLang's header and ascend.print_buffer: a whole ub buffer (on the
// Vector core, its header too), or the first elements of a global tensor as
// whole rows (or part of its first row); an empty dump of a global tensor
// prints nothing. In a T.Scope("C"/"V") section, the prints are on its core.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s

// CHECK-LABEL: func.func @printf
// CHECK-SAME: (%[[I:.*]]: index, %[[H:.*]]: f16, %[[L:.*]]: i64)
// CHECK: %[[I32:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK: ascend.print "cid:%d"(%[[I32]] : i32)
// CHECK: %[[F:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: ascend.print " h=%6.2f"(%[[F]] : f32)
// CHECK: ascend.print " n=%ld 100%%\0A"(%[[L]] : i64)
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: ascend.print "text\0A"(%[[ZERO]] : i32)
func.func @printf(%i: index, %h: f16, %l: i64) {
  tir.intrin "tl.ascend_printf"(%i, %h, %l) {args = ["cid:%d h=%6.2f n=%ld 100%%\n"]} : (index, f16, i64) -> ()
  tir.intrin "tl.ascend_printf"() {args = ["text\n"]} : () -> ()
  return
}

// CHECK-LABEL: func.func @dump_ub
// CHECK: %[[T:.*]] = memref.alloc() : memref<1x16xi16, #ascend.address_space<ub>>
// CHECK: ascend.pipe_barrier <ALL> on <aiv>
// CHECK: %[[DESC:.*]] = arith.constant 222 : i32
// CHECK: ascend.print "=== DumpTensor [desc=%u]"(%[[DESC]] : i32) on <aiv>
// CHECK: %[[SIZE:.*]] = arith.constant 16 : i32
// CHECK: ascend.print " UB tile, dumpSize=%u ===\0A"(%[[SIZE]] : i32) on <aiv>
// CHECK: ascend.print_buffer %[[T]] on <aiv> : memref<1x16xi16, #ascend.address_space<ub>>
func.func @dump_ub() {
  tir.kernel (%bx) in (1) {
    %t = tir.alloc_buffer "c_ub" : memref<1x16xi16, #tir.scope<"shared">>
    tir.dump_tensor %t desc(222) size(16) shape [1, 16] : memref<1x16xi16, #tir.scope<"shared">>
  }
  return
}

// CHECK-LABEL: func.func @dump_gm
// CHECK-SAME: (%[[A:.*]]: memref<4x16xf32, #ascend.address_space<gm>>, %[[V:.*]]: memref<64xf16, #ascend.address_space<gm>>)
// The whole tensor.
// CHECK: ascend.pipe_barrier <ALL>
// CHECK: ascend.print "=== DumpTensor [desc=%u]"
// CHECK: ascend.print " GM tensor, dtype=float32, dumpSize=%u"
// CHECK: %[[DIM:.*]] = arith.constant 2 : i32
// CHECK: ascend.print ", dim=%u ===\0A"(%[[DIM]] : i32)
// CHECK: ascend.print_buffer %[[A]] : memref<4x16xf32, #ascend.address_space<gm>>
// Its first two rows.
// CHECK: %[[ROWS:.*]] = memref.subview %[[A]][0, 0] [2, 16] [1, 1]
// CHECK: ascend.print " GM tensor, dtype=float32, dumpSize=%u"
// CHECK: ascend.print_buffer %[[ROWS]] : memref<2x16xf32, strided<[16, 1]>, #ascend.address_space<gm>>
// Part of its first row.
// CHECK: %[[PART:.*]] = memref.subview %[[A]][0, 0] [1, 5] [1, 1]
// CHECK: ascend.print_buffer %[[PART]] : memref<1x5xf32, strided<[16, 1]>, #ascend.address_space<gm>>
// A rank-1 tensor's first elements, dim 0.
// CHECK: %[[HEAD:.*]] = memref.subview %[[V]][0] [40] [1]
// CHECK: ascend.print " GM tensor, dtype=float16, dumpSize=%u"
// CHECK: %[[NODIM:.*]] = arith.constant 0 : i32
// CHECK: ascend.print ", dim=%u ===\0A"(%[[NODIM]] : i32)
// CHECK: ascend.print_buffer %[[HEAD]] : memref<40xf16, strided<[1]>, #ascend.address_space<gm>>
// An empty dump: nothing.
// CHECK-NOT: ascend.print
// CHECK: return
func.func @dump_gm(%A: memref<4x16xf32>, %V: memref<64xf16>) {
  tir.dump_tensor %A desc(111) size(64) shape [4, 16] : memref<4x16xf32>
  tir.dump_tensor %A desc(111) size(32) shape [2, 16] : memref<4x16xf32>
  tir.dump_tensor %A desc(111) size(5) shape [5] : memref<4x16xf32>
  tir.dump_tensor %V desc(7) size(40) shape [] : memref<64xf16>
  tir.dump_tensor %V desc(7) size(0) shape [] : memref<64xf16>
  return
}

// CHECK-LABEL: func.func @sections
// CHECK: ascend.print "cube %d\0A"(%{{.*}} : i32) on <aic>
// CHECK: ascend.pipe_barrier <ALL> on <aic>
// CHECK: ascend.print_buffer %{{.*}} on <aic> : memref<2x16xf32, #ascend.address_space<gm>>
// CHECK: ascend.print "vector\0A"(%{{.*}} : i32) on <aiv>
// CHECK: ascend.print_buffer %{{.*}} on <aiv> : memref<2x16xf32, #ascend.address_space<gm>>
func.func @sections(%A: memref<2x16xf32>) {
  tir.kernel (%bx) in (1) {
    tir.section <cube> {
      tir.intrin "tl.ascend_printf"(%bx) {args = ["cube %d\n"]} : (index) -> ()
      tir.dump_tensor %A desc(1) size(32) shape [2, 16] : memref<2x16xf32>
    }
    tir.section <vector> {
      tir.intrin "tl.ascend_printf"() {args = ["vector\n"]} : () -> ()
      tir.dump_tensor %A desc(2) size(32) shape [2, 16] : memref<2x16xf32>
    }
  }
  return
}
