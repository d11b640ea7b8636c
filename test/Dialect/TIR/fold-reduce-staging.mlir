// RUN: pto-opt %s --tir-fold-reduce-staging -split-input-file | FileCheck %s

// TileLang's staging of a shared buffer in a fragment before a reduction
// (x -> x_frag, reduce x_frag): the reduction reads x, the copy and the
// fragment are gone; a loop body's staging too.
// CHECK-LABEL: func.func @staged
// CHECK-NOT: x_frag
// CHECK: %[[X:.*]] = tir.alloc_buffer "x" : memref<8x256xf32, #tir.scope<"shared.dyn">>
// CHECK: %[[M:.*]] = tir.alloc_buffer "m" : memref<8xf32, #tir.scope<"local.fragment">>
// CHECK-NOT: tir.copy
// CHECK: tir.reduce <max> %[[X]], %[[M]] : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8xf32, #tir.scope<"local.fragment">>
// CHECK: tir.for serial
// CHECK-NEXT: tir.reduce <sum> %[[X]], %[[M]] {clear = false} : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8xf32, #tir.scope<"local.fragment">>
// CHECK-NEXT: }
func.func @staged() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = tir.alloc_buffer "x" : memref<8x256xf32, #tir.scope<"shared.dyn">>
    %m = tir.alloc_buffer "m" : memref<8xf32, #tir.scope<"local.fragment">>
    %x_frag = tir.alloc_buffer "x_frag" : memref<8x256xf32, #tir.scope<"local.fragment">>
    %x_frag_1 = tir.alloc_buffer "x_frag_1" : memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.copy %x, %x_frag : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %x_frag, %m : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.for serial %k = %c0 to %c4 step %c1 {
      tir.copy %x, %x_frag_1 : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8x256xf32, #tir.scope<"local.fragment">>
      tir.reduce <sum> %x_frag_1, %m {clear = false} : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// Left alone: a staging buffer read again after the reduction, a copy that
// does not directly precede it, a copy from global memory (the reduction
// reads local buffers), and a converting copy.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-4: tir.copy
// CHECK-NOT: tir.copy
func.func @kept(%G: memref<8x256xf32>) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<8x256xf32, #tir.scope<"shared.dyn">>
    %h = tir.alloc_buffer "h" : memref<8x256xf16, #tir.scope<"shared.dyn">>
    %m = tir.alloc_buffer "m" : memref<8xf32, #tir.scope<"local.fragment">>
    %a = tir.alloc_buffer "a" : memref<8x256xf32, #tir.scope<"local.fragment">>
    %b = tir.alloc_buffer "b" : memref<8x256xf32, #tir.scope<"local.fragment">>
    %c = tir.alloc_buffer "c" : memref<8x256xf32, #tir.scope<"local.fragment">>
    %d = tir.alloc_buffer "d" : memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.copy %x, %a : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %a, %m : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.fill %a, %zero : memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.copy %x, %b : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.fill %x, %zero : memref<8x256xf32, #tir.scope<"shared.dyn">>
    tir.reduce <max> %b, %m : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.copy %G, %c : memref<8x256xf32>, memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %c, %m : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.copy %h, %d : memref<8x256xf16, #tir.scope<"shared.dyn">>, memref<8x256xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %d, %m : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// Left alone too: a copy out of a gemm's accumulator (l0c: the staging
// buffer is the ub copy the Vector core reduces), and a buffer copied onto
// itself.
// CHECK-LABEL: func.func @kept_cube
// CHECK: tir.gemm
// CHECK-NEXT: tir.copy %{{.*}}, %[[CUB:.*]] : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.reduce <max> %[[CUB]],
// CHECK-NEXT: tir.copy %[[X:.*]], %[[X]] :
// CHECK-NEXT: tir.reduce <max> %[[X]],
func.func @kept_cube() {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<16x16xf16, #tir.scope<"shared.l1">>
    %b = tir.alloc_buffer "b" : memref<16x16xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<16x16xf32, #tir.scope<"shared.l0c">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<16x16xf32, #tir.scope<"shared">>
    %m = tir.alloc_buffer "m" : memref<16xf32, #tir.scope<"shared">>
    %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared">>
    tir.gemm %a, %b, %acc : memref<16x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %c_ub : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf32, #tir.scope<"shared">>
    tir.reduce <max> %c_ub, %m : memref<16x16xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"shared">>
    tir.copy %x, %x : memref<16x16xf32, #tir.scope<"shared">>, memref<16x16xf32, #tir.scope<"shared">>
    tir.reduce <max> %x, %m : memref<16x16xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"shared">>
  }
  return
}

// -----

// Left alone: a reduction into a row of the buffer it would then read.
// CHECK-LABEL: func.func @kept_alias
// CHECK: tir.copy
// CHECK-NEXT: tir.reduce <sum> %{{.*}}, %{{.*}} {dim = 0 : i64} : memref<8x16xf32, #tir.scope<"local.fragment">>
func.func @kept_alias() {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<9x16xf32, #tir.scope<"shared">>
    %f = tir.alloc_buffer "f" : memref<8x16xf32, #tir.scope<"local.fragment">>
    %top = memref.subview %x[0, 0] [8, 16] [1, 1] : memref<9x16xf32, #tir.scope<"shared">> to memref<8x16xf32, strided<[16, 1]>, #tir.scope<"shared">>
    %last = memref.subview %x[8, 0] [1, 16] [1, 1] : memref<9x16xf32, #tir.scope<"shared">> to memref<16xf32, strided<[1], offset: 128>, #tir.scope<"shared">>
    tir.copy %top, %f : memref<8x16xf32, strided<[16, 1]>, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"local.fragment">>
    tir.reduce <sum> %f, %last {dim = 0 : i64} : memref<8x16xf32, #tir.scope<"local.fragment">>, memref<16xf32, strided<[1], offset: 128>, #tir.scope<"shared">>
  }
  return
}
