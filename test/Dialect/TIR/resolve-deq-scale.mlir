// RUN: pto-opt %s --tir-resolve-deq-scale -split-input-file -verify-diagnostics | FileCheck %s

// T.set_deq_scale(0.5): the int32 -> float16 copy between ub buffers after
// it converts into a float32 temporary, multiplies by the scale as the
// chip holds it (rounded to float16) and converts to float16; a cast keeps
// its mode for the last conversion. Conversions of one shape share their
// temporary. Set back to 1 (in a section: the
// Vector core keeps it after), the conversions after it are left alone,
// and the scale changes are gone.
// CHECK-LABEL: func.func @deq_scale
// CHECK-NOT: tl.ascend_set_deq_scale
// CHECK-DAG: %[[AW:.*]] = tir.alloc_buffer "a_deq" : memref<8x16xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[A:.*]] = tir.alloc_buffer "a" : memref<8x16xi32, #tir.scope<"shared">>
// CHECK-DAG: %[[B:.*]] = tir.alloc_buffer "b" : memref<8x16xf16, #tir.scope<"shared">>
// CHECK: tir.section <vector>
// CHECK: %[[HALF:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: %[[S:.*]] = arith.extf %[[HALF]] : f16 to f32
// CHECK: tir.copy %[[A]], %[[AW]] : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
// CHECK: tir.tile <mul> ins(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>) scalar(%[[S]] : f32) outs(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>)
// CHECK: tir.copy %[[AW]], %[[B]] : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK: %[[S2:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: tir.tile <cast> ins(%[[A]] : {{.*}}) outs(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>) {mode = #tir.cast_mode<rint>}
// CHECK: tir.tile <mul> ins(%[[AW]] : {{.*}}) scalar(%[[S2]] : f32) outs(%[[AW]] :
// CHECK: tir.tile <cast> ins(%[[AW]] : {{.*}}) outs(%[[B]] : {{.*}}) {mode = #tir.cast_mode<trunc>}
// CHECK: }
// CHECK: tir.copy %[[A]], %[[B]] : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NOT: tl.ascend_set_deq_scale
func.func @deq_scale() {
  tir.kernel (%bx) in (1) {
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %a = tir.alloc_buffer "a" : memref<8x16xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<8x16xf16, #tir.scope<"shared">>
    tir.section <vector> {
      tir.intrin "tl.ascend_set_deq_scale"(%half) : (f32) -> ()
      tir.copy %a, %b : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
      tir.tile <cast> ins(%a : memref<8x16xi32, #tir.scope<"shared">>) outs(%b : memref<8x16xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<trunc>}
    }
    tir.intrin "tl.ascend_set_deq_scale"(%one) : (f32) -> ()
    tir.copy %a, %b : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
  }
  return
}

// -----

// A float16 scale is the register's value as it is. Other conversions
// (int32 -> float32, float32 -> float16) and a copy out of a T.gemm's
// int32 accumulator (the fixpipe converts it) are not scaled; a region of
// a ub buffer is, through a temporary of the region's shape.
// CHECK-LABEL: func.func @not_scaled
// CHECK: %[[RW:.*]] = tir.alloc_buffer "x_deq" : memref<4x16xf32, #tir.scope<"shared">>
// CHECK-NOT: arith.truncf
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: %[[R:.*]] = memref.subview
// CHECK-NEXT: %[[S:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: tir.copy %[[R]], %[[RW]] : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.tile <mul> ins(%[[RW]] : {{.*}}) scalar(%[[S]] : f32)
// CHECK-NEXT: tir.copy %[[RW]], %{{.*}} : memref<4x16xf32, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
func.func @not_scaled() {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 0.25 : f16
    %a = tir.alloc_buffer "a" : memref<8x32xi8, #tir.scope<"shared">>
    %bm = tir.alloc_buffer "bm" : memref<32x16xi8, #tir.scope<"shared">>
    %acc = tir.alloc_buffer "acc" : memref<8x16xi32, #tir.scope<"local.fragment">>
    %x = tir.alloc_buffer "x" : memref<8x16xi32, #tir.scope<"shared">>
    %f = tir.alloc_buffer "f" : memref<8x16xf32, #tir.scope<"shared">>
    %h = tir.alloc_buffer "h" : memref<8x16xf16, #tir.scope<"shared">>
    %y = tir.alloc_buffer "y" : memref<4x16xf16, #tir.scope<"shared">>
    tir.gemm %a, %bm, %acc : memref<8x32xi8, #tir.scope<"shared">>, memref<32x16xi8, #tir.scope<"shared">>, memref<8x16xi32, #tir.scope<"local.fragment">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f16) -> ()
    tir.copy %x, %f : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
    tir.copy %f, %h : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
    tir.copy %acc, %h : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
    %r = memref.subview %x[4, 0] [4, 16] [1, 1] : memref<8x16xi32, #tir.scope<"shared">> to memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>
    tir.copy %r, %y : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
  }
  return
}
