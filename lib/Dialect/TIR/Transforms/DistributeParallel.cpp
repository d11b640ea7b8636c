//===- DistributeParallel.cpp - serial loops out of T.Parallel nests ------===//
//
// The tir-distribute-parallel pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRDISTRIBUTEPARALLEL
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

static bool isSerialLoop(Operation *op) {
  auto loop = dyn_cast<ForOp>(op);
  return loop && loop.getKind() != ForKind::Parallel;
}

/// A T.Parallel nest whose body holds serial loops among its statements
/// (`x[i, j] = c[i] * d[j]; for k in T.serial(K): x[i, j] += a[k, i] *
/// b[k, j]`, upstream's example_mhc_post.py): one nest per run of
/// statements, and each serial loop outside a nest of its own body. The
/// iterations of a T.Parallel nest are independent, so this is the same
/// work in another order where every buffer the body writes is accessed at
/// one element per iteration only.
struct DistributeNest : OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Whether `op` (a statement of a 1-D nest) is a row reduction that
  /// convert-tir-to-ascend lowers as it is: a serial loop whose index is
  /// the last index of an access whose one before is the nest's
  /// (`s[i] = s[i] + x[i, j]`).
  static bool isRowReduction(Operation *op, Value nestIndex) {
    auto loop = dyn_cast<ForOp>(op);
    if (!loop || loop.getKind() == ForKind::Parallel)
      return false;
    Value serialIndex = loop.getInductionVar();
    bool found = false;
    loop.walk([&](memref::LoadOp load) {
      ValueRange indices = load.getIndices();
      if (indices.size() >= 2 && indices.back() == serialIndex &&
          indices[indices.size() - 2] == nestIndex)
        found = true;
    });
    return found;
  }

  /// The buffer a view of it (memref.subview, tir.view) is of.
  static Value baseOf(Value buffer) {
    while (true) {
      if (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
        buffer = view.getViewSource();
      else if (auto view = buffer.getDefiningOp<ViewOp>())
        buffer = view.getSource();
      else
        return buffer;
    }
  }

  /// Whether two buffers may share storage: views of one buffer (TVM
  /// takes distinct buffer parameters not to alias, as its C output marks
  /// them restrict).
  static bool mayAlias(Value a, Value b) { return baseOf(a) == baseOf(b); }

  /// Whether `index` is the loop index `iv`, or `iv` plus a value the nest
  /// does not change (`bx * 32 + i`): one element per iteration.
  static bool followsIndex(Value index, Value iv, ArrayRef<Value> ivs,
                           ForOp root) {
    if (index == iv)
      return true;
    auto add = index.getDefiningOp<arith::AddIOp>();
    if (!add)
      return false;
    Value other = add.getLhs() == iv   ? add.getRhs()
                  : add.getRhs() == iv ? add.getLhs()
                                       : Value();
    return other && !dependsOnAny(other, ivs, root);
  }

  /// Whether `value` is computed from one of `ivs` inside `root`.
  static bool dependsOnAny(Value value, ArrayRef<Value> ivs, ForOp root) {
    if (llvm::is_contained(ivs, value))
      return true;
    Operation *def = value.getDefiningOp();
    if (!def || !root->isAncestor(def))
      return false;
    return llvm::any_of(def->getOperands(), [&](Value operand) {
      return dependsOnAny(operand, ivs, root);
    });
  }

  /// Whether the body may be split: only loads, stores, pure ops, serial
  /// loops and branches; every buffer it writes accessed (through no other
  /// view of it) at the same indices everywhere, indices
  /// that follow every loop index of the nest.
  static bool isDistributable(Block *body, ArrayRef<Value> ivs, ForOp root,
                              DenseSet<Value> &written) {
    bool ok = true;
    DenseMap<Value, SmallVector<Value>> places;
    auto check = [&](Value buffer, ValueRange indices) {
      auto [it, inserted] =
          places.try_emplace(buffer, SmallVector<Value>(indices));
      if (!inserted &&
          (it->second.size() != indices.size() ||
           !llvm::all_of(llvm::zip(it->second, indices), [](auto pair) {
             return isSameComputation(std::get<0>(pair), std::get<1>(pair));
           })))
        ok = false;
    };
    body->walk([&](Operation *op) {
      if (auto store = dyn_cast<memref::StoreOp>(op)) {
        written.insert(store.getMemRef());
        for (Value iv : ivs)
          if (!llvm::any_of(store.getIndices(), [&](Value index) {
                return followsIndex(index, iv, ivs, root);
              }))
            ok = false;
      } else if (!isa<memref::LoadOp, ForOp, scf::IfOp, scf::YieldOp>(op) &&
                 !isValueComputation(op)) {
        ok = false;
      }
      if (auto loop = dyn_cast<ForOp>(op);
          loop && loop.getKind() == ForKind::Parallel)
        ok = false;
    });
    if (!ok)
      return false;
    // Written buffers are reached through one value each.
    for (Value a : written)
      for (Value b : written)
        if (a != b && mayAlias(a, b))
          return false;
    body->walk([&](Operation *op) {
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        for (Value buffer : written)
          if (mayAlias(load.getMemRef(), buffer)) {
            if (load.getMemRef() != buffer)
              ok = false;
            else
              check(buffer, load.getIndices());
          }
      } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
        check(store.getMemRef(), store.getIndices());
      }
    });
    return ok;
  }

  /// Whether `value` may be computed again elsewhere in the nest (a part
  /// before it, or each iteration of a moved loop): defined outside the
  /// body, or by value computations and loads of buffers the body does not
  /// write, all the way back.
  static bool isRecomputable(Value value, Block *body,
                             const DenseSet<Value> &written) {
    Operation *def = value.getDefiningOp();
    if (!def || !body->getParent()->isAncestor(def->getParentRegion()))
      return true;
    if (auto load = dyn_cast<memref::LoadOp>(def)) {
      if (llvm::any_of(written, [&](Value buffer) {
            return mayAlias(load.getMemRef(), buffer);
          }))
        return false;
    } else if (!isValueComputation(def)) {
      return false;
    }
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return isRecomputable(operand, body, written);
    });
  }

  LogicalResult matchAndRewrite(ForOp root,
                                PatternRewriter &rewriter) const override {
    if (!isOutermostParallelLoop(root))
      return failure();
    // One or two loops (deeper nests are not T.Parallel tiles).
    SmallVector<ForOp> loops = getPerfectParallelNest(root);
    if (loops.size() > 2)
      return failure();
    SmallVector<Value> ivs;
    for (ForOp loop : loops) {
      ivs.push_back(loop.getInductionVar());
      for (Value bound :
           {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
        if (root->isAncestor(bound.getParentBlock()->getParentOp()))
          return failure();
    }
    Block *body = &loops.back().getBody().front();

    // The statements (ops with effects), in order; pure ops and loads are
    // values, computed where a statement uses them.
    SmallVector<Operation *> statements;
    for (Operation &op : body->getOperations())
      if (!isValueComputation(&op) && !isa<memref::LoadOp>(op))
        statements.push_back(&op);
    if (!llvm::any_of(statements, isSerialLoop))
      return failure();
    // A 1-D nest of one row reduction is lowered as it is.
    if (loops.size() == 1 && statements.size() == 1 &&
        isRowReduction(statements.front(), ivs.front()))
      return failure();
    DenseSet<Value> written;
    if (!isDistributable(body, ivs, root, written))
      return failure();
    // Serial loops whose bounds the nest does not change.
    for (Operation *statement : statements)
      if (auto loop = dyn_cast<ForOp>(statement))
        for (Value bound :
             {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
          if (root->isAncestor(bound.getParentBlock()->getParentOp()))
            return failure();

    // The groups: runs of other statements, each serial loop alone. Each
    // op of the body belongs to the group of the first statement at or
    // after it.
    SmallVector<SmallVector<Operation *>> groups;
    DenseMap<Operation *, unsigned> groupOf;
    bool lastWasLoop = true;
    for (Operation *statement : statements) {
      bool loop = isSerialLoop(statement);
      if (loop || lastWasLoop)
        groups.emplace_back();
      groups.back().push_back(statement);
      lastWasLoop = loop;
    }
    {
      unsigned group = 0, seen = 0;
      for (Operation &op : body->getOperations()) {
        groupOf[&op] = group;
        if (seen < groups[group].size() && groups[group][seen] == &op &&
            ++seen == groups[group].size() && group + 1 < groups.size()) {
          ++group;
          seen = 0;
        }
      }
    }
    // A value used in another group than its own is computed again there,
    // and a value before a loop that moves out of the nest is computed in
    // each of its iterations: only recomputable values may be.
    auto movesOut = [&](unsigned group) {
      Operation *first = groups[group].front();
      return isSerialLoop(first) &&
             !(loops.size() == 1 && isRowReduction(first, ivs.front()));
    };
    for (Operation &op : body->getOperations()) {
      unsigned group = groupOf.lookup(&op);
      bool again = movesOut(group) && &op != groups[group].front();
      for (Operation *user : op.getUsers()) {
        Operation *top = body->findAncestorOpInBlock(*user);
        if (top && groupOf.lookup(top) != group)
          again = true;
      }
      if (again && llvm::any_of(op.getResults(), [&](Value result) {
            return !isRecomputable(result, body, written);
          }))
        return failure();
    }

    // One nest per group, in order, before the old one.
    Location loc = root.getLoc();
    rewriter.setInsertionPoint(root);
    for (auto &group : groups) {
      // A serial loop moves out of its nest, but a row reduction of a 1-D
      // nest stays in a nest of its own.
      ForOp serial = isSerialLoop(group.front()) &&
                             !(loops.size() == 1 &&
                               isRowReduction(group.front(), ivs.front()))
                         ? cast<ForOp>(group.front())
                         : ForOp();
      IRMapping mapping;
      Operation *top = nullptr;
      if (serial) {
        // The serial loop outside, the nest inside it.
        auto outer = cast<ForOp>(rewriter.cloneWithoutRegions(*serial));
        top = outer;
        Block *block = rewriter.createBlock(&outer.getBody(), {},
                                            rewriter.getIndexType(), loc);
        mapping.map(serial.getInductionVar(), block->getArgument(0));
        rewriter.setInsertionPointToStart(block);
      }
      for (auto [loop, iv] : llvm::zip(loops, ivs)) {
        auto copy = cast<ForOp>(rewriter.cloneWithoutRegions(*loop));
        if (!top)
          top = copy;
        Block *block = rewriter.createBlock(&copy.getBody(), {},
                                            rewriter.getIndexType(), loc);
        mapping.map(iv, block->getArgument(0));
        rewriter.setInsertionPointToStart(block);
      }
      // The values the group reads from other groups, then its ops.
      std::function<void(Value)> materialize = [&](Value value) {
        Operation *def = value.getDefiningOp();
        if (mapping.contains(value) || !def || def->getBlock() != body)
          return;
        for (Value operand : def->getOperands())
          materialize(operand);
        rewriter.clone(*def, mapping);
      };
      unsigned index = &group - &groups[0];
      SmallVector<Operation *> own;
      for (Operation &op : body->getOperations())
        if (groupOf.lookup(&op) == index)
          own.push_back(&op);
      for (Operation *op : own) {
        Operation *inner = op;
        if (serial && op == serial.getOperation())
          continue;
        for (Value operand : inner->getOperands())
          if (Operation *def = operand.getDefiningOp();
              def && def->getBlock() == body && groupOf.lookup(def) != index)
            materialize(operand);
        inner->walk([&](Operation *nested) {
          for (Value operand : nested->getOperands())
            if (Operation *def = operand.getDefiningOp();
                def && def->getBlock() == body && groupOf.lookup(def) != index)
              materialize(operand);
        });
        rewriter.clone(*op, mapping);
      }
      if (serial) {
        // The loop's own body, at the nest's indices.
        for (Operation &op : serial.getBody().front().getOperations())
          op.walk([&](Operation *nested) {
            for (Value operand : nested->getOperands())
              if (Operation *def = operand.getDefiningOp();
                  def && def->getBlock() == body)
                materialize(operand);
          });
        for (Operation &op : serial.getBody().front().getOperations())
          rewriter.clone(op, mapping);
      }
      rewriter.setInsertionPointAfter(top);
    }
    rewriter.eraseOp(root);
    return success();
  }
};

struct TIRDistributeParallelPass
    : tir::impl::TIRDistributeParallelBase<TIRDistributeParallelPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DistributeNest>(&getContext());
    if (failed(
            applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
