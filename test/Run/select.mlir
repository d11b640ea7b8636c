// pto-run's tcmp / tcmps / tsel, end to end: a T.Parallel nest with
// T.if_then_else (x > 40 ? x : 0) through the pipeline on both arches,
// on iota input. The comparison gives one predicate per element and tsel
// picks by it, as pto-isa's tcmp and tsel do together.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --print | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --blocks 1 --arg iota:4x32 --arg zeros:4x32 --print | FileCheck %s
// PTO: pto.tcmps
// PTO: pto.tsel
// CHECK: arg1 = 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127{{$}}

func.func @sel(%g: memref<4x32xf32>, %o: memref<4x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %t = arith.constant 40.0 : f32
  %z = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<4x32xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<4x32xf32, #tir.scope<"shared.dyn">>
  tir.copy %g, %x : memref<4x32xf32>, memref<4x32xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x32xf32, #tir.scope<"shared.dyn">>
      %c = arith.cmpf ogt, %v, %t : f32
      %q = tir.intrin "if_then_else"(%c, %v, %z) : (i1, f32, f32) -> f32
      memref.store %q, %y[%i, %j] : memref<4x32xf32, #tir.scope<"shared.dyn">>
    }
  }
  tir.copy %y, %o : memref<4x32xf32, #tir.scope<"shared.dyn">>, memref<4x32xf32>
  return
}
