// T.SimtVF and T.SimdVF are accepted with a remark that says what tirpto
// does with them.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @remarks
// CHECK: ascend.vdup
func.func @remarks() {
  tir.kernel (%bx) in (2) {
    %zero = arith.constant 0.0 : f32
    %x = tir.alloc_buffer "x" : memref<64xf32, #tir.scope<"shared.dyn">>
    // expected-remark@+1 {{T.SimtVF is accepted: its work is lowered as tile work on the Vector core (the scope and its thread counts guide TileLang's own AscendC backend)}}
    tir.vector_function <simt> threads [128] {
      tir.fill %x, %zero : memref<64xf32, #tir.scope<"shared.dyn">>
    }
    // expected-remark@+1 {{T.SimdVF is accepted: its work is lowered as tile work on the Vector core (the scope guides TileLang's own AscendC backend)}}
    tir.vector_function <simd> {
    }
  }
  return
}
