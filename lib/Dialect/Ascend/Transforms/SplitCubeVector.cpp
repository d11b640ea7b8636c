//===- SplitCubeVector.cpp - the ascend-split-cube-vector pass ------------===//
//
// A kernel that mixes Cube and Vector work (hand-offs from L0C to UB, or
// cross-core flags) -> a Cube part, a Vector part and an entry that calls
// both. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/CubeLimits.h"
#include "tirpto/Support/LLVMCompat.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
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
    // Debug output outside a section prints once, on the Vector core,
    // which sees the results (developer mode).
    if (!core && isa<PrintOp, PrintBufferOp>(op))
      core = CoreType::AIV;
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
/// the slot into the destination and a free (Vector part); from ub, a push
/// (Vector part) or a pop whose slot the Cube works on in place of its l1
/// buffer, freed at the end of the hand-off's block (Cube part).
struct LowerCrossCoreCopy : OpRewritePattern<CrossCoreCopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CrossCoreCopyOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<CoreType> part = getPart(op);
    if (!part)
      return failure();
    Location loc = op.getLoc();
    if (isToCube(op) && *part == CoreType::AIV) {
      rewriter.replaceOpWithNewOp<PushToAicOp>(op, op.getSource(),
                                               op.getSplit());
      return success();
    }
    if (isToCube(op)) {
      // getSlotUseProblem allowed it: every other use of the buffer follows
      // the hand-off in its block and reads it, and no other hand-off to
      // the Cube follows it there. The slot is freed at the end of the
      // block, after any use (later passes, ascend-split-gemm-k's K
      // windows, may move the reads), before the next pop.
      Value buffer = op.getTarget();
      Value slot =
          rewriter.create<PopFromAivOp>(loc, buffer.getType(), op.getSplit());
      rewriter.replaceUsesWithIf(
          buffer, slot, [&](OpOperand &use) { return use.getOwner() != op; });
      Block *block = op->getBlock();
      if (block->mightHaveTerminator())
        rewriter.setInsertionPoint(block->getTerminator());
      else
        rewriter.setInsertionPointToEnd(block);
      rewriter.create<FreeFromAivOp>(loc, op.getSplit());
      rewriter.eraseOp(op);
      return success();
    }
    if (*part == CoreType::AIC) {
      rewriter.replaceOpWithNewOp<PushToAivOp>(op, op.getSource(),
                                               op.getSplit());
      return success();
    }
    // The slot holds what this sub-block receives: the whole tile, or its
    // half (T.dual_copy), in the accumulator's element type.
    auto source = cast<MemRefType>(op.getSource().getType());
    auto slotType =
        MemRefType::get(cast<MemRefType>(op.getTarget().getType()).getShape(),
                        source.getElementType(), MemRefLayoutAttrInterface(),
                        AddressSpaceAttr::get(getContext(), AddressSpace::UB));
    Value slot = rewriter.create<PopFromAicOp>(loc, slotType, op.getSplit());
    Type target = cast<MemRefType>(op.getTarget().getType()).getElementType();
    if (target == source.getElementType())
      rewriter.create<CopyOp>(loc, slot, op.getTarget());
    else
      rewriter.create<VCastOp>(loc, slot, op.getTarget());
    rewriter.replaceOpWithNewOp<FreeFromAicOp>(op, op.getSplit());
    return success();
  }
};

/// The attributes of a global workspace argument the pass adds.
static DictionaryAttr getWorkspaceArgAttrs(MLIRContext *context) {
  return DictionaryAttr::get(
      context, NamedAttribute(
                   StringAttr::get(context, AscendDialect::kWorkspaceAttrName),
                   UnitAttr::get(context)));
}

/// How one hand-off travels through a global workspace.
struct WorkspaceHandOff {
  /// The kernel argument of its workspace.
  Value workspace;
  /// The flag the Cube sets once the tile is in the workspace.
  int64_t ready;
  /// For a hand-off in a loop, the flag the Vector core sets once it has
  /// read the workspace.
  std::optional<int64_t> free;
  /// The Vector cores' wait after which they read a Cube result, if not
  /// at the hand-off (getVectorHalfWait).
  Operation *vectorWait = nullptr;
};

/// Before the split, the hand-off -> the fixpipe of the tile into the
/// block's rows of its workspace, a cross-core flag, and the Vector core's
/// load of those rows (each op in the part of its core).
struct LowerCrossCoreCopyThroughWorkspace : OpRewritePattern<CrossCoreCopyOp> {
  LowerCrossCoreCopyThroughWorkspace(
      MLIRContext *context,
      const llvm::DenseMap<Operation *, WorkspaceHandOff> &plan)
      : OpRewritePattern(context), plan(plan) {}
  LogicalResult matchAndRewrite(CrossCoreCopyOp op,
                                PatternRewriter &rewriter) const override {
    auto it = plan.find(op);
    if (it == plan.end())
      return failure();
    const WorkspaceHandOff &handOff = it->second;
    MLIRContext *context = getContext();
    Location loc = op.getLoc();
    // The Cube's tile, M x N.
    auto tile = cast<MemRefType>(op.getCubeTile().getType());
    // Block b uses rows [b * M, (b + 1) * M) of the workspace; the Vector
    // cores move the whole region, or each its half of it (T.dual_copy).
    // Both at the insertion point.
    auto makeRegions = [&]() -> std::pair<Value, Value> {
      Value block = rewriter.create<BlockIdxOp>(loc, rewriter.getIndexType());
      Value rows =
          rewriter.create<arith::ConstantIndexOp>(loc, tile.getDimSize(0));
      Value first = rewriter.create<arith::MulIOp>(loc, block, rows);
      SmallVector<OpFoldResult> offsets = {first, rewriter.getIndexAttr(0)};
      SmallVector<OpFoldResult> sizes = {
          rewriter.getIndexAttr(tile.getDimSize(0)),
          rewriter.getIndexAttr(tile.getDimSize(1))};
      SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
      Value region = rewriter.create<memref::SubViewOp>(
          loc, handOff.workspace, offsets, sizes, strides);
      if (op.getSplit() == TileSplit::None)
        return {region, region};
      unsigned dim = op.getSplit() == TileSplit::Rows ? 0 : 1;
      int64_t half = tile.getDimSize(dim) / 2;
      Value sub = rewriter.create<SubBlockIdxOp>(loc, rewriter.getIndexType());
      Value start = rewriter.create<arith::MulIOp>(
          loc, sub, rewriter.create<arith::ConstantIndexOp>(loc, half));
      SmallVector<OpFoldResult> halfOffsets = offsets;
      halfOffsets[dim] =
          dim == 0
              ? rewriter.create<arith::AddIOp>(loc, first, start).getResult()
              : start;
      SmallVector<OpFoldResult> halfSizes = sizes;
      halfSizes[dim] = rewriter.getIndexAttr(half);
      Value vectorRegion = rewriter.create<memref::SubViewOp>(
          loc, handOff.workspace, halfOffsets, halfSizes, strides);
      return {region, vectorRegion};
    };
    auto [region, vectorRegion] = makeRegions();
    auto aic = CoreTypeAttr::get(context, CoreType::AIC);
    auto aiv = CoreTypeAttr::get(context, CoreType::AIV);
    auto pipe = [&](Pipe p) { return PipeAttr::get(context, p); };
    auto flag = [&](int64_t id) { return rewriter.getI32IntegerAttr(id); };
    if (isToCube(op)) {
      // The Vector cores write once the Cube has read the last tile, on
      // MTE3; the Cube loads it into l1 (ND to NZ on the way).
      if (handOff.free)
        rewriter.create<CrossCoreWaitOp>(loc, aiv, pipe(Pipe::MTE3),
                                         flag(*handOff.free));
      rewriter.create<StoreOp>(loc, op.getSource(), vectorRegion,
                               /*atomic_add=*/false);
      rewriter.create<CrossCoreSetOp>(loc, aiv, pipe(Pipe::MTE3),
                                      flag(handOff.ready));
      rewriter.create<CrossCoreWaitOp>(loc, aic, pipe(Pipe::MTE2),
                                       flag(handOff.ready));
      rewriter.create<LoadOp>(loc, region, op.getTarget());
      if (handOff.free)
        rewriter.create<CrossCoreSetOp>(loc, aic, pipe(Pipe::MTE2),
                                        flag(*handOff.free));
      rewriter.eraseOp(op);
      return success();
    }
    // The Cube writes once the Vector cores have read the last tile.
    if (handOff.free)
      rewriter.create<CrossCoreWaitOp>(loc, aic, pipe(Pipe::FIX),
                                       flag(*handOff.free));
    rewriter.create<FixpipeOp>(loc, op.getSource(), region, /*relu=*/false,
                               /*atomic_add=*/false);
    rewriter.create<CrossCoreSetOp>(loc, aic, pipe(Pipe::FIX),
                                    flag(handOff.ready));
    // The Vector cores read it where the kernel's own flags let them (in
    // another loop, maybe: the region is computed there).
    if (handOff.vectorWait) {
      rewriter.setInsertionPointAfter(handOff.vectorWait);
      vectorRegion = makeRegions().second;
    }
    rewriter.create<CrossCoreWaitOp>(loc, aiv, pipe(Pipe::MTE2),
                                     flag(handOff.ready));
    rewriter.create<LoadOp>(loc, vectorRegion, op.getTarget());
    if (handOff.free)
      rewriter.create<CrossCoreSetOp>(loc, aiv, pipe(Pipe::MTE2),
                                      flag(*handOff.free));
    rewriter.eraseOp(op);
    return success();
  }
  const llvm::DenseMap<Operation *, WorkspaceHandOff> &plan;
};

/// In the Vector part, a write of global memory -> done by sub-block 0
/// alone: both sub-blocks run the whole part on the same data.
struct GuardGlobalStore : OpRewritePattern<StoreOp> {
  /// `ownRows`: the stores of the rows each sub-block holds, not guarded.
  GuardGlobalStore(MLIRContext *context,
                   const llvm::SmallPtrSetImpl<Operation *> &ownRows)
      : OpRewritePattern(context), ownRows(ownRows) {}
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    if (getPart(op) != CoreType::AIV || isGuardedBySubBlockZero(op) ||
        ownRows.contains(op))
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
  const llvm::SmallPtrSetImpl<Operation *> &ownRows;
};

struct AscendSplitCubeVectorPass
    : ascend::impl::AscendSplitCubeVectorBase<AscendSplitCubeVectorPass> {
  using AscendSplitCubeVectorBase::AscendSplitCubeVectorBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels;
    // The kernels with work of both cores, or cross-core ops; the parts of
    // a kernel split before are left as they are.
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || func->hasAttr(AscendDialect::kPartAttrName))
        continue;
      bool cube = false, vector = false, crossCore = false;
      func.walk([&](Operation *op) {
        crossCore |= isa<CrossCoreCopyOp, CrossCoreSetOp, CrossCoreWaitOp>(op);
        if (auto pipeOp = dyn_cast<PipeOpInterface>(op)) {
          std::optional<CoreType> core = pipeOp.getCoreType();
          cube |= core == CoreType::AIC;
          vector |= core == CoreType::AIV;
        }
      });
      if (crossCore || (cube && vector))
        kernels.push_back(func);
    }
    if (kernels.empty())
      return;

    RewritePatternSet patternList(&getContext());
    patternList.add<EraseOtherCoreWork, EraseOtherCoreAccess<memref::LoadOp>,
                    EraseOtherCoreAccess<memref::StoreOp>, LowerCrossCoreCopy>(
        &getContext());
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

/// `hand-off=workspace`: each hand-off of `kernel` -> a global workspace
/// argument appended to the kernel and the ops of
/// LowerCrossCoreCopyThroughWorkspace, with flags the kernel does not use.
static LogicalResult
lowerHandOffsThroughWorkspaces(func::FuncOp kernel,
                               std::optional<int64_t> blocks) {
  MLIRContext *context = kernel.getContext();
  CrossCoreFlagAllocator flags(kernel);

  llvm::DenseMap<Operation *, WorkspaceHandOff> plan;
  SmallVector<Operation *> copies;
  // (flag, whether the Vector cores read the workspace) per looped hand-off.
  SmallVector<std::pair<int64_t, bool>> freeFlags;
  WalkResult result = kernel.walk([&](CrossCoreCopyOp copy) {
    // The Cube's tile in the ub buffer's element type.
    auto tile = cast<MemRefType>(copy.getCubeTile().getType());
    Type element =
        cast<MemRefType>(copy.getVectorTile().getType()).getElementType();
    int64_t rows = tile.getDimSize(0), cols = tile.getDimSize(1);
    int64_t size = ShapedType::kDynamic, elements = 0;
    if (blocks) {
      if (llvm::MulOverflow(*blocks, rows, size) ||
          llvm::MulOverflow(size, cols, elements) ||
          elements > kMaxIndexValue) {
        copy.emitOpError("hands over a ")
            << rows << "x" << cols << " tile from each of " << *blocks
            << " blocks: its global workspace would have more than "
            << kMaxIndexValue << " elements, beyond the 32-bit indices ptoas "
            << "prints";
        return WalkResult::interrupt();
      }
    }
    auto type =
        MemRefType::get({size, cols}, element, MemRefLayoutAttrInterface(),
                        AddressSpaceAttr::get(context, AddressSpace::GM));
    (void)kernel.insertArgument(kernel.getNumArguments(), type,
                                getWorkspaceArgAttrs(context), copy.getLoc());
    WorkspaceHandOff handOff;
    handOff.workspace = kernel.getArgument(kernel.getNumArguments() - 1);
    std::optional<int64_t> ready = flags.allocate();
    std::optional<int64_t> free;
    bool inLoop = copy->getParentOfType<LoopLikeOpInterface>() != nullptr;
    if (ready && inLoop)
      free = flags.allocate();
    if (!ready || (inLoop && !free)) {
      copy.emitOpError("needs ")
          << (inLoop ? "two cross-core flags" : "a cross-core flag")
          << " to hand its tile over through a global workspace, but the "
          << "kernel and its other hand-offs use all "
          << tirpto::kNumCrossCoreFlags;
      return WalkResult::interrupt();
    }
    handOff.ready = *ready;
    handOff.free = free;
    if (isExpertHandOff(copy))
      handOff.vectorWait = getVectorHalfWait(copy);
    if (free)
      freeFlags.push_back({*free, !isToCube(copy)});
    plan[copy] = handOff;
    copies.push_back(copy);
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();

  RewritePatternSet patterns(context);
  patterns.add<LowerCrossCoreCopyThroughWorkspace>(context, plan);
  GreedyRewriteConfig config;
  tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
  if (failed(applyOpPatternsAndFold(copies, std::move(patterns), config)))
    return failure();

  // A workspace written in a loop is free at first: its reader sets the
  // flag once at the start, and its writer takes the last one at its end.
  // The Vector cores set them on MTE3 and the Cube on FIX.
  Location loc = kernel.getLoc();
  Block &body = kernel.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&body);
  auto aic = CoreTypeAttr::get(context, CoreType::AIC);
  auto aiv = CoreTypeAttr::get(context, CoreType::AIV);
  auto mte3 = PipeAttr::get(context, Pipe::MTE3);
  auto fix = PipeAttr::get(context, Pipe::FIX);
  for (auto [flag, vectorReads] : freeFlags)
    builder.create<CrossCoreSetOp>(loc, vectorReads ? aiv : aic,
                                   vectorReads ? mte3 : fix,
                                   builder.getI32IntegerAttr(flag));
  builder.setInsertionPoint(body.getTerminator());
  for (auto [flag, vectorReads] : freeFlags)
    builder.create<CrossCoreWaitOp>(loc, vectorReads ? aic : aiv,
                                    vectorReads ? fix : mte3,
                                    builder.getI32IntegerAttr(flag));
  return success();
}

/// The entry's body becomes a call of each part with its arguments.
static LogicalResult finishEntry(func::FuncOp kernel,
                                 ArrayRef<func::FuncOp> parts) {
  Location loc = kernel.getLoc();
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

LogicalResult
AscendSplitCubeVectorPass::split(func::FuncOp kernel, SymbolTable &symbols,
                                 const FrozenRewritePatternSet &patterns) {
  MLIRContext *context = &getContext();
  // Tiles handed over (developer mode) go through the FIFO or workspaces;
  // an expert-mode kernel's own flags and workspaces need neither.
  bool copies =
      kernel.walk([](CrossCoreCopyOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  bool userFlags = hasUserCrossCoreFlags(kernel);
  // A kernel that uses the sub-block id (T.MixedKernel's sid, a dual copy
  // of global memory) or hands over halves of tiles (T.dual_copy) shares
  // the Vector work out between the sub-blocks itself.
  bool sharesItself =
      kernel
          .walk([](Operation *op) {
            auto copy = dyn_cast<CrossCoreCopyOp>(op);
            return isa<SubBlockIdxOp>(op) ||
                           (copy && copy.getSplit() != TileSplit::None)
                       ? WalkResult::interrupt()
                       : WalkResult::advance();
          })
          .wasInterrupted();
  // A developer-mode kernel's global buffers that one core writes and the
  // other uses are ordered by flags of their own; an expert-mode kernel
  // orders them itself.
  llvm::SmallDenseSet<unsigned> sharedGlobals;
  if (!userFlags && failed(orderSharedGlobals(kernel, sharedGlobals)))
    return failure();
  bool handOffs = copies || !sharedGlobals.empty();
  if (sharesItself)
    warnHalfStoredAsWhole(kernel);
  FailureOr<int64_t> slotSize = getSlotSize(kernel);
  if (failed(slotSize) || failed(checkHandOffsUnconditional(kernel)) ||
      (userFlags && failed(checkVectorHalfWaits(kernel))))
    return failure();
  // A scalar store into global memory is work of neither core.
  WalkResult scalarStore = kernel.walk([](memref::StoreOp store) {
    if (getAddressSpace(store.getMemRefType()) != AddressSpace::GM)
      return WalkResult::advance();
    store.emitOpError("stores a scalar into global memory in a kernel that "
                      "mixes Cube and Vector work, which is not lowered yet: "
                      "neither core's part owns it");
    return WalkResult::interrupt();
  });
  if (scalarStore.wasInterrupted())
    return failure();
  std::optional<Arch> arch = getModuleArch(kernel);
  Location loc = kernel.getLoc();
  auto grid =
      kernel->getAttrOfType<DenseI64ArrayAttr>(AscendDialect::kGridAttrName);
  std::optional<int64_t> blocks =
      grid ? getBlockCount(grid.asArrayRef()) : std::nullopt;

  // The FIFO, or a workspace and flags per hand-off.
  bool fifo = false;
  PipeDirections directions = getHandOffDirections(kernel);
  unsigned firstWorkspace = kernel.getNumArguments();
  if (copies) {
    HandOff mode = handOff;
    std::string why;
    Operation *where = nullptr;
    CrossCoreCopyOp cannot =
        findHandOffFifoCannotCarry(kernel, arch, why, where);
    if (cannot && mode == HandOff::Fifo) {
      InFlightDiagnostic error =
          cannot.emitOpError("cannot go through the "
                             "tile FIFO (hand-off=fifo): ")
          << why << "; use hand-off=workspace or hand-off=auto";
      if (where)
        error.attachNote(where->getLoc()) << "the other op";
      return error;
    }
    if (cannot && mode == HandOff::Auto) {
      InFlightDiagnostic remark = emitRemark(
          kernel.getLoc(), "hands tiles between the Cube and the Vector "
                           "cores through global workspaces and cross-core "
                           "flags, as the tile FIFO cannot carry one: ");
      remark << why;
      remark.attachNote(cannot.getLoc()) << "here";
      if (where)
        remark.attachNote(where->getLoc()) << "the other op";
    }
    fifo = mode == HandOff::Fifo ||
           (mode == HandOff::Auto && !cannot &&
            (!arch || fifoFits(kernel, *slotSize, directions, *arch)));
    if (!fifo && failed(lowerHandOffsThroughWorkspaces(kernel, blocks)))
      return failure();
  }
  // The hand-offs' workspaces, and all global buffers the cores hand
  // tiles over in.
  llvm::SmallDenseSet<unsigned> ownWorkspaces;
  for (unsigned i = firstWorkspace, e = kernel.getNumArguments(); i < e; ++i)
    ownWorkspaces.insert(i);
  llvm::SmallDenseSet<unsigned> workspaces = ownWorkspaces;
  workspaces.insert(sharedGlobals.begin(), sharedGlobals.end());
  if (failed(checkCrossCoreFlags(kernel)))
    return failure();

  // On a3 the FIFO's slots are in a global workspace, the next argument.
  if (arch == Arch::A3 && fifo) {
    int64_t perBlock =
        tirpto::getPipeSlotNum(tirpto::kPipeCubeToVector) * *slotSize / 4;
    int64_t size = blocks ? *blocks * perBlock : ShapedType::kDynamic;
    auto type = MemRefType::get(
        {size}, Float32Type::get(context), MemRefLayoutAttrInterface(),
        AddressSpaceAttr::get(context, AddressSpace::GM));
    (void)kernel.insertArgument(kernel.getNumArguments(), type,
                                getWorkspaceArgAttrs(context), loc);
  }
  // On a3 the cores' flags go through the FFTS unit, whose base address
  // comes last.
  if (arch == Arch::A3)
    (void)kernel.insertArgument(kernel.getNumArguments(),
                                FftsType::get(context), {}, loc);

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
    if (arch == Arch::A3) {
      builder.create<SetFftsOp>(loc,
                                part.getArgument(part.getNumArguments() - 1));
      if (fifo)
        slots = part.getArgument(part.getNumArguments() - 2);
    }
    if (fifo)
      builder.create<InitializePipeOp>(
          loc, PipeDirectionsAttr::get(context, directions),
          builder.getI64IntegerAttr(*slotSize),
          FlatSymbolRefAttr::get(parts[1 - i].getSymNameAttr()), slots);
    if (failed(applyPatternsAndFoldGreedily(part, patterns)) ||
        failed(checkPart(part, cores[i])))
      return failure();
  }
  warnSubBlockInCubeWork(parts[0]);

  // Each Vector sub-block takes half of the rows where the Vector work is
  // row by row; otherwise both run all of it and sub-block 0 writes. An
  // expert-mode kernel shares the rows out itself (by its sub-block id),
  // and so does one that hands over halves of tiles (T.dual_copy).
  func::FuncOp vectorPart = parts[1];
  if (userFlags && !copies)
    return finishEntry(kernel, parts);
  if (!userFlags && failed(checkSharedGlobals(parts[0], vectorPart,
                                              ownWorkspaces, sharedGlobals)))
    return failure();
  llvm::SmallPtrSet<Operation *, 8> ownRows;
  if (sharesItself) {
    // Its stores of regions chosen by the sub-block id, or under control
    // that depends on it, are each sub-block's own.
    vectorPart.walk([&](StoreOp store) {
      if (isChosenBySubBlock(store, vectorPart))
        ownRows.insert(store);
    });
  } else {
    Operation *why = nullptr;
    FailureOr<RowSplit> plan = planRowSplit(vectorPart, workspaces, why);
    if (succeeded(plan)) {
      applyRowSplit(vectorPart, *plan);
      for (auto [op, index] : plan->regions)
        ownRows.insert(op);
      // The Cube pushes each tile for the sub-blocks to take a half each,
      // and pops the tiles they push a half each of.
      IRRewriter rewriter(context);
      parts[0].walk([&](PushToAivOp push) {
        rewriter.modifyOpInPlace(push, [&] { push.setSplit(TileSplit::Rows); });
      });
      parts[0].walk([&](PopFromAivOp pop) {
        rewriter.modifyOpInPlace(pop, [&] { pop.setSplit(TileSplit::Rows); });
      });
      parts[0].walk([&](FreeFromAivOp free) {
        rewriter.modifyOpInPlace(free, [&] { free.setSplit(TileSplit::Rows); });
      });
    } else {
      InFlightDiagnostic remark = emitRemark(
          kernel.getLoc(), "both Vector sub-blocks run the whole Vector work "
                           "and sub-block 0 writes the results: ");
      if (why == vectorPart.getOperation() && !handOffs)
        remark << "the Cube hands no tile over";
      else if (why == vectorPart.getOperation())
        remark << "the tiles handed over do not all have the same even "
                  "number of rows";
      else if (isa<PushToAicOp>(why))
        remark << "a sub-block's half of a tile handed to the Cube would not "
                  "be whole NZ fractal boxes ("
               << tirpto::kFractalRows << " rows), as UB -> L1 takes it";
      else if (isa<memref::SubViewOp>(why))
        remark << "a region of a ub buffer whose rows the sub-blocks would "
                  "share (a memref.subview, such as a row taken in a loop) "
                  "is not split "
                  "by rows";
      else
        remark << "'" << why->getName()
               << "' does not work row by row on the rows a sub-block would "
                  "take";
      if (why && why != vectorPart.getOperation())
        remark.attachNote(why->getLoc()) << "here";
    }
  }
  // Global writes of buffers both sub-blocks hold whole: by sub-block 0.
  RewritePatternSet guards(context);
  guards.add<GuardGlobalStore>(context, ownRows);
  if (failed(applyPatternsAndFoldGreedily(vectorPart, std::move(guards))))
    return failure();

  return finishEntry(kernel, parts);
}
