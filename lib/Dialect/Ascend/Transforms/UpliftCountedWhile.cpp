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
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDUPLIFTCOUNTEDWHILE
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;

namespace {

/// `scf.while` whose test is `counter < bound` alone (or `counter <= c`
/// for a constant c, that is `counter < c + 1`; the bound defined before
/// the loop), which passes every value it carries on unchanged, and whose
/// body yields `counter + step` for a constant step > 0: `scf.for %iv =
/// counter's init to bound step step`, the counter `%iv` (cast back to its
/// type) in the body, the other values carried as iter_args. The counter's
/// result, where it is used, is carried too, as the body's last
/// `counter + step` (the init when the loop does not run): exactly the
/// value the test rejected, without computing a trip count that could
/// overflow.
///
/// Only `i32` and `index` counters (ptoas's `index` is 32 bits: a wider
/// counter would be cut) are uplifted, and only where the loop cannot wrap
/// around: with a constant bound, `bound + step - 1` must fit the type
/// (signed overflow is undefined in TileLang's own output too).
struct UpliftCountedWhile : OpRewritePattern<scf::WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::WhileOp loop,
                                PatternRewriter &rewriter) const override {
    Block *before = loop.getBeforeBody();
    Block *after = loop.getAfterBody();
    scf::ConditionOp condition = loop.getConditionOp();
    // The test is one comparison, after pure ops that read none of the
    // carried values (`i < n - 1`: the bound, computed once before the loop
    // instead).
    auto cmp = dyn_cast_or_null<arith::CmpIOp>(condition->getPrevNode());
    if (!cmp || condition.getCondition() != cmp.getResult() ||
        !cmp->hasOneUse() ||
        ValueRange(before->getArguments()) != condition.getArgs())
      return rewriter.notifyMatchFailure(loop, "not `counter < bound`");
    SmallVector<Operation *> invariant;
    for (Operation &op : before->without_terminator()) {
      if (&op == cmp.getOperation())
        continue;
      bool readsCarried = llvm::any_of(op.getOperands(), [&](Value operand) {
        return operand.getParentBlock() == before;
      });
      if (!isPure(&op) || op.getNumRegions() != 0 || readsCarried)
        return rewriter.notifyMatchFailure(loop, "test is not one comparison");
      invariant.push_back(&op);
    }
    Value counterArg, bound;
    bool inclusive = false;
    switch (cmp.getPredicate()) {
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::sle:
      counterArg = cmp.getLhs();
      bound = cmp.getRhs();
      inclusive = cmp.getPredicate() == arith::CmpIPredicate::sle;
      break;
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::sge:
      counterArg = cmp.getRhs();
      bound = cmp.getLhs();
      inclusive = cmp.getPredicate() == arith::CmpIPredicate::sge;
      break;
    default:
      return rewriter.notifyMatchFailure(loop, "not a signed less-than");
    }
    auto counter = dyn_cast<BlockArgument>(counterArg);
    DominanceInfo dominance;
    Operation *boundOp = bound.getDefiningOp();
    bool hoistedBound = boundOp && boundOp->getBlock() == before;
    if (!counter || counter.getOwner() != before ||
        (!hoistedBound && !dominance.properlyDominates(bound, loop)))
      return rewriter.notifyMatchFailure(loop, "not `counter < bound`");
    Type type = counter.getType();
    if (!type.isIndex() && !type.isSignlessInteger(32))
      return rewriter.notifyMatchFailure(loop, "not an i32 or index counter");
    unsigned k = counter.getArgNumber();
    auto yield = cast<scf::YieldOp>(after->getTerminator());
    Value next = yield.getResults()[k];
    auto add = next.getDefiningOp<arith::AddIOp>();
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
    // The largest value the loop reaches, bound + step - 1 (bound + step
    // with `<=`), must not wrap around: then the scf.for runs exactly the
    // iterations the while loop does.
    constexpr int64_t max = std::numeric_limits<int32_t>::max();
    APInt boundValue;
    bool constantBound = matchPattern(bound, m_ConstantInt(&boundValue));
    if (inclusive && !constantBound)
      return rewriter.notifyMatchFailure(loop, "`<=` a bound not constant");
    if (constantBound) {
      int64_t last = boundValue.getSExtValue() + (inclusive ? 1 : 0) +
                     step.getSExtValue() - 1;
      if (last > max)
        return rewriter.notifyMatchFailure(loop, "the counter may wrap");
    }

    for (Operation *op : invariant)
      rewriter.moveOpBefore(op, loop);
    Location loc = loop.getLoc();
    Value init = loop.getInits()[k];
    auto toIndex = [&](Value value) -> Value {
      if (type.isIndex())
        return value;
      return rewriter.create<arith::IndexCastOp>(loc, rewriter.getIndexType(),
                                                 value);
    };
    Value upper = inclusive ? Value(rewriter.create<arith::ConstantIndexOp>(
                                  loc, boundValue.getSExtValue() + 1))
                            : toIndex(bound);
    // The counter's result, where it is used, is carried too.
    bool carryExit = !loop.getResult(k).use_empty();
    SmallVector<Value> inits;
    for (auto [i, value] : llvm::enumerate(loop.getInits()))
      if (i != k)
        inits.push_back(value);
    if (carryExit)
      inits.push_back(init);
    auto newLoop = rewriter.create<scf::ForOp>(
        loc, toIndex(init), upper,
        rewriter.create<arith::ConstantIndexOp>(loc, step.getSExtValue()),
        inits, [](OpBuilder &, Location, Value, ValueRange) {});
    Block *body = newLoop.getBody();
    rewriter.setInsertionPointToStart(body);
    Value iv = newLoop.getInductionVar();
    SmallVector<Value> args(
        body->getArguments().drop_front().drop_back(carryExit ? 1 : 0));
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
    if (carryExit)
      yielded.push_back(term.getResults()[k]);
    rewriter.setInsertionPoint(term);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(term, yielded);

    SmallVector<Value> results(
        newLoop.getResults().drop_back(carryExit ? 1 : 0));
    results.insert(results.begin() + k,
                   carryExit ? newLoop.getResults().back() : init);
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
