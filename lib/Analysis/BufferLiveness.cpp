//===- BufferLiveness.cpp - when local buffers occupy memory --------------===//

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::tirpto;

static void numberOps(Operation *op, DenseMap<Operation *, ProgramSpan> &spans,
                      int64_t &counter) {
  int64_t begin = counter++;
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      numberOps(&nested, spans, counter);
  spans[op] = {begin, counter - 1};
}

BufferLiveness::BufferLiveness(Operation *root) {
  int64_t counter = 0;
  numberOps(root, spans, counter);
}

/// Whether `op` is a loop that may run more than once: a loop of one
/// iteration is straight-line code once canonicalized (as the pipeline does
/// before ptoas sees it).
static bool isRepeatingLoop(Operation *op) {
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  if (!loop)
    return false;
  std::optional<OpFoldResult> lb = loop.getSingleLowerBound();
  std::optional<OpFoldResult> ub = loop.getSingleUpperBound();
  std::optional<OpFoldResult> step = loop.getSingleStep();
  if (!lb || !ub || !step)
    return true;
  std::optional<int64_t> trips =
      tirpto::compat::constantTripCount(*lb, *ub, *step);
  return !trips || *trips > 1;
}

void BufferLiveness::addUse(Operation *user, Block *home, ProgramSpan &live,
                            bool &inLoop) const {
  Operation *point = user;
  for (Operation *parent = user->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (parent->isAncestor(home->getParentOp()))
      break;
    if (isRepeatingLoop(parent)) {
      point = parent;
      inLoop = true;
    }
  }
  ProgramSpan span = spans.lookup(point);
  live.begin = std::min(live.begin, span.begin);
  live.end = std::max(live.end, span.end);
}

ProgramSpan BufferLiveness::finish(ProgramSpan live, bool inLoop,
                                   Block *home) const {
  if (inLoop && !home->empty())
    live.end = std::max(live.end, spans.lookup(&home->back()).end);
  return live;
}

ProgramSpan BufferLiveness::getLiveSpan(Value buffer, bool toEndOfBlock) const {
  ProgramSpan live = {std::numeric_limits<int64_t>::max(), -1};
  bool inLoop = false;
  Block *home = buffer.getParentBlock();
  SmallVector<Value> worklist{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == value) {
        llvm::append_range(worklist, user->getResults());
        continue;
      }
      addUse(user, home, live, inLoop);
    }
  }
  if (live.end < 0) {
    if (Operation *def = buffer.getDefiningOp())
      return spans.lookup(def);
    return spans.lookup(home->getParentOp());
  }
  return toEndOfBlock ? finish(live, inLoop, home) : live;
}

ProgramSpan BufferLiveness::getUseSpan(Operation *user, Block *home) const {
  ProgramSpan live = {std::numeric_limits<int64_t>::max(), -1};
  bool inLoop = false;
  addUse(user, home, live, inLoop);
  return finish(live, inLoop, home);
}

std::pair<int64_t, int64_t> mlir::tirpto::getPeakLiveBytes(
    ArrayRef<std::pair<int64_t, ProgramSpan>> buffers) {
  // Sweep over the starts and ends of the spans; at one point, ends are
  // applied after starts (a span includes its end point).
  SmallVector<std::pair<int64_t, int64_t>> events; // (point, +/- bytes)
  for (auto [bytes, live] : buffers) {
    events.push_back({live.begin, bytes});
    events.push_back({live.end + 1, -bytes});
  }
  llvm::sort(events, [](auto a, auto b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  });
  int64_t live = 0, peak = 0, peakPoint = 0;
  for (auto [point, delta] : events) {
    // Saturate: many huge buffers must not wrap around to a small sum.
    if (llvm::AddOverflow(live, delta, live))
      live = std::numeric_limits<int64_t>::max();
    if (live > peak) {
      peak = live;
      peakPoint = point;
    }
  }
  return {peak, peakPoint};
}
