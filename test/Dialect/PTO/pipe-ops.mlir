// Round trip of the cube <-> vector tile FIFO: reserve/import of the slot
// buffer, aic/aiv_initialize_pipe, tpush/tpop/tfree in both directions on a3
// (gm_slot_buffer) and a5, and the internal initialize_l2l/l2g2l_pipe forms.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s

// Forced to a3, the a5 kernels lack the gm_slot_buffer operand: MLIR 19
// reports the first failing op of a module, MLIR 22 every one (here the
// aic and the aiv initialize_pipe); no other op fails.
// RUN: not pto-opt %s -split-input-file --pto-arch=a3 2>&1 >/dev/null | FileCheck %s --check-prefix=FORCE-A3 --implicit-check-not="error: 'pto.t" --implicit-check-not="error: 'pto.reserve" --implicit-check-not="error: 'pto.import" --implicit-check-not="error: 'func"
// Forced to a5, the a3 kernels are fine: a5 ignores gm_slot_buffer.
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s

// Both directions on a5: C2V split by rows, V2C split by columns with a
// dynamic valid shape.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @cube_a5
// CHECK-SAME: (%[[VR:.*]]: index, %[[VC:.*]]: index) attributes {pto.kernel_kind = #pto.kernel_kind<cube>}
func.func @cube_a5(%vr: index, %vc: index) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  // CHECK: %[[V2C:.*]] = pto.reserve_buffer{name = "v2c_fifo", size = 4096, location = <mat>, auto = true} -> i32
  %v2c = pto.reserve_buffer {name = "v2c_fifo", size = 4096, location = #pto.address_space<mat>, auto = true} -> i32
  // CHECK: %[[C2V:.*]] = pto.import_reserved_buffer{name = "c2v_fifo", peer_func = @vector_a5} -> i32
  %c2v = pto.import_reserved_buffer {name = "c2v_fifo", peer_func = @vector_a5} -> i32
  // CHECK: pto.aic_initialize_pipe{dir_mask = 3, slot_size = 1024} ( c2v_consumer_buf = %[[C2V]] : i32, v2c_consumer_buf = %[[V2C]] : i32)
  // FORCE-A3: error: 'pto.aic_initialize_pipe' op requires a 'gm_slot_buffer' operand on A2/A3 (the FIFO slots live in global memory there)
  pto.aic_initialize_pipe {dir_mask = 3, slot_size = 1024}
    (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tpush_to_aiv(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>) {split = 1}
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 1}
  // CHECK: %{{.*}} = pto.tpop_from_aiv(%[[VR]], %[[VC]]) {split = 2} -> !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=col_major, slayout=row_major, fractal=512, pad=0>
  %mat = pto.tpop_from_aiv (%vr, %vc) {split = 2} -> !pto.tile_buf<mat, 16x64xf32, valid=?x?, blayout=col_major, slayout=row_major>
  // CHECK: pto.tfree_from_aiv{split = 2}
  pto.tfree_from_aiv {split = 2}
  return
}

// CHECK-LABEL: func.func @vector_a5
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<vector>}
func.func @vector_a5() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  // CHECK: %[[C2V:.*]] = pto.reserve_buffer{name = "c2v_fifo", size = 8192, location = <vec>, auto = true} -> i32
  %c2v = pto.reserve_buffer {name = "c2v_fifo", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
  // CHECK: %[[V2C:.*]] = pto.import_reserved_buffer{name = "v2c_fifo", peer_func = @cube_a5} -> i32
  %v2c = pto.import_reserved_buffer {name = "v2c_fifo", peer_func = @cube_a5} -> i32
  // CHECK: pto.aiv_initialize_pipe{dir_mask = 3, slot_size = 1024} ( c2v_consumer_buf = %[[C2V]] : i32, v2c_consumer_buf = %[[V2C]] : i32)
  pto.aiv_initialize_pipe {dir_mask = 3, slot_size = 1024}
    (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
  // With split = 1 each vector sub-block receives half of the rows.
  // CHECK: %[[T:.*]] = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %t = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<vec, 8x16xf32>
  // CHECK: pto.tprint ins(%[[T]]
  pto.tprint ins(%t : !pto.tile_buf<vec, 8x16xf32>)
  // CHECK: pto.tfree_from_aic{split = 1}
  pto.tfree_from_aic {split = 1}
  %u = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  // CHECK: pto.tpush_to_aic(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) {split = 2}
  pto.tpush_to_aic(%u : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) {split = 2}
  return
}

// The entry calls the two kernels.
// CHECK-LABEL: func.func @entry_a5
// CHECK: call @cube_a5
// CHECK: call @vector_a5
func.func @entry_a5(%vr: index, %vc: index) attributes {pto.entry} {
  func.call @cube_a5(%vr, %vc) : (index, index) -> ()
  func.call @vector_a5() : () -> ()
  return
}

}

// -----

// C2V only on a3: the slots live in global memory (gm_slot_buffer), the
// consumer's buffer is placed by hand, nosplit = true with split = 0, and a
// ?x? pop without operands takes the shape the producer pushed.
// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @cube_a3
// CHECK-SAME: (%[[GM:.*]]: !pto.ptr<f32>)
func.func @cube_a3(%gm: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %c0_i32 = arith.constant 0 : i32
  // CHECK: %[[IMP:.*]] = pto.import_reserved_buffer{name = "c2v", peer_func = @vector_a3} -> i32
  %imp = pto.import_reserved_buffer {name = "c2v", peer_func = @vector_a3} -> i32
  // CHECK: pto.aic_initialize_pipe{dir_mask = 1, slot_size = 1024, nosplit = true} (gm_slot_buffer = %[[GM]] : !pto.ptr<f32>, c2v_consumer_buf = %[[IMP]] : i32, v2c_consumer_buf = %{{.*}} : i32)
  pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true}
    (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %imp : i32, v2c_consumer_buf = %c0_i32 : i32)
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tpush_to_aiv(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>) {split = 0}
  pto.tpush_to_aiv(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) {split = 0}
  return
}

// CHECK-LABEL: func.func @vector_a3
func.func @vector_a3(%gm: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %c0_i32 = arith.constant 0 : i32
  // CHECK: %[[BUF:.*]] = pto.reserve_buffer{name = "c2v", size = 4096, location = <vec>, auto = false, base = 0} -> i32
  %buf = pto.reserve_buffer {name = "c2v", size = 4096, location = #pto.address_space<vec>, auto = false, base = 0} -> i32
  // CHECK: pto.aiv_initialize_pipe{dir_mask = 1, slot_size = 1024, nosplit = true} (gm_slot_buffer = %{{.*}} : !pto.ptr<f32>, c2v_consumer_buf = %[[BUF]] : i32, v2c_consumer_buf = %{{.*}} : i32)
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024, nosplit = true}
    (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0_i32 : i32)
  // CHECK: pto.tpop_from_aic {split = 0} -> !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=?, v_col=?,
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32, valid=?x?>
  // CHECK: pto.tfree_from_aic{split = 0}
  pto.tfree_from_aic {split = 0}
  return
}

}

// -----

// V2C only, nosplit = false with split = 1; the attribute dictionary after
// the operand list round-trips.
// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @vector_v2c
func.func @vector_v2c(%gm: !pto.ptr<f16>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %c0_i32 = arith.constant 0 : i32
  %imp = pto.import_reserved_buffer {name = "v2c", peer_func = @cube_v2c} -> i32
  // CHECK: pto.aiv_initialize_pipe{dir_mask = 2, slot_size = 512, nosplit = false} (gm_slot_buffer = %{{.*}} : !pto.ptr<f16>, c2v_consumer_buf = %{{.*}} : i32, v2c_consumer_buf = %{{.*}} : i32) {test.tag}
  pto.aiv_initialize_pipe {dir_mask = 2, slot_size = 512, nosplit = false}
    (gm_slot_buffer = %gm : !pto.ptr<f16>, c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %imp : i32) {test.tag}
  %v = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // CHECK: pto.tpush_to_aic(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, {{.*}}>) {split = 1} {test.tag}
  pto.tpush_to_aic(%v : !pto.tile_buf<vec, 16x16xf16>) {split = 1} {test.tag}
  return
}

// CHECK-LABEL: func.func @cube_v2c
func.func @cube_v2c(%gm: !pto.ptr<f16>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
  %c0_i32 = arith.constant 0 : i32
  // CHECK: pto.reserve_buffer{name = "v2c", size = 1024, location = <mat>, auto = true} {test.tag} -> i32
  %buf = pto.reserve_buffer {name = "v2c", size = 1024, location = #pto.address_space<mat>, auto = true} {test.tag} -> i32
  pto.aic_initialize_pipe {dir_mask = 2, slot_size = 512, nosplit = false}
    (gm_slot_buffer = %gm : !pto.ptr<f16>, c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %buf : i32)
  // CHECK: pto.tpop_from_aiv {split = 1} -> !pto.tile_buf<loc=mat, dtype=f16, rows=8, cols=16,
  %m = pto.tpop_from_aiv {split = 1} -> !pto.tile_buf<mat, 8x16xf16, blayout=col_major, slayout=row_major>
  // CHECK: pto.tfree_from_aiv{split = 1} {test.tag}
  pto.tfree_from_aiv {split = 1} {test.tag}
  return
}

}

// -----

// The internal forms ptoas lowers the FIFO to: an a5 local-to-local pipe on
// a reserved buffer, with an explicit flag_base on any address, and an a3
// pipe through global memory; tpush/tpop/tfree on the handles, inside a
// kernel_kind function or a section.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// CHECK-LABEL: func.func @internal_l2l
func.func @internal_l2l(%a: i32, %b: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
  %buf = pto.reserve_buffer {name = "fifo", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
  // CHECK: %[[P:.*]] = pto.initialize_l2l_pipe{dir_mask = 1, slot_size = 1024, slot_num = 8} (%{{.*}} : i32) -> !pto.pipe
  %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%buf : i32) -> !pto.pipe
  // CHECK: %{{.*}} = pto.initialize_l2l_pipe{dir_mask = 3, slot_size = 512, slot_num = 4, flag_base = 2, nosplit = true} (%{{.*}} : i32, %{{.*}} : i32) -> !pto.pipe
  %q = pto.initialize_l2l_pipe {dir_mask = 3, slot_size = 512, slot_num = 4, flag_base = 2, nosplit = true}(%a : i32, %b : i32) -> !pto.pipe
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // CHECK: pto.tpop(%{{.*}}, %[[P]] : !pto.tile_buf<loc=vec, {{.*}}>, !pto.pipe) {split = 0}
  pto.tpop(%t, %p : !pto.tile_buf<vec, 16x16xf32>, !pto.pipe) {split = 0}
  // CHECK: pto.tfree(%[[P]] : !pto.pipe) {split = 0}
  pto.tfree(%p : !pto.pipe) {split = 0}
  return
}

// CHECK-LABEL: func.func @internal_l2g2l
func.func @internal_l2g2l(%gm: !pto.ptr<f32>, %a: i32, %b: i32) {
  // CHECK: pto.section.cube {
  pto.section.cube {
    // CHECK: %[[P:.*]] = pto.initialize_l2g2l_pipe{dir_mask = 1, slot_size = 1024, slot_num = 8} (%{{.*}} : !pto.ptr<f32>, %{{.*}} : i32) -> !pto.pipe
    %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %a : i32) -> !pto.pipe
    // CHECK: %{{.*}} = pto.initialize_l2g2l_pipe{dir_mask = 3, slot_size = 1024, slot_num = 4, local_slot_num = 2, flag_base = 0, nosplit = false} (%{{.*}} : !pto.ptr<f32>, %{{.*}} : i32, %{{.*}} : i32) -> !pto.pipe
    %q = pto.initialize_l2g2l_pipe {dir_mask = 3, slot_size = 1024, slot_num = 4, local_slot_num = 2, flag_base = 0, nosplit = false}(%gm : !pto.ptr<f32>, %a : i32, %b : i32) -> !pto.pipe
    %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
    // CHECK: pto.tpush(%{{.*}}, %[[P]] : !pto.tile_buf<loc=acc, {{.*}}>, !pto.pipe) {split = 2}
    pto.tpush(%acc, %p : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.pipe) {split = 2}
  }
  return
}

}
