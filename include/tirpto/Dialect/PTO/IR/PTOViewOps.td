//===- PTOViewOps.td - global-memory views and scalars -----*- tablegen -*-===//
//
// Views of global memory and scalar access to it (no pipe),
// ptoas-format.md §4.1.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOVIEWOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOVIEWOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_MakeTensorViewOp : PTO_Op<"make_tensor_view", [
    Pure, AttrSizedOperandSegments,
    TypesMatchWith<"pointer element type matches the view", "result", "ptr",
        "::mlir::pto::PtrType::get($_self.getContext(), "
        "::llvm::cast<::mlir::pto::TensorViewType>($_self).getElementType())">]> {
  let summary = "describe a global tensor behind a pointer";
  let description = [{
    Wraps a `!pto.ptr<T>` as a tensor of the given shape and strides (both in
    elements, `index` values; one of each per dim of the result). No copy.
    Strides `[ld, 1]` describe a row-major (ND) matrix, `[1, ld]` a
    column-major (DN) one; `layout` states it explicitly (ptoas infers it from
    constant strides otherwise).

    ```mlir
    %tv = pto.make_tensor_view %arg0, shape = [%c4096, %c4096], strides = [%c4096, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
    ```

    Errors: shape or stride counts that differ from the result rank; a static
    result dim that disagrees with a constant shape operand.
  }];
  let arguments = (ins PTO_PtrType:$ptr, Variadic<Index>:$shape,
                       Variadic<Index>:$strides,
                       OptionalAttr<PTO_LayoutAttr>:$layout);
  let results = (outs PTO_TensorViewType:$result);
  let assemblyFormat = [{
    $ptr `,` `shape` `=` `[` $shape `]` `,` `strides` `=` `[` $strides `]`
    attr-dict `:` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def PTO_PartitionViewOp : PTO_Op<"partition_view", [
    Pure, AttrSizedOperandSegments]> {
  let summary = "a tile-sized window of a tensor_view";
  let description = [{
    The window of `source` at `offsets` (elements, one per dim) with `sizes`
    (one per dim). The result type gives the window shape; a size operand
    that is a constant must agree with it.

    ```mlir
    %pv = pto.partition_view %tv, offsets = [%i, %j], sizes = [%c128, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<128x32xf16>
    ```

    Errors: offset or size counts that differ from the source rank; a result
    of another rank or element type; a constant size that differs from the
    result shape.
  }];
  let arguments = (ins PTO_TensorViewType:$source, Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes);
  let results = (outs PTO_PartitionTensorViewType:$result);
  let assemblyFormat = [{
    $source `,` `offsets` `=` `[` $offsets `]` `,` `sizes` `=` `[` $sizes `]`
    attr-dict `:` qualified(type($source)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def PTO_GetTensorViewDimOp : PTO_Op<"get_tensor_view_dim", [Pure]> {
  let summary = "a dimension of a tensor_view";
  let description = [{
    The size of dimension `dim_index` of `tensor_view` (an `index`).

    ```mlir
    %d = pto.get_tensor_view_dim %tv, %c0 : !pto.tensor_view<?x?xf32> -> index
    ```

    Errors: a constant `dim_index` outside the rank of the view.
  }];
  let arguments = (ins PTO_TensorViewType:$tensor_view, Index:$dim_index);
  let results = (outs Index:$result);
  let assemblyFormat = [{
    $tensor_view `,` $dim_index `:` qualified(type($tensor_view)) `->`
    type($result) attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_AddPtrOp : PTO_Op<"addptr", [Pure, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "advance a global-memory pointer by an element offset";
  let description = [{
    ```mlir
    %p2 = pto.addptr %p, %off : !pto.ptr<f32> -> !pto.ptr<f32>
    ```

    `offset` counts elements, not bytes.
  }];
  let arguments = (ins PTO_PtrType:$ptr, Index:$offset);
  let results = (outs PTO_PtrType:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` qualified(type($ptr)) `->` qualified(type($result))
  }];
}

def PTO_LoadScalarOp : PTO_Op<"load_scalar"> {
  let summary = "read one element of global memory";
  let description = [{
    ```mlir
    %x = pto.load_scalar %p[%i] : !pto.ptr<f32> -> f32
    ```

    Errors: a result type other than the pointer's element type.
  }];
  let arguments = (ins Arg<PTO_PtrType, "pointer", [MemRead]>:$ptr,
                       Index:$offset);
  let results = (outs PTO_Scalar:$value);
  let assemblyFormat = [{
    $ptr `[` $offset `]` attr-dict `:` qualified(type($ptr)) `->` type($value)
  }];
  let hasVerifier = 1;
}

def PTO_StoreScalarOp : PTO_Op<"store_scalar"> {
  let summary = "write one element of global memory";
  let description = [{
    ```mlir
    pto.store_scalar %x, %p[%i] : !pto.ptr<f32>, f32
    ```

    Errors: a value type other than the pointer's element type.
  }];
  let arguments = (ins Arg<PTO_PtrType, "pointer", [MemWrite]>:$ptr,
                       Index:$offset, PTO_Scalar:$value);
  let assemblyFormat = [{
    $value `,` $ptr `[` $offset `]` attr-dict `:` qualified(type($ptr)) `,`
    type($value)
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOVIEWOPS_TD
