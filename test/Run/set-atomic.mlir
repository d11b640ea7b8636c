// T.set_atomic("add") ... T.set_atomic_none() end to end on both arches:
// three blocks each copy their row of A into the same row of C while the
// mode is "add", so C holds the sum of A's rows (pto-run reports the three
// stores as a race if they do not add); the copy after the mode is cleared
// overwrites D.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=set_atomic --assume-ptoas-sync --arg iota:3x32 --arg zeros:1x32 --arg zeros:1x32 --print; \
// RUN: done | FileCheck %s
// CHECK: @set_atomic ran 3 blocks, no errors
// CHECK: arg1 = 96 99 102 105 108 111 114 117 120 123 126 129 132 135 138 141 144 147 150 153 156 159 162 165 168 171 174 177 180 183 186 189
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// CHECK: @set_atomic ran 3 blocks, no errors
// CHECK: arg1 = 96 99 102 105 108 111 114 117 120 123 126 129 132 135 138 141 144 147 150 153 156 159 162 165 168 171 174 177 180 183 186 189
// CHECK-NEXT: arg2 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31

func.func @set_atomic(%A: memref<3x32xf32> {tir.name = "A"},
                      %C: memref<1x32xf32> {tir.name = "C"},
                      %D: memref<1x32xf32> {tir.name = "D"}) {
  tir.kernel (%bx) in (3) {
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<1x32xf32, #tir.scope<"shared.dyn">>
    %a = memref.subview %A[%bx, 0] [1, 32] [1, 1] : memref<3x32xf32> to memref<1x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %a, %x : memref<1x32xf32, strided<[32, 1], offset: ?>>, memref<1x32xf32, #tir.scope<"shared.dyn">>
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    tir.copy %x, %C : memref<1x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32>
    tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
    %c0 = arith.constant 0 : index
    %is0 = arith.cmpi eq, %bx, %c0 : index
    scf.if %is0 {
      tir.copy %x, %D : memref<1x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32>
    }
  }
  return
}
