//===- UpliftCountedWhile.cpp - counted scf.while loops to scf.for --------===//
//
// TileLang's `while i < n: ...; i = i + 1` over a T.alloc_var counter
// arrives, after ascend-promote-scalar-slots, as an scf.while carrying the
// counter. One pattern turns such a loop into an scf.for over `index` (the
// loop ptoas takes): the induction variable's range is then known, which
// lets ascend-clip-gm-regions prove the regions it indexes in bounds and
// ascend-multi-buffer version the buffers its inner loops fill.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDUPLIFTCOUNTEDWHILE
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;

namespace {

/// `scf.while` whose test is `counter < bound` alone (the bound defined
/// before the loop), which passes every value it carries on unchanged,
/// and whose body yields `counter + step` for a constant step > 0:
/// `scf.for %iv = counter's init to bound step step`, the other values
/// carried as iter_args, the counter `%iv` (cast back to its type) in the
/// body. The loop's counter result is the first value not below the
/// bound: `init + ceildiv(max(bound - init, 0), step) * step`.
struct UpliftCountedWhile : OpRewritePattern<scf::WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::WhileOp loop,
                                PatternRewriter &rewriter) const override {
    Block *before = loop.getBeforeBody();
    Block *after = loop.getAfterBody();
    scf::ConditionOp condition = loop.getConditionOp();
    if (!llvm::hasSingleElement(before->without_terminator()))
      return rewriter.notifyMatchFailure(loop, "test is not one comparison");
    auto cmp = dyn_cast<arith::CmpIOp>(before->front());
    if (!cmp || condition.getCondition() != cmp.getResult() ||
        ValueRange(before->getArguments()) != condition.getArgs())
      return rewriter.notifyMatchFailure(loop, "not `counter < bound`");
    Value counterArg, bound;
    if (cmp.getPredicate() == arith::CmpIPredicate::slt) {
      counterArg = cmp.getLhs();
      bound = cmp.getRhs();
    } else if (cmp.getPredicate() == arith::CmpIPredicate::sgt) {
      counterArg = cmp.getRhs();
      bound = cmp.getLhs();
    } else {
      return rewriter.notifyMatchFailure(loop, "not a signed less-than");
    }
    auto counter = dyn_cast<BlockArgument>(counterArg);
    DominanceInfo dominance;
    if (!counter || counter.getOwner() != before ||
        !dominance.properlyDominates(bound, loop))
      return rewriter.notifyMatchFailure(loop, "not `counter < bound`");
    unsigned k = counter.getArgNumber();
    auto yield = cast<scf::YieldOp>(after->getTerminator());
    auto add = yield.getResults()[k].getDefiningOp<arith::AddIOp>();
    Value afterCounter = after->getArgument(k);
    if (!add)
      return rewriter.notifyMatchFailure(loop, "counter not incremented");
    Value stepValue = add.getLhs() == afterCounter   ? add.getRhs()
                      : add.getRhs() == afterCounter ? add.getLhs()
                                                     : Value();
    APInt step;
    if (!stepValue || !matchPattern(stepValue, m_ConstantInt(&step)) ||
        !step.isStrictlyPositive())
      return rewriter.notifyMatchFailure(loop, "not a constant step > 0");

    Location loc = loop.getLoc();
    Type type = counter.getType();
    Value init = loop.getInits()[k];
    auto toIndex = [&](Value value) -> Value {
      if (type.isIndex())
        return value;
      return rewriter.create<arith::IndexCastOp>(loc, rewriter.getIndexType(),
                                                 value);
    };
    SmallVector<Value> inits;
    for (auto [i, value] : llvm::enumerate(loop.getInits()))
      if (i != k)
        inits.push_back(value);
    auto newLoop = rewriter.create<scf::ForOp>(
        loc, toIndex(init), toIndex(bound),
        rewriter.create<arith::ConstantIndexOp>(loc, step.getSExtValue()),
        inits, [](OpBuilder &, Location, Value, ValueRange) {});
    Block *body = newLoop.getBody();
    rewriter.setInsertionPointToStart(body);
    Value iv = newLoop.getInductionVar();
    SmallVector<Value> args(body->getArguments().drop_front());
    args.insert(args.begin() + k,
                type.isIndex()
                    ? iv
                    : rewriter.create<arith::IndexCastOp>(loc, type, iv));
    rewriter.inlineBlockBefore(after, body, body->end(), args);
    auto term = cast<scf::YieldOp>(body->getTerminator());
    SmallVector<Value> yielded;
    for (auto [i, value] : llvm::enumerate(term.getResults()))
      if (i != k)
        yielded.push_back(value);
    rewriter.setInsertionPoint(term);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(term, yielded);

    // The counter after the loop: the first value the test rejects.
    rewriter.setInsertionPointAfter(newLoop);
    Value zero = rewriter.create<arith::ConstantOp>(loc, type,
                                                    rewriter.getZeroAttr(type));
    Value span = rewriter.create<arith::MaxSIOp>(
        loc, rewriter.create<arith::SubIOp>(loc, bound, init), zero);
    Value trips = rewriter.create<arith::CeilDivSIOp>(loc, span, stepValue);
    Value exit = rewriter.create<arith::AddIOp>(
        loc, init, rewriter.create<arith::MulIOp>(loc, trips, stepValue));
    SmallVector<Value> results(newLoop.getResults());
    results.insert(results.begin() + k, exit);
    rewriter.replaceOp(loop, results);
    return success();
  }
};

struct AscendUpliftCountedWhilePass
    : ascend::impl::AscendUpliftCountedWhileBase<AscendUpliftCountedWhilePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    ascend::populateUpliftCountedWhilePatterns(patterns);
    if (failed(
            applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::ascend::populateUpliftCountedWhilePatterns(
    RewritePatternSet &patterns) {
  patterns.add<UpliftCountedWhile>(patterns.getContext());
}
