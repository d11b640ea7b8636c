//===- TIRAttrs.td - tir attributes and enums --------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRATTRS_TD
#define TIRPTO_DIALECT_TIR_IR_TIRATTRS_TD

include "tirpto/Dialect/TIR/IR/TIRDialect.td"
include "mlir/IR/EnumAttr.td"

def TIR_ScopeClass : I32EnumAttr<"ScopeClass",
    "what a TIR storage scope names", [
    I32EnumAttrCase<"Global", 0, "global">,
    I32EnumAttrCase<"L1", 1, "l1">,
    I32EnumAttrCase<"L0A", 2, "l0a">,
    I32EnumAttrCase<"L0B", 3, "l0b">,
    I32EnumAttrCase<"L0C", 4, "l0c">,
    I32EnumAttrCase<"UB", 5, "ub">,
    I32EnumAttrCase<"BiasTable", 6, "bias_table">,
    I32EnumAttrCase<"Shared", 7, "shared">,
    I32EnumAttrCase<"Local", 8, "local">,
    I32EnumAttrCase<"LocalVar", 9, "local_var">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
  let description = [{
    `Global`: global memory. `L1` .. `BiasTable`: an explicit hardware buffer.
    `Shared`: an ambiguous shared scope (L1 or UB, inferred from use).
    `Local`: an ambiguous local scope (L0C or UB, inferred from use).
    `LocalVar`: a scalar variable (`T.alloc_var`).
  }];
}

def TIR_ScopeAttr : TIR_Attr<"Scope", "scope"> {
  let summary = "TIR storage scope, used as a memref memory space";
  let description = [{
    The storage scope string of a TileLang buffer, kept verbatim, e.g.

    ```mlir
    memref<32x128xf16, #tir.scope<"shared.dyn">>
    memref<128x128xf32, #tir.scope<"local.fragment">>
    ```

    The scope vocabulary is open and changes between TileLang versions
    (`shared.dyn` is L1 in older tilelang-ascend and UB in upstream TileLang),
    so the string is kept as written. The verifier accepts only the scopes in
    the known-scope table (`mlir::tir::getKnownScopes()`, documented in
    docs/Dialects/TIR.md) and lists them when it rejects one.

    Each known scope has a class: `global`; an explicit hardware buffer
    (`shared.l1`, `shared.l0a`, `shared.l0b`, `shared.l0c`, `shared.ub`,
    `shared.bt`, the `.dyn` variants, `wmma.matrix_a`, `wmma.matrix_b`,
    `wmma.accumulator`); an ambiguous shared scope (`shared`, `shared.dyn`)
    or an ambiguous local scope (`local`, `local.fragment`,
    `local.reducer`) whose hardware
    space is inferred from use by `convert-tir-to-ascend`; or `local.var`, a
    scalar variable.

    The optional second parameter is the buffer's hardware placement, which
    `tir-place-buffers` adds to the type of every buffer it places (and of
    every view of it), so that the type says where the buffer lives and
    `convert-tir-to-ascend`'s TypeConverter can map it. The tir dialect
    treats it as opaque; the passes that lower tir read an
    `#ascend.placement` there:

    ```mlir
    memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>>
    ```
  }];
  let parameters = (ins StringRefParameter<"storage scope string">:$scope,
                        OptionalParameter<"::mlir::Attribute",
                            "the placement tir-place-buffers chose">:$placement);
  let builders = [
    AttrBuilder<(ins "::llvm::StringRef":$scope), [{
      return $_get($_ctxt, scope, ::mlir::Attribute());
    }]>
  ];
  let assemblyFormat = "`<` $scope (`,` $placement^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The class of this scope from the known-scope table.
    ::mlir::tir::ScopeClass getScopeClass() const;
  }];
}

def TIR_ForKind : I32EnumAttr<"ForKind", "TIR loop kind", [
    I32EnumAttrCase<"Serial", 0, "serial">,
    I32EnumAttrCase<"Parallel", 1, "parallel">,
    I32EnumAttrCase<"Pipelined", 2, "pipelined">,
    I32EnumAttrCase<"Unrolled", 3, "unrolled">,
    I32EnumAttrCase<"Vectorized", 4, "vectorized">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_ForKindAttr : EnumAttr<TIR_Dialect, TIR_ForKind, "for_kind"> {
  let summary = "kind of a tir.for loop (T.serial, T.Parallel, T.Pipelined, "
                "T.unroll, T.vectorized)";
}

def TIR_ReduceKind : I32EnumAttr<"ReduceKind", "T.reduce_* reduction", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Max", 1, "max">,
    I32EnumAttrCase<"Min", 2, "min">,
    I32EnumAttrCase<"AbsSum", 3, "abssum">,
    I32EnumAttrCase<"AbsMax", 4, "absmax">,
    I32EnumAttrCase<"BitAnd", 5, "bitand">,
    I32EnumAttrCase<"BitOr", 6, "bitor">,
    I32EnumAttrCase<"BitXor", 7, "bitxor">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_ReduceKindAttr : EnumAttr<TIR_Dialect, TIR_ReduceKind, "reduce_kind"> {
  let summary = "which T.reduce_*: sum, max, min, abssum, absmax, bitand, "
                "bitor or bitxor";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_AtomicKind : I32EnumAttr<"AtomicKind",
    "T.atomic_add / T.atomic_max / T.atomic_min of one element", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Max", 1, "max">,
    I32EnumAttrCase<"Min", 2, "min">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_AtomicKindAttr : EnumAttr<TIR_Dialect, TIR_AtomicKind, "atomic_kind"> {
  let summary = "which element atomic: add, max or min";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_ScanKind : I32EnumAttr<"ScanKind", "T.cumsum / T.cummax scan", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Max", 1, "max">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_ScanKindAttr : EnumAttr<TIR_Dialect, TIR_ScanKind, "scan_kind"> {
  let summary = "which inclusive scan: sum (T.cumsum) or max (T.cummax)";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_TileOpKind : I32EnumAttr<"TileOpKind",
    "a tilelang-ascend T.tile.* element-wise operation", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Sub", 1, "sub">,
    I32EnumAttrCase<"Mul", 2, "mul">,
    I32EnumAttrCase<"Div", 3, "div">,
    I32EnumAttrCase<"Max", 4, "max">,
    I32EnumAttrCase<"Min", 5, "min">,
    I32EnumAttrCase<"BitwiseAnd", 6, "bitwise_and">,
    I32EnumAttrCase<"BitwiseOr", 7, "bitwise_or">,
    I32EnumAttrCase<"BitwiseXor", 8, "bitwise_xor">,
    I32EnumAttrCase<"Exp", 9, "exp">,
    I32EnumAttrCase<"Ln", 10, "ln">,
    I32EnumAttrCase<"Abs", 11, "abs">,
    I32EnumAttrCase<"Reciprocal", 12, "reciprocal">,
    I32EnumAttrCase<"Sqrt", 13, "sqrt">,
    I32EnumAttrCase<"Rsqrt", 14, "rsqrt">,
    I32EnumAttrCase<"Relu", 15, "relu">,
    I32EnumAttrCase<"BitwiseNot", 16, "bitwise_not">,
    I32EnumAttrCase<"Sigmoid", 17, "sigmoid">,
    I32EnumAttrCase<"Axpy", 18, "axpy">,
    I32EnumAttrCase<"MulAddDst", 19, "mul_add_dst">,
    I32EnumAttrCase<"Broadcast", 20, "broadcast">,
    I32EnumAttrCase<"Cast", 21, "cast">,
    I32EnumAttrCase<"Round", 22, "round">,
    I32EnumAttrCase<"ClampMax", 23, "clamp_max">,
    I32EnumAttrCase<"ClampMin", 24, "clamp_min">,
    I32EnumAttrCase<"Clamp", 25, "clamp">,
    I32EnumAttrCase<"Silu", 26, "silu">,
    I32EnumAttrCase<"Compare", 27, "compare">,
    I32EnumAttrCase<"Select", 28, "select">,
    I32EnumAttrCase<"CreateVecIndex", 29, "createvecindex">,
    I32EnumAttrCase<"ArithProgression", 30, "arith_progression">,
    I32EnumAttrCase<"BitwiseLshift", 31, "bitwise_lshift">,
    I32EnumAttrCase<"BitwiseRshift", 32, "bitwise_rshift">,
    I32EnumAttrCase<"LeakyRelu", 33, "leaky_relu">,
    I32EnumAttrCase<"RowExpandMul", 34, "row_expand_mul">,
    I32EnumAttrCase<"RowExpandSub", 35, "row_expand_sub">,
    I32EnumAttrCase<"RowExpandDiv", 36, "row_expand_div">,
    I32EnumAttrCase<"Gather", 37, "gather">,
    I32EnumAttrCase<"MergeSort", 38, "merge_sort">,
    I32EnumAttrCase<"Transpose", 39, "transpose">,
    I32EnumAttrCase<"Sort32", 40, "sort32">,
    I32EnumAttrCase<"GatherMask", 41, "gather_mask">,
    I32EnumAttrCase<"Sort", 42, "sort">,
    I32EnumAttrCase<"TopK", 43, "topk">,
    I32EnumAttrCase<"Pow", 44, "pow">,
    I32EnumAttrCase<"Sin", 45, "sin">,
    I32EnumAttrCase<"Cos", 46, "cos">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_TileOpKindAttr : EnumAttr<TIR_Dialect, TIR_TileOpKind, "tile_op"> {
  let summary = "which T.tile.* operation";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_CastMode : I32EnumAttr<"CastMode",
    "the rounding mode of T.tile.cast (CAST_NONE, CAST_RINT, ...)", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Rint", 1, "rint">,
    I32EnumAttrCase<"Floor", 2, "floor">,
    I32EnumAttrCase<"Ceil", 3, "ceil">,
    I32EnumAttrCase<"Round", 4, "round">,
    I32EnumAttrCase<"Trunc", 5, "trunc">,
    I32EnumAttrCase<"Odd", 6, "odd">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_CastModeAttr : EnumAttr<TIR_Dialect, TIR_CastMode, "cast_mode"> {
  let summary = "none, rint (to nearest even), floor, ceil, round (half away "
                "from zero), trunc or odd: tilelang-ascend's CAST_* modes";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_CompareMode : I32EnumAttr<"CompareMode",
    "the comparison of T.tile.compare (EQ, NE, ...)", [
    I32EnumAttrCase<"EQ", 0, "eq">,
    I32EnumAttrCase<"NE", 1, "ne">,
    I32EnumAttrCase<"GT", 2, "gt">,
    I32EnumAttrCase<"GE", 3, "ge">,
    I32EnumAttrCase<"LT", 4, "lt">,
    I32EnumAttrCase<"LE", 5, "le">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_CompareModeAttr : EnumAttr<TIR_Dialect, TIR_CompareMode, "cmp_mode"> {
  let summary = "eq, ne, gt, ge, lt or le: tilelang-ascend's compare modes";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_MaskPattern : I32EnumAttr<"MaskPattern",
    "which elements of each row T.tile.gather_mask keeps", [
    I32EnumAttrCase<"P0101", 0, "p0101">,
    I32EnumAttrCase<"P1010", 1, "p1010">,
    I32EnumAttrCase<"P0001", 2, "p0001">,
    I32EnumAttrCase<"P0010", 3, "p0010">,
    I32EnumAttrCase<"P0100", 4, "p0100">,
    I32EnumAttrCase<"P1000", 5, "p1000">,
    I32EnumAttrCase<"P1111", 6, "p1111">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_MaskPatternAttr : EnumAttr<TIR_Dialect, TIR_MaskPattern,
                                   "mask_pattern"> {
  let summary = "tilelang-ascend's fixed gather_mask patterns: p0101 (even "
                "columns), p1010 (odd), p0001 / p0010 / p0100 / p1000 (the "
                "first, second, third, fourth of every four), p1111 (all)";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_SelectMode : I32EnumAttr<"SelectMode",
    "how T.tile.select takes its operands (VSEL_*)", [
    I32EnumAttrCase<"CmpMaskSpr", 0, "cmpmask_spr">,
    I32EnumAttrCase<"TensorTensor", 1, "tensor_tensor">,
    I32EnumAttrCase<"TensorScalar", 2, "tensor_scalar">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_SelectModeAttr : EnumAttr<TIR_Dialect, TIR_SelectMode, "sel_mode"> {
  let summary = "cmpmask_spr, tensor_tensor or tensor_scalar: "
                "tilelang-ascend's VSEL_CMPMASK_SPR, VSEL_TENSOR_TENSOR_MODE "
                "and VSEL_TENSOR_SCALAR_MODE";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_SectionKind : I32EnumAttr<"SectionKind",
    "the core a T.Scope / T.Cube / T.Vector region runs on", [
    I32EnumAttrCase<"Cube", 0, "cube">,
    I32EnumAttrCase<"Vector", 1, "vector">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_SectionKindAttr : EnumAttr<TIR_Dialect, TIR_SectionKind, "section"> {
  let summary = "cube (AIC) or vector (AIV)";
  let assemblyFormat = "`<` $value `>`";
}

def TIR_VectorFunctionKind : I32EnumAttr<"VectorFunctionKind",
    "upstream TileLang's vector-function scope: T.SimtVF or T.SimdVF", [
    I32EnumAttrCase<"Simt", 0, "simt">,
    I32EnumAttrCase<"Simd", 1, "simd">]> {
  let cppNamespace = "::mlir::tir";
  let genSpecializedAttr = 0;
}

def TIR_VectorFunctionKindAttr
    : EnumAttr<TIR_Dialect, TIR_VectorFunctionKind, "vector_function"> {
  let summary = "simt (T.SimtVF) or simd (T.SimdVF)";
  let assemblyFormat = "`<` $value `>`";
}

#endif // TIRPTO_DIALECT_TIR_IR_TIRATTRS_TD
