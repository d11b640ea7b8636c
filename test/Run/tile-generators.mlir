// tilelang-ascend's T.tile generators, shifts, leaky_relu and row_expand_*
// end to end, on both arches: idx = (5, 6, ..., 20) << 2; m = (100, 97, ...,
// 7) (an arith_progression with difference -3 over a 4x8 tile, counted row
// by row) >> 1 (arithmetic); l = leaky_relu(iota - 16, 0.5); r[i, j] =
// iota[i, j] * w[i] with w = (0, 1, 2, 3); s[i, j] = iota[i, j] - w[i];
// d[i, j] = iota[i, j] / (w[i] + 1).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg zeros:16 --arg zeros:4x8 --arg iota:4x8 --arg iota:4 --arg zeros:4x8 --arg zeros:4x8 --arg zeros:4x8 --arg zeros:4x8 --print; \
// RUN: done | FileCheck %s

// CHECK: arg0 = 20 24 28 32 36 40 44 48 52 56 60 64 68 72 76 80{{$}}
// CHECK-NEXT: arg1 = 50 48 47 45 44 42 41 39 38 36 35 33 32 30 29 27 26 24 23 21 20 18 17 15 14 12 11 9 8 6 5 3{{$}}
// CHECK: arg4 = -8 -7.5 -7 -6.5 -6 -5.5 -5 -4.5 -4 -3.5 -3 -2.5 -2 -1.5 -1 -0.5 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15{{$}}
// CHECK-NEXT: arg5 = 0 0 0 0 0 0 0 0 8 9 10 11 12 13 14 15 32 34 36 38 40 42 44 46 72 75 78 81 84 87 90 93{{$}}
// CHECK-NEXT: arg6 = 0 1 2 3 4 5 6 7 7 8 9 10 11 12 13 14 14 15 16 17 18 19 20 21 21 22 23 24 25 26 27 28{{$}}
// CHECK-NEXT: arg7 = 0 1 2 3 4 5 6 7 4 4.5 5 5.5 6 6.5 7 7.5 5.33333349 5.66666651 6 6.33333349 6.66666651 7 7.33333349 7.66666651 6 6.25 6.5 6.75 7 7.25 7.5 7.75{{$}}
// CHECK: arg0 = 20 24 28 32 36 40 44 48 52 56 60 64 68 72 76 80{{$}}
// CHECK-NEXT: arg1 = 50 48 47 45 44 42 41 39 38 36 35 33 32 30 29 27 26 24 23 21 20 18 17 15 14 12 11 9 8 6 5 3{{$}}
// CHECK: arg4 = -8 -7.5 -7 -6.5 -6 -5.5 -5 -4.5 -4 -3.5 -3 -2.5 -2 -1.5 -1 -0.5 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15{{$}}
// CHECK-NEXT: arg5 = 0 0 0 0 0 0 0 0 8 9 10 11 12 13 14 15 32 34 36 38 40 42 44 46 72 75 78 81 84 87 90 93{{$}}
// CHECK-NEXT: arg6 = 0 1 2 3 4 5 6 7 7 8 9 10 11 12 13 14 14 15 16 17 18 19 20 21 21 22 23 24 25 26 27 28{{$}}
// CHECK-NEXT: arg7 = 0 1 2 3 4 5 6 7 4 4.5 5 5.5 6 6.5 7 7.5 5.33333349 5.66666651 6 6.33333349 6.66666651 7 7.33333349 7.66666651 6 6.25 6.5 6.75 7 7.25 7.5 7.75{{$}}

!m = memref<4x8xi32, #tir.scope<"shared.ub">>
!f = memref<4x8xf32, #tir.scope<"shared.ub">>
!v = memref<16xi32, #tir.scope<"shared.ub">>
func.func @generators(%idx_g: memref<16xi32>, %m_g: memref<4x8xi32>, %x_g: memref<4x8xf32>,
                      %w_g: memref<4xf32>, %l_g: memref<4x8xf32>, %r_g: memref<4x8xf32>,
                      %s_g: memref<4x8xf32>, %d_g: memref<4x8xf32>) {
  tir.kernel (%bx) in (1) {
    %c5 = arith.constant 5 : i32
    %c100 = arith.constant 100 : i32
    %cm3 = arith.constant -3 : i32
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %m16 = arith.constant -16.0 : f32
    %half = arith.constant 0.5 : f32
    %idx = tir.alloc_buffer "idx" : !v
    %m = tir.alloc_buffer "m" : !m
    %x = tir.alloc_buffer "x" : !f
    %l = tir.alloc_buffer "l" : !f
    %r = tir.alloc_buffer "r" : !f
    %w = tir.alloc_buffer "w" : memref<4xf32, #tir.scope<"shared.ub">>
    tir.tile <createvecindex> scalar(%c5 : i32) outs(%idx : !v)
    tir.tile <bitwise_lshift> ins(%idx : !v) scalar(%c2 : i32) outs(%idx : !v)
    tir.copy %idx, %idx_g : !v, memref<16xi32>
    tir.tile <arith_progression> scalar(%c100, %cm3 : i32, i32) outs(%m : !m)
    tir.tile <bitwise_rshift> ins(%m : !m) scalar(%c1 : i32) outs(%m : !m)
    tir.copy %m, %m_g : !m, memref<4x8xi32>
    tir.copy %x_g, %x : memref<4x8xf32>, !f
    tir.tile <add> ins(%x : !f) scalar(%m16 : f32) outs(%l : !f)
    tir.tile <leaky_relu> ins(%l : !f) scalar(%half : f32) outs(%l : !f)
    tir.copy %l, %l_g : !f, memref<4x8xf32>
    tir.copy %w_g, %w : memref<4xf32>, memref<4xf32, #tir.scope<"shared.ub">>
    tir.tile <row_expand_mul> ins(%x, %w : !f, memref<4xf32, #tir.scope<"shared.ub">>) outs(%r : !f)
    tir.copy %r, %r_g : !f, memref<4x8xf32>
    tir.tile <row_expand_sub> ins(%x, %w : !f, memref<4xf32, #tir.scope<"shared.ub">>) outs(%r : !f)
    tir.copy %r, %s_g : !f, memref<4x8xf32>
    %one = arith.constant 1.0 : f32
    tir.tile <add> ins(%w : memref<4xf32, #tir.scope<"shared.ub">>) scalar(%one : f32) outs(%w : memref<4xf32, #tir.scope<"shared.ub">>)
    tir.tile <row_expand_div> ins(%x, %w : !f, memref<4xf32, #tir.scope<"shared.ub">>) outs(%r : !f)
    tir.copy %r, %d_g : !f, memref<4x8xf32>
  }
  return
}
