// One element of a global tensor read or written by the scalar unit
// (memref.load / memref.store of a kernel argument -> pto.load_scalar /
// pto.store_scalar), end to end on both arches:
// - @gather: block b copies the 8 rows of A from row Idx[b] into rows
//   8b..8b+7 of B, and writes Idx[b]^2 into D[b, 1];
// - @past_the_end reads Idx[b + 4]: blocks 4..7 read past the tensor.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --entry=gather --arg iota:64x32 --arg iota:8 --arg zeros:64x32 --arg zeros:8x2 --print; \
// RUN: done | FileCheck %s
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: not pto-run %t.a5.pto --assume-ptoas-sync --entry=past_the_end --arg iota:8 --arg zeros:8 2>&1 | FileCheck %s --check-prefix=PAST

// PTO-LABEL: func.func @gather(
// PTO: %[[I:.*]] = pto.load_scalar %arg1[%{{.*}}] : !pto.ptr<i32> -> i32
// PTO: %[[SQ:.*]] = arith.muli %[[I]], %[[I]] : i32
// PTO: pto.store_scalar %[[SQ]], %arg3[%{{.*}}] : !pto.ptr<i32>, i32

// Block b's rows of B are rows b..b+7 of iota:64x32 (row r starts at 32 r):
// B[8, 0] = A[1, 0] = 32.
// CHECK: arg2 = 0 1 2 {{.*}} 255 32 33 {{.*}}
// CHECK-NEXT: arg3 = 0 0 0 1 0 4 0 9 0 16 0 25 0 36 0 49
// CHECK: arg2 = 0 1 2 {{.*}} 255 32 33 {{.*}}
// CHECK-NEXT: arg3 = 0 0 0 1 0 4 0 9 0 16 0 25 0 36 0 49

// PAST: error: accesses element 8 of argument #0 ('arg0'), outside its 8 elements (block 4)

func.func @gather(%A: memref<64x32xf32> {tir.name = "A"},
                  %Idx: memref<8xi32> {tir.name = "Idx"},
                  %B: memref<64x32xf32> {tir.name = "B"},
                  %D: memref<8x2xi32> {tir.name = "D"}) {
  tir.kernel (%bx) in (8) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %x = tir.alloc_buffer "x" : memref<8x32xf32, #tir.scope<"shared.dyn">>
    %i = memref.load %Idx[%bx] : memref<8xi32>
    %r = arith.index_cast %i : i32 to index
    %src = memref.subview %A[%r, 0] [8, 32] [1, 1] : memref<64x32xf32> to memref<8x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %src, %x : memref<8x32xf32, strided<[32, 1], offset: ?>>, memref<8x32xf32, #tir.scope<"shared.dyn">>
    %row = arith.muli %bx, %c8 : index
    %dst = memref.subview %B[%row, 0] [8, 32] [1, 1] : memref<64x32xf32> to memref<8x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %x, %dst : memref<8x32xf32, #tir.scope<"shared.dyn">>, memref<8x32xf32, strided<[32, 1], offset: ?>>
    %sq = arith.muli %i, %i : i32
    memref.store %sq, %D[%bx, %c1] : memref<8x2xi32>
  }
  return
}

func.func @past_the_end(%Idx: memref<8xi32> {tir.name = "Idx"},
                        %D: memref<8xi32> {tir.name = "D"}) {
  tir.kernel (%bx) in (8) {
    %c4 = arith.constant 4 : index
    %j = arith.addi %bx, %c4 : index
    %i = memref.load %Idx[%j] : memref<8xi32>
    memref.store %i, %D[%bx] : memref<8xi32>
  }
  return
}
