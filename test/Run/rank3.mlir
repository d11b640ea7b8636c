// ub buffers of rank 3 (stored as the rows of their last dimension), end to
// end on both arches, checked against independent references
// (Inputs/reference.py):
// - @reductions: block b sums the last dimension of A[2b:2b+2] (a 2x4x32
//   tile, into one column) into R[2b:2b+2, :], and for h = 0, 1 takes the
//   max over the middle dimension of A[2b+h] (a 1x4x32 tile) into
//   C[2b+h, :];
// - @double_buffered: C = A + B through 2x16x64 tiles indexed by a serial
//   loop's parity (tilelang-ascend's `c_ub[cur, i, j]`);
// - @constant_windows: C[b] = A[2b] + A[2b+1] through the windows x[0] and
//   x[1] (constant row offsets) of a 2x4x64 tile;
// - @slices: on a 4x4x32 tile x, r = R0 with the row sums of the region
//   x[2:4] added into r[2:4] (a reduction over slices of a region into a
//   region, clear = false), m the column maxima of each slice, and a 3-deep
//   nest Y[b, i, j] = x[b, i, j] - r[b, i] + m[b, j].
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=reductions --arg rand:64x4x32 --arg zeros:64x4 --arg zeros:64x32 --out-dir %t.red.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py rank3_reductions %t.red.$a; rm -rf %t.red.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=double_buffered --arg rand:256x64 --arg rand:256x64 --arg zeros:256x64 --out-dir %t.db.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py double_buffered_add %t.db.$a; rm -rf %t.db.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=constant_windows --arg rand:16x4x64 --arg zeros:8x4x64 --out-dir %t.cw.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py constant_windows %t.cw.$a; rm -rf %t.cw.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=slices --arg rand:4x4x32 --arg rand:4x4 --arg zeros:4x4x32 --out-dir %t.sl.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py rank3_slices %t.sl.$a; rm -rf %t.sl.$a; \
// RUN: done | FileCheck %s

// CHECK: rank3_reductions: ok (2304 values)
// CHECK-NEXT: double_buffered_add: ok (16384 values)
// CHECK-NEXT: constant_windows: ok (2048 values)
// CHECK-NEXT: rank3_slices: ok (512 values)
// CHECK-NEXT: rank3_reductions: ok (2304 values)
// CHECK-NEXT: double_buffered_add: ok (16384 values)
// CHECK-NEXT: constant_windows: ok (2048 values)
// CHECK-NEXT: rank3_slices: ok (512 values)

func.func @reductions(%A: memref<64x4x32xf32> {tir.name = "A"}, %R: memref<64x4xf32> {tir.name = "R"}, %C: memref<64x32xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<1x4x32xf32, #tir.scope<"shared.dyn">>
    %c = tir.alloc_buffer "c" : memref<1x32xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c2 : index
    %src = memref.subview %A[%row, 0, 0] [2, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>
    tir.copy %src, %x : memref<2x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<2x4x32xf32, #tir.scope<"shared.dyn">>
    tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
    %dst = memref.subview %R[%row, 0] [2, 4] [1, 1] : memref<64x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
    tir.copy %r, %dst : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, strided<[4, 1], offset: ?>>
    tir.for serial %h = %c0 to %c2 step %c1 {
      %t = arith.addi %row, %h : index
      %src1 = memref.subview %A[%t, 0, 0] [1, 4, 32] [1, 1, 1] : memref<64x4x32xf32> to memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>
      tir.copy %src1, %y : memref<1x4x32xf32, strided<[128, 32, 1], offset: ?>>, memref<1x4x32xf32, #tir.scope<"shared.dyn">>
      tir.reduce <max> %y, %c {dim = 1 : i64} : memref<1x4x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32, #tir.scope<"local.fragment">>
      %dst1 = memref.subview %C[%t, 0] [1, 32] [1, 1] : memref<64x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %c, %dst1 : memref<1x32xf32, #tir.scope<"local.fragment">>, memref<1x32xf32, strided<[32, 1], offset: ?>>
    }
  }
  return
}

!ub = memref<2x16x64xf32, #tir.scope<"shared.dyn">>
!win = memref<16x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared.dyn">>
!g = memref<16x64xf32, strided<[64, 1], offset: ?>>
func.func @double_buffered(%A: memref<256x64xf32> {tir.name = "A"}, %B: memref<256x64xf32> {tir.name = "B"}, %C: memref<256x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %a_ub = tir.alloc_buffer "a_ub" : !ub
    %b_ub = tir.alloc_buffer "b_ub" : !ub
    %c_ub = tir.alloc_buffer "c_ub" : !ub
    tir.for serial %mm = %c0 to %c4 step %c1 {
      %cur = arith.remsi %mm, %c2 : index
      %r0 = arith.muli %bx, %c64 : index
      %r1 = arith.muli %mm, %c16 : index
      %row = arith.addi %r0, %r1 : index
      %ag = memref.subview %A[%row, 0] [16, 64] [1, 1] : memref<256x64xf32> to !g
      %aw = memref.subview %a_ub[%cur, 0, 0] [1, 16, 64] [1, 1, 1] : !ub to !win
      tir.copy %ag, %aw : !g, !win
      %bg = memref.subview %B[%row, 0] [16, 64] [1, 1] : memref<256x64xf32> to !g
      %bw = memref.subview %b_ub[%cur, 0, 0] [1, 16, 64] [1, 1, 1] : !ub to !win
      tir.copy %bg, %bw : !g, !win
      tir.for parallel %i = %c0 to %c16 step %c1 {
        tir.for parallel %j = %c0 to %c64 step %c1 {
          %a = memref.load %a_ub[%cur, %i, %j] : !ub
          %b = memref.load %b_ub[%cur, %i, %j] : !ub
          %s = arith.addf %a, %b : f32
          memref.store %s, %c_ub[%cur, %i, %j] : !ub
        }
      }
      %cw = memref.subview %c_ub[%cur, 0, 0] [1, 16, 64] [1, 1, 1] : !ub to !win
      %cg = memref.subview %C[%row, 0] [16, 64] [1, 1] : memref<256x64xf32> to !g
      tir.copy %cw, %cg : !win, !g
    }
  }
  return
}

!x = memref<2x4x64xf32, #tir.scope<"shared.dyn">>
func.func @constant_windows(%A: memref<16x4x64xf32> {tir.name = "A"}, %C: memref<8x4x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (8) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x = tir.alloc_buffer "x" : !x
    %row = arith.muli %bx, %c2 : index
    %src = memref.subview %A[%row, 0, 0] [2, 4, 64] [1, 1, 1] : memref<16x4x64xf32> to memref<2x4x64xf32, strided<[256, 64, 1], offset: ?>>
    tir.copy %src, %x : memref<2x4x64xf32, strided<[256, 64, 1], offset: ?>>, !x
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %a = memref.load %x[%c0, %i, %j] : !x
        %b = memref.load %x[%c1, %i, %j] : !x
        %s = arith.addf %a, %b : f32
        memref.store %s, %x[%c1, %i, %j] : !x
      }
    }
    %w = memref.subview %x[1, 0, 0] [1, 4, 64] [1, 1, 1] : !x to memref<4x64xf32, strided<[64, 1], offset: 256>, #tir.scope<"shared.dyn">>
    %dst = memref.subview %C[%bx, 0, 0] [1, 4, 64] [1, 1, 1] : memref<8x4x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %w, %dst : memref<4x64xf32, strided<[64, 1], offset: 256>, #tir.scope<"shared.dyn">>, memref<4x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

func.func @slices(%A: memref<4x4x32xf32> {tir.name = "A"}, %R0: memref<4x4xf32> {tir.name = "R0"}, %Y: memref<4x4x32xf32> {tir.name = "Y"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %x = tir.alloc_buffer "x" : memref<4x4x32xf32, #tir.scope<"shared.dyn">>
    %r = tir.alloc_buffer "r" : memref<4x4xf32, #tir.scope<"local.fragment">>
    %m = tir.alloc_buffer "m" : memref<4x32xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<4x4x32xf32, #tir.scope<"local.fragment">>
    tir.copy %A, %x : memref<4x4x32xf32>, memref<4x4x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %R0, %r : memref<4x4xf32>, memref<4x4xf32, #tir.scope<"local.fragment">>
    %w = memref.subview %x[2, 0, 0] [2, 4, 32] [1, 1, 1] : memref<4x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x4x32xf32, strided<[128, 32, 1], offset: 256>, #tir.scope<"shared.dyn">>
    %v = memref.subview %r[2, 0] [2, 4] [1, 1] : memref<4x4xf32, #tir.scope<"local.fragment">> to memref<2x4xf32, strided<[4, 1], offset: 8>, #tir.scope<"local.fragment">>
    tir.reduce <sum> %w, %v {dim = 2 : i64, clear = false} : memref<2x4x32xf32, strided<[128, 32, 1], offset: 256>, #tir.scope<"shared.dyn">>, memref<2x4xf32, strided<[4, 1], offset: 8>, #tir.scope<"local.fragment">>
    tir.reduce <max> %x, %m {dim = 1 : i64} : memref<4x4x32xf32, #tir.scope<"shared.dyn">>, memref<4x32xf32, #tir.scope<"local.fragment">>
    tir.for parallel %b = %c0 to %c4 step %c1 {
      tir.for parallel %i = %c0 to %c4 step %c1 {
        tir.for parallel %j = %c0 to %c32 step %c1 {
          %xv = memref.load %x[%b, %i, %j] : memref<4x4x32xf32, #tir.scope<"shared.dyn">>
          %rv = memref.load %r[%b, %i] : memref<4x4xf32, #tir.scope<"local.fragment">>
          %mv = memref.load %m[%b, %j] : memref<4x32xf32, #tir.scope<"local.fragment">>
          %d = arith.subf %xv, %rv : f32
          %e = arith.addf %d, %mv : f32
          memref.store %e, %y[%b, %i, %j] : memref<4x4x32xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.copy %y, %Y : memref<4x4x32xf32, #tir.scope<"local.fragment">>, memref<4x4x32xf32>
  }
  return
}
