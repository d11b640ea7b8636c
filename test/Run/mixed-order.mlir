// The tile the Cube pops from the Vector sub-blocks' up-down parts is whole
// whichever sub-block pushes first: here AIV1 pushes before AIV0, which
// pushes only after a flag the Cube sets once both have set theirs (flag 4,
// which the a5 Cube hears from AIV1 as flag 20); the
// pop's dynamic valid shape is the whole 16x16. C = A B with A = iota,
// B = 1: row i is 256 i + 120.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --print | FileCheck %s
// CHECK: arg2 = {{(120 ){16}(376 ){16}.*(3960 ){15}3960$}}

!matd = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=?, v_col=?, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!lr = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!whole = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
!p16 = !pto.partition_tensor_view<16x16xf32>
!p8 = !pto.partition_tensor_view<8x16xf32>
!p168 = !pto.partition_tensor_view<16x8xf32>
// V2C split up-down, AIV1 pushes its half before AIV0 (AIV0 waits on a flag first).
module attributes {pto.target_arch = "a5"} {
  func.func @k(%x: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @vec(%x) : (!pto.ptr<f32>) -> ()
    func.call @cube(%b, %c) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func private @cube(%b: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    pto.aic_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    pto.sync.wait <PIPE_MTE2>, 4
    pto.sync.wait <PIPE_MTE2>, 20
    pto.sync.set <PIPE_FIX>, 3
    %xm = pto.tpop_from_aiv {split = 1} -> !matd
    %xl = pto.alloc_tile : !left
    pto.tmov ins(%xm : !matd) outs(%xl : !left)
    pto.tfree_from_aiv {split = 1}
    %bm = pto.alloc_tile : !mat
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
    pto.tload ins(%pb : !p16) outs(%bm : !mat)
    %br = pto.alloc_tile : !right
    pto.tmov ins(%bm : !mat) outs(%br : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%xl, %br : !left, !right) outs(%acc : !acc)
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
    pto.tstore ins(%acc : !acc) outs(%pc : !p16)
    return
  }
  func.func private @vec(%x: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    pto.aiv_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c8 : index
    %t = pto.alloc_tile : !half
    %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !p8
    pto.tload ins(%px : !p8) outs(%t : !half)
    pto.sync.set <PIPE_MTE3>, 4
    %is0 = arith.cmpi eq, %subi, %c0 : index
    scf.if %is0 {
      pto.sync.wait <PIPE_MTE3>, 3
      pto.tpush_to_aic(%t : !half) {split = 1}
    } else {
      pto.tpush_to_aic(%t : !half) {split = 1}
      pto.sync.wait <PIPE_MTE3>, 3
    }
    return
  }
}
