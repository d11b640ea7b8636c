// Upstream TileLang's T.reduce_bitand / bitor / bitxor (tir.reduce <bitand |
// bitor | bitxor>, written as loops by tir-expand-bitwise-reductions) on
// both arches, with ptoas's synchronisation and tirpto's, on iota inputs:
// @bitwise32 reduces an 8 x 21 int32 buffer down the rows (or) and along
// them (and; xor combined into the old contents, 5), all in scalar steps
// (a3's Vector core has no 32-bit and / or / xor); @bitwise16 reduces a
// 15 x 64 int16 buffer down the rows (xor; or into the old contents,
// 4096) with one vector operation per row.
// RUN: for a in a3 a5; do for s in ptoas tirpto; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=$s" %s -o %t.$a.$s.pto && \
// RUN:   pto-run %t.$a.$s.pto --entry=bitwise32 $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:8x21 --arg zeros:1x21 --arg zeros:1x8 --arg fill:8x1:5 --print && \
// RUN:   pto-run %t.$a.$s.pto --entry=bitwise16 $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:15x64 --arg zeros:1x64 --arg fill:64:4096 --print; \
// RUN: done; done | FileCheck %s
// The 16-bit reductions are vector work on row windows on both arches.
// RUN: for a in a3 a5; do pto-opt --tir-to-pto-pipeline="arch=$a" %s; done | FileCheck %s --check-prefix=PTO
// CHECK:      @bitwise32 ran 1 block, no errors
// CHECK:      arg1 = 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255{{ *$}}
// CHECK-NEXT: arg2 = 0 0 32 0 64 96 0 128{{ *$}}
// CHECK-NEXT: arg3 = 17 16 59 58 109 108 151 150{{ *$}}
// CHECK:      @bitwise16 ran 1 block, no errors
// CHECK:      arg1 = 960 961 962 963 964 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK-NEXT: arg2 = 5056 5057 5058 5059 {{.*}} 5116 5117 5118 5119{{ *$}}
// CHECK:      @bitwise32 ran 1 block, no errors
// CHECK:      arg1 = 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255{{ *$}}
// CHECK-NEXT: arg2 = 0 0 32 0 64 96 0 128{{ *$}}
// CHECK-NEXT: arg3 = 17 16 59 58 109 108 151 150{{ *$}}
// CHECK:      @bitwise16 ran 1 block, no errors
// CHECK:      arg1 = 960 961 962 963 964 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK-NEXT: arg2 = 5056 5057 5058 5059 {{.*}} 5116 5117 5118 5119{{ *$}}
// CHECK:      @bitwise32 ran 1 block, no errors
// CHECK:      arg1 = 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255{{ *$}}
// CHECK-NEXT: arg2 = 0 0 32 0 64 96 0 128{{ *$}}
// CHECK-NEXT: arg3 = 17 16 59 58 109 108 151 150{{ *$}}
// CHECK:      @bitwise16 ran 1 block, no errors
// CHECK:      arg1 = 960 961 962 963 964 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK-NEXT: arg2 = 5056 5057 5058 5059 {{.*}} 5116 5117 5118 5119{{ *$}}
// CHECK:      @bitwise32 ran 1 block, no errors
// CHECK:      arg1 = 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255{{ *$}}
// CHECK-NEXT: arg2 = 0 0 32 0 64 96 0 128{{ *$}}
// CHECK-NEXT: arg3 = 17 16 59 58 109 108 151 150{{ *$}}
// CHECK:      @bitwise16 ran 1 block, no errors
// CHECK:      arg1 = 960 961 962 963 964 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK-NEXT: arg2 = 5056 5057 5058 5059 {{.*}} 5116 5117 5118 5119{{ *$}}
// PTO-LABEL: func.func @bitwise16(
// PTO:       scf.for %{{.*}} = %c1 to %c15 step %c1 {
// PTO-NEXT:    %[[ROW:.*]] = pto.subset %{{.*}}[%{{.*}}, %c0] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=i16, rows=15, cols=64
// PTO-NEXT:    pto.txor ins(%[[C:[0-9]+]], %[[ROW]], %{{.*}} : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=64, {{.*}}) outs(%[[C]] :
// PTO:       scf.for %{{.*}} = %c0 to %c15 step %c1 {
// PTO-NEXT:    %[[ROW2:.*]] = pto.subset
// PTO-NEXT:    pto.tor ins(%[[D:[0-9]+]], %[[ROW2]] : {{.*}}) outs(%[[D]] :
// PTO-LABEL: func.func @bitwise16(
// PTO:       scf.for %{{.*}} = %c1 to %c15 step %c1 {
// PTO-NEXT:    %[[ROW:.*]] = pto.subset %{{.*}}[%{{.*}}, %c0] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=i16, rows=15, cols=64
// PTO-NEXT:    pto.txor ins(%[[C:[0-9]+]], %[[ROW]], %{{.*}} : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=64, {{.*}}) outs(%[[C]] :
// PTO:       scf.for %{{.*}} = %c0 to %c15 step %c1 {
// PTO-NEXT:    %[[ROW2:.*]] = pto.subset
// PTO-NEXT:    pto.tor ins(%[[D:[0-9]+]], %[[ROW2]] : {{.*}}) outs(%[[D]] :

!a32 = memref<8x21xi32, #tir.scope<"shared">>
!a16 = memref<15x64xi16, #tir.scope<"shared">>
func.func @bitwise32(%A: memref<8x21xi32> {tir.name = "A"},
                     %C: memref<21xi32> {tir.name = "C"},
                     %R: memref<8xi32> {tir.name = "R"},
                     %X: memref<8x1xi32> {tir.name = "X"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : !a32
    %c = tir.alloc_buffer "c" : memref<21xi32, #tir.scope<"shared">>
    %r = tir.alloc_buffer "r" : memref<8xi32, #tir.scope<"shared">>
    %x = tir.alloc_buffer "x" : memref<8x1xi32, #tir.scope<"shared">>
    tir.copy %A, %a : memref<8x21xi32>, !a32
    tir.reduce <bitor> %a, %c {dim = 0 : i64} : !a32, memref<21xi32, #tir.scope<"shared">>
    tir.reduce <bitand> %a, %r : !a32, memref<8xi32, #tir.scope<"shared">>
    tir.copy %X, %x : memref<8x1xi32>, memref<8x1xi32, #tir.scope<"shared">>
    tir.reduce <bitxor> %a, %x {clear = false} : !a32, memref<8x1xi32, #tir.scope<"shared">>
    tir.copy %c, %C : memref<21xi32, #tir.scope<"shared">>, memref<21xi32>
    tir.copy %r, %R : memref<8xi32, #tir.scope<"shared">>, memref<8xi32>
    tir.copy %x, %X : memref<8x1xi32, #tir.scope<"shared">>, memref<8x1xi32>
  }
  return
}
func.func @bitwise16(%A: memref<15x64xi16> {tir.name = "A"},
                     %C: memref<1x64xi16> {tir.name = "C"},
                     %D: memref<64xi16> {tir.name = "D"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : !a16
    %c = tir.alloc_buffer "c" : memref<1x64xi16, #tir.scope<"shared">>
    %d = tir.alloc_buffer "d" : memref<64xi16, #tir.scope<"shared">>
    tir.copy %A, %a : memref<15x64xi16>, !a16
    tir.reduce <bitxor> %a, %c {dim = 0 : i64} : !a16, memref<1x64xi16, #tir.scope<"shared">>
    tir.copy %D, %d : memref<64xi16>, memref<64xi16, #tir.scope<"shared">>
    tir.reduce <bitor> %a, %d {dim = 0 : i64, clear = false} : !a16, memref<64xi16, #tir.scope<"shared">>
    tir.copy %c, %C : memref<1x64xi16, #tir.scope<"shared">>, memref<1x64xi16>
    tir.copy %d, %D : memref<64xi16, #tir.scope<"shared">>, memref<64xi16>
  }
  return
}
