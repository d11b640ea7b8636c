//===- AscendStructureOps.td - block index, count, views ---*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def Ascend_BlockIdxOp : Ascend_HwOp<"block_idx", "S", "std::nullopt",
    [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface,
                                     ["inferResultRanges"]>]> {
  let summary = "index of the AI core block running this kernel instance";
  let description = [{
    The 1-D block index in `[0, block_num)`. A multi-dimensional TileLang grid
    is mapped onto it by `convert-tir-to-ascend`. Its integer range (for
    MLIR's integer range analysis) is `[0, gx*gy*gz - 1]` when the function
    has an `ascend.grid`, and `[0, 2^31 - 2]` otherwise.

    ```mlir
    %idx = ascend.block_idx : index
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Ascend_BlockNumOp : Ascend_HwOp<"block_num", "S", "std::nullopt",
    [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface,
                                     ["inferResultRanges"]>]> {
  let summary = "number of blocks the kernel was launched on";
  let description = [{
    `gx*gy*gz` when the function has an `ascend.grid` (its integer range is
    that constant), in `[1, 2^31 - 1]` otherwise.

    ```mlir
    %n = ascend.block_num : index
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Ascend_ViewOp : Ascend_Op<"view", [Pure,
    DeclareOpInterfaceMethods<ViewLikeOpInterface>]> {
  let summary = "a UB buffer seen with another shape or element type";
  let description = [{
    The bytes of the whole UB buffer `source` read as `result`: another
    rank-2 shape of the same byte size, possibly of another element type of
    the same or another width. Both are stored unpadded (rows of a multiple
    of 32 elements, which a tile does not pad: `getVectorTileShape`), so
    the view's element `(i, j)` is the byte offset `(i * cols + j) * size`
    of the source as laid out. A view of the same shape and element width
    (a bitcast: `f32` as `i32`) may be of a padded buffer, whose elements
    all stay where they are. The lowering of sorts uses it to see one row of
    sorted pairs as rows of equal lists, and float values as the 32-bit
    indices `vsort32` takes.

    ```mlir
    %v = ascend.view %x : memref<1x256xf32, #ascend.address_space<ub>>
                       to memref<4x64xi32, #ascend.address_space<ub>>
    ```

    Lowers to `pto.treshape` (an alias of the tile), or `pto.bitcast` for
    a view of the same shape. Errors: a source or
    result not a rank-2 UB buffer of static shape with the identity layout
    and integer or floating-point elements (a region is not viewed), one
    its tile pads (rows not a multiple of 32 elements) unless it is a
    bitcast, elements of a
    fraction of a byte, byte sizes that differ.
  }];
  let arguments = (ins AnyStaticShapeMemRef:$source);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def Ascend_PrintOp : Ascend_HwOp<"print", "S", ""> {
  let summary = "print one scalar with a C format (debug)";
  let description = [{
    Prints `scalar` through `format`, a C printf format with at most one
    conversion, which prints the scalar (an integer conversion an integer,
    a floating-point one a float); a format without a conversion prints
    its text alone. Scalar work that either core runs, or the core `on`
    names (a print written in `T.Scope("C"/"V")`). `T.printf`
    (tilelang-ascend) with several values is one op per value.

    ```mlir
    ascend.print "cid:%d"(%cid : i32)
    ascend.print "in the Cube section\n"(%zero : i32) on <aic>
    ```

    Lowers to `pto.print`. Errors: a format that is not one piece of at
    most one conversion (tirpto/Support/PrintfFormat.h), a conversion of
    the other kind than the scalar, a scalar other than an i8, i16, i32,
    i64, f32 or f64 (the types C's printf takes), `on <mix>`.
  }];
  let arguments = (ins StrAttr:$format,
                       AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$scalar,
                       OptionalAttr<Ascend_CoreTypeAttr>:$core);
  let assemblyFormat = [{
    $format `(` $scalar `:` type($scalar) `)` (`on` $core^)? attr-dict
  }];
  let hasVerifier = 1;
}

def Ascend_PrintBufferOp : Ascend_HwOp<"print_buffer", "V", "",
    // Printing is an effect of its own: the op is never dead.
    [MemoryEffects<[MemWrite]>]> {
  let summary = "print the elements of a UB tile or a GM region (debug)";
  let description = [{
    Prints `buffer`: a whole UB buffer, or a region (or the whole) of a
    global tensor, row by row. Issued on the V pipe, as PTO's `TPRINT` is; a
    UB buffer is the Vector core's, a global region is printed by the core
    that runs the op, or the one `on` names (a dump written in
    `T.Scope("C"/"V")`).

    ```mlir
    ascend.print_buffer %c_ub : memref<1x16xi16, #ascend.address_space<ub>>
    ascend.print_buffer %C on <aic> : memref<2x16xf32, #ascend.address_space<gm>>
    ```

    Lowers to `pto.tprint` of the tile or of the region's partition view.
    Errors: a buffer outside UB and global memory, a UB region (not a whole
    buffer), an element type `TPRINT` does not print (other than f16, f32,
    i8, i16, i32), a buffer of rank other than 1 or 2, a UB buffer `on
    <aic>`, `on <mix>`.
  }];
  let arguments = (ins Arg<AnyMemRef, "buffer", [MemRead]>:$buffer,
                       OptionalAttr<Ascend_CoreTypeAttr>:$core);
  let assemblyFormat = "$buffer (`on` $core^)? attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
