//===- AscendStructureOps.td - block index and count -------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"

def Ascend_BlockIdxOp : Ascend_HwOp<"block_idx", "S", "std::nullopt", [Pure]> {
  let summary = "index of the AI core block running this kernel instance";
  let description = [{
    The 1-D block index in `[0, block_num)`. A multi-dimensional TileLang grid
    is mapped onto it by `convert-tir-to-ascend`.

    ```mlir
    %idx = ascend.block_idx : index
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Ascend_BlockNumOp : Ascend_HwOp<"block_num", "S", "std::nullopt", [Pure]> {
  let summary = "number of blocks the kernel was launched on";
  let description = [{
    ```mlir
    %n = ascend.block_num : index
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDSTRUCTUREOPS_TD
