// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// T.tile.topk of f16 values up to actual_num: the indices 0 .. N-1 counted
// and converted to f32 (their bits are the pairs' index field), the values
// converted to f32 blocks of 32 and padded with -inf from actual_num on
// (the bits of -inf filled as i32: a float -inf constant would not reach
// ptoas),
// sorted in blocks (vsort32), the 4 blocks merged into one list
// (vmrgsort of the rows of the blocks' tile), and the first K pairs (the
// first row of the list seen as rows of 2K) converted back to f16.
// CHECK-LABEL: func.func @topk_f16
// CHECK-DAG: %[[MERGED:.*]] = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[BLOCKS:.*]] = memref.alloc() : memref<4x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[PAD:.*]] = memref.alloc() : memref<4x32xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[MASK:.*]] = memref.alloc() : memref<4x32xi8, #ascend.address_space<ub>>
// CHECK-DAG: %[[VALUES:.*]] = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[INDICES:.*]] = memref.alloc() : memref<1x128xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[COUNTED:.*]] = memref.alloc() : memref<1x128xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[SRC:.*]] = memref.alloc() : memref<1x128xf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[DST:.*]] = memref.alloc() : memref<1x64xf16, #ascend.address_space<ub>>
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[COUNTED]] : memref<1x128xi32, #ascend.address_space<ub>>)
// CHECK: ascend.vcast ins(%[[COUNTED]] : memref<1x128xi32, #ascend.address_space<ub>>) outs(%[[INDICES]] : memref<1x128xf32, #ascend.address_space<ub>>)
// CHECK: %[[SRCV:.*]] = ascend.view %[[SRC]] : memref<1x128xf16, #ascend.address_space<ub>> to memref<4x32xf16, #ascend.address_space<ub>>
// CHECK: ascend.vcast ins(%[[SRCV]] : memref<4x32xf16, #ascend.address_space<ub>>) outs(%[[VALUES]] : memref<4x32xf32, #ascend.address_space<ub>>)
// CHECK: %[[INDV:.*]] = ascend.view %[[INDICES]] : memref<1x128xf32, #ascend.address_space<ub>> to memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: %[[COUNT:.*]] = arith.constant 1.000000e+02 : f32
// CHECK: ascend.vcmp <lt> ins(%[[INDV]], %[[COUNT]] : memref<4x32xf32, #ascend.address_space<ub>>, f32) outs(%[[MASK]] : memref<4x32xi8, #ascend.address_space<ub>>)
// CHECK: %[[NINF:.*]] = arith.constant -8388608 : i32
// CHECK: ascend.vdup ins(%[[NINF]] : i32) outs(%[[PAD]] : memref<4x32xi32, #ascend.address_space<ub>>)
// CHECK: %[[PADF:.*]] = ascend.view %[[PAD]] : memref<4x32xi32, #ascend.address_space<ub>> to memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.vselect ins(%[[MASK]], %[[VALUES]], %[[PADF]] : {{.*}}) outs(%[[VALUES]] : memref<4x32xf32, #ascend.address_space<ub>>)
// CHECK: %[[BITS:.*]] = ascend.view %[[INDICES]] : memref<1x128xf32, #ascend.address_space<ub>> to memref<4x32xi32, #ascend.address_space<ub>>
// CHECK: ascend.vsort32 ins(%[[VALUES]], %[[BITS]] : memref<4x32xf32, #ascend.address_space<ub>>, memref<4x32xi32, #ascend.address_space<ub>>) outs(%[[BLOCKS]] : memref<4x64xf32, #ascend.address_space<ub>>)
// CHECK: %[[R0:.*]] = memref.subview %[[BLOCKS]][0, 0] [1, 64] [1, 1]
// CHECK: %[[R1:.*]] = memref.subview %[[BLOCKS]][1, 0] [1, 64] [1, 1]
// CHECK: %[[R2:.*]] = memref.subview %[[BLOCKS]][2, 0] [1, 64] [1, 1]
// CHECK: %[[R3:.*]] = memref.subview %[[BLOCKS]][3, 0] [1, 64] [1, 1]
// CHECK: ascend.vmrgsort ins(%[[R0]], %[[R1]], %[[R2]], %[[R3]] : {{.*}}) outs(%[[MERGED]] : memref<1x256xf32, #ascend.address_space<ub>>)
// CHECK: %[[ROWS:.*]] = ascend.view %[[MERGED]] : memref<1x256xf32, #ascend.address_space<ub>> to memref<4x64xf32, #ascend.address_space<ub>>
// CHECK: %[[FIRST:.*]] = memref.subview %[[ROWS]][0, 0] [1, 64] [1, 1]
// CHECK: ascend.vcast ins(%[[FIRST]] : memref<1x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>) outs(%[[DST]] : memref<1x64xf16, #ascend.address_space<ub>>)
func.func @topk_f16() {
  %s = tir.alloc_buffer "s" : memref<128xf16, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<64xf16, #tir.scope<"shared">>
  %k = arith.constant 32 : i32
  %n = arith.constant 100 : i32
  tir.tile <topk> ins(%s : memref<128xf16, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%d : memref<64xf16, #tir.scope<"shared">>)
  return
}

// -----

// T.tile.sort of all f32 values: the values' own tile seen as blocks of
// 32 (no copy), two levels of 4-way merges (16 blocks, then 4 lists), the
// last list copied into dst.
// CHECK-LABEL: func.func @sort_f32
// CHECK: ascend.vsort32 ins(%{{.*}}, %{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>, memref<16x32xi32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x64xf32, #ascend.address_space<ub>>)
// CHECK-COUNT-4: ascend.vmrgsort ins({{.*}}) outs(%{{.*}} : memref<1x256xf32, strided<[256, 1]{{.*}}>, #ascend.address_space<ub>>)
// CHECK: ascend.vmrgsort ins({{.*}}) outs(%[[LIST:.*]] : memref<1x1024xf32, #ascend.address_space<ub>>)
// CHECK: ascend.copy ins(%[[LIST]] : memref<1x1024xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x1024xf32, #ascend.address_space<ub>>)
// CHECK-NOT: ascend.vmrgsort
func.func @sort_f32() {
  %s = tir.alloc_buffer "s" : memref<512xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<1024xf32, #tir.scope<"shared">>
  %n = arith.constant 512 : i32
  tir.tile <sort> ins(%s : memref<512xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<1024xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_bf16() {
  %s = tir.alloc_buffer "s" : memref<128xbf16, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<256xbf16, #tir.scope<"shared">>
  %n = arith.constant 128 : i32
  // expected-error-re@+1 {{'tir.tile' op T.tile.sort sorts {{.*}} values on a{{3|5}}, got 'bf16'}}
  tir.tile <sort> ins(%s : memref<128xbf16, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xbf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_rows() {
  %s = tir.alloc_buffer "s" : memref<2x64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared">>
  %n = arith.constant 128 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.sort of 's', a 2x64 buffer stored as a 2x64 tile: the chip sorts one row, so the values and dst must be whole buffers stored as one row (rank 1, or 1 x N, and not also read one value per row of a tile)}}
  tir.tile <sort> ins(%s : memref<2x64xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_blocks() {
  %s = tir.alloc_buffer "s" : memref<100xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared">>
  %n = arith.constant 100 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.sort of 's': the chip sorts blocks of 32 values, so the values' buffer must hold a multiple of 32, got 100}}
  tir.tile <sort> ins(%s : memref<100xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_uneven_merge() {
  %s = tir.alloc_buffer "s" : memref<160xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<320xf32, #tir.scope<"shared">>
  %n = arith.constant 160 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.sort of 160 values: merging their blocks of 32 into one list takes lists of unequal lengths, which is not lowered yet (sort m * 4^k blocks of 32, m = 1, 2 or 3: 32, 64, 96, 128, 256, ... values)}}
  tir.tile <sort> ins(%s : memref<160xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<320xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_runtime_count(%n: i32) {
  %s = tir.alloc_buffer "s" : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort with a run-time actual_num is not lowered yet (give it a constant)}}
  tir.tile <sort> ins(%s : memref<128xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @topk_runtime_k(%k: i32) {
  %s = tir.alloc_buffer "s" : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<64xf32, #tir.scope<"shared">>
  %n = arith.constant 128 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.topk takes K as a constant (TileLang's template parameter)}}
  tir.tile <topk> ins(%s : memref<128xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @topk_k_divides() {
  %s = tir.alloc_buffer "s" : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<16xf32, #tir.scope<"shared">>
  %k = arith.constant 8 : i32
  %n = arith.constant 128 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.topk with K = 8 of 128 values is not lowered yet: K must divide the number of values and be a multiple of 16 (the first K pairs are read as a row of a tile that is not padded)}}
  tir.tile <topk> ins(%s : memref<128xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%d : memref<16xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @sort_region() {
  %s = tir.alloc_buffer "s" : memref<256xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared">>
  %r = memref.subview %s[128] [128] [1] : memref<256xf32, #tir.scope<"shared">> to memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared">>
  %n = arith.constant 128 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.sort of a region of 's': the chip sorts whole buffers, so sort (or write) a buffer of its own}}
  tir.tile <sort> ins(%r : memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}
