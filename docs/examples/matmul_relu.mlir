// Upstream TileLang's Ascend quick start: a persistent bf16 GEMM with a
// fused ReLU epilogue, C = relu(A B^T) in f32, in the tir dialect. The Cube
// computes each tile, T.dual_copy hands each Vector core its half, a SIMT
// vector function applies the ReLU and a second T.dual_copy writes it out.
//
// Source: tile-ai/tilelang tilelang/ascend/README.md @ 093293bd, "Quick
// Start" (`matmul_relu`, saved as gemm_relu.py), at the shapes its script
// runs: M = 256, N = 7168, K = 2048 with the defaults block_M = 256,
// block_N = 224, block_K = 128: num_blocks = 32, n_tiles = 32, one tile per
// block, K // block_K = 16 K steps.
//
//   @tilelang.jit(target="ascend")
//   def matmul_relu(A, B, block_M: int = 256, block_N: int = 224, block_K: int = 128):
//       M, N, K = T.const("M, N, K")
//       A: T.Tensor((M, K), T.bfloat16)
//       B: T.Tensor((N, K), T.bfloat16)
//       C = T.empty((M, N), T.float32)
//       num_blocks = 32
//       n_tiles = N // block_N
//       with T.Kernel(num_blocks) as bx:
//           A_l1 = T.alloc_l1((block_M, block_K), T.bfloat16)
//           B_l1 = T.alloc_l1((block_N, block_K), T.bfloat16)
//           C_l0c = T.alloc_l0c((block_M, block_N), T.float32)
//           C_ub = T.alloc_shared((block_M // 2, block_N), T.float32)
//           for tile in T.Persistent([M // block_M * n_tiles], num_blocks, bx):
//               m, n = tile // n_tiles * block_M, tile % n_tiles * block_N
//               for k in T.Pipelined(K // block_K, num_stages=2):
//                   T.copy(A[m, k * block_K], A_l1)
//                   T.copy(B[n, k * block_K], B_l1, l2_cache_ctrl="NOTALLOC_KEEP")
//                   T.gemm(A_l1, B_l1, C_l0c, transpose_B=True, clear_accum=(k == 0))
//               T.dual_copy(C_l0c, C_ub)
//               with T.SimtVF(threads=128):
//                   for i, j in T.Parallel(block_M // 2, block_N):
//                       C_ub[i, j] = T.max(C_ub[i, j], 0)
//               T.dual_copy(C_ub, C[m : m + block_M, n : n + block_N], l2_cache_ctrl="NOTALLOC_PW")
//       return C
//
// `C = T.empty(...)` is the kernel's third argument. T.Persistent is, as
// TileLang v0.1.8 builds it, a serial loop over the waves (here one) whose
// tile index is its linear index t = wave * num_blocks + bx regrouped in
// runs of group_size = 8 (`t / 8 * 8 + t % 8`, truncating: t itself for
// t >= 0); with fewer than two waves it has no `T.loop_break()` guard (the
// blocks cover the tiles exactly). T.alloc_l0c(..., layout=True) puts
// TileLang's fixed L0C layout in the kernel's layout_map (printed as
// metadata), which convert-tir-to-ascend accepts with a remark.
// TileLang normalises the l2_cache_ctrl names to their integers before it
// prints the TIR: NOTALLOC_KEEP (a load) is 4 and NOTALLOC_PW (a store) 5;
// they only tune TileLang's own backend, and convert-tir-to-ascend accepts
// them with a remark. The first T.dual_copy gives each Vector core its 128
// rows of the accumulator (`tir.copy ... {dual}` from l0c into ub); the
// second writes each core's rows into its half of the 256 x 224 region of C.
//
// On a5 the tile goes through a global workspace (a remark says why), the
// kernel's 4th argument of 32 blocks x 256 rows x 224 f32. On a3 the
// 224 KiB accumulator does not fit L0C (128 KiB).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/matmul_relu.mlir -o matmul_relu.pto
//   ptoas --pto-arch=a5 --enable-insert-sync matmul_relu.pto -o matmul_relu.cpp

!a_gm = memref<256x2048xbf16>
!b_gm = memref<7168x2048xbf16>
!c_gm = memref<256x7168xf32>
!a_region = memref<256x128xbf16, strided<[2048, 1], offset: ?>>
!b_region = memref<224x128xbf16, strided<[2048, 1], offset: ?>>
!c_region = memref<256x224xf32, strided<[7168, 1], offset: ?>>
!a_l1 = memref<256x128xbf16, #tir.scope<"shared.l1">>
!b_l1 = memref<224x128xbf16, #tir.scope<"shared.l1">>
!c_l0c = memref<256x224xf32, #tir.scope<"shared.l0c">>
!c_ub = memref<128x224xf32, #tir.scope<"shared.dyn">>

func.func @matmul_relu(%A: !a_gm {tir.name = "A"}, %B: !b_gm {tir.name = "B"},
                       %C: !c_gm {tir.name = "C"}) {
  tir.kernel (%bx) in (32) attributes {layout_map = {C_l0c = "metadata"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c224 = arith.constant 224 : index
    %c256 = arith.constant 256 : index
    %group_size = arith.constant 8 : index
    %zero = arith.constant 0.000000e+00 : f32
    // num_blocks, the waves ceil(M // block_M * n_tiles / num_blocks),
    // n_tiles, K // block_K.
    %num_blocks = arith.constant 32 : index
    %waves = arith.constant 1 : index
    %n_tiles = arith.constant 32 : index
    %k_steps = arith.constant 16 : index
    %A_l1 = tir.alloc_buffer "A_l1" : !a_l1
    %B_l1 = tir.alloc_buffer "B_l1" : !b_l1
    %C_l0c = tir.alloc_buffer "C_l0c" : !c_l0c
    %C_ub = tir.alloc_buffer "C_ub" : !c_ub
    tir.for serial %wave = %c0 to %waves step %c1 {
      %first = arith.muli %wave, %num_blocks : index
      %t = arith.addi %first, %bx : index
      %group = arith.divsi %t, %group_size : index
      %group_start = arith.muli %group, %group_size : index
      %offset = arith.remsi %t, %group_size : index
      %tile = arith.addi %group_start, %offset : index
      %tm = arith.floordivsi %tile, %n_tiles : index
      %m = arith.muli %tm, %c256 : index
      %tn = tir.intrin "floormod"(%tile, %n_tiles) : (index, index) -> index
      %n = arith.muli %tn, %c224 : index
      tir.for pipelined %k = %c0 to %k_steps step %c1 attributes {num_stages = 2 : i64} {
        %kk = arith.muli %k, %c128 : index
        %a = memref.subview %A[%m, %kk] [256, 128] [1, 1] : !a_gm to !a_region
        tir.copy %a, %A_l1 : !a_region, !a_l1
        %b = memref.subview %B[%n, %kk] [224, 128] [1, 1] : !b_gm to !b_region
        tir.copy %b, %B_l1 {l2_cache_ctrl = 4 : i64} : !b_region, !b_l1
        %clear = arith.cmpi eq, %k, %c0 : index
        tir.gemm %A_l1, %B_l1, %C_l0c clear_accum(%clear) {transpose_b} : !a_l1, !b_l1, !c_l0c
      }
      tir.copy %C_l0c, %C_ub {dual} : !c_l0c, !c_ub
      tir.vector_function <simt> threads [128] {
        tir.for parallel %i = %c0 to %c128 step %c1 {
          tir.for parallel %j = %c0 to %c224 step %c1 {
            %x = memref.load %C_ub[%i, %j] : !c_ub
            %r = arith.maximumf %x, %zero : f32
            memref.store %r, %C_ub[%i, %j] : !c_ub
          }
        }
      }
      %c = memref.subview %C[%m, %n] [256, 224] [1, 1] : !c_gm to !c_region
      tir.copy %C_ub, %c {dual, l2_cache_ctrl = 5 : i64} : !c_ub, !c_region
    }
  }
  return
}
