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
    if (ascend::EventAttr event = op.getEventAttr()) {
      std::optional<pto::Event> id = pto::symbolizeEvent(event.getId());
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
    RewritePatternSet &patterns) {
  patterns.add<
      PipeBarrierLowering,
      FlagLowering<ascend::SetFlagOp, pto::SetFlagOp, pto::SetFlagDynOp>,
      FlagLowering<ascend::WaitFlagOp, pto::WaitFlagOp, pto::WaitFlagDynOp>>(
      patterns.getContext());
}
