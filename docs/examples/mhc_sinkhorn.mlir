// The MHC (manifold-constrained hyper-connections) "sinkhorn" pattern, in the
// tir dialect: per token, the (n, n) = (4, 4) f32 mixing matrix is
// exponentiated and then made (nearly) doubly stochastic by alternately
// normalising its rows and its columns, for a number of iterations held in
// a `local.var` scalar. 8 tokens per block.
//
// This is tirpto's own kernel, written in TileLang form below; it is not
// upstream TileLang's examples/ascend/example_mhc_sinkhorn.py, whose
// kernels keep a block of tokens in rank-3 fragments (3-deep T.Parallel
// nests, T.reduce_sum along dim 1 of a rank-3 buffer), which tirpto does
// not lower yet (docs/TileLangSupport.md).
//
// TileLang source (T = 4096):
//
//   @T.prim_func
//   def mhc_sinkhorn(Comb: T.Tensor((T, 4, 4), "float32"),
//                    Out: T.Tensor((T, 4, 4), "float32"), repeat: T.int32):
//       with T.Kernel(T // 8) as bx:
//           c = T.alloc_shared((4, 4), "float32")
//           row_sum = T.alloc_fragment((4,), "float32")
//           col_sum = T.alloc_fragment((4,), "float32")
//           n_iter = T.alloc_var("int32")
//           n_iter = repeat
//           for t in T.serial(8):
//               T.copy(Comb[bx * 8 + t, 0, 0], c)
//               for i, j in T.Parallel(4, 4):
//                   c[i, j] = T.exp(c[i, j])
//               for it in T.serial(n_iter):
//                   T.reduce_sum(c, row_sum, dim=1)
//                   for i, j in T.Parallel(4, 4):
//                       c[i, j] = c[i, j] / (row_sum[i] + 1e-6)
//                   T.reduce_sum(c, col_sum, dim=0)
//                   for i, j in T.Parallel(4, 4):
//                       c[i, j] = c[i, j] / (col_sum[j] + 1e-6)
//               T.copy(c, Out[bx * 8 + t, 0, 0])
//
// A 4x4 f32 tile row is 16 bytes: the PTO tiles are padded to 4x32 (rows
// of whole 32-byte blocks, a multiple of 32 elements) with a 4x4 valid
// shape; the 4-element row and column sums are 32x1 and 1x32 with 4 valid.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_sinkhorn.mlir -o mhc_sinkhorn.pto

func.func @mhc_sinkhorn(%Comb: memref<4096x4x4xf32> {tir.name = "Comb"},
                        %Out: memref<4096x4x4xf32> {tir.name = "Out"},
                        %repeat: i32) {
  tir.kernel (%bx) in (512) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %eps = arith.constant 1.0e-6 : f32
    %c = tir.alloc_buffer "c" : memref<4x4xf32, #tir.scope<"shared.dyn">>
    %row_sum = tir.alloc_buffer "row_sum" : memref<4xf32, #tir.scope<"local.fragment">>
    %col_sum = tir.alloc_buffer "col_sum" : memref<4xf32, #tir.scope<"local.fragment">>
    %n_iter = tir.alloc_buffer "n_iter" : memref<1xi32, #tir.scope<"local.var">>
    memref.store %repeat, %n_iter[%c0] : memref<1xi32, #tir.scope<"local.var">>
    %base = arith.muli %bx, %c8 : index
    tir.for serial %t = %c0 to %c8 step %c1 {
      %tok = arith.addi %base, %t : index
      %src = memref.subview %Comb[%tok, 0, 0] [1, 4, 4] [1, 1, 1]
          : memref<4096x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
      tir.copy %src, %c
          : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, #tir.scope<"shared.dyn">>
      tir.for parallel %i = %c0 to %c4 step %c1 {
        tir.for parallel %j = %c0 to %c4 step %c1 {
          %v = memref.load %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
          %e = math.exp %v : f32
          memref.store %e, %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
        }
      }
      %n = memref.load %n_iter[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %iters = arith.index_cast %n : i32 to index
      tir.for serial %it = %c0 to %iters step %c1 {
        tir.reduce <sum> %c, %row_sum {dim = 1 : i64}
            : memref<4x4xf32, #tir.scope<"shared.dyn">>, memref<4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %c4 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %v = memref.load %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
            %r = memref.load %row_sum[%i] : memref<4xf32, #tir.scope<"local.fragment">>
            %re = arith.addf %r, %eps : f32
            %q = arith.divf %v, %re : f32
            memref.store %q, %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
          }
        }
        tir.reduce <sum> %c, %col_sum {dim = 0 : i64}
            : memref<4x4xf32, #tir.scope<"shared.dyn">>, memref<4xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %c4 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %v = memref.load %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
            %s = memref.load %col_sum[%j] : memref<4xf32, #tir.scope<"local.fragment">>
            %se = arith.addf %s, %eps : f32
            %q = arith.divf %v, %se : f32
            memref.store %q, %c[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
          }
        }
      }
      %dst = memref.subview %Out[%tok, 0, 0] [1, 4, 4] [1, 1, 1]
          : memref<4096x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
      tir.copy %c, %dst
          : memref<4x4xf32, #tir.scope<"shared.dyn">>, memref<4x4xf32, strided<[4, 1], offset: ?>>
    }
  }
  return
}
