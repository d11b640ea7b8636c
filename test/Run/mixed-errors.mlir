// pto-run's errors in kernels written for separate cores: each with the
// stream (AIC, AIV0, AIV1) and block it happened in.
//
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=race 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: mixed-errors.mlir:[[@LINE+82]]:5: error: race: this instruction (pipe FIX) reads a tile that pto.tmatmul (pipe M) accessed, with no set_flag / wait_flag pair or barrier ordering them (block 0)
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=pop_twice --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: mixed-errors.mlir:[[@LINE+120]]:10: error: deadlock: this pop waits for a tile that the Cube never pushes (AIV0, block 0)
// DEADLOCK: mixed-errors.mlir:[[@LINE+119]]:10: error: deadlock: this pop waits for a tile that the Cube never pushes (AIV1, block 0)
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=full --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: mixed-errors.mlir:[[@LINE+145]]:7: error: deadlock: this push waits for a free slot, and the Vector sub-blocks never free one (all 8 slots hold tiles; AIC, block 0)
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=use_after_free --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=FREED
// FREED: mixed-errors.mlir:[[@LINE+164]]:5: error: uses a tile popped from the FIFO after its slot was freed (AIV0, block 0)
// FREED: mixed-errors.mlir:[[@LINE+161]]:5: note: freed here
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=shape --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: mixed-errors.mlir:[[@LINE+173]]:10: error: pops a 16x16 'f32' tile, but AIV0's part of the 16x16 'f32' tile pushed (split up-down) is 8x16
// SHAPE: note: the push
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=leftover --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=LEFTOVER
// LEFTOVER: mixed-errors.mlir:[[@LINE+134]]:7: error: deadlock at the end of the kernel: the Vector sub-blocks never pop this tile, and the pipe's teardown waits for its slot (block 0)
//
// RUN: not pto-run %s --blocks 1 --entry=no_init --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=NOINIT
// NOINIT: error: uses the Cube-to-Vector pipe before this kernel's aic_initialize_pipe initialised it in this direction (AIC, block 0)
// NOINIT: note: in the Cube stream (AIC) of block 0
//
// RUN: not pto-run %s --blocks 1 --entry=free_nothing --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=NOTHING
// NOTHING: error: frees a slot, but AIV0 holds no tile popped from the Cube (block 0)
//
// RUN: not pto-run %s --blocks 1 --arg zeros:16x16 --entry=split_mismatch --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: error: pops with split left-right a tile pushed with split up-down
//
// RUN: not pto-run %s --blocks 1 --entry=vec_on_cube --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: error: allocates a vec tile on AIC, a Cube core, which has no such memory (block 0)
//
// RUN: not pto-run %s --blocks 1 --entry=c2v_vector_alone --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=ALONE
// A Vector kernel run on its own runs on the Vector sub-blocks only.
// ALONE: error: deadlock: this pop waits for a tile that the Cube never pushes (AIV0, block 0)
// ALONE: note: in Vector sub-block 0 (AIV0) of block 0
//
// RUN: not pto-run %s --blocks 1 --entry=pop_in_acc --arg zeros:16x16 --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=POPLOC
// POPLOC: error: pops a tile in acc; the pipe's slots here are in vec (AIV0, block 0)
//
// RUN: not pto-run %s --blocks 1 --entry=small_reserve --arg zeros:16x16 --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=RESERVE
// RESERVE: error: the slots of this pipe need 8192 bytes (8 of 1024), but its reserve_buffer has 1024
//
// RUN: not pto-run %s --blocks 1 --entry=flag_id --arg 16 2>&1 | FileCheck %s --check-prefix=FLAGID
// FLAGID: error: uses cross-core flag 16, outside [0, 15] (AIC, block 0)

!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!lr = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!whole = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
module attributes {pto.target_arch = "a5"} {
  // The Cube synchronises its pipes itself, but has no flag from M to FIX.
  func.func @race(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @race_cube(%a) : (!pto.ptr<f32>) -> ()
    func.call @consume_one() : () -> ()
    return
  }
  func.func private @race_cube(%a: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !mat
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%m : !mat)
    pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
    %l = pto.alloc_tile : !left
    pto.tmov ins(%m : !mat) outs(%l : !left)
    %r = pto.alloc_tile : !right
    pto.tmov ins(%m : !mat) outs(%r : !right)
    pto.set_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    pto.tpush_to_aiv(%acc : !acc) {split = 1}
    return
  }
  func.func private @consume_one() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    return
  }
  func.func private @push_one(%a: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !mat
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%m : !mat)
    %l = pto.alloc_tile : !left
    pto.tmov ins(%m : !mat) outs(%l : !left)
    %r = pto.alloc_tile : !right
    pto.tmov ins(%m : !mat) outs(%r : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    pto.tpush_to_aiv(%acc : !acc) {split = 1}
    return
  }

  // Each sub-block pops two tiles; the Cube pushes one.
  func.func @pop_twice(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_two() : () -> ()
    return
  }
  func.func private @pop_two() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    %u = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    return
  }

  // Nine pushes into eight slots that nobody frees.
  func.func @full(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_nine(%a) : (!pto.ptr<f32>) -> ()
    func.call @init_only() : () -> ()
    return
  }
  func.func private @push_nine(%a: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !mat
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%m : !mat)
    %l = pto.alloc_tile : !left
    pto.tmov ins(%m : !mat) outs(%l : !left)
    %r = pto.alloc_tile : !right
    pto.tmov ins(%m : !mat) outs(%r : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    scf.for %i = %c0 to %c9 step %c1 {
      pto.tpush_to_aiv(%acc : !acc) {split = 1}
    }
    return
  }
  func.func private @init_only() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    return
  }

  // A tile used after its slot was freed.
  func.func @use_after_free(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @free_then_use() : () -> ()
    return
  }
  func.func private @free_then_use() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    %u = pto.alloc_tile : !half
    pto.tadd ins(%t, %t : !half, !half) outs(%u : !half)
    return
  }

  // The whole tile popped where split up-down gives each sub-block half.
  func.func @shape(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_whole() : () -> ()
    return
  }
  func.func private @pop_whole() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !whole
    pto.tfree_from_aic {split = 1}
    return
  }

  // A tile pushed and never popped.
  func.func @leftover(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_nine(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_eight() : () -> ()
    return
  }
  func.func private @pop_eight() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    scf.for %i = %c0 to %c8 step %c1 {
      %t = pto.tpop_from_aic {split = 1} -> !half
      pto.tfree_from_aic {split = 1}
    }
    return
  }

  // A push before the pipe is initialised.
  func.func @no_init() attributes {pto.entry} {
    func.call @push_uninit() : () -> ()
    func.call @init_only() : () -> ()
    return
  }
  func.func private @push_uninit() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %acc = pto.alloc_tile : !acc
    pto.tpush_to_aiv(%acc : !acc) {split = 1}
    return
  }

  // A free with nothing popped.
  func.func @free_nothing() attributes {pto.entry} {
    func.call @init_cube() : () -> ()
    func.call @free_only() : () -> ()
    return
  }
  func.func private @init_cube() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    return
  }
  func.func private @free_only() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    pto.tfree_from_aic {split = 1}
    return
  }

  // A pop whose split differs from the push's.
  func.func @split_mismatch(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_left_right() : () -> ()
    return
  }
  func.func private @pop_left_right() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 2} -> !lr
    pto.tfree_from_aic {split = 2}
    return
  }

  // A UB tile in the Cube's code.
  func.func @vec_on_cube() attributes {pto.entry} {
    func.call @cube_with_vec() : () -> ()
    return
  }
  func.func private @cube_with_vec() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %v = pto.alloc_tile : !whole
    return
  }

  // A Vector kernel run on its own.
  func.func @c2v_vector_alone() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !half
    return
  }

  // A pop into an accumulator tile on a Vector core.
  func.func @pop_in_acc(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_acc() : () -> ()
    return
  }
  func.func private @pop_acc() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 0} -> !acc
    pto.tfree_from_aic {split = 0}
    return
  }

  // The Vector's slot buffer holds one slot of the eight.
  func.func @small_reserve(%a: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @push_one(%a) : (!pto.ptr<f32>) -> ()
    func.call @pop_reserved() : () -> ()
    return
  }
  func.func private @pop_reserved() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0_i32 = arith.constant 0 : i32
    %slots = pto.reserve_buffer {name = "c2v", size = 1024, location = #pto.address_space<vec>, auto = true} -> i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %slots : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    return
  }

  // A flag id computed at run time, out of range.
  func.func @flag_id(%id: index) {
    pto.section.cube {
      pto.sync.set <PIPE_FIX>, %id
    }
    return
  }
}
