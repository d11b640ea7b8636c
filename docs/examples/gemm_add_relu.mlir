// A GEMM + bias + ReLU for Ascend in tilelang-ascend's style (KernelBench
// level 2 problem 76, Gemm_Add_ReLU: y = relu(x @ w^T + bias)), in the tir
// dialect.
//
// Source: sonokeyu/kernelbench_tilelang_ascend
// examples/elementwise/example_level2_076_gemm_add_relu_gemm_v0.py
// @ a81bb941, `level2_076_gemm_add_relu_gemm_v0(BS, IN, OUT)` at the
// shapes its __main__ runs: BS = 8, IN = 128, OUT = 128,
// block_BS = 8, block_OUT = 128, block_K = 64, float16 with a float32
// accumulator (one block, two K steps); compiled there with
// TL_ASCEND_AUTO_CV_COMBINE (the Vector work outside T.Scope is placed by
// the compiler):
//
//   with T.Kernel(bs_num * out_num, is_npu=True) as (cid, _):
//       bb = cid // out_num
//       bo = cid % out_num
//       X_L1 = T.alloc_L1((block_BS, block_K), dtype)
//       W_L1 = T.alloc_L1((block_OUT, block_K), dtype)
//       C_L0 = T.alloc_L0C((block_BS, block_OUT), accum_dtype)
//       Y_UB = T.alloc_shared((block_BS, block_OUT), dtype)
//       Add_UB = T.alloc_shared((block_BS, block_OUT), dtype)
//       with T.Scope("C"):
//           k_num = T.ceildiv(IN, block_K)
//           for bk in T.serial(k_num):
//               T.copy(X[bb * block_BS, bk * block_K], X_L1)
//               T.copy(W[bo * block_OUT, bk * block_K], W_L1)
//               T.gemm_v0(X_L1, W_L1, C_L0, transpose_B=True, init=(bk == 0))
//           T.copy(C_L0, Y_UB)
//       for r in T.serial(block_BS):
//           T.copy(Add[bo * block_OUT : bo * block_OUT + block_OUT],
//                  Add_UB[r : r + 1, 0:block_OUT])
//       T.tile.add(Y_UB, Y_UB, Add_UB)
//       T.tile.relu(Y_UB, Y_UB)
//       T.copy(Y_UB, Y[bb * block_BS, bo * block_OUT])
//
// What it needs:
// - M = block_BS = 8 rows, half of the Cube's 16-row fractal box: the
//   l1, l0a and l0c tiles are padded to 16 rows (the padding's rows of the
//   product are never read; K stays whole boxes).
// - The Cube section hands the accumulator to the Vector work outside it
//   (T.copy(C_L0, Y_UB), converted to f16 on the way), as a developer-mode
//   kernel does: ascend-split-cube-vector splits the kernel and, since the
//   padded accumulator does not travel through the tile FIFO, hands it
//   through a global workspace (an extra f16 argument of 8 x 128 per block,
//   after Y) and cross-core flags; on a3 the FFTS base address comes last.
// - Both Vector sub-blocks run the Vector work (the rows taken one at a
//   time are not split between them; a remark) and sub-block 0 writes Y.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm_add_relu.mlir -o gemm_add_relu.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm_add_relu.pto -o gemm_add_relu.cpp

!x_l1 = memref<8x64xf16, #tir.scope<"shared.l1">>
!w_l1 = memref<128x64xf16, #tir.scope<"shared.l1">>
!c_l0 = memref<8x128xf32, #tir.scope<"wmma.accumulator">>
!ub = memref<8x128xf16, #tir.scope<"shared.dyn">>
!x_region = memref<8x64xf16, strided<[128, 1], offset: ?>>
!w_region = memref<128x64xf16, strided<[128, 1], offset: ?>>

func.func @main(%X: memref<8x128xf16> {tir.name = "X"},
                %W: memref<128x128xf16> {tir.name = "W"},
                %Add: memref<128xf16> {tir.name = "Add"},
                %Y: memref<8x128xf16> {tir.name = "Y"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    // out_num = ceildiv(OUT, block_OUT); k_num = ceildiv(IN, block_K).
    %out_num = arith.constant 1 : index
    %k_num = arith.constant 2 : index
    %bb = arith.floordivsi %cid, %out_num : index
    %bo = arith.remsi %cid, %out_num : index
    %X_L1 = tir.alloc_buffer "X_L1" : !x_l1
    %W_L1 = tir.alloc_buffer "W_L1" : !w_l1
    %C_L0 = tir.alloc_buffer "C_L0" : !c_l0
    %Y_UB = tir.alloc_buffer "Y_UB" : !ub
    %Add_UB = tir.alloc_buffer "Add_UB" : !ub
    %row = arith.muli %bb, %c8 : index
    %col = arith.muli %bo, %c128 : index
    tir.section <cube> {
      tir.for serial %bk = %c0 to %k_num step %c1 {
        %kk = arith.muli %bk, %c64 : index
        %x = memref.subview %X[%row, %kk] [8, 64] [1, 1] : memref<8x128xf16> to !x_region
        tir.copy %x, %X_L1 : !x_region, !x_l1
        %w = memref.subview %W[%col, %kk] [128, 64] [1, 1] : memref<128x128xf16> to !w_region
        tir.copy %w, %W_L1 : !w_region, !w_l1
        %first = arith.cmpi eq, %bk, %c0 : index
        tir.gemm %X_L1, %W_L1, %C_L0 clear_accum(%first) {transpose_b} : !x_l1, !w_l1, !c_l0
      }
      tir.copy %C_L0, %Y_UB : !c_l0, !ub
    }
    tir.for serial %r = %c0 to %c8 step %c1 {
      %bias = memref.subview %Add[%col] [128] [1] : memref<128xf16> to memref<128xf16, strided<[1], offset: ?>>
      %bias_row = memref.subview %Add_UB[%r, 0] [1, 128] [1, 1] : !ub to memref<128xf16, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
      tir.copy %bias, %bias_row : memref<128xf16, strided<[1], offset: ?>>, memref<128xf16, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
    }
    tir.tile <add> ins(%Y_UB, %Add_UB : !ub, !ub) outs(%Y_UB : !ub)
    tir.tile <relu> ins(%Y_UB : !ub) outs(%Y_UB : !ub)
    %y = memref.subview %Y[%row, %col] [8, 128] [1, 1] : memref<8x128xf16> to memref<8x128xf16, strided<[128, 1], offset: ?>>
    tir.copy %Y_UB, %y : !ub, memref<8x128xf16, strided<[128, 1], offset: ?>>
  }
  return
}
