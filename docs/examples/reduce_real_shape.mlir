// tilelang-ascend's reductions of part of a ub buffer (T.reduce_max with
// real_shape): the maximum of each row of the first 4 columns of a 4 x 8
// buffer, and of each column of the first 3 rows of a 5 x 8 one, in the tir
// dialect (one function each).
//
// Sources: tile-ai/tilelang-ascend @ 95acbd7f, at their own shapes:
// examples/reduce/example_row_reduce_max_slice_buffer.py
//
//   @T.prim_func
//   def main(Input: T.Tensor([4, 8], "float"), Output: T.Tensor([1, 8], "float")):
//       with T.Kernel(1, is_npu=True) as (cid, vid):
//           in_shared = T.alloc_ub((4, 8), dtype)
//           out_shared = T.alloc_ub((1, 8), dtype=dtype)
//           if vid == 0:
//               T.copy(Input, in_shared)
//               T.reduce_max(in_shared, out_shared, dim=-1, real_shape=[4, 4])
//               T.copy(out_shared, Output)
//
// and examples/reduce/example_col_reduce_max_slice_buffer.py
//
//   @T.prim_func
//   def main(Input: T.Tensor([5, 8], "float"), Output: T.Tensor([1, 8], "float")):
//       with T.Kernel(1, is_npu=True) as (cid, vid):
//           in_shared = T.alloc_ub((5, 8), dtype)
//           out_shared = T.alloc_ub((1, 8), dtype=dtype)
//           if vid == 0:
//               T.copy(Input, in_shared)
//               T.reduce_max(in_shared, out_shared, dim=0, real_shape=[3, 8])
//               T.copy(out_shared, Output)
//
// real_shape=[r, c] reduces the region in_shared[0:r, 0:c]; the per-row
// results of the row reduction are the first 4 elements of the 1 x 8
// out_shared (tilelang-ascend keeps the row buffer's physical form), so the
// tir names that region as the target. The first kernel computes only those
// 4 elements and then stores the whole of out_shared: Output's last 4
// columns receive whatever out_shared held (the example's own check compares
// the first 4 only; pto-run needs --allow-unwritten-stores for it).
//
// The first columns of a ub buffer are reduced as its tile with those
// columns valid (pto.set_validshape around the trowmax); a row reduction's
// results, a column, reach the first elements of a row through a column
// temporary copied element by element (pto.tgetval / pto.tsetval).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/reduce_real_shape.mlir -o reduce_real_shape.pto
//   ptoas --pto-arch=a3 --enable-insert-sync reduce_real_shape.pto -o reduce_real_shape.cpp

!in_row = memref<4x8xf32, #tir.scope<"shared">>
!in_col = memref<5x8xf32, #tir.scope<"shared">>
!out = memref<1x8xf32, #tir.scope<"shared">>

func.func @row_reduce_max_slice_buffer(
    %Input: memref<4x8xf32> {tir.name = "Input"},
    %Output: memref<1x8xf32> {tir.name = "Output"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %in_shared = tir.alloc_buffer "in_shared" : !in_row
    %out_shared = tir.alloc_buffer "out_shared" : !out
    %first = arith.cmpi eq, %vid, %c0 : index
    scf.if %first {
      tir.copy %Input, %in_shared : memref<4x8xf32>, !in_row
      %real = memref.subview %in_shared[0, 0] [4, 4] [1, 1]
          : !in_row to memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>
      %results = memref.subview %out_shared[0, 0] [1, 4] [1, 1]
          : !out to memref<4xf32, strided<[1]>, #tir.scope<"shared">>
      tir.reduce <max> %real, %results {dim = 1 : i64}
          : memref<4x4xf32, strided<[8, 1]>, #tir.scope<"shared">>,
            memref<4xf32, strided<[1]>, #tir.scope<"shared">>
      tir.copy %out_shared, %Output : !out, memref<1x8xf32>
    }
  }
  return
}

func.func @col_reduce_max_slice_buffer(
    %Input: memref<5x8xf32> {tir.name = "Input"},
    %Output: memref<1x8xf32> {tir.name = "Output"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %in_shared = tir.alloc_buffer "in_shared" : !in_col
    %out_shared = tir.alloc_buffer "out_shared" : !out
    %first = arith.cmpi eq, %vid, %c0 : index
    scf.if %first {
      tir.copy %Input, %in_shared : memref<5x8xf32>, !in_col
      %real = memref.subview %in_shared[0, 0] [3, 8] [1, 1]
          : !in_col to memref<3x8xf32, strided<[8, 1]>, #tir.scope<"shared">>
      tir.reduce <max> %real, %out_shared {dim = 0 : i64}
          : memref<3x8xf32, strided<[8, 1]>, #tir.scope<"shared">>, !out
      tir.copy %out_shared, %Output : !out, memref<1x8xf32>
    }
  }
  return
}
