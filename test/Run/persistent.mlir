// T.Persistent (tilelang-ascend / upstream TileLang): a wave loop over tiles
// that leaves with T.loop_break once its tile index passes the last tile.
// Shrunk: 5 tiles of 8 x 32 rows on 2 blocks, so 3 waves and block 1 breaks
// out of the last one (its tile 5 does not exist). y = 2 x on iota input,
// checked on both arches; ascend-clip-gm-regions does not warn about the
// guarded regions.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --blocks 2 --arg iota:40x32 --arg zeros:40x32 --print | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --blocks 2 --arg iota:40x32 --arg zeros:40x32 --print | FileCheck %s
// QUIET-NOT: warning
// CHECK: ran 2 blocks, no errors
// CHECK: arg1 = 0 2 4 6 8 {{.*}} 2552 2554 2556 2558{{$}}
func.func @persistent(%g: memref<40x32xf32>, %o: memref<40x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %two = arith.constant 2.0 : f32
  tir.kernel (%bx) in (2) {
    %x = tir.alloc_buffer "x" : memref<8x32xf32, #tir.scope<"shared">>
    tir.for serial %w = %c0 to %c3 step %c1 {
      %t0 = arith.muli %w, %c2 : index
      %t = arith.addi %t0, %bx : index
      %done = arith.cmpi sle, %c5, %t : index
      scf.if %done {
        tir.intrin "tl.loop_break"() : () -> ()
      }
      %row = arith.muli %t, %c8 : index
      %src = memref.subview %g[%row, 0] [8, 32] [1, 1] : memref<40x32xf32> to memref<8x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %src, %x : memref<8x32xf32, strided<[32, 1], offset: ?>>, memref<8x32xf32, #tir.scope<"shared">>
      tir.for parallel %i = %c0 to %c8 step %c1 {
        tir.for parallel %j = %c0 to %c32 step %c1 {
          %v = memref.load %x[%i, %j] : memref<8x32xf32, #tir.scope<"shared">>
          %m = arith.mulf %v, %two : f32
          memref.store %m, %x[%i, %j] : memref<8x32xf32, #tir.scope<"shared">>
        }
      }
      %dst = memref.subview %o[%row, 0] [8, 32] [1, 1] : memref<40x32xf32> to memref<8x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %x, %dst : memref<8x32xf32, #tir.scope<"shared">>, memref<8x32xf32, strided<[32, 1], offset: ?>>
    }
  }
  return
}
