// T.tile.sort and T.tile.topk on both arches, against an independent
// reference (Inputs/reference.py tile_sort): scores that repeat within a
// row (equal values go out by ascending index), sorted whole or up to
// actual_num (the rest -inf, their indices after), f32 and f16, with merge
// trees of one 4-way level (128 values), two (512) and a last 3-way merge
// (96); scores of -inf before actual_num (they go out by index, before the
// -inf padding after actual_num); compared exactly, the float indices
// included.
// RUN: rm -rf %t.f32 %t.f16 %t.f32w %t.f32i
// RUN: %python %S/Inputs/make_inputs.py topk_selector %t.f32 2 512
// RUN: %python %S/Inputs/make_inputs.py topk_selector %t.f16 2 128 f16
// RUN: %python %S/Inputs/make_inputs.py topk_selector %t.f32w 2 96
// RUN: %python %S/Inputs/make_inputs.py topk_selector %t.f32i 2 512 f32 inf
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=sort_f32 --assume-ptoas-sync --arg %t.f32/x.npy --arg zeros:2x1024 --out-dir %t.$a.1 && \
// RUN:   %python %S/Inputs/reference.py tile_sort %t.$a.1 0 512 0 && \
// RUN:   pto-run %t.$a.pto --entry=sort_f16 --assume-ptoas-sync --arg %t.f16/x.npy --arg zeros:2x256 --out-dir %t.$a.2 && \
// RUN:   %python %S/Inputs/reference.py tile_sort %t.$a.2 0 100 0 && \
// RUN:   pto-run %t.$a.pto --entry=topk_f32 --assume-ptoas-sync --arg %t.f32w/x.npy --arg zeros:2x64 --out-dir %t.$a.3 && \
// RUN:   %python %S/Inputs/reference.py tile_sort %t.$a.3 0 90 32 && \
// RUN:   pto-run %t.$a.pto --entry=topk_f16 --assume-ptoas-sync --arg %t.f16/x.npy --arg zeros:2x64 --out-dir %t.$a.4 && \
// RUN:   %python %S/Inputs/reference.py tile_sort %t.$a.4 0 128 32 && \
// RUN:   pto-run %t.$a.pto --entry=sort_f32_partial --assume-ptoas-sync --arg %t.f32i/x.npy --arg zeros:2x1024 --out-dir %t.$a.5 && \
// RUN:   %python %S/Inputs/reference.py tile_sort %t.$a.5 0 500 0; \
// RUN:   rm -rf %t.$a.1 %t.$a.2 %t.$a.3 %t.$a.4 %t.$a.5; \
// RUN: done | FileCheck %s
// CHECK: @sort_f32 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (2048 values)
// CHECK-NEXT: @sort_f16 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (512 values)
// CHECK-NEXT: @topk_f32 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (128 values)
// CHECK-NEXT: @topk_f16 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (128 values)
// CHECK-NEXT: @sort_f32_partial ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (2048 values)
// CHECK-NEXT: @sort_f32 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (2048 values)
// CHECK-NEXT: @sort_f16 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (512 values)
// CHECK-NEXT: @topk_f32 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (128 values)
// CHECK-NEXT: @topk_f16 ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (128 values)
// CHECK-NEXT: @sort_f32_partial ran 2 blocks, no errors
// CHECK-NEXT: tile_sort: ok (2048 values)

// All 512 values of each row: 16 blocks of 32, two levels of 4-way merges.
func.func @sort_f32(%X: memref<2x512xf32> {tir.name = "X"}, %Y: memref<2x1024xf32> {tir.name = "Y"}) {
  tir.kernel (%b) in (2) {
    %x_ub = tir.alloc_buffer "x_ub" : memref<512xf32, #tir.scope<"shared">>
    %y_ub = tir.alloc_buffer "y_ub" : memref<1024xf32, #tir.scope<"shared">>
    %x = memref.subview %X[%b, 0] [1, 512] [1, 1] : memref<2x512xf32> to memref<512xf32, strided<[1], offset: ?>>
    tir.copy %x, %x_ub : memref<512xf32, strided<[1], offset: ?>>, memref<512xf32, #tir.scope<"shared">>
    %n = arith.constant 512 : i32
    tir.tile <sort> ins(%x_ub : memref<512xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%y_ub : memref<1024xf32, #tir.scope<"shared">>)
    %y = memref.subview %Y[%b, 0] [1, 1024] [1, 1] : memref<2x1024xf32> to memref<1024xf32, strided<[1], offset: ?>>
    tir.copy %y_ub, %y : memref<1024xf32, #tir.scope<"shared">>, memref<1024xf32, strided<[1], offset: ?>>
  }
  return
}

// The first 100 of 128 f16 values: sorted in f32, the pairs back in f16.
func.func @sort_f16(%X: memref<2x128xf16> {tir.name = "X"}, %Y: memref<2x256xf16> {tir.name = "Y"}) {
  tir.kernel (%b) in (2) {
    %x_ub = tir.alloc_buffer "x_ub" : memref<128xf16, #tir.scope<"shared">>
    %y_ub = tir.alloc_buffer "y_ub" : memref<256xf16, #tir.scope<"shared">>
    %x = memref.subview %X[%b, 0] [1, 128] [1, 1] : memref<2x128xf16> to memref<128xf16, strided<[1], offset: ?>>
    tir.copy %x, %x_ub : memref<128xf16, strided<[1], offset: ?>>, memref<128xf16, #tir.scope<"shared">>
    %n = arith.constant 100 : i32
    tir.tile <sort> ins(%x_ub : memref<128xf16, #tir.scope<"shared">>) scalar(%n : i32) outs(%y_ub : memref<256xf16, #tir.scope<"shared">>)
    %y = memref.subview %Y[%b, 0] [1, 256] [1, 1] : memref<2x256xf16> to memref<256xf16, strided<[1], offset: ?>>
    tir.copy %y_ub, %y : memref<256xf16, #tir.scope<"shared">>, memref<256xf16, strided<[1], offset: ?>>
  }
  return
}

// The top 32 of the first 90 of 96 values: 3 blocks, one 3-way merge.
func.func @topk_f32(%X: memref<2x96xf32> {tir.name = "X"}, %Y: memref<2x64xf32> {tir.name = "Y"}) {
  tir.kernel (%b) in (2) {
    %x_ub = tir.alloc_buffer "x_ub" : memref<96xf32, #tir.scope<"shared">>
    %y_ub = tir.alloc_buffer "y_ub" : memref<64xf32, #tir.scope<"shared">>
    %x = memref.subview %X[%b, 0] [1, 96] [1, 1] : memref<2x96xf32> to memref<96xf32, strided<[1], offset: ?>>
    tir.copy %x, %x_ub : memref<96xf32, strided<[1], offset: ?>>, memref<96xf32, #tir.scope<"shared">>
    %k = arith.constant 32 : i32
    %n = arith.constant 90 : i32
    tir.tile <topk> ins(%x_ub : memref<96xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%y_ub : memref<64xf32, #tir.scope<"shared">>)
    %y = memref.subview %Y[%b, 0] [1, 64] [1, 1] : memref<2x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    tir.copy %y_ub, %y : memref<64xf32, #tir.scope<"shared">>, memref<64xf32, strided<[1], offset: ?>>
  }
  return
}

// The top 32 of 128 f16 values.
func.func @topk_f16(%X: memref<2x128xf16> {tir.name = "X"}, %Y: memref<2x64xf16> {tir.name = "Y"}) {
  tir.kernel (%b) in (2) {
    %x_ub = tir.alloc_buffer "x_ub" : memref<128xf16, #tir.scope<"shared">>
    %y_ub = tir.alloc_buffer "y_ub" : memref<64xf16, #tir.scope<"shared">>
    %x = memref.subview %X[%b, 0] [1, 128] [1, 1] : memref<2x128xf16> to memref<128xf16, strided<[1], offset: ?>>
    tir.copy %x, %x_ub : memref<128xf16, strided<[1], offset: ?>>, memref<128xf16, #tir.scope<"shared">>
    %k = arith.constant 32 : i32
    %n = arith.constant 128 : i32
    tir.tile <topk> ins(%x_ub : memref<128xf16, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%y_ub : memref<64xf16, #tir.scope<"shared">>)
    %y = memref.subview %Y[%b, 0] [1, 64] [1, 1] : memref<2x64xf16> to memref<64xf16, strided<[1], offset: ?>>
    tir.copy %y_ub, %y : memref<64xf16, #tir.scope<"shared">>, memref<64xf16, strided<[1], offset: ?>>
  }
  return
}

// The first 500 of 512 values, some of them -inf: every pair shown, the
// -inf padding after actual_num included.
func.func @sort_f32_partial(%X: memref<2x512xf32> {tir.name = "X"}, %Y: memref<2x1024xf32> {tir.name = "Y"}) {
  tir.kernel (%b) in (2) {
    %x_ub = tir.alloc_buffer "x_ub" : memref<512xf32, #tir.scope<"shared">>
    %y_ub = tir.alloc_buffer "y_ub" : memref<1024xf32, #tir.scope<"shared">>
    %x = memref.subview %X[%b, 0] [1, 512] [1, 1] : memref<2x512xf32> to memref<512xf32, strided<[1], offset: ?>>
    tir.copy %x, %x_ub : memref<512xf32, strided<[1], offset: ?>>, memref<512xf32, #tir.scope<"shared">>
    %n = arith.constant 500 : i32
    tir.tile <sort> ins(%x_ub : memref<512xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%y_ub : memref<1024xf32, #tir.scope<"shared">>)
    %y = memref.subview %Y[%b, 0] [1, 1024] [1, 1] : memref<2x1024xf32> to memref<1024xf32, strided<[1], offset: ?>>
    tir.copy %y_ub, %y : memref<1024xf32, #tir.scope<"shared">>, memref<1024xf32, strided<[1], offset: ?>>
  }
  return
}
