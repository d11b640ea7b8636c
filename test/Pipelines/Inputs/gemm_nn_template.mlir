// docs/examples/gemm_nn.mlir (TileLang's matmul, 128x128x32 blocks) with
// its shapes as placeholders, for the GEMM tail tests: @M@, @N@, @K@, the
// grid @GX@ = ceil(N / 128) by @GY@ = ceil(M / 128), and @KSTEPS@ = K / 32.
func.func @gemm_nn(%A: memref<@M@x@K@xf16> {tir.name = "A"},
                %B: memref<@K@x@N@xf16> {tir.name = "B"},
                %C: memref<@M@x@N@xf16> {tir.name = "C"}) {
  tir.kernel (%bx, %by) in (@GX@, @GY@) attributes {threads = 128 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %A_shared = tir.alloc_buffer "A_shared" : memref<128x32xf16, #tir.scope<"shared.dyn">>
    %B_shared = tir.alloc_buffer "B_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
    %C_local = tir.alloc_buffer "C_local" : memref<128x128xf32, #tir.scope<"local.fragment">>
    %zero = arith.constant 0.0 : f32
    tir.fill %C_local, %zero : memref<128x128xf32, #tir.scope<"local.fragment">>
    %ksteps = arith.constant @KSTEPS@ : index
    tir.for pipelined %k = %c0 to %ksteps step %c1 attributes {num_stages = 3 : i64} {
      %k32 = arith.muli %k, %c32 : index
      %by128 = arith.muli %by, %c128 : index
      %bx128 = arith.muli %bx, %c128 : index
      %a = memref.subview %A[%by128, %k32] [128, 32] [1, 1]
          : memref<@M@x@K@xf16> to memref<128x32xf16, strided<[@K@, 1], offset: ?>>
      tir.copy %a, %A_shared
          : memref<128x32xf16, strided<[@K@, 1], offset: ?>>, memref<128x32xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%k32, %bx128] [32, 128] [1, 1]
          : memref<@K@x@N@xf16> to memref<32x128xf16, strided<[@N@, 1], offset: ?>>
      tir.copy %b, %B_shared
          : memref<32x128xf16, strided<[@N@, 1], offset: ?>>, memref<32x128xf16, #tir.scope<"shared.dyn">>
      tir.gemm %A_shared, %B_shared, %C_local
          : memref<128x32xf16, #tir.scope<"shared.dyn">>, memref<32x128xf16, #tir.scope<"shared.dyn">>,
            memref<128x128xf32, #tir.scope<"local.fragment">>
    }
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %c = memref.subview %C[%row, %col] [128, 128] [1, 1]
        : memref<@M@x@N@xf16> to memref<128x128xf16, strided<[@N@, 1], offset: ?>>
    tir.copy %C_local, %c
        : memref<128x128xf32, #tir.scope<"local.fragment">>, memref<128x128xf16, strided<[@N@, 1], offset: ?>>
  }
  return
}
