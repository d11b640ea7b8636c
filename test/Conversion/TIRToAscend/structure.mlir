// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file | FileCheck %s

// A 1-D grid: the block index is the block id.
// CHECK: module attributes {ascend.arch = #ascend.arch<a3>}
// CHECK-LABEL: func.func @grid_1d
// CHECK-SAME: (%[[G:.*]]: memref<64xf32, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 8>}
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK-NOT: tir.kernel
// CHECK: memref.subview %[[G]][%[[IDX]]] [8] [1]
func.func @grid_1d(%g: memref<64xf32>) {
  tir.kernel (%bx) in (8) {
    %sv = memref.subview %g[%bx] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// Sections (T.Scope, T.Cube, T.Vector) are inlined; the cores they declare are recorded on the
// function (each once) for ascend-infer-core-type.
// CHECK-LABEL: func.func @scopes
// CHECK-SAME: attributes {ascend.grid = array<i64: 8>, ascend.section_cores = [#ascend.core_type<aic>]}
// CHECK-NOT: tir.section
// CHECK: memref.subview
// CHECK: memref.subview
func.func @scopes(%g: memref<64xf32>) {
  tir.kernel (%bx) in (8) {
    tir.section <cube> {
      %a = memref.subview %g[%bx] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    }
    tir.section <cube> {
      %b = memref.subview %g[%bx] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
    }
  }
  return
}

// -----

// A Cube section and Vector work outside it (tilelang-ascend's automatic
// Cube/Vector combination): the work outside goes to the core it needs,
// so no section cores are recorded (ascend-split-cube-vector splits the
// kernel as a developer-mode one).
// CHECK-LABEL: func.func @one_core_section_and_work_outside
// CHECK-SAME: attributes {ascend.grid = array<i64: 1>} {
// CHECK: ascend.load
// CHECK: ascend.vunary <relu>
func.func @one_core_section_and_work_outside(%g: memref<16x16xf16>) {
  tir.kernel (%bx) in (1) {
    %l1 = tir.alloc_buffer "l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
    %ub = tir.alloc_buffer "ub" : memref<16x16xf16, #tir.scope<"shared.dyn">>
    tir.section <cube> {
      tir.copy %g, %l1 : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.l1">>
    }
    tir.copy %g, %ub : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.dyn">>
    tir.tile <relu> ins(%ub : memref<16x16xf16, #tir.scope<"shared.dyn">>) outs(%ub : memref<16x16xf16, #tir.scope<"shared.dyn">>)
  }
  return
}

// -----

// tilelang-ascend's (cid, vid): a sub-block id the kernel does not use is
// dropped (each Vector core of the block would do the same work); the
// block index is cid.
// CHECK-LABEL: func.func @sub_block_unused
// CHECK-SAME: attributes {ascend.grid = array<i64: 8>}
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK-NOT: arith.remui
// CHECK: memref.subview %{{.*}}[%[[IDX]]] [8] [1]
func.func @sub_block_unused(%g: memref<64xf32>) {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
    %sv = memref.subview %g[%cid] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// An unused sub-block id in a Vector kernel that adds into global memory
// atomically (T.tile.atomic_add): each Vector core's add counts, so both
// run, each a block of its own (the grid records two per cid).
// CHECK-LABEL: func.func @sub_block_unused_atomic
// CHECK-SAME: attributes {ascend.grid = array<i64: 16>}
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK: %[[CID:.*]] = arith.divui %[[IDX]], %{{.*}} : index
// CHECK: memref.subview %{{.*}}[%[[CID]]] [8] [1]
// CHECK: ascend.store {{.*}} {atomic_add}
func.func @sub_block_unused_atomic(%g: memref<64xf32>) {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
    %x = tir.alloc_buffer "x" : memref<8xf32, #tir.scope<"shared.ub">>
    %sv = memref.subview %g[%cid] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    tir.copy %x, %sv {atomic_add} : memref<8xf32, #tir.scope<"shared.ub">>, memref<8xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// A used sub-block id numbers the Vector cores, each a block of its own:
// vid = idx % 2 (varying fastest), cid = idx / 2, and the grid records
// the two cores per cid in its first extent.
// CHECK-LABEL: func.func @sub_block_used
// CHECK-SAME: attributes {ascend.grid = array<i64: 16>}
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK: %[[VID:.*]] = arith.remui %[[IDX]], %[[C2]] : index
// CHECK: %[[CID:.*]] = arith.divui %[[IDX]], %[[C2]] : index
// CHECK: %[[OFF:.*]] = arith.addi %[[CID]], %[[VID]] : index
// CHECK: memref.subview %{{.*}}[%[[OFF]]] [4] [1]
func.func @sub_block_used(%g: memref<64xf32>) {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
    %off = arith.addi %cid, %vid : index
    %sv = memref.subview %g[%off] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// A kernel with a buffer in the Cube's memory does Cube work even with no
// gemm: its sub-block id is the Vector sub-block running the Vector part,
// and the grid is the blocks'.
// CHECK-LABEL: func.func @sub_block_cube_copy
// CHECK-SAME: attributes {ascend.grid = array<i64: 8>}
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK-NEXT: %[[VID:.*]] = ascend.subblock_idx : index
// CHECK: %[[OFF:.*]] = arith.addi %[[IDX]], %[[VID]] : index
// CHECK: memref.subview %{{.*}}[%[[OFF]], 0] [16, 16] [1, 1]
func.func @sub_block_cube_copy(%g: memref<64x16xf32>) {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
    %acc = tir.alloc_buffer "acc" : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
    %c = memref.subview %g[0, 0] [16, 16] [1, 1] : memref<64x16xf32> to memref<16x16xf32, strided<[16, 1]>>
    tir.copy %acc, %c : memref<16x16xf32, #tir.scope<"wmma.accumulator">>, memref<16x16xf32, strided<[16, 1]>>
    %off = arith.addi %cid, %vid : index
    %sv = memref.subview %g[%off, 0] [16, 16] [1, 1] : memref<64x16xf32> to memref<16x16xf32, strided<[16, 1], offset: ?>>
  }
  return
}

// -----

// With a 3-D grid, the sub-block id is split off first too, and the grid
// stays 3-D: (2 * 4, 1, 3).
// CHECK-LABEL: func.func @sub_block_3d
// CHECK-SAME: attributes {ascend.grid = array<i64: 8, 1, 3>}
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK: %[[VID:.*]] = arith.remui %[[IDX]], %{{.*}} : index
// CHECK: %[[REST:.*]] = arith.divui %[[IDX]], %{{.*}} : index
// CHECK: %[[BX:.*]] = arith.remui %[[REST]], %{{.*}} : index
func.func @sub_block_3d(%g: memref<64xf32>) {
  tir.kernel (%cid, %y, %z) in (4, 1, 3) sub_block (%vid) in 2 {
    %off = arith.addi %cid, %vid : index
    %sv = memref.subview %g[%off] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// A 3-D grid (4, 5, 6): bx = idx % 4, by = (idx / 4) % 5, bz = idx / 4 / 5.
// CHECK-LABEL: func.func @grid_3d
// CHECK-SAME: attributes {ascend.grid = array<i64: 4, 5, 6>}
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK: %[[BX:.*]] = arith.remui %[[IDX]], %[[C4]] : index
// CHECK: %[[R1:.*]] = arith.divui %[[IDX]], %[[C4]] : index
// CHECK: %[[BY:.*]] = arith.remui %[[R1]], %[[C5]] : index
// CHECK: %[[BZ:.*]] = arith.divui %[[R1]], %[[C5]] : index
// CHECK: arith.addi %[[BX]], %[[BY]] : index
// CHECK: arith.addi %{{.*}}, %[[BZ]] : index
func.func @grid_3d() {
  tir.kernel (%bx, %by, %bz) in (4, 5, 6) {
    %s = arith.addi %bx, %by : index
    %t = arith.addi %s, %bz : index
  }
  return
}

// -----

// A dynamic extent divides by the value; no ascend.grid is recorded.
// CHECK-LABEL: func.func @grid_dynamic
// CHECK-SAME: (%[[N:.*]]: index) {
// CHECK: %[[IDX:.*]] = ascend.block_idx : index
// CHECK: arith.remui %[[IDX]], %[[N]] : index
// CHECK: arith.divui %[[IDX]], %[[N]] : index
func.func @grid_dynamic(%n: index) {
  tir.kernel (%bx, %by) in (%n, 2) {
    %s = arith.addi %bx, %by : index
  }
  return
}

// -----

// Loops become scf.for; T.Pipelined keeps its depth as ascend.num_stages.
// CHECK-LABEL: func.func @loops
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index)
// CHECK: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[S]] {
// CHECK: scf.for %[[K:.*]] = %[[I]] to %[[UB]] step %[[S]] {
// CHECK: } {ascend.num_stages = 3 : i64}
// CHECK: }
// CHECK: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] {
// CHECK-NOT: ascend.num_stages
// CHECK: return
func.func @loops(%lb: index, %ub: index, %s: index) {
  tir.for serial %i = %lb to %ub step %s {
    tir.for pipelined %k = %i to %ub step %s attributes {num_stages = 3 : i64} {
    }
  }
  tir.for unrolled %i = %lb to %ub step %s {
  }
  return
}

// -----

// T.Persistent's wave loop leaves with `if t >= tiles: T.loop_break()`: the
// scf.for carries a flag that turns true there and stays true, and the rest of
// the body runs only while it is false.
// CHECK-LABEL: func.func @persistent_break
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[R:.*]] = scf.for %[[W:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[STOPPED:.*]] = %[[FALSE]]) -> (i1) {
// CHECK:   %[[PAST:.*]] = arith.cmpi sle, %{{.*}}, %[[W]] : index
// CHECK:   %[[STOP:.*]] = arith.ori %[[STOPPED]], %[[PAST]] : i1
// CHECK:   %[[TRUE:.*]] = arith.constant true
// CHECK:   %[[GO:.*]] = arith.xori %[[STOP]], %[[TRUE]] : i1
// CHECK:   scf.if %[[GO]] {
// CHECK:     ascend.pipe_barrier <ALL>
// CHECK:   }
// CHECK:   scf.yield %[[STOP]] : i1
// CHECK-NOT: tl.loop_break
func.func @persistent_break() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  tir.for serial %w = %c0 to %c5 step %c1 {
    %past = arith.cmpi sle, %c3, %w : index
    scf.if %past {
      tir.intrin "tl.loop_break"() : () -> ()
    }
    tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
  }
  return
}

// -----

// T.SimtVF / T.SimdVF: the scope is inlined; its T.Parallel loop is tile
// work like any other.
// CHECK-LABEL: func.func @vector_functions
// CHECK-NOT: tir.vector_function
// CHECK: ascend.vbinary <add>
// CHECK: ascend.vunary <exp>
func.func @vector_functions() {
  tir.kernel (%bx) in (4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %x = tir.alloc_buffer "x" : memref<64xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<64xf32, #tir.scope<"shared.dyn">>
    tir.vector_function <simt> threads [64] {
      tir.for parallel %i = %c0 to %c64 step %c1 {
        %v = memref.load %x[%i] : memref<64xf32, #tir.scope<"shared.dyn">>
        %s = arith.addf %v, %v : f32
        memref.store %s, %y[%i] : memref<64xf32, #tir.scope<"shared.dyn">>
      }
    }
    tir.vector_function <simd> {
      tir.for parallel %i = %c0 to %c64 step %c1 {
        %v = memref.load %y[%i] : memref<64xf32, #tir.scope<"shared.dyn">>
        %e = math.exp %v : f32
        memref.store %e, %x[%i] : memref<64xf32, #tir.scope<"shared.dyn">>
      }
    }
  }
  return
}
