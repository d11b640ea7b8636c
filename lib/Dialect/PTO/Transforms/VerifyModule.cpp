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
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::pto {
#define GEN_PASS_DEF_PTOVERIFYMODULE
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;

/// The entry function returns nothing (ptoas emits it as `__global__ void`).
static LogicalResult verifyEntries(ModuleOp module) {
  SmallVector<func::FuncOp> definitions, entries;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    definitions.push_back(func);
    if (func->hasAttr(PTODialect::kEntryAttrName))
      entries.push_back(func);
  }
  if (entries.empty() && definitions.size() == 1)
    entries = definitions;
  bool ok = true;
  for (func::FuncOp entry : entries)
    if (entry.getNumResults() != 0) {
      entry.emitOpError("PTO entry functions must return void (ptoas emits "
                        "the entry as a __global__ void kernel; it is the ")
          << (entry->hasAttr(PTODialect::kEntryAttrName)
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

/// The tile FIFO between peer kernels (ptoas-format.md §4.12).
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

  // The split of each direction: pushes, pops and frees agree.
  struct Use {
    Operation *op;
    int64_t split;
  };
  SmallVector<Use> c2v, v2c;
  module.walk([&](Operation *op) {
    if (auto push = dyn_cast<TPushToAivOp>(op))
      c2v.push_back({op, push.getSplit()});
    else if (auto pop = dyn_cast<TPopFromAicOp>(op))
      c2v.push_back({op, pop.getSplit()});
    else if (auto free = dyn_cast<TFreeFromAicOp>(op))
      c2v.push_back({op, free.getSplit()});
    else if (auto push = dyn_cast<TPushToAicOp>(op))
      v2c.push_back({op, push.getSplit()});
    else if (auto pop = dyn_cast<TPopFromAivOp>(op))
      v2c.push_back({op, pop.getSplit()});
    else if (auto free = dyn_cast<TFreeFromAivOp>(op))
      v2c.push_back({op, free.getSplit()});
  });
  for (ArrayRef<Use> uses : {ArrayRef<Use>(c2v), ArrayRef<Use>(v2c)})
    for (const Use &use : uses)
      if (use.split != uses.front().split) {
        InFlightDiagnostic diag =
            use.op->emitOpError("conflicting pipe split usage across peer "
                                "pipe init ops: split = ")
            << use.split << " here, split = " << uses.front().split << " at "
            << uses.front().op->getName();
        diag.attachNote(uses.front().op->getLoc()) << "the other split";
        return failure();
      }

  // An explicit nosplit agrees with the splits of its directions.
  auto checkNosplit = [&](Operation *init, std::optional<bool> nosplit,
                          int64_t dirMask) -> LogicalResult {
    if (!nosplit)
      return success();
    for (auto [bit, uses] : {std::make_pair(1, ArrayRef<Use>(c2v)),
                             std::make_pair(2, ArrayRef<Use>(v2c))}) {
      if (!(dirMask & bit))
        continue;
      for (const Use &use : uses)
        if ((use.split == 0) != *nosplit) {
          InFlightDiagnostic diag =
              init->emitOpError("explicit 'nosplit = ")
              << (*nosplit ? "true" : "false")
              << "' conflicts with downstream users that require split = "
              << (*nosplit ? "1 or 2" : "0");
          diag.attachNote(use.op->getLoc()) << "a user with split = "
                                            << use.split;
          return failure();
        }
    }
    return success();
  };
  WalkResult result = module.walk([&](Operation *op) {
    LogicalResult checked = success();
    if (auto init = dyn_cast<AicInitializePipeOp>(op))
      checked = checkNosplit(op, init.getNosplit(), init.getDirMask());
    else if (auto init = dyn_cast<AivInitializePipeOp>(op))
      checked = checkNosplit(op, init.getNosplit(), init.getDirMask());
    else if (auto init = dyn_cast<InitializeL2LPipeOp>(op))
      checked = checkNosplit(op, init.getNosplit(), init.getDirMask());
    return failed(checked) ? WalkResult::interrupt() : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult mlir::pto::verifyModuleRules(ModuleOp module) {
  bool ok = succeeded(verifyEntries(module));
  ok &= succeeded(verifyNoRecursion(module));
  ok &= succeeded(verifyLevel(module));
  ok &= succeeded(verifyFifo(module));
  return success(ok);
}

namespace {
struct PTOVerifyModulePass
    : pto::impl::PTOVerifyModuleBase<PTOVerifyModulePass> {
  void runOnOperation() override {
    if (failed(verifyModuleRules(getOperation())))
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
