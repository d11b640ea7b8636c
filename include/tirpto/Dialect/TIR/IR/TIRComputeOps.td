//===- TIRComputeOps.td - tile compute ops -----------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD
#define TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD

include "tirpto/Dialect/TIR/IR/TIRAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TIR_GemmOp : TIR_Op<"gemm"> {
  let summary = "T.gemm: C (+)= op(A) x op(B)";
  let description = [{
    `T.gemm(A, B, C, transpose_A, transpose_B, clear_accum)`: with
    `op(X) = X^T` when the matching `transpose_*` flag is set, computes
    `C = op(A) x op(B)` when `clear_accum` is true and `C += op(A) x op(B)`
    otherwise. All operands are rank-2 buffers; `op(A)` is `M x K`, `op(B)`
    is `K x N`, `C` is `M x N`.

    `clear_accum` is a TIR expression in TileLang (for example `k == 0`), so
    it is an optional `i1` operand here; absent means false.

    `policy`, `k_pack` and `wg_wait` are GPU warp-partition knobs of the
    shared TileLang front end; they are kept as attributes and ignored.
    `unit_flag_ctrl` (TileLang's Ascend backend: the fine-grained hand-off
    from the Cube to the FIX pipe) is kept, and `convert-tir-to-ascend`
    accepts it with a remark (`tir::lookupTuningOption`).

    ```mlir
    tir.gemm %A_shared, %B_shared, %C_local {transpose_a, transpose_b}
        : memref<32x128xf16, #tir.scope<"shared.dyn">>,
          memref<128x32xf16, #tir.scope<"shared.dyn">>,
          memref<128x128xf32, #tir.scope<"local.fragment">>
    ```

    Errors: operands that are not rank 2, or whose dimensions disagree.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "A", [MemRead]>:$a,
                       Arg<AnyStaticShapeMemRef, "B", [MemRead]>:$b,
                       Arg<AnyStaticShapeMemRef, "C", [MemRead, MemWrite]>:$c,
                       Optional<I1>:$clear_accum,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       OptionalAttr<StrAttr>:$policy,
                       OptionalAttr<I64Attr>:$k_pack,
                       OptionalAttr<I64Attr>:$wg_wait,
                       OptionalAttr<I64Attr>:$unit_flag_ctrl);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`clear_accum` `(` $clear_accum^ `)`)? attr-dict `:`
    type($a) `,` type($b) `,` type($c)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// M, N and K of the product.
    int64_t getM();
    int64_t getN();
    int64_t getK();
  }];
}

def TIR_ReduceOp : TIR_Op<"reduce"> {
  let summary = "T.reduce_sum / max / min / abssum / absmax / bitand / bitor "
                "/ bitxor along one dimension";
  let description = [{
    `T.reduce_<kind>(src, dst, dim, clear)`: reduces the buffer `src` (rank
    2 or more) along `dim` into `dst`, whose shape is `src`'s without `dim`
    or with `dim` kept as 1. For a rank-2 `src` (`M x N`), `dim = 1`
    (TileLang's default `-1`) reduces each row: `dst` has `M` elements
    (shape `M` or `M x 1`); `dim = 0` reduces each column: `dst` has `N`
    elements (shape `N` or `1 x N`). `abssum` and `absmax` reduce `|x|`;
    `bitand`, `bitor` and `bitxor` (upstream's `T.reduce_bitand` ...)
    combine integers bit by bit (`tir-expand-bitwise-reductions` writes them
    as loops: the Vector core has no such reduction). With `clear = false`
    the result is combined with the old contents of `dst` (added for sums,
    max / min, and / or / xor for the others); with `clear = true`
    (TileLang's default) it replaces them.

    ```mlir
    tir.reduce <max> %scores, %row_max {dim = 1 : i64}
        : memref<64x128xf32, #tir.scope<"local.fragment">>,
          memref<64xf32, #tir.scope<"local.fragment">>
    ```

    Errors: a `src` of rank 0 or 1, a `dim` outside `[0, rank)`, a `dst`
    whose shape is neither `src`'s without `dim` nor `src`'s with `dim`
    kept as 1, element types that differ, a bitwise kind on elements that
    are not signless integers.
  }];
  let arguments = (ins TIR_ReduceKindAttr:$kind,
                       Arg<AnyStaticShapeMemRef, "src", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "dst", [MemRead, MemWrite]>:$target,
                       DefaultValuedAttr<I64Attr, "1">:$dim,
                       DefaultValuedAttr<BoolAttr, "true">:$clear);
  let assemblyFormat = [{
    $kind $source `,` $target attr-dict `:` type($source) `,` type($target)
  }];
  let hasVerifier = 1;
}

def TIR_ScanOp : TIR_Op<"scan"> {
  let summary = "T.cumsum / T.cummax: an inclusive scan along one dimension";
  let description = [{
    `T.cumsum(src, dst, dim, reverse)` and `T.cummax(...)`: element `k` of
    each line of `dst` along `dim` is the sum (the maximum) of elements `0`
    to `k` of that line of `src`; with `reverse`, of elements `k` to the
    last. `src` and `dst` have one shape of rank 1 or 2 and one element
    type, and may be the same buffer (TileLang's default `dst`, an in-place
    scan). `dim` is `0` or, for a rank-2 buffer, `1`; TileLang's negative
    `dim` counts from the end and is made non-negative by the importer.

    ```mlir
    tir.scan <sum> %x_ub, %x_ub {dim = 1 : i64, reverse = true}
        : memref<64x64xf32, #tir.scope<"shared.dyn">>,
          memref<64x64xf32, #tir.scope<"shared.dyn">>
    ```

    `tir-expand-scans` rewrites it into loops the rest of the pipeline
    lowers (the Vector core has no scan): down the rows of a rank-2 buffer
    (`dim = 0`), one vector operation per row on whole rows; along the rows
    (`dim = 1`) of whole buffers, the same on the buffer transposed;
    otherwise (rank-1 buffers, regions, ...) one scalar step per element.

    Errors: a `dim` outside `[0, rank)`, operands of rank other than 1 or
    2, of different shapes or element types, element types other than
    floats and integers.
  }];
  let arguments = (ins TIR_ScanKindAttr:$kind,
                       Arg<AnyStaticShapeMemRef, "src", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "dst", [MemRead, MemWrite]>:$target,
                       DefaultValuedAttr<I64Attr, "0">:$dim,
                       DefaultValuedAttr<BoolAttr, "false">:$reverse);
  let assemblyFormat = [{
    $kind $source `,` $target attr-dict `:` type($source) `,` type($target)
  }];
  let hasVerifier = 1;
}

def TIR_TileOp : TIR_Op<"tile", [AttrSizedOperandSegments]> {
  let summary = "a tilelang-ascend T.tile.* element-wise operation";
  let description = [{
    tilelang-ascend's tile operations on whole buffers (regions of local
    buffers are not lowered yet), one op for the family, the operation an enum:
    `T.tile.<kind>(dst, src0[, src1])`. The binary kinds (`add`, `sub`,
    `mul`, `div`, `max`, `min`, `bitwise_and`, `bitwise_or`,
    `bitwise_xor`) take a second source: a buffer of the same shape, or a
    scalar of the element type (`T.tile.add(dst, src, 2.0)`, TileLang's
    `tl.ascend_adds`). The unary kinds (`exp`, `ln`, `abs`, `reciprocal`,
    `sqrt`, `rsqrt`, `relu`, `bitwise_not`, `sigmoid`) take one. The
    accumulating kinds read `dst` too: `axpy` takes a source and a scalar
    (`dst = scalar * src + dst`), `mul_add_dst` two sources (`dst = src0 *
    src1 + dst`). `broadcast` copies a vector along a tile: with `axis = 0`
    the `N` (or `1 x N`) source is every row of the `M x N` `dst`, with
    `axis = 1` the `M` (or `M x 1`) source every column; without `axis`, it
    is inferred as tilelang-ascend does (a rank-1 source whose length is
    `dst`'s row length is a row, else a column; a `1 x N` source a row, an
    `M x 1` one a column).
    `cast` converts the source to `dst`'s element type with `mode`
    (tilelang-ascend's `CAST_NONE`, `CAST_RINT`, ...; default `none`);
    `round` rounds to an integer, half away from zero, in the same type;
    `clamp_max` and `clamp_min` take one scalar (`min(src, s)`,
    `max(src, s)`), `clamp` two (`lo`, `hi`). tilelang-ascend's `count`
    operand is the number of elements of `dst` here (the tir spelling has
    whole buffers only). `silu` is `x / (1 + exp(-x))`.

    `compare` writes a mask: `dst[i] = src0[i] <cmp_mode> src1[i]` (or the
    scalar), `dst` an `i8` buffer of the sources' shape (tilelang-ascend
    allocates it as "uint8"; its bytes hold the mask in the chip's packed
    encoding, which only `select` and the bitwise kinds read). `select`
    takes that mask and chooses `src0[i]` where it is set, else `src1[i]`
    (`cmpmask_spr`, `tensor_tensor`) or the scalar (`tensor_scalar`);
    TileLang's `T.tile.select(dst, mask, src0, src1, mode)` lists the mask
    first, as `ins` does here.

    The generators take no source: `createvecindex` one scalar, `first`
    (`dst[i] = first + i`), `arith_progression` two, `first` and `diff`
    (`dst[i] = first + i * diff`), over the elements of an integer `dst` in
    row-major order (TileLang's `count` is the whole buffer here).
    `bitwise_lshift` and `bitwise_rshift` take an integer source and a
    scalar, the bit count (`dst = src << s`, `dst = src >> s`, arithmetic).
    `leaky_relu` takes a floating-point source and a scalar, the negative
    slope (`dst = src >= 0 ? src : src * s`). `row_expand_mul`,
    `row_expand_sub` and `row_expand_div` take a rank-2 source of `dst`'s
    shape and a vector of one value per row (`M` or `M x 1`): `dst[i, j] =
    src0[i, j] * src1[i]` (`-`, `/`); tilelang-ascend's
    `T.tile.row_expand_mul_experiment` / `_sub_experiment` /
    `_div_experiment` are the same operations. TileLang's optional `tmp`
    scratch buffer is not spelled: the lowering needs none. `gather` takes
    the table `src` and an `i32` buffer of `dst`'s shape holding byte
    offsets into it (TileLang's `uint32` offsets, below 2^31), and the base
    address (`src_base_addr`, bytes) as its scalar: `dst[i, j]` is the
    element of `src` at byte `offsets[i, j] + base` of its row-major
    layout. `merge_sort` merges 2 to 4 sorted lists (`T.tile.merge_sort(dst,
    src0, src1[, src2, src3])`): each source holds (value, index) pairs in
    descending order of value, one pair a 8-byte structure (`f32`: the
    value, then the index's 32 bits; `f16`: the value, 2 bytes of padding,
    the index), and `dst`, with as many elements as the sources together,
    receives all pairs in descending order (on equal values, the earlier
    source first). `transpose` takes one rank-2 source: `dst[j, i] = src[i,
    j]`, `dst` of the source's shape reversed. `sort32` sorts blocks of 32
    (`T.tile.sort32(dst, src0, src1)`): the values `src0` (`f16` / `f32`,
    rows of whole blocks of 32) with the `i32` indices `src1` of their
    shape (TileLang's `uint32`), each block's (value, index) pairs in
    descending order of value (equal values: the smaller index first) into
    `dst`, 8-byte pairs as `merge_sort` takes them: `dst` has the rows of
    `src0` and 2 (`f32`) or 4 (`f16`) times its elements a row.
    `gather_mask` (`T.tile.gather_mask(dst, src, "P1010")`, its fixed
    patterns) keeps the columns of each row of its source that
    `mask_pattern` selects (`p0101`: the even ones, `p1010`: the odd ones,
    `p0001` ... `p1000`: one of every four, `p1111`: all) and writes them
    one after the other into `dst`, read as one flat buffer in row-major
    order; `dst`'s elements have the source's size (their bits are kept).
    `sort` (`T.tile.sort(dst, src, actual_num)`) sorts the first
    `actual_num` (a scalar) floating-point values of `src`, the rest of it,
    rounded up to a multiple of 32, taken as -inf: `dst` receives every
    (value, index) pair in descending order of value, equal values by
    ascending index, two elements a pair, the index as a float of the
    element type (TileLang's sort counts its indices in float), so `dst`
    has twice as many elements as `src` rounded up to 32. `topk`
    (`T.tile.topk(dst, src, K, actual_num)`, two scalars) writes the first
    `K` of those pairs into a `dst` of `2 K` elements.
    `pow` takes two sources, the bases and the exponents (`dst = src0 **
    src1`); `sin` and `cos` one, the angles in radians; all three on
    floating-point buffers.

    ```mlir
    tir.tile <add> ins(%a, %b : memref<16x64xf32, #tir.scope<"shared">>,
                                memref<16x64xf32, #tir.scope<"shared">>)
                   outs(%c : memref<16x64xf32, #tir.scope<"shared">>)
    tir.tile <mul> ins(%a : memref<16x64xf32, #tir.scope<"shared">>)
                   scalar(%s : f32) outs(%c : memref<16x64xf32, #tir.scope<"shared">>)
    tir.tile <exp> ins(%a : memref<16x64xf32, #tir.scope<"shared">>)
                   outs(%c : memref<16x64xf32, #tir.scope<"shared">>)
    tir.tile <cast> ins(%a : memref<16x64xf32, #tir.scope<"shared">>)
                    outs(%h : memref<16x64xf16, #tir.scope<"shared">>)
                    {mode = #tir.cast_mode<rint>}
    tir.tile <clamp> ins(%a : memref<16x64xf32, #tir.scope<"shared">>)
                     scalar(%lo, %hi : f32, f32)
                     outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
    tir.tile <compare> ins(%a : memref<16x64xf32, #tir.scope<"shared">>)
                       scalar(%s : f32)
                       outs(%m : memref<16x64xi8, #tir.scope<"shared">>)
                       {cmp_mode = #tir.cmp_mode<ge>}
    tir.tile <createvecindex> scalar(%base : i32)
                              outs(%idx : memref<128xi32, #tir.scope<"shared">>)
    tir.tile <select> ins(%m, %a : memref<16x64xi8, #tir.scope<"shared">>,
                                   memref<16x64xf32, #tir.scope<"shared">>)
                      scalar(%ninf : f32)
                      outs(%c : memref<16x64xf32, #tir.scope<"shared">>)
                      {sel_mode = #tir.sel_mode<tensor_scalar>}
    ```

    Errors: a binary kind without its second source or with two, a unary
    kind with more than one source, `axpy` without its one source and
    scalar, `mul_add_dst` without its two sources or with a scalar, an
    `axis` on another kind, a `broadcast` whose source is not a vector of
    `dst`'s row or column length (or of another element type) or whose
    `dst` is not rank 2, a `mode` on another kind than `cast`, `round` of
    non-float buffers, `clamp_max` / `clamp_min` without their one scalar
    or `clamp` without its two, sources of another shape or element type
    than `dst` for the other kinds (`cast`: of another shape), a scalar of
    another type than the elements; a `compare` without its `cmp_mode`,
    two operands, or an `i8` mask of their shape, a `select` without its
    `sel_mode`, an `i8` mask, `src0` and the second source its mode names,
    a `cmp_mode` / `sel_mode` on another kind; a generator with a source,
    without its scalars, or of a non-integer `dst`; a shift without its
    one source and scalar; a `leaky_relu` without its source and scalar or
    on integers; a `row_expand_*` without its two sources, of a `dst` not
    rank 2, or whose vector is not one value per row of the element type; a
    `gather` without its two sources and `i32` base, with offsets that are
    not `i32` or not of `dst`'s shape, or a table of another element type
    than `dst`; a `merge_sort` without 2 to 4 sources of `dst`'s element
    type and whole (value, index) pairs, or with a `dst` of another length;
    a `transpose` without one rank-2 source, or with a `dst` that is not
    its reverse; a `sort32` without its two sources, with values of another
    element type than `dst`, indices that are not `i32` or not of the
    values' shape, rows that are not whole blocks of 32, or a `dst` that
    does not hold the values' rows of pairs; a `gather_mask` without its
    one source or its `mask_pattern`, of elements of another size than
    `dst`'s, or with a `dst` of another number of elements than it keeps;
    a `mask_pattern` on another kind; a `sort` (`topk`) without its one
    source and integer `actual_num` (`K` and `actual_num`), with values
    that are not floating point or not of `dst`'s element type, a constant
    `actual_num` outside the source or `K` outside the sorted length, or a
    `dst` of another number of elements than the pairs it receives; a
    `pow` without its two sources or with a scalar; a `pow`, `sin` or
    `cos` of integers.
    `convert-tir-to-ascend`
    lowers each kind to the
    ascend Vector op of the same name (`sigmoid` as `1 / (1 + exp(-x))`,
    `axpy` and `mul_add_dst` as a multiplication into a ub temporary and an
    addition into `dst`; `cast` and `round` as `vcast`, `clamp_max` /
    `clamp_min` as the scalar `min` / `max`, `clamp` as both; `compare` as
    `vcmp`, `select` as `vselect`, the scalar filled into a ub temporary;
    the generators as `vci` per row, `arith_progression` with a `diff`
    other than 1 counting from 0 and then scaled and offset; the shifts as
    the scalar `shl` / `shr`; `leaky_relu` as `max(src, 0) + s * min(src,
    0)` through a ub temporary; `row_expand_*` as the per-row
    `vbroadcast_binary <mul>` (`<sub>`, `<div>`); `gather` as `vgather`
    on the offsets plus the base, shifted right into element indices in a
    ub temporary; `merge_sort` as `vmrgsort`, `transpose` as `vtranspose`,
    `sort32` as `vsort32`, `gather_mask` as `vgather_mask`; `sort` and
    `topk` as TileLang's PTO template builds them: `vsort32` of the values
    in blocks of 32 with their float indices, then a tree of `vmrgsort`;
    `pow` as `exp(src1 * ln(src0))`, `sin` and `cos` as a reduction by the
    nearest multiple of pi and a polynomial, in f32).
  }];
  let arguments = (ins TIR_TileOpKindAttr:$kind,
                       Arg<Variadic<AnyStaticShapeMemRef>, "sources", [MemRead]>:$sources,
                       Variadic<AnyTypeOf<[AnySignlessInteger, AnyFloat]>>:$scalars,
                       Arg<AnyStaticShapeMemRef, "dst", [MemRead, MemWrite]>:$target,
                       OptionalAttr<I64Attr>:$axis,
                       OptionalAttr<TIR_CastModeAttr>:$mode,
                       OptionalAttr<TIR_CompareModeAttr>:$cmp_mode,
                       OptionalAttr<TIR_SelectModeAttr>:$sel_mode,
                       OptionalAttr<TIR_MaskPatternAttr>:$mask_pattern);
  let assemblyFormat = [{
    $kind (`ins` `(` $sources^ `:` type($sources) `)`)?
    (`scalar` `(` $scalars^ `:` type($scalars) `)`)?
    `outs` `(` $target `:` type($target) `)` attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether the kind takes two operands (a second source or a scalar).
    static bool isBinary(::mlir::tir::TileOpKind kind) {
      return kind <= ::mlir::tir::TileOpKind::BitwiseXor;
    }
    /// Whether the kind combines a tile with one value per row
    /// (`row_expand_mul`, `_sub`, `_div`).
    static bool isRowExpand(::mlir::tir::TileOpKind kind) {
      return kind == ::mlir::tir::TileOpKind::RowExpandMul ||
             kind == ::mlir::tir::TileOpKind::RowExpandSub ||
             kind == ::mlir::tir::TileOpKind::RowExpandDiv;
    }
    /// For `broadcast`: 0 when the source is each row of `dst`, 1 when it
    /// is each column; std::nullopt when the shapes do not broadcast.
    std::optional<int64_t> getBroadcastAxis();
    /// The checks of the mask kinds, compare and select.
    ::mlir::LogicalResult verifyMaskKind();
    ::mlir::LogicalResult verifySortKind();
    /// The scalar operand of the kinds that take one, or null.
    ::mlir::Value getScalar() {
      return getScalars().empty() ? ::mlir::Value() : getScalars().front();
    }
  }];
}

def TIR_CallExternOp : TIR_Op<"call_extern", [Pure]> {
  let summary = "T.call_extern / T.call_pure_extern of a scalar math function";
  let description = [{
    A call to an external scalar function by name, as TVM's intrinsic
    lowering prints math on the `c`-kind Ascend target:
    `T.call_pure_extern("float32", "expf", x)`. The operands and the result
    are scalars (integer, index or floating point). The op has no side
    effects: only pure math externs are meaningful here.

    The verifier checks the calls of the math externs tirpto knows (the
    table of `tir::lookupMathExtern`, TIROps.cpp, shared with the
    intrinsics): `expf`, `logf`, `sqrtf`, `rsqrtf`, `fabsf`, `tanhf` and
    their double spellings (`exp`, ...) take one floating-point operand of
    the result's type. `convert-tir-to-ascend` lowers those and reports any
    other name.

    ```mlir
    %e = tir.call_extern "expf"(%x) : (f32) -> f32
    ```
  }];
  let arguments = (ins StrAttr:$callee,
                       Variadic<AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]>>:$args);
  let results = (outs AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]>:$result);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, $result)
  }];
  let hasVerifier = 1;
}

def TIR_IntrinOp : TIR_Op<"intrin"> {
  let summary = "a named TIR intrinsic (T.shift_right, T.if_then_else, ...)";
  let description = [{
    A TIR intrinsic call by its TIR name with scalar operands and zero or one
    scalar result, e.g. `T.shift_right(a, b)`, `T.if_then_else(c, a, b)`,
    `T.bitwise_xor(a, b)`, or, with no result, `T.tvm_storage_sync("shared")`.
    String arguments of the intrinsic are kept in `args`. The op may have
    side effects (synchronisation intrinsics do).

    ```mlir
    %r = tir.intrin "shift_right"(%a, %c2) : (i32, i32) -> i32
    tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
    ```

    The verifier checks the calls of the intrinsics tirpto knows against
    their arity and operand kinds (`tir::lookupIntrinsic`, one table in
    TIROps.cpp): `shift_right`, `shift_left`, `bitwise_and`, `bitwise_or`,
    `bitwise_xor`, `floordiv`, `floormod` take two integer operands of the
    result's type, `bitwise_not` one; `sigmoid` (TVM's `tir.sigmoid`, from
    `T.sigmoid`) one floating-point operand of the result's type;
    `if_then_else` an `i1` and two operands of the result's type;
    `tvm_storage_sync` none and has no result; TileLang's manual
    synchronisation `tl.ascend_pipe_barrier` none, with one pipe name in
    `args` (`"ALL"`, `"V"`, `"PIPE_V"`), and `tl.ascend_set_flag` /
    `tl.ascend_wait_flag` one integer event id, with two pipe names in
    `args` (`"MTE2"`, `"V"`) or one AscendC event name (`"MTE2_V"`).
    Other names are kept as written; `convert-tir-to-ascend` lowers
    the intrinsics listed in docs/Dialects/TIR.md and reports any other as
    `unsupported TIR intrinsic '<name>'`.
  }];
  let hasVerifier = 1;
  let arguments = (ins StrAttr:$intrin,
                       Variadic<AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]>>:$operands,
                       OptionalAttr<StrArrayAttr>:$args);
  let results = (outs Optional<AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]>>:$result);
  let assemblyFormat = [{
    $intrin `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

#endif // TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD
