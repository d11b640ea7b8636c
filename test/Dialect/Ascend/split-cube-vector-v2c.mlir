// ascend-split-cube-vector on a5 hands Vector results to the Cube through
// the tile FIFO (UB -> L1 directly): the Vector part pushes its ub tile
// (each sub-block its half of the rows where the rows are split), and the
// Cube part pops the slot and works on it in place of its l1 buffer,
// which is gone, and frees it at the end of the hand-off's block (after
// any later pass has moved the reads, as ascend-split-gemm-k does). With Cube results
// too, the FIFO goes both ways.
// RUN: pto-opt %s --ascend-split-cube-vector -split-input-file | FileCheck %s
// RUN: pto-opt %s --ascend-split-cube-vector -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @chain(%out: memref<32x32xf32, #ascend.address_space<gm>>)
    attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %s = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %p = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %o = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  scf.for %k = %c0 to %c2 step %c1 {
    ascend.mmad ins(%a, %b : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
    ascend.cross_core_copy ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%s : memref<32x32xf32, #ascend.address_space<ub>>)
    ascend.vcast ins(%s : memref<32x32xf32, #ascend.address_space<ub>>) outs(%p : memref<32x32xf16, #ascend.address_space<ub>>)
    ascend.cross_core_copy ins(%p : memref<32x32xf16, #ascend.address_space<ub>>) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
    ascend.load_l0 ins(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a : memref<32x32xf16, #ascend.address_space<l0a>>)
    ascend.mmad ins(%a, %b : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%o : memref<32x32xf32, #ascend.address_space<l0c>>) init(%false)
  }
  ascend.fixpipe ins(%o : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%out : memref<32x32xf32, #ascend.address_space<gm>>)
  return
}
}

// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: call @chain_aic(
// CHECK-NEXT: call @chain_aiv(

// CHECK-LABEL: func.func private @chain_aiv(
// CHECK: ascend.initialize_pipe directions <both> slot_size(4096) peer(@chain_aic)
// CHECK: %[[P:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: scf.for
// CHECK: ascend.pop_from_aic split <rows> : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.free_from_aic split <rows>
// CHECK: ascend.vcast ins(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>) outs(%[[P]] :
// CHECK-NEXT: ascend.push_to_aic ins(%[[P]] : memref<16x32xf16, #ascend.address_space<ub>>) split <rows>
// CHECK-NOT: ascend.load_l0

// CHECK-LABEL: func.func private @chain_aic(
// CHECK: ascend.initialize_pipe directions <both> slot_size(4096) peer(@chain_aiv)
// CHECK-NOT: memref<32x32xf16, #ascend.address_space<l1>>
// CHECK: scf.for
// CHECK: ascend.push_to_aiv ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) split <rows>
// CHECK-NEXT: %[[PL1:.*]] = ascend.pop_from_aiv split <rows> : memref<32x32xf16, #ascend.address_space<l1>>
// CHECK-NEXT: ascend.load_l0 ins(%[[PL1]] : memref<32x32xf16, #ascend.address_space<l1>>)
// CHECK-NEXT: ascend.mmad
// CHECK-NEXT: ascend.free_from_aiv split <rows>
// CHECK-NEXT: }
// CHECK: ascend.fixpipe

// -----

// A region of the buffer read after other work: the slot is freed after
// the region's use, at the end of the block.
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @region(%out: memref<32x32xf32, #ascend.address_space<gm>>) {
  %true = arith.constant true
  %a = memref.alloc() : memref<32x16xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %p = memref.alloc() : memref<32x32xf16, #ascend.address_space<ub>>
  %p_l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %one = arith.constant 1.0 : f16
  ascend.vdup ins(%one : f16) outs(%p : memref<32x32xf16, #ascend.address_space<ub>>)
  ascend.cross_core_copy ins(%p : memref<32x32xf16, #ascend.address_space<ub>>) outs(%p_l1 : memref<32x32xf16, #ascend.address_space<l1>>)
  %half = memref.subview %p_l1[0, 0] [32, 16] [1, 1] : memref<32x32xf16, #ascend.address_space<l1>> to memref<32x16xf16, strided<[32, 1]>, #ascend.address_space<l1>>
  ascend.mmad ins(%a, %b : memref<32x16xf16, #ascend.address_space<l0a>>, memref<16x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
  ascend.load_l0 ins(%half : memref<32x16xf16, strided<[32, 1]>, #ascend.address_space<l1>>) outs(%a : memref<32x16xf16, #ascend.address_space<l0a>>)
  ascend.mmad ins(%a, %b : memref<32x16xf16, #ascend.address_space<l0a>>, memref<16x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%out : memref<32x32xf32, #ascend.address_space<gm>>)
  return
}
}

// CHECK-LABEL: func.func private @region_aic(
// CHECK: %[[SLOT:.*]] = ascend.pop_from_aiv split <rows> : memref<32x32xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[HALF:.*]] = memref.subview %[[SLOT]][0, 0] [32, 16] [1, 1]
// CHECK-NEXT: ascend.mmad
// CHECK-NEXT: ascend.load_l0 ins(%[[HALF]] :
// CHECK-NEXT: ascend.mmad
// CHECK-NEXT: ascend.fixpipe
// CHECK-NEXT: ascend.free_from_aiv split <rows>
// CHECK-NEXT: return

// -----

// A 16-row tile is whole NZ boxes, its 8-row halves are not: the rows are
// not split, and both sub-blocks push the whole tile.
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @sixteen(%a: memref<16x32xf16, #ascend.address_space<l0a>>) {
  %one = arith.constant 1.0 : f16
  %p = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
  %p_l1 = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  ascend.vdup ins(%one : f16) outs(%p : memref<16x32xf16, #ascend.address_space<ub>>)
  ascend.cross_core_copy ins(%p : memref<16x32xf16, #ascend.address_space<ub>>) outs(%p_l1 : memref<16x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%p_l1 : memref<16x32xf16, #ascend.address_space<l1>>) outs(%a : memref<16x32xf16, #ascend.address_space<l0a>>)
  return
}
}

// CHECK-LABEL: func.func private @sixteen_aiv(
// CHECK: ascend.push_to_aic ins(%{{.*}} : memref<16x32xf16, #ascend.address_space<ub>>) split <none>
// CHECK-LABEL: func.func private @sixteen_aic(
// CHECK: ascend.pop_from_aiv split <none> : memref<16x32xf16, #ascend.address_space<l1>>
// REMARK: remark: both Vector sub-blocks run the whole Vector work and sub-block 0 writes the results: a sub-block's half of a tile handed to the Cube would not be whole NZ fractal boxes (16 rows), as UB -> L1 takes it
