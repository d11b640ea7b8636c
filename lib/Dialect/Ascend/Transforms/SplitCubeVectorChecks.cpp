//===- SplitCubeVectorChecks.cpp - what the split checks and reports ----===//
//
// ascend-split-cube-vector's checks: the cross-core flags of expert-mode
// kernels, hand-offs and shared global buffers under sub-block control,
// global buffers the parts would race on, and parts left using the other
// core's memory.
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;
using namespace mlir::ascend;

/// The core whose memory `value` (a buffer) is in, if any.
std::optional<CoreType> mlir::ascend::getCoreOfBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type)
    return std::nullopt;
  std::optional<AddressSpace> space = getAddressSpace(type);
  if (!space)
    return std::nullopt;
  return getCoreOfAddressSpace(*space);
}

CoreType mlir::ascend::getOtherCore(CoreType core) {
  return core == CoreType::AIC ? CoreType::AIV : CoreType::AIC;
}

/// Whether `op` hands a Vector result to the Cube (ub -> l1).
bool mlir::ascend::isToCube(CrossCoreCopyOp op) {
  return getAddressSpace(cast<MemRefType>(op.getSource().getType())) ==
         AddressSpace::UB;
}

/// Whether `value` is computed from the sub-block id.
bool mlir::ascend::dependsOnSubBlock(Value value) {
  if (value.getDefiningOp<SubBlockIdxOp>())
    return true;
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.omitBlockArguments = false;
  (void)getBackwardSlice(value, &slice, options);
  return llvm::any_of(slice,
                      [](Operation *op) { return isa<SubBlockIdxOp>(op); });
}

Operation *mlir::ascend::getSubBlockControl(Operation *op, func::FuncOp func) {
  for (Operation *parent = op->getParentOp();
       parent && parent != func.getOperation();
       parent = parent->getParentOp()) {
    SmallVector<Value> controls;
    if (auto branch = dyn_cast<scf::IfOp>(parent))
      controls.push_back(branch.getCondition());
    else if (isa<LoopLikeOpInterface>(parent))
      llvm::append_range(controls, parent->getOperands());
    if (llvm::any_of(controls, dependsOnSubBlock))
      return parent;
  }
  return nullptr;
}

/// Whether the sub-block id chooses what `store` writes: its region, or
/// whether it runs.
bool mlir::ascend::isChosenBySubBlock(StoreOp store, func::FuncOp func) {
  return dependsOnSubBlock(store.getTarget()) ||
         getSubBlockControl(store, func);
}

/// In a kernel that shares its Vector work out itself, warns at a store of
/// a ub buffer holding one sub-block's half of a tile (T.dual_copy into
/// ub, or a load of a region chosen by the sub-block id) into a region the
/// sub-block id does not choose: sub-block 0 alone writes it, so the other
/// half is never written.
void mlir::ascend::warnHalfStoredAsWhole(func::FuncOp kernel) {
  llvm::SmallPtrSet<Value, 8> halves;
  kernel.walk([&](Operation *op) {
    auto copy = dyn_cast<CrossCoreCopyOp>(op);
    if (copy && copy.getSplit() != TileSplit::None && !isToCube(copy))
      halves.insert(copy.getTarget());
    auto load = dyn_cast<LoadOp>(op);
    if (load && dependsOnSubBlock(load.getSource()))
      halves.insert(load.getTarget());
  });
  kernel.walk([&](StoreOp store) {
    if (halves.contains(store.getSource()) &&
        !isChosenBySubBlock(store, kernel))
      store.emitWarning("stores a ub buffer that holds one Vector "
                        "sub-block's half of a tile into a region the "
                        "sub-block id does not choose: sub-block 0 alone "
                        "writes it, and the other half is not written; "
                        "choose the region by the sub-block id (sid) or "
                        "store it with T.dual_copy");
  });
}

void mlir::ascend::warnSubBlockInCubeWork(func::FuncOp cube) {
  cube.walk([&](PipeOpInterface op) {
    if (op.getCoreType() != CoreType::AIC ||
        llvm::none_of(op->getOperands(), dependsOnSubBlock))
      return WalkResult::advance();
    op->emitWarning("'")
        << op->getName()
        << "' op uses the sub-block id in Cube work, where it is 0: the Cube "
           "runs once per block, for both Vector sub-blocks";
    return WalkResult::interrupt();
  });
}

/// Reports a hand-off whose execution depends on the sub-block id: the
/// Cube part, which has no sub-block, and both Vector sub-blocks must each
/// take part in every hand-off, or the other side waits forever.
LogicalResult mlir::ascend::checkHandOffsUnconditional(func::FuncOp kernel) {
  WalkResult result = kernel.walk([&](CrossCoreCopyOp op) {
    if (Operation *parent = getSubBlockControl(op, kernel)) {
      op.emitOpError("hands a tile over under control that depends on the "
                     "sub-block id: the Cube and both Vector sub-blocks must "
                     "each take part in every hand-off, or one waits for the "
                     "other forever")
              .attachNote(parent->getLoc())
          << "depends on the sub-block id here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Checks the cross-core flags of `kernel` before the split: each wait has a
/// set by the other core on its flag, each set a wait, and flags used only
/// outside loops and branches are set as often as waited for (in a loop,
/// pto-run checks the counts as the kernel runs).
LogicalResult mlir::ascend::checkCrossCoreFlags(func::FuncOp kernel) {
  struct Uses {
    SmallVector<Operation *> sets, waits;
  };
  // (issuing core, flag) -> its sets; (waiting core, flag) -> its waits.
  std::map<std::pair<CoreType, int64_t>, Uses> flags;
  kernel.walk([&](Operation *op) {
    if (auto set = dyn_cast<CrossCoreSetOp>(op))
      flags[{set.getCore(), set.getFlag()}].sets.push_back(op);
    if (auto wait = dyn_cast<CrossCoreWaitOp>(op))
      flags[{getOtherCore(wait.getCore()), wait.getFlag()}].waits.push_back(op);
  });
  auto coreName = [](CoreType core) {
    return core == CoreType::AIC ? "the Cube (T.Scope(\"C\") / T.Cube())"
                                 : "the Vector (T.Scope(\"V\") / T.Vector())";
  };
  bool ok = true;
  for (auto &[key, uses] : flags) {
    auto [setter, flag] = key;
    if (uses.sets.empty()) {
      uses.waits.front()->emitOpError("waits for cross-core flag ")
          << flag << ", which " << coreName(setter)
          << " never sets: the wait can never be satisfied";
      ok = false;
      continue;
    }
    if (uses.waits.empty()) {
      uses.sets.front()->emitOpError("sets cross-core flag ")
          << flag << ", which " << coreName(getOtherCore(setter))
          << " never waits for: the flag would stay set into the next kernel";
      ok = false;
      continue;
    }
    auto straight = [&](Operation *op) {
      return op->getParentOp() == kernel.getOperation();
    };
    if (llvm::all_of(uses.sets, straight) &&
        llvm::all_of(uses.waits, straight) &&
        uses.sets.size() != uses.waits.size()) {
      // At the first set (or wait) the other core has no partner for.
      bool moreSets = uses.sets.size() > uses.waits.size();
      Operation *extra = moreSets ? uses.sets[uses.waits.size()]
                                  : uses.waits[uses.sets.size()];
      extra->emitOpError(moreSets ? "sets" : "waits for")
          << " cross-core flag " << flag << ": " << coreName(setter)
          << " sets it " << uses.sets.size() << " time(s), but "
          << coreName(getOtherCore(setter)) << " waits for it "
          << uses.waits.size() << " time(s)";
      ok = false;
    }
  }
  return success(ok);
}

/// In developer mode the tiles handed over and the tile copies of shared
/// global buffers are ordered between the parts (orderSharedGlobals); a
/// global buffer one part writes and the other reads or writes by a scalar
/// access would race, and is reported at the write. `workspaces`: the
/// hand-offs' own workspaces, whose accesses are all ordered;
/// `sharedGlobals`: the global buffers whose tile copies are.
LogicalResult mlir::ascend::checkSharedGlobals(
    func::FuncOp cube, func::FuncOp vector,
    const llvm::SmallDenseSet<unsigned> &workspaces,
    const llvm::SmallDenseSet<unsigned> &sharedGlobals) {
  struct Access {
    Operation *write = nullptr, *use = nullptr, *scalar = nullptr;
  };
  auto collect = [](func::FuncOp part) {
    llvm::DenseMap<unsigned, Access> accesses;
    part.walk([&](MemoryEffectOpInterface op) {
      for (Value operand : op->getOperands()) {
        std::optional<unsigned> arg = getGlobalArgumentOperand(operand);
        if (!arg)
          continue;
        bool writes =
            op.getEffectOnValue<MemoryEffects::Write>(operand).has_value();
        bool reads =
            op.getEffectOnValue<MemoryEffects::Read>(operand).has_value();
        if (!reads && !writes)
          continue;
        Access &access = accesses[*arg];
        if (!access.use)
          access.use = op;
        if (!access.write && writes)
          access.write = op;
        if (!access.scalar && !isa<PipeOpInterface>(op.getOperation()))
          access.scalar = op;
      }
    });
    return accesses;
  };
  llvm::DenseMap<unsigned, Access> inCube = collect(cube),
                                   inVector = collect(vector);
  for (auto &[arg, cubeAccess] : inCube) {
    // The hand-offs' own workspaces are ordered by their flags.
    if (workspaces.contains(arg))
      continue;
    auto it = inVector.find(arg);
    if (it == inVector.end())
      continue;
    const Access &vectorAccess = it->second;
    Operation *write = cubeAccess.write ? cubeAccess.write : vectorAccess.write;
    if (!write)
      continue;
    // Of a shared buffer whose tile copies are ordered, only scalar
    // accesses race.
    Operation *scalar =
        cubeAccess.scalar ? cubeAccess.scalar : vectorAccess.scalar;
    if (sharedGlobals.contains(arg) && !scalar)
      continue;
    bool byCube = write == cubeAccess.write;
    Operation *other = byCube ? vectorAccess.use : cubeAccess.use;
    if (sharedGlobals.contains(arg) && scalar != write)
      other = scalar;
    InFlightDiagnostic diag =
        write->emitOpError("writes ")
        << describeGlobalArgument(cube, arg) << " in the "
        << (byCube ? "Cube" : "Vector") << " work, which the "
        << (byCube ? "Vector" : "Cube")
        << " work also uses, one of them by a scalar access: tirpto orders "
           "the cores' tile copies (T.copy) of a global buffer they share, "
           "not its scalar reads and writes; order them with "
           "T.set_cross_flag / T.wait_cross_flag in T.Scope(\"C\") and "
           "T.Scope(\"V\")";
    diag.attachNote(other->getLoc()) << "the other use";
    return failure();
  }
  return success();
}

/// Reports the first op of `part` that still uses a buffer of the other
/// core's memory.
LogicalResult mlir::ascend::checkPart(func::FuncOp part, CoreType core) {
  CoreType other = getOtherCore(core);
  WalkResult result = part.walk([&](Operation *op) {
    if (isa<memref::AllocOp>(op))
      return WalkResult::advance();
    for (Value operand : op->getOperands())
      if (getCoreOfBuffer(operand) == other) {
        op->emitOpError("uses a buffer in ")
            << stringifyAddressSpace(
                   *getAddressSpace(cast<MemRefType>(operand.getType())))
            << ", the " << (other == CoreType::AIC ? "Cube" : "Vector")
            << " core's memory, in work the "
            << (core == CoreType::AIC ? "Cube" : "Vector")
            << " core needs (the kernel's "
            << (core == CoreType::AIC ? "Cube" : "Vector")
            << " part): the cores hand each other whole tiles (T.copy from "
               "l0c to ub), not values";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
