//===- SinkAllocTiles.cpp - the pto-sink-alloc-tiles pass -----------------===//
//
// Moves each pto.alloc_tile past the last loop before the first op of its
// block that uses it, so that ptoas's memory planner can reuse the space of
// tiles not live together. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::pto {
#define GEN_PASS_DEF_PTOSINKALLOCTILES
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;

namespace {

/// Moves `op`, an allocation without an address, just past the last loop
/// between it and the first op of its block that uses the tile, after the
/// allocations moved there before it. Allocations with no loop before
/// their first use stay where they are.
void sinkAllocTile(AllocTileOp op, RewriterBase &rewriter) {
  if (op.getAddr())
    return; // placed by the user
  Block *block = op->getBlock();
  Operation *first = nullptr;
  for (Operation *user : op->getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (ancestor && (!first || ancestor->isBeforeInBlock(first)))
      first = ancestor;
  }
  if (!first)
    return; // unused
  Operation *last = nullptr;
  for (Operation *next = op->getNextNode(); next && next != first;
       next = next->getNextNode())
    if (isa<LoopLikeOpInterface>(next))
      last = next;
  if (!last)
    return;
  Operation *at = last->getNextNode();
  while (at != first && isa<AllocTileOp>(at))
    at = at->getNextNode();
  rewriter.moveOpBefore(op, at);
}

struct PTOSinkAllocTilesPass
    : pto::impl::PTOSinkAllocTilesBase<PTOSinkAllocTilesPass> {
  void runOnOperation() override {
    // In program order, so that the tiles moved past one loop keep their
    // order.
    SmallVector<AllocTileOp> allocs;
    getOperation().walk([&](AllocTileOp op) { allocs.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AllocTileOp op : allocs)
      sinkAllocTile(op, rewriter);
  }
};

} // namespace
