// Per-row int8 quantization of activations (DeepSeek-V4's act_quant), in
// the tir dialect: for each row of X, S = max|x| / 127 and
// Y = i8(f16(round(clamp(x / S, -127, 127)))).
//
// Source: tile-ai/tilelang-ascend examples/deepseek_v4/act_quant.py
// @ 95acbd7f, `act_quant_kernel_int8_optimized(N=1024, block_M=16,
// block_N=N, round_scale=False)` (its test's configuration), with its
// symbolic M: m_num = M // 16 cids, n_num = 1, block_M_2 = 8 rows per
// Vector core.
//
//   M = T.symbolic("M"); VEC_NUM = 2; CAST_MODE = "CAST_NONE"
//   int8_abs_max = 127.0
//   @T.prim_func
//   def main(X: T.Tensor([M, N], "bfloat16"), Y: T.Tensor([M, N], "int8"),
//            S: T.Tensor([M], "float")):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bm = cid // n_num
//           bn = cid % n_num
//           x_ub = T.alloc_ub([block_M_2, block_N], "bfloat16")
//           x_ub_half = T.alloc_ub([block_M_2, block_N], "float16")
//           x_ub_fp_abs = T.alloc_ub([block_M_2, block_N], "float")
//           y_ub = T.alloc_ub([block_M_2, block_N], "int8")
//           max_ub = T.alloc_ub([block_M_2], "float")
//           scale_ub = T.alloc_ub([block_M_2], "float")
//           x_ub_fp = T.alloc_ub([block_M_2, block_N], "float")
//           with T.Scope("V"):
//               T.copy(X[bm * block_M + vid * block_M_2, bn * block_N], x_ub)
//               T.tile.fill(max_ub, 0.0)
//               T.tile.cast(x_ub_fp, x_ub, mode=CAST_MODE, count=block_M_2 * block_N)
//               T.tile.abs(x_ub_fp_abs, x_ub_fp)
//               T.reduce_max(x_ub_fp_abs, max_ub, dim=-1)
//               for i in T.Parallel(block_M_2):
//                   scale_ub[i] = max_ub[i] / int8_abs_max
//               for i, j in T.Parallel(block_M_2, block_N):
//                   x_ub_fp[i, j] = x_ub_fp[i, j] / scale_ub[i]
//               T.tile.clamp(x_ub_fp, x_ub_fp, -127.0, 127.0, block_M_2 * block_N)
//               T.tile.round(x_ub_fp, x_ub_fp, block_M_2 * block_N)
//               T.tile.cast(x_ub_half, x_ub_fp, mode=CAST_MODE, count=block_M_2 * block_N)
//               T.tile.cast(y_ub, x_ub_half, mode=CAST_MODE, count=block_M_2 * block_N)
//               T.copy(y_ub, Y[bm * block_M + vid * block_M_2 : bm * block_M + vid * block_M_2 + block_M_2, bn * block_N : bn * block_N + block_N])
//               T.copy(scale_ub, S[bm * block_M + vid * block_M_2 : bm * block_M + vid * block_M_2 + block_M_2])
//
// The kernel splits each cid's 16 rows between its two Vector cores by the
// sub-block id vid; with all its work Vector work, each (cid, vid) runs as
// a block of its own: 2 * (M // 16) blocks, each on 8 rows. n_num = 1, so
// `bm = cid // 1` and `bn = cid % 1` fold to cid and 0 as TVM folds them.
// After lowering the kernel is launched as act_quant(X, M, Y, M, S, M) (a
// dynamic dimension follows its tensor).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/act_quant.mlir -o act_quant.pto

!x_ub = memref<8x1024xbf16, #tir.scope<"shared">>
!h_ub = memref<8x1024xf16, #tir.scope<"shared">>
!f_ub = memref<8x1024xf32, #tir.scope<"shared">>
!i_ub = memref<8x1024xi8, #tir.scope<"shared">>
!v_ub = memref<8xf32, #tir.scope<"shared">>

func.func @act_quant(%X: memref<?x1024xbf16> {tir.name = "X"},
                     %Y: memref<?x1024xi8> {tir.name = "Y"},
                     %S: memref<?xf32> {tir.name = "S"}) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %M = memref.dim %X, %c0 : memref<?x1024xbf16>
  %m_num = arith.floordivsi %M, %c16 : index
  tir.kernel (%cid) in (%m_num) sub_block (%vid) in 2 {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16_0 = arith.constant 16 : index
    %c1024 = arith.constant 1024 : index
    %zero = arith.constant 0.0 : f32
    %int8_abs_max = arith.constant 127.0 : f32
    %lo = arith.constant -127.0 : f32
    %hi = arith.constant 127.0 : f32
    %x_ub = tir.alloc_buffer "x_ub" : !x_ub
    %x_ub_half = tir.alloc_buffer "x_ub_half" : !h_ub
    %x_ub_fp_abs = tir.alloc_buffer "x_ub_fp_abs" : !f_ub
    %y_ub = tir.alloc_buffer "y_ub" : !i_ub
    %max_ub = tir.alloc_buffer "max_ub" : !v_ub
    %scale_ub = tir.alloc_buffer "scale_ub" : !v_ub
    %x_ub_fp = tir.alloc_buffer "x_ub_fp" : !f_ub
    tir.section <vector> {
      %base = arith.muli %cid, %c16_0 : index
      %half = arith.muli %vid, %c8 : index
      %row = arith.addi %base, %half : index
      %xg = memref.subview %X[%row, 0] [8, 1024] [1, 1]
          : memref<?x1024xbf16> to memref<8x1024xbf16, strided<[1024, 1], offset: ?>>
      tir.copy %xg, %x_ub : memref<8x1024xbf16, strided<[1024, 1], offset: ?>>, !x_ub
      tir.fill %max_ub, %zero : !v_ub
      tir.tile <cast> ins(%x_ub : !x_ub) outs(%x_ub_fp : !f_ub) {mode = #tir.cast_mode<none>}
      tir.tile <abs> ins(%x_ub_fp : !f_ub) outs(%x_ub_fp_abs : !f_ub)
      tir.reduce <max> %x_ub_fp_abs, %max_ub {dim = 1 : i64} : !f_ub, !v_ub
      %c0_1 = arith.constant 0 : index
      tir.for parallel %i = %c0_1 to %c8 step %c1 {
        %m = memref.load %max_ub[%i] : !v_ub
        %s = arith.divf %m, %int8_abs_max : f32
        memref.store %s, %scale_ub[%i] : !v_ub
      }
      tir.for parallel %i = %c0_1 to %c8 step %c1 {
        tir.for parallel %j = %c0_1 to %c1024 step %c1 {
          %x = memref.load %x_ub_fp[%i, %j] : !f_ub
          %s = memref.load %scale_ub[%i] : !v_ub
          %q = arith.divf %x, %s : f32
          memref.store %q, %x_ub_fp[%i, %j] : !f_ub
        }
      }
      tir.tile <clamp> ins(%x_ub_fp : !f_ub) scalar(%lo, %hi : f32, f32) outs(%x_ub_fp : !f_ub)
      tir.tile <round> ins(%x_ub_fp : !f_ub) outs(%x_ub_fp : !f_ub)
      tir.tile <cast> ins(%x_ub_fp : !f_ub) outs(%x_ub_half : !h_ub) {mode = #tir.cast_mode<none>}
      tir.tile <cast> ins(%x_ub_half : !h_ub) outs(%y_ub : !i_ub) {mode = #tir.cast_mode<none>}
      %yg = memref.subview %Y[%row, 0] [8, 1024] [1, 1]
          : memref<?x1024xi8> to memref<8x1024xi8, strided<[1024, 1], offset: ?>>
      tir.copy %y_ub, %yg : !i_ub, memref<8x1024xi8, strided<[1024, 1], offset: ?>>
      %sg = memref.subview %S[%row] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: ?>>
      tir.copy %scale_ub, %sg : !v_ub, memref<8xf32, strided<[1], offset: ?>>
    }
  }
  return
}
