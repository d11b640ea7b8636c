//===- ClipWorkspaceStores.cpp - store only an accumulator's computed part ===//
//
// The second step of ascend-clip-gm-regions. At a tensor's edge the Cube
// computes whole tiles: the rows (columns) of an l1 operand past the edge
// hold stale data, and so do the accumulator rows (columns) computed from
// them. A fixpipe into the tensor itself is clipped to the tensor, so they
// are never stored; a fixpipe into a global workspace that
// ascend-split-cube-vector added (an `ascend.workspace` argument) covers the
// whole tile, and would store them. This step gives such a fixpipe the
// in-bounds extents of the regions its gemms' operands were loaded from.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "EdgeAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::ascend;
using namespace mlir::ascend::edge;

namespace {

/// The part of one dimension of an on-chip tile that holds data loaded
/// from inside the tensors.
struct Extent {
  enum Kind { Whole, Part, Unknown } kind = Unknown;
  /// For Part: the in-bounds size ascend-clip-gm-regions gave the region.
  Value size;
};

} // namespace

/// Both `a` and `b` hold: the same extent, or Unknown.
static Extent meet(Extent a, Extent b) {
  if (a.kind == Extent::Whole && b.kind == Extent::Whole)
    return a;
  if (a.kind == Extent::Part && b.kind == Extent::Part &&
      computeSame(a.size, b.size))
    return a;
  return {};
}

/// Whether `user` may write `buffer` (or make a view through which it may
/// be written).
static bool mayWrite(Operation *user, Value buffer) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(user);
  if (!effects || isa<ViewLikeOpInterface>(user))
    return true;
  SmallVector<MemoryEffects::EffectInstance> onBuffer;
  effects.getEffectsOnValue(buffer, onBuffer);
  return llvm::any_of(onBuffer, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Write>(e.getEffect());
  });
}

/// The extent along dimension `dim` of the l1 buffer `l1` that its loads
/// from global memory fill: Whole when each load's region covers the
/// dimension, Part when each is the same boundary region along it.
static Extent getLoadedExtent(Value l1, unsigned dim) {
  auto type = dyn_cast<MemRefType>(l1.getType());
  if (!l1.getDefiningOp<memref::AllocOp>() || !type || type.getRank() != 2)
    return {};
  std::optional<Extent> extent;
  for (Operation *user : l1.getUsers()) {
    auto load = dyn_cast<LoadOp>(user);
    if (!load || load.getTarget() != l1) {
      if (mayWrite(user, l1))
        return {};
      continue;
    }
    Extent loaded;
    if (auto region = load.getSource().getDefiningOp<memref::SubViewOp>()) {
      llvm::SmallBitVector dropped = region.getDroppedDims();
      SmallVector<unsigned> kept;
      for (unsigned d = 0; d < dropped.size(); ++d)
        if (!dropped.test(d))
          kept.push_back(d);
      if (kept.size() != 2)
        return {};
      OpFoldResult size =
          region.getMixedSizes()[kept[load.getTranspose() ? 1 - dim : dim]];
      if (std::optional<int64_t> constant = getConstantIntValue(size)) {
        if (*constant == type.getDimSize(dim))
          loaded.kind = Extent::Whole;
      } else if (isClippedSize(cast<Value>(size))) {
        loaded = {Extent::Part, cast<Value>(size)};
      }
    } else if (auto source = dyn_cast<MemRefType>(load.getSource().getType());
               source && source.hasStaticShape()) {
      loaded.kind = Extent::Whole; // a whole static tensor
    }
    extent = extent ? meet(*extent, loaded) : loaded;
  }
  return extent.value_or(Extent());
}

/// The ascend.load_l0 that last filled the staging buffer `staged` before
/// `mmad`: the nearest one before it in its block or an enclosing one,
/// with no other write of `staged` in between (nor in an enclosing loop,
/// whose next iteration would see it).
static LoadL0Op getStagingLoad(MmadOp mmad, Value staged) {
  auto writes = [&](Operation *op) {
    bool found = false;
    op->walk([&](LoadL0Op load) {
      if (load.getTarget() == staged)
        found = true;
    });
    return found;
  };
  for (Operation *op = mmad; op && !isa<FunctionOpInterface>(op);
       op = op->getParentOp()) {
    for (Operation *prev = op->getPrevNode(); prev;
         prev = prev->getPrevNode()) {
      if (auto load = dyn_cast<LoadL0Op>(prev);
          load && load.getTarget() == staged)
        return load;
      if (writes(prev))
        return {};
    }
    if (isa<LoopLikeOpInterface>(op->getParentOp()) &&
        writes(op->getParentOp()))
      return {};
  }
  return {};
}

/// The extent of the accumulator `acc` along M (`dim` 0) or N (1): that of
/// the l1 operand its gemms' A (B) operands were staged from.
static Extent getComputedExtent(Value acc, unsigned dim) {
  if (!acc.getDefiningOp<memref::AllocOp>())
    return {};
  std::optional<Extent> extent;
  for (Operation *user : acc.getUsers()) {
    auto mmad = dyn_cast<MmadOp>(user);
    if (!mmad || mmad.getC() != acc) {
      if (mayWrite(user, acc))
        return {};
      continue;
    }
    Value staged = dim == 0 ? mmad.getA() : mmad.getB();
    LoadL0Op load = getStagingLoad(mmad, staged);
    if (!load || !load.getOffsets().empty())
      return {};
    // A is M x K and B is K x N in l0; the l1 buffer is their transpose
    // when the move transposes.
    unsigned l1Dim = dim == 0 ? 0 : 1;
    if (load.getTranspose())
      l1Dim = 1 - l1Dim;
    Extent operand = getLoadedExtent(load.getSource(), l1Dim);
    extent = extent ? meet(*extent, operand) : operand;
  }
  return extent.value_or(Extent());
}

/// Whether `value` can be computed at `at`: it dominates `at`, or it is
/// the result of pure ops on values that do.
static bool canComputeAt(Value value, Operation *at, DominanceInfo &dominance,
                         unsigned depth = 8) {
  if (dominance.properlyDominates(value, at))
    return true;
  Operation *def = value.getDefiningOp();
  return def && depth && isPure(def) && !def->getNumRegions() &&
         def->getNumResults() == 1 &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return canComputeAt(operand, at, dominance, depth - 1);
         });
}

/// `value` at the builder's insertion point, cloning the pure ops that
/// compute it where it does not dominate `at` (canComputeAt holds).
static Value computeAt(Value value, Operation *at, DominanceInfo &dominance,
                       OpBuilder &builder) {
  if (dominance.properlyDominates(value, at))
    return value;
  Operation *def = value.getDefiningOp();
  IRMapping mapping;
  for (Value operand : def->getOperands())
    mapping.map(operand, computeAt(operand, at, dominance, builder));
  return builder.clone(*def, mapping)->getResult(0);
}

namespace {

/// `fixpipe %acc -> workspace[o0, o1] [M, N]` -> the same move of
/// `[m, n]`, the in-bounds extents of the accumulator, skipped where one is
/// 0.
struct ClipWorkspaceStore : OpRewritePattern<FixpipeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FixpipeOp op,
                                PatternRewriter &rewriter) const override {
    auto region = op.getTarget().getDefiningOp<memref::SubViewOp>();
    auto workspace =
        region ? dyn_cast<BlockArgument>(region.getSource()) : BlockArgument();
    auto func = op->getParentOfType<FunctionOpInterface>();
    if (!workspace || !func ||
        workspace.getOwner() != &func.getFunctionBody().front() ||
        !func.getArgAttr(workspace.getArgNumber(),
                         AscendDialect::kWorkspaceAttrName))
      return failure();
    auto tile = cast<MemRefType>(op.getSource().getType());
    SmallVector<OpFoldResult> sizes = region.getMixedSizes();
    if (tile.getRank() != 2 || sizes.size() != 2 ||
        getConstantIntValue(sizes[0]) != tile.getDimSize(0) ||
        getConstantIntValue(sizes[1]) != tile.getDimSize(1))
      return failure();

    DominanceInfo dominance(func);
    Extent extents[2];
    bool any = false;
    for (unsigned dim = 0; dim < 2; ++dim) {
      extents[dim] = getComputedExtent(op.getSource(), dim);
      if (extents[dim].kind == Extent::Part &&
          canComputeAt(extents[dim].size, op, dominance))
        any = true;
      else
        extents[dim] = {};
    }
    if (!any)
      return failure();

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    Value nonEmpty;
    for (unsigned dim = 0; dim < 2; ++dim) {
      if (extents[dim].kind != Extent::Part)
        continue;
      Value size = computeAt(extents[dim].size, op, dominance, rewriter);
      sizes[dim] = size;
      Value positive = rewriter.create<arith::CmpIOp>(
          loc, arith::CmpIPredicate::sgt, size, zero);
      nonEmpty = nonEmpty
                     ? rewriter.create<arith::AndIOp>(loc, nonEmpty, positive)
                           .getResult()
                     : positive;
    }
    SmallVector<int64_t> shape;
    for (OpFoldResult size : sizes)
      shape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
    auto type = memref::SubViewOp::inferRankReducedResultType(
        shape, region.getSourceType(), region.getMixedOffsets(), sizes,
        region.getMixedStrides());
    auto clipped = rewriter.create<memref::SubViewOp>(
        loc, cast<MemRefType>(type), region.getSource(),
        region.getMixedOffsets(), sizes, region.getMixedStrides());
    rewriter.modifyOpInPlace(
        op, [&] { op.getTargetMutable().assign(clipped.getResult()); });
    if (region->use_empty())
      rewriter.eraseOp(region);
    auto ifOp = rewriter.create<scf::IfOp>(loc, nonEmpty, /*else=*/false);
    rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
    return success();
  }
};

} // namespace

LogicalResult edge::clipWorkspaceStores(ModuleOp module) {
  SmallVector<Operation *> stores;
  module.walk([&](FixpipeOp op) { stores.push_back(op); });
  if (stores.empty())
    return success();
  RewritePatternSet patterns(module.getContext());
  patterns.add<ClipWorkspaceStore>(module.getContext());
  GreedyRewriteConfig config;
  config.strictMode = GreedyRewriteStrictness::ExistingOps;
  return applyOpPatternsAndFold(stores, std::move(patterns), config);
}
