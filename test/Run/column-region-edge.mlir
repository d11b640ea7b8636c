// A load past a tensor's edge into the first columns of a ub buffer zeroes
// the part of those columns outside the tensor, and leaves the rest of the
// buffer as it was (tilelang-ascend's T.copy into a slice), on both arches:
// the buffer is filled with 7, then A's elements from column 2 on are
// copied into its first 4 columns (a rank-1 buffer), or A's rows into the
// first 4 columns of a 2 x 8 buffer; A is 4 columns wide (2 in the tensor),
// 6 (all 4), or has 1 row (of 2).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=columns --assume-ptoas-sync --arg iota:1x4 --arg 4 --arg zeros:8 --print && \
// RUN:   pto-run %t.$a.pto --entry=columns --assume-ptoas-sync --arg iota:1x6 --arg 6 --arg zeros:8 --print && \
// RUN:   pto-run %t.$a.pto --entry=rows --assume-ptoas-sync --arg iota:1x4 --arg 1 --arg zeros:2x8 --print; \
// RUN: done | FileCheck %s
// CHECK: arg2 = 2 3 0 0 7 7 7 7{{$}}
// CHECK: arg2 = 2 3 4 5 7 7 7 7{{$}}
// CHECK: arg2 = 0 1 2 3 7 7 7 7 0 0 0 0 7 7 7 7{{$}}
// CHECK: arg2 = 2 3 0 0 7 7 7 7{{$}}
// CHECK: arg2 = 2 3 4 5 7 7 7 7{{$}}
// CHECK: arg2 = 0 1 2 3 7 7 7 7 0 0 0 0 7 7 7 7{{$}}

func.func @columns(%A: memref<1x?xf32> {tir.name = "A"}, %O: memref<8xf32> {tir.name = "O"}) {
  tir.kernel (%cid) in (1) {
    %c2 = arith.constant 2 : index
    %seven = arith.constant 7.0 : f32
    %buf = tir.alloc_buffer "buf" : memref<8xf32, #tir.scope<"shared">>
    tir.fill %buf, %seven : memref<8xf32, #tir.scope<"shared">>
    %a = memref.subview %A[0, %c2] [1, 4] [1, 1] : memref<1x?xf32> to memref<4xf32, strided<[1], offset: ?>>
    %b = memref.subview %buf[0] [4] [1] : memref<8xf32, #tir.scope<"shared">> to memref<4xf32, strided<[1]>, #tir.scope<"shared">>
    tir.copy %a, %b : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1]>, #tir.scope<"shared">>
    tir.copy %buf, %O : memref<8xf32, #tir.scope<"shared">>, memref<8xf32>
  }
  return
}

func.func @rows(%A: memref<?x4xf32> {tir.name = "A"}, %O: memref<2x8xf32> {tir.name = "O"}) {
  tir.kernel (%cid) in (1) {
    %seven = arith.constant 7.0 : f32
    %buf = tir.alloc_buffer "buf" : memref<2x8xf32, #tir.scope<"shared">>
    tir.fill %buf, %seven : memref<2x8xf32, #tir.scope<"shared">>
    %a = memref.subview %A[0, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1]>>
    %b = memref.subview %buf[0, 0] [2, 4] [1, 1] : memref<2x8xf32, #tir.scope<"shared">> to memref<2x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
    tir.copy %a, %b : memref<2x4xf32, strided<[4, 1]>>, memref<2x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
    tir.copy %buf, %O : memref<2x8xf32, #tir.scope<"shared">>, memref<2x8xf32>
  }
  return
}
