// The tiles a kernel keeps live at once must fit the on-chip memories of
// its arch (AscendTarget.h, with ascend-check-capacity's liveness model):
// three 64 KiB vec tiles and one of 64 bytes fit a5's 248 KiB of UB, not
// a3's 192 KiB. A tile at an explicit address must lie inside its memory.
// RUN: pto-run %s --pto-arch=a5 --blocks 1 --assume-ptoas-sync --arg iota:64x256 --arg zeros:64x256 --arg iota:1x16 --arg zeros:1x16 | FileCheck %s --check-prefix=A5
// A5: pto-run: @three_tiles ran 1 block, no errors
// RUN: not pto-run %s --pto-arch=a3 --blocks 1 --assume-ptoas-sync --arg iota:64x256 --arg zeros:64x256 --arg iota:1x16 --arg zeros:1x16 2>&1 | FileCheck %s --check-prefix=A3
// A3: capacity.mlir:[[@LINE+13]]:3: error: needs 196672 bytes of vec where the most tiles are live, but A2/A3 has 196608 bytes of vec
// A3: note: a tile of 64 bytes, live here
// A3: note: a tile of 65536 bytes, live here
// A3: note: a tile of 65536 bytes, live here
// A3: note: a tile of 65536 bytes, live here
// RUN: not pto-run %s --pto-arch=a3 --entry=at_address --blocks 1 2>&1 | FileCheck %s --check-prefix=ADDR
// ADDR: capacity.mlir:[[@LINE+36]]:10: error: places a tile of 65536 bytes at byte 196608 of vec, which has 196608 bytes on A2/A3

!big = !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=256, v_row=64, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!small = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
module {
  // y = x + 2 x; s copied through.
  func.func @three_tiles(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %s: !pto.ptr<f32>, %so: !pto.ptr<f32>) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %vs = pto.make_tensor_view %s, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pto.partition_tensor_view<1x16xf32>
    %st = pto.alloc_tile : !small
    pto.tload ins(%ps : !pto.partition_tensor_view<1x16xf32>) outs(%st : !small)
    %vx = pto.make_tensor_view %x, shape = [%c64, %c256], strides = [%c256, %c1] : !tv
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c64, %c256] : !tv -> !pto.partition_tensor_view<64x256xf32>
    %t0 = pto.alloc_tile : !big
    pto.tload ins(%px : !pto.partition_tensor_view<64x256xf32>) outs(%t0 : !big)
    %t1 = pto.alloc_tile : !big
    pto.tadd ins(%t0, %t0 : !big, !big) outs(%t1 : !big)
    %t2 = pto.alloc_tile : !big
    pto.tadd ins(%t0, %t1 : !big, !big) outs(%t2 : !big)
    %vy = pto.make_tensor_view %y, shape = [%c64, %c256], strides = [%c256, %c1] : !tv
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c64, %c256] : !tv -> !pto.partition_tensor_view<64x256xf32>
    pto.tstore ins(%t2 : !big) outs(%py : !pto.partition_tensor_view<64x256xf32>)
    %vso = pto.make_tensor_view %so, shape = [%c1, %c16], strides = [%c16, %c1] : !tv
    %pso = pto.partition_view %vso, offsets = [%c0, %c0], sizes = [%c1, %c16] : !tv -> !pto.partition_tensor_view<1x16xf32>
    pto.tstore ins(%st : !small) outs(%pso : !pto.partition_tensor_view<1x16xf32>)
    return
  }

  func.func @at_address() {
    %addr = arith.constant 196608 : i64
    %t = pto.alloc_tile addr = %addr : !big
    return
  }
}
