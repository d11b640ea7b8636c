// ReLU written as an if / else inside a T.Parallel loop (a guarded
// T.Parallel), in the tir dialect: C[k] = A[k] if A[k] > 0 else 0.
//
// Source: tile-ai/tilelang-ascend
// testing/python/language/parallel/test_tilelang_ascend_language_parallel_ub_stride.py
// @ 95acbd7f, `relu_if_else_1d_kernel(N=1024, block_N=128)` (its test's
// shapes; dtype "float"): n_num = 8 blocks of 128 elements. (tilelang-ascend's
// `examples/` has no T.Parallel with an `if` in its body at that commit;
// this is the kernel its tests use for one.)
//
//   @T.prim_func
//   def main(A: T.Tensor((N,), dtype), C: T.Tensor((N,), dtype)):
//       with T.Kernel(n_num, is_npu=True) as (cid, vid):
//           a = T.alloc_ub((block_N,), dtype)
//           c = T.alloc_ub((block_N,), dtype)
//           with T.Scope("V"):
//               T.copy(A[cid * block_N], a)
//               for j in T.Parallel(block_N):
//                   if a[j] > 0:
//                       c[j] = a[j]
//                   else:
//                       c[j] = 0.0
//               T.copy(c, C[cid * block_N])
//
// The `if` becomes a select (tir-if-convert-parallel): a comparison of the
// tile with 0 (`pto.tcmps`) and `pto.tsel` between the tile and a tile of
// zeros. The kernel does not use its sub-block id `vid`, so each block runs
// once, on one Vector core.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/relu_if_else.mlir -o relu_if_else.pto

!ub = memref<128xf32, #tir.scope<"shared">>
!region = memref<128xf32, strided<[1], offset: ?>>

func.func @relu_if_else(%A: memref<1024xf32> {tir.name = "A"},
                        %C: memref<1024xf32> {tir.name = "C"}) {
  tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0.0 : f32
    %a = tir.alloc_buffer "a" : !ub
    %c = tir.alloc_buffer "c" : !ub
    tir.section <vector> {
      %off = arith.muli %cid, %c128 : index
      %src = memref.subview %A[%off] [128] [1] : memref<1024xf32> to !region
      tir.copy %src, %a : !region, !ub
      tir.for parallel %j = %c0 to %c128 step %c1 {
        %x = memref.load %a[%j] : !ub
        %positive = arith.cmpf ogt, %x, %zero : f32
        scf.if %positive {
          %y = memref.load %a[%j] : !ub
          memref.store %y, %c[%j] : !ub
        } else {
          memref.store %zero, %c[%j] : !ub
        }
      }
      %dst = memref.subview %C[%off] [128] [1] : memref<1024xf32> to !region
      tir.copy %c, %dst : !ub, !region
    }
  }
  return
}
