// RUN: pto-opt %s --tir-resolve-deq-scale -split-input-file -verify-diagnostics

func.func @integer_scale() {
  tir.kernel (%bx) in (1) {
    %two = arith.constant 2 : i32
    // expected-error @+1 {{sets the deq scale to a value of type 'i32': T.set_deq_scale takes a float (the chip holds it as a float16)}}
    tir.intrin "tl.ascend_set_deq_scale"(%two) : (i32) -> ()
  }
  return
}

// -----

func.func @loop_leaves_scale(%n: index) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = arith.constant 0.5 : f32
    // expected-error @+1 {{leaves the deq scale (T.set_deq_scale) changed in its body: the int32 -> float16 conversions after it would scale by the path or the iteration taken; set it back inside the body, or set it around it}}
    tir.for serial %i = %c0 to %n step %c1 {
      // expected-note @+1 {{changed here}}
      tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    }
  }
  return
}

// -----

// Both branches change it: one error at the if.
func.func @branches_leave_scale(%p: i1) {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 0.5 : f32
    %t = arith.constant 0.25 : f32
    // expected-error @+1 {{leaves the deq scale (T.set_deq_scale) changed in its body}}
    scf.if %p {
      // expected-note @+1 {{changed here}}
      tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    } else {
      tir.intrin "tl.ascend_set_deq_scale"(%t) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @nest_conversion() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %s = arith.constant 0.5 : f32
    %a = tir.alloc_buffer "a" : memref<16x16xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<16xf16, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for serial %j = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %j] : memref<16x16xi32, #tir.scope<"shared">>
        // expected-error @+1 {{converts int32 to float16 in a T.Parallel nest while T.set_deq_scale's scale is not 1: the scale is applied to whole-buffer conversions (T.copy, T.tile.cast); write the conversion as one of them}}
        %h = arith.sitofp %x : i32 to f16
        memref.store %h, %b[%i] : memref<16xf16, #tir.scope<"shared">>
      }
    }
  }
  return
}

// -----

func.func @cube_section() {
  tir.kernel (%bx) in (1) {
    tir.section <cube> {
      %s = arith.constant 0.5 : f32
      // expected-error @+1 {{sets the deq scale in a Cube section: the scale is the Vector core's (its int32 -> float16 conversions); set it in a Vector section or outside the sections}}
      tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @transposing_copy() {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 0.5 : f32
    %a = tir.alloc_buffer "a" : memref<16x32xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<32x16xf16, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    // expected-error @+1 {{converts int32 to float16 under T.set_deq_scale's scale on a copy that transposes, which tirpto does not scale: convert in a copy of its own}}
    tir.copy %a, %b {transpose} : memref<16x32xi32, #tir.scope<"shared">>, memref<32x16xf16, #tir.scope<"shared">>
  }
  return
}

// -----

func.func @scale_out_of_scope(%x: f32) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<16x32xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<16x32xf16, #tir.scope<"shared">>
    tir.section <vector> {
      %two = arith.constant 2.0 : f32
      // expected-note @+1 {{the scale}}
      %s = arith.mulf %x, %two : f32
      tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    }
    // expected-error @+1 {{converts int32 to float16 under a deq scale computed inside a region it is outside of: the scale is not a value here; compute it before that region}}
    tir.copy %a, %b : memref<16x32xi32, #tir.scope<"shared">>, memref<16x32xf16, #tir.scope<"shared">>
  }
  return
}
