//===- RegionForms.cpp - GM and ub regions in their most precise form -----===//
//
// Run before the conversion (populateRegionFormPatterns): regions of
// buffers with their constant offsets, sizes and strides static, so that
// the type converter reads their windows from their types.
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
