// Copies whose extents are computed at run time (tilelang-ascend's ragged
// blocks, `T.copy(x[r : r + n, c : c + 2], x_ub[0:n, 0:2])` with
// n = T.min(128, num_tokens - r)), on both arches, against an independent
// reference (Inputs/reference.py copy_extents): 150 rows on 2 blocks of 128,
// so the second block moves 22 rows in and out; each Vector sub-block moves
// its 2 of the 4 columns. pto-run reports any access past the tensors.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 4 --arg rand:150x24 --arg 150 --arg zeros:150x4 --arg 150 --outputs 2 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py copy_extents %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s 2>/dev/null | FileCheck %s --check-prefix=MOVES
// CHECK: pto-run: @copy_extents ran 4 blocks, no errors
// CHECK-NEXT: copy_extents: ok (600 values)
// CHECK-NEXT: pto-run: @copy_extents ran 4 blocks, no errors
// CHECK-NEXT: copy_extents: ok (600 values)
// The rows that move are the tensor's rows left, at most n; the tile's
// valid shape is the moved part's during the moves, the whole buffer's
// (128 x 8) for the sigmoid.
// MOVES-DAG: %[[C128:.*]] = arith.constant 128 : index
// MOVES-DAG: %[[C8:.*]] = arith.constant 8 : index
// MOVES: %[[X:.*]] = pto.alloc_tile {{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=128, {{.*}}, v_row=?, v_col=?
// MOVES: %[[IN:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[ROWS:.*]], %[[COLS:.*]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x?xf32>
// MOVES: scf.if
// MOVES-NEXT: pto.set_validshape %[[X]], %[[ROWS]], %[[COLS]]
// MOVES-NEXT: pto.tload ins(%[[IN]] : {{.*}}) outs(%[[X]] : {{.*}})
// MOVES-NEXT: pto.set_validshape %[[X]], %[[C128]], %[[C8]]
// MOVES: pto.texp
// MOVES: scf.if
// MOVES-NEXT: pto.set_validshape %[[X]]
// MOVES-NEXT: pto.tstore ins(%[[X]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x?xf32>)

!ub = memref<128x8xf32, #tir.scope<"shared">>
!g = memref<128x2xf32, strided<[24, 1], offset: ?>>
!go = memref<128x2xf32, strided<[4, 1], offset: ?>>
!u = memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
func.func @copy_extents(%a: memref<?x24xf32> {tir.name = "x"}, %o: memref<?x4xf32> {tir.name = "out"}) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?x24xf32>
  %c128 = arith.constant 128 : index
  %nb = arith.ceildivsi %n, %c128 : index
  tir.kernel (%cid) in (%nb) sub_block (%vid) in 2 {
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x_ub" : !ub
    tir.fill %x, %zero : !ub
    %row = arith.muli %cid, %c128 : index
    %rest = arith.subi %n, %row : index
    %cur = arith.minsi %rest, %c128 : index
    %col = arith.muli %vid, %c2 : index
    %g = memref.subview %a[%row, %col] [128, 2] [1, 1] : memref<?x24xf32> to !g
    %u = memref.subview %x[0, 0] [128, 2] [1, 1] : !ub to !u
    tir.copy %g, %u extents(%cur, %c2) : !g, !u
    tir.tile <sigmoid> ins(%x : !ub) outs(%x : !ub)
    %go = memref.subview %o[%row, %col] [128, 2] [1, 1] : memref<?x4xf32> to !go
    tir.copy %u, %go extents(%cur, %c2) : !u, !go
  }
  return
}
