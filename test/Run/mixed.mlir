// Kernels written for separate cores: per block one Cube stream (AIC) and
// two Vector streams (AIV0, AIV1) that hand tiles over the FIFO
// (tpush/tpop/tfree), in both directions and with each split.
//
// C2V, split up-down: C = A B + D with A = iota (row i of A sums to
// 256 i + 120), B = 1 and D = 1; each sub-block adds D to its 8 rows, two
// column tiles in turn.
// RUN: pto-run %s --blocks 1 --entry=c2v --assume-ptoas-sync --arg iota:16x16 --arg fill:16x32:1 --arg fill:16x32:1 --arg zeros:16x32 --print --pipe-stats | FileCheck %s --check-prefix=C2V
// C2V: arg3 = {{(121 ){32}(377 ){32}(633 ){32}.*}}
// C2V-DAG: AIC M: 2
// C2V-DAG: AIC FIX: 2
// C2V-DAG: AIV0 MTE2: 4
// C2V-DAG: AIV1 V: 2
// C2V-DAG: AIV1 MTE3: 2
//
// V2C, split left-right: each sub-block doubles its 16x8 half of X and
// pushes it; the Cube multiplies the assembled 16x16 tile by B = 1, so row
// i of C is 2 (256 i + 120) in every column.
// RUN: pto-run %s --blocks 1 --entry=v2c --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --print | FileCheck %s --check-prefix=V2C
// V2C: arg2 = {{(240 ){16}(752 ){16}.*}}
//
// C2V, no split: both sub-blocks receive the whole tile; sub-block s
// stores it to rows 16 s .. 16 s + 15 of C.
// RUN: pto-run %s --blocks 1 --entry=nosplit --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:32x16 --print | FileCheck %s --check-prefix=NOSPLIT
// NOSPLIT: arg2 = {{(120 ){16}(376 ){16}.*(3960 ){16}(120 ){16}(376 ){16}.*(3960 ){15}3960$}}
//
// Sections of one function run on their own core.
// RUN: pto-run %s --blocks 1 --entry=sections --assume-ptoas-sync --arg iota:16x16 --arg fill:16x16:1 --arg zeros:16x16 --arg iota:16x16 --arg zeros:16x16 --print | FileCheck %s --check-prefix=SECTIONS
// SECTIONS: arg2 = {{(120 ){16}(376 ){16}.*}}
// SECTIONS: arg4 = 0 2 4 {{.*}} 506 508 510{{$}}
//

!mat = !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!left = !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
!right = !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
!acc = !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
!half = !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!lr = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!whole = !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
!tv = !pto.tensor_view<?x?xf32>
module attributes {pto.target_arch = "a5"} {
  //===--------------------------------------------------------------------===//
  // C2V, split up-down
  //===--------------------------------------------------------------------===//
  func.func @c2v(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %d: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @c2v_cube(%a, %b) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    func.call @c2v_vector(%d, %c) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func private @c2v_cube(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c0_i32 = arith.constant 0 : i32
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %slots = pto.import_reserved_buffer {name = "c2v", peer_func = @c2v_vector} -> i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %slots : i32, v2c_consumer_buf = %c0_i32 : i32)
    %am = pto.alloc_tile : !mat
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%am : !mat)
    %al = pto.alloc_tile : !left
    pto.tmov ins(%am : !mat) outs(%al : !left)
    scf.for %j = %c0 to %c2 step %c1 {
      %col = arith.muli %j, %c16 : index
      %bm = pto.alloc_tile : !mat
      %pb = pto.partition_view %vb, offsets = [%c0, %col], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
      pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
      %br = pto.alloc_tile : !right
      pto.tmov ins(%bm : !mat) outs(%br : !right)
      %acc = pto.alloc_tile : !acc
      pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
      pto.tpush_to_aiv(%acc : !acc) {split = 1}
    }
    return
  }
  func.func private @c2v_vector(%d: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c0_i32 = arith.constant 0 : i32
    %vd = pto.make_tensor_view %d, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %vc = pto.make_tensor_view %c, shape = [%c16, %c32], strides = [%c32, %c1] : !tv
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c8 : index
    %slots = pto.reserve_buffer {name = "c2v", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %slots : i32, v2c_consumer_buf = %c0_i32 : i32)
    scf.for %j = %c0 to %c2 step %c1 {
      %col = arith.muli %j, %c16 : index
      %dt = pto.alloc_tile : !half
      %pd = pto.partition_view %vd, offsets = [%row, %col], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
      pto.tload ins(%pd : !pto.partition_tensor_view<8x16xf32>) outs(%dt : !half)
      %s = pto.tpop_from_aic {split = 1} -> !half
      %sum = pto.alloc_tile : !half
      pto.tadd ins(%s, %dt : !half, !half) outs(%sum : !half)
      pto.tfree_from_aic {split = 1}
      %pc = pto.partition_view %vc, offsets = [%row, %col], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
      pto.tstore ins(%sum : !half) outs(%pc : !pto.partition_tensor_view<8x16xf32>)
    }
    return
  }

  //===--------------------------------------------------------------------===//
  // V2C, split left-right
  //===--------------------------------------------------------------------===//
  func.func @v2c(%x: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @v2c_vector(%x) : (!pto.ptr<f32>) -> ()
    func.call @v2c_cube(%b, %c) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    return
  }
  func.func private @v2c_vector(%x: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %two = arith.constant 2.0 : f32
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %col = arith.muli %subi, %c8 : index
    %slots = pto.import_reserved_buffer {name = "v2c", peer_func = @v2c_cube} -> i32
    pto.aiv_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %slots : i32)
    %t = pto.alloc_tile : !lr
    %px = pto.partition_view %vx, offsets = [%c0, %col], sizes = [%c16, %c8] : !tv -> !pto.partition_tensor_view<16x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x8xf32>) outs(%t : !lr)
    %t2 = pto.alloc_tile : !lr
    pto.tmuls ins(%t, %two : !lr, f32) outs(%t2 : !lr)
    pto.tpush_to_aic(%t2 : !lr) {split = 2}
    return
  }
  func.func private @v2c_cube(%b: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %slots = pto.reserve_buffer {name = "v2c", size = 8192, location = #pto.address_space<mat>, auto = true} -> i32
    pto.aic_initialize_pipe {dir_mask = 2, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %slots : i32)
    %xm = pto.tpop_from_aiv {split = 2} -> !mat
    %xl = pto.alloc_tile : !left
    pto.tmov ins(%xm : !mat) outs(%xl : !left)
    pto.tfree_from_aiv {split = 2}
    %bm = pto.alloc_tile : !mat
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
    %br = pto.alloc_tile : !right
    pto.tmov ins(%bm : !mat) outs(%br : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%xl, %br : !left, !right) outs(%acc : !acc)
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tstore ins(%acc : !acc) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    return
  }

  //===--------------------------------------------------------------------===//
  // C2V, no split
  //===--------------------------------------------------------------------===//
  func.func @nosplit(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) attributes {pto.entry} {
    func.call @nosplit_cube(%a, %b) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    func.call @nosplit_vector(%c) : (!pto.ptr<f32>) -> ()
    return
  }
  func.func private @nosplit_cube(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %am = pto.alloc_tile : !mat
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%am : !mat)
    %al = pto.alloc_tile : !left
    pto.tmov ins(%am : !mat) outs(%al : !left)
    %bm = pto.alloc_tile : !mat
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
    %br = pto.alloc_tile : !right
    pto.tmov ins(%bm : !mat) outs(%br : !right)
    %acc = pto.alloc_tile : !acc
    pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
    pto.tpush_to_aiv(%acc : !acc) {split = 0}
    return
  }
  func.func private @nosplit_vector(%c: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c0_i32 = arith.constant 0 : i32
    %sub = pto.get_subblock_idx
    %subi = arith.index_cast %sub : i64 to index
    %row = arith.muli %subi, %c16 : index
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)
    %t = pto.tpop_from_aic {split = 0} -> !whole
    %vo = pto.make_tensor_view %c, shape = [%c32, %c16], strides = [%c16, %c1] : !tv
    %po = pto.partition_view %vo, offsets = [%row, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
    pto.tstore ins(%t : !whole) outs(%po : !pto.partition_tensor_view<16x16xf32>)
    pto.tfree_from_aic {split = 0}
    return
  }

  //===--------------------------------------------------------------------===//
  // Sections: the Cube computes C = A B, each Vector sub-block doubles its
  // half of the rows of X into Y; nothing crosses between the cores.
  //===--------------------------------------------------------------------===//
  func.func @sections(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>, %x: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    pto.section.cube {
      %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
      %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
      %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
      %am = pto.alloc_tile : !mat
      %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
      pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%am : !mat)
      %al = pto.alloc_tile : !left
      pto.tmov ins(%am : !mat) outs(%al : !left)
      %bm = pto.alloc_tile : !mat
      %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
      pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%bm : !mat)
      %br = pto.alloc_tile : !right
      pto.tmov ins(%bm : !mat) outs(%br : !right)
      %acc = pto.alloc_tile : !acc
      pto.tmatmul ins(%al, %br : !left, !right) outs(%acc : !acc)
      %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !tv -> !pto.partition_tensor_view<16x16xf32>
      pto.tstore ins(%acc : !acc) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    }
    pto.section.vector {
      %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
      %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !tv
      %sub = pto.get_subblock_idx
      %subi = arith.index_cast %sub : i64 to index
      %row = arith.muli %subi, %c8 : index
      %t = pto.alloc_tile : !half
      %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
      pto.tload ins(%px : !pto.partition_tensor_view<8x16xf32>) outs(%t : !half)
      %t2 = pto.alloc_tile : !half
      pto.tadd ins(%t, %t : !half, !half) outs(%t2 : !half)
      %py = pto.partition_view %vy, offsets = [%row, %c0], sizes = [%c8, %c16] : !tv -> !pto.partition_tensor_view<8x16xf32>
      pto.tstore ins(%t2 : !half) outs(%py : !pto.partition_tensor_view<8x16xf32>)
    }
    return
  }
}
