// A mixed kernel whose Vector work is chosen by the sub-block id in ways
// other than T.dual_copy of the accumulator (T.MixedKernel(1) as (bx, sid)):
// the Cube's 64x64 product goes whole to both Vector sub-blocks (a plain
// T.copy from l0c into ub), which store it into C; each sub-block moves
// its half of D into E (T.dual_copy between global memory and ub) and
// stores that half into G under `if sid == 0 ... else ...`. The kernel
// shares its Vector work out itself, so its rows are not split again, and
// only the store of the whole product is left to sub-block 0 (the tile goes
// through the FIFO; on a3 its slots are argument 6). Right numbers
// (C = A B, E = G = D) against
// Inputs/reference.py mixed_sid, no race and no deadlock, on both arches.
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x32768 --arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:32x64 --arg zeros:64x64 --arg rand:64x64 --arg zeros:64x64 --arg zeros:64x64 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py mixed_sid %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @mixed_sid ran 1 block, no errors
// CHECK-NEXT: mixed_sid: ok (12288 values)
// CHECK-NEXT: @mixed_sid ran 1 block, no errors
// CHECK-NEXT: mixed_sid: ok (12288 values)

!ub = memref<64x64xf32, #tir.scope<"shared.dyn">>
!half = memref<32x64xf32, #tir.scope<"shared.dyn">>

func.func @mixed_sid(%A: memref<64x32xf16> {tir.name = "A"},
                     %B: memref<32x64xf16> {tir.name = "B"},
                     %C: memref<64x64xf32> {tir.name = "C"},
                     %D: memref<64x64xf32> {tir.name = "D"},
                     %E: memref<64x64xf32> {tir.name = "E"},
                     %G: memref<64x64xf32> {tir.name = "G"}) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %true = arith.constant true
    %a_l1 = tir.alloc_buffer "a_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x64xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<64x64xf32, #tir.scope<"shared.l0c">>
    %c_ub = tir.alloc_buffer "c_ub" : !ub
    %d_ub = tir.alloc_buffer "d_ub" : !half
    tir.copy %A, %a_l1 : memref<64x32xf16>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc clear_accum(%true) : memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x64xf16, #tir.scope<"shared.l1">>, memref<64x64xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %c_ub : memref<64x64xf32, #tir.scope<"shared.l0c">>, !ub
    tir.copy %c_ub, %C : !ub, memref<64x64xf32>
    tir.copy %D, %d_ub {dual} : memref<64x64xf32>, !half
    tir.copy %d_ub, %E {dual} : !half, memref<64x64xf32>
    %first = arith.cmpi eq, %sid, %c0 : index
    scf.if %first {
      %top = memref.subview %G[0, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1]>>
      tir.copy %d_ub, %top : !half, memref<32x64xf32, strided<[64, 1]>>
    } else {
      %bottom = memref.subview %G[32, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: 2048>>
      tir.copy %d_ub, %bottom : !half, memref<32x64xf32, strided<[64, 1], offset: 2048>>
    }
  }
  return
}
