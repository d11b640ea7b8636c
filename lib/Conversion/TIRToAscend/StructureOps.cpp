//===- StructureOps.cpp - tir.kernel and tir.for to ascend ----------------===//

#include "ParallelNest.h"
#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tirpto;

/// Keeps T.Pipelined's num_stages on the scf.for that replaces `op`.
static void setNumStages(tir::ForOp op, scf::ForOp loop,
                         ConversionPatternRewriter &rewriter) {
  if (std::optional<int64_t> stages = op.getNumStages())
    loop->setAttr(ascend::AscendDialect::kNumStagesAttrName,
                  rewriter.getI64IntegerAttr(*stages));
}

Operation *mlir::tirpto::tir_to_ascend::getLoweredLoopBreak(tir::ForOp loop) {
  if (loop.getKind() == tir::ForKind::Parallel)
    return nullptr;
  for (Operation &op : loop.getBody().front()) {
    auto guard = dyn_cast<scf::IfOp>(op);
    if (guard && guard.getNumResults() == 0 && guard.getElseRegion().empty()) {
      Block &then = guard.getThenRegion().front();
      auto intrin = dyn_cast<tir::IntrinOp>(then.front());
      if (intrin && std::next(then.begin(), 2) == then.end() &&
          tir::getIntrinsic(intrin) == tir::Intrinsic::LoopBreak)
        return guard;
    }
    // Side-effect-free statements, TIR's value-yielding intrinsics
    // (floordiv, ...) included, may come first.
    auto intrin = dyn_cast<tir::IntrinOp>(op);
    if (!isMemoryEffectFree(&op) && !(intrin && intrin.getResult()))
      return nullptr;
  }
  return nullptr;
}

namespace {

/// tir.kernel (%bx, %by) in (gx, gy) { body }  ->  the body inlined, with
///   %idx = ascend.block_idx; %bx = idx % gx; %by = idx / gx   (and a 3rd
/// dimension likewise), and `ascend.grid = [gx, gy]` on the function when
/// the grid is static.
///
/// A sub-block id (`sub_block (%vid) in 2`) that the body does not use is
/// dropped: every Vector core of the block would do the same work, and one
/// does it. One that is used numbers the Vector cores of a kernel whose
/// work is all Vector work, each of which runs as a block of its own:
/// `%vid = idx % 2`, the grid indices from `idx / 2`, and the grid's first
/// extent is doubled. So does an unused one in a Vector kernel that adds
/// into global memory atomically (T.tile.atomic_add): each Vector core's
/// add counts, so both run. In a kernel with Cube work (a gemm, a Cube
/// section or a buffer in the Cube's memory: a mixed kernel, split by
/// ascend-split-cube-vector) it is `ascend.subblock_idx`: the
/// Vector sub-block running the Vector part, and the grid is the blocks';
/// with one sub-block (T.MixedKernel(n, sids=1)) it is 0, and the split
/// shares the Vector work out as in a kernel without one.
struct KernelLowering : OpConversionPattern<tir::KernelOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::KernelOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ArrayRef<int64_t> staticGrid = op.getStaticGrid();
    // The extents that divide the index: all but the last dimension's.
    SmallVector<Value> divisors;
    SmallVector<int64_t> recordedGrid(staticGrid);
    BlockArgument subBlock = op.getSubBlockIndex();
    bool cubeWork = false, atomicAdd = false;
    tir::CopyOp dualCopy;
    op.walk([&](Operation *inner) {
      auto section = dyn_cast<tir::SectionOp>(inner);
      if (isa<tir::GemmOp>(inner) ||
          (section && section.getKind() == tir::SectionKind::Cube))
        cubeWork = true;
      // A buffer in the Cube's memory (l1, l0a/b/c) holds Cube work, with
      // or without a gemm.
      if (auto alloc = dyn_cast<tir::AllocBufferOp>(inner))
        if (ascend::PlacementAttr placement = getPlacement(alloc.getType()))
          cubeWork |= ascend::getCoreOfAddressSpace(placement.getSpace()) ==
                      ascend::CoreType::AIC;
      auto copy = dyn_cast<tir::CopyOp>(inner);
      if (copy && copy.getAtomicAdd())
        atomicAdd = true;
      if (copy && copy.getDual() && !dualCopy)
        dualCopy = copy;
    });
    // T.dual_copy shares tiles between the two Vector sub-blocks of a mixed
    // kernel (TileLang's contract: it does not make a Vector kernel run on
    // both sub-blocks). The kernel need not name the sub-block: upstream's
    // example_gemm.py dual-copies in a plain T.Kernel.
    bool oneSubBlock = subBlock && *op.getSubBlocks() != 2;
    if (dualCopy && (oneSubBlock || !cubeWork))
      return dualCopy.emitOpError(
                 "(T.dual_copy) shares a tile between the two Vector "
                 "sub-blocks of a kernel that mixes Cube and Vector work, ")
             << (oneSubBlock ? "but the kernel has one sub-block "
                               "(T.MixedKernel(n, sids=1))"
                             : "but the kernel has no Cube work");
    bool splitSubBlocks =
        subBlock && !cubeWork && (!subBlock.use_empty() || atomicAdd);
    if (splitSubBlocks) {
      divisors.push_back(
          rewriter.create<arith::ConstantIndexOp>(loc, *op.getSubBlocks()));
      // The sub-block id varies fastest: the launch grid's first dimension
      // has sub_blocks times as many blocks (a grid keeps 1 to 3
      // dimensions).
      if (!ShapedType::isDynamic(recordedGrid.front()))
        recordedGrid.front() *= *op.getSubBlocks();
    }
    // T.annotate_buffer_versions: each buffer named gets its versions
    // (ascend-multi-buffer gives them in the loop that fills it).
    if (auto versions =
            op->getAttrOfType<DictionaryAttr>(tir::getKernelAnnotationName(
                tir::KernelAnnotation::BufferVersions)))
      op.walk([&](tir::AllocBufferOp alloc) {
        std::optional<StringRef> name = alloc.getName();
        auto count = name ? versions.getAs<IntegerAttr>(*name) : IntegerAttr();
        if (count && count.getInt() >= 1)
          rewriter.modifyOpInPlace(alloc, [&] {
            alloc->setAttr(ascend::AscendDialect::kVersionsAttrName,
                           rewriter.getI64IntegerAttr(count.getInt()));
          });
      });
    // TileLang's buffer-planning annotations tune its own backend: say
    // what tirpto does instead.
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (const tir::KernelAnnotationInfo *info =
              tir::lookupKernelAnnotation(attr.getName()))
        op.emitRemark() << info->tilelangCall << " ('" << info->attrName
                        << "') is accepted"
                        << (info->id == tir::KernelAnnotation::BufferVersions
                                ? ": "
                                : " and not used: ")
                        << info->instead;
    if (llvm::none_of(staticGrid, ShapedType::isDynamic) &&
        !ascend::getBlockCount(recordedGrid))
      return op.emitOpError("launches more than ")
             << ascend::kMaxIndexValue
             << " blocks; ptoas computes block ids as 32-bit 'index' values";
    unsigned nextDynamic = 0;
    for (int64_t extent : staticGrid.drop_back()) {
      if (ShapedType::isDynamic(extent))
        divisors.push_back(adaptor.getDynamicGrid()[nextDynamic++]);
      else
        divisors.push_back(
            rewriter.create<arith::ConstantIndexOp>(loc, extent));
    }

    Value rest =
        rewriter.create<ascend::BlockIdxOp>(loc, rewriter.getIndexType());
    SmallVector<Value> ids;
    for (Value divisor : divisors) {
      ids.push_back(rewriter.create<arith::RemUIOp>(loc, rest, divisor));
      rest = rewriter.create<arith::DivUIOp>(loc, rest, divisor);
    }
    ids.push_back(rest);
    if (splitSubBlocks)
      // The sub-block id came first (it varies fastest); it is the body's
      // last argument.
      std::rotate(ids.begin(), ids.begin() + 1, ids.end());
    else if (subBlock && cubeWork && *op.getSubBlocks() == 2)
      ids.push_back(
          rewriter.create<ascend::SubBlockIdxOp>(loc, rewriter.getIndexType()));
    else if (subBlock)
      ids.push_back(rewriter.create<arith::ConstantIndexOp>(loc, 0));

    if (llvm::none_of(staticGrid, ShapedType::isDynamic))
      if (auto func = op->getParentOfType<func::FuncOp>())
        rewriter.modifyOpInPlace(func, [&] {
          func->setAttr(ascend::AscendDialect::kGridAttrName,
                        rewriter.getDenseI64ArrayAttr(recordedGrid));
        });

    rewriter.inlineBlockBefore(&op.getBody().front(), op, ids);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.section <cube|vector> { body } -> the body inlined (its sub-block
/// id, if any, `ascend.subblock_idx`); the core it declares is added to
/// the function's `ascend.section_cores`, which ascend-infer-core-type
/// checks against the kernel's work.
struct SectionLowering : OpConversionPattern<tir::SectionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::SectionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ascend::CoreType core = op.getKind() == tir::SectionKind::Cube
                                ? ascend::CoreType::AIC
                                : ascend::CoreType::AIV;
    if (auto func = op->getParentOfType<func::FuncOp>()) {
      SmallVector<Attribute> scopes;
      if (auto old = func->getAttrOfType<ArrayAttr>(
              ascend::AscendDialect::kSectionCoresAttrName))
        llvm::append_range(scopes, old);
      auto attr = ascend::CoreTypeAttr::get(getContext(), core);
      if (!llvm::is_contained(scopes, attr)) {
        scopes.push_back(attr);
        rewriter.modifyOpInPlace(func, [&] {
          func->setAttr(ascend::AscendDialect::kSectionCoresAttrName,
                        rewriter.getArrayAttr(scopes));
        });
      }
    }
    // The cross-core flags it issues and its barriers: the section says by
    // which core.
    SmallVector<tir::IntrinOp> calls;
    op.getBody().walk([&](tir::IntrinOp intrin) {
      std::optional<tir::Intrinsic> id = tir::getIntrinsic(intrin);
      if (tir_to_ascend::isCrossFlag(intrin) ||
          id == tir::Intrinsic::PipeBarrier ||
          id == tir::Intrinsic::StorageSync)
        calls.push_back(intrin);
    });
    SmallPtrSet<Operation *, 4> lowered;
    for (tir::IntrinOp call : calls) {
      if (lowered.contains(call))
        continue;
      if (tir_to_ascend::isCrossFlag(call)) {
        if (failed(
                tir_to_ascend::lowerCrossFlag(call, core, rewriter, lowered)))
          return failure();
        continue;
      }
      FailureOr<tir_to_ascend::SyncCall> sync =
          tir_to_ascend::decodeSyncCall(call, /*report=*/true);
      if (failed(sync))
        return failure();
      ascend::Pipe pipe = sync->pipes.front();
      std::optional<ascend::CoreType> owner = ascend::getCoreOfPipe(pipe);
      rewriter.setInsertionPoint(call);
      rewriter.replaceOpWithNewOp<ascend::PipeBarrierOp>(
          call, ascend::PipeAttr::get(getContext(), pipe),
          owner ? ascend::CoreTypeAttr()
                : ascend::CoreTypeAttr::get(getContext(), core));
    }
    // Its prints: on its core (DebugOps.cpp reads the mark).
    op.getBody().walk([&](Operation *inner) {
      if (isa<tir::DumpTensorOp>(inner) ||
          tir::getIntrinsic(inner) == tir::Intrinsic::Printf)
        rewriter.modifyOpInPlace(inner, [&] {
          inner->setAttr(tir_to_ascend::kSectionCoreAttrName,
                         ascend::CoreTypeAttr::get(getContext(), core));
        });
    });
    // The sub-block id of `with T.Vector() as sid`.
    SmallVector<Value, 1> args;
    if (op.getSubBlockIndex()) {
      rewriter.setInsertionPoint(op);
      args.push_back(rewriter.create<ascend::SubBlockIdxOp>(
          op.getLoc(), rewriter.getIndexType()));
    }
    rewriter.inlineBlockBefore(&op.getBody().front(), op, args);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.vector_function <simt|simd> { body } -> the body inlined: the scope
/// guides TileLang's own AscendC backend; its work is tile work.
struct VectorFunctionLowering : OpConversionPattern<tir::VectorFunctionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::VectorFunctionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool simt = op.getKind() == tir::VectorFunctionKind::Simt;
    op.emitRemark() << (simt ? "T.SimtVF" : "T.SimdVF")
                    << " is accepted: its work is lowered as tile work on the "
                       "Vector core ("
                    << (simt ? "the scope and its thread counts guide"
                             : "the scope guides")
                    << " TileLang's own AscendC backend)";
    rewriter.inlineBlockBefore(&op.getBody().front(), op);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.for -> scf.for; `num_stages` -> `ascend.num_stages`. A loop that T.Persistent leaves with
/// `if c: T.loop_break()` (getLoweredLoopBreak) carries a flag, `stop`,
/// through its iterations: each sets `stop |= c` where the break was and
/// runs the rest of its body only while `stop` is false, so that no
/// statement after the break runs again.
struct ForLowering : OpConversionPattern<tir::ForOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    tir::ForKind kind = op.getKind();
    // The leading levels of a T.Parallel nest deeper than two run over
    // slices of the rank-2 nest inside, in order (the iterations are
    // independent); the rest of a nest becomes vector ops
    // (ParallelLowering.cpp).
    if (kind == tir::ForKind::Parallel &&
        !tirpto::tir_to_ascend::isParallelSliceLoop(op))
      return rewriter.notifyMatchFailure(
          op, "T.Parallel nests become vector ops (ParallelLowering.cpp)");
    if (kind == tir::ForKind::Vectorized)
      return op.emitOpError("T.vectorized loops are not supported by "
                            "convert-tir-to-ascend; write the element-wise "
                            "work as a T.Parallel nest");
    Location loc = op.getLoc();
    // T.Pipelined's scheduling options steer TileLang's own pipelining.
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (const tir::LoopAnnotationInfo *info =
              tir::lookupLoopAnnotation(attr.getName()))
        op.emitRemark() << info->tilelangSpelling << " ('" << info->attrName
                        << "') is accepted and not used: " << info->instead;
    Operation *breakGuard = tirpto::tir_to_ascend::getLoweredLoopBreak(op);
    if (!breakGuard) {
      auto loop = rewriter.create<scf::ForOp>(loc, adaptor.getLowerBound(),
                                              adaptor.getUpperBound(),
                                              adaptor.getStep());
      setNumStages(op, loop, rewriter);
      rewriter.inlineBlockBefore(&op.getBody().front(),
                                 loop.getBody()->getTerminator(),
                                 {loop.getInductionVar()});
      rewriter.eraseOp(op);
      return success();
    }

    Value notStopped = rewriter.create<arith::ConstantIntOp>(loc, 0, 1);
    auto loop = rewriter.create<scf::ForOp>(
        loc, adaptor.getLowerBound(), adaptor.getUpperBound(),
        adaptor.getStep(), ValueRange{notStopped},
        [](OpBuilder &builder, Location loc, Value, ValueRange carried) {
          builder.create<scf::YieldOp>(loc, carried);
        });
    setNumStages(op, loop, rewriter);
    Operation *yield = loop.getBody()->getTerminator();
    Value stopped = loop.getRegionIterArgs().front();
    rewriter.inlineBlockBefore(&op.getBody().front(), yield,
                               {loop.getInductionVar()});
    // stop = stopped | c, where the break was; the rest runs if !stop.
    auto guard = cast<scf::IfOp>(breakGuard);
    rewriter.setInsertionPoint(guard);
    Value stop =
        rewriter.create<arith::OrIOp>(loc, stopped, guard.getCondition());
    Value one = rewriter.create<arith::ConstantIntOp>(loc, 1, 1);
    Value go = rewriter.create<arith::XOrIOp>(loc, stop, one);
    auto rest = rewriter.create<scf::IfOp>(loc, go, /*withElseRegion=*/false);
    Operation *restEnd = rest.thenBlock()->getTerminator();
    for (Operation *after = rest->getNextNode(); after != yield;) {
      Operation *next = after->getNextNode();
      rewriter.moveOpBefore(after, restEnd);
      after = next;
    }
    rewriter.modifyOpInPlace(yield,
                             [&] { yield->setOperands(ValueRange{stop}); });
    rewriter.eraseOp(guard);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Drops the `tir.*` argument attributes (the TIR buffer names, kept by
/// BufferPlacement for diagnostics) from a function.
struct DropTIRArgAttributes : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!tirpto::tir_to_ascend::hasTIRArgAttributes(op))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      for (unsigned i = 0, e = op.getNumArguments(); i < e; ++i) {
        // The TileLang name lives on as the argument's location, for the
        // diagnostics of later passes (ascend-clip-gm-regions, ...).
        if (auto name = op.getArgAttrOfType<StringAttr>(i, "tir.name");
            name && !op.isExternal()) {
          BlockArgument arg = op.getArgument(i);
          if (!isa<NameLoc>(arg.getLoc()))
            arg.setLoc(NameLoc::get(name, arg.getLoc()));
        }
        if (DictionaryAttr attrs = op.getArgAttrDict(i))
          for (NamedAttribute attr : attrs)
            if (attr.getName().getValue().starts_with("tir."))
              op.removeArgAttr(i, attr.getName());
      }
    });
    return success();
  }
};

} // namespace

bool mlir::tirpto::tir_to_ascend::hasTIRArgAttributes(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (DictionaryAttr attrs = func.getArgAttrDict(i))
      for (NamedAttribute attr : attrs)
        if (attr.getName().getValue().starts_with("tir."))
          return true;
  return false;
}

void mlir::tirpto::tir_to_ascend::populateStructurePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<KernelLowering, SectionLowering, VectorFunctionLowering,
               ForLowering, DropTIRArgAttributes>(converter,
                                                  patterns.getContext());
}
