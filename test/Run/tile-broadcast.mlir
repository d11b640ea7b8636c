// tilelang-ascend's T.tile.broadcast end to end, on both arches: a 32-element
// vector as every row of an 8x32 tile plus an 8-element one as every column,
// on iota inputs: O[i, j] = j + i.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg zeros:8x32 --arg iota:32 --arg iota:8 --arg zeros:8x32 --print; \
// RUN: done | FileCheck %s

// CHECK: arg3 = 0 1 2 {{.*}} 30 31 1 2 3 {{.*}} 31 32 2 3 {{.*}} 38
// CHECK: arg3 = 0 1 2 {{.*}} 30 31 1 2 3 {{.*}} 31 32 2 3 {{.*}} 38

!t = memref<8x32xf32, #tir.scope<"shared">>
func.func @broadcast(%g: memref<8x32xf32> {tir.name = "G"}, %r: memref<32xf32> {tir.name = "R"},
                     %c: memref<8xf32> {tir.name = "C"}, %o: memref<8x32xf32> {tir.name = "O"}) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : !t
    %y = tir.alloc_buffer "y" : !t
    %rv = tir.alloc_buffer "rv" : memref<32xf32, #tir.scope<"shared">>
    %cv = tir.alloc_buffer "cv" : memref<8xf32, #tir.scope<"shared">>
    tir.copy %r, %rv : memref<32xf32>, memref<32xf32, #tir.scope<"shared">>
    tir.copy %c, %cv : memref<8xf32>, memref<8xf32, #tir.scope<"shared">>
    tir.tile <broadcast> ins(%rv : memref<32xf32, #tir.scope<"shared">>) outs(%x : !t)
    tir.tile <broadcast> ins(%cv : memref<8xf32, #tir.scope<"shared">>) outs(%y : !t)
    tir.tile <add> ins(%x, %y : !t, !t) outs(%x : !t)
    tir.copy %x, %o : !t, memref<8x32xf32>
  }
  return
}
