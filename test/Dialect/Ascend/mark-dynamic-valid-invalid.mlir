// ascend-mark-dynamic-valid changes the type of the buffers it marks: a use
// that would need the old type is reported.
// RUN: pto-opt %s --ascend-mark-dynamic-valid -split-input-file -verify-diagnostics

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @carried(%g: memref<100x64xf32, #ascend.address_space<gm>>, %r: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %e = memref.subview %g[0, 0] [%r, 64] [1, 1] : memref<100x64xf32, #ascend.address_space<gm>> to memref<?x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%e : memref<?x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%t : memref<16x64xf32, #ascend.address_space<ub>>)
  // expected-error@+1 {{'scf.for' op uses a buffer whose tile has a run-time valid shape (moved to or from a boundary region, a region of its first columns (or of a column vector's first rows) taken, or a partial-depth gemm operand); such a buffer is used by ascend ops, its regions and element accesses only}}
  %x = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %t) -> (memref<16x64xf32, #ascend.address_space<ub>>) {
    scf.yield %a : memref<16x64xf32, #ascend.address_space<ub>>
  }
  return
}
}
