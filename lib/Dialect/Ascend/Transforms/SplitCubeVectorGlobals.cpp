//===- SplitCubeVectorGlobals.cpp - global buffers the cores share --------===//
//
// ascend-split-cube-vector, before the split: the cross-core flags that
// order a developer-mode kernel's accesses of global buffers both its Cube
// and its Vector work use (a result the Cube writes to a workspace argument
// and the Vector cores read back, as tilelang-ascend's auto CV sync does).
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;
using namespace mlir::ascend;

std::string mlir::ascend::describeGlobalArgument(func::FuncOp func,
                                                 unsigned arg) {
  std::string text = "global buffer #" + std::to_string(arg);
  if (auto name = dyn_cast<NameLoc>(func.getArgument(arg).getLoc()))
    text += " ('" + name.getName().str() + "')";
  return text;
}

CrossCoreFlagAllocator::CrossCoreFlagAllocator(func::FuncOp kernel) {
  kernel.walk([&](Operation *op) {
    if (auto set = dyn_cast<CrossCoreSetOp>(op))
      used.insert(set.getFlag());
    if (auto wait = dyn_cast<CrossCoreWaitOp>(op))
      used.insert(wait.getFlag());
  });
}

std::optional<int64_t> CrossCoreFlagAllocator::allocate() {
  while (next < tirpto::kNumCrossCoreFlags && used.contains(next))
    ++next;
  if (next >= tirpto::kNumCrossCoreFlags)
    return std::nullopt;
  used.insert(next);
  return next++;
}

namespace {
/// One core's access of a global buffer.
struct Access {
  Operation *op;
  CoreType core;
  Pipe pipe;
  bool write;
};

/// Consecutive accesses by one core, as ops of the block holding them all.
struct Run {
  CoreType core;
  Operation *first, *last;
  /// The pipes of the first and the last access.
  Pipe firstPipe, lastPipe;
  bool write = false;
};
} // namespace

/// The accesses of each global buffer argument by Cube or Vector work, in
/// program order.
static std::map<unsigned, SmallVector<Access>>
collectGlobalAccesses(func::FuncOp kernel) {
  std::map<unsigned, SmallVector<Access>> accesses;
  kernel.walk([&](PipeOpInterface op) {
    std::optional<CoreType> core = op.getCoreType();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op.getOperation());
    if (!core || !effects)
      return;
    llvm::SmallDenseMap<unsigned, bool> args;
    for (Value operand : op->getOperands()) {
      std::optional<unsigned> arg = getGlobalArgumentOperand(operand);
      if (!arg)
        continue;
      args[*arg] |=
          effects.getEffectOnValue<MemoryEffects::Write>(operand).has_value();
    }
    for (auto [arg, write] : args)
      accesses[arg].push_back({op, *core, op.getPipe(), write});
  });
  return accesses;
}

/// The innermost block of `kernel` that holds all of `accesses`.
static Block *getCommonBlock(ArrayRef<Access> accesses) {
  Block *block = accesses.front().op->getBlock();
  for (const Access &access : accesses.drop_front())
    while (!block->findAncestorOpInBlock(*access.op))
      block = block->getParentOp()->getBlock();
  return block;
}

LogicalResult
mlir::ascend::orderSharedGlobals(func::FuncOp kernel,
                                 llvm::SmallDenseSet<unsigned> &ordered) {
  MLIRContext *context = kernel.getContext();
  CrossCoreFlagAllocator flags(kernel);
  OpBuilder builder(context);
  auto set = [&](Location loc, CoreType core, Pipe pipe, int64_t flag) {
    builder.create<CrossCoreSetOp>(loc, CoreTypeAttr::get(context, core),
                                   PipeAttr::get(context, pipe),
                                   builder.getI32IntegerAttr(flag));
  };
  auto wait = [&](Location loc, CoreType core, Pipe pipe, int64_t flag) {
    builder.create<CrossCoreWaitOp>(loc, CoreTypeAttr::get(context, core),
                                    PipeAttr::get(context, pipe),
                                    builder.getI32IntegerAttr(flag));
  };
  Block &body = kernel.getBody().front();

  for (auto &[arg, accesses] : collectGlobalAccesses(kernel)) {
    bool cube = false, vector = false, write = false;
    for (const Access &access : accesses) {
      (access.core == CoreType::AIC ? cube : vector) = true;
      write |= access.write;
    }
    if (!cube || !vector || !write)
      continue;
    // The accesses as ops of the block that holds them all, merged into
    // runs of one core.
    Block *block = getCommonBlock(accesses);
    SmallVector<Run> runs;
    for (const Access &access : accesses) {
      Operation *op = block->findAncestorOpInBlock(*access.op);
      if (!runs.empty() && runs.back().last == op &&
          runs.back().core != access.core) {
        bool allInside = llvm::all_of(accesses, [&](const Access &other) {
          return op->isAncestor(other.op);
        });
        InFlightDiagnostic diag =
            op->emitOpError("holds accesses of ")
            << describeGlobalArgument(kernel, arg)
            << " by both the Cube and the Vector work, "
            << (allInside ? "in different regions or blocks of it (such as "
                            "the two branches of an if)"
                          : "while other accesses of it are outside the op")
            << ": ordering them between the cores (cross-core flags) is not "
               "lowered yet";
        diag.attachNote(access.op->getLoc()) << "this access";
        return failure();
      }
      if (runs.empty() || runs.back().core != access.core)
        runs.push_back({access.core, op, op, access.pipe, access.pipe});
      runs.back().last = op;
      runs.back().lastPipe = access.pipe;
      runs.back().write |= access.write;
    }
    // The Cube and both Vector sub-blocks take part in each flag.
    if (Operation *control = getSubBlockControl(runs.front().first, kernel)) {
      InFlightDiagnostic diag =
          accesses.front().op->emitOpError("copies ")
          << describeGlobalArgument(kernel, arg)
          << ", which the other core's work also copies, under control that "
             "depends on the sub-block id: the Cube and both Vector "
             "sub-blocks must each take part in the cross-core flags that "
             "order the copies, or one waits for the other forever";
      diag.attachNote(control->getLoc()) << "depends on the sub-block id here";
      return failure();
    }
    // A block in a loop runs again: its last run precedes its first one in
    // the next iteration. Where both are of one core they are one run
    // across the iterations, whose copies the other core's runs on either
    // side must wait for if either writes; otherwise the last run hands
    // over to the first one.
    bool inLoop = false;
    for (Operation *parent = block->getParentOp(); parent != kernel;
         parent = parent->getParentOp())
      inLoop |= isa<LoopLikeOpInterface>(parent);
    if (inLoop && runs.back().core == runs.front().core) {
      bool write = runs.front().write || runs.back().write;
      runs.front().write = runs.back().write = write;
    }
    bool wrap = inLoop && runs.back().core != runs.front().core &&
                (runs.back().write || runs.front().write);
    auto order = [&](const Run &from, const Run &to) -> LogicalResult {
      std::optional<int64_t> flag = flags.allocate();
      if (!flag)
        return to.first->emitOpError("needs a cross-core flag to wait for ")
               << "the other core's access of "
               << describeGlobalArgument(kernel, arg)
               << ", but the kernel uses all " << tirpto::kNumCrossCoreFlags;
      builder.setInsertionPointAfter(from.last);
      set(from.last->getLoc(), from.core, from.lastPipe, *flag);
      builder.setInsertionPoint(to.first);
      wait(to.first->getLoc(), to.core, to.firstPipe, *flag);
      if (&to == &runs.front()) {
        // The first iteration need not wait: the flag is set once before
        // the loop, and the last iteration's is taken at the end.
        builder.setInsertionPointToStart(&body);
        set(kernel.getLoc(), from.core, from.lastPipe, *flag);
        builder.setInsertionPoint(body.getTerminator());
        wait(kernel.getLoc(), to.core, to.firstPipe, *flag);
      }
      return success();
    };
    for (auto [from, to] : llvm::zip(runs, llvm::drop_begin(runs)))
      if ((from.write || to.write) && failed(order(from, to)))
        return failure();
    if (wrap && failed(order(runs.back(), runs.front())))
      return failure();
    ordered.insert(arg);
  }
  return success();
}
