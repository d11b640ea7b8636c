//===- Sync.cpp - flags and barriers between the pipes of a core ----------===//
//
// pto-insert-sync: every hazard between two tile or global-memory accesses
// issued on pipes of one core gets a set_flag / wait_flag pair (other pipes)
// or a pipe barrier (one pipe), placed together right before the later
// access, so each pair is consumed at once and one event id per pipe pair
// suffices; ptoas then needs no --enable-insert-sync.
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

    OpBuilder builder(func.getContext());
    for (auto &[op, need] : analysis.needs) {
      builder.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (need.barrierAll) {
        builder.create<BarrierOp>(loc, Pipe::PIPE_ALL);
        continue;
      }
      auto to = static_cast<Pipe>(need.pipe);
      for (unsigned p = 0; p < kNumPipes; ++p) {
        if (!(need.flagsFrom & (1u << p)))
          continue;
        auto from = static_cast<Pipe>(p);
        auto it = used.find({p, static_cast<unsigned>(to)});
        int free = it == used.end() ? 0 : it->second.find_first_unset();
        if (free < 0) {
          // Every id of the pair is the kernel's own: drain all pipes.
          builder.create<BarrierOp>(loc, Pipe::PIPE_ALL);
          continue;
        }
        auto event = static_cast<Event>(free);
        builder.create<SetFlagOp>(loc, from, to, event);
        builder.create<WaitFlagOp>(loc, from, to, event);
      }
      if (need.barrier)
        builder.create<BarrierOp>(loc, to);
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
