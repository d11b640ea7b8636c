//===- PTOElementwiseOps.td - element-wise vector ops ------*- tablegen -*-===//
//
// Element-wise ops of the Vector core on `vec` tiles (pipe V), ptoas-format.md
// §4.6: tile-tile, tile-scalar, ternary and unary. Every tile operand is in
// loc=vec with blayout=row_major; sources and destination have the same
// element type and valid shape unless an op says otherwise.
//
// Each op names its element types per arch, a record of PTOElementSets.td,
// which its verifier checks and its documentation lists. exp/log/sqrt/
// rsqrt/abs take f16 or f32 only, on both arches.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOELEMENTWISEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOELEMENTWISEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"
include "tirpto/Dialect/PTO/IR/PTOElementSets.td"

//===----------------------------------------------------------------------===//
// Tile-tile binary
//===----------------------------------------------------------------------===//

class PTO_ElementwiseBinaryOp<string mnemonic, string formula, PTO_Elements elems>
    : PTO_BinaryTileOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = elems;
  let summary = "element-wise " # formula # " of two vec tiles";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region. All three tiles
    are vec, row_major, of one element type and valid shape.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %b : !pto.tile_buf<loc=vec, ...>, !pto.tile_buf<loc=vec, ...>) outs(%d : !pto.tile_buf<loc=vec, ...>)
    ```

    Errors: a tile not in vec or not row_major; element types or valid
    shapes that differ; an element type the target arch does not take.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc0(), getSrc1(), "
                     "getDst()}, " # elems.cpp # ")";
}

def PTO_TAddOp : PTO_ElementwiseBinaryOp<"tadd", "src0 + src1", PTO_ArithElements>;
def PTO_TSubOp : PTO_ElementwiseBinaryOp<"tsub", "src0 - src1", PTO_ArithNoBF16Elements>;
def PTO_TMulOp : PTO_ElementwiseBinaryOp<"tmul", "src0 * src1", PTO_MulElements>;
def PTO_TDivOp : PTO_ElementwiseBinaryOp<"tdiv", "src0 / src1", PTO_DivElements>;
def PTO_TMaxOp : PTO_ElementwiseBinaryOp<"tmax", "max(src0, src1)", PTO_ArithNoBF16Elements>;
def PTO_TMinOp : PTO_ElementwiseBinaryOp<"tmin", "min(src0, src1)", PTO_ArithNoBF16Elements>;
def PTO_TFModOp : PTO_ElementwiseBinaryOp<"tfmod", "fmod(src0, src1)", PTO_MulElements>;
def PTO_TAndOp : PTO_ElementwiseBinaryOp<"tand", "src0 & src1", PTO_BitwiseElements>;
def PTO_TOrOp : PTO_ElementwiseBinaryOp<"tor", "src0 | src1", PTO_BitwiseElements>;
def PTO_TShlOp : PTO_ElementwiseBinaryOp<"tshl", "src0 << src1", PTO_ShiftElements>;
def PTO_TShrOp : PTO_ElementwiseBinaryOp<"tshr", "src0 >> src1", PTO_ShiftElements>;

class PTO_PartialBinaryOp<string mnemonic, string formula>
    : PTO_BinaryTileOp<mnemonic, "PIPE_V"> {
  let summary = "element-wise " # formula # " of tiles with different valid regions";
  let description = [{
    Like the plain element-wise op, but the sources may have smaller valid
    regions than `dst`: each source's valid shape is at most `dst`'s, and at
    least one of them equals it. Where only one source is valid, `dst` takes
    its element.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32, valid=8x16>) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
    ```

    Errors: a tile not in vec or not row_major, different element types, a
    source valid shape larger than `dst`'s, or neither equal to it.
  }];
  let verifierCall = "detail::verifyPartialElementwise(*this, getSrc0(), "
                     "getSrc1(), getDst())";
}

def PTO_TPartAddOp : PTO_PartialBinaryOp<"tpartadd", "src0 + src1">;
def PTO_TPartMulOp : PTO_PartialBinaryOp<"tpartmul", "src0 * src1">;
def PTO_TPartMaxOp : PTO_PartialBinaryOp<"tpartmax", "max(src0, src1)">;
def PTO_TPartMinOp : PTO_PartialBinaryOp<"tpartmin", "min(src0, src1)">;

def PTO_TConcatOp : PTO_BinaryTileOp<"tconcat", "PIPE_V"> {
  let summary = "concatenate two vec tiles along columns";
  let description = [{
    `dst = [src0 | src1]`: the columns of `src1` follow those of `src0`.
    Same element type; `dst` has the rows of the sources.

    ```mlir
    pto.tconcat ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x32xf32>)
    ```

    Errors: tiles not in vec, different element types or row counts, a
    static `dst` narrower than the two sources together.
  }];
  let customVerifier = 1;
}

class PTO_ElementwiseBinaryTmpOp<string mnemonic, string formula, PTO_Elements elems>
    : PTO_BinaryTmpTileOp<mnemonic, "PIPE_V"> {
  PTO_Elements elements = elems;
  let summary = "element-wise " # formula # " of two vec tiles (with scratch)";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region; `tmp` is a vec
    scratch tile.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %b, %tmp : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of the plain element-wise ops, and a scratch tile not in
    vec.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc0(), getSrc1(), "
                     "getDst()}, " # elems.cpp # ", getTmp())";
}

def PTO_TRemOp : PTO_ElementwiseBinaryTmpOp<"trem", "remainder(src0, src1)", PTO_RemElements>;
def PTO_TXorOp : PTO_ElementwiseBinaryTmpOp<"txor", "src0 ^ src1", PTO_BitwiseElements>;
def PTO_TPReluOp : PTO_ElementwiseBinaryTmpOp<"tprelu",
    "src0 > 0 ? src0 : src0 * src1 (src1 is the slope)", PTO_HalfFloatElements>;

//===----------------------------------------------------------------------===//
// Ternary
//===----------------------------------------------------------------------===//

class PTO_ElementwiseTernaryOp<string mnemonic, string formula>
    : PTO_TernaryTileOp<mnemonic, "PIPE_V"> {
  let summary = "element-wise " # formula # " of three vec tiles";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %b, %c : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of the binary element-wise ops.
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc0(), getSrc1(), "
                     "getSrc2(), getDst()}, detail::ElementClass::Arith)";
}

def PTO_TAddCOp : PTO_ElementwiseTernaryOp<"taddc", "src0 + src1 + src2">;
def PTO_TSubCOp : PTO_ElementwiseTernaryOp<"tsubc", "src0 - src1 + src2">;

//===----------------------------------------------------------------------===//
// Tile-scalar
//===----------------------------------------------------------------------===//

class PTO_ElementwiseScalarOp<string mnemonic, string formula, PTO_Elements elems,
                              Type scalarType = PTO_Scalar,
                              list<Trait> traits = []>
    : PTO_TileScalarOp<mnemonic, "PIPE_V", scalarType, traits> {
  PTO_Elements elements = elems;
  let summary = "element-wise " # formula # " of a vec tile and a scalar";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region, `s` a scalar SSA
    value.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %s : !pto.tile_buf<loc=vec, ...>, f32) outs(%d : !pto.tile_buf<loc=vec, ...>)
    ```

    Errors: a tile not in vec or not row_major; element types or valid
    shapes that differ; an element type the target arch does not take.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc(), getDst()}, "
                     "" # elems.cpp # ")";
}

def PTO_TAddSOp : PTO_ElementwiseScalarOp<"tadds", "src + s", PTO_ArithElements>;
def PTO_TSubSOp : PTO_ElementwiseScalarOp<"tsubs", "src - s", PTO_ArithElements>;
def PTO_TMulSOp : PTO_ElementwiseScalarOp<"tmuls", "src * s", PTO_ArithElements>;
def PTO_TMaxSOp : PTO_ElementwiseScalarOp<"tmaxs", "max(src, s)", PTO_ArithNoBF16Elements, PTO_FloatScalar>;
def PTO_TMinSOp : PTO_ElementwiseScalarOp<"tmins", "min(src, s)", PTO_ArithElements, PTO_FloatScalar>;
def PTO_TFModSOp : PTO_ElementwiseScalarOp<"tfmods", "fmod(src, s)", PTO_MulElements>;
def PTO_TAxpyOp : PTO_ElementwiseScalarOp<"taxpy", "dst + src * s", PTO_FloatElements>;
def PTO_TAndSOp : PTO_ElementwiseScalarOp<"tands", "src & s", PTO_BitwiseElements, AnySignlessInteger, [PTO_NotInPlace]>;
def PTO_TOrSOp : PTO_ElementwiseScalarOp<"tors", "src | s", PTO_BitwiseElements, AnySignlessInteger, [PTO_NotInPlace]>;
def PTO_TShlSOp : PTO_ElementwiseScalarOp<"tshls", "src << s", PTO_ShiftElements, AnySignlessInteger>;
def PTO_TShrSOp : PTO_ElementwiseScalarOp<"tshrs", "src >> s", PTO_ShiftRightScalarElements, AnySignlessInteger>;
def PTO_TLReluOp : PTO_ElementwiseScalarOp<"tlrelu",
    "src > 0 ? src : src * s (leaky ReLU, s the f32 slope)", PTO_FloatElements, F32>;

class PTO_ElementwiseScalarTmpOp<string mnemonic, string formula, PTO_Elements elems,
                                 Type scalarType = PTO_Scalar,
                                 list<Trait> traits = []>
    : PTO_TileScalarTmpOp<mnemonic, "PIPE_V", scalarType, traits> {
  PTO_Elements elements = elems;
  let summary = "element-wise " # formula # " of a vec tile and a scalar (with scratch)";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region; `tmp` is a vec
    scratch tile.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %s, %tmp : !pto.tile_buf<vec, ...>, i32, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of the tile-scalar ops, and a scratch tile not in vec.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc(), getDst()}, "
                     "" # elems.cpp # ", getTmp())";
}

def PTO_TRemSOp : PTO_ElementwiseScalarTmpOp<"trems", "remainder(src, s)", PTO_RemElements>;
def PTO_TXorSOp : PTO_ElementwiseScalarTmpOp<"txors", "src ^ s", PTO_BitwiseElements, AnySignlessInteger, [PTO_NotInPlace]>;

class PTO_ElementwiseScalarTileOp<string mnemonic, string formula>
    : PTO_TileScalarTileOp<mnemonic, "PIPE_V"> {
  let summary = "element-wise " # formula # " of two vec tiles and a scalar";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %s, %b : !pto.tile_buf<vec, ...>, f32, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of the binary element-wise ops.
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc0(), getSrc1(), "
                     "getDst()}, detail::ElementClass::Arith)";
}

def PTO_TAddSCOp : PTO_ElementwiseScalarTileOp<"taddsc", "src0 + s + src1">;
def PTO_TSubSCOp : PTO_ElementwiseScalarTileOp<"tsubsc", "src0 - s + src1">;

def PTO_TDivSOp : PTO_TileOp<"tdivs", "PIPE_V"> {
  PTO_Elements elements = PTO_ArithNoBF16Elements;
  let summary = "element-wise division of a vec tile by a scalar, or of a scalar by a tile";
  let description = [{
    Two forms, told apart by the order of the `ins` operands:

    ```mlir
    pto.tdivs ins(%a, %s : !pto.tile_buf<vec, ...>, f32) outs(%d : !pto.tile_buf<vec, ...>)   // d = a / s
    pto.tdivs ins(%s, %a : f32, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)   // d = s / a
    ```

    Errors: not exactly one tile and one scalar among the sources; those of
    the tile-scalar ops.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<AnyType, "tile or scalar", [MemRead]>:$lhs,
                       Arg<AnyType, "scalar or tile", [MemRead]>:$rhs,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let hasCustomAssemblyFormat = 1;
  let customVerifier = 1;
  let extraClassDeclaration = [{
    /// The tile source, whichever side it is on.
    ::mlir::Value getTileSource();
    /// The scalar source.
    ::mlir::Value getScalarSource();
    /// True for the `s / tile` form.
    bool isScalarDividend();
  }] # "static ::mlir::pto::ArchElementSets getElementSets() { return "
     # elements.cpp # "; }";
}

//===----------------------------------------------------------------------===//
// Unary
//===----------------------------------------------------------------------===//

class PTO_ElementwiseUnaryOp<string mnemonic, string formula, PTO_Elements elems,
                             list<Trait> traits = []>
    : PTO_UnaryTileOp<mnemonic, "PIPE_V", traits> {
  PTO_Elements elements = elems;
  let summary = "element-wise " # formula # " of a vec tile";
  let description = [{
    `dst[i, j] = }] # formula # [{` over the valid region.

    ```mlir
    pto.}] # mnemonic # [{ ins(%a : !pto.tile_buf<loc=vec, ...>) outs(%d : !pto.tile_buf<loc=vec, ...>)
    ```

    Errors: a tile not in vec or not row_major; element types or valid
    shapes that differ; an element type the target arch does not take.

    }] # elems.doc # [{
  }];
  let verifierCall = "detail::verifyElementwise(*this, {getSrc(), getDst()}, "
                     "" # elems.cpp # ")";
}

// exp/log/sqrt/rsqrt/recip/abs take f16 or f32 on both arches (no bf16 on
// a5, ptoas-format.md §4.6 dtype notes).
class PTO_HalfFloatUnaryOp<string mnemonic, string formula>
    : PTO_ElementwiseUnaryOp<mnemonic, formula, PTO_HalfFloatElements>;

def PTO_TExpOp : PTO_HalfFloatUnaryOp<"texp", "exp(src)">;
def PTO_TLogOp : PTO_HalfFloatUnaryOp<"tlog", "ln(src)">;
def PTO_TSqrtOp : PTO_HalfFloatUnaryOp<"tsqrt", "sqrt(src)">;
def PTO_TAbsOp : PTO_HalfFloatUnaryOp<"tabs", "|src|">;
def PTO_TNegOp : PTO_ElementwiseUnaryOp<"tneg", "-src", PTO_ArithElements>;
def PTO_TReluOp : PTO_ElementwiseUnaryOp<"trelu", "max(src, 0)", PTO_ReluElements>;
def PTO_TNotOp : PTO_ElementwiseUnaryOp<"tnot", "~src", PTO_NotElements>;

def PTO_TRecipOp : PTO_ElementwiseUnaryOp<"trecip", "1 / src", PTO_HalfFloatElements,
                                          [PTO_NotInPlaceOnA3]> {
  let description = [{
    `dst[i, j] = 1 / src[i, j]` over the valid region.

    ```mlir
    pto.trecip ins(%a : !pto.tile_buf<loc=vec, ...>) outs(%d : !pto.tile_buf<loc=vec, ...>)
    ```

    Errors: those of the unary element-wise ops (f16 or f32 on both arches);
    on a3 the source and the destination must be different tiles (ptoas-format.md §4.6: a3's TRECIP
    cannot run in place).
  }];
}

def PTO_TRsqrtOp : PTO_TileOp<"trsqrt", "PIPE_V"> {
  PTO_Elements elements = PTO_HalfFloatElements;
  let summary = "element-wise 1 / sqrt(src) of a vec tile";
  let description = [{
    `dst[i, j] = 1 / sqrt(src[i, j])`; `tmp` is an optional vec scratch tile.

    ```mlir
    pto.trsqrt ins(%a : !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    pto.trsqrt ins(%a, %tmp : !pto.tile_buf<vec, ...>, !pto.tile_buf<vec, ...>) outs(%d : !pto.tile_buf<vec, ...>)
    ```

    Errors: those of the unary element-wise ops; a scratch tile not in vec.

    }] # elements.doc # [{
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp);
  let verifierCall = "detail::verifyElementwise(*this, {getSrc(), getDst()}, "
                     # elements.cpp # ", getTmp())";
  let assemblyFormat = [{
    `ins` `(` $src (`,` $tmp^)? `:` qualified(type($src))
    (`,` qualified(type($tmp))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Fills and generators
//===----------------------------------------------------------------------===//

def PTO_TExpandsOp : PTO_TileOp<"texpands", "PIPE_V"> {
  PTO_Elements elements = PTO_FillElements;
  let summary = "fill a tile with a scalar";
  let description = [{
    Sets every valid element of `dst` (a vec or mat tile) to `scalar`.

    ```mlir
    pto.texpands ins(%s : f32) outs(%d : !pto.tile_buf<loc=vec, ...>)
    ```

    Errors: a destination not in vec or mat; a scalar whose type is not
    the destination's element type; an element type the target arch does
    not take.

    }] # elements.doc # [{
  }];
  let arguments = (ins PTO_Scalar:$scalar,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $scalar `:` type($scalar) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TCIOp : PTO_TileOp<"tci", "PIPE_V"> {
  PTO_Elements elements = PTO_IndexElements;
  let summary = "fill an integer vec tile row with a counting sequence";
  let description = [{
    `dst[0, j] = S + j` (or `S - j` with `descending`) for the valid columns
    of a one-row tile (pto-isa's TCI takes one row). The attributes are
    written inside `ins(...)`:

    ```mlir
    pto.tci ins(%start {descending = true} : i32) outs(%d : !pto.tile_buf<vec, 1x32xi32>)
    ```

    Errors: a destination not in vec, of more than one row, or of an element
    type the target arch does not take; a start of another type.

    }] # elements.doc # [{
  }];
  let arguments = (ins AnyInteger:$S,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<BoolAttr>:$descending);
  let assemblyFormat = [{
    `ins` `(` $S attr-dict `:` type($S) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
  let extraClassDeclaration = "static ::mlir::pto::ArchElementSets "
      "getElementSets() { return " # elements.cpp # "; }";
}

def PTO_TTriOp : PTO_TileOp<"ttri", "PIPE_V"> {
  let summary = "fill a vec tile with a triangular 0/1 mask";
  let description = [{
    Fills `dst` with ones on one side of the `diagonal`-th diagonal and zeros
    on the other; `upperOrLower` (0 lower, 1 upper) picks the side. The
    attributes are written inside `ins(...)`:

    ```mlir
    pto.ttri ins(%diag {upperOrLower = 1 : i32} : i32) outs(%d : !pto.tile_buf<vec, 16x16xf32>)
    ```

    Errors: a destination not in vec; `upperOrLower` other than 0 or 1.
  }];
  let arguments = (ins AnyInteger:$diagonal,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<I32Attr>:$upperOrLower);
  let assemblyFormat = [{
    `ins` `(` $diagonal attr-dict `:` type($diagonal) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
}

def PTO_TRandomOp : PTO_TileOp<"trandom", "PIPE_V"> {
  let summary = "fill a vec tile with counter-based random numbers (a5 only)";
  let description = [{
    Philox-style random numbers from two i32 key words and four i32 counter
    words; `rounds` (7 or 10, default 10) is the number of rounds. The
    attributes are written inside `ins(...)`:

    ```mlir
    pto.trandom ins(%k0, %k1, %c0, %c1, %c2, %c3 {rounds = 7 : i32} : i32, i32, i32, i32, i32, i32) outs(%d : !pto.tile_buf<vec, 16x16xi32>)
    ```

    Errors: on a3 (ptoas implements the op for a5 only); a destination not
    in vec, not row_major or not i32; `rounds` other than 7 or 10.
  }];
  let arguments = (ins I32:$key0, I32:$key1, I32:$counter0, I32:$counter1,
                       I32:$counter2, I32:$counter3,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<I32Attr>:$rounds);
  let assemblyFormat = [{
    `ins` `(` $key0 `,` $key1 `,` $counter0 `,` $counter1 `,` $counter2 `,`
    $counter3 attr-dict `:` type($key0) `,` type($key1) `,` type($counter0)
    `,` type($counter1) `,` type($counter2) `,` type($counter3) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)`
  }];
  let customVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOELEMENTWISEOPS_TD
