// The parts of a split mixed kernel -> kernel_kind functions with PTO's
// tile FIFO (ptoas-format.md §4.12): the Vector part reserves the slots in
// UB, the Cube part imports them; on a3 each block's slots are its part of
// the global workspace, after the FFTS base address is set (a5 has
// neither).
// RUN: sed s/ARCH/a3/ %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed -e s/ARCH/a5/ -e 's/ gm_slots(%ws : !ws)//' -e 's/, %ffts: !ascend.ffts//' -e 's/, %ffts)/)/' -e 's/, !ascend.ffts)/)/' -e '/ascend.set_ffts/d' %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A5

!acc = memref<32x32xf32, #ascend.address_space<l0c>>
!ub = memref<32x32xf32, #ascend.address_space<ub>>
!ws = memref<32768xf32, #ascend.address_space<gm>>

// CHECK-LABEL: func.func @kernel(
// A3-SAME: %[[WS:.*]]: !pto.ptr<f32>, %[[FFTS:.*]]: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 4>}
// A3-NEXT: call @kernel_aic(%[[WS]], %[[FFTS]]) : (!pto.ptr<f32>, memref<256xi64>) -> ()
// A3-NEXT: call @kernel_aiv(%[[WS]], %[[FFTS]]) : (!pto.ptr<f32>, memref<256xi64>) -> ()
// A5-SAME: %[[WS:.*]]: !pto.ptr<f32>) attributes {pto.entry, tirpto.grid = array<i64: 4>}

// CHECK-LABEL: func.func private @kernel_aic(
// A3-SAME: %[[SLOTS:.*]]: !pto.ptr<f32>, %[[FFTS2:.*]]: memref<256xi64>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>, tirpto.grid = array<i64: 4>}
// A3-NEXT: pto.set_ffts %[[FFTS2]] : memref<256xi64>
// A5-SAME: %[[SLOTS:.*]]: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>, tirpto.grid = array<i64: 4>}
// CHECK: %[[IMPORT:.*]] = pto.import_reserved_buffer{name = "c2v_fifo", peer_func = @kernel_aiv} -> i32
// CHECK: %[[NONE:.*]] = arith.constant 0 : i32
// A3: %[[BLOCK:.*]] = pto.get_block_idx
// A3: %[[IDX:.*]] = arith.index_cast %[[BLOCK]] : i64 to index
// A3: %[[PER:.*]] = arith.constant 8192 : index
// A3: %[[OFF:.*]] = arith.muli %[[IDX]], %[[PER]] : index
// A3: %[[MINE:.*]] = pto.addptr %[[SLOTS]], %[[OFF]] : !pto.ptr<f32> -> !pto.ptr<f32>
// A3: pto.aic_initialize_pipe{dir_mask = 1, slot_size = 4096} (gm_slot_buffer = %[[MINE]] : !pto.ptr<f32>, c2v_consumer_buf = %[[IMPORT]] : i32, v2c_consumer_buf = %[[NONE]] : i32)
// A5: pto.aic_initialize_pipe{dir_mask = 1, slot_size = 4096} ({{ ?}}c2v_consumer_buf = %[[IMPORT]] : i32, v2c_consumer_buf = %[[NONE]] : i32)
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32
// CHECK: pto.tpush_to_aiv(%[[ACC]] : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, {{.*}}>) {split = 0}

// CHECK-LABEL: func.func private @kernel_aiv(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<vector>, tirpto.grid = array<i64: 4>}
// CHECK: %[[BUF:.*]] = pto.reserve_buffer{name = "c2v_fifo", size = 32768, location = <vec>, auto = true} -> i32
// A3: pto.aiv_initialize_pipe{dir_mask = 1, slot_size = 4096} (gm_slot_buffer = %{{.*}} : !pto.ptr<f32>, c2v_consumer_buf = %[[BUF]] : i32, v2c_consumer_buf = %{{.*}} : i32)
// A5: pto.aiv_initialize_pipe{dir_mask = 1, slot_size = 4096} ({{ ?}}c2v_consumer_buf = %[[BUF]] : i32, v2c_consumer_buf = %{{.*}} : i32)
// CHECK: %[[SLOT:.*]] = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32
// CHECK: pto.tmov ins(%[[SLOT]] : {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32
// CHECK: pto.tfree_from_aic{split = 0}
// CHECK: pto.get_subblock_idx
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func @kernel(%ws: !ws, %ffts: !ascend.ffts) attributes {ascend.grid = array<i64: 4>} {
  call @kernel_aic(%ws, %ffts) : (!ws, !ascend.ffts) -> ()
  call @kernel_aiv(%ws, %ffts) : (!ws, !ascend.ffts) -> ()
  return
}
func.func private @kernel_aic(%ws: !ws, %ffts: !ascend.ffts) attributes {ascend.grid = array<i64: 4>, ascend.part = #ascend.core_type<aic>} {
  ascend.set_ffts %ffts : !ascend.ffts
  ascend.initialize_pipe slot_size(4096) peer(@kernel_aiv) gm_slots(%ws : !ws)
  %acc = memref.alloc() : !acc
  ascend.push_to_aiv ins(%acc : !acc) split <none>
  return
}
func.func private @kernel_aiv(%ws: !ws, %ffts: !ascend.ffts) attributes {ascend.grid = array<i64: 4>, ascend.part = #ascend.core_type<aiv>} {
  ascend.set_ffts %ffts : !ascend.ffts
  ascend.initialize_pipe slot_size(4096) peer(@kernel_aic) gm_slots(%ws : !ws)
  %c = memref.alloc() : !ub
  %slot = ascend.pop_from_aic split <none> : !ub
  ascend.copy ins(%slot : !ub) outs(%c : !ub)
  ascend.free_from_aic split <none>
  %sub = ascend.subblock_idx : index
  return
}
}
