// pto-run runs scf.while (what ptoas accepts and a TileLang `while` loop
// lowers to): the before region decides, its scf.condition operands go to
// the body or out of the loop, and the body's scf.yield feeds the next
// test. A loop whose first test fails runs no body; one that never ends is
// stopped by --max-operations.
// RUN: pto-run %s --entry=count --blocks 1 --assume-ptoas-sync --arg iota:1x16 --arg zeros:1x16 --print | FileCheck %s --check-prefix=COUNT
// RUN: pto-run %s --entry=never --blocks 1 --assume-ptoas-sync --arg iota:1x16 --arg zeros:1x16 --print | FileCheck %s --check-prefix=NEVER
// RUN: not pto-run %s --entry=forever --blocks 1 --assume-ptoas-sync --max-operations=1000 --arg iota:1x16 --arg zeros:1x16 2>&1 | FileCheck %s --check-prefix=FOREVER

// Three passes add 1, 2 and 3 (the carried f32 grows by one each time): 6.
// COUNT: arg1 = 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21
// NEVER: arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// FOREVER: error: pto-run: stopped after 1000 operations (--max-operations) in this loop; is it unbounded?

!row = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!pv = !pto.partition_tensor_view<1x16xf32>
!tv = !pto.tensor_view<?x?xf32>
module attributes {pto.target_arch = "a3"} {
  func.func @count(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %one = arith.constant 1.0 : f32
    %vx = pto.make_tensor_view %x, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%px : !pv) outs(%t : !row)
    %done:2 = scf.while (%i = %c0, %add = %one) : (index, f32) -> (index, f32) {
      %more = arith.cmpi slt, %i, %c3 : index
      scf.condition(%more) %i, %add : index, f32
    } do {
    ^bb0(%j: index, %a: f32):
      pto.tadds ins(%t, %a : !row, f32) outs(%t : !row)
      %next = arith.addi %j, %c1 : index
      %bigger = arith.addf %a, %one : f32
      scf.yield %next, %bigger : index, f32
    }
    pto.tstore ins(%t : !row) outs(%py : !pv)
    return
  }

  func.func @never(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %one = arith.constant 1.0 : f32
    %vx = pto.make_tensor_view %x, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pv
    %t = pto.alloc_tile : !row
    pto.tload ins(%px : !pv) outs(%t : !row)
    scf.while : () -> () {
      %false = arith.constant false
      scf.condition(%false)
    } do {
      pto.tadds ins(%t, %one : !row, f32) outs(%t : !row)
      scf.yield
    }
    pto.tstore ins(%t : !row) outs(%py : !pv)
    return
  }

  func.func @forever(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    scf.while : () -> () {
      %true = arith.constant true
      scf.condition(%true)
    } do {
      scf.yield
    }
    return
  }
}
