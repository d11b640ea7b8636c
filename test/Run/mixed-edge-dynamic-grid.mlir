// test/Run/mixed-dynamic-grid.mlir's kernel at a tensor edge: A, C and D
// have 48 rows in 32-row blocks, and the grid is a kernel argument, so the
// workspace has `?` rows and its region is clipped to them. The Cube's
// store of the accumulator into it takes the smaller of that and A's rows
// in the tensor (16 in block 1): no store of data never written on chip,
// and the right numbers on both arches at g = 2.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --blocks 2 --arg rand:48x64 --arg rand:64x64 --arg zeros:48x64 --arg rand:48x64 --arg 2 --arg zeros:64x32 --arg 64 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (3072 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (3072 values)

func.func @matmul_add(%A: memref<48x64xf16> {tir.name = "A"},
                      %B: memref<64x64xf16> {tir.name = "B"},
                      %C: memref<48x64xf16> {tir.name = "C"},
                      %D: memref<48x64xf16> {tir.name = "D"}, %g: index) {
  tir.kernel (%bx) in (%g) attributes {threads = 2 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %A_L1 = tir.alloc_buffer "A_L1" : memref<32x16xf16, #tir.scope<"shared.dyn">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<16x32xf16, #tir.scope<"shared.dyn">>
    %C_L0 = tir.alloc_buffer "C_L0" : memref<32x32xf32, #tir.scope<"local.fragment">>
    %d_ub = tir.alloc_buffer "d_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    tir.for serial %by = %c0 to %c2 step %c1 {
      %col = arith.muli %by, %c32 : index
      tir.for serial %k = %c0 to %c4 step %c1 {
        %kk = arith.muli %k, %c16 : index
        %a = memref.subview %A[%row, %kk] [32, 16] [1, 1] : memref<48x64xf16> to memref<32x16xf16, strided<[64, 1], offset: ?>>
        tir.copy %a, %A_L1 : memref<32x16xf16, strided<[64, 1], offset: ?>>, memref<32x16xf16, #tir.scope<"shared.dyn">>
        %b = memref.subview %B[%kk, %col] [16, 32] [1, 1] : memref<64x64xf16> to memref<16x32xf16, strided<[64, 1], offset: ?>>
        tir.copy %b, %B_L1 : memref<16x32xf16, strided<[64, 1], offset: ?>>, memref<16x32xf16, #tir.scope<"shared.dyn">>
        %init = arith.cmpi eq, %k, %c0 : index
        tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%init) : memref<32x16xf16, #tir.scope<"shared.dyn">>, memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
      }
      tir.copy %C_L0, %c_ub : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf16, #tir.scope<"shared.dyn">>
      %d = memref.subview %D[%row, %col] [32, 32] [1, 1] : memref<48x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
      tir.copy %d, %d_ub : memref<32x32xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
      tir.tile <add> ins(%c_ub, %d_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, #tir.scope<"shared.dyn">>) outs(%c_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>)
      %c = memref.subview %C[%row, %col] [32, 32] [1, 1] : memref<48x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
      tir.copy %c_ub, %c : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, strided<[64, 1], offset: ?>>
    }
  }
  return
}
