// RUN: pto-opt %s --tir-stage-global-parallel -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-stage-global-parallel="budget=2048" -split-input-file | FileCheck %s --check-prefix=SMALL

// Upstream TileLang's SimtVF vector add: the three buffers fit in one
// chunk; A and B are copied in, C out, the nest computes on ub buffers.
// CHECK-LABEL: func.func @vector_add
// CHECK: tir.kernel
// CHECK-DAG: %[[A:.*]] = tir.alloc_buffer "A_staged" : memref<1024xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[B:.*]] = tir.alloc_buffer "B_staged" : memref<1024xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[C:.*]] = tir.alloc_buffer "C_staged" : memref<1024xf32, #tir.scope<"shared">>
// CHECK: tir.vector_function <simt>
// CHECK-NOT: tir.for serial
// CHECK: %[[AR:.*]] = memref.subview %arg0[0] [1024] [1]
// CHECK: %[[BR:.*]] = memref.subview %arg1[0] [1024] [1]
// CHECK: %[[CR:.*]] = memref.subview %arg2[0] [1024] [1]
// CHECK: tir.copy %[[AR]], %[[A]]
// CHECK: tir.copy %[[BR]], %[[B]]
// CHECK: tir.for parallel %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]]]
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[I]]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]]]
// CHECK: tir.copy %[[C]], %[[CR]]
// With a 2048-byte budget: chunks of 2048 / 12 -> 128 elements, 8 of them.
// SMALL-LABEL: func.func @vector_add
// SMALL: tir.alloc_buffer "A_staged" : memref<128xf32, #tir.scope<"shared">>
// SMALL: tir.for serial %[[K:.*]] = %{{.*}} to %[[N:.*]] step
// SMALL: %[[START:.*]] = arith.muli %[[K]], %{{.*}} : index
// SMALL: memref.subview %arg0[%[[START]]] [128] [1] : memref<1024xf32> to memref<128xf32, strided<[1], offset: ?>>
// SMALL: tir.for parallel %{{.*}} = %{{.*}} to %{{.*}} step
func.func @vector_add(%A: memref<1024xf32> {tir.name = "A"}, %B: memref<1024xf32> {tir.name = "B"}, %C: memref<1024xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    tir.vector_function <simt> threads [128] {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 1024 : index
      tir.for parallel %i = %c0 to %n step %c1 {
        %a = memref.load %A[%i] : memref<1024xf32>
        %b = memref.load %B[%i] : memref<1024xf32>
        %s = arith.addf %a, %b : f32
        memref.store %s, %C[%i] : memref<1024xf32>
      }
    }
  }
  return
}

// -----

// A 2-D nest: chunks of whole rows (2048 / 12 -> 128 elements: one 96-
// element row, so 64 chunks of one row with the budget); B read at a fixed
// column offset; the loop index of the original nest is the chunk's start
// plus the new one.
// SMALL-LABEL: func.func @two_d
// SMALL-DAG: %[[A:.*]] = tir.alloc_buffer "A_staged" : memref<1x96xf32, #tir.scope<"shared">>
// SMALL-DAG: %[[B:.*]] = tir.alloc_buffer "B_staged" : memref<1x96xf32, #tir.scope<"shared">>
// SMALL: tir.for serial %[[K:.*]] =
// SMALL: %[[ROW:.*]] = arith.muli %[[K]]
// SMALL: memref.subview %arg0[%[[ROW]], 0] [1, 96] [1, 1]
// SMALL: memref.subview %arg1[%[[ROW]], %{{.*}}] [1, 96] [1, 1] : memref<64x128xf32> to memref<1x96xf32, strided<[128, 1], offset: ?>>
// SMALL: tir.for parallel %[[I:.*]] =
// SMALL: tir.for parallel %[[J:.*]] =
// SMALL: memref.load %[[A]][%[[I]], %[[J]]]
// SMALL: memref.load %[[B]][%[[I]], %[[J]]]
// With the default budget: 32768 / 12 -> 2048 elements, 16 rows a chunk.
// CHECK-LABEL: func.func @two_d
// CHECK: tir.alloc_buffer "A_staged" : memref<16x96xf32, #tir.scope<"shared">>
// CHECK: tir.for serial %{{.*}} = %{{.*}} to %[[FOUR:.*]] step
func.func @two_d(%A: memref<64x96xf32> {tir.name = "A"}, %B: memref<64x128xf32> {tir.name = "B"}, %C: memref<64x96xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %m = arith.constant 64 : index
    %n = arith.constant 96 : index
    %two = arith.constant 2.0 : f32
    tir.for parallel %i = %c0 to %m step %c1 {
      tir.for parallel %j = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %j] : memref<64x96xf32>
        %jj = arith.addi %j, %c32 : index
        %b = memref.load %B[%i, %jj] : memref<64x128xf32>
        %p = arith.mulf %a, %two : f32
        %s = arith.addf %p, %b : f32
        memref.store %s, %C[%i, %j] : memref<64x96xf32>
      }
    }
  }
  return
}

// -----

// A fixed row of a 2-D tensor (the block's), read and written in place:
// one rank-reduced region, copied in and out.
// CHECK-LABEL: func.func @row
// CHECK: %[[X:.*]] = tir.alloc_buffer "X_staged" : memref<1000xf32, #tir.scope<"shared">>
// CHECK: %[[R:.*]] = memref.subview %arg0[%{{.*}}, 0] [1, 1000] [1, 1] : memref<4x1000xf32> to memref<1000xf32, strided<[1], offset: ?>>
// CHECK: tir.copy %[[R]], %[[X]]
// CHECK: tir.for parallel
// CHECK: tir.copy %[[X]], %[[R]]
// With chunks of 512, the last one reaches past the 1000 columns, which are
// the whole row: its regions reach past the tensor (clipped later).
// SMALL-LABEL: func.func @row
// SMALL: tir.alloc_buffer "X_staged" : memref<512xf32, #tir.scope<"shared">>
// SMALL: tir.for serial
func.func @row(%X: memref<4x1000xf32> {tir.name = "X"}) {
  tir.kernel (%bx) in (4) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 1000 : index
    %s = arith.constant 3.0 : f32
    tir.for parallel %j = %c0 to %n step %c1 {
      %x = memref.load %X[%bx, %j] : memref<4x1000xf32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %X[%bx, %j] : memref<4x1000xf32>
    }
  }
  return
}

// -----

// Left as they are (convert-tir-to-ascend reports them): a transposed
// access, a loop index used twice (the diagonal), a computed index (and
// two index forms of one buffer).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: _staged
// SMALL-LABEL: func.func @left_alone
// SMALL-NOT: _staged
func.func @left_alone(%A: memref<64x64xf32> {tir.name = "A"}, %B: memref<2048xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    tir.for parallel %i = %c0 to %c64 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %a = memref.load %A[%j, %i] : memref<64x64xf32>
        memref.store %a, %A[%i, %j] : memref<64x64xf32>
      }
    }
    tir.for parallel %i = %c0 to %c64 step %c1 {
      %d = memref.load %A[%i, %i] : memref<64x64xf32>
      memref.store %d, %A[%i, %i] : memref<64x64xf32>
    }
    tir.for parallel %i = %c0 to %c1024 step %c1 {
      %k = arith.muli %i, %c2 : index
      %b = memref.load %B[%k] : memref<2048xf32>
      memref.store %b, %B[%i] : memref<2048xf32>
    }
  }
  return
}

// -----

// A loop over part of a dimension: one chunk of its 1000 elements (the
// default budget), but chunks of 512 would write past the loop's end into
// elements it does not own: left as it is.
// CHECK-LABEL: func.func @part
// CHECK: tir.alloc_buffer "B_staged" : memref<1000xf32, #tir.scope<"shared">>
// SMALL-LABEL: func.func @part
// SMALL-NOT: _staged
func.func @part(%B: memref<2048xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    tir.for parallel %i = %c0 to %c1000 step %c1 {
      %b = memref.load %B[%i] : memref<2048xf32>
      %d = arith.addf %b, %b : f32
      memref.store %d, %B[%i] : memref<2048xf32>
    }
  }
  return
}

// -----

// A store under a branch may skip elements of the chunk: the buffer it
// writes is copied in first too, so the skipped elements keep their values.
// CHECK-LABEL: func.func @guarded
// SMALL-LABEL: func.func @guarded
// CHECK-DAG: %[[A:.*]] = tir.alloc_buffer "A_staged"
// CHECK-DAG: %[[C:.*]] = tir.alloc_buffer "C_staged"
// CHECK: tir.copy %{{.*}}, %[[A]]
// CHECK: tir.copy %[[CR:.*]], %[[C]]
// CHECK: tir.for parallel
// CHECK: scf.if
// CHECK: tir.copy %[[C]], %[[CR]]
func.func @guarded(%A: memref<1024xf32> {tir.name = "A"}, %C: memref<1024xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 1024 : index
    %h = arith.constant 0.5 : f32
    tir.for parallel %i = %c0 to %n step %c1 {
      %a = memref.load %A[%i] : memref<1024xf32>
      %p = arith.cmpf ogt, %a, %h : f32
      scf.if %p {
        memref.store %a, %C[%i] : memref<1024xf32>
      }
    }
  }
  return
}

// -----

// A nest that also indexes a local buffer by its loop indices is staged in
// one chunk (the local buffer's indices stay the nest's), whatever the
// budget.
// SMALL-LABEL: func.func @with_local
// SMALL: tir.alloc_buffer "A_staged" : memref<1000xf32, #tir.scope<"shared">>
// SMALL-NOT: tir.for serial
func.func @with_local(%A: memref<1000xf32> {tir.name = "A"}, %C: memref<1000xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %w = tir.alloc_buffer "w" : memref<1000xf32, #tir.scope<"shared">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 1000 : index
    tir.for parallel %i = %c0 to %n step %c1 {
      %a = memref.load %A[%i] : memref<1000xf32>
      %b = memref.load %w[%i] : memref<1000xf32, #tir.scope<"shared">>
      %s = arith.addf %a, %b : f32
      memref.store %s, %C[%i] : memref<1000xf32>
    }
  }
  return
}

// -----

// Left as they are: a constant offset that reads past the tensor (A has
// 1024 elements, the loop reads A[100 .. 1099]), a fixed index after a
// loop dimension (its region would not be contiguous rows).
// CHECK-LABEL: func.func @past_and_trailing
// CHECK-NOT: _staged
// SMALL-LABEL: func.func @past_and_trailing
// SMALL-NOT: _staged
func.func @past_and_trailing(%A: memref<1024xf32> {tir.name = "A"}, %C: memref<1000xf32> {tir.name = "C"}, %X: memref<4x8xf32> {tir.name = "X"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c100 = arith.constant 100 : index
    %n = arith.constant 1000 : index
    tir.for parallel %i = %c0 to %n step %c1 {
      %j = arith.addi %i, %c100 : index
      %a = memref.load %A[%j] : memref<1024xf32>
      memref.store %a, %C[%i] : memref<1000xf32>
    }
    tir.for parallel %i = %c0 to %c4 step %c1 {
      %x = memref.load %X[%i, %c1] : memref<4x8xf32>
      memref.store %x, %X[%i, %c0] : memref<4x8xf32>
    }
  }
  return
}

// -----

// Upstream's SIMT form with a bounds guard (example_mhc_head_compute_mix):
// the row offset computed in the body (`bx * 32`, the same in every
// iteration) is the regions' offset, computed before them; base[j], read
// along the inner loop only, is staged as a row of its chunk; scale[0], one
// element, stays a scalar read; the guarded store copies its region in.
// CHECK-LABEL: func.func @guarded_rows
// CHECK: tir.kernel (%[[BX:.*]]) in
// CHECK-DAG: %[[X:.*]] = tir.alloc_buffer "x_staged" : memref<32x4xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[B:.*]] = tir.alloc_buffer "base_staged" : memref<4xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[O:.*]] = tir.alloc_buffer "out_staged" : memref<32x4xf32, #tir.scope<"shared">>
// CHECK: %[[ROW:.*]] = arith.muli %[[BX]], %{{.*}} : index
// CHECK: %[[XR:.*]] = memref.subview %arg0[%[[ROW]], 0] [32, 4] [1, 1]
// CHECK: %[[BR:.*]] = memref.subview %arg2[0] [4] [1]
// CHECK: %[[OR:.*]] = memref.subview %arg3[%{{.*}}, 0] [32, 4] [1, 1]
// CHECK: tir.copy %[[XR]], %[[X]]
// CHECK: tir.copy %[[BR]], %[[B]]
// CHECK: tir.copy %[[OR]], %[[O]]
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK: tir.for parallel %[[J:.*]] =
// CHECK: scf.if
// CHECK: memref.load %[[X]][%[[I]], %[[J]]]
// CHECK: memref.load %arg1[%{{.*}}] : memref<1xf32>
// CHECK: memref.load %[[B]][%[[J]]]
// CHECK: memref.store %{{.*}}, %[[O]][%[[I]], %[[J]]]
// CHECK: tir.copy %[[O]], %[[OR]]
// With a 2048-byte budget, the same one chunk (2048 / 12 -> 128 elements).
// SMALL-LABEL: func.func @guarded_rows
// SMALL: tir.alloc_buffer "x_staged" : memref<32x4xf32, #tir.scope<"shared">>
// SMALL-NOT: tir.for serial
func.func @guarded_rows(%x: memref<?x4xf32> {tir.name = "x"}, %scale: memref<1xf32> {tir.name = "scale"}, %base: memref<4xf32> {tir.name = "base"}, %out: memref<?x4xf32> {tir.name = "out"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %n = memref.dim %x, %c0 : memref<?x4xf32>
  %grid = arith.ceildivsi %n, %c32 : index
  tir.kernel (%bx) in (%grid) {
    tir.for parallel %i = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c4 step %c1 {
        %r0 = arith.muli %bx, %c32 : index
        %row = arith.addi %r0, %i : index
        %p = arith.cmpi slt, %row, %n : index
        scf.if %p {
          %r1 = arith.muli %bx, %c32 : index
          %row1 = arith.addi %r1, %i : index
          %v = memref.load %x[%row1, %j] : memref<?x4xf32>
          %s = memref.load %scale[%c0] : memref<1xf32>
          %m = arith.mulf %v, %s : f32
          %b = memref.load %base[%j] : memref<4xf32>
          %y = arith.addf %m, %b : f32
          %r2 = arith.muli %bx, %c32 : index
          %row2 = arith.addi %r2, %i : index
          memref.store %y, %out[%row2, %j] : memref<?x4xf32>
        }
      }
    }
  }
  return
}

// -----

// Left as they are: a store that does not follow every loop (each row of
// the nest would write the same elements of w), an element written and
// also read as a scalar, and the same buffer at two different indices.
// CHECK-LABEL: func.func @not_staged
// CHECK-NOT: _staged
// SMALL-LABEL: func.func @not_staged
// SMALL-NOT: _staged
func.func @not_staged(%A: memref<8x16xf32> {tir.name = "A"}, %w: memref<16xf32> {tir.name = "w"}, %s: memref<4xf32> {tir.name = "s"}, %B: memref<8x16xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    tir.for parallel %i = %c0 to %c8 step %c1 {
      tir.for parallel %j = %c0 to %c16 step %c1 {
        %a = memref.load %A[%i, %j] : memref<8x16xf32>
        memref.store %a, %w[%j] : memref<16xf32>
      }
    }
    tir.for parallel %i = %c0 to %c8 step %c1 {
      tir.for parallel %j = %c0 to %c16 step %c1 {
        %a = memref.load %A[%i, %j] : memref<8x16xf32>
        %t = memref.load %s[%c0] : memref<4xf32>
        %u = arith.addf %a, %t : f32
        memref.store %u, %s[%c1] : memref<4xf32>
        memref.store %u, %B[%i, %j] : memref<8x16xf32>
      }
    }
    tir.for parallel %i = %c0 to %c8 step %c1 {
      tir.for parallel %j = %c0 to %c16 step %c1 {
        %r = arith.addi %i, %c0 : index
        %a = memref.load %A[%i, %j] : memref<8x16xf32>
        %b = memref.load %B[%r, %j] : memref<8x16xf32>
        %u = arith.addf %a, %b : f32
        memref.store %u, %B[%i, %j] : memref<8x16xf32>
      }
    }
  }
  return
}

// -----

// One element of a staged buffer (x[0] next to x[i]) stays a scalar read
// of global memory; a scalar read's index computed in the body is computed
// before the nest; with chunks of the outer loop (SMALL), an index used as
// a value is computed in the innermost body, so the nest stays perfect.
// CHECK-LABEL: func.func @scalar_beside_staged
// CHECK: %[[K:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK: tir.for parallel %[[J:.*]] =
// CHECK-DAG: memref.load %{{.*}}[%[[I]], %[[J]]] : memref<16x64xf32, #tir.scope<"shared">>
// CHECK-DAG: memref.load %arg0[%{{.*}}, %{{.*}}] : memref<16x64xf32>
// CHECK-DAG: memref.load %arg1[%[[K]]] : memref<8xf32>
// SMALL-LABEL: func.func @scalar_beside_staged
// SMALL: tir.for serial %[[C:.*]] =
// SMALL: tir.for parallel %[[I:.*]] =
// SMALL: tir.for parallel %[[J:.*]] =
// SMALL: arith.addi %{{.*}}, %[[I]] : index
func.func @scalar_beside_staged(%x: memref<16x64xf32> {tir.name = "x"}, %s: memref<8xf32> {tir.name = "s"}, %y: memref<16x64xf32> {tir.name = "y"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %v = memref.load %x[%i, %j] : memref<16x64xf32>
        %v0 = memref.load %x[%c0, %c0] : memref<16x64xf32>
        %k = arith.addi %bx, %c1 : index
        %sv = memref.load %s[%k] : memref<8xf32>
        %d = arith.subf %v, %v0 : f32
        %e = arith.mulf %d, %sv : f32
        %ic = arith.index_cast %i : index to i32
        %f = arith.sitofp %ic : i32 to f32
        %g = arith.addf %e, %f : f32
        memref.store %g, %y[%i, %j] : memref<16x64xf32>
      }
    }
  }
  return
}

// -----

// A read-only per-row vector whose chunk is one row (rows of 8192 f32):
// one element per chunk, read as a scalar at the chunk's row.
// CHECK-LABEL: func.func @row_per_chunk
// CHECK-NOT: w_staged
// CHECK: tir.for serial %[[C:.*]] =
// CHECK: tir.for parallel
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<2x4xf32>
// SMALL-LABEL: func.func @row_per_chunk
func.func @row_per_chunk(%x: memref<8x8192xf32> {tir.name = "x"}, %w: memref<2x4xf32> {tir.name = "w"}, %y: memref<8x8192xf32> {tir.name = "y"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8192 = arith.constant 8192 : index
  tir.kernel (%bx) in (2) {
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c8192 step %c1 {
        %f = arith.muli %bx, %c4 : index
        %r = arith.addi %f, %i : index
        %v = memref.load %x[%r, %j] : memref<8x8192xf32>
        %s = memref.load %w[%bx, %i] : memref<2x4xf32>
        %p = arith.mulf %v, %s : f32
        memref.store %p, %y[%r, %j] : memref<8x8192xf32>
      }
    }
  }
  return
}

// -----

// An index of several constants added to the loop index (`base[j + 8 + 4]`,
// the mHC split of packed mixes): the region starts at their sum.
// CHECK-LABEL: func.func @nested_offsets
// CHECK: %[[BASE:.*]] = tir.alloc_buffer "base_staged" : memref<4xf32, #tir.scope<"shared">>
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[REGION:.*]] = memref.subview %arg0[%[[AT]]] [4] [1] : memref<24xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK: tir.copy %[[REGION]], %[[BASE]]
// CHECK: tir.for parallel %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[BASE]][%[[J]]]
func.func @nested_offsets(%base: memref<24xf32> {tir.name = "base"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %y = tir.alloc_buffer "y" : memref<4xf32, #tir.scope<"shared">>
    tir.vector_function <simt> threads [32] {
      tir.for parallel %j = %c0 to %c4 step %c1 {
        %j8 = arith.addi %j, %c8 : index
        %j12 = arith.addi %j8, %c4 : index
        %b = memref.load %base[%j12] : memref<24xf32>
        memref.store %b, %y[%j] : memref<4xf32, #tir.scope<"shared">>
      }
    }
  }
  return
}
