// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

// bf16 scalar math: the Vector core has no bf16 exp on a3.
func.func @bf16_scalar(%x: bf16) {
  %y = tir.alloc_buffer "y" : memref<16xbf16, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    // expected-error@+1 {{'math.exp' op computes scalar math on 'bf16': it is computed on a one-row tile, and the a3 Vector core runs it on}}
    %a = math.exp %x : bf16
    tir.fill %y, %a : memref<16xbf16, #tir.scope<"shared">>
  }
  return
}

// -----

// Scalar math without a tile form: reported at the op, before the
// conversion.
func.func @tanh_scalar(%x: f32) {
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    // expected-error@+1 {{'math.tanh' op computes scalar math outside a T.Parallel nest, which has no PTO lowering (exp, log, sqrt, rsqrt and abs of one value are computed on a tile); compute it element-wise on a tile}}
    %a = math.tanh %x : f32
    tir.fill %y, %a : memref<16xf32, #tir.scope<"shared">>
  }
  return
}
