// tilelang-ascend's accumulating T.tile operations end to end, on both
// arches, against an independent reference (Inputs/reference.py):
// y = 3 * x + h (T.tile.axpy), then z = x * y + h (T.tile.mul_add_dst).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:16x32 --arg rand:16x32 --arg zeros:16x32 --out-dir %t.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py tile_accumulate %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s

// CHECK: tile_accumulate: ok (512 values)
// CHECK-NEXT: tile_accumulate: ok (512 values)

!t = memref<16x32xf32, #tir.scope<"shared">>
func.func @accumulate(%g: memref<16x32xf32> {tir.name = "G"}, %h: memref<16x32xf32> {tir.name = "H"},
                      %o: memref<16x32xf32> {tir.name = "O"}) {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 3.0 : f32
    %x = tir.alloc_buffer "x" : !t
    %y = tir.alloc_buffer "y" : !t
    %z = tir.alloc_buffer "z" : !t
    tir.copy %g, %x : memref<16x32xf32>, !t
    tir.copy %h, %y : memref<16x32xf32>, !t
    tir.copy %h, %z : memref<16x32xf32>, !t
    tir.tile <axpy> ins(%x : !t) scalar(%s : f32) outs(%y : !t)
    tir.tile <mul_add_dst> ins(%x, %y : !t, !t) outs(%z : !t)
    tir.copy %z, %o : !t, memref<16x32xf32>
  }
  return
}
