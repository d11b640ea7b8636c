// T.set_deq_scale (tl.ascend_set_deq_scale) end to end on both arches, with
// ptoas's synchronisation and tirpto's: the Vector core's int32 -> float16
// conversions after it multiply by the scale (tir-resolve-deq-scale).
// @cast_scale_on_copy is tilelang-ascend's
// testing/python/language/test_tilelang_ascend_language_cast_on_copy.py
// (@95acbd7f) `cast_scale_on_copy_kernel`, shrunk to M = N = 32, block_M =
// block_N = 16 (4 blocks, 8 Vector cores, each converting its 8 x 16 half),
// with the scale an argument of the function instead of the test's 1.0;
// @tile_cast converts with T.tile.cast in FLOOR mode; @load_store converts
// on the way from and to global memory. A is iota (0 ...
// 1023); the products are exact in float16 for the scales used.
// RUN: for a in a3 a5; do for s in ptoas tirpto; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=$s" %s -o %t.$a.$s.pto && \
// RUN:   pto-run %t.$a.$s.pto --entry=cast_scale_on_copy $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:32x32 --arg zeros:32x32 --arg 0.5 --print && \
// RUN:   pto-run %t.$a.$s.pto --entry=cast_scale_on_copy $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:32x32 --arg zeros:32x32 --arg 1.0 --print && \
// RUN:   pto-run %t.$a.$s.pto --entry=tile_cast $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:1x64 --arg zeros:1x64 --print && \
// RUN:   pto-run %t.$a.$s.pto --entry=load_store $(test $s = ptoas && echo --assume-ptoas-sync) --arg iota:16x16 --arg zeros:16x16 --arg zeros:16x16 --print; \
// RUN: done; done | FileCheck %s
// The PTO the scaled conversion becomes, on both arches: int32 -> float32,
// times the scale rounded to float16, float32 -> float16.
// RUN: for a in a3 a5; do pto-opt --tir-to-pto-pipeline="arch=$a" %s; done | FileCheck %s --check-prefix=PTO
// PTO-LABEL:   func.func @cast_scale_on_copy(
// PTO:         %[[H:.*]] = arith.truncf %arg2 : f32 to f16
// PTO-NEXT:    %[[S:.*]] = arith.extf %[[H]] : f16 to f32
// PTO-NEXT:    pto.tcvt ins(%[[I:[0-9]+]] {rmode = #pto<round_mode RINT>} : !pto.tile_buf<loc=vec, dtype=i32, {{.*}}>) outs(%[[W:[0-9]+]] : !pto.tile_buf<loc=vec, dtype=f32,
// PTO-NEXT:    pto.tmuls ins(%[[W]], %[[S]] : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}>, f32) outs(%[[W]] :
// PTO-NEXT:    pto.tcvt ins(%[[W]] {rmode = #pto<round_mode RINT>} : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}>) outs(%{{[0-9]+}} : !pto.tile_buf<loc=vec, dtype=f16,
// PTO-LABEL:   func.func @cast_scale_on_copy(
// PTO:         %[[H:.*]] = arith.truncf %arg2 : f32 to f16
// PTO-NEXT:    %[[S:.*]] = arith.extf %[[H]] : f16 to f32
// PTO-NEXT:    pto.tcvt ins(%[[I:[0-9]+]] {rmode = #pto<round_mode RINT>} : !pto.tile_buf<loc=vec, dtype=i32, {{.*}}>) outs(%[[W:[0-9]+]] : !pto.tile_buf<loc=vec, dtype=f32,
// PTO-NEXT:    pto.tmuls ins(%[[W]], %[[S]] : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}>, f32) outs(%[[W]] :
// PTO-NEXT:    pto.tcvt ins(%[[W]] {rmode = #pto<round_mode RINT>} : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}>) outs(%{{[0-9]+}} : !pto.tile_buf<loc=vec, dtype=f16,

// Each of a3 and a5, with ptoas's and tirpto's synchronisation: the
// products 0.5 * iota and iota itself, each block's 16 x 16 tile in
// its place; FLOOR-mode casts of 0.25 * iota (the mode rounds the float32
// product to float16, which holds each exactly).
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 2.5 3 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8 8.5 {{.*}} 510 510.5 511 511.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK:      @tile_cast ran 1 block, no errors
// CHECK:      arg1 = 0 0.25 0.5 0.75 1 {{.*}} 15 15.25 15.5 15.75{{ *$}}
// CHECK:      @load_store ran 1 block, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK-NEXT: arg2 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 2.5 3 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8 8.5 {{.*}} 510 510.5 511 511.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK:      @tile_cast ran 1 block, no errors
// CHECK:      arg1 = 0 0.25 0.5 0.75 1 {{.*}} 15 15.25 15.5 15.75{{ *$}}
// CHECK:      @load_store ran 1 block, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK-NEXT: arg2 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 2.5 3 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8 8.5 {{.*}} 510 510.5 511 511.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK:      @tile_cast ran 1 block, no errors
// CHECK:      arg1 = 0 0.25 0.5 0.75 1 {{.*}} 15 15.25 15.5 15.75{{ *$}}
// CHECK:      @load_store ran 1 block, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK-NEXT: arg2 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 2.5 3 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8 8.5 {{.*}} 510 510.5 511 511.5{{ *$}}
// CHECK:      @cast_scale_on_copy ran 8 blocks, no errors
// CHECK:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 {{.*}} 1020 1021 1022 1023{{ *$}}
// CHECK:      @tile_cast ran 1 block, no errors
// CHECK:      arg1 = 0 0.25 0.5 0.75 1 {{.*}} 15 15.25 15.5 15.75{{ *$}}
// CHECK:      @load_store ran 1 block, no errors
// CHECK:      arg1 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}
// CHECK-NEXT: arg2 = 0 0.5 1 1.5 2 {{.*}} 126.5 127 127.5{{ *$}}

!gm_i = memref<32x32xi32>
!gm_h = memref<32x32xf16>
!region_i = memref<8x16xi32, strided<[32, 1], offset: ?>>
!region_h = memref<8x16xf16, strided<[32, 1], offset: ?>>
!a_ub = memref<8x16xi32, #tir.scope<"shared">>
!b_ub = memref<8x16xf16, #tir.scope<"shared">>

func.func @cast_scale_on_copy(%A: !gm_i {tir.name = "A"},
                              %B: !gm_h {tir.name = "B"},
                              %scale: f32 {tir.name = "scale"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    // n_num, block_M, block_N, block_M // VEC_NUM.
    %n_num = arith.constant 2 : index
    %block_m = arith.constant 16 : index
    %block_n = arith.constant 16 : index
    %half_m = arith.constant 8 : index
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %a_ub = tir.alloc_buffer "a_ub" : !a_ub
    %b_ub = tir.alloc_buffer "b_ub" : !b_ub
    tir.section <vector> {
      %r0 = arith.muli %bx, %block_m : index
      %r1 = arith.muli %vid, %half_m : index
      %row = arith.addi %r0, %r1 : index
      %col = arith.muli %by, %block_n : index
      %a = memref.subview %A[%row, %col] [8, 16] [1, 1] : !gm_i to !region_i
      tir.copy %a, %a_ub : !region_i, !a_ub
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.intrin "tl.ascend_set_deq_scale"(%scale) : (f32) -> ()
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.copy %a_ub, %b_ub : !a_ub, !b_ub
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      %b = memref.subview %B[%row, %col] [8, 16] [1, 1] : !gm_h to !region_h
      tir.copy %b_ub, %b : !b_ub, !region_h
    }
  }
  return
}

func.func @tile_cast(%A: memref<1x64xi32> {tir.name = "A"},
                     %B: memref<1x64xf16> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %quarter = arith.constant 0.25 : f16
    %x = tir.alloc_buffer "x" : memref<1x64xi32, #tir.scope<"shared">>
    %h = tir.alloc_buffer "h" : memref<1x64xf16, #tir.scope<"shared">>
    tir.copy %A, %x : memref<1x64xi32>, memref<1x64xi32, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%quarter) : (f16) -> ()
    tir.tile <cast> ins(%x : memref<1x64xi32, #tir.scope<"shared">>) outs(%h : memref<1x64xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<floor>}
    tir.copy %h, %B : memref<1x64xf16, #tir.scope<"shared">>, memref<1x64xf16>
  }
  return
}

func.func @load_store(%A: memref<16x16xi32> {tir.name = "A"},
                      %B: memref<16x16xf16> {tir.name = "B"},
                      %C: memref<16x16xf16> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 0.5 : f32
    %h = tir.alloc_buffer "h" : memref<16x16xf16, #tir.scope<"shared">>
    %i = tir.alloc_buffer "i" : memref<16x16xi32, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    tir.copy %A, %h : memref<16x16xi32>, memref<16x16xf16, #tir.scope<"shared">>
    tir.copy %h, %B : memref<16x16xf16, #tir.scope<"shared">>, memref<16x16xf16>
    tir.copy %A, %i : memref<16x16xi32>, memref<16x16xi32, #tir.scope<"shared">>
    tir.copy %i, %C : memref<16x16xi32, #tir.scope<"shared">>, memref<16x16xf16>
  }
  return
}
