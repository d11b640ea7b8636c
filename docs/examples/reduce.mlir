// T.reduce_max and T.reduce_min along rows and along columns of a tile, in
// the tir dialect.
//
// TileLang source (M = 4096, N = 256, f32):
//
//   @T.prim_func
//   def reduce(X: T.Tensor((M, N), "float32"),
//              RowMax: T.Tensor((M,), "float32"), RowMin: T.Tensor((M,), "float32"),
//              ColMax: T.Tensor((M // 16, N), "float32"),
//              ColMin: T.Tensor((M // 16, N), "float32")):
//       with T.Kernel(M // 16) as bx:
//           x = T.alloc_shared((16, N), "float32")
//           row_max = T.alloc_fragment((16,), "float32")
//           row_min = T.alloc_fragment((16,), "float32")
//           col_max = T.alloc_fragment((N,), "float32")
//           col_min = T.alloc_fragment((N,), "float32")
//           T.copy(X[bx * 16, 0], x)
//           T.reduce_max(x, row_max, dim=1)
//           T.reduce_min(x, row_min, dim=1)
//           T.reduce_max(x, col_max, dim=0)
//           T.reduce_min(x, col_min, dim=0)
//           T.copy(row_max, RowMax[bx * 16])
//           T.copy(row_min, RowMin[bx * 16])
//           T.copy(col_max, ColMax[bx, 0])
//           T.copy(col_min, ColMin[bx, 0])
//
// The row results are per-row vectors (16 x 1 tiles, trowmax/trowmin); the
// column results are per-column vectors (1 x 256 tiles, tcolmax/tcolmin).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/reduce.mlir -o reduce.pto

func.func @reduce(%X: memref<4096x256xf32> {tir.name = "X"},
                  %RowMax: memref<4096xf32> {tir.name = "RowMax"},
                  %RowMin: memref<4096xf32> {tir.name = "RowMin"},
                  %ColMax: memref<256x256xf32> {tir.name = "ColMax"},
                  %ColMin: memref<256x256xf32> {tir.name = "ColMin"}) {
  tir.kernel (%bx) in (256) {
    %c16 = arith.constant 16 : index
    %x = tir.alloc_buffer "x" : memref<16x256xf32, #tir.scope<"shared.dyn">>
    %row_max = tir.alloc_buffer "row_max" : memref<16xf32, #tir.scope<"local.fragment">>
    %row_min = tir.alloc_buffer "row_min" : memref<16xf32, #tir.scope<"local.fragment">>
    %col_max = tir.alloc_buffer "col_max" : memref<256xf32, #tir.scope<"local.fragment">>
    %col_min = tir.alloc_buffer "col_min" : memref<256xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c16 : index
    %xg = memref.subview %X[%row, 0] [16, 256] [1, 1]
        : memref<4096x256xf32> to memref<16x256xf32, strided<[256, 1], offset: ?>>
    tir.copy %xg, %x
        : memref<16x256xf32, strided<[256, 1], offset: ?>>, memref<16x256xf32, #tir.scope<"shared.dyn">>
    tir.reduce <max> %x, %row_max {dim = 1 : i64}
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
    tir.reduce <min> %x, %row_min {dim = 1 : i64}
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
    tir.reduce <max> %x, %col_max {dim = 0 : i64}
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<256xf32, #tir.scope<"local.fragment">>
    tir.reduce <min> %x, %col_min {dim = 0 : i64}
        : memref<16x256xf32, #tir.scope<"shared.dyn">>, memref<256xf32, #tir.scope<"local.fragment">>
    %rmax = memref.subview %RowMax[%row] [16] [1]
        : memref<4096xf32> to memref<16xf32, strided<[1], offset: ?>>
    tir.copy %row_max, %rmax
        : memref<16xf32, #tir.scope<"local.fragment">>, memref<16xf32, strided<[1], offset: ?>>
    %rmin = memref.subview %RowMin[%row] [16] [1]
        : memref<4096xf32> to memref<16xf32, strided<[1], offset: ?>>
    tir.copy %row_min, %rmin
        : memref<16xf32, #tir.scope<"local.fragment">>, memref<16xf32, strided<[1], offset: ?>>
    %cmax = memref.subview %ColMax[%bx, 0] [1, 256] [1, 1]
        : memref<256x256xf32> to memref<256xf32, strided<[1], offset: ?>>
    tir.copy %col_max, %cmax
        : memref<256xf32, #tir.scope<"local.fragment">>, memref<256xf32, strided<[1], offset: ?>>
    %cmin = memref.subview %ColMin[%bx, 0] [1, 256] [1, 1]
        : memref<256x256xf32> to memref<256xf32, strided<[1], offset: ?>>
    tir.copy %col_min, %cmin
        : memref<256xf32, #tir.scope<"local.fragment">>, memref<256xf32, strided<[1], offset: ?>>
  }
  return
}
