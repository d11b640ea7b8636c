//===- PTODMAOps.td - global memory <-> tiles --------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TLoadOp : PTO_TileOp<"tload", "PIPE_MTE2"> {
  let summary = "load a global-memory window into a vec or mat tile (MTE2)";
  let description = [{
    Copies the window `src` into the valid region of `dst`, a `vec` or `mat`
    tile. A row-major (ND) view into an NZ `mat` tile (col_major/row_major)
    or a column-major (DN) view into a ZN `mat` tile (row_major/col_major) is
    converted to the fractal layout on the fly.

    ```mlir
    pto.tload ins(%pv : !pto.partition_tensor_view<16x128xf32>) outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    ```

    Errors (ptoas-format.md §4.3): a destination other than vec/mat;
    element types of different sizes; a static window whose element count
    differs from the static valid element count of the tile.
  }];
  let arguments = (ins Arg<PTO_AnyPartitionView, "GM window", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "tile", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_TStoreOp : PTO_TileOp<"tstore", ""> {
  let summary = "store a tile into a global-memory window (MTE3, or FIX from acc)";
  let description = [{
    Copies the valid region of `src` into the window `dst`. From a `vec` or
    `mat` tile the element types match and the move runs on MTE3; from an
    `acc` tile it runs on the fixpipe (FIX) and converts an f32 accumulator to
    f32, f16 or bf16 (an i32 one to i32), NZ to ND.

    Optional attributes: `atomicType = #pto<atomic_type atomic_add>`,
    `stPhase = #pto<st_phase final>`, `reluPreMode =
    #pto<relu_pre_mode normal_relu>` (acc source).

    ```mlir
    pto.tstore ins(%acc : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>) outs(%pv : !pto.partition_tensor_view<128x128xf16>)
    ```

    Errors (ptoas-format.md §4.3): a source other than vec/mat/acc (a5:
    vec/acc); mismatched element types outside the acc conversions; a static
    window whose element count differs from the static valid element count of
    the tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemRead]>:$src,
                       Arg<PTO_AnyPartitionView, "GM window", [MemWrite]>:$dst,
                       OptionalAttr<PTO_AtomicTypeAttr>:$atomicType,
                       OptionalAttr<PTO_STPhaseAttr>:$stPhase,
                       OptionalAttr<PTO_ReluPreModeAttr>:$reluPreMode);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD
