//===- TestNormalizeOrder.cpp - a canonical order of pure ops -------------===//
//
// `test-normalize-order` (pto-opt, for tests): hoists every pure op without
// regions out of the regions it does not depend on (as high as its
// operands allow), merges the duplicates that makes (CSE), then places
// each such op just before its first use, its operands' definitions first,
// in operand order. Two modules that differ only in where and in which
// order independent pure computations are written (an index computed
// before or after another, once or in each loop that uses it) print the
// same afterwards, which lets a test compare an imported kernel with its
// hand-written twin. tir's arithmetic intrinsics (floormod, shifts, ...)
// count as pure here. The ops with side effects, regions or terminators
// keep their order.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

namespace {
struct TestNormalizeOrderPass
    : PassWrapper<TestNormalizeOrderPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestNormalizeOrderPass)

  StringRef getArgument() const final { return "test-normalize-order"; }
  StringRef getDescription() const final {
    return "Test only: move each pure op just before its first use, "
           "operands first, so that modules differing only in the order of "
           "independent pure ops print the same";
  }

  static bool isMovable(Operation *op) {
    if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>())
      return false;
    if (isPure(op))
      return true;
    // The arithmetic intrinsics of tir compute a value and nothing else.
    std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
    return intrinsic && op->getNumResults() == 1 &&
           llvm::is_contained(
               {tir::Intrinsic::ShiftRight, tir::Intrinsic::ShiftLeft,
                tir::Intrinsic::BitwiseAnd, tir::Intrinsic::BitwiseOr,
                tir::Intrinsic::BitwiseXor, tir::Intrinsic::BitwiseNot,
                tir::Intrinsic::FloorDiv, tir::Intrinsic::FloorMod,
                tir::Intrinsic::Sigmoid, tir::Intrinsic::IfThenElse},
               *intrinsic);
  }

  /// Moves movable ops out of the regions of their parents while their
  /// operands are defined outside; true if anything moved.
  static bool hoist(Operation *root) {
    bool changed = false;
    root->walk([&](Operation *op) {
      if (!isMovable(op))
        return;
      while (Operation *parent = op->getParentOp()) {
        if (parent == root || isa<ModuleOp, func::FuncOp>(parent))
          break;
        bool invariant = llvm::all_of(op->getOperands(), [&](Value operand) {
          return !parent->isAncestor(operand.getParentRegion()->getParentOp());
        });
        if (!invariant)
          break;
        op->moveBefore(parent);
        changed = true;
      }
    });
    return changed;
  }

  static void normalize(Block &block) {
    llvm::SmallPtrSet<Operation *, 32> placed;
    // Places `op` (a movable op of `block`) and its operands' definitions
    // before `before`.
    std::function<void(Operation *, Operation *)> place =
        [&](Operation *op, Operation *before) {
          if (!op || op->getBlock() != &block || !isMovable(op) ||
              !placed.insert(op).second)
            return;
          for (Value operand : op->getOperands())
            place(operand.getDefiningOp(), before);
          op->moveBefore(before);
        };
    SmallVector<Operation *> anchors;
    SmallVector<Operation *> movables;
    for (Operation &op : block)
      (isMovable(&op) ? movables : anchors).push_back(&op);
    for (Operation *anchor : anchors)
      anchor->walk<WalkOrder::PreOrder>([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          if (Operation *def = operand.getDefiningOp();
              def && def->getBlock() == &block)
            place(def, anchor);
      });
    // Pure ops no anchor uses: at the end, in their order.
    for (Operation *op : movables)
      if (!placed.contains(op)) {
        for (Value operand : op->getOperands())
          if (Operation *def = operand.getDefiningOp();
              def && def->getBlock() == &block && !placed.contains(def))
            def->moveBefore(&block, block.end());
        placed.insert(op);
        op->moveBefore(&block, block.end());
      }
    if (!block.empty() && !anchors.empty() &&
        anchors.back()->hasTrait<OpTrait::IsTerminator>())
      anchors.back()->moveBefore(&block, block.end());
  }

  void runOnOperation() override {
    while (hoist(getOperation())) {
      IRRewriter rewriter(&getContext());
      DominanceInfo dominance(getOperation());
      eliminateCommonSubExpressions(rewriter, dominance, getOperation());
    }
    getOperation()->walk([](Block *block) { normalize(*block); });
  }
};
} // namespace

namespace mlir::tirpto::test {
void registerTestNormalizeOrderPass() {
  PassRegistration<TestNormalizeOrderPass>();
}
} // namespace mlir::tirpto::test
