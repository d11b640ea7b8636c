// --pto-arch overrides the module's pto.target_arch for the PTO verifiers
// (ptoas lets the module attribute win): acc -> vec tmov exists on a5 only.
// RUN: pto-opt %s --pto-arch=a5 | FileCheck %s
// RUN: not pto-opt %s 2>&1 | FileCheck %s --check-prefix=A3
// RUN: not pto-opt %s --pto-arch=a3 2>&1 | FileCheck %s --check-prefix=A3

// CHECK: pto.tmov ins(%{{.*}} : !pto.tile_buf<loc=acc
// A3: error: 'pto.tmov' op does not support acc -> vec on A2/A3
module attributes {pto.target_arch = "a3"} {
  func.func @acc_to_vec() {
    %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
    %vec = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%vec : !pto.tile_buf<vec, 16x16xf32>)
    return
  }
}

// An unknown arch is a command-line error.
// RUN: not pto-opt %s --pto-arch=a9 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: echo "module {}" | not pto-opt --tir-to-pto-pipeline="arch=a9" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: Cannot find option named 'a9'!
