// GELU (tanh approximation) of the left half of each row times its right
// half, written with tilelang-ascend's T.tile.* operations, in the tir
// dialect: B = gelu(A[:, :N/2]) * A[:, N/2:].
//
// Source: tile-ai/tilelang-ascend examples/developer_mode/gelu_mul_developer.py
// @ 19cde6d9, `gelu_mul(M=256, N=256, block_M=64, block_N=64)` (its first test
// configuration; dtype "float"): m_num = 4, n_num = ceildiv(128, 64) = 2, so
// 8 blocks of 64x64.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N // 2), dtype)):
//       with T.Kernel(m_num * n_num, threads=2, is_npu=True) as (cid):
//           bx = cid // n_num
//           by = cid % n_num
//           a1_ub = T.alloc_shared((block_M, block_N), dtype)
//           a2_ub = T.alloc_shared((block_M, block_N), dtype)
//           b_ub = T.alloc_shared((block_M, block_N), dtype)
//           temp_ub = T.alloc_shared((block_M, block_N), dtype)
//           T.copy(A[bx * block_M, by * block_N], a1_ub)
//           T.copy(A[bx * block_M, by * block_N + N // 2], a2_ub)
//           T.tile.mul(temp_ub, a1_ub, a1_ub)
//           T.tile.mul(temp_ub, a1_ub, temp_ub)
//           T.tile.mul(temp_ub, temp_ub, 0.044715)
//           T.tile.add(temp_ub, a1_ub, temp_ub)
//           T.tile.mul(temp_ub, temp_ub, -1.5957691)
//           T.tile.exp(temp_ub, temp_ub)
//           T.tile.add(temp_ub, temp_ub, 1.0)
//           T.tile.div(temp_ub, a1_ub, temp_ub)
//           T.tile.mul(b_ub, temp_ub, a2_ub)
//           T.copy(b_ub, B[bx * block_M, by * block_N])
//
// The kernel is a developer-mode one (`is_npu=True` with one index, the
// block id): all its work is Vector work, so each block runs on one Vector
// core; `threads=2` is kept as the kernel's attribute (tilelang-ascend
// splits such work between a block's two vector cores; the numbers do not
// depend on it). `cid % n_num` is TVM's floormod, as TileLang prints it.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gelu_mul.mlir -o gelu_mul.pto

!ub = memref<64x64xf32, #tir.scope<"shared.dyn">>
!region = memref<64x64xf32, strided<[256, 1], offset: ?>>
!out_region = memref<64x64xf32, strided<[128, 1], offset: ?>>

func.func @gelu_mul(%A: memref<256x256xf32> {tir.name = "A"},
                    %B: memref<256x128xf32> {tir.name = "B"}) {
  tir.kernel (%cid) in (8) attributes {threads = 2 : i64} {
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %k0 = arith.constant 0.044715 : f32
    %k1 = arith.constant -1.5957691 : f32
    %one = arith.constant 1.0 : f32
    %bx = arith.floordivsi %cid, %c2 : index
    %by = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %a1_ub = tir.alloc_buffer "a1_ub" : !ub
    %a2_ub = tir.alloc_buffer "a2_ub" : !ub
    %b_ub = tir.alloc_buffer "b_ub" : !ub
    %temp_ub = tir.alloc_buffer "temp_ub" : !ub
    %row = arith.muli %bx, %c64 : index
    %col = arith.muli %by, %c64 : index
    %col2 = arith.addi %col, %c128 : index
    %a1 = memref.subview %A[%row, %col] [64, 64] [1, 1] : memref<256x256xf32> to !region
    tir.copy %a1, %a1_ub : !region, !ub
    %a2 = memref.subview %A[%row, %col2] [64, 64] [1, 1] : memref<256x256xf32> to !region
    tir.copy %a2, %a2_ub : !region, !ub
    tir.tile <mul> ins(%a1_ub, %a1_ub : !ub, !ub) outs(%temp_ub : !ub)
    tir.tile <mul> ins(%a1_ub, %temp_ub : !ub, !ub) outs(%temp_ub : !ub)
    tir.tile <mul> ins(%temp_ub : !ub) scalar(%k0 : f32) outs(%temp_ub : !ub)
    tir.tile <add> ins(%a1_ub, %temp_ub : !ub, !ub) outs(%temp_ub : !ub)
    tir.tile <mul> ins(%temp_ub : !ub) scalar(%k1 : f32) outs(%temp_ub : !ub)
    tir.tile <exp> ins(%temp_ub : !ub) outs(%temp_ub : !ub)
    tir.tile <add> ins(%temp_ub : !ub) scalar(%one : f32) outs(%temp_ub : !ub)
    tir.tile <div> ins(%a1_ub, %temp_ub : !ub, !ub) outs(%temp_ub : !ub)
    tir.tile <mul> ins(%temp_ub, %a2_ub : !ub, !ub) outs(%b_ub : !ub)
    %b = memref.subview %B[%row, %col] [64, 64] [1, 1] : memref<256x128xf32> to !out_region
    tir.copy %b_ub, %b : !ub, !out_region
  }
  return
}
