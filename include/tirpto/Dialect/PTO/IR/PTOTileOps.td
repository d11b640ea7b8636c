//===- PTOTileOps.td - tile allocation and views -----------*- tablegen -*-===//
//
// Allocation of tiles and views of them (no data movement), ptoas-format.md
// §4.2 and §4.13.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def PTO_AllocTileOp : PTO_Op<"alloc_tile", [AttrSizedOperandSegments]> {
  let summary = "allocate a tile buffer";
  let description = [{
    Allocates a tile of the result type. At ptoas's default level 2 the
    address is planned by ptoas and `addr` must be absent; at level 3 every
    tile carries `addr` (an `i64` byte offset in its location).

    `valid_row` / `valid_col` (`index`) give a dynamic valid shape and are
    present exactly when the matching `v_row` / `v_col` of the type is `?`.

    ```mlir
    %t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %p = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    ```

    Errors: a valid operand without the matching dynamic dim, or a dynamic
    dim without its operand.
  }];
  let arguments = (ins Optional<I64>:$addr, Optional<Index>:$valid_row,
                       Optional<Index>:$valid_col);
  let results = (outs Res<PTO_AnyTileBuf, "the tile",
                          [MemAlloc<DefaultResource>]>:$result);
  let assemblyFormat = [{
    (`addr` `=` $addr^)? (`valid_row` `=` $valid_row^)?
    (`valid_col` `=` $valid_col^)? attr-dict `:` qualified(type($result))
  }];
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::pto::TileBufType":$type), [{
      build($_builder, $_state, type, /*addr=*/nullptr, /*valid_row=*/nullptr,
            /*valid_col=*/nullptr);
    }]>
  ];
}

def PTO_DeclareTileOp : PTO_Op<"declare_tile"> {
  let summary = "declare a tile without storage (level 3, bound by pto.tassign)";
  let description = [{
    ```mlir
    %t = pto.declare_tile -> !pto.tile_buf<vec, 16x16xf32>
    ```
  }];
  let results = (outs PTO_AnyTileBuf:$tile);
  let assemblyFormat = "attr-dict `->` qualified(type($tile))";
}

def PTO_TAssignOp : PTO_Op<"tassign", [Pure, AllTypesMatch<["tile", "result"]>]> {
  let summary = "bind a tile to an address (level 3 only)";
  let description = [{
    Returns `tile` bound to byte offset `addr` of its location. Only valid at
    ptoas level 3 (where every `alloc_tile` carries `addr`), and not with
    `--enable-insert-sync` (ptoas-format.md §8).

    ```mlir
    %t2 = pto.tassign %t, %addr : !pto.tile_buf<vec, 16x16xf32> -> !pto.tile_buf<vec, 16x16xf32>
    ```
  }];
  let arguments = (ins PTO_AnyTileBuf:$tile, I64:$addr);
  let results = (outs PTO_AnyTileBuf:$result);
  let assemblyFormat = [{
    $tile `,` $addr attr-dict `:` qualified(type($tile)) `->` qualified(type($result))
  }];
}

def PTO_SetValidShapeOp : PTO_Op<"set_validshape"> {
  let summary = "set the dynamic valid shape of a tile";
  let description = [{
    ```mlir
    pto.set_validshape %t, %r, %c : !pto.tile_buf<vec, 64x64xf32, valid=?x?>
    ```

    Errors: a tile whose valid dims are not both dynamic; a constant valid
    dim larger than the tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemWrite]>:$source,
                       Index:$valid_row, Index:$valid_col);
  let assemblyFormat = [{
    $source `,` $valid_row `,` $valid_col attr-dict `:` qualified(type($source))
  }];
  let hasVerifier = 1;
}

def PTO_SubsetOp : PTO_Op<"subset", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a rectangular view of a tile";
  let description = [{
    The `sizes[0] x sizes[1]` window of `source` at `offsets` (elements), in
    the same location and layout. The result type is inferred: its valid
    shape is what remains of the source's valid region from a constant
    offset (taken modulo the valid extent, so a window of a ping/pong buffer
    keeps its valid size), and `?` for a dynamic offset or a dynamic source.

    ```mlir
    %s = pto.subset %t[%i, %j] sizes [64, 32] : !pto.tile_buf<vec, 64x64xf32>
    ```

    Errors: not two offsets and two sizes; sizes that are not integers,
    non-positive sizes or sizes larger than the source; a negative constant
    offset; for a fractal (boxed) source, a 16-byte fractal, sizes or
    constant offsets that are not multiples of the fractal box
    (ptoas-format.md §2.7), or a window that does not keep all columns
    (row_major blayout) or all rows (col_major) at a constant offset 0.
  }];
  let arguments = (ins PTO_AnyTileBuf:$source, Variadic<Index>:$offsets,
                       I64ArrayAttr:$sizes);
  let results = (outs PTO_AnyTileBuf:$result);
  let assemblyFormat = [{
    $source `[` $offsets `]` `sizes` $sizes attr-dict `:` qualified(type($source))
  }];
  let hasVerifier = 1;
  // A constant offset (folded later) gives a static valid shape.
  let hasCanonicalizeMethod = 1;
  let extraClassDeclaration = [{
    /// A result type whose valid shape is `?` where the inferred one is
    /// static is compatible (a window built before its offsets fold; the
    /// canonicalization gives it the inferred type).
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def PTO_TReshapeOp : PTO_TileOp<"treshape", "PIPE_S", [Pure]> {
  let summary = "view a tile with another shape (same bytes)";
  let description = [{
    An alias of `src` with the result type: the location and byte size are
    kept (the element type, shape and layout may change), and a boxed
    (fractal) tile stays boxed.

    ```mlir
    %r = pto.treshape %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 32x128xf32>
    ```

    Errors: a different location or byte size; a boxed tile reshaped into a
    non-boxed one or the reverse.
  }];
  let arguments = (ins PTO_AnyTileBuf:$src);
  let results = (outs PTO_AnyTileBuf:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let verifierCall = "detail::verifyReshape(*this, getSrc().getType(), "
                     "getResult().getType())";
}

def PTO_BitcastOp : PTO_Op<"bitcast", [Pure]> {
  let summary = "view a tile with another element type (same bytes)";
  let description = [{
    ```mlir
    %b = pto.bitcast %t : !pto.tile_buf<vec, 64x64xf32> -> !pto.tile_buf<vec, 64x64xi32>
    ```

    The same tile seen with another element type: the shape, valid shape
    and configuration are kept, and the result needs no more bytes than the
    source (ptoas-format.md §4.2).

    Errors: a different location; the same element type; a different
    shape, valid shape, blayout, slayout, fractal, pad or compact; a result
    larger than the source.
  }];
  let arguments = (ins PTO_AnyTileBuf:$src);
  let results = (outs PTO_AnyTileBuf:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def PTO_TGetValOp : PTO_TileOp<"tgetval", "PIPE_S"> {
  let summary = "read one element of a tile";
  let description = [{
    The element at linear `offset` of `src`.

    ```mlir
    %v = pto.tgetval ins(%t, %i : !pto.tile_buf<vec, 16x16xf32>, index) outs : f32
    ```

    Errors: a tile not in vec (the scalar unit reads UB only); a result
    type other than the tile's element type.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemRead]>:$src,
                       Index:$offset);
  let results = (outs PTO_Scalar:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $offset `:` qualified(type($src)) `,` type($offset) `)`
    `outs` `:` type($dst) attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TSetValOp : PTO_TileOp<"tsetval", "PIPE_S"> {
  let summary = "write one element of a tile";
  let description = [{
    ```mlir
    pto.tsetval ins(%i, %v : index, f32) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    ```

    Errors: a value type other than the tile's element type.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemWrite]>:$dst,
                       Index:$offset, PTO_Scalar:$val);
  let assemblyFormat = [{
    `ins` `(` $offset `,` $val `:` type($offset) `,` type($val) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD
