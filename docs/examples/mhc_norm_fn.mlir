// Upstream TileLang's MHC norm-fn kernels (the norm-weight merge, forward
// and backward, and the pre-norm normalization forward), in the tir
// dialect: plain TileLang that computes on global memory in T.Parallel
// loops (upstream's AutoSimtVF pass makes them SIMT regions), guards at
// the tensors' ends, serial loops inside T.Parallel nests, and scalar math.
//
// Source: tile-ai/tilelang examples/ascend/example_mhc_norm_fn.py
// @ 041110cf, at the shapes its __main__ runs:
//   mhc_fn_normw_merge_fwd(m = 24, n = 7168), n_blk = 256:
//     with T.Kernel(m * num_n_blocks) as pid:
//         pid_m = pid // num_n_blocks; pid_n = pid % num_n_blocks
//         for i1_n in T.Parallel(n_blk):
//             i_n = pid_n * n_blk + i1_n
//             if i_n < n:
//                 out_fn[pid_m, i_n] = fn[pid_m, i_n] * normw[i_n]
//   mhc_fn_normw_merge_bwd(m = 128, n = 512), n_blk = 256:
//     with T.Kernel(T.ceildiv(n, n_blk)) as pid_n:
//         normw_frag = T.alloc_fragment(n_blk, dtype)
//         T.copy(normw[pid_n * n_blk], normw_frag)
//         normw_grad_frag = T.alloc_fragment(n_blk, dtype)
//         T.clear(normw_grad_frag)
//         for i_m in T.serial(m):
//             for i1_n in T.Parallel(n_blk):
//                 i_n = pid_n * n_blk + i1_n
//                 if i_n < n:
//                     fn_grad[i_m, i_n] = out_fn_grad[i_m, i_n] * normw_frag[i1_n]
//                     normw_grad_frag[i1_n] += out_fn_grad[i_m, i_n] * fn[i_m, i_n]
//         for i1_n in T.Parallel(n_blk):
//             normw_grad[pid_n * n_blk + i1_n] = normw_grad_frag[i1_n]
//   mhc_pre_norm_fn_fwd_norm(mhc_mult3 = 4, n_rms_group = 8,
//   rms_group_size = 896, rms_eps = 1e-6, n_splits = 4), num_tokens
//   T.dynamic (128 there):
//     with T.Kernel(num_tokens) as pid:
//         rms = T.alloc_var(T.float32)
//         out_l = T.alloc_fragment(mhc_mult3, T.float32)
//         out_l0 = T.alloc_fragment(mhc_mult3, T.float32)
//         T.clear(out_l)
//         for k in T.serial(n_rms_group):
//             rms = 0
//             for i_split in T.serial(n_splits):
//                 rms += sqrsum_splitted[i_split, pid, k]
//             sqrsum[pid, k] = rms
//             rms = T.rsqrt(rms / rms_group_size + rms_eps)
//             for j in T.Parallel(mhc_mult3):
//                 out_l0[j] = 0
//                 for i_split in T.serial(n_splits):
//                     out_l0[j] += out_mul_splitted[i_split, pid, k, j]
//                 out_l[j] += out_l0[j] * rms
//             T.copy(out_l0, out_mul[pid, k, :])
//         T.copy(out_l[:], out[pid, :])
//
// All float32. The Vector core computes on ub tiles: the nests on global
// memory are staged through ub buffers (tir-stage-global-parallel), the
// guards `if i_n < n` become selects on a counting tile of the indices
// (tir-if-convert-parallel, convert-tir-to-ascend), the serial loop over
// the splits inside `for j in T.Parallel(mhc_mult3)` moves out of the nest
// (tir-distribute-parallel), and `T.rsqrt` of the scalar rms is computed on
// a one-row tile and read back by the scalar unit. Written as the importer
// reads docs/examples/mhc_norm_fn.py (TileLang's printed TIR), canonicalised.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_norm_fn.mlir -o mhc_norm_fn.pto
//   ptoas --pto-arch=a3 --enable-insert-sync mhc_norm_fn.pto -o mhc_norm_fn.cpp

func.func @mhc_fn_normw_merge_fwd(%arg0: memref<24x7168xf32> {tir.name = "fn"}, %arg1: memref<7168xf32> {tir.name = "normw"}, %arg2: memref<24x7168xf32> {tir.name = "out_fn"}) {
  %c7168 = arith.constant 7168 : index
  %c28 = arith.constant 28 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c0 = arith.constant 0 : index
  tir.kernel (%bx) in (672) {
    tir.for parallel %arg3 = %c0 to %c256 step %c1 {
      %0 = tir.intrin "floormod"(%bx, %c28) : (index, index) -> index
      %1 = arith.muli %0, %c256 : index
      %2 = arith.addi %1, %arg3 : index
      %3 = arith.cmpi slt, %2, %c7168 : index
      scf.if %3 {
        %4 = arith.floordivsi %bx, %c28 : index
        %5 = tir.intrin "floormod"(%bx, %c28) : (index, index) -> index
        %6 = arith.muli %5, %c256 : index
        %7 = arith.addi %6, %arg3 : index
        %8 = memref.load %arg0[%4, %7] : memref<24x7168xf32>
        %9 = tir.intrin "floormod"(%bx, %c28) : (index, index) -> index
        %10 = arith.muli %9, %c256 : index
        %11 = arith.addi %10, %arg3 : index
        %12 = memref.load %arg1[%11] : memref<7168xf32>
        %13 = arith.mulf %8, %12 : f32
        %14 = tir.intrin "floormod"(%bx, %c28) : (index, index) -> index
        %15 = arith.muli %14, %c256 : index
        %16 = arith.addi %15, %arg3 : index
        memref.store %13, %arg2[%4, %16] : memref<24x7168xf32>
      }
    }
  }
  return
}
func.func @mhc_fn_normw_merge_bwd(%arg0: memref<128x512xf32> {tir.name = "fn"}, %arg1: memref<512xf32> {tir.name = "normw"}, %arg2: memref<128x512xf32> {tir.name = "out_fn_grad"}, %arg3: memref<128x512xf32> {tir.name = "fn_grad"}, %arg4: memref<512xf32> {tir.name = "normw_grad"}) {
  %c512 = arith.constant 512 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  tir.kernel (%bx) in (2) {
    %0 = tir.alloc_buffer "normw_frag" : memref<256xf32, #tir.scope<"local.fragment">>
    %1 = tir.alloc_buffer "normw_grad_frag" : memref<256xf32, #tir.scope<"local.fragment">>
    %2 = arith.muli %bx, %c256 : index
    %subview = memref.subview %arg1[%2] [256] [1] : memref<512xf32> to memref<256xf32, strided<[1], offset: ?>>
    tir.copy %subview, %0 : memref<256xf32, strided<[1], offset: ?>>, memref<256xf32, #tir.scope<"local.fragment">>
    tir.fill %1, %cst : memref<256xf32, #tir.scope<"local.fragment">>
    tir.for serial %arg5 = %c0 to %c128 step %c1 {
      tir.for parallel %arg6 = %c0 to %c256 step %c1 {
        %3 = arith.addi %2, %arg6 : index
        %4 = arith.cmpi slt, %3, %c512 : index
        scf.if %4 {
          %5 = memref.load %arg2[%arg5, %3] : memref<128x512xf32>
          %6 = memref.load %0[%arg6] : memref<256xf32, #tir.scope<"local.fragment">>
          %7 = arith.mulf %5, %6 : f32
          memref.store %7, %arg3[%arg5, %3] : memref<128x512xf32>
          %8 = memref.load %1[%arg6] : memref<256xf32, #tir.scope<"local.fragment">>
          %9 = memref.load %arg2[%arg5, %3] : memref<128x512xf32>
          %10 = memref.load %arg0[%arg5, %3] : memref<128x512xf32>
          %11 = arith.mulf %9, %10 : f32
          %12 = arith.addf %8, %11 : f32
          memref.store %12, %1[%arg6] : memref<256xf32, #tir.scope<"local.fragment">>
        }
      }
    }
    tir.for parallel %arg5 = %c0 to %c256 step %c1 {
      %3 = memref.load %1[%arg5] : memref<256xf32, #tir.scope<"local.fragment">>
      %4 = arith.addi %2, %arg5 : index
      memref.store %3, %arg4[%4] : memref<512xf32>
    }
  }
  return
}
func.func @mhc_pre_norm_fn_fwd_norm(%arg0: memref<4x?x8x4xf32> {tir.name = "out_mul_splitted"}, %arg1: memref<4x?x8xf32> {tir.name = "sqrsum_splitted"}, %arg2: memref<?x8x4xf32> {tir.name = "out_mul"}, %arg3: memref<?x8xf32> {tir.name = "sqrsum"}, %arg4: memref<?x4xf32> {tir.name = "out"}) {
  %cst = arith.constant 9.99999997E-7 : f32
  %cst_0 = arith.constant 8.960000e+02 : f32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cst_1 = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = memref.dim %arg0, %c1 : memref<4x?x8x4xf32>
  tir.kernel (%bx) in (%dim) {
    %0 = tir.alloc_buffer "rms" : memref<1xf32, #tir.scope<"local.var">>
    %1 = tir.alloc_buffer "out_l" : memref<4xf32, #tir.scope<"local.fragment">>
    %2 = tir.alloc_buffer "out_l0" : memref<4xf32, #tir.scope<"local.fragment">>
    tir.fill %1, %cst_1 : memref<4xf32, #tir.scope<"local.fragment">>
    tir.for serial %arg5 = %c0 to %c8 step %c1 {
      memref.store %cst_1, %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
      tir.for serial %arg6 = %c0 to %c4 step %c1 {
        %8 = memref.load %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
        %9 = memref.load %arg1[%arg6, %bx, %arg5] : memref<4x?x8xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
      }
      %3 = memref.load %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
      memref.store %3, %arg3[%bx, %arg5] : memref<?x8xf32>
      %4 = memref.load %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
      %5 = arith.divf %4, %cst_0 : f32
      %6 = arith.addf %5, %cst : f32
      %7 = math.rsqrt %6 : f32
      memref.store %7, %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
      tir.for parallel %arg6 = %c0 to %c4 step %c1 {
        memref.store %cst_1, %2[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
        tir.for serial %arg7 = %c0 to %c4 step %c1 {
          %13 = memref.load %2[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
          %14 = memref.load %arg0[%arg7, %bx, %arg5, %arg6] : memref<4x?x8x4xf32>
          %15 = arith.addf %13, %14 : f32
          memref.store %15, %2[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
        }
        %8 = memref.load %1[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
        %9 = memref.load %2[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
        %10 = memref.load %0[%c0] : memref<1xf32, #tir.scope<"local.var">>
        %11 = arith.mulf %9, %10 : f32
        %12 = arith.addf %8, %11 : f32
        memref.store %12, %1[%arg6] : memref<4xf32, #tir.scope<"local.fragment">>
      }
      %subview_2 = memref.subview %arg2[%bx, %arg5, 0] [1, 1, 4] [1, 1, 1] : memref<?x8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
      tir.copy %2, %subview_2 : memref<4xf32, #tir.scope<"local.fragment">>, memref<4xf32, strided<[1], offset: ?>>
    }
    %subview = memref.subview %arg4[%bx, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    tir.copy %1, %subview : memref<4xf32, #tir.scope<"local.fragment">>, memref<4xf32, strided<[1], offset: ?>>
  }
  return
}
