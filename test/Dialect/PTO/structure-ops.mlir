// Round trip of the kernel-structure and debug ops: core-kind sections,
// block and sub-block queries, tprint, print and trap. None of them depends
// on the arch, so the file is also checked with --pto-arch=a3 and =a5.

// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s
// RUN: pto-opt %s --pto-arch=a3 | FileCheck %s
// RUN: pto-opt %s --pto-arch=a5 | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @indices
func.func @indices() -> index attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // CHECK: %[[B:.*]] = pto.get_block_idx
  %b = pto.get_block_idx
  // CHECK: %[[N:.*]] = pto.get_block_num
  %n = pto.get_block_num
  // CHECK: %[[SB:.*]] = pto.get_subblock_idx
  %sb = pto.get_subblock_idx
  // CHECK: %[[SN:.*]] = pto.get_subblock_num
  %sn = pto.get_subblock_num
  // The usual linear core id, bid * subblock_num + sub_id, cast to index.
  // CHECK: %[[M:.*]] = arith.muli %[[B]], %[[SN]] : i64
  // CHECK: %[[ID:.*]] = arith.addi %[[M]], %[[SB]] : i64
  // CHECK: arith.index_cast %[[ID]] : i64 to index
  %m = arith.muli %b, %sn : i64
  %id = arith.addi %m, %sb : i64
  %idx = arith.index_cast %id : i64 to index
  %unused = arith.addi %n, %n : i64
  return %idx : index
}

// CHECK-LABEL: func.func @sections
// CHECK-SAME: attributes {pto.entry}
func.func @sections() attributes {pto.entry} {
  // CHECK: pto.section.cube {
  // CHECK-NEXT: %{{.*}} = pto.alloc_tile : !pto.tile_buf<loc=acc,
  // CHECK-NEXT: }
  pto.section.cube {
    %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  }
  // CHECK: pto.section.vector {
  // CHECK-NEXT: %[[V:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32
  // CHECK-NEXT: pto.tprint ins(%[[V]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
  // CHECK-NEXT: }
  pto.section.vector {
    %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tprint ins(%v : !pto.tile_buf<vec, 16x16xf32>)
  }
  // An empty section, and one with an attribute.
  // CHECK: pto.section.cube {
  // CHECK-NEXT: }
  pto.section.cube {
  }
  // CHECK: pto.section.vector {
  // CHECK: } {test.note = "tail"}
  pto.section.vector {
    pto.trap
  } {test.note = "tail"}
  return
}

// Sections hold control flow. Other pto.* function attributes ptoas reads
// pass through unchecked.
// CHECK-LABEL: func.func @section_loop
// CHECK-SAME: attributes {pto.auto_sync_tail_hint = "barrier-all"}
// CHECK: pto.section.vector {
// CHECK-NEXT: scf.for
// CHECK-NEXT: pto.get_subblock_idx
func.func @section_loop(%n: index) attributes {pto.auto_sync_tail_hint = "barrier-all"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pto.section.vector {
    scf.for %i = %c0 to %n step %c1 {
      %sb = pto.get_subblock_idx
    }
  }
  return
}

// tprint takes vec tiles of f16, f32, i8, i16 and i32, in either spelling,
// and global-memory windows of any element type.
// CHECK-LABEL: func.func @tprint
func.func @tprint(%r: index, %c: index, %pv: !pto.partition_tensor_view<16x16xf16>) {
  %f16 = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %i8 = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi8>
  %i16 = pto.alloc_tile : !pto.tile_buf<vec, 16x16xi16>
  %i32 = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 16x16xi32, valid=?x?>
  %cm = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>
  // CHECK: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
  pto.tprint ins(%f16 : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
  // CHECK: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32,
  pto.tprint ins(%i8 : !pto.tile_buf<vec, 32x32xi8>)
  // CHECK: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=16,
  pto.tprint ins(%i16 : !pto.tile_buf<vec, 16x16xi16>)
  // CHECK: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=?, v_col=?,
  pto.tprint ins(%i32 : !pto.tile_buf<vec, 16x16xi32, valid=?x?>)
  // CHECK: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major,
  pto.tprint ins(%cm : !pto.tile_buf<vec, 16x16xf32, blayout=col_major>)
  // CHECK: pto.tprint ins(%{{.*}} : !pto.partition_tensor_view<16x16xf16>)
  pto.tprint ins(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}

// CHECK-LABEL: func.func @print_trap
// CHECK-SAME: (%[[F:.*]]: f32, %[[H:.*]]: f16, %[[I:.*]]: i32, %[[L:.*]]: i64, %[[P:.*]]: i1)
func.func @print_trap(%f: f32, %h: f16, %i: i32, %l: i64, %p: i1) {
  // MLIR escapes the newline as \0A, which parses back the same.
  // CHECK: pto.print ins("value %f\0A", %[[F]] : f32)
  pto.print ins("value %f\n", %f : f32)
  // CHECK: pto.print ins("half %f", %[[H]] : f16)
  pto.print ins("half %f", %h : f16)
  // CHECK: pto.print ins("%d", %[[I]] : i32)
  pto.print ins("%d", %i : i32)
  // CHECK: pto.print ins("%ld", %[[L]] : i64)
  pto.print ins("%ld", %l : i64)
  // CHECK: pto.print ins("", %[[P]] : i1) {test.tag}
  pto.print ins("", %p : i1) {test.tag}
  // CHECK: pto.trap
  // CHECK-NEXT: return
  pto.trap
  return
}

}
