// tilelang-ascend's T.tile.sort32 kernel: each row of a block of A sorted
// in blocks of 32 values, together with the indices B holds for them, into
// (value, index) pairs in descending order of value, in the tir dialect
// (the float32 and the float16 kernel, one function each).
//
// Source: tile-ai/tilelang-ascend
// testing/python/language/test_tilelang_ascend_language_elementwise.py
// @ 95acbd7f, `sort32(M, N, block_M, block_N, dtype)` for dtype "float32"
// and "float16", at M = 8, N = 256, block_M = 4, block_N = 128 (the test's
// own are 1024, 1024, 64 and 128: the shrunk shapes keep several blocks
// and both sub-blocks, and rows of two 32-element sort blocks):
//
//   m_num = M // block_M; n_num = N // block_N; VEC_NUM = 2
//   out_size_multiplier = 4 if dtype == "float16" else 2
//   @T.prim_func
//   def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), "uint32"),
//            C: T.Tensor((M, out_size_multiplier * N), dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bx = cid // n_num
//           by = cid % n_num
//           a_ub = T.alloc_ub((block_M, block_N // VEC_NUM), dtype)
//           b_ub = T.alloc_ub((block_M, block_N // VEC_NUM), "uint32")
//           c_ub = T.alloc_ub((block_M, out_size_multiplier * block_N // VEC_NUM), dtype)
//           T.copy(A[bx * block_M, by * block_N + vid * block_N // VEC_NUM], a_ub)
//           T.copy(B[bx * block_M, by * block_N + vid * block_N // VEC_NUM], b_ub)
//           T.tile.sort32(c_ub, a_ub, b_ub)
//           T.copy(c_ub, C[bx * block_M, out_size_multiplier * (by * block_N + vid * block_N // VEC_NUM)])
//
// `cid % n_num` is TVM's floormod (tir.intrin "floormod", as the TVMScript
// twin docs/examples/sort32.py imports it). T.alloc_ub is scope "shared";
// B's uint32 indices are held as i32 (the
// chip reads their bits; pto.tsort32 takes them as ui32 through a
// pto.bitcast). Each (cid, vid) is a block of its own: 8 blocks of 4 x 64
// values. A pair is 8 bytes: 2 float32 elements (the value, the index's
// bits) or 4 float16 ones (the value, zero, the index's low and high
// halves), so C has 2 (4) times N columns.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/sort32.mlir -o sort32.pto
//   ptoas --pto-arch=a3 --enable-insert-sync sort32.pto -o sort32.cpp

func.func @sort32_f32(%A: memref<8x256xf32> {tir.name = "A"},
                 %B: memref<8x256xi32> {tir.name = "B"},
                 %C: memref<8x512xf32> {tir.name = "C"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %bx = arith.floordivsi %cid, %c2 : index
    %by = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %a_ub = tir.alloc_buffer "a_ub" : memref<4x64xf32, #tir.scope<"shared">>
    %b_ub = tir.alloc_buffer "b_ub" : memref<4x64xi32, #tir.scope<"shared">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<4x128xf32, #tir.scope<"shared">>
    %row = arith.muli %bx, %c4 : index
    %by_n = arith.muli %by, %c128 : index
    %vid_n = arith.muli %vid, %c64 : index
    %col = arith.addi %by_n, %vid_n : index
    %a = memref.subview %A[%row, %col] [4, 64] [1, 1] : memref<8x256xf32> to memref<4x64xf32, strided<[256, 1], offset: ?>>
    tir.copy %a, %a_ub : memref<4x64xf32, strided<[256, 1], offset: ?>>, memref<4x64xf32, #tir.scope<"shared">>
    %b = memref.subview %B[%row, %col] [4, 64] [1, 1] : memref<8x256xi32> to memref<4x64xi32, strided<[256, 1], offset: ?>>
    tir.copy %b, %b_ub : memref<4x64xi32, strided<[256, 1], offset: ?>>, memref<4x64xi32, #tir.scope<"shared">>
    tir.tile <sort32> ins(%a_ub, %b_ub : memref<4x64xf32, #tir.scope<"shared">>,
                                         memref<4x64xi32, #tir.scope<"shared">>)
                      outs(%c_ub : memref<4x128xf32, #tir.scope<"shared">>)
    %c_col = arith.muli %col, %c2 : index
    %c = memref.subview %C[%row, %c_col] [4, 128] [1, 1] : memref<8x512xf32> to memref<4x128xf32, strided<[512, 1], offset: ?>>
    tir.copy %c_ub, %c : memref<4x128xf32, #tir.scope<"shared">>, memref<4x128xf32, strided<[512, 1], offset: ?>>
  }
  return
}

func.func @sort32_f16(%A: memref<8x256xf16> {tir.name = "A"},
                 %B: memref<8x256xi32> {tir.name = "B"},
                 %C: memref<8x1024xf16> {tir.name = "C"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %bx = arith.floordivsi %cid, %c2 : index
    %by = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %a_ub = tir.alloc_buffer "a_ub" : memref<4x64xf16, #tir.scope<"shared">>
    %b_ub = tir.alloc_buffer "b_ub" : memref<4x64xi32, #tir.scope<"shared">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<4x256xf16, #tir.scope<"shared">>
    %row = arith.muli %bx, %c4 : index
    %by_n = arith.muli %by, %c128 : index
    %vid_n = arith.muli %vid, %c64 : index
    %col = arith.addi %by_n, %vid_n : index
    %a = memref.subview %A[%row, %col] [4, 64] [1, 1] : memref<8x256xf16> to memref<4x64xf16, strided<[256, 1], offset: ?>>
    tir.copy %a, %a_ub : memref<4x64xf16, strided<[256, 1], offset: ?>>, memref<4x64xf16, #tir.scope<"shared">>
    %b = memref.subview %B[%row, %col] [4, 64] [1, 1] : memref<8x256xi32> to memref<4x64xi32, strided<[256, 1], offset: ?>>
    tir.copy %b, %b_ub : memref<4x64xi32, strided<[256, 1], offset: ?>>, memref<4x64xi32, #tir.scope<"shared">>
    tir.tile <sort32> ins(%a_ub, %b_ub : memref<4x64xf16, #tir.scope<"shared">>,
                                         memref<4x64xi32, #tir.scope<"shared">>)
                      outs(%c_ub : memref<4x256xf16, #tir.scope<"shared">>)
    %c_col = arith.muli %col, %c4 : index
    %c = memref.subview %C[%row, %c_col] [4, 256] [1, 1] : memref<8x1024xf16> to memref<4x256xf16, strided<[1024, 1], offset: ?>>
    tir.copy %c_ub, %c : memref<4x256xf16, #tir.scope<"shared">>, memref<4x256xf16, strided<[1024, 1], offset: ?>>
  }
  return
}
