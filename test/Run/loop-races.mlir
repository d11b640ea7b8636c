// Races the interpreter must remember across loop iterations and blocks.
//
// An alloc_tile inside a loop is one address (ptoas plans it once): the
// next iteration's tload into t (MTE2) may overwrite t before this
// iteration's tadds (V) read it, with no V -> MTE2 flag at the back edge.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: not pto-run %s --entry=loop_war --blocks 1 --arg iota:64x16 --arg zeros:64x16 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: loop-races.mlir:[[@LINE+28]]:7: error: race: this instruction (pipe MTE2) writes a tile that pto.tadds (pipe V) accessed, with no set_flag / wait_flag pair or barrier ordering them (block 0)
//
// Every block atomically adds A into B and the last block reads B back:
// block 0's add is not ordered with block 1's read, although block 1's own
// add came in between.
// RUN: not pto-run %s --entry=atomic_then_read --blocks 2 --assume-ptoas-sync --arg iota:1x16 --arg zeros:1x16 --arg zeros:1x16 2>&1 | FileCheck %s --check-prefix=ATOMIC
// ATOMIC: error: race: this instruction (pipe MTE2) reads element 0 of argument #1 ('arg1'); block 0 accessed it too, and the blocks of a kernel run at once, in no order (block 1)

!tile = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!part = !pto.partition_tensor_view<16x16xf32>
!row = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!pv = !pto.partition_tensor_view<1x16xf32>
!tv = !pto.tensor_view<?x?xf32>
module attributes {pto.target_arch = "a5"} {
  func.func @loop_war(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %one = arith.constant 1.0 : f32
    %vx = pto.make_tensor_view %x, shape = [%c64, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c64, %c16], strides = [%c16, %c1] : !tv
    scf.for %i = %c0 to %c4 step %c1 {
      %r = arith.muli %i, %c16 : index
      %t = pto.alloc_tile : !tile
      %u = pto.alloc_tile : !tile
      %px = pto.partition_view %vx, offsets = [%r, %c0], sizes = [%c16, %c16] : !tv -> !part
      pto.tload ins(%px : !part) outs(%t : !tile)
      pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
      pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
      pto.tadds ins(%t, %one : !tile, f32) outs(%u : !tile)
      pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
      pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
      %py = pto.partition_view %vy, offsets = [%r, %c0], sizes = [%c16, %c16] : !tv -> !part
      pto.tstore ins(%u : !tile) outs(%py : !part)
    }
    return
  }

  func.func @atomic_then_read(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vc = pto.make_tensor_view %c, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%pa : !pv) outs(%t : !row)
    pto.tstore ins(%t : !row) outs(%pb : !pv) {atomicType = #pto<atomic_type atomic_add>}
    %c1_i64 = arith.constant 1 : i64
    %bid = pto.get_block_idx
    %n = pto.get_block_num
    %last = arith.subi %n, %c1_i64 : i64
    %is = arith.cmpi eq, %bid, %last : i64
    scf.if %is {
      %u = pto.alloc_tile : !row
      pto.tload ins(%pb : !pv) outs(%u : !row)
      pto.tstore ins(%u : !row) outs(%pc : !pv)
    }
    return
  }
}
