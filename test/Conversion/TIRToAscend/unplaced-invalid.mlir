// convert-tir-to-ascend reads the placement tir-place-buffers records: a
// buffer without one is an error at the user's tir.alloc_buffer (a
// local.var scalar needs none), and so is a kernel argument outside gm.
// RUN: pto-opt %s --convert-tir-to-ascend -split-input-file -verify-diagnostics

func.func @unplaced(%g: memref<16x16xf32>) {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'S' has no 'ascend.placement': run tir-place-buffers first}}
  %s = tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %n = tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var">>
  tir.copy %g, %s : memref<16x16xf32>, memref<16x16xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

// expected-error@+1 {{'func.func' op kernel argument #0 has memory space #tir.scope<"shared.dyn">; kernel arguments are global buffers (no memory space or #tir.scope<"global">)}}
func.func @argument_scope(%g: memref<16x16xf32, #tir.scope<"shared.dyn">>) {
  return
}

// -----

// A placement written by hand is checked against what the scope and the
// uses fix.
func.func @against_scope() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'U' is placed in l0c but its scope is ub memory}}
  %u = tir.alloc_buffer "U" {ascend.placement = #ascend.placement<space = l0c>} : memref<16x16xf32, #tir.scope<"shared.ub">>
  return
}

// -----

func.func @scalar_placed() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'cnt' is a local.var scalar, which lives in a register and takes no 'ascend.placement'}}
  %n = tir.alloc_buffer "cnt" {ascend.placement = #ascend.placement<space = ub, shape = [1, 1]>} : memref<1xi32, #tir.scope<"local.var">>
  return
}

// -----

// A is read untransposed: storing it transposed would compute A^T * B.
func.func @transposed_untransposed_use(%ga: memref<16x16xf16>, %gb: memref<16x16xf16>, %init: i1) {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'A' is placed transposed, but a buffer is stored transposed only when every gemm reads it transposed and only whole copies from GM fill it}}
  %a = tir.alloc_buffer "A" {ascend.placement = #ascend.placement<space = l1, transposed = true>} : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" {ascend.placement = #ascend.placement<space = l1>} : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" {ascend.placement = #ascend.placement<space = l0c>} : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.copy %ga, %a : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.dyn">>
  tir.copy %gb, %b : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.dyn">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}
