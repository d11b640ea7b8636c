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
#include "tirpto/Support/PipeLimits.h"

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

bool mlir::tirpto::tir_to_ascend::isCrossFlag(Operation *op) {
  std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
  return intrinsic == tir::Intrinsic::SetCrossFlag ||
         intrinsic == tir::Intrinsic::WaitCrossFlag;
}

LogicalResult mlir::tirpto::tir_to_ascend::lowerCrossFlag(
    tir::IntrinOp op, ascend::CoreType core, RewriterBase &rewriter) {
  bool set = tir::getIntrinsic(op) == tir::Intrinsic::SetCrossFlag;
  StringRef what = set ? "T.set_cross_flag" : "T.wait_cross_flag";
  APInt flag;
  if (!matchPattern(op.getOperand(0), m_ConstantInt(&flag)))
    return op.emitOpError(what)
           << " with a flag id computed at run time is not lowered yet; "
              "use a constant";
  if (flag.isNegative() || flag.sge(kNumCrossCoreFlags))
    return op.emitOpError(what)
           << " uses flag " << llvm::toString(flag, 10, /*Signed=*/true)
           << ", expected one in [0, " << kNumCrossCoreFlags - 1 << "]";
  if (set) {
    APInt mode;
    if (!matchPattern(op.getOperand(1), m_ConstantInt(&mode)) || mode != 2)
      return op.emitOpError(what)
             << " in a mode other than 2 (between the Cube and the Vector "
                "cores of one AI core) is not lowered yet: mode 0 (all AI "
                "cores) and 1 (the Vector cores of one AI core)";
  }
  FailureOr<SmallVector<std::string, 2>> names = tir::getPipeNames(op);
  if (failed(names))
    return failure(); // the tir.intrin verifier reports the shape
  std::optional<Pipe> pipe;
  if (!names->empty()) {
    pipe = ascend::symbolizePipe(names->front());
    if (!pipe || *pipe == Pipe::ALL || (set && *pipe == Pipe::S))
      return op.emitOpError("names pipe '")
             << names->front() << "', expected one of "
             << (set ? StringRef("V, M, MTE1, MTE2, MTE3, FIX")
                     : StringRef(kFlagPipes))
             << " (with or without a PIPE_ prefix)";
    std::optional<ascend::CoreType> owner = ascend::getCoreOfPipe(*pipe);
    if (owner && *owner != core)
      return op.emitOpError(what)
             << " on pipe " << ascend::stringifyPipe(*pipe) << " in "
             << (core == ascend::CoreType::AIC ? "T.Scope(\"C\")"
                                               : "T.Scope(\"V\")")
             << ": that pipe is the "
             << (*owner == ascend::CoreType::AIC ? "Cube" : "Vector")
             << " core's";
  }
  MLIRContext *context = op.getContext();
  auto coreAttr = ascend::CoreTypeAttr::get(context, core);
  IntegerAttr flagAttr = rewriter.getI32IntegerAttr(flag.getSExtValue());
  rewriter.setInsertionPoint(op);
  if (set)
    rewriter.replaceOpWithNewOp<ascend::CrossCoreSetOp>(
        op, coreAttr, ascend::PipeAttr::get(context, *pipe), flagAttr);
  else
    rewriter.replaceOpWithNewOp<ascend::CrossCoreWaitOp>(
        op, coreAttr,
        pipe ? ascend::PipeAttr::get(context, *pipe) : ascend::PipeAttr(),
        flagAttr);
  return success();
}

namespace {

/// A cross-core flag outside T.Scope("C") / T.Scope("V"): the core that
/// issues it is not known (SectionLowering lowers those inside).
struct CrossFlagOutsideSection : OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isCrossFlag(op))
      return failure();
    return op.emitOpError(tir::getIntrinsic(op) == tir::Intrinsic::SetCrossFlag
                              ? "T.set_cross_flag"
                              : "T.wait_cross_flag")
           << " outside T.Scope(\"C\") / T.Scope(\"V\") (or T.Cube() / "
              "T.Vector()): the core that issues it is not known";
  }
};

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
  patterns.add<SyncLowering, CrossFlagOutsideSection>(converter,
                                                      patterns.getContext());
}
