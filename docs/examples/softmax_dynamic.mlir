// Row softmax of an (M, 1024) f32 tensor whose row count M is known only
// at launch, 8 rows per block, in the tir dialect: docs/examples/softmax.mlir
// with M symbolic. The last block's tile is partial (M need not be a
// multiple of 8): its rows past M are zeroed before the load and never
// stored. After lowering the kernel is
//
//   softmax(X, M, Y, M)
//
// with M an `index` argument (int32_t in ptoas's C++) after each pointer,
// launched on ceil(M / 8) blocks; M must be at least 1.
//
// This is tirpto's own softmax with the row count made symbolic: no public
// TileLang-for-Ascend softmax with a dynamic row count in the subset tirpto
// takes (T.Kernel, T.copy, T.reduce, T.Parallel) was found.
//
// TileLang source:
//
//   M = T.symbolic("M")
//
//   @T.prim_func
//   def softmax(X: T.Tensor((M, 1024), "float32"),
//               Y: T.Tensor((M, 1024), "float32")):
//       with T.Kernel(T.ceildiv(M, 8)) as bx:
//           x = T.alloc_shared((8, 1024), "float32")
//           y = T.alloc_shared((8, 1024), "float32")
//           m = T.alloc_fragment((8,), "float32")
//           s = T.alloc_fragment((8,), "float32")
//           T.copy(X[bx * 8, 0], x)
//           T.reduce_max(x, m, dim=1)
//           for i, j in T.Parallel(8, 1024):
//               y[i, j] = T.exp(x[i, j] - m[i])
//           T.reduce_sum(y, s, dim=1)
//           for i, j in T.Parallel(8, 1024):
//               y[i, j] = y[i, j] / s[i]
//           T.copy(y, Y[bx * 8, 0])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/softmax_dynamic.mlir -o softmax_dynamic.pto

func.func @softmax(%X: memref<?x1024xf32> {tir.name = "X"},
                   %Y: memref<?x1024xf32> {tir.name = "Y"}) {
  %c0_ = arith.constant 0 : index
  %c8_ = arith.constant 8 : index
  %rows = memref.dim %X, %c0_ : memref<?x1024xf32>
  %blocks = arith.ceildivsi %rows, %c8_ : index
  tir.kernel (%bx) in (%blocks) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1024 = arith.constant 1024 : index
    %x = tir.alloc_buffer "x" : memref<8x1024xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<8x1024xf32, #tir.scope<"shared.dyn">>
    %m = tir.alloc_buffer "m" : memref<8xf32, #tir.scope<"local.fragment">>
    %s = tir.alloc_buffer "s" : memref<8xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c8 : index
    %xg = memref.subview %X[%row, 0] [8, 1024] [1, 1] : memref<?x1024xf32> to memref<8x1024xf32, strided<[1024, 1], offset: ?>>
    tir.copy %xg, %x : memref<8x1024xf32, strided<[1024, 1], offset: ?>>, memref<8x1024xf32, #tir.scope<"shared.dyn">>
    tir.reduce <max> %x, %m : memref<8x1024xf32, #tir.scope<"shared.dyn">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c8 step %c1 {
      tir.for parallel %j = %c0 to %c1024 step %c1 {
        %v = memref.load %x[%i, %j] : memref<8x1024xf32, #tir.scope<"shared.dyn">>
        %mi = memref.load %m[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %d = arith.subf %v, %mi : f32
        %e = math.exp %d : f32
        memref.store %e, %y[%i, %j] : memref<8x1024xf32, #tir.scope<"shared.dyn">>
      }
    }
    tir.reduce <sum> %y, %s : memref<8x1024xf32, #tir.scope<"shared.dyn">>, memref<8xf32, #tir.scope<"local.fragment">>
    tir.for parallel %i = %c0 to %c8 step %c1 {
      tir.for parallel %j = %c0 to %c1024 step %c1 {
        %v = memref.load %y[%i, %j] : memref<8x1024xf32, #tir.scope<"shared.dyn">>
        %si = memref.load %s[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %q = arith.divf %v, %si : f32
        memref.store %q, %y[%i, %j] : memref<8x1024xf32, #tir.scope<"shared.dyn">>
      }
    }
    %yg = memref.subview %Y[%row, 0] [8, 1024] [1, 1] : memref<?x1024xf32> to memref<8x1024xf32, strided<[1024, 1], offset: ?>>
    tir.copy %y, %yg : memref<8x1024xf32, #tir.scope<"shared.dyn">>, memref<8x1024xf32, strided<[1024, 1], offset: ?>>
  }
  return
}
