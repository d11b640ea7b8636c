//===- ClipGMRegions.cpp - the ascend-clip-gm-regions pass ----------------===//
//
// Every GM region a DMA op moves is clipped to its tensor. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDCLIPGMREGIONS
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

namespace {

/// The signed range of an index value, or of a constant.
struct OffsetRange {
  int64_t min = std::numeric_limits<int64_t>::min();
  int64_t max = std::numeric_limits<int64_t>::max();
  bool boundedBelow() const {
    return min != std::numeric_limits<int64_t>::min();
  }
  bool boundedAbove() const {
    return max != std::numeric_limits<int64_t>::max();
  }
};

/// What the pass does to one GM region: which dimensions get a dynamic,
/// in-bounds size.
struct ClipPlan {
  SmallVector<bool> clip;
};

/// One `a * x + b` view of an index value, to say from which value of `x`
/// (a loop's induction variable or a block id) a region starts past the
/// edge.
struct Linear {
  Value x;
  int64_t a = 0, b = 0;
};

} // namespace

/// `value` as `a * x + b` through constant additions, subtractions and
/// multiplications; `x` is the innermost value that is none of these.
static Linear getLinear(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return {Value(), 0, constant.getSExtValue()};
  Operation *def = value.getDefiningOp();
  auto constantOperand = [&](unsigned i, int64_t &out) {
    APInt c;
    if (!matchPattern(def->getOperand(i), m_ConstantInt(&c)))
      return false;
    out = c.getSExtValue();
    return true;
  };
  int64_t c;
  if (def && isa<arith::AddIOp, arith::MulIOp, arith::SubIOp>(def)) {
    for (unsigned i = 0; i < 2; ++i) {
      if (!constantOperand(1 - i, c))
        continue;
      if (isa<arith::SubIOp>(def) && i == 1)
        break; // c - x: not increasing in x
      Linear inner = getLinear(def->getOperand(i));
      if (!inner.x)
        break;
      int64_t a = inner.a, b = inner.b;
      bool overflow = false;
      if (isa<arith::AddIOp>(def))
        overflow = llvm::AddOverflow(b, c, b);
      else if (isa<arith::SubIOp>(def))
        overflow = llvm::SubOverflow(b, c, b);
      else
        overflow = llvm::MulOverflow(a, c, a) || llvm::MulOverflow(b, c, b);
      if (overflow)
        break;
      return {inner.x, a, b};
    }
  }
  return {value, 1, 0};
}

/// Adds to `diag` from which iteration or block the offset `offset` first
/// reaches `extent`, when the offset is `a * x + b` of a loop's induction
/// variable or of a block id with `a > 0`.
static void describeFirstPastEdge(InFlightDiagnostic &diag, Value offset,
                                  int64_t extent, OffsetRange xRange) {
  Linear linear = getLinear(offset);
  if (!linear.x || linear.a <= 0)
    return;
  // The least x with a * x + b >= extent.
  int64_t first = llvm::divideCeilSigned(extent - linear.b, linear.a);
  first = std::max(first, xRange.min);
  if (auto arg = dyn_cast<BlockArgument>(linear.x)) {
    auto loop = dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
    if (loop && loop.getSingleInductionVar() == arg) {
      diag << ", from iteration " << first << " of its loop on";
      diag.attachNote(loop->getLoc()) << "the loop";
      return;
    }
  }
  Operation *def = linear.x.getDefiningOp();
  if (!def)
    return;
  bool fromBlockIdx =
      isa<BlockIdxOp>(def) ||
      (isa<arith::RemUIOp, arith::DivUIOp>(def) &&
       (def->getOperand(0).getDefiningOp<BlockIdxOp>() ||
        def->getOperand(0).getDefiningOp<arith::DivUIOp>()));
  if (fromBlockIdx) {
    diag << ", from block id " << first << " on";
    return;
  }
  diag << ", from the value " << first << " of the index computed here on";
  diag.attachNote(def->getLoc()) << "the index";
}

/// The TileLang name of a GM tensor (a function argument whose location is
/// a NameLoc), quoted, or "argument #i".
static std::string describeTensor(Value tensor) {
  if (auto name = dyn_cast<NameLoc>(tensor.getLoc()))
    return ("tensor '" + name.getName().getValue() + "'").str();
  if (auto arg = dyn_cast<BlockArgument>(tensor))
    return "kernel argument #" + std::to_string(arg.getArgNumber());
  return "the GM tensor";
}

/// The DMA ops that move `region`, or failure when it has another user.
static FailureOr<SmallVector<Operation *>> getMoves(Value region) {
  SmallVector<Operation *> moves;
  for (OpOperand &use : region.getUses()) {
    Operation *user = use.getOwner();
    bool gmOperand =
        TypeSwitch<Operation *, bool>(user)
            .Case([&](LoadOp op) { return use.get() == op.getSource(); })
            .Case([&](StoreOp op) { return use.get() == op.getTarget(); })
            .Case([&](FixpipeOp op) { return use.get() == op.getTarget(); })
            .Default(false);
    if (!gmOperand)
      return failure();
    moves.push_back(user);
  }
  return moves;
}

static OffsetRange getRange(DataFlowSolver &solver, OpFoldResult ofr) {
  if (std::optional<int64_t> constant = getConstantIntValue(ofr))
    return {*constant, *constant};
  auto *lattice = solver.lookupState<dataflow::IntegerValueRangeLattice>(
      cast<Value>(ofr));
  if (!lattice || lattice->getValue().isUninitialized())
    return {};
  const ConstantIntRanges &range = lattice->getValue().getValue();
  return {range.smin().getSExtValue(), range.smax().getSExtValue()};
}

/// Checks the region `subview` against its tensor and decides which
/// dimensions need an in-bounds size. Returns failure after an error;
/// std::nullopt when the region needs nothing.
static FailureOr<std::optional<ClipPlan>>
planRegion(DataFlowSolver &solver, memref::SubViewOp subview) {
  MemRefType source = subview.getSourceType();
  if (getAddressSpace(source) != AddressSpace::GM || !source.hasStaticShape())
    return std::optional<ClipPlan>();
  FailureOr<SmallVector<Operation *>> moves = getMoves(subview.getResult());
  if (failed(moves) || moves->empty())
    return std::optional<ClipPlan>();
  if (llvm::any_of(subview.getStaticStrides(),
                   [](int64_t stride) { return stride != 1; }) ||
      ShapedType::isDynamicShape(subview.getStaticSizes()))
    return std::optional<ClipPlan>(); // convert-ascend-to-pto reports it

  ClipPlan plan;
  bool any = false;
  llvm::SmallBitVector dropped = subview.getDroppedDims();
  for (auto [dim, offset, size] :
       llvm::enumerate(subview.getMixedOffsets(), subview.getStaticSizes())) {
    int64_t extent = source.getDimSize(dim);
    OffsetRange range = getRange(solver, offset);
    std::string tensor = describeTensor(subview.getSource());
    if (range.max < 0 || range.min >= extent) {
      InFlightDiagnostic diag = subview.emitOpError("the region of ")
                                << tensor << " along dimension " << dim
                                << " lies wholly outside it: its offset is ";
      if (range.min == range.max)
        diag << range.min;
      else
        diag << "in [" << range.min << ", " << range.max << "]";
      return diag << " and the tensor's extent is " << extent;
    }
    if (range.min < 0 && range.boundedBelow())
      return subview.emitOpError("the region of ")
             << tensor << " along dimension " << dim
             << " may start before the tensor: its offset can be as low as "
             << range.min
             << "; regions that start before a tensor are not supported";
    int64_t end;
    bool mayPass = llvm::AddOverflow(range.max, size, end) || end > extent;
    plan.clip.push_back(mayPass);
    any |= mayPass;
    // Warn only where the analysis bounds the offset: an unbounded one
    // (from a kernel argument) says nothing about the iterations.
    if (mayPass && range.max >= extent && range.boundedAbove())
      for (Operation *move : *moves) {
        InFlightDiagnostic diag = move->emitWarning("the region of ")
                                  << tensor << " along dimension " << dim
                                  << " lies wholly past the tensor's extent "
                                  << extent << " for some iterations";
        if (Value value = dyn_cast<Value>(offset))
          describeFirstPastEdge(diag, value, extent, [&] {
            Linear linear = getLinear(value);
            return linear.x ? getRange(solver, linear.x) : OffsetRange();
          }());
        diag << "; only its part inside the tensor (none there) is moved";
        diag.attachNote(subview.getLoc()) << "the region";
      }
  }
  // A rank-reducing region whose kept dimensions are all dropped moves one
  // element; not a tile (convert-ascend-to-pto reports it).
  if (!any || dropped.count() == plan.clip.size())
    return std::optional<ClipPlan>();
  return std::optional<ClipPlan>(plan);
}

namespace {

/// Gives the dimensions of a planned GM region that may run past the edge
/// the size `max(0, min(size, extent - offset))`. A dropped (unit)
/// dimension that may lie past the edge makes the first kept dimension's
/// size 0 there.
struct ClipSubView : OpRewritePattern<memref::SubViewOp> {
  ClipSubView(MLIRContext *context,
              const llvm::DenseMap<Operation *, ClipPlan> &plans)
      : OpRewritePattern(context), plans(plans) {}

  LogicalResult matchAndRewrite(memref::SubViewOp op,
                                PatternRewriter &rewriter) const override {
    auto it = plans.find(op);
    if (it == plans.end())
      return failure();
    const ClipPlan &plan = it->second;
    Location loc = op.getLoc();
    MemRefType source = op.getSourceType();
    llvm::SmallBitVector dropped = op.getDroppedDims();
    SmallVector<OpFoldResult> offsets = op.getMixedOffsets();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    Value inside; // all clipped dropped dimensions lie inside
    for (unsigned dim = 0; dim < plan.clip.size(); ++dim) {
      if (!plan.clip[dim])
        continue;
      Value offset = getValueOrCreateConstantIndexOp(rewriter, loc,
                                                     offsets[dim]);
      Value extent =
          rewriter.create<arith::ConstantIndexOp>(loc, source.getDimSize(dim));
      if (dropped.test(dim)) {
        Value in = rewriter.create<arith::CmpIOp>(
            loc, arith::CmpIPredicate::slt, offset, extent);
        inside = inside ? rewriter.create<arith::AndIOp>(loc, inside, in) : in;
        continue;
      }
      Value size = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[dim]);
      Value left = rewriter.create<arith::SubIOp>(loc, extent, offset);
      Value clipped = rewriter.create<arith::MinSIOp>(loc, size, left);
      sizes[dim] = rewriter.create<arith::MaxSIOp>(loc, clipped, zero)
                       .getResult();
    }
    if (inside) {
      unsigned first = dropped.find_first_unset();
      Value size = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[first]);
      sizes[first] =
          rewriter.create<arith::SelectOp>(loc, inside, size, zero).getResult();
    }
    SmallVector<int64_t> resultShape;
    for (unsigned dim = 0; dim < sizes.size(); ++dim)
      if (!dropped.test(dim))
        resultShape.push_back(
            getConstantIntValue(sizes[dim]).value_or(ShapedType::kDynamic));
    auto resultType = memref::SubViewOp::inferRankReducedResultType(
        resultShape, source, offsets, sizes, op.getMixedStrides());
    rewriter.replaceOpWithNewOp<memref::SubViewOp>(
        op, cast<MemRefType>(resultType), op.getSource(), offsets, sizes,
        op.getMixedStrides());
    return success();
  }

  const llvm::DenseMap<Operation *, ClipPlan> &plans;
};

struct AscendClipGMRegionsPass
    : ascend::impl::AscendClipGMRegionsBase<AscendClipGMRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    DataFlowSolver solver;
    solver.load<dataflow::DeadCodeAnalysis>();
    solver.load<dataflow::IntegerRangeAnalysis>();
    if (failed(solver.initializeAndRun(module)))
      return signalPassFailure();

    llvm::DenseMap<Operation *, ClipPlan> plans;
    SmallVector<Operation *> regions;
    bool failedAny = false;
    module.walk([&](memref::SubViewOp subview) {
      FailureOr<std::optional<ClipPlan>> plan = planRegion(solver, subview);
      if (failed(plan)) {
        failedAny = true;
        return;
      }
      if (*plan) {
        plans[subview] = std::move(**plan);
        regions.push_back(subview);
      }
    });
    if (failedAny)
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    patterns.add<ClipSubView>(&getContext(), plans);
    GreedyRewriteConfig config;
    config.strictMode = GreedyRewriteStrictness::ExistingOps;
    if (failed(applyOpPatternsAndFold(regions, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
