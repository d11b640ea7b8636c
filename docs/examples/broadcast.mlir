// Row and column broadcasts, in the tir dialect: y = x + b (b one row of N
// values, added to every row) and z = x * s (s one value per row).
//
// TileLang source (M = 4096, N = 256, f32):
//
//   @T.prim_func
//   def broadcast(X: T.Tensor((M, N), "float32"), B: T.Tensor((1, N), "float32"),
//                 S: T.Tensor((M, 1), "float32"), Y: T.Tensor((M, N), "float32"),
//                 Z: T.Tensor((M, N), "float32")):
//       with T.Kernel(M // 16) as bx:
//           x = T.alloc_shared((16, N), "float32")
//           b = T.alloc_shared((1, N), "float32")
//           s = T.alloc_shared((16, 1), "float32")
//           y = T.alloc_shared((16, N), "float32")
//           z = T.alloc_shared((16, N), "float32")
//           T.copy(X[bx * 16, 0], x)
//           T.copy(B, b)
//           T.copy(S[bx * 16, 0], s)
//           for i, j in T.Parallel(16, N):
//               y[i, j] = x[i, j] + b[0, j]
//           for i, j in T.Parallel(16, N):
//               z[i, j] = x[i, j] * s[i, 0]
//           T.copy(y, Y[bx * 16, 0])
//           T.copy(z, Z[bx * 16, 0])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/broadcast.mlir -o broadcast.pto

func.func @broadcast(%X: memref<4096x256xf32> {tir.name = "X"},
                     %B: memref<1x256xf32> {tir.name = "B"},
                     %S: memref<4096x1xf32> {tir.name = "S"},
                     %Y: memref<4096x256xf32> {tir.name = "Y"},
                     %Z: memref<4096x256xf32> {tir.name = "Z"}) {
  tir.kernel (%bx) in (256) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %x = tir.alloc_buffer "x" : memref<16x256xf32, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "b" : memref<1x256xf32, #tir.scope<"shared.dyn">>
    %s = tir.alloc_buffer "s" : memref<16x1xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<16x256xf32, #tir.scope<"shared.dyn">>
    %z = tir.alloc_buffer "z" : memref<16x256xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c16 : index
    %xg = memref.subview %X[%row, 0] [16, 256] [1, 1]
        : memref<4096x256xf32> to memref<16x256xf32, strided<[256, 1], offset: ?>>
    tir.copy %xg, %x
        : memref<16x256xf32, strided<[256, 1], offset: ?>>, memref<16x256xf32, #tir.scope<"shared.dyn">>
    tir.copy %B, %b : memref<1x256xf32>, memref<1x256xf32, #tir.scope<"shared.dyn">>
    %sg = memref.subview %S[%row, 0] [16, 1] [1, 1]
        : memref<4096x1xf32> to memref<16x1xf32, strided<[1, 1], offset: ?>>
    tir.copy %sg, %s
        : memref<16x1xf32, strided<[1, 1], offset: ?>>, memref<16x1xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c256 step %c1 {
        %xv = memref.load %x[%i, %j] : memref<16x256xf32, #tir.scope<"shared.dyn">>
        %bv = memref.load %b[%c0, %j] : memref<1x256xf32, #tir.scope<"shared.dyn">>
        %sum = arith.addf %xv, %bv : f32
        memref.store %sum, %y[%i, %j] : memref<16x256xf32, #tir.scope<"shared.dyn">>
      }
    }
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c256 step %c1 {
        %xv = memref.load %x[%i, %j] : memref<16x256xf32, #tir.scope<"shared.dyn">>
        %sv = memref.load %s[%i, %c0] : memref<16x1xf32, #tir.scope<"shared.dyn">>
        %prod = arith.mulf %xv, %sv : f32
        memref.store %prod, %z[%i, %j] : memref<16x256xf32, #tir.scope<"shared.dyn">>
      }
    }
    %yg = memref.subview %Y[%row, 0] [16, 256] [1, 1]
        : memref<4096x256xf32> to memref<16x256xf32, strided<[256, 1], offset: ?>>
    tir.copy %y, %yg
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<16x256xf32, strided<[256, 1], offset: ?>>
    %zg = memref.subview %Z[%row, 0] [16, 256] [1, 1]
        : memref<4096x256xf32> to memref<16x256xf32, strided<[256, 1], offset: ?>>
    tir.copy %z, %zg
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<16x256xf32, strided<[256, 1], offset: ?>>
  }
  return
}
