// tilelang-ascend's T.tile.cast / round / clamp end to end, on both arches,
// on values with ties: x = iota / 4 - 4 (-4, -3.75, ..., 3.75).
// R = round(x), half away from zero (-3.5 -> -4, -2.5 -> -3, 0.5 -> 1,
// -0.25 -> -0); C = clamp(x, -2, 2.5); I = i8(f16(min(max(x, -1), 1.5))):
// the f32 -> f16 cast in FLOOR mode is exact here (the mode rounds the
// mantissa, not to an integer), the f16 -> i8 one (CAST_NONE, as rint)
// rounds ties to even (-0.5 -> 0, 0.5 -> 0, 1.5 -> 2).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg iota:1x32 --arg zeros:1x32 --arg zeros:1x32 --arg zeros:1x32 --print; \
// RUN: done | FileCheck %s

// CHECK: arg1 = -4 -4 -4 -3 -3 -3 -3 -2 -2 -2 -2 -1 -1 -1 -1 -0 0 0 1 1 1 1 2 2 2 2 3 3 3 3 4 4
// CHECK-NEXT: arg2 = -2 -2 -2 -2 -2 -2 -2 -2 -2 -1.75 -1.5 -1.25 -1 -0.75 -0.5 -0.25 0 0.25 0.5 0.75 1 1.25 1.5 1.75 2 2.25 2.5 2.5 2.5 2.5 2.5 2.5
// CHECK-NEXT: arg3 = -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 0 0 0 0 0 1 1 1 2 2 2 2 2 2 2 2 2 2
// CHECK: arg1 = -4 -4 -4 -3 -3 -3 -3 -2 -2 -2 -2 -1 -1 -1 -1 -0 0 0 1 1 1 1 2 2 2 2 3 3 3 3 4 4
// CHECK-NEXT: arg2 = -2 -2 -2 -2 -2 -2 -2 -2 -2 -1.75 -1.5 -1.25 -1 -0.75 -0.5 -0.25 0 0.25 0.5 0.75 1 1.25 1.5 1.75 2 2.25 2.5 2.5 2.5 2.5 2.5 2.5
// CHECK-NEXT: arg3 = -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 0 0 0 0 0 1 1 1 2 2 2 2 2 2 2 2 2 2

!f = memref<1x32xf32, #tir.scope<"shared">>
!h = memref<1x32xf16, #tir.scope<"shared">>
!i = memref<1x32xi8, #tir.scope<"shared">>
func.func @cast_round_clamp(%in: memref<1x32xf32> {tir.name = "In"},
                            %r: memref<1x32xf32> {tir.name = "R"},
                            %c: memref<1x32xf32> {tir.name = "C"},
                            %o: memref<1x32xi8> {tir.name = "I"}) {
  tir.kernel (%bx) in (1) {
    %quarter = arith.constant 0.25 : f32
    %four = arith.constant -4.0 : f32
    %lo = arith.constant -2.0 : f32
    %hi = arith.constant 2.5 : f32
    %m1 = arith.constant -1.0 : f32
    %p15 = arith.constant 1.5 : f32
    %x = tir.alloc_buffer "x" : !f
    %y = tir.alloc_buffer "y" : !f
    %h = tir.alloc_buffer "h" : !h
    %i = tir.alloc_buffer "i" : !i
    tir.copy %in, %x : memref<1x32xf32>, !f
    tir.tile <mul> ins(%x : !f) scalar(%quarter : f32) outs(%x : !f)
    tir.tile <add> ins(%x : !f) scalar(%four : f32) outs(%x : !f)
    tir.tile <round> ins(%x : !f) outs(%y : !f)
    tir.copy %y, %r : !f, memref<1x32xf32>
    tir.tile <clamp> ins(%x : !f) scalar(%lo, %hi : f32, f32) outs(%y : !f)
    tir.copy %y, %c : !f, memref<1x32xf32>
    tir.tile <clamp_min> ins(%x : !f) scalar(%m1 : f32) outs(%y : !f)
    tir.tile <clamp_max> ins(%y : !f) scalar(%p15 : f32) outs(%y : !f)
    tir.tile <cast> ins(%y : !f) outs(%h : !h) {mode = #tir.cast_mode<floor>}
    tir.tile <cast> ins(%h : !h) outs(%i : !i)
    tir.copy %i, %o : !i, memref<1x32xi8>
  }
  return
}
