// `and` / `or` in a while loop's test are short-circuited where they read
// a buffer (Inputs/while-short-circuit.py, first_large): with A = 0, 1, ...,
// 63 every element is below 1000, the loop stops at i = 64 without reading
// A[64] (pto-run checks every access), and C = A + 64000; with A = 2000s it
// stops at once. Both arches, both sync modes. The guards kernel checks a
// read in the left operand of an outer `and`, a nested `and`/`or` in an
// `if`, and T.if_then_else evaluating only the value it picks.
// RUN: pto-translate --import-tir %S/Inputs/while-short-circuit.py -o %t.mlir
// RUN: FileCheck %s --check-prefix=TIR < %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=first_large --assume-ptoas-sync --arg iota:64 --arg zeros:16 --print | grep arg1 && \
// RUN:   pto-run %t.$a.pto --entry=first_large --insert-sync --arg fill:64:2000 --arg zeros:16 --print | grep arg1; \
// RUN: done | FileCheck %s
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=guards --assume-ptoas-sync --arg iota:64 --arg zeros:16 --print | grep arg1 && \
// RUN:   pto-run %t.$a.pto --entry=guards --insert-sync --arg iota:64 --arg zeros:16 --print | grep arg1; \
// RUN: done | FileCheck %s --check-prefix=GUARDS
// GUARDS-COUNT-4: arg1 = 68216 68217 68218 {{.*}} 68231

// TIR: scf.while : () -> () {
// TIR:   %[[LT:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// TIR:   %[[AND:.*]] = scf.if %[[LT]] -> (i1) {
// TIR:     memref.load %arg0[%{{.*}}] : memref<64xf32>
// TIR:     scf.yield %{{.*}} : i1
// TIR:   } else {
// TIR:     scf.yield %false : i1
// TIR:   }
// TIR:   scf.condition(%[[AND]])

// CHECK: arg1 = 64000 64001 64002 {{.*}} 64015
// CHECK-NEXT: arg1 = 2000 2000 2000 {{.*}} 2000
// CHECK-NEXT: arg1 = 64000 64001 64002 {{.*}} 64015
// CHECK-NEXT: arg1 = 2000 2000 2000 {{.*}} 2000
