// T.reinterpret in T.Parallel nests on both arches: f32 bits as i32 (1.5 is
// 0x3fc00000 = 1069547520; -2.0 is 0xc0000000 = -1073741824), in a 2-D nest
// and a 3-deep one (slices copied into tiles of their own), and i32 bits as
// f32 (1065353216 is 1.0).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=bits --arg fill:2x4x64:1.5 --arg zeros:2x4x64 --print | FileCheck %s --check-prefix=BITS && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=floats --arg fill:4x64:1065353216 --arg zeros:4x64 --print | FileCheck %s --check-prefix=FLOATS && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=scalar --arg fill:4x64:2 --arg zeros:4x64 --arg 1069547520 --print | FileCheck %s --check-prefix=SCALAR; \
// RUN: done
// BITS: @bits ran 1 block, no errors
// BITS: arg1 = 1069547520 1069547520 {{.*}} 1069547520{{$}}
// FLOATS: @floats ran 1 block, no errors
// FLOATS: arg1 = 1 1 {{.*}} 1{{$}}
// A scalar parameter's bits as f32 (1.5), times the tile: an arith.bitcast
// on the scalar unit.
// SCALAR: @scalar ran 1 block, no errors
// SCALAR: arg1 = 3 3 {{.*}} 3{{$}}

func.func @bits(%X: memref<2x4x64xf32> {tir.name = "X"}, %Y: memref<2x4x64xi32> {tir.name = "Y"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<2x4x64xf32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<2x4x64xi32, #tir.scope<"shared">>
    tir.copy %X, %a : memref<2x4x64xf32>, memref<2x4x64xf32, #tir.scope<"shared">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    tir.for parallel %s = %c0 to %c2 step %c1 {
      tir.for parallel %i = %c0 to %c4 step %c1 {
        tir.for parallel %j = %c0 to %n step %c1 {
          %x = memref.load %a[%s, %i, %j] : memref<2x4x64xf32, #tir.scope<"shared">>
          %y = arith.bitcast %x : f32 to i32
          memref.store %y, %b[%s, %i, %j] : memref<2x4x64xi32, #tir.scope<"shared">>
        }
      }
    }
    tir.copy %b, %Y : memref<2x4x64xi32, #tir.scope<"shared">>, memref<2x4x64xi32>
  }
  return
}

func.func @floats(%X: memref<4x64xi32> {tir.name = "X"}, %Y: memref<4x64xf32> {tir.name = "Y"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x64xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<4x64xf32, #tir.scope<"shared">>
    tir.copy %X, %a : memref<4x64xi32>, memref<4x64xi32, #tir.scope<"shared">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %j] : memref<4x64xi32, #tir.scope<"shared">>
        %y = arith.bitcast %x : i32 to f32
        memref.store %y, %b[%i, %j] : memref<4x64xf32, #tir.scope<"shared">>
      }
    }
    tir.copy %b, %Y : memref<4x64xf32, #tir.scope<"shared">>, memref<4x64xf32>
  }
  return
}

func.func @scalar(%X: memref<4x64xf32> {tir.name = "X"}, %Y: memref<4x64xf32> {tir.name = "Y"}, %p: i32 {tir.name = "p"}) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x64xf32, #tir.scope<"shared">>
    tir.copy %X, %a : memref<4x64xf32>, memref<4x64xf32, #tir.scope<"shared">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %j] : memref<4x64xf32, #tir.scope<"shared">>
        %s = arith.bitcast %p : i32 to f32
        %y = arith.mulf %x, %s : f32
        memref.store %y, %a[%i, %j] : memref<4x64xf32, #tir.scope<"shared">>
      }
    }
    tir.copy %a, %Y : memref<4x64xf32, #tir.scope<"shared">>, memref<4x64xf32>
  }
  return
}
