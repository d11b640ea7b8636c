//===- CrossCoreOps.cpp - the Cube/Vector tile FIFO -----------------------===//
//
// The hand-off ops of a split mixed kernel (ascend-split-cube-vector) ->
// PTO's frontend FIFO ops (ptoas-format.md §4.12): the part that pops a
// direction's tiles reserves its slots (the Vector part in UB, the Cube
// part in L1), the other part imports their address, both initialise the
// pipe (on a3 with the block's part of the global workspace, after setting
// the FFTS base address), and pushes, pops and frees map one to one, a
// Vector push on a5 after a move of its tile into the NZ layout.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;

/// The names of the FIFO's slot buffers, the same in both parts: the
/// Vector part's (Cube to Vector) and the Cube part's (Vector to Cube).
static constexpr llvm::StringLiteral kCubeToVectorSlots = "c2v_fifo";
static constexpr llvm::StringLiteral kVectorToCubeSlots = "v2c_fifo";

static IntegerAttr getSplitAttr(Builder &builder, ascend::TileSplit split) {
  return builder.getI8IntegerAttr(static_cast<int8_t>(split));
}

/// Whether the function enclosing `op` is the Cube part of a mixed kernel
/// (before or after its `ascend.part` became `pto.kernel_kind`).
static std::optional<bool> isCubePart(Operation *op) {
  auto func = op->getParentOfType<func::FuncOp>();
  if (!func)
    return std::nullopt;
  if (auto part = func->getAttrOfType<ascend::CoreTypeAttr>(
          ascend::AscendDialect::kPartAttrName))
    return part.getValue() == ascend::CoreType::AIC;
  if (auto kind = func->getAttrOfType<pto::KernelKindAttr>(
          pto::PTODialect::kKernelKindAttrName))
    return kind.getValue() == pto::KernelKind::Cube;
  return std::nullopt;
}

namespace {

struct InitializePipeLowering : OpConversionPattern<ascend::InitializePipeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::InitializePipeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<bool> cube = isCubePart(op);
    if (!cube)
      return op.emitOpError("outside the Cube or Vector part of a mixed "
                            "kernel (a function with `ascend.part`)");
    Location loc = op.getLoc();
    ascend::Arch arch = getAscendArch(pto::getTargetArch(op));
    if (op.hasVectorToCube() && !ascend::stagesPushToCubeInNZ(arch))
      return op.emitOpError("carries tiles from the Vector cores to the Cube, "
                            "which tirpto lowers where UB -> L1 is a data "
                            "path (a5), not on ")
             << ascend::getArchName(arch)
             << "; ascend-split-cube-vector hands them over through global "
                "workspaces there";
    int64_t slotNum = op.getSlotNum();
    int64_t slotSize = op.getSlotSize();
    // Each direction's slots are reserved by the part that pops them, in
    // its memory, and imported by the other part; a direction the FIFO
    // does not carry gets 0.
    auto slotsOf = [&](bool popHere, StringRef name, pto::AddressSpace space) {
      if (!popHere)
        return Value(rewriter.create<pto::ImportReservedBufferOp>(
            loc, rewriter.getI32Type(), rewriter.getStringAttr(name),
            op.getPeerAttr()));
      return Value(rewriter.create<pto::ReserveBufferOp>(
          loc, rewriter.getI32Type(), rewriter.getStringAttr(name),
          rewriter.getI32IntegerAttr(slotNum * slotSize),
          pto::AddressSpaceAttr::get(getContext(), space),
          rewriter.getBoolAttr(true), IntegerAttr()));
    };
    Value none;
    auto getNone = [&] {
      if (!none)
        none = rewriter.create<arith::ConstantIntOp>(loc, 0, 32);
      return none;
    };
    Value toVector = op.hasCubeToVector() ? slotsOf(!*cube, kCubeToVectorSlots,
                                                    pto::AddressSpace::Vec)
                                          : getNone();
    Value toCube = op.hasVectorToCube() ? slotsOf(*cube, kVectorToCubeSlots,
                                                  pto::AddressSpace::Mat)
                                        : getNone();
    // On a3 each block uses its own slots of the workspace.
    Value gmSlots;
    if (op.getGmSlots()) {
      std::optional<ascend_to_pto::GlobalTensor> tensor =
          ascend_to_pto::getGlobalTensor(rewriter, op.getGmSlots());
      if (!tensor)
        return op.emitOpError("gm_slots is not a kernel argument");
      auto type = cast<MemRefType>(op.getGmSlots().getType());
      int64_t elementBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
      Value block = rewriter.create<arith::IndexCastOp>(
          loc, rewriter.getIndexType(),
          rewriter.create<pto::GetBlockIdxOp>(loc, rewriter.getI64Type()));
      Value perBlock = rewriter.create<arith::ConstantIndexOp>(
          loc, slotNum * slotSize / elementBytes);
      Value offset = rewriter.create<arith::MulIOp>(loc, block, perBlock);
      gmSlots = rewriter.create<pto::AddPtrOp>(loc, tensor->ptr.getType(),
                                               tensor->ptr, offset);
    }
    IntegerAttr dirMask =
        rewriter.getI8IntegerAttr(static_cast<int8_t>(op.getDirections()));
    IntegerAttr size = rewriter.getI32IntegerAttr(slotSize);
    if (*cube)
      rewriter.replaceOpWithNewOp<pto::AicInitializePipeOp>(
          op, dirMask, size, BoolAttr(), gmSlots, toVector, toCube);
    else
      rewriter.replaceOpWithNewOp<pto::AivInitializePipeOp>(
          op, dirMask, size, BoolAttr(), gmSlots, toVector, toCube);
    return success();
  }
};

struct PushToAivLowering : OpConversionPattern<ascend::PushToAivOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::PushToAivOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<pto::TPushToAivOp>(
        op, adaptor.getSource(), getSplitAttr(rewriter, op.getSplit()));
    return success();
  }
};

/// A pop of either direction -> its PTO pop, the slot's tile type from the
/// TypeConverter.
template <typename AscendPop, typename PTOPop>
struct PopLowering : OpConversionPattern<AscendPop> {
  using OpConversionPattern<AscendPop>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AscendPop op, typename AscendPop::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (!type)
      return op.emitOpError("pops a tile of type ")
             << op.getType() << ", which has no PTO tile type";
    rewriter.replaceOpWithNewOp<PTOPop>(op, type, Value(), Value(),
                                        getSplitAttr(rewriter, op.getSplit()));
    return success();
  }
};

/// A free of either direction -> its PTO free.
template <typename AscendFree, typename PTOFree>
struct FreeLowering : OpConversionPattern<AscendFree> {
  using OpConversionPattern<AscendFree>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AscendFree op, typename AscendFree::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<PTOFree>(op,
                                         getSplitAttr(rewriter, op.getSplit()));
    return success();
  }
};

/// On a5 the tile is moved into an NZ tile of its shape first: UB -> L1
/// moves fractal blocks as they are, into the Cube's NZ slot.
struct PushToAicLowering : OpConversionPattern<ascend::PushToAicOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::PushToAicOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value tile = adaptor.getSource();
    auto type = dyn_cast<pto::TileBufType>(tile.getType());
    if (!type)
      return failure();
    if (ascend::stagesPushToCubeInNZ(getAscendArch(pto::getTargetArch(op)))) {
      auto source = cast<MemRefType>(op.getSource().getType());
      int64_t rows = source.getRank() == 2 ? source.getDimSize(0) : 1;
      int64_t cols = source.getShape().back();
      pto::TileLayout nz = pto::getMatLayout(/*transposed=*/false);
      Type element = source.getElementType();
      std::optional<std::pair<int64_t, int64_t>> box =
          pto::getFractalInnerBox(element, nz.slayout, nz.fractal);
      if (box && (rows % box->first != 0 || cols % box->second != 0))
        return op.emitOpError("pushes a ")
               << rows << "x" << cols << " " << element
               << " tile to the Cube, which the UB -> L1 path takes in the "
               << "NZ layout: rows must be a multiple of " << box->first
               << " and columns of " << box->second
               << " (ascend-hardware.md §1.5)";
      auto nzType = pto::TileBufType::get(
          getContext(), pto::AddressSpace::Vec, element, rows, cols, rows, cols,
          nz.blayout, nz.slayout, nz.fractal, type.getPad(), type.getCompact());
      Value staged = rewriter.create<pto::AllocTileOp>(op.getLoc(), nzType);
      rewriter.create<pto::TMovOp>(op.getLoc(), tile, staged);
      tile = staged;
    }
    rewriter.replaceOpWithNewOp<pto::TPushToAicOp>(
        op, tile, getSplitAttr(rewriter, op.getSplit()));
    return success();
  }
};

struct SetFftsLowering : OpConversionPattern<ascend::SetFftsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::SetFftsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<pto::SetFFTsOp>(op, adaptor.getFfts());
    return success();
  }
};

/// ascend.cross_core_set -> pto.sync.set.
struct CrossCoreSetLowering : OpConversionPattern<ascend::CrossCoreSetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::CrossCoreSetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ascend::Pipe pipe = op.getPipe();
    // On a5 each core sets flags on one pipe: where the kernel names
    // another, every pipe finishes first (a barrier of all pipes), so the
    // flag still follows the named pipe's work.
    if (getAscendArch(pto::getTargetArch(op)) == ascend::Arch::A5) {
      ascend::Pipe setPipe = *ascend::symbolizePipe(
          op.getCore() == ascend::CoreType::AIC ? tirpto::kA5CubeSetPipe
                                                : tirpto::kA5VectorSetPipe);
      if (pipe != setPipe) {
        rewriter.create<pto::BarrierOp>(op.getLoc(), pto::Pipe::PIPE_ALL);
        pipe = setPipe;
      }
    }
    rewriter.replaceOpWithNewOp<pto::SyncSetOp>(
        op, getPTOPipe(pipe), rewriter.getI32IntegerAttr(op.getFlag()),
        IntegerAttr(), Value());
    return success();
  }
};

/// The pipe a wait without one holds: that of the first op after it that
/// moves or computes data (in program order, nested regions included), or
/// the core's main pipe (the fixpipe's on the Cube, V on the Vector).
static ascend::Pipe getWaitPipe(ascend::CrossCoreWaitOp op) {
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    std::optional<ascend::Pipe> found;
    next->walk<WalkOrder::PreOrder>([&](ascend::PipeOpInterface user) {
      ascend::Pipe pipe = user.getPipe();
      if (pipe == ascend::Pipe::S || pipe == ascend::Pipe::ALL)
        return WalkResult::advance();
      found = pipe;
      return WalkResult::interrupt();
    });
    if (found)
      return *found;
  }
  return op.getCore() == ascend::CoreType::AIC ? ascend::Pipe::FIX
                                               : ascend::Pipe::V;
}

/// ascend.cross_core_wait -> pto.sync.wait (two on the a5 Cube).
struct CrossCoreWaitLowering : OpConversionPattern<ascend::CrossCoreWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::CrossCoreWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ascend::Pipe pipe = op.getWaitPipe().value_or(getWaitPipe(op));
    // On a5 the Cube hears each Vector sub-block's set of a flag on a flag
    // of its own (tirpto::kA5SubBlockFlagOffset): it waits for both.
    int64_t flag = op.getFlag();
    if (op.getCore() == ascend::CoreType::AIC &&
        getAscendArch(pto::getTargetArch(op)) == ascend::Arch::A5) {
      rewriter.create<pto::SyncWaitOp>(op.getLoc(), getPTOPipe(pipe),
                                       rewriter.getI32IntegerAttr(flag),
                                       Value());
      flag += tirpto::kA5SubBlockFlagOffset;
    }
    rewriter.replaceOpWithNewOp<pto::SyncWaitOp>(
        op, getPTOPipe(pipe), rewriter.getI32IntegerAttr(flag), Value());
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateCrossCorePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<InitializePipeLowering, PushToAivLowering,
               PopLowering<ascend::PopFromAicOp, pto::TPopFromAicOp>,
               FreeLowering<ascend::FreeFromAicOp, pto::TFreeFromAicOp>,
               PushToAicLowering,
               PopLowering<ascend::PopFromAivOp, pto::TPopFromAivOp>,
               FreeLowering<ascend::FreeFromAivOp, pto::TFreeFromAivOp>,
               SetFftsLowering, CrossCoreSetLowering, CrossCoreWaitLowering>(
      converter, patterns.getContext());
}
