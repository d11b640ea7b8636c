// The mHC GEMM with the row sums of squares of its input (the
// `gemm_with_sqrsum` of the mHC pre-norm), in the tir dialect: a mixed
// kernel in which the two Vector cores widen each half of a bf16 token
// block to f32 with T.simd register ops, summing the squares of each row as
// they go, and hand the f32 block to the Cube, which multiplies it by the
// f32 weights (fn^T) into an accumulator.
//
// Source: get_mhc_gemm_with_sqrsum_fwd_kernel_asc in tile_kernels/mhc/
// norm_fn_asc.py of an Ascend port of DeepSeek's TileKernels (a later
// revision of the file than Butterfingrz/TileKernels @ 66258df6, which does
// not have this kernel yet; the public code index holds that revision
// without its repository and commit), called as its wrapper
// _mhc_gemm_with_sqrsum_fwd_asc_legacy calls it, at shapes chosen small
// with a ragged token edge: num_tokens = 40, mhc_mult3 = 24,
// rms_group_size = 512, n_rms_group = 1, split_size = 512,
// hidden_block = 128 (nchunk = 2), n_splits = 1, n_block = 32
// (max(align(24, 16), 16)), token_block = 32, num_stages = 2,
// num_cores = 2 (the wrapper's choice for 2 token tiles): k_tiles = 4,
// token_tiles = 2, total_blocks = 2.
//
//   with T.MixedKernel(num_cores, sids=2) as (core_id, sid):
//       T.set_hf32_mode("nearest_even")
//       x_ub_b = T.alloc_shared((token_block // 2, hidden_block), T.bfloat16)
//       x_ub_f = T.alloc_shared((token_block // 2, hidden_block), T.float32)
//       x_l1 = T.alloc_l1((token_block, hidden_block), T.float32)
//       fn_l1 = T.alloc_l1((n_block, hidden_block), T.float32)
//       acc = T.alloc_l0c((token_block, n_block), T.float32)
//       sqacc = T.alloc_shared((token_block // 2, nchunk * VL), T.float32)
//       sqr_final = T.alloc_shared((token_block // 2,), T.float32)
//       for block_id in T.Persistent([total_blocks], num_cores, core_id, group_size=1):
//           pid_z = block_id // (token_tiles * n_rms_group)
//           tmp = block_id % (token_tiles * n_rms_group)
//           pid_y = tmp // token_tiles
//           pid_x = tmp % token_tiles
//           token_start = pid_x * token_block
//           k_offset = pid_z * split_size + pid_y * rms_group_size
//           with T.SimdVF():
//               T.fill(sqacc, 0.0)
//           for kt in T.Pipelined(k_tiles, num_stages=num_stages):
//               k_start = k_offset + kt * hidden_block
//               T.dual_copy(x[token_start:token_start + token_block, k_start:k_start + hidden_block], x_ub_b)
//               T.copy(fn[0:mhc_mult3, k_start:k_start + hidden_block], fn_l1[0:mhc_mult3, :])
//               with T.SimdVF():
//                   for i in range(token_block // 2):
//                       for jj in range(nchunk):
//                           b = T.simd.vld(x_ub_b[i, jj * VL], dist='UNPK_B16')
//                           f = T.simd.vcvt(b, 'float32', part=0)
//                           T.simd.vsts(x_ub_f[i, jj * VL], f)
//                           sq = T.simd.vmul(f, f)
//                           prev = T.simd.vld(sqacc[i, jj * VL])
//                           T.simd.vsts(sqacc[i, jj * VL], T.simd.vadd(prev, sq))
//               T.dual_copy(x_ub_f, x_l1)
//               T.gemm(x_l1, fn_l1, acc, transpose_B=True, clear_accum=(kt == 0),
//                      unit_flag_ctrl=T.Select(kt == k_tiles - 1, 3, 2))
//           T.copy(acc[:, 0:mhc_mult3],
//                  out[pid_z, token_start:token_start + token_block,
//                      pid_y * mhc_mult3:(pid_y + 1) * mhc_mult3], unit_flag_ctrl=3)
//           with T.SimdVF():
//               full = T.simd.pset(32, 'PAT_ALL')
//               one = T.simd.pset(32, 'PAT_VL1')
//               for i in range(token_block // 2):
//                   red = T.simd.vadd(T.simd.vld(sqacc[i, 0]), T.simd.vld(sqacc[i, VL]))   # nchunk == 2
//                   T.simd.vsts(sqr_final[i], T.simd.vcadd(red, full), one, 'ONEPT_B32')
//           half = token_block // 2
//           T.copy(sqr_final, sqrsum[pid_z, token_start + sid * half : token_start + sid * half + half, pid_y])
//
// How it reads here:
// - T.MixedKernel(2, sids=2) as (core_id, sid): `tir.kernel (%core_id) in
//   (2) sub_block (%sid) in 2`; T.set_hf32_mode is dropped with a remark
//   (tirpto's Cube multiplies f32 operands in f32).
// - T.Persistent([2], 2, core_id, group_size=1): one wave, block_id =
//   core_id (no T.loop_break with a single wave); the T.Pipelined loop a
//   pipelined tir.for.
// - T.dual_copy(x[...], x_ub_b): each Vector core loads its 16 rows of the
//   32-row block (`{dual}` from global memory into ub); T.dual_copy(x_ub_f,
//   x_l1): the two halves handed to the Cube (`{dual}` from ub into l1:
//   through a global workspace on a3, directly on a5).
// - fn_l1[0:mhc_mult3, :]: the first 24 of its 32 rows, filled from global
//   memory; the buffer is stored transposed for the gemm's transposed B
//   (those rows are the first columns of its tile).
// - The registers: vector<64xbf16> for an UNPK_B16 load (its 64 elements,
//   each in the low half of a 32-bit lane), widened by arith.extf (vcvt
//   part 0); vector<64xf32> otherwise; vcadd is vector.reduction <add> into
//   lane 0, stored by the ONEPT store. The all-lanes masks mask nothing.
// - T.copy(acc[:, 0:24], out[...]): the accumulator's first 24 columns
//   (its tile with those columns valid around the fixpipe's store);
//   unit_flag_ctrl only tunes TileLang's own backend (the gemm's is
//   dropped; the store's, a constant, is kept as an attribute).
// - The token edge: the second block's rows 40..63 are past x's end, so
//   its loads are clipped and its stores of out and sqrsum too.
//
// Launch: arguments x, fn, out, sqrsum; on a3 also the hand-off workspace
// (2 blocks x 32 rows x 128 f32) and the FFTS base address (README.md,
// "mixed kernels").
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a5" docs/examples/gemm_with_sqrsum.mlir -o gemm_with_sqrsum.pto
//   ptoas --pto-arch=a5 --enable-insert-sync gemm_with_sqrsum.pto -o gemm_with_sqrsum.cpp

!xb = memref<16x128xbf16, #tir.scope<"shared.dyn">>
!xf = memref<16x128xf32, #tir.scope<"shared.dyn">>
!l1 = memref<32x128xf32, #tir.scope<"shared.l1">>
!acc = memref<32x32xf32, #tir.scope<"shared.l0c">>
!fin = memref<16xf32, #tir.scope<"shared.dyn">>
func.func @mhc_gemm_with_sqrsum_fwd(%x: memref<40x512xbf16> {tir.name = "x"},
                                    %fn: memref<24x512xf32> {tir.name = "fn"},
                                    %out: memref<1x40x24xf32> {tir.name = "out"},
                                    %sqrsum: memref<1x40x1xf32> {tir.name = "sqrsum"}) {
  tir.kernel (%core_id) in (2) sub_block (%sid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %zero = arith.constant 0.0 : f32
    %x_ub_b = tir.alloc_buffer "x_ub_b" : !xb
    %x_ub_f = tir.alloc_buffer "x_ub_f" : !xf
    %x_l1 = tir.alloc_buffer "x_l1" : !l1
    %fn_l1 = tir.alloc_buffer "fn_l1" : !l1
    %acc = tir.alloc_buffer "acc" : !acc
    %sqacc = tir.alloc_buffer "sqacc" : !xf
    %sqr_final = tir.alloc_buffer "sqr_final" : !fin
    tir.for serial %w = %c0 to %c1 step %c1 {
      %t0 = arith.muli %w, %c2 : index
      %block_id = arith.addi %t0, %core_id : index
      %pid_z = arith.floordivsi %block_id, %c2 : index
      %tmp = tir.intrin "floormod"(%block_id, %c2) : (index, index) -> index
      %pid_y = arith.floordivsi %tmp, %c2 : index
      %pid_x = tir.intrin "floormod"(%tmp, %c2) : (index, index) -> index
      %token_start = arith.muli %pid_x, %c32 : index
      %kz = arith.muli %pid_z, %c512 : index
      %ky = arith.muli %pid_y, %c512 : index
      %k_offset = arith.addi %kz, %ky : index
      tir.vector_function <simd> {
        tir.fill %sqacc, %zero : !xf
      }
      tir.for pipelined %kt = %c0 to %c4 step %c1 attributes {num_stages = 2 : i64} {
        %kk = arith.muli %kt, %c128 : index
        %k_start = arith.addi %k_offset, %kk : index
        %xs = memref.subview %x[%token_start, %k_start] [32, 128] [1, 1]
            : memref<40x512xbf16> to memref<32x128xbf16, strided<[512, 1], offset: ?>>
        tir.copy %xs, %x_ub_b {dual} : memref<32x128xbf16, strided<[512, 1], offset: ?>>, !xb
        %fs = memref.subview %fn[0, %k_start] [24, 128] [1, 1]
            : memref<24x512xf32> to memref<24x128xf32, strided<[512, 1], offset: ?>>
        %fl = memref.subview %fn_l1[0, 0] [24, 128] [1, 1]
            : !l1 to memref<24x128xf32, strided<[128, 1]>, #tir.scope<"shared.l1">>
        tir.copy %fs, %fl : memref<24x128xf32, strided<[512, 1], offset: ?>>, memref<24x128xf32, strided<[128, 1]>, #tir.scope<"shared.l1">>
        tir.vector_function <simd> {
          tir.for serial %i = %c0 to %c16 step %c1 {
            tir.for serial %jj = %c0 to %c2 step %c1 {
              %col = arith.muli %jj, %c64 : index
              %b = vector.load %x_ub_b[%i, %col] : !xb, vector<64xbf16>
              %f = arith.extf %b : vector<64xbf16> to vector<64xf32>
              vector.store %f, %x_ub_f[%i, %col] : !xf, vector<64xf32>
              %sq = arith.mulf %f, %f : vector<64xf32>
              %prev = vector.load %sqacc[%i, %col] : !xf, vector<64xf32>
              %sum = arith.addf %prev, %sq : vector<64xf32>
              vector.store %sum, %sqacc[%i, %col] : !xf, vector<64xf32>
            }
          }
        }
        tir.copy %x_ub_f, %x_l1 {dual} : !xf, !l1
        %clear = arith.cmpi eq, %kt, %c0 : index
        tir.gemm %x_l1, %fn_l1, %acc clear_accum(%clear) {transpose_b} : !l1, !l1, !acc
      }
      %a = memref.subview %acc[0, 0] [32, 24] [1, 1] : !acc to memref<32x24xf32, strided<[32, 1]>, #tir.scope<"shared.l0c">>
      %oc = arith.muli %pid_y, %c24 : index
      %o = memref.subview %out[%pid_z, %token_start, %oc] [1, 32, 24] [1, 1, 1]
          : memref<1x40x24xf32> to memref<32x24xf32, strided<[24, 1], offset: ?>>
      tir.copy %a, %o {unit_flag_ctrl = 3 : i64} : memref<32x24xf32, strided<[32, 1]>, #tir.scope<"shared.l0c">>, memref<32x24xf32, strided<[24, 1], offset: ?>>
      tir.vector_function <simd> {
        tir.for serial %i = %c0 to %c16 step %c1 {
          %s0 = vector.load %sqacc[%i, %c0] : !xf, vector<64xf32>
          %s1 = vector.load %sqacc[%i, %c64] : !xf, vector<64xf32>
          %red = arith.addf %s0, %s1 : vector<64xf32>
          %total = vector.reduction <add>, %red : vector<64xf32> into f32
          memref.store %total, %sqr_final[%i] : !fin
        }
      }
      %half = arith.muli %sid, %c16 : index
      %r = arith.addi %token_start, %half : index
      %sq = memref.subview %sqrsum[%pid_z, %r, %pid_y] [1, 16, 1] [1, 1, 1]
          : memref<1x40x1xf32> to memref<16xf32, strided<[1], offset: ?>>
      tir.copy %sqr_final, %sq : !fin, memref<16xf32, strided<[1], offset: ?>>
    }
  }
  return
}
