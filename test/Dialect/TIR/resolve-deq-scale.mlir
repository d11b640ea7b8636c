// RUN: pto-opt %s --tir-resolve-deq-scale -split-input-file -verify-diagnostics | FileCheck %s

// T.set_deq_scale(0.5) in a Vector section: the int32 -> float16 copy
// between ub buffers after it converts into a float32 temporary,
// multiplies by the scale as the chip holds it (a float16, here the
// constant 0.5) and converts to float16; a cast keeps its mode for the last
// conversion. Conversions of one shape share their temporary. The section
// passes the scale on (the register is the Vector core's): the copy in
// the next section is scaled too, the constant made anew there. Set back
// to 1, the conversion after it is left alone; the scale changes are gone.
// CHECK-LABEL: func.func @deq_scale
// CHECK-NOT: tl.ascend_set_deq_scale
// CHECK-DAG: %[[AW:.*]] = tir.alloc_buffer "a_deq" : memref<8x16xf32, #tir.scope<"shared">>
// CHECK-DAG: %[[A:.*]] = tir.alloc_buffer "a" : memref<8x16xi32, #tir.scope<"shared">>
// CHECK-DAG: %[[B:.*]] = tir.alloc_buffer "b" : memref<8x16xf16, #tir.scope<"shared">>
// CHECK: tir.section <vector>
// CHECK-NEXT: arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %[[S:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: tir.copy %[[A]], %[[AW]] : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.tile <mul> ins(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>) scalar(%[[S]] : f32) outs(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>)
// CHECK-NEXT: tir.copy %[[AW]], %[[B]] : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: %[[S2:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: tir.tile <cast> ins(%[[A]] : {{.*}}) outs(%[[AW]] : memref<8x16xf32, #tir.scope<"shared">>) {mode = #tir.cast_mode<rint>}
// CHECK-NEXT: tir.tile <mul> ins(%[[AW]] : {{.*}}) scalar(%[[S2]] : f32) outs(%[[AW]] :
// CHECK-NEXT: tir.tile <cast> ins(%[[AW]] : {{.*}}) outs(%[[B]] : {{.*}}) {mode = #tir.cast_mode<trunc>}
// CHECK: tir.section <vector>
// CHECK-NEXT: %[[S3:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: tir.copy %[[A]], %[[AW]]
// CHECK-NEXT: tir.tile <mul> ins(%[[AW]] : {{.*}}) scalar(%[[S3]] : f32)
// CHECK-NEXT: tir.copy %[[AW]], %[[B]]
// CHECK: tir.copy %[[A]], %[[B]] : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NOT: tl.ascend_set_deq_scale
func.func @deq_scale() {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<8x16xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<8x16xf16, #tir.scope<"shared">>
    tir.section <vector> {
      %half = arith.constant 0.5 : f32
      tir.intrin "tl.ascend_set_deq_scale"(%half) : (f32) -> ()
      tir.copy %a, %b : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
      tir.tile <cast> ins(%a : memref<8x16xi32, #tir.scope<"shared">>) outs(%b : memref<8x16xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<trunc>}
    }
    tir.section <vector> {
      tir.copy %a, %b : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
    }
    %one = arith.constant 1.0 : f32
    tir.intrin "tl.ascend_set_deq_scale"(%one) : (f32) -> ()
    tir.copy %a, %b : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
  }
  return
}

// -----

// Scales computed at run time: a float16 one is the register's value as
// it is, a float32 one rounded to float16, a bfloat16 one through float32.
// Other conversions (int32 -> float32, float32 -> float16) and a copy out
// of a T.gemm's int32 accumulator, or out of a view of it (the fixpipe
// converts it), are not scaled; a region of a ub buffer is, through a
// temporary of the region's shape.
// CHECK-LABEL: func.func @not_scaled
// CHECK: %[[RW:.*]] = tir.alloc_buffer "x_deq" : memref<4x16xf32, #tir.scope<"shared">>
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: tir.copy %{{.*}}, %{{.*}} : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
// CHECK-NEXT: %[[R:.*]] = memref.subview
// CHECK-NEXT: %[[S:.*]] = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: tir.copy %[[R]], %[[RW]] : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.tile <mul> ins(%[[RW]] : {{.*}}) scalar(%[[S]] : f32)
// CHECK-NEXT: tir.copy %[[RW]], %{{.*}} : memref<4x16xf32, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
// CHECK: %[[H:.*]] = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %[[S32:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: tir.copy %[[R]], %[[RW]]
// CHECK-NEXT: tir.tile <mul> ins(%[[RW]] : {{.*}}) scalar(%[[S32]] : f32)
// CHECK: %[[W:.*]] = arith.extf %arg2 : bf16 to f32
// CHECK-NEXT: %[[HB:.*]] = arith.truncf %[[W]] : f32 to f16
// CHECK-NEXT: %[[SB:.*]] = arith.extf %[[HB]] : f16 to f32
// CHECK-NEXT: tir.copy %[[R]], %[[RW]]
// CHECK-NEXT: tir.tile <mul> ins(%[[RW]] : {{.*}}) scalar(%[[SB]] : f32)
func.func @not_scaled(%s: f16, %s32: f32, %sb: bf16) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<8x32xi8, #tir.scope<"shared">>
    %bm = tir.alloc_buffer "bm" : memref<32x16xi8, #tir.scope<"shared">>
    %acc = tir.alloc_buffer "acc" : memref<8x16xi32, #tir.scope<"local.fragment">>
    %acc2 = tir.alloc_buffer "acc2" : memref<8x16xi32, #tir.scope<"local.fragment">>
    %x = tir.alloc_buffer "x" : memref<8x16xi32, #tir.scope<"shared">>
    %f = tir.alloc_buffer "f" : memref<8x16xf32, #tir.scope<"shared">>
    %h = tir.alloc_buffer "h" : memref<8x16xf16, #tir.scope<"shared">>
    %y = tir.alloc_buffer "y" : memref<4x16xf16, #tir.scope<"shared">>
    tir.gemm %a, %bm, %acc : memref<8x32xi8, #tir.scope<"shared">>, memref<32x16xi8, #tir.scope<"shared">>, memref<8x16xi32, #tir.scope<"local.fragment">>
    %v = tir.view %acc2 "v" : memref<8x16xi32, #tir.scope<"local.fragment">> to memref<16x8xi32, #tir.scope<"local.fragment">>
    tir.gemm %a, %bm, %acc2 : memref<8x32xi8, #tir.scope<"shared">>, memref<32x16xi8, #tir.scope<"shared">>, memref<8x16xi32, #tir.scope<"local.fragment">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f16) -> ()
    tir.copy %x, %f : memref<8x16xi32, #tir.scope<"shared">>, memref<8x16xf32, #tir.scope<"shared">>
    tir.copy %f, %h : memref<8x16xf32, #tir.scope<"shared">>, memref<8x16xf16, #tir.scope<"shared">>
    tir.copy %acc, %h : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
    tir.copy %acc2, %h : memref<8x16xi32, #tir.scope<"local.fragment">>, memref<8x16xf16, #tir.scope<"shared">>
    %r = memref.subview %x[4, 0] [4, 16] [1, 1] : memref<8x16xi32, #tir.scope<"shared">> to memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>
    tir.copy %r, %y : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%s32) : (f32) -> ()
    tir.copy %r, %y : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%sb) : (bf16) -> ()
    tir.copy %r, %y : memref<4x16xi32, strided<[16, 1], offset: 64>, #tir.scope<"shared">>, memref<4x16xf16, #tir.scope<"shared">>
  }
  return
}

// -----

// Copies between global memory and ub convert on the Vector core too: a
// load keeps its pad value (as float32) on the copy into the temporary,
// a store its atomic add and cache hint on the copy out of it. A loop that
// sets the scale it found (the same float16, written again) leaves it as
// it was.
// CHECK-LABEL: func.func @global
// CHECK: %[[W:.*]] = tir.alloc_buffer "h_deq" : memref<16x16xf32, #tir.scope<"shared">>
// CHECK-NOT: tir.alloc_buffer "i_deq"
// CHECK: %[[P:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: tir.copy %arg0, %[[W]] pad_value(%[[P]] : f32) : memref<16x16xi32>, memref<16x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.tile <mul> ins(%[[W]]
// CHECK-NEXT: tir.copy %[[W]], %{{.*}} : memref<16x16xf32, #tir.scope<"shared">>, memref<16x16xf16, #tir.scope<"shared">>
// CHECK: tir.copy %{{.*}}, %[[W]] : memref<16x16xi32, #tir.scope<"shared">>, memref<16x16xf32, #tir.scope<"shared">>
// CHECK-NEXT: tir.tile <mul> ins(%[[W]]
// CHECK-NEXT: tir.copy %[[W]], %arg1 {atomic_add, l2_cache_ctrl = 2 : i64} : memref<16x16xf32, #tir.scope<"shared">>, memref<16x16xf16>
func.func @global(%A: memref<16x16xi32>, %B: memref<16x16xf16>, %n: index) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %pad = arith.constant -1.0 : f16
    %h = tir.alloc_buffer "h" : memref<16x16xf16, #tir.scope<"shared">>
    %i = tir.alloc_buffer "i" : memref<16x16xi32, #tir.scope<"shared">>
    %s = arith.constant 0.25 : f32
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    tir.for serial %k = %c0 to %n step %c1 {
      %again = arith.constant 0.25 : f16
      tir.intrin "tl.ascend_set_deq_scale"(%again) : (f16) -> ()
    }
    tir.copy %A, %h pad_value(%pad : f16) : memref<16x16xi32>, memref<16x16xf16, #tir.scope<"shared">>
    tir.copy %i, %B {atomic_add, l2_cache_ctrl = 2 : i64} : memref<16x16xi32, #tir.scope<"shared">>, memref<16x16xf16>
  }
  return
}
