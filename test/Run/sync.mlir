// pto-run's pipe model: a tile written by one pipe and read by another must
// be ordered by a set_flag / wait_flag pair (or a PIPE_ALL barrier); a
// wait_flag no set_flag satisfied is a deadlock. --assume-ptoas-sync runs
// the pipes in program order, as ptoas --enable-insert-sync makes them.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: not pto-run %s --blocks 1 --entry=missing_flag --arg iota:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: pto-run %s --blocks 1 --entry=missing_flag --arg iota:16x16 --arg zeros:16x16 --assume-ptoas-sync --print | FileCheck %s --check-prefix=SYNCED
// RUN: pto-run %s --blocks 1 --entry=flagged --arg iota:16x16 --arg zeros:16x16 --print | FileCheck %s --check-prefix=SYNCED
// RUN: pto-run %s --blocks 1 --entry=barrier --arg iota:16x16 --arg zeros:16x16 --print | FileCheck %s --check-prefix=SYNCED
// RUN: pto-run %s --blocks 1 --entry=transitive --arg iota:16x16 --arg zeros:16x16 | FileCheck %s --check-prefix=TRANSITIVE
// TRANSITIVE: pto-run: @transitive ran 1 block, no errors
// RUN: not pto-run %s --blocks 1 --entry=war --arg iota:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=WAR
// RUN: not pto-run %s --blocks 1 --entry=deadlock --arg iota:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// RUN: not pto-run %s --blocks 1 --entry=never_waited --arg iota:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=NEVER
// RUN: not pto-run %s --blocks 1 --entry=dyn_range --arg iota:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=DYNRANGE
// RUN: pto-run %s --blocks 1 --entry=dyn_flags --arg iota:16x16 --arg zeros:16x16 | FileCheck %s --check-prefix=DYN

// RACE: sync.mlir:[[@LINE+21]]:5: error: race: this instruction (pipe V) reads a tile that pto.tload (pipe MTE2) accessed, with no set_flag / wait_flag pair or barrier ordering them (block 0)
// RACE: sync.mlir:[[@LINE+19]]:5: note: the other access
// RACE: note: the kernel has no set_flag, wait_flag or barrier: if it relies on ptoas --enable-insert-sync, as pto-opt's output does, run it with --assume-ptoas-sync
// SYNCED: pto-run: @{{.*}} ran 1 block, no errors
// SYNCED: arg1 = 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17
// WAR: error: race: this instruction (pipe MTE2) writes a tile that pto.tmuls (pipe V) accessed
// DEADLOCK: error: deadlock: this wait_flag waits for an event no set_flag has set (block 0)

!tile = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!part = !pto.partition_tensor_view<16x16xf32>
module attributes {pto.target_arch = "a3"} {
  func.func @missing_flag(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%px : !part) outs(%t : !tile)
    pto.tadds ins(%t, %one : !tile, f32) outs(%u : !tile)
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tstore ins(%u : !tile) outs(%py : !part)
    return
  }

  func.func @flagged(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%px : !part) outs(%t : !tile)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.tadds ins(%t, %one : !tile, f32) outs(%u : !tile)
    pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tstore ins(%u : !tile) outs(%py : !part)
    return
  }

  func.func @barrier(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%px : !part) outs(%t : !tile)
    pto.barrier <PIPE_ALL>
    pto.tadds ins(%t, %one : !tile, f32) outs(%u : !tile)
    pto.barrier <PIPE_ALL>
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tstore ins(%u : !tile) outs(%py : !part)
    return
  }

  // The second tload overwrites %t while the Vector core may still read it.
  func.func @war(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %two = arith.constant 2.0 : f32
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%px : !part) outs(%t : !tile)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.tmuls ins(%t, %two : !tile, f32) outs(%u : !tile)
    pto.tload ins(%px : !part) outs(%t : !tile)
    return
  }

  // MTE3 stores the tile MTE2 loaded: ordered through V (MTE2 -> V, then
  // V -> MTE3), as the flags form a chain.
  func.func @transitive(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%px : !part) outs(%t : !tile)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.texpands ins(%one : f32) outs(%u : !tile)
    pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tstore ins(%t : !tile) outs(%py : !part)
    return
  }

  func.func @deadlock(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
    return
  }
  // A flag still set at the end, a dynamic event id out of range, and one in
  // range.
  // NEVER: sync.mlir:[[@LINE+2]]:5: error: sets an event that no wait_flag waits for before the kernel ends (block 0)
  func.func @never_waited(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
    return
  }
  // DYNRANGE: error: uses event id 8, outside [0, 7] (block 0)
  // DYN: pto-run: @dyn_flags ran 1 block, no errors
  func.func @dyn_range(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c8 = arith.constant 8 : index
    pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %c8]
    return
  }
  func.func @dyn_flags(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c5 = arith.constant 5 : index
    pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %c5]
    pto.wait_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %c5]
    return
  }
}
