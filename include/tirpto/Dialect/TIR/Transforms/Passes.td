//===- Passes.td - tir dialect passes ----------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD
#define TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TIRFoldAccumulatorClear : Pass<"tir-fold-accumulator-clear",
                                   "::mlir::func::FuncOp"> {
  let summary = "Fold T.clear of a gemm accumulator into the gemm's clear_accum";
  let description = [{
    The Cube cannot fill its L0C accumulator; it can only start a product
    with `init` set. This pass rewrites

    ```mlir
    tir.fill %C, %zero            // T.clear(C_local)
    tir.for ... %k = %lb to %ub step %s {
      ...
      tir.gemm %A, %B, %C         // first access to %C in the body
    }
    ```

    into a loop whose first gemm on `%C` clears on the first iteration:
    `tir.gemm %A, %B, %C clear_accum(%k == %lb)`. A zero fill directly
    followed by a gemm on the same buffer becomes `clear_accum(true)`.

    The fold applies when the fill stores zero, the next op (after pure
    scalar ops: constants, a loop bound) is the gemm or the loop, the loop provably runs at least
    once (integer range analysis: constant bounds, or bounds such as
    `ceildiv(K, 32)` of a dynamic dimension, which the launch contract makes
    at least 1), and the first op in the loop body that uses the
    buffer is a gemm accumulating into it with no `clear_accum` of its own.
    Other fills are left alone; `convert-tir-to-ascend` rejects a fill of an
    L0C buffer with a diagnostic.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD
