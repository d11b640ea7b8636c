// T.atomic_add of elements the T.Parallel iterations compute (as in
// upstream TileLang's testing/python/language/test_tilelang_language_atomic.py
// `atomic_add_program`: each block adds its tile of A into B), on both
// arches and against an independent reference (Inputs/reference.py):
// tir-expand-element-atomics keeps the updates in a ub buffer of the nest's
// shape (or, for the loops the element does not follow, their sums: row
// and column sums) and adds it into the region with one atomic store.
// 2 x 2 x 3 blocks; three of them add into each output element. And a
// guarded add (`if i < 200: T.atomic_add(out[0], x[i] * x[i])`): the
// guard selects 0 where it fails.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry atomic_tiles --arg rand:3x64x64 --arg zeros:64x64 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py atomic_tiles %t.$a; rm -rf %t.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry atomic_row_sums --arg rand:3x64x64 --arg zeros:64 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py atomic_row_sums %t.$a; rm -rf %t.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry atomic_col_sums --arg rand:3x64x64 --arg zeros:3x64 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py atomic_col_sums %t.$a; rm -rf %t.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry atomic_guarded --blocks 2 --arg rand:256 --arg zeros:1 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py atomic_guarded %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: pto-run: @atomic_tiles ran 12 blocks, no errors
// CHECK-NEXT: atomic_tiles: ok (4096 values)
// CHECK-NEXT: pto-run: @atomic_row_sums ran 12 blocks, no errors
// CHECK-NEXT: atomic_row_sums: ok (64 values)
// CHECK-NEXT: pto-run: @atomic_col_sums ran 12 blocks, no errors
// CHECK-NEXT: atomic_col_sums: ok (192 values)
// CHECK-NEXT: pto-run: @atomic_guarded ran 2 blocks, no errors
// CHECK-NEXT: atomic_guarded: ok (1 values)
// CHECK-NEXT: pto-run: @atomic_tiles ran 12 blocks, no errors
// CHECK-NEXT: atomic_tiles: ok (4096 values)
// CHECK-NEXT: pto-run: @atomic_row_sums ran 12 blocks, no errors
// CHECK-NEXT: atomic_row_sums: ok (64 values)
// CHECK-NEXT: pto-run: @atomic_col_sums ran 12 blocks, no errors
// CHECK-NEXT: atomic_col_sums: ok (192 values)
// CHECK-NEXT: pto-run: @atomic_guarded ran 2 blocks, no errors
// CHECK-NEXT: atomic_guarded: ok (1 values)

func.func @atomic_tiles(%A: memref<3x64x64xf32> {tir.name = "A"}, %B: memref<64x64xf32> {tir.name = "B"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx, %by, %bz) in (2, 2, 3) attributes {threads = 32 : i64} {
    %A_shared = tir.alloc_buffer "A_shared" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    %m0 = arith.muli %bx, %c32 : index
    %n0 = arith.muli %by, %c32 : index
    %a = memref.subview %A[%bz, %m0, %n0] [1, 32, 32] [1, 1, 1] : memref<3x64x64xf32> to memref<32x32xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %A_shared : memref<32x32xf32, strided<[64, 1], offset: ?>>, memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %r = arith.addi %m0, %i : index
        %c = arith.addi %n0, %j : index
        %v = memref.load %A_shared[%i, %j] : memref<32x32xf32, #tir.scope<"shared.dyn">>
        tir.atomic <add> %B[%r, %c], %v : memref<64x64xf32>
      }
    }
  }
  return
}
func.func @atomic_row_sums(%A: memref<3x64x64xf32> {tir.name = "A"}, %S: memref<64xf32> {tir.name = "S"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx, %by, %bz) in (2, 2, 3) {
    %A_shared = tir.alloc_buffer "A_shared" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    %m0 = arith.muli %bx, %c32 : index
    %n0 = arith.muli %by, %c32 : index
    %a = memref.subview %A[%bz, %m0, %n0] [1, 32, 32] [1, 1, 1] : memref<3x64x64xf32> to memref<32x32xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %A_shared : memref<32x32xf32, strided<[64, 1], offset: ?>>, memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %r = arith.addi %m0, %i : index
        %v = memref.load %A_shared[%i, %j] : memref<32x32xf32, #tir.scope<"shared.dyn">>
        tir.atomic <add> %S[%r], %v : memref<64xf32>
      }
    }
  }
  return
}
func.func @atomic_col_sums(%A: memref<3x64x64xf32> {tir.name = "A"}, %S: memref<3x64xf32> {tir.name = "S"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  tir.kernel (%bx, %by, %bz) in (2, 2, 3) {
    %A_shared = tir.alloc_buffer "A_shared" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    %m0 = arith.muli %bx, %c32 : index
    %n0 = arith.muli %by, %c32 : index
    %a = memref.subview %A[%bz, %m0, %n0] [1, 32, 32] [1, 1, 1] : memref<3x64x64xf32> to memref<32x32xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %A_shared : memref<32x32xf32, strided<[64, 1], offset: ?>>, memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %c = arith.addi %n0, %j : index
        %v = memref.load %A_shared[%i, %j] : memref<32x32xf32, #tir.scope<"shared.dyn">>
        tir.atomic <add> %S[%bz, %c], %v : memref<3x64xf32>
      }
    }
  }
  return
}
func.func @atomic_guarded(%x: memref<256xf32> {tir.name = "x"}, %out: memref<1xf32> {tir.name = "out"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %c256 = arith.constant 256 : index
  tir.kernel (%bx) in (2) {
    tir.vector_function <simt> threads [256] {
      tir.for parallel %i = %c0 to %c256 step %c1 {
        %in = arith.cmpi slt, %i, %c200 : index
        scf.if %in {
          %v = memref.load %x[%i] : memref<256xf32>
          %vv = arith.mulf %v, %v : f32
          tir.atomic <add> %out[%c0], %vv : memref<1xf32>
        }
      }
    }
  }
  return
}
