// What the rows form of ub buffers of rank 3 or more cannot express,
// reported at the user's op.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

// The first dimension of a 2x4x32 tile: each result sums rows 4 apart in
// its rows form.
func.func @first_dimension() {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "c" : memref<4x32xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op T.reduce along dimension 0 of 'x' ('memref<2x4x32xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [8, 32]>>>'): a ub buffer of rank 3 or more is stored as the rows of its last dimension, so only its last two dimensions can be reduced}}
  tir.reduce <sum> %x, %c {dim = 0 : i64} : memref<2x4x32xf32, #tir.scope<"shared.dyn">>, memref<4x32xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// Rows 0-1 of each of the two 4-row blocks: not consecutive.
func.func @scattered_rows(%g: memref<2x2x32xf32>) {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'memref.subview' op takes a region of a local buffer of rank 3 ('memref<2x4x32xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [8, 32]>>>') whose rows are not consecutive: it is stored as the rows of its last dimension, so after a dimension the region takes several indices of, the dimensions before the last must be taken whole}}
  %w = memref.subview %x[0, 0, 0] [2, 2, 32] [1, 1, 1] : memref<2x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x2x32xf32, strided<[128, 32, 1]>, #tir.scope<"shared.dyn">>
  tir.copy %g, %w : memref<2x2x32xf32>, memref<2x2x32xf32, strided<[128, 32, 1]>, #tir.scope<"shared.dyn">>
  return
}

// -----

// A strided region.
func.func @strided_region(%g: memref<2x32xf32>) {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'memref.subview' op takes a region of a local buffer of rank 3 ('memref<2x4x32xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [8, 32]>>>') that is not a unit-stride region of static size}}
  %w = memref.subview %x[0, 0, 0] [1, 2, 32] [1, 2, 1] : memref<2x4x32xf32, #tir.scope<"shared.dyn">> to memref<2x32xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>
  tir.copy %g, %w : memref<2x32xf32>, memref<2x32xf32, strided<[64, 1]>, #tir.scope<"shared.dyn">>
  return
}

// -----

// The per-row result of reducing a rank-3 buffer with a leading unit
// dimension is one column; a 1-D nest reading it alongside a row vector is
// reported (one nest works on one orientation).
func.func @column_by_rows(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = tir.alloc_buffer "x" : memref<1x8x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<1x8xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<8xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<1x8x32xf32, #tir.scope<"shared.dyn">>, memref<1x8xf32, #tir.scope<"local.fragment">>
  tir.for parallel %j = %c0 to %c8 step %c1 {
    %v = memref.load %r[%k, %j] : memref<1x8xf32, #tir.scope<"local.fragment">>
    // expected-error@+1 {{'memref.store' op accesses 'y' as 1x8 in a 1-D T.Parallel nest whose other vectors are 8x1; one nest works on one orientation (copy into a buffer of the other shape first)}}
    memref.store %v, %y[%j] : memref<8xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// The same column as the tile of a 2-D nest.
func.func @column_as_tile() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = tir.alloc_buffer "x" : memref<1x8x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<1x8xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<1x8xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<1x8x32xf32, #tir.scope<"shared.dyn">>, memref<1x8xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c1 step %c1 {
    tir.for parallel %j = %c0 to %c8 step %c1 {
      // expected-error@+1 {{'memref.load' op accesses 'r', stored as a 8x1 tile, as the 1x8 tile of a T.Parallel nest: the per-row result of reducing a rank-3 buffer is one column, which is not read as a tile of another shape yet}}
      %v = memref.load %r[%i, %j] : memref<1x8xf32, #tir.scope<"local.fragment">>
      memref.store %v, %y[%i, %j] : memref<1x8xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// The same column reduced again.
func.func @column_reduced() {
  %x = tir.alloc_buffer "x" : memref<1x8x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<1x8xf32, #tir.scope<"local.fragment">>
  %t = tir.alloc_buffer "t" : memref<1xf32, #tir.scope<"local.fragment">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<1x8x32xf32, #tir.scope<"shared.dyn">>, memref<1x8xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op T.reduce of 'r' into 't': the source's tile is 8x1, so the result is a 8x1 tile, but 't' is stored as a 1x1 tile (the per-row result of reducing a rank-3 buffer is one column); reducing into or from such a buffer is not supported yet}}
  tir.reduce <sum> %r, %t {dim = 1 : i64} : memref<1x8xf32, #tir.scope<"local.fragment">>, memref<1xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// The same column combined with a 1x8 buffer.
func.func @column_combined() {
  %x = tir.alloc_buffer "x" : memref<1x8x32xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<1x8xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<1x8xf32, #tir.scope<"shared.dyn">>
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<1x8x32xf32, #tir.scope<"shared.dyn">>, memref<1x8xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.tile' op T.tile.add of 'r', which is stored in another tile form than 'y' (the per-row result of reducing a rank-3 buffer is one column); such buffers are not combined yet}}
  tir.tile <add> ins(%r, %y : memref<1x8xf32, #tir.scope<"local.fragment">>, memref<1x8xf32, #tir.scope<"shared.dyn">>) outs(%y : memref<1x8xf32, #tir.scope<"shared.dyn">>)
  return
}

// -----

// One row of a matrix written as the per-row vector of a nest.
func.func @row_written_per_row(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<4x16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %u = memref.load %y[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op writes one row of 'x' as the per-row vector of a T.Parallel nest; only reads of such a row are lowered (write the nest's rows into a buffer of their own)}}
      memref.store %u, %x[%k, %i] : memref<4x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// The slice loop of a 3-deep nest runs past the buffer's first dimension.
func.func @slices_past_the_buffer() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{the loop}}
  tir.for parallel %b = %c0 to %c3 step %c1 {
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %f = arith.constant 1.0 : f32
        // expected-error@+1 {{'memref.store' op indexes dimension 0 of 'x' ('memref<2x4x32xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [8, 32]>>>') with the index of a loop that reaches 2, outside [0, 2)}}
        memref.store %f, %x[%b, %i, %j] : memref<2x4x32xf32, #tir.scope<"local.fragment">>
      }
    }
  }
  return
}

// -----

// Slices of a buffer whose last dimension is 1: one column, not windowed.
func.func @column_slices() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = tir.alloc_buffer "x" : memref<2x4x1xf32, #tir.scope<"local.fragment">>
  tir.for parallel %b = %c0 to %c2 step %c1 {
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c1 step %c1 {
        %f = arith.constant 1.0 : f32
        // expected-error@+1 {{'memref.store' op accesses 'x' ('memref<2x4x1xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [8, 1]>>>') by rows, but its last dimension is 1, so it is stored as one column, of which windows are not supported}}
        memref.store %f, %x[%b, %i, %j] : memref<2x4x1xf32, #tir.scope<"local.fragment">>
      }
    }
  }
  return
}

// -----

func.func @column_reduced_over_slices() {
  %x = tir.alloc_buffer "x" : memref<2x4x1xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<2x4xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op T.reduce of 'x' ('memref<2x4x1xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [8, 1]>>>'): its last dimension is 1, so it is stored as one column, whose slices are not windows of a tile; reducing it over slices is not supported}}
  tir.reduce <sum> %x, %r {dim = 2 : i64} : memref<2x4x1xf32, #tir.scope<"shared.dyn">>, memref<2x4xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// A 1 x 16 row written per row of a nest.
func.func @row_vector_written_per_row() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<1x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %u = memref.load %y[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %r[%c0, %i] : memref<1x16xf32, #tir.scope<"shared.dyn">>
      %s = arith.maxnumf %v, %u : f32
      // expected-error@+1 {{'memref.store' op writes 'r', stored as a 1x16 tile, as the 16x1 per-row vector of a T.Parallel nest; only reads of a vector of the other orientation are lowered}}
      memref.store %s, %r[%c0, %i] : memref<1x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// The inner loops of a 3-deep nest do not cover the slice's last two
// dimensions.
func.func @slice_extents() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"local.fragment">>
  tir.for parallel %b = %c0 to %c2 step %c1 {
    tir.for parallel %i = %c0 to %c2 step %c1 {
      tir.for parallel %j = %c0 to %c16 step %c1 {
        %f = arith.constant 1.0 : f32
        // expected-error@+1 {{'memref.store' op writes 'x' whose shape (memref<2x4x32xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [8, 32]>>>) does not match the extents of the T.Parallel nest (2x16)}}
        memref.store %f, %x[%b, %i, %j] : memref<2x4x32xf32, #tir.scope<"local.fragment">>
      }
    }
  }
  return
}
