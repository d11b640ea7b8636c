//===- ClipGMRegions.cpp - the ascend-clip-gm-regions pass ----------------===//
//
// Every GM region a DMA op moves is clipped to its tensor. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "EdgeAnalysis.h"

#include "tirpto/Analysis/IndexRanges.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDCLIPGMREGIONS
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;
using namespace mlir::ascend::edge;

namespace {

/// What the pass does to one GM region: which dimensions get a dynamic,
/// in-bounds size, and which of those also get a guard that makes the size
/// 0 when the offset is negative at run time (an offset the analysis cannot
/// bound, which may also have wrapped in ptoas's 32-bit index arithmetic).
struct ClipPlan {
  SmallVector<bool> clip;
  SmallVector<bool> guard;
  /// Whether the in-bounds extent may be 0 (a region wholly past the edge
  /// for some iterations, or a guarded offset): the moves are then skipped
  /// there, so that no DMA of 0 rows from past the tensor is issued.
  bool mayBeEmpty = false;
  /// For a region that fills a gemm operand in l1 whose K dimension is
  /// clipped: that dimension, and the ascend.mmad ops that read the operand
  /// (through ascend.load_l0). They get the in-bounds K as their depth.
  std::optional<unsigned> gemmK;
  SmallVector<MmadOp> mmads;
};

} // namespace

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
  return tirpto::getIndexRange(solver, ofr);
}

/// Whether `offset` = p + q, with q at most some bound the analysis shows
/// (a sub-block's rows, `sid * half`) and p guarded below `extent` minus
/// that bound (edge::isGuardedInside): `row + sid * half` in a persistent
/// mixed kernel after its T.loop_break.
static bool isSumGuardedInside(DataFlowSolver &solver, Operation *move,
                               OpFoldResult offset, int64_t extent) {
  auto value = dyn_cast<Value>(offset);
  auto add = value ? value.getDefiningOp<arith::AddIOp>() : nullptr;
  if (!add)
    return false;
  for (auto [p, q] : {std::pair(add.getLhs(), add.getRhs()),
                      std::pair(add.getRhs(), add.getLhs())}) {
    OffsetRange range = getRange(solver, q);
    if (range.knownBelow() && range.knownAbove(0) && range.min >= 0 &&
        range.max < extent &&
        isGuardedInside(move, getLinear(p), extent - range.max))
      return true;
  }
  return false;
}

/// The dimension of `load`'s GM region that is the K dimension of a gemm:
/// the load fills an l1 buffer that an ascend.load_l0 moves into l0a (K is
/// the buffer's dimension 1) or l0b (dimension 0), read transposed or not.
static std::optional<unsigned> getGemmKDim(LoadOp load,
                                           const llvm::SmallBitVector &dropped) {
  Value buffer = load.getTarget();
  if (getAddressSpace(buffer.getType()) != AddressSpace::L1)
    return std::nullopt;
  SmallVector<unsigned> kept;
  for (unsigned dim = 0; dim < dropped.size(); ++dim)
    if (!dropped.test(dim))
      kept.push_back(dim);
  if (kept.size() != 2)
    return std::nullopt;
  for (Operation *user : buffer.getUsers()) {
    auto move = dyn_cast<LoadL0Op>(user);
    if (!move || move.getSource() != buffer)
      continue;
    unsigned bufferK =
        getAddressSpace(move.getTarget().getType()) == AddressSpace::L0A ? 1
                                                                         : 0;
    return kept[load.getTranspose() ? 1 - bufferK : bufferK];
  }
  return std::nullopt;
}

/// The gemms that read the l0a/l0b data loaded from the l1 buffer `l1`:
/// for each ascend.load_l0 from it, the ascend.mmad ops after it in its
/// block (or nested in ops there) that read its destination, up to the next
/// op that writes that destination. (The staging buffers are shared by all
/// gemms of a function, so the destination's other users are other gemms.)
static SmallVector<MmadOp> getReachedGemms(Value l1) {
  SmallVector<MmadOp> gemms;
  for (Operation *user : l1.getUsers()) {
    auto toL0 = dyn_cast<LoadL0Op>(user);
    if (!toL0 || toL0.getSource() != l1)
      continue;
    Value staged = toL0.getTarget();
    bool overwritten = false;
    for (Operation *op = toL0->getNextNode(); op && !overwritten;
         op = op->getNextNode()) {
      op->walk([&](Operation *nested) {
        if (overwritten)
          return WalkResult::interrupt();
        if (auto mmad = dyn_cast<MmadOp>(nested);
            mmad && (mmad.getA() == staged || mmad.getB() == staged))
          gemms.push_back(mmad);
        if (auto other = dyn_cast<LoadL0Op>(nested);
            other && other.getTarget() == staged)
          overwritten = true;
        return WalkResult::advance();
      });
    }
  }
  return gemms;
}

/// Whether the gemm `mmad` clears its accumulator only on a K step whose
/// region lies inside the tensor: it never clears, or it clears on the
/// first iteration of a loop (`init = iv == lb`, as tir-fold-accumulator-
/// clear makes it) whose K offset `a * iv + b` is inside the tensor there.
static bool clearsInside(MmadOp mmad, OpFoldResult offset,
                         MemRefType source, unsigned dim) {
  Value init = mmad.getInit();
  if (matchPattern(init, m_Zero()))
    return true;
  auto cmp = init.getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return false;
  auto iv = dyn_cast<BlockArgument>(cmp.getLhs());
  auto loop = iv ? dyn_cast<LoopLikeOpInterface>(iv.getOwner()->getParentOp())
                 : LoopLikeOpInterface();
  if (!loop || loop.getSingleInductionVar() != iv)
    return false;
  std::optional<OpFoldResult> lb = loop.getSingleLowerBound();
  std::optional<int64_t> lbValue = lb ? getConstantIntValue(*lb) : std::nullopt;
  std::optional<int64_t> cmpBound = getConstantIntValue(cmp.getRhs());
  if (!lbValue || cmpBound != lbValue)
    return false;
  int64_t first;
  if (std::optional<int64_t> constant = getConstantIntValue(offset)) {
    first = *constant;
  } else {
    Linear linear = getLinear(cast<Value>(offset));
    if (linear.x != iv || llvm::MulOverflow(linear.a, *lbValue, first) ||
        llvm::AddOverflow(first, linear.b, first))
      return false;
  }
  int64_t extent = source.isDynamicDim(dim) ? tirpto::kMinDynamicDim
                                            : source.getDimSize(dim);
  return first >= 0 && first < extent;
}

/// Checks the region `subview` against its tensor and decides which
/// dimensions need an in-bounds size. Returns failure after an error;
/// std::nullopt when the region needs nothing.
static FailureOr<std::optional<ClipPlan>>
planRegion(DataFlowSolver &solver, DominanceInfo &dominance,
           memref::SubViewOp subview) {
  MemRefType source = subview.getSourceType();
  if (getAddressSpace(source) != AddressSpace::GM)
    return std::optional<ClipPlan>();
  FailureOr<SmallVector<Operation *>> moves = getMoves(subview.getResult());
  if (failed(moves) || moves->empty())
    return std::optional<ClipPlan>();
  if (llvm::any_of(subview.getStaticStrides(),
                   [](int64_t stride) { return stride != 1; }))
    return std::optional<ClipPlan>(); // convert-ascend-to-pto reports it
  if (ShapedType::isDynamicShape(subview.getStaticSizes())) {
    // Clipped already, or a part of a constant size (a copy with
    // constant extents below its region's, convert-tir-to-ascend's).
    if (llvm::all_of(subview.getSizes(), [](Value size) {
          return isClippedSize(size) || matchPattern(size, m_Constant());
        }))
      return std::optional<ClipPlan>();
    return subview.emitOpError(
        "expects a region of static size to move (TileLang's T.copy "
        "regions have static extents); only ascend-clip-gm-regions makes "
        "sizes dynamic");
  }

  ClipPlan plan;
  bool any = false;
  SmallVector<bool> emptyDims;
  std::string tensor = describeTensor(subview.getSource());
  llvm::SmallBitVector dropped = subview.getDroppedDims();
  bool warned = false;
  for (auto [dim, offset, size] :
       llvm::enumerate(subview.getMixedOffsets(), subview.getStaticSizes())) {
    // A dynamic extent (T.symbolic) is in [kMinDynamicDim, kMaxIndexValue]
    // by the launch contract: its regions are always clipped.
    bool dynamic = source.isDynamicDim(dim);
    int64_t extent = dynamic ? kMaxIndexValue : source.getDimSize(dim);
    OffsetRange range = getRange(solver, offset);
    bool knownBelow = range.knownBelow(), knownAbove = range.knownAbove(size);
    if ((knownAbove && range.max < 0) ||
        (!dynamic && knownBelow && range.min >= extent)) {
      InFlightDiagnostic diag = subview.emitOpError("the region of ")
                                << tensor << " along dimension " << dim
                                << " lies wholly outside it: its offset is ";
      if (range.min == range.max)
        diag << range.min;
      else
        diag << "in [" << range.min << ", " << range.max << "]";
      return diag << " and the tensor's extent is " << extent;
    }
    if (knownBelow && range.min < 0)
      return subview.emitOpError("the region of ")
             << tensor << " along dimension " << dim
             << " may start before the tensor: its offset can be as low as "
             << range.min
             << "; regions that start before a tensor are not supported";
    int64_t end;
    bool provenPast = !dynamic && knownAbove &&
                      !llvm::AddOverflow(range.max, size, end) && end > extent;
    bool clip = dynamic || provenPast || !knownAbove || !knownBelow;
    plan.clip.push_back(clip);
    plan.guard.push_back(clip && (!knownBelow || !knownAbove));
    bool mayBeEmpty = plan.guard.back() ||
                      (provenPast && range.max >= extent) ||
                      (dynamic && range.max >= tirpto::kMinDynamicDim);
    emptyDims.push_back(mayBeEmpty);
    plan.mayBeEmpty |= mayBeEmpty;
    any |= clip;
    // Warn once per region, where the analysis shows that some iterations
    // lie wholly past the edge.
    Linear linear;
    if (Value value = dyn_cast<Value>(offset))
      linear = getLinear(value);
    if (provenPast && range.max >= extent && !warned &&
        !isGuardedInside(moves->front(), linear, extent) &&
        !isSumGuardedInside(solver, moves->front(), offset, extent)) {
      warned = true;
      InFlightDiagnostic warning = moves->front()->emitWarning("the region of ")
                                   << tensor << " along dimension " << dim
                                   << " lies wholly past the tensor's extent "
                                   << extent << " for some iterations";
      if (Value value = dyn_cast<Value>(offset)) {
        describeFirstPastEdge(warning, value, extent,
                              linear.x ? getRange(solver, linear.x)
                                       : OffsetRange());
      }
      warning << "; only its part inside the tensor (none there) is moved";
      warning.attachNote(subview.getLoc()) << "the region";
    }
  }
  // A rank-reducing region whose kept dimensions are all dropped moves one
  // element; not a tile (convert-ascend-to-pto reports it).
  if (!any || dropped.count() == plan.clip.size())
    return std::optional<ClipPlan>();
  // A region moved to or from the rank-2 form of its elements (the rows of
  // its last dimension, or one column of all of them) folds its leading
  // dimensions into the tile's rows: cut at the edge, a folded dimension
  // other than the first would leave rows that are not consecutive.
  SmallVector<unsigned> kept;
  for (unsigned dim = 0; dim < plan.clip.size(); ++dim)
    if (!dropped.test(dim))
      kept.push_back(dim);
  for (Operation *move : *moves) {
    Value local;
    if (auto load = dyn_cast<LoadOp>(move))
      local = load.getTarget();
    else if (auto store = dyn_cast<StoreOp>(move))
      local = store.getSource();
    else if (auto fixpipe = dyn_cast<FixpipeOp>(move))
      local = fixpipe.getSource();
    auto tile = local ? dyn_cast<MemRefType>(local.getType()) : MemRefType();
    if (!tile || tile.getRank() != 2 || kept.size() < 2)
      continue;
    bool column =
        tile.getDimSize(1) == 1 && subview.getType().getShape().back() != 1;
    if (kept.size() < 3 && !column)
      continue;
    ArrayRef<unsigned> folded = column ? ArrayRef<unsigned>(kept)
                                       : ArrayRef<unsigned>(kept).drop_back();
    for (unsigned dim : folded.drop_front()) {
      if (!plan.clip[dim])
        continue;
      InFlightDiagnostic diag =
          move->emitOpError("moves a region of ")
          << tensor << " that may run past the tensor's edge along dimension "
          << dim << " into or out of the " << tile.getDimSize(0) << "x"
          << tile.getDimSize(1)
          << " tile its leading dimensions are folded into: cut at the edge, "
             "that dimension would leave rows that are not consecutive; only "
             "the region's first dimension "
          << (column ? "" : "and its last ") << "may run past the edge";
      diag.attachNote(subview.getLoc()) << "the region";
      return diag;
    }
  }
  // The Cube computes whole tiles: stale rows and columns of an M or N tail
  // reach only the accumulator's rows and columns outside the tensor. A K
  // tail would be summed into every result, so the gemms that read the
  // operand multiply only its in-bounds depth (ascend.mmad depth).
  for (Operation *move : *moves) {
    auto load = dyn_cast<LoadOp>(move);
    if (!load)
      continue;
    std::optional<unsigned> k = getGemmKDim(load, dropped);
    if (!k || !plan.clip[*k])
      continue;
    plan.gemmK = *k;
    for (MmadOp mmad : getReachedGemms(load.getTarget())) {
      // The depth is computed where the region is: it must be known at the
      // gemm.
      if (!dominance.properlyDominates(subview.getOperation(), mmad)) {
        InFlightDiagnostic diag =
            load.emitOpError("fills a gemm operand from a region of ")
            << tensor << " whose K dimension (dimension " << *k
            << ") may run past the tensor's edge, but the region is not "
               "computed before every gemm that reads the operand, so the "
               "gemm cannot be limited to the in-bounds depth";
        diag.attachNote(mmad.getLoc()) << "the gemm";
        return diag;
      }
      // A gemm whose depth may be 0 is skipped; if it is the one that
      // clears the accumulator, nothing would.
      if (emptyDims[*k] &&
          !clearsInside(mmad, subview.getMixedOffsets()[*k], source, *k)) {
        InFlightDiagnostic diag = mmad.emitOpError(
            "may clear its accumulator on a K step whose region of ")
            << tensor << " (dimension " << *k
            << ") lies wholly past the tensor's edge: that step multiplies "
               "nothing and is skipped, so the accumulator would never be "
               "cleared; start the K loop inside the tensor";
        diag.attachNote(subview.getLoc()) << "the region";
        return diag;
      }
      plan.mmads.push_back(mmad);
    }
  }
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
    auto both = [&](Value a, Value b) {
      return a ? rewriter.create<arith::AndIOp>(loc, a, b).getResult() : b;
    };
    for (unsigned dim = 0; dim < plan.clip.size(); ++dim) {
      if (!plan.clip[dim])
        continue;
      Value offset =
          getValueOrCreateConstantIndexOp(rewriter, loc, offsets[dim]);
      Value extent =
          source.isDynamicDim(dim)
              ? rewriter.create<memref::DimOp>(loc, op.getSource(), dim)
                    .getResult()
              : rewriter.create<arith::ConstantIndexOp>(loc,
                                                        source.getDimSize(dim))
                    .getResult();
      Value nonNegative;
      if (plan.guard[dim])
        nonNegative = rewriter.create<arith::CmpIOp>(
            loc, arith::CmpIPredicate::sge, offset, zero);
      if (dropped.test(dim)) {
        inside =
            both(inside, rewriter.create<arith::CmpIOp>(
                             loc, arith::CmpIPredicate::slt, offset, extent));
        if (nonNegative)
          inside = both(inside, nonNegative);
        continue;
      }
      Value size = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[dim]);
      Value left = rewriter.create<arith::SubIOp>(loc, extent, offset);
      Value clipped = rewriter.create<arith::MinSIOp>(loc, size, left);
      Value inBounds = rewriter.create<arith::MaxSIOp>(loc, clipped, zero);
      if (nonNegative)
        inBounds =
            rewriter.create<arith::SelectOp>(loc, nonNegative, inBounds, zero);
      sizes[dim] = inBounds;
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
    auto clipped = rewriter.create<memref::SubViewOp>(
        loc, cast<MemRefType>(resultType), op.getSource(), offsets, sizes,
        op.getMixedStrides());

    // T.copy fills the part of the buffer the region does not cover with
    // zeros, or with its pad_value (reductions and gemms over the whole
    // tile read it): before each load of a partial region into ub, fill
    // the buffer.
    SmallVector<Value> keptSizes;
    SmallVector<int64_t> keptStatic;
    for (unsigned dim = 0; dim < sizes.size(); ++dim)
      if (!dropped.test(dim) && !getConstantIntValue(sizes[dim])) {
        keptSizes.push_back(cast<Value>(sizes[dim]));
        keptStatic.push_back(op.getStaticSizes()[dim]);
      }
    for (Operation *user : llvm::to_vector(op->getUsers())) {
      rewriter.setInsertionPoint(user);
      auto load = dyn_cast<LoadOp>(user);
      if (load && load.getSource() == op.getResult() &&
          getAddressSpace(load.getTarget().getType()) == AddressSpace::UB)
        padIfPartial(rewriter, load, keptSizes, keptStatic);
      if (plan.mayBeEmpty)
        skipIfEmpty(rewriter, user, keptSizes);
    }
    if (plan.gemmK)
      limitDepth(rewriter, plan, cast<Value>(sizes[*plan.gemmK]));
    rewriter.replaceOp(op, clipped.getResult());
    return success();
  }

  /// Limits each gemm reading the operand to the in-bounds depth `depth`
  /// (the smaller of the two operands' when both are clipped); where the
  /// depth may be 0, the gemm is skipped.
  static void limitDepth(PatternRewriter &rewriter, const ClipPlan &plan,
                         Value depth) {
    for (MmadOp mmad : plan.mmads) {
      Location loc = mmad.getLoc();
      rewriter.setInsertionPoint(mmad);
      Value limited = depth;
      if (Value other = mmad.getDepth(); other && !computeSame(other, depth))
        limited = rewriter.create<arith::MinSIOp>(loc, other, depth);
      else if (other)
        continue;
      rewriter.modifyOpInPlace(
          mmad, [&] { mmad.getDepthMutable().assign(limited); });
      if (plan.mayBeEmpty)
        skipIfEmpty(rewriter, mmad, {depth});
    }
  }

  /// Before `load`: `if (any size < its static size) vdup pad -> target`,
  /// with the load's pad value or 0.
  static void padIfPartial(PatternRewriter &rewriter, LoadOp load,
                           ArrayRef<Value> sizes, ArrayRef<int64_t> full) {
    Location loc = load.getLoc();
    Value target = load.getTarget();
    Type element = cast<MemRefType>(target.getType()).getElementType();
    std::optional<Arch> arch = getModuleArch(load);
    Value partial;
    for (auto [size, extent] : llvm::zip(sizes, full)) {
      Value less = rewriter.create<arith::CmpIOp>(
          loc, arith::CmpIPredicate::slt, size,
          rewriter.create<arith::ConstantIndexOp>(loc, extent));
      partial =
          partial
              ? rewriter.create<arith::OrIOp>(loc, partial, less).getResult()
              : less;
    }
    if (!partial)
      return;
    // A column region (the first columns of a buffer) is filled as the
    // buffer's tile with those columns valid: the rest of the buffer keeps
    // its values, as tilelang-ascend's T.copy into a slice leaves them.
    // With an explicit pad_value (upstream's T.copy(A, a_ub[:, :n],
    // pad_value=v): the rest of each row holds v), or where the chip fills
    // the type only through a wider tile, the whole buffer is filled.
    if (auto columns = target.getDefiningOp<memref::SubViewOp>();
        columns && isColumnRegion(columns) &&
        (load.getPad() || !arch ||
         !isLegalVectorElement(VectorOpClass::Dup, element, *arch)))
      target = columns.getSource();
    auto ifOp = rewriter.create<scf::IfOp>(loc, partial, /*else=*/false);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    Value pad = load.getPad();
    if (!pad)
      pad = rewriter.create<arith::ConstantOp>(loc, element,
                                               rewriter.getZeroAttr(element));
    // Where the chip has no fill of the type, through a tile of one that
    // converts to it exactly, allocated at the start of the function.
    auto makeTemporary = [&](MemRefType type) -> Value {
      OpBuilder::InsertionGuard entry(rewriter);
      rewriter.setInsertionPointToStart(
          &load->getParentOfType<FunctionOpInterface>()
               .getFunctionBody()
               .front());
      return rewriter.create<memref::AllocOp>(loc, type);
    };
    if (arch && succeeded(buildVectorFill(rewriter, loc, pad, target, *arch,
                                          makeTemporary)))
      return;
    rewriter.eraseOp(ifOp);
    load.emitWarning("the buffer's elements outside the tensor keep their "
                     "old values: TileLang sets them to ")
        << (load.getPad() ? "the pad_value" : "0") << ", but the "
        << (arch ? getArchName(*arch) : StringRef("unknown"))
        << " Vector core has no fill of " << element << " tiles";
  }

  const llvm::DenseMap<Operation *, ClipPlan> &plans;
};

struct AscendClipGMRegionsPass
    : ascend::impl::AscendClipGMRegionsBase<AscendClipGMRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    DataFlowSolver solver;
    tirpto::loadIndexRangeAnalyses(solver);
    if (failed(solver.initializeAndRun(module)))
      return signalPassFailure();

    DominanceInfo dominance(module);
    llvm::DenseMap<Operation *, ClipPlan> plans;
    SmallVector<Operation *> regions;
    bool failedAny = false;
    module.walk([&](memref::SubViewOp subview) {
      FailureOr<std::optional<ClipPlan>> plan =
          planRegion(solver, dominance, subview);
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
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(regions, std::move(patterns), config)))
      return signalPassFailure();
    // Then the stores of accumulators into the hand-offs' workspaces, by the
    // regions their operands were loaded from.
    if (failed(clipWorkspaceStores(module)))
      return signalPassFailure();
  }
};

} // namespace
