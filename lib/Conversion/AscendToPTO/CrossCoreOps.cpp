//===- CrossCoreOps.cpp - the Cube/Vector tile FIFO -----------------------===//
//
// The hand-off ops of a split mixed kernel (ascend-split-cube-vector) ->
// PTO's frontend FIFO ops (ptoas-format.md §4.12): the Vector part reserves
// the slots in UB, the Cube part imports their address, both initialise
// the pipe (on a3 with the block's part of the global workspace, after
// setting the FFTS base address), and pushes, pops and frees map one to
// one.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"

#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;

/// The name of the FIFO's slot buffer, the same in both parts.
static constexpr llvm::StringLiteral kSlotBufferName = "c2v_fifo";

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
    int64_t slotNum = getPipeSlotNum(kPipeCubeToVector);
    int64_t slotSize = op.getSlotSize();
    Value slots;
    if (*cube)
      slots = rewriter.create<pto::ImportReservedBufferOp>(
          loc, rewriter.getI32Type(), rewriter.getStringAttr(kSlotBufferName),
          op.getPeerAttr());
    else
      slots = rewriter.create<pto::ReserveBufferOp>(
          loc, rewriter.getI32Type(), rewriter.getStringAttr(kSlotBufferName),
          rewriter.getI32IntegerAttr(slotNum * slotSize),
          pto::AddressSpaceAttr::get(getContext(), pto::AddressSpace::Vec),
          rewriter.getBoolAttr(true), IntegerAttr());
    Value none = rewriter.create<arith::ConstantIntOp>(loc, 0, 32);
    // On a3 each block uses its own slots of the workspace.
    Value gmSlots;
    if (op.getGmSlots()) {
      std::optional<ascend_to_pto::GlobalTensor> tensor =
          ascend_to_pto::getGlobalTensor(adaptor.getGmSlots());
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
    IntegerAttr dirMask = rewriter.getI8IntegerAttr(kPipeCubeToVector);
    IntegerAttr size = rewriter.getI32IntegerAttr(slotSize);
    if (*cube)
      rewriter.replaceOpWithNewOp<pto::AicInitializePipeOp>(
          op, dirMask, size, BoolAttr(), gmSlots, slots, none);
    else
      rewriter.replaceOpWithNewOp<pto::AivInitializePipeOp>(
          op, dirMask, size, BoolAttr(), gmSlots, slots, none);
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

struct PopFromAicLowering : OpConversionPattern<ascend::PopFromAicOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::PopFromAicOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return op.emitOpError("pops a tile of type ")
             << op.getType() << ", which has no PTO tile type";
    rewriter.replaceOpWithNewOp<pto::TPopFromAicOp>(
        op, type, Value(), Value(), getSplitAttr(rewriter, op.getSplit()));
    return success();
  }
};

struct FreeFromAicLowering : OpConversionPattern<ascend::FreeFromAicOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::FreeFromAicOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<pto::TFreeFromAicOp>(
        op, getSplitAttr(rewriter, op.getSplit()));
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

/// ascend.cross_core_wait -> pto.sync.wait.
struct CrossCoreWaitLowering : OpConversionPattern<ascend::CrossCoreWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::CrossCoreWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ascend::Pipe pipe = op.getWaitPipe().value_or(getWaitPipe(op));
    rewriter.replaceOpWithNewOp<pto::SyncWaitOp>(
        op, getPTOPipe(pipe), rewriter.getI32IntegerAttr(op.getFlag()),
        Value());
    return success();
  }
};

/// The entry of a split mixed kernel calls its parts with its arguments: a
/// global tensor becomes its pointer and its dynamic dimensions, as in the
/// parts' signatures (the 1:N conversion the call's operands do not get
/// from func's own call pattern).
struct EntryCallLowering : OpConversionPattern<func::CallOp> {
  EntryCallLowering(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands;
    for (auto [original, converted] :
         llvm::zip(op.getOperands(), adaptor.getOperands())) {
      auto type = dyn_cast<MemRefType>(original.getType());
      if (!type || ascend::getAddressSpace(type) != ascend::AddressSpace::GM) {
        operands.push_back(converted);
        continue;
      }
      std::optional<ascend_to_pto::GlobalTensor> tensor =
          ascend_to_pto::getGlobalTensor(converted);
      if (!tensor)
        return failure();
      operands.push_back(tensor->ptr);
      llvm::append_range(operands, tensor->dynamicDims);
    }
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), results)))
      return failure();
    rewriter.replaceOpWithNewOp<func::CallOp>(op, op.getCallee(), results,
                                              operands);
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateCrossCorePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<InitializePipeLowering, PushToAivLowering, PopFromAicLowering,
               FreeFromAicLowering, SetFftsLowering, CrossCoreSetLowering,
               CrossCoreWaitLowering, EntryCallLowering>(converter,
                                                         patterns.getContext());
}
