//===- VerifyModule.cpp - ptoas's module-level rules ----------------------===//
//
// Rules ptoas checks on a whole module (ptoas-format.md §3 and §5: entry
// functions; §6 and §8: level 3; §4.12: the tile FIFO), which op verifiers
// cannot see. The walks only read the IR.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

namespace mlir::pto {
#define GEN_PASS_DEF_PTOVERIFYMODULE
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;

/// `pto.entry`, or its legacy spelling `hacc.entry` (ptoas-format.md §3).
static bool hasEntryAttr(func::FuncOp func) {
  return func->hasAttr(PTODialect::kEntryAttrName) ||
         func->hasAttrOfType<UnitAttr>("hacc.entry");
}

/// The entry function returns nothing (ptoas emits it as `__global__ void`).
static LogicalResult verifyEntries(ModuleOp module) {
  SmallVector<func::FuncOp> definitions, entries;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    definitions.push_back(func);
    if (hasEntryAttr(func))
      entries.push_back(func);
  }
  if (entries.empty() && definitions.size() == 1)
    entries = definitions;
  bool ok = true;
  for (func::FuncOp entry : entries)
    if (entry.getNumResults() != 0) {
      entry.emitOpError("PTO entry functions must return void (ptoas emits "
                        "the entry as a __global__ void kernel; it is the ")
          << (hasEntryAttr(entry)
                  ? "function marked pto.entry)"
                  : "only function definition of the module)");
      ok = false;
    }
  return success(ok);
}

/// No function reaches itself through func.call (ptoas's C++ emission has
/// no recursion).
static LogicalResult verifyNoRecursion(ModuleOp module) {
  llvm::StringMap<SmallVector<func::CallOp>> calls;
  for (auto func : module.getOps<func::FuncOp>())
    func.walk([&](func::CallOp call) {
      calls[func.getSymName()].push_back(call);
    });
  enum class State { Visiting, Done };
  llvm::StringMap<State> state;
  func::CallOp offending;
  std::function<bool(StringRef)> visit = [&](StringRef name) -> bool {
    state[name] = State::Visiting;
    for (func::CallOp call : calls.lookup(name)) {
      StringRef callee = call.getCallee();
      auto it = state.find(callee);
      if (it != state.end() && it->second == State::Visiting) {
        offending = call;
        return false;
      }
      if (it == state.end() && !visit(callee))
        return false;
    }
    state[name] = State::Done;
    return true;
  };
  for (auto func : module.getOps<func::FuncOp>())
    if (!state.count(func.getSymName()) && !visit(func.getSymName())) {
      offending.emitOpError("makes a recursive call to @")
          << offending.getCallee()
          << "; recursive function calls are not supported by ptoas (its "
             "C++ emission has no recursion)";
      return failure();
    }
  return success();
}

/// Level 3 is all or nothing (ptoas-format.md §8).
static LogicalResult verifyLevel(ModuleOp module) {
  Operation *level3 = nullptr;
  AllocTileOp missing;
  module.walk([&](Operation *op) {
    if (auto alloc = dyn_cast<AllocTileOp>(op)) {
      if (alloc.getAddr()) {
        level3 = level3 ? level3 : op;
      } else if (!missing) {
        missing = alloc;
      }
    } else if (isa<TAssignOp>(op)) {
      level3 = level3 ? level3 : op;
    }
  });
  if (!level3 || !missing)
    return success();
  InFlightDiagnostic diag =
      missing.emitOpError("requires an 'addr' operand at level 3: the module "
                          "places tiles by hand (")
      << (isa<TAssignOp>(level3) ? "pto.tassign" : "pto.alloc_tile addr")
      << "), so every pto.alloc_tile needs its address";
  diag.attachNote(level3->getLoc()) << "level 3 because of this op";
  return diag;
}

/// Whether `value` is an operand of a pipe initialisation.
static Operation *findInitUser(Value value) {
  for (Operation *user : value.getUsers())
    if (isa<AicInitializePipeOp, AivInitializePipeOp, InitializeL2LPipeOp,
            InitializeL2G2LPipeOp>(user))
      return user;
  return nullptr;
}

namespace {
/// One end of a logical pipe (ptoas pairs the inits of the two kernels by
/// their slot buffer): an init op for one direction, its explicit nosplit,
/// and the pushes, pops and frees that go through it.
struct PipeEnd {
  struct Use {
    Operation *op;
    int64_t split;
  };
  Operation *init = nullptr;
  std::optional<bool> nosplit;
  SmallVector<Use> uses;
};
} // namespace

/// The slot buffer a pipe end is keyed by: the function that reserves it
/// and its name.
static std::optional<std::pair<std::string, std::string>>
getPeerKey(Value buffer) {
  if (auto reserve = buffer.getDefiningOp<ReserveBufferOp>()) {
    auto func = reserve->getParentOfType<func::FuncOp>();
    if (!func)
      return std::nullopt;
    return std::make_pair(func.getSymName().str(), reserve.getName().str());
  }
  if (auto import = buffer.getDefiningOp<ImportReservedBufferOp>())
    return std::make_pair(import.getPeerFunc().str(), import.getName().str());
  return std::nullopt;
}

/// Groups the pipe ends of the module into logical pipes. A frontend init
/// (aic/aiv_initialize_pipe) has one end per direction of its dir_mask,
/// used by the frontend pushes, pops and frees of that direction in its
/// function; an internal init (initialize_l2l/l2g2l_pipe) is one end used
/// through its handle. Ends without a slot-buffer key, and frontend uses
/// with no init for their direction, are pipes of their own.
static void collectLogicalPipes(ModuleOp module,
                                SmallVector<SmallVector<PipeEnd>> &pipes) {
  std::map<std::pair<std::string, std::string>, size_t> byKey;
  // Adds `end` to the pipe of `key` (a new pipe without one); returns the
  // pipe's index.
  auto add = [&](PipeEnd end,
                 std::optional<std::pair<std::string, std::string>> key) {
    if (key) {
      auto [it, inserted] = byKey.try_emplace(*key, pipes.size());
      if (!inserted) {
        pipes[it->second].push_back(std::move(end));
        return it->second;
      }
    }
    pipes.emplace_back();
    pipes.back().push_back(std::move(end));
    return pipes.size() - 1;
  };

  module.walk([&](func::FuncOp func) {
    // Direction 0 is cube -> vector (dir_mask bit 1), 1 is vector -> cube.
    SmallVector<PipeEnd::Use> uses[2];
    Operation *init = nullptr;
    func.walk([&](Operation *op) {
      if (auto push = dyn_cast<TPushToAivOp>(op))
        uses[0].push_back({op, push.getSplitAttr().getInt()});
      else if (auto pop = dyn_cast<TPopFromAicOp>(op))
        uses[0].push_back({op, pop.getSplitAttr().getInt()});
      else if (auto free = dyn_cast<TFreeFromAicOp>(op))
        uses[0].push_back({op, free.getSplitAttr().getInt()});
      else if (auto push = dyn_cast<TPushToAicOp>(op))
        uses[1].push_back({op, push.getSplitAttr().getInt()});
      else if (auto pop = dyn_cast<TPopFromAivOp>(op))
        uses[1].push_back({op, pop.getSplitAttr().getInt()});
      else if (auto free = dyn_cast<TFreeFromAivOp>(op))
        uses[1].push_back({op, free.getSplitAttr().getInt()});
      else if (isa<AicInitializePipeOp, AivInitializePipeOp>(op) && !init)
        init = op;
    });
    int64_t dirMask = 0;
    std::optional<bool> nosplit;
    Value buffers[2];
    if (auto aic = dyn_cast_or_null<AicInitializePipeOp>(init)) {
      dirMask = aic.getDirMaskAttr().getInt();
      nosplit = aic.getNosplit();
      buffers[0] = aic.getC2vConsumerBuf();
      buffers[1] = aic.getV2cConsumerBuf();
    } else if (auto aiv = dyn_cast_or_null<AivInitializePipeOp>(init)) {
      dirMask = aiv.getDirMaskAttr().getInt();
      nosplit = aiv.getNosplit();
      buffers[0] = aiv.getC2vConsumerBuf();
      buffers[1] = aiv.getV2cConsumerBuf();
    }
    for (int dir : {0, 1}) {
      PipeEnd end;
      end.uses = std::move(uses[dir]);
      if (!(dirMask & (1 << dir))) {
        if (!end.uses.empty())
          add(std::move(end), std::nullopt);
        continue;
      }
      end.init = init;
      end.nosplit = nosplit;
      add(std::move(end), getPeerKey(buffers[dir]));
    }
  });

  // The internal forms, then the ops on their handles in program order.
  llvm::DenseMap<Operation *, std::pair<size_t, size_t>> internalEnds;
  module.walk([&](Operation *op) {
    if (!isa<InitializeL2LPipeOp, InitializeL2G2LPipeOp>(op))
      return;
    PipeEnd end;
    end.init = op;
    Value localAddr;
    if (auto l2l = dyn_cast<InitializeL2LPipeOp>(op)) {
      end.nosplit = l2l.getNosplit();
      localAddr = l2l.getLocalAddr();
    } else {
      auto l2g2l = cast<InitializeL2G2LPipeOp>(op);
      end.nosplit = l2g2l.getNosplit();
      localAddr = l2g2l.getLocalAddr();
    }
    size_t pipe = add(std::move(end), getPeerKey(localAddr));
    internalEnds[op] = {pipe, pipes[pipe].size() - 1};
  });
  module.walk([&](Operation *op) {
    Value handle;
    int64_t split;
    if (auto push = dyn_cast<TPushOp>(op)) {
      handle = push.getPipeHandle();
      split = push.getSplitAttr().getInt();
    } else if (auto pop = dyn_cast<TPopOp>(op)) {
      handle = pop.getPipeHandle();
      split = pop.getSplitAttr().getInt();
    } else if (auto free = dyn_cast<TFreeOp>(op)) {
      handle = free.getPipeHandle();
      split = free.getSplitAttr().getInt();
    } else {
      return;
    }
    auto it = internalEnds.find(handle.getDefiningOp());
    if (it != internalEnds.end())
      pipes[it->second.first][it->second.second].uses.push_back({op, split});
  });
}

/// The tile FIFO between peer kernels (ptoas-format.md §4.12), checked per
/// logical pipe as ptoas's pipe-init inference does (split 1 and 2 are not
/// mixed either, which ptoas lets through).
static LogicalResult verifyFifo(ModuleOp module) {
  // A slot buffer initialised on one side is initialised by its peer too.
  bool ok = true;
  module.walk([&](ImportReservedBufferOp import) {
    auto peer = module.lookupSymbol<func::FuncOp>(import.getPeerFunc());
    if (!peer)
      return;
    ReserveBufferOp reserve;
    peer.walk([&](ReserveBufferOp op) {
      if (op.getName() == import.getName())
        reserve = op;
    });
    if (!reserve)
      return;
    Operation *localInit = findInitUser(reserve.getAddr());
    Operation *peerInit = findInitUser(import.getAddr());
    if (bool(localInit) == bool(peerInit))
      return;
    Operation *init = localInit ? localInit : peerInit;
    InFlightDiagnostic diag =
        init->emitOpError("requires a complete peer init pair: the slot "
                          "buffer \"")
        << import.getName()
        << "\" is initialised on one side of the FIFO only";
    diag.attachNote((localInit ? import.getOperation() : reserve.getOperation())
                        ->getLoc())
        << "the peer side, which initialises no pipe with it";
    ok = false;
  });
  if (!ok)
    return failure();

  // The split of each logical pipe: its pushes, pops and frees agree, and
  // so does an explicit nosplit on any of its inits.
  SmallVector<SmallVector<PipeEnd>> pipes;
  collectLogicalPipes(module, pipes);
  for (ArrayRef<PipeEnd> ends : pipes) {
    const PipeEnd::Use *first = nullptr;
    for (const PipeEnd &end : ends)
      for (const PipeEnd::Use &use : end.uses) {
        if (!first) {
          first = &use;
          continue;
        }
        if (use.split == first->split)
          continue;
        InFlightDiagnostic diag =
            use.op->emitOpError("conflicting pipe split usage across peer "
                                "pipe init ops: split = ")
            << use.split << " here, split = " << first->split << " at "
            << first->op->getName();
        diag.attachNote(first->op->getLoc()) << "the other split";
        return failure();
      }

    const PipeEnd *explicitEnd = nullptr;
    for (const PipeEnd &end : ends) {
      if (!end.nosplit)
        continue;
      if (!explicitEnd) {
        explicitEnd = &end;
        continue;
      }
      if (*end.nosplit == *explicitEnd->nosplit)
        continue;
      InFlightDiagnostic diag =
          end.init->emitOpError("conflicting explicit 'nosplit' across peer "
                                "pipe init ops: nosplit = ")
          << (*end.nosplit ? "true" : "false") << " here, nosplit = "
          << (*explicitEnd->nosplit ? "true" : "false") << " at "
          << explicitEnd->init->getName();
      diag.attachNote(explicitEnd->init->getLoc()) << "the other init";
      return failure();
    }

    if (!explicitEnd || !first)
      continue;
    bool nosplit = *explicitEnd->nosplit;
    if ((first->split == 0) == nosplit)
      continue;
    InFlightDiagnostic diag =
        explicitEnd->init->emitOpError("explicit 'nosplit = ")
        << (nosplit ? "true" : "false")
        << "' conflicts with downstream users that require split = "
        << (nosplit ? "1 or 2" : "0");
    diag.attachNote(first->op->getLoc()) << "a user with split = "
                                         << first->split;
    return failure();
  }
  return success();
}

LogicalResult mlir::pto::verifyModuleRules(ModuleOp module) {
  bool ok = succeeded(verifyEntries(module));
  ok &= succeeded(verifyNoRecursion(module));
  ok &= succeeded(verifyLevel(module));
  ok &= succeeded(verifyFifo(module));
  return success(ok);
}

/// Whether `module` is still above PTO: it carries `ascend.arch` or holds a
/// tir or ascend op (pto-opt runs this pass after every pipeline, and the
/// stages before convert-ascend-to-pto are not PTO output).
static bool isAbovePTO(ModuleOp module) {
  if (module->hasAttr("ascend.arch"))
    return true;
  return module
      .walk([](Operation *op) {
        StringRef ns = op->getName().getDialectNamespace();
        return ns == "tir" || ns == "ascend" ? WalkResult::interrupt()
                                             : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {
struct PTOVerifyModulePass
    : pto::impl::PTOVerifyModuleBase<PTOVerifyModulePass> {
  void runOnOperation() override {
    if (!isAbovePTO(getOperation()) &&
        failed(verifyModuleRules(getOperation())))
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
