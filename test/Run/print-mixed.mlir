// Debug output in kernels that mix Cube and Vector work.
//
// Developer mode (this file: test/Run/mixed-split.mlir's GEMM + add with a
// T.printf before and inside the K loop and a T.dump_tensor of the ub
// result): the prints outside any section go to the Vector part only (the
// core that sees the results), the dump of the halved ub tile prints each
// sub-block's 16 rows, and the numbers stay right on both arches.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s | FileCheck %s --check-prefix=DEV
// DEV-LABEL: func.func private @matmul_add_aiv(
// DEV: pto.print ins("start cid=%d\0A"
// DEV: scf.for
// DEV: pto.print ins("k=%d\0A"
// DEV: pto.print ins(" UB tile, dumpSize=%u ===\0A"
// DEV-NEXT: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32
// DEV-LABEL: func.func private @matmul_add_aic(
// DEV-NOT: pto.print
// DEV-NOT: pto.tprint
// DEV: return
// RUN: for a in a3 a5; do \
// RUN:   ws=""; if [ $a = a3 ]; then ws="--arg zeros:1x32768 --arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 $ws --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s --check-prefix=NUM
// NUM-COUNT-8: start cid=
// NUM: @matmul_add ran 4 blocks, no errors
// NUM-NEXT: matmul_add: ok (4096 values)
// NUM-COUNT-8: start cid=
// NUM: @matmul_add ran 4 blocks, no errors
// NUM-NEXT: matmul_add: ok (4096 values)
//
// Expert mode (Inputs/print-sections.mlir): a print in T.Scope("C") runs on
// the Cube core, one in T.Scope("V") on the Vector cores.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %S/Inputs/print-sections.mlir | FileCheck %s --check-prefix=EXPERT
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %S/Inputs/print-sections.mlir | FileCheck %s --check-prefix=EXPERT
// EXPERT-LABEL: func.func private @m_aiv(
// EXPERT-NOT: in Scope C
// EXPERT: pto.print ins("in Scope V\0A"
// EXPERT: pto.tprint ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32
// EXPERT-LABEL: func.func private @m_aic(
// EXPERT-NOT: in Scope V
// EXPERT: pto.print ins("in Scope C\0A"
// EXPERT: pto.tprint ins(%{{.*}} : !pto.partition_tensor_view<1x32xf32>)
// EXPERT: pto.sync.set

func.func @matmul_add(%A: memref<64x64xf16> {tir.name = "A"},
                      %B: memref<64x64xf16> {tir.name = "B"},
                      %C: memref<64x64xf16> {tir.name = "C"},
                      %D: memref<64x64xf16> {tir.name = "D"}) {
  tir.kernel (%cid) in (4) attributes {threads = 2 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %bx = arith.floordivsi %cid, %c2 : index
    %by = tir.intrin "floormod"(%cid, %c2) : (index, index) -> index
    %A_L1 = tir.alloc_buffer "A_L1" : memref<32x16xf16, #tir.scope<"shared.dyn">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<16x32xf16, #tir.scope<"shared.dyn">>
    %C_L0 = tir.alloc_buffer "C_L0" : memref<32x32xf32, #tir.scope<"local.fragment">>
    %d_ub = tir.alloc_buffer "d_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %c4 = arith.constant 4 : index
    tir.intrin "tl.ascend_printf"(%cid) {args = ["start cid=%d\n"]} : (index) -> ()
    %row = arith.muli %bx, %c32 : index
    %col = arith.muli %by, %c32 : index
    tir.for serial %k = %c0 to %c4 step %c1 {
      %kk = arith.muli %k, %c16 : index
      %a = memref.subview %A[%row, %kk] [32, 16] [1, 1] : memref<64x64xf16> to memref<32x16xf16, strided<[64, 1], offset: ?>>
      tir.copy %a, %A_L1 : memref<32x16xf16, strided<[64, 1], offset: ?>>, memref<32x16xf16, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%kk, %col] [16, 32] [1, 1] : memref<64x64xf16> to memref<16x32xf16, strided<[64, 1], offset: ?>>
      tir.copy %b, %B_L1 : memref<16x32xf16, strided<[64, 1], offset: ?>>, memref<16x32xf16, #tir.scope<"shared.dyn">>
      tir.intrin "tl.ascend_printf"(%k) {args = ["k=%d\n"]} : (index) -> ()
      %init = arith.cmpi eq, %k, %c0 : index
      tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%init) : memref<32x16xf16, #tir.scope<"shared.dyn">>, memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
    }
    tir.copy %C_L0, %c_ub : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    %d = memref.subview %D[%row, %col] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
    tir.copy %d, %d_ub : memref<32x32xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    tir.tile <add> ins(%c_ub, %d_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, #tir.scope<"shared.dyn">>) outs(%c_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>)
    tir.dump_tensor %c_ub desc(3) size(1024) shape [32, 32] : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %c = memref.subview %C[%row, %col] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
    tir.copy %c_ub, %c : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, strided<[64, 1], offset: ?>>
  }
  return
}
