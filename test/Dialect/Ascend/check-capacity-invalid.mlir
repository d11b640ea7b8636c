// Diagnostics of ascend-check-capacity other than a capacity exceeded
// (check-capacity.mlir): no arch, and Vector ops that ascend-allocate-scratch
// has not made ready, whose scratch tiles the check would miss.
// RUN: pto-opt %s --ascend-check-capacity -split-input-file -verify-diagnostics

// expected-error@+1 {{ascend-check-capacity needs the target arch: the module has no 'ascend.arch' attribute (convert-tir-to-ascend{arch=...} sets it)}}
module {
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @no_scratch(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op has no scratch tile ('tmp'), which its PTO instruction takes: run ascend-allocate-scratch first}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @in_place(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op writes a tile it reads, which its PTO instruction cannot do on a3: run ascend-allocate-scratch first}}
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}
}
