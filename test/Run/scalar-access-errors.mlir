// pto-run's checks of tgetval / tsetval: an offset outside the tile, an offset
// in its padding (outside the valid region: an index past the buffer that
// convert-tir-to-ascend could not see), and a read of an element never written.
// RUN: not pto-run %s --blocks 1 --entry=outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not pto-run %s --blocks 1 --entry=padding 2>&1 | FileCheck %s --check-prefix=PADDING
// RUN: not pto-run %s --blocks 1 --entry=unwritten 2>&1 | FileCheck %s --check-prefix=UNWRITTEN
// RUN: pto-run %s --blocks 1 --entry=col_major | FileCheck %s --check-prefix=COLMAJOR
// OUTSIDE: error: accesses offset 40 of a 4x8 tile, outside its 32 elements (block 0)
// PADDING: error: accesses offset 6, element (0, 6) of a tile whose valid region is 4x5: the padding, outside the buffer (block 0)
// UNWRITTEN: error: reads element (1, 2) of a tile that was never written on chip, or was computed from such elements (block 0)
// COLMAJOR: pto-run: @col_major ran 1 block, no errors

!tile = !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=8, v_row=4, v_col=5, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!col = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=1, v_row=5, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>
module attributes {pto.target_arch = "a3"} {
  func.func @outside() {
    %c40 = arith.constant 40 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    pto.tsetval ins(%c40, %one : index, f32) outs(%t : !tile)
    return
  }
  func.func @padding() {
    %c6 = arith.constant 6 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !tile
    pto.tsetval ins(%c6, %one : index, f32) outs(%t : !tile)
    return
  }
  func.func @unwritten() {
    %c10 = arith.constant 10 : index
    %t = pto.alloc_tile : !tile
    %v = pto.tgetval ins(%t, %c10 : !tile, index) outs : f32
    return
  }
  // Element 4 of a col_major 5 x 1 tile is at offset 4 (j * rows + i).
  func.func @col_major() {
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %t = pto.alloc_tile : !col
    pto.tsetval ins(%c4, %one : index, f32) outs(%t : !col)
    %v = pto.tgetval ins(%t, %c4 : !col, index) outs : f32
    return
  }
}
