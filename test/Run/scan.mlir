// T.cumsum / T.cummax (tir.scan, expanded by tir-expand-scans) run on both
// arches with ptoas's synchronisation and with tirpto's own, against
// Inputs/reference.py scan. Each of two blocks scans its 32 x 64 rows of
// A: B the sums down the rows (vector adds on row windows), C the
// maxima along each row from the end (scalar steps, in place: T.cummax's
// default dst), D the maxima down the rows from the last, E the sums
// along each row, and F (rank 1) the sums of the block's first row from
// its end.
// RUN: for a in a3 a5; do for s in ptoas tirpto; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=$s" %s -o %t.$a.$s.pto && \
// RUN:   pto-run %t.$a.$s.pto --entry=scan $(test $s = ptoas && echo --assume-ptoas-sync) --arg rand:64x64 --arg zeros:64x64 --arg zeros:64x64 --arg zeros:64x64 --arg zeros:64x64 --arg zeros:2x64 --out-dir %t.$a.$s && \
// RUN:   %python %S/Inputs/reference.py scan %t.$a.$s; rm -rf %t.$a.$s; \
// RUN: done; done | FileCheck %s
// Exact values on iota inputs (x[i, j] = 16 i + j, ...): @small scans tiles
// whose transposes are padded (2 and 4 rows), int32 maxima from the end
// (every row's last element), f16 sums from the end; @region and
// @row_region scan regions of a buffer (rows 1-2 along the rows, then
// columns 8-15 or rows 1-3 down the rows).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=small --assume-ptoas-sync --arg iota:2x16 --arg zeros:2x16 --arg iota:4x32 --arg zeros:4x32 --arg iota:2x16 --arg zeros:2x16 --print && \
// RUN:   pto-run %t.$a.pto --entry=region --assume-ptoas-sync --arg iota:4x16 --arg zeros:4x16 --print && \
// RUN:   pto-run %t.$a.pto --entry=row_region --assume-ptoas-sync --arg iota:4x16 --arg zeros:4x16 --print; \
// RUN: done | FileCheck %s --check-prefix=EXACT
// EXACT:      @small ran 1 block, no errors
// EXACT:      arg1 = 0 1 3 6 10 15 21 28 36 45 55 66 78 91 105 120 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376{{$}}
// EXACT:      arg3 = {{(31 ){32}(63 ){32}(95 ){31}95 (127 ){31}127$}}
// EXACT:      arg5 = 120 120 119 117 114 110 105 99 92 84 75 65 54 42 29 15 376 360 343 325 306 286 265 243 220 196 171 145 118 90 61 31{{$}}
// EXACT:      @region ran 1 block, no errors
// EXACT:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376 32 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632 48 49 50 51 52 53 54 55 324 365 407 450 494 539 585 632{{$}}
// EXACT:      @row_region ran 1 block, no errors
// EXACT:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376 32 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632 48 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632{{$}}
// EXACT:      @small ran 1 block, no errors
// EXACT:      arg1 = 0 1 3 6 10 15 21 28 36 45 55 66 78 91 105 120 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376{{$}}
// EXACT:      arg3 = {{(31 ){32}(63 ){32}(95 ){31}95 (127 ){31}127$}}
// EXACT:      arg5 = 120 120 119 117 114 110 105 99 92 84 75 65 54 42 29 15 376 360 343 325 306 286 265 243 220 196 171 145 118 90 61 31{{$}}
// EXACT:      @region ran 1 block, no errors
// EXACT:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376 32 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632 48 49 50 51 52 53 54 55 324 365 407 450 494 539 585 632{{$}}
// EXACT:      @row_region ran 1 block, no errors
// EXACT:      arg1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 33 51 70 90 111 133 156 180 205 231 258 286 315 345 376 32 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632 48 65 99 134 170 207 245 284 324 365 407 450 494 539 585 632{{$}}
// CHECK:      @scan ran 2 blocks, no errors
// CHECK-NEXT: scan: ok (16512 values)
// CHECK-NEXT: @scan ran 2 blocks, no errors
// CHECK-NEXT: scan: ok (16512 values)
// CHECK-NEXT: @scan ran 2 blocks, no errors
// CHECK-NEXT: scan: ok (16512 values)
// CHECK-NEXT: @scan ran 2 blocks, no errors
// CHECK-NEXT: scan: ok (16512 values)

func.func @scan(%A: memref<64x64xf32> {tir.name = "A"},
                %B: memref<64x64xf32> {tir.name = "B"},
                %C: memref<64x64xf32> {tir.name = "C"},
                %D: memref<64x64xf32> {tir.name = "D"},
                %E: memref<64x64xf32> {tir.name = "E"},
                %F: memref<2x64xf32> {tir.name = "F"}) {
  tir.kernel (%bx) in (2) {
    %c32 = arith.constant 32 : index
    %a_ub = tir.alloc_buffer "a_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %c_ub = tir.alloc_buffer "c_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %s_ub = tir.alloc_buffer "s_ub" : memref<32x64xf32, #tir.scope<"shared.dyn">>
    %v_ub = tir.alloc_buffer "v_ub" : memref<64xf32, #tir.scope<"shared.dyn">>
    %w_ub = tir.alloc_buffer "w_ub" : memref<64xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c32 : index
    %a = memref.subview %A[%row, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %a, %a_ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    tir.copy %a, %c_ub : memref<32x64xf32, strided<[64, 1], offset: ?>>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %v = memref.subview %A[%row, 0] [1, 64] [1, 1] : memref<64x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    tir.copy %v, %v_ub : memref<64xf32, strided<[1], offset: ?>>, memref<64xf32, #tir.scope<"shared.dyn">>

    tir.scan <sum> %a_ub, %s_ub : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%row, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %s_ub, %b : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>

    tir.scan <max> %c_ub, %c_ub {dim = 1 : i64, reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %c = memref.subview %C[%row, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %c_ub, %c : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>

    tir.scan <max> %a_ub, %s_ub {reverse = true} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %d = memref.subview %D[%row, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %s_ub, %d : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>

    tir.scan <sum> %a_ub, %s_ub {dim = 1 : i64} : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, #tir.scope<"shared.dyn">>
    %e = memref.subview %E[%row, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %s_ub, %e : memref<32x64xf32, #tir.scope<"shared.dyn">>, memref<32x64xf32, strided<[64, 1], offset: ?>>

    tir.scan <sum> %v_ub, %w_ub {reverse = true} : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32, #tir.scope<"shared.dyn">>
    %f = memref.subview %F[%bx, 0] [1, 64] [1, 1] : memref<2x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    tir.copy %w_ub, %f : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32, strided<[1], offset: ?>>
  }
  return
}

func.func @small(%A: memref<2x16xf32> {tir.name = "A"}, %B: memref<2x16xf32> {tir.name = "B"}, %C: memref<4x32xi32> {tir.name = "C"}, %D: memref<4x32xi32> {tir.name = "D"}, %E: memref<2x16xf16> {tir.name = "E"}, %F: memref<2x16xf16> {tir.name = "F"}) {
  tir.kernel (%bx) in (1) {
    %a_ub = tir.alloc_buffer "a_ub" : memref<2x16xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %a_ub : memref<2x16xf32>, memref<2x16xf32, #tir.scope<"shared.dyn">>
    tir.scan <sum> %a_ub, %a_ub {dim = 1 : i64} : memref<2x16xf32, #tir.scope<"shared.dyn">>, memref<2x16xf32, #tir.scope<"shared.dyn">>
    tir.copy %a_ub, %B : memref<2x16xf32, #tir.scope<"shared.dyn">>, memref<2x16xf32>
    %c_ub = tir.alloc_buffer "c_ub" : memref<4x32xi32, #tir.scope<"shared.dyn">>
    %d_ub = tir.alloc_buffer "d_ub" : memref<4x32xi32, #tir.scope<"shared.dyn">>
    tir.copy %C, %c_ub : memref<4x32xi32>, memref<4x32xi32, #tir.scope<"shared.dyn">>
    tir.scan <max> %c_ub, %d_ub {dim = 1 : i64, reverse = true} : memref<4x32xi32, #tir.scope<"shared.dyn">>, memref<4x32xi32, #tir.scope<"shared.dyn">>
    tir.copy %d_ub, %D : memref<4x32xi32, #tir.scope<"shared.dyn">>, memref<4x32xi32>
    %e_ub = tir.alloc_buffer "e_ub" : memref<2x16xf16, #tir.scope<"shared.dyn">>
    tir.copy %E, %e_ub : memref<2x16xf16>, memref<2x16xf16, #tir.scope<"shared.dyn">>
    tir.scan <sum> %e_ub, %e_ub {dim = 1 : i64, reverse = true} : memref<2x16xf16, #tir.scope<"shared.dyn">>, memref<2x16xf16, #tir.scope<"shared.dyn">>
    tir.copy %e_ub, %F : memref<2x16xf16, #tir.scope<"shared.dyn">>, memref<2x16xf16>
  }
  return
}

func.func @region(%A: memref<4x16xf32> {tir.name = "A"}, %B: memref<4x16xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %m = tir.alloc_buffer "m" : memref<4x16xf32, #tir.scope<"shared">>
    tir.copy %A, %m : memref<4x16xf32>, memref<4x16xf32, #tir.scope<"shared">>
    %reg = memref.subview %m[1, 0] [2, 16] [1, 1] : memref<4x16xf32, #tir.scope<"shared">> to memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    tir.scan <sum> %reg, %reg {dim = 1 : i64} : memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>, memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    %reg2 = memref.subview %m[0, 8] [4, 8] [1, 1] : memref<4x16xf32, #tir.scope<"shared">> to memref<4x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>
    tir.scan <max> %reg2, %reg2 {dim = 0 : i64} : memref<4x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>, memref<4x8xf32, strided<[16, 1], offset: 8>, #tir.scope<"shared">>
    tir.copy %m, %B : memref<4x16xf32, #tir.scope<"shared">>, memref<4x16xf32>
  }
  return
}

func.func @row_region(%A: memref<4x16xf32> {tir.name = "A"}, %B: memref<4x16xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %m = tir.alloc_buffer "m" : memref<4x16xf32, #tir.scope<"shared">>
    tir.copy %A, %m : memref<4x16xf32>, memref<4x16xf32, #tir.scope<"shared">>
    %reg = memref.subview %m[1, 0] [2, 16] [1, 1] : memref<4x16xf32, #tir.scope<"shared">> to memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    tir.scan <sum> %reg, %reg {dim = 1 : i64} : memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>, memref<2x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    %reg2 = memref.subview %m[1, 0] [3, 16] [1, 1] : memref<4x16xf32, #tir.scope<"shared">> to memref<3x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    tir.scan <max> %reg2, %reg2 {dim = 0 : i64} : memref<3x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>, memref<3x16xf32, strided<[16, 1], offset: 16>, #tir.scope<"shared">>
    tir.copy %m, %B : memref<4x16xf32, #tir.scope<"shared">>, memref<4x16xf32>
  }
  return
}
