//===- StructureOps.cpp - block index/count, ascend attributes ------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;

/// Whether `op` carries a discardable `ascend.*` attribute.
static bool hasAscendAttribute(Operation *op) {
  return llvm::any_of(op->getDiscardableAttrs(), [](NamedAttribute attr) {
    return attr.getName().getValue().starts_with("ascend.");
  });
}

namespace {

/// ascend.block_idx / block_num (index) -> the i64 PTO query + index_cast.
template <typename SourceOp, typename TargetOp>
struct IndexQueryLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value query = rewriter.create<TargetOp>(op.getLoc(), rewriter.getI64Type());
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(
        op, rewriter.getIndexType(), query);
    return success();
  }
};

/// Drops the ascend-level annotations (`ascend.grid`, `ascend.core_type`,
/// `ascend.num_stages`) that have no PTO counterpart.
struct DropAscendAttributes : ConversionPattern {
  DropAscendAttributes(MLIRContext *context)
      : ConversionPattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!hasAscendAttribute(op))
      return failure();
    SmallVector<StringAttr> names;
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (attr.getName().getValue().starts_with("ascend."))
        names.push_back(attr.getName());
    rewriter.modifyOpInPlace(op, [&] {
      for (StringAttr name : names)
        op->removeDiscardableAttr(name);
    });
    return success();
  }
};

} // namespace

namespace {
/// Scalar `a + b` on floats -> `a - (-b)`: ptoas 0.27 cannot lower a scalar
/// floating-point arith.addf, and emits subf and negf as C++ operators.
struct ScalarAddFRewrite : OpConversionPattern<arith::AddFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::AddFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value negated = rewriter.create<arith::NegFOp>(op.getLoc(), adaptor.getRhs());
    rewriter.replaceOpWithNewOp<arith::SubFOp>(op, adaptor.getLhs(), negated);
    return success();
  }
};
} // namespace

void mlir::tirpto::ascend_to_pto::populateStructurePatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<IndexQueryLowering<ascend::BlockIdxOp, pto::GetBlockIdxOp>,
               IndexQueryLowering<ascend::BlockNumOp, pto::GetBlockNumOp>,
               DropAscendAttributes, ScalarAddFRewrite>(context);
}

bool mlir::tirpto::ascend_to_pto::hasAscendAttributes(Operation *op) {
  return hasAscendAttribute(op);
}
