//===- InsertSync.cpp - flags and barriers between the pipes of a core ----===//
//
// pto-insert-sync: every hazard between two tile or global-memory accesses
// issued on pipes of one core gets a set_flag / wait_flag pair (other pipes)
// or a pipe barrier (one pipe), so that ptoas needs no --enable-insert-sync.
// See Passes.td for the contract and docs/Passes.md for the model.
//
// The analysis is a forward dataflow over the structured control flow of a
// function. Its state says, for each resource (a tile's storage or a global
// tensor) and each pipe X that accessed it, the set of pipes Q whose next
// instruction may still run before X's access has finished ("pending for
// Q"). An access on Q that conflicts with an access pending for Q needs a
// flag X -> Q (or a barrier of Q when X == Q); the pass places the set and
// the wait together right before the access, so each pair is consumed at
// once and one event id per pipe pair suffices. A flag X -> Q clears Q from
// everything that had finished before X's later instructions (X's own
// accesses and whatever was no longer pending for X): chains of flags order
// their ends. Branches join by union; a loop is iterated from the state it
// is entered with, joined with the state at the end of its body, until that
// state no longer grows, so hazards carried from one iteration to the next
// are covered inside the loop.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/bit.h"

#include <array>
#include <map>

namespace mlir::pto {
#define GEN_PASS_DEF_PTOINSERTSYNC
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;

namespace {

/// Pipe codes below this bound are pipes an instruction is issued on
/// (PTO_Pipe: S, V, M, MTE1, MTE2, MTE3, MTE4, MTE5, V2, FIX, ...).
constexpr unsigned kNumPipes = 16;
using PipeMask = uint32_t;
constexpr PipeMask kAllPipes = (1u << kNumPipes) - 1;

PipeMask bit(unsigned pipe) { return 1u << pipe; }

/// What an access touches: the storage behind a tile (its alloc_tile or the
/// tile a FIFO pop returned) in a location, or a global tensor (the kernel
/// argument behind a view). A null root is storage the pass cannot name.
struct Resource {
  void *root = nullptr;
  int32_t space = -1; // AddressSpace code; kGlobal for global memory
  bool operator<(const Resource &other) const {
    return std::tie(space, root) < std::tie(other.space, other.root);
  }
};
constexpr int32_t kGlobal = -1;

/// For each pipe X, the pipes for which X's writes (reads) of a resource
/// may still be in flight.
struct Pending {
  std::array<PipeMask, kNumPipes> writes{}, reads{};
  bool empty() const {
    for (unsigned p = 0; p < kNumPipes; ++p)
      if (writes[p] || reads[p])
        return false;
    return true;
  }
  bool operator==(const Pending &other) const {
    return writes == other.writes && reads == other.reads;
  }
};

using State = std::map<Resource, Pending>;

void join(State &into, const State &other) {
  for (const auto &[resource, pending] : other) {
    Pending &target = into[resource];
    for (unsigned p = 0; p < kNumPipes; ++p) {
      target.writes[p] |= pending.writes[p];
      target.reads[p] |= pending.reads[p];
    }
  }
}

bool sameState(const State &a, const State &b) {
  if (a.size() != b.size())
    return false;
  for (const auto &[resource, pending] : a) {
    auto it = b.find(resource);
    if (it == b.end() || !(it->second == pending))
      return false;
  }
  return true;
}

void dropFinished(State &state) {
  for (auto it = state.begin(); it != state.end();)
    it = it->second.empty() ? state.erase(it) : std::next(it);
}

/// `wait_flag(X -> Q)` after a `set_flag(X -> Q)` issued at the same point:
/// Q's later instructions start after everything X issued before has
/// finished, and after everything that had finished before X's next
/// instruction.
void applyFlag(State &state, unsigned from, unsigned to) {
  for (auto &[resource, pending] : state)
    for (unsigned p = 0; p < kNumPipes; ++p) {
      if (p == from || !(pending.writes[p] & bit(from)))
        pending.writes[p] &= ~bit(to);
      if (p == from || !(pending.reads[p] & bit(from)))
        pending.reads[p] &= ~bit(to);
    }
  dropFinished(state);
}

/// `pipe_barrier(pipe)`: the pipe's later instructions wait for its earlier
/// ones.
void applyBarrier(State &state, unsigned pipe) {
  for (auto &[resource, pending] : state) {
    pending.writes[pipe] &= ~bit(pipe);
    pending.reads[pipe] &= ~bit(pipe);
  }
  dropFinished(state);
}

/// The synchronisation the pass puts before one op.
struct Need {
  unsigned pipe = 0;      // the op's pipe
  PipeMask flagsFrom = 0; // set_flag / wait_flag pairs X -> the op's pipe
  bool barrier = false;   // pipe_barrier of the op's pipe
  bool barrierAll = false;
};

struct Access {
  Resource resource;
  bool write;
};

class SyncAnalysis {
public:
  SyncAnalysis(func::FuncOp func, bool a5)
      : liveness(func), a5(a5), level3(false) {
    func.walk([&](Operation *op) {
      if (isa<TAssignOp>(op))
        level3 = true;
      if (auto alloc = dyn_cast<AllocTileOp>(op); alloc && alloc.getAddr())
        level3 = true;
    });
  }

  /// Runs over the function body and returns the state at its end.
  State run(Region &body) {
    State state;
    walkRegion(body, state, /*record=*/true);
    return state;
  }

  DenseMap<Operation *, Need> needs;

private:
  tirpto::BufferLiveness liveness;
  bool a5;
  bool level3;
  DenseMap<void *, tirpto::ProgramSpan> spans;

  /// Whether the hardware keeps the instructions of `pipe` in order, so a
  /// hazard within the pipe needs no barrier: the scalar pipe, and the
  /// pipe a5 orders (tirpto/Support/PipeLimits.h).
  bool isOrderedPipe(unsigned pipe) const {
    if (pipe == static_cast<unsigned>(Pipe::PIPE_S))
      return true;
    return a5 && stringifyPipe(static_cast<Pipe>(pipe)) ==
                     (std::string("PIPE_") + tirpto::kA5OrderedPipe);
  }

  Value tileRoot(Value value) {
    while (Operation *def = value.getDefiningOp()) {
      if (isa<AllocTileOp, TPopFromAicOp, TPopFromAivOp>(def))
        return value;
      if (auto subset = dyn_cast<SubsetOp>(def))
        value = subset.getSource();
      else if (auto cast = dyn_cast<BitcastOp>(def))
        value = cast.getSrc();
      else if (auto reshape = dyn_cast<TReshapeOp>(def))
        value = reshape.getSrc();
      else
        return nullptr;
    }
    return nullptr;
  }

  Value globalRoot(Value value) {
    while (Operation *def = value.getDefiningOp()) {
      if (auto partition = dyn_cast<PartitionViewOp>(def))
        value = partition.getSource();
      else if (auto view = dyn_cast<MakeTensorViewOp>(def))
        value = view.getPtr();
      else if (auto add = dyn_cast<AddPtrOp>(def))
        value = add.getPtr();
      else
        return nullptr;
    }
    return value; // a block argument: the kernel's pointer
  }

  std::optional<Resource> resourceOf(Value value) {
    Type type = value.getType();
    if (auto tile = dyn_cast<TileBufType>(type)) {
      Value root = level3 ? Value() : tileRoot(value);
      return Resource{root.getAsOpaquePointer(),
                      static_cast<int32_t>(tile.getLoc())};
    }
    if (isa<PartitionTensorViewType, TensorViewType, PtrType>(type))
      return Resource{globalRoot(value).getAsOpaquePointer(), kGlobal};
    return std::nullopt;
  }

  tirpto::ProgramSpan spanOf(void *root) {
    auto it = spans.find(root);
    if (it != spans.end())
      return it->second;
    tirpto::ProgramSpan span =
        liveness.getLiveSpan(Value::getFromOpaquePointer(root));
    spans[root] = span;
    return span;
  }

  /// Whether two resources may share storage. Distinct kernel arguments do
  /// not (as ptoas assumes); tiles of one location do when ptoas's memory
  /// planner may give them one address, i.e. when they are not live at once
  /// (BufferLiveness, the planner's model), or when the pass cannot name
  /// them.
  bool mayAlias(const Resource &a, const Resource &b) {
    if (a.space != b.space)
      return false;
    if (!a.root || !b.root || a.root == b.root)
      return true;
    if (a.space == kGlobal)
      return false;
    auto isPop = [](void *root) {
      return isa_and_nonnull<TPopFromAicOp, TPopFromAivOp>(
          Value::getFromOpaquePointer(root).getDefiningOp());
    };
    if (isPop(a.root) || isPop(b.root))
      return false;
    tirpto::ProgramSpan sa = spanOf(a.root), sb = spanOf(b.root);
    bool overlap = sa.begin <= sb.end && sb.begin <= sa.end;
    return !overlap;
  }

  std::optional<unsigned> pipeOf(Operation *op) {
    unsigned pipe;
    if (auto pipeOp = dyn_cast<PipeOpInterface>(op))
      pipe = static_cast<unsigned>(pipeOp.getPipe());
    else if (isa<LoadScalarOp, StoreScalarOp>(op))
      pipe = static_cast<unsigned>(Pipe::PIPE_S);
    else
      return std::nullopt;
    if (pipe >= kNumPipes || pipe == static_cast<unsigned>(Pipe::PIPE_ALL))
      return std::nullopt;
    return pipe;
  }

  /// The pipes whose earlier accesses conflict with `accesses` on `pipe`
  /// and may still be in flight for it.
  PipeMask conflictingPipes(ArrayRef<Access> accesses, unsigned pipe,
                            const State &state) {
    PipeMask conflicts = 0;
    for (const Access &access : accesses) {
      bool acc =
          access.resource.space == static_cast<int32_t>(AddressSpace::Acc);
      for (const auto &[resource, pending] : state) {
        if (!mayAlias(access.resource, resource))
          continue;
        for (unsigned p = 0; p < kNumPipes; ++p) {
          PipeMask mask = pending.writes[p];
          // ptoas orders reads of an accumulator by two pipes too.
          if (access.write || (acc && p != pipe))
            mask |= pending.reads[p];
          if (mask & bit(pipe))
            conflicts |= bit(p);
        }
      }
    }
    return conflicts;
  }

  void visitAccessOp(Operation *op, unsigned pipe, State &state, bool record) {
    auto effectOp = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effectOp)
      return;
    SmallVector<MemoryEffects::EffectInstance> effects;
    effectOp.getEffects(effects);
    SmallVector<Access> accesses;
    for (const MemoryEffects::EffectInstance &effect : effects) {
      Value value = effect.getValue();
      if (!value)
        continue;
      bool write = isa<MemoryEffects::Write>(effect.getEffect());
      if (!write && !isa<MemoryEffects::Read>(effect.getEffect()))
        continue;
      if (std::optional<Resource> resource = resourceOf(value))
        accesses.push_back({*resource, write});
    }
    if (accesses.empty())
      return;

    // Flags first, one at a time (a flag may order what another pipe's
    // would), then a barrier for what is left on the op's own pipe.
    Need need;
    need.pipe = pipe;
    for (;;) {
      PipeMask conflicts = conflictingPipes(accesses, pipe, state);
      PipeMask others = conflicts & ~bit(pipe);
      if (!others) {
        if (conflicts) {
          need.barrier = true;
          applyBarrier(state, pipe);
        }
        break;
      }
      unsigned from = llvm::countr_zero(others);
      need.flagsFrom |= bit(from);
      applyFlag(state, from, pipe);
    }
    PipeMask pendingFor = kAllPipes & ~(isOrderedPipe(pipe) ? bit(pipe) : 0);
    for (const Access &access : accesses) {
      Pending &pending = state[access.resource];
      (access.write ? pending.writes : pending.reads)[pipe] |= pendingFor;
    }
    if (record && (need.flagsFrom || need.barrier))
      needs[op] = need;
  }

  void walkRegion(Region &region, State &state, bool record) {
    for (Block &block : region)
      for (Operation &op : block)
        visit(&op, state, record);
  }

  /// A region that may run any number of times: iterate to a fixed point,
  /// then record with the state at its head.
  void walkLoop(Operation *op, State &state, bool record) {
    State head = state;
    for (;;) {
      State end = head;
      for (Region &region : op->getRegions())
        walkRegion(region, end, /*record=*/false);
      State joined = head;
      join(joined, end);
      if (sameState(joined, head))
        break;
      head = std::move(joined);
    }
    State end = head;
    for (Region &region : op->getRegions())
      walkRegion(region, end, record);
    state = std::move(head);
  }

  void visit(Operation *op, State &state, bool record) {
    if (auto barrier = dyn_cast<BarrierOp>(op)) {
      unsigned pipe = static_cast<unsigned>(barrier.getPipe());
      if (barrier.getPipe() == Pipe::PIPE_ALL)
        state.clear();
      else if (pipe < kNumPipes)
        applyBarrier(state, pipe);
      return;
    }
    if (isa<func::CallOp>(op)) {
      // The callee starts with nothing in flight, and ends with a barrier
      // of all pipes where something is.
      if (!state.empty() && record)
        needs[op].barrierAll = true;
      state.clear();
      return;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      State otherwise = state;
      walkRegion(ifOp.getThenRegion(), state, record);
      walkRegion(ifOp.getElseRegion(), otherwise, record);
      join(state, otherwise);
      return;
    }
    if (isa<SectionCubeOp, SectionVectorOp>(op)) {
      // A section runs on one core only: either its body ran here or not.
      State inside = state;
      walkRegion(op->getRegion(0), inside, record);
      join(state, inside);
      return;
    }
    if (op->getNumRegions() != 0) {
      walkLoop(op, state, record);
      return;
    }
    if (std::optional<unsigned> pipe = pipeOf(op))
      visitAccessOp(op, *pipe, state, record);
  }
};

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
    bool a5 = getTargetArch(func) == TargetArch::A5;
    SyncAnalysis analysis(func, a5);
    State end = analysis.run(func.getBody());
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
        if (!(need.flagsFrom & bit(p)))
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
    if (!end.empty())
      for (Block &block : func.getBody())
        if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator())) {
          builder.setInsertionPoint(ret);
          builder.create<BarrierOp>(ret.getLoc(), Pipe::PIPE_ALL);
        }
  }
};

} // namespace
