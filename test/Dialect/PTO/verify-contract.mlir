// RUN: pto-opt %s --pto-verify-contract -split-input-file -verify-diagnostics | FileCheck %s

// A module that keeps the contract passes unchanged.
// CHECK-LABEL: func.func @ok
// CHECK: pto.get_block_idx
module attributes {pto.target_arch = "a5"} {
  func.func @ok(%p: !pto.ptr<f32>, %n: i32) {
    %b = pto.get_block_idx
    return
  }
}

// -----

// expected-error@+1 {{PTO output contract: the module has no 'pto.target_arch' attribute}}
module {
  func.func @no_arch() {
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @survivor() {
    // expected-error@+1 {{PTO output contract: 'ascend.block_idx' survived the lowering; convert-ascend-to-pto did not convert it}}
    %i = ascend.block_idx : index
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @tir_survivor() {
    // expected-error@+1 {{PTO output contract: 'tir.kernel' survived the lowering; convert-tir-to-ascend did not convert it}}
    tir.kernel (%bx) in (2) {
    }
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  // expected-error@+1 {{PTO output contract: argument #0 of 'memref_arg' has type 'memref<4xf32>'; expected !pto.ptr or a scalar}}
  func.func @memref_arg(%m: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    // expected-error@+1 {{PTO output contract: 'memref.load' survived the lowering; ptoas accepts only func, arith, scf and pto ops}}
    %x = memref.load %m[%c0] : memref<4xf32>
    return
  }
}
