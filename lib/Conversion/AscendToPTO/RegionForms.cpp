//===- RegionForms.cpp - GM and ub regions in their most precise form -----===//
//
// Run before the conversion (populateRegionFormPatterns): regions of
// buffers with their constant offsets, sizes and strides static, so that
// the type converter reads their windows from their types; and that
// reading itself (getRegionTileBufType).
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

namespace {

/// A region whose offsets, sizes or strides are constants given as values
/// (TIR's `arith.constant` indices), or whose type is less precise than its
/// source and operands give (a region of such a region): the same region
/// with those constants static and the type memref.subview infers from
/// them. That type is what convert-ascend-to-pto's type converter reads (a
/// ub window's valid rows, a GM window's shape). Applied where every user
/// takes the more precise type: ascend ops and memref accesses and regions.
struct StaticRegionForm : OpRewritePattern<memref::SubViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::SubViewOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpFoldResult> offsets = op.getMixedOffsets();
    SmallVector<OpFoldResult> sizes = op.getMixedSizes();
    SmallVector<OpFoldResult> strides = op.getMixedStrides();
    (void)foldDynamicIndexList(offsets);
    (void)foldDynamicIndexList(sizes);
    (void)foldDynamicIndexList(strides);
    // The result keeps its rank: the kept dimensions' sizes, now static
    // where they are constants.
    llvm::SmallBitVector dropped = op.getDroppedDims();
    SmallVector<int64_t> shape;
    for (auto [dim, size] : llvm::enumerate(sizes))
      if (!dropped.test(dim))
        shape.push_back(
            getConstantIntValue(size).value_or(ShapedType::kDynamic));
    auto type = dyn_cast_or_null<MemRefType>(
        memref::SubViewOp::inferRankReducedResultType(shape, op.getSourceType(),
                                                      offsets, sizes, strides));
    if (!type || static_cast<int64_t>(shape.size()) != op.getType().getRank())
      return failure();
    type = MemRefType::get(type.getShape(), type.getElementType(),
                           type.getLayout(), op.getType().getMemorySpace());
    if (type == op.getType() && llvm::equal(offsets, op.getMixedOffsets()) &&
        llvm::equal(sizes, op.getMixedSizes()) &&
        llvm::equal(strides, op.getMixedStrides()))
      return failure();
    for (OpOperand &use : op->getUses()) {
      Operation *user = use.getOwner();
      bool takesAnyRegion =
          isa<ascend::AscendDialect>(user->getDialect()) ||
          isa<memref::LoadOp, memref::StoreOp, memref::DimOp>(user) ||
          (isa<memref::SubViewOp>(user) && use.getOperandNumber() == 0);
      if (!takesAnyRegion)
        return failure();
    }
    rewriter.replaceOpWithNewOp<memref::SubViewOp>(op, type, op.getSource(),
                                                   offsets, sizes, strides);
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateRegionFormPatterns(
    RewritePatternSet &patterns) {
  patterns.add<StaticRegionForm>(patterns.getContext());
}

/// A region's tile: a window of its buffer's tile (pto.subset), or the
/// buffer's tile itself with part of it valid.
FailureOr<pto::TileBufType> mlir::getRegionTileBufType(MemRefType region) {
  auto layout = dyn_cast<StridedLayoutAttr>(region.getLayout());
  // The first columns of an accumulator (`acc[:, 0:n]`, stored to GM) or of
  // an l1 buffer (the first rows of one stored transposed, filled from GM):
  // its tile, with those columns valid around the move.
  std::optional<AddressSpace> cube = ascend::getAddressSpace(region);
  if (layout && (cube == AddressSpace::L0C || cube == AddressSpace::L1) &&
      region.getRank() == 2 && region.hasStaticShape() &&
      layout.getOffset() == 0 && layout.getStrides()[1] == 1 &&
      !ShapedType::isDynamic(layout.getStrides()[0]) &&
      layout.getStrides()[0] > region.getDimSize(1))
    return getTileBufType(MemRefType::get(
        {region.getDimSize(0), layout.getStrides()[0]},
        region.getElementType(), MemRefLayoutAttrInterface(),
        region.getMemorySpace()));
  if (!layout || ascend::getAddressSpace(region) != AddressSpace::UB ||
      region.getRank() != 2 || !region.hasStaticShape() ||
      layout.getStrides()[1] != 1 ||
      ShapedType::isDynamic(layout.getStrides()[0]) ||
      layout.getStrides()[0] < region.getDimSize(1))
    return failure();
  int64_t rows = region.getDimSize(0), cols = region.getDimSize(1);
  int64_t rowStride = layout.getStrides()[0];
  // A column vector's window keeps its one column (rows are 1 apart): the
  // tile of its rows, padded as a whole vector of them would be (the first
  // rows of a longer vector, whose tile is padded alike, are that tile with
  // those rows valid).
  bool columnVector = cols == 1 && rowStride == 1;
  if (columnVector)
    return getTileBufType(MemRefType::get({rows, 1}, region.getElementType(),
                                          MemRefLayoutAttrInterface(),
                                          region.getMemorySpace()));
  // The tile the region is a window of: as many columns as its row stride.
  auto parentType = MemRefType::get(
      {rows, columnVector ? 1 : rowStride}, region.getElementType(),
      MemRefLayoutAttrInterface(), region.getMemorySpace());
  FailureOr<pto::TileBufType> parent = getTileBufType(parentType);
  if (failed(parent))
    return failure();
  // One row's run of columns that does not start the buffer (a T.simd
  // register's lanes, tir-expand-vector-registers): a window of its own,
  // 1 x cols at the run's column (one row needs no row stride). Its valid
  // shape is what pto.subset infers where the offset is a constant, and
  // `?` otherwise or in a tile of a run-time valid shape (the window's
  // canonicalization refines it).
  int64_t offset = layout.getOffset();
  if (rows == 1 && cols < rowStride && offset != 0) {
    bool dynamic =
        ShapedType::isDynamic(offset) || parent->hasDynamicValidShape();
    int64_t valid = dynamic ? ShapedType::kDynamic : 1;
    int64_t validCols = dynamic
                            ? ShapedType::kDynamic
                            : std::min(cols, rowStride - offset % rowStride);
    return pto::TileBufType::get(
        region.getContext(), parent->getLoc(), parent->getElementType(), 1,
        cols, valid, validCols, parent->getBlayout(), parent->getSlayout(),
        parent->getFractal(), parent->getPad(), parent->getCompact());
  }
  // The first columns of every row (a column region): the tile itself, its
  // valid shape set around each move of the region.
  if (!columnVector && cols < rowStride)
    return parent;
  // A window of whole rows: `pto.subset` at (row, 0) over the tile's padded
  // width. Its valid shape is what the subset infers of a region inside its
  // tile: the region's, unless its offset is a run-time value (then its
  // rows are `?`) or the tile's valid shape is a run-time one.
  int64_t validRows = ShapedType::isDynamic(layout.getOffset()) ||
                              parent->hasDynamicValidShape()
                          ? ShapedType::kDynamic
                          : rows;
  int64_t validCols =
      parent->hasDynamicValidShape() ? ShapedType::kDynamic : cols;
  return pto::TileBufType::get(
      region.getContext(), parent->getLoc(), parent->getElementType(), rows,
      parent->getCols(), validRows, validCols, parent->getBlayout(),
      parent->getSlayout(), parent->getFractal(), parent->getPad(),
      parent->getCompact());
}
