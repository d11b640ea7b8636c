//===- PTOMoveOps.td - moves between on-chip tiles ---------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TMovOp : PTO_TileOp<"tmov", ""> {
  let summary = "move a whole tile between on-chip locations";
  let description = [{
    Moves `src` into `dst`. Legal location pairs (ptoas-format.md §4.4):
    mat → left/right/bias/scaling (MTE1; same shape), vec → vec (V),
    acc → mat (FIX); on a5 also acc → vec and vec → mat (FIX).

    tirpto rejects acc → vec on a3, which ptoas accepts although a3 has no
    L0C → UB path (ascend-hardware.md §1.3 row 12).

    ```mlir
    pto.tmov ins(%m : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>) outs(%l : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
    ```

    Errors: a location pair not legal on the target arch; a mat → * move
    whose shapes differ; different element types where the move does not
    convert.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<PTO_AccToVecModeAttr>:$accToVecMode,
                       OptionalAttr<PTO_ReluPreModeAttr>:$reluPreMode);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_TExtractOp : PTO_TileOp<"textract", ""> {
  let summary = "extract a sub-window of a tile into a smaller tile";
  let description = [{
    Copies the window of `src` at (`indexRow`, `indexCol`) (elements) with the
    shape of `dst` into `dst`. a3: mat → left/right (MTE1); a5 also
    vec → mat (FIX) and vec → vec (V, ND layouts only).

    ```mlir
    pto.textract ins(%m, %c0, %k : !pto.tile_buf<loc=mat, ...>, index, index) outs(%l : !pto.tile_buf<loc=left, ...>)
    ```

    Errors: a location pair not legal on the target arch; a constant index
    that puts the window outside the source; different element types.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Index:$indexRow, Index:$indexCol,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $indexRow `,` $indexCol `:` qualified(type($src)) `,`
    type($indexRow) `,` type($indexCol) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD
