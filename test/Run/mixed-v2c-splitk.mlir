// A Vector result handed back to the Cube (P, 64x384 f16) feeds a gemm
// whose K is too deep for L0A beside the other gemm's staging, so
// ascend-split-gemm-k reads the popped L1 slot in K windows after the
// split (three K steps of 128, alternating between two staging pairs): the
// Cube frees the slot at the end of the hand-off's block, after every
// window. On a5 through the tile FIFO (no use after the free, no
// race), with the same results as through workspaces.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.fifo.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.fifo.pto
// PTO: %[[P:.*]] = pto.tpop_from_aiv {split = 1} -> !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=384,
// PTO: pto.textract ins(%[[P]], %c0, %c0 : {{.*}} outs(%[[L0:[0-9]+]] :
// PTO: pto.textract ins(%[[P]], %c0, %c128 : {{.*}} outs(%[[L1:[0-9]+]] :
// PTO: pto.textract ins(%[[P]], %c0, %c256 : {{.*}} outs(%[[L0]] :
// PTO: pto.tfree_from_aiv{split = 1}
// RUN: pto-run %t.fifo.pto --assume-ptoas-sync --arg rand:64x256 --arg rand:256x32 --arg rand:64x384 --arg rand:384x32 --arg zeros:64x32 --arg zeros:64x32 --out-dir %t.fifo | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5 hand-off=workspace" %s -o %t.ws.pto 2>/dev/null
// RUN: pto-run %t.ws.pto --assume-ptoas-sync --arg rand:64x256 --arg rand:256x32 --arg rand:64x384 --arg rand:384x32 --arg zeros:64x32 --arg zeros:64x32 --arg zeros:64x384 --out-dir %t.ws | FileCheck %s
// RUN: cmp %t.fifo/arg4.npy %t.ws/arg4.npy
// RUN: cmp %t.fifo/arg5.npy %t.ws/arg5.npy
// CHECK: @splitk ran 1 block, no errors

func.func @splitk(%A: memref<64x256xf16>, %B: memref<256x32xf16>, %X: memref<64x384xf16>, %V: memref<384x32xf16>, %O1: memref<64x32xf16>, %O2: memref<64x32xf16>) {
  tir.kernel (%bx) in (1) attributes {threads = 2 : i64} {
    %true = arith.constant true
    %A_L1 = tir.alloc_buffer "A_L1" : memref<64x256xf16, #tir.scope<"shared.l1">>
    %B_L1 = tir.alloc_buffer "B_L1" : memref<256x32xf16, #tir.scope<"shared.l1">>
    %P_L1 = tir.alloc_buffer "P_L1" : memref<64x384xf16, #tir.scope<"shared.l1">>
    %V_L1 = tir.alloc_buffer "V_L1" : memref<384x32xf16, #tir.scope<"shared.l1">>
    %C1 = tir.alloc_buffer "C1" : memref<64x32xf32, #tir.scope<"shared.l0c">>
    %C2 = tir.alloc_buffer "C2" : memref<64x32xf32, #tir.scope<"shared.l0c">>
    %x_ub = tir.alloc_buffer "x_ub" : memref<64x384xf16, #tir.scope<"shared.ub">>
    %p_ub = tir.alloc_buffer "p_ub" : memref<64x384xf16, #tir.scope<"shared.ub">>
    tir.copy %A, %A_L1 : memref<64x256xf16>, memref<64x256xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %B_L1 : memref<256x32xf16>, memref<256x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %A_L1, %B_L1, %C1 clear_accum(%true) : memref<64x256xf16, #tir.scope<"shared.l1">>, memref<256x32xf16, #tir.scope<"shared.l1">>, memref<64x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %C1, %O1 : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<64x32xf16>
    tir.copy %X, %x_ub : memref<64x384xf16>, memref<64x384xf16, #tir.scope<"shared.ub">>
    tir.tile <add> ins(%x_ub, %x_ub : memref<64x384xf16, #tir.scope<"shared.ub">>, memref<64x384xf16, #tir.scope<"shared.ub">>) outs(%p_ub : memref<64x384xf16, #tir.scope<"shared.ub">>)
    tir.copy %p_ub, %P_L1 : memref<64x384xf16, #tir.scope<"shared.ub">>, memref<64x384xf16, #tir.scope<"shared.l1">>
    tir.copy %V, %V_L1 : memref<384x32xf16>, memref<384x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %P_L1, %V_L1, %C2 clear_accum(%true) : memref<64x384xf16, #tir.scope<"shared.l1">>, memref<384x32xf16, #tir.scope<"shared.l1">>, memref<64x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %C2, %O2 : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<64x32xf16>
  }
  return
}
