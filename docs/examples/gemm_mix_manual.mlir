// Upstream TileLang's manual Cube + Vector GEMM, C = X W^T (bf16 in, f32
// out), in the tir dialect: an expert-mode kernel whose Cube section runs
// the GEMM tile by tile with its own flags (double-buffered L1 by hand)
// and hands each 256 x 256 tile to both Vector cores with T.dual_copy,
// and whose Vector section writes them to C in a loop of its own, the two
// ordered by mode-4 cross-core flags.
//
// Source: tile-ai/tilelang examples/ascend/example_gemm_mix_manual.py
// @ 0e4ad53c, `gemm(M_DIM=8192, K_DIM=8192, N_DIM=8192)` as its __main__
// runs it:
//
//   NUM_BLOCKS = 32; TILE_M = TILE_N = TILE_K = 256
//   M_TILES = N_TILES = K_TILES = 32; OUT_TILES = 1024; TILES_PER_CORE = 32
//   WINDOW = 4; NUM_STAGES = 2; MAIN_ROW = 7; TAIL_WIN = 4
//
//   with T.Kernel(NUM_BLOCKS) as bx:
//       res = T.alloc_l0c((TILE_M, TILE_N), "float32")
//       x_l1 = T.alloc_l1((NUM_STAGES, TILE_M, TILE_K), "bfloat16")
//       w_l1 = T.alloc_l1((NUM_STAGES, TILE_N, TILE_K), "bfloat16")
//       temp = T.alloc_shared((TILE_M // 2, TILE_N), "float32")
//       with T.Cube():
//           for f in T.Serial(NUM_STAGES):
//               T.ascend_set_flag("MTE1_MTE2", f)
//           T.ascend_set_flag("FIX_M", 0)
//           for out_tile in T.Serial(TILES_PER_CORE):
//               tile_idx = out_tile * NUM_BLOCKS + bx
//               m_tile, n_tile = aswt_swizzle(tile_idx)
//               for kt in T.Serial(K_TILES):
//                   f = kt % NUM_STAGES
//                   T.ascend_wait_flag("MTE1_MTE2", f)
//                   T.copy(X[m_tile * TILE_M : (m_tile + 1) * TILE_M, kt * TILE_K : (kt + 1) * TILE_K], x_l1[f, :, :])
//                   T.copy(W[n_tile * TILE_N : (n_tile + 1) * TILE_N, kt * TILE_K : (kt + 1) * TILE_K], w_l1[f, :, :])
//                   T.ascend_set_flag("MTE2_MTE1", f)
//                   T.ascend_wait_flag("MTE2_MTE1", f)
//                   if kt == 0:
//                       T.ascend_wait_flag("FIX_M", 0)
//                   T.gemm(x_l1[f, :, :], w_l1[f, :, :], res, transpose_B=True, clear_accum=(kt == 0))
//                   T.ascend_set_flag("MTE1_MTE2", f)
//               T.ascend_set_flag("M_FIX", 0)
//               T.ascend_wait_flag("M_FIX", 0)
//               T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
//               T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
//               T.dual_copy(res, temp)
//               T.ascend_cross_core_set_flag(4, "PIPE_FIX", 6)
//               T.ascend_cross_core_set_flag(4, "PIPE_FIX", 22)
//               T.ascend_set_flag("FIX_M", 0)
//           for f in T.Serial(NUM_STAGES):
//               T.ascend_wait_flag("MTE1_MTE2", f)
//           T.ascend_wait_flag("FIX_M", 0)
//           T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
//           T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
//       with T.Vector() as sid:
//           my_aic_flag = 6
//           my_aiv_flag = 4
//           T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_aiv_flag)
//           for out_tile in T.Serial(TILES_PER_CORE):
//               tile_idx = out_tile * NUM_BLOCKS + bx
//               m_tile, n_tile = aswt_swizzle(tile_idx)
//               T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", my_aic_flag)
//               T.copy(temp, C[m_tile * TILE_M + sid * (TILE_M // 2), n_tile * TILE_N])
//               T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_aiv_flag)
//
// aswt_swizzle is example_gemm_mixedkernel.py's macro (see
// docs/examples/gemm_mixedkernel.mlir); each section calls it, so each has
// its own pair of T.alloc_var scalars (local.var buffers of the kernel,
// read at each use). The sub-block id is the kernel's (`sub_block (%sid)
// in 2`); T.dual_copy is `tir.copy ... {dual}`.
//
// What tirpto makes of it:
// - x_l1 and w_l1 are buffers of two stages used one stage at a time
//   (`x_l1[f, :, :]`, f = kt % 2): tir-split-buffer-stages makes one l1
//   matrix per stage, each copy and gemm choosing its stage's under an
//   scf.if on f. The flags within the Cube name their event id f too
//   (pto.set_flag_dyn / wait_flag_dyn).
// - The mode-4 flags become cross-core ops (the Cube's pairs for f and
//   f + 16 one op each); the Vector cores' constant ids are their flags.
// - The hand-off goes through a global workspace (the kernel's 4th
//   argument, 32 blocks x 256 rows x 256 f32, 8 MiB) with flags of its own:
//   the Cube writes it where the kernel hands the tile over; the Vector
//   cores read their 128 rows in their own loop, iteration i reading the
//   tile of the Cube's iteration i, after their wait for flag 6.
// - On a5 it compiles; on a3 the 256 KiB accumulator does not fit L0C
//   (128 KiB), and ascend-check-capacity says so.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/gemm_mix_manual.mlir -o gemm_mix_manual.pto
//   ptoas --pto-arch=a5 --enable-insert-sync gemm_mix_manual.pto -o gemm_mix_manual.cpp

!l1_stages = memref<2x256x256xbf16, #tir.scope<"shared.l1">>
!l1_stage = memref<256x256xbf16, strided<[256, 1], offset: ?>, #tir.scope<"shared.l1">>
!gm_tile = memref<256x256xbf16, strided<[8192, 1], offset: ?>>
!l0c = memref<256x256xf32, #tir.scope<"shared.l0c">>
!ub = memref<128x256xf32, #tir.scope<"shared.dyn">>
!var = memref<1xi32, #tir.scope<"local.var">>

func.func @gemm_mix_manual(%X: memref<8192x8192xbf16> {tir.name = "X"},
                           %W: memref<8192x8192xbf16> {tir.name = "W"},
                           %C: memref<8192x8192xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (32) sub_block (%sid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    // NUM_BLOCKS, TILES_PER_CORE, K_TILES, NUM_STAGES.
    %num_blocks = arith.constant 32 : index
    %tiles_per_core = arith.constant 32 : index
    %k_tiles = arith.constant 32 : index
    %num_stages = arith.constant 2 : index
    // N_TILES, WINDOW, MAIN_ROW, TAIL_WIN; MAIN_ROW * WINDOW * N_TILES and
    // MAIN_ROW * WINDOW.
    %n_tiles = arith.constant 32 : index
    %window = arith.constant 4 : index
    %main_row = arith.constant 7 : index
    %tail_win = arith.constant 4 : index
    %main_tiles = arith.constant 896 : index
    %main_rows = arith.constant 28 : index
    %c256_i32 = arith.constant 256 : i32
    %last_n = arith.constant 31 : i32
    %event0 = arith.constant 0 : i32
    %mode = arith.constant 4 : i32
    %f4 = arith.constant 4 : i32
    %f20 = arith.constant 20 : i32
    %f6 = arith.constant 6 : i32
    %f22 = arith.constant 22 : i32
    %res = tir.alloc_buffer "res" : !l0c
    %x_l1 = tir.alloc_buffer "x_l1" : !l1_stages
    %w_l1 = tir.alloc_buffer "w_l1" : !l1_stages
    %temp = tir.alloc_buffer "temp" : !ub
    %m_var = tir.alloc_buffer "m_tile" : !var
    %n_var = tir.alloc_buffer "n_tile" : !var
    %m_var_v = tir.alloc_buffer "m_tile_1" : !var
    %n_var_v = tir.alloc_buffer "n_tile_1" : !var
    tir.section <cube> {
      tir.for serial %f = %c0 to %num_stages step %c1 {
        %event = arith.index_cast %f : index to i32
        tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      }
      tir.intrin "tl.ascend_set_flag"(%event0) {args = ["FIX_M"]} : (i32) -> ()
      tir.for serial %out_tile = %c0 to %tiles_per_core step %c1 {
        %first = arith.muli %out_tile, %num_blocks : index
        %tile_idx = arith.addi %first, %bx : index
        // aswt_swizzle(tile_idx)
        %row_n = arith.floordivsi %tile_idx, %n_tiles : index
        %row_idx = arith.floordivsi %row_n, %window : index
        %main = arith.cmpi slt, %row_idx, %main_row : index
        scf.if %main {
          %rw = arith.muli %row_idx, %window : index
          %tw = tir.intrin "floormod"(%tile_idx, %window) : (index, index) -> index
          %m = arith.addi %rw, %tw : index
          %m32 = arith.index_cast %m : index to i32
          memref.store %m32, %m_var[%c0] : !var
          %tdw = arith.floordivsi %tile_idx, %window : index
          %n = tir.intrin "floormod"(%tdw, %n_tiles) : (index, index) -> index
          %n32 = arith.index_cast %n : index to i32
          memref.store %n32, %n_var[%c0] : !var
        } else {
          %tail_idx = arith.subi %tile_idx, %main_tiles : index
          %tt = tir.intrin "floormod"(%tail_idx, %tail_win) : (index, index) -> index
          %m = arith.addi %tt, %main_rows : index
          %m32 = arith.index_cast %m : index to i32
          memref.store %m32, %m_var[%c0] : !var
          %td = arith.floordivsi %tail_idx, %tail_win : index
          %n = tir.intrin "floormod"(%td, %n_tiles) : (index, index) -> index
          %n32 = arith.index_cast %n : index to i32
          memref.store %n32, %n_var[%c0] : !var
        }
        %odd_row = tir.intrin "floormod"(%row_idx, %c2) : (index, index) -> index
        %odd = arith.cmpi ne, %odd_row, %c0 : index
        scf.if %odd {
          %n32 = memref.load %n_var[%c0] : !var
          %flipped = arith.subi %last_n, %n32 : i32
          memref.store %flipped, %n_var[%c0] : !var
        }
        tir.for serial %kt = %c0 to %k_tiles step %c1 {
          // f = kt % NUM_STAGES: the stage, and the event id of its flags.
          %f = tir.intrin "floormod"(%kt, %c2) : (index, index) -> index
          %event = arith.index_cast %f : index to i32
          tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
          %m_tile = memref.load %m_var[%c0] : !var
          %row32 = arith.muli %m_tile, %c256_i32 : i32
          %row = arith.index_cast %row32 : i32 to index
          %k = arith.muli %kt, %c256 : index
          %x = memref.subview %X[%row, %k] [256, 256] [1, 1] : memref<8192x8192xbf16> to !gm_tile
          %x_f = memref.subview %x_l1[%f, 0, 0] [1, 256, 256] [1, 1, 1] : !l1_stages to !l1_stage
          tir.copy %x, %x_f : !gm_tile, !l1_stage
          %n_tile = memref.load %n_var[%c0] : !var
          %col32 = arith.muli %n_tile, %c256_i32 : i32
          %col = arith.index_cast %col32 : i32 to index
          %w = memref.subview %W[%col, %k] [256, 256] [1, 1] : memref<8192x8192xbf16> to !gm_tile
          %w_f = memref.subview %w_l1[%f, 0, 0] [1, 256, 256] [1, 1, 1] : !l1_stages to !l1_stage
          tir.copy %w, %w_f : !gm_tile, !l1_stage
          tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
          tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
          %clear = arith.cmpi eq, %kt, %c0 : index
          scf.if %clear {
            tir.intrin "tl.ascend_wait_flag"(%event0) {args = ["FIX_M"]} : (i32) -> ()
          }
          tir.gemm %x_f, %w_f, %res clear_accum(%clear) {transpose_b} : !l1_stage, !l1_stage, !l0c
          tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
        }
        tir.intrin "tl.ascend_set_flag"(%event0) {args = ["M_FIX"]} : (i32) -> ()
        tir.intrin "tl.ascend_wait_flag"(%event0) {args = ["M_FIX"]} : (i32) -> ()
        // Both Vector cores done with temp: hand the tile over, tell them.
        tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
        tir.copy %res, %temp {dual} : !l0c, !ub
        tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f6) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f22) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
        tir.intrin "tl.ascend_set_flag"(%event0) {args = ["FIX_M"]} : (i32) -> ()
      }
      // Drain: the flags within the core, and the Vector cores' last set.
      tir.for serial %f = %c0 to %num_stages step %c1 {
        %event = arith.index_cast %f : index to i32
        tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      }
      tir.intrin "tl.ascend_wait_flag"(%event0) {args = ["FIX_M"]} : (i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      // my_aiv_flag = 4, my_aic_flag = 6.
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f4) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      tir.for serial %out_tile = %c0 to %tiles_per_core step %c1 {
        %first = arith.muli %out_tile, %num_blocks : index
        %tile_idx = arith.addi %first, %bx : index
        // aswt_swizzle(tile_idx), into the Vector section's own scalars.
        %row_n = arith.floordivsi %tile_idx, %n_tiles : index
        %row_idx = arith.floordivsi %row_n, %window : index
        %main = arith.cmpi slt, %row_idx, %main_row : index
        scf.if %main {
          %rw = arith.muli %row_idx, %window : index
          %tw = tir.intrin "floormod"(%tile_idx, %window) : (index, index) -> index
          %m = arith.addi %rw, %tw : index
          %m32 = arith.index_cast %m : index to i32
          memref.store %m32, %m_var_v[%c0] : !var
          %tdw = arith.floordivsi %tile_idx, %window : index
          %n = tir.intrin "floormod"(%tdw, %n_tiles) : (index, index) -> index
          %n32 = arith.index_cast %n : index to i32
          memref.store %n32, %n_var_v[%c0] : !var
        } else {
          %tail_idx = arith.subi %tile_idx, %main_tiles : index
          %tt = tir.intrin "floormod"(%tail_idx, %tail_win) : (index, index) -> index
          %m = arith.addi %tt, %main_rows : index
          %m32 = arith.index_cast %m : index to i32
          memref.store %m32, %m_var_v[%c0] : !var
          %td = arith.floordivsi %tail_idx, %tail_win : index
          %n = tir.intrin "floormod"(%td, %n_tiles) : (index, index) -> index
          %n32 = arith.index_cast %n : index to i32
          memref.store %n32, %n_var_v[%c0] : !var
        }
        %odd_row = tir.intrin "floormod"(%row_idx, %c2) : (index, index) -> index
        %odd = arith.cmpi ne, %odd_row, %c0 : index
        scf.if %odd {
          %n32 = memref.load %n_var_v[%c0] : !var
          %flipped = arith.subi %last_n, %n32 : i32
          memref.store %flipped, %n_var_v[%c0] : !var
        }
        tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f6) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
        // This sub-block's 128 rows of the tile.
        %m_tile = memref.load %m_var_v[%c0] : !var
        %row32 = arith.muli %m_tile, %c256_i32 : i32
        %row = arith.index_cast %row32 : i32 to index
        %half = arith.muli %sid, %c128 : index
        %c_row = arith.addi %row, %half : index
        %n_tile = memref.load %n_var_v[%c0] : !var
        %col32 = arith.muli %n_tile, %c256_i32 : i32
        %col = arith.index_cast %col32 : i32 to index
        %c = memref.subview %C[%c_row, %col] [128, 256] [1, 1] : memref<8192x8192xf32> to memref<128x256xf32, strided<[8192, 1], offset: ?>>
        tir.copy %temp, %c : !ub, memref<128x256xf32, strided<[8192, 1], offset: ?>>
        tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f4) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      }
    }
  }
  return
}
