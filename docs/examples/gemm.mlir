// The GEMM kernel of the field report (DeepLink-org/DLCompiler issue #178:
// TileLang -> CommonIR drops the L1/L0C hierarchy and GEMM runs at ~5 % of
// baseline), in the tir dialect.
//
// TileLang source (M = N = K = 4096). With transpose_A/transpose_B the kernel
// reads A as K x M and B as N x K, and indexes A[k * 32, by * 128] and
// B[bx * 128, k * 32] accordingly; the tensors are declared so below (the
// field report declares A as (M, K) and B as (K, N), the same shapes here
// because M = N = K).
//
//   @T.prim_func
//   def gemm(A: T.Tensor((K, M), "float16"), B: T.Tensor((N, K), "float16"),
//            C: T.Tensor((M, N), "float16")):
//       with T.Kernel(T.ceildiv(N, 128), T.ceildiv(M, 128), threads=128) as (bx, by):
//           A_shared = T.alloc_shared((32, 128), "float16")
//           B_shared = T.alloc_shared((128, 32), "float16")
//           C_local = T.alloc_fragment((128, 128), "float32")
//           T.clear(C_local)
//           for k in T.Pipelined(T.ceildiv(K, 32), num_stages=3):
//               T.copy(A[k * 32, by * 128], A_shared)
//               T.copy(B[bx * 128, k * 32], B_shared)
//               T.gemm(A_shared, B_shared, C_local, transpose_A=True, transpose_B=True)
//           T.copy(C_local, C[by * 128, bx * 128])
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gemm.mlir -o gemm.pto
//   ptoas --pto-arch=a3 --enable-insert-sync gemm.pto -o gemm.cpp

func.func @gemm(%A: memref<4096x4096xf16> {tir.name = "A"},
                %B: memref<4096x4096xf16> {tir.name = "B"},
                %C: memref<4096x4096xf16> {tir.name = "C"}) {
  tir.kernel (%bx, %by) in (32, 32) attributes {threads = 128 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %A_shared = tir.alloc_buffer "A_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
    %B_shared = tir.alloc_buffer "B_shared" : memref<128x32xf16, #tir.scope<"shared.dyn">>
    %C_local = tir.alloc_buffer "C_local" : memref<128x128xf32, #tir.scope<"local.fragment">>
    %zero = arith.constant 0.0 : f32
    tir.fill %C_local, %zero : memref<128x128xf32, #tir.scope<"local.fragment">>
    tir.for pipelined %k = %c0 to %c128 step %c1 attributes {num_stages = 3 : i64} {
      %k32 = arith.muli %k, %c32 : index
      %by128 = arith.muli %by, %c128 : index
      %bx128 = arith.muli %bx, %c128 : index
      %a = memref.subview %A[%k32, %by128] [32, 128] [1, 1]
          : memref<4096x4096xf16> to memref<32x128xf16, strided<[4096, 1], offset: ?>>
      tir.copy %a, %A_shared
          : memref<32x128xf16, strided<[4096, 1], offset: ?>>, memref<32x128xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%bx128, %k32] [128, 32] [1, 1]
          : memref<4096x4096xf16> to memref<128x32xf16, strided<[4096, 1], offset: ?>>
      tir.copy %b, %B_shared
          : memref<128x32xf16, strided<[4096, 1], offset: ?>>, memref<128x32xf16, #tir.scope<"shared.dyn">>
      tir.gemm %A_shared, %B_shared, %C_local {transpose_a, transpose_b}
          : memref<32x128xf16, #tir.scope<"shared.dyn">>, memref<128x32xf16, #tir.scope<"shared.dyn">>,
            memref<128x128xf32, #tir.scope<"local.fragment">>
    }
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %c = memref.subview %C[%row, %col] [128, 128] [1, 1]
        : memref<4096x4096xf16> to memref<128x128xf16, strided<[4096, 1], offset: ?>>
    tir.copy %C_local, %c
        : memref<128x128xf32, #tir.scope<"local.fragment">>, memref<128x128xf16, strided<[4096, 1], offset: ?>>
  }
  return
}
