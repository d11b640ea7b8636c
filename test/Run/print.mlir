// Debug output: docs/examples/elementwise_print.mlir (tilelang-ascend's
// T.printf / T.dump_tensor example, at its own shapes) run on both arches,
// with ptoas's synchronisation and with tirpto's own. Each Vector sub-block
// runs the whole kernel and prints as it goes (pto-run runs sub-block 0,
// then 1); C = A & B with A = 7 and B = 0, 1, ..., 31 is B mod 8. The last
// dump of C on sub-block 0 shows row 1 as its memory is then: the source
// dumps C on every core with nothing ordering it after the other core's
// store, and a dump's reads are not race-checked (DebugOps.cpp).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/elementwise_print.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg fill:2x16:7 --arg iota:2x16 --arg zeros:2x16 --print && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %examples/elementwise_print.mlir -o %t.$a.sync.pto && \
// RUN:   pto-run %t.$a.sync.pto --arg fill:2x16:7 --arg iota:2x16 --arg zeros:2x16 --print; \
// RUN: done | FileCheck %s
// RUN: pto-run %s --entry=formats --blocks 1 --arg iota:2x8 | FileCheck %s --check-prefix=FORMAT
// RUN: not pto-run %s --entry=wide --blocks 1 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: pto-run: pto.print expects a format of at most one conversion: a width or precision above 1024

// a3 with ptoas's synchronisation; sub-block 0.
// CHECK-LABEL: ===========A:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: ===========B:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// CHECK-NEXT: 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: -----cid:0-------------vid:0--------------------------------------
// CHECK-NEXT: ===========original c_ub:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?
// CHECK-NEXT: ===========a_ub after copy:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: ===========b_ub after copy:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// CHECK-NEXT: ===========c_ub after processing:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: ===========C:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
// Sub-block 1: its row of A, B and C.
// CHECK-NEXT: ===========A:
// CHECK: -----cid:0-------------vid:1--------------------------------------
// CHECK: ===========b_ub after copy:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: ===========c_ub after processing:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: ===========C:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: pto-run: @bitwise_and ran 2 blocks, no errors
// CHECK-NEXT: arg0 = 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7

// a3 with tirpto's synchronisation, a5 with ptoas's and with tirpto's.
// CHECK: -----cid:0-------------vid:0--------------------------------------
// CHECK: ===========c_ub after processing:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK: -----cid:0-------------vid:1--------------------------------------
// CHECK: ===========C:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: pto-run: @bitwise_and ran 2 blocks, no errors
// CHECK-NEXT: arg0 = 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK: -----cid:0-------------vid:0--------------------------------------
// CHECK: ===========c_ub after processing:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK: -----cid:0-------------vid:1--------------------------------------
// CHECK: ===========C:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: pto-run: @bitwise_and ran 2 blocks, no errors
// CHECK-NEXT: arg0 = 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK: -----cid:0-------------vid:0--------------------------------------
// CHECK: ===========c_ub after processing:
// CHECK-NEXT: === DumpTensor [desc=222] UB tile, dumpSize=16 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK: -----cid:0-------------vid:1--------------------------------------
// CHECK: ===========C:
// CHECK-NEXT: === DumpTensor [desc=111] GM tensor, dtype=int16, dumpSize=32, dim=2 ===
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7
// CHECK-NEXT: pto-run: @bitwise_and ran 2 blocks, no errors
// CHECK-NEXT: arg0 = 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
// CHECK-NEXT: arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 4 5 6 7

// pto.print's conversions as C's printf prints them: the value promoted to
// int (an i8 -1 is 0xffffffff), read as the length modifier says (%hd of
// 70000 is 4464); pto.tprint of a tile (floats as %g) and of a window. A
// width above 1024 is reported.
// FORMAT: u=4294967295 x=ff d=-1 ld=-1 c=A f=  2.50 e=2.500000e+00 100% h=4464 x8=ffffffff
// FORMAT-NEXT: 0.5 0.5 0.5
// FORMAT-NEXT: 3 4 5 6
// FORMAT-NEXT: 11 12 13 14
// FORMAT-NEXT: pto-run: @formats ran 1 block, no errors
module attributes {pto.target_arch = "a3"} {
  func.func @formats(%arg0: !pto.ptr<i32>) attributes {pto.entry} {
    %m1 = arith.constant -1 : i32
    %m1_8 = arith.constant -1 : i8
    %m1_64 = arith.constant -1 : i64
    %a = arith.constant 65 : i32
    %f = arith.constant 2.5 : f32
    %zero = arith.constant 0 : i32
    pto.print ins("u=%u", %m1 : i32)
    pto.print ins(" x=%hhx", %m1_8 : i8)
    pto.print ins(" d=%d", %m1 : i32)
    pto.print ins(" ld=%ld", %m1_64 : i64)
    pto.print ins(" c=%c", %a : i32)
    pto.print ins(" f=%6.2f", %f : f32)
    pto.print ins(" e=%e", %f : f32)
    pto.print ins(" 100%%", %zero : i32)
    %big = arith.constant 70000 : i32
    pto.print ins(" h=%hd", %big : i32)
    pto.print ins(" x8=%x\n", %m1_8 : i8)
    %half = arith.constant 0.5 : f32
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %t = pto.alloc_tile valid_row = %c1 valid_col = %c3 : !pto.tile_buf<vec, 1x8xf32, valid=?x?>
    pto.texpands ins(%half : f32) outs(%t : !pto.tile_buf<vec, 1x8xf32, valid=?x?>)
    pto.tprint ins(%t : !pto.tile_buf<vec, 1x8xf32, valid=?x?>)
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %view = pto.make_tensor_view %arg0, shape = [%c2, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xi32>
    %win = pto.partition_view %view, offsets = [%c0, %c3], sizes = [%c2, %c4] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<2x4xi32>
    pto.tprint ins(%win : !pto.partition_tensor_view<2x4xi32>)
    return
  }
  func.func @wide() attributes {pto.entry} {
    %v = arith.constant 1 : i32
    pto.print ins("%2147483647d", %v : i32)
    return
  }
}
