//===- AscendVectorOps.td - Vector core ops on UB tiles ----*- tablegen -*-===//
//
// Whole-tile operations of the Vector core (AIV, pipe V) on rank-2 UB
// buffers. A per-row vector (one value per row of an M x N tile) is an M x 1
// buffer; a per-column vector is 1 x N. Source: ascend-hardware.md §1.4 (the
// V pipe) and ptoas-format.md §4.6-4.8 (the PTO ops they lower to).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTOROPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTOROPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"

def Ascend_UBTile : MemRefRankOf<[AnySignlessInteger, AnyFloat], [2]>;

class Ascend_VectorOp<string mnemonic, list<Trait> traits = []>
    : Ascend_HwOp<mnemonic, "V", "::mlir::ascend::CoreType::AIV", traits> {
  let hasVerifier = 1;
}

// A Vector op with an optional scratch tile `tmp`, written after `outs`:
// `tmp(%t : memref<...>)` (Ascend_ScratchOpInterface).
class Ascend_ScratchVectorOp<string mnemonic, list<Trait> traits = []>
    : Ascend_VectorOp<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<Ascend_ScratchOpInterface,
                                     ["getScratchType", "needsSeparateDst"]>])>;

def Ascend_ScratchTile : Arg<Optional<Ascend_UBTile>, "scratch tile",
                             [MemRead, MemWrite]>;

def Ascend_VBinaryOp : Ascend_ScratchVectorOp<"vbinary"> {
  let summary = "element-wise binary operation of two UB tiles";
  let description = [{
    `dst[i, j] = lhs[i, j] <kind> rhs[i, j]` for every element. The three
    operands have the same shape and element type. `and`, `or`, `shl` and
    `shr` take integer tiles; `shr` is an arithmetic shift on signed
    integers as TIR's `shift_right`.

    ```mlir
    ascend.vbinary <add> ins(%a, %b : memref<32x64xf16, #ascend.address_space<ub>>,
                                      memref<32x64xf16, #ascend.address_space<ub>>)
                         outs(%c : memref<32x64xf16, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tadd`/`tsub`/`tmul`/`tdiv`/`tmax`/`tmin`/`tand`/`tor`/
    `tshl`/`tshr`/`txor` (`txor` with the scratch tile `tmp`, shaped like
    `dst`). Errors: an operand not in `ub`, shapes or element types that
    differ, a bitwise kind on floating-point tiles, a `tmp` the instruction
    does not take or of another shape or element type.
  }];
  let arguments = (ins Ascend_VBinaryKindAttr:$kind,
                       Arg<Ascend_UBTile, "lhs", [MemRead]>:$lhs,
                       Arg<Ascend_UBTile, "rhs", [MemRead]>:$rhs,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    $kind `ins` `(` $lhs `,` $rhs `:` type($lhs) `,` type($rhs) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "VBinaryKindAttr":$kind, "::mlir::Value":$lhs, "::mlir::Value":$rhs, "::mlir::Value":$dst), [{
      build($_builder, $_state, kind, lhs, rhs, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

def Ascend_VBinaryScalarOp : Ascend_ScratchVectorOp<"vbinary_scalar"> {
  let summary = "element-wise operation of a UB tile and a scalar";
  let description = [{
    `dst[i, j] = src[i, j] <kind> scalar`, or with `reversed`
    `dst[i, j] = scalar <kind> src[i, j]` (only for `div`; commutative kinds
    need no flag, and `scalar - x` is `-x + scalar`). The scalar has the
    element type of the tiles.

    ```mlir
    ascend.vbinary_scalar <mul> ins(%x, %scale : memref<16x128xf32, #ascend.address_space<ub>>, f32)
                                outs(%y : memref<16x128xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tadds`/`tsubs`/`tmuls`/`tdivs`/`tmaxs`/`tmins`/`tands`/
    `tors`/`tshls`/`tshrs` (`tdivs` in its scalar-first form when
    `reversed`). Errors: as `ascend.vbinary`, plus a scalar of another type,
    and `reversed` on a kind other than `div`.
  }];
  let arguments = (ins Ascend_VBinaryKindAttr:$kind,
                       Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$scalar,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp,
                       UnitAttr:$reversed);
  let assemblyFormat = [{
    $kind `ins` `(` $src `,` $scalar `:` type($src) `,` type($scalar) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "VBinaryKindAttr":$kind, "::mlir::Value":$src, "::mlir::Value":$scalar, "::mlir::Value":$dst, CArg<"::mlir::UnitAttr", "{}">:$reversed), [{
      build($_builder, $_state, kind, src, scalar, dst, /*tmp=*/::mlir::Value(), reversed);
    }]>
  ];
}

def Ascend_VUnaryOp : Ascend_ScratchVectorOp<"vunary"> {
  let summary = "element-wise unary operation of a UB tile";
  let description = [{
    `dst[i, j] = <kind>(src[i, j])`: `exp`, `ln`, `sqrt`, `rsqrt` (1/sqrt),
    `rec` (1/x), `abs`, `relu` (max(x, 0)), `neg`, and `not` on integers.
    Same shape and element type.

    ```mlir
    ascend.vunary <exp> ins(%x : memref<16x128xf32, #ascend.address_space<ub>>)
                        outs(%y : memref<16x128xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.texp`/`tlog`/`tsqrt`/`trsqrt`/`trecip`/`tabs`/`trelu`/
    `tneg`/`tnot`. Errors: an operand not in `ub`, shapes or element types
    that differ, `exp`/`ln`/`sqrt`/`rsqrt`/`rec` on integers or `not` on
    floating point.
  }];
  let arguments = (ins Ascend_VUnaryKindAttr:$kind,
                       Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    $kind `ins` `(` $src `:` type($src) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "VUnaryKindAttr":$kind, "::mlir::Value":$src, "::mlir::Value":$dst), [{
      build($_builder, $_state, kind, src, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

def Ascend_VCastOp : Ascend_VectorOp<"vcast"> {
  let summary = "element type conversion of a UB tile";
  let description = [{
    Converts every element of `src` to the element type of `dst` (same
    shape), rounding as `round_mode` says (default `rint`, to nearest even).

    ```mlir
    ascend.vcast ins(%x : memref<16x128xf32, #ascend.address_space<ub>>)
                 outs(%y : memref<16x128xbf16, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tcvt {rmode}`. Errors: an operand not in `ub`, shapes
    that differ.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       DefaultValuedAttr<Ascend_RoundModeAttr,
                           "::mlir::ascend::RoundMode::Rint">:$round_mode);
  let assemblyFormat = [{
    `ins` `(` $src `:` type($src) `)` `outs` `(` $dst `:` type($dst) `)`
    attr-dict
  }];
}

def Ascend_VReduceOp : Ascend_ScratchVectorOp<"vreduce"> {
  let summary = "sum, max or min of each row or each column of a UB tile";
  let description = [{
    With `dim = 1`, reduces each row of the `M x N` tile `src` into the
    `M x 1` per-row vector `dst`; with `dim = 0`, each column into the
    `1 x N` per-column vector `dst`. Same element type.

    ```mlir
    ascend.vreduce <max> ins(%s : memref<16x128xf32, #ascend.address_space<ub>>)
                         outs(%m : memref<16x1xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
    ```

    Lowers to `pto.trowsum`/`trowmax`/`trowmin` (with the scratch tile
    `tmp`, shaped like `src`) or `pto.tcolsum`/`tcolmax`/`tcolmin`; a column
    reduction of an `M x 1` tile is a row reduction of its `1 x M` view.
    Errors: an operand not in `ub`, a `dim` other than 0 or 1, a `dst` of
    the wrong shape, element types that differ, a `tmp` the instruction
    does not take or of another shape or element type.
  }];
  let arguments = (ins Ascend_VReduceKindAttr:$kind,
                       Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp,
                       DefaultValuedAttr<I64Attr, "1">:$dim);
  let assemblyFormat = [{
    $kind `ins` `(` $src `:` type($src) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "VReduceKindAttr":$kind, "::mlir::Value":$src, "::mlir::Value":$dst, "::mlir::IntegerAttr":$dim), [{
      build($_builder, $_state, kind, src, dst, /*tmp=*/::mlir::Value(), dim);
    }]>
  ];
  let extraClassDeclaration = [{
    /// Whether the reduction is a copy: each row of an M x 1 tile, or each
    /// column of a 1 x N tile.
    bool isCopy();
    /// Whether it lowers to trow*: a row reduction, or a column reduction
    /// of an M x 1 tile (a row reduction of its 1 x M view).
    bool isRowReduction();
  }];
}

def Ascend_VBroadcastBinaryOp : Ascend_ScratchVectorOp<"vbroadcast_binary"> {
  let summary = "a UB tile combined with a per-row or per-column vector";
  let description = [{
    With `dim = 1`, `dst[i, j] = src[i, j] <kind> vec[i, 0]` for an `M x 1`
    `vec`; with `dim = 0`, `dst[i, j] = src[i, j] <kind> vec[0, j]` for a
    `1 x N` `vec`. Kinds `add`, `sub`, `mul`, `div`, `max`, `min`. Same
    element type.

    ```mlir
    ascend.vbroadcast_binary <sub> ins(%s, %m : memref<16x128xf32, #ascend.address_space<ub>>,
                                                memref<16x1xf32, #ascend.address_space<ub>>)
                                   outs(%d : memref<16x128xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
    ```

    Lowers to `pto.trowexpand<kind>` or `pto.tcolexpand<kind>`. Errors: an
    operand not in `ub`, a `dim` other than 0 or 1, a `vec` of the wrong
    shape, a bitwise kind, element types or shapes that differ.
  }];
  let arguments = (ins Ascend_VBinaryKindAttr:$kind,
                       Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "per-row or per-column vector",
                           [MemRead]>:$vec,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp,
                       DefaultValuedAttr<I64Attr, "1">:$dim);
  let assemblyFormat = [{
    $kind `ins` `(` $src `,` $vec `:` type($src) `,` type($vec) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "VBinaryKindAttr":$kind, "::mlir::Value":$src, "::mlir::Value":$vec, "::mlir::Value":$dst, "::mlir::IntegerAttr":$dim), [{
      build($_builder, $_state, kind, src, vec, dst, /*tmp=*/::mlir::Value(), dim);
    }]>
  ];
  let extraClassDeclaration = [{
    /// Whether it is element-wise on two tiles of one shape: an M x 1
    /// (1 x N) tile with its per-row (per-column) vector.
    bool isElementwise();
  }];
}

def Ascend_VBroadcastOp : Ascend_VectorOp<"vbroadcast"> {
  let summary = "a per-row or per-column vector broadcast to a UB tile";
  let description = [{
    With `dim = 1`, `dst[i, j] = vec[i, 0]` for an `M x 1` `vec`; with
    `dim = 0`, `dst[i, j] = vec[0, j]` for a `1 x N` `vec`.

    ```mlir
    ascend.vbroadcast ins(%w : memref<1x128xf32, #ascend.address_space<ub>>)
                      outs(%d : memref<16x128xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
    ```

    Lowers to `pto.trowexpand` or `pto.tcolexpand`. Errors: as
    `ascend.vbroadcast_binary`.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "per-row or per-column vector",
                           [MemRead]>:$vec,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       DefaultValuedAttr<I64Attr, "1">:$dim);
  let assemblyFormat = [{
    `ins` `(` $vec `:` type($vec) `)` `outs` `(` $dst `:` type($dst) `)`
    attr-dict
  }];
}

def Ascend_VDupOp : Ascend_VectorOp<"vdup"> {
  let summary = "fill a UB tile with a scalar";
  let description = [{
    `dst[i, j] = scalar` for every element; the scalar has the element type
    of `dst`. `T.fill` / `T.clear` of a UB buffer.

    ```mlir
    ascend.vdup ins(%zero : f32) outs(%acc : memref<16x128xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.texpands`. Errors: `dst` not in `ub`, a scalar of
    another type.
  }];
  let arguments = (ins AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$scalar,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $scalar `:` type($scalar) `)` `outs` `(` $dst `:` type($dst) `)`
    attr-dict
  }];
}

def Ascend_VCIOp : Ascend_VectorOp<"vci"> {
  let summary = "fill a UB row with a counting sequence";
  let description = [{
    `dst[0, j] = start + j` for every element of a one-row tile; `start` has
    the element type of `dst`. tilelang-ascend's `T.tile.createvecindex` and
    `T.tile.arith_progression`.

    ```mlir
    ascend.vci ins(%base : i32) outs(%idx : memref<1x128xi32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tci`. Errors: `dst` not in `ub` or of more than one row,
    a start of another type, an element type the chip does not count in.
  }];
  let arguments = (ins AnySignlessInteger:$start,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $start `:` type($start) `)` `outs` `(` $dst `:` type($dst) `)`
    attr-dict
  }];
}

def Ascend_VGatherOp : Ascend_ScratchVectorOp<"vgather"> {
  let summary = "gather elements of a UB tile by index";
  let description = [{
    `dst[i, j] = src[indices[i, j]]`, `src` indexed as one flat buffer in
    row-major order; the `i32` indices have `dst`'s shape, `src` and `dst`
    one element type. tilelang-ascend's `T.tile.gather` (whose byte offsets
    the lowering turns into indices first).

    ```mlir
    ascend.vgather ins(%x, %idx : memref<16x256xf32, #ascend.address_space<ub>>,
                       memref<16x256xi32, #ascend.address_space<ub>>)
                   outs(%y : memref<16x256xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tgather`'s index form (with the scratch tile `tmp`, an
    `i32` tile of the indices' shape, which a2/a3 take and a5 ignores).
    Errors: an operand not in `ub`, indices that are not `i32` or not of
    `dst`'s shape, `src` and `dst` of different element types or of one
    the chip does not gather, a `tmp` of another shape or element type.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "indices", [MemRead]>:$indices,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    `ins` `(` $src `,` $indices `:` type($src) `,` type($indices) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "::mlir::Value":$src, "::mlir::Value":$indices, "::mlir::Value":$dst), [{
      build($_builder, $_state, src, indices, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

def Ascend_VGatherMaskOp : Ascend_VectorOp<"vgather_mask"> {
  let summary = "keep a fixed pattern of the columns of a UB tile";
  let description = [{
    Keeps every `period`-th column of each row of `src`, starting at
    `phase`, and writes the kept elements one after the other into `dst`,
    read as one flat buffer in row-major order; `dst`'s elements have the
    size of `src`'s, and their bits are kept. The chip has the patterns of
    period 1 (all), 2 (phase 0 or 1) and 4 (phase 0 to 3).
    tilelang-ascend's `T.tile.gather_mask` with its fixed patterns.

    ```mlir
    ascend.vgather_mask ins(%pairs : memref<1x64xf32, #ascend.address_space<ub>>)
                        outs(%idx : memref<1x32xf32, #ascend.address_space<ub>>)
                        {period = 2 : i64, phase = 1 : i64}
    ```

    Lowers to `pto.tgather`'s mask-pattern form. Errors: an operand not in
    `ub`, a period and phase the chip has no pattern for, elements of
    different sizes or of a type the chip does not gather, a `dst` of
    another number of elements than kept, or whose rows are not whole
    multiples of 32 elements (the chip writes `dst` as one contiguous
    buffer, which a padded tile is not).
  }];
  let arguments = (ins Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       I64Attr:$period, I64Attr:$phase);
  let assemblyFormat = [{
    `ins` `(` $src `:` type($src) `)` `outs` `(` $dst `:` type($dst) `)`
    attr-dict
  }];
}

def Ascend_VSort32Op : Ascend_VectorOp<"vsort32"> {
  let summary = "sort 32-element blocks of a UB tile with their indices";
  let description = [{
    Each row of `src` is sorted in blocks of 32 elements: the block's values,
    each paired with the `i32` element of `idx` at its position (an index
    carried along, TileLang's `uint32`), go to `dst` in descending order of
    value (equal values: the smaller index first), each pair an 8-byte
    structure (`f32`: the value and the index's bits, 2 elements; `f16`: the
    value, 16 zero bits and the index's bits, 4 elements). So `dst` has
    `src`'s rows and 2 (`f32`) or 4 (`f16`) times its columns, which are
    whole blocks of 32. tilelang-ascend's `T.tile.sort32`; its output is
    what `ascend.vmrgsort` merges.

    ```mlir
    ascend.vsort32 ins(%x, %i : memref<4x64xf32, #ascend.address_space<ub>>,
                       memref<4x64xi32, #ascend.address_space<ub>>)
                   outs(%y : memref<4x128xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tsort32`. Errors: an operand not in `ub` or not rank 2,
    `src` and `dst` of different element types or of one the chip does not
    sort, indices that are not `i32` or not of `src`'s shape, rows that are
    not whole blocks of 32, a `dst` of another shape.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "idx", [MemRead]>:$idx,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $idx `:` type($src) `,` type($idx) `)`
    `outs` `(` $dst `:` type($dst) `)` attr-dict
  }];
}

def Ascend_VMrgSortOp : Ascend_ScratchVectorOp<"vmrgsort", [AttrSizedOperandSegments]> {
  let summary = "merge 2 to 4 sorted lists of (value, index) pairs in UB";
  let description = [{
    Each source is one row (`1 x K`) of 8-byte (value, index) structures
    sorted by descending value (`f32`: 2 elements a pair; `f16`: 4, the
    value, padding, then the 32-bit index); `dst`, one row as long as the
    sources together, receives every pair in descending order, the earlier
    source first on equal values. tilelang-ascend's `T.tile.merge_sort`.

    ```mlir
    ascend.vmrgsort ins(%a, %b : memref<1x128xf32, #ascend.address_space<ub>>,
                        memref<1x128xf32, #ascend.address_space<ub>>)
                    outs(%d : memref<1x256xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tmrgsort`'s merge form (with the scratch tile `tmp`, of
    `dst`'s shape and type, where the chip merges before it copies to
    `dst`). Errors: an operand not in `ub` or not one row, other than 2 to
    4 sources, element types that differ or that the chip does not sort,
    rows that are not whole pairs, a `dst` of another length, a `tmp` of
    another shape or element type.
  }];
  let arguments = (ins Arg<Variadic<Ascend_UBTile>, "sorted lists",
                           [MemRead]>:$srcs,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    `ins` `(` $srcs `:` type($srcs) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "::mlir::ValueRange":$srcs, "::mlir::Value":$dst), [{
      build($_builder, $_state, srcs, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

def Ascend_VTransposeOp : Ascend_ScratchVectorOp<"vtranspose"> {
  let summary = "transpose a UB tile";
  let description = [{
    `dst[j, i] = src[i, j]`: `dst` has `src`'s element type and its shape
    reversed. tilelang-ascend's `T.tile.transpose`.

    ```mlir
    ascend.vtranspose ins(%x : memref<16x64xf32, #ascend.address_space<ub>>)
                      outs(%y : memref<64x16xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.ttrans` with the scratch tile `tmp` pto-isa's TTRANS
    stages rows in: `src`'s columns as rows, each of `src`'s row count
    rounded up to whole 32-byte blocks and then to a multiple of 16 rows
    (32 for 8-bit elements). Errors: an operand not in `ub` or not rank 2,
    a `dst` that is not `src` reversed, an element type the chip does not
    transpose, a `tmp` of another shape or element type.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "src", [MemRead]>:$src,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    `ins` `(` $src `:` type($src) `)` `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "::mlir::Value":$src, "::mlir::Value":$dst), [{
      build($_builder, $_state, src, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

def Ascend_VCmpOp : Ascend_VectorOp<"vcmp"> {
  let summary = "element-wise comparison of a UB tile with a tile or scalar";
  let description = [{
    `mask[i, j] = lhs[i, j] <predicate> rhs` where `rhs` is a tile of the
    shape and element type of `lhs`, or a scalar of its element type. The
    mask is an `i8` tile of the same shape (one predicate per element, as
    ptoas's `tcmp` produces).

    ```mlir
    ascend.vcmp <gt> ins(%x, %zero : memref<16x64xf32, #ascend.address_space<ub>>, f32)
                     outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tcmp` or `pto.tcmps`. Errors: an operand not in `ub`, a
    mask that is not `i8` or has another shape, operands that differ in
    shape or element type.
  }];
  let arguments = (ins Ascend_CmpPredicateAttr:$predicate,
                       Arg<Ascend_UBTile, "lhs", [MemRead]>:$lhs,
                       AnyTypeOf<[Ascend_UBTile, AnySignlessInteger, AnyFloat]>:$rhs,
                       Arg<Ascend_UBTile, "mask", [MemWrite]>:$mask);
  let assemblyFormat = [{
    $predicate `ins` `(` $lhs `,` $rhs `:` type($lhs) `,` type($rhs) `)`
    `outs` `(` $mask `:` type($mask) `)` attr-dict
  }];
}

def Ascend_VSelectOp : Ascend_ScratchVectorOp<"vselect"> {
  let summary = "element-wise choice between two UB tiles by a mask";
  let description = [{
    `dst[i, j] = mask[i, j] ? on_true[i, j] : on_false[i, j]`, for the `i8`
    mask of `ascend.vcmp`. TIR's `if_then_else` and `Select`.

    ```mlir
    ascend.vselect ins(%m, %x, %y : memref<16x64xi8, #ascend.address_space<ub>>,
                       memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>)
                   outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
    ```

    Lowers to `pto.tsel` (with the scratch tile `tmp`: one 32-byte row of
    `dst`'s element type, where a2/a3 keep a row's compare mask).
    Errors: an operand not in `ub`, a mask that is not `i8`, shapes that
    differ, values of another element type than `dst`, a `tmp` of another
    shape or element type.
  }];
  let arguments = (ins Arg<Ascend_UBTile, "mask", [MemRead]>:$mask,
                       Arg<Ascend_UBTile, "on_true", [MemRead]>:$on_true,
                       Arg<Ascend_UBTile, "on_false", [MemRead]>:$on_false,
                       Arg<Ascend_UBTile, "dst", [MemWrite]>:$dst,
                       Ascend_ScratchTile:$tmp);
  let assemblyFormat = [{
    `ins` `(` $mask `,` $on_true `,` $on_false `:` type($mask) `,`
    type($on_true) `,` type($on_false) `)`
    `outs` `(` $dst `:` type($dst) `)`
    (`tmp` `(` $tmp^ `:` type($tmp) `)`)? attr-dict
  }];
  // Without a scratch tile: ascend-allocate-scratch adds the one it needs.
  let builders = [
    OpBuilder<(ins "::mlir::Value":$mask, "::mlir::Value":$on_true, "::mlir::Value":$on_false, "::mlir::Value":$dst), [{
      build($_builder, $_state, mask, on_true, on_false, dst, /*tmp=*/::mlir::Value());
    }]>
  ];
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTOROPS_TD
