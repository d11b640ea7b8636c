// The mHC "pre split mixes" forward of TileKernels' Ascend port: the
// packed mixes of each token (4 pre, 4 post, 16 residual) split into their
// three outputs, the pre and post ones through a sigmoid, in 64 x 4
// T.Parallel nests that read and write 4-column windows of the packed
// buffer, under a T.Persistent loop over 64-token blocks, in the tir
// dialect.
//
// Source: Butterfingrz/TileKernels tile_kernels/mhc/pre_split_mixes_asc.py
// @ 66258df6, `mhc_pre_split_mixes_fwd_asc` (the generic T.SimtVF kernel;
// the SIMD `_simd_mhc4_asc` one is not this one), at the arguments its
// caller tile_kernels/mhc/pre_split_mixes_kernel.py passes
// (token_block_size = 64, num_stages = 2), float32, mhc_mult = 4
// (mhc_mult2 = 16, mhc_mult3 = 24), num_vec_cores = 48 (an A3 chip's
// Vector cores), and the values chosen here for the two constants
// mhc_post_mult_value = 2.0, mhc_pre_eps = 1e-6; num_tokens is T.dynamic:
//
//   with T.Kernel(num_vec_cores) as core_id:
//       for pid in T.Persistent([T.ceildiv(num_tokens, token_block_size)],
//                               num_vec_cores, core_id, num_stages=num_stages):
//           input_mixes_ub = T.alloc_shared((token_block_size, mhc_mult3), dtype)
//           pre_layer_mix_ub = T.alloc_shared((token_block_size, mhc_mult), dtype)
//           post_layer_mix_ub = T.alloc_shared((token_block_size, mhc_mult), dtype)
//           comb_res_mix_ub = T.alloc_shared((token_block_size, mhc_mult2), dtype)
//           T.copy(input_mixes[pid * token_block_size, 0], input_mixes_ub)
//           with T.SimtVF(threads=256):
//               for i1, j in T.Parallel(token_block_size, mhc_mult):
//                   i = pid * token_block_size + i1
//                   if i < num_tokens:
//                       pre_layer_mix_ub[i1, j] = T.sigmoid(input_mixes_ub[i1, j] * mhc_scale[0] + mhc_base[j]) + mhc_pre_eps
//               for i1, j in T.Parallel(token_block_size, mhc_mult):
//                   i = pid * token_block_size + i1
//                   if i < num_tokens:
//                       post_layer_mix_ub[i1, j] = (
//                           T.sigmoid(input_mixes_ub[i1, j + mhc_mult] * mhc_scale[1] + mhc_base[j + mhc_mult]) * mhc_post_mult_value
//                       )
//               for i1, j in T.Parallel(token_block_size, mhc_mult):
//                   i = pid * token_block_size + i1
//                   if i < num_tokens:
//                       comb_res_mix_ub[i1, j] = input_mixes_ub[i1, j + mhc_mult * 2] * mhc_scale[2] + mhc_base[j + mhc_mult * 2]
//               # the same for comb_res_mix_ub[i1, j + mhc_mult * k] from
//               # input_mixes_ub[i1, j + mhc_mult * 2 + mhc_mult * k], k = 1, 2, 3
//           T.copy(pre_layer_mix_ub, pre_layer_mix[pid * token_block_size, 0])
//           T.copy(post_layer_mix_ub, post_layer_mix[pid * token_block_size, 0])
//           T.copy(comb_res_mix_ub, comb_res_mix[pid * token_block_size, 0])
//
// T.Persistent([TILES], 48, core_id, num_stages=2) is, as for
// docs/examples/gemm_persistent.mlir, a loop over the waves of 48 tiles
// (here ceil(TILES / 48), computed at run time from num_tokens) that leaves
// once t = wave * 48 + core_id passes the last tile, its tile index t
// regrouped in runs of 8 (`t / 8 * 8 + t % 8`), pipelined two deep.
//
// What tirpto does with it: each 4-column window of input_mixes_ub (and
// of comb_res_mix_ub) becomes a 64 x 4 buffer of its own, and the copies
// one per window (tir-split-column-windows): a window 16 bytes into a row
// is not a tile. The guards `i < num_tokens` become selects on the rows
// (tir-if-convert-parallel); the last block's copies are clipped at the
// tensor's edge. The nests' temporaries are shared between the six nests
// (ascend.nest_scratch), so the kernel fits a3's ub.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_pre_split_mixes.mlir -o mhc_pre_split_mixes.pto
//   ptoas --pto-arch=a3 --enable-insert-sync mhc_pre_split_mixes.pto -o mhc_pre_split_mixes.cpp

!in_ub = memref<64x24xf32, #tir.scope<"shared.dyn">>
!mix_ub = memref<64x4xf32, #tir.scope<"shared.dyn">>
!comb_ub = memref<64x16xf32, #tir.scope<"shared.dyn">>
func.func @mhc_pre_split_mixes_fwd(%input_mixes: memref<?x24xf32> {tir.name = "input_mixes"},
                                   %mhc_scale: memref<3xf32> {tir.name = "mhc_scale"},
                                   %mhc_base: memref<24xf32> {tir.name = "mhc_base"},
                                   %pre_layer_mix: memref<?x4xf32> {tir.name = "pre_layer_mix"},
                                   %post_layer_mix: memref<?x4xf32> {tir.name = "post_layer_mix"},
                                   %comb_res_mix: memref<?x16xf32> {tir.name = "comb_res_mix"}) {
  %c0 = arith.constant 0 : index
  %num_tokens = memref.dim %input_mixes, %c0 : memref<?x24xf32>
  tir.kernel (%core_id) in (48) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c64 = arith.constant 64 : index
    %c47 = arith.constant 47 : index
    %num_vec_cores = arith.constant 48 : index
    %group_size = arith.constant 8 : index
    %mhc_pre_eps = arith.constant 1.0e-06 : f32
    %mhc_post_mult_value = arith.constant 2.0 : f32
    // TILES = ceil(num_tokens / 64), waves = ceil(TILES / 48).
    %tiles = arith.ceildivsi %num_tokens, %c64 : index
    %tiles47 = arith.addi %tiles, %c47 : index
    %waves = arith.floordivsi %tiles47, %num_vec_cores : index
    tir.for pipelined %w = %c0 to %waves step %c1 attributes {num_stages = 2 : i64} {
      %first = arith.muli %w, %num_vec_cores : index
      %t = arith.addi %first, %core_id : index
      %past = arith.cmpi sle, %tiles, %t : index
      scf.if %past {
        tir.intrin "tl.loop_break"() : () -> ()
      }
      %input_mixes_ub = tir.alloc_buffer "input_mixes_ub" : !in_ub
      %pre_layer_mix_ub = tir.alloc_buffer "pre_layer_mix_ub" : !mix_ub
      %post_layer_mix_ub = tir.alloc_buffer "post_layer_mix_ub" : !mix_ub
      %comb_res_mix_ub = tir.alloc_buffer "comb_res_mix_ub" : !comb_ub
      %group = arith.divsi %t, %group_size : index
      %group_start = arith.muli %group, %group_size : index
      %in_group = arith.remsi %t, %group_size : index
      %pid = arith.addi %group_start, %in_group : index
      %row = arith.muli %pid, %c64 : index
      %in_region = memref.subview %input_mixes[%row, 0] [64, 24] [1, 1] : memref<?x24xf32> to memref<64x24xf32, strided<[24, 1], offset: ?>>
      tir.copy %in_region, %input_mixes_ub : memref<64x24xf32, strided<[24, 1], offset: ?>>, !in_ub
      tir.vector_function <simt> threads [256] {
        // pre_layer_mix_ub[i1, j] = sigmoid(x[i1, j] * scale[0] + base[j]) + eps
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %x = memref.load %input_mixes_ub[%i1, %j] : !in_ub
              %scale = memref.load %mhc_scale[%c0] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%j] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              %sig = tir.intrin "sigmoid"(%v) : (f32) -> f32
              %r = arith.addf %sig, %mhc_pre_eps : f32
              memref.store %r, %pre_layer_mix_ub[%i1, %j] : !mix_ub
            }
          }
        }
        // post_layer_mix_ub[i1, j] = sigmoid(x[i1, j + 4] * scale[1] + base[j + 4]) * post_mult
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %jx0 = arith.addi %j, %c4 : index
              %x = memref.load %input_mixes_ub[%i1, %jx0] : !in_ub
              %scale = memref.load %mhc_scale[%c1] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%jx0] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              %sig = tir.intrin "sigmoid"(%v) : (f32) -> f32
              %r = arith.mulf %sig, %mhc_post_mult_value : f32
              memref.store %r, %post_layer_mix_ub[%i1, %j] : !mix_ub
            }
          }
        }
        // comb_res_mix_ub[i1, j + 0] = x[i1, j + 8 + 0] * scale[2] + base[j + 8 + 0]
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %jx0 = arith.addi %j, %c8 : index
              %x = memref.load %input_mixes_ub[%i1, %jx0] : !in_ub
              %scale = memref.load %mhc_scale[%c2] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%jx0] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              memref.store %v, %comb_res_mix_ub[%i1, %j] : !comb_ub
            }
          }
        }
        // comb_res_mix_ub[i1, j + 4] = x[i1, j + 8 + 4] * scale[2] + base[j + 8 + 4]
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %jx0 = arith.addi %j, %c8 : index
              %jx1 = arith.addi %jx0, %c4 : index
              %x = memref.load %input_mixes_ub[%i1, %jx1] : !in_ub
              %scale = memref.load %mhc_scale[%c2] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%jx1] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              %jd = arith.addi %j, %c4 : index
              memref.store %v, %comb_res_mix_ub[%i1, %jd] : !comb_ub
            }
          }
        }
        // comb_res_mix_ub[i1, j + 8] = x[i1, j + 8 + 8] * scale[2] + base[j + 8 + 8]
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %jx0 = arith.addi %j, %c8 : index
              %jx1 = arith.addi %jx0, %c8 : index
              %x = memref.load %input_mixes_ub[%i1, %jx1] : !in_ub
              %scale = memref.load %mhc_scale[%c2] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%jx1] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              %jd = arith.addi %j, %c8 : index
              memref.store %v, %comb_res_mix_ub[%i1, %jd] : !comb_ub
            }
          }
        }
        // comb_res_mix_ub[i1, j + 12] = x[i1, j + 8 + 12] * scale[2] + base[j + 8 + 12]
        tir.for parallel %i1 = %c0 to %c64 step %c1 {
          tir.for parallel %j = %c0 to %c4 step %c1 {
            %i = arith.addi %row, %i1 : index
            %in = arith.cmpi slt, %i, %num_tokens : index
            scf.if %in {
              %jx0 = arith.addi %j, %c8 : index
              %jx1 = arith.addi %jx0, %c12 : index
              %x = memref.load %input_mixes_ub[%i1, %jx1] : !in_ub
              %scale = memref.load %mhc_scale[%c2] : memref<3xf32>
              %xs = arith.mulf %x, %scale : f32
              %base = memref.load %mhc_base[%jx1] : memref<24xf32>
              %v = arith.addf %xs, %base : f32
              %jd = arith.addi %j, %c12 : index
              memref.store %v, %comb_res_mix_ub[%i1, %jd] : !comb_ub
            }
          }
        }
      }
      %pre_region = memref.subview %pre_layer_mix[%row, 0] [64, 4] [1, 1] : memref<?x4xf32> to memref<64x4xf32, strided<[4, 1], offset: ?>>
      tir.copy %pre_layer_mix_ub, %pre_region : !mix_ub, memref<64x4xf32, strided<[4, 1], offset: ?>>
      %post_region = memref.subview %post_layer_mix[%row, 0] [64, 4] [1, 1] : memref<?x4xf32> to memref<64x4xf32, strided<[4, 1], offset: ?>>
      tir.copy %post_layer_mix_ub, %post_region : !mix_ub, memref<64x4xf32, strided<[4, 1], offset: ?>>
      %comb_region = memref.subview %comb_res_mix[%row, 0] [64, 16] [1, 1] : memref<?x16xf32> to memref<64x16xf32, strided<[16, 1], offset: ?>>
      tir.copy %comb_res_mix_ub, %comb_region : !comb_ub, memref<64x16xf32, strided<[16, 1], offset: ?>>
    }
  }
  return
}
