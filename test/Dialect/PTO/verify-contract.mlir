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
  // expected-error@+1 {{PTO output contract: argument #0 of 'memref_arg' has type 'memref<4xf32>'; expected !pto.ptr, a scalar or the FFTS address (memref<256xi64>)}}
  func.func @memref_arg(%m: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    // expected-error@+1 {{PTO output contract: 'memref.load' survived the lowering; ptoas accepts only func, arith, scf and pto ops}}
    %x = memref.load %m[%c0] : memref<4xf32>
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  // expected-error@+1 {{PTO output contract: 'decl' is a declaration; ptoas compiles only functions with a body}}
  func.func private @decl(!pto.ptr<f32>)
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @entry() attributes {pto.entry} {
    return
  }
  // expected-error@+1 {{PTO output contract: result #0 of 'tile_result' has type '!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>'; functions return nothing or scalars}}
  func.func private @tile_result() -> !pto.tile_buf<vec, 1x16xf32> {
    %t = pto.alloc_tile : !pto.tile_buf<vec, 1x16xf32>
    return %t : !pto.tile_buf<vec, 1x16xf32>
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  // expected-error@+1 {{PTO output contract: 'builtin.module' at module level; a .pto module holds only func.func}}
  module {
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @cast(%p: !pto.ptr<f32>) {
    // expected-error@+1 {{PTO output contract: 'builtin.unrealized_conversion_cast' survived the lowering; a conversion left a type it could not convert}}
    %x = builtin.unrealized_conversion_cast %p : !pto.ptr<f32> to i64
    return
  }
}

// -----

// The scalar result of a helper is fine.
// CHECK-LABEL: func.func private @helper
// CHECK: return %{{.*}} : i32
module attributes {pto.target_arch = "a3"} {
  func.func @main(%n: i32) attributes {pto.entry} {
    %r = func.call @helper(%n) : (i32) -> i32
    return
  }
  func.func private @helper(%n: i32) -> i32 {
    return %n : i32
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @scalar_addf(%a: f32, %b: f32) {
    // expected-error@+1 {{PTO output contract: a scalar 'arith.addf'; ptoas 0.27 cannot lower it (write a - (-b))}}
    %c = arith.addf %a, %b : f32
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @nan_constant() {
    // expected-error@+1 {{PTO output contract: a NaN float constant; ptoas 0.27 prints it as `NaN.0f`, which is not C++}}
    %c = arith.constant 0x7FC00000 : f32
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @inf_constant() {
    // expected-error@+1 {{PTO output contract: an infinite float constant; ptoas 0.27 prints it as `Inf.0f`, which is not C++}}
    %c = arith.constant 0xFF800000 : f32
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @narrow_index_cast(%i: index) {
    // expected-error@+1 {{PTO output contract: 'arith.index_cast' from index to 'i32'; ptoas 0.27 fails to print C++ for it where the index has other uses (cast to i64, then arith.trunci)}}
    %c = arith.index_cast %i : index to i32
    %t = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
    pto.tci ins(%c : i32) outs(%t : !pto.tile_buf<vec, 1x32xi32>)
    return
  }
}
