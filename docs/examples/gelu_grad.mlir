// The backward of GELU (its tanh form), dx = dy * gelu'(x), built from
// tilelang-ascend's T.tile.* operations, in the tir dialect: with
// p = exp(x * (BETAN + AN * x^2)) and r = x * (BETA + A3 * x^2),
// gelu'(x) = 1 / (1 + p) + p * r / (1 + p)^2, the second term set to 0
// where it is NaN (T.tile.compare of it with itself, T.tile.select).
//
// Source: tile-ai/tilelang-ascend examples/activation/gelu_grad.py
// @ 95acbd7f, `gelu_grad(M, N, block_M, block_N, dtype="float")` at two of
// its test configurations: (256, 256, 64, 64) (@gelu_grad, 16 cids) and
// (21293, 256, 128, 128) with M shrunk to 300 (@gelu_grad_tail, 6 cids),
// which keeps its edge: the last row block has 44 rows, all on vid 0, and
// vid 1's 64 rows lie wholly past the edge.
//
//   m_num = T.ceildiv(M, block_M); n_num = T.ceildiv(N, block_N); VEC_NUM = 2
//   BETAN = -1.595769121605730711759; AN = -0.0713548162726002527220
//   A3 = 0.2140644488178007; BETA = 1.595769121605730711759
//   @T.prim_func
//   def main(dy: T.Tensor((M, N), dtype), x: T.Tensor((M, N), dtype),
//            grad_input: T.Tensor((M, N), dtype)):
//       with T.Kernel(m_num * n_num, is_npu=True) as (cid, vid):
//           bx = cid // n_num
//           by = cid % n_num
//           cmp_ub = T.alloc_shared((block_M // VEC_NUM, block_N), "uint8")
//           x_ub = T.alloc_shared((block_M // VEC_NUM, block_N), dtype)
//           xsqr_ub, px_ub, res0_ub, div_ub: likewise
//           T.copy(x[bx * block_M + vid * block_M // VEC_NUM, by * block_N], x_ub)
//           T.tile.mul(xsqr_ub, x_ub, x_ub)
//           T.tile.fill(px_ub, BETAN)
//           T.tile.axpy(px_ub, xsqr_ub, AN)
//           T.tile.mul(px_ub, px_ub, x_ub)
//           T.tile.exp(px_ub, px_ub)
//           T.tile.fill(res0_ub, BETA)
//           T.tile.axpy(res0_ub, xsqr_ub, A3)
//           T.tile.mul(res0_ub, res0_ub, x_ub)
//           T.tile.add(xsqr_ub, px_ub, 1.0)
//           T.tile.fill(x_ub, 1.0)  # reuse x_ub
//           T.tile.div(div_ub, x_ub, xsqr_ub)
//           T.tile.mul(x_ub, px_ub, div_ub)  # reuse x_ub as resp_ub
//           T.tile.mul(x_ub, x_ub, res0_ub)
//           T.tile.mul(x_ub, x_ub, div_ub)
//           T.tile.compare(cmp_ub, x_ub, x_ub, "EQ")
//           T.tile.fill(px_ub, 0.0)  # reuse px_ub as zero_ub
//           T.tile.select(xsqr_ub, cmp_ub, x_ub, px_ub, "VSEL_CMPMASK_SPR")
//           T.tile.add(x_ub, xsqr_ub, div_ub)
//           T.copy(dy[bx * block_M + vid * block_M // VEC_NUM, by * block_N], res0_ub)
//           T.tile.mul(div_ub, res0_ub, x_ub)  # reuse div_ub as grad_input_ub
//           T.copy(div_ub, grad_input[bx * block_M + vid * block_M // VEC_NUM, by * block_N])
//
// The buffers keep T.alloc_shared's scope, "shared.dyn" (ub); the
// "uint8" mask buffer is an i8 buffer here (MLIR's integers are
// signless; only T.tile.select reads it). `cid % n_num` is TVM's floormod,
// as TileLang prints it. The Python float constants are
// float32 immediates, as TVM makes them. With all its work Vector work, each
// (cid, vid) runs as a block of its own: 32 and 12 blocks. After lowering a
// kernel is launched as gelu_grad(dy, x, grad_input).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/gelu_grad.mlir -o gelu_grad.pto

!t32 = memref<32x64xf32, #tir.scope<"shared.dyn">>
!m32 = memref<32x64xi8, #tir.scope<"shared.dyn">>
!g32 = memref<32x64xf32, strided<[256, 1], offset: ?>>

func.func @gelu_grad(%dy: memref<256x256xf32> {tir.name = "dy"},
                    %x: memref<256x256xf32> {tir.name = "x"},
                    %grad_input: memref<256x256xf32> {tir.name = "grad_input"}) {
  tir.kernel (%cid) in (16) sub_block (%vid) in 2 {
    %n_num = arith.constant 4 : index
    %block_M = arith.constant 64 : index
    %half_M = arith.constant 32 : index
    %block_N = arith.constant 64 : index
    %betan = arith.constant -1.59576917 : f32
    %an = arith.constant -0.0713548139 : f32
    %a3 = arith.constant 0.214064449 : f32
    %beta = arith.constant 1.59576917 : f32
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %cmp_ub = tir.alloc_buffer "cmp_ub" : !m32
    %x_ub = tir.alloc_buffer "x_ub" : !t32
    %xsqr_ub = tir.alloc_buffer "xsqr_ub" : !t32
    %px_ub = tir.alloc_buffer "px_ub" : !t32
    %res0_ub = tir.alloc_buffer "res0_ub" : !t32
    %div_ub = tir.alloc_buffer "div_ub" : !t32
    %r0 = arith.muli %bx, %block_M : index
    %r1 = arith.muli %vid, %half_M : index
    %row = arith.addi %r0, %r1 : index
    %col = arith.muli %by, %block_N : index
    %xg = memref.subview %x[%row, %col] [32, 64] [1, 1] : memref<256x256xf32> to !g32
    tir.copy %xg, %x_ub : !g32, !t32
    tir.tile <mul> ins(%x_ub, %x_ub : !t32, !t32) outs(%xsqr_ub : !t32)
    tir.fill %px_ub, %betan : !t32
    tir.tile <axpy> ins(%xsqr_ub : !t32) scalar(%an : f32) outs(%px_ub : !t32)
    tir.tile <mul> ins(%px_ub, %x_ub : !t32, !t32) outs(%px_ub : !t32)
    tir.tile <exp> ins(%px_ub : !t32) outs(%px_ub : !t32)
    tir.fill %res0_ub, %beta : !t32
    tir.tile <axpy> ins(%xsqr_ub : !t32) scalar(%a3 : f32) outs(%res0_ub : !t32)
    tir.tile <mul> ins(%res0_ub, %x_ub : !t32, !t32) outs(%res0_ub : !t32)
    tir.tile <add> ins(%px_ub : !t32) scalar(%one : f32) outs(%xsqr_ub : !t32)
    tir.fill %x_ub, %one : !t32
    tir.tile <div> ins(%x_ub, %xsqr_ub : !t32, !t32) outs(%div_ub : !t32)
    tir.tile <mul> ins(%px_ub, %div_ub : !t32, !t32) outs(%x_ub : !t32)
    tir.tile <mul> ins(%x_ub, %res0_ub : !t32, !t32) outs(%x_ub : !t32)
    tir.tile <mul> ins(%x_ub, %div_ub : !t32, !t32) outs(%x_ub : !t32)
    tir.tile <compare> ins(%x_ub, %x_ub : !t32, !t32) outs(%cmp_ub : !m32) {cmp_mode = #tir.cmp_mode<eq>}
    tir.fill %px_ub, %zero : !t32
    tir.tile <select> ins(%cmp_ub, %x_ub, %px_ub : !m32, !t32, !t32) outs(%xsqr_ub : !t32) {sel_mode = #tir.sel_mode<cmpmask_spr>}
    tir.tile <add> ins(%xsqr_ub, %div_ub : !t32, !t32) outs(%x_ub : !t32)
    %dyg = memref.subview %dy[%row, %col] [32, 64] [1, 1] : memref<256x256xf32> to !g32
    tir.copy %dyg, %res0_ub : !g32, !t32
    tir.tile <mul> ins(%res0_ub, %x_ub : !t32, !t32) outs(%div_ub : !t32)
    %gg = memref.subview %grad_input[%row, %col] [32, 64] [1, 1] : memref<256x256xf32> to !g32
    tir.copy %div_ub, %gg : !t32, !g32
  }
  return
}

!t64 = memref<64x128xf32, #tir.scope<"shared.dyn">>
!m64 = memref<64x128xi8, #tir.scope<"shared.dyn">>
!g64 = memref<64x128xf32, strided<[256, 1], offset: ?>>

func.func @gelu_grad_tail(%dy: memref<300x256xf32> {tir.name = "dy"},
                         %x: memref<300x256xf32> {tir.name = "x"},
                         %grad_input: memref<300x256xf32> {tir.name = "grad_input"}) {
  tir.kernel (%cid) in (6) sub_block (%vid) in 2 {
    %n_num = arith.constant 2 : index
    %block_M = arith.constant 128 : index
    %half_M = arith.constant 64 : index
    %block_N = arith.constant 128 : index
    %betan = arith.constant -1.59576917 : f32
    %an = arith.constant -0.0713548139 : f32
    %a3 = arith.constant 0.214064449 : f32
    %beta = arith.constant 1.59576917 : f32
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %bx = arith.floordivsi %cid, %n_num : index
    %by = tir.intrin "floormod"(%cid, %n_num) : (index, index) -> index
    %cmp_ub = tir.alloc_buffer "cmp_ub" : !m64
    %x_ub = tir.alloc_buffer "x_ub" : !t64
    %xsqr_ub = tir.alloc_buffer "xsqr_ub" : !t64
    %px_ub = tir.alloc_buffer "px_ub" : !t64
    %res0_ub = tir.alloc_buffer "res0_ub" : !t64
    %div_ub = tir.alloc_buffer "div_ub" : !t64
    %r0 = arith.muli %bx, %block_M : index
    %r1 = arith.muli %vid, %half_M : index
    %row = arith.addi %r0, %r1 : index
    %col = arith.muli %by, %block_N : index
    %xg = memref.subview %x[%row, %col] [64, 128] [1, 1] : memref<300x256xf32> to !g64
    tir.copy %xg, %x_ub : !g64, !t64
    tir.tile <mul> ins(%x_ub, %x_ub : !t64, !t64) outs(%xsqr_ub : !t64)
    tir.fill %px_ub, %betan : !t64
    tir.tile <axpy> ins(%xsqr_ub : !t64) scalar(%an : f32) outs(%px_ub : !t64)
    tir.tile <mul> ins(%px_ub, %x_ub : !t64, !t64) outs(%px_ub : !t64)
    tir.tile <exp> ins(%px_ub : !t64) outs(%px_ub : !t64)
    tir.fill %res0_ub, %beta : !t64
    tir.tile <axpy> ins(%xsqr_ub : !t64) scalar(%a3 : f32) outs(%res0_ub : !t64)
    tir.tile <mul> ins(%res0_ub, %x_ub : !t64, !t64) outs(%res0_ub : !t64)
    tir.tile <add> ins(%px_ub : !t64) scalar(%one : f32) outs(%xsqr_ub : !t64)
    tir.fill %x_ub, %one : !t64
    tir.tile <div> ins(%x_ub, %xsqr_ub : !t64, !t64) outs(%div_ub : !t64)
    tir.tile <mul> ins(%px_ub, %div_ub : !t64, !t64) outs(%x_ub : !t64)
    tir.tile <mul> ins(%x_ub, %res0_ub : !t64, !t64) outs(%x_ub : !t64)
    tir.tile <mul> ins(%x_ub, %div_ub : !t64, !t64) outs(%x_ub : !t64)
    tir.tile <compare> ins(%x_ub, %x_ub : !t64, !t64) outs(%cmp_ub : !m64) {cmp_mode = #tir.cmp_mode<eq>}
    tir.fill %px_ub, %zero : !t64
    tir.tile <select> ins(%cmp_ub, %x_ub, %px_ub : !m64, !t64, !t64) outs(%xsqr_ub : !t64) {sel_mode = #tir.sel_mode<cmpmask_spr>}
    tir.tile <add> ins(%xsqr_ub, %div_ub : !t64, !t64) outs(%x_ub : !t64)
    %dyg = memref.subview %dy[%row, %col] [64, 128] [1, 1] : memref<300x256xf32> to !g64
    tir.copy %dyg, %res0_ub : !g64, !t64
    tir.tile <mul> ins(%res0_ub, %x_ub : !t64, !t64) outs(%div_ub : !t64)
    %gg = memref.subview %grad_input[%row, %col] [64, 128] [1, 1] : memref<300x256xf32> to !g64
    tir.copy %div_ub, %gg : !t64, !g64
  }
  return
}
