// pto-run's tcvt on both arches: a float narrowed in the cast's mode
// (f32 -> f16 FLOOR / CEIL rounds the mantissa down / up: 0.7 is between
// the f16 values 0.699707031 and 0.700195312; 0.5, 1, 2 and 3 are exact),
// and a float converted to an
// integer saturating at the integer's range (f16 -> i8: 130 -> 127,
// -130 -> -128), as the hardware does.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg iota:1x32 --arg zeros:1x32 --arg zeros:1x32 --arg zeros:1x32 --print; \
// RUN: done | FileCheck %s

// CHECK: arg1 = 0 0.0999755859 0.199951172 0.299804688 0.399902344 0.5 0.599609375 0.699707031 {{.*}} 1 {{.*}} 2 {{.*}} 3 3.09960938{{$}}
// CHECK-NEXT: arg2 = 0 0.100036621 0.200073242 0.300048828 0.400146484 0.5 0.600097656 0.700195312 {{.*}} 1 {{.*}} 2 {{.*}} 3 3.1015625{{$}}
// CHECK-NEXT: arg3 = 0 -10 -20 {{.*}} -110 -120 -128 -128 {{.*}} -128{{$}}
// CHECK: arg1 = 0 0.0999755859 0.199951172 0.299804688 0.399902344 0.5 0.599609375 0.699707031 {{.*}} 1 {{.*}} 2 {{.*}} 3 3.09960938{{$}}
// CHECK-NEXT: arg2 = 0 0.100036621 0.200073242 0.300048828 0.400146484 0.5 0.600097656 0.700195312 {{.*}} 1 {{.*}} 2 {{.*}} 3 3.1015625{{$}}
// CHECK-NEXT: arg3 = 0 -10 -20 {{.*}} -110 -120 -128 -128 {{.*}} -128{{$}}

!f = memref<1x32xf32, #tir.scope<"shared">>
!h = memref<1x32xf16, #tir.scope<"shared">>
!i = memref<1x32xi8, #tir.scope<"shared">>
func.func @cvt_modes(%in: memref<1x32xf32> {tir.name = "In"},
                     %lo: memref<1x32xf16> {tir.name = "Lo"},
                     %up: memref<1x32xf16> {tir.name = "Up"},
                     %sat: memref<1x32xi8> {tir.name = "Sat"}) {
  tir.kernel (%bx) in (1) {
    %tenth = arith.constant 0.1 : f32
    %m100 = arith.constant -100.0 : f32
    %x = tir.alloc_buffer "x" : !f
    %y = tir.alloc_buffer "y" : !f
    %h = tir.alloc_buffer "h" : !h
    %i = tir.alloc_buffer "i" : !i
    tir.copy %in, %x : memref<1x32xf32>, !f
    tir.tile <mul> ins(%x : !f) scalar(%tenth : f32) outs(%y : !f)
    tir.tile <cast> ins(%y : !f) outs(%h : !h) {mode = #tir.cast_mode<floor>}
    tir.copy %h, %lo : !h, memref<1x32xf16>
    tir.tile <cast> ins(%y : !f) outs(%h : !h) {mode = #tir.cast_mode<ceil>}
    tir.copy %h, %up : !h, memref<1x32xf16>
    tir.tile <mul> ins(%y : !f) scalar(%m100 : f32) outs(%y : !f)
    tir.tile <cast> ins(%y : !f) outs(%h : !h) {mode = #tir.cast_mode<rint>}
    tir.tile <cast> ins(%h : !h) outs(%i : !i)
    tir.copy %i, %sat : !i, memref<1x32xi8>
  }
  return
}
