// tilelang-ascend's T.tile.* operations end to end, on iota input x = y = k:
// z = T.tile.add(x, y) then T.tile.mul(z, 2.0) gives 4k; w = T.tile.max(x, 40.0)
// then T.tile.sub(w, x) gives max(40 - k, 0); both arches. T.tile.sigmoid and
// T.tile.silu (into another buffer and in place) on random input are
// compared with Inputs/reference.py.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --print | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --print | FileCheck %s
// RUN: for a in a3 a5; do \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 1 --arg rand:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --outputs 3 --out-dir %t.sig.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py tile_sigmoid %t.sig.$a; rm -rf %t.sig.$a; \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 1 --arg rand:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --arg zeros:4x32 --outputs 4,5 --out-dir %t.silu.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py tile_silu %t.silu.$a; rm -rf %t.silu.$a; \
// RUN: done 2>&1 | FileCheck %s --check-prefix=SIGMOID
// SIGMOID: tile_sigmoid: ok (128 values)
// SIGMOID: tile_silu: ok (256 values)
// SIGMOID: tile_sigmoid: ok (128 values)
// SIGMOID: tile_silu: ok (256 values)
// PTO: pto.tadd
// PTO: pto.tmuls
// PTO: pto.tmaxs
// PTO: pto.tsub
// CHECK: arg1 = 0 4 8 12 16 {{.*}} 500 504 508{{$}}
// CHECK: arg2 = 40 39 38 {{.*}} 2 1 0 0 0 {{.*}} 0 0{{$}}

!t = memref<4x32xf32, #tir.scope<"shared">>
func.func @tiles(%g: memref<4x32xf32>, %o: memref<4x32xf32>, %o2: memref<4x32xf32>, %o3: memref<4x32xf32>,
                 %o4: memref<4x32xf32>, %o5: memref<4x32xf32>) {
  %two = arith.constant 2.0 : f32
  %forty = arith.constant 40.0 : f32
  %x = tir.alloc_buffer "x" : !t
  %z = tir.alloc_buffer "z" : !t
  %w = tir.alloc_buffer "w" : !t
  tir.copy %g, %x : memref<4x32xf32>, !t
  tir.tile <add> ins(%x, %x : !t, !t) outs(%z : !t)
  tir.tile <mul> ins(%z : !t) scalar(%two : f32) outs(%z : !t)
  tir.tile <max> ins(%x : !t) scalar(%forty : f32) outs(%w : !t)
  tir.tile <sub> ins(%w, %x : !t, !t) outs(%w : !t)
  %s = tir.alloc_buffer "s" : !t
  tir.tile <sigmoid> ins(%x : !t) outs(%s : !t)
  tir.copy %s, %o3 : !t, memref<4x32xf32>
  %u = tir.alloc_buffer "u" : !t
  tir.tile <silu> ins(%x : !t) outs(%u : !t)
  tir.copy %u, %o4 : !t, memref<4x32xf32>
  %v = tir.alloc_buffer "v" : !t
  tir.copy %g, %v : memref<4x32xf32>, !t
  tir.tile <silu> ins(%v : !t) outs(%v : !t)
  tir.copy %v, %o5 : !t, memref<4x32xf32>
  tir.copy %z, %o : !t, memref<4x32xf32>
  tir.copy %w, %o2 : !t, memref<4x32xf32>
  return
}
