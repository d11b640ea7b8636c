// pto-verify-bounds (VerifyBounds.cpp): each partition_view is proven inside
// its tensor view from constants, loop bounds, the block index range of
// tirpto.grid, and the in-bounds form max(min(s, extent - offset), 0).
// RUN: pto-opt %s -split-input-file -verify-diagnostics --pto-verify-bounds
// RUN: not pto-opt %s -split-input-file --pto-verify-bounds="strict=true" 2>&1 | FileCheck %s --check-prefix=STRICT

// The output of elementwise_add_tail before boundary regions: a static
// 32-row partition at bx * 32 of a 1000-row tensor on 32 blocks. The last
// block's partition ends at row 1024.
// STRICT: error: cannot prove that this partition stays inside its tensor view along dimension 0: offset [0, 992], size 32, extent 1000; offset + size may pass the extent
module attributes {pto.target_arch = "a3"} {
  func.func @add_tail_static(%arg0: !pto.ptr<f16>) attributes {pto.entry, tirpto.grid = array<i64: 32>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1000 = arith.constant 1000 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = pto.alloc_tile valid_row = %c32 valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %3 = arith.muli %1, %c32 : index
    %4 = arith.subi %c1000, %3 : index
    %5 = arith.minsi %4, %c32 : index
    %6 = pto.make_tensor_view %arg0, shape = [%c1000, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
    // expected-warning@+1 {{cannot prove that this partition stays inside its tensor view along dimension 0: offset [0, 992], size 32, extent 1000; offset + size may pass the extent}}
    %7 = pto.partition_view %6, offsets = [%3, %c0], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
    pto.set_validshape %2, %5, %c64 : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    pto.tload ins(%7 : !pto.partition_tensor_view<32x64xf16>) outs(%2 : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    return
  }
}

// -----

// The same tile with its in-bounds size: proven.
module attributes {pto.target_arch = "a3"} {
  func.func @add_tail_clipped(%arg0: !pto.ptr<f16>) attributes {pto.entry, tirpto.grid = array<i64: 32>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1000 = arith.constant 1000 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %3 = arith.muli %1, %c32 : index
    %4 = arith.subi %c1000, %3 : index
    %5 = arith.minsi %4, %c32 : index
    %6 = arith.maxsi %5, %c0 : index
    %7 = pto.make_tensor_view %arg0, shape = [%c1000, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
    %8 = pto.partition_view %7, offsets = [%3, %c0], sizes = [%6, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x64xf16>
    return
  }
}

// -----

// A misaligned offset whose in-bounds size the canonicalizer regrouped:
// offset x + 16, size min(984 - x, 32). Proven through linear forms.
module attributes {pto.target_arch = "a3"} {
  func.func @regrouped(%arg0: !pto.ptr<f16>) attributes {tirpto.grid = array<i64: 32>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c984 = arith.constant 984 : index
    %c1000 = arith.constant 1000 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.muli %1, %c32 : index
    %3 = arith.addi %2, %c16 : index
    %4 = arith.subi %c984, %2 : index
    %5 = arith.minsi %4, %c32 : index
    %6 = pto.make_tensor_view %arg0, shape = [%c1000, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
    %7 = pto.partition_view %6, offsets = [%3, %c0], sizes = [%5, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x64xf16>
    return
  }
}

// -----

// Static tiles proven from the grid and a loop: 32 blocks of 32 rows over
// 1024 rows, 64 K steps of 64 columns over 4096.
module attributes {pto.target_arch = "a5"} {
  func.func @grid_and_loop(%arg0: !pto.ptr<f16>) attributes {pto.entry, tirpto.grid = array<i64: 32>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.muli %1, %c32 : index
    %3 = pto.make_tensor_view %arg0, shape = [%c1024, %c4096], strides = [%c4096, %c1] : !pto.tensor_view<?x?xf16>
    scf.for %k = %c0 to %c64 step %c1 {
      %4 = arith.muli %k, %c64 : index
      %5 = pto.partition_view %3, offsets = [%2, %4], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
    }
    return
  }
}

// -----

// Without tirpto.grid the block index is only known to be below 2^31 - 1;
// a loop one step too long runs past the edge; a negative offset.
// STRICT: error: cannot prove that this partition stays inside its tensor view along dimension 0: offset [0, 68719476672], size 32, extent 1024
// STRICT: error: cannot prove that this partition stays inside its tensor view along dimension 1: offset [0, 4096], size 64, extent 4096
// STRICT: error: cannot prove that this partition stays inside its tensor view along dimension 1: offset -16, size 64, extent 4096; the offset may be negative
module attributes {pto.target_arch = "a3"} {
  func.func @unproven(%arg0: !pto.ptr<f16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c65 = arith.constant 65 : index
    %cm16 = arith.constant -16 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.muli %1, %c32 : index
    %3 = pto.make_tensor_view %arg0, shape = [%c1024, %c4096], strides = [%c4096, %c1] : !pto.tensor_view<?x?xf16>
    // expected-warning@+1 {{along dimension 0: offset [0, 68719476672], size 32, extent 1024; offset + size may pass the extent}}
    %4 = pto.partition_view %3, offsets = [%2, %c0], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
    scf.for %k = %c0 to %c65 step %c1 {
      %5 = arith.muli %k, %c64 : index
      // expected-warning@+1 {{along dimension 1: offset [0, 4096], size 64, extent 4096; offset + size may pass the extent}}
      %6 = pto.partition_view %3, offsets = [%c0, %5], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
    }
    // expected-warning@+1 {{along dimension 1: offset -16, size 64, extent 4096; the offset may be negative}}
    %7 = pto.partition_view %3, offsets = [%c0, %cm16], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
    return
  }
}

// -----

// An offset from a kernel argument, guarded: the size is 0 where the offset
// is negative and in-bounds at the end. Proven.
module attributes {pto.target_arch = "a3"} {
  func.func @guarded(%arg0: !pto.ptr<f16>, %row: index) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %nn = arith.cmpi sge, %row, %c0 : index
    %left = arith.subi %c1024, %row : index
    %min = arith.minsi %left, %c32 : index
    %max = arith.maxsi %min, %c0 : index
    %rows = arith.select %nn, %max, %c0 : index
    %tv = pto.make_tensor_view %arg0, shape = [%c1024, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
    %pv = pto.partition_view %tv, offsets = [%row, %c0], sizes = [%rows, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x64xf16>
    return
  }
}

// -----

// A clipped region of a rank-3 tensor of dynamic length (n, 4, 4) in its
// rows form (n * 4, 4): its count of slices clipped to the tensor,
// max(min(n - bx, 1), 0), times the 4 rows of each. Proven: the scaled
// clip is at most extent - offset = 4 * (n - bx).
module attributes {pto.target_arch = "a3"} {
  func.func @scaled_clip(%arg0: !pto.ptr<f32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.subi %n, %1 : index
    %3 = arith.minsi %2, %c1 : index
    %4 = arith.maxsi %3, %c0 : index
    %5 = arith.muli %1, %c4 : index
    %6 = arith.muli %4, %c4 : index
    %7 = arith.muli %n, %c4 : index
    %8 = pto.make_tensor_view %arg0, shape = [%7, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xf32>
    %9 = pto.partition_view %8, offsets = [%5, %c0], sizes = [%6, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x4xf32>
    return
  }
}

// -----

// The same with the slice count scaled by more rows than each slice has
// (8 rows from offset 4 * bx): not proven.
module attributes {pto.target_arch = "a3"} {
  func.func @overscaled_clip(%arg0: !pto.ptr<f32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = pto.get_block_idx
    %1 = arith.index_cast %0 : i64 to index
    %2 = arith.subi %n, %1 : index
    %3 = arith.minsi %2, %c1 : index
    %4 = arith.maxsi %3, %c0 : index
    %5 = arith.muli %1, %c4 : index
    %6 = arith.muli %4, %c8 : index
    %7 = arith.muli %n, %c4 : index
    %8 = pto.make_tensor_view %arg0, shape = [%7, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xf32>
    // expected-warning@+1 {{cannot prove that this partition stays inside its tensor view along dimension 0}}
    %9 = pto.partition_view %8, offsets = [%5, %c0], sizes = [%6, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<?x4xf32>
    return
  }
}

// -----

// A loop of step 2 (a multi-buffered loop, unrolled) never reaches its
// bound minus one: k in {0, 2, ..., 30}, so the second copy's partition at
// (k + 1) * 32 ends at row 1024 of 1024. The same body in a loop of 33
// rows would pass the edge.
module attributes {pto.target_arch = "a3"} {
  func.func @stepped_loop(%arg0: !pto.ptr<f16>) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c33 = arith.constant 33 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %v = pto.make_tensor_view %arg0, shape = [%c1024, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
    scf.for %k = %c0 to %c32 step %c2 {
      %k1 = arith.addi %k, %c1 : index
      %row = arith.muli %k1, %c32 : index
      %p = pto.partition_view %v, offsets = [%row, %c0], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
      pto.tload ins(%p : !pto.partition_tensor_view<32x64xf16>) outs(%t : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    }
    scf.for %k = %c0 to %c33 step %c2 {
      %k1 = arith.addi %k, %c1 : index
      %row = arith.muli %k1, %c32 : index
      // expected-warning@+1 {{cannot prove that this partition stays inside its tensor view along dimension 0: offset [32, 1056], size 32, extent 1024}}
      %p = pto.partition_view %v, offsets = [%row, %c0], sizes = [%c32, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>
      pto.tload ins(%p : !pto.partition_tensor_view<32x64xf16>) outs(%t : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    }
    return
  }
}
