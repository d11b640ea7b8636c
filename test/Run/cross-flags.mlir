// Cross-core flags (pto.sync.set / sync.wait) between the sections of one
// function, with a GM workspace W between the cores (the a3 hand-off of
// tilelang-ascend's expert-mode kernels): per column tile j the Cube stores
// W = A B_j and sets flag 0; each Vector sub-block waits for it, adds 1 to
// its 8 rows of W into Y and sets flag 1, which the Cube waits for before it
// overwrites W. A = iota and B = 1: row i of Y is 256 i + 121. On a5 the
// Cube hears sub-block 1's set of flag 1 as flag 17 (intra-block flags:
// tirpto::kA5SubBlockFlagOffset), so it waits for 1 and 17.
// RUN: pto-run %s --entry=workspace --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x32:1 --arg zeros:16x16 --arg zeros:16x32 --print | FileCheck %s
// CHECK: arg3 = {{(121 ){32}(377 ){32}.*}}
//
// Without the Cube's wait for flag 1, its second store to W is not ordered
// before or after the Vector's read of the first.
// RUN: not pto-run %s --entry=no_wait --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x32:1 --arg zeros:16x16 --arg zeros:16x32 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction (AIV0, pipe MTE2) reads element 0 of argument #2 ('arg2'); AIC accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
//
// Waiting for flag 1 alone waits for sub-block 0 only: the Cube's next
// store races with sub-block 1's read.
// RUN: not pto-run %s --entry=one_wait --blocks 1 --assume-ptoas-sync --arg iota:16x16 --arg fill:16x32:1 --arg zeros:16x16 --arg zeros:16x32 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: error: race: this instruction (AIC, pipe FIX) writes element 128 of argument #2 ('arg2'); AIV1 accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
//
// A wait nobody sets.
// RUN: not pto-run %s --entry=never_set --blocks 1 2>&1 | FileCheck %s --check-prefix=NEVER
// NEVER: error: deadlock: this sync.wait waits for flag 5, which the Cube never sets (AIV0, block 0)
// NEVER: error: deadlock: this sync.wait waits for flag 5, which the Cube never sets (AIV1, block 0)
//
// A set nobody waits for.
// RUN: not pto-run %s --entry=never_waited --blocks 1 2>&1 | FileCheck %s --check-prefix=LEFT
// LEFT: error: sets cross-core flag 2, which AIV0 never waits for (block 0)

!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
!p16 = !pto.partition_tensor_view<16x16xf32>
!p8 = !pto.partition_tensor_view<8x16xf32>
module attributes {pto.target_arch = "a5"} {
  func.func @workspace(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %w: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    pto.section.cube {
      %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
      %am = pto.alloc_tile : !mat
      pto.tload ins(%pa : !p16) outs(%am : !mat)
      %al = pto.alloc_tile : !left
      pto.tmov ins(%am : !mat) outs(%al : !left)
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        %pb = pto.partition_view %vb, offsets = [%c0, %col], sizes = [%c16, %c16] : !tv -> !p16
        %bm = pto.alloc_tile : !mat
        pto.tload ins(%pb : !p16) outs(%bm : !mat)
        %br = pto.alloc_tile : !right
        pto.tmov ins(%bm : !mat) outs(%br : !right)
        %acc = pto.alloc_tile : !acc
        pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
        %pw = pto.partition_view %vw, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
        pto.tstore ins(%acc : !acc) outs(%pw : !p16)
        pto.sync.set <PIPE_FIX>, 0
        pto.sync.wait <PIPE_FIX>, 1
        pto.sync.wait <PIPE_FIX>, 17
      }
    }
    pto.section.vector {
      %sub = pto.get_subblock_idx
      %subi = arith.index_cast %sub : i64 to index
      %row = arith.muli %subi, %c8 : index
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        pto.sync.wait <PIPE_MTE2>, 0
        %pw = pto.partition_view %vw, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !p8
        %t = pto.alloc_tile : !half
        pto.tload ins(%pw : !p8) outs(%t : !half)
        %u = pto.alloc_tile : !half
        pto.tadds ins(%t, %one : !half, f32) outs(%u : !half)
        %py = pto.partition_view %vy, offsets = [%row, %col], sizes = [%c8, %c16] : !tv -> !p8
        pto.tstore ins(%u : !half) outs(%py : !p8)
        pto.sync.set <PIPE_MTE3>, 1
      }
    }
    return
  }

  func.func @one_wait(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %w: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    pto.section.cube {
      %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
      %am = pto.alloc_tile : !mat
      pto.tload ins(%pa : !p16) outs(%am : !mat)
      %al = pto.alloc_tile : !left
      pto.tmov ins(%am : !mat) outs(%al : !left)
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        %pb = pto.partition_view %vb, offsets = [%c0, %col], sizes = [%c16, %c16] : !tv -> !p16
        %bm = pto.alloc_tile : !mat
        pto.tload ins(%pb : !p16) outs(%bm : !mat)
        %br = pto.alloc_tile : !right
        pto.tmov ins(%bm : !mat) outs(%br : !right)
        %acc = pto.alloc_tile : !acc
        pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
        %pw = pto.partition_view %vw, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
        pto.tstore ins(%acc : !acc) outs(%pw : !p16)
        pto.sync.set <PIPE_FIX>, 0
        pto.sync.wait <PIPE_FIX>, 1
      }
    }
    pto.section.vector {
      %sub = pto.get_subblock_idx
      %subi = arith.index_cast %sub : i64 to index
      %row = arith.muli %subi, %c8 : index
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        pto.sync.wait <PIPE_MTE2>, 0
        %pw = pto.partition_view %vw, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !p8
        %t = pto.alloc_tile : !half
        pto.tload ins(%pw : !p8) outs(%t : !half)
        %u = pto.alloc_tile : !half
        pto.tadds ins(%t, %one : !half, f32) outs(%u : !half)
        %py = pto.partition_view %vy, offsets = [%row, %col], sizes = [%c8, %c16] : !tv -> !p8
        pto.tstore ins(%u : !half) outs(%py : !p8)
        pto.sync.set <PIPE_MTE3>, 1
      }
    }
    return
  }

  func.func @no_wait(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %w: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vy = pto.make_tensor_view %y, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    pto.section.vector {
      %sub = pto.get_subblock_idx
      %subi = arith.index_cast %sub : i64 to index
      %row = arith.muli %subi, %c8 : index
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        pto.sync.wait <PIPE_MTE2>, 0
        %pw = pto.partition_view %vw, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !p8
        %t = pto.alloc_tile : !half
        pto.tload ins(%pw : !p8) outs(%t : !half)
        %u = pto.alloc_tile : !half
        pto.tadds ins(%t, %one : !half, f32) outs(%u : !half)
        %py = pto.partition_view %vy, offsets = [%row, %col], sizes = [%c8, %c16] : !tv -> !p8
        pto.tstore ins(%u : !half) outs(%py : !p8)
        pto.sync.set <PIPE_MTE3>, 1
      }
    }
    pto.section.cube {
      %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
      %am = pto.alloc_tile : !mat
      pto.tload ins(%pa : !p16) outs(%am : !mat)
      %al = pto.alloc_tile : !left
      pto.tmov ins(%am : !mat) outs(%al : !left)
      scf.for %j = %c0 to %c2 step %c1 {
        %col = arith.muli %j, %c16 : index
        %pb = pto.partition_view %vb, offsets = [%c0, %col], sizes = [%c16, %c16] : !tv -> !p16
        %bm = pto.alloc_tile : !mat
        pto.tload ins(%pb : !p16) outs(%bm : !mat)
        %br = pto.alloc_tile : !right
        pto.tmov ins(%bm : !mat) outs(%br : !right)
        %acc = pto.alloc_tile : !acc
        pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
        %pw = pto.partition_view %vw, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !p16
        pto.tstore ins(%acc : !acc) outs(%pw : !p16)
        pto.sync.set <PIPE_FIX>, 0
      }
    }
    return
  }

  func.func @never_set() {
    pto.section.vector {
      pto.sync.wait <PIPE_V>, 5
    }
    return
  }

  func.func @never_waited() {
    pto.section.cube {
      pto.sync.set <PIPE_FIX>, 2
    }
    return
  }
}
