//===- SplitCubeVectorExpert.cpp - hand-offs in expert-mode kernels -------===//
//
// An expert-mode kernel (T.Cube() / T.Vector() sections joined by its own
// cross-core flags) may hand a Cube result to the Vector cores with
// T.dual_copy inside T.Cube(). On the hardware the fixpipe writes the
// Vector cores' UB, and the kernel's flags say when they may read it: the
// Cube sets a flag after the copy, the Vector section waits for it before
// reading. tirpto's hand-off has a Vector half (a wait for the tile and a
// load of it), which goes right after that wait of the Vector section.
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::ascend;

bool mlir::ascend::hasUserCrossCoreFlags(func::FuncOp kernel) {
  return kernel
      .walk([](Operation *op) {
        return isa<CrossCoreSetOp, CrossCoreWaitOp>(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

bool mlir::ascend::isExpertHandOff(CrossCoreCopyOp copy) {
  if (isToCube(copy))
    return false;
  auto kernel = copy->getParentOfType<func::FuncOp>();
  if (!kernel)
    return false;
  auto cores =
      kernel->getAttrOfType<ArrayAttr>(AscendDialect::kSectionCoresAttrName);
  return cores && cores.size() >= 2 && hasUserCrossCoreFlags(kernel);
}

/// Whether two loops run the same iterations: equal bounds and steps (the
/// same values, or equal constants).
static bool haveSameIterations(scf::ForOp a, scf::ForOp b) {
  auto same = [](Value x, Value y) {
    if (x == y)
      return true;
    std::optional<int64_t> cx = getConstantIntValue(x);
    std::optional<int64_t> cy = getConstantIntValue(y);
    return cx && cy && *cx == *cy;
  };
  return same(a.getLowerBound(), b.getLowerBound()) &&
         same(a.getUpperBound(), b.getUpperBound()) &&
         same(a.getStep(), b.getStep());
}

/// Whether `op` is a cross-core set by the Cube (`aic`) or a wait by the
/// Vector cores (`aiv`) of `flag`.
static bool isFlagOp(Operation *op, CoreType core, int64_t flag) {
  if (auto set = dyn_cast<CrossCoreSetOp>(op))
    return core == CoreType::AIC && set.getCore() == CoreType::AIC &&
           static_cast<int64_t>(set.getFlag()) == flag;
  if (auto wait = dyn_cast<CrossCoreWaitOp>(op))
    return core == CoreType::AIV && wait.getCore() == CoreType::AIV &&
           static_cast<int64_t>(wait.getFlag()) == flag;
  return false;
}

/// The flag ops of `core` and `flag` among the direct children of `block`
/// (one in a branch or a nested loop runs another number of times).
static SmallVector<Operation *> getFlagOps(Block *block, CoreType core,
                                           int64_t flag) {
  SmallVector<Operation *> ops;
  for (Operation &op : *block)
    if (isFlagOp(&op, core, flag))
      ops.push_back(&op);
  return ops;
}

/// Whether a Vector op of `block` strictly between `from` and `to` (both in
/// it; null: the block's ends) uses `buffer` or a view of it. Other
/// hand-offs into it are the Cube's, which the kernel's flags order.
static bool isUsedBetween(Value buffer, Block *block, Operation *from,
                          Operation *to) {
  SmallVector<Value> buffers = {buffer};
  while (!buffers.empty()) {
    Value next = buffers.pop_back_val();
    for (Operation *user : next.getUsers()) {
      if (isa<ViewLikeOpInterface>(user)) {
        for (Value result : user->getResults())
          buffers.push_back(result);
        continue;
      }
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor || ancestor == from || ancestor == to ||
          isa<CrossCoreCopyOp>(user))
        continue;
      if ((!from || from->isBeforeInBlock(ancestor)) &&
          (!to || ancestor->isBeforeInBlock(to)))
        return true;
    }
  }
  return false;
}

/// The loops among the direct children of `block` with the iterations of
/// `like` that hold (directly) a flag op of `core` and `flag`.
static SmallVector<scf::ForOp> getFlagLoops(Block *block, scf::ForOp like,
                                            CoreType core, int64_t flag) {
  SmallVector<scf::ForOp> loops;
  for (Operation &op : *block)
    if (auto loop = dyn_cast<scf::ForOp>(op))
      if (haveSameIterations(loop, like) &&
          !getFlagOps(loop.getBody(), core, flag).empty())
        loops.push_back(loop);
  return loops;
}

CrossCoreWaitOp mlir::ascend::getVectorHalfWait(CrossCoreCopyOp copy) {
  // The Cube's flags after the hand-off, before the next one: each says the
  // tile is there (the fixpipe finishes the copy before a set on FIX).
  SmallVector<CrossCoreSetOp> readySets;
  for (Operation *op = copy->getNextNode(); op; op = op->getNextNode()) {
    if (isa<CrossCoreCopyOp>(op))
      break;
    auto set = dyn_cast<CrossCoreSetOp>(op);
    if (set && set.getCore() == CoreType::AIC)
      readySets.push_back(set);
  }
  if (readySets.empty())
    return {};
  Block *block = copy->getBlock();
  // In the same block: the k-th set of a flag is taken by the k-th wait of
  // it; the Vector cores take the tile at the first of those waits.
  CrossCoreWaitOp first;
  for (CrossCoreSetOp ready : readySets) {
    int64_t flag = ready.getFlag();
    SmallVector<Operation *> sets = getFlagOps(block, CoreType::AIC, flag);
    unsigned index = llvm::find(sets, ready.getOperation()) - sets.begin();
    SmallVector<Operation *> waits = getFlagOps(block, CoreType::AIV, flag);
    if (index >= waits.size() || !copy->isBeforeInBlock(waits[index]))
      continue;
    if (!first || waits[index]->isBeforeInBlock(first))
      first = cast<CrossCoreWaitOp>(waits[index]);
  }
  if (first)
    return first;
  // A hand-off in a loop: the Vector section's loop of the same iterations
  // that waits for the first flag, paired by their order among such loops,
  // with as many waits per iteration as the Cube's loop has sets, the
  // buffer used neither between the loops nor in an iteration before the
  // wait (a software-pipelined loop that reads the tile of the iteration
  // before is not lowered).
  auto loop = dyn_cast<scf::ForOp>(copy->getParentOp());
  if (!loop)
    return {};
  Block *outer = loop->getBlock();
  Value buffer = copy.getTarget();
  for (CrossCoreSetOp ready : readySets) {
    int64_t flag = ready.getFlag();
    if (!getFlagOps(block, CoreType::AIV, flag).empty())
      continue;
    SmallVector<Operation *> sets = getFlagOps(block, CoreType::AIC, flag);
    unsigned index = llvm::find(sets, ready.getOperation()) - sets.begin();
    SmallVector<scf::ForOp> cubeLoops =
        getFlagLoops(outer, loop, CoreType::AIC, flag);
    SmallVector<scf::ForOp> vectorLoops =
        getFlagLoops(outer, loop, CoreType::AIV, flag);
    auto position = llvm::find(cubeLoops, loop);
    if (position == cubeLoops.end() || cubeLoops.size() != vectorLoops.size())
      continue;
    scf::ForOp later = vectorLoops[position - cubeLoops.begin()];
    SmallVector<Operation *> loopWaits =
        getFlagOps(later.getBody(), CoreType::AIV, flag);
    if (!loop->isBeforeInBlock(later) || loopWaits.size() != sets.size())
      continue;
    auto wait = cast<CrossCoreWaitOp>(loopWaits[index]);
    if (isUsedBetween(buffer, outer, loop, later) ||
        isUsedBetween(buffer, later.getBody(), nullptr, wait))
      continue;
    if (!first ||
        (first->getBlock() == wait->getBlock() && wait->isBeforeInBlock(first)))
      first = wait;
  }
  return first;
}

LogicalResult mlir::ascend::checkVectorHalfWaits(func::FuncOp kernel) {
  WalkResult result = kernel.walk([&](CrossCoreCopyOp copy) {
    auto func = copy->getParentOfType<func::FuncOp>();
    auto cores =
        func->getAttrOfType<ArrayAttr>(AscendDialect::kSectionCoresAttrName);
    if (isToCube(copy) && cores && cores.size() >= 2) {
      copy.emitOpError(
          "hands a Vector result to the Cube in a kernel that orders its "
          "cores with its own cross-core flags, which is not lowered yet: "
          "where the Cube takes it (after which of its waits) is not known; "
          "hand it over through a global buffer and the kernel's flags");
      return WalkResult::interrupt();
    }
    if (!isExpertHandOff(copy) || getVectorHalfWait(copy))
      return WalkResult::advance();
    copy.emitOpError(
        "hands a Cube result to the Vector cores in a kernel that orders "
        "its cores with its own cross-core flags, but no Vector wait takes "
        "it: tirpto's Vector cores read the tile right after their first "
        "wait for a flag the Cube sets after the hand-off (the k-th set of "
        "a flag in the hand-off's block is taken by the k-th wait, after it, "
        "in the same block or, for a hand-off in a loop, in the Vector "
        "section's loop of the same iterations, paired by their order, with "
        "as many waits per iteration and no use of the buffer before that "
        "wait in an iteration); set a cross-core flag after the copy and "
        "wait for it in T.Vector() before using the buffer");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}
