// tilelang-ascend's quantised GEMM: an int8 GEMM on the Cube whose int32
// accumulator goes through a global workspace to the Vector cores, which
// scale it per tensor or per output channel and cast it to f16 or bf16 - a
// GEMM epilogue with a per-column vector, as a bias is.
//
// Source: tile-ai/tilelang-ascend examples/quant_batch_matmul/
// example_quant_matmul.py @ 95acbd7f, `simple_quant_matmul(M, N, K,
// scale_size, 128, 256, 64, ...)` at its default M = N = K = 1024, both
// cases its main() checks: `@quant_matmul_per_tensor` is scale_size "1"
// with bfloat16 out, `@quant_matmul_per_channel` scale_size "N" with
// float16 out (int8 in, int32 accumulator, float32 scale): m_num = 8,
// n_num = 4, k_num = 16, block_M_2 = 64.
//
//   @tl.jit(out_idx=[3], workspace_idx=[4], pass_configs={
//       TL_ASCEND_AUTO_SYNC: True, TL_ASCEND_AUTO_CV_SYNC: True,
//       TL_ASCEND_AUTO_CV_COMBINE: True})
//   ...
//   @T.prim_func
//   def main(A: T.Tensor([M, K], in_dtype), B: T.Tensor([K, N], in_dtype),
//            scale: T.Tensor([N_scale], scale_dtype),
//            C: T.Tensor([M, N], out_dtype),
//            workspace_1: T.Tensor([M, N], accum_dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bm = cid // n_num
//           bn = cid % n_num
//           A_L1 = T.alloc_L1([block_M, block_K], in_dtype)
//           B_L1 = T.alloc_L1([block_K, block_N], in_dtype)
//           C_L0 = T.alloc_L0C([block_M, block_N], accum_dtype)
//           c_ub = T.alloc_ub([block_M_2, block_N], accum_dtype)
//           c_scale = T.alloc_ub([block_M_2, block_N], scale_dtype)
//           c_out = T.alloc_ub([block_M_2, block_N], out_dtype)
//           scale_ub = T.alloc_ub([block_N], scale_dtype)
//           for bk in T.serial(k_num):
//               T.copy(A[bm * block_M, bk * block_K], A_L1)
//               T.copy(B[bk * block_K, bn * block_N], B_L1)
//               T.gemm_v0(A_L1, B_L1, C_L0, init=(bk == 0))
//           T.copy(C_L0, workspace_1[bm * block_M, bn * block_N])
//           T.copy(workspace_1[bm * block_M + vid * block_M_2, bn * block_N], c_ub)
//           if scale_size == "N":
//               T.copy(scale[bn * block_N], scale_ub)
//           else:
//               T.copy(scale[0], scale_ub)
//               T.tile.fill(scale_ub, scale_ub[0])  # scale_ub (1,) => (block_N,)
//           if accum_dtype != scale_dtype:
//               T.tile.cast(c_scale, c_ub, mode=CAST_MODE, count=block_M_2 * block_N)
//           else:
//               T.copy(c_ub, c_scale)
//           for bm_v, bn_v in T.Parallel(block_M_2, block_N):
//               c_scale[bm_v, bn_v] *= scale_ub[bn_v]
//           if out_dtype != scale_dtype:
//               T.tile.cast(c_out, c_scale, mode=CAST_MODE, count=block_M_2 * block_N)
//           else:
//               T.copy(c_scale, c_out)
//           T.copy(c_out, C[bm * block_M + vid * block_M_2, bn * block_N])
//
// CAST_MODE is "CAST_RINT"; the Python `if`s on scale_size and the dtypes
// pick one branch each per case, as TileLang traces them. `T.copy(scale[0],
// scale_ub)` takes its extent, 256, from scale_ub, beyond the one-element
// tensor: ascend-clip-gm-regions keeps the copy inside it (one element),
// and T.tile.fill spreads it over scale_ub. The region's offset is the
// value %c0, as the importer writes a region that runs past its tensor: a
// static one does not verify on MLIR 22 (docs/Dialects/TIR.md).
//
// The kernel mixes Cube and Vector work with no hand-off of its own: the
// Cube writes workspace_1 and the Vector cores read it back, which
// tilelang-ascend's auto CV sync orders. ascend-split-cube-vector does the
// same: the Cube part sets cross-core flag 0 once its fixpipe has written
// the block's tile, and the Vector part waits for it before its load. Each
// Vector sub-block takes its own 64 rows (by vid), so the rows are not
// split again. The caller allocates workspace_1 (int32, M x N); on a3 the
// kernel takes the FFTS base address as a last argument.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/quant_matmul.mlir -o quant_matmul.pto
//   ptoas --pto-arch=a3 --enable-insert-sync quant_matmul.pto -o quant_matmul.cpp

!a_l1 = memref<128x64xi8, #tir.scope<"shared.l1">>
!b_l1 = memref<64x256xi8, #tir.scope<"shared.l1">>
!c_l0 = memref<128x256xi32, #tir.scope<"wmma.accumulator">>
!acc_ub = memref<64x256xi32, #tir.scope<"shared">>
!f_ub = memref<64x256xf32, #tir.scope<"shared">>
!h_ub = memref<64x256xf16, #tir.scope<"shared">>
!bf_ub = memref<64x256xbf16, #tir.scope<"shared">>
!s_ub = memref<256xf32, #tir.scope<"shared">>
!a_gm = memref<1024x1024xi8>
!b_gm = memref<1024x1024xi8>
!ws = memref<1024x1024xi32>
!h_gm = memref<1024x1024xf16>
!bf_gm = memref<1024x1024xbf16>
!scale_n = memref<1024xf32>
!a_region = memref<128x64xi8, strided<[1024, 1], offset: ?>>
!b_region = memref<64x256xi8, strided<[1024, 1], offset: ?>>
!ws_region = memref<128x256xi32, strided<[1024, 1], offset: ?>>
!ws_half = memref<64x256xi32, strided<[1024, 1], offset: ?>>
!h_half = memref<64x256xf16, strided<[1024, 1], offset: ?>>
!bf_half = memref<64x256xbf16, strided<[1024, 1], offset: ?>>
!s_region = memref<256xf32, strided<[1], offset: ?>>

// scale_size "1", bfloat16 out.
func.func @quant_matmul_per_tensor(
    %A: !a_gm {tir.name = "A"}, %B: !b_gm {tir.name = "B"},
    %scale: memref<1xf32> {tir.name = "scale"},
    %C: !bf_gm {tir.name = "C"},
    %workspace_1: !ws {tir.name = "workspace_1"}) {
  tir.kernel (%cid) in (32) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // n_num, k_num, block_M_2.
    %n_num = arith.constant 4 : index
    %k_num = arith.constant 16 : index
    %block_M_2 = arith.constant 64 : index
    %bm = arith.floordivsi %cid, %n_num : index
    %bn = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : !a_l1
    %B_L1 = tir.alloc_buffer "B_L1" : !b_l1
    %C_L0 = tir.alloc_buffer "C_L0" : !c_l0
    %c_ub = tir.alloc_buffer "c_ub" : !acc_ub
    %c_scale = tir.alloc_buffer "c_scale" : !f_ub
    %c_out = tir.alloc_buffer "c_out" : !bf_ub
    %scale_ub = tir.alloc_buffer "scale_ub" : !s_ub
    %row = arith.muli %bm, %c128 : index
    %col = arith.muli %bn, %c256 : index
    tir.for serial %bk = %c0 to %k_num step %c1 {
      %kk = arith.muli %bk, %c64 : index
      %a = memref.subview %A[%row, %kk] [128, 64] [1, 1] : !a_gm to !a_region
      tir.copy %a, %A_L1 : !a_region, !a_l1
      %b = memref.subview %B[%kk, %col] [64, 256] [1, 1] : !b_gm to !b_region
      tir.copy %b, %B_L1 : !b_region, !b_l1
      %first = arith.cmpi eq, %bk, %c0 : index
      tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%first) : !a_l1, !b_l1, !c_l0
    }
    %w = memref.subview %workspace_1[%row, %col] [128, 256] [1, 1] : !ws to !ws_region
    tir.copy %C_L0, %w : !c_l0, !ws_region
    %mine = arith.muli %vid, %block_M_2 : index
    %vrow = arith.addi %row, %mine : index
    %w_half = memref.subview %workspace_1[%vrow, %col] [64, 256] [1, 1] : !ws to !ws_half
    tir.copy %w_half, %c_ub : !ws_half, !acc_ub
    %s = memref.subview %scale[%c0] [256] [1] : memref<1xf32> to memref<256xf32, strided<[1], offset: ?>>
    tir.copy %s, %scale_ub : memref<256xf32, strided<[1], offset: ?>>, !s_ub
    %s0 = memref.load %scale_ub[%c0] : !s_ub
    tir.fill %scale_ub, %s0 : !s_ub
    tir.tile <cast> ins(%c_ub : !acc_ub) outs(%c_scale : !f_ub) {mode = #tir.cast_mode<rint>}
    tir.for parallel %bm_v = %c0 to %block_M_2 step %c1 {
      tir.for parallel %bn_v = %c0 to %c256 step %c1 {
        %x = memref.load %c_scale[%bm_v, %bn_v] : !f_ub
        %y = memref.load %scale_ub[%bn_v] : !s_ub
        %p = arith.mulf %x, %y : f32
        memref.store %p, %c_scale[%bm_v, %bn_v] : !f_ub
      }
    }
    tir.tile <cast> ins(%c_scale : !f_ub) outs(%c_out : !bf_ub) {mode = #tir.cast_mode<rint>}
    %c = memref.subview %C[%vrow, %col] [64, 256] [1, 1] : !bf_gm to !bf_half
    tir.copy %c_out, %c : !bf_ub, !bf_half
  }
  return
}

// scale_size "N", float16 out.
func.func @quant_matmul_per_channel(
    %A: !a_gm {tir.name = "A"}, %B: !b_gm {tir.name = "B"},
    %scale: !scale_n {tir.name = "scale"},
    %C: !h_gm {tir.name = "C"},
    %workspace_1: !ws {tir.name = "workspace_1"}) {
  tir.kernel (%cid) in (32) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %n_num = arith.constant 4 : index
    %k_num = arith.constant 16 : index
    %block_M_2 = arith.constant 64 : index
    %bm = arith.floordivsi %cid, %n_num : index
    %bn = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : !a_l1
    %B_L1 = tir.alloc_buffer "B_L1" : !b_l1
    %C_L0 = tir.alloc_buffer "C_L0" : !c_l0
    %c_ub = tir.alloc_buffer "c_ub" : !acc_ub
    %c_scale = tir.alloc_buffer "c_scale" : !f_ub
    %c_out = tir.alloc_buffer "c_out" : !h_ub
    %scale_ub = tir.alloc_buffer "scale_ub" : !s_ub
    %row = arith.muli %bm, %c128 : index
    %col = arith.muli %bn, %c256 : index
    tir.for serial %bk = %c0 to %k_num step %c1 {
      %kk = arith.muli %bk, %c64 : index
      %a = memref.subview %A[%row, %kk] [128, 64] [1, 1] : !a_gm to !a_region
      tir.copy %a, %A_L1 : !a_region, !a_l1
      %b = memref.subview %B[%kk, %col] [64, 256] [1, 1] : !b_gm to !b_region
      tir.copy %b, %B_L1 : !b_region, !b_l1
      %first = arith.cmpi eq, %bk, %c0 : index
      tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%first) : !a_l1, !b_l1, !c_l0
    }
    %w = memref.subview %workspace_1[%row, %col] [128, 256] [1, 1] : !ws to !ws_region
    tir.copy %C_L0, %w : !c_l0, !ws_region
    %mine = arith.muli %vid, %block_M_2 : index
    %vrow = arith.addi %row, %mine : index
    %w_half = memref.subview %workspace_1[%vrow, %col] [64, 256] [1, 1] : !ws to !ws_half
    tir.copy %w_half, %c_ub : !ws_half, !acc_ub
    %s = memref.subview %scale[%col] [256] [1] : !scale_n to !s_region
    tir.copy %s, %scale_ub : !s_region, !s_ub
    tir.tile <cast> ins(%c_ub : !acc_ub) outs(%c_scale : !f_ub) {mode = #tir.cast_mode<rint>}
    tir.for parallel %bm_v = %c0 to %block_M_2 step %c1 {
      tir.for parallel %bn_v = %c0 to %c256 step %c1 {
        %x = memref.load %c_scale[%bm_v, %bn_v] : !f_ub
        %y = memref.load %scale_ub[%bn_v] : !s_ub
        %p = arith.mulf %x, %y : f32
        memref.store %p, %c_scale[%bm_v, %bn_v] : !f_ub
      }
    }
    tir.tile <cast> ins(%c_scale : !f_ub) outs(%c_out : !h_ub) {mode = #tir.cast_mode<rint>}
    %c = memref.subview %C[%vrow, %col] [64, 256] [1, 1] : !h_gm to !h_half
    tir.copy %c_out, %c : !h_ub, !h_half
  }
  return
}
