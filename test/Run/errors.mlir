// pto-run on bad command lines and bad kernels: a clear message and a
// non-zero exit, never a crash or a hang.
// RUN: not pto-run %s --entry=copy --arg zeros:16x16 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=NOGRID
// NOGRID: pto-run: @copy has no tirpto.grid (pto-opt records the grid unless it is computed at run time from dynamic dimensions): give --blocks, the number of blocks it is launched on
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=view --arg zeros:16x17 --arg 16 2>&1 | FileCheck %s --check-prefix=VIEW
// VIEW: warning: views argument #0 ('arg0') as 16x16 (256 elements), but the array given has 272 elements
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=view --arg zeros:16x16 --arg 0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: makes a tensor view with an extent of 0: every dimension of a kernel's tensor is at least 1 (the launch contract, docs/TileLangSupport.md)
// RUN: not pto-run %s --blocks 1 --entry=copy --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: pto-run: @copy takes 2 arguments (!pto.ptr<f32>, !pto.ptr<f32>), 1 --arg given; a kernel split into Cube and Vector parts takes its workspaces and, on a3, the FFTS base address (memref<256xi64>: --arg zeros:1x256) after its own arguments (README: kernels that mix Cube and Vector work)
// RUN: not pto-run %s --blocks 1 --entry=copy --arg zeros:16x16 --arg 5 2>&1 | FileCheck %s --check-prefix=SPEC
// SPEC: pto-run: argument #1 (!pto.ptr<f32>) needs a tensor: a .npy file, rand:RxC, zeros:RxC, fill:RxC:V or iota:RxC; '5' is none of them
// RUN: not pto-run %s --blocks 1 --entry=copy --arg zeros:16x16 --arg rand:99999999999x99999999999 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: pto-run: 'rand:99999999999x99999999999' has more than 2147483647 elements
// RUN: not pto-run %s --entry=copy --arg zeros:16x16 --arg zeros:16x16 --blocks -1 2>&1 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: pto-run: --blocks must be positive, got -1
// RUN: not pto-run %s --blocks 1 --entry=copy --arg zeros:16x16 --arg zeros:16x16 --outputs 7 --out-dir %t 2>&1 | FileCheck %s --check-prefix=OUTPUTS
// OUTPUTS: pto-run: --outputs 7: not a tensor argument of @copy
// RUN: not pto-run %s --blocks 1 --entry=scalars --arg nan --arg 1 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: pto-run: argument #0 (index) needs an integer, got 'nan'
// RUN: not pto-run %s --blocks 1 --entry=scalars --arg 1 --arg 300 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: pto-run: argument #1 (i8) is out of its range [-128, 127]: 300
// RUN: not pto-run %s --blocks 1 --entry=missing --arg 1 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: pto-run: no function named 'missing'
// RUN: not pto-run %s --blocks 1 --entry=declared 2>&1 | FileCheck %s --check-prefix=DECL
// DECL: pto-run: @declared is a declaration: it has no body to run
// RUN: not pto-run %s --blocks 1 --entry=endless --arg 1 --arg 1 --max-operations=1000 2>&1 | FileCheck %s --check-prefix=ENDLESS
// ENDLESS: error: pto-run: stopped after 1000 operations (--max-operations) in this loop; is it unbounded?
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=bad_valid --arg 32 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=VALID
// VALID: error: allocates a 16x16 tile with the valid shape 32x16 (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=small_source --arg 8 --arg zeros:16x16 2>&1 | FileCheck %s --check-prefix=SOURCE
// SOURCE: error: reads a source whose valid shape 8x16 is smaller than the destination's 16x16 (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=int_divs_zero 2>&1 | FileCheck %s --check-prefix=DIVZERO
// DIVZERO: error: pto-run: integer division by zero (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=extract --arg 24 --arg 0 2>&1 | FileCheck %s --check-prefix=WINDOW
// WINDOW: error: extracts a 16x16 window at (24, 0) of a tile whose valid shape is 32x32 (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=extract --arg 0 --arg 8 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: error: extracts a window at (0, 8), not at multiples of 16 (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=gather --arg 256 2>&1 | FileCheck %s --check-prefix=GATHER
// GATHER: error: pto-run: tgather index 256 at (0, 0) is outside its source tile of 256 elements (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=short_sort32 2>&1 | FileCheck %s --check-prefix=SORT32
// SORT32: error: pto-run: tsort32 writes 1 rows of 128 elements (32 pairs a block of the source's 32 valid columns) into a dst of 1x64 valid elements (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=nan_sort32 2>&1 | FileCheck %s --check-prefix=SORTNAN
// SORTNAN: error: pto-run: tsort32 sorts a NaN at (0, 0), whose place in the chip's order pto-isa does not define (block 0)
// RUN: not pto-run %s --blocks 1 --assume-ptoas-sync --entry=reduce_rows 2>&1 | FileCheck %s --check-prefix=REDUCE
// REDUCE: error: reduces 8 rows into a tile of 4 valid rows (block 0)
// RUN: not pto-run %s --entry=ffts_mode --blocks 1 --arg zeros:1x256 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: error: sets a cross-core flag in FFTS mode 0, which synchronises the cores of several blocks; pto-run models mode 2 only (a Cube core and its Vector cores) (AIC, block 0)
// RUN: pto-run %s --blocks 1 --assume-ptoas-sync --entry=arith --arg zeros:3x8 --print 2>/dev/null | FileCheck %s --check-prefix=ARITH
// select on an i1 xor, NaN-propagating maximumf, INT64_MIN / -1 (wraps, no trap):
// ARITH: arg0 = 7 7 7 7 7 7 7 7 nan nan nan nan nan nan nan nan -9.22337204e+18

!tile = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!dyn = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!itile = !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
module attributes {pto.target_arch = "a3"} {
  func.func @int_divs_zero() {
    %seven = arith.constant 7 : i32
    %zero = arith.constant 0 : i32
    %a = pto.alloc_tile : !itile
    pto.texpands ins(%seven : i32) outs(%a : !itile)
    pto.tdivs ins(%a, %zero : !itile, i32) outs(%a : !itile)
    return
  }

  func.func @copy(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    return
  }

  func.func @view(%x: !pto.ptr<f32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %v = pto.make_tensor_view %x, shape = [%c16, %n], strides = [%n, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    return
  }

  func.func @scalars(%n: index, %b: i8) {
    return
  }

  func.func private @declared()

  func.func @endless(%n: index, %m: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 9223372036854775807 : index
    scf.for %i = %c0 to %big step %c1 {
    }
    return
  }

  func.func @bad_valid(%rows: index, %y: !pto.ptr<f32>) {
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile valid_row = %rows valid_col = %c16 : !dyn
    return
  }

  func.func @small_source(%rows: index, %y: !pto.ptr<f32>) {
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %a = pto.alloc_tile valid_row = %c16 valid_col = %c16 : !dyn
    pto.texpands ins(%zero : f32) outs(%a : !dyn)
    pto.set_validshape %a, %rows, %c16 : !dyn
    %b = pto.alloc_tile : !tile
    pto.tadds ins(%a, %zero : !dyn, f32) outs(%b : !tile)
    return
  }

  // out rows = select(true, 7, 3), maximumf(nan, 2), INT64_MIN / -1
  func.func @arith(%out: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %true = arith.constant true
    %seven = arith.constant 7.0 : f32
    %three = arith.constant 3.0 : f32
    %nan = arith.constant 0x7FC00000 : f32
    %two = arith.constant 2.0 : f32
    %min = arith.constant -9223372036854775808 : i64
    %m1 = arith.constant -1 : i64
    // (c0 == c0) xor true is false: i1 true is 1, as comparisons make it.
    %eq = arith.cmpi eq, %c0, %c0 : index
    %ne = arith.xori %eq, %true : i1
    %sel = arith.select %ne, %three, %seven : f32
    %max = arith.maximumf %nan, %two : f32
    %q = arith.divsi %min, %m1 : i64
    %qf = arith.sitofp %q : i64 to f32
    %view = pto.make_tensor_view %out, shape = [%c3, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
    %t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %p0 = pto.partition_view %view, offsets = [%c0, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>
    pto.texpands ins(%sel : f32) outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    pto.tstore ins(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%p0 : !pto.partition_tensor_view<1x8xf32>)
    %p1 = pto.partition_view %view, offsets = [%c1, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>
    pto.texpands ins(%max : f32) outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    pto.tstore ins(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%p1 : !pto.partition_tensor_view<1x8xf32>)
    %p2 = pto.partition_view %view, offsets = [%c2, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>
    pto.texpands ins(%qf : f32) outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    pto.tstore ins(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%p2 : !pto.partition_tensor_view<1x8xf32>)
    return
  }

  // A gather of every element from index k.
  func.func @gather(%k: i32) {
    %x = pto.alloc_tile : !tile
    %i = pto.alloc_tile : !itile
    %t = pto.alloc_tile : !itile
    %one = arith.constant 1.0 : f32
    pto.texpands ins(%one : f32) outs(%x : !tile)
    pto.texpands ins(%k : i32) outs(%i : !itile)
    pto.tgather ins(%x, %i, %t : !tile, !itile, !itile) outs(%x : !tile)
    return
  }

  // A K window of a 32x32 mat tile into a 16x16 left tile at (r, c).
  func.func @extract(%r: index, %c: index) {
    %m = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
    %l = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
    pto.textract ins(%m, %r, %c : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>, index, index) outs(%l : !pto.tile_buf<loc=left, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
    return
  }

  // The tsort32 form of ptoas's own test: an f16 dst of half the pairs.
  func.func @short_sort32() {
    %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf16>
    %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xui32>
    %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
    pto.tsort32 ins(%s, %i : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<vec, 1x32xui32>) outs(%d : !pto.tile_buf<vec, 1x64xf16>)
    return
  }

  // A row reduction of 8 valid rows into a column of 4 (pto-isa's TROW*
  // want them equal).
  func.func @reduce_rows() {
    %one = arith.constant 1.0 : f32
    %s = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>
    %t = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %d = pto.alloc_tile valid_row = %c4 valid_col = %c1 : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=?, v_col=?, blayout=col_major, slayout=none_box, fractal=512, pad=0>
    pto.texpands ins(%one : f32) outs(%s : !pto.tile_buf<vec, 8x16xf32>)
    pto.trowsum ins(%s, %t : !pto.tile_buf<vec, 8x16xf32>, !pto.tile_buf<vec, 8x16xf32>) outs(%d : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=?, v_col=?, blayout=col_major, slayout=none_box, fractal=512, pad=0>)
    return
  }

  // An a3 set in FFTS mode 0 (every core of the chip), which pto-run does
  // not model.
  func.func @ffts_mode(%ffts: memref<256xi64>) {
    pto.set_ffts %ffts : memref<256xi64>
    pto.section.cube {
      pto.sync.set <PIPE_FIX>, 0 {ffts_mode = 0 : i32}
    }
    return
  }

  func.func @nan_sort32() {
    %nan = arith.constant 0x7FC00000 : f32
    %c0 = arith.constant 0 : i32
    %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
    %i = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
    %d = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
    pto.texpands ins(%nan : f32) outs(%s : !pto.tile_buf<vec, 1x32xf32>)
    pto.tci ins(%c0 : i32) outs(%i : !pto.tile_buf<vec, 1x32xi32>)
    %u = pto.bitcast %i : !pto.tile_buf<vec, 1x32xi32> -> !pto.tile_buf<vec, 1x32xui32>
    pto.tsort32 ins(%s, %u : !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xui32>) outs(%d : !pto.tile_buf<vec, 1x64xf32>)
    return
  }
}
