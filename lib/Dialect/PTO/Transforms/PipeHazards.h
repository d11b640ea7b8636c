//===- PipeHazards.h - which accesses of a core's pipes may overlap -*- C++
//-*-//
//
// The model pto-insert-sync and pto-verify-sync share: a forward dataflow
// over the structured control flow of one function whose state says, for
// each access of a resource (a tile's storage, a global tensor) by a pipe,
// the pipes whose next instruction may still overlap it, and which of the
// function's own flags are set. See Passes.md ("pto-insert-sync") for the
// rules.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_PTO_TRANSFORMS_PIPEHAZARDS_H
#define TIRPTO_LIB_DIALECT_PTO_TRANSFORMS_PIPEHAZARDS_H

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"

#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace mlir::pto::sync {

/// Pipe codes below this bound are pipes an instruction is issued on.
constexpr unsigned kNumPipes = 16;
using PipeMask = uint32_t;

/// What an access touches: the storage behind a tile (its alloc_tile, or
/// the tile a FIFO pop returned) in a location, or a global tensor (the
/// kernel argument behind a view). A null root: storage not named.
struct Resource {
  void *root = nullptr;
  int32_t space = -1; // AddressSpace code; kGlobal for global memory
  bool operator<(const Resource &other) const {
    return std::tie(space, root) < std::tie(other.space, other.root);
  }
  bool operator==(const Resource &other) const {
    return space == other.space && root == other.root;
  }
};
constexpr int32_t kGlobal = -1;

/// The accesses of one kind by one pipe to one resource.
struct FactKey {
  Resource resource;
  uint8_t pipe;
  bool write;
  bool operator<(const FactKey &other) const {
    return std::tie(resource, pipe, write) <
           std::tie(other.resource, other.pipe, other.write);
  }
  bool operator==(const FactKey &other) const {
    return resource == other.resource && pipe == other.pipe &&
           write == other.write;
  }
};

/// A flag slot: (source pipe, destination pipe, event id).
using Slot = uint16_t;

struct Fact {
  /// The pipes whose next instruction may still overlap these accesses.
  PipeMask pending = 0;
  /// Flags set (by the function) after these accesses had finished for
  /// the flag's source pipe: the wait of one orders them for its
  /// destination.
  std::set<Slot> seals;
  /// One access the fact stands for (for diagnostics).
  Operation *op = nullptr;
  /// An op at or after the last of these accesses: the access itself, or
  /// the op whose regions joined paths that end in different accesses.
  Operation *last = nullptr;
  /// For each pipe whose bit is clear in `pending`: an op at or after
  /// which the bit was cleared (the op a flag's wait or a barrier came
  /// before, or the op whose regions joined paths that cleared it apart).
  std::array<Operation *, kNumPipes> clearedAt{};
  bool operator==(const Fact &other) const {
    return pending == other.pending && seals == other.seals;
  }
};

enum class FlagStatus : uint8_t { Unset, Set, Maybe };

struct State {
  std::map<FactKey, Fact> facts;
  /// The function's own flags that are (or may be) set.
  std::map<Slot, FlagStatus> flags;
  bool operator==(const State &other) const {
    return facts == other.facts && flags == other.flags;
  }
};

/// What the client does at each event of the walk.
enum class Mode {
  /// pto-insert-sync: the function's own flags are not relied on; each
  /// hazard is resolved by a flag pair or a barrier recorded in `needs`.
  Insert,
  /// pto-verify-sync: the function's own flags and barriers are modelled;
  /// each hazard, and each misuse of a flag, is reported.
  Verify,
};

/// The barriers pto-insert-sync puts before one op.
struct Need {
  unsigned pipe = 0;
  bool barrier = false; // pipe_barrier(pipe)
  bool barrierAll = false;
};

/// A flag pto-insert-sync adds: set on `from` right after `setAfter` (or,
/// without one, right before `waitBefore`), waited for on `to` right before
/// `waitBefore`. A flag carried around `loop` (a hazard between an access
/// late in one iteration and one early in the next; `setAfter` and
/// `waitBefore` are ops of its body) is also set right before the loop (so
/// that the first iteration's wait finds it set) and waited for right
/// after it (so that the last iteration's set is consumed).
struct FlagPlan {
  unsigned from, to;
  Operation *setAfter;
  Operation *waitBefore;
  Operation *loop = nullptr;
};

/// The walk visits the ops of a loop body several times (once per round
/// of its fixed point, in each round of the loops around it). What it
/// decides or reports at an op is kept from the op's last visit, which is
/// the one from the fixed point of every loop around it: the analysis
/// costs (rounds per loop) ^ (loop depth) visits per op, rounds being 2
/// for most loops.
class HazardAnalysis {
public:
  /// `distinctArguments`: whether the function's pointer arguments are
  /// distinct tensors (a kernel's are; a function called with one tensor
  /// twice has aliasing ones).
  HazardAnalysis(func::FuncOp func, Mode mode, bool distinctArguments);

  /// Walks the function body; returns the state at its end. In verify
  /// mode, emits the reports (`failed` says whether there were any).
  State run();

  /// Insert mode: the barriers to put before each op, the flags each op
  /// waits for, and the blocks (of sections) to drain at their end.
  llvm::DenseMap<Operation *, Need> needs;
  llvm::DenseMap<Operation *, SmallVector<FlagPlan, 2>> flags;
  SmallVector<Block *> drainAtEnd;
  bool failed = false;
  /// Verify mode: the function is called from another, whose accesses
  /// after the call take nothing in flight from it: it must return
  /// drained.
  bool mustEndDrained = false;

  /// Whether the hardware keeps `pipe`'s instructions in order (no
  /// barrier within it): PIPE_S, and a5's ordered pipe.
  bool isOrderedPipe(unsigned pipe) const;

private:
  struct Access {
    Resource resource;
    bool write;
  };
  struct Report {
    std::string message;
    Operation *note;
  };

  void walkRegion(Region &region, State &state);
  void walkRepeated(Operation *op, State &state);
  void walkWhile(Operation *op, State &state);
  void walkPeeled(scf::ForOp loop, ArrayRef<scf::IfOp> firsts, State &state);
  void visit(Operation *op, State &state);
  void visitAccess(Operation *op, unsigned pipe, State &state);
  void visitFlag(Operation *op, bool set, State &state);
  void collectAccesses(Operation *op, SmallVectorImpl<Access> &accesses);
  void applyDrains(scf::ForOp loop, State &state);
  void applyCarriedFlag(State &state, const FlagPlan &flag,
                        ArrayRef<FactKey> keys, Operation *at);
  std::optional<FlagPlan> planCarriedFlag(Operation *op, unsigned from,
                                          unsigned to, ArrayRef<FactKey> keys);
  void report(Operation *op, std::string message, Operation *note = nullptr);

  std::optional<unsigned> pipeOf(Operation *op);
  std::optional<Resource> resourceOf(Value value);
  Value globalRoot(Value value);
  bool mayAlias(const Resource &a, const Resource &b);
  /// The pipes of the facts pending for `pipe` that `accesses` conflict
  /// with; `which` gets each fact and whether the access is a write.
  PipeMask conflicts(ArrayRef<Access> accesses, unsigned pipe,
                     const State &state,
                     SmallVectorImpl<std::pair<FactKey, bool>> *which);

  func::FuncOp func;
  Mode mode;
  bool a5;
  bool distinctArguments;
  bool level3 = false;
  tirpto::BufferLiveness liveness;
  llvm::DenseMap<void *, tirpto::ProgramSpan> spans;
  /// Verify mode: what each op's last visit found, and the last set of
  /// each slot (for "never waited").
  llvm::DenseMap<Operation *, SmallVector<Report, 1>> reports;
  llvm::DenseMap<Slot, Operation *> setOps;
  /// Verify mode: the scf.if ops whose branch is known while one iteration
  /// of their loop is walked (walkPeeled).
  llvm::DenseMap<Operation *, bool> knownBranches;
};

/// The scf.if ops in `loop`'s body (outside nested loops) that test its
/// first iteration, `iv == lb`, where the loop runs at least once
/// (constant bounds): the tests HazardAnalysis::walkPeeled decides
/// (PipeHazardsPeel.cpp).
SmallVector<scf::IfOp> getFirstIterationTests(scf::ForOp loop);

} // namespace mlir::pto::sync

#endif // TIRPTO_LIB_DIALECT_PTO_TRANSFORMS_PIPEHAZARDS_H
