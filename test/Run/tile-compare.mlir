// tilelang-ascend's T.tile.compare and T.tile.select end to end on iota
// input x = k (k = 0 .. 127), both arches, each select mode:
//   a = select(compare(x >= 40), x, -1.0)      (tensor_scalar)
//   b = select(compare(x == a), 2x, x)         (cmpmask_spr)
//   c = select(compare(x < 10), x, 2x)         (tensor_tensor)
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --print | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --print | FileCheck %s

// PTO-DAG: %[[FORTY:.*]] = arith.constant 4.000000e+01 : f32
// PTO-DAG: %[[MONE:.*]] = arith.constant -1.000000e+00 : f32
// PTO: pto.tcmps ins(%[[X:.*]], %[[FORTY]] {cmpMode = #pto<cmp ge>} : {{.*}}) outs(%[[M:.*]] : !pto.tile_buf<loc=vec, dtype=i8, rows=4, cols=32
// PTO: pto.texpands ins(%[[MONE]] : f32) outs(%[[FILL:.*]] :
// PTO: pto.tsel ins(%[[M]], %[[X]], %[[FILL]], %{{.*}} : {{.*}}) outs(%[[A:.*]] :
// PTO: pto.tcmp ins(%[[X]], %[[A]] {cmpMode = #pto<cmp eq>} : {{.*}}) outs(%[[M2:.*]] :
// PTO: pto.tsel ins(%[[M2]], %{{.*}}, %[[X]], %{{.*}} : {{.*}})
// PTO: pto.tcmps ins(%[[X]], %{{.*}} {cmpMode = #pto<cmp lt>} : {{.*}})

// CHECK: arg1 = -1 -1 {{(-1 )*}}-1 40 41 42 {{.*}} 126 127{{$}}
// CHECK: arg2 = 0 1 2 {{.*}} 38 39 80 82 84 {{.*}} 252 254{{$}}
// CHECK: arg3 = 0 1 2 3 4 5 6 7 8 9 20 22 24 {{.*}} 252 254{{$}}

!t = memref<4x32xf32, #tir.scope<"shared">>
!m = memref<4x32xi8, #tir.scope<"shared">>
func.func @tiles(%g: memref<4x32xf32>, %o1: memref<4x32xf32>, %o2: memref<4x32xf32>, %o3: memref<4x32xf32>) {
  %forty = arith.constant 40.0 : f32
  %ten = arith.constant 10.0 : f32
  %two = arith.constant 2.0 : f32
  %mone = arith.constant -1.0 : f32
  %x = tir.alloc_buffer "x" : !t
  %z = tir.alloc_buffer "z" : !t
  %a = tir.alloc_buffer "a" : !t
  %b = tir.alloc_buffer "b" : !t
  %c = tir.alloc_buffer "c" : !t
  %m = tir.alloc_buffer "m" : !m
  %m2 = tir.alloc_buffer "m2" : !m
  tir.copy %g, %x : memref<4x32xf32>, !t
  tir.tile <compare> ins(%x : !t) scalar(%forty : f32) outs(%m : !m) {cmp_mode = #tir.cmp_mode<ge>}
  tir.tile <select> ins(%m, %x : !m, !t) scalar(%mone : f32) outs(%a : !t) {sel_mode = #tir.sel_mode<tensor_scalar>}
  tir.tile <compare> ins(%x, %a : !t, !t) outs(%m2 : !m) {cmp_mode = #tir.cmp_mode<eq>}
  tir.tile <mul> ins(%x : !t) scalar(%two : f32) outs(%z : !t)
  tir.tile <select> ins(%m2, %z, %x : !m, !t, !t) outs(%b : !t) {sel_mode = #tir.sel_mode<cmpmask_spr>}
  tir.tile <compare> ins(%x : !t) scalar(%ten : f32) outs(%m : !m) {cmp_mode = #tir.cmp_mode<lt>}
  tir.tile <select> ins(%m, %x, %z : !m, !t, !t) outs(%c : !t) {sel_mode = #tir.sel_mode<tensor_tensor>}
  tir.copy %a, %o1 : !t, memref<4x32xf32>
  tir.copy %b, %o2 : !t, memref<4x32xf32>
  tir.copy %c, %o3 : !t, memref<4x32xf32>
  return
}
