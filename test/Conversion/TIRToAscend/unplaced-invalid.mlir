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
