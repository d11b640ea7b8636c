//===- ScalarSlots.cpp - local.var slots to SSA values --------------------===//
//
// TileLang's `T.alloc_var` scalars arrive as one-element `local.var` buffers
// read and written with memref.load/store. convert-tir-to-ascend first turns
// each into a memref.alloca slot (in no memory space), then this promotion
// replaces the slot by SSA values: a store defines the current value, a load
// reads it, and a value written inside an scf.for or scf.if flows out of it
// as an extra loop-carried value or result. This is mem2reg for structured
// control flow (upstream mem2reg handles only branches between blocks).
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace {
using State = DenseMap<Value, Value>;

class SlotPromoter {
public:
  explicit SlotPromoter(MLIRContext *context) : rewriter(context) {}

  LogicalResult run(Operation *root) {
    bool ok = true;
    root->walk([&](memref::AllocaOp alloca) {
      MemRefType type = alloca.getType();
      if (type.getMemorySpace() || type.getNumElements() != 1)
        return;
      for (Operation *user : alloca->getUsers())
        if (!isa<memref::LoadOp, memref::StoreOp>(user) ||
            (isa<memref::StoreOp>(user) &&
             cast<memref::StoreOp>(user).getValue() == alloca.getResult())) {
          user->emitOpError("uses the local.var ")
              << describe(alloca)
              << "; a scalar variable can only be read and written";
          ok = false;
        }
      slots.insert(alloca.getResult());
    });
    if (!ok)
      return failure();
    if (slots.empty())
      return success();
    WalkResult result = root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      auto func = dyn_cast<FunctionOpInterface>(op);
      if (!func || func.isExternal())
        return WalkResult::advance();
      State state;
      if (failed(processBlock(func.getFunctionBody().front(), state)))
        return WalkResult::interrupt();
      return WalkResult::skip();
    });
    if (result.wasInterrupted())
      return failure();
    for (Value slot : slots)
      rewriter.eraseOp(slot.getDefiningOp());
    return success();
  }

private:
  static std::string describe(memref::AllocaOp alloca) {
    if (auto name = dyn_cast<NameLoc>(alloca.getLoc()))
      return ("'" + name.getName().getValue() + "'").str();
    return "scalar";
  }

  bool isSlot(Value value) { return slots.contains(value); }

  /// The slots stored to anywhere inside `op`'s regions, in a fixed order.
  SmallVector<Value> storedInside(Operation *op) {
    llvm::SetVector<Value> stored;
    op->walk([&](memref::StoreOp store) {
      if (isSlot(store.getMemRef()))
        stored.insert(store.getMemRef());
    });
    return stored.takeVector();
  }

  bool accessesSlots(Operation *op) {
    return op
        ->walk([&](Operation *nested) {
          if (auto load = dyn_cast<memref::LoadOp>(nested);
              load && isSlot(load.getMemRef()))
            return WalkResult::interrupt();
          if (auto store = dyn_cast<memref::StoreOp>(nested);
              store && isSlot(store.getMemRef()))
            return WalkResult::interrupt();
          return WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// The value of `slot` entering a region: the current one, or zero when
  /// the variable was not written yet (reading it is undefined in TIR).
  Value currentOrZero(Value slot, State &state, Location loc) {
    if (Value value = state.lookup(slot))
      return value;
    Type type = cast<MemRefType>(slot.getType()).getElementType();
    return rewriter.create<arith::ConstantOp>(loc, type,
                                              rewriter.getZeroAttr(type));
  }

  LogicalResult processBlock(Block &block, State &state) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        if (!isSlot(load.getMemRef()))
          continue;
        Value value = state.lookup(load.getMemRef());
        if (!value)
          return load.emitOpError("reads the local.var ")
                 << describe(load.getMemRef().getDefiningOp<memref::AllocaOp>())
                 << " before any write to it";
        rewriter.replaceOp(load, value);
        continue;
      }
      if (auto store = dyn_cast<memref::StoreOp>(op)) {
        if (!isSlot(store.getMemRef()))
          continue;
        state[store.getMemRef()] = store.getValue();
        rewriter.eraseOp(store);
        continue;
      }
      if (op.getNumRegions() == 0 || !accessesSlots(&op))
        continue;
      if (auto loop = dyn_cast<scf::ForOp>(op)) {
        if (failed(processFor(loop, state)))
          return failure();
        continue;
      }
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        if (failed(processIf(ifOp, state)))
          return failure();
        continue;
      }
      return op.emitOpError("reads or writes a local.var inside its regions; "
                            "only scf.for and scf.if carry scalar variables");
    }
    return success();
  }

  /// Whether the first access to `slot` inside `op`, in program order, is a
  /// read (so the loop reads a value from before it).
  bool readFirst(Operation *op, Value slot) {
    bool read = false;
    op->walk<WalkOrder::PreOrder>([&](Operation *nested) {
      if (auto load = dyn_cast<memref::LoadOp>(nested);
          load && load.getMemRef() == slot) {
        read = true;
        return WalkResult::interrupt();
      }
      if (auto store = dyn_cast<memref::StoreOp>(nested);
          store && store.getMemRef() == slot)
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return read;
  }

  LogicalResult processFor(scf::ForOp loop, State &state) {
    SmallVector<Value> carried = storedInside(loop);
    for (Value slot : carried)
      if (!state.lookup(slot) && readFirst(loop, slot))
        return loop.emitOpError("reads the local.var ")
               << describe(slot.getDefiningOp<memref::AllocaOp>())
               << " before any write to it (its first iteration would read "
                  "an undefined value)";
    rewriter.setInsertionPoint(loop);
    SmallVector<Value> inits;
    for (Value slot : carried)
      inits.push_back(currentOrZero(slot, state, loop.getLoc()));
    unsigned oldResults = loop.getNumResults();
    scf::ForOp newLoop = loop;
    if (!carried.empty()) {
      FailureOr<LoopLikeOpInterface> replaced =
          cast<LoopLikeOpInterface>(loop.getOperation())
              .replaceWithAdditionalYields(
                  rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
                  [](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
                    return SmallVector<Value>(args.begin(), args.end());
                  });
      if (failed(replaced))
        return loop.emitOpError("could not carry local.var values");
      newLoop = cast<scf::ForOp>(replaced->getOperation());
    }
    State bodyState = state;
    Block *body = newLoop.getBody();
    for (auto [i, slot] : llvm::enumerate(carried))
      bodyState[slot] = body->getArgument(1 + oldResults + i);
    if (failed(processBlock(*body, bodyState)))
      return failure();
    auto yield = cast<scf::YieldOp>(body->getTerminator());
    for (auto [i, slot] : llvm::enumerate(carried))
      yield->setOperand(oldResults + i, bodyState.lookup(slot));
    for (auto [i, slot] : llvm::enumerate(carried))
      state[slot] = newLoop.getResult(oldResults + i);
    return success();
  }

  LogicalResult processIf(scf::IfOp ifOp, State &state) {
    SmallVector<Value> carried = storedInside(ifOp);
    rewriter.setInsertionPoint(ifOp);
    SmallVector<Value> before;
    for (Value slot : carried)
      before.push_back(currentOrZero(slot, state, ifOp.getLoc()));
    SmallVector<Type> types(ifOp.getResultTypes());
    for (Value slot : carried)
      types.push_back(cast<MemRefType>(slot.getType()).getElementType());
    auto newIf = rewriter.create<scf::IfOp>(ifOp.getLoc(), types,
                                            ifOp.getCondition(),
                                            /*withElseRegion=*/true);
    for (Region *region : {&newIf.getThenRegion(), &newIf.getElseRegion()})
      if (!region->empty())
        rewriter.eraseBlock(&region->front());
    unsigned oldResults = ifOp.getNumResults();
    auto processBranch = [&](Region &from, Region &to) -> LogicalResult {
      if (from.empty()) {
        Block *block = rewriter.createBlock(&to);
        rewriter.setInsertionPointToEnd(block);
        rewriter.create<scf::YieldOp>(ifOp.getLoc(), before);
        return success();
      }
      rewriter.inlineRegionBefore(from, to, to.end());
      State branchState = state;
      for (auto [i, slot] : llvm::enumerate(carried))
        branchState[slot] = before[i];
      if (failed(processBlock(to.front(), branchState)))
        return failure();
      auto yield = cast<scf::YieldOp>(to.front().getTerminator());
      SmallVector<Value> operands(yield.getOperands());
      for (Value slot : carried)
        operands.push_back(branchState.lookup(slot));
      rewriter.modifyOpInPlace(yield,
                               [&] { yield->setOperands(operands); });
      return success();
    };
    if (failed(processBranch(ifOp.getThenRegion(), newIf.getThenRegion())) ||
        failed(processBranch(ifOp.getElseRegion(), newIf.getElseRegion())))
      return failure();
    rewriter.replaceOp(ifOp, newIf.getResults().take_front(oldResults));
    for (auto [i, slot] : llvm::enumerate(carried))
      state[slot] = newIf.getResult(oldResults + i);
    return success();
  }

  IRRewriter rewriter;
  llvm::SetVector<Value> slots;
};
} // namespace

LogicalResult mlir::tirpto::tir_to_ascend::promoteScalarSlots(Operation *root) {
  return SlotPromoter(root->getContext()).run(root);
}
