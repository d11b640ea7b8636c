//===- IfConvertParallel.cpp - guards in T.Parallel nests to selects ------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRIFCONVERTPARALLEL
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// The outermost loop of the T.Parallel nest around `op`, if any.
static ForOp getNestRoot(Operation *op) {
  ForOp root;
  for (auto loop = op->getParentOfType<ForOp>(); loop;
       loop = loop->getParentOfType<ForOp>())
    if (loop.getKind() == ForKind::Parallel)
      root = loop;
  return root;
}

/// Whether `value` may differ between the iterations of the nest `root`:
/// a loop index inside it, or computed in it from such a value (a load at
/// indices that vary included).
static bool dependsOnNest(Value value, ForOp root) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return root->isAncestor(value.getParentBlock()->getParentOp());
  if (!root->isAncestor(def))
    return false;
  return llvm::any_of(def->getOperands(), [&](Value operand) {
    return dependsOnNest(operand, root);
  });
}

namespace {
/// Where a store writes: a buffer followed by its indices (the same SSA
/// values).
using Place = SmallVector<Value, 3>;

/// Whether two places are one element: the same buffer at the same
/// indices (the same values, or the same computation of them).
static bool samePlace(const Place &a, const Place &b) {
  return a.size() == b.size() && a.front() == b.front() &&
         llvm::all_of(llvm::zip(a, b), [](auto pair) {
           return isSameComputation(std::get<0>(pair), std::get<1>(pair));
         });
}

/// The stores of one branch: the last value stored at each place, in the
/// order the places are first stored to.
struct Branch {
  SmallVector<std::pair<Place, Value>> stores;

  Value lookup(const Place &place) const {
    for (auto &[key, value] : stores)
      if (samePlace(key, place))
        return value;
    return Value();
  }
  void store(Place place, Value value) {
    for (auto &[key, old] : stores)
      if (samePlace(key, place)) {
        old = value;
        return;
      }
    stores.push_back({std::move(place), value});
  }
};

static Place placeOf(memref::StoreOp store) {
  Place place{store.getMemRef()};
  llvm::append_range(place, store.getIndices());
  return place;
}

struct IfToSelect : OpRewritePattern<scf::IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Checks one branch: only pure ops, loads and stores, no load of a
  /// buffer after a store to it. Collects its stores.
  static LogicalResult collect(Block *block, Branch &branch) {
    DenseSet<Value> stored;
    for (Operation &op : block->without_terminator()) {
      if (auto store = dyn_cast<memref::StoreOp>(op)) {
        branch.store(placeOf(store), store.getValue());
        stored.insert(store.getMemRef());
        continue;
      }
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        if (stored.contains(load.getMemRef()))
          return failure();
        continue;
      }
      // TIR's value-yielding intrinsics (floormod, sigmoid, ...) compute;
      // the others synchronise.
      if (auto intrin = dyn_cast<IntrinOp>(op); intrin && intrin.getResult())
        continue;
      if (op.getNumRegions() != 0 || !isPure(&op))
        return failure();
    }
    return success();
  }

  LogicalResult matchAndRewrite(scf::IfOp ifOp,
                                PatternRewriter &rewriter) const override {
    ForOp root = getNestRoot(ifOp);
    if (!root)
      return rewriter.notifyMatchFailure(ifOp, "not in a T.Parallel nest");
    Value cond = ifOp.getCondition();
    if (!dependsOnNest(cond, root))
      return rewriter.notifyMatchFailure(
          ifOp, "the condition does not depend on the nest");

    Branch thenBranch, elseBranch;
    if (failed(collect(ifOp.thenBlock(), thenBranch)))
      return rewriter.notifyMatchFailure(ifOp, "the then branch cannot run "
                                               "unconditionally");
    if (ifOp.elseBlock() && failed(collect(ifOp.elseBlock(), elseBranch)))
      return rewriter.notifyMatchFailure(ifOp, "the else branch cannot run "
                                               "unconditionally");

    // Two places of one buffer that are not the same element by their
    // indices may still be one element at run time (`w[k1, j]`, `w[k2, j]`
    // with k1 == k2): the selects, stored one after the other, would not
    // give the branch's last store. Left for convert-tir-to-ascend.
    SmallVector<Place> all;
    for (Branch *branch : {&thenBranch, &elseBranch})
      for (auto &[place, value] : branch->stores)
        all.push_back(place);
    for (auto [i, a] : llvm::enumerate(all))
      for (const Place &b : ArrayRef<Place>(all).drop_front(i + 1))
        if (a.front() == b.front() && !samePlace(a, b))
          return rewriter.notifyMatchFailure(
              ifOp, "the branches store to elements of one buffer that may "
                    "be the same element");

    Location loc = ifOp.getLoc();
    // Both branches' work, unconditionally (stores dropped, yields kept).
    auto inlineBranch = [&](Block *block) -> SmallVector<Value> {
      if (!block)
        return {};
      auto yield = cast<scf::YieldOp>(block->getTerminator());
      SmallVector<Value> yielded(yield.getOperands());
      SmallVector<Operation *> stores;
      for (Operation &op : block->without_terminator())
        if (isa<memref::StoreOp>(op))
          stores.push_back(&op);
      rewriter.eraseOp(yield);
      for (Operation *store : stores)
        rewriter.eraseOp(store);
      rewriter.inlineBlockBefore(block, ifOp);
      return yielded;
    };
    SmallVector<Value> thenYield = inlineBranch(ifOp.thenBlock());
    SmallVector<Value> elseYield = ifOp.elseBlock()
                                       ? inlineBranch(ifOp.elseBlock())
                                       : SmallVector<Value>();

    // Every place either branch writes, with its old value where only one
    // branch writes it. The old values are read after the branches' work
    // (whose stores are dropped, so memory is as before the `if`), where
    // indices computed in a branch are defined, and before any select is
    // stored (two places may be one element).
    Branch places;
    rewriter.setInsertionPoint(ifOp);
    for (Branch *branch : {&thenBranch, &elseBranch})
      for (auto &[place, value] : branch->stores)
        if (!places.lookup(place)) {
          Value old;
          if (!thenBranch.lookup(place) || !elseBranch.lookup(place))
            old = rewriter.create<memref::LoadOp>(
                loc, place.front(), ArrayRef<Value>(place).drop_front());
          // A place both branches write needs no old value; record it
          // with the store's value as a marker.
          places.store(place, old ? old : value);
        }

    for (auto &[place, old] : places.stores) {
      Value thenValue = thenBranch.lookup(place);
      Value elseValue = elseBranch.lookup(place);
      Value value = rewriter.create<arith::SelectOp>(
          loc, cond, thenValue ? thenValue : old, elseValue ? elseValue : old);
      rewriter.create<memref::StoreOp>(loc, value, place.front(),
                                       ArrayRef<Value>(place).drop_front());
    }
    SmallVector<Value> results;
    for (auto [thenValue, elseValue] : llvm::zip(thenYield, elseYield))
      results.push_back(
          rewriter.create<arith::SelectOp>(loc, cond, thenValue, elseValue));
    rewriter.replaceOp(ifOp, results);
    return success();
  }
};

/// A guard a loop's bounds decide (`if i < 4096:` in a T.Parallel(4096),
/// TileLang's `if i < d:` where the tile is d wide): the branch that runs
/// is inlined. The comparison is of a loop index from a constant lower
/// bound to a constant upper bound, step 1, with a constant.
struct FoldBoundGuard : OpRewritePattern<scf::IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Whether `pred(value, constant)` holds for every value in [lo, hi]
  /// (true), for none (false), or depends on it.
  static std::optional<bool> decide(arith::CmpIPredicate pred, int64_t lo,
                                    int64_t hi, int64_t c) {
    auto holds = [&](int64_t v) {
      switch (pred) {
      case arith::CmpIPredicate::slt:
        return v < c;
      case arith::CmpIPredicate::sle:
        return v <= c;
      case arith::CmpIPredicate::sgt:
        return v > c;
      case arith::CmpIPredicate::sge:
        return v >= c;
      case arith::CmpIPredicate::eq:
        return v == c;
      case arith::CmpIPredicate::ne:
        return v != c;
      default:
        return false;
      }
    };
    // The predicates above are monotone or single-point in v: checking the
    // ends decides the orderings; eq / ne only when the range is outside c.
    if (pred == arith::CmpIPredicate::eq || pred == arith::CmpIPredicate::ne) {
      if (c < lo || c > hi)
        return pred == arith::CmpIPredicate::ne;
      return std::nullopt;
    }
    if (pred != arith::CmpIPredicate::slt &&
        pred != arith::CmpIPredicate::sle &&
        pred != arith::CmpIPredicate::sgt && pred != arith::CmpIPredicate::sge)
      return std::nullopt;
    bool first = holds(lo), last = holds(hi);
    if (first == last)
      return first;
    return std::nullopt;
  }

  LogicalResult matchAndRewrite(scf::IfOp ifOp,
                                PatternRewriter &rewriter) const override {
    if (ifOp.getNumResults() != 0 || !getNestRoot(ifOp))
      return failure();
    auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp)
      return failure();
    arith::CmpIPredicate pred = cmp.getPredicate();
    Value index = cmp.getLhs();
    std::optional<int64_t> c = getConstantIntValue(cmp.getRhs());
    if (!c) {
      index = cmp.getRhs();
      c = getConstantIntValue(cmp.getLhs());
      // c < i is i > c, ...
      switch (pred) {
      case arith::CmpIPredicate::slt:
        pred = arith::CmpIPredicate::sgt;
        break;
      case arith::CmpIPredicate::sle:
        pred = arith::CmpIPredicate::sge;
        break;
      case arith::CmpIPredicate::sgt:
        pred = arith::CmpIPredicate::slt;
        break;
      case arith::CmpIPredicate::sge:
        pred = arith::CmpIPredicate::sle;
        break;
      default:
        break;
      }
    }
    auto arg = dyn_cast<BlockArgument>(index);
    auto loop = arg ? dyn_cast<ForOp>(arg.getOwner()->getParentOp()) : ForOp();
    if (!c || !loop || !loop->isAncestor(ifOp))
      return failure();
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!lb || !ub || step != 1 || *ub <= *lb)
      return failure();
    std::optional<bool> taken = decide(pred, *lb, *ub - 1, *c);
    if (!taken)
      return failure();
    Block *branch = *taken ? ifOp.thenBlock() : ifOp.elseBlock();
    if (branch) {
      rewriter.eraseOp(branch->getTerminator());
      rewriter.inlineBlockBefore(branch, ifOp);
    }
    rewriter.eraseOp(ifOp);
    return success();
  }
};

struct TIRIfConvertParallelPass
    : tir::impl::TIRIfConvertParallelBase<TIRIfConvertParallelPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateIfConvertParallelPatterns(patterns);
    GreedyRewriteConfig config;
    tirpto::compat::setRegionSimplificationLevel(
        config, GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns),
                                            config)))
      signalPassFailure();
  }
};
} // namespace

void mlir::tir::populateIfConvertParallelPatterns(RewritePatternSet &patterns) {
  patterns.add<FoldBoundGuard>(patterns.getContext(), /*benefit=*/2);
  patterns.add<IfToSelect>(patterns.getContext());
}
