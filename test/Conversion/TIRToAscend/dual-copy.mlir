// T.dual_copy (tir.copy {dual}) in a kernel that mixes Cube and Vector work
// (T.MixedKernel(n) as (bx, sid)): the ub buffer is one Vector sub-block's
// half of the tile. From l0c into ub and from ub into l1 it is a hand-off
// between the cores, ascend.cross_core_copy with `split`; between global
// memory and ub each sub-block moves its half of the region, chosen by
// ascend.subblock_idx.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @mixed_rows
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<64x32xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<32x32xf32, #ascend.address_space<ub>>) split <rows>
// CHECK: %[[BLOCK:.*]] = arith.muli %{{.*}}, %c64 : index
// CHECK: %[[SID:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[SID]], %[[C32]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[BLOCK]], %[[OFF]] : index
// CHECK-NEXT: %[[HALF:.*]] = memref.subview %arg2[%[[ROW]], 0] [32, 32] [1, 1] : memref<128x32xf32, #ascend.address_space<gm>> to memref<32x32xf32, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: ascend.store ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<ub>>) outs(%[[HALF]] :
func.func @mixed_rows(%A: memref<64x32xf16>, %B: memref<32x32xf16>, %C: memref<128x32xf32>) {
  tir.kernel (%bx) in (2) sub_block (%sid) in 2 {
    %c64 = arith.constant 64 : index
    %a_l1 = tir.alloc_buffer "a_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<64x32xf32, #tir.scope<"shared.l0c">>
    %half = tir.alloc_buffer "half" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %a_l1 : memref<64x32xf16>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc : memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<64x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %half {dual} : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c64 : index
    %c = memref.subview %C[%row, 0] [64, 32] [1, 1] : memref<128x32xf32> to memref<64x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %half, %c {dual} : memref<32x32xf32, #tir.scope<"shared.dyn">>, memref<64x32xf32, strided<[32, 1], offset: ?>>
  }
  return
}

// -----

// CHECK-LABEL: func.func @mixed_cols
// CHECK: memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
// CHECK-NEXT: %[[SID:.*]] = ascend.subblock_idx : index
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[SID]], %[[C32]] : index
// CHECK: %[[HALF:.*]] = memref.subview %{{.*}}[0, %[[COL]]] [32, 32] [1, 1] : memref<32x64xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: ascend.load ins(%[[HALF]] : {{.*}}) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>)
// CHECK: ascend.cross_core_copy ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<32x64xf16, #ascend.address_space<l1>>) split <cols>
func.func @mixed_cols(%X: memref<32x64xf16>, %B: memref<64x32xf16>, %C: memref<32x32xf32>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %x_ub = tir.alloc_buffer "x_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %x_l1 = tir.alloc_buffer "x_l1" : memref<32x64xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %X, %x_ub {dual} : memref<32x64xf16>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    tir.copy %x_ub, %x_l1 {dual} : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<64x32xf16>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %x_l1, %b_l1, %acc : memref<32x64xf16, #tir.scope<"shared.l1">>, memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %C : memref<32x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32>
  }
  return
}

// -----

func.func @vector_only(%X: memref<32x64xf16>, %Y: memref<32x64xf16>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %x_ub = tir.alloc_buffer "x_ub" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'tir.copy' op (T.dual_copy) shares a tile between the two Vector sub-blocks of a kernel that mixes Cube and Vector work, but the kernel has no Cube work}}
    tir.copy %X, %x_ub {dual} : memref<32x64xf16>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    tir.copy %x_ub, %Y {dual} : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16>
  }
  return
}

// -----

func.func @ub_larger(%A: memref<32x32xf16>, %B: memref<32x32xf16>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %a_l1 = tir.alloc_buffer "a_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %ub = tir.alloc_buffer "c_ub" : memref<64x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %a_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    // expected-error@+1 {{'tir.copy' op T.copy from 'acc' (l0c) to 'c_ub' (ub) (T.dual_copy) expects the ub buffer to be half of the accumulator: each Vector sub-block holds one half of the tile, of rank 2}}
    tir.copy %acc, %ub {dual} : memref<32x32xf32, #tir.scope<"shared.l0c">>, memref<64x32xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

func.func @gm_to_l1(%A: memref<64x32xf16>, %B: memref<32x32xf16>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 2 {
    %a_l1 = tir.alloc_buffer "a_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    // expected-error@+1 {{'tir.copy' op T.copy from argument #0 (gm) to 'a_l1' (l1) (T.dual_copy) shares a tile between the two Vector sub-blocks: it hands tiles between the cores (l0c to ub, ub to l1) or moves each sub-block's half of a global region (into or out of a ub buffer of half its shape)}}
    tir.copy %A, %a_l1 {dual} : memref<64x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  }
  return
}

// -----

func.func @one_sub_block(%A: memref<64x32xf16>, %B: memref<32x32xf16>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 1 {
    %a_l1 = tir.alloc_buffer "a_l1" : memref<64x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<64x32xf32, #tir.scope<"shared.l0c">>
    %half = tir.alloc_buffer "half" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %a_l1 : memref<64x32xf16>, memref<64x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc : memref<64x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<64x32xf32, #tir.scope<"shared.l0c">>
    // expected-error@+1 {{'tir.copy' op (T.dual_copy) shares a tile between the two Vector sub-blocks of a kernel that mixes Cube and Vector work, but the kernel has one sub-block (T.MixedKernel(n, sids=1))}}
    tir.copy %acc, %half {dual} : memref<64x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// T.MixedKernel(2, sids=1) as (bx, sid): `sid` is 0 (the compiler shares
// the Vector work out between the Vector cores itself).
// CHECK-LABEL: func.func @one_sub_block_id
// CHECK: %[[SID:.*]] = arith.constant 0 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[SID]], %c32 : index
// CHECK: memref.subview %arg2[%[[ROW]], 0] [32, 32] [1, 1]
// CHECK-NOT: ascend.subblock_idx
func.func @one_sub_block_id(%A: memref<32x32xf16>, %B: memref<32x32xf16>, %C: memref<64x32xf32>) {
  tir.kernel (%bx) in (1) sub_block (%sid) in 1 {
    %c32 = arith.constant 32 : index
    %true = arith.constant true
    %a_l1 = tir.alloc_buffer "a_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %b_l1 = tir.alloc_buffer "b_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<32x32xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %a_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.copy %B, %b_l1 : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
    tir.gemm %a_l1, %b_l1, %acc clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    tir.copy %acc, %c_ub : memref<32x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %sid, %c32 : index
    %c = memref.subview %C[%row, 0] [32, 32] [1, 1] : memref<64x32xf32> to memref<32x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %c_ub, %c : memref<32x32xf32, #tir.scope<"shared.dyn">>, memref<32x32xf32, strided<[32, 1], offset: ?>>
  }
  return
}
