// Online (streaming) row softmax of a (4096, 1024) f32 tensor over column
// blocks of 256, 8 rows per block, in the tir dialect. A first pass keeps a
// running max m and a running sum l of exp(x - m), rescaling l by
// exp(m_old - m_new) whenever the max grows; a second pass writes
// exp(x - m) / l.
//
// TileLang source:
//
//   @T.prim_func
//   def online_softmax(X: T.Tensor((4096, 1024), "float32"),
//                      Y: T.Tensor((4096, 1024), "float32")):
//       with T.Kernel(4096 // 8) as bx:
//           x = T.alloc_shared((8, 256), "float32")
//           y = T.alloc_shared((8, 256), "float32")
//           p = T.alloc_fragment((8, 256), "float32")
//           m = T.alloc_fragment((8,), "float32")
//           l = T.alloc_fragment((8,), "float32")
//           m_blk = T.alloc_fragment((8,), "float32")
//           m_new = T.alloc_fragment((8,), "float32")
//           l_blk = T.alloc_fragment((8,), "float32")
//           scale = T.alloc_fragment((8,), "float32")
//           T.fill(m, -T.infinity("float32"))
//           T.fill(l, 0)
//           for k in T.serial(1024 // 256):
//               T.copy(X[bx * 8, k * 256], x)
//               T.reduce_max(x, m_blk, dim=1)
//               for i in T.Parallel(8):
//                   m_new[i] = T.max(m[i], m_blk[i])
//                   scale[i] = T.exp(m[i] - m_new[i])
//               for i, j in T.Parallel(8, 256):
//                   p[i, j] = T.exp(x[i, j] - m_new[i])
//               T.reduce_sum(p, l_blk, dim=1)
//               for i in T.Parallel(8):
//                   l[i] = l[i] * scale[i] + l_blk[i]
//                   m[i] = m_new[i]
//           for k in T.serial(1024 // 256):
//               T.copy(X[bx * 8, k * 256], x)
//               for i, j in T.Parallel(8, 256):
//                   y[i, j] = T.exp(x[i, j] - m[i]) / l[i]
//               T.copy(y, Y[bx * 8, k * 256])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/online_softmax.mlir -o online_softmax.pto

func.func @online_softmax(%X: memref<4096x1024xf32> {tir.name = "X"},
                          %Y: memref<4096x1024xf32> {tir.name = "Y"}) {
  tir.kernel (%bx) in (512) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<8x256xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<8x256xf32, #tir.scope<"shared.dyn">>
    %p = tir.alloc_buffer "p" : memref<8x256xf32, #tir.scope<"local.fragment">>
    %m = tir.alloc_buffer "m" : memref<8xf32, #tir.scope<"local.fragment">>
    %l = tir.alloc_buffer "l" : memref<8xf32, #tir.scope<"local.fragment">>
    %m_blk = tir.alloc_buffer "m_blk" : memref<8xf32, #tir.scope<"local.fragment">>
    %m_new = tir.alloc_buffer "m_new" : memref<8xf32, #tir.scope<"local.fragment">>
    %l_blk = tir.alloc_buffer "l_blk" : memref<8xf32, #tir.scope<"local.fragment">>
    %scale = tir.alloc_buffer "scale" : memref<8xf32, #tir.scope<"local.fragment">>
    %row = arith.muli %bx, %c8 : index
    tir.fill %m, %ninf : memref<8xf32, #tir.scope<"local.fragment">>
    tir.fill %l, %zero : memref<8xf32, #tir.scope<"local.fragment">>
    tir.for serial %k = %c0 to %c4 step %c1 {
      %col = arith.muli %k, %c256 : index
      %xg = memref.subview %X[%row, %col] [8, 256] [1, 1]
          : memref<4096x1024xf32> to memref<8x256xf32, strided<[1024, 1], offset: ?>>
      tir.copy %xg, %x
          : memref<8x256xf32, strided<[1024, 1], offset: ?>>, memref<8x256xf32, #tir.scope<"shared.dyn">>
      tir.reduce <max> %x, %m_blk
          : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i = %c0 to %c8 step %c1 {
        %mo = memref.load %m[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %mb = memref.load %m_blk[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %mn = arith.maximumf %mo, %mb : f32
        memref.store %mn, %m_new[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %mo2 = memref.load %m[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %mn2 = memref.load %m_new[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %d = arith.subf %mo2, %mn2 : f32
        %e = math.exp %d : f32
        memref.store %e, %scale[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      }
      tir.for parallel %i = %c0 to %c8 step %c1 {
        tir.for parallel %j = %c0 to %c256 step %c1 {
          %xv = memref.load %x[%i, %j] : memref<8x256xf32, #tir.scope<"shared.dyn">>
          %mn = memref.load %m_new[%i] : memref<8xf32, #tir.scope<"local.fragment">>
          %d = arith.subf %xv, %mn : f32
          %e = math.exp %d : f32
          memref.store %e, %p[%i, %j] : memref<8x256xf32, #tir.scope<"local.fragment">>
        }
      }
      tir.reduce <sum> %p, %l_blk
          : memref<8x256xf32, #tir.scope<"local.fragment">>, memref<8xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i = %c0 to %c8 step %c1 {
        %lo = memref.load %l[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %s = memref.load %scale[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %lb = memref.load %l_blk[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %t = arith.mulf %lo, %s : f32
        %ln = arith.addf %t, %lb : f32
        memref.store %ln, %l[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        %mn = memref.load %m_new[%i] : memref<8xf32, #tir.scope<"local.fragment">>
        memref.store %mn, %m[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      }
    }
    tir.for serial %k = %c0 to %c4 step %c1 {
      %col = arith.muli %k, %c256 : index
      %xg = memref.subview %X[%row, %col] [8, 256] [1, 1]
          : memref<4096x1024xf32> to memref<8x256xf32, strided<[1024, 1], offset: ?>>
      tir.copy %xg, %x
          : memref<8x256xf32, strided<[1024, 1], offset: ?>>, memref<8x256xf32, #tir.scope<"shared.dyn">>
      tir.for parallel %i = %c0 to %c8 step %c1 {
        tir.for parallel %j = %c0 to %c256 step %c1 {
          %xv = memref.load %x[%i, %j] : memref<8x256xf32, #tir.scope<"shared.dyn">>
          %mi = memref.load %m[%i] : memref<8xf32, #tir.scope<"local.fragment">>
          %li = memref.load %l[%i] : memref<8xf32, #tir.scope<"local.fragment">>
          %d = arith.subf %xv, %mi : f32
          %e = math.exp %d : f32
          %q = arith.divf %e, %li : f32
          memref.store %q, %y[%i, %j] : memref<8x256xf32, #tir.scope<"shared.dyn">>
        }
      }
      %yg = memref.subview %Y[%row, %col] [8, 256] [1, 1]
          : memref<4096x1024xf32> to memref<8x256xf32, strided<[1024, 1], offset: ?>>
      tir.copy %y, %yg
          : memref<8x256xf32, #tir.scope<"shared.dyn">>, memref<8x256xf32, strided<[1024, 1], offset: ?>>
    }
  }
  return
}
