//===- Sync.cpp - flags and barriers between the pipes of a core ----------===//
//
// pto-insert-sync: every hazard between two tile or global-memory accesses
// issued on pipes of one core gets a set_flag / wait_flag pair (other pipes)
// or a pipe barrier (one pipe): the wait right before the later access, the
// set right after the earlier one where both are in one block (else right
// before the wait); flags of one pipe pair whose spans overlap get distinct
// event ids. ptoas then needs no --enable-insert-sync.
//
// pto-verify-sync: the same model (PipeHazards.h) with the function's own
// flags followed, reporting each hazard no flag or barrier orders and each
// misuse of a flag.
//
// See Passes.td for the contracts and docs/Passes.md for the model.
//
//===----------------------------------------------------------------------===//

#include "PipeHazards.h"

#include "tirpto/Dialect/PTO/Transforms/Passes.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::pto {
#define GEN_PASS_DEF_PTOINSERTSYNC
#define GEN_PASS_DEF_PTOVERIFYSYNC
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;

using namespace mlir::pto::sync;

namespace {

/// The event ids a function's own set/wait flags use for each pipe pair
/// (all of them for a pair with a run-time id).
using UsedIds = DenseMap<std::pair<unsigned, unsigned>, llvm::SmallBitVector>;

UsedIds collectUsedIds(func::FuncOp func) {
  UsedIds used;
  auto note = [&](Pipe src, Pipe dst, std::optional<Event> id) {
    llvm::SmallBitVector &ids =
        used[{static_cast<unsigned>(src), static_cast<unsigned>(dst)}];
    ids.resize(tirpto::kNumEventIds);
    if (id)
      ids.set(static_cast<unsigned>(*id));
    else
      ids.set();
  };
  func.walk([&](Operation *op) {
    if (auto set = dyn_cast<SetFlagOp>(op))
      note(set.getSrcPipe(), set.getDstPipe(), set.getEventId());
    else if (auto wait = dyn_cast<WaitFlagOp>(op))
      note(wait.getSrcPipe(), wait.getDstPipe(), wait.getEventId());
    else if (auto set = dyn_cast<SetFlagDynOp>(op))
      note(set.getSrcPipe(), set.getDstPipe(), std::nullopt);
    else if (auto wait = dyn_cast<WaitFlagDynOp>(op))
      note(wait.getSrcPipe(), wait.getDstPipe(), std::nullopt);
  });
  return used;
}

struct PTOInsertSyncPass : pto::impl::PTOInsertSyncBase<PTOInsertSyncPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    HazardAnalysis analysis(func, Mode::Insert);
    State end = analysis.run();
    UsedIds used = collectUsedIds(func);

    // Event ids: per pipe pair, flags whose spans (set to wait, in
    // program order) overlap take different ids, below the ones the
    // function's own flags use; a flag left without one becomes a barrier
    // of all pipes before its access.
    DenseMap<Operation *, int64_t> order;
    int64_t counter = 0;
    func.walk<WalkOrder::PreOrder>(
        [&](Operation *op) { order[op] = counter++; });
    auto spanOf = [&](const FlagPlan &flag) {
      int64_t end = order[flag.waitBefore];
      return std::make_pair(flag.setAfter ? order[flag.setAfter] : end, end);
    };
    std::vector<size_t> byStart(analysis.flags.size());
    for (size_t i = 0; i < byStart.size(); ++i)
      byStart[i] = i;
    llvm::stable_sort(byStart, [&](size_t a, size_t b) {
      return spanOf(analysis.flags[a]).first < spanOf(analysis.flags[b]).first;
    });
    std::vector<int> events(analysis.flags.size(), -1);
    // Per pipe pair and id, where its last span ends.
    DenseMap<std::pair<unsigned, unsigned>, SmallVector<int64_t, 8>> busyUntil;
    for (size_t i : byStart) {
      const FlagPlan &flag = analysis.flags[i];
      auto [begin, end] = spanOf(flag);
      SmallVector<int64_t, 8> &busy = busyUntil[{flag.from, flag.to}];
      busy.resize(tirpto::kNumEventIds, -1);
      auto it = used.find({flag.from, flag.to});
      for (int id = 0; id < tirpto::kNumEventIds; ++id) {
        if ((it != used.end() && it->second.test(id)) || busy[id] >= begin)
          continue;
        events[i] = id;
        busy[id] = end;
        break;
      }
    }

    OpBuilder builder(func.getContext());
    for (size_t i = 0; i < analysis.flags.size(); ++i) {
      const FlagPlan &flag = analysis.flags[i];
      auto from = static_cast<Pipe>(flag.from);
      auto to = static_cast<Pipe>(flag.to);
      Location loc = flag.waitBefore->getLoc();
      builder.setInsertionPoint(flag.waitBefore);
      if (events[i] < 0) {
        builder.create<BarrierOp>(loc, Pipe::PIPE_ALL);
        continue;
      }
      auto event = static_cast<Event>(events[i]);
      if (flag.setAfter) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPointAfter(flag.setAfter);
        builder.create<SetFlagOp>(flag.setAfter->getLoc(), from, to, event);
      } else {
        builder.create<SetFlagOp>(loc, from, to, event);
      }
      builder.create<WaitFlagOp>(loc, from, to, event);
    }
    for (auto &[op, need] : analysis.needs) {
      builder.setInsertionPoint(op);
      builder.create<BarrierOp>(op->getLoc(),
                                need.barrierAll ? Pipe::PIPE_ALL
                                                : static_cast<Pipe>(need.pipe));
    }
    // Nothing may be in flight when the kernel returns.
    if (!end.facts.empty())
      for (Block &block : func.getBody())
        if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator())) {
          builder.setInsertionPoint(ret);
          builder.create<BarrierOp>(ret.getLoc(), Pipe::PIPE_ALL);
        }
  }
};

struct PTOVerifySyncPass : pto::impl::PTOVerifySyncBase<PTOVerifySyncPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    HazardAnalysis analysis(func, Mode::Verify);
    analysis.run();
    if (analysis.failed)
      signalPassFailure();
  }
};

} // namespace
