//===- PTOTypes.td - pto types -----------------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOTYPES_TD
#define TIRPTO_DIALECT_PTO_IR_PTOTYPES_TD

include "tirpto/Dialect/PTO/IR/PTOEnums.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def PTO_PtrType : PTO_Type<"Ptr", "ptr"> {
  let summary = "pointer into global memory";
  let description = [{
    `!pto.ptr<f16>`: a `__gm__ T*` kernel argument. The only parameter is the
    element type (one of ptoas-format.md §2.1, as for `!pto.tile_buf`);
    ptoas rejects an address-space parameter.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

class PTO_ShapedViewType<string name, string mnemonic>
    : PTO_Type<name, mnemonic> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    /// Number of elements, or ShapedType::kDynamic when a dim is dynamic.
    int64_t getNumElements() const;
  }];
}

def PTO_TensorViewType : PTO_ShapedViewType<"TensorView", "tensor_view"> {
  let summary = "descriptor of a global tensor (shape and strides are operands)";
  let description = [{
    `!pto.tensor_view<?x?xf32>`: a tensor in global memory, rank 1 to 5; each
    dim is a positive integer or `?`. Made by `pto.make_tensor_view`, whose number of
    shape and stride operands equals the rank.
  }];
}

def PTO_PartitionTensorViewType
    : PTO_ShapedViewType<"PartitionTensorView", "partition_tensor_view"> {
  let summary = "a tile-sized window of a tensor_view";
  let description = [{
    `!pto.partition_tensor_view<16x128xf32>`: the global-memory side of a
    `pto.tload` / `pto.tstore`, rank 1 to 5 (normally static); each dim is
    a positive integer or `?`.
  }];
}

def PTO_TileBufType : PTO_Type<"TileBuf", "tile_buf"> {
  let summary = "an on-chip tile buffer with location and layout";
  let description = [{
    A rank-2 tile in one on-chip location. Two spellings parse; the keyword
    spelling is printed:

    ```mlir
    !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16,
                  blayout=row_major, slayout=none_box, fractal=512, pad=0>
    !pto.tile_buf<vec, 16x16xf16>
    !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
    !pto.tile_buf<vec, 64x64xf32, valid=?x?>
    ```

    Keys (ptoas-format.md §2.5): `loc` (`vec` UB, `mat` L1, `left` L0A,
    `right` L0B, `acc` L0C, `bias`, `scaling`); `dtype` (an element type of
    §2.1: i1, i8, i16, i32, i64 of any signedness, f16, bf16, f32, the
    f8E4M3* / f8E5M2* types, or index); `rows`, `cols` (static, positive,
    elements); `v_row`, `v_col` (the valid region, `?` or -1 when
    dynamic, otherwise in [1, rows/cols]; the compact spelling writes
    `valid=RxC` and defaults to the full shape); `blayout` (`row_major`,
    `col_major`; default `row_major`); `slayout` (`none_box`, `row_major`,
    `col_major`; default `none_box`); `fractal` (16, 32, 512 or 1024 bytes;
    default 512); `pad` (0 null, 1 zero, 2 max, 3 min; default 0);
    `compact` (0 null, 1 normal, 2 row_plus_one; default 0, printed only when
    set). In the keyword spelling every key but `compact` is mandatory and
    they come in this order.
  }];
  let parameters = (ins
    EnumParameter<PTO_AddressSpace>:$loc,
    "::mlir::Type":$elementType,
    "int64_t":$rows,
    "int64_t":$cols,
    "int64_t":$validRows,
    "int64_t":$validCols,
    EnumParameter<PTO_BLayout>:$blayout,
    EnumParameter<PTO_SLayout>:$slayout,
    "int64_t":$fractal,
    EnumParameter<PTO_PadValue>:$pad,
    EnumParameter<PTO_CompactMode>:$compact);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool hasDynamicValidShape() const {
      return ::mlir::ShapedType::isDynamic(getValidRows()) ||
             ::mlir::ShapedType::isDynamic(getValidCols());
    }
    /// The same tile with another valid shape.
    TileBufType withValidShape(int64_t validRows, int64_t validCols) const;
    /// Size in bytes of the physical rows x cols tile.
    int64_t getSizeInBytes() const;
  }];
}

def PTO_EventIdArrayType : PTO_Type<"EventIdArray", "eventid_array"> {
  let summary = "an array of event ids for manual dynamic event selection";
  let description = [{
    `!pto.eventid_array<4>`: `size` (> 0) event ids, made by
    `pto.declare_eventid_array`.
  }];
  let parameters = (ins "int64_t":$size);
  let assemblyFormat = "`<` $size `>`";
  let genVerifyDecl = 1;
}

def PTO_PipeHandleType : PTO_Type<"PipeHandle", "pipe"> {
  let summary = "opaque handle of a cube/vector tile FIFO";
  let description = [{
    `!pto.pipe`: no parameters (`!pto.pipe<...>` is an error).
  }];
  let hasCustomAssemblyFormat = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOTYPES_TD
