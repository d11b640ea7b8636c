//===- FoldAccumulatorClear.cpp - T.clear into the first gemm -------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
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

/// Whether a loop with constant bounds runs at least once (nullopt when the
/// bounds are not constants or the step is not positive).
static std::optional<bool> runsAtLeastOnce(ForOp loop) {
  APInt lb, ub, step;
  if (!matchPattern(loop.getLowerBound(), m_ConstantInt(&lb)) ||
      !matchPattern(loop.getUpperBound(), m_ConstantInt(&ub)) ||
      !matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
      !step.isStrictlyPositive())
    return std::nullopt;
  // Compared, not subtracted: ub - lb may overflow.
  return lb.slt(ub);
}

namespace {
struct FoldClearIntoFirstGemm : OpRewritePattern<FillOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FillOp fill,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(fill.getValue(), m_AnyZeroFloat()) &&
        !matchPattern(fill.getValue(), m_Zero()))
      return rewriter.notifyMatchFailure(fill, "not a zero fill");
    Value buffer = fill.getBuffer();

    // The next op, skipping scalar constants.
    Operation *next = fill->getNextNode();
    while (next && next->hasTrait<OpTrait::ConstantLike>())
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
    std::optional<bool> runs = runsAtLeastOnce(loop);
    if (!runs || !*runs)
      return rewriter.notifyMatchFailure(
          fill, "the loop may run zero times: the clear would be lost");
    GemmOp gemm;
    for (Operation &op : loop.getBody().front()) {
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
};

struct TIRFoldAccumulatorClearPass
    : tir::impl::TIRFoldAccumulatorClearBase<TIRFoldAccumulatorClearPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateFoldAccumulatorClearPatterns(patterns);
    if (failed(applyPatternsAndFoldGreedily(getOperation(),
                                            std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::tir::populateFoldAccumulatorClearPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FoldClearIntoFirstGemm>(patterns.getContext());
}
