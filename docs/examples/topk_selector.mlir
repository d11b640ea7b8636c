// tilelang-ascend's top-k selector: for each row of x, the indices of its
// top_k largest scores, in descending order of score, in the tir dialect.
//
// Source: tile-ai/tilelang-ascend
// examples/topk_selector/example_topk_selector.py @ fee73c43,
// `simple_topk_selector(B, N, top_k, block_N)` as its `check_case(1024,
// 1024, 128)` builds it (block_N = top_k // 4 = 32), at B = 4 rows (the
// example's 1024 rows shrunk: the shrunk shape keeps both sub-blocks of
// each block and two blocks):
//
//   VEC_NUM = 2; INDEX_DTYPE = "int32"
//   b_num = T.ceildiv(B, VEC_NUM); n_num = T.ceildiv(N, block_N)
//   @T.prim_func
//   def main(x: T.Tensor([B, N], dtype), indices: T.Tensor([B, top_k], INDEX_DTYPE)):
//       with T.Kernel(b_num, is_npu=True) as (cid, vid):
//           row_id = (cid * VEC_NUM + vid) % B  # one v-core for one row
//           x_ub = T.alloc_ub([block_N], dtype)
//           score_accum = T.alloc_ub([N], dtype)
//           topk_dst = T.alloc_ub([2 * top_k], dtype)
//           topk_index = T.alloc_ub([top_k], dtype)
//           output_index = T.alloc_ub([top_k], INDEX_DTYPE)
//           # Accumulate all N scores into flat buffer
//           for bn in T.serial(n_num):
//               T.copy(x[row_id, bn * block_N], x_ub)
//               for i in range(block_N):
//                   score_accum[bn * block_N + i] = x_ub[i]
//           # Sort all N elements and extract top_k
//           T.tile.topk(topk_dst, score_accum, top_k, N)
//           T.tile.gather_mask(topk_index, topk_dst, "P1010")  # [value, idx] => [idx]
//           T.tile.cast(output_index, topk_index, "CAST_ROUND", top_k)
//           T.copy(output_index, indices[row_id, :top_k])
//
// dtype is "float32". T.alloc_ub is scope "shared"; `range` inside a
// prim_func is T.serial; `%` is TVM's floormod, as TileLang prints it. T.tile.topk leaves (value, index) pairs in
// topk_dst, the index a float (TileLang's sort counts its indices in
// float), which gather_mask's "P1010" keeps and the cast turns into int32.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/topk_selector.mlir -o topk_selector.pto
//   ptoas --pto-arch=a3 --enable-insert-sync topk_selector.pto -o topk_selector.cpp

!x_ub = memref<32xf32, #tir.scope<"shared">>
!scores = memref<1024xf32, #tir.scope<"shared">>
!pairs = memref<256xf32, #tir.scope<"shared">>
!top = memref<128xf32, #tir.scope<"shared">>
!out = memref<128xi32, #tir.scope<"shared">>

func.func @topk_selector(%x: memref<4x1024xf32> {tir.name = "x"},
                         %indices: memref<4x128xi32> {tir.name = "indices"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %n_num = arith.constant 32 : index
    %cid2 = arith.muli %cid, %c2 : index
    %row0 = arith.addi %cid2, %vid : index
    %row_id = tir.intrin "floormod"(%row0, %c4) : (index, index) -> index
    %x_ub = tir.alloc_buffer "x_ub" : !x_ub
    %score_accum = tir.alloc_buffer "score_accum" : !scores
    %topk_dst = tir.alloc_buffer "topk_dst" : !pairs
    %topk_index = tir.alloc_buffer "topk_index" : !top
    %output_index = tir.alloc_buffer "output_index" : !out
    tir.for serial %bn = %c0 to %n_num step %c1 {
      %col = arith.muli %bn, %c32 : index
      %xs = memref.subview %x[%row_id, %col] [1, 32] [1, 1] : memref<4x1024xf32> to memref<32xf32, strided<[1], offset: ?>>
      tir.copy %xs, %x_ub : memref<32xf32, strided<[1], offset: ?>>, !x_ub
      tir.for serial %i = %c0 to %c32 step %c1 {
        %v = memref.load %x_ub[%i] : !x_ub
        %at = arith.addi %col, %i : index
        memref.store %v, %score_accum[%at] : !scores
      }
    }
    %top_k = arith.constant 128 : i32
    %n = arith.constant 1024 : i32
    tir.tile <topk> ins(%score_accum : !scores) scalar(%top_k, %n : i32, i32) outs(%topk_dst : !pairs)
    tir.tile <gather_mask> ins(%topk_dst : !pairs) outs(%topk_index : !top) {mask_pattern = #tir.mask_pattern<p1010>}
    tir.tile <cast> ins(%topk_index : !top) outs(%output_index : !out) {mode = #tir.cast_mode<round>}
    %out = memref.subview %indices[%row_id, 0] [1, 128] [1, 1] : memref<4x128xi32> to memref<128xi32, strided<[1], offset: ?>>
    tir.copy %output_index, %out : !out, memref<128xi32, strided<[1], offset: ?>>
  }
  return
}
