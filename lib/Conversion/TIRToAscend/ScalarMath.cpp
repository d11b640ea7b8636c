//===- ScalarMath.cpp - math on one value, on a one-row tile --------------===//
//
// TileLang computes scalar math in a kernel's scalar code (upstream's
// example_mhc_norm_fn.py: `rms = T.rsqrt(rms / n + eps)` on a T.alloc_var).
// PTO has no scalar math unit, so the value is filled into a one-row ub
// tile (32 bytes), the Vector core computes the tile and the scalar unit
// reads its first element back:
//
//   ascend.vdup ins(%x : f32) outs(%t : memref<1x8xf32, ub>)
//   ascend.vunary <rsqrt> ins(%t) outs(%t)
//   %r = memref.load %t[%c0, %c0]
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::VUnaryKind;

bool mlir::tirpto::tir_to_ascend::isInParallelNest(Operation *op) {
  for (auto loop = op->getParentOfType<tir::ForOp>(); loop;
       loop = loop->getParentOfType<tir::ForOp>())
    if (loop.getKind() == tir::ForKind::Parallel)
      return true;
  return false;
}

std::optional<VUnaryKind>
mlir::tirpto::tir_to_ascend::getScalarMathKind(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<VUnaryKind>>(op)
      .Case<math::ExpOp>([](auto) { return VUnaryKind::Exp; })
      .Case<math::LogOp>([](auto) { return VUnaryKind::Ln; })
      .Case<math::SqrtOp>([](auto) { return VUnaryKind::Sqrt; })
      .Case<math::RsqrtOp>([](auto) { return VUnaryKind::Rsqrt; })
      .Case<math::AbsFOp>([](auto) { return VUnaryKind::Abs; })
      .Default([](Operation *) { return std::nullopt; });
}

namespace {

template <typename MathOp>
struct ScalarMathLowering : OpConversionPattern<MathOp> {
  ScalarMathLowering(const TypeConverter &converter, MLIRContext *context,
                     ascend::Arch arch)
      : OpConversionPattern<MathOp>(converter, context), arch(arch) {}

  LogicalResult
  matchAndRewrite(MathOp op, typename MathOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // Inside a T.Parallel nest the nest's lowering computes it on tiles.
    if (isInParallelNest(op))
      return failure();
    VUnaryKind kind = *getScalarMathKind(op);
    Type element = op.getType();
    Location loc = op.getLoc();
    std::optional<ArchElementSets> sets = ascend::getTileFormElements(kind);
    if (!isa<FloatType>(element) || !sets ||
        !ascend::isLegalVectorElement(*sets, element, arch))
      return op.emitOpError("computes scalar math on ")
             << element << ": it is computed on a one-row tile, and the "
             << ascend::getArchName(arch) << " Vector core runs it on "
             << (sets ? ascend::describeLegalVectorElements(*sets, arch)
                      : std::string("no"))
             << " tiles only";
    int64_t width = 32 * 8 / element.getIntOrFloatBitWidth();
    Value tile = createTemporary(rewriter, op, {1, width}, element);
    rewriter.create<ascend::VDupOp>(loc, adaptor.getOperand(), tile);
    rewriter.create<ascend::VUnaryOp>(
        loc, ascend::VUnaryKindAttr::get(rewriter.getContext(), kind), tile,
        tile);
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    rewriter.replaceOpWithNewOp<memref::LoadOp>(op, tile,
                                                ValueRange{zero, zero});
    return success();
  }

  ascend::Arch arch;
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateScalarMathPatterns(
    const TypeConverter &converter, ascend::Arch arch,
    RewritePatternSet &patterns) {
  // The ops getScalarMathKind names.
  patterns
      .add<ScalarMathLowering<math::ExpOp>, ScalarMathLowering<math::LogOp>,
           ScalarMathLowering<math::SqrtOp>, ScalarMathLowering<math::RsqrtOp>,
           ScalarMathLowering<math::AbsFOp>>(converter, patterns.getContext(),
                                             arch);
}
