// Verifier errors of the view and scalar ops (PTOViewOps.cpp and the ODS
// constraints of PTOViewOps.td); the make_tensor_view / partition_view cases
// already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @make_tensor_view_strides(%p: !pto.ptr<f32>, %c: index) {
  // expected-error@+1 {{'pto.make_tensor_view' op expects 2 shape and 2 stride operands for a rank-2 tensor_view, got 2 and 1}}
  %tv = pto.make_tensor_view %p, shape = [%c, %c], strides = [%c] : !pto.tensor_view<?x?xf32>
  return
}

// -----

func.func @make_tensor_view_element(%p: !pto.ptr<f16>, %c: index) {
  // expected-error@+1 {{'pto.make_tensor_view' op failed to verify that pointer element type matches the view}}
  %tv = "pto.make_tensor_view"(%p, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.ptr<f16>, index, index) -> !pto.tensor_view<?xf32>
  return
}

// -----

func.func @make_tensor_view_last_shape(%p: !pto.ptr<f32>, %c: index) {
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'pto.make_tensor_view' op shape operand #2 is 4 but the result type says 8}}
  %tv = pto.make_tensor_view %p, shape = [%c, %c, %c4], strides = [%c, %c, %c] : !pto.tensor_view<?x?x8xf32>
  return
}

// -----

func.func @get_tensor_view_dim_range(%tv: !pto.tensor_view<?x?xf32>) -> index {
  %c2 = arith.constant 2 : index
  // expected-error@+1 {{'pto.get_tensor_view_dim' op dimension 2 is out of range for a rank-2 tensor_view}}
  %d = pto.get_tensor_view_dim %tv, %c2 : !pto.tensor_view<?x?xf32> -> index
  return %d : index
}

// -----

func.func @get_tensor_view_dim_negative(%tv: !pto.tensor_view<?xf32>) -> index {
  %m1 = arith.constant -1 : index
  // expected-error@+1 {{'pto.get_tensor_view_dim' op dimension -1 is out of range for a rank-1 tensor_view}}
  %d = pto.get_tensor_view_dim %tv, %m1 : !pto.tensor_view<?xf32> -> index
  return %d : index
}

// -----

func.func @addptr_type(%p: !pto.ptr<f32>, %i: index) {
  // expected-error@+1 {{'pto.addptr' op failed to verify that all of {ptr, result} have same type}}
  %q = pto.addptr %p, %i : !pto.ptr<f32> -> !pto.ptr<f16>
  return
}

// -----

func.func @load_scalar_type(%p: !pto.ptr<f32>, %i: index) {
  // expected-error@+1 {{'pto.load_scalar' op expects a scalar of the pointer's element type ('f32'), got 'f16'}}
  %x = pto.load_scalar %p[%i] : !pto.ptr<f32> -> f16
  return
}

// -----

func.func @store_scalar_type(%p: !pto.ptr<i32>, %i: index, %x: i16) {
  // expected-error@+1 {{'pto.store_scalar' op expects a scalar of the pointer's element type ('i32'), got 'i16'}}
  pto.store_scalar %x, %p[%i] : !pto.ptr<i32>, i16
  return
}

// -----

func.func @store_scalar_pointer(%p: !pto.tensor_view<?xf32>, %i: index, %x: f32) {
  // expected-error@+1 {{'pto.store_scalar' op operand #0 must be pointer into global memory, but got '!pto.tensor_view<?xf32>'}}
  "pto.store_scalar"(%p, %i, %x) : (!pto.tensor_view<?xf32>, index, f32) -> ()
  return
}
