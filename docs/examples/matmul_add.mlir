// tilelang-ascend's GEMM + add in expert mode, in the tir dialect: the Cube
// writes A B into C and signals the Vector cores with a cross-core flag;
// each Vector core (vid) adds D to its half of the rows of C.
//
// Source: tile-ai/tilelang-ascend examples/simple_fusion/matmul_add.py
// @ 95acbd7f, `matmul_add(M, N, K, 128, 256, 64)` at its default
// M = N = K = 1024 (f16 inputs, f32 accumulator, f16 C and D): m_num = 8,
// n_num = 4, VEC_NUM = 2.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, K), dtype), B: T.Tensor((K, N), dtype),
//            C: T.Tensor((M, N), dtype), D: T.Tensor((M, N), dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bx = cid // n_num
//           by = cid % n_num
//           A_L1 = T.alloc_L1((block_M, block_K), dtype)
//           B_L1 = T.alloc_L1((block_K, block_N), dtype)
//           C_L0 = T.alloc_L0C((block_M, block_N), accum_dtype)
//           d_ub = T.alloc_ub((block_M // VEC_NUM, block_N), dtype)
//           c_ub = T.alloc_ub((block_M // VEC_NUM, block_N), dtype)
//           with T.Scope("C"):
//               loop_k = T.ceildiv(K, block_K)
//               for k in T.serial(loop_k):
//                   T.copy(A[bx * block_M, k * block_K], A_L1)
//                   T.copy(B[k * block_K, by * block_N], B_L1)
//                   T.barrier_all()
//                   if k == 0:
//                       T.gemm_v0(A_L1, B_L1, C_L0, init=True)
//                   else:
//                       T.gemm_v0(A_L1, B_L1, C_L0)
//                   T.barrier_all()
//               T.copy(C_L0, C[bx * block_M, by * block_N])
//               T.set_cross_flag("FIX", 0)
//           with T.Scope("V"):
//               T.wait_cross_flag(0)
//               T.copy(C[bx * block_M + vid * block_M // VEC_NUM, by * block_N], c_ub)
//               T.copy(D[bx * block_M + vid * block_M // VEC_NUM, by * block_N], d_ub)
//               T.barrier_all()
//               T.tile.add(c_ub, c_ub, d_ub)
//               T.barrier_all()
//               T.copy(c_ub, C[bx * block_M + vid * block_M // VEC_NUM, by * block_N])
//
// T.alloc_L1 is scope "shared.l1", T.alloc_L0C "wmma.accumulator",
// T.alloc_ub "shared"; T.set_cross_flag("FIX", 0) is
// tl.ascend_set_cross_flag("FIX", 0, 2) (mode 2, its default: between the
// Cube and the Vector cores of one AI core) and T.wait_cross_flag(0)
// tl.ascend_wait_cross_flag(0). The `if k == 0` picks the gemm's init.
//
// The kernel mixes Cube and Vector work: ascend-split-cube-vector makes a
// Cube part and a Vector part of it; its workspace is C itself, so no FIFO
// is needed. On a3 the kernel takes the FFTS base address as a last
// argument.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/matmul_add.mlir -o matmul_add.pto
//   ptoas --pto-arch=a3 --enable-insert-sync matmul_add.pto -o matmul_add.cpp

!a_l1 = memref<128x64xf16, #tir.scope<"shared.l1">>
!b_l1 = memref<64x256xf16, #tir.scope<"shared.l1">>
!c_l0 = memref<128x256xf32, #tir.scope<"wmma.accumulator">>
!ub = memref<64x256xf16, #tir.scope<"shared">>
!gm = memref<1024x1024xf16>
!a_region = memref<128x64xf16, strided<[1024, 1], offset: ?>>
!b_region = memref<64x256xf16, strided<[1024, 1], offset: ?>>
!c_region = memref<128x256xf16, strided<[1024, 1], offset: ?>>
!half_region = memref<64x256xf16, strided<[1024, 1], offset: ?>>

func.func @matmul_add(%A: !gm {tir.name = "A"}, %B: !gm {tir.name = "B"},
                      %C: !gm {tir.name = "C"}, %D: !gm {tir.name = "D"}) {
  tir.kernel (%cid) in (32) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // n_num, loop_k = ceildiv(K, block_K), block_M // VEC_NUM.
    %n_num = arith.constant 4 : index
    %loop_k = arith.constant 16 : index
    %half_m = arith.constant 64 : index
    %flag = arith.constant 0 : i32
    %mode = arith.constant 2 : i32
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : !a_l1
    %B_L1 = tir.alloc_buffer "B_L1" : !b_l1
    %C_L0 = tir.alloc_buffer "C_L0" : !c_l0
    %d_ub = tir.alloc_buffer "d_ub" : !ub
    %c_ub = tir.alloc_buffer "c_ub" : !ub
    %row = arith.muli %bx, %c128 : index
    %col = arith.muli %by, %c256 : index
    tir.section <cube> {
      tir.for serial %k = %c0 to %loop_k step %c1 {
        %kk = arith.muli %k, %c64 : index
        %a = memref.subview %A[%row, %kk] [128, 64] [1, 1] : !gm to !a_region
        tir.copy %a, %A_L1 : !a_region, !a_l1
        %b = memref.subview %B[%kk, %col] [64, 256] [1, 1] : !gm to !b_region
        tir.copy %b, %B_L1 : !b_region, !b_l1
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
        %first = arith.cmpi eq, %k, %c0 : index
        scf.if %first {
          %true = arith.constant true
          tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%true) : !a_l1, !b_l1, !c_l0
        } else {
          tir.gemm %A_L1, %B_L1, %C_L0 : !a_l1, !b_l1, !c_l0
        }
        tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      }
      %c = memref.subview %C[%row, %col] [128, 256] [1, 1] : !gm to !c_region
      tir.copy %C_L0, %c : !c_l0, !c_region
      tir.intrin "tl.ascend_set_cross_flag"(%flag, %mode) {args = ["FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      tir.intrin "tl.ascend_wait_cross_flag"(%flag) : (i32) -> ()
      %mine = arith.muli %vid, %half_m : index
      %vrow = arith.addi %row, %mine : index
      %c_half = memref.subview %C[%vrow, %col] [64, 256] [1, 1] : !gm to !half_region
      tir.copy %c_half, %c_ub : !half_region, !ub
      %d_half = memref.subview %D[%vrow, %col] [64, 256] [1, 1] : !gm to !half_region
      tir.copy %d_half, %d_ub : !half_region, !ub
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.tile <add> ins(%c_ub, %d_ub : !ub, !ub) outs(%c_ub : !ub)
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.copy %c_ub, %c_half : !ub, !half_region
    }
  }
  return
}
