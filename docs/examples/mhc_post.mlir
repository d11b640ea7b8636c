// Upstream TileLang's MHC post (forward): x = c * d + a^T @ b per token,
// tiled over the hidden dimension with a pipelined copy, the 4 x 4
// contraction written as a serial loop inside a T.Parallel nest, in the
// tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_mhc_post.py @ 54a394c3,
// `mhc_post_fwd(mhc, hidden)` at the mhc = 4, hidden = 1280 its __main__
// runs (h_blk = gcd(1280, 1024) = 256, 5 steps; num_tokens is T.dynamic,
// 8 there):
//
//   @T.prim_func
//   def main(a: T.Tensor[(n, mhc, mhc), T.float32],
//            b: T.Tensor[(n, mhc, h), T.bfloat16],
//            c: T.Tensor[(n, mhc), T.float32],
//            d: T.Tensor[(n, h), T.bfloat16],
//            x: T.Tensor[(n, mhc, h), T.bfloat16]):
//       with T.Kernel(n) as pid_n:
//           x_shared = T.alloc_shared((mhc, h_blk), T.bfloat16)
//           b_shared = T.alloc_shared((mhc, h_blk), T.bfloat16)
//           d_shared = T.alloc_shared(h_blk, T.bfloat16)
//           x_local = T.alloc_fragment((mhc, h_blk), T.float32)
//           b_local = T.alloc_fragment((mhc, h_blk), T.float32)
//           d_local = T.alloc_fragment(h_blk, T.float32)
//           a_local = T.alloc_fragment((mhc, mhc), T.float32)
//           c_local = T.alloc_fragment(mhc, T.float32)
//           T.copy(a[pid_n, 0, 0], a_local)
//           T.copy(c[pid_n, 0], c_local)
//           for i0_h in T.Pipelined(T.ceildiv(h, h_blk), num_stages=2):
//               T.copy(b[pid_n, 0, i0_h * h_blk], b_shared)
//               T.copy(d[pid_n, i0_h * h_blk], d_shared)
//               T.copy(b_shared, b_local)
//               T.copy(d_shared, d_local)
//               for i_mhco, i1_h in T.Parallel(mhc, h_blk):
//                   x_local[i_mhco, i1_h] = c_local[i_mhco] * d_local[i1_h]
//                   for i_mhci in T.serial(mhc):
//                       x_local[i_mhco, i1_h] += a_local[i_mhci, i_mhco] * b_local[i_mhci, i1_h]
//               T.copy(x_local, x_shared)
//               T.copy(x_shared, x[pid_n, 0, i0_h * h_blk])
//
// The Vector core computes whole tiles, one statement at a time:
// tir-distribute-parallel splits the nest into `x = c * d` over the tile
// and, for each i_mhci, `x += a[i_mhci, :]^T * b[i_mhci, :]` over the tile
// (the iterations of the nest are independent, so the order of the work
// may change): a column of a_local broadcast along the rows, a row of
// b_local down the columns.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/mhc_post.mlir -o mhc_post.pto
//   ptoas --pto-arch=a3 --enable-insert-sync mhc_post.pto -o mhc_post.cpp

!x_t = memref<?x4x1280xbf16>
!tile = memref<4x256xf32, #tir.scope<"local.fragment">>
!shared = memref<4x256xbf16, #tir.scope<"shared.dyn">>
func.func @mhc_post_fwd(%a: memref<?x4x4xf32> {tir.name = "a"},
                        %b: !x_t {tir.name = "b"},
                        %c: memref<?x4xf32> {tir.name = "c"},
                        %d: memref<?x1280xbf16> {tir.name = "d"},
                        %x: !x_t {tir.name = "x"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %a, %c0 : memref<?x4x4xf32>
  tir.kernel (%pid_n) in (%n) {
    %x_shared = tir.alloc_buffer "x_shared" : !shared
    %b_shared = tir.alloc_buffer "b_shared" : !shared
    %d_shared = tir.alloc_buffer "d_shared" : memref<256xbf16, #tir.scope<"shared.dyn">>
    %x_local = tir.alloc_buffer "x_local" : !tile
    %b_local = tir.alloc_buffer "b_local" : !tile
    %d_local = tir.alloc_buffer "d_local" : memref<256xf32, #tir.scope<"local.fragment">>
    %a_local = tir.alloc_buffer "a_local" : memref<4x4xf32, #tir.scope<"local.fragment">>
    %c_local = tir.alloc_buffer "c_local" : memref<4xf32, #tir.scope<"local.fragment">>
    %a_region = memref.subview %a[%pid_n, 0, 0] [1, 4, 4] [1, 1, 1] : memref<?x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
    tir.copy %a_region, %a_local : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32, #tir.scope<"local.fragment">>
    %c_region = memref.subview %c[%pid_n, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    tir.copy %c_region, %c_local : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, #tir.scope<"local.fragment">>
    tir.for pipelined %i0_h = %c0 to %c5 step %c1 attributes {num_stages = 2 : i64} {
      %h0 = arith.muli %i0_h, %c256 : index
      %b_region = memref.subview %b[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1] : !x_t to memref<4x256xbf16, strided<[1280, 1], offset: ?>>
      tir.copy %b_region, %b_shared : memref<4x256xbf16, strided<[1280, 1], offset: ?>>, !shared
      %d_region = memref.subview %d[%pid_n, %h0] [1, 256] [1, 1] : memref<?x1280xbf16> to memref<256xbf16, strided<[1], offset: ?>>
      tir.copy %d_region, %d_shared : memref<256xbf16, strided<[1], offset: ?>>, memref<256xbf16, #tir.scope<"shared.dyn">>
      tir.copy %b_shared, %b_local : !shared, !tile
      tir.copy %d_shared, %d_local : memref<256xbf16, #tir.scope<"shared.dyn">>, memref<256xf32, #tir.scope<"local.fragment">>
      tir.for parallel %i_mhco = %c0 to %c4 step %c1 {
        tir.for parallel %i1_h = %c0 to %c256 step %c1 {
          %cv = memref.load %c_local[%i_mhco] : memref<4xf32, #tir.scope<"local.fragment">>
          %dv = memref.load %d_local[%i1_h] : memref<256xf32, #tir.scope<"local.fragment">>
          %cd = arith.mulf %cv, %dv : f32
          memref.store %cd, %x_local[%i_mhco, %i1_h] : !tile
          tir.for serial %i_mhci = %c0 to %c4 step %c1 {
            %acc = memref.load %x_local[%i_mhco, %i1_h] : !tile
            %av = memref.load %a_local[%i_mhci, %i_mhco] : memref<4x4xf32, #tir.scope<"local.fragment">>
            %bv = memref.load %b_local[%i_mhci, %i1_h] : !tile
            %ab = arith.mulf %av, %bv : f32
            %sum = arith.addf %acc, %ab : f32
            memref.store %sum, %x_local[%i_mhco, %i1_h] : !tile
          }
        }
      }
      tir.copy %x_local, %x_shared : !tile, !shared
      %x_region = memref.subview %x[%pid_n, 0, %h0] [1, 4, 256] [1, 1, 1] : !x_t to memref<4x256xbf16, strided<[1280, 1], offset: ?>>
      tir.copy %x_shared, %x_region : !shared, memref<4x256xbf16, strided<[1280, 1], offset: ?>>
    }
  }
  return
}
