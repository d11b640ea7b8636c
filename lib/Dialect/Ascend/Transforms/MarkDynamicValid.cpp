//===- MarkDynamicValid.cpp - the ascend-mark-dynamic-valid pass ----------===//
//
// Which local buffers have a tile whose valid shape changes at run time,
// recorded in their types. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDMARKDYNAMICVALID
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

/// Whether `region` is a boundary region: a GM region of dynamic sizes, the
/// in-bounds part of a tile (ascend-clip-gm-regions).
static bool isBoundaryRegion(Value region) {
  return !cast<MemRefType>(region.getType()).hasStaticShape();
}

/// Whether the local buffer `buffer` is moved to or from a boundary region.
static bool hasBoundaryMove(Value buffer) {
  return llvm::any_of(buffer.getUsers(), [&](Operation *user) {
    if (auto load = dyn_cast<LoadOp>(user))
      return load.getTarget() == buffer && isBoundaryRegion(load.getSource());
    if (auto store = dyn_cast<StoreOp>(user))
      return store.getSource() == buffer && isBoundaryRegion(store.getTarget());
    if (auto fixpipe = dyn_cast<FixpipeOp>(user))
      return fixpipe.getSource() == buffer &&
             isBoundaryRegion(fixpipe.getTarget());
    return false;
  });
}

/// Whether a leading region of `buffer` (a column region, or the first rows
/// of a column vector) is used: it is moved or reduced as the buffer's tile
/// with that part valid.
static bool hasLeadingRegion(Value buffer) {
  return llvm::any_of(buffer.getUsers(), [](Operation *user) {
    auto subview = dyn_cast<memref::SubViewOp>(user);
    return subview && isLeadingRegion(subview) && !subview->use_empty();
  });
}

/// Whether the l0a/l0b buffer `buffer` is an operand of a gemm limited to
/// part of its depth (ascend.mmad depth): its valid shape is set around it.
static bool hasPartialDepthUse(Value buffer) {
  return llvm::any_of(buffer.getUsers(), [&](Operation *user) {
    auto mmad = dyn_cast<MmadOp>(user);
    return mmad && mmad.getDepth() && mmad.getC() != buffer;
  });
}

/// Reports, at the user, a use of `buffer` (or of a region of it) that
/// would need its type to stay as it is: anything but an ascend op, a
/// memref.subview of it, or an element access (a loop, branch, select or
/// call that carries the buffer on, a cast).
static LogicalResult verifyUses(Value buffer) {
  SmallVector<Value> worklist = {buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (auto subview = dyn_cast<memref::SubViewOp>(user);
          subview && subview.getSource() == value) {
        worklist.push_back(subview.getResult());
        continue;
      }
      if (isa<ViewOp>(user))
        return user->emitOpError(
            "views a buffer whose tile has a run-time valid shape (moved to "
            "or from a boundary region, a region of its first columns (or "
            "of a column vector's first rows) taken, or a partial-depth gemm "
            "operand): views (T.reshape, T.view, T.reinterpretcast) of such "
            "buffers are not supported yet");
      if (isa<AscendDialect>(user->getDialect()) ||
          isa<memref::LoadOp, memref::StoreOp>(user))
        continue;
      return user->emitOpError(
          "uses a buffer whose tile has a run-time valid shape (moved to or "
          "from a boundary region, a region of its first columns (or of a "
          "column vector's first rows) taken, or a partial-depth gemm "
          "operand); such a buffer is used by ascend ops, its regions and "
          "element accesses only");
    }
  }
  return success();
}

namespace {
struct AscendMarkDynamicValidPass
    : ascend::impl::AscendMarkDynamicValidBase<AscendMarkDynamicValidPass> {
  void runOnOperation() override {
    SmallVector<Value> buffers;
    getOperation().walk([&](memref::AllocOp alloc) {
      Value buffer = alloc.getResult();
      std::optional<AddressSpace> space = getAddressSpace(buffer.getType());
      if (space && *space != AddressSpace::GM &&
          !hasDynamicValidShape(buffer.getType()) &&
          (hasBoundaryMove(buffer) || hasLeadingRegion(buffer) ||
           hasPartialDepthUse(buffer)))
        buffers.push_back(buffer);
    });
    for (Value buffer : buffers)
      if (failed(verifyUses(buffer)))
        return signalPassFailure();
    // A view is an alias with a tile type of its own, which cannot take a
    // valid shape its buffer's tile does not have.
    WalkResult views = getOperation().walk([&](ViewOp view) {
      if (!hasBoundaryMove(view.getResult()) &&
          !hasLeadingRegion(view.getResult()))
        return WalkResult::advance();
      view.emitOpError(
          "is moved to or from a boundary region (the edge of a tensor), or "
          "a region of its first columns is taken: a view (T.reshape, "
          "T.view, T.reinterpretcast) does not take a run-time valid shape; "
          "move the buffer it views");
      return WalkResult::interrupt();
    });
    if (views.wasInterrupted())
      return signalPassFailure();
    // The buffer and its regions: a region's memory space is its source's.
    IRRewriter rewriter(&getContext());
    while (!buffers.empty()) {
      Value buffer = buffers.pop_back_val();
      auto type = cast<MemRefType>(buffer.getType());
      rewriter.modifyOpInPlace(buffer.getDefiningOp(), [&] {
        buffer.setType(withDynamicValidShape(type));
      });
      for (Operation *user : buffer.getUsers())
        if (auto subview = dyn_cast<memref::SubViewOp>(user);
            subview && subview.getSource() == buffer)
          buffers.push_back(subview.getResult());
    }
  }
};
} // namespace
