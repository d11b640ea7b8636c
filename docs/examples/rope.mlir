// tilelang-ascend's rotary position embedding that builds its gather mask
// on the Vector core (examples/pos_embedding/rope.py, rope_kernel_in_place),
// in the tir dialect: in place on the last rope_dim columns of each row of
// x, out = x * cos + rotate(x) * sin with rotate(x) = (-x1, x0, -x3, x2, ...)
// (sin's even entries negated by a mask of -1 and 1, x's pairs swapped by
// T.tile.gather with byte offsets 4 * (i ^ 1) computed from
// T.tile.createvecindex). docs/examples/rope_mask.mlir is the variant that
// takes both masks from the host.
//
// Source: tile-ai/tilelang-ascend @ 95acbd7f. Shapes: --shape BS H HS RD =
// 4 16 512 256 (batch_size 4, head_num 16, hidden_size 512, rope_dim 256;
// float16), shrunk from the example's default 16 64 512 256 in the number of
// rows only: M = 64 rows, and block_M = 32 as tilelang_apply_rope_partial_
// in_place fixes it, so row_per_vec = 16 rows per Vector core (the default's
// tiles) and m_num = 2 blocks.
//
//   VEC_NUM = 2; m_num = M // block_M; dim_start = hidden_size - rope_dim
//   row_per_vec = block_M // VEC_NUM
//   ACC_DTYPE = "float32"; MASK_DTYPE = "uint32"
//   @T.prim_func
//   def kernel(x: T.Tensor([M, hidden_size], dtype),
//              sin: T.Tensor([batch_size, rope_dim], dtype),
//              cos: T.Tensor([batch_size, rope_dim], dtype)):
//       with T.Kernel(m_num, is_npu=True) as (cid, vid):
//           row_x = cid * block_M + vid * row_per_vec
//           row_sin_cos = row_x // head_num
//           # 1. copy x: gm -> ub
//           x_half_ub = T.alloc_shared([row_per_vec, rope_dim], dtype)
//           x_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           for i in T.serial(0, row_per_vec):
//               T.copy(x[row_x + i, dim_start:], x_half_ub[i, :])
//           T.copy(x_half_ub, x_ub)  # cast float16 -> float32
//           # 2. copy sin/cos: gm -> ub
//           sin_ub = T.alloc_shared([1, rope_dim], ACC_DTYPE)
//           sin_half_ub = T.alloc_shared([1, rope_dim], dtype)
//           cos_ub = T.alloc_shared([1, rope_dim], ACC_DTYPE)
//           cos_half_ub = T.alloc_shared([1, rope_dim], dtype)
//           T.copy(sin[row_sin_cos, :], sin_half_ub[0, :])
//           T.copy(sin_half_ub, sin_ub)
//           T.copy(cos[row_sin_cos, :], cos_half_ub[0, :])
//           T.copy(cos_half_ub, cos_ub)
//           # 3. set mask: gm -> ub
//           mask_ub_i16 = T.alloc_shared([row_per_vec, rope_dim], "int16")
//           mask_ub_f32 = T.alloc_shared([row_per_vec, rope_dim], "float32")
//           mask_ub_i32 = T.alloc_shared([row_per_vec, rope_dim], "int32")
//           mask_ub = T.alloc_shared([row_per_vec, rope_dim], MASK_DTYPE)
//           idx_ub = T.alloc_shared([row_per_vec, rope_dim], "int32")
//           tmp_ub_i16 = T.alloc_shared([row_per_vec, rope_dim], "int16")
//           ones_mask_ub = T.alloc_shared([row_per_vec, rope_dim], "int16")
//           T.tile.createvecindex(idx_ub, 0)
//           T.copy(idx_ub, tmp_ub_i16)
//           T.tile.fill(ones_mask_ub, 1)
//           T.tile.bitwise_xor(mask_ub_i16, tmp_ub_i16, ones_mask_ub)
//           T.copy(mask_ub_i16, mask_ub_f32)
//           T.copy(mask_ub_f32, mask_ub_i32)
//           T.tile.mul(mask_ub_i32, mask_ub_i32, 4)
//           T.reinterpretcast(mask_ub, mask_ub_i32, "uint32_t")
//           sin_mask_ub = T.alloc_ub(rope_dim, ACC_DTYPE)
//           T.tile.fill(sin_mask_ub, -1.0)
//           for i in T.serial(0, rope_dim // 2):
//               sin_mask_ub[2 * i + 1] = 1.0
//           T.tile.mul(sin_ub[0, :], sin_ub[0, :], sin_mask_ub)
//           # 4. broadcast sin/cos: [1, rope_dim] -> [row_per_vec, rope_dim]
//           sin_block_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.broadcast(sin_block_ub, sin_ub)
//           cos_block_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.broadcast(cos_block_ub, cos_ub)
//           # 5. rotate x
//           x_rotate_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.gather(x_rotate_ub, x_ub, mask_ub, 0)
//           # 6. x * cos - x_rotate * sin
//           out_ub = T.alloc_shared([row_per_vec, rope_dim], ACC_DTYPE)
//           T.tile.mul(x_ub, x_ub, cos_block_ub)
//           T.tile.mul(x_rotate_ub, x_rotate_ub, sin_block_ub)
//           T.tile.add(out_ub, x_ub, x_rotate_ub)
//           # 7. copy out
//           T.copy(out_ub, x_half_ub)  # cast float32 -> float16
//           for i in T.serial(0, row_per_vec):
//               T.copy(x_half_ub[i, :], x[row_x + i, dim_start:])
//
// Spelling: T.reinterpretcast(mask_ub, mask_ub_i32, "uint32_t") makes
// mask_ub the storage of mask_ub_i32 read as uint32; the tir holds uint32
// as i32 (docs/Dialects/TIR.md), so mask_ub is mask_ub_i32 itself and the
// gather reads it (mask_ub's own allocation is left unused, as it is in
// TileLang). The idx_ub indices
// run on across the rows (0 .. 4095): the gather indexes x_ub as one flat
// buffer. As TileLang prints it (docs/examples/rope.py, its TVMScript
// twin), every buffer is allocated at the top of the kernel, a row copy is
// a 1 x 256 region, and `T.tile.mul(sin_ub[0, :], sin_ub[0, :],
// sin_mask_ub)` is a run of 256 elements of each: sin_ub whole and
// sin_mask_ub seen as its 1 x 256 shape (tir.view).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/rope.mlir -o rope.pto
//   ptoas --pto-arch=a3 --enable-insert-sync rope.pto -o rope.cpp

!x16 = memref<16x256xf16, #tir.scope<"shared.dyn">>
!x32 = memref<16x256xf32, #tir.scope<"shared.dyn">>
!r16 = memref<1x256xf16, #tir.scope<"shared.dyn">>
!r32 = memref<1x256xf32, #tir.scope<"shared.dyn">>
!mk = memref<16x256xi32, #tir.scope<"shared.dyn">>
!m16 = memref<16x256xi16, #tir.scope<"shared.dyn">>
!u32 = memref<256xf32, #tir.scope<"shared">>
!row16 = memref<1x256xf16, strided<[256, 1], offset: ?>, #tir.scope<"shared.dyn">>
!grow = memref<1x256xf16, strided<[512, 1], offset: ?>>
!gsc = memref<1x256xf16, strided<[256, 1], offset: ?>>
func.func @rope_kernel_in_place(%x: memref<64x512xf16> {tir.name = "x"},
                                %sin: memref<4x256xf16> {tir.name = "sin"},
                                %cos: memref<4x256xf16> {tir.name = "cos"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %x_half_ub = tir.alloc_buffer "x_half_ub" : !x16
    %x_ub = tir.alloc_buffer "x_ub" : !x32
    %sin_ub = tir.alloc_buffer "sin_ub" : !r32
    %sin_half_ub = tir.alloc_buffer "sin_half_ub" : !r16
    %cos_ub = tir.alloc_buffer "cos_ub" : !r32
    %cos_half_ub = tir.alloc_buffer "cos_half_ub" : !r16
    %mask_ub_i16 = tir.alloc_buffer "mask_ub_i16" : !m16
    %mask_ub_f32 = tir.alloc_buffer "mask_ub_f32" : !x32
    %mask_ub_i32 = tir.alloc_buffer "mask_ub_i32" : !mk
    %mask_ub = tir.alloc_buffer "mask_ub" : !mk
    %idx_ub = tir.alloc_buffer "idx_ub" : !mk
    %tmp_ub_i16 = tir.alloc_buffer "tmp_ub_i16" : !m16
    %ones_mask_ub = tir.alloc_buffer "ones_mask_ub" : !m16
    %sin_mask_ub = tir.alloc_buffer "sin_mask_ub" : !u32
    %sin_block_ub = tir.alloc_buffer "sin_block_ub" : !x32
    %cos_block_ub = tir.alloc_buffer "cos_block_ub" : !x32
    %x_rotate_ub = tir.alloc_buffer "x_rotate_ub" : !x32
    %out_ub = tir.alloc_buffer "out_ub" : !x32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %block_M = arith.constant 32 : index
    %row_per_vec = arith.constant 16 : index
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
    // 3. set mask: gm -> ub
    %first = arith.constant 0 : i32
    %one = arith.constant 1 : i16
    %four = arith.constant 4 : i32
    tir.tile <createvecindex> scalar(%first : i32) outs(%idx_ub : !mk)
    tir.copy %idx_ub, %tmp_ub_i16 : !mk, !m16
    tir.fill %ones_mask_ub, %one : !m16
    tir.tile <bitwise_xor> ins(%tmp_ub_i16, %ones_mask_ub : !m16, !m16) outs(%mask_ub_i16 : !m16)
    tir.copy %mask_ub_i16, %mask_ub_f32 : !m16, !x32
    tir.copy %mask_ub_f32, %mask_ub_i32 : !x32, !mk
    tir.tile <mul> ins(%mask_ub_i32 : !mk) scalar(%four : i32) outs(%mask_ub_i32 : !mk)
    // T.reinterpretcast(mask_ub, mask_ub_i32, "uint32_t"): mask_ub is
    // mask_ub_i32's storage; uint32 is held as i32, so it is mask_ub_i32.
    %neg_one = arith.constant -1.0 : f32
    %pos_one = arith.constant 1.0 : f32
    %half = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    tir.fill %sin_mask_ub, %neg_one : !u32
    tir.for serial %i = %c0 to %half step %c1 {
      %i2 = arith.muli %c2, %i : index
      %k = arith.addi %i2, %c1 : index
      memref.store %pos_one, %sin_mask_ub[%k] : !u32
    }
    %sin_mask_row = tir.view %sin_mask_ub : !u32 to memref<1x256xf32, #tir.scope<"shared">>
    tir.tile <mul> ins(%sin_ub, %sin_mask_row : !r32, memref<1x256xf32, #tir.scope<"shared">>) outs(%sin_ub : !r32)
    // 4. broadcast sin/cos: [1, rope_dim] -> [row_per_vec, rope_dim]
    tir.tile <broadcast> ins(%sin_ub : !r32) outs(%sin_block_ub : !x32)
    tir.tile <broadcast> ins(%cos_ub : !r32) outs(%cos_block_ub : !x32)
    // 5. rotate x
    tir.tile <gather> ins(%x_ub, %mask_ub_i32 : !x32, !mk) scalar(%zero : i32) outs(%x_rotate_ub : !x32)
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
