// The MHC (manifold-constrained hyper-connections) "pre apply mix" backward
// kernel in the tir dialect: per token t and stream k,
// x_grad[t, k, :] += mix[t, k] * o_grad[t, :] and
// mix_grad[t, k] = sum_j o_grad[t, j] * x[t, k, j], in f32.
//
// Source: the Ascend test of `_mhc_pre_apply_mix_bwd` (tile_kernels'
// `mhc/pre_apply_mix_kernel.py` kernel, compiled with
// `tilelang.compile(..., target="ascend", out_idx=[-2, -1])`), at the shapes
// its main runs: mhc_mult = 4, hidden = 256, so h_blk = gcd(1024, 256) = 256
// and one hidden block; the token count n is dynamic (T.dynamic("n")), one
// block per token. (The forward kernel is docs/examples/mhc_pre_apply_mix.mlir.)
//
//   @T.prim_func
//   def _mhc_pre_apply_mix_bwd_kernel(
//           o_grad: T.Tensor[(n, h), T.bfloat16],
//           x: T.Tensor[(n, mhc, h), T.bfloat16],
//           mix: T.Tensor[(n, mhc), T.float32],
//           x_grad: T.Tensor[(n, mhc, h), T.bfloat16],
//           mix_grad: T.Tensor[(n, mhc), T.float32]) -> None:
//       with T.Kernel(n, threads=n_thr) as pid_n:
//           mixl = T.alloc_fragment(mhc, T.float32)
//           T.copy(mix[pid_n, 0], mixl, disable_tma=True)
//           mgl = T.alloc_reducer(mhc, T.float32, replication='all')
//           T.fill(mgl, 0)
//           for i0_h in T.Pipelined(h // h_blk, num_stages=2):
//               ogs = T.alloc_shared(h_blk, T.bfloat16)
//               ogl = T.alloc_fragment(h_blk, T.float32)
//               T.copy(o_grad[pid_n, i0_h * h_blk], ogs, disable_tma=True)
//               T.copy(ogs, ogl, disable_tma=True)
//               xs = T.alloc_shared((mhc, h_blk), T.bfloat16)
//               xl = T.alloc_fragment((mhc, h_blk), T.float32)
//               T.copy(x[pid_n, 0, i0_h * h_blk], xs, disable_tma=True)
//               T.copy(xs, xl, disable_tma=True)
//               xgs = T.alloc_shared((mhc, h_blk), T.bfloat16)
//               xgl = T.alloc_fragment((mhc, h_blk), T.float32)
//               T.copy(x_grad[pid_n, 0, i0_h * h_blk], xgs, disable_tma=True)
//               T.copy(xgs, xgl, disable_tma=True)
//               for i_mhc, i1_h in T.Parallel(mhc, h_blk):
//                   mgl[i_mhc] += ogl[i1_h] * xl[i_mhc, i1_h]
//                   xgl[i_mhc, i1_h] += mixl[i_mhc] * ogl[i1_h]
//               T.copy(xgl, x_grad[pid_n, 0, i0_h * h_blk], disable_tma=True)
//           T.finalize_reducer(mgl)
//           T.copy(mgl, mix_grad[pid_n, 0], disable_tma=True)
//
// As TileLang prints it, the legacy reducer (`replication='all'`) is a
// local.fragment buffer, and the buffers allocated inside the pipelined loop
// are allocated once, at the top of the kernel. `disable_tma` (a CUDA copy
// option) is kept on each copy and accepted with a remark. In the T.Parallel
// nest, `mgl[i_mhc] +=
// ...` stores per row of the (4, 256) domain: a row reduction of the
// product tile (pto.trowsum) added into the 4-element column mgl; the second
// statement is the outer product of mixl (per row) and ogl (per column)
// added into xgl. On Ascend one core runs the nest, so T.finalize_reducer
// has nothing to combine (tir.finalize_reducer lowers to nothing).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_pre_apply_mix_bwd.mlir -o mhc_pre_apply_mix_bwd.pto
// The kernel is launched as mhc_pre_apply_mix_bwd(o_grad, n, x, n, mix, n,
// x_grad, n, mix_grad, n) on n blocks.

func.func @mhc_pre_apply_mix_bwd(
    %o_grad: memref<?x256xbf16> {tir.name = "o_grad"},
    %x: memref<?x4x256xbf16> {tir.name = "x"},
    %mix: memref<?x4xf32> {tir.name = "mix"},
    %x_grad: memref<?x4x256xbf16> {tir.name = "x_grad"},
    %mix_grad: memref<?x4xf32> {tir.name = "mix_grad"}) {
  %c0_ = arith.constant 0 : index
  %n = memref.dim %o_grad, %c0_ : memref<?x256xbf16>
  tir.kernel (%pid_n) in (%n) attributes {threads = 128 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0.0 : f32
    %mixl = tir.alloc_buffer "mixl" : memref<4xf32, #tir.scope<"local.fragment">>
    %mgl = tir.alloc_buffer "mgl" : memref<4xf32, #tir.scope<"local.fragment">>
    %ogs = tir.alloc_buffer "ogs" : memref<256xbf16, #tir.scope<"shared.dyn">>
    %ogl = tir.alloc_buffer "ogl" : memref<256xf32, #tir.scope<"local.fragment">>
    %xs = tir.alloc_buffer "xs" : memref<4x256xbf16, #tir.scope<"shared.dyn">>
    %xl = tir.alloc_buffer "xl" : memref<4x256xf32, #tir.scope<"local.fragment">>
    %xgs = tir.alloc_buffer "xgs" : memref<4x256xbf16, #tir.scope<"shared.dyn">>
    %xgl = tir.alloc_buffer "xgl" : memref<4x256xf32, #tir.scope<"local.fragment">>
    %mixg = memref.subview %mix[%pid_n, 0] [1, 4] [1, 1]
        : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    tir.copy %mixg, %mixl {disable_tma}
        : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, #tir.scope<"local.fragment">>
    tir.fill %mgl, %zero : memref<4xf32, #tir.scope<"local.fragment">>
    tir.for pipelined %i0_h = %c0 to %c1 step %c1 attributes {num_stages = 2 : i64} {
      %h0 = arith.muli %i0_h, %c256 : index
      %ogg = memref.subview %o_grad[%pid_n, %h0] [1, 256] [1, 1]
          : memref<?x256xbf16> to memref<256xbf16, strided<[1], offset: ?>>
      tir.copy %ogg, %ogs {disable_tma}
          : memref<256xbf16, strided<[1], offset: ?>>, memref<256xbf16, #tir.scope<"shared.dyn">>
      tir.copy %ogs, %ogl {disable_tma}
          : memref<256xbf16, #tir.scope<"shared.dyn">>, memref<256xf32, #tir.scope<"local.fragment">>
      %xg = memref.subview %x[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1]
          : memref<?x4x256xbf16> to memref<4x256xbf16, strided<[256, 1], offset: ?>>
      tir.copy %xg, %xs {disable_tma}
          : memref<4x256xbf16, strided<[256, 1], offset: ?>>, memref<4x256xbf16, #tir.scope<"shared.dyn">>
      tir.copy %xs, %xl {disable_tma}
          : memref<4x256xbf16, #tir.scope<"shared.dyn">>, memref<4x256xf32, #tir.scope<"local.fragment">>
      %xgg = memref.subview %x_grad[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1]
          : memref<?x4x256xbf16> to memref<4x256xbf16, strided<[256, 1], offset: ?>>
      tir.copy %xgg, %xgs {disable_tma}
          : memref<4x256xbf16, strided<[256, 1], offset: ?>>, memref<4x256xbf16, #tir.scope<"shared.dyn">>
      tir.copy %xgs, %xgl {disable_tma}
          : memref<4x256xbf16, #tir.scope<"shared.dyn">>, memref<4x256xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i_mhc = %c0 to %c4 step %c1 {
        tir.for parallel %i1_h = %c0 to %c256 step %c1 {
          %m = memref.load %mgl[%i_mhc] : memref<4xf32, #tir.scope<"local.fragment">>
          %og = memref.load %ogl[%i1_h] : memref<256xf32, #tir.scope<"local.fragment">>
          %xv = memref.load %xl[%i_mhc, %i1_h] : memref<4x256xf32, #tir.scope<"local.fragment">>
          %p = arith.mulf %og, %xv : f32
          %s = arith.addf %m, %p : f32
          memref.store %s, %mgl[%i_mhc] : memref<4xf32, #tir.scope<"local.fragment">>
          %xgv = memref.load %xgl[%i_mhc, %i1_h] : memref<4x256xf32, #tir.scope<"local.fragment">>
          %w = memref.load %mixl[%i_mhc] : memref<4xf32, #tir.scope<"local.fragment">>
          %og2 = memref.load %ogl[%i1_h] : memref<256xf32, #tir.scope<"local.fragment">>
          %q = arith.mulf %w, %og2 : f32
          %t = arith.addf %xgv, %q : f32
          memref.store %t, %xgl[%i_mhc, %i1_h] : memref<4x256xf32, #tir.scope<"local.fragment">>
        }
      }
      %xgo = memref.subview %x_grad[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1]
          : memref<?x4x256xbf16> to memref<4x256xbf16, strided<[256, 1], offset: ?>>
      tir.copy %xgl, %xgo {disable_tma}
          : memref<4x256xf32, #tir.scope<"local.fragment">>, memref<4x256xbf16, strided<[256, 1], offset: ?>>
    }
    tir.finalize_reducer %mgl : memref<4xf32, #tir.scope<"local.fragment">>
    %mgg = memref.subview %mix_grad[%pid_n, 0] [1, 4] [1, 1]
        : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    tir.copy %mgl, %mgg {disable_tma}
        : memref<4xf32, #tir.scope<"local.fragment">>, memref<4xf32, strided<[1], offset: ?>>
  }
  return
}
