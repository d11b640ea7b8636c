// The mHC norm-weight merge, forward, written with TileLang's register-level
// vector ops (T.SimdVF + T.simd.*), in the tir dialect: a persistent Vector
// kernel that multiplies each row of fn by the norm weights, 64 lanes at a
// time.
//
// Source: Butterfingrz/TileKernels tile_kernels/mhc/norm_fn_asc.py
// @ 66258df6, `mhc_fn_normw_merge_fwd_asc(fn, normw, out_fn, mhc_mult3,
// hidden_block, num_stages, num_vec_cores)`, at mhc_mult3 = 24 (mHC's
// n * (n + 2) for n = 4), hidden = 1024 (T.const from the tensors),
// hidden_block = 256, num_stages = 2, num_vec_cores = 2: 4 hidden blocks
// over 2 cores (2 waves).
//
//   from tilelang.ascend.language import simd as S
//   with T.Kernel(num_vec_cores) as core_id:
//       fn_ub = T.alloc_shared((mhc_mult3, hidden_block), T.float32)
//       normw_ub = T.alloc_shared((hidden_block,), T.float32)
//       out_fn_ub = T.alloc_shared((mhc_mult3, hidden_block), T.float32)
//       T.annotate_buffer_versions({fn_ub: num_stages, normw_ub: num_stages,
//                                   out_fn_ub: num_stages})
//       for block_id in T.Persistent([num_hidden_blocks], num_vec_cores,
//                                    core_id, group_size=1, num_stages=num_stages):
//           hidden_offset = block_id * hidden_block
//           T.copy(fn[:mhc_mult3, hidden_offset : hidden_offset + hidden_block], fn_ub)
//           T.copy(normw[hidden_offset : hidden_offset + hidden_block], normw_ub)
//           with T.SimdVF():
//               mask = S.pset(32)
//               for vec_pair in range(hidden_block // 128):
//                   col0 = vec_pair * 128
//                   col1 = col0 + 64
//                   normw0 = S.vld(normw_ub[col0])
//                   normw1 = S.vld(normw_ub[col1])
//                   for row in range(mhc_mult3):
//                       fn0 = S.vld(fn_ub[row, col0])
//                       fn1 = S.vld(fn_ub[row, col1])
//                       S.vsts(out_fn_ub[row, col0], S.vmul(fn0, normw0, mask), mask, 'NORM_B32')
//                       S.vsts(out_fn_ub[row, col1], S.vmul(fn1, normw1, mask), mask, 'NORM_B32')
//           T.copy(out_fn_ub, out_fn[:mhc_mult3, hidden_offset : hidden_offset + hidden_block])
//
// T.Persistent with group_size=1 is a wave loop over w whose block is
// w * num_vec_cores + core_id, left with T.loop_break() past the last block
// (as docs/examples/gemm_persistent.mlir writes it); its num_stages is the
// wave loop's (a pipelined loop), T.annotate_buffer_versions the kernel's
// tl.buffer_versions_map. Registers are vector<64xf32> values (vector.load
// / arith.mulf / vector.store); the all-lanes mask leaves nothing to mask.
// tir-expand-vector-registers holds each register in a 1 x 64 ub tile, and
// the lanes of a row are a 1 x 64 window of its tile.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_fn_normw_simd.mlir -o mhc_fn_normw_simd.pto
//   ptoas --pto-arch=a3 --enable-insert-sync mhc_fn_normw_simd.pto -o mhc_fn_normw_simd.cpp

!fn_ub = memref<24x256xf32, #tir.scope<"shared.dyn">>
!w_ub = memref<256xf32, #tir.scope<"shared.dyn">>
func.func @mhc_fn_normw_merge_fwd(%fn: memref<24x1024xf32> {tir.name = "fn"},
                                  %normw: memref<1024xf32> {tir.name = "normw"},
                                  %out_fn: memref<24x1024xf32> {tir.name = "out_fn"}) {
  tir.kernel (%core_id) in (2) attributes {tl.buffer_versions_map = {fn_ub = 2 : i64, normw_ub = 2 : i64, out_fn_ub = 2 : i64}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c24 = arith.constant 24 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %fn_ub = tir.alloc_buffer "fn_ub" : !fn_ub
    %normw_ub = tir.alloc_buffer "normw_ub" : !w_ub
    %out_fn_ub = tir.alloc_buffer "out_fn_ub" : !fn_ub
    tir.for pipelined %w = %c0 to %c2 step %c1 attributes {num_stages = 2 : i64} {
      %first = arith.muli %w, %c2 : index
      %block_id = arith.addi %first, %core_id : index
      %past = arith.cmpi sge, %block_id, %c4 : index
      scf.if %past {
        tir.intrin "tl.loop_break"() : () -> ()
      }
      %hidden_offset = arith.muli %block_id, %c256 : index
      %f = memref.subview %fn[0, %hidden_offset] [24, 256] [1, 1]
          : memref<24x1024xf32> to memref<24x256xf32, strided<[1024, 1], offset: ?>>
      tir.copy %f, %fn_ub : memref<24x256xf32, strided<[1024, 1], offset: ?>>, !fn_ub
      %n = memref.subview %normw[%hidden_offset] [256] [1]
          : memref<1024xf32> to memref<256xf32, strided<[1], offset: ?>>
      tir.copy %n, %normw_ub : memref<256xf32, strided<[1], offset: ?>>, !w_ub
      tir.vector_function <simd> {
        tir.for serial %vec_pair = %c0 to %c2 step %c1 {
          %col0 = arith.muli %vec_pair, %c128 : index
          %col1 = arith.addi %col0, %c64 : index
          %normw0 = vector.load %normw_ub[%col0] : !w_ub, vector<64xf32>
          %normw1 = vector.load %normw_ub[%col1] : !w_ub, vector<64xf32>
          tir.for serial %row = %c0 to %c24 step %c1 {
            %fn0 = vector.load %fn_ub[%row, %col0] : !fn_ub, vector<64xf32>
            %fn1 = vector.load %fn_ub[%row, %col1] : !fn_ub, vector<64xf32>
            %p0 = arith.mulf %fn0, %normw0 : vector<64xf32>
            vector.store %p0, %out_fn_ub[%row, %col0] : !fn_ub, vector<64xf32>
            %p1 = arith.mulf %fn1, %normw1 : vector<64xf32>
            vector.store %p1, %out_fn_ub[%row, %col1] : !fn_ub, vector<64xf32>
          }
        }
      }
      %o = memref.subview %out_fn[0, %hidden_offset] [24, 256] [1, 1]
          : memref<24x1024xf32> to memref<24x256xf32, strided<[1024, 1], offset: ?>>
      tir.copy %out_fn_ub, %o : !fn_ub, memref<24x256xf32, strided<[1024, 1], offset: ?>>
    }
  }
  return
}
