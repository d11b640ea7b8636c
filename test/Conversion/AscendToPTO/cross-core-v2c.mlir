// The Vector-to-Cube direction of the tile FIFO on a5: each part reserves
// the slots of the tiles it pops in its own memory (the Cube in L1, mat)
// and imports the other's; the Vector part moves its tile into an NZ tile
// in UB before pushing it (UB -> L1 takes fractal blocks as they are); the
// Cube pops an NZ mat tile. On a3, where UB -> L1 is no data path, the
// direction is reported.
// RUN: pto-opt %s --convert-ascend-to-pto | FileCheck %s
// RUN: sed s/a5/a3/ %s | not pto-opt --convert-ascend-to-pto 2>&1 | FileCheck %s --check-prefix=A3

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func private @k_aic() attributes {ascend.part = #ascend.core_type<aic>} {
  ascend.initialize_pipe directions <both> slot_size(4096) peer(@k_aiv)
  %slot = ascend.pop_from_aiv split <rows> : memref<32x32xf16, #ascend.address_space<l1>>
  %a = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  ascend.load_l0 ins(%slot : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.free_from_aiv split <rows>
  return
}
func.func private @k_aiv() attributes {ascend.part = #ascend.core_type<aiv>} {
  ascend.initialize_pipe directions <both> slot_size(4096) peer(@k_aic)
  %p = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
  ascend.push_to_aic ins(%p : memref<16x32xf16, #ascend.address_space<ub>>) split <rows>
  return
}
}

// CHECK-LABEL: func.func private @k_aic()
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK: %[[TOV:.*]] = pto.import_reserved_buffer{name = "c2v_fifo", peer_func = @k_aiv} -> i32
// CHECK: %[[TOC:.*]] = pto.reserve_buffer{name = "v2c_fifo", size = 16384, location = <mat>, auto = true} -> i32
// CHECK: pto.aic_initialize_pipe{dir_mask = 3, slot_size = 4096} ( c2v_consumer_buf = %[[TOV]] : i32, v2c_consumer_buf = %[[TOC]] : i32)
// CHECK: %[[SLOT:.*]] = pto.tpop_from_aiv {split = 1} -> !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: pto.tmov ins(%[[SLOT]] : {{.*}}loc=mat{{.*}}) outs(%{{.*}} : {{.*}}loc=left
// CHECK: pto.tfree_from_aiv{split = 1}

// CHECK-LABEL: func.func private @k_aiv()
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK: %[[TOV:.*]] = pto.reserve_buffer{name = "c2v_fifo", size = 16384, location = <vec>, auto = true} -> i32
// CHECK: %[[TOC:.*]] = pto.import_reserved_buffer{name = "v2c_fifo", peer_func = @k_aic} -> i32
// CHECK: pto.aiv_initialize_pipe{dir_mask = 3, slot_size = 4096} ( c2v_consumer_buf = %[[TOV]] : i32, v2c_consumer_buf = %[[TOC]] : i32)
// CHECK: %[[P:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK: %[[NZ:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: pto.tmov ins(%[[P]] : {{.*}}) outs(%[[NZ]] : {{.*}})
// CHECK: pto.tpush_to_aic(%[[NZ]] : {{.*}}) {split = 1}

// A3: error: 'ascend.initialize_pipe' op carries tiles from the Vector cores to the Cube, which tirpto lowers where UB -> L1 is a data path (a5), not on a3; ascend-split-cube-vector hands them over through global workspaces there
