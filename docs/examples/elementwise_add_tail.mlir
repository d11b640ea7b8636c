// Element-wise add of two (M, 64) f16 tensors whose row count is not a
// multiple of the 32-row tile, in the tir dialect: the last block's tile
// runs past the edge of the tensors (rows 992..1023 of 1000). TileLang's
// T.copy moves only the rows inside the tensor; so does the PTO output: the
// tiles have a dynamic valid shape, set to min(32, M - row) x 64 around each
// tload / tstore (pto.set_validshape) and to the whole tile for the compute.
//
// TileLang source (M = 1000):
//
//   @T.prim_func
//   def add_tail(A: T.Tensor((M, 64), "float16"), B: T.Tensor((M, 64), "float16"),
//                C: T.Tensor((M, 64), "float16")):
//       with T.Kernel(T.ceildiv(M, 32)) as bx:
//           A_ub = T.alloc_shared((32, 64), "float16")
//           B_ub = T.alloc_shared((32, 64), "float16")
//           C_ub = T.alloc_shared((32, 64), "float16")
//           T.copy(A[bx * 32, 0], A_ub)
//           T.copy(B[bx * 32, 0], B_ub)
//           for i, j in T.Parallel(32, 64):
//               C_ub[i, j] = A_ub[i, j] + B_ub[i, j]
//           T.copy(C_ub, C[bx * 32, 0])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/elementwise_add_tail.mlir -o add_tail.pto

func.func @add_tail(%A: memref<1000x64xf16> {tir.name = "A"},
               %B: memref<1000x64xf16> {tir.name = "B"},
               %C: memref<1000x64xf16> {tir.name = "C"}) {
  tir.kernel (%bx) in (32) {
    %c32 = arith.constant 32 : index
    %A_ub = tir.alloc_buffer "A_ub" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    %B_ub = tir.alloc_buffer "B_ub" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    %C_ub = tir.alloc_buffer "C_ub" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    %a = memref.subview %A[%row, 0] [32, 64] [1, 1] : memref<1000x64xf16> to memref<32x64xf16, strided<[64, 1], offset: ?>>
    tir.copy %a, %A_ub : memref<32x64xf16, strided<[64, 1], offset: ?>>, memref<32x64xf16, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%row, 0] [32, 64] [1, 1] : memref<1000x64xf16> to memref<32x64xf16, strided<[64, 1], offset: ?>>
    tir.copy %b, %B_ub : memref<32x64xf16, strided<[64, 1], offset: ?>>, memref<32x64xf16, #tir.scope<"shared.dyn">>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    tir.for parallel %i = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %x = memref.load %A_ub[%i, %j] : memref<32x64xf16, #tir.scope<"shared.dyn">>
        %y = memref.load %B_ub[%i, %j] : memref<32x64xf16, #tir.scope<"shared.dyn">>
        %s = arith.addf %x, %y : f16
        memref.store %s, %C_ub[%i, %j] : memref<32x64xf16, #tir.scope<"shared.dyn">>
      }
    }
    %c = memref.subview %C[%row, 0] [32, 64] [1, 1] : memref<1000x64xf16> to memref<32x64xf16, strided<[64, 1], offset: ?>>
    tir.copy %C_ub, %c : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, strided<[64, 1], offset: ?>>
  }
  return
}
