// RUN: pto-opt %s --tir-expand-element-atomics | FileCheck %s

// T.atomic_add(counter[0], 1.0) from every iteration of a T.Parallel nest
// (upstream's example_atomic.py): a one-element ub buffer filled with 0
// before the nest, `acc[0] += v` in it, and one atomic copy of the sum
// into the element after it. Nothing else changes.
// CHECK-LABEL: func.func @in_nest
// CHECK: tir.vector_function <simt> threads [256] {
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ACC:.*]] = tir.alloc_buffer "counter_atomic" : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tir.fill %[[ACC]], %[[ZERO]] : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: tir.for parallel %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[ACC]][%[[C0]]] : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %[[ONE]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[ACC]][%[[C0]]] : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: }
// CHECK-NEXT: %[[E:.*]] = memref.subview %{{.*}}[%{{.*}}] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: tir.copy %[[ACC]], %[[E]] {atomic_add} : memref<1xf32, #tir.scope<"shared.dyn">>, memref<1xf32, strided<[1], offset: ?>>
// CHECK-NOT: tir.atomic
func.func @in_nest(%counter: memref<1xf32> {tir.name = "counter"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  tir.kernel (%bx) in (8) {
    tir.vector_function <simt> threads [256] {
      %one = arith.constant 1.0 : f32
      tir.for parallel %i = %c0 to %c256 step %c1 {
        tir.atomic <add> %counter[%c0], %one : memref<1xf32>
      }
    }
  }
  return
}

// A 2-D nest adding values it loads into an int32 element of a rank-2
// tensor chosen by the block: the buffer has the tensor's rank, the sum
// is an addi, and the copy is of the element at the block's indices.
// CHECK-LABEL: func.func @in_2d_nest
// CHECK: %[[ACC:.*]] = tir.alloc_buffer "hist_atomic" : memref<1x1xi32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: tir.fill %[[ACC]], %[[ZERO]] : memref<1x1xi32, #tir.scope<"shared.dyn">>
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: tir.for parallel %[[J:.*]] =
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]] : memref<4x32xi32>
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[ACC]][%[[C0:.*]], %[[C0]]] : memref<1x1xi32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[OLD]], %[[X]] : i32
// CHECK-NEXT: memref.store %[[SUM]], %[[ACC]][%[[C0]], %[[C0]]]
// CHECK: %[[E:.*]] = memref.subview %{{.*}}[%[[BX:.*]], %[[BX]]] [1, 1] [1, 1] : memref<8x8xi32> to memref<1x1xi32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: tir.copy %[[ACC]], %[[E]] {atomic_add}
func.func @in_2d_nest(%x: memref<4x32xi32> {tir.name = "x"},
                      %hist: memref<8x8xi32> {tir.name = "hist"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx) in (8) {
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %v = memref.load %x[%i, %j] : memref<4x32xi32>
        tir.atomic <add> %hist[%bx, %bx], %v : memref<8x8xi32>
      }
    }
  }
  return
}

// In scalar code the buffer holds the value itself.
// CHECK-LABEL: func.func @scalar
// CHECK: %[[ACC:.*]] = tir.alloc_buffer "out_atomic" : memref<1xf16, #tir.scope<"shared.dyn">>
// CHECK-NEXT: tir.fill %[[ACC]], %[[V:.*]] : memref<1xf16, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[E:.*]] = memref.subview %{{.*}}[%[[BX:.*]]] [1] [1]
// CHECK-NEXT: tir.copy %[[ACC]], %[[E]] {atomic_add}
func.func @scalar(%out: memref<8xf16> {tir.name = "out"}, %v: f16) {
  tir.kernel (%bx) in (8) {
    tir.atomic <add> %out[%bx], %v : memref<8xf16>
  }
  return
}

// Elements the nest's loops compute (`B[m0 + i, n0 + j]`, upstream's
// test_tilelang_language_atomic.py): the buffer has the nest's shape, the
// region of B starts at the offsets the indices add to the loop indices.
// CHECK-LABEL: func.func @per_element
// CHECK: tir.kernel
// CHECK-NEXT: %[[M0:.*]] = arith.muli
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ACC:.*]] = tir.alloc_buffer "B_atomic" : memref<16x32xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tir.fill %[[ACC]], %[[ZERO]]
// CHECK-NEXT: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: tir.for parallel %[[J:.*]] =
// CHECK: %[[OLD:.*]] = memref.load %[[ACC]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[ACC]][%[[I]], %[[J]]]
// CHECK: %[[R:.*]] = memref.subview %{{.*}}[%[[M0]], %[[C0]]] [16, 32] [1, 1] : memref<64x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT: tir.copy %[[ACC]], %[[R]] {atomic_add} : memref<16x32xf32, #tir.scope<"shared.dyn">>, memref<16x32xf32, strided<[32, 1], offset: ?>>
func.func @per_element(%x: memref<16x32xf32> {tir.name = "x"},
                       %B: memref<64x32xf32> {tir.name = "B"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx) in (4) {
    %m0 = arith.muli %bx, %c16 : index
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %r = arith.addi %m0, %i : index
        %v = memref.load %x[%i, %j] : memref<16x32xf32>
        tir.atomic <add> %B[%r, %j], %v : memref<64x32xf32>
      }
    }
  }
  return
}

// An element that follows some of the loops (the columns, at the block's
// row): the buffer has one dimension per loop followed, its updates are
// column sums, and the region of S is a row, rank-reduced to the buffer's.
// CHECK-LABEL: func.func @column_sums
// CHECK: %[[ACC:.*]] = tir.alloc_buffer "S_atomic" : memref<32xf32, #tir.scope<"shared.dyn">>
// CHECK: tir.for parallel %{{.*}} =
// CHECK-NEXT: tir.for parallel %[[J:.*]] =
// CHECK: memref.load %[[ACC]][%[[J]]]
// CHECK: memref.store %{{.*}}, %[[ACC]][%[[J]]]
// CHECK: %[[R:.*]] = memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [1, 32] [1, 1] : memref<4x32xf32> to memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT: tir.copy %[[ACC]], %[[R]] {atomic_add} : memref<32xf32, #tir.scope<"shared.dyn">>, memref<32xf32, strided<[1], offset: ?>>
func.func @column_sums(%x: memref<16x32xf32> {tir.name = "x"},
                       %S: memref<4x32xf32> {tir.name = "S"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx) in (4) {
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %v = memref.load %x[%i, %j] : memref<16x32xf32>
        tir.atomic <add> %S[%bx, %j], %v : memref<4x32xf32>
      }
    }
  }
  return
}

// The importer computes constants and offsets in the nest's body (the
// printed TIR's `counter[bx * 2]` inside the loop): values the nest does
// not change are computed again before it for the region.
// CHECK-LABEL: func.func @offsets_in_body
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %{{.*}}, %[[C2]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[ACC:.*]] = tir.alloc_buffer "counter_atomic" : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK: tir.for parallel
// CHECK: memref.store %{{.*}}, %[[ACC]][%[[C0]]]
// CHECK: %[[E:.*]] = memref.subview %{{.*}}[%[[OFF]]] [1] [1] : memref<16xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: tir.copy %[[ACC]], %[[E]] {atomic_add}
func.func @offsets_in_body(%counter: memref<16xf32> {tir.name = "counter"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  tir.kernel (%bx) in (8) {
    tir.for parallel %i = %c0 to %c256 step %c1 {
      %c2 = arith.constant 2 : index
      %off = arith.muli %bx, %c2 : index
      %one = arith.constant 1.0 : f32
      tir.atomic <add> %counter[%off], %one : memref<16xf32>
    }
  }
  return
}

// A guarded add (`if i < 200: T.atomic_add(out[0], x[i] * x[i])`): the
// guard's values are computed in the nest, the value is `select(c, v, 0)`
// and the guard is gone.
// CHECK-LABEL: func.func @guarded
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : index
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[I]]] : memref<256xf32>
// CHECK-NEXT: %[[XX:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[V:.*]] = arith.select %[[IN]], %[[XX]], %[[ZERO]] : f32
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[ACC:.*]][%{{.*}}] : memref<1xf32, #tir.scope<"shared.dyn">>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %[[V]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[ACC]]
// CHECK-NEXT: }
// CHECK-NOT: scf.if
func.func @guarded(%x: memref<256xf32> {tir.name = "x"}, %out: memref<1xf32> {tir.name = "out"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %c256 = arith.constant 256 : index
  tir.for parallel %i = %c0 to %c256 step %c1 {
    %in = arith.cmpi slt, %i, %c200 : index
    scf.if %in {
      %v = memref.load %x[%i] : memref<256xf32>
      %vv = arith.mulf %v, %v : f32
      tir.atomic <add> %out[%c0], %vv : memref<1xf32>
    }
  }
  return
}
