// The MHC (manifold-constrained hyper-connections) "expand" pattern, in the
// tir dialect: a bf16 (T, H) hidden state is broadcast into n = 4 copies of
// the residual stream, (T, n, H). Blocks are over (token block, copy): the
// token block is bx >> 2 and the copy bx & 3.
//
// TileLang source (T = 4096, H = 1024):
//
//   @T.prim_func
//   def mhc_expand(X: T.Tensor((T, H), "bfloat16"), Out: T.Tensor((T, 4, H), "bfloat16")):
//       with T.Kernel(T // 16 * 4) as bx:
//           tb = T.shift_right(bx, 2)
//           k = T.bitwise_and(bx, 3)
//           x = T.alloc_shared((16, H), "bfloat16")
//           T.copy(X[tb * 16, 0], x)
//           T.copy(x, Out[tb * 16, k, 0])
//
// The store into Out[tb * 16 : tb * 16 + 16, k, :] is a rank-reducing region
// with row stride n * H; convert-ascend-to-pto describes it as a 2-D view
// starting k * H elements in (pto.addptr).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_expand.mlir -o mhc_expand.pto

func.func @mhc_expand(%X: memref<4096x1024xbf16> {tir.name = "X"},
                      %Out: memref<4096x4x1024xbf16> {tir.name = "Out"}) {
  tir.kernel (%bx) in (1024) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %tb = tir.intrin "shift_right"(%bx, %c2) : (index, index) -> index
    %k = tir.intrin "bitwise_and"(%bx, %c3) : (index, index) -> index
    %x = tir.alloc_buffer "x" : memref<16x1024xbf16, #tir.scope<"shared.dyn">>
    %row = arith.muli %tb, %c16 : index
    %xg = memref.subview %X[%row, 0] [16, 1024] [1, 1]
        : memref<4096x1024xbf16> to memref<16x1024xbf16, strided<[1024, 1], offset: ?>>
    tir.copy %xg, %x
        : memref<16x1024xbf16, strided<[1024, 1], offset: ?>>, memref<16x1024xbf16, #tir.scope<"shared.dyn">>
    %og = memref.subview %Out[%row, %k, 0] [16, 1, 1024] [1, 1, 1]
        : memref<4096x4x1024xbf16> to memref<16x1024xbf16, strided<[4096, 1], offset: ?>>
    tir.copy %x, %og
        : memref<16x1024xbf16, #tir.scope<"shared.dyn">>, memref<16x1024xbf16, strided<[4096, 1], offset: ?>>
  }
  return
}
