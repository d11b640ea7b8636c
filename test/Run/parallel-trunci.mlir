// arith.trunci (a TIR cast to a narrower integer) in a T.Parallel nest
// keeps the low bits, sign-extended, as C's conversion does on the chip's
// two's-complement integers: 70000 -> 4464, 65535 -> -1, -70000 -> -4464,
// 100 -> 100 (pto.tcvt alone would saturate: the value is first wrapped
// by shifts in i32). Both arches.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   FileCheck %s --check-prefix=PTO < %t.$a.pto && \
// RUN:   for v in 70000 65535 -70000 100; do \
// RUN:     pto-run %t.$a.pto --assume-ptoas-sync --arg fill:4x64:$v --arg zeros:4x64 --print | tail -1 | cut -d' ' -f1-4; \
// RUN:   done; \
// RUN: done | FileCheck %s
// PTO: pto.tshls
// PTO: pto.tshrs
// PTO: pto.tcvt
// CHECK: arg1 = 4464 4464
// CHECK-NEXT: arg1 = -1 -1
// CHECK-NEXT: arg1 = -4464 -4464
// CHECK-NEXT: arg1 = 100 100
// CHECK-NEXT: arg1 = 4464 4464
// CHECK-NEXT: arg1 = -1 -1
// CHECK-NEXT: arg1 = -4464 -4464
// CHECK-NEXT: arg1 = 100 100

func.func @trunc(%X: memref<4x64xi32> {tir.name = "X"}, %Y: memref<4x64xi16> {tir.name = "Y"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x64xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<4x64xi16, #tir.scope<"shared">>
    tir.copy %X, %a : memref<4x64xi32>, memref<4x64xi32, #tir.scope<"shared">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %j] : memref<4x64xi32, #tir.scope<"shared">>
        %z = arith.trunci %x : i32 to i16
        memref.store %z, %b[%i, %j] : memref<4x64xi16, #tir.scope<"shared">>
      }
    }
    tir.copy %b, %Y : memref<4x64xi16, #tir.scope<"shared">>, memref<4x64xi16>
  }
  return
}
