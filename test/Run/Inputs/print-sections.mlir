// The expert-mode kernel of print-mixed.mlir: a GEMM in a Cube section and
// a copy of its result in a Vector section, each printing.
func.func @m(%A: memref<32x32xf16> {tir.name = "A"}, %C: memref<32x32xf32> {tir.name = "C"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %c16 = arith.constant 16 : index
    %a = tir.alloc_buffer "A_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %c = tir.alloc_buffer "C_L0" : memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %u = tir.alloc_buffer "c_ub" : memref<16x32xf32, #tir.scope<"shared.ub">>
    %true = arith.constant true
    %flag0 = arith.constant 0 : i32
    %mode = arith.constant 2 : i32
    tir.section <cube> {
      tir.copy %A, %a : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
      tir.gemm %a, %a, %c clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"wmma.accumulator">>
      tir.copy %c, %C : memref<32x32xf32, #tir.scope<"wmma.accumulator">>, memref<32x32xf32>
      tir.intrin "tl.ascend_printf"() {args = ["in Scope C\n"]} : () -> ()
      tir.dump_tensor %C desc(1) size(32) shape [32] : memref<32x32xf32>
      tir.intrin "tl.ascend_set_cross_flag"(%flag0, %mode) {args = ["FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      tir.intrin "tl.ascend_wait_cross_flag"(%flag0) : (i32) -> ()
      %row = arith.muli %vid, %c16 : index
      %r = memref.subview %C[%row, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %r, %u : memref<16x32xf32, strided<[32, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared.ub">>
      tir.intrin "tl.ascend_printf"() {args = ["in Scope V\n"]} : () -> ()
      tir.dump_tensor %u desc(2) size(512) shape [16, 32] : memref<16x32xf32, #tir.scope<"shared.ub">>
    }
  }
  return
}
