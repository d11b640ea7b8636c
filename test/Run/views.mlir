// T.reshape / T.view / T.reinterpretcast (tir.view) run on both arches, with
// ptoas's synchronisation and with tirpto's own (pto-run checks every pipe
// hazard through the aliases):
// - @abs_bits: int32 bits seen as float (tilelang-ascend's
//   `T.reinterpretcast(x_f32, x_ub, "float")`), T.tile.abs on them, stored
//   as int32: -1.0f (0xbf800000, -1082130432) becomes 1.0f (0x3f800000,
//   1065353216), 2.5f (0x40200000) stays.
// - @reshape_sum: a 4x32 tile seen as 2x64 rows (upstream's T.reshape) and
//   summed per row (0 + ... + 63 = 2016, 64 + ... + 127 = 6112), as 128
//   elements (+1 each, written back through the alias), and that as
//   2x2x32 summed over its last dimension (with the +1: 528, 1552, 2576,
//   3600).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=abs_bits --assume-ptoas-sync --arg fill:2x32:-1082130432 --arg zeros:2x32 --print && \
// RUN:   pto-run %t.$a.pto --entry=reshape_sum --assume-ptoas-sync --arg iota:4x32 --arg zeros:2 --arg zeros:2x2 --arg zeros:4x32 --print && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %s -o %t.$a.sync.pto && \
// RUN:   pto-run %t.$a.sync.pto --entry=abs_bits --arg fill:2x32:1075838976 --arg zeros:2x32 --print && \
// RUN:   pto-run %t.$a.sync.pto --entry=reshape_sum --arg iota:4x32 --arg zeros:2 --arg zeros:2x2 --arg zeros:4x32 --print; \
// RUN: done | FileCheck %s
// CHECK:      @abs_bits ran 1 block, no errors
// CHECK:      arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
// CHECK-NEXT: pto-run: @reshape_sum ran 1 block, no errors
// CHECK:      arg1 = 2016 6112
// CHECK-NEXT: arg2 = 528 1552 2576 3600
// CHECK-NEXT: arg3 = 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127 128{{$}}
// CHECK:      @abs_bits ran 1 block, no errors
// CHECK:      arg1 = 1075838976 1075838976 {{.*}} 1075838976{{$}}
// CHECK-NEXT: pto-run: @reshape_sum ran 1 block, no errors
// CHECK:      arg1 = 2016 6112
// CHECK-NEXT: arg2 = 528 1552 2576 3600
// CHECK-NEXT: arg3 = 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127 128{{$}}
// CHECK:      @abs_bits ran 1 block, no errors
// CHECK:      arg1 = 1065353216 1065353216 {{.*}} 1065353216{{$}}
// CHECK-NEXT: pto-run: @reshape_sum ran 1 block, no errors
// CHECK:      arg1 = 2016 6112
// CHECK-NEXT: arg2 = 528 1552 2576 3600
// CHECK-NEXT: arg3 = 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127 128{{$}}
// CHECK:      @abs_bits ran 1 block, no errors
// CHECK:      arg1 = 1075838976 1075838976 {{.*}} 1075838976{{$}}
// CHECK-NEXT: pto-run: @reshape_sum ran 1 block, no errors
// CHECK:      arg1 = 2016 6112
// CHECK-NEXT: arg2 = 528 1552 2576 3600
// CHECK-NEXT: arg3 = 1 2 3 4 5 6 7 8 9 10 {{.*}} 126 127 128{{$}}

!ig = memref<2x32xi32>
!i = memref<2x32xi32, #tir.scope<"shared">>
!f = memref<2x32xf32, #tir.scope<"shared">>
func.func @abs_bits(%X: !ig, %Y: !ig) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : !i
    tir.copy %X, %x : !ig, !i
    %xf = tir.view %x "x_f32" : !i to !f
    tir.tile <abs> ins(%xf : !f) outs(%xf : !f)
    tir.copy %x, %Y : !i, !ig
  }
  return
}

!g = memref<4x32xf32>
!t = memref<4x32xf32, #tir.scope<"shared">>
!rows = memref<2x64xf32, #tir.scope<"shared">>
!flat = memref<128xf32, #tir.scope<"shared">>
!cube = memref<2x2x32xf32, #tir.scope<"shared">>
func.func @reshape_sum(%X: !g, %S: memref<2xf32>, %C: memref<2x2xf32>, %T: !g) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : !t
    %s = tir.alloc_buffer "s" : memref<2xf32, #tir.scope<"shared">>
    %c = tir.alloc_buffer "c" : memref<2x2xf32, #tir.scope<"shared">>
    tir.copy %X, %x : !g, !t
    %rows = tir.view %x "rows" : !t to !rows
    tir.reduce <sum> %rows, %s {dim = 1 : i64} : !rows, memref<2xf32, #tir.scope<"shared">>
    tir.copy %s, %S : memref<2xf32, #tir.scope<"shared">>, memref<2xf32>
    %flat = tir.view %x "flat" : !t to !flat
    %one = arith.constant 1.0 : f32
    tir.tile <add> ins(%flat : !flat) scalar(%one : f32) outs(%flat : !flat)
    %cube = tir.view %flat "cube" : !flat to !cube
    tir.reduce <sum> %cube, %c {dim = 2 : i64} : !cube, memref<2x2xf32, #tir.scope<"shared">>
    tir.copy %c, %C : memref<2x2xf32, #tir.scope<"shared">>, memref<2x2xf32>
    tir.copy %x, %T : !t, !g
  }
  return
}
