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

/// The `index`-th Vector wait of `flag` among the ops of `block` from
/// `from` on (its direct children: a wait inside a branch or a nested loop
/// runs another number of times), if any.
static CrossCoreWaitOp getVectorWait(Block *block, Operation *from,
                                     int64_t flag, unsigned index) {
  for (Operation *op = from; op; op = op->getNextNode()) {
    auto wait = dyn_cast<CrossCoreWaitOp>(op);
    if (!wait || wait.getCore() != CoreType::AIV ||
        static_cast<int64_t>(wait.getFlag()) != flag)
      continue;
    if (index-- == 0)
      return wait;
  }
  return {};
}

CrossCoreWaitOp mlir::ascend::getVectorHalfWait(CrossCoreCopyOp copy) {
  // The Cube's flag after the hand-off.
  CrossCoreSetOp ready;
  for (Operation *op = copy->getNextNode(); op && !ready;
       op = op->getNextNode()) {
    if (isa<CrossCoreCopyOp>(op))
      return {};
    auto set = dyn_cast<CrossCoreSetOp>(op);
    if (set && set.getCore() == CoreType::AIC)
      ready = set;
  }
  if (!ready)
    return {};
  int64_t flag = ready.getFlag();
  Block *block = copy->getBlock();
  // Which of the Cube's sets of that flag in the block it is.
  unsigned index = 0;
  for (Operation &op : *block) {
    if (&op == ready.getOperation())
      break;
    auto set = dyn_cast<CrossCoreSetOp>(op);
    if (set && set.getCore() == CoreType::AIC &&
        static_cast<int64_t>(set.getFlag()) == flag)
      ++index;
  }
  // The matching wait after the hand-off, in its block...
  if (CrossCoreWaitOp wait =
          getVectorWait(block, copy->getNextNode(), flag, index))
    return wait;
  // ... or in a later loop of the same iterations as the hand-off's.
  auto loop = dyn_cast<scf::ForOp>(copy->getParentOp());
  if (!loop)
    return {};
  for (Operation *op = loop->getNextNode(); op; op = op->getNextNode()) {
    auto later = dyn_cast<scf::ForOp>(op);
    if (!later || !haveSameIterations(loop, later))
      continue;
    if (CrossCoreWaitOp wait = getVectorWait(
            later.getBody(), &later.getBody()->front(), flag, index))
      return wait;
  }
  return {};
}

LogicalResult mlir::ascend::checkVectorHalfWaits(func::FuncOp kernel) {
  WalkResult result = kernel.walk([&](CrossCoreCopyOp copy) {
    if (!isExpertHandOff(copy) || getVectorHalfWait(copy))
      return WalkResult::advance();
    copy.emitOpError(
        "hands a Cube result to the Vector cores in a kernel that orders "
        "its cores with its own cross-core flags, but no Vector wait takes "
        "it: tirpto's Vector cores read the tile after their wait for the "
        "flag the Cube sets right after the hand-off (the k-th set of that "
        "flag in the hand-off's block is taken by the k-th wait, after it, "
        "in the same block or, for a hand-off in a loop, in a later loop of "
        "the same iterations); set a cross-core flag after the copy and wait "
        "for it in T.Vector() before reading the buffer");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}
