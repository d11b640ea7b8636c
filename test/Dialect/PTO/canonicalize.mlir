// RUN: pto-opt %s --canonicalize | FileCheck %s

// A window whose row offset folds to a constant gets the valid shape ptoas
// infers from it (v_row=2 here, `?` while the offset was computed), so the
// module reads back with the same types.
// CHECK-LABEL: func.func @subset_constant_offset
// CHECK: %[[W:.*]] = pto.subset %{{.*}}[%c2, %c0] sizes [2, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=32
// CHECK: pto.tmov ins(%[[W]] : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=32, v_row=2, v_col=32, {{.*}}>) outs(
!t = !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=4, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!w = !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=32, v_row=2, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
module attributes {pto.target_arch = "a3"} {
  func.func @subset_constant_offset() attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %t = pto.alloc_tile : !t
    %d = pto.alloc_tile : !w
    %row = arith.muli %c1, %c2 : index
    %s = pto.subset %t[%row, %c0] sizes [2, 32] : !t
    pto.tmov ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=32, v_row=?, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%d : !w)
    return
  }
}
