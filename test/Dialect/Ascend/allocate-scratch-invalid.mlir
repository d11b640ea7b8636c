// Diagnostics of ascend-allocate-scratch.
// RUN: pto-opt %s --ascend-allocate-scratch -split-input-file -verify-diagnostics

// expected-error@+1 {{ascend-allocate-scratch needs the target arch: the module has no 'ascend.arch' attribute (convert-tir-to-ascend{arch=...} sets it)}}
module {
func.func @no_arch(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  return
}
}
