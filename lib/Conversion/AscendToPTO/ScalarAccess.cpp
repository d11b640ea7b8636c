//===- ScalarAccess.cpp - one element of a ub tile -> tgetval / tsetval ---===//
//
// The scalar unit reads and writes single elements of ub tiles (pipe S):
// memref.load / memref.store of a ub buffer become pto.tgetval /
// pto.tsetval at the element's offset in the tile's storage (row i, column
// j: i * cols + j in a row_major tile, j * rows + i in a col_major one,
// over the physical, padded shape; pto-isa's Tile::GetValue/SetValue).
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::tirpto;

/// The storage offset of the element at `indices` (one or two) of `tile`.
static Value buildElementOffset(OpBuilder &builder, Location loc,
                                pto::TileBufType tile, ValueRange indices) {
  Value row = indices.size() == 2
                  ? indices[0]
                  : builder.create<arith::ConstantIndexOp>(loc, 0);
  Value col = indices.back();
  bool colMajor = tile.getBlayout() == pto::BLayout::ColMajor;
  Value major = colMajor ? col : row;
  Value minor = colMajor ? row : col;
  Value stride = builder.create<arith::ConstantIndexOp>(
      loc, colMajor ? tile.getRows() : tile.getCols());
  Value scaled = builder.create<arith::MulIOp>(loc, major, stride);
  return builder.create<arith::AddIOp>(loc, scaled, minor);
}

namespace {

/// memref.load -> pto.tgetval, memref.store -> pto.tsetval.
template <typename OpT> struct ScalarAccessLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpT>::OpAdaptor;

  LogicalResult
  matchAndRewrite(OpT op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tile = dyn_cast<pto::TileBufType>(adaptor.getMemref().getType());
    if (!tile || tile.getLoc() != pto::AddressSpace::Vec)
      return rewriter.notifyMatchFailure(op, "not a ub tile");
    Value offset =
        buildElementOffset(rewriter, op.getLoc(), tile, adaptor.getIndices());
    if constexpr (std::is_same_v<OpT, memref::LoadOp>)
      rewriter.replaceOpWithNewOp<pto::TGetValOp>(op, op.getType(),
                                                  adaptor.getMemref(), offset);
    else
      rewriter.replaceOpWithNewOp<pto::TSetValOp>(op, adaptor.getMemref(),
                                                  offset, adaptor.getValue());
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateScalarAccessPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ScalarAccessLowering<memref::LoadOp>,
               ScalarAccessLowering<memref::StoreOp>>(patterns.getContext());
}
