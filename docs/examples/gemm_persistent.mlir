// A persistent bf16 GEMM with a swizzled block order, C = X W^T, in the tir
// dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_gemm.py @ 0e4ad53c,
// `gemm(M_DIM=8192, K_DIM=8192, N_DIM=8192, dtype="bfloat16",
// out_dtype="bfloat16", enable_unit_flag=False)`: its "bf16 out=bf16" case,
// which the source runs Cube-only (MIXED is False when the output is bf16;
// its mixed "bf16" case is docs/examples/gemm_persistent_mixed.mlir).
// With enable_unit_flag=False the gemm's and the copy's unit_flag_ctrl are 0
// (off), so they are not written here. The Python-level branches (`if
// is_fp32`, `if acc`, `if MIXED`) are resolved as TileLang resolves them;
// `temp` is allocated and, in this case, unused, as in the source.
//
//   NUM_BLOCKS = 32; TILE_M = TILE_N = TILE_K = 256; NUM_STAGES = 2
//   M_TILES = N_TILES = K_TILES = 32; OUT_TILES = 1024
//   WINDOW = 4; MAIN_ROW = M_TILES // WINDOW - 1 = 7; TAIL_WIN = 4
//
//   @T.macro
//   def aswt_swizzle(tile_idx):
//       m_tile = T.alloc_var("int32")
//       n_tile = T.alloc_var("int32")
//       row_idx = tile_idx // N_TILES // WINDOW
//       if row_idx < MAIN_ROW:
//           m_tile = row_idx * WINDOW + tile_idx % WINDOW
//           n_tile = (tile_idx // WINDOW) % N_TILES
//       else:
//           tail_idx = tile_idx - MAIN_ROW * WINDOW * N_TILES
//           m_tile = MAIN_ROW * WINDOW + tail_idx % TAIL_WIN
//           n_tile = (tail_idx // TAIL_WIN) % N_TILES
//       if row_idx % 2 != 0:
//           n_tile = N_TILES - 1 - n_tile
//       return m_tile, n_tile
//
//   @T.prim_func
//   def main(X: T.Buffer((M_DIM, K_DIM), dtype),
//            W: T.Buffer((N_DIM, K_DIM), dtype),
//            C: T.Buffer((M_DIM, N_DIM), out_dtype)):
//       with T.Kernel(NUM_BLOCKS) as bx:
//           res = T.alloc_l0c((TILE_M, TILE_N), "float32")
//           x_l1 = T.alloc_l1((TILE_M, TILE_K), dtype)
//           w_l1 = T.alloc_l1((TILE_N, TILE_K), dtype)
//           temp = T.alloc_shared((TILE_M // 2, TILE_N), out_dtype)
//           for tile_idx in T.Persistent([OUT_TILES], NUM_BLOCKS, bx):
//               m_tile, n_tile = aswt_swizzle(tile_idx)
//               for kt in T.Pipelined(K_TILES, num_stages=NUM_STAGES):
//                   T.copy(X[m_tile * TILE_M : (m_tile + 1) * TILE_M, kt * TILE_K : (kt + 1) * TILE_K], x_l1)
//                   T.copy(W[n_tile * TILE_N : (n_tile + 1) * TILE_N, kt * TILE_K : (kt + 1) * TILE_K], w_l1)
//                   T.gemm(x_l1, w_l1, res, transpose_B=True, clear_accum=(kt == 0))
//               T.copy(res, C[m_tile * TILE_M, n_tile * TILE_N])
//
// T.Persistent([OUT_TILES], NUM_BLOCKS, bx) is, as TileLang v0.1.8 builds
// it, a loop over the waves of NUM_BLOCKS tiles that leaves once its linear
// index t = wave * NUM_BLOCKS + bx passes the last tile, and whose tile index
// regroups t in runs of group_size = 8 (`t / 8 * 8 + t % 8`, truncating).
// The macro's T.alloc_var scalars are local.var buffers of the kernel
// (TileLang allocates every buffer of the body in its root block), written
// in int32 (`N_TILES - 1 - n_tile` too) and read at each use:
// `m_tile * TILE_M` is an int32 product, then an index. T.alloc_l0c puts
// TileLang's fixed L0C layout of `res` in the kernel's layout_map (printed
// as metadata), which convert-tir-to-ascend accepts with a remark.
//
// The 256-deep K tiles of x_l1 and w_l1 are 128 KiB each, twice what L0A and
// L0B hold: ascend-split-gemm-k runs each gemm in two K steps of 128. On a5
// it compiles; on a3 the 256 KiB accumulator does not fit L0C (128 KiB), and
// ascend-check-capacity says so.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/gemm_persistent.mlir -o gemm_persistent.pto
//   ptoas --pto-arch=a5 --enable-insert-sync gemm_persistent.pto -o gemm_persistent.cpp

func.func @gemm_persistent(%X: memref<8192x8192xbf16> {tir.name = "X"},
                           %W: memref<8192x8192xbf16> {tir.name = "W"},
                           %C: memref<8192x8192xbf16> {tir.name = "C"}) {
  tir.kernel (%bx) in (32) attributes {layout_map = {res = "metadata"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    // NUM_BLOCKS, OUT_TILES, the waves ceil(OUT_TILES / NUM_BLOCKS), K_TILES.
    %num_blocks = arith.constant 32 : index
    %out_tiles = arith.constant 1024 : index
    %waves = arith.constant 32 : index
    %k_tiles = arith.constant 32 : index
    // N_TILES, WINDOW, MAIN_ROW, TAIL_WIN.
    %n_tiles = arith.constant 32 : index
    %window = arith.constant 4 : index
    %main_row = arith.constant 7 : index
    %tail_win = arith.constant 4 : index
    %group_size = arith.constant 8 : index
    %c256_i32 = arith.constant 256 : i32
    %last_n = arith.constant 31 : i32
    %res = tir.alloc_buffer "res" : memref<256x256xf32, #tir.scope<"shared.l0c">>
    %x_l1 = tir.alloc_buffer "x_l1" : memref<256x256xbf16, #tir.scope<"shared.l1">>
    %w_l1 = tir.alloc_buffer "w_l1" : memref<256x256xbf16, #tir.scope<"shared.l1">>
    %temp = tir.alloc_buffer "temp" : memref<128x256xbf16, #tir.scope<"shared.dyn">>
    %m_var = tir.alloc_buffer "m_tile" : memref<1xi32, #tir.scope<"local.var">>
    %n_var = tir.alloc_buffer "n_tile" : memref<1xi32, #tir.scope<"local.var">>
    tir.for serial %wave = %c0 to %waves step %c1 {
      %first = arith.muli %wave, %num_blocks : index
      %t = arith.addi %first, %bx : index
      %past = arith.cmpi sge, %t, %out_tiles : index
      scf.if %past {
        tir.intrin "tl.loop_break"() : () -> ()
      }
      %group = arith.divsi %t, %group_size : index
      %group_start = arith.muli %group, %group_size : index
      %offset = arith.remsi %t, %group_size : index
      %tile_idx = arith.addi %group_start, %offset : index
      // aswt_swizzle(tile_idx)
      %row_n = arith.floordivsi %tile_idx, %n_tiles : index
      %row_idx = arith.floordivsi %row_n, %window : index
      %main = arith.cmpi slt, %row_idx, %main_row : index
      scf.if %main {
        %rw = arith.muli %row_idx, %window : index
        %tw = tir.intrin "floormod"(%tile_idx, %window) : (index, index) -> index
        %m = arith.addi %rw, %tw : index
        %tdw = arith.floordivsi %tile_idx, %window : index
        %n = tir.intrin "floormod"(%tdw, %n_tiles) : (index, index) -> index
        %m32 = arith.index_cast %m : index to i32
        %n32 = arith.index_cast %n : index to i32
        memref.store %m32, %m_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
        memref.store %n32, %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
      } else {
        %mw = arith.muli %main_row, %window : index
        %mwn = arith.muli %mw, %n_tiles : index
        %tail_idx = arith.subi %tile_idx, %mwn : index
        %tt = tir.intrin "floormod"(%tail_idx, %tail_win) : (index, index) -> index
        %m = arith.addi %mw, %tt : index
        %td = arith.floordivsi %tail_idx, %tail_win : index
        %n = tir.intrin "floormod"(%td, %n_tiles) : (index, index) -> index
        %m32 = arith.index_cast %m : index to i32
        %n32 = arith.index_cast %n : index to i32
        memref.store %m32, %m_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
        memref.store %n32, %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
      }
      %odd_row = tir.intrin "floormod"(%row_idx, %c2) : (index, index) -> index
      %odd = arith.cmpi ne, %odd_row, %c0 : index
      scf.if %odd {
        %n32 = memref.load %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %flipped = arith.subi %last_n, %n32 : i32
        memref.store %flipped, %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
      }
      tir.for pipelined %kt = %c0 to %k_tiles step %c1 attributes {num_stages = 2 : i64} {
        %m_tile = memref.load %m_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %row32 = arith.muli %m_tile, %c256_i32 : i32
        %row = arith.index_cast %row32 : i32 to index
        %k = arith.muli %kt, %c256 : index
        %x = memref.subview %X[%row, %k] [256, 256] [1, 1]
            : memref<8192x8192xbf16> to memref<256x256xbf16, strided<[8192, 1], offset: ?>>
        tir.copy %x, %x_l1
            : memref<256x256xbf16, strided<[8192, 1], offset: ?>>, memref<256x256xbf16, #tir.scope<"shared.l1">>
        %n_tile = memref.load %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %col32 = arith.muli %n_tile, %c256_i32 : i32
        %col = arith.index_cast %col32 : i32 to index
        %w = memref.subview %W[%col, %k] [256, 256] [1, 1]
            : memref<8192x8192xbf16> to memref<256x256xbf16, strided<[8192, 1], offset: ?>>
        tir.copy %w, %w_l1
            : memref<256x256xbf16, strided<[8192, 1], offset: ?>>, memref<256x256xbf16, #tir.scope<"shared.l1">>
        %clear = arith.cmpi eq, %kt, %c0 : index
        tir.gemm %x_l1, %w_l1, %res clear_accum(%clear) {transpose_b}
            : memref<256x256xbf16, #tir.scope<"shared.l1">>, memref<256x256xbf16, #tir.scope<"shared.l1">>,
              memref<256x256xf32, #tir.scope<"shared.l0c">>
      }
      %m_tile = memref.load %m_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %n_tile = memref.load %n_var[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %row32 = arith.muli %m_tile, %c256_i32 : i32
      %row = arith.index_cast %row32 : i32 to index
      %col32 = arith.muli %n_tile, %c256_i32 : i32
      %col = arith.index_cast %col32 : i32 to index
      %c = memref.subview %C[%row, %col] [256, 256] [1, 1]
          : memref<8192x8192xbf16> to memref<256x256xbf16, strided<[8192, 1], offset: ?>>
      tir.copy %res, %c
          : memref<256x256xf32, #tir.scope<"shared.l0c">>, memref<256x256xbf16, strided<[8192, 1], offset: ?>>
    }
  }
  return
}
