// The MHC (manifold-constrained hyper-connections) "pre apply mix" forward
// kernel in the tir dialect: per token, the bf16 output row is the
// mix-weighted sum of the token's mhc_mult input streams,
// o[t, :] = sum_k mix[t, k] * x[t, k, :], accumulated in f32.
//
// Source: tile-ai/tilelang examples/ascend/example_mhc_pre_apply_mix.py @
// 041110cf, `mhc_pre_apply_mix_fwd(mhc_mult=4, hidden=1280)` as its main
// runs it: h_blk = gcd(1024, 1280) = 256, so 5 hidden blocks per token;
// the token count n is dynamic (T.dynamic("n")), one block per token.
//
//   @T.prim_func
//   def main(x: T.Tensor[(n, mhc, h), T.bfloat16],
//            mix: T.Tensor[(n, mhc), T.float32],
//            o: T.Tensor[(n, h), T.bfloat16]) -> None:
//       with T.Kernel(n) as pid_n:
//           mixl = T.alloc_fragment(mhc, T.float32)
//           T.copy(mix[pid_n, 0], mixl)
//           for i0_h in T.Pipelined(h // h_blk, num_stages=2):
//               xs = T.alloc_shared((mhc, h_blk), T.bfloat16)
//               xl = T.alloc_fragment((mhc, h_blk), T.float32)
//               T.copy(x[pid_n, 0, i0_h * h_blk], xs)
//               T.copy(xs, xl)
//               os = T.alloc_shared(h_blk, T.bfloat16)
//               ol = T.alloc_fragment(h_blk, T.float32)
//               T.clear(ol)
//               for i_mhc in T.serial(mhc):
//                   for i1_h in T.Parallel(h_blk):
//                       ol[i1_h] += mixl[i_mhc] * xl[i_mhc, i1_h]
//               T.copy(ol, os)
//               T.copy(os, o[pid_n, i0_h * h_blk])
//
// As in TileLang's printed TIR, the buffers allocated inside the pipelined
// loop are allocated once, at the top of the kernel. Inside the serial
// loop, `mixl[i_mhc]` is one element of a ub buffer (read by the scalar
// unit, pto.tgetval) and `xl[i_mhc, i1_h]` one row of a ub tile (a 1x256
// window of it, pto.subset).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_pre_apply_mix.mlir -o mhc_pre_apply_mix.pto
// The kernel is launched as mhc_pre_apply_mix_fwd(x, n, mix, n, o, n) on n
// blocks.

func.func @mhc_pre_apply_mix_fwd(
    %x: memref<?x4x1280xbf16> {tir.name = "x"},
    %mix: memref<?x4xf32> {tir.name = "mix"},
    %o: memref<?x1280xbf16> {tir.name = "o"}) {
  %c0_ = arith.constant 0 : index
  %n = memref.dim %x, %c0_ : memref<?x4x1280xbf16>
  tir.kernel (%pid_n) in (%n) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0.0 : f32
    %mixl = tir.alloc_buffer "mixl" : memref<4xf32, #tir.scope<"local.fragment">>
    %xs = tir.alloc_buffer "xs" : memref<4x256xbf16, #tir.scope<"shared.dyn">>
    %xl = tir.alloc_buffer "xl" : memref<4x256xf32, #tir.scope<"local.fragment">>
    %os = tir.alloc_buffer "os" : memref<256xbf16, #tir.scope<"shared.dyn">>
    %ol = tir.alloc_buffer "ol" : memref<256xf32, #tir.scope<"local.fragment">>
    %mixg = memref.subview %mix[%pid_n, 0] [1, 4] [1, 1]
        : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    tir.copy %mixg, %mixl
        : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, #tir.scope<"local.fragment">>
    tir.for pipelined %i0_h = %c0 to %c5 step %c1 attributes {num_stages = 2 : i64} {
      %h0 = arith.muli %i0_h, %c256 : index
      %xg = memref.subview %x[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1]
          : memref<?x4x1280xbf16> to memref<4x256xbf16, strided<[1280, 1], offset: ?>>
      tir.copy %xg, %xs
          : memref<4x256xbf16, strided<[1280, 1], offset: ?>>, memref<4x256xbf16, #tir.scope<"shared.dyn">>
      tir.copy %xs, %xl
          : memref<4x256xbf16, #tir.scope<"shared.dyn">>, memref<4x256xf32, #tir.scope<"local.fragment">>
      tir.fill %ol, %zero : memref<256xf32, #tir.scope<"local.fragment">>
      tir.for serial %i_mhc = %c0 to %c4 step %c1 {
        tir.for parallel %i1_h = %c0 to %c256 step %c1 {
          %acc = memref.load %ol[%i1_h] : memref<256xf32, #tir.scope<"local.fragment">>
          %w = memref.load %mixl[%i_mhc] : memref<4xf32, #tir.scope<"local.fragment">>
          %v = memref.load %xl[%i_mhc, %i1_h] : memref<4x256xf32, #tir.scope<"local.fragment">>
          %p = arith.mulf %w, %v : f32
          %s = arith.addf %acc, %p : f32
          memref.store %s, %ol[%i1_h] : memref<256xf32, #tir.scope<"local.fragment">>
        }
      }
      tir.copy %ol, %os
          : memref<256xf32, #tir.scope<"local.fragment">>, memref<256xbf16, #tir.scope<"shared.dyn">>
      %og = memref.subview %o[%pid_n, %h0] [1, 256] [1, 1]
          : memref<?x1280xbf16> to memref<256xbf16, strided<[1], offset: ?>>
      tir.copy %os, %og
          : memref<256xbf16, #tir.scope<"shared.dyn">>, memref<256xbf16, strided<[1], offset: ?>>
    }
  }
  return
}
