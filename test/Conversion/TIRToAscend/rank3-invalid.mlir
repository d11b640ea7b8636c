// What the rows form of ub buffers of rank 3 or more cannot express,
// reported at the user's op.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

// The middle dimension of a 2x4x32 tile: each result sums rows 4 apart.
func.func @middle_dimension() {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "c" : memref<2x32xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op T.reduce along dimension 1 of 'x' ('memref<2x4x32xf32, #tir.scope<"shared.dyn">>'): a ub buffer of rank 3 or more is stored as the rows of its last dimension, so the last dimension can be reduced, and the one before it only when the dimensions before that are 1}}
  tir.reduce <sum> %x, %c {dim = 1 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x32xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// Rows 0-1 of each of the two 4-row blocks: not consecutive.
func.func @scattered_rows(%g: memref<2x2x32xf32>) {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'memref.subview' op takes a region of a local buffer of rank 3 ('memref<2x4x32xf32, #tir.scope<"shared.dyn">>') whose rows are not consecutive: it is stored as the rows of its last dimension, so after a dimension the region takes several indices of, the dimensions before the last must be taken whole}}
  %w = memref.subview %x[0, 0, 0] [2, 2, 32] [1, 1, 1] : memref<2x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x2x32xf32, strided<[128, 32, 1]>, #tir.scope<"shared.dyn">>
  tir.copy %g, %w : memref<2x2x32xf32>, memref<2x2x32xf32, strided<[128, 32, 1]>, #tir.scope<"shared.dyn">>
  return
}

// -----

// A strided region.
func.func @strided_region(%g: memref<2x32xf32>) {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'memref.subview' op takes a region of a local buffer of rank 3 ('memref<2x4x32xf32, #tir.scope<"shared.dyn">>') that is not a unit-stride region of static size}}
  %w = memref.subview %x[0, 0, 0] [1, 2, 32] [1, 2, 1] : memref<2x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x32xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>
  tir.copy %g, %w : memref<2x32xf32>, memref<2x32xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>
  return
}

// -----

// The per-row result of a rank-3 reduction is one column; a nest reading it
// by rows is reported.
func.func @column_by_rows(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<4xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  tir.for parallel %j = %c0 to %c4 step %c1 {
    // expected-error@+1 {{'memref.load' op accesses 'r' by rows, but it is stored as one column (the per-row result of reducing a rank-3 buffer), which is not read by rows yet}}
    %v = memref.load %r[%k, %j] : memref<2x4xf32, #tir.scope<"local.fragment">>
    memref.store %v, %y[%j] : memref<4xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// The same column as the tile of a 2-D nest.
func.func @column_as_tile() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<2x4xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c2 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      // expected-error@+1 {{'memref.load' op accesses 'r', stored as a 8x1 tile, as the 2x4 tile of a T.Parallel nest: the per-row result of reducing a rank-3 buffer is one column, which is not read as a tile of another shape yet}}
      %v = memref.load %r[%i, %j] : memref<2x4xf32, #tir.scope<"local.fragment">>
      memref.store %v, %y[%i, %j] : memref<2x4xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// The same column copied into a 2x4 buffer.
func.func @column_copied() {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<2x4xf32, #tir.scope<"shared.dyn">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'r' (ub) to 'y' (ub) copies between ub tiles of different forms (8x1 and 2x4): the per-row result of reducing a rank-3 buffer is one column, which is not copied into a tile of another shape yet}}
  tir.copy %r, %y : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

// The same column reduced again, and combined with a 2x4 buffer.
func.func @column_reduced() {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  %t = tir.alloc_buffer "t" : memref<2xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op T.reduce of 'r' into 't': the source's tile is 8x1, so the result is a 8x1 vector, but 't' is stored as a 2x1 tile (the per-row result of reducing a rank-3 buffer is one column); reducing into or from such a buffer is not supported yet}}
  tir.reduce <sum> %r, %t {dim = 1 : i64} : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @column_combined() {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<2x4xf32, #tir.scope<"shared.dyn">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.tile' op T.tile.add of 'r', which is stored in another tile form than 'y' (the per-row result of reducing a rank-3 buffer is one column); such buffers are not combined yet}}
  tir.tile <add> ins(%r, %y : memref<2x4xf32, #tir.scope<"local.fragment">>, memref<2x4xf32, #tir.scope<"shared.dyn">>) outs(%y : memref<2x4xf32, #tir.scope<"shared.dyn">>)
  return
}
