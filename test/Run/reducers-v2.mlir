// TileLang's v2 reducers (Inputs/reducers-v2.py) imported and run on both
// arches and both sync modes: T.reducer_init fills the reducer with its
// init (1000) or the op's identity (-inf for max, as TileLang's own), each
// T.reducer_update in the nest combines into it (a row sum, a row max
// lowered as whole-tile row reductions), and T.finalize_reducer(acc, dst)
// copies it out. With A = 0, 1, ..., 127 as 8 x 16: S[r] = 1000 + the sum
// of row r, M[r] = 2 * its last element.
// RUN: pto-translate --import-tir %S/Inputs/reducers-v2.py -o %t.mlir
// RUN: FileCheck %s --check-prefix=TIR < %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg iota:8x16 --arg zeros:8 --arg zeros:8 --print && \
// RUN:   pto-run %t.$a.pto --insert-sync --arg iota:8x16 --arg zeros:8 --arg zeros:8 --print; \
// RUN: done | FileCheck %s

// TIR: %[[ACC:.*]] = tir.alloc_buffer "acc" : memref<8xf32, #tir.scope<"local.reducer">>
// TIR: %[[MX:.*]] = tir.alloc_buffer "mx" : memref<8xf32, #tir.scope<"local.reducer">>
// TIR: %[[INIT:.*]] = arith.constant 1.000000e+03 : f32
// TIR: tir.fill %[[ACC]], %[[INIT]]
// TIR: %[[LOWEST:.*]] = arith.constant 0xFF800000 : f32
// TIR: tir.fill %[[MX]], %[[LOWEST]]
// TIR: tir.for parallel
// TIR: tir.for parallel
// TIR: %[[OLD:.*]] = memref.load %[[ACC]]
// TIR: arith.addf %[[OLD]], %{{.*}} : f32
// TIR: memref.store %{{.*}}, %[[ACC]]
// TIR: arith.maximumf
// TIR: tir.copy %[[ACC]], %{{.*}} : memref<8xf32, #tir.scope<"local.reducer">>, memref<8xf32, #tir.scope<"local.fragment">>

// CHECK: arg1 = 1120 1376 1632 1888 2144 2400 2656 2912
// CHECK-NEXT: arg2 = 30 62 94 126 158 190 222 254
// CHECK: arg1 = 1120 1376 1632 1888 2144 2400 2656 2912
// CHECK-NEXT: arg2 = 30 62 94 126 158 190 222 254
// CHECK: arg1 = 1120 1376 1632 1888 2144 2400 2656 2912
// CHECK-NEXT: arg2 = 30 62 94 126 158 190 222 254
// CHECK: arg1 = 1120 1376 1632 1888 2144 2400 2656 2912
// CHECK-NEXT: arg2 = 30 62 94 126 158 190 222 254
