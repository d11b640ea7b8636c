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
#include "tirpto/Support/LLVMCompat.h"

#include "EdgeAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
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
/// from inside the tensors: the whole dimension, or the smallest of some
/// in-bounds sizes ascend-clip-gm-regions gave the regions it was loaded
/// from; or not known.
struct Extent {
  bool known = false;
  SmallVector<Value, 2> limits; // none: the whole dimension

  static Extent whole() { return {true, {}}; }
  static Extent limitedTo(Value size) { return {true, {size}}; }
};

} // namespace

/// The data in both `a` and `b`: rows (columns) past either's edge hold
/// stale data, so the smaller extent.
static Extent meet(const Extent &a, const Extent &b) {
  if (!a.known || !b.known)
    return {};
  Extent both = a;
  for (Value limit : b.limits)
    if (llvm::none_of(both.limits,
                      [&](Value other) { return computeSame(other, limit); }))
      both.limits.push_back(limit);
  return both;
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
/// from global memory fill: the meet of their regions' extents.
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
          loaded = Extent::whole();
      } else if (isClippedSize(cast<Value>(size))) {
        loaded = Extent::limitedTo(cast<Value>(size));
      }
    } else if (auto source = dyn_cast<MemRefType>(load.getSource().getType());
               source && source.hasStaticShape()) {
      loaded = Extent::whole(); // a whole static tensor
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

/// The extent of the accumulator `acc` along M (`dim` 0) or N (1): the meet
/// of those of the l1 operands its gemms' A (B) operands were staged from.
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

namespace {

/// Values at one op `at`: those that dominate it as they are, others by
/// cloning the pure ops that compute them before it (each op once: index
/// arithmetic such as floormod shares its operands).
class ComputeAt {
public:
  ComputeAt(Operation *at, DominanceInfo &dominance)
      : at(at), dominance(dominance) {}

  /// Whether `value` dominates `at` or is the result of pure ops on values
  /// that can be computed there.
  bool canCompute(Value value, unsigned depth = 32) {
    if (auto it = computable.find(value); it != computable.end())
      return it->second;
    bool can = dominance.properlyDominates(value, at);
    if (!can) {
      Operation *def = value.getDefiningOp();
      can = def && depth && isPure(def) && !def->getNumRegions() &&
            def->getNumResults() == 1 &&
            llvm::all_of(def->getOperands(), [&](Value operand) {
              return canCompute(operand, depth - 1);
            });
    }
    computable[value] = can;
    return can;
  }

  /// `value` before `at` (canCompute holds).
  Value compute(Value value, OpBuilder &builder) {
    if (dominance.properlyDominates(value, at))
      return value;
    if (Value done = clones.lookupOrNull(value))
      return done;
    Operation *def = value.getDefiningOp();
    for (Value operand : def->getOperands())
      clones.map(operand, compute(operand, builder));
    Value result = builder.clone(*def, clones)->getResult(0);
    clones.map(value, result);
    return result;
  }

private:
  Operation *at;
  DominanceInfo &dominance;
  llvm::DenseMap<Value, bool> computable;
  IRMapping clones;
};

} // namespace

/// Whether `op` stores an accumulator into a workspace of
/// ascend-split-cube-vector.
static bool storesIntoWorkspace(FixpipeOp op) {
  auto region = op.getTarget().getDefiningOp<memref::SubViewOp>();
  auto workspace =
      region ? dyn_cast<BlockArgument>(region.getSource()) : BlockArgument();
  auto func = op->getParentOfType<FunctionOpInterface>();
  return workspace && func &&
         workspace.getOwner() == &func.getFunctionBody().front() &&
         func.getArgAttr(workspace.getArgNumber(),
                         AscendDialect::kWorkspaceAttrName);
}

/// Whether `size` already takes `limit` into account: it computes the same
/// value, or is a `max(·, 0)` or `min` of something that does.
static bool isLimitedBy(Value size, Value limit, unsigned depth = 8) {
  if (computeSame(size, limit))
    return true;
  Operation *def = size.getDefiningOp();
  if (!depth || !def)
    return false;
  if (isa<arith::MaxSIOp>(def) && matchPattern(def->getOperand(1), m_Zero()))
    return isLimitedBy(def->getOperand(0), limit, depth - 1);
  if (isa<arith::MinSIOp>(def))
    return isLimitedBy(def->getOperand(0), limit, depth - 1) ||
           isLimitedBy(def->getOperand(1), limit, depth - 1);
  return false;
}

namespace {

/// `fixpipe %acc -> workspace[o0, o1] [M, N]` -> the same move of the
/// accumulator's in-bounds extents (with the region's own clipped size,
/// for a workspace of dynamic rows), skipped where one is 0.
struct ClipWorkspaceStore : OpRewritePattern<FixpipeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FixpipeOp op,
                                PatternRewriter &rewriter) const override {
    if (!storesIntoWorkspace(op))
      return failure();
    auto region = op.getTarget().getDefiningOp<memref::SubViewOp>();
    auto func = op->getParentOfType<FunctionOpInterface>();
    auto tile = cast<MemRefType>(op.getSource().getType());
    SmallVector<OpFoldResult> sizes = region.getMixedSizes();
    if (tile.getRank() != 2 || sizes.size() != 2)
      return failure();
    // Each size is the tile's, or the region's in-bounds size.
    for (unsigned dim = 0; dim < 2; ++dim) {
      std::optional<int64_t> constant = getConstantIntValue(sizes[dim]);
      if (constant ? *constant != tile.getDimSize(dim)
                   : !isClippedSize(cast<Value>(sizes[dim])))
        return failure();
    }

    // The limits each size does not take into account yet.
    DominanceInfo dominance(func);
    ComputeAt here(op, dominance);
    SmallVector<Value, 2> limits[2];
    for (unsigned dim = 0; dim < 2; ++dim) {
      Extent extent = getComputedExtent(op.getSource(), dim);
      if (!extent.known || llvm::any_of(extent.limits, [&](Value limit) {
            return !here.canCompute(limit);
          }))
        continue;
      for (Value limit : extent.limits)
        if (getConstantIntValue(sizes[dim]) ||
            !isLimitedBy(cast<Value>(sizes[dim]), limit))
          limits[dim].push_back(limit);
    }
    if (limits[0].empty() && limits[1].empty())
      return failure();

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    SmallVector<Value, 2> clipped;
    for (unsigned dim = 0; dim < 2; ++dim) {
      if (limits[dim].empty())
        continue;
      // min of the region's size (where dynamic) and the limits, as
      // max(·, 0) when more than one, so that it reads as a clipped size.
      Value size =
          getConstantIntValue(sizes[dim]) ? Value() : cast<Value>(sizes[dim]);
      for (Value limit : limits[dim]) {
        Value computed = here.compute(limit, rewriter);
        size = size ? rewriter.create<arith::MinSIOp>(loc, size, computed)
                          .getResult()
                    : computed;
      }
      if (isa_and_nonnull<arith::MinSIOp>(size.getDefiningOp()))
        size = rewriter.create<arith::MaxSIOp>(
            loc, size, rewriter.create<arith::ConstantIndexOp>(loc, 0));
      sizes[dim] = size;
      clipped.push_back(size);
    }
    SmallVector<int64_t> shape;
    for (OpFoldResult size : sizes)
      shape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
    auto type = memref::SubViewOp::inferRankReducedResultType(
        shape, region.getSourceType(), region.getMixedOffsets(), sizes,
        region.getMixedStrides());
    auto target = rewriter.create<memref::SubViewOp>(
        loc, cast<MemRefType>(type), region.getSource(),
        region.getMixedOffsets(), sizes, region.getMixedStrides());
    rewriter.modifyOpInPlace(
        op, [&] { op.getTargetMutable().assign(target.getResult()); });
    if (region->use_empty())
      rewriter.eraseOp(region);
    skipIfEmpty(rewriter, op, clipped);
    return success();
  }
};

} // namespace

/// Whether the Vector part of the split kernel whose Cube part is `cube`
/// (the other part its entry calls) reduces a tile.
static bool vectorPartReduces(func::FuncOp cube) {
  auto module = cube->getParentOfType<ModuleOp>();
  bool reduces = false;
  module.walk([&](func::CallOp call) {
    if (call.getCallee() != cube.getSymName())
      return;
    call->getParentOp()->walk([&](func::CallOp other) {
      auto callee = module.lookupSymbol<func::FuncOp>(other.getCallee());
      auto part = callee ? callee->getAttrOfType<CoreTypeAttr>(
                               AscendDialect::kPartAttrName)
                         : CoreTypeAttr();
      if (part && part.getValue() == CoreType::AIV)
        callee.walk([&](VReduceOp) { reduces = true; });
    });
  });
  return reduces;
}

/// Warns at each hand-off of an accumulator to Vector cores that reduce
/// tiles, where the accumulator's columns may lie past a tensor's edge:
/// they hold stale data where TileLang's zero-filled operands give 0, and a
/// reduction along a row reads them. (Whether the reduction reads the
/// handed-over tile, and along which axis, is not looked at: the warning
/// may also come where it does not.)
static void warnStaleColumns(ModuleOp module) {
  module.walk([](Operation *op) {
    Value acc;
    if (auto store = dyn_cast<FixpipeOp>(op);
        store && storesIntoWorkspace(store))
      acc = store.getSource();
    else if (auto push = dyn_cast<PushToAivOp>(op))
      acc = push.getSource();
    if (!acc)
      return;
    Extent columns = getComputedExtent(acc, 1);
    auto cube = op->getParentOfType<func::FuncOp>();
    if (!columns.known || columns.limits.empty() || !cube ||
        !vectorPartReduces(cube))
      return;
    InFlightDiagnostic diag =
        op->emitWarning("hands the Vector cores an accumulator whose columns "
                        "past a tensor's edge hold stale data, where "
                        "TileLang's T.copy makes the gemm's operand 0 there: "
                        "a reduction on the Vector cores (a row max or sum) "
                        "may read them");
    for (Operation *user : columns.limits.front().getUsers())
      if (isa<memref::SubViewOp>(user)) {
        diag.attachNote(user->getLoc()) << "the operand's region";
        break;
      }
  });
}

LogicalResult edge::clipWorkspaceStores(ModuleOp module) {
  warnStaleColumns(module);
  SmallVector<Operation *> stores;
  module.walk([&](FixpipeOp op) { stores.push_back(op); });
  if (stores.empty())
    return success();
  RewritePatternSet patterns(module.getContext());
  patterns.add<ClipWorkspaceStore>(module.getContext());
  GreedyRewriteConfig config;
  tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
  // Each store is clipped once; a bound keeps a store whose sizes do not
  // read as clipped from being clipped again and again.
  tirpto::compat::setMaxNumRewrites(config,
                                    2 * static_cast<int64_t>(stores.size()));
  bool changed = false;
  if (failed(applyOpPatternsAndFold(stores, std::move(patterns), config,
                                    &changed)))
    return module.emitError("ascend-clip-gm-regions: the stores into the "
                            "hand-offs' workspaces were not all clipped "
                            "within ")
           << tirpto::compat::getMaxNumRewrites(config) << " rewrites";
  return success();
}
