// Round trip of tile allocation and tile views (PTOTileOps.td): alloc_tile
// (every operand form), set_validshape, subset (with its inferred result
// type), treshape, bitcast, tgetval, tsetval; the level-3 split holds
// alloc_tile addr, declare_tile and tassign. Arch-independent.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --pto-arch=a3 | FileCheck %s
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s
// The generic form spells out the result type that subset infers.
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @alloc_tile
// CHECK-SAME: (%[[R:[^:]*]]: index, %[[C:[^:]*]]: index)
func.func @alloc_tile(%r: index, %c: index) {
  // CHECK: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.alloc_tile valid_row = %[[R]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %b = pto.alloc_tile valid_row = %r : !pto.tile_buf<vec, 16x64xf32, valid=?x64>
  // CHECK: pto.alloc_tile valid_col = %[[C]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=8, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %d = pto.alloc_tile valid_col = %c : !pto.tile_buf<vec, 16x64xf32, valid=8x?>
  // CHECK: pto.alloc_tile valid_row = %[[R]] valid_col = %[[C]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %e = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=-1, v_col=-1, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  // CHECK: pto.alloc_tile {test.tag} : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
  %f = pto.alloc_tile {test.tag} : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  return
}

// CHECK-LABEL: func.func @set_validshape
// CHECK-SAME: (%[[R:[^:]*]]: index, %[[C:[^:]*]]: index)
func.func @set_validshape(%r: index, %c: index) {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C64:.*]] = arith.constant 64 : index
  %c64 = arith.constant 64 : index
  // CHECK: %[[T:.*]] = pto.alloc_tile valid_row = %[[R]] valid_col = %[[C]] : [[DYN:!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  // CHECK: pto.set_validshape %[[T]], %[[C]], %[[R]] : [[DYN]]
  pto.set_validshape %t, %c, %r : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  // The constant bounds are 0 and the physical shape.
  // CHECK: pto.set_validshape %[[T]], %[[C0]], %[[C64]] : [[DYN]]
  pto.set_validshape %t, %c0, %c64 : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  return
}

// CHECK-LABEL: func.func @subset
// CHECK-SAME: (%[[I:[^:]*]]: index)
// GENERIC-LABEL: sym_name = "subset"
func.func @subset(%i: index) {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[C32:.*]] = arith.constant 32 : index
  %c32 = arith.constant 32 : index
  // CHECK: %[[C48:.*]] = arith.constant 48 : index
  %c48 = arith.constant 48 : index
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[VT:!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // A dynamic offset gives a dynamic valid extent.
  // CHECK: pto.subset %[[T]][%[[I]], %[[C0]]] sizes [32, 64] : [[VT]]
  // GENERIC: "pto.subset"(%{{.*}}, %{{.*}}, %{{.*}}) <{sizes = [32, 64]}> : (!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=64, v_col=64, {{.*}}>, index, index) -> !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %s = pto.subset %t[%i, %c0] sizes [32, 64] : !pto.tile_buf<vec, 64x64xf32>
  // A constant offset is taken modulo the valid extent (the second half of a
  // ping/pong buffer keeps its valid size).
  // CHECK: %[[P:.*]] = pto.alloc_tile : [[PT:!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=32, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %p = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32, valid=32x48>
  // CHECK: %[[S2:.*]] = pto.subset %[[P]][%[[C32]], %[[C48]]] sizes [32, 16] : [[PT]]
  // GENERIC: "pto.subset"(%{{.*}}, %{{.*}}, %{{.*}}) <{sizes = [32, 16]}> : (!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=32, v_col=48, {{.*}}>, index, index) -> !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %s2 = pto.subset %p[%c32, %c48] sizes [32, 16] : !pto.tile_buf<vec, 64x64xf32, valid=32x48>
  // The inferred type is the one a user of the result spells.
  // CHECK: pto.tgetval ins(%[[S2]], %[[C0]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>, index) outs : f32
  %x = pto.tgetval ins(%s2, %c0 : !pto.tile_buf<vec, 32x16xf32>, index) outs : f32
  // A window past the valid region keeps what is left of it.
  // CHECK: pto.subset %[[P]][%[[C16]], %[[C16]]] sizes [32, 64] : [[PT]]
  // GENERIC: "pto.subset"(%{{.*}}, %{{.*}}, %{{.*}}) <{sizes = [32, 64]}> : (!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=32, v_col=48, {{.*}}>, index, index) -> !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %s3 = pto.subset %p[%c16, %c16] sizes [32, 64] : !pto.tile_buf<vec, 64x64xf32, valid=32x48>
  // Boxed tiles are cut along their fractal boxes (16x16 for f16 NZ and the
  // 1024-byte acc box, 8x16 for f32 ZN), keeping all rows of a col_major
  // tile or all columns of a row_major one at offset 0.
  // CHECK: pto.subset %{{.*}}[%[[C0]], %[[C32]]] sizes [64, 16] : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=64, {{.*}}, blayout=col_major, slayout=row_major, fractal=512, pad=0>
  // GENERIC: -> !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=16, v_row=64, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  %sm = pto.subset %m[%c0, %c32] sizes [64, 16] : !pto.tile_buf<mat, 64x64xf16, blayout=col_major, slayout=row_major>
  // CHECK: pto.subset %{{.*}}[%[[C0]], %[[I]]] sizes [32, 16] : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=32, {{.*}}, fractal=1024, pad=0>
  // GENERIC: -> !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=16, v_row=32, v_col=?, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %sa = pto.subset %acc[%c0, %i] sizes [32, 16] : !pto.tile_buf<acc, 32x32xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.subset %{{.*}}[%[[C16]], %[[C0]]] sizes [8, 32] : !pto.tile_buf<loc=mat, dtype=f32, rows=32, cols=32, {{.*}}, blayout=row_major, slayout=col_major, fractal=512, pad=0>
  // GENERIC: -> !pto.tile_buf<loc=mat, dtype=f32, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
  %zn = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, slayout=col_major>
  %sz = pto.subset %zn[%c16, %c0] sizes [8, 32] : !pto.tile_buf<mat, 32x32xf32, slayout=col_major>
  return
}

// CHECK-LABEL: func.func @aliases
func.func @aliases() {
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[VT:!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 64x64xf32>
  // CHECK: pto.treshape %[[T]] : [[VT]] -> !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %r = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 32x128xf32>
  // Same bytes: the element type, layout and valid shape may change.
  // CHECK: pto.treshape %[[T]] : [[VT]] -> !pto.tile_buf<loc=vec, dtype=f32, rows=4096, cols=1, v_row=100, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>
  %r2 = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 4096x1xf32, valid=100x1, blayout=col_major>
  // CHECK: pto.treshape %[[T]] : [[VT]] -> !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=128, v_row=64, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %r3 = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x128xf16>
  // A boxed tile stays boxed.
  // CHECK: pto.treshape %{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, {{.*}}> -> !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
  %nz = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  %r4 = pto.treshape %nz : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major> -> !pto.tile_buf<mat, 16x64xf16, blayout=col_major, slayout=row_major>
  // bitcast keeps the shape and configuration and changes the element type.
  // CHECK: pto.bitcast %[[T]] : [[VT]] -> !pto.tile_buf<loc=vec, dtype=i32, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xi32>
  // A narrower element type reads a prefix of the bytes.
  // CHECK: pto.bitcast %[[T]] : [[VT]] -> !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %b2 = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xf16>
  return
}

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%[[I:[^:]*]]: index, %[[V:[^:]*]]: f16, %[[W:[^:]*]]: i32)
func.func @scalars(%i: index, %v: f16, %w: i32) -> f16 {
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[HT:!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // CHECK: %[[X:.*]] = pto.tgetval ins(%[[T]], %[[I]] : [[HT]], index) outs : f16
  %x = pto.tgetval ins(%t, %i : !pto.tile_buf<vec, 16x16xf16>, index) outs : f16
  // CHECK: pto.tsetval ins(%[[I]], %[[V]] : index, f16) outs(%[[T]] : [[HT]])
  pto.tsetval ins(%i, %v : index, f16) outs(%t : !pto.tile_buf<vec, 16x16xf16>)
  // tgetval reads vec tiles only (the scalar unit reads UB); tsetval also
  // writes other tiles.
  // CHECK: %[[U:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=mat, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %u = pto.alloc_tile : !pto.tile_buf<mat, 16x16xi32>
  // CHECK: pto.tsetval ins(%[[I]], %[[W]] : index, i32) outs(%[[U]] : [[IT]])
  pto.tsetval ins(%i, %w : index, i32) outs(%u : !pto.tile_buf<mat, 16x16xi32>)
  return %x : f16
}

// -----

// Level 3: every alloc_tile carries addr, and tiles may be rebound by hand.
// CHECK-LABEL: func.func @level3
// CHECK-SAME: (%[[A:[^:]*]]: i64, %[[B:[^:]*]]: i64, %[[R:[^:]*]]: index)
func.func @level3(%a: i64, %b: i64, %r: index) {
  // CHECK: pto.alloc_tile addr = %[[A]] : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %t = pto.alloc_tile addr = %a : !pto.tile_buf<vec, 64x64xf32>
  // CHECK: pto.alloc_tile addr = %[[B]] valid_row = %[[R]] valid_col = %[[R]] : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
  %u = pto.alloc_tile addr = %b valid_row = %r valid_col = %r : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
  // CHECK: %[[D:.*]] = pto.declare_tile -> [[MT:!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %d = pto.declare_tile -> !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // CHECK: pto.tassign %[[D]], %[[B]] : [[MT]] -> [[MT]]
  %d2 = pto.tassign %d, %b : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major> -> !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  return
}
