// pto-run's instructions against hand-computed results: element-wise
// (tile-tile, tile-scalar, unary, fill), row and column reductions and
// expansions, conversion, and the Cube's tmatmul / tmatmul.acc. Inputs are
// iota (0, 1, 2, ... in row-major order) or constant fills.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=elementwise --arg iota:2x8 --arg zeros:2x8 --print | FileCheck %s --check-prefix=EW
// EW: arg1 = 0 5 10 15 20 25 30 35 40 45 50 55 60 65 70 75
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=rows --arg iota:4x8 --arg zeros:4x8 --arg zeros:4x1 --print | FileCheck %s --check-prefix=ROWS
// ROWS: arg1 = -7 -6 -5 -4 -3 -2 -1 0 -7 -6 -5 -4 -3 -2 -1 0 -7 -6 -5 -4 -3 -2 -1 0 -7 -6 -5 -4 -3 -2 -1 0
// ROWS: arg2 = 28 92 156 220
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=expand --arg iota:4x8 --arg zeros:4x8 --arg zeros:4x8 --print | FileCheck %s --check-prefix=EXPAND
// EXPAND: arg1 = 7 7 7 7 7 7 7 7 15 15 15 15 15 15 15 15 23 23 23 23 23 23 23 23 31 31 31 31 31 31 31 31
// EXPAND: arg2 = 48 52 56 60 64 68 72 76 48 52 56 60 64 68 72 76 48 52 56 60 64 68 72 76 48 52 56 60 64 68 72 76
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=cols --arg iota:4x8 --arg zeros:1x8 --print | FileCheck %s --check-prefix=COLS
// COLS: arg1 = 48 52 56 60 64 68 72 76
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=convert --arg fill:1x16:0.1 --arg zeros:1x16 --print | FileCheck %s --check-prefix=CVT
// 0.1 in f16 is 0.0999755859375.
// CVT: arg1 = 0.0999755859 0.0999755859
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=matmul --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --print | FileCheck %s --check-prefix=MM
// Row i of A sums to 256 i + 120; tmatmul.acc adds the product twice.
// MM: arg2 = 240 240 240 240 240 240 240 240 240 240 240 240 240 240 240 240 752
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=unwritten --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=UNWRITTEN
// UNWRITTEN: error: stores element (0, 0) of a tile that was never written on chip, or was computed from such elements (block 0)

!v28 = !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=8, v_row=2, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!v48 = !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=8, v_row=4, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!col = !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>
!row = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!v16 = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!h16 = !pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!vec16 = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
module attributes {pto.target_arch = "a3"} {
  // y = (x + x) * 3 - x = 5 x
  func.func @elementwise(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %three = arith.constant 3.0 : f32
    %a = pto.alloc_tile : !v28
    %b = pto.alloc_tile : !v28
    %vx = pto.make_tensor_view %x, shape = [%c2, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c2, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<2x8xf32>) outs(%a : !v28)
    pto.tadd ins(%a, %a : !v28, !v28) outs(%b : !v28)
    pto.tmuls ins(%b, %three : !v28, f32) outs(%b : !v28)
    pto.tsub ins(%b, %a : !v28, !v28) outs(%b : !v28)
    %vy = pto.make_tensor_view %y, shape = [%c2, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c2, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x8xf32>
    pto.tstore ins(%b : !v28) outs(%py : !pto.partition_tensor_view<2x8xf32>)
    return
  }

  // y = x - rowmax(x); s = rowsum(x)
  func.func @rows(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %s: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %a = pto.alloc_tile : !v48
    %tmp = pto.alloc_tile : !v48
    %b = pto.alloc_tile : !v48
    %m = pto.alloc_tile : !col
    %sum = pto.alloc_tile : !col
    %vx = pto.make_tensor_view %x, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<4x8xf32>) outs(%a : !v48)
    pto.trowmax ins(%a, %tmp : !v48, !v48) outs(%m : !col)
    pto.trowexpandsub ins(%a, %m : !v48, !col) outs(%b : !v48)
    pto.trowsum ins(%a, %tmp : !v48, !v48) outs(%sum : !col)
    %vy = pto.make_tensor_view %y, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tstore ins(%b : !v48) outs(%py : !pto.partition_tensor_view<4x8xf32>)
    %vs = pto.make_tensor_view %s, shape = [%c4, %c1], strides = [%c1, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c4, %c1] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x1xf32>
    pto.tstore ins(%sum : !col) outs(%ps : !pto.partition_tensor_view<4x1xf32>)
    return
  }

  // y[i, j] = rowmax(x)[i] (trowexpand), z[i, j] = colsum(x)[j] (tcolexpand)
  func.func @expand(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %z: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %a = pto.alloc_tile : !v48
    %tmp = pto.alloc_tile : !v48
    %b = pto.alloc_tile : !v48
    %c = pto.alloc_tile : !v48
    %m = pto.alloc_tile : !col
    %r = pto.alloc_tile : !row
    %vx = pto.make_tensor_view %x, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<4x8xf32>) outs(%a : !v48)
    pto.trowmax ins(%a, %tmp : !v48, !v48) outs(%m : !col)
    pto.trowexpand ins(%m : !col) outs(%b : !v48)
    pto.tcolsum ins(%a : !v48) outs(%r : !row)
    pto.tcolexpand ins(%r : !row) outs(%c : !v48)
    %vy = pto.make_tensor_view %y, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tstore ins(%b : !v48) outs(%py : !pto.partition_tensor_view<4x8xf32>)
    %vz = pto.make_tensor_view %z, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %pz = pto.partition_view %vz, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tstore ins(%c : !v48) outs(%pz : !pto.partition_tensor_view<4x8xf32>)
    return
  }

  // y = colsum(x)
  func.func @cols(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %a = pto.alloc_tile : !v48
    %r = pto.alloc_tile : !row
    %vx = pto.make_tensor_view %x, shape = [%c4, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<4x8xf32>) outs(%a : !v48)
    pto.tcolsum ins(%a : !v48) outs(%r : !row)
    %vy = pto.make_tensor_view %y, shape = [%c1, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>
    pto.tstore ins(%r : !row) outs(%py : !pto.partition_tensor_view<1x8xf32>)
    return
  }

  // y = f32(f16(x)): tcvt rounds to nearest even.
  func.func @convert(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %a = pto.alloc_tile : !v16
    %h = pto.alloc_tile : !h16
    %vx = pto.make_tensor_view %x, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<1x16xf32>) outs(%a : !v16)
    pto.tcvt ins(%a : !v16) outs(%h : !h16)
    pto.tcvt ins(%h : !h16) outs(%a : !v16)
    pto.tstore ins(%a : !v16) outs(%px : !pto.partition_tensor_view<1x16xf32>)
    %vy = pto.make_tensor_view %y, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x16xf32>
    pto.tstore ins(%a : !v16) outs(%py : !pto.partition_tensor_view<1x16xf32>)
    return
  }

  // c = a x b + a x b
  func.func @matmul(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %am = pto.alloc_tile : !mat
    %bm = pto.alloc_tile : !mat
    %l = pto.alloc_tile : !left
    %r = pto.alloc_tile : !right
    %acc = pto.alloc_tile : !acc
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%am : !mat)
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
    pto.tmov ins(%am : !mat) outs(%l : !left)
    pto.tmov ins(%bm : !mat) outs(%r : !right)
    pto.tmatmul ins(%l, %r : !left, !right) outs(%acc : !acc)
    pto.tmatmul.acc ins(%acc, %l, %r : !acc, !left, !right) outs(%acc : !acc)
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tstore ins(%acc : !acc) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    return
  }

  // A tile stored without being written.
  func.func @unwritten(%y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !vec16
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tstore ins(%t : !vec16) outs(%py : !pto.partition_tensor_view<16x16xf32>)
    return
  }
}
