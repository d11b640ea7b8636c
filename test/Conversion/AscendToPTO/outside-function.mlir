// Ascend ops outside any function (found by the fuzzer: the scratch tile of
// a3's in-place rec was placed at the start of an enclosing function that
// does not exist). Their temporaries go at the start of their own block.
// RUN: pto-opt %s --ascend-allocate-scratch --convert-ascend-to-pto | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
// CHECK-NEXT: %[[SCRATCH:.*]] = pto.alloc_tile : [[T:!pto\.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, [^>]*>]]
// CHECK-NEXT: %[[A:.*]] = pto.alloc_tile : [[T]]
// CHECK-NEXT: pto.trecip ins(%[[A]] : [[T]]) outs(%[[SCRATCH]] : [[T]])
// CHECK-NEXT: pto.tmov ins(%[[SCRATCH]] : [[T]]) outs(%[[A]] : [[T]])
module attributes {ascend.arch = #ascend.arch<a3>} {
  %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
}
