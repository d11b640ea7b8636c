//===- AscendStructureOps.td - block index and count -------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"
include "mlir/Interfaces/InferIntRangeInterface.td"

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

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
