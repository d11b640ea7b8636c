//===- Sync.cpp - flags and barriers between the pipes of a core ----------===//
//
// pto-insert-sync: every hazard between two tile or global-memory accesses
// issued on pipes of one core gets a set_flag / wait_flag pair (other pipes)
// or a pipe barrier (one pipe): the wait right before the later access, the
// set right after the earlier one where both are in one block, or, for a
// hazard carried around a loop, right after the last access of the
// iteration with a set before the loop and a wait after it (else right
// before the wait); flags of one pipe pair whose spans overlap get
// distinct event ids. ptoas then needs no --enable-insert-sync.
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

/// The event ids the module's own set/wait flags use for each pipe pair
/// (all of them for a pair with a run-time id; an id of record_event /
/// wait_event, which name pipes by op class, for every pair). Module-wide:
/// a flag of a caller may stay set across a call.
struct UsedIds {
  DenseMap<std::pair<unsigned, unsigned>, llvm::SmallBitVector> perPair;
  llvm::SmallBitVector everyPair{static_cast<unsigned>(tirpto::kNumEventIds)};
  bool isUsed(unsigned from, unsigned to, unsigned id) const {
    if (everyPair.test(id))
      return true;
    auto it = perPair.find({from, to});
    return it != perPair.end() && it->second.test(id);
  }
};

UsedIds collectUsedIds(ModuleOp module) {
  UsedIds used;
  auto note = [&](Pipe src, Pipe dst, std::optional<Event> id) {
    llvm::SmallBitVector &ids =
        used.perPair[{static_cast<unsigned>(src), static_cast<unsigned>(dst)}];
    ids.resize(tirpto::kNumEventIds);
    if (id)
      ids.set(static_cast<unsigned>(*id));
    else
      ids.set();
  };
  module.walk([&](Operation *op) {
    if (auto set = dyn_cast<SetFlagOp>(op))
      note(set.getSrcPipe(), set.getDstPipe(), set.getEventId());
    else if (auto wait = dyn_cast<WaitFlagOp>(op))
      note(wait.getSrcPipe(), wait.getDstPipe(), wait.getEventId());
    else if (auto set = dyn_cast<SetFlagDynOp>(op))
      note(set.getSrcPipe(), set.getDstPipe(), std::nullopt);
    else if (auto wait = dyn_cast<WaitFlagDynOp>(op))
      note(wait.getSrcPipe(), wait.getDstPipe(), std::nullopt);
    else if (auto record = dyn_cast<RecordEventOp>(op))
      used.everyPair.set(static_cast<unsigned>(record.getEventId()));
    else if (auto wait = dyn_cast<WaitEventOp>(op))
      used.everyPair.set(static_cast<unsigned>(wait.getEventId()));
  });
  return used;
}

/// The calls of each function of the module, found in one walk.
struct CallSites {
  explicit CallSites(ModuleOp module) {
    module.walk([&](func::CallOp call) {
      byCallee[call.getCalleeAttr().getAttr()].push_back(call);
    });
  }

  /// Whether `func`'s pointer arguments are distinct tensors: it is
  /// called nowhere in the module (a kernel), or each call passes distinct
  /// values for them (the kernel's own, which ptoas takes as distinct).
  bool hasDistinctArguments(func::FuncOp func) const {
    for (func::CallOp call : byCallee.lookup(func.getSymNameAttr())) {
      llvm::SmallPtrSet<Value, 8> seen;
      for (Value operand : call.getOperands())
        if (isa<PtrType>(operand.getType()) && !seen.insert(operand).second)
          return false;
    }
    return true;
  }

  bool isCalled(func::FuncOp func) const {
    return byCallee.count(func.getSymNameAttr());
  }

  DenseMap<StringAttr, SmallVector<func::CallOp, 1>> byCallee;
};

struct PTOInsertSyncPass : pto::impl::PTOInsertSyncBase<PTOInsertSyncPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    UsedIds used = collectUsedIds(module);
    CallSites calls(module);
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal())
        runOnFunction(func, used, calls.hasDistinctArguments(func));
  }

  void runOnFunction(func::FuncOp func, const UsedIds &used,
                     bool distinctArguments) {
    HazardAnalysis analysis(func, Mode::Insert, distinctArguments);
    State end = analysis.run();

    // Event ids: per pipe pair, flags whose spans (set to wait, in
    // program order) overlap take different ids, none the module's own
    // flags use; a flag left without one becomes a barrier of all pipes
    // before its access.
    DenseMap<Operation *, int64_t> order;
    int64_t counter = 0;
    SmallVector<FlagPlan> plans;
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      order[op] = counter++;
      auto it = analysis.flags.find(op);
      if (it != analysis.flags.end())
        plans.append(it->second.begin(), it->second.end());
    });
    // The last point inside each loop a flag is carried around.
    DenseMap<Operation *, int64_t> loopEnd;
    for (const FlagPlan &flag : plans)
      if (flag.loop && !loopEnd.count(flag.loop)) {
        int64_t end = order[flag.loop];
        flag.loop->walk([&](Operation *op) { end = std::max(end, order[op]); });
        loopEnd[flag.loop] = end;
      }
    auto spanOf = [&](const FlagPlan &flag) {
      if (flag.loop)
        return std::make_pair(order[flag.loop], loopEnd[flag.loop]);
      int64_t end = order[flag.waitBefore];
      return std::make_pair(flag.setAfter ? order[flag.setAfter] : end, end);
    };
    std::vector<size_t> byStart(plans.size());
    for (size_t i = 0; i < byStart.size(); ++i)
      byStart[i] = i;
    llvm::stable_sort(byStart, [&](size_t a, size_t b) {
      return spanOf(plans[a]).first < spanOf(plans[b]).first;
    });
    std::vector<int> events(plans.size(), -1);
    // Per pipe pair and id, the spans it is taken for.
    DenseMap<std::pair<unsigned, unsigned>,
             std::array<SmallVector<std::pair<int64_t, int64_t>, 4>,
                        tirpto::kNumEventIds>>
        taken;
    auto allocateSpan = [&](unsigned from, unsigned to, int64_t begin,
                            int64_t end, bool carried) {
      auto &ids = taken[{from, to}];
      SmallVector<int, 8> free;
      for (int id = 0; id < tirpto::kNumEventIds; ++id)
        if (!used.isUsed(from, to, id) &&
            llvm::none_of(ids[id], [&](std::pair<int64_t, int64_t> span) {
              return span.first <= end && begin <= span.second;
            }))
          free.push_back(id);
      // A flag carried around a loop holds its id for the whole loop: it
      // leaves one free for the flags inside the loop.
      if (free.empty() || (carried && free.size() < 2))
        return -1;
      ids[free.front()].push_back({begin, end});
      return free.front();
    };
    auto allocate = [&](size_t i) {
      auto [begin, end] = spanOf(plans[i]);
      events[i] = allocateSpan(plans[i].from, plans[i].to, begin, end,
                               plans[i].loop != nullptr);
    };
    // The analysis took a carried flag's drain (its wait right after the
    // loop) to order its source pipe's work for the code after the loop: a
    // carried flag that falls back keeps one, a set and a wait right after
    // the loop (-1: a barrier of all pipes, where no id is free there).
    struct Drain {
      Operation *loop;
      unsigned from, to;
      int event;
    };
    SmallVector<Drain> fallbackDrains;
    for (size_t i : byStart) {
      allocate(i);
      // A carried flag with no id for the whole loop is set right before
      // its wait instead (which orders at least as much).
      if (events[i] < 0 && plans[i].loop) {
        // One drain orders the pipe pair's work for all of them.
        if (llvm::none_of(fallbackDrains, [&](const Drain &drain) {
              return drain.loop == plans[i].loop &&
                     drain.from == plans[i].from && drain.to == plans[i].to;
            }))
          fallbackDrains.push_back(
              {plans[i].loop, plans[i].from, plans[i].to, -1});
        plans[i].loop = nullptr;
        plans[i].setAfter = nullptr;
        allocate(i);
      }
    }
    for (Drain &drain : fallbackDrains) {
      int64_t at = loopEnd[drain.loop];
      drain.event =
          allocateSpan(drain.from, drain.to, at, at, /*carried=*/false);
    }

    OpBuilder builder(func.getContext());
    for (size_t i = 0; i < plans.size(); ++i) {
      const FlagPlan &flag = plans[i];
      auto from = static_cast<Pipe>(flag.from);
      auto to = static_cast<Pipe>(flag.to);
      Location loc = flag.waitBefore->getLoc();
      builder.setInsertionPoint(flag.waitBefore);
      if (events[i] < 0) {
        builder.create<BarrierOp>(loc, Pipe::PIPE_ALL);
        continue;
      }
      auto event = static_cast<Event>(events[i]);
      if (flag.loop) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPoint(flag.loop);
        builder.create<SetFlagOp>(flag.loop->getLoc(), from, to, event);
      }
      if (flag.setAfter) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPointAfter(flag.setAfter);
        builder.create<SetFlagOp>(flag.setAfter->getLoc(), from, to, event);
      } else {
        builder.create<SetFlagOp>(loc, from, to, event);
      }
      builder.create<WaitFlagOp>(loc, from, to, event);
    }
    // The waits that drain the flags carried around a loop go right after
    // it, before any set placed after the loop: the analysis takes such a
    // set to order what the drains ordered for its pipe.
    for (size_t i = 0; i < plans.size(); ++i)
      if (plans[i].loop && events[i] >= 0) {
        builder.setInsertionPointAfter(plans[i].loop);
        builder.create<WaitFlagOp>(
            plans[i].loop->getLoc(), static_cast<Pipe>(plans[i].from),
            static_cast<Pipe>(plans[i].to), static_cast<Event>(events[i]));
      }
    for (const Drain &drain : fallbackDrains) {
      Location loc = drain.loop->getLoc();
      builder.setInsertionPointAfter(drain.loop);
      if (drain.event < 0) {
        builder.create<BarrierOp>(loc, Pipe::PIPE_ALL);
        continue;
      }
      auto from = static_cast<Pipe>(drain.from);
      auto to = static_cast<Pipe>(drain.to);
      auto event = static_cast<Event>(drain.event);
      builder.create<SetFlagOp>(loc, from, to, event);
      builder.create<WaitFlagOp>(loc, from, to, event);
    }
    for (auto &[op, need] : analysis.needs) {
      builder.setInsertionPoint(op);
      builder.create<BarrierOp>(op->getLoc(),
                                need.barrierAll ? Pipe::PIPE_ALL
                                                : static_cast<Pipe>(need.pipe));
    }
    // A section ends drained; nothing may be in flight when the kernel
    // returns.
    for (Block *block : analysis.drainAtEnd) {
      builder.setInsertionPointToEnd(block);
      builder.create<BarrierOp>(block->getParentOp()->getLoc(), Pipe::PIPE_ALL);
    }
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
    ModuleOp module = getOperation();
    CallSites calls(module);
    bool failed = false;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      HazardAnalysis analysis(func, Mode::Verify,
                              calls.hasDistinctArguments(func));
      analysis.mustEndDrained = calls.isCalled(func);
      analysis.run();
      failed |= analysis.failed;
    }
    if (failed)
      signalPassFailure();
  }
};

} // namespace
