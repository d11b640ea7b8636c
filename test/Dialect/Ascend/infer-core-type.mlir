// ascend-infer-core-type: aic for Cube work, aiv for Vector work, nothing for
// scalar-only functions; a kernel with both is rejected.
// RUN: pto-opt %s --ascend-infer-core-type -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @cube
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aic>}
// CHECK-LABEL: func.func @vector
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aiv>}
// CHECK-LABEL: func.func @scalar(
// CHECK-NOT: ascend.core_type
// CHECK-LABEL: func.func @cube_flags
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aic>}
// CHECK-LABEL: func.func @vector_barrier
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aiv>}
// CHECK-LABEL: func.func @shared_pipes(
// CHECK-NOT: ascend.core_type
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @cube(%g: memref<16x16xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}
func.func @vector(%g: memref<16x16xf16, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%u : memref<16x16xf16, #ascend.address_space<ub>>)
  ascend.vunary <abs> ins(%u : memref<16x16xf16, #ascend.address_space<ub>>) outs(%u : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}
func.func @scalar() {
  %i = ascend.block_idx : index
  return
}
// Flags and barriers say their core through their pipes: M, MTE1 and FIX
// are the Cube's, V the Vector's; S, MTE2, MTE3 and ALL are both's.
func.func @cube_flags() {
  ascend.set_flag <MTE2> -> <MTE1> event <0>
  ascend.wait_flag <MTE2> -> <MTE1> event <0>
  return
}
func.func @vector_barrier() {
  ascend.pipe_barrier <V>
  return
}
func.func @shared_pipes() {
  ascend.set_flag <MTE2> -> <MTE3> event <0>
  ascend.wait_flag <MTE2> -> <MTE3> event <0>
  ascend.pipe_barrier <ALL>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
// expected-error@+1 {{mixes Cube (AIC) and Vector (AIV) work in a function not split into its Cube and Vector parts: run ascend-split-cube-vector first}}
func.func @mixed(%g: memref<16x16xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  %u = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{Cube work here}}
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  // expected-note@+1 {{Vector work here}}
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%u : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// The cores the kernel's sections (T.Scope, T.Cube, T.Vector) declare (ascend.section_cores): Cube
// work in a kernel whose only section is T.Scope("V") is an error; work on a
// declared core is marked as usual.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{its sections (T.Scope / T.Cube / T.Vector) declare only Vector (AIV) work, but the kernel does Cube work}}
func.func @undeclared_cube(%g: memref<16x16xf16, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aiv>]} {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-note@+1 {{Cube work here}}
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}
// expected-error@+1 {{its sections (T.Scope / T.Cube / T.Vector) declare only Cube (AIC) work, but the kernel does Vector work}}
func.func @undeclared_vector(%g: memref<16x16xf16, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aic>]} {
  %u = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // expected-note@+1 {{Vector work here}}
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%u : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
// CHECK-LABEL: func.func @declared_cube
// CHECK-SAME: ascend.core_type = #ascend.core_type<aic>
func.func @declared_cube(%g: memref<16x16xf16, #ascend.address_space<gm>>) attributes {ascend.section_cores = [#ascend.core_type<aic>]} {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @unsplit() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %u = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.cross_core_copy' op hands a Cube result to the Vector core in a kernel not split into its Cube and Vector parts: run ascend-split-cube-vector first}}
  ascend.cross_core_copy ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%u : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}
