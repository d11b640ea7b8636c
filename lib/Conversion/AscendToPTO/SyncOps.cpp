//===- SyncOps.cpp - barriers and flags -> pto ----------------------------===//
//
// ascend.pipe_barrier -> pto.barrier (nothing where the arch orders the pipe
// itself, ascend::isPipeOrderedInHardware); ascend.set_flag / wait_flag ->
// pto.set_flag / wait_flag, or their _dyn forms for an event id value.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto;

namespace {

struct PipeBarrierLowering : OpConversionPattern<ascend::PipeBarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ascend::PipeBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ascend::Arch arch = getAscendArch(pto::getTargetArch(op));
    if (ascend::isPipeOrderedInHardware(arch, op.getPipe())) {
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.replaceOpWithNewOp<pto::BarrierOp>(op, getPTOPipe(op.getPipe()));
    return success();
  }
};

template <typename OpT, typename StaticOpT, typename DynamicOpT>
struct FlagLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpT>::OpAdaptor;

  LogicalResult
  matchAndRewrite(OpT op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    pto::Pipe src = getPTOPipe(op.getSrcPipe());
    pto::Pipe dst = getPTOPipe(op.getDstPipe());
    std::optional<uint64_t> constant;
    if (ascend::EventAttr event = op.getEventAttr())
      constant = event.getId();
    // An id that folded to a constant (a local.var holding one, ...) takes
    // the static form, and is checked like one.
    APInt folded;
    Value id = adaptor.getEventId();
    while (id &&
           isa_and_nonnull<arith::IndexCastOp, arith::ExtSIOp, arith::ExtUIOp>(
               id.getDefiningOp()))
      id = id.getDefiningOp()->getOperand(0);
    if (!constant && id && matchPattern(id, m_ConstantInt(&folded))) {
      if (folded.isNegative() || folded.uge(ascend::kNumEventIds))
        return op.emitOpError("uses event id ")
               << llvm::toString(folded, 10, /*Signed=*/true)
               << ", expected one in [0, " << ascend::kNumEventIds - 1 << "]";
      constant = folded.getZExtValue();
    }
    if (constant) {
      std::optional<pto::Event> id =
          pto::symbolizeEvent(static_cast<uint32_t>(*constant));
      if (!id)
        return rewriter.notifyMatchFailure(op, "event id out of range");
      rewriter.replaceOpWithNewOp<StaticOpT>(op, src, dst, *id);
      return success();
    }
    rewriter.replaceOpWithNewOp<DynamicOpT>(op, src, dst, adaptor.getEventId());
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateSyncPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<
      PipeBarrierLowering,
      FlagLowering<ascend::SetFlagOp, pto::SetFlagOp, pto::SetFlagDynOp>,
      FlagLowering<ascend::WaitFlagOp, pto::WaitFlagOp, pto::WaitFlagDynOp>>(
      converter, patterns.getContext());
}
