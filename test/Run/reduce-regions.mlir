// Reductions of the leading part of a ub buffer (tilelang-ascend's
// real_shape) at the shapes where a region's own shape would look like a
// degenerate tile (one column, one row) while the reduction runs on the
// whole tile with that part valid, and results written into the first
// elements of a longer buffer (also combined with the old values, clear =
// false), on both arches. Inputs are iota (0, 1, 2, ... row-major) or a
// constant, so the expected values are exact:
// @one_column: the sum of x's first column (0 + 16 + ... + 112 = 448);
// @first_of_rows: each row's first element (max of one column);
// @one_row: the first 7 elements of a one-row buffer, per column;
// @into_vector: the row maxima of x[0:4, 0:4] into the first 4 elements of
//   a rank-1 buffer of 8 loaded with 10s (per-row results, a column vector's
//   first rows);
// @combined: the column maxima of x[0:4, 0:4] combined with 10s in the
//   first 4 elements of a row.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=one_column --assume-ptoas-sync --arg iota:8x16 --arg zeros:1x1 --print && \
// RUN:   pto-run %t.$a.pto --entry=first_of_rows --assume-ptoas-sync --arg iota:8x16 --arg zeros:8 --print && \
// RUN:   pto-run %t.$a.pto --entry=one_row --assume-ptoas-sync --arg iota:1x64 --arg zeros:1x7 --print && \
// RUN:   pto-run %t.$a.pto --entry=into_vector --assume-ptoas-sync --arg iota:4x8 --arg fill:8:10 --print && \
// RUN:   pto-run %t.$a.pto --entry=combined --assume-ptoas-sync --arg iota:4x8 --arg fill:1x8:10 --print; \
// RUN: done | FileCheck %s
// (once per arch)
// CHECK: arg1 = 448{{$}}
// CHECK: arg1 = 0 16 32 48 64 80 96 112{{$}}
// CHECK: arg1 = 0 1 2 3 4 5 6{{$}}
// CHECK: arg1 = 10 11 19 27 10 10 10 10{{$}}
// CHECK: arg1 = 24 25 26 27 10 10 10 10{{$}}
// CHECK: arg1 = 448{{$}}
// CHECK: arg1 = 0 16 32 48 64 80 96 112{{$}}
// CHECK: arg1 = 0 1 2 3 4 5 6{{$}}
// CHECK: arg1 = 10 11 19 27 10 10 10 10{{$}}
// CHECK: arg1 = 24 25 26 27 10 10 10 10{{$}}

!x16 = memref<8x16xf32, #tir.scope<"shared">>
!x8 = memref<4x8xf32, #tir.scope<"shared">>
!cols = memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
!first4 = memref<4xf32, strided<[1]>, #tir.scope<"shared">>

func.func @one_column(%In: memref<8x16xf32>, %Out: memref<1x1xf32>) {
  tir.kernel (%cid) in (1) {
    %x = tir.alloc_buffer "x" : !x16
    %o = tir.alloc_buffer "o" : memref<1x1xf32, #tir.scope<"shared">>
    tir.copy %In, %x : memref<8x16xf32>, !x16
    %s = memref.subview %x[0, 0] [8, 1] [1, 1] : !x16 to memref<8x1xf32, strided<[16, 1]>, #tir.scope<"shared">>
    tir.reduce <sum> %s, %o {dim = 0 : i64} : memref<8x1xf32, strided<[16, 1]>, #tir.scope<"shared">>, memref<1x1xf32, #tir.scope<"shared">>
    tir.copy %o, %Out : memref<1x1xf32, #tir.scope<"shared">>, memref<1x1xf32>
  }
  return
}

func.func @first_of_rows(%In: memref<8x16xf32>, %Out: memref<8xf32>) {
  tir.kernel (%cid) in (1) {
    %x = tir.alloc_buffer "x" : !x16
    %o = tir.alloc_buffer "o" : memref<8xf32, #tir.scope<"shared">>
    tir.copy %In, %x : memref<8x16xf32>, !x16
    %s = memref.subview %x[0, 0] [8, 1] [1, 1] : !x16 to memref<8x1xf32, strided<[16, 1]>, #tir.scope<"shared">>
    tir.reduce <max> %s, %o {dim = 1 : i64} : memref<8x1xf32, strided<[16, 1]>, #tir.scope<"shared">>, memref<8xf32, #tir.scope<"shared">>
    tir.copy %o, %Out : memref<8xf32, #tir.scope<"shared">>, memref<8xf32>
  }
  return
}

func.func @one_row(%In: memref<1x64xf32>, %Out: memref<1x7xf32>) {
  tir.kernel (%cid) in (1) {
    %x = tir.alloc_buffer "x" : memref<1x64xf32, #tir.scope<"shared">>
    %o = tir.alloc_buffer "o" : memref<1x7xf32, #tir.scope<"shared">>
    tir.copy %In, %x : memref<1x64xf32>, memref<1x64xf32, #tir.scope<"shared">>
    %s = memref.subview %x[0, 0] [1, 7] [1, 1] : memref<1x64xf32, #tir.scope<"shared">> to memref<1x7xf32, strided<[64, 1]>, #tir.scope<"shared">>
    tir.reduce <sum> %s, %o {dim = 0 : i64} : memref<1x7xf32, strided<[64, 1]>, #tir.scope<"shared">>, memref<1x7xf32, #tir.scope<"shared">>
    tir.copy %o, %Out : memref<1x7xf32, #tir.scope<"shared">>, memref<1x7xf32>
  }
  return
}

func.func @into_vector(%In: memref<4x8xf32>, %Out: memref<8xf32>) {
  tir.kernel (%cid) in (1) {
    %x = tir.alloc_buffer "x" : !x8
    %o = tir.alloc_buffer "o" : memref<8xf32, #tir.scope<"shared">>
    tir.copy %In, %x : memref<4x8xf32>, !x8
    tir.copy %Out, %o : memref<8xf32>, memref<8xf32, #tir.scope<"shared">>
    %s = memref.subview %x[0, 0] [4, 4] [1, 1] : !x8 to !cols
    %t = memref.subview %o[0] [4] [1] : memref<8xf32, #tir.scope<"shared">> to !first4
    tir.reduce <max> %s, %t {dim = 1 : i64, clear = false} : !cols, !first4
    tir.copy %o, %Out : memref<8xf32, #tir.scope<"shared">>, memref<8xf32>
  }
  return
}

func.func @combined(%In: memref<4x8xf32>, %Out: memref<1x8xf32>) {
  tir.kernel (%cid) in (1) {
    %x = tir.alloc_buffer "x" : !x8
    %o = tir.alloc_buffer "o" : memref<1x8xf32, #tir.scope<"shared">>
    tir.copy %In, %x : memref<4x8xf32>, !x8
    tir.copy %Out, %o : memref<1x8xf32>, memref<1x8xf32, #tir.scope<"shared">>
    %s = memref.subview %x[0, 0] [4, 4] [1, 1] : !x8 to !cols
    %t = memref.subview %o[0, 0] [1, 4] [1, 1] : memref<1x8xf32, #tir.scope<"shared">> to !first4
    tir.reduce <max> %s, %t {dim = 0 : i64, clear = false} : !cols, !first4
    tir.copy %o, %Out : memref<1x8xf32, #tir.scope<"shared">>, memref<1x8xf32>
  }
  return
}
