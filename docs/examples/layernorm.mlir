// LayerNorm over the rows of a (4096, 1024) tensor stored in bf16 and
// computed in f32, 4 rows per block, in the tir dialect:
// y = (x - mean) * rsqrt(var + eps) * gamma + beta.
//
// TileLang source:
//
//   @T.prim_func
//   def layernorm(X: T.Tensor((4096, 1024), "bfloat16"), G: T.Tensor((1024,), "bfloat16"),
//                 B: T.Tensor((1024,), "bfloat16"), Y: T.Tensor((4096, 1024), "bfloat16"),
//                 eps: T.float32):
//       with T.Kernel(4096 // 4) as bx:
//           x = T.alloc_fragment((4, 1024), "float32")
//           d = T.alloc_fragment((4, 1024), "float32")
//           y = T.alloc_fragment((4, 1024), "float32")
//           g = T.alloc_fragment((1024,), "float32")
//           b = T.alloc_fragment((1024,), "float32")
//           mean = T.alloc_fragment((4,), "float32")
//           rstd = T.alloc_fragment((4,), "float32")
//           T.copy(X[bx * 4, 0], x)          # bf16 -> f32 on the way
//           T.copy(G, g)
//           T.copy(B, b)
//           T.reduce_sum(x, mean, dim=1)
//           for i in T.Parallel(4):
//               mean[i] = mean[i] / 1024.0
//           for i, j in T.Parallel(4, 1024):
//               d[i, j] = x[i, j] - mean[i]
//               y[i, j] = d[i, j] * d[i, j]
//           T.reduce_sum(y, rstd, dim=1)
//           for i in T.Parallel(4):
//               rstd[i] = T.rsqrt(rstd[i] / 1024.0 + eps)
//           for i, j in T.Parallel(4, 1024):
//               y[i, j] = d[i, j] * rstd[i] * g[j] + b[j]
//           T.copy(y, Y[bx * 4, 0])          # f32 -> bf16 on the way
//
// The converting copies load bf16 into a ub staging tile and cast it
// (ascend.vcast, pto.tcvt), and cast before the store.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/layernorm.mlir -o layernorm.pto

func.func @layernorm(%X: memref<4096x1024xbf16> {tir.name = "X"},
                     %G: memref<1024xbf16> {tir.name = "G"},
                     %B: memref<1024xbf16> {tir.name = "B"},
                     %Y: memref<4096x1024xbf16> {tir.name = "Y"},
                     %eps: f32) {
  tir.kernel (%bx) in (1024) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c1024 = arith.constant 1024 : index
    %n = arith.constant 1024.0 : f32
    %x = tir.alloc_buffer "x" : memref<4x1024xf32, #tir.scope<"local.fragment">>
    %d = tir.alloc_buffer "d" : memref<4x1024xf32, #tir.scope<"local.fragment">>
    %y = tir.alloc_buffer "y" : memref<4x1024xf32, #tir.scope<"local.fragment">>
    %g = tir.alloc_buffer "g" : memref<1024xf32, #tir.scope<"local.fragment">>
    %b = tir.alloc_buffer "b" : memref<1024xf32, #tir.scope<"local.fragment">>
    %mean = tir.alloc_buffer "mean" : memref<4xf32, #tir.scope<"local.fragment">>
    %rstd = tir.alloc_buffer "rstd" : memref<4xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c4 : index
    %xg = memref.subview %X[%row, 0] [4, 1024] [1, 1]
        : memref<4096x1024xbf16> to memref<4x1024xbf16, strided<[1024, 1], offset: ?>>
    tir.copy %xg, %x
        : memref<4x1024xbf16, strided<[1024, 1], offset: ?>>, memref<4x1024xf32, #tir.scope<"local.fragment">>
    tir.copy %G, %g : memref<1024xbf16>, memref<1024xf32, #tir.scope<"local.fragment">>
    tir.copy %B, %b : memref<1024xbf16>, memref<1024xf32, #tir.scope<"local.fragment">>
    tir.reduce <sum> %x, %mean
        : memref<4x1024xf32, #tir.scope<"local.fragment">>, memref<4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c4 step %c1 {
      %s = memref.load %mean[%i] : memref<4xf32, #tir.scope<"local.fragment">>
      %q = arith.divf %s, %n : f32
      memref.store %q, %mean[%i] : memref<4xf32, #tir.scope<"local.fragment">>
    }
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c1024 step %c1 {
        %xv = memref.load %x[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
        %mv = memref.load %mean[%i] : memref<4xf32, #tir.scope<"local.fragment">>
        %dv = arith.subf %xv, %mv : f32
        memref.store %dv, %d[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
        %dd = memref.load %d[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
        %sq = arith.mulf %dd, %dd : f32
        memref.store %sq, %y[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
      }
    }
    tir.reduce <sum> %y, %rstd
        : memref<4x1024xf32, #tir.scope<"local.fragment">>, memref<4xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c4 step %c1 {
      %s = memref.load %rstd[%i] : memref<4xf32, #tir.scope<"local.fragment">>
      %v = arith.divf %s, %n : f32
      %ve = arith.addf %v, %eps : f32
      %r = math.rsqrt %ve : f32
      memref.store %r, %rstd[%i] : memref<4xf32, #tir.scope<"local.fragment">>
    }
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %c1024 step %c1 {
        %dv = memref.load %d[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
        %rv = memref.load %rstd[%i] : memref<4xf32, #tir.scope<"local.fragment">>
        %gv = memref.load %g[%j] : memref<1024xf32, #tir.scope<"local.fragment">>
        %bv = memref.load %b[%j] : memref<1024xf32, #tir.scope<"local.fragment">>
        %t = arith.mulf %dv, %rv : f32
        %u = arith.mulf %t, %gv : f32
        %o = arith.addf %u, %bv : f32
        memref.store %o, %y[%i, %j] : memref<4x1024xf32, #tir.scope<"local.fragment">>
      }
    }
    %yg = memref.subview %Y[%row, 0] [4, 1024] [1, 1]
        : memref<4096x1024xbf16> to memref<4x1024xbf16, strided<[1024, 1], offset: ?>>
    tir.copy %y, %yg
        : memref<4x1024xf32, #tir.scope<"local.fragment">>, memref<4x1024xbf16, strided<[1024, 1], offset: ?>>
  }
  return
}
