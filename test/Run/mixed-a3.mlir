// On a3 the Cube/Vector FIFO's slots live in a GM buffer the kernel is
// given (gm_slot_buffer): 8 slots of slot_size bytes for one direction. The
// kernel runs with a buffer that large, and one smaller is out of bounds.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --arg zeros:1x2048 --print | FileCheck %s
// C = 2 A B with B = 1: row i is 2 (256 i + 120); each sub-block doubles
// the 8 rows it receives.
// CHECK: arg2 = {{(240 ){16}(752 ){16}.*(7920 ){15}7920$}}
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --arg zeros:1x2047 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: gm_slot_buffer (argument #3 ('arg3')) has 8188 bytes from block 0's part on; each block's part is 8192 bytes (8 slots of 1024 bytes per direction), the buffer blocks x 8192 (out of bounds, block 0)

!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
module attributes {pto.target_arch = "a3"} {
  func.func @kernel(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>, %slots: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @cube(%a, %b, %slots) : (!pto.ptr<f32>, !pto.ptr<f32>, !pto.ptr<f32>) -> ()
    func.call @vector(%c, %slots) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func private @cube(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %slots: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %slots : !pto.ptr<f32>, c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !mat
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%m : !mat)
    %l = pto.alloc_tile : !left
    pto.tmov ins(%m : !mat) outs(%l : !left)
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    %bm = pto.alloc_tile : !mat
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
    %r = pto.alloc_tile : !right
    pto.tmov ins(%bm : !mat) outs(%r : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    pto.tpush_to_aiv(%acc : !acc) {split = 1}
    return
  }
  func.func private @vector(%c: !pto.ptr<f32>, %slots: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %two = arith.constant 2.0 : f32
    %buf = pto.reserve_buffer {name = "c2v", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %slots : !pto.ptr<f32>, c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0_i32 : i32)
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c8 : index
    %t = pto.tpop_from_aic {split = 1} -> !half
    %d = pto.alloc_tile : !half
    pto.tmuls ins(%t, %two : !half, f32) outs(%d : !half)
    pto.tfree_from_aic {split = 1}
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %pc = pto.partition_view %vc, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
    pto.tstore ins(%d : !half) outs(%pc : !pto.partition_tensor_view<8x16xf32>)
    return
  }
}
