// A GEMM whose M, N and K are known only at launch (TileLang's dynamic
// shapes), in the tir dialect. Each dynamic dimension is a `?` in the
// argument's memref type; the kernel reads it with memref.dim, and after
// lowering it is an `index` argument that follows the tensor's pointer:
//
//   dynamic_matmul(A, M, K, B, K, N, C, M, N)
//
// (ptoas prints `index` as int32_t). Blocks past the edge of C, partial
// tiles along M and N and the last, partial K step are all clipped at run
// time; every dynamic dimension must be at least 1 (the launch contract,
// docs/TileLangSupport.md).
//
// TileLang source: tile-ai/tilelang examples/dynamic_shape/example_dynamic.py
// (matmul_dynamic_mnk with its main()'s parameters: block_M = block_N = 128,
// block_K = 32, trans_A = trans_B = False, float16 in and out, float32
// accumulation, num_stages = 3, threads = 128; its pass_configs are CUDA
// code-generation options with no meaning here):
//
//   M = tvm.te.var("m")
//   N = tvm.te.var("n")
//   K = tvm.te.var("k")
//
//   @T.prim_func
//   def dynamic_matmul(A: T.Tensor((M, K), "float16"),
//                      B: T.Tensor((K, N), "float16"),
//                      C: T.Tensor((M, N), "float16")):
//       with T.Kernel(T.ceildiv(N, 128), T.ceildiv(M, 128), threads=128) as (bx, by):
//           A_shared = T.alloc_shared((128, 32), "float16")
//           B_shared = T.alloc_shared((32, 128), "float16")
//           C_local = T.alloc_fragment((128, 128), "float32")
//           T.clear(C_local)
//           for k in T.Pipelined(T.ceildiv(K, 32), num_stages=3):
//               T.copy(A[by * 128, k * 32], A_shared)
//               T.copy(B[k * 32, bx * 128], B_shared)
//               T.gemm(A_shared, B_shared, C_local, False, False)
//           T.copy(C_local, C[by * 128, bx * 128])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm_dynamic.mlir -o gemm_dynamic.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm_dynamic.pto -o gemm_dynamic.cpp

func.func @dynamic_matmul(%A: memref<?x?xf16> {tir.name = "A"},
                          %B: memref<?x?xf16> {tir.name = "B"},
                          %C: memref<?x?xf16> {tir.name = "C"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %m = memref.dim %A, %c0 : memref<?x?xf16>
  %k = memref.dim %A, %c1 : memref<?x?xf16>
  %n = memref.dim %B, %c1 : memref<?x?xf16>
  %gx = arith.ceildivsi %n, %c128 : index
  %gy = arith.ceildivsi %m, %c128 : index
  tir.kernel (%bx, %by) in (%gx, %gy) attributes {threads = 128 : i64} {
    %A_shared = tir.alloc_buffer "A_shared" : memref<128x32xf16, #tir.scope<"shared.dyn">>
    %B_shared = tir.alloc_buffer "B_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
    %C_local = tir.alloc_buffer "C_local" : memref<128x128xf32, #tir.scope<"local.fragment">>
    %zero = arith.constant 0.0 : f32
    tir.fill %C_local, %zero : memref<128x128xf32, #tir.scope<"local.fragment">>
    %ksteps = arith.ceildivsi %k, %c32 : index
    tir.for pipelined %ko = %c0 to %ksteps step %c1 attributes {num_stages = 3 : i64} {
      %k32 = arith.muli %ko, %c32 : index
      %by128 = arith.muli %by, %c128 : index
      %bx128 = arith.muli %bx, %c128 : index
      %a = memref.subview %A[%by128, %k32] [128, 32] [1, 1]
          : memref<?x?xf16> to memref<128x32xf16, strided<[?, 1], offset: ?>>
      tir.copy %a, %A_shared
          : memref<128x32xf16, strided<[?, 1], offset: ?>>, memref<128x32xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%k32, %bx128] [32, 128] [1, 1]
          : memref<?x?xf16> to memref<32x128xf16, strided<[?, 1], offset: ?>>
      tir.copy %b, %B_shared
          : memref<32x128xf16, strided<[?, 1], offset: ?>>, memref<32x128xf16, #tir.scope<"shared.dyn">>
      tir.gemm %A_shared, %B_shared, %C_local
          : memref<128x32xf16, #tir.scope<"shared.dyn">>, memref<32x128xf16, #tir.scope<"shared.dyn">>,
            memref<128x128xf32, #tir.scope<"local.fragment">>
    }
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %c = memref.subview %C[%row, %col] [128, 128] [1, 1]
        : memref<?x?xf16> to memref<128x128xf16, strided<[?, 1], offset: ?>>
    tir.copy %C_local, %c
        : memref<128x128xf32, #tir.scope<"local.fragment">>, memref<128x128xf16, strided<[?, 1], offset: ?>>
  }
  return
}
