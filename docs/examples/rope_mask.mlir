// tilelang-ascend's rotary position embedding with a precomputed gather
// mask (examples/pos_embedding/rope_mask.py, rope_kernel_in_place), in the
// tir dialect: in place on the last rope_dim columns of each row of x,
// out = x * cos + rotate(x) * sin with rotate(x) = (-x1, x0, -x3, x2, ...)
// (sin's even entries negated by sin_mask, x's pairs swapped by
// T.tile.gather with the byte offsets in mask).
//
// Shapes: the example's --shape BS H HS RD = 4 16 512 256 (batch_size 4,
// head_num 16, hidden_size 512, rope_dim 256; float16): M = 64 rows,
// block_M = max(head_num, 2) = 16, 8 rows per Vector core, 4 blocks.
// At the example's default 16 64 512 256 (32 rows per Vector core) the
// kernel compiles on a5 and a3 reports needing 212992 bytes of ub
// (196608): TileLang plans buffers whose lifetimes do not overlap into the
// same memory, tirpto gives each buffer its own.
//
// The host builds mask (rope_dim * row_per_vec uint32 byte offsets:
// mask[2k] = 4 * (2k + 1), mask[2k + 1] = 4 * 2k; tir holds them as i32)
// and sin_mask (-1 at even, 1 at odd positions).
//
// TileLang source:
//
//   @T.prim_func
//   def kernel(x: T.Tensor([M, hidden_size], dtype),
//              sin: T.Tensor([batch_size, rope_dim], dtype),
//              cos: T.Tensor([batch_size, rope_dim], dtype),
//              mask: T.Tensor([row_per_vec, rope_dim], MASK_DTYPE),
//              sin_mask: T.Tensor([rope_dim], ACC_DTYPE)):
//       with T.Kernel(m_num, is_npu=True) as (cid, vid):
//           row_x = cid * block_M + vid * row_per_vec
//           row_sin_cos = row_x // head_num
//           x_half_ub = T.alloc_shared([row_per_vec, rope_dim], dtype)
//           x_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           for i in T.serial(0, row_per_vec):
//               T.copy(x[row_x + i, dim_start:], x_half_ub[i, :])
//           T.copy(x_half_ub, x_ub)  # cast float16 -> float32
//           sin_ub = T.alloc_shared([1, rope_dim], ACC_DTYPE)
//           sin_half_ub = T.alloc_shared([1, rope_dim], dtype)
//           cos_ub = T.alloc_shared([1, rope_dim], ACC_DTYPE)
//           cos_half_ub = T.alloc_shared([1, rope_dim], dtype)
//           T.copy(sin[row_sin_cos, :], sin_half_ub[0, :])
//           T.copy(sin_half_ub, sin_ub)
//           T.copy(cos[row_sin_cos, :], cos_half_ub[0, :])
//           T.copy(cos_half_ub, cos_ub)
//           mask_ub = T.alloc_shared([row_per_vec, rope_dim], MASK_DTYPE)
//           T.copy(mask, mask_ub)
//           sin_mask_ub = T.alloc_shared(rope_dim, ACC_DTYPE)
//           T.copy(sin_mask, sin_mask_ub)
//           T.tile.mul(sin_ub[0, :], sin_ub[0, :], sin_mask_ub)
//           sin_block_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.broadcast(sin_block_ub, sin_ub)
//           cos_block_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.broadcast(cos_block_ub, cos_ub)
//           x_rotate_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.gather(x_rotate_ub, x_ub, mask_ub, 0)
//           out_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.mul(x_ub, x_ub, cos_block_ub)
//           T.tile.mul(x_rotate_ub, x_rotate_ub, sin_block_ub)
//           T.tile.add(out_ub, x_ub, x_rotate_ub)
//           T.copy(out_ub, x_half_ub)  # cast float32 -> float16
//           for i in T.serial(0, row_per_vec):
//               T.copy(x_half_ub[i, :], x[row_x + i, dim_start:])
//
// As TileLang prints it (docs/examples/rope_mask.py, its TVMScript twin),
// every buffer is allocated at the top of the kernel, a row copy is a 1 x
// 256 region, and `T.tile.mul(sin_ub[0, :], sin_ub[0, :], sin_mask_ub)` is
// a run of 256 elements of each: sin_ub whole and sin_mask_ub seen as its
// 1 x 256 shape (tir.view).
//
// T.tile.gather becomes the offsets shifted right by 2 (bytes to f32
// indices) into a ub temporary and pto.tgather; each row copy is a 1 x 256
// window (pto.subset) of x_half_ub.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/rope_mask.mlir -o rope_mask.pto

!x16 = memref<8x256xf16, #tir.scope<"shared.dyn">>
!x32 = memref<8x256xf32, #tir.scope<"shared.dyn">>
!r16 = memref<1x256xf16, #tir.scope<"shared.dyn">>
!r32 = memref<1x256xf32, #tir.scope<"shared.dyn">>
!mk = memref<8x256xi32, #tir.scope<"shared.dyn">>
!v32 = memref<256xf32, #tir.scope<"shared.dyn">>
!row16 = memref<1x256xf16, strided<[256, 1], offset: ?>, #tir.scope<"shared.dyn">>
!grow = memref<1x256xf16, strided<[512, 1], offset: ?>>
!gsc = memref<1x256xf16, strided<[256, 1], offset: ?>>
func.func @rope_kernel_in_place(%x: memref<64x512xf16> {tir.name = "x"},
                                %sin: memref<4x256xf16> {tir.name = "sin"},
                                %cos: memref<4x256xf16> {tir.name = "cos"},
                                %mask: memref<8x256xi32> {tir.name = "mask"},
                                %sin_mask: memref<256xf32> {tir.name = "sin_mask"}) {
  tir.kernel (%cid) in (4) sub_block (%vid) in 2 {
    %x_half_ub = tir.alloc_buffer "x_half_ub" : !x16
    %x_ub = tir.alloc_buffer "x_ub" : !x32
    %sin_ub = tir.alloc_buffer "sin_ub" : !r32
    %sin_half_ub = tir.alloc_buffer "sin_half_ub" : !r16
    %cos_ub = tir.alloc_buffer "cos_ub" : !r32
    %cos_half_ub = tir.alloc_buffer "cos_half_ub" : !r16
    %mask_ub = tir.alloc_buffer "mask_ub" : !mk
    %sin_mask_ub = tir.alloc_buffer "sin_mask_ub" : !v32
    %sin_block_ub = tir.alloc_buffer "sin_block_ub" : !x32
    %cos_block_ub = tir.alloc_buffer "cos_block_ub" : !x32
    %x_rotate_ub = tir.alloc_buffer "x_rotate_ub" : !x32
    %out_ub = tir.alloc_buffer "out_ub" : !x32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %block_M = arith.constant 16 : index
    %row_per_vec = arith.constant 8 : index
    %head_num = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    %row_c = arith.muli %cid, %block_M : index
    %row_v = arith.muli %vid, %row_per_vec : index
    %row_x = arith.addi %row_c, %row_v : index
    %row_sin_cos = arith.floordivsi %row_x, %head_num : index
    // 1. copy x: gm -> ub, then float16 -> float32
    tir.for serial %i = %c0 to %row_per_vec step %c1 {
      %r = arith.addi %row_x, %i : index
      %src = memref.subview %x[%r, 256] [1, 256] [1, 1] : memref<64x512xf16> to !grow
      %dst = memref.subview %x_half_ub[%i, 0] [1, 256] [1, 1] : !x16 to !row16
      tir.copy %src, %dst : !grow, !row16
    }
    tir.copy %x_half_ub, %x_ub : !x16, !x32
    // 2. copy sin/cos: gm -> ub
    %ssrc = memref.subview %sin[%row_sin_cos, 0] [1, 256] [1, 1] : memref<4x256xf16> to !gsc
    tir.copy %ssrc, %sin_half_ub : !gsc, !r16
    tir.copy %sin_half_ub, %sin_ub : !r16, !r32
    %csrc = memref.subview %cos[%row_sin_cos, 0] [1, 256] [1, 1] : memref<4x256xf16> to !gsc
    tir.copy %csrc, %cos_half_ub : !gsc, !r16
    tir.copy %cos_half_ub, %cos_ub : !r16, !r32
    // 3. copy mask: gm -> ub
    tir.copy %mask, %mask_ub : memref<8x256xi32>, !mk
    tir.copy %sin_mask, %sin_mask_ub : memref<256xf32>, !v32
    %sin_mask_row = tir.view %sin_mask_ub : !v32 to !r32
    tir.tile <mul> ins(%sin_ub, %sin_mask_row : !r32, !r32) outs(%sin_ub : !r32)
    // 4. broadcast sin/cos: [1, rope_dim] -> [row_per_vec, rope_dim]
    tir.tile <broadcast> ins(%sin_ub : !r32) outs(%sin_block_ub : !x32)
    tir.tile <broadcast> ins(%cos_ub : !r32) outs(%cos_block_ub : !x32)
    // 5. rotate x
    tir.tile <gather> ins(%x_ub, %mask_ub : !x32, !mk) scalar(%zero : i32) outs(%x_rotate_ub : !x32)
    // 6. x * cos - x_rotate * sin
    tir.tile <mul> ins(%x_ub, %cos_block_ub : !x32, !x32) outs(%x_ub : !x32)
    tir.tile <mul> ins(%x_rotate_ub, %sin_block_ub : !x32, !x32) outs(%x_rotate_ub : !x32)
    tir.tile <add> ins(%x_ub, %x_rotate_ub : !x32, !x32) outs(%out_ub : !x32)
    // 7. copy out: float32 -> float16, then ub -> gm
    tir.copy %out_ub, %x_half_ub : !x32, !x16
    tir.for serial %i = %c0 to %row_per_vec step %c1 {
      %r = arith.addi %row_x, %i : index
      %src = memref.subview %x_half_ub[%i, 0] [1, 256] [1, 1] : !x16 to !row16
      %dst = memref.subview %x[%r, 256] [1, 256] [1, 1] : memref<64x512xf16> to !grow
      tir.copy %src, %dst : !row16, !grow
    }
  }
  return
}
