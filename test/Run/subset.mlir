// pto-run on pto.subset windows: a window of rows reads and writes its
// parent's elements, with the valid shape ptoas gives it; a window past its
// tile is an error.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=rows --arg iota:4x32 --arg zeros:1x32 --arg 4 --print | FileCheck %s
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=rows --arg iota:4x32 --arg zeros:1x32 --arg 5 2>&1 | FileCheck %s --check-prefix=PAST

// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=run_of_row --arg iota:4x32 --arg zeros:1x8 --arg 8 --print | FileCheck %s --check-prefix=ROW
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=run_of_row --arg iota:4x32 --arg zeros:1x8 --arg 4 2>&1 | FileCheck %s --check-prefix=MISALIGNED

// A run of 8 columns of row 1 (a T.simd register's lanes): at column 8, and
// at column 4, which does not start a 32-byte block.
// ROW: arg1 = 40 41 42 43 44 45 46 47
// MISALIGNED: error: takes a window at column 4, which does not start a 32-byte block of its row (block 0)

// The sum of the 4 rows of iota:4x32, taken one row window at a time, and
// row 1 written through a window of a second tile.
// CHECK: arg1 = 192 196 200 204 208 212 216 220 224 228 232 236 240 244 248 252 256 260 264 268 272 276 280 284 288 292 296 300 304 308 312 316
// PAST: error: takes the 1x32 window at (4, 0) of a 4x32 tile, which reaches past it (block 0)

!t4 = !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!t1 = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!w1 = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=?, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
module attributes {pto.target_arch = "a3"} {
  func.func @rows(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %n: index) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.0 : f32
    %a = pto.alloc_tile : !t4
    %b = pto.alloc_tile : !t4
    %acc = pto.alloc_tile : !t1
    %xv = pto.make_tensor_view %x, shape = [%c4, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c4, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x32xf32>
    pto.tload ins(%xp : !pto.partition_tensor_view<4x32xf32>) outs(%a : !t4)
    pto.texpands ins(%cst : f32) outs(%acc : !t1)
    pto.texpands ins(%cst : f32) outs(%b : !t4)
    scf.for %k = %c0 to %n step %c1 {
      %row = pto.subset %a[%k, %c0] sizes [1, 32] : !t4
      pto.tadd ins(%acc, %row : !t1, !w1) outs(%acc : !t1)
    }
    %brow = pto.subset %b[%c1, %c0] sizes [1, 32] : !t4
    pto.tmov ins(%acc : !t1) outs(%brow : !t1)
    %out = pto.subset %b[%c1, %c0] sizes [1, 32] : !t4
    %yv = pto.make_tensor_view %y, shape = [%c1, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>
    pto.tstore ins(%out : !t1) outs(%yp : !pto.partition_tensor_view<1x32xf32>)
    return
  }
  func.func @run_of_row(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %col: index) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %a = pto.alloc_tile : !t4
    %r = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %xv = pto.make_tensor_view %x, shape = [%c4, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c4, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x32xf32>
    pto.tload ins(%xp : !pto.partition_tensor_view<4x32xf32>) outs(%a : !t4)
    %w = pto.subset %a[%c1, %col] sizes [1, 8] : !t4
    pto.tmov ins(%w : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    %yv = pto.make_tensor_view %y, shape = [%c1, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>
    pto.tstore ins(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%yp : !pto.partition_tensor_view<1x8xf32>)
    return
  }
}
