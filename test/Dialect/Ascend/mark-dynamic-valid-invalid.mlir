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

// -----

// A view of a buffer moved to a boundary region: the view's tile type
// cannot follow the buffer's run-time valid shape.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @viewed(%g: memref<100x64xi32, #ascend.address_space<gm>>, %r: index) {
  %t = memref.alloc() : memref<16x64xi32, #ascend.address_space<ub>>
  %e = memref.subview %g[0, 0] [%r, 64] [1, 1] : memref<100x64xi32, #ascend.address_space<gm>> to memref<?x64xi32, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%e : memref<?x64xi32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%t : memref<16x64xi32, #ascend.address_space<ub>>)
  // expected-error@+1 {{'ascend.view' op views a buffer whose tile has a run-time valid shape (moved to or from a boundary region, a region of its first columns (or of a column vector's first rows) taken, or a partial-depth gemm operand): views (T.reshape, T.view, T.reinterpretcast) of such buffers are not supported yet}}
  %v = ascend.view %t : memref<16x64xi32, #ascend.address_space<ub>> to memref<16x64xf32, #ascend.address_space<ub>>
  return
}
}

// -----

// A view moved to a boundary region itself.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @view_moved(%g: memref<100x64xf32, #ascend.address_space<gm>>, %r: index) {
  %t = memref.alloc() : memref<2x64xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.view' op is moved to or from a boundary region (the edge of a tensor), or a region of its first columns is taken: a view (T.reshape, T.view, T.reinterpretcast) does not take a run-time valid shape; move the buffer it views}}
  %v = ascend.view %t : memref<2x64xf32, #ascend.address_space<ub>> to memref<1x128xf32, #ascend.address_space<ub>>
  %e = memref.subview %g[0, 0] [1, %r] [1, 1] : memref<100x64xf32, #ascend.address_space<gm>> to memref<1x?xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  ascend.load ins(%e : memref<1x?xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%v : memref<1x128xf32, #ascend.address_space<ub>>)
  return
}
}
