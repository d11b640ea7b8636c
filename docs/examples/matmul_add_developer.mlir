// tilelang-ascend's GEMM + add in developer mode, in the tir dialect: one
// body, no sections and no flags; the compiler splits the Cube work (the
// GEMM) from the Vector work (the add) and hands the accumulator over.
//
// Source: tile-ai/tilelang-ascend examples/developer_mode/
// matmul_add_developer.py @ 95acbd7f, `matmul_add(M, N, K, 128, 256, 64)`
// at its default M = N = K = 1024 (f16 inputs, f32 accumulator, f16 C and
// D): m_num = 8, n_num = 4, loop_k = 16.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype),
//            C: T.Tensor((M, N), dtype), D: T.Tensor((M, N), dtype)):
//       with T.Kernel(m_num * n_num, threads=2, is_npu=True) as (cid):
//           bx = cid // n_num
//           by = cid % n_num
//           A_L1 = T.alloc_shared((block_M, block_K), dtype)
//           B_L1 = T.alloc_shared((block_K, block_N), dtype)
//           C_L0 = T.alloc_fragment((block_M, block_N), accum_dtype)
//           d_ub = T.alloc_shared((block_M, block_N), dtype)
//           c_ub = T.alloc_shared((block_M, block_N), dtype)
//           loop_k = T.ceildiv(K, block_K)
//           for k in T.serial(loop_k):
//               T.copy(A[bx * block_M, k * block_K], A_L1)
//               T.copy(B[k * block_K, by * block_N], B_L1)
//               if k == 0:
//                   T.gemm_v0(A_L1, B_L1, C_L0, init=True)
//               else:
//                   T.gemm_v0(A_L1, B_L1, C_L0)
//           T.copy(C_L0, c_ub)
//           T.copy(D[bx * block_M, by * block_N], d_ub)
//           T.tile.add(c_ub, c_ub, d_ub)
//           T.copy(c_ub, C[bx * block_M, by * block_N])
//
// T.alloc_shared is scope "shared.dyn" and T.alloc_fragment
// "local.fragment"; tir-place-buffers puts A_L1 and B_L1 in l1 (they feed
// the gemm), C_L0 in l0c and d_ub, c_ub in ub. The `if k == 0` picks the
// gemm's init.
//
// The kernel mixes Cube and Vector work: ascend-split-cube-vector makes a
// Cube part and a Vector part of it, each Vector sub-block taking 64 of
// the 128 rows. T.copy(C_L0, c_ub) hands a 128x256 tile over; the tile
// FIFO's 8 slots of it (each holds the f32 accumulator, 128 KiB: 1 MiB) do
// not fit in ub, so it travels through a global workspace and cross-core
// flags (a remark says so): the kernel
// takes one more argument, the workspace, `f16` of (32 * 128) x 256
// elements (each block uses its 128 rows), and on a3 the FFTS base address
// after it.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/matmul_add_developer.mlir -o matmul_add_developer.pto
//   ptoas --pto-arch=a3 --enable-insert-sync matmul_add_developer.pto -o matmul_add_developer.cpp

!a_l1 = memref<128x64xf16, #tir.scope<"shared.dyn">>
!b_l1 = memref<64x256xf16, #tir.scope<"shared.dyn">>
!c_l0 = memref<128x256xf32, #tir.scope<"local.fragment">>
!ub = memref<128x256xf16, #tir.scope<"shared.dyn">>
!gm = memref<1024x1024xf16>
!a_region = memref<128x64xf16, strided<[1024, 1], offset: ?>>
!b_region = memref<64x256xf16, strided<[1024, 1], offset: ?>>
!c_region = memref<128x256xf16, strided<[1024, 1], offset: ?>>

func.func @matmul_add(%A: !gm {tir.name = "A"}, %B: !gm {tir.name = "B"},
                      %C: !gm {tir.name = "C"}, %D: !gm {tir.name = "D"}) {
  tir.kernel (%cid) in (32) attributes {threads = 2 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // n_num and loop_k = ceildiv(K, block_K).
    %n_num = arith.constant 4 : index
    %loop_k = arith.constant 16 : index
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : !a_l1
    %B_L1 = tir.alloc_buffer "B_L1" : !b_l1
    %C_L0 = tir.alloc_buffer "C_L0" : !c_l0
    %d_ub = tir.alloc_buffer "d_ub" : !ub
    %c_ub = tir.alloc_buffer "c_ub" : !ub
    %row = arith.muli %bx, %c128 : index
    %col = arith.muli %by, %c256 : index
    tir.for serial %k = %c0 to %loop_k step %c1 {
      %kk = arith.muli %k, %c64 : index
      %a = memref.subview %A[%row, %kk] [128, 64] [1, 1] : !gm to !a_region
      tir.copy %a, %A_L1 : !a_region, !a_l1
      %b = memref.subview %B[%kk, %col] [64, 256] [1, 1] : !gm to !b_region
      tir.copy %b, %B_L1 : !b_region, !b_l1
      %first = arith.cmpi eq, %k, %c0 : index
      scf.if %first {
        %true = arith.constant true
        tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%true) : !a_l1, !b_l1, !c_l0
      } else {
        tir.gemm %A_L1, %B_L1, %C_L0 : !a_l1, !b_l1, !c_l0
      }
    }
    tir.copy %C_L0, %c_ub : !c_l0, !ub
    %d = memref.subview %D[%row, %col] [128, 256] [1, 1] : !gm to !c_region
    tir.copy %d, %d_ub : !c_region, !ub
    tir.tile <add> ins(%c_ub, %d_ub : !ub, !ub) outs(%c_ub : !ub)
    %c = memref.subview %C[%row, %col] [128, 256] [1, 1] : !gm to !c_region
    tir.copy %c_ub, %c : !ub, !c_region
  }
  return
}
