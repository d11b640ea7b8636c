// Copies with run-time extents at their edges, on both arches, against an
// independent reference (Inputs/reference.py copy_extents_*); pto-run
// reports any access past the tensors:
// - @part: rank-3 regions (2 x 4 x 32 of a ? x 4 x 64 tensor) whose first
//   extent is computed at run time and whose last is a constant below the
//   region's (20 of 32): the ub side is the same static part of the tile.
//   3 slices on 2 blocks of 2: the second block moves one.
// - @clamp: a run-time extent past the region (n = 200 rows of a 128-row
//   region) moves the region only, and n = 0 moves nothing; the ub region
//   is a window of rows of a larger buffer (x_ub[8:136, :]), which the
//   part moves through a temporary.
// - @atomic: a store with extents under T.set_atomic("add"): both blocks
//   add their part into the same rows.
// - @window: a part of constant extents (5 x 7) of a window of rows of a
//   buffer (x_ub[8:24, :] of 32 x 64), loaded, and the first 7 columns of
//   those rows stored with a run-time row extent (n = 12): both through a
//   temporary holding the rows.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry part --assume-ptoas-sync --arg rand:3x4x64 --arg 3 --arg zeros:3x4x64 --arg 3 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py copy_extents_part %t.$a; rm -rf %t.$a; \
// RUN:   for n in 200 50 0; do \
// RUN:     pto-run %t.$a.pto --entry clamp --assume-ptoas-sync --arg rand:300x64 --arg 300 --arg zeros:300x64 --arg 300 --arg $n --outputs 2 --out-dir %t.$a && \
// RUN:     %python %S/Inputs/reference.py copy_extents_clamp %t.$a 0 $n; rm -rf %t.$a; \
// RUN:   done; \
// RUN:   pto-run %t.$a.pto --entry atomic --assume-ptoas-sync --arg rand:100x64 --arg 100 --arg zeros:100x64 --arg 100 --arg 50 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py copy_extents_atomic %t.$a 0 50; rm -rf %t.$a; \
// RUN:   pto-run %t.$a.pto --entry window --assume-ptoas-sync --arg rand:32x64 --arg 32 --arg zeros:32x64 --arg 32 --arg 12 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py copy_extents_window %t.$a 0 12; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s | FileCheck %s --check-prefix=PTO

// CHECK: pto-run: @part ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_part: ok (768 values)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 200)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 50)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 0)
// CHECK-NEXT: pto-run: @atomic ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_atomic: ok (6400 values, n = 50)
// CHECK-NEXT: pto-run: @window ran 1 block, no errors
// CHECK-NEXT: copy_extents_window: ok (2048 values, n = 12)
// CHECK: pto-run: @part ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_part: ok (768 values)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 200)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 50)
// CHECK-NEXT: pto-run: @clamp ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_clamp: ok (19200 values, n = 0)
// CHECK-NEXT: pto-run: @atomic ran 2 blocks, no errors
// CHECK-NEXT: copy_extents_atomic: ok (6400 values, n = 50)
// CHECK-NEXT: pto-run: @window ran 1 block, no errors
// CHECK-NEXT: copy_extents_window: ok (2048 values, n = 12)

// @part: the rows of the 2 x 4 slices (4 per slice), 20 of the 32 columns.
// PTO-LABEL: func.func @part
// PTO-DAG: %[[C4:.*]] = arith.constant 4 : index
// PTO-DAG: %[[C20:.*]] = arith.constant 20 : index
// PTO: %[[X:.*]] = pto.alloc_tile {{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=?, v_col=?
// PTO: %[[CLIPPED:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// PTO: %[[ROWS:.*]] = arith.muli %[[CLIPPED]], %[[C4]] : index
// PTO: %[[IN:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[ROWS]], %[[C20]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x20xf32>
// PTO: scf.if
// PTO-NEXT: pto.set_validshape %[[X]], %[[ROWS]], %[[C20]]
// PTO-NEXT: pto.tload ins(%[[IN]] : {{.*}}) outs(%[[X]] : {{.*}})
// @clamp: min(n, 128) rows, through a temporary that holds the window.
// PTO-LABEL: func.func @clamp
// PTO: %[[WINDOW:.*]] = pto.subset %{{.*}}[%{{.*}}, %{{.*}}] sizes [128, 32]
// PTO: %[[N:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// PTO: scf.if
// PTO-NEXT: pto.tmov ins(%[[WINDOW]] : {{.*}}) outs(%[[STAGED:[0-9]+]] : {{.*}}v_row=?, v_col=?
// PTO-NEXT: pto.set_validshape %[[STAGED]]
// PTO-NEXT: pto.tload ins({{.*}}) outs(%[[STAGED]] : {{.*}})
// PTO-NEXT: pto.set_validshape %[[STAGED]]
// PTO-NEXT: pto.tmov ins(%[[STAGED]] : {{.*}}) outs(%[[WINDOW]] : {{.*}})
// @atomic: the part is added into the tensor.
// PTO-LABEL: func.func @atomic
// PTO: scf.if
// PTO: pto.tstore ins({{.*}}) outs({{.*}} : !pto.partition_tensor_view<?x7xf32>) {atomicType = #pto<atomic_type atomic_add>}

func.func @part(%a: memref<?x4x64xf32> {tir.name = "x"}, %o: memref<?x4x64xf32> {tir.name = "out"}) {
  %c0 = arith.constant 0 : index
  %slices = memref.dim %a, %c0 : memref<?x4x64xf32>
  tir.kernel (%cid) in (2) {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c20 = arith.constant 20 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x_ub" : memref<2x4x32xf32, #tir.scope<"shared">>
    tir.fill %x, %zero : memref<2x4x32xf32, #tir.scope<"shared">>
    %first = arith.muli %cid, %c2 : index
    %rest = arith.subi %slices, %first : index
    %cur = arith.minsi %rest, %c2 : index
    %g = memref.subview %a[%first, 0, 0] [2, 4, 32] [1, 1, 1] : memref<?x4x64xf32> to memref<2x4x32xf32, strided<[256, 64, 1], offset: ?>>
    tir.copy %g, %x extents(%cur, %c4, %c20) : memref<2x4x32xf32, strided<[256, 64, 1], offset: ?>>, memref<2x4x32xf32, #tir.scope<"shared">>
    tir.tile <sigmoid> ins(%x : memref<2x4x32xf32, #tir.scope<"shared">>) outs(%x : memref<2x4x32xf32, #tir.scope<"shared">>)
    %go = memref.subview %o[%first, 0, 0] [2, 4, 32] [1, 1, 1] : memref<?x4x64xf32> to memref<2x4x32xf32, strided<[256, 64, 1], offset: ?>>
    tir.copy %x, %go extents(%cur, %c4, %c20) : memref<2x4x32xf32, #tir.scope<"shared">>, memref<2x4x32xf32, strided<[256, 64, 1], offset: ?>>
  }
  return
}

!window = memref<128x7xf32, strided<[7, 1], offset: 56>, #tir.scope<"shared">>
!g7 = memref<128x7xf32, strided<[64, 1], offset: ?>>
func.func @clamp(%a: memref<?x64xf32> {tir.name = "x"}, %o: memref<?x64xf32> {tir.name = "out"}, %n: index) {
  tir.kernel (%cid) in (2) {
    %c128 = arith.constant 128 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x_ub" : memref<256x7xf32, #tir.scope<"shared">>
    tir.fill %x, %zero : memref<256x7xf32, #tir.scope<"shared">>
    %row = arith.muli %cid, %c128 : index
    %g = memref.subview %a[%row, 8] [128, 7] [1, 1] : memref<?x64xf32> to !g7
    %u = memref.subview %x[8, 0] [128, 7] [1, 1] : memref<256x7xf32, #tir.scope<"shared">> to !window
    tir.copy %g, %u extents(%n, %c7) : !g7, !window
    tir.tile <sigmoid> ins(%x : memref<256x7xf32, #tir.scope<"shared">>) outs(%x : memref<256x7xf32, #tir.scope<"shared">>)
    %go = memref.subview %o[%row, 8] [128, 7] [1, 1] : memref<?x64xf32> to !g7
    tir.copy %u, %go extents(%n, %c7) : !window, !g7
  }
  return
}

!ub8 = memref<128x8xf32, #tir.scope<"shared">>
!first7 = memref<128x7xf32, strided<[8, 1]>, #tir.scope<"shared">>
func.func @atomic(%a: memref<?x64xf32> {tir.name = "x"}, %o: memref<?x64xf32> {tir.name = "out"}, %n: index) {
  tir.kernel (%cid) in (2) {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x_ub" : !ub8
    tir.fill %x, %zero : !ub8
    %g = memref.subview %a[%c0, 8] [128, 7] [1, 1] : memref<?x64xf32> to !g7
    %u = memref.subview %x[0, 0] [128, 7] [1, 1] : !ub8 to !first7
    tir.copy %g, %u extents(%n, %c7) : !g7, !first7
    tir.tile <sigmoid> ins(%x : !ub8) outs(%x : !ub8)
    %go = memref.subview %o[%c0, 8] [128, 7] [1, 1] : memref<?x64xf32> to !g7
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    tir.copy %u, %go extents(%n, %c7) : !first7, !g7
    tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
  }
  return
}

!rows = memref<16x64xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared">>
!first = memref<16x7xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared">>
func.func @window(%a: memref<?x64xf32> {tir.name = "x"}, %o: memref<?x64xf32> {tir.name = "out"}, %n: index) {
  tir.kernel (%cid) in (1) {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %seven = arith.constant 7.0 : f32
    %x = tir.alloc_buffer "x_ub" : memref<32x64xf32, #tir.scope<"shared">>
    tir.fill %x, %seven : memref<32x64xf32, #tir.scope<"shared">>
    %u = memref.subview %x[8, 0] [16, 64] [1, 1] : memref<32x64xf32, #tir.scope<"shared">> to !rows
    %g = memref.subview %a[%c0, 0] [16, 64] [1, 1] : memref<?x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %g, %u extents(%c5, %c7) : memref<16x64xf32, strided<[64, 1], offset: ?>>, !rows
    %f = memref.subview %x[8, 0] [16, 7] [1, 1] : memref<32x64xf32, #tir.scope<"shared">> to !first
    %go = memref.subview %o[%c0, 0] [16, 7] [1, 1] : memref<?x64xf32> to memref<16x7xf32, strided<[64, 1], offset: ?>>
    tir.copy %f, %go extents(%n, %c7) : !first, memref<16x7xf32, strided<[64, 1], offset: ?>>
  }
  return
}
