// tir-split-buffer-stages reports a constant stage outside its buffer.
// RUN: pto-opt %s --tir-split-buffer-stages -split-input-file -verify-diagnostics

func.func @stage_out_of_range(%A: memref<32x32xf16>) {
  tir.kernel (%bx) in (1) {
    %c2 = arith.constant 2 : index
    %x = tir.alloc_buffer "x_l1" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    // expected-error@+1 {{'memref.subview' op takes stage 2 of 'x_l1', which has 2 stages}}
    %s = memref.subview %x[%c2, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    tir.copy %A, %s : memref<32x32xf16>, memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
  }
  return
}
