// pto-run on the bits of elements.
//
// A treshape to another element type reads the same bytes: -1.5 as i32
// bits and 0x7fffffff is 1.5 (|x|); 1.0 is 0x3f800000; f16 1.0 pairs are
// 0x3c003c00 as i32.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=reinterpret --arg fill:1x16:-1.5 --arg zeros:1x16 --arg fill:1x16:1 --arg zeros:1x16 --arg fill:1x32:1 --arg zeros:1x16 --print | FileCheck %s --check-prefix=BITS
// BITS: arg1 = 1.5 1.5
// BITS: arg3 = 1065353216 1065353216
// BITS: arg5 = 1006648320 1006648320
//
// Bitwise ops on integer tiles.
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=bitwise --arg iota:1x16 --arg zeros:1x16 --print | FileCheck %s --check-prefix=BITWISE
// ~(((((x & 6) | 1) ^ 8) << 2) >> 1): x = 0 gives 1, 9, 36, 18, -19;
// x = 3 gives 3, 11, 44, 22, -23.
// BITWISE: arg1 = -19 -19 -23 -23

!v16 = !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!h32 = !pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!i16t = !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// On a5, tands takes i32 elements.
module attributes {pto.target_arch = "a5"} {
  func.func @reinterpret(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %one: !pto.ptr<f32>, %bits: !pto.ptr<i32>, %h: !pto.ptr<f16>, %hbits: !pto.ptr<i32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %mask = arith.constant 2147483647 : i32
    %a = pto.alloc_tile : !v16
    %vx = pto.make_tensor_view %x, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<1x16xf32>) outs(%a : !v16)
    %ai = pto.treshape %a : !v16 -> !i16t
    %ri = pto.alloc_tile : !i16t
    pto.tands ins(%ai, %mask : !i16t, i32) outs(%ri : !i16t)
    %r = pto.treshape %ri : !i16t -> !v16
    %vy = pto.make_tensor_view %y, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x16xf32>
    pto.tstore ins(%r : !v16) outs(%py : !pto.partition_tensor_view<1x16xf32>)
    %o = pto.alloc_tile : !v16
    %vo = pto.make_tensor_view %one, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x16xf32>
    pto.tload ins(%po : !pto.partition_tensor_view<1x16xf32>) outs(%o : !v16)
    %oi = pto.treshape %o : !v16 -> !i16t
    %vb = pto.make_tensor_view %bits, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xi32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x16xi32>
    pto.tstore ins(%oi : !i16t) outs(%pb : !pto.partition_tensor_view<1x16xi32>)
    %ht = pto.alloc_tile : !h32
    %vh = pto.make_tensor_view %h, shape = [%c1, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
    %ph = pto.partition_view %vh, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<1x32xf16>
    pto.tload ins(%ph : !pto.partition_tensor_view<1x32xf16>) outs(%ht : !h32)
    %hi = pto.treshape %ht : !h32 -> !i16t
    %vhb = pto.make_tensor_view %hbits, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xi32>
    %phb = pto.partition_view %vhb, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x16xi32>
    pto.tstore ins(%hi : !i16t) outs(%phb : !pto.partition_tensor_view<1x16xi32>)
    return
  }

  func.func @bitwise(%x: !pto.ptr<i32>, %y: !pto.ptr<i32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c6 = arith.constant 6 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c2 = arith.constant 2 : i32
    %vx = pto.make_tensor_view %x, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xi32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x16xi32>
    %a = pto.alloc_tile : !i16t
    pto.tload ins(%px : !pto.partition_tensor_view<1x16xi32>) outs(%a : !i16t)
    %b = pto.alloc_tile : !i16t
    pto.tands ins(%a, %c6 : !i16t, i32) outs(%b : !i16t)
    %c = pto.alloc_tile : !i16t
    pto.tors ins(%b, %c1_i32 : !i16t, i32) outs(%c : !i16t)
    %tmp = pto.alloc_tile : !i16t
    %d = pto.alloc_tile : !i16t
    pto.txors ins(%c, %c8, %tmp : !i16t, i32, !i16t) outs(%d : !i16t)
    %e = pto.alloc_tile : !i16t
    pto.tshls ins(%d, %c2 : !i16t, i32) outs(%e : !i16t)
    %one = pto.alloc_tile : !i16t
    pto.texpands ins(%c1_i32 : i32) outs(%one : !i16t)
    %f = pto.alloc_tile : !i16t
    pto.tshr ins(%e, %one : !i16t, !i16t) outs(%f : !i16t)
    %g = pto.alloc_tile : !i16t
    pto.tnot ins(%f : !i16t) outs(%g : !i16t)
    %vy = pto.make_tensor_view %y, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xi32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x16xi32>
    pto.tstore ins(%g : !i16t) outs(%py : !pto.partition_tensor_view<1x16xi32>)
    return
  }
}
