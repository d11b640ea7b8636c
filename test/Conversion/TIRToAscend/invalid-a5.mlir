// PTO has no transposing L1 -> L0 move (and a5 none into L0A at all): a
// transposed operand must be loaded transposed into L1, which needs an L1
// buffer filled only from GM.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics

func.func @transposed_a_not_from_gm(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.gemm' op T.gemm transposes its A operand 'A', but its L1 buffer cannot hold it transposed}}
  tir.gemm %a, %b, %c clear_accum(%init) {transpose_a} : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}
