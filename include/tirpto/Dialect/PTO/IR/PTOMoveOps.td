//===- PTOMoveOps.td - moves between on-chip tiles ---------*- tablegen -*-===//
//
// Moves between tile locations, ptoas-format.md §4.4. Legal location pairs
// per arch:
//   tmov      mat -> left/right/bias/scaling (MTE1), vec -> vec (V),
//             acc -> mat (FIX); a5 also acc -> vec and vec -> mat (FIX)
//   textract  mat -> left/right (MTE1); a5 also vec -> mat, vec -> vec
//   tinsert   acc -> mat (a3: f32 into f16/bf16); a5 also vec -> mat, vec -> vec
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TMovOp : PTO_TileOp<"tmov", "", [AttrSizedOperandSegments]> {
  let summary = "move a whole tile between on-chip locations";
  let description = [{
    Moves `src` into `dst`. Legal location pairs (ptoas-format.md §4.4):
    mat → left/right/bias/scaling (MTE1; same shape), vec → vec (V),
    acc → mat (FIX); on a5 also acc → vec and vec → mat (FIX). From acc,
    an optional scaling tile `fp` or `i64` pre-quantisation scalar, and the
    `accToVecMode` / `reluPreMode` attributes apply. (ptoas 0.27 reads a
    lone `, %q : i64` as `fp`: it accepts the scalar form only in the
    generic syntax.)

    tirpto rejects acc → vec on a3, which ptoas accepts although a3 has no
    L0C → UB path (ascend-hardware.md §1.3 row 12).

    ```mlir
    pto.tmov ins(%m : !pto.tile_buf<loc=mat, ...>) outs(%l : !pto.tile_buf<loc=left, ...>)
    pto.tmov ins(%acc : !pto.tile_buf<loc=acc, ...>) outs(%v : !pto.tile_buf<loc=vec, ...>) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}
    ```

    Errors: a location pair not legal on the target arch; a mat → * move
    whose shapes differ, or on a3 any move whose shapes differ; a vec → vec
    move whose valid shapes differ; on a3 an acc → mat move into a `mat`
    tile whose fractal is not 512; different element types where the move
    does not convert; `fp`, a pre-quantisation scalar, `accToVecMode` or
    `reluPreMode` on a move that is not from acc; `accToVecMode` on a move
    not into vec; both `fp` and the pre-quantisation scalar; an `fp` tile
    not in scaling; a dual-mode `accToVecMode` with `fp` or the scalar; an
    `fp` move from a source other than f32/i32; `fp` or `reluPreMode` from
    an acc tile that is not NZ (col_major/row_major).
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       Arg<Optional<PTO_AnyTileBuf>, "scaling tile", [MemRead]>:$fp,
                       Optional<I64>:$preQuantScalar,
                       OptionalAttr<PTO_AccToVecModeAttr>:$accToVecMode,
                       OptionalAttr<PTO_ReluPreModeAttr>:$reluPreMode);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src))
    `` custom<MovExtras>($fp, type($fp), $preQuantScalar, type($preQuantScalar))
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$src, "::mlir::Value":$dst,
                   CArg<"::mlir::pto::ReluPreModeAttr", "{}">:$reluPreMode), [{
      build($_builder, $_state, src, dst, /*fp=*/nullptr,
            /*preQuantScalar=*/nullptr, /*accToVecMode=*/nullptr, reluPreMode);
    }]>
  ];
}

def PTO_TMovFPOp : PTO_TileOp<"tmov.fp", "PIPE_FIX"> {
  let summary = "move an acc tile out, quantised by a scaling tile";
  let description = [{
    ```mlir
    pto.tmov.fp ins(%acc, %fp : !pto.tile_buf<acc, ...>, !pto.tile_buf<scaling, ...>) outs(%m : !pto.tile_buf<mat, ...>)
    ```

    Errors: a source not in acc, or not f32/i32, or not NZ
    (col_major/row_major); a scale tile not in scaling; on a3 a destination
    that is not an NZ fractal-512 mat tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "acc tile", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scaling tile", [MemRead]>:$fp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $fp `:` qualified(type($src)) `,` qualified(type($fp))
    `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TExtractOp : PTO_TileOp<"textract", ""> {
  let summary = "extract a sub-window of a tile into a smaller tile";
  let description = [{
    Copies the window of `src` at (`indexRow`, `indexCol`) (elements) with the
    shape of `dst` into `dst`. a3: mat → left/right (MTE1); a5 also
    mat → scaling, vec → mat (FIX) and vec → vec (V, ND layouts only).

    ```mlir
    pto.textract ins(%m, %c0, %k : !pto.tile_buf<loc=mat, ...>, index, index) outs(%l : !pto.tile_buf<loc=left, ...>)
    ```

    Errors: a location pair not legal on the target arch; on a5 a
    vec → vec extract between non-ND tiles; different element types; an
    element type other than i8, f16, bf16, f32 (a5 also the other 8-bit
    types); a mat source that is col_major without row_major boxes (on a5,
    for right/scaling, anything but NZ or ZN); a left destination not
    slayout=row_major or a right one not row_major/col_major; a constant
    index that puts the window outside the source.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Index:$indexRow, Index:$indexCol,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $indexRow `,` $indexCol `:` qualified(type($src)) `,`
    type($indexRow) `,` type($indexCol) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TExtractFPOp : PTO_TileOp<"textract_fp", "PIPE_FIX"> {
  let summary = "extract a window of an acc tile, quantised by a scaling tile";
  let description = [{
    ```mlir
    pto.textract_fp ins(%acc, %fp, %r, %c : !pto.tile_buf<acc, ...>, !pto.tile_buf<scaling, ...>, index, index) outs(%m : !pto.tile_buf<mat, ...>)
    ```

    Errors: a source not in acc, a scale tile not in scaling, a
    destination not in mat; an acc source or mat destination that is not
    NZ (col_major/row_major); on a3 a destination whose fractal is not 512;
    an element pair that does not quantise (a3: f32 into i8, i32 into
    i8/f16/i16; a5: f32 into i8/fp8/f16/bf16/f32, i32 into i8/f16/bf16); a
    constant index that puts the window outside the bigger tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "acc tile", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scaling tile", [MemRead]>:$fp,
                       Index:$indexRow, Index:$indexCol,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $fp `,` $indexRow `,` $indexCol `:`
    qualified(type($src)) `,` qualified(type($fp)) `,` type($indexRow) `,`
    type($indexCol) `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TInsertOp : PTO_TileOp<"tinsert", ""> {
  let summary = "insert a tile into a window of a bigger tile";
  let description = [{
    Copies `src` into the window of `dst` at (`indexRow`, `indexCol`). a3:
    acc → mat only, with an f32 source into an f16/bf16 destination; a5:
    acc → mat, vec → mat and vec → vec.

    ```mlir
    pto.tinsert ins(%acc, %r, %c : !pto.tile_buf<acc, 16x16xf32, ...>, index, index) outs(%m : !pto.tile_buf<mat, 32x32xf16, ...>)
    ```

    Errors: a location pair not legal on the target arch; element types
    other than those above (a5 acc → mat: f32 into f16/bf16/f32 or i32
    into i32; vec sources: the same 8-bit, f16, bf16, f32 or i32 type); an
    acc source or mat destination that is not NZ (col_major/row_major), an
    a3 mat destination whose fractal is not 512; on a5 a vec source that is
    neither ND nor NZ, or a vec → vec insert between non-ND tiles; a constant
    index that puts the valid region of `src` outside `dst`.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Index:$indexRow, Index:$indexCol,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $indexRow `,` $indexCol `:` qualified(type($src)) `,`
    type($indexRow) `,` type($indexCol) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TInsertFPOp : PTO_TileOp<"tinsert_fp", "PIPE_FIX"> {
  let summary = "insert an acc tile into a window, quantised by a scaling tile";
  let description = [{
    ```mlir
    pto.tinsert_fp ins(%acc, %fp, %r, %c : !pto.tile_buf<acc, ...>, !pto.tile_buf<scaling, ...>, index, index) outs(%m : !pto.tile_buf<mat, ...>)
    ```

    Errors: a source not in acc, a scale tile not in scaling, a
    destination not in mat; an acc source or mat destination that is not
    NZ (col_major/row_major); on a3 a destination whose fractal is not 512;
    an element pair that does not quantise (a3: f32 into i8, i32 into
    i8/f16/i16; a5: f32 into i8/fp8/f16/bf16/f32, i32 into i8/f16/bf16); a
    constant index that puts the window outside the bigger tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "acc tile", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scaling tile", [MemRead]>:$fp,
                       Index:$indexRow, Index:$indexCol,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $fp `,` $indexRow `,` $indexCol `:`
    qualified(type($src)) `,` qualified(type($fp)) `,` type($indexRow) `,`
    type($indexCol) `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOMOVEOPS_TD
