// Row softmax with an online normalizer, written with tilelang-ascend's
// T.tile.* operations, in the tir dialect: a first pass over the column
// blocks keeps a running max m and sum s (s = s * exp(m_old - m_new) +
// sum exp(x - m_new)); a second pass writes exp(x - m) / s.
//
// Source: tile-ai/tilelang-ascend examples/softmax/example_online_softmax.py
// @ 95acbd7f, `online_softmax(M=34, N=130, block_M=32, block_N=32,
// dtype)` for dtype "float" (@online_softmax_f32) and "float16"
// (@online_softmax_f16), the first two of its test configurations. Neither
// block size divides its dimension: the last row block has 2 rows (all on
// vid 0; vid 1's 16 rows lie wholly past the edge) and the last column
// block 2 columns.
//
//   use_float32_compute = dtype in ["bfloat16", "float16"]
//   cal_dtype = "float32" if use_float32_compute else dtype
//   m_num = T.ceildiv(M, block_M); n_num = T.ceildiv(N, block_N)
//   VEC_NUM = 2; sub_block_M = block_M // VEC_NUM
//   def cast_or_copy(dst, src, mode, count):
//       if use_float32_compute: return T.tile.cast(dst, src, mode, count)
//       else: return T.copy(src, dst)
//   @T.prim_func
//   def main(A: T.Tensor([M, N], dtype), B: T.Tensor([M, N], dtype)):
//       T.func_attr({"enable_auto_sync": True})
//       with T.Kernel(m_num, is_npu=True) as (cid, vid):
//           bx = cid
//           a = T.alloc_ub([sub_block_M, block_N], dtype)
//           a_cal = T.alloc_ub([sub_block_M, block_N], cal_dtype)
//           tile_max = T.alloc_ub([sub_block_M, 1], cal_dtype)
//           tile_max_2d = T.alloc_ub([sub_block_M, block_N], cal_dtype)
//           prev_max = T.alloc_ub([sub_block_M, 1], cal_dtype)
//           prev_max_2d = T.alloc_ub([sub_block_M, block_N], cal_dtype)
//           tile_sum = T.alloc_ub([sub_block_M, 1], cal_dtype)
//           prev_sum = T.alloc_ub([sub_block_M, 1], cal_dtype)
//           prev_sum_2d = T.alloc_ub([sub_block_M, block_N], cal_dtype)
//           tmp_exp = T.alloc_ub([sub_block_M, 1], cal_dtype)
//           T.tile.fill(prev_max, -T.infinity(cal_dtype))
//           T.tile.fill(prev_sum, 0.0)
//           for by in T.serial(n_num):
//               T.copy(A[bx * block_M + vid * sub_block_M : bx * block_M + (vid + 1) * sub_block_M,
//                        by * block_N : (by + 1) * block_N], a,
//                      pad_value=-T.infinity(cal_dtype))
//               cast_or_copy(a_cal, a, "CAST_NONE", sub_block_M * block_N)
//               T.reduce_max(a_cal, tile_max, dim=-1)
//               T.tile.max(tile_max, prev_max, tile_max)
//               T.tile.sub(tmp_exp, prev_max, tile_max)
//               T.tile.exp(tmp_exp, tmp_exp)
//               T.tile.mul(tmp_exp, prev_sum, tmp_exp)
//               T.tile.broadcast(tile_max_2d, tile_max)
//               T.tile.sub(a_cal, a_cal, tile_max_2d)
//               T.tile.exp(a_cal, a_cal)
//               T.reduce_sum(a_cal, tile_sum, dim=-1)
//               T.tile.add(prev_sum, tile_sum, tmp_exp)
//               T.copy(tile_max, prev_max)
//           T.tile.broadcast(prev_max_2d, prev_max)
//           T.tile.broadcast(prev_sum_2d, prev_sum)
//           for by in T.serial(n_num):
//               T.copy(A[<the same region>], a)
//               cast_or_copy(a_cal, a, "CAST_NONE", sub_block_M * block_N)
//               T.tile.sub(a_cal, a_cal, prev_max_2d)
//               T.tile.exp(a_cal, a_cal)
//               T.tile.div(a_cal, a_cal, prev_sum_2d)
//               cast_or_copy(a, a_cal, "CAST_RINT", sub_block_M * block_N)
//               T.copy(a, B[<the same region>])
//
// The padding is what makes the edges right: the columns of the last
// block past N are -inf in the first pass, so they add nothing to the
// max and exp(-inf - m) = 0 to the sum; the second pass pads with 0
// (TileLang's default) and those columns are never stored. For float16,
// the pad value -inf is the float32 constant TileLang passes; the tir
// spells it as the f16 -inf the buffer holds (pad_value takes the
// destination's element type). With all its work Vector work, each
// (cid, vid) runs as a block of its own: 2 * 2 = 4 blocks of 16 rows.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/online_softmax_tile.mlir -o online_softmax_tile.pto

!g32 = memref<16x32xf32, strided<[130, 1], offset: ?>>
!t32 = memref<16x32xf32, #tir.scope<"shared">>
!c32 = memref<16x1xf32, #tir.scope<"shared">>

func.func @online_softmax_f32(%A: memref<34x130xf32> {tir.name = "A"},
                              %B: memref<34x130xf32> {tir.name = "B"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %a = tir.alloc_buffer "a" : !t32
    %a_cal = tir.alloc_buffer "a_cal" : !t32
    %tile_max = tir.alloc_buffer "tile_max" : !c32
    %tile_max_2d = tir.alloc_buffer "tile_max_2d" : !t32
    %prev_max = tir.alloc_buffer "prev_max" : !c32
    %prev_max_2d = tir.alloc_buffer "prev_max_2d" : !t32
    %tile_sum = tir.alloc_buffer "tile_sum" : !c32
    %prev_sum = tir.alloc_buffer "prev_sum" : !c32
    %prev_sum_2d = tir.alloc_buffer "prev_sum_2d" : !t32
    %tmp_exp = tir.alloc_buffer "tmp_exp" : !c32
    tir.fill %prev_max, %ninf : !c32
    tir.fill %prev_sum, %zero : !c32
    %base = arith.muli %cid, %c32 : index
    %half = arith.muli %vid, %c16 : index
    %row = arith.addi %base, %half : index
    tir.for serial %by = %c0 to %c5 step %c1 {
      %col = arith.muli %by, %c32 : index
      %ag = memref.subview %A[%row, %col] [16, 32] [1, 1] : memref<34x130xf32> to !g32
      tir.copy %ag, %a pad_value(%ninf : f32) : !g32, !t32
      tir.copy %a, %a_cal : !t32, !t32
      tir.reduce <max> %a_cal, %tile_max {dim = 1 : i64} : !t32, !c32
      tir.tile <max> ins(%prev_max, %tile_max : !c32, !c32) outs(%tile_max : !c32)
      tir.tile <sub> ins(%prev_max, %tile_max : !c32, !c32) outs(%tmp_exp : !c32)
      tir.tile <exp> ins(%tmp_exp : !c32) outs(%tmp_exp : !c32)
      tir.tile <mul> ins(%prev_sum, %tmp_exp : !c32, !c32) outs(%tmp_exp : !c32)
      tir.tile <broadcast> ins(%tile_max : !c32) outs(%tile_max_2d : !t32)
      tir.tile <sub> ins(%a_cal, %tile_max_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.tile <exp> ins(%a_cal : !t32) outs(%a_cal : !t32)
      tir.reduce <sum> %a_cal, %tile_sum {dim = 1 : i64} : !t32, !c32
      tir.tile <add> ins(%tile_sum, %tmp_exp : !c32, !c32) outs(%prev_sum : !c32)
      tir.copy %tile_max, %prev_max : !c32, !c32
    }
    tir.tile <broadcast> ins(%prev_max : !c32) outs(%prev_max_2d : !t32)
    tir.tile <broadcast> ins(%prev_sum : !c32) outs(%prev_sum_2d : !t32)
    tir.for serial %by = %c0 to %c5 step %c1 {
      %col = arith.muli %by, %c32 : index
      %ag = memref.subview %A[%row, %col] [16, 32] [1, 1] : memref<34x130xf32> to !g32
      tir.copy %ag, %a : !g32, !t32
      tir.copy %a, %a_cal : !t32, !t32
      tir.tile <sub> ins(%a_cal, %prev_max_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.tile <exp> ins(%a_cal : !t32) outs(%a_cal : !t32)
      tir.tile <div> ins(%a_cal, %prev_sum_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.copy %a_cal, %a : !t32, !t32
      %bg = memref.subview %B[%row, %col] [16, 32] [1, 1] : memref<34x130xf32> to !g32
      tir.copy %a, %bg : !t32, !g32
    }
  }
  return
}

!g16 = memref<16x32xf16, strided<[130, 1], offset: ?>>
!t16 = memref<16x32xf16, #tir.scope<"shared">>

func.func @online_softmax_f16(%A: memref<34x130xf16> {tir.name = "A"},
                              %B: memref<34x130xf16> {tir.name = "B"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ninf_h = arith.constant 0xFC00 : f16
    %zero = arith.constant 0.0 : f32
    %a = tir.alloc_buffer "a" : !t16
    %a_cal = tir.alloc_buffer "a_cal" : !t32
    %tile_max = tir.alloc_buffer "tile_max" : !c32
    %tile_max_2d = tir.alloc_buffer "tile_max_2d" : !t32
    %prev_max = tir.alloc_buffer "prev_max" : !c32
    %prev_max_2d = tir.alloc_buffer "prev_max_2d" : !t32
    %tile_sum = tir.alloc_buffer "tile_sum" : !c32
    %prev_sum = tir.alloc_buffer "prev_sum" : !c32
    %prev_sum_2d = tir.alloc_buffer "prev_sum_2d" : !t32
    %tmp_exp = tir.alloc_buffer "tmp_exp" : !c32
    tir.fill %prev_max, %ninf : !c32
    tir.fill %prev_sum, %zero : !c32
    %base = arith.muli %cid, %c32 : index
    %half = arith.muli %vid, %c16 : index
    %row = arith.addi %base, %half : index
    tir.for serial %by = %c0 to %c5 step %c1 {
      %col = arith.muli %by, %c32 : index
      %ag = memref.subview %A[%row, %col] [16, 32] [1, 1] : memref<34x130xf16> to !g16
      tir.copy %ag, %a pad_value(%ninf_h : f16) : !g16, !t16
      tir.tile <cast> ins(%a : !t16) outs(%a_cal : !t32) {mode = #tir.cast_mode<none>}
      tir.reduce <max> %a_cal, %tile_max {dim = 1 : i64} : !t32, !c32
      tir.tile <max> ins(%prev_max, %tile_max : !c32, !c32) outs(%tile_max : !c32)
      tir.tile <sub> ins(%prev_max, %tile_max : !c32, !c32) outs(%tmp_exp : !c32)
      tir.tile <exp> ins(%tmp_exp : !c32) outs(%tmp_exp : !c32)
      tir.tile <mul> ins(%prev_sum, %tmp_exp : !c32, !c32) outs(%tmp_exp : !c32)
      tir.tile <broadcast> ins(%tile_max : !c32) outs(%tile_max_2d : !t32)
      tir.tile <sub> ins(%a_cal, %tile_max_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.tile <exp> ins(%a_cal : !t32) outs(%a_cal : !t32)
      tir.reduce <sum> %a_cal, %tile_sum {dim = 1 : i64} : !t32, !c32
      tir.tile <add> ins(%tile_sum, %tmp_exp : !c32, !c32) outs(%prev_sum : !c32)
      tir.copy %tile_max, %prev_max : !c32, !c32
    }
    tir.tile <broadcast> ins(%prev_max : !c32) outs(%prev_max_2d : !t32)
    tir.tile <broadcast> ins(%prev_sum : !c32) outs(%prev_sum_2d : !t32)
    tir.for serial %by = %c0 to %c5 step %c1 {
      %col = arith.muli %by, %c32 : index
      %ag = memref.subview %A[%row, %col] [16, 32] [1, 1] : memref<34x130xf16> to !g16
      tir.copy %ag, %a : !g16, !t16
      tir.tile <cast> ins(%a : !t16) outs(%a_cal : !t32) {mode = #tir.cast_mode<none>}
      tir.tile <sub> ins(%a_cal, %prev_max_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.tile <exp> ins(%a_cal : !t32) outs(%a_cal : !t32)
      tir.tile <div> ins(%a_cal, %prev_sum_2d : !t32, !t32) outs(%a_cal : !t32)
      tir.tile <cast> ins(%a_cal : !t32) outs(%a : !t16) {mode = #tir.cast_mode<rint>}
      %bg = memref.subview %B[%row, %col] [16, 32] [1, 1] : memref<34x130xf16> to !g16
      tir.copy %a, %bg : !t16, !g16
    }
  }
  return
}
