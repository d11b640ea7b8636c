//===- SplitCubeVector.h - ascend-split-cube-vector internals ---*- C++ -*-===//
//
// What the files of ascend-split-cube-vector (SplitCubeVector*.cpp) share.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_SPLITCUBEVECTOR_H
#define TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_SPLITCUBEVECTOR_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <string>

namespace mlir::ascend {

/// The kernel argument a global buffer operand is (a region of), if any.
std::optional<unsigned> getGlobalArgument(Value value);

/// getGlobalArgument of `operand` if it is a memref in global memory.
std::optional<unsigned> getGlobalArgumentOperand(Value operand);

/// The core whose memory `value` (a buffer) is in, if any.
std::optional<CoreType> getCoreOfBuffer(Value value);

/// The other core type.
CoreType getOtherCore(CoreType core);

/// Whether `op` hands a Vector result to the Cube (ub -> l1).
bool isToCube(CrossCoreCopyOp op);

/// Whether `value` is computed from the sub-block id.
bool dependsOnSubBlock(Value value);

/// Whether the sub-block id chooses what `store` writes: its region, or
/// whether it runs.
bool isChosenBySubBlock(StoreOp store, func::FuncOp func);

/// In a kernel that shares its Vector work out itself, warns at a store of
/// a ub buffer holding one sub-block's half of a tile into a region the
/// sub-block id does not choose (sub-block 0 alone writes it).
void warnHalfStoredAsWhole(func::FuncOp kernel);

/// Warns at the first op of the Cube part `cube` whose operands depend on
/// the sub-block id, which is 0 on the Cube.
void warnSubBlockInCubeWork(func::FuncOp cube);

/// Reports a hand-off whose execution depends on the sub-block id.
LogicalResult checkHandOffsUnconditional(func::FuncOp kernel);

/// Checks the cross-core flags of `kernel` before the split: each wait has
/// a set by the other core, each set a wait, and straight-line counts
/// agree.
LogicalResult checkCrossCoreFlags(func::FuncOp kernel);

/// Reports a global buffer one part writes and the other uses where
/// nothing orders them (`workspaces`: the hand-offs' own workspaces;
/// `sharedGlobals`: the buffers whose tile copies orderSharedGlobals
/// ordered).
LogicalResult
checkSharedGlobals(func::FuncOp cube, func::FuncOp vector,
                   const llvm::SmallDenseSet<unsigned> &workspaces,
                   const llvm::SmallDenseSet<unsigned> &sharedGlobals);

/// Reports the first op of `part` that still uses a buffer of the other
/// core's memory.
LogicalResult checkPart(func::FuncOp part, CoreType core);

/// "global buffer #i", with the buffer's TileLang name where its argument
/// keeps one (a NameLoc): "global buffer #4 ('workspace_1')".
std::string describeGlobalArgument(func::FuncOp func, unsigned arg);

/// The control enclosing `op` up to `func` (if conditions, loop bounds)
/// that depends on the sub-block id, if any.
Operation *getSubBlockControl(Operation *op, func::FuncOp func);

/// Bytes of one FIFO slot: the largest Cube tile handed over either way (0
/// if none). Reports hand-offs of tiles that are not rank 2.
FailureOr<int64_t> getSlotSize(func::FuncOp kernel);

/// The first hand-off of `kernel` the tile FIFO cannot carry on `arch`,
/// with why, and the op that prevents it where one does (`where`, else
/// null); a null op if the FIFO carries them all.
CrossCoreCopyOp findHandOffFifoCannotCarry(func::FuncOp kernel,
                                           std::optional<Arch> arch,
                                           std::string &why, Operation *&where);

/// Whether `kernel` has cross-core flags of its own (expert mode), before
/// any hand-off is lowered.
bool hasUserCrossCoreFlags(func::FuncOp kernel);

/// Whether `copy` hands a Cube result to the Vector cores in an
/// expert-mode kernel: one with sections of both cores and cross-core flags
/// of its own (SplitCubeVectorExpert.cpp).
bool isExpertHandOff(CrossCoreCopyOp copy);

/// For an expert-mode hand-off, the Vector cores' wait after which they
/// take the tile: the Cube sets a flag right after the hand-off (its first
/// cross-core set there, before any other hand-off); the k-th such set of
/// that flag in the hand-off's block is taken by the k-th Vector wait of
/// the flag, after the hand-off, in the same block, or, for a hand-off in
/// a loop, in the body of a later loop of the same iterations (the Vector
/// section's own loop: iteration i takes the tile of the Cube's iteration
/// i). Null if there is none.
CrossCoreWaitOp getVectorHalfWait(CrossCoreCopyOp copy);

/// Reports each expert-mode hand-off with no such wait.
LogicalResult checkVectorHalfWaits(func::FuncOp kernel);

/// The directions `kernel`'s hand-offs go in.
PipeDirections getHandOffDirections(func::FuncOp kernel);

/// Whether the tile FIFO's slots fit beside the kernel's buffers
/// (`hand-off=auto`); if not, a remark at the kernel says so.
bool fifoFits(func::FuncOp kernel, int64_t slotSize, PipeDirections directions,
              Arch arch);

/// Hands out the cross-core flag ids a kernel does not use itself.
class CrossCoreFlagAllocator {
public:
  explicit CrossCoreFlagAllocator(func::FuncOp kernel);
  /// The next free id, if any is left.
  std::optional<int64_t> allocate();

private:
  llvm::SmallDenseSet<int64_t> used;
  int64_t next = 0;
};

/// In a kernel whose Cube and Vector work share global buffers without
/// cross-core flags (developer mode: TileLang orders them itself), orders
/// each global buffer's accesses across the cores: between an access by
/// one core and the next by the other, where either writes, the first sets
/// a cross-core flag and the second waits for it; in a loop the last
/// access of an iteration is ordered before the first of the next one too.
/// Adds the buffers' argument numbers to `ordered`. Errors, at the op:
/// accesses of both cores under one op of the block that holds them all,
/// and more flags than exist.
LogicalResult orderSharedGlobals(func::FuncOp kernel,
                                 llvm::SmallDenseSet<unsigned> &ordered);

/// What splitting the Vector part's rows changes: the ub buffers of M rows
/// (each sub-block keeps M/2 of them), the pops, frees and pushes, and the
/// global regions moved into or out of those buffers.
struct RowSplit {
  int64_t rows = 0;
  SmallVector<memref::AllocOp> buffers;
  SmallVector<PopFromAicOp> pops;
  SmallVector<FreeFromAicOp> frees;
  /// The pushes of halved buffers to the Cube.
  SmallVector<PushToAicOp> pushes;
  /// (op, operand number) of each global region of M rows.
  SmallVector<std::pair<Operation *, unsigned>> regions;
};

/// Decides whether the rows of the Vector part `part` can be split between
/// the sub-blocks (`workspaces`: the kernel arguments of workspace
/// hand-offs); on failure sets `why` to the op that prevents it (the
/// function itself when the hand-offs' rows do not allow it).
FailureOr<RowSplit>
planRowSplit(func::FuncOp part, const llvm::SmallDenseSet<unsigned> &workspaces,
             Operation *&why);

/// Halves the buffers and pops of `plan`; each sub-block moves its rows of
/// the global regions.
void applyRowSplit(func::FuncOp part, const RowSplit &plan);

} // namespace mlir::ascend

#endif // TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_SPLITCUBEVECTOR_H
