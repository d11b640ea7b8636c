// Upstream TileLang's MHC head mix (forward): a SIMT-style kernel that
// computes on global memory directly, one block of 32 tokens per core,
// each row guarded against the end of the tokens, in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_mhc_head_compute_mix.py
// @ 3da0123d, `mhc_head_compute_mix_fwd(mhc_mult, mhc_pre_eps,
// token_block_size)` at the mhc_mult = 4, mhc_pre_eps = 1e-6,
// token_block_size = 32 its __main__ runs (float32; num_tokens is
// T.dynamic, 128 there):
//
//   @T.prim_func
//   def main(input_mix: T.Tensor[(num_tokens, mhc_mult), T.float32],
//            mhc_scale: T.Tensor[(1,), T.float32],
//            mhc_base: T.Tensor[(mhc_mult,), T.float32],
//            output_mix: T.Tensor[(num_tokens, mhc_mult), T.float32]):
//       with T.Kernel(T.ceildiv(num_tokens, token_block_size)) as pid:
//           for i1, j in T.Parallel(token_block_size, mhc_mult):
//               i = pid * token_block_size + i1
//               if i < num_tokens:
//                   output_mix[i, j] = T.sigmoid(input_mix[i, j] * mhc_scale[0]
//                                                + mhc_base[j]) + mhc_pre_eps
//
// No T.SimtVF scope: upstream's AutoSimtVF pass makes the loop a SIMT
// region. Here the Vector core computes it on ub tiles:
// tir-stage-global-parallel copies the block's rows of input_mix and
// output_mix and the row mhc_base into ub buffers (mhc_scale[0] stays a
// scalar read), tir-if-convert-parallel makes the guarded store a select,
// and the guard compares the row indices (a counting tile) with
// num_tokens. The copies of the last block are clipped at the tensor's edge
// (ascend-clip-gm-regions), so no row past num_tokens is read or written.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_head_compute_mix.mlir -o mhc_head_compute_mix.pto
//   ptoas --pto-arch=a3 --enable-insert-sync mhc_head_compute_mix.pto -o mhc_head_compute_mix.cpp

func.func @mhc_head_compute_mix_fwd(
    %input_mix: memref<?x4xf32> {tir.name = "input_mix"},
    %mhc_scale: memref<1xf32> {tir.name = "mhc_scale"},
    %mhc_base: memref<4xf32> {tir.name = "mhc_base"},
    %output_mix: memref<?x4xf32> {tir.name = "output_mix"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %eps = arith.constant 1.0e-06 : f32
  %num_tokens = memref.dim %input_mix, %c0 : memref<?x4xf32>
  %blocks = arith.ceildivsi %num_tokens, %c32 : index
  tir.kernel (%pid) in (%blocks) {
    tir.for parallel %i1 = %c0 to %c32 step %c1 {
      tir.for parallel %j = %c0 to %c4 step %c1 {
        %first = arith.muli %pid, %c32 : index
        %i = arith.addi %first, %i1 : index
        %in = arith.cmpi slt, %i, %num_tokens : index
        scf.if %in {
          %x = memref.load %input_mix[%i, %j] : memref<?x4xf32>
          %scale = memref.load %mhc_scale[%c0] : memref<1xf32>
          %xs = arith.mulf %x, %scale : f32
          %base = memref.load %mhc_base[%j] : memref<4xf32>
          %t = arith.addf %xs, %base : f32
          %s = tir.intrin "sigmoid"(%t) : (f32) -> f32
          %y = arith.addf %s, %eps : f32
          memref.store %y, %output_mix[%i, %j] : memref<?x4xf32>
        }
      }
    }
  }
  return
}
