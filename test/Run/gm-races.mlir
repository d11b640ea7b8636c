// Accesses to one GM element must be ordered like accesses to a tile: by
// flags between the pipes of a core, by the tpush / tpop FIFO between the
// cores of a block; the blocks of a kernel are never ordered, so two may
// not touch one element where either writes it (but atomic adds may add
// into one).
//
// B is stored on MTE3 and read back on MTE2: with the MTE3 -> MTE2 flag the
// copy is right, without it a race.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: pto-run %s --entry=roundtrip_synced --blocks 1 --arg iota:1x16 --arg zeros:1x16 --arg zeros:1x16 --print | FileCheck %s --check-prefix=SYNCED
// SYNCED: arg2 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// RUN: not pto-run %s --entry=roundtrip --blocks 1 --arg iota:1x16 --arg zeros:1x16 --arg zeros:1x16 2>&1 | FileCheck %s --check-prefix=PIPES
// PIPES: gm-races.mlir:[[@LINE+66]]:5: error: race: this instruction (pipe MTE2) reads element 0 of argument #1 ('arg1'); pipe MTE3 accessed it, with no set_flag / wait_flag pair or barrier ordering the two (block 0)
// PIPES: gm-races.mlir:[[@LINE+63]]:5: note: the other access
//
// Every block stores to the same row: a race between blocks.
// RUN: not pto-run %s --entry=same_row --blocks 2 --assume-ptoas-sync --arg iota:1x16 --arg zeros:1x16 2>&1 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: error: race: this instruction (pipe MTE3) writes element 0 of argument #1 ('arg1'); block 0 accessed it too, and the blocks of a kernel run at once, in no order (block 1)
//
// Atomic adds from every block: no race, and C = 3 A.
// RUN: pto-run %s --entry=atomic_add --blocks 3 --assume-ptoas-sync --arg iota:1x16 --arg zeros:1x16 --print | FileCheck %s --check-prefix=ATOMIC
// ATOMIC: arg1 = 0 3 6 9 12 15 18 21 24 27 30 33 36 39 42 45
//
// The Cube stores W = A A; the Vector sub-blocks copy their rows of it to
// Y after popping the tile the Cube pushed after its store (ordered), or
// before (a race). Row 0 of A A with A = iota is 19840 + 120 j.
// RUN: pto-run %s --entry=handoff --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg zeros:16x16 --arg zeros:16x16 --print | FileCheck %s --check-prefix=HANDOFF
// HANDOFF: arg2 = 19840 19960 20080 {{.*}}
// RUN: not pto-run %s --entry=handoff_early --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg zeros:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=CORES
// CORES: error: race: this instruction (AIV0, pipe MTE2) reads element 0 of argument #1 ('arg1'); AIC accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)

!row = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
!pv = !pto.partition_tensor_view<1x16xf32>
module attributes {pto.target_arch = "a5"} {
  func.func @roundtrip_synced(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
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
    pto.set_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.tstore ins(%t : !row) outs(%pb : !pv)
    pto.set_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
    %u = pto.alloc_tile : !row
    pto.tload ins(%pb : !pv) outs(%u : !row)
    pto.set_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID1>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID1>]
    pto.tstore ins(%u : !row) outs(%pc : !pv)
    return
  }
  func.func @roundtrip(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%pa : !pv) outs(%t : !row)
    pto.set_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.tstore ins(%t : !row) outs(%pb : !pv)
    %u = pto.alloc_tile : !row
    pto.tload ins(%pb : !pv) outs(%u : !row)
    return
  }
  func.func @same_row(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%pa : !pv) outs(%t : !row)
    pto.tstore ins(%t : !row) outs(%pb : !pv)
    return
  }
  func.func @atomic_add(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%pa : !pv) outs(%t : !row)
    pto.tstore ins(%t : !row) outs(%pb : !pv) {atomicType = #pto<atomic_type atomic_add>}
    return
  }

  // The tile pushed is only the signal that W is stored.
  func.func @handoff(%a: !pto.ptr<f32>, %w: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @store_w(%a, %w) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    func.call @pop_then_load(%w, %y) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func @handoff_early(%a: !pto.ptr<f32>, %w: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @store_w(%a, %w) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    func.call @load_then_pop(%w, %y) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func private @store_w(%a: !pto.ptr<f32>, %w: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %pw = pto.partition_view %vw, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !mat
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%m : !mat)
    %l = pto.alloc_tile : !left
    pto.tmov ins(%m : !mat) outs(%l : !left)
    %r = pto.alloc_tile : !right
    pto.tmov ins(%m : !mat) outs(%r : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    pto.tstore ins(%acc : !acc) outs(%pw : !pto.partition_tensor_view<16x16xf32>)
    pto.tpush_to_aiv(%acc : !acc) {split = 1}
    return
  }
  func.func private @pop_then_load(%w: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c8 : index
    %s = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pw = pto.partition_view %vw, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
    %py = pto.partition_view %vy, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
    %t = pto.alloc_tile : !half
    pto.tload ins(%pw : !pto.partition_tensor_view<8x16xf32>) outs(%t : !half)
    pto.tstore ins(%t : !half) outs(%py : !pto.partition_tensor_view<8x16xf32>)
    return
  }
  func.func private @load_then_pop(%w: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c8 : index
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pw = pto.partition_view %vw, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
    %py = pto.partition_view %vy, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
    %t = pto.alloc_tile : !half
    pto.tload ins(%pw : !pto.partition_tensor_view<8x16xf32>) outs(%t : !half)
    %s = pto.tpop_from_aic {split = 1} -> !half
    pto.tfree_from_aic {split = 1}
    pto.tstore ins(%t : !half) outs(%py : !pto.partition_tensor_view<8x16xf32>)
    return
  }
}
