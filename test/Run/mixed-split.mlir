// A developer-mode GEMM + add (tilelang-ascend's matmul_add_developer.py,
// one body, T.copy(C_L0, c_ub)) at blocks of 32x32x16, where the tile FIFO's
// 8 slots of the 32x32 f32 accumulator fit in ub: split into a Cube and a
// Vector part on both arches, each Vector sub-block taking 16 of the 32
// rows of every tile, with the right numbers against an independent
// reference (Inputs/reference.py matmul_add), no race and no deadlock. On
// a3 the kernel takes two more arguments: the FIFO's global workspace (4
// blocks x 8 slots x 4096 bytes) and the FFTS base address.
// RUN: for a in a3 a5; do \
// RUN:   ws=""; if [ $a = a3 ]; then ws="--arg zeros:1x32768 --arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 $ws --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 4 blocks, no errors
// CHECK-NEXT: matmul_add: ok (4096 values)
// CHECK-NEXT: @matmul_add ran 4 blocks, no errors
// CHECK-NEXT: matmul_add: ok (4096 values)
// A workspace one f32 short of 4 blocks' slots leaves block 3 short.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.small.pto
// RUN: not pto-run %t.small.pto --assume-ptoas-sync --arg rand:64x64 --arg rand:64x64 --arg zeros:64x64 --arg rand:64x64 --arg zeros:1x32767 --arg zeros:1x256 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: gm_slot_buffer (argument #4 ('arg4')) has 32764 bytes from block 3's part on; each block's part is 32768 bytes (8 slots of 4096 bytes per direction), the buffer blocks x 32768 (out of bounds, block 3)

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
    %row = arith.muli %bx, %c32 : index
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
  return
}
