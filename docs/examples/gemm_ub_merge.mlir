// Upstream TileLang's "UB merge" mixed kernel, in the tir dialect: an
// expert-mode Cube + Vector GEMM whose Cube section computes two 128 x 128
// tiles of C = A B^T and hands each to the Vector cores with T.dual_copy
// (each Vector core gets 64 of its rows), and whose two sections order
// that traffic with cross-core flags of their own, written in mode 4 with
// a flag per Vector sub-block (`id + sid * 16`).
//
// Source: tile-ai/tilelang examples/ascend/example_gemm_ub_merge.py
// @ 0e4ad53c, `gemm_ub_merge(M=256, K=256, N=128)` at the shapes its
// run_example uses (f16 A and B, f32 C): TILE_M = TILE_N = TILE_K = 128,
// K_TILES = 2, HALF_M = 64, one block.
//
//   with T.Kernel(1) as _:
//       buf_a = T.alloc_shared((HALF_M, TILE_N), "float32")
//       buf_b = T.alloc_shared((HALF_M, TILE_N), "float32")
//       a_l1 = T.alloc_l1((TILE_M, TILE_K), "float16")
//       b_l1 = T.alloc_l1((TILE_N, TILE_K), "float16")
//       acc = T.alloc_l0c((TILE_M, TILE_N), "float32")
//       with T.Cube():
//           T.ascend_set_flag("MTE1_MTE2", 0)
//           T.ascend_set_flag("FIX_M", 0)
//           for kt in T.Serial(K_TILES):          # tile 0: rows 0..127
//               T.ascend_wait_flag("MTE1_MTE2", 0)
//               T.copy(A[0:TILE_M, kt * TILE_K : (kt + 1) * TILE_K], a_l1)
//               T.copy(B[0:TILE_N, kt * TILE_K : (kt + 1) * TILE_K], b_l1)
//               T.ascend_set_flag("MTE2_MTE1", 0)
//               T.ascend_wait_flag("MTE2_MTE1", 0)
//               if kt == 0:
//                   T.ascend_wait_flag("FIX_M", 0)
//               T.gemm(a_l1, b_l1, acc, transpose_B=True, clear_accum=(kt == 0))
//               T.ascend_set_flag("MTE1_MTE2", 0)
//           T.ascend_set_flag("M_FIX", 0)
//           T.ascend_wait_flag("M_FIX", 0)
//           T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)   # AIV 0 ready
//           T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)  # AIV 1 ready
//           T.dual_copy(acc, buf_a)
//           T.ascend_cross_core_set_flag(4, "PIPE_FIX", 6)    # buf_a -> AIV 0
//           T.ascend_cross_core_set_flag(4, "PIPE_FIX", 22)   # buf_a -> AIV 1
//           T.ascend_set_flag("FIX_M", 0)
//           ... tile 1 (rows 128..255) the same way, into buf_b, flags 8 / 24 ...
//           T.ascend_wait_flag("MTE1_MTE2", 0)
//           T.ascend_wait_flag("FIX_M", 0)
//       with T.Vector() as sid:
//           my_buf_a_flag = 6 + sid * 16
//           my_buf_b_flag = 8 + sid * 16
//           my_ready_flag = 4 + sid * 16
//           T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_ready_flag)
//           T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", my_buf_a_flag)
//           T.copy(buf_a, C[sid * HALF_M : (sid + 1) * HALF_M, 0:TILE_N])
//           T.ascend_cross_core_set_flag(4, "PIPE_MTE3", my_ready_flag)
//           T.ascend_cross_core_wait_flag(4, "PIPE_MTE3", my_buf_b_flag)
//           T.copy(buf_b, C[TILE_M + sid * HALF_M : TILE_M + (sid + 1) * HALF_M, 0:TILE_N])
//
// The sub-block id is the kernel's (`sub_block (%sid) in 2`, as TileLang
// prints T.MixedKernel's); T.dual_copy is `tir.copy ... {dual}` (split
// along M); T.gemm(transpose_B=True) is `tir.gemm ... {transpose_b}`.
//
// What tirpto makes of it:
// - The flags of mode 4 become ascend.cross_core_set / _wait: the Cube's
//   calls for flags f and f + 16 (one per Vector sub-block), written one
//   after the other, are one op (the Cube's flags reach both sub-blocks;
//   on a5 ptoas sets f and f + 16); a Vector core's `f + sid * 16` is its
//   flag f.
// - The flags within a core (`T.ascend_set_flag("MTE2_MTE1", 0)` ...) are
//   kept (ascend.set_flag / wait_flag); pto-verify-sync follows the one
//   the first K step waits for alone (`if kt == 0`).
// - Each T.dual_copy is a hand-off from l0c to ub: through a global
//   workspace and flags of its own (tirpto picks ids the kernel does not
//   use), the Vector cores reading their half where the Vector section
//   first uses the buffer, after the waits the kernel wrote (the tile
//   FIFO's pop would come before them). The workspaces are extra kernel
//   arguments of 128 x 128 f32 each (one tile per block); on a3 the FFTS
//   base address comes last. TileLang's point, one UB allocation for both
//   buffers, is its own planner's; tirpto keeps two.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/gemm_ub_merge.mlir -o gemm_ub_merge.pto
//   ptoas --pto-arch=a5 --enable-insert-sync gemm_ub_merge.pto -o gemm_ub_merge.cpp

!a = memref<256x256xf16>
!b = memref<128x256xf16>
!c = memref<256x128xf32>
!ab_region = memref<128x128xf16, strided<[256, 1], offset: ?>>
!c_region = memref<64x128xf32, strided<[128, 1], offset: ?>>
!l1 = memref<128x128xf16, #tir.scope<"shared.l1">>
!l0c = memref<128x128xf32, #tir.scope<"shared.l0c">>
!ub = memref<64x128xf32, #tir.scope<"shared.dyn">>

func.func @gemm_ub_merge(%A: !a {tir.name = "A"}, %B: !b {tir.name = "B"},
                         %C: !c {tir.name = "C"}) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %buf_a = tir.alloc_buffer "buf_a" : !ub
    %buf_b = tir.alloc_buffer "buf_b" : !ub
    %a_l1 = tir.alloc_buffer "a_l1" : !l1
    %b_l1 = tir.alloc_buffer "b_l1" : !l1
    %acc = tir.alloc_buffer "acc" : !l0c
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %k_tiles = arith.constant 2 : index
    %event = arith.constant 0 : i32
    %mode = arith.constant 4 : i32
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %f4 = arith.constant 4 : i32
    %f20 = arith.constant 20 : i32
    %f6 = arith.constant 6 : i32
    %f22 = arith.constant 22 : i32
    %f8 = arith.constant 8 : i32
    %f24 = arith.constant 24 : i32
    tir.section <cube> {
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
      // Tile 0: A[0:128] B^T -> acc -> buf_a.
      tir.for serial %kt = %c0 to %k_tiles step %c1 {
        tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
        %k = arith.muli %kt, %c128 : index
        %a = memref.subview %A[0, %k] [128, 128] [1, 1] : !a to !ab_region
        tir.copy %a, %a_l1 : !ab_region, !l1
        %b = memref.subview %B[0, %k] [128, 128] [1, 1] : !b to !ab_region
        tir.copy %b, %b_l1 : !ab_region, !l1
        tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
        tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
        %first = arith.cmpi eq, %kt, %c0 : index
        scf.if %first {
          tir.intrin "tl.ascend_wait_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
        }
        tir.gemm %a_l1, %b_l1, %acc clear_accum(%first) {transpose_b} : !l1, !l1, !l0c
        tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      }
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["M_FIX"]} : (i32) -> ()
      tir.intrin "tl.ascend_wait_flag"(%event) {args = ["M_FIX"]} : (i32) -> ()
      // Both Vector cores ready: write buf_a and tell them.
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.copy %acc, %buf_a {dual} : !l0c, !ub
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f6) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f22) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
      // Tile 1: A[128:256] B^T -> acc -> buf_b.
      tir.for serial %kt = %c0 to %k_tiles step %c1 {
        tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
        %k = arith.muli %kt, %c128 : index
        %a = memref.subview %A[128, %k] [128, 128] [1, 1] : !a to !ab_region
        tir.copy %a, %a_l1 : !ab_region, !l1
        %b = memref.subview %B[0, %k] [128, 128] [1, 1] : !b to !ab_region
        tir.copy %b, %b_l1 : !ab_region, !l1
        tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
        tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE2_MTE1"]} : (i32) -> ()
        %first = arith.cmpi eq, %kt, %c0 : index
        scf.if %first {
          tir.intrin "tl.ascend_wait_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
        }
        tir.gemm %a_l1, %b_l1, %acc clear_accum(%first) {transpose_b} : !l1, !l1, !l0c
        tir.intrin "tl.ascend_set_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      }
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["M_FIX"]} : (i32) -> ()
      tir.intrin "tl.ascend_wait_flag"(%event) {args = ["M_FIX"]} : (i32) -> ()
      // Both Vector cores done with buf_a: write buf_b and tell them.
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.copy %acc, %buf_b {dual} : !l0c, !ub
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f8) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f24) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_set_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
      // Drain the flags within the core.
      tir.intrin "tl.ascend_wait_flag"(%event) {args = ["MTE1_MTE2"]} : (i32) -> ()
      tir.intrin "tl.ascend_wait_flag"(%event) {args = ["FIX_M"]} : (i32) -> ()
    }
    tir.section <vector> {
      // This sub-block's flags: f + sid * 16 (the importer computes the
      // let bindings as indices, cast to the calls' i32).
      %own = arith.muli %sid, %c16 : index
      %ready = arith.addi %own, %c4 : index
      %ready_flag = arith.index_cast %ready : index to i32
      %a_ready = arith.addi %own, %c6 : index
      %buf_a_flag = arith.index_cast %a_ready : index to i32
      %b_ready = arith.addi %own, %c8 : index
      %buf_b_flag = arith.index_cast %b_ready : index to i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %ready_flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %buf_a_flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      // This sub-block's 64 rows of tile 0.
      %row = arith.muli %sid, %c64 : index
      %c_a = memref.subview %C[%row, 0] [64, 128] [1, 1] : !c to !c_region
      tir.copy %buf_a, %c_a : !ub, !c_region
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %ready_flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %buf_b_flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      // And of tile 1.
      %row_b = arith.addi %row, %c128 : index
      %c_b = memref.subview %C[%row_b, 0] [64, 128] [1, 1] : !c to !c_region
      tir.copy %buf_b, %c_b : !ub, !c_region
    }
  }
  return
}
