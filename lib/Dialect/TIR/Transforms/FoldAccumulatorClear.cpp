//===- FoldAccumulatorClear.cpp - T.clear into the first gemm -------------===//

#include "tirpto/Analysis/IndexRanges.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRFOLDACCUMULATORCLEAR
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// Whether `op` uses `buffer` directly or through a subview.
static bool usesBuffer(Operation *op, Value buffer) {
  bool found = false;
  op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands()) {
      Value root = operand;
      while (auto subview = root.getDefiningOp<memref::SubViewOp>())
        root = subview.getSource();
      if (root == buffer) {
        found = true;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return found;
}

/// A gemm accumulating into `buffer` with no clear condition of its own.
static GemmOp asClearableGemm(Operation *op, Value buffer) {
  auto gemm = dyn_cast_or_null<GemmOp>(op);
  if (gemm && gemm.getC() == buffer && !gemm.getClearAccum())
    return gemm;
  return nullptr;
}

/// Whether a loop of positive step provably runs at least once: its lower
/// bound's largest value is below its upper bound's smallest (constants, or
/// ranges such as ceildiv(K, 32) of a dynamic K >= 1).
static bool runsAtLeastOnce(DataFlowSolver &solver, ForOp loop) {
  tirpto::IndexRange lb = tirpto::getIndexRange(solver, loop.getLowerBound());
  tirpto::IndexRange ub = tirpto::getIndexRange(solver, loop.getUpperBound());
  tirpto::IndexRange step = tirpto::getIndexRange(solver, loop.getStep());
  return step.min > 0 && lb.max < ub.min;
}

/// Whether `op` may leave its enclosing loop: it holds a `tl.loop_break`
/// not inside a loop of its own (T.Persistent's break).
static bool mayBreakLoop(Operation *op) {
  WalkResult result = op->walk<WalkOrder::PreOrder>([&](Operation *inner) {
    if (inner != op && isa<ForOp>(inner))
      return WalkResult::skip();
    if (getIntrinsic(inner) == Intrinsic::LoopBreak)
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

namespace {
struct FoldClearIntoFirstGemm : OpRewritePattern<FillOp> {
  FoldClearIntoFirstGemm(MLIRContext *context, DataFlowSolver &solver)
      : OpRewritePattern(context), solver(solver) {}

  LogicalResult matchAndRewrite(FillOp fill,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(fill.getValue(), m_AnyZeroFloat()) &&
        !matchPattern(fill.getValue(), m_Zero()))
      return rewriter.notifyMatchFailure(fill, "not a zero fill");
    Value buffer = fill.getBuffer();

    // The next op, skipping scalar computations (constants, a loop bound
    // such as ceildiv(K, 32)).
    Operation *next = fill->getNextNode();
    while (next && next->getNumRegions() == 0 && isPure(next))
      next = next->getNextNode();
    if (!next)
      return rewriter.notifyMatchFailure(fill, "nothing follows the fill");

    if (GemmOp gemm = asClearableGemm(next, buffer)) {
      rewriter.setInsertionPoint(gemm);
      Value always = rewriter.create<arith::ConstantIntOp>(fill.getLoc(), 1, 1);
      rewriter.modifyOpInPlace(
          gemm, [&] { gemm.getClearAccumMutable().assign(always); });
      rewriter.eraseOp(fill);
      return success();
    }

    auto loop = dyn_cast<ForOp>(next);
    if (!loop || (loop.getKind() != ForKind::Serial &&
                  loop.getKind() != ForKind::Pipelined))
      return rewriter.notifyMatchFailure(fill, "not followed by a K loop");
    if (!runsAtLeastOnce(solver, loop))
      return rewriter.notifyMatchFailure(
          fill, "the loop may run zero times: the clear would be lost");
    GemmOp gemm;
    for (Operation &op : loop.getBody().front()) {
      // A break before the gemm may end the loop before the first gemm
      // runs (a wave past the last tile): the clear would be lost.
      if (mayBreakLoop(&op))
        return rewriter.notifyMatchFailure(
            fill, "a T.loop_break may end the loop before its first gemm");
      if (!usesBuffer(&op, buffer))
        continue;
      gemm = asClearableGemm(&op, buffer);
      break;
    }
    if (!gemm)
      return rewriter.notifyMatchFailure(
          fill, "the first use in the loop is not a gemm into the buffer");

    rewriter.setInsertionPoint(gemm);
    Value first = rewriter.create<arith::CmpIOp>(
        fill.getLoc(), arith::CmpIPredicate::eq, loop.getInductionVar(),
        loop.getLowerBound());
    rewriter.modifyOpInPlace(
        gemm, [&] { gemm.getClearAccumMutable().assign(first); });
    rewriter.eraseOp(fill);
    return success();
  }

  DataFlowSolver &solver;
};

struct TIRFoldAccumulatorClearPass
    : tir::impl::TIRFoldAccumulatorClearBase<TIRFoldAccumulatorClearPass> {
  void runOnOperation() override {
    DataFlowSolver solver;
    tirpto::loadIndexRangeAnalyses(solver);
    if (failed(solver.initializeAndRun(getOperation())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    populateFoldAccumulatorClearPatterns(patterns, solver);
    if (failed(applyPatternsAndFoldGreedily(getOperation(),
                                            std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::tir::populateFoldAccumulatorClearPatterns(
    RewritePatternSet &patterns, DataFlowSolver &solver) {
  patterns.add<FoldClearIntoFirstGemm>(patterns.getContext(), solver);
}
