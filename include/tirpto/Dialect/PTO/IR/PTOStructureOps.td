//===- PTOStructureOps.td - blocks and kernel structure ----*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

class PTO_IndexQueryOp<string mnemonic, string what>
    : PTO_Op<mnemonic, [Pure]> {
  let summary = what;
  let results = (outs I64:$result);
  let assemblyFormat = "attr-dict";
}

def PTO_GetBlockIdxOp : PTO_IndexQueryOp<"get_block_idx",
    "index of the AI core block running the kernel (i64)"> {
  let description = [{
    ```mlir
    %b = pto.get_block_idx
    ```
  }];
}

def PTO_GetBlockNumOp : PTO_IndexQueryOp<"get_block_num",
    "number of blocks the kernel runs on (i64)"> {
  let description = [{
    ```mlir
    %n = pto.get_block_num
    ```
  }];
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD
