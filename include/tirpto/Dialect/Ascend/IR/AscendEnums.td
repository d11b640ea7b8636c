//===- AscendEnums.td - ascend enums and attributes --------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDENUMS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDENUMS_TD

include "tirpto/Dialect/Ascend/IR/AscendDialect.td"
include "mlir/IR/EnumAttr.td"

// Integer codes match PTO and HIVM (ascend-hardware.md §1.2).
def Ascend_AddressSpace : I32EnumAttr<"AddressSpace", "Ascend memory space", [
    I32EnumAttrCase<"GM", 1, "gm">,
    I32EnumAttrCase<"L1", 2, "l1">,
    I32EnumAttrCase<"L0A", 3, "l0a">,
    I32EnumAttrCase<"L0B", 4, "l0b">,
    I32EnumAttrCase<"L0C", 5, "l0c">,
    I32EnumAttrCase<"UB", 6, "ub">,
    I32EnumAttrCase<"BT", 7, "bt">,
    I32EnumAttrCase<"FB", 8, "fb">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_AddressSpaceAttr
    : EnumAttr<Ascend_Dialect, Ascend_AddressSpace, "address_space"> {
  let summary = "memory space of an Ascend buffer, used as a memref memory space";
  let description = [{
    `gm` global memory (HBM); `l1` the Cube's L1 buffer; `l0a`/`l0b` the Cube
    operand buffers; `l0c` the Cube accumulator; `ub` the Vector core's
    Unified Buffer; `bt` the bias table; `fb` the fixpipe buffer. Integer codes
    1-8 are those of PTO (`#pto.address_space`) and HIVM.
  }];
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_MatLayout : I32EnumAttr<"MatLayout",
    "l1 tile layout", [
    I32EnumAttrCase<"NZ", 0, "nz">,
    I32EnumAttrCase<"ZN", 1, "zn">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_ValidShape : I32EnumAttr<"ValidShape",
    "valid shape", [
    I32EnumAttrCase<"Static", 0, "static">,
    I32EnumAttrCase<"Dynamic", 1, "dynamic">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_TileSpaceAttr : Ascend_Attr<"TileSpace", "tile_space"> {
  let summary = "memory space of a buffer whose tile form is not its space's "
                "default, used as a memref memory space";
  let description = [{
    A local buffer whose PTO tile differs from the default of its space says
    so in its type, so that the tile type is a function of the buffer type:

    - `layout = zn` (l1 only): the buffer holds a Cube operand stored
      transposed, filled by transposing loads (`ascend.load {transpose}`, DN
      -> ZN; `tir-place-buffers`'s `transposed`). The default l1 layout is
      NZ.
    - `valid = dynamic`: the part of the tile that holds data changes at
      run time: the buffer is moved to or from a boundary region (the
      in-bounds part of a GM tile, `ascend-clip-gm-regions`), a leading
      region of it (its first columns, or a column vector's first rows) is
      moved, reduced or filled, or it is an operand of a gemm limited to
      part of its depth. Its PTO tile has a dynamic valid shape,
      set around each such move or gemm and the whole buffer otherwise.
      `ascend-mark-dynamic-valid` sets it, right before
      `convert-ascend-to-pto`.

    ```mlir
    memref<128x32xf16, #ascend.tile_space<space = l1, layout = zn>>
    memref<64x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>
    ```

    A buffer of the default form is in `#ascend.address_space<...>`: the
    attribute with only default parameters is rejected, so that one buffer
    type has one spelling.
  }];
  let parameters = (ins EnumParameter<Ascend_AddressSpace>:$space,
                        DefaultValuedParameter<"::mlir::ascend::MatLayout",
                            "::mlir::ascend::MatLayout::NZ">:$layout,
                        DefaultValuedParameter<"::mlir::ascend::ValidShape",
                            "::mlir::ascend::ValidShape::Static">:$valid);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

// Pipe codes match the hardware / PTO / HIVM enum (ascend-hardware.md §1.4).
def Ascend_Pipe : I32EnumAttr<"Pipe", "Ascend instruction pipe", [
    I32EnumAttrCase<"S", 0, "S">,
    I32EnumAttrCase<"V", 1, "V">,
    I32EnumAttrCase<"M", 2, "M">,
    I32EnumAttrCase<"MTE1", 3, "MTE1">,
    I32EnumAttrCase<"MTE2", 4, "MTE2">,
    I32EnumAttrCase<"MTE3", 5, "MTE3">,
    I32EnumAttrCase<"ALL", 6, "ALL">,
    I32EnumAttrCase<"FIX", 10, "FIX">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_PipeAttr : EnumAttr<Ascend_Dialect, Ascend_Pipe, "pipe"> {
  let summary = "an Ascend instruction pipe";
  let description = [{
    `S` scalar, `V` vector, `M` cube (matrix), `MTE1` L1→L0A/L0B/BT,
    `MTE2` GM→L1/UB, `MTE3` UB→GM (and UB→L1 on a5), `FIX` the fixpipe
    L0C→GM/L1/UB, `ALL` every pipe (barriers).
  }];
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_CoreType : I32EnumAttr<"CoreType", "Ascend core type", [
    I32EnumAttrCase<"AIC", 0, "aic">,
    I32EnumAttrCase<"AIV", 1, "aiv">,
    I32EnumAttrCase<"MIX", 2, "mix">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_CoreTypeAttr : EnumAttr<Ascend_Dialect, Ascend_CoreType, "core_type"> {
  let summary = "which core runs a function: Cube (aic), Vector (aiv) or both (mix)";
  let assemblyFormat = "`<` $value `>`";
}

// How a tile pushed from the Cube reaches the two Vector sub-blocks (PTO's
// `split`, pto-isa's TileSplitAxis).
def Ascend_TileSplit : I32EnumAttr<"TileSplit",
    "how a pushed tile is shared between the two Vector sub-blocks", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Rows", 1, "rows">,
    I32EnumAttrCase<"Cols", 2, "cols">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_TileSplitAttr : EnumAttr<Ascend_Dialect, Ascend_TileSplit, "tile_split"> {
  let summary = "how a pushed tile is shared between the two Vector sub-blocks";
  let description = [{
    `none`: each sub-block receives the whole tile; `rows`: sub-block 0 the
    upper half of the rows, sub-block 1 the lower half; `cols`: the left and
    right halves of the columns.
  }];
  let assemblyFormat = "`<` $value `>`";
}

// The directions a mixed kernel's tile FIFO carries tiles in (PTO's
// `dir_mask`: 1, 2 or 3).
def Ascend_PipeDirections : I32EnumAttr<"PipeDirections",
    "the directions of the Cube/Vector tile FIFO", [
    I32EnumAttrCase<"CubeToVector", 1, "c2v">,
    I32EnumAttrCase<"VectorToCube", 2, "v2c">,
    I32EnumAttrCase<"Both", 3, "both">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_PipeDirectionsAttr
    : EnumAttr<Ascend_Dialect, Ascend_PipeDirections, "pipe_directions"> {
  let summary = "the directions of the Cube/Vector tile FIFO";
  let description = [{
    `c2v`: Cube results to the Vector cores (l0c to ub); `v2c`: Vector
    results to the Cube (ub to l1); `both`.
  }];
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_Arch : I32EnumAttr<"Arch", "Ascend chip generation", [
    I32EnumAttrCase<"A3", 0, "a3">,
    I32EnumAttrCase<"A5", 1, "a5">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_ArchAttr : EnumAttr<Ascend_Dialect, Ascend_Arch, "arch"> {
  let summary = "target chip: a3 (Atlas A2/A3, dav-c220) or a5 (Ascend 950, dav-c310)";
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_PlacementAttr : Ascend_Attr<"Placement", "placement"> {
  let summary = "where a TIR buffer lives on the chip";
  let description = [{
    The decision of `tir-place-buffers` for one `tir.alloc_buffer`, kept in
    its type as the second parameter of its `#tir.scope` (and in the types
    of its views) and read by `convert-tir-to-ascend`, whose TypeConverter
    maps the type to the ascend buffer type:
    - `space`: the memory the buffer lives in;
    - `transposed` (l1 only): the buffer holds its gemm operand transposed;
      its ascend buffer has the TIR shape reversed, and every GM copy into it
      reads the region transposed (DN -> NZ);
    - `shape` (every ub buffer and every buffer stored transposed has one,
      no other): the rank-2 tile the buffer is stored as; of a buffer
      stored transposed, its shape reversed (its first rows are the first
      columns of that tile). A rank-2 buffer is its own shape, or one column
      when it holds the per-row result of reducing a buffer of rank 3 or
      more; a rank-1 buffer of K elements is `K x 1` when it holds one value
      per row of a tile and `1 x K` otherwise; a buffer of rank 3 or more is
      the rows of its last dimension, `(d0 * ... * d(n-2)) x d(n-1)`, or one
      column of all its elements when it holds one value per row of such a
      tile whose dimensions before the last two are 1. The type of a region
      of the buffer says where the region lies in the buffer's elements; the
      tile's row length says which rows and columns of the tile that is.

    ```mlir
    %m = tir.alloc_buffer
        : memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [16, 1]>>>
    ```
  }];
  let parameters = (ins EnumParameter<Ascend_AddressSpace>:$space,
                        DefaultValuedParameter<"bool", "false">:$transposed,
                        OptionalParameter<"::mlir::DenseI64ArrayAttr">:$shape);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Ascend_EventAttr : Ascend_Attr<"Event", "event"> {
  let summary = "a hardware event id (0 to 7) for set_flag / wait_flag";
  let parameters = (ins "unsigned":$id);
  let assemblyFormat = "`<` $id `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Vector op kinds
//===----------------------------------------------------------------------===//

def Ascend_VBinaryKind : I32EnumAttr<"VBinaryKind",
    "element-wise binary vector operation", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Sub", 1, "sub">,
    I32EnumAttrCase<"Mul", 2, "mul">,
    I32EnumAttrCase<"Div", 3, "div">,
    I32EnumAttrCase<"Max", 4, "max">,
    I32EnumAttrCase<"Min", 5, "min">,
    I32EnumAttrCase<"And", 6, "and">,
    I32EnumAttrCase<"Or", 7, "or">,
    I32EnumAttrCase<"Shl", 8, "shl">,
    I32EnumAttrCase<"Shr", 9, "shr">,
    I32EnumAttrCase<"Xor", 10, "xor">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_VBinaryKindAttr
    : EnumAttr<Ascend_Dialect, Ascend_VBinaryKind, "vbinary_kind"> {
  let summary = "add, sub, mul, div, max, min; and, or, xor, shl, shr on integers";
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_VUnaryKind : I32EnumAttr<"VUnaryKind",
    "element-wise unary vector operation", [
    I32EnumAttrCase<"Exp", 0, "exp">,
    I32EnumAttrCase<"Ln", 1, "ln">,
    I32EnumAttrCase<"Sqrt", 2, "sqrt">,
    I32EnumAttrCase<"Rsqrt", 3, "rsqrt">,
    I32EnumAttrCase<"Rec", 4, "rec">,
    I32EnumAttrCase<"Abs", 5, "abs">,
    I32EnumAttrCase<"Relu", 6, "relu">,
    I32EnumAttrCase<"Neg", 7, "neg">,
    I32EnumAttrCase<"Not", 8, "not">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_VUnaryKindAttr
    : EnumAttr<Ascend_Dialect, Ascend_VUnaryKind, "vunary_kind"> {
  let summary = "exp, ln, sqrt, rsqrt, rec (1/x), abs, relu, neg; not on integers";
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_VReduceKind : I32EnumAttr<"VReduceKind", "vector reduction", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Max", 1, "max">,
    I32EnumAttrCase<"Min", 2, "min">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_VReduceKindAttr
    : EnumAttr<Ascend_Dialect, Ascend_VReduceKind, "vreduce_kind"> {
  let summary = "sum, max or min";
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_CmpPredicate : I32EnumAttr<"CmpPredicate", "vector comparison", [
    I32EnumAttrCase<"EQ", 0, "eq">,
    I32EnumAttrCase<"NE", 1, "ne">,
    I32EnumAttrCase<"LT", 2, "lt">,
    I32EnumAttrCase<"LE", 3, "le">,
    I32EnumAttrCase<"GT", 4, "gt">,
    I32EnumAttrCase<"GE", 5, "ge">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_CmpPredicateAttr
    : EnumAttr<Ascend_Dialect, Ascend_CmpPredicate, "cmp"> {
  let summary = "eq, ne, lt, le, gt, ge";
  let assemblyFormat = "`<` $value `>`";
}

def Ascend_RoundMode : I32EnumAttr<"RoundMode", "rounding of a conversion", [
    I32EnumAttrCase<"Rint", 0, "rint">,
    I32EnumAttrCase<"Round", 1, "round">,
    I32EnumAttrCase<"Floor", 2, "floor">,
    I32EnumAttrCase<"Ceil", 3, "ceil">,
    I32EnumAttrCase<"Trunc", 4, "trunc">]> {
  let cppNamespace = "::mlir::ascend";
  let genSpecializedAttr = 0;
}

def Ascend_RoundModeAttr
    : EnumAttr<Ascend_Dialect, Ascend_RoundMode, "round_mode"> {
  let summary = "rint (to nearest even), round (half away from zero), floor, "
                "ceil, trunc";
  let assemblyFormat = "`<` $value `>`";
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDENUMS_TD
