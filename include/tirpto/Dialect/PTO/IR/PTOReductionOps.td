//===- PTOReductionOps.td - reductions and broadcasts ------*- tablegen -*-===//
//
// Row and column reductions and broadcasts on vec tiles (pipe V),
// ptoas-format.md §4.7.
//
// A per-row value (the result of a row reduction, the second operand of a
// row broadcast) is an N x 1 column: the recommended "DN" form has
// blayout=col_major, cols=1; the legacy ND form is row_major with valid
// cols 1 (or, as a broadcast operand, 32 / sizeof(T) valid cols). A
// per-column value is a 1 x N row vector (row_major).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOREDUCTIONOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOREDUCTIONOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

//===----------------------------------------------------------------------===//
// Row reductions
//===----------------------------------------------------------------------===//

class PTO_RowReductionOp<string mnemonic, string what, bit isArg = 0>
    : PTO_TileTmpOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = PTO_RowReductionElements;
  let summary = "row-wise " # what # " of a vec tile into a column";
  let description = [{
    `dst[i, 0] = }] # what # [{(src[i, :])` over the valid region. `tmp` (a
    vec tile, usually the shape of `src`) is required scratch.

    ```mlir
    pto.}] # mnemonic # [{ ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)
    ```

    Errors: `src` not vec row_major/none_box; `tmp` not vec; `dst` not vec
    none_box, or a col_major `dst` with more than one column, or a valid
    column count other than 1; `src` and `dst` valid rows that differ or a
    zero-sized `src`; }] # !if(isArg, "a `dst` that is not i32 or ui32 (it holds column indices).",
                                "element types of `src` and `dst` that differ.") # [{
    A `src` element type the target arch does not take.

    }] # elements.doc # [{
  }];
  let verifierCall = "detail::verifyRowReduction(*this, getSrc(), getTmp(), "
                     "getDst(), /*isArg=*/" # !if(isArg, "true", "false") # ", "
                     # elements.cpp # ")";
}

def PTO_TRowSumOp : PTO_RowReductionOp<"trowsum", "sum">;
def PTO_TRowMaxOp : PTO_RowReductionOp<"trowmax", "max">;
def PTO_TRowMinOp : PTO_RowReductionOp<"trowmin", "min">;
def PTO_TRowProdOp : PTO_RowReductionOp<"trowprod", "product">;
def PTO_TRowArgMaxOp : PTO_RowReductionOp<"trowargmax", "argmax", 1>;
def PTO_TRowArgMinOp : PTO_RowReductionOp<"trowargmin", "argmin", 1>;

//===----------------------------------------------------------------------===//
// Column reductions
//===----------------------------------------------------------------------===//

class PTO_ColReductionOp<string mnemonic, string what,
                         PTO_Elements elems = PTO_ColReductionElements>
    : PTO_UnaryTileOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = elems;
  let summary = "column-wise " # what # " of a vec tile into a row";
  let description = [{
    `dst[0, j] = }] # what # [{(src[:, j])` over the valid region.

    ```mlir
    pto.}] # mnemonic # [{ ins(%src : !pto.tile_buf<vec, 16x128xf32>) outs(%row : !pto.tile_buf<vec, 1x128xf32>)
    ```

    Errors: `src` or `dst` not vec row_major/none_box; valid column counts
    that differ; a `dst` valid row count other than 1; element types that
    differ, or one the target arch does not take.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyColReduction(*this, getSrc(), Value(), "
                     "getDst(), /*isArg=*/false, " # elems.cpp # ")";
}

def PTO_TColMaxOp : PTO_ColReductionOp<"tcolmax", "max">;
def PTO_TColMinOp : PTO_ColReductionOp<"tcolmin", "min">;
def PTO_TColProdOp : PTO_ColReductionOp<"tcolprod", "product", PTO_ColProdElements>;

class PTO_ColArgReductionOp<string mnemonic, string what>
    : PTO_TileTmpOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = PTO_ColArgElements;
  let summary = "column-wise " # what # " of a vec tile into a row of indices";
  let description = [{
    `dst[0, j] = }] # what # [{(src[:, j])`, a row index; `tmp` is required
    vec scratch.

    ```mlir
    pto.}] # mnemonic # [{ ins(%src, %tmp : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%idx : !pto.tile_buf<vec, 1x128xi32>)
    ```

    Errors: those of the column reductions, except that `dst` holds i32 or
    ui32 indices.

    }] # elements.doc # [{
  }];
  let verifierCall = "detail::verifyColReduction(*this, getSrc(), getTmp(), "
                     "getDst(), /*isArg=*/true, " # elements.cpp # ")";
}

def PTO_TColArgMaxOp : PTO_ColArgReductionOp<"tcolargmax", "argmax">;
def PTO_TColArgMinOp : PTO_ColArgReductionOp<"tcolargmin", "argmin">;

def PTO_TColSumOp : PTO_TileOp<"tcolsum", "PIPE_V"> {
  PTO_Elements elements = PTO_ColReductionElements;
  let summary = "column-wise sum of a vec tile into a row";
  let description = [{
    `dst[0, j] = sum(src[:, j])`. The form with a scratch tile may set
    `isBinary` (a binary-tree reduction); its attributes go inside `ins`:

    ```mlir
    pto.tcolsum ins(%src : !pto.tile_buf<vec, 16x128xf32>) outs(%row : !pto.tile_buf<vec, 1x128xf32>)
    pto.tcolsum ins(%src, %tmp {isBinary = true} : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x128xf32>) outs(%row : !pto.tile_buf<vec, 1x128xf32>)
    ```

    Errors: those of the column reductions; `isBinary` without a scratch
    tile.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<BoolAttr>:$isBinary);
  let hasCustomAssemblyFormat = 1;
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

//===----------------------------------------------------------------------===//
// Broadcasts
//===----------------------------------------------------------------------===//

def PTO_TRowExpandOp : PTO_UnaryTileOp<"trowexpand", "PIPE_V"> {
  let summary = "broadcast a column across the columns of a vec tile";
  let description = [{
    `dst[i, j] = src[i, 0]`.

    ```mlir
    pto.trowexpand ins(%col : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x128xf32>)
    ```

    Errors: tiles not in vec, a `dst` not row_major, valid rows that differ,
    element types that differ.
  }];
  let verifierCall = "detail::verifyExpand(*this, getSrc(), getDst(), /*rows=*/true)";
}

def PTO_TColExpandOp : PTO_UnaryTileOp<"tcolexpand", "PIPE_V"> {
  let summary = "broadcast a row across the rows of a vec tile";
  let description = [{
    `dst[i, j] = src[0, j]`.

    ```mlir
    pto.tcolexpand ins(%row : !pto.tile_buf<vec, 1x128xf32>) outs(%d : !pto.tile_buf<vec, 16x128xf32>)
    ```

    Errors: tiles not in vec or not row_major, valid columns that differ,
    element types that differ.
  }];
  let verifierCall = "detail::verifyExpand(*this, getSrc(), getDst(), /*rows=*/false)";
}

class PTO_RowExpandBinaryOp<string mnemonic, string formula, bit optionalTmp = 1,
                            PTO_Elements elems = PTO_ExpandElements>
    : PTO_TileOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = elems;
  let summary = "per-row " # formula # " of a vec tile and a column";
  let description = [{
    `dst[i, j] = }] # formula # [{`, where one source is a full tile (the
    shape of `dst`) and the other a per-row column `col[i]`: a non-row-major
    tile with one valid column, or a row-major one with 32 / sizeof(T) valid
    columns (ptoas-format.md §4.7).}] #
    !if(optionalTmp, [{ An optional `tmp` vec tile is scratch.}], "") # [{

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %col : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) outs(%d : !pto.tile_buf<vec, 16x128xf32>)
    ```

    Errors: tiles not in vec; neither source with the shape of `dst`; a
    column operand of the wrong form or with other valid rows; element types
    that differ or outside those below.

    }] # elems.doc # [{
  }];
  let arguments = !if(optionalTmp,
      (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
           Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
           Arg<Optional<PTO_AnyTileBuf>, "scratch", [MemRead, MemWrite]>:$tmp,
           Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst),
      (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
           Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
           Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst));
  let assemblyFormat = !if(optionalTmp, [{
    `ins` `(` $src0 `,` $src1 (`,` $tmp^)? `:` qualified(type($src0)) `,`
    qualified(type($src1)) (`,` qualified(type($tmp))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }], [{
    `ins` `(` $src0 `,` $src1 `:` qualified(type($src0)) `,`
    qualified(type($src1)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
    attr-dict
  }]);
  // A5 rejects a tmp operand for expdif/max/min (ptoas-format.md §4.7).
  bit a5RejectsTmp = 0;
  let verifierCall = "detail::verifyBroadcastBinary(*this, getSrc0(), "
                     "getSrc1(), " # !if(optionalTmp, "getTmp()", "Value()") #
                     ", getDst(), /*rows=*/true, /*a5RejectsTmp=*/" #
                     !if(a5RejectsTmp, "true", "false") # ", " #
                     elems.cpp # ")";
}

def PTO_TRowExpandAddOp : PTO_RowExpandBinaryOp<"trowexpandadd", "src[i, j] + col[i]", 0>;
def PTO_TRowExpandSubOp : PTO_RowExpandBinaryOp<"trowexpandsub", "src[i, j] - col[i]">;
def PTO_TRowExpandMulOp : PTO_RowExpandBinaryOp<"trowexpandmul", "src[i, j] * col[i]">;
def PTO_TRowExpandDivOp : PTO_RowExpandBinaryOp<"trowexpanddiv",
    "src[i, j] / col[i]", 1, PTO_HalfFloatElements>;
def PTO_TRowExpandMaxOp : PTO_RowExpandBinaryOp<"trowexpandmax", "max(src[i, j], col[i])"> {
  let a5RejectsTmp = 1;
}
def PTO_TRowExpandMinOp : PTO_RowExpandBinaryOp<"trowexpandmin", "min(src[i, j], col[i])"> {
  let a5RejectsTmp = 1;
}
def PTO_TRowExpandExpdifOp : PTO_RowExpandBinaryOp<"trowexpandexpdif",
    "exp(src[i, j] - col[i])", 1, PTO_HalfFloatElements> {
  let a5RejectsTmp = 1;
}

class PTO_ColExpandBinaryOp<string mnemonic, string formula,
                            PTO_Elements elems = PTO_ExpandElements>
    : PTO_BinaryTileOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = elems;
  let summary = "per-column " # formula # " of a vec tile and a row";
  let description = [{
    `dst[i, j] = }] # formula # [{`, where `src0` is a full tile (the
    shape of `dst`) and `src1` a 1 x N row `row[j]`.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %row : !pto.tile_buf<vec, 16x128xf32>, !pto.tile_buf<vec, 1x128xf32>) outs(%d : !pto.tile_buf<vec, 16x128xf32>)
    ```

    Errors: tiles not in vec or not row_major; a `src0` without the shape
    of `dst`; a row operand with more than one valid row or other valid
    columns; element types that differ or outside those below.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyBroadcastBinary(*this, getSrc0(), "
                     "getSrc1(), Value(), getDst(), /*rows=*/false, "
                     "/*a5RejectsTmp=*/false, " # elems.cpp # ")";
}

def PTO_TColExpandAddOp : PTO_ColExpandBinaryOp<"tcolexpandadd", "src[i, j] + row[j]">;
def PTO_TColExpandSubOp : PTO_ColExpandBinaryOp<"tcolexpandsub", "src[i, j] - row[j]">;
def PTO_TColExpandMulOp : PTO_ColExpandBinaryOp<"tcolexpandmul", "src[i, j] * row[j]">;
def PTO_TColExpandDivOp : PTO_ColExpandBinaryOp<"tcolexpanddiv",
    "src[i, j] / row[j]", PTO_HalfFloatElements>;
def PTO_TColExpandMaxOp : PTO_ColExpandBinaryOp<"tcolexpandmax", "max(src[i, j], row[j])">;
def PTO_TColExpandMinOp : PTO_ColExpandBinaryOp<"tcolexpandmin", "min(src[i, j], row[j])">;
def PTO_TColExpandExpdifOp : PTO_ColExpandBinaryOp<"tcolexpandexpdif",
    "exp(src[i, j] - row[j])", PTO_HalfFloatElements>;

#endif // TIRPTO_DIALECT_PTO_IR_PTOREDUCTIONOPS_TD
