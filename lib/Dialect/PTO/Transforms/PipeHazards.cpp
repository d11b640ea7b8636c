//===- PipeHazards.cpp - which accesses of a core's pipes may overlap -----===//
//
// A fact (resource, pipe X, read or write) says that X's accesses may still
// be in flight for the pipes in `pending`. An access on Q that conflicts
// with a fact pending for Q is a hazard. A flag X -> Q whose set is issued
// at some point orders for Q everything that had finished for X by then
// (X's own accesses, and facts no longer pending for X): chains of flags
// order their ends. A barrier of Q orders Q's earlier accesses for Q.
// Branches join by union (a flag is `Maybe` set where the branches
// disagree); a loop is iterated from its entry state joined with the state
// at the end of its body until the state stops growing.
//
//===----------------------------------------------------------------------===//

#include "PipeHazards.h"

#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::sync;

static PipeMask bit(unsigned pipe) { return 1u << pipe; }
static constexpr PipeMask kAllPipes = (1u << kNumPipes) - 1;

static Slot slotOf(unsigned from, unsigned to, unsigned event) {
  return static_cast<Slot>((from * kNumPipes + to) * tirpto::kNumEventIds +
                           event);
}

/// Joins the paths that meet at the end of `at`'s regions (an scf.if, a
/// loop, a section).
static void join(State &into, const State &other, Operation *at) {
  for (const auto &[key, fact] : other.facts) {
    auto it = into.facts.find(key);
    if (it == into.facts.end()) {
      into.facts.emplace(key, fact);
      continue;
    }
    Fact &target = it->second;
    target.pending |= fact.pending;
    if (target.last != fact.last)
      target.last = at;
    for (unsigned p = 0; p < kNumPipes; ++p)
      if (target.clearedAt[p] != fact.clearedAt[p])
        target.clearedAt[p] = at;
    std::set<Slot> both;
    for (Slot slot : fact.seals)
      if (target.seals.count(slot))
        both.insert(slot);
    target.seals = std::move(both);
    if (!target.op)
      target.op = fact.op;
  }
  // A flag set on one path only may be set.
  std::map<Slot, FlagStatus> flags;
  auto statusIn = [](const State &state, Slot slot) {
    auto it = state.flags.find(slot);
    return it == state.flags.end() ? FlagStatus::Unset : it->second;
  };
  for (const State *state : std::initializer_list<const State *>{&into, &other})
    for (const auto &[slot, status] : state->flags) {
      FlagStatus a = statusIn(into, slot), b = statusIn(other, slot);
      FlagStatus joined = a == b ? a : FlagStatus::Maybe;
      if (joined != FlagStatus::Unset)
        flags[slot] = joined;
    }
  into.flags = std::move(flags);
}

static void dropFinished(State &state) {
  for (auto it = state.facts.begin(); it != state.facts.end();)
    it = it->second.pending ? std::next(it) : state.facts.erase(it);
}

/// Where the bit is already clear, the op it was cleared at stays: the
/// earliest is the most precise.
static void clearBit(Fact &fact, unsigned pipe, Operation *at) {
  if (!(fact.pending & bit(pipe)))
    return;
  fact.pending &= ~bit(pipe);
  fact.clearedAt[pipe] = at;
}

/// A set_flag(X -> Q) and its wait_flag right before `at`: Q's later
/// instructions start after everything that had finished for X.
static void applyFlag(State &state, unsigned from, unsigned to, Operation *at) {
  for (auto &[key, fact] : state.facts)
    if (key.pipe == from || !(fact.pending & bit(from)))
      clearBit(fact, to, at);
  dropFinished(state);
}

/// Whether `op` (or the op of `block` it is nested in) comes before
/// `point`, an op of `block`, or is `point`.
static bool isAtOrBefore(Operation *op, Operation *point) {
  if (!op)
    return false;
  Operation *ancestor = point->getBlock()->findAncestorOpInBlock(*op);
  return ancestor && (ancestor == point || ancestor->isBeforeInBlock(point));
}

/// A set_flag(X -> Q) right after `setAfter` and its wait_flag right before
/// `at`, in one block: Q's later instructions start after what had
/// finished for X by the set: X's accesses up to it, and what was no
/// longer pending for X by then.
static void applyFlagSetAfter(State &state, unsigned from, unsigned to,
                              Operation *setAfter, Operation *at) {
  for (auto &[key, fact] : state.facts) {
    bool finished = key.pipe == from
                        ? isAtOrBefore(fact.last, setAfter)
                        : !(fact.pending & bit(from)) &&
                              isAtOrBefore(fact.clearedAt[from], setAfter);
    if (finished)
      clearBit(fact, to, at);
  }
  dropFinished(state);
}

static void applyBarrier(State &state, unsigned pipe, Operation *at) {
  for (auto &[key, fact] : state.facts)
    if (key.pipe == pipe)
      clearBit(fact, pipe, at);
  dropFinished(state);
}

HazardAnalysis::HazardAnalysis(func::FuncOp func, Mode mode,
                               bool distinctArguments)
    : func(func), mode(mode), a5(getTargetArch(func) == TargetArch::A5),
      distinctArguments(distinctArguments), liveness(func) {
  func.walk([&](Operation *op) {
    if (isa<TAssignOp>(op))
      level3 = true;
    if (auto alloc = dyn_cast<AllocTileOp>(op); alloc && alloc.getAddr())
      level3 = true;
  });
}

bool HazardAnalysis::isOrderedPipe(unsigned pipe) const {
  if (pipe == static_cast<unsigned>(Pipe::PIPE_S))
    return true;
  return a5 && stringifyPipe(static_cast<Pipe>(pipe)) ==
                   (std::string("PIPE_") + tirpto::kA5OrderedPipe);
}

State HazardAnalysis::run() {
  State state;
  walkRegion(func.getBody(), state);
  if (mode != Mode::Verify)
    return state;
  if (mustEndDrained && !state.facts.empty())
    for (Block &block : func.getBody())
      if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
        report(ret, "hazard: this function is called, and returns while "
                    "accesses may still be in flight (no "
                    "pipe_barrier(PIPE_ALL) before the return)");
  for (const auto &[slot, status] : state.flags)
    if (Operation *set = setOps.lookup(slot))
      report(set, std::string("this flag is ") +
                      (status == FlagStatus::Maybe ? "(on some paths) " : "") +
                      "never waited for before the function returns: it "
                      "stays set into the next kernel on the core");
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    auto it = reports.find(op);
    if (it == reports.end())
      return;
    for (const Report &found : it->second) {
      InFlightDiagnostic diag = op->emitError(found.message);
      if (found.note)
        diag.attachNote(found.note->getLoc()) << "the earlier access";
    }
    failed = true;
  });
  return state;
}

void HazardAnalysis::report(Operation *op, std::string message,
                            Operation *note) {
  reports[op].push_back({std::move(message), note});
}

static Value tileRoot(Value value) {
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

/// The kernel argument behind a global view or pointer, or null where it
/// is not known (a value carried through a loop or a branch), or where the
/// arguments may be one tensor.
Value HazardAnalysis::globalRoot(Value value) {
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
  auto arg = cast<BlockArgument>(value);
  if (!distinctArguments || arg.getOwner() != &func.getBody().front())
    return nullptr;
  return value;
}

std::optional<Resource> HazardAnalysis::resourceOf(Value value) {
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

/// Distinct kernel arguments do not overlap (as ptoas assumes); tiles of
/// one location may when ptoas's planner can give them one address: when
/// they are not live at once (BufferLiveness, with a buffer used in a loop
/// freed at the loop's end, as ptoas's planner may free it), or are not
/// named.
bool HazardAnalysis::mayAlias(const Resource &a, const Resource &b) {
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
  auto spanOf = [&](void *root) {
    auto [it, inserted] = spans.try_emplace(root);
    if (inserted)
      it->second = liveness.getLiveSpan(Value::getFromOpaquePointer(root),
                                        /*toEndOfBlock=*/false);
    return it->second;
  };
  tirpto::ProgramSpan sa = spanOf(a.root), sb = spanOf(b.root);
  return !(sa.begin <= sb.end && sb.begin <= sa.end);
}

std::optional<unsigned> HazardAnalysis::pipeOf(Operation *op) {
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

PipeMask
HazardAnalysis::conflicts(ArrayRef<Access> accesses, unsigned pipe,
                          const State &state,
                          SmallVectorImpl<std::pair<FactKey, bool>> *which) {
  PipeMask result = 0;
  for (const Access &access : accesses) {
    bool acc = access.resource.space == static_cast<int32_t>(AddressSpace::Acc);
    for (const auto &[key, fact] : state.facts) {
      if (!(fact.pending & bit(pipe)) ||
          !mayAlias(access.resource, key.resource))
        continue;
      // ptoas orders reads of an accumulator by two pipes too.
      if (!key.write && !access.write && !(acc && key.pipe != pipe))
        continue;
      result |= bit(key.pipe);
      if (which)
        which->push_back({key, access.write});
    }
  }
  return result;
}

void HazardAnalysis::collectAccesses(Operation *op,
                                     SmallVectorImpl<Access> &accesses) {
  auto effectOp = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectOp)
    return;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectOp.getEffects(effects);
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
}

/// A hazard of `op` (on `to`) with earlier accesses on `from` (the facts
/// `keys`) that only the previous iteration of the loop around `op` (or
/// the code before the loop) made: every access of those facts in the
/// loop's body comes after `op` (after the body op that holds it). Then the
/// flag is set right after the last body op that makes such an access,
/// waited for right before the body op that holds `op` (every iteration
/// runs both, so sets and waits pair up), set once before the loop and
/// waited for once after it: `from` may run ahead of `to` by up to an
/// iteration. None where `op`'s loop is not the nearest op around it
/// other than ifs and switches, the loop calls a function, or an access
/// comes before `op` in the iteration.
std::optional<FlagPlan>
HazardAnalysis::planCarriedFlag(Operation *op, unsigned from, unsigned to,
                                ArrayRef<FactKey> keys) {
  Operation *parent = op->getParentOp();
  while (isa_and_nonnull<scf::IfOp, scf::IndexSwitchOp>(parent))
    parent = parent->getParentOp();
  auto loop = dyn_cast_or_null<scf::ForOp>(parent);
  if (!loop)
    return std::nullopt;
  Block *body = loop.getBody();
  Operation *holder = body->findAncestorOpInBlock(*op);
  bool calls = false;
  loop.walk([&](func::CallOp) { calls = true; });
  if (!holder || calls)
    return std::nullopt;
  Operation *setAfter = nullptr;
  for (Operation &top : body->without_terminator()) {
    bool accesses = false;
    top.walk([&](Operation *nested) {
      if (accesses || pipeOf(nested) != std::optional<unsigned>(from))
        return;
      SmallVector<Access> found;
      collectAccesses(nested, found);
      for (const Access &access : found)
        for (const FactKey &key : keys)
          accesses |=
              key.resource == access.resource && key.write == access.write;
    });
    if (!accesses)
      continue;
    // An access before `op` in this iteration, or inside the op that
    // holds it (perhaps before it), is not ordered by the last
    // iteration's set.
    if (&top == holder || top.isBeforeInBlock(holder))
      return std::nullopt;
    setAfter = &top;
  }
  if (!setAfter)
    return std::nullopt;
  return FlagPlan{from, to, setAfter, holder, loop};
}

/// The flag `flag`, carried around its loop, waited for before `at`: `to`'s
/// later instructions start after the accesses of `keys` (each made by the
/// previous iteration, or before the loop), and after what had finished
/// for `from` when the previous iteration set the flag: `from`'s accesses
/// that iteration made after the op holding `at` and up to the set, and
/// what it had stopped waiting for there. A flag of the same pipes, set at
/// the same point and waited for at or before the op holding `at`, already
/// orders all this: no second flag.
void HazardAnalysis::applyCarriedFlag(State &state, const FlagPlan &flag,
                                      ArrayRef<FactKey> keys, Operation *at) {
  Operation *holder = flag.waitBefore;
  bool covered = false;
  for (const auto &[other, plans] : flags)
    for (const FlagPlan &plan : plans)
      covered |= plan.loop == flag.loop && plan.from == flag.from &&
                 plan.to == flag.to && plan.setAfter == flag.setAfter &&
                 !holder->isBeforeInBlock(plan.waitBefore);
  if (!covered)
    flags[at].push_back(flag);
  Block *body = holder->getBlock();
  auto inWindow = [&](Operation *point) {
    Operation *ancestor = point ? body->findAncestorOpInBlock(*point) : nullptr;
    return ancestor && holder->isBeforeInBlock(ancestor) &&
           (ancestor == flag.setAfter ||
            ancestor->isBeforeInBlock(flag.setAfter));
  };
  for (auto &[key, fact] : state.facts) {
    bool finished = key.pipe == flag.from
                        ? inWindow(fact.last)
                        : !(fact.pending & bit(flag.from)) &&
                              inWindow(fact.clearedAt[flag.from]);
    if (finished || llvm::is_contained(keys, key))
      clearBit(fact, flag.to, at);
  }
  dropFinished(state);
}

/// The waits right after `loop` of the flags carried around it: each
/// consumes the last set of its flag (the last iteration's, or the one
/// before the loop), so where the iteration's last instruction on the
/// flag's source pipe comes at or before its set, everything that pipe
/// was given before the loop ends is ordered for the destination, and so
/// is what that pipe had stopped waiting for by the set.
void HazardAnalysis::applyDrains(scf::ForOp loop, State &state) {
  Block *body = loop.getBody();
  // The body op holding the iteration's last instruction on each pipe.
  DenseMap<unsigned, Operation *> lastOn;
  for (Operation &top : body->without_terminator())
    top.walk([&](Operation *nested) {
      if (std::optional<unsigned> pipe = pipeOf(nested))
        lastOn[*pipe] = &top;
    });
  loop.walk([&](Operation *nested) {
    auto it = flags.find(nested);
    if (it == flags.end())
      return;
    for (const FlagPlan &flag : it->second) {
      if (flag.loop != loop)
        continue;
      Operation *last = lastOn.lookup(flag.from);
      if (last && last != flag.setAfter && flag.setAfter->isBeforeInBlock(last))
        continue;
      // And what the source pipe had stopped waiting for by the set.
      auto beforeSet = [&](Operation *point) {
        Operation *ancestor =
            point ? body->findAncestorOpInBlock(*point) : nullptr;
        return ancestor && (ancestor == flag.setAfter ||
                            ancestor->isBeforeInBlock(flag.setAfter));
      };
      for (auto &[key, fact] : state.facts)
        if (key.pipe == flag.from || (!(fact.pending & bit(flag.from)) &&
                                      beforeSet(fact.clearedAt[flag.from])))
          clearBit(fact, flag.to, loop);
    }
  });
  dropFinished(state);
}

void HazardAnalysis::visitAccess(Operation *op, unsigned pipe, State &state) {
  SmallVector<Access> accesses;
  collectAccesses(op, accesses);
  if (accesses.empty())
    return;

  if (mode == Mode::Insert) {
    // Flags first, one pipe at a time (one may order what another's
    // would), then a barrier for what is left on the op's own pipe.
    Need need;
    need.pipe = pipe;
    for (;;) {
      SmallVector<std::pair<FactKey, bool>> found;
      PipeMask pipes = conflicts(accesses, pipe, state, &found);
      PipeMask others = pipes & ~bit(pipe);
      if (!others) {
        if (pipes) {
          need.barrier = true;
          applyBarrier(state, pipe, op);
        }
        break;
      }
      unsigned from = llvm::countr_zero(others);
      // Where every access to order comes before `op` in its block (or
      // inside an op there), the set goes right after the last of them
      // (or that op), so that `from` may run ahead.
      Operation *after = nullptr;
      for (const auto &[key, accessWrites] : found) {
        if (key.pipe != from)
          continue;
        Operation *last = state.facts[key].last;
        Operation *ancestor =
            last ? op->getBlock()->findAncestorOpInBlock(*last) : nullptr;
        if (!ancestor || ancestor == op || !ancestor->isBeforeInBlock(op)) {
          after = nullptr;
          break;
        }
        if (!after || after->isBeforeInBlock(ancestor))
          after = ancestor;
      }
      // A call between the set and the wait would run the callee's flags
      // while this one is set: set right before the wait instead.
      for (Operation *between = after ? after->getNextNode() : nullptr;
           between && between != op; between = between->getNextNode()) {
        bool calls = false;
        between->walk([&](func::CallOp) { calls = true; });
        if (calls) {
          after = nullptr;
          break;
        }
      }
      if (!after) {
        SmallVector<FactKey> keys;
        for (const auto &[key, accessWrites] : found)
          if (key.pipe == from)
            keys.push_back(key);
        if (std::optional<FlagPlan> carried =
                planCarriedFlag(op, from, pipe, keys)) {
          applyCarriedFlag(state, *carried, keys, op);
          continue;
        }
      }
      flags[op].push_back({from, pipe, after, op});
      if (after)
        applyFlagSetAfter(state, from, pipe, after, op);
      else
        applyFlag(state, from, pipe, op);
    }
    if (need.barrier)
      needs[op] = need;
  } else {
    // One report per earlier pipe, naming its first conflicting access.
    SmallVector<std::pair<FactKey, bool>> found;
    conflicts(accesses, pipe, state, &found);
    PipeMask reported = 0;
    for (const auto &[key, accessWrites] : found) {
      Fact &fact = state.facts[key];
      if (!(reported & bit(key.pipe))) {
        reported |= bit(key.pipe);
        bool samePipe = key.pipe == pipe;
        report(op,
               ("hazard: this instruction (" +
                stringifyPipe(static_cast<Pipe>(pipe)) + ") " +
                (accessWrites ? "writes" : "reads") +
                (key.resource.space == kGlobal ? " global memory" : " a tile") +
                " that an earlier " + (key.write ? "write" : "read") + " on " +
                stringifyPipe(static_cast<Pipe>(key.pipe)) +
                " may still be accessing: " +
                (samePipe ? "no pipe_barrier of the pipe comes between them"
                          : "no set_flag / wait_flag pair orders them"))
                   .str(),
               fact.op);
      }
      // Reported once: go on as if it were ordered.
      clearBit(fact, pipe, op);
    }
    dropFinished(state);
  }

  PipeMask pendingFor = kAllPipes & ~(isOrderedPipe(pipe) ? bit(pipe) : 0);
  for (const Access &access : accesses) {
    Fact &fact =
        state
            .facts[{access.resource, static_cast<uint8_t>(pipe), access.write}];
    fact.pending |= pendingFor;
    fact.seals.clear(); // flags set before this access do not cover it
    fact.op = op;
    fact.last = op;
  }
}

void HazardAnalysis::visitFlag(Operation *op, bool set, State &state) {
  Pipe src, dst;
  std::optional<unsigned> event;
  if (auto flag = dyn_cast<SetFlagOp>(op)) {
    src = flag.getSrcPipe(), dst = flag.getDstPipe();
    event = static_cast<unsigned>(flag.getEventId());
  } else if (auto flag = dyn_cast<WaitFlagOp>(op)) {
    src = flag.getSrcPipe(), dst = flag.getDstPipe();
    event = static_cast<unsigned>(flag.getEventId());
  } else if (auto flag = dyn_cast<SetFlagDynOp>(op)) {
    src = flag.getSrcPipe(), dst = flag.getDstPipe();
  } else {
    auto wait = cast<WaitFlagDynOp>(op);
    src = wait.getSrcPipe(), dst = wait.getDstPipe();
  }
  unsigned from = static_cast<unsigned>(src), to = static_cast<unsigned>(dst);
  // Flags with a run-time id, or between pipes the model does not know,
  // are not followed: hazards they order are reported.
  if (!event || from >= kNumPipes || to >= kNumPipes)
    return;
  Slot slot = slotOf(from, to, *event);
  auto it = state.flags.find(slot);
  FlagStatus status = it == state.flags.end() ? FlagStatus::Unset : it->second;
  if (set) {
    if (status != FlagStatus::Unset)
      report(op,
             std::string("sets an event that ") +
                 (status == FlagStatus::Maybe ? "may still be" : "is still") +
                 " set (event ids reused while live): its wait_flag has "
                 "not come yet");
    state.flags[slot] = FlagStatus::Set;
    setOps[slot] = op;
    for (auto &[key, fact] : state.facts)
      if (key.pipe == from || !(fact.pending & bit(from)))
        fact.seals.insert(slot);
    return;
  }
  if (status != FlagStatus::Set)
    report(op, status == FlagStatus::Unset
                   ? "waits for an event no set_flag has set: the pipe would "
                     "wait forever (deadlock)"
                   : "waits for an event that is not set on every path here: "
                     "the pipe may wait forever (deadlock)");
  state.flags.erase(slot);
  for (auto &[key, fact] : state.facts)
    if (fact.seals.erase(slot))
      clearBit(fact, to, op);
  dropFinished(state);
}

void HazardAnalysis::walkRegion(Region &region, State &state) {
  for (Block &block : region)
    for (Operation &op : block)
      visit(&op, state);
}

/// An op whose regions may run in any order, any number of times, or not
/// at all (a loop; an op this analysis does not know): from the state it
/// is entered with, each region is walked and the results joined in,
/// until the state stops growing.
void HazardAnalysis::walkRepeated(Operation *op, State &state) {
  State head = state;
  for (;;) {
    State joined = head;
    for (Region &region : op->getRegions()) {
      State end = head;
      walkRegion(region, end);
      join(joined, end, op);
    }
    // Equal states may still differ in where their accesses were last
    // (Fact::last, clearedAt): keep the joined ones.
    bool stable = joined == head;
    head = std::move(joined);
    if (stable)
      break;
  }
  state = std::move(head);
}

/// scf.while: the `before` region runs, then either the loop exits or the
/// `after` region runs and the loop repeats.
void HazardAnalysis::walkWhile(Operation *op, State &state) {
  auto loop = cast<scf::WhileOp>(op);
  State head = state;
  for (;;) {
    State end = head;
    walkRegion(loop.getBefore(), end);
    walkRegion(loop.getAfter(), end);
    State joined = head;
    join(joined, end, op);
    bool stable = joined == head;
    head = std::move(joined);
    if (stable)
      break;
  }
  walkRegion(loop.getBefore(), head);
  state = std::move(head);
}

void HazardAnalysis::visit(Operation *op, State &state) {
  reports.erase(op);
  needs.erase(op);
  flags.erase(op);
  if (auto barrier = dyn_cast<BarrierOp>(op)) {
    unsigned pipe = static_cast<unsigned>(barrier.getPipe());
    if (mode == Mode::Verify && a5 && isOrderedPipe(pipe) &&
        pipe != static_cast<unsigned>(Pipe::PIPE_S))
      report(op, ("a5 rejects a pipe_barrier of " +
                  stringifyPipe(barrier.getPipe()) +
                  ": it keeps that pipe's instructions in order by itself")
                     .str());
    if (barrier.getPipe() == Pipe::PIPE_ALL)
      state.facts.clear();
    else if (pipe < kNumPipes)
      applyBarrier(state, pipe, op);
    return;
  }
  if (isa<SetFlagOp, SetFlagDynOp>(op)) {
    if (mode == Mode::Verify)
      visitFlag(op, /*set=*/true, state);
    return;
  }
  if (isa<WaitFlagOp, WaitFlagDynOp>(op)) {
    if (mode == Mode::Verify)
      visitFlag(op, /*set=*/false, state);
    return;
  }
  if (isa<func::CallOp>(op)) {
    // The callee starts with nothing in flight, and ends with a barrier of
    // all pipes where something is (pto-insert-sync puts one there).
    if (!state.facts.empty()) {
      if (mode == Mode::Insert)
        needs[op].barrierAll = true;
      else
        report(op, "hazard: a call while accesses may still be in flight "
                   "(no pipe_barrier(PIPE_ALL) before it)");
    }
    state.facts.clear();
    return;
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    auto known = knownBranches.find(op);
    if (known != knownBranches.end()) {
      walkRegion(known->second ? ifOp.getThenRegion() : ifOp.getElseRegion(),
                 state);
      return;
    }
    State otherwise = state;
    walkRegion(ifOp.getThenRegion(), state);
    walkRegion(ifOp.getElseRegion(), otherwise);
    join(state, otherwise, op);
    return;
  }
  if (auto switchOp = dyn_cast<scf::IndexSwitchOp>(op)) {
    // One of the cases runs.
    State joined;
    bool first = true;
    for (Region &region : switchOp->getRegions()) {
      State end = state;
      walkRegion(region, end);
      if (first)
        joined = std::move(end);
      else
        join(joined, end, op);
      first = false;
    }
    state = std::move(joined);
    return;
  }
  if (isa<scf::WhileOp>(op)) {
    walkWhile(op, state);
    return;
  }
  if (isa<SectionCubeOp, SectionVectorOp>(op)) {
    // A section runs on one core, whose pipes the rest of the function's
    // accesses are not on: it starts from nothing in flight and ends
    // drained.
    if (!state.facts.empty()) {
      if (mode == Mode::Insert)
        needs[op].barrierAll = true;
      else
        report(op, "hazard: a section begins while accesses may still be "
                   "in flight (no pipe_barrier(PIPE_ALL) before it)");
    }
    State inside;
    walkRegion(op->getRegion(0), inside);
    Block *body = &op->getRegion(0).front();
    llvm::erase(drainAtEnd, body);
    if (!inside.facts.empty()) {
      if (mode == Mode::Insert)
        drainAtEnd.push_back(body);
      else
        report(op, "hazard: accesses may still be in flight at the end of "
                   "this section (no pipe_barrier(PIPE_ALL) ends it)");
    }
    state.facts.clear();
    for (const auto &[slot, status] : inside.flags)
      state.flags[slot] = status;
    return;
  }
  if (auto loop = dyn_cast<scf::ForOp>(op); loop && mode == Mode::Verify) {
    SmallVector<scf::IfOp> firsts = getFirstIterationTests(loop);
    if (!firsts.empty()) {
      walkPeeled(loop, firsts, state);
      return;
    }
  }
  if (op->getNumRegions() != 0) {
    walkRepeated(op, state);
    if (mode == Mode::Insert && isa<scf::ForOp>(op))
      applyDrains(cast<scf::ForOp>(op), state);
    return;
  }
  if (std::optional<unsigned> pipe = pipeOf(op))
    visitAccess(op, *pipe, state);
}
