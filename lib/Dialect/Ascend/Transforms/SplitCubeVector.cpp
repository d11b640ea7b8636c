//===- SplitCubeVector.cpp - the ascend-split-cube-vector pass ------------===//
//
// A kernel that hands Cube results to its Vector work -> a Cube part, a
// Vector part and an entry that calls both. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDSPLITCUBEVECTOR
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

/// The part (aic or aiv) of the function enclosing `op`, if it is one.
static std::optional<CoreType> getPart(Operation *op) {
  auto func = op->getParentOfType<func::FuncOp>();
  if (!func)
    return std::nullopt;
  auto part = func->getAttrOfType<CoreTypeAttr>(AscendDialect::kPartAttrName);
  if (!part)
    return std::nullopt;
  return part.getValue();
}

/// The core whose memory `space` is: l1, l0a, l0b, l0c, bt and fb are the
/// Cube's, ub the Vector's; std::nullopt for gm.
static std::optional<CoreType> getCoreOfSpace(AddressSpace space) {
  switch (space) {
  case AddressSpace::GM:
    return std::nullopt;
  case AddressSpace::UB:
    return CoreType::AIV;
  default:
    return CoreType::AIC;
  }
}

/// The core whose memory `value` (a buffer) is in, if any.
static std::optional<CoreType> getCoreOfBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type)
    return std::nullopt;
  std::optional<AddressSpace> space = getAddressSpace(type);
  if (!space)
    return std::nullopt;
  return getCoreOfSpace(*space);
}

static CoreType getOtherCore(CoreType core) {
  return core == CoreType::AIC ? CoreType::AIV : CoreType::AIC;
}

/// Whether `op` is inside an `scf.if (subblock_idx == 0)`.
static bool isGuardedBySubBlockZero(Operation *op) {
  for (auto guard = op->getParentOfType<scf::IfOp>(); guard;
       guard = guard->getParentOfType<scf::IfOp>()) {
    auto cmp = guard.getCondition().getDefiningOp<arith::CmpIOp>();
    if (cmp && cmp.getPredicate() == arith::CmpIPredicate::eq &&
        cmp.getLhs().getDefiningOp<SubBlockIdxOp>() &&
        matchPattern(cmp.getRhs(), m_Zero()) &&
        op->getBlock() == &guard.getThenRegion().front())
      return true;
  }
  return false;
}

namespace {

/// In one part, an op of the other core's work -> erased. Ops whose
/// results are used stay, for the check after the rewrite to report.
struct EraseOtherCoreWork : OpInterfaceRewritePattern<PipeOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(PipeOpInterface op,
                                PatternRewriter &rewriter) const override {
    std::optional<CoreType> part = getPart(op);
    std::optional<CoreType> core = op.getCoreType();
    if (!part || !core || *core == *part || !op->use_empty())
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// In one part, a scalar store into the other core's buffer -> erased, and
/// an unused scalar read of one.
template <typename AccessOp>
struct EraseOtherCoreAccess : OpRewritePattern<AccessOp> {
  using OpRewritePattern<AccessOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(AccessOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<CoreType> part = getPart(op);
    std::optional<CoreType> core = getCoreOfBuffer(op.getMemref());
    if (!part || !core || *core == *part || !op->use_empty())
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// The hand-off -> a push (Cube part) or a pop, a copy or conversion of
/// the slot into the destination and a free (Vector part).
struct LowerCrossCoreCopy : OpRewritePattern<CrossCoreCopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CrossCoreCopyOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<CoreType> part = getPart(op);
    if (!part)
      return failure();
    Location loc = op.getLoc();
    if (*part == CoreType::AIC) {
      rewriter.replaceOpWithNewOp<PushToAivOp>(op, op.getSource(),
                                               TileSplit::None);
      return success();
    }
    auto source = cast<MemRefType>(op.getSource().getType());
    auto slotType = MemRefType::get(
        source.getShape(), source.getElementType(), MemRefLayoutAttrInterface(),
        AddressSpaceAttr::get(getContext(), AddressSpace::UB));
    Value slot = rewriter.create<PopFromAicOp>(loc, slotType, TileSplit::None);
    Type target = cast<MemRefType>(op.getTarget().getType()).getElementType();
    if (target == source.getElementType())
      rewriter.create<CopyOp>(loc, slot, op.getTarget());
    else
      rewriter.create<VCastOp>(loc, slot, op.getTarget());
    rewriter.replaceOpWithNewOp<FreeFromAicOp>(op, TileSplit::None);
    return success();
  }
};

/// In the Vector part, a write of global memory -> done by sub-block 0
/// alone: both sub-blocks run the whole part on the same data.
struct GuardGlobalStore : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    if (getPart(op) != CoreType::AIV || isGuardedBySubBlockZero(op))
      return failure();
    Location loc = op.getLoc();
    Value sub = rewriter.create<SubBlockIdxOp>(loc, rewriter.getIndexType());
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    Value first = rewriter.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                 sub, zero);
    auto guard = rewriter.create<scf::IfOp>(loc, first, /*withElse=*/false);
    rewriter.moveOpBefore(op, guard.thenBlock()->getTerminator());
    return success();
  }
};

struct AscendSplitCubeVectorPass
    : ascend::impl::AscendSplitCubeVectorBase<AscendSplitCubeVectorPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() &&
          func.walk([](CrossCoreCopyOp) { return WalkResult::interrupt(); })
              .wasInterrupted())
        kernels.push_back(func);
    if (kernels.empty())
      return;

    RewritePatternSet patternList(&getContext());
    patternList.add<EraseOtherCoreWork, EraseOtherCoreAccess<memref::LoadOp>,
                    EraseOtherCoreAccess<memref::StoreOp>, LowerCrossCoreCopy,
                    GuardGlobalStore>(&getContext());
    FrozenRewritePatternSet patterns(std::move(patternList));

    SymbolTable symbols(module);
    for (func::FuncOp kernel : kernels)
      if (failed(split(kernel, symbols, patterns)))
        return signalPassFailure();
  }

  LogicalResult split(func::FuncOp kernel, SymbolTable &symbols,
                      const FrozenRewritePatternSet &patterns);
};

} // namespace

/// Bytes of one slot: the largest tile handed over.
static FailureOr<int64_t> getSlotSize(func::FuncOp kernel) {
  int64_t slotSize = 0;
  WalkResult result = kernel.walk([&](CrossCoreCopyOp op) {
    auto type = cast<MemRefType>(op.getSource().getType());
    if (type.getRank() != 2) {
      op.emitOpError("hands over a tile of rank ")
          << type.getRank()
          << "; the Cube and Vector cores exchange rank-2 tiles";
      return WalkResult::interrupt();
    }
    int64_t bytes = type.getNumElements() *
                    static_cast<int64_t>(
                        llvm::divideCeil(type.getElementTypeBitWidth(), 8));
    slotSize = std::max(slotSize, bytes);
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return slotSize;
}

/// Reports the first op of `part` that still uses a buffer of the other
/// core's memory.
static LogicalResult checkPart(func::FuncOp part, CoreType core) {
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

LogicalResult
AscendSplitCubeVectorPass::split(func::FuncOp kernel, SymbolTable &symbols,
                                 const FrozenRewritePatternSet &patterns) {
  MLIRContext *context = &getContext();
  FailureOr<int64_t> slotSize = getSlotSize(kernel);
  if (failed(slotSize))
    return failure();
  std::optional<Arch> arch = getModuleArch(kernel);
  Location loc = kernel.getLoc();

  // On a3 the slots are in a global workspace, the kernel's last argument.
  if (arch == Arch::A3) {
    auto grid =
        kernel->getAttrOfType<DenseI64ArrayAttr>(AscendDialect::kGridAttrName);
    std::optional<int64_t> blocks =
        grid ? getBlockCount(grid.asArrayRef()) : std::nullopt;
    int64_t perBlock =
        tirpto::getPipeSlotNum(tirpto::kPipeCubeToVector) * *slotSize / 4;
    int64_t size = blocks ? *blocks * perBlock : ShapedType::kDynamic;
    auto type = MemRefType::get(
        {size}, Float32Type::get(context), MemRefLayoutAttrInterface(),
        AddressSpaceAttr::get(context, AddressSpace::GM));
    kernel.insertArgument(kernel.getNumArguments(), type, {}, loc);
  }

  // The two parts: clones of the kernel, each keeping its core's work.
  func::FuncOp parts[2];
  CoreType cores[2] = {CoreType::AIC, CoreType::AIV};
  for (int i = 0; i < 2; ++i) {
    parts[i] = kernel.clone();
    parts[i].setName((kernel.getName() + (i == 0 ? "_aic" : "_aiv")).str());
    parts[i].setPrivate();
    parts[i]->setAttr(AscendDialect::kPartAttrName,
                      CoreTypeAttr::get(context, cores[i]));
    symbols.insert(parts[i], Block::iterator(kernel->getNextNode()));
  }
  for (int i = 0; i < 2; ++i) {
    func::FuncOp part = parts[i];
    OpBuilder builder = OpBuilder::atBlockBegin(&part.getBody().front());
    Value slots;
    if (arch == Arch::A3)
      slots = part.getArgument(part.getNumArguments() - 1);
    builder.create<InitializePipeOp>(
        loc, builder.getI64IntegerAttr(*slotSize),
        FlatSymbolRefAttr::get(parts[1 - i].getSymNameAttr()), slots);
    if (failed(applyPatternsAndFoldGreedily(part, patterns)) ||
        failed(checkPart(part, cores[i])))
      return failure();
  }

  // The entry calls both with its arguments.
  Block &body = kernel.getBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    op.erase();
  OpBuilder builder = OpBuilder::atBlockEnd(&body);
  for (func::FuncOp part : parts)
    builder.create<func::CallOp>(loc, part, body.getArguments());
  builder.create<func::ReturnOp>(loc);
  kernel->removeAttr(AscendDialect::kSectionCoresAttrName);
  return success();
}
