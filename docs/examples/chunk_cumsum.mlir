// tilelang-ascend's chunk-local cumulative sums (the gated-delta-net
// cumsum of linear attention): the sums of G along its last axis, restarted
// at every chunk of C elements, written element by element on the Vector
// core's scalar unit, in the tir dialect (two kernels, one function each).
//
// @chunk_cumsum: tile-ai/tilelang-ascend
// examples/linear_attention_and_rnn/opt_gdn/opt_gdn_chunk_cumsum.py @
// 95acbd7f, `cumsum_ker(B, H, L, C, CC=8)` at B = 1, H = 4, L = 64, C = 16,
// CC = 2 (the example's own are 2, 16, 16384, 128 and CC = 8; the shrunk
// shapes keep several blocks, both sub-blocks and several chunks per block):
//
//   chunk_num = T.ceildiv(L, C * CC); VEC_NUM = 2
//   @T.prim_func
//   def main(G: T.Tensor([B, H, L], "float"), S: T.Tensor([B, H, L], "float")):
//       with T.Kernel(B * (H // VEC_NUM) * chunk_num, is_npu=True) as (cid, vid):
//           bx = cid % chunk_num
//           by = (cid // chunk_num) % (H // VEC_NUM) * 2 + vid
//           bz = (cid // chunk_num) // (H // VEC_NUM)
//           g_ub = T.alloc_ub([C * CC,], accum_dtype)
//           s_ub = T.alloc_ub([C * CC,], accum_dtype)
//           with T.Scope("V"):
//               T.tile.fill(s_ub, 0.0)
//               T.copy(G[bz, by, bx * C * CC], g_ub)
//               T.set_flag("mte2", "v", 0)
//               T.wait_flag("mte2", "v", 0)
//               for ii in range(CC):
//                   ofs = ii * C
//                   T.set_flag("v", "s", 0)
//                   T.wait_flag("v", "s", 0)
//                   s_ub[ofs + 0] = g_ub[ofs + 0]
//                   for i in range(1, C):
//                       tmp2 = s_ub[ofs + i - 1] + g_ub[ofs + i]
//                       s_ub[ofs + i] = tmp2
//               T.set_flag("v", "mte3", 0)
//               T.wait_flag("v", "mte3", 0)
//               T.copy(s_ub, S[bz, by, bx * C * CC])
//
// @chunk_cumsum_reverse: tile-ai/tilelang-ascend
// examples/cumsum_gdn/example_cumsum.py @ 95acbd7f, `cumsum_ker(B, H, L, C,
// reverse=True)` (use_fragment=False; the kernel is head-first) at B = 1,
// H = 4, L = 64, C = 32 (the example's defaults are 2, 32, 256, 32): the
// sums from each element to the end of its chunk, as the chunk's total
// minus the forward sum before the element:
//
//   chunk_num = tl.ceildiv(L, C); VEC_NUM = 2; h_block_num = H // VEC_NUM
//   @tl.prim_func
//   def main(G: tl.Tensor((B, H, L), "float"), S: tl.Tensor((B, H, L), "float")):
//       with tl.Kernel(B * h_block_num * chunk_num, is_npu=True) as (cid, vid):
//           bx = cid % chunk_num
//           by = (cid // chunk_num) % h_block_num * VEC_NUM + vid
//           bz = (cid // chunk_num) // h_block_num
//           g_ub = tl.alloc_shared([1, C], accum_dtype)
//           s_ub = tl.alloc_shared([1, C], accum_dtype)
//           total_ub = tl.alloc_shared([1, 1], accum_dtype)
//           fragment_ub = tl.alloc_shared([1, C], accum_dtype)
//           tl.copy(G[bz, by, bx * C], g_ub[0, :])
//           tl.tile.fill(s_ub, 0.0)
//           for i in range(C):
//               if i > 0:
//                   s_ub[0, i] = s_ub[0, i - 1]
//               s_ub[0, i] = s_ub[0, i] + g_ub[0, i]
//           tl.tile.fill(total_ub, 0.0)
//           tl.reduce_sum(g_ub, total_ub)
//           for i in range(C):
//               s_ub[0, i] = total_ub[0, 0] - s_ub[0, i] + g_ub[0, i]
//           tl.copy(s_ub[0, :], S[bz, by, bx * C])
//
// `cid % n` is TVM's floormod (tir.intrin "floormod", as the TVMScript twin
// docs/examples/chunk_cumsum.py imports it). T.alloc_ub is scope "shared",
// T.alloc_shared "shared.dyn"; T.Scope("V") is a tir.section <vector>; the
// kernel's own flags (tl.ascend_set_flag / _wait_flag, the pipe pair as
// strings) are kept. A copy from one element of G to a row of C elements is
// the region G[bz, by, bx * C : bx * C + C] (TileLang's copy takes the
// extents of the side that has them). Each (cid, vid) is a block of its
// own: 8 blocks, one row of G each.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/chunk_cumsum.mlir -o chunk_cumsum.pto
//   ptoas --pto-arch=a3 --enable-insert-sync chunk_cumsum.pto -o chunk_cumsum.cpp

func.func @chunk_cumsum(%G: memref<1x4x64xf32> {tir.name = "G"},
                        %S: memref<1x4x64xf32> {tir.name = "S"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c0_i32 = arith.constant 0 : i32
    %zero = arith.constant 0.0 : f32
    %g_ub = tir.alloc_buffer "g_ub" : memref<32xf32, #tir.scope<"shared">>
    %s_ub = tir.alloc_buffer "s_ub" : memref<32xf32, #tir.scope<"shared">>
    %bx = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %q = arith.floordivsi %cid, %c2 : index
    %h = tir.intrin "floormod"(%q, %c2) : (index, index) -> index
    %h2 = arith.muli %h, %c2 : index
    %by = arith.addi %h2, %vid : index
    %bz = arith.floordivsi %q, %c2 : index
    tir.section <vector> {
      tir.fill %s_ub, %zero : memref<32xf32, #tir.scope<"shared">>
      %col = arith.muli %bx, %c32 : index
      %g = memref.subview %G[%bz, %by, %col] [1, 1, 32] [1, 1, 1] : memref<1x4x64xf32> to memref<32xf32, strided<[1], offset: ?>>
      tir.copy %g, %g_ub : memref<32xf32, strided<[1], offset: ?>>, memref<32xf32, #tir.scope<"shared">>
      tir.intrin "tl.ascend_set_flag"(%c0_i32) {args = ["MTE2", "V"]} : (i32) -> ()
      tir.intrin "tl.ascend_wait_flag"(%c0_i32) {args = ["MTE2", "V"]} : (i32) -> ()
      tir.for serial %ii = %c0 to %c2 step %c1 {
        %ofs = arith.muli %ii, %c16 : index
        tir.intrin "tl.ascend_set_flag"(%c0_i32) {args = ["V", "S"]} : (i32) -> ()
        tir.intrin "tl.ascend_wait_flag"(%c0_i32) {args = ["V", "S"]} : (i32) -> ()
        %first = memref.load %g_ub[%ofs] : memref<32xf32, #tir.scope<"shared">>
        memref.store %first, %s_ub[%ofs] : memref<32xf32, #tir.scope<"shared">>
        tir.for serial %i = %c1 to %c16 step %c1 {
          %at = arith.addi %ofs, %i : index
          %before = arith.subi %at, %c1 : index
          %prev = memref.load %s_ub[%before] : memref<32xf32, #tir.scope<"shared">>
          %x = memref.load %g_ub[%at] : memref<32xf32, #tir.scope<"shared">>
          %tmp2 = arith.addf %prev, %x : f32
          memref.store %tmp2, %s_ub[%at] : memref<32xf32, #tir.scope<"shared">>
        }
      }
      tir.intrin "tl.ascend_set_flag"(%c0_i32) {args = ["V", "MTE3"]} : (i32) -> ()
      tir.intrin "tl.ascend_wait_flag"(%c0_i32) {args = ["V", "MTE3"]} : (i32) -> ()
      %s = memref.subview %S[%bz, %by, %col] [1, 1, 32] [1, 1, 1] : memref<1x4x64xf32> to memref<32xf32, strided<[1], offset: ?>>
      tir.copy %s_ub, %s : memref<32xf32, #tir.scope<"shared">>, memref<32xf32, strided<[1], offset: ?>>
    }
  }
  return
}

func.func @chunk_cumsum_reverse(%G: memref<1x4x64xf32> {tir.name = "G"},
                                %S: memref<1x4x64xf32> {tir.name = "S"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0.0 : f32
    %g_ub = tir.alloc_buffer "g_ub" : memref<1x32xf32, #tir.scope<"shared.dyn">>
    %s_ub = tir.alloc_buffer "s_ub" : memref<1x32xf32, #tir.scope<"shared.dyn">>
    %total_ub = tir.alloc_buffer "total_ub" : memref<1x1xf32, #tir.scope<"shared.dyn">>
    %fragment_ub = tir.alloc_buffer "fragment_ub" : memref<1x32xf32, #tir.scope<"shared.dyn">>
    %bx = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %q = arith.floordivsi %cid, %c2 : index
    %h = tir.intrin "floormod"(%q, %c2) : (index, index) -> index
    %h2 = arith.muli %h, %c2 : index
    %by = arith.addi %h2, %vid : index
    %bz = arith.floordivsi %q, %c2 : index
    %col = arith.muli %bx, %c32 : index
    %g = memref.subview %G[%bz, %by, %col] [1, 1, 32] [1, 1, 1] : memref<1x4x64xf32> to memref<1x32xf32, strided<[256, 1], offset: ?>>
    tir.copy %g, %g_ub : memref<1x32xf32, strided<[256, 1], offset: ?>>, memref<1x32xf32, #tir.scope<"shared.dyn">>
    tir.fill %s_ub, %zero : memref<1x32xf32, #tir.scope<"shared.dyn">>
    tir.for serial %i = %c0 to %c32 step %c1 {
      %later = arith.cmpi sgt, %i, %c0 : index
      scf.if %later {
        %before = arith.subi %i, %c1 : index
        %prev = memref.load %s_ub[%c0, %before] : memref<1x32xf32, #tir.scope<"shared.dyn">>
        memref.store %prev, %s_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
      }
      %s_i = memref.load %s_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
      %g_i = memref.load %g_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
      %sum = arith.addf %s_i, %g_i : f32
      memref.store %sum, %s_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
    }
    tir.fill %total_ub, %zero : memref<1x1xf32, #tir.scope<"shared.dyn">>
    tir.reduce <sum> %g_ub, %total_ub : memref<1x32xf32, #tir.scope<"shared.dyn">>, memref<1x1xf32, #tir.scope<"shared.dyn">>
    tir.for serial %i = %c0 to %c32 step %c1 {
      %total = memref.load %total_ub[%c0, %c0] : memref<1x1xf32, #tir.scope<"shared.dyn">>
      %s_i = memref.load %s_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
      %rest = arith.subf %total, %s_i : f32
      %g_i = memref.load %g_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
      %result = arith.addf %rest, %g_i : f32
      memref.store %result, %s_ub[%c0, %i] : memref<1x32xf32, #tir.scope<"shared.dyn">>
    }
    %s = memref.subview %S[%bz, %by, %col] [1, 1, 32] [1, 1, 1] : memref<1x4x64xf32> to memref<1x32xf32, strided<[256, 1], offset: ?>>
    tir.copy %s_ub, %s : memref<1x32xf32, #tir.scope<"shared.dyn">>, memref<1x32xf32, strided<[256, 1], offset: ?>>
  }
  return
}
