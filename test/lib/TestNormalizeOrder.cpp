//===- TestNormalizeOrder.cpp - a canonical order of pure ops -------------===//
//
// `test-normalize-order` (pto-opt, for tests): places every pure op without
// regions just before its first use, its operands' definitions first, in
// operand order. Two modules that differ only in the order of independent
// pure computations (an index computed before or after another) print the
// same afterwards, which lets a test compare an imported kernel with its
// hand-written twin. The ops with side effects, regions or terminators keep
// their order.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"
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
    return op->getNumRegions() == 0 && isPure(op) &&
           !op->hasTrait<OpTrait::IsTerminator>();
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
    getOperation()->walk([](Block *block) { normalize(*block); });
  }
};
} // namespace

namespace mlir::tirpto::test {
void registerTestNormalizeOrderPass() {
  PassRegistration<TestNormalizeOrderPass>();
}
} // namespace mlir::tirpto::test
