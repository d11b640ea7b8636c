//===- SyncOps.cpp - TileLang's manual synchronisation -> ascend ----------===//
//
// tvm_storage_sync, and both TileLang-for-Ascend lines' barriers and flags
// (tilelang-tir.md section 1.5): T.barrier_all() / T.pipe_barrier("v") /
// T.ascend_pipe_barrier("PIPE_V") become ascend.pipe_barrier;
// T.set_flag("mte2", "v", id) / T.ascend_set_flag("MTE2_V", id) and the
// waits become ascend.set_flag / ascend.wait_flag.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::Pipe;

/// The pipes of ascend::Pipe a flag may name, for diagnostics.
static constexpr llvm::StringLiteral kFlagPipes =
    "S, V, M, MTE1, MTE2, MTE3, FIX";

FailureOr<SyncCall>
mlir::tirpto::tir_to_ascend::decodeSyncCall(tir::IntrinOp op, bool report) {
  std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
  if (!intrinsic || (*intrinsic != tir::Intrinsic::StorageSync &&
                     *intrinsic != tir::Intrinsic::PipeBarrier &&
                     *intrinsic != tir::Intrinsic::SetFlag &&
                     *intrinsic != tir::Intrinsic::WaitFlag))
    return failure();
  SyncCall call;
  call.intrinsic = *intrinsic;
  // tvm_storage_sync("shared"): make shared-buffer writes visible to later
  // reads, i.e. wait for every pipe.
  if (*intrinsic == tir::Intrinsic::StorageSync) {
    call.pipes.push_back(Pipe::ALL);
    return call;
  }
  FailureOr<SmallVector<std::string, 2>> names = tir::getPipeNames(op);
  if (failed(names))
    return failure(); // the tir.intrin verifier reports the shape
  bool barrier = *intrinsic == tir::Intrinsic::PipeBarrier;
  for (const std::string &name : *names) {
    std::optional<Pipe> pipe = ascend::symbolizePipe(name);
    if (!pipe || (!barrier && *pipe == Pipe::ALL)) {
      if (report)
        op.emitOpError("names pipe '")
            << name << "', expected one of " << kFlagPipes
            << (barrier ? ", ALL" : "") << " (with or without a PIPE_ prefix)";
      return failure();
    }
    call.pipes.push_back(*pipe);
  }
  if (barrier)
    return call;
  std::optional<ascend::CoreType> src = ascend::getCoreOfPipe(call.pipes[0]);
  std::optional<ascend::CoreType> dst = ascend::getCoreOfPipe(call.pipes[1]);
  if (src && dst && *src != *dst) {
    if (report)
      op.emitOpError("signals from pipe ")
          << ascend::stringifyPipe(call.pipes[0]) << " ("
          << ascend::stringifyCoreType(*src) << ") to pipe "
          << ascend::stringifyPipe(call.pipes[1]) << " ("
          << ascend::stringifyCoreType(*dst)
          << "): set/wait flags connect pipes of one core; Cube and Vector "
             "synchronise with cross-core flags (T.set_cross_flag)";
    return failure();
  }
  APInt id;
  if (matchPattern(op.getOperands().front(), m_ConstantInt(&id))) {
    if (id.isNegative() || id.uge(ascend::kNumEventIds)) {
      if (report)
        op.emitOpError("uses event id ")
            << llvm::toString(id, 10, /*Signed=*/true)
            << ", expected one in [0, " << ascend::kNumEventIds - 1 << "]";
      return failure();
    }
    call.constantEvent = id.getZExtValue();
  }
  return call;
}

namespace {

struct SyncLowering : OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SyncCall> call = decodeSyncCall(op, /*report=*/false);
    if (failed(call))
      return rewriter.notifyMatchFailure(op, "not a valid synchronisation");
    MLIRContext *context = getContext();
    auto pipe = [&](unsigned i) {
      return ascend::PipeAttr::get(context, call->pipes[i]);
    };
    if (call->pipes.size() == 1) {
      rewriter.replaceOpWithNewOp<ascend::PipeBarrierOp>(op, pipe(0));
      return success();
    }
    ascend::EventAttr event;
    Value eventId;
    if (call->constantEvent) {
      event = ascend::EventAttr::get(context, *call->constantEvent);
    } else {
      eventId = adaptor.getOperands().front();
      if (!eventId.getType().isIndex())
        eventId = rewriter.create<arith::IndexCastOp>(
            op.getLoc(), rewriter.getIndexType(), eventId);
    }
    if (call->intrinsic == tir::Intrinsic::SetFlag)
      rewriter.replaceOpWithNewOp<ascend::SetFlagOp>(op, pipe(0), pipe(1),
                                                     event, eventId);
    else
      rewriter.replaceOpWithNewOp<ascend::WaitFlagOp>(op, pipe(0), pipe(1),
                                                      event, eventId);
    return success();
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateSyncPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<SyncLowering>(converter, patterns.getContext());
}
