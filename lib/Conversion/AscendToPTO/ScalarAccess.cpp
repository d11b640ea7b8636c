//===- ScalarAccess.cpp - one element of a ub tile or of GM ---------------===//
//
// The scalar unit reads and writes single elements of ub tiles (pipe S):
// memref.load / memref.store of a ub buffer become pto.tgetval /
// pto.tsetval at the element's offset in the tile's storage (row i, column
// j: i * cols + j in a row_major tile, j * rows + i in a col_major one,
// over the physical, padded shape; pto-isa's Tile::GetValue/SetValue).
// Those of a GM kernel argument become pto.load_scalar / pto.store_scalar
// at the element's row-major offset in the tensor.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
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

/// The row-major element offset of `indices` in the GM tensor `tensor` of
/// type `type`: sum of index * stride, the strides products of the
/// (constant or dynamic) extents of the dimensions after it.
static Value buildGlobalOffset(OpBuilder &builder, Location loc,
                               const ascend_to_pto::GlobalTensor &tensor,
                               MemRefType type, ValueRange indices) {
  if (indices.empty())
    return builder.create<arith::ConstantIndexOp>(loc, 0);
  // Horner's scheme: ((i0 * d1 + i1) * d2 + i2) ...
  Value offset = indices[0];
  for (int64_t dim = 1, rank = type.getRank(); dim < rank; ++dim) {
    Value extent = getValueOrCreateConstantIndexOp(
        builder, loc, ascend_to_pto::getGlobalDim(builder, tensor, type, dim));
    offset = builder.create<arith::MulIOp>(loc, offset, extent);
    offset = builder.create<arith::AddIOp>(loc, offset, indices[dim]);
  }
  return offset;
}

namespace {

/// memref.load / memref.store of a GM kernel argument -> pto.load_scalar /
/// pto.store_scalar. Constant indices outside a static extent are
/// reported.
template <typename OpT>
struct GlobalScalarAccessLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpT>::OpAdaptor;

  LogicalResult
  matchAndRewrite(OpT op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getMemRefType();
    if (ascend::getAddressSpace(type) != ascend::AddressSpace::GM)
      return rewriter.notifyMatchFailure(op, "not a GM buffer");
    std::optional<ascend_to_pto::GlobalTensor> tensor =
        ascend_to_pto::getGlobalTensor(rewriter, op.getMemref());
    if (!tensor || !type.getLayout().isIdentity())
      return op.emitOpError("reads or writes one element of a region of a "
                            "global buffer; index the kernel argument "
                            "itself");
    for (auto [dim, index] : llvm::enumerate(op.getIndices())) {
      std::optional<int64_t> constant = getConstantIntValue(index);
      if (constant && (*constant < 0 || (!type.isDynamicDim(dim) &&
                                         *constant >= type.getDimSize(dim))))
        return op.emitOpError("accesses index ")
               << *constant << " of dimension " << dim << " of a global "
               << "buffer of type " << type << ", outside it";
    }
    Value offset = buildGlobalOffset(rewriter, op.getLoc(), *tensor, type,
                                     adaptor.getIndices());
    if constexpr (std::is_same_v<OpT, memref::LoadOp>)
      rewriter.replaceOpWithNewOp<pto::LoadScalarOp>(op, op.getType(),
                                                     tensor->ptr, offset);
    else
      rewriter.replaceOpWithNewOp<pto::StoreScalarOp>(op, tensor->ptr, offset,
                                                      adaptor.getValue());
    return success();
  }
};

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
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ScalarAccessLowering<memref::LoadOp>,
               ScalarAccessLowering<memref::StoreOp>,
               GlobalScalarAccessLowering<memref::LoadOp>,
               GlobalScalarAccessLowering<memref::StoreOp>>(
      converter, patterns.getContext());
}
