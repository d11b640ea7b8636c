//===- PromoteScalarSlots.cpp - scalar variable slots to SSA values -------===//
//
// TileLang's `T.alloc_var` scalars arrive as one-element `local.var` buffers
// read and written with memref.load/store; convert-tir-to-ascend makes each a
// slot (a memref.alloca in no memory space). Here one pattern per slot
// replaces it by SSA values: a store defines the current value, a load
// reads it, and a value written inside an scf.for, scf.while or scf.if flows
// out of it as an extra loop-carried value or result (an scf.while carries
// it through its test and its body). This is mem2reg for structured control
// flow (upstream mem2reg handles only branches between blocks).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDPROMOTESCALARSLOTS
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;

namespace {

/// One slot: checks that it can be promoted (reporting why not, if asked)
/// and promotes it through a rewriter.
class SlotPromoter {
public:
  explicit SlotPromoter(memref::AllocaOp slotOp) : slotOp(slotOp) {}

  /// Whether the slot can be promoted; with `emit`, an error at the
  /// offending op when it cannot.
  LogicalResult check(bool emit) {
    this->emit = emit;
    for (Operation *user : slotOp->getUsers()) {
      auto store = dyn_cast<memref::StoreOp>(user);
      if ((!store && !isa<memref::LoadOp>(user)) ||
          (store && store.getValue() == slot()))
        return report(user, "uses the local.var ")
               << describe() << "; a scalar variable can only be read and "
               << "written";
    }
    bool written = false;
    return checkRange(std::next(slotOp->getIterator()),
                      slotOp->getBlock()->end(), written);
  }

  /// Replaces the slot by SSA values. check() must have succeeded.
  void rewrite(RewriterBase &rewriter) {
    this->rewriter = &rewriter;
    Value current;
    rewriteRange(std::next(slotOp->getIterator()), slotOp->getBlock()->end(),
                 current);
    rewriter.eraseOp(slotOp);
  }

private:
  Value slot() { return slotOp.getResult(); }

  std::string describe() {
    if (auto name = dyn_cast<NameLoc>(slotOp.getLoc()))
      return ("'" + name.getName().getValue() + "'").str();
    return "scalar";
  }

  /// An error at `op` when reporting, else a diagnostic that is dropped.
  InFlightDiagnostic report(Operation *op, const Twine &message) {
    if (emit)
      return op->emitOpError(message);
    return InFlightDiagnostic();
  }

  bool isLoad(Operation *op) {
    auto load = dyn_cast<memref::LoadOp>(op);
    return load && load.getMemRef() == slot();
  }
  bool isStore(Operation *op) {
    auto store = dyn_cast<memref::StoreOp>(op);
    return store && store.getMemRef() == slot();
  }

  bool storedInside(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          return isStore(nested) ? WalkResult::interrupt()
                                 : WalkResult::advance();
        })
        .wasInterrupted();
  }

  bool accessedInside(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          return isLoad(nested) || isStore(nested) ? WalkResult::interrupt()
                                                   : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// Whether the first access to the slot inside `op`, in program order, is
  /// a read.
  bool readFirst(Operation *op) {
    bool read = false;
    op->walk<WalkOrder::PreOrder>([&](Operation *nested) {
      if (isLoad(nested)) {
        read = true;
        return WalkResult::interrupt();
      }
      return isStore(nested) ? WalkResult::interrupt() : WalkResult::advance();
    });
    return read;
  }

  LogicalResult checkRange(Block::iterator begin, Block::iterator end,
                           bool &written) {
    for (Operation &op : llvm::make_range(begin, end)) {
      if (isLoad(&op)) {
        if (!written)
          return report(&op, "reads the local.var ")
                 << describe() << " before any write to it";
        continue;
      }
      if (isStore(&op)) {
        written = true;
        continue;
      }
      if (op.getNumRegions() == 0 || !accessedInside(&op))
        continue;
      if (!isa<scf::ForOp, scf::IfOp, scf::WhileOp>(op))
        return report(&op, "reads or writes a local.var inside its regions; "
                           "only scf.for, scf.while and scf.if carry scalar "
                           "variables");
      bool carried = storedInside(&op);
      bool loop = isa<scf::ForOp, scf::WhileOp>(op);
      if (loop && carried && !written && readFirst(&op))
        return report(&op, "reads the local.var ")
               << describe()
               << " before any write to it (its first iteration would read "
                  "an undefined value)";
      for (Region &region : op.getRegions()) {
        if (region.empty())
          continue;
        // A loop (its test and body) sees the slot carried in (its first
        // read was checked above); an if branch sees only what was written
        // before the if.
        bool inner = written || (carried && loop);
        Block &block = region.front();
        if (failed(checkRange(block.begin(), block.end(), inner)))
          return failure();
      }
      written = written || carried;
    }
    return success();
  }

  /// The slot's value entering a region: the current one, or zero when it
  /// was not written yet (an if written in a branch only).
  Value currentOrZero(Value current, Location loc) {
    if (current)
      return current;
    Type type = slotOp.getType().getElementType();
    return rewriter->create<arith::ConstantOp>(loc, type,
                                               rewriter->getZeroAttr(type));
  }

  void rewriteRange(Block::iterator begin, Block::iterator end,
                    Value &current) {
    for (Operation &op : llvm::make_early_inc_range(llvm::make_range(begin,
                                                                     end))) {
      if (isLoad(&op)) {
        rewriter->replaceOp(&op, current);
        continue;
      }
      if (isStore(&op)) {
        current = cast<memref::StoreOp>(op).getValue();
        rewriter->eraseOp(&op);
        continue;
      }
      if (op.getNumRegions() == 0 || !accessedInside(&op))
        continue;
      if (auto loop = dyn_cast<scf::ForOp>(op))
        rewriteFor(loop, current);
      else if (auto loop = dyn_cast<scf::WhileOp>(op))
        rewriteWhile(loop, current);
      else
        rewriteIf(cast<scf::IfOp>(op), current);
    }
  }

  void rewriteFor(scf::ForOp loop, Value &current) {
    if (!storedInside(loop)) {
      Block *body = loop.getBody();
      Value inner = current;
      rewriteRange(body->begin(), body->end(), inner);
      return;
    }
    rewriter->setInsertionPoint(loop);
    Value init = currentOrZero(current, loop.getLoc());
    unsigned oldResults = loop.getNumResults();
    FailureOr<LoopLikeOpInterface> replaced =
        cast<LoopLikeOpInterface>(loop.getOperation())
            .replaceWithAdditionalYields(
                *rewriter, init, /*replaceInitOperandUsesInLoop=*/false,
                [](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
                  return SmallVector<Value>(args.begin(), args.end());
                });
    // scf.for always takes additional yields.
    auto newLoop = cast<scf::ForOp>(replaced->getOperation());
    Block *body = newLoop.getBody();
    Value inner = body->getArgument(1 + oldResults);
    rewriteRange(body->begin(), body->end(), inner);
    auto yield = cast<scf::YieldOp>(body->getTerminator());
    rewriter->modifyOpInPlace(
        yield, [&] { yield->setOperand(oldResults, inner); });
    current = newLoop.getResult(oldResults);
  }

  /// A while loop writing the slot carries it: into the test as an extra
  /// argument of the before block, from the test's scf.condition into the
  /// body (or out of the loop as an extra result), and back from the
  /// body's scf.yield into the next test.
  void rewriteWhile(scf::WhileOp loop, Value &current) {
    if (!storedInside(loop)) {
      for (Region *region : {&loop.getBefore(), &loop.getAfter()}) {
        Value inner = current;
        rewriteRange(region->front().begin(), region->front().end(), inner);
      }
      return;
    }
    Location loc = loop.getLoc();
    Type type = slotOp.getType().getElementType();
    rewriter->setInsertionPoint(loop);
    SmallVector<Value> inits(loop.getInits());
    inits.push_back(currentOrZero(current, loc));
    SmallVector<Type> types(loop.getResultTypes());
    types.push_back(type);
    auto newLoop = rewriter->create<scf::WhileOp>(loc, types, inits);
    for (auto [from, to] : {std::pair{&loop.getBefore(), &newLoop.getBefore()},
                            std::pair{&loop.getAfter(), &newLoop.getAfter()}})
      rewriter->inlineRegionBefore(*from, *to, to->end());
    Block &before = newLoop.getBefore().front();
    Block &after = newLoop.getAfter().front();
    rewriter->modifyOpInPlace(newLoop, [&] {
      before.addArgument(type, loc);
      after.addArgument(type, loc);
    });
    Value inner = before.getArguments().back();
    rewriteRange(before.begin(), before.end(), inner);
    auto condition = cast<scf::ConditionOp>(before.getTerminator());
    rewriter->modifyOpInPlace(
        condition, [&] { condition.getArgsMutable().append(inner); });
    inner = after.getArguments().back();
    rewriteRange(after.begin(), after.end(), inner);
    auto yield = cast<scf::YieldOp>(after.getTerminator());
    rewriter->modifyOpInPlace(yield,
                              [&] { yield.getResultsMutable().append(inner); });
    unsigned oldResults = loop.getNumResults();
    rewriter->replaceOp(loop, newLoop.getResults().take_front(oldResults));
    current = newLoop.getResult(oldResults);
  }

  void rewriteIf(scf::IfOp ifOp, Value &current) {
    if (!storedInside(ifOp)) {
      for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()}) {
        if (region->empty())
          continue;
        Value inner = current;
        rewriteRange(region->front().begin(), region->front().end(), inner);
      }
      return;
    }
    rewriter->setInsertionPoint(ifOp);
    Value before = currentOrZero(current, ifOp.getLoc());
    SmallVector<Type> types(ifOp.getResultTypes());
    types.push_back(slotOp.getType().getElementType());
    auto newIf = rewriter->create<scf::IfOp>(ifOp.getLoc(), types,
                                             ifOp.getCondition(),
                                             /*withElseRegion=*/true);
    for (Region *region : {&newIf.getThenRegion(), &newIf.getElseRegion()})
      if (!region->empty())
        rewriter->eraseBlock(&region->front());
    auto rewriteBranch = [&](Region &from, Region &to) {
      if (from.empty()) {
        Block *block = rewriter->createBlock(&to);
        rewriter->setInsertionPointToEnd(block);
        rewriter->create<scf::YieldOp>(ifOp.getLoc(), before);
        return;
      }
      rewriter->inlineRegionBefore(from, to, to.end());
      Value inner = before;
      rewriteRange(to.front().begin(), to.front().end(), inner);
      auto yield = cast<scf::YieldOp>(to.front().getTerminator());
      SmallVector<Value> operands(yield.getOperands());
      operands.push_back(inner);
      rewriter->modifyOpInPlace(yield, [&] { yield->setOperands(operands); });
    };
    rewriteBranch(ifOp.getThenRegion(), newIf.getThenRegion());
    rewriteBranch(ifOp.getElseRegion(), newIf.getElseRegion());
    unsigned oldResults = ifOp.getNumResults();
    rewriter->replaceOp(ifOp, newIf.getResults().take_front(oldResults));
    current = newIf.getResult(oldResults);
  }

  memref::AllocaOp slotOp;
  bool emit = false;
  RewriterBase *rewriter = nullptr;
};

/// Promotes one scalar slot.
struct PromoteScalarSlot : OpRewritePattern<memref::AllocaOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::AllocaOp slotOp,
                                PatternRewriter &rewriter) const override {
    if (!ascend::isScalarSlot(slotOp))
      return rewriter.notifyMatchFailure(slotOp, "not a scalar slot");
    SlotPromoter promoter(slotOp);
    if (failed(promoter.check(/*emit=*/false)))
      return rewriter.notifyMatchFailure(slotOp, "cannot be promoted");
    promoter.rewrite(rewriter);
    return success();
  }
};

struct AscendPromoteScalarSlotsPass
    : ascend::impl::AscendPromoteScalarSlotsBase<
          AscendPromoteScalarSlotsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> slots;
    bool ok = true;
    getOperation()->walk([&](memref::AllocaOp slotOp) {
      if (!ascend::isScalarSlot(slotOp))
        return;
      slots.push_back(slotOp);
      ok &= succeeded(SlotPromoter(slotOp).check(/*emit=*/true));
    });
    if (!ok)
      return signalPassFailure();
    if (slots.empty())
      return;
    RewritePatternSet patterns(&getContext());
    ascend::populatePromoteScalarSlotsPatterns(patterns);
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    bool allErased = false;
    if (failed(applyOpPatternsAndFold(slots, std::move(patterns), config,
                                      /*changed=*/nullptr, &allErased)) ||
        !allErased) {
      getOperation()->emitError("ascend-promote-scalar-slots left a scalar "
                                "slot unpromoted");
      signalPassFailure();
    }
  }
};

} // namespace

void mlir::ascend::populatePromoteScalarSlotsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<PromoteScalarSlot>(patterns.getContext());
}
