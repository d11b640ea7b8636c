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
    // expected-error @+1 {{leaves the deq scale (T.set_deq_scale) changed in its body: the int32 -> float16 conversions after it would scale by the path, the iteration or the core (a section's) taken; set it back inside the body, or set it around it}}
    tir.for serial %i = %c0 to %n step %c1 {
      // expected-note @+1 {{changed here}}
      tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
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
    %a = tir.alloc_buffer "a" : memref<16xi32, #tir.scope<"shared">>
    %b = tir.alloc_buffer "b" : memref<16xf16, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    tir.for parallel %i = %c0 to %c16 step %c1 {
      %x = memref.load %a[%i] : memref<16xi32, #tir.scope<"shared">>
      // expected-error @+1 {{converts int32 to float16 in a T.Parallel nest while T.set_deq_scale's scale is not 1: the scale is applied to whole-buffer conversions (T.copy between local buffers, T.tile.cast); write the conversion as one of them}}
      %h = arith.sitofp %x : i32 to f16
      memref.store %h, %b[%i] : memref<16xf16, #tir.scope<"shared">>
    }
  }
  return
}

