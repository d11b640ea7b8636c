// RMSNorm over the rows of a (4096, 4096) f32 tensor with a weight vector and
// an `eps` scalar argument, 2 rows per block, in the tir dialect:
// y = x * rsqrt(mean(x^2) + eps) * w.
//
// TileLang source:
//
//   @T.prim_func
//   def rmsnorm(X: T.Tensor((4096, 4096), "float32"), W: T.Tensor((4096,), "float32"),
//               Y: T.Tensor((4096, 4096), "float32"), eps: T.float32):
//       with T.Kernel(4096 // 2) as bx:
//           x = T.alloc_shared((2, 4096), "float32")
//           w = T.alloc_shared((4096,), "float32")
//           y = T.alloc_shared((2, 4096), "float32")
//           sq = T.alloc_fragment((2, 4096), "float32")
//           ss = T.alloc_fragment((2,), "float32")
//           T.copy(W, w)
//           T.copy(X[bx * 2, 0], x)
//           for i, j in T.Parallel(2, 4096):
//               sq[i, j] = x[i, j] * x[i, j]
//           T.reduce_sum(sq, ss, dim=1)
//           for i in T.Parallel(2):
//               ss[i] = T.rsqrt(ss[i] / 4096.0 + eps)
//           for i, j in T.Parallel(2, 4096):
//               y[i, j] = x[i, j] * ss[i] * w[j]
//           T.copy(y, Y[bx * 2, 0])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/rmsnorm.mlir -o rmsnorm.pto

func.func @rmsnorm(%X: memref<4096x4096xf32> {tir.name = "X"},
                   %W: memref<4096xf32> {tir.name = "W"},
                   %Y: memref<4096x4096xf32> {tir.name = "Y"},
                   %eps: f32) {
  tir.kernel (%bx) in (2048) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4096 = arith.constant 4096 : index
    %n = arith.constant 4096.0 : f32
    %x = tir.alloc_buffer "x" : memref<2x4096xf32, #tir.scope<"shared.dyn">>
    %w = tir.alloc_buffer "w" : memref<4096xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<2x4096xf32, #tir.scope<"shared.dyn">>
    %sq = tir.alloc_buffer "sq" : memref<2x4096xf32, #tir.scope<"local.fragment">>
    %ss = tir.alloc_buffer "ss" : memref<2xf32, #tir.scope<"local.fragment">>
    tir.copy %W, %w : memref<4096xf32>, memref<4096xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c2 : index
    %xg = memref.subview %X[%row, 0] [2, 4096] [1, 1] : memref<4096x4096xf32> to memref<2x4096xf32, strided<[4096, 1], offset: ?>>
    tir.copy %xg, %x : memref<2x4096xf32, strided<[4096, 1], offset: ?>>, memref<2x4096xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c2 step %c1 {
      tir.for parallel %j = %c0 to %c4096 step %c1 {
        %v = memref.load %x[%i, %j] : memref<2x4096xf32, #tir.scope<"shared.dyn">>
        %p = arith.mulf %v, %v : f32
        memref.store %p, %sq[%i, %j] : memref<2x4096xf32, #tir.scope<"local.fragment">>
      }
    }
    tir.reduce <sum> %sq, %ss : memref<2x4096xf32, #tir.scope<"local.fragment">>, memref<2xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c2 step %c1 {
      %s = memref.load %ss[%i] : memref<2xf32, #tir.scope<"local.fragment">>
      %mean = arith.divf %s, %n : f32
      %var = arith.addf %mean, %eps : f32
      %r = math.rsqrt %var : f32
      memref.store %r, %ss[%i] : memref<2xf32, #tir.scope<"local.fragment">>
    }
    tir.for parallel %i = %c0 to %c2 step %c1 {
      tir.for parallel %j = %c0 to %c4096 step %c1 {
        %v = memref.load %x[%i, %j] : memref<2x4096xf32, #tir.scope<"shared.dyn">>
        %r = memref.load %ss[%i] : memref<2xf32, #tir.scope<"local.fragment">>
        %wj = memref.load %w[%j] : memref<4096xf32, #tir.scope<"shared.dyn">>
        %t = arith.mulf %v, %r : f32
        %o = arith.mulf %t, %wj : f32
        memref.store %o, %y[%i, %j] : memref<2x4096xf32, #tir.scope<"shared.dyn">>
      }
    }
    %yg = memref.subview %Y[%row, 0] [2, 4096] [1, 1] : memref<4096x4096xf32> to memref<2x4096xf32, strided<[4096, 1], offset: ?>>
    tir.copy %y, %yg : memref<2x4096xf32, #tir.scope<"shared.dyn">>, memref<2x4096xf32, strided<[4096, 1], offset: ?>>
  }
  return
}
