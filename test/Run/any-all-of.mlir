// T.any_of / T.all_of from TileLang's printed TIR (Inputs/any-all-of.py)
// to numbers, on both arches: each is a loop over the mask's elements that
// ors / ands their non-zero tests, and the tile work it guards runs or not.
// A mask of ones: both hold (C = 2A + 100); zeros: neither (C = A); 0, 1,
// 2, ...: row 0 and row 1 each have a non-zero element, but element 0 is 0
// (C = 2A).
// RUN: pto-translate --import-tir %S/Inputs/any-all-of.py -o %t.mlir
// RUN: FileCheck %s --check-prefix=TIR < %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   for m in fill:4x8:1 zeros:4x8 iota:4x8; do \
// RUN:     pto-run %t.$a.pto --assume-ptoas-sync --arg $m --arg iota:64 --arg zeros:64 --print | grep arg2; \
// RUN:   done; \
// RUN: done | FileCheck %s

// TIR: %[[ANY:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %false) -> (i1) {
// TIR:   %[[E:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}] : memref<4x8xi8>
// TIR:   %[[NZ:.*]] = arith.cmpi ne, %[[E]], %{{.*}} : i8
// TIR:   %[[OR:.*]] = arith.ori %[[ACC]], %[[NZ]] : i1
// TIR:   scf.yield %[[OR]] : i1
// TIR: scf.if %[[ANY]] {
// TIR: %[[ALL:.*]] = scf.for %{{.*}} iter_args(%[[ACC2:.*]] = %true) -> (i1) {
// TIR:   arith.andi %[[ACC2]], %{{.*}} : i1
// TIR: scf.if %[[ALL]] {

// CHECK: arg2 = 100 102 104 {{.*}} 222 224 226
// CHECK-NEXT: arg2 = 0 1 2 3 {{.*}} 61 62 63
// CHECK-NEXT: arg2 = 0 2 4 6 {{.*}} 122 124 126
// CHECK-NEXT: arg2 = 100 102 104 {{.*}} 222 224 226
// CHECK-NEXT: arg2 = 0 1 2 3 {{.*}} 61 62 63
// CHECK-NEXT: arg2 = 0 2 4 6 {{.*}} 122 124 126
