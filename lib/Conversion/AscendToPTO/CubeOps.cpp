//===- CubeOps.cpp - ascend.mmad to PTO -----------------------------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto;

namespace {

/// ascend.mmad ins(%a, %b) outs(%c) init(%i):
///   %i == true  -> pto.tmatmul ins(%a, %b) outs(%c)
///   %i == false -> pto.tmatmul.acc ins(%c, %a, %b) outs(%c)
///   otherwise   -> scf.if %i { tmatmul } else { tmatmul.acc }
/// With depth(%k), the operands' valid shapes are M x %k and %k x N around
/// it (tmatmul sums over the valid columns of its left operand: pto-isa
/// docs/isa/TMATMUL.md) and their whole shape again after it.
struct MmadLowering : OpConversionPattern<ascend::MmadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ascend::MmadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value a = adaptor.getA(), b = adaptor.getB(), c = adaptor.getC();
    Location loc = op.getLoc();
    auto emitInit = [&](OpBuilder &builder) {
      builder.create<pto::TMatmulOp>(loc, a, b, c);
    };
    auto emitAccumulate = [&](OpBuilder &builder) {
      builder.create<pto::TMatmulAccOp>(loc, c, a, b, c);
    };
    auto aType = cast<pto::TileBufType>(a.getType());
    auto bType = cast<pto::TileBufType>(b.getType());
    Value depth = adaptor.getDepth();
    if (depth && (!aType.hasDynamicValidShape() ||
                  !bType.hasDynamicValidShape()))
      return op.emitOpError("a gemm limited to part of its depth needs its "
                            "operands in buffers of their own (allocated in "
                            "the function) whose type marks a run-time valid "
                            "shape (ascend-mark-dynamic-valid), not ")
             << op.getA().getType() << " and " << op.getB().getType();
    auto index = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    if (depth) {
      rewriter.create<pto::SetValidShapeOp>(loc, a, index(aType.getRows()),
                                            depth);
      rewriter.create<pto::SetValidShapeOp>(loc, b, depth,
                                            index(bType.getCols()));
    }
    Value init = adaptor.getInit();
    if (matchPattern(init, m_One())) {
      emitInit(rewriter);
    } else if (matchPattern(init, m_Zero())) {
      emitAccumulate(rewriter);
    } else {
      rewriter.create<scf::IfOp>(
          loc, init,
          [&](OpBuilder &builder, Location) {
            emitInit(builder);
            builder.create<scf::YieldOp>(loc);
          },
          [&](OpBuilder &builder, Location) {
            emitAccumulate(builder);
            builder.create<scf::YieldOp>(loc);
          });
    }
    if (depth) {
      rewriter.create<pto::SetValidShapeOp>(loc, a, index(aType.getRows()),
                                            index(aType.getCols()));
      rewriter.create<pto::SetValidShapeOp>(loc, b, index(bType.getRows()),
                                            index(bType.getCols()));
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateCubePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MmadLowering>(converter, patterns.getContext());
}
