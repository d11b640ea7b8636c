//===- Passes.h - tir dialect passes ----------------------------*- C++ -*-===//

#ifndef TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_H
#define TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class DataFlowSolver;
class RewritePatternSet;
namespace tir {

#define GEN_PASS_DECL
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"

/// Patterns of tir-fold-accumulator-clear. `solver` holds the integer
/// ranges of the IR they run on (tirpto::loadIndexRangeAnalyses): a loop
/// folds only when it provably runs at least once.
void populateFoldAccumulatorClearPatterns(RewritePatternSet &patterns,
                                          DataFlowSolver &solver);

/// Patterns of tir-expand-scans: each `tir.scan` becomes loops of
/// row-wise vector work (down the rows) or scalar steps (along a row).
void populateExpandScansPatterns(RewritePatternSet &patterns);

/// Patterns of tir-if-convert-parallel: each `scf.if` in a T.Parallel nest
/// whose branches only compute and store becomes selects.
void populateIfConvertParallelPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"

} // namespace tir
} // namespace mlir

#endif // TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_H
