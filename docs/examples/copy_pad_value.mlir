// A GM -> UB copy into the first columns of a wider ub buffer, the rest of
// each row filled with a pad value, in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_copy_pad_value.py
// @ 0e4ad53c, `copy_pad_value(M=4, N=30, N_pad=32, fill=-1.0)` (the shapes
// its run() uses): 30 f32 columns (120 bytes, not a multiple of 32) copied
// into a buffer of 32 columns, columns 30 and 31 set to the fill value.
// The file's second kernel, `copy_data_select`, takes the pad value from
// the hardware pad register (T.ascend_set_copy_pad_value, then
// T.copy(..., data_select=True)); tirpto does not lower that mode yet.
//
//   @T.prim_func
//   def main(A: T.Tensor((M, N), T.float32),
//            B: T.Tensor((M, N_pad), T.float32)):
//       with T.Kernel(1) as _:
//           a_ub = T.alloc_shared((M, N_pad), T.float32)
//           T.copy(A[:, :], a_ub[:, :N], pad_value=fill)
//           T.copy(a_ub[:, :], B[:, :])
//
// `a_ub[:, :N]` is a region of the first N columns of every row: the copy
// moves the buffer's tile with N valid columns, after filling it with the
// pad value. After lowering the kernel is launched on one block as
// copy_pad_value(A, B).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/copy_pad_value.mlir -o copy_pad_value.pto

func.func @copy_pad_value(%A: memref<4x30xf32> {tir.name = "A"},
                          %B: memref<4x32xf32> {tir.name = "B"}) {
  tir.kernel (%bx) in (1) {
    %fill = arith.constant -1.0 : f32
    %a_ub = tir.alloc_buffer "a_ub" : memref<4x32xf32, #tir.scope<"shared">>
    %cols = memref.subview %a_ub[0, 0] [4, 30] [1, 1]
        : memref<4x32xf32, #tir.scope<"shared">> to memref<4x30xf32, strided<[32, 1]>, #tir.scope<"shared">>
    tir.copy %A, %cols pad_value(%fill : f32)
        : memref<4x30xf32>, memref<4x30xf32, strided<[32, 1]>, #tir.scope<"shared">>
    tir.copy %a_ub, %B : memref<4x32xf32, #tir.scope<"shared">>, memref<4x32xf32>
  }
  return
}
