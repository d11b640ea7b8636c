//===- DMAOps.cpp - ascend data movement to PTO ---------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

/// The partition view of the GM operand `original` (`converted` by the type
/// converter) for a move at `loc` to or from `local`: the region's own
/// window, or the window of its region (a memref.subview) in the form this
/// move needs (read transposed; the rows or column of `local`'s tile), or a
/// window of the whole argument when the op takes the argument itself.
static FailureOr<Value> getWindow(ConversionPatternRewriter &rewriter,
                                  Location loc, Value original,
                                  Value converted, bool transposed,
                                  Value local = Value()) {
  SmallVector<int64_t> localShape;
  if (local)
    llvm::append_range(localShape,
                       cast<MemRefType>(local.getType()).getShape());
  if (auto region = original.getDefiningOp<memref::SubViewOp>()) {
    // The region's own (converted) window when this move reads it as it
    // is: not transposed, and not reshaped to the rows or column of a
    // rank-2 tile (buildGlobalWindow).
    ArrayRef<int64_t> shape = region.getType().getShape();
    bool plain = !transposed &&
                 (localShape.size() != 2 ||
                  (shape.size() == 2 && (localShape[1] != 1 || shape[1] == 1)));
    if (plain && isa<pto::PartitionTensorViewType>(converted.getType()))
      return converted;
    return tirpto::ascend_to_pto::buildRegionWindow(rewriter, region, loc,
                                                    transposed, localShape);
  }
  if (isa<pto::PartitionTensorViewType>(converted.getType()))
    return converted;
  auto baseType = cast<MemRefType>(original.getType());
  std::optional<tirpto::ascend_to_pto::GlobalTensor> tensor =
      tirpto::ascend_to_pto::getGlobalTensor(rewriter, original);
  if (!tensor)
    return emitError(loc, "expects a global buffer or a region of one");
  SmallVector<OpFoldResult> zeros(baseType.getRank(),
                                  rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> extents;
  for (unsigned dim = 0; dim < baseType.getRank(); ++dim)
    extents.push_back(
        tirpto::ascend_to_pto::getGlobalDim(rewriter, *tensor, baseType, dim));
  return tirpto::ascend_to_pto::buildGlobalWindow(
      rewriter, loc, *tensor, baseType, zeros, extents, transposed,
      localShape);
}

/// Emits the move `emit` of the tile `tile` to or from the GM window
/// `window`. A boundary region's window has dynamic sizes, its in-bounds
/// extent: the tile's valid shape is that extent during the move (tload and
/// tstore move the valid shape, which must equal the window's shape) and
/// the whole tile again after it.
static LogicalResult moveWithin(ConversionPatternRewriter &rewriter,
                                Location loc, Value window, Value local,
                                Value tile, llvm::function_ref<void()> emit) {
  auto windowType = cast<pto::PartitionTensorViewType>(window.getType());
  // A leading region of a ub buffer (its first columns, or a column
  // vector's first rows) is moved as the buffer's tile with that part
  // valid, the whole buffer after it.
  auto columns = local.getDefiningOp<memref::SubViewOp>();
  if (columns && !ascend::isLeadingRegion(columns))
    columns = nullptr;
  // A static window smaller than the buffer (a copy's part of a constant
  // size, whose sizes folded into the window's type) moves as a boundary
  // one does, when the tile's valid shape is set at run time.
  auto localType = cast<MemRefType>(local.getType());
  bool smaller = windowType.getRank() == 2 && localType.getRank() == 2 &&
                 windowType.getShape() != localType.getShape() &&
                 cast<pto::TileBufType>(tile.getType()).hasDynamicValidShape();
  if (!ShapedType::isDynamicShape(windowType.getShape()) && !columns &&
      !smaller) {
    emit();
    return success();
  }
  Value buffer = columns ? columns.getSource() : local;
  auto tileType = cast<pto::TileBufType>(tile.getType());
  if (tile.getDefiningOp<pto::SubsetOp>())
    return emitError(loc, "a move of a region that may run past the edge of "
                          "its tensor into or out of a window of a local "
                          "buffer is not supported: move it to or from a "
                          "whole buffer");
  auto partition = window.getDefiningOp<pto::PartitionViewOp>();
  if (!partition || !tileType.hasDynamicValidShape() ||
      partition.getSizes().size() != 2)
    return emitError(loc, "a move of a region that may run past the edge of "
                          "its tensor, or of the first columns of a ub "
                          "buffer, needs a rank-2 window and a buffer whose "
                          "type marks a run-time valid shape "
                          "(ascend-mark-dynamic-valid)");
  // The window's sizes are the region's (in-bounds) extent; the whole
  // buffer is the tile's valid shape outside these moves.
  ascend_to_pto::withValidShape(
      rewriter, loc, tile, partition.getSizes()[0], partition.getSizes()[1],
      cast<MemRefType>(buffer.getType()).getShape(), emit);
  return success();
}

/// tstore's atomicType for an ascend store with or without `atomic_add`.
static pto::AtomicTypeAttr getAtomicType(Operation *op, bool atomicAdd) {
  return atomicAdd ? pto::AtomicTypeAttr::get(op->getContext(),
                                              pto::AtomicType::AtomicAdd)
                   : pto::AtomicTypeAttr();
}

namespace {

/// ascend.load (GM -> l1/ub) -> pto.tload.
struct LoadLowering : OpConversionPattern<ascend::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<Value> window =
        getWindow(rewriter, op.getLoc(), op.getSource(), adaptor.getSource(),
                  op.getTranspose(), op.getTarget());
    if (failed(window) ||
        failed(moveWithin(rewriter, op.getLoc(), *window, op.getTarget(),
                          adaptor.getTarget(),
                          [&] {
                            rewriter.create<pto::TLoadOp>(
                                op.getLoc(), *window, adaptor.getTarget());
                          })))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// ascend.load_l0 (l1 -> l0a/l0b) -> pto.tmov mat -> left/right; a window
/// of the source (offsets) -> pto.textract at them.
struct LoadL0Lowering : OpConversionPattern<ascend::LoadL0Op> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::LoadL0Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getTranspose())
      return op.emitOpError("a transposing l1 -> l0 move has no PTO form "
                            "(tmov keeps the shape); load the operand into "
                            "l1 transposed instead (ascend.load {transpose})");
    if (!adaptor.getOffsets().empty()) {
      ValueRange offsets = adaptor.getOffsets();
      rewriter.replaceOpWithNewOp<pto::TExtractOp>(
          op, adaptor.getSource(), offsets[0], offsets[1], adaptor.getTarget());
      return success();
    }
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
    pto::ReluPreModeAttr relu;
    if (op.getRelu())
      relu = pto::ReluPreModeAttr::get(getContext(),
                                       pto::ReluPreMode::NormalRelu);
    if (*ascend::getAddressSpace(op.getTarget().getType()) ==
        AddressSpace::GM) {
      FailureOr<Value> window = getWindow(rewriter, op.getLoc(), op.getTarget(),
                                          adaptor.getTarget(), false);
      if (failed(window) ||
          failed(moveWithin(rewriter, op.getLoc(), *window, op.getSource(),
                            adaptor.getSource(), [&] {
                              rewriter.create<pto::TStoreOp>(
                                  op.getLoc(), adaptor.getSource(), *window,
                                  relu, getAtomicType(op, op.getAtomicAdd()));
                            })))
        return failure();
      rewriter.eraseOp(op);
      return success();
    }
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
    if (ascend::getAddressSpace(op.getSource().getType()) == AddressSpace::L1)
      return op.emitOpError("from l1 has no PTO form: an l1 tile is NZ, and "
                            "PTO's tstore from l1 writes NZ tiles into NZ "
                            "tensors only (pto-isa's TSTORE), while global "
                            "buffers are ND");
    FailureOr<Value> window = getWindow(rewriter, op.getLoc(), op.getTarget(),
                                        adaptor.getTarget(), false,
                                        op.getSource());
    if (failed(window) ||
        failed(moveWithin(rewriter, op.getLoc(), *window, op.getSource(),
                          adaptor.getSource(), [&] {
                            rewriter.create<pto::TStoreOp>(
                                op.getLoc(), adaptor.getSource(), *window,
                                pto::ReluPreModeAttr(),
                                getAtomicType(op, op.getAtomicAdd()));
                          })))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// ascend.copy (ub -> ub/l1) -> pto.tmov vec -> vec/mat. A per-row vector
/// (M x 1, col_major) copied to or from a 1 x M row is seen through its
/// row_major view (the same elements in the same order).
struct CopyLowering : OpConversionPattern<ascend::CopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource(), target = adaptor.getTarget();
    if (cast<MemRefType>(op.getSource().getType()).getShape() !=
        cast<MemRefType>(op.getTarget().getType()).getShape()) {
      source = ascend_to_pto::asRowMajor(rewriter, op.getLoc(), source);
      target = ascend_to_pto::asRowMajor(rewriter, op.getLoc(), target);
    }
    rewriter.replaceOpWithNewOp<pto::TMovOp>(op, source, target);
    return success();
  }
};

/// ascend.print -> pto.print.
struct PrintLowering : OpConversionPattern<ascend::PrintOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::PrintOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<pto::PrintOp>(op, op.getFormatAttr(),
                                              adaptor.getScalar());
    return success();
  }
};

/// ascend.print_buffer -> pto.tprint of the UB tile or of the GM window.
struct PrintBufferLowering : OpConversionPattern<ascend::PrintBufferOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ascend::PrintBufferOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value printed = adaptor.getBuffer();
    if (ascend::getAddressSpace(op.getBuffer().getType()) ==
        ascend::AddressSpace::GM) {
      FailureOr<Value> window =
          getWindow(rewriter, op.getLoc(), op.getBuffer(), adaptor.getBuffer(),
                    /*transposed=*/false);
      if (failed(window))
        return failure();
      printed = *window;
    }
    rewriter.replaceOpWithNewOp<pto::TPrintOp>(op, printed);
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateDMAPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<LoadLowering, LoadL0Lowering, FixpipeLowering, StoreLowering,
               CopyLowering, PrintLowering, PrintBufferLowering>(
      converter, patterns.getContext());
}
