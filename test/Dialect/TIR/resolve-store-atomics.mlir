// RUN: pto-opt %s --tir-resolve-store-atomics -split-input-file -verify-diagnostics | FileCheck %s

// T.set_atomic("add", "float32") ... T.set_atomic_none(): the copies into
// global memory in between add (also inside a loop the mode covers), the
// copy after the mode is cleared and the copy into a local buffer do not,
// and the mode changes are gone.
// CHECK-LABEL: func.func @store_atomics
// CHECK-NOT: tl.ascend_set_atomic
// CHECK: tir.copy %{{.*}}, %{{.*}} {atomic_add} : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<16x64xf32, #tir.scope<"shared.dyn">>
// CHECK: tir.for
// CHECK: tir.copy %{{.*}}, %{{.*}} {atomic_add} :
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NOT: tl.ascend_set_atomic
func.func @store_atomics(%C: memref<64x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %r = memref.subview %C[%c0, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    tir.copy %x, %r : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %r, %x : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.for serial %i = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c16 : index
      %s = memref.subview %C[%row, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      tir.copy %x, %s : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
    }
    tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
    tir.copy %x, %r : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// -----

// A mode set and cleared inside a loop body applies to that body only.
// CHECK-LABEL: func.func @inside_body
// CHECK: tir.for
// CHECK: tir.copy %{{.*}}, %{{.*}} {atomic_add} :
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
func.func @inside_body(%C: memref<64x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %r = memref.subview %C[%c0, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.for serial %i = %c0 to %c4 step %c1 {
      tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
      tir.copy %x, %r : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
      tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
    }
    tir.copy %x, %r : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// -----

func.func @atomic_max(%C: memref<64x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f32
    // expected-error@+1 {{'tir.intrin' op sets the store atomic mode 'max', which PTO has no form of: its tstore adds atomically (atomicType), it has no atomic max or min}}
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["max"]} : (f32) -> ()
  }
  return
}

// -----

func.func @mode_left_in_loop(%C: memref<64x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    // expected-error@+1 {{'tir.for' op leaves the store atomic mode changed in its body: the copies after it would add or not by the path, the iteration or the core (a section's) taken; set and clear the mode inside its body, or around it}}
    tir.for serial %i = %c0 to %c4 step %c1 {
      // expected-note@+1 {{changed here}}
      tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    }
  }
  return
}

// -----

func.func @mode_cleared_in_branch(%C: memref<64x64xf32> {tir.name = "C"}, %p: i1) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f32
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    // expected-error@+1 {{'scf.if' op leaves the store atomic mode changed in its body}}
    scf.if %p {
      // expected-note@+1 {{changed here}}
      tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
    }
  }
  return
}

// -----

// A section runs on one core, whose mode it is: it leaves the mode as it
// found it.
func.func @mode_left_in_section(%C: memref<16x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f32
    // expected-error@+1 {{'tir.section' op leaves the store atomic mode changed in its body}}
    tir.section <cube> {
      // expected-note@+1 {{changed here}}
      tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    }
  }
  return
}

// -----

func.func @mode_of_another_type(%C: memref<16x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f16
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f16) -> ()
    // expected-error@+1 {{'tir.copy' op stores 'f32' elements into global memory while the store atomic mode adds 'f16' ones (T.set_atomic's type): set the mode for the type stored}}
    tir.copy %x, %C : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32>
    tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
  }
  return
}

// -----

// A copy from global memory, or with a pad value, is no store that adds:
// it is left for convert-tir-to-ascend to report as it is.
// CHECK-LABEL: func.func @not_a_store
// CHECK: tir.copy %{{.*}}, %{{.*}} : memref<16x64xf32>, memref<16x64xf32>
func.func @not_a_store(%A: memref<16x64xf32> {tir.name = "A"}, %C: memref<16x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %zero = arith.constant 0.0 : f32
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    tir.copy %A, %C : memref<16x64xf32>, memref<16x64xf32>
    tir.intrin "tl.ascend_set_atomic_none"() : () -> ()
  }
  return
}

// -----

// A loop that sets the mode for another type leaves it changed.
func.func @mode_type_changed_in_loop(%C: memref<64x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %half = arith.constant 0.0 : f16
    tir.intrin "tl.ascend_set_atomic"(%zero) {args = ["add"]} : (f32) -> ()
    // expected-error@+1 {{'tir.for' op leaves the store atomic mode changed in its body}}
    tir.for serial %i = %c0 to %c4 step %c1 {
      // expected-note@+1 {{changed here}}
      tir.intrin "tl.ascend_set_atomic"(%half) {args = ["add"]} : (f16) -> ()
    }
  }
  return
}
