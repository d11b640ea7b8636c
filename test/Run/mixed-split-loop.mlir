// A developer-mode GEMM + add whose blocks loop over their column tiles,
// handing one accumulator over per tile (the hand-off inside a loop), at
// blocks of 32x32x16 on 64x64 matrices: 2 blocks of 2 column tiles each.
// Through the workspace (hand-off=workspace, workspace argument 4: 2
// blocks x 32 rows x 32 f16) the Cube part waits, before each write, for
// both Vector sub-blocks to have read the previous tile (a flag they set
// once ahead); through the FIFO (hand-off=fifo) its slots order the
// tiles. Right numbers against Inputs/reference.py matmul_add, no race and
// no deadlock on both arches.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=workspace" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 --arg zeros:64x32 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: for a in a3 a5; do \
// RUN:   ws=""; if [ $a = a3 ]; then ws="--arg zeros:1x32768 --arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a hand-off=fifo" %s -o %t.fifo.$a.pto && \
// RUN:   pto-run %t.fifo.$a.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 $ws --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (4096 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (4096 values)
//
// Without the Cube's wait before each write, its second tile overwrites
// the workspace while the Vector sub-blocks may still read the first (the
// race is reported at whichever of the two accesses pto-run runs second).
// RUN: grep -v "sync.wait <PIPE_FIX>" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 --arg zeros:64x32 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction ({{AIV0, pipe MTE2|AIC, pipe FIX}}) {{reads|writes}} element 0 of argument #4 ('arg4'); {{AIC|AIV0|AIV1}} accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)

func.func @matmul_add(%A: memref<64x64xf16> {tir.name = "A"},
                      %B: memref<64x64xf16> {tir.name = "B"},
                      %C: memref<64x64xf16> {tir.name = "C"},
                      %D: memref<64x64xf16> {tir.name = "D"}) {
  tir.kernel (%bx) in (2) attributes {threads = 2 : i64} {
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
        %a = memref.subview %A[%row, %kk] [32, 16] [1, 1] : memref<64x64xf16> to memref<32x16xf16, strided<[64, 1], offset: ?>>
        tir.copy %a, %A_L1 : memref<32x16xf16, strided<[64, 1], offset: ?>>, memref<32x16xf16, #tir.scope<"shared.dyn">>
        %b = memref.subview %B[%kk, %col] [16, 32] [1, 1] : memref<64x64xf16> to memref<16x32xf16, strided<[64, 1], offset: ?>>
        tir.copy %b, %B_L1 : memref<16x32xf16, strided<[64, 1], offset: ?>>, memref<16x32xf16, #tir.scope<"shared.dyn">>
        %init = arith.cmpi eq, %k, %c0 : index
        tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%init) : memref<32x16xf16, #tir.scope<"shared.dyn">>, memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
      }
      tir.copy %C_L0, %c_ub : memref<32x32xf32, #tir.scope<"local.fragment">>, memref<32x32xf16, #tir.scope<"shared.dyn">>
      %d = memref.subview %D[%row, %col] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
      tir.copy %d, %d_ub : memref<32x32xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
      tir.tile <add> ins(%c_ub, %d_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, #tir.scope<"shared.dyn">>) outs(%c_ub : memref<32x32xf16, #tir.scope<"shared.dyn">>)
      %c = memref.subview %C[%row, %col] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
      tir.copy %c_ub, %c : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, strided<[64, 1], offset: ?>>
    }
  }
  return
}
