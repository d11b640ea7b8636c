// T.tile.sin, T.tile.cos and T.tile.pow on both arches against Python's
// math (Inputs/reference.py tile_math): angles in [-100, 100] with
// multiples of pi/2 among them, positive bases to exponents in [-3, 3];
// f32, and f16 computed in f32.
// RUN: rm -rf %t.f32 %t.f16
// RUN: %python %S/Inputs/make_inputs.py tile_math %t.f32 f32
// RUN: %python %S/Inputs/make_inputs.py tile_math %t.f16 f16
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=math_f32 --assume-ptoas-sync --arg %t.f32/x.npy --arg %t.f32/base.npy --arg %t.f32/exp.npy --arg zeros:4x64 --arg zeros:4x64 --arg zeros:4x64 --out-dir %t.$a.32 && \
// RUN:   %python %S/Inputs/reference.py tile_math %t.$a.32 0 f32 && \
// RUN:   pto-run %t.$a.pto --entry=math_f16 --assume-ptoas-sync --arg %t.f16/x.npy --arg %t.f16/base.npy --arg %t.f16/exp.npy --arg zeros:4x64 --arg zeros:4x64 --arg zeros:4x64 --out-dir %t.$a.16 && \
// RUN:   %python %S/Inputs/reference.py tile_math %t.$a.16 0 f16; \
// RUN:   rm -rf %t.$a.32 %t.$a.16; \
// RUN: done | FileCheck %s
// CHECK: @math_f32 ran 1 block, no errors
// CHECK-NEXT: tile_math: ok (768 values, f32)
// CHECK-NEXT: @math_f16 ran 1 block, no errors
// CHECK-NEXT: tile_math: ok (768 values, f16)
// CHECK-NEXT: @math_f32 ran 1 block, no errors
// CHECK-NEXT: tile_math: ok (768 values, f32)
// CHECK-NEXT: @math_f16 ran 1 block, no errors
// CHECK-NEXT: tile_math: ok (768 values, f16)

!g = memref<4x64xf32>
!t = memref<4x64xf32, #tir.scope<"shared">>
func.func @math_f32(%X: !g, %B: !g, %E: !g, %S: !g, %C: !g, %P: !g) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x" : !t
    %base = tir.alloc_buffer "base" : !t
    %exp = tir.alloc_buffer "exp" : !t
    %s = tir.alloc_buffer "s" : !t
    %c = tir.alloc_buffer "c" : !t
    tir.copy %X, %x : !g, !t
    tir.copy %B, %base : !g, !t
    tir.copy %E, %exp : !g, !t
    tir.tile <sin> ins(%x : !t) outs(%s : !t)
    tir.tile <cos> ins(%x : !t) outs(%c : !t)
    // In place, into the exponents' buffer.
    tir.tile <pow> ins(%base, %exp : !t, !t) outs(%exp : !t)
    tir.copy %s, %S : !t, !g
    tir.copy %c, %C : !t, !g
    tir.copy %exp, %P : !t, !g
  }
  return
}

!h = memref<4x64xf16>
!u = memref<4x64xf16, #tir.scope<"shared">>
func.func @math_f16(%X: !h, %B: !h, %E: !h, %S: !h, %C: !h, %P: !h) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x" : !u
    %base = tir.alloc_buffer "base" : !u
    %exp = tir.alloc_buffer "exp" : !u
    %s = tir.alloc_buffer "s" : !u
    %p = tir.alloc_buffer "p" : !u
    tir.copy %X, %x : !h, !u
    tir.copy %B, %base : !h, !u
    tir.copy %E, %exp : !h, !u
    tir.tile <sin> ins(%x : !u) outs(%s : !u)
    tir.tile <pow> ins(%base, %exp : !u, !u) outs(%p : !u)
    // In place.
    tir.tile <cos> ins(%x : !u) outs(%x : !u)
    tir.copy %s, %S : !u, !h
    tir.copy %x, %C : !u, !h
    tir.copy %p, %P : !u, !h
  }
  return
}
