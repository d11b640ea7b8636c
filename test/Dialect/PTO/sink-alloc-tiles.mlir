// pto-sink-alloc-tiles: a tile allocated above a loop it is not used in is
// allocated past the loop (the last one before its first use), so that
// ptoas's planner does not keep it live across the loop; tiles moved past
// one loop keep their order; a tile used in or before the first loop, one
// with no loop before its first use, and tiles with an address (level 3)
// stay.
// RUN: pto-opt %s --pto-sink-alloc-tiles -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @after_loops
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[IN:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32
// CHECK-NEXT: %[[EARLY:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32
// CHECK-NEXT: pto.texpands ins(%{{.*}} : f32) outs(%[[EARLY]] :
// CHECK-NEXT: scf.for
// CHECK-NEXT:   pto.tadds ins(%[[IN]], %{{.*}} : {{.*}}) outs(%[[IN]] :
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK-NEXT:   pto.tadds ins(%[[IN]], %{{.*}} : {{.*}}) outs(%[[IN]] :
// CHECK-NEXT: }
// CHECK-NEXT: %[[LATE:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32
// CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32
// CHECK-NEXT: %[[B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=32
// CHECK-NEXT: pto.tcvt ins(%[[IN]] {{.*}}) outs(%[[A]] :
// CHECK-NEXT: pto.tcvt ins(%[[IN]] {{.*}}) outs(%[[B]] :
// CHECK-NEXT: pto.tmov ins(%[[IN]] : {{.*}}) outs(%[[LATE]] :
func.func @after_loops(%s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %in = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf16>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x32xi32>
  %early = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  pto.texpands ins(%s : f32) outs(%early : !pto.tile_buf<vec, 16x32xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    pto.tadds ins(%in, %s : !pto.tile_buf<vec, 16x32xf32>, f32) outs(%in : !pto.tile_buf<vec, 16x32xf32>)
  }
  scf.for %i = %c0 to %c4 step %c1 {
    pto.tadds ins(%in, %s : !pto.tile_buf<vec, 16x32xf32>, f32) outs(%in : !pto.tile_buf<vec, 16x32xf32>)
  }
  %late = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>
  pto.tcvt ins(%in {rmode = #pto<round_mode RINT>} : !pto.tile_buf<vec, 16x32xf32>) outs(%a : !pto.tile_buf<vec, 16x32xf16>)
  pto.tcvt ins(%in {rmode = #pto<round_mode RINT>} : !pto.tile_buf<vec, 16x32xf32>) outs(%b : !pto.tile_buf<vec, 16x32xi32>)
  pto.tmov ins(%in : !pto.tile_buf<vec, 16x32xf32>) outs(%late : !pto.tile_buf<vec, 16x32xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @placed
// CHECK: pto.alloc_tile addr
// CHECK-NEXT: pto.alloc_tile addr
// CHECK-NEXT: scf.for
func.func @placed(%s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a0 = arith.constant 0 : i64
  %a1 = arith.constant 2048 : i64
  %in = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 16x32xf32>
  %out = pto.alloc_tile addr = %a1 : !pto.tile_buf<vec, 16x32xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    pto.tadds ins(%in, %s : !pto.tile_buf<vec, 16x32xf32>, f32) outs(%in : !pto.tile_buf<vec, 16x32xf32>)
  }
  pto.tmov ins(%in : !pto.tile_buf<vec, 16x32xf32>) outs(%out : !pto.tile_buf<vec, 16x32xf32>)
  return
}
