//===- IndexRanges.h - signed ranges of index values ------------*- C++ -*-===//
//
// The signed range MLIR's integer range analysis gives an index (or
// integer) value, as tir-fold-accumulator-clear, ascend-clip-gm-regions and
// pto-verify-bounds read it, with tirpto's launch contract for dynamic
// tensor dimensions. Header-only: each pass library links MLIRAnalysis and
// MLIRMemRefDialect itself.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_ANALYSIS_INDEXRANGES_H
#define TIRPTO_ANALYSIS_INDEXRANGES_H

#include "tirpto/Support/IndexLimits.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <limits>

namespace mlir::tirpto {

/// MLIR's integer range analysis, plus the launch contract: `memref.dim` of
/// a function argument lies in [kMinDynamicDim, kMaxIndexValue].
class IndexRangeAnalysis : public dataflow::IntegerRangeAnalysis {
public:
  using IntegerRangeAnalysis::IntegerRangeAnalysis;

  tirpto::compat::VisitResult visitOperation(
      Operation *op,
      ArrayRef<const dataflow::IntegerValueRangeLattice *> operands,
      ArrayRef<dataflow::IntegerValueRangeLattice *> results) override {
    if (auto dim = dyn_cast<memref::DimOp>(op); dim && isArgument(dim)) {
      unsigned width = IndexType::kInternalStorageBitWidth;
      ConstantIntRanges range = ConstantIntRanges::fromSigned(
          APInt(width, kMinDynamicDim), APInt(width, kMaxIndexValue));
      propagateIfChanged(results[0],
                         results[0]->join(IntegerValueRange(range)));
      return tirpto::compat::visitSucceeded();
    }
    return IntegerRangeAnalysis::visitOperation(op, operands, results);
  }

  /// The induction variable of an scf.for with constant bounds takes the
  /// values lb, lb + step, ... up to the last below ub: not every value
  /// below ub (the upstream range), which a loop of step > 1 (a
  /// multi-buffered loop, unrolled) never reaches.
  void visitNonControlFlowArguments(
      Operation *op, const RegionSuccessor &successor,
      ArrayRef<dataflow::IntegerValueRangeLattice *> argLattices,
      unsigned firstIndex) override {
    auto loop = dyn_cast<scf::ForOp>(op);
    std::optional<int64_t> lb, ub, step;
    if (loop) {
      lb = getConstantIntValue(loop.getLowerBound());
      ub = getConstantIntValue(loop.getUpperBound());
      step = getConstantIntValue(loop.getStep());
    }
    if (!lb || !ub || !step || *step <= 0 || *ub <= *lb ||
        !successor.getSuccessor()) {
      IntegerRangeAnalysis::visitNonControlFlowArguments(
          op, successor, argLattices, firstIndex);
      return;
    }
    int64_t last = *lb + (*ub - 1 - *lb) / *step * *step;
    Value iv = loop.getInductionVar();
    unsigned width = IndexType::kInternalStorageBitWidth;
    dataflow::IntegerValueRangeLattice *entry = getLatticeElement(iv);
    propagateIfChanged(
        entry, entry->join(IntegerValueRange(ConstantIntRanges::fromSigned(
                   APInt(width, *lb, /*isSigned=*/true),
                   APInt(width, last, /*isSigned=*/true)))));
  }

private:
  static bool isArgument(memref::DimOp dim) {
    auto arg = dyn_cast<BlockArgument>(dim.getSource());
    return arg && isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  }
};

/// A signed range of index values; the whole int64 range when nothing is
/// known.
struct IndexRange {
  int64_t min = std::numeric_limits<int64_t>::min();
  int64_t max = std::numeric_limits<int64_t>::max();
};

/// Loads the analyses integer ranges need (dead code, constants, ranges).
inline void loadIndexRangeAnalyses(DataFlowSolver &solver) {
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<IndexRangeAnalysis>();
}

/// The range of `ofr`: a constant, or what the solver found for the value.
inline IndexRange getIndexRange(DataFlowSolver &solver, OpFoldResult ofr) {
  if (std::optional<int64_t> constant = getConstantIntValue(ofr))
    return {*constant, *constant};
  auto *lattice =
      solver.lookupState<dataflow::IntegerValueRangeLattice>(cast<Value>(ofr));
  if (!lattice || lattice->getValue().isUninitialized())
    return {};
  const ConstantIntRanges &range = lattice->getValue().getValue();
  return {range.smin().getSExtValue(), range.smax().getSExtValue()};
}

} // namespace mlir::tirpto

#endif // TIRPTO_ANALYSIS_INDEXRANGES_H
