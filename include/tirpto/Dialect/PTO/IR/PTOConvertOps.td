//===- PTOConvertOps.td - conversion, compare, select, pad -*- tablegen -*-===//
//
// Conversion, comparison, selection, padding, quantisation, gather/scatter
// and sorting on vec tiles (pipe V), ptoas-format.md §4.8 and §4.13.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOCONVERTOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOCONVERTOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TCvtOp : PTO_TileOp<"tcvt", "PIPE_V"> {
  let summary = "convert the element type of a vec tile";
  let description = [{
    `dst[i, j] = convert(src[i, j])` with rounding mode `rmode` (absent means
    CAST_RINT) and optional saturation `sat_mode`; `tmp` is optional vec
    scratch. The attributes are written inside `ins(...)`:

    ```mlir
    pto.tcvt ins(%src {rmode = #pto<round_mode ROUND>} : !pto.tile_buf<vec, 16x128xf32>) outs(%dst : !pto.tile_buf<vec, 16x128xbf16>)
    ```

    Errors: tiles not in vec (any blayout: the col_major columns of row
    reductions convert too); `src` and `dst` with different shapes or valid
    shapes ("compatible shapes").
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       OptionalAttr<PTO_RoundModeAttr>:$rmode,
                       OptionalAttr<PTO_SaturationModeAttr>:$sat_mode);
  let assemblyFormat = [{
    `ins` `(` $src (`,` $tmp^)? attr-dict `:` qualified(type($src))
    (`,` qualified(type($tmp))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
}

def PTO_TCmpOp : PTO_TileOp<"tcmp", "PIPE_V"> {
  PTO_Elements elements = PTO_CmpElements;
  let summary = "compare two vec tiles into a packed i8 mask";
  let description = [{
    `mask = src0 <cmpMode> src1` per element, packed into an i8 tile
    (ptoas-format.md §4.8). The attributes are written inside `ins(...)`:

    ```mlir
    pto.tcmp ins(%a, %b {cmpMode = #pto<cmp gt>} : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
    ```

    Errors: tiles not in vec; sources of different element types or valid
    shapes; a mask that is not i8 or whose valid rows differ.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "mask", [MemWrite]>:$dst,
                       OptionalAttr<PTO_CmpModeAttr>:$cmpMode);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $src1 attr-dict `:` qualified(type($src0)) `,`
    qualified(type($src1)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TCmpSOp : PTO_TileOp<"tcmps", "PIPE_V"> {
  PTO_Elements elements = PTO_FillElements;
  let summary = "compare a vec tile with a scalar into a packed i8 mask";
  let description = [{
    `mask = src <cmpMode> scalar` per element (absent `cmpMode` means eq).

    ```mlir
    pto.tcmps ins(%a, %s {cmpMode = #pto<cmp ge>} : !pto.tile_buf<vec, 32x32xf32>, f32) outs(%m : !pto.tile_buf<vec, 32x32xi8>)
    ```

    Errors: tiles not in vec; a mask that is not i8 or whose valid rows
    differ from the source's.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       PTO_Scalar:$scalar,
                       Arg<PTO_AnyTileBuf, "mask", [MemWrite]>:$dst,
                       OptionalAttr<PTO_CmpModeAttr>:$cmpMode);
  let assemblyFormat = [{
    `ins` `(` $src `,` $scalar attr-dict `:` qualified(type($src)) `,`
    type($scalar) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TSelOp : PTO_TileOp<"tsel", "PIPE_V"> {
  PTO_Elements elements = PTO_FillElements;
  let summary = "select per element between two vec tiles by a mask";
  let description = [{
    `dst = mask ? src0 : src1` per element; `tmp` is vec scratch.

    ```mlir
    pto.tsel ins(%m, %a, %b, %tmp : !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%d : !pto.tile_buf<vec, 32x32xf32>)
    ```

    Errors: tiles not in vec; sources and `dst` of different element types
    or valid shapes; an element type the target arch does not take.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "mask", [MemRead]>:$mask,
                       Arg<PTO_AnyTileBuf, "value if set", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "value if clear", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "scratch", [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $mask `,` $src0 `,` $src1 `,` $tmp `:` qualified(type($mask))
    `,` qualified(type($src0)) `,` qualified(type($src1)) `,`
    qualified(type($tmp)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
    attr-dict
  }];
  let verifierCall = "detail::verifySelect(*this, getMask(), getSrc0(), "
                     "getSrc1(), getTmp(), getDst(), " # elements.cpp # ")";
}

def PTO_TSelSOp : PTO_TileOp<"tsels", "PIPE_V"> {
  PTO_Elements elements = PTO_FillElements;
  let summary = "select per element between a vec tile and a scalar by a mask";
  let description = [{
    `dst = mask ? src : scalar` per element; `tmp` is vec scratch.

    ```mlir
    pto.tsels ins(%m, %a, %tmp, %s : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>, i32) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of `pto.tsel`.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "mask", [MemRead]>:$mask,
                       Arg<PTO_AnyTileBuf, "value if set", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scratch", [MemRead, MemWrite]>:$tmp,
                       PTO_Scalar:$scalar,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $mask `,` $src `,` $tmp `,` $scalar `:` qualified(type($mask))
    `,` qualified(type($src)) `,` qualified(type($tmp)) `,` type($scalar) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let verifierCall = "detail::verifySelect(*this, getMask(), getSrc(), "
                     "Value(), getTmp(), getDst(), " # elements.cpp # ")";
}

class PTO_FillPadOp<string mnemonic, string what>
    : PTO_UnaryTileOp<mnemonic, "PIPE_V"> {
  let summary = what;
  let description = [{
    Copies the valid region of `src` into `dst` and fills the rest of `dst`
    with the value its `pad` key names (1 zero, 2 max, 3 min), e.g. before a
    `trowmax` over a tile whose valid region is dynamic.

    ```mlir
    pto.}] # mnemonic # [{ ins(%src : !pto.tile_buf<vec, 16x128xf32, valid=?x?>) outs(%dst : !pto.tile_buf<vec, 16x128xf32, pad=3>)
    ```

    Errors: a `dst` with pad=0 (null); tiles not in vec or mat; element types
    that differ; }] # !if(!eq(mnemonic, "tfillpad_expand"),
        "a `dst` smaller than `src`.", "`src` and `dst` of different shapes.");
  bit expands = !eq(mnemonic, "tfillpad_expand");
  let verifierCall = "detail::verifyFillPad(*this, getSrc(), getDst(), "
                     "/*expands=*/" # !if(expands, "true", "false") # ")";
}

def PTO_TFillPadOp : PTO_FillPadOp<"tfillpad",
    "copy a tile's valid region and fill the rest with its pad value">;
def PTO_TFillPadInplaceOp : PTO_FillPadOp<"tfillpad_inplace",
    "fill the invalid region of a tile with its pad value, in place">;
def PTO_TFillPadExpandOp : PTO_FillPadOp<"tfillpad_expand",
    "copy a tile into a bigger one and fill the rest with the pad value">;

def PTO_TQuantOp : PTO_TileOp<"tquant", "PIPE_V"> {
  let summary = "quantise an f32 vec tile to int8";
  let description = [{
    `dst = quant(src, fp[, offset])` with `quant_type` INT8_SYM (no offset)
    or INT8_ASYM (with an offset tile).

    ```mlir
    pto.tquant ins(%src, %fp : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%dst : !pto.tile_buf<vec, 16x16xi8>) {quant_type = #pto<quant_type INT8_SYM>}
    ```

    Errors: a `src` or `offset` that is not f32; a `dst` that is not an 8-bit
    integer; INT8_SYM with an offset, INT8_ASYM without one.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scale", [MemRead]>:$fp,
                       Arg<Optional<PTO_AnyTileBuf>, "offset", [MemRead]>:$offset,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       PTO_QuantTypeAttr:$quant_type);
  let assemblyFormat = [{
    `ins` `(` $src `,` $fp (`,` $offset^)? `:` qualified(type($src)) `,`
    qualified(type($fp)) (`,` qualified(type($offset))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TDequantOp : PTO_TileOp<"tdequant", "PIPE_V"> {
  let summary = "dequantise an int8/int16 vec tile to f32";
  let description = [{
    `dst = (src - offset) * scale` per element.

    ```mlir
    pto.tdequant ins(%src, %scale, %offset : !pto.tile_buf<vec, 16x16xi8>, !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%dst : !pto.tile_buf<vec, 16x16xf32>)
    ```

    Errors: a `src` that is not i8 or i16; a `dst`, `scale` or `offset` that
    is not f32.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scale", [MemRead]>:$scale,
                       Arg<PTO_AnyTileBuf, "offset", [MemRead]>:$offset,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $scale `,` $offset `:` qualified(type($src)) `,`
    qualified(type($scale)) `,` qualified(type($offset)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TGatherOp : PTO_TileOp<"tgather", "PIPE_V", [AttrSizedOperandSegments]> {
  // The index form's src / dst elements.
  PTO_Elements elements = PTO_GatherElements;
  let summary = "gather elements of a vec tile by indices, a compare, or a mask pattern";
  let description = [{
    Three forms:

    ```mlir
    // by index tile (i32 indices; a5 also i16), with a scratch tile
    pto.tgather ins(%src, %idx, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)
    // the i32 positions of the elements comparing (cmpMode eq, the default,
    // or gt) to kValue (of the src element type), with their count
    pto.tgather ins(%src, %k, %tmp : !pto.tile_buf<...>, f32, !pto.tile_buf<...>) outs(%dst, %cdst : !pto.tile_buf<...>, !pto.tile_buf<...>) {cmpMode = #pto<cmp gt>}
    // a fixed element pattern
    pto.tgather ins(%src, {maskPattern = #pto.mask_pattern<P0101>} : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)
    ```

    The scratch tile is parsed as optional but required by the verifier
    (ptoas: "index-form tgather expects both indices and tmp").

    Errors: tiles not in vec; a malformed form; no scratch tile in the index
    or compare form; index form: `src` and `dst` of different element types
    or of a type the arch does not gather, indices not i32 (a5: or i16); compare form: `dst`/`cdst` not i32, a
    kValue not of the src element type, a cmpMode other than eq or gt, and
    on a3 a source that is not f16/f32 (or i32 with cmpMode eq).
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       Arg<Optional<PTO_AnyTileBuf>, "count (compare form)",
                           [MemWrite]>:$cdst,
                       Arg<Optional<PTO_AnyTileBuf>, "indices (index form)",
                           [MemRead]>:$indices,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       Optional<PTO_Scalar>:$kValue,
                       OptionalAttr<PTO_MaskPatternAttr>:$maskPattern,
                       OptionalAttr<PTO_CmpModeAttr>:$cmpMode,
                       OptionalAttr<I32Attr>:$offset);
  let hasCustomAssemblyFormat = 1;
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TGatherBOp : PTO_TileOp<"tgatherb", "PIPE_V"> {
  let summary = "gather 32-byte blocks of a vec tile by offsets";
  let description = [{
    ```mlir
    pto.tgatherb ins(%src, %offsets : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%dst : !pto.tile_buf<vec, ...>)
    ```

    Errors: tiles not in vec; `src` and `dst` of different element types.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "block offsets", [MemRead]>:$offsets,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $offsets `:` qualified(type($src)) `,`
    qualified(type($offsets)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
    attr-dict
  }];
  let verifierCall = "detail::verifyGatherScatter(*this, getSrc(), getOffsets(), getDst())";
}

def PTO_TScatterOp : PTO_TileOp<"tscatter", "PIPE_V"> {
  let summary = "scatter elements of a vec tile to indices";
  let description = [{
    `dst[indexes[i]] = src[i]`.

    ```mlir
    pto.tscatter ins(%src, %idx : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%dst : !pto.tile_buf<vec, ...>)
    ```

    Errors: tiles not in vec; `src` and `dst` of different element types.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "indices", [MemRead]>:$indexes,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $indexes `:` qualified(type($src)) `,`
    qualified(type($indexes)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
    attr-dict
  }];
  let verifierCall = "detail::verifyGatherScatter(*this, getSrc(), getIndexes(), getDst())";
}

def PTO_TSort32Op : PTO_TileOp<"tsort32", "PIPE_V"> {
  PTO_Elements elements = PTO_SortElements;
  let summary = "sort 32-element blocks of a vec tile with their indices";
  let description = [{
    Each row of `src` is sorted in blocks of 32 elements: a block's values,
    paired with the `idx` elements at the same positions (32-bit indices,
    carried along, not computed), go to `dst` in descending order of value
    (equal values: the smaller index first), each pair an 8-byte
    structure: `f32` the value and the index's bits (2 elements), `f16` the
    value, 16 zero bits and the index's bits (4 elements). Without `tmp`
    the valid columns are whole blocks; with it, the last block is padded
    with -inf (pto-isa's TSORT32).

    ```mlir
    pto.tsort32 ins(%src, %idx : !pto.tile_buf<vec, 1x32xf16>, !pto.tile_buf<vec, 1x32xui32>) outs(%dst : !pto.tile_buf<vec, 1x128xf16>)
    pto.tsort32 ins(%src, %idx, %tmp : ..., ..., ...) outs(%dst : ...)
    ```

    Errors: tiles not in vec or not row_major; `src` and `dst` of different
    element types, or of one the chip does not sort; `idx` not of `ui32`
    or not of `src`'s valid shape; a `dst` of other valid rows than `src`
    (the chip sorts `dst`'s); without `tmp`, valid columns
    that are not a multiple of 32. ptoas does not check that `dst` holds
    all the pairs (neither does this verifier; `ascend.vsort32` does, and
    pto-run reports writes past `dst`).

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "indices", [MemRead]>:$idx,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $idx (`,` $tmp^)? `:` qualified(type($src)) `,`
    qualified(type($idx)) (`,` qualified(type($tmp))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TMrgSortOp : PTO_TileOp<"tmrgsort", "PIPE_V", [AttrSizedOperandSegments]> {
  PTO_Elements elements = PTO_SortElements;
  let summary = "merge sorted lists held in vec tiles";
  let description = [{
    Two forms:

    ```mlir
    // one source of sorted blocks of blockLen elements
    pto.tmrgsort ins(%src, %blockLen : !pto.tile_buf<vec, ...>, i32) outs(%dst : !pto.tile_buf<vec, ...>)
    // 2 to 4 sorted sources and a scratch tile; `excuted` receives the counts
    pto.tmrgsort ins(%s0, %s1, %tmp {exhausted = false} : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %ex : !pto.tile_buf<...>, vector<4xi16>)
    ```

    Each tile is one row of 8-byte (value, index) structures, sorted by
    descending value. The merge form merges the sources into `tmp`, then
    copies it to `dst`.

    Errors: tiles not in vec; 2 to 4 sources with the scratch form, an
    executed-count operand that is not `vector<4xi16>`, a `tmp` of another
    shape than `dst`, tiles of different element types or of one the chip
    does not sort.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<Variadic<PTO_AnyTileBuf>, "sources", [MemRead]>:$srcs,
                       Optional<AnyInteger>:$blockLen,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       Optional<AnyType>:$excuted,
                       OptionalAttr<BoolAttr>:$exhausted);
  let hasCustomAssemblyFormat = 1;
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_THistogramOp : PTO_TileOp<"thistogram", "PIPE_V"> {
  let summary = "histogram of a vec tile by an index tile (a5 only)";
  let description = [{
    ```mlir
    pto.thistogram ins(%src, %idx : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%dst : !pto.tile_buf<vec, ...>)
    ```

    Errors: on a3 (the op exists on a5 only); tiles not in vec.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "indices", [MemRead]>:$idx,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<BoolAttr>:$isMSB);
  let assemblyFormat = [{
    `ins` `(` $src `,` $idx `:` qualified(type($src)) `,` qualified(type($idx))
    `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let verifierCall = "detail::verifyA5Only(*this, \"thistogram\")";
}

def PTO_TPackOp : PTO_UnaryTileOp<"tpack", "PIPE_V"> {
  let summary = "pack a vec tile into a narrower element type (a5 only)";
  let description = [{
    ```mlir
    pto.tpack ins(%src : !pto.tile_buf<vec, ...>) outs(%dst : !pto.tile_buf<vec, ...>)
    ```

    Errors: on a3 (the op exists on a5 only).
  }];
  let verifierCall = "detail::verifyA5Only(*this, \"tpack\")";
}

def PTO_TTransOp : PTO_TileTmpOp<"ttrans", "PIPE_V"> {
  PTO_Elements elements = PTO_TransposeElements;
  let summary = "transpose a vec tile";
  let description = [{
    `dst[j, i] = src[i, j]` over `src`'s valid shape; `tmp` is vec scratch.

    ```mlir
    pto.ttrans ins(%src, %tmp : !pto.tile_buf<vec, 16x32xf32>, !pto.tile_buf<vec, 16x32xf32>) outs(%dst : !pto.tile_buf<vec, 32x16xf32>)
    ```

    Errors: tiles not in vec; element types that differ or that the chip
    does not transpose; a src that is not row_major.

    }] # elements.doc # [{
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOCONVERTOPS_TD
