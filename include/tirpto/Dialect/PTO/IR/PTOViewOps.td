//===- PTOViewOps.td - global-memory views -----------------*- tablegen -*-===//

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

#endif // TIRPTO_DIALECT_PTO_IR_PTOVIEWOPS_TD
