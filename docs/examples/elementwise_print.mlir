// Debug output from a kernel: T.printf and T.dump_tensor around an int16
// bitwise and, C = A & B, in the tir dialect.
//
// Source: tile-ai/tilelang-ascend examples/print/elementwise_print.py
// @ 95acbd7f, `bitwise_and(M=2, N=16, block_M=2, block_N=16)` (the shapes
// it runs; dtype "int16"): one block of 2 x 16, each of the two Vector
// sub-blocks (VEC_NUM = 2) taking one row.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, N), dtype), B: T.Tensor((M, N), dtype),
//            C: T.Tensor((M, N), dtype)):
//       T.printf("===========A:\n")
//       T.dump_tensor(A, 111, M * N, (M, N))
//       T.printf("===========B:\n")
//       T.dump_tensor(B, 111, M * N, (M, N))
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bx = cid // n_num
//           by = cid % n_num
//           T.printf("-----cid:%d-------------vid:%d--------------------------------------\n", cid, vid)
//           a_ub = T.alloc_ub((block_M // VEC_NUM, block_N), dtype)
//           b_ub = T.alloc_ub((block_M // VEC_NUM, block_N), dtype)
//           c_ub = T.alloc_ub((block_M // VEC_NUM, block_N), dtype)
//           T.printf("===========original c_ub:\n")
//           T.dump_tensor(c_ub, 222, block_M // VEC_NUM * block_N, (block_M // VEC_NUM, block_N))
//           with T.Scope("V"):
//               T.copy(A[bx * block_M + vid * block_M // VEC_NUM, by * block_N], a_ub)
//               T.printf("===========a_ub after copy:\n")
//               T.dump_tensor(a_ub, 222, block_M // VEC_NUM * block_N, (block_M // VEC_NUM, block_N))
//               T.copy(B[bx * block_M + vid * block_M // VEC_NUM, by * block_N], b_ub)
//               T.barrier_all()
//               T.printf("===========b_ub after copy:\n")
//               T.dump_tensor(b_ub, 222, block_M // VEC_NUM * block_N, (block_M // VEC_NUM, block_N))
//               T.barrier_all()
//               T.tile.bitwise_and(c_ub, a_ub, b_ub)
//               T.barrier_all()
//               T.copy(c_ub, C[bx * block_M + vid * block_M // VEC_NUM, by * block_N])
//               T.barrier_all()
//               T.printf("===========c_ub after processing:\n")
//               T.dump_tensor(c_ub, 222, block_M // VEC_NUM * block_N, (block_M // VEC_NUM, block_N))
//       T.printf("===========C:\n")
//       T.dump_tensor(C, 111, M * N, (M, N))
//
// As TileLang prints it, the allocations come first in the kernel,
// `cid // n_num` and `cid % n_num` are folded to cid and 0 (n_num = 1), and
// the row `bx * block_M + vid * block_M // VEC_NUM` is cid * 2 + vid.
//
// Each T.printf is one pto.print per value it prints (pto.print prints
// one); each T.dump_tensor is a barrier of every pipe, the header
// TileLang's runtime prints, and pto.tprint of the ub tile or of the
// global tensor's window. The statements outside T.Kernel run on every
// core that runs the kernel, here both Vector sub-blocks; c_ub is dumped
// before anything writes it, as the source does (its elements are
// undefined).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/elementwise_print.mlir -o elementwise_print.pto

!gm = memref<2x16xi16>
!ub = memref<1x16xi16, #tir.scope<"shared">>
!region = memref<1x16xi16, strided<[16, 1], offset: ?>>

func.func @bitwise_and(%A: !gm {tir.name = "A"}, %B: !gm {tir.name = "B"},
                       %C: !gm {tir.name = "C"}) {
  tir.intrin "tl.ascend_printf"() {args = ["===========A:\n"]} : () -> ()
  tir.dump_tensor %A desc(111) size(32) shape [2, 16] : !gm
  tir.intrin "tl.ascend_printf"() {args = ["===========B:\n"]} : () -> ()
  tir.dump_tensor %B desc(111) size(32) shape [2, 16] : !gm
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %a_ub = tir.alloc_buffer "a_ub" : !ub
    %b_ub = tir.alloc_buffer "b_ub" : !ub
    %c_ub = tir.alloc_buffer "c_ub" : !ub
    %c2 = arith.constant 2 : index
    tir.intrin "tl.ascend_printf"(%cid, %vid) {args = ["-----cid:%d-------------vid:%d--------------------------------------\n"]} : (index, index) -> ()
    tir.intrin "tl.ascend_printf"() {args = ["===========original c_ub:\n"]} : () -> ()
    tir.dump_tensor %c_ub desc(222) size(16) shape [1, 16] : !ub
    tir.section <vector> {
      %row0 = arith.muli %cid, %c2 : index
      %row = arith.addi %row0, %vid : index
      %a_src = memref.subview %A[%row, 0] [1, 16] [1, 1] : !gm to !region
      tir.copy %a_src, %a_ub : !region, !ub
      tir.intrin "tl.ascend_printf"() {args = ["===========a_ub after copy:\n"]} : () -> ()
      tir.dump_tensor %a_ub desc(222) size(16) shape [1, 16] : !ub
      %b_src = memref.subview %B[%row, 0] [1, 16] [1, 1] : !gm to !region
      tir.copy %b_src, %b_ub : !region, !ub
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.intrin "tl.ascend_printf"() {args = ["===========b_ub after copy:\n"]} : () -> ()
      tir.dump_tensor %b_ub desc(222) size(16) shape [1, 16] : !ub
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.tile <bitwise_and> ins(%a_ub, %b_ub : !ub, !ub) outs(%c_ub : !ub)
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      %c_dst = memref.subview %C[%row, 0] [1, 16] [1, 1] : !gm to !region
      tir.copy %c_ub, %c_dst : !ub, !region
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
      tir.intrin "tl.ascend_printf"() {args = ["===========c_ub after processing:\n"]} : () -> ()
      tir.dump_tensor %c_ub desc(222) size(16) shape [1, 16] : !ub
    }
  }
  tir.intrin "tl.ascend_printf"() {args = ["===========C:\n"]} : () -> ()
  tir.dump_tensor %C desc(111) size(32) shape [2, 16] : !gm
  return
}
