//===- Passes.td - pto dialect passes ----------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD
#define TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PTOVerifyContract : Pass<"pto-verify-contract", "::mlir::ModuleOp"> {
  let summary = "Check that a module is PTO output ptoas can take";
  let description = [{
    The output contract of `tir-to-pto-pipeline` (ARCHITECTURE.md §7): the
    module holds only `builtin`, `func`, `arith`, `scf` and `pto` ops, carries
    `pto.target_arch`, and its functions take only `!pto.ptr` and scalar
    arguments. Fails with one error per offending op (naming a `tir.` or
    `ascend.` op that survived the lowering) and changes nothing.
  }];
}

#endif // TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD
