//===- DMAOps.cpp - ascend data movement to PTO ---------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

/// The partition view of a GM operand: the converted subview, or a window of
/// the whole argument when the op takes the argument itself.
static FailureOr<Value> getWindow(ConversionPatternRewriter &rewriter,
                                  Location loc, Value original,
                                  Value converted, bool transposed,
                                  Value local = Value()) {
  if (isa<pto::PartitionTensorViewType>(converted.getType()))
    return converted;
  auto baseType = cast<MemRefType>(original.getType());
  if (!isa<pto::PtrType>(converted.getType()))
    return emitError(loc, "expects a global buffer or a region of one");
  SmallVector<OpFoldResult> zeros(baseType.getRank(),
                                  rewriter.getIndexAttr(0));
  SmallVector<int64_t> localShape;
  if (local)
    llvm::append_range(localShape,
                       cast<MemRefType>(local.getType()).getShape());
  return tirpto::ascend_to_pto::buildGlobalWindow(
      rewriter, loc, converted, baseType, zeros, baseType.getShape(),
      transposed, localShape);
}

/// Whether a converted local operand is a tile (its buffer was lowered).
static bool isTile(Value value) {
  return isa<pto::TileBufType>(value.getType());
}

/// Emits the move `emit` of the tile `tile` (of the local buffer `local`) to
/// or from the GM region `region`. When the region may run past the edge of
/// its global buffer, the tile's valid shape is the in-bounds part during
/// the move (so the DMA reads or writes only that) and the whole buffer
/// again after it.
static LogicalResult
moveClipped(ConversionPatternRewriter &rewriter, Location loc, Value region,
            Value local, Value tile, llvm::function_ref<void()> emit) {
  auto tileType = cast<pto::TileBufType>(tile.getType());
  if (!tirpto::ascend_to_pto::mayRunPastEdge(region) ||
      !tileType.hasDynamicValidShape()) {
    emit();
    return success();
  }
  auto localShape = cast<MemRefType>(local.getType()).getShape();
  FailureOr<std::pair<Value, Value>> extents =
      tirpto::ascend_to_pto::buildInBoundsExtents(rewriter, loc, region,
                                                  localShape);
  if (failed(extents))
    return failure();
  rewriter.create<pto::SetValidShapeOp>(loc, tile, extents->first,
                                        extents->second);
  emit();
  int64_t rows = localShape.size() == 2 ? localShape[0] : 1;
  rewriter.create<pto::SetValidShapeOp>(
      loc, tile, rewriter.create<arith::ConstantIndexOp>(loc, rows),
      rewriter.create<arith::ConstantIndexOp>(loc, localShape.back()));
  return success();
}

namespace {

/// ascend.load (GM -> l1/ub) -> pto.tload.
struct LoadLowering : OpConversionPattern<ascend::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isTile(adaptor.getTarget()))
      return rewriter.notifyMatchFailure(op, "target not lowered yet");
    FailureOr<Value> window =
        getWindow(rewriter, op.getLoc(), op.getSource(), adaptor.getSource(),
                  op.getTranspose(), op.getTarget());
    if (failed(window) ||
        failed(moveClipped(rewriter, op.getLoc(), op.getSource(),
                           op.getTarget(), adaptor.getTarget(), [&] {
                             rewriter.create<pto::TLoadOp>(
                                 op.getLoc(), *window, adaptor.getTarget());
                           })))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// ascend.load_l0 (l1 -> l0a/l0b) -> pto.tmov mat -> left/right.
struct LoadL0Lowering : OpConversionPattern<ascend::LoadL0Op> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::LoadL0Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getTranspose())
      return op.emitOpError("a transposing l1 -> l0 move has no PTO form "
                            "(tmov keeps the shape); load the operand into "
                            "l1 transposed instead (ascend.load {transpose})");
    if (!isTile(adaptor.getSource()) || !isTile(adaptor.getTarget()))
      return rewriter.notifyMatchFailure(op, "operands not lowered yet");
    rewriter.replaceOpWithNewOp<pto::TMovOp>(op, adaptor.getSource(),
                                             adaptor.getTarget());
    return success();
  }
};

/// ascend.fixpipe: l0c -> GM is pto.tstore (converting on the way), l0c ->
/// l1/ub is pto.tmov acc -> mat/vec.
struct FixpipeLowering : OpConversionPattern<ascend::FixpipeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::FixpipeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isTile(adaptor.getSource()))
      return rewriter.notifyMatchFailure(op, "source not lowered yet");
    pto::ReluPreModeAttr relu;
    if (op.getRelu())
      relu = pto::ReluPreModeAttr::get(getContext(),
                                       pto::ReluPreMode::NormalRelu);
    if (*ascend::getAddressSpace(op.getTarget().getType()) ==
        AddressSpace::GM) {
      FailureOr<Value> window = getWindow(rewriter, op.getLoc(), op.getTarget(),
                                          adaptor.getTarget(), false);
      if (failed(window))
        return failure();
      rewriter.replaceOpWithNewOp<pto::TStoreOp>(op, adaptor.getSource(),
                                                 *window, relu);
      return success();
    }
    if (!isTile(adaptor.getTarget()))
      return rewriter.notifyMatchFailure(op, "target not lowered yet");
    rewriter.replaceOpWithNewOp<pto::TMovOp>(op, adaptor.getSource(),
                                             adaptor.getTarget(), relu);
    return success();
  }
};

/// ascend.store (ub/l1 -> GM) -> pto.tstore.
struct StoreLowering : OpConversionPattern<ascend::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isTile(adaptor.getSource()))
      return rewriter.notifyMatchFailure(op, "source not lowered yet");
    FailureOr<Value> window = getWindow(rewriter, op.getLoc(), op.getTarget(),
                                        adaptor.getTarget(), false,
                                        op.getSource());
    if (failed(window) ||
        failed(moveClipped(rewriter, op.getLoc(), op.getTarget(),
                           op.getSource(), adaptor.getSource(), [&] {
                             rewriter.create<pto::TStoreOp>(
                                 op.getLoc(), adaptor.getSource(), *window);
                           })))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// ascend.copy (ub -> ub/l1) -> pto.tmov vec -> vec/mat.
struct CopyLowering : OpConversionPattern<ascend::CopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isTile(adaptor.getSource()) || !isTile(adaptor.getTarget()))
      return rewriter.notifyMatchFailure(op, "operands not lowered yet");
    rewriter.replaceOpWithNewOp<pto::TMovOp>(op, adaptor.getSource(),
                                             adaptor.getTarget());
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateDMAPatterns(RewritePatternSet &patterns) {
  patterns.add<LoadLowering, LoadL0Lowering, FixpipeLowering, StoreLowering,
               CopyLowering>(patterns.getContext());
}
