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
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

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
         intrinsic == tir::Intrinsic::WaitCrossFlag ||
         intrinsic == tir::Intrinsic::CrossCoreSetFlag ||
         intrinsic == tir::Intrinsic::CrossCoreWaitFlag;
}

/// How the user wrote the cross-core flag `op`.
static StringRef getCrossFlagSpelling(Operation *op) {
  switch (*tir::getIntrinsic(op)) {
  case tir::Intrinsic::SetCrossFlag:
    return "T.set_cross_flag";
  case tir::Intrinsic::WaitCrossFlag:
    return "T.wait_cross_flag";
  case tir::Intrinsic::CrossCoreSetFlag:
    return "T.ascend_cross_core_set_flag";
  default:
    return "T.ascend_cross_core_wait_flag";
  }
}

/// `value` wrapped to a signed integer of `type`'s width (index: 64).
static int64_t wrapTo(Type type, int64_t value) {
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || integer.getWidth() >= 64)
    return value;
  return APInt(64, value, /*isSigned=*/true)
      .trunc(integer.getWidth())
      .getSExtValue();
}

/// The value of `value` where the sub-block id is `sid`: integer arithmetic
/// (constants, casts, +, -, *, <<) of constants and the sub-block id (the
/// kernel's or the section's `sid`, or ascend.subblock_idx), in the width
/// of each op's result (two's complement, as the hardware computes).
static std::optional<int64_t> evaluate(Value value, int64_t sid,
                                       ConversionPatternRewriter &rewriter,
                                       unsigned depth = 0) {
  if (depth > 16)
    return std::nullopt;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // The kernel converted first: its sub-block id is what it became
    // (ascend.subblock_idx).
    Value mapped = rewriter.getRemappedValue(arg);
    if (mapped && mapped != value)
      return evaluate(mapped, sid, rewriter, depth + 1);
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto kernel = dyn_cast_or_null<tir::KernelOp>(owner);
        kernel && kernel.getSubBlockIndex() == arg)
      return sid;
    if (auto section = dyn_cast_or_null<tir::SectionOp>(owner);
        section && section.getSubBlockIndex() == arg)
      return sid;
    return std::nullopt;
  }
  Operation *def = value.getDefiningOp();
  if (isa<ascend::SubBlockIdxOp>(def))
    return sid;
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  if (!def)
    return std::nullopt;
  Type type = value.getType();
  auto operand = [&](unsigned i) {
    return evaluate(def->getOperand(i), sid, rewriter, depth + 1);
  };
  if (isa<arith::ExtUIOp>(def)) {
    std::optional<int64_t> x = operand(0);
    unsigned width = def->getOperand(0).getType().getIntOrFloatBitWidth();
    if (!x || width >= 64)
      return x;
    return static_cast<int64_t>(static_cast<uint64_t>(*x) &
                                ((uint64_t{1} << width) - 1));
  }
  if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(def)) {
    std::optional<int64_t> x = operand(0);
    return x ? std::optional<int64_t>(wrapTo(type, *x)) : std::nullopt;
  }
  if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ShLIOp>(def)) {
    std::optional<int64_t> lhs = operand(0), rhs = operand(1);
    if (!lhs || !rhs)
      return std::nullopt;
    uint64_t a = static_cast<uint64_t>(*lhs), b = static_cast<uint64_t>(*rhs);
    uint64_t result = isa<arith::AddIOp>(def)   ? a + b
                      : isa<arith::SubIOp>(def) ? a - b
                      : isa<arith::MulIOp>(def) ? a * b
                      : b < 64                  ? a << b
                                                : 0;
    return wrapTo(type, static_cast<int64_t>(result));
  }
  return std::nullopt;
}

/// The value of `value`, the same for both sub-blocks, if it is known.
static std::optional<int64_t>
getUniformValue(Value value, ConversionPatternRewriter &rewriter) {
  std::optional<int64_t> first = evaluate(value, 0, rewriter);
  if (!first || evaluate(value, 1, rewriter) != first)
    return std::nullopt;
  return first;
}

/// The other flag of a mode-4 pair the Cube issues: the same call for the
/// other sub-block's flag (`flag` +/- 16), right after `op` (pure ops, the
/// operands' constants, may come in between).
static tir::IntrinOp getSubBlockPartner(tir::IntrinOp op, int64_t flag,
                                        ConversionPatternRewriter &rewriter) {
  Operation *after = op->getNextNode();
  while (after && isMemoryEffectFree(after) && after->getNumRegions() == 0)
    after = after->getNextNode();
  auto next = dyn_cast_or_null<tir::IntrinOp>(after);
  if (!next || next.getIntrin() != op.getIntrin() ||
      next.getArgsAttr() != op.getArgsAttr())
    return {};
  std::optional<int64_t> mode = getUniformValue(next.getOperand(0), rewriter);
  std::optional<int64_t> other = getUniformValue(next.getOperand(1), rewriter);
  if (mode != 4 || other != (flag ^ kA5SubBlockFlagOffset))
    return {};
  return next;
}

LogicalResult mlir::tirpto::tir_to_ascend::lowerCrossFlag(
    tir::IntrinOp op, ascend::CoreType core,
    ConversionPatternRewriter &rewriter,
    SmallPtrSetImpl<Operation *> &lowered) {
  std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
  bool upstream = intrinsic == tir::Intrinsic::CrossCoreSetFlag ||
                  intrinsic == tir::Intrinsic::CrossCoreWaitFlag;
  bool set = intrinsic == tir::Intrinsic::SetCrossFlag ||
             intrinsic == tir::Intrinsic::CrossCoreSetFlag;
  StringRef what = getCrossFlagSpelling(op);
  // The mode: tilelang-ascend's set takes it after the flag (its wait has
  // none: mode 2), upstream's calls before it.
  int64_t mode = 2;
  Value flagValue = op.getOperand(upstream ? 1 : 0);
  if (set || upstream) {
    std::optional<int64_t> constant =
        getUniformValue(op.getOperand(upstream ? 0 : 1), rewriter);
    if (!constant)
      return op.emitOpError(what) << " with a mode computed at run time";
    mode = *constant;
  }
  if (mode != 2 && !(upstream && mode == 4))
    return op.emitOpError(what)
           << " in mode " << mode
           << " is not lowered yet: tirpto lowers the flags between the Cube "
              "and the Vector cores of one AI core (mode 2"
           << (upstream ? ", and mode 4 with per-sub-block ids" : "")
           << "), not mode 0 (all AI cores) or 1 (the Vector cores of one AI "
              "core)";
  // The flag id of each sub-block (the Cube's is sub-block 0's).
  int64_t limit = mode == 4 ? 2 * kNumCrossCoreFlags : kNumCrossCoreFlags;
  std::optional<int64_t> ids[2] = {evaluate(flagValue, 0, rewriter),
                                   evaluate(flagValue, 1, rewriter)};
  bool vector = core == ascend::CoreType::AIV;
  if (!ids[0] || !ids[1])
    return op.emitOpError(what)
           << " with a flag id computed at run time is not lowered yet; "
              "use a constant"
           << (mode == 4 && vector ? " (in T.Vector(), or f + sid * 16)" : "");
  for (std::optional<int64_t> id : ids)
    if (*id < 0 || *id >= limit)
      return op.emitOpError(what)
             << " uses flag " << *id
             << (ids[0] != ids[1] ? " on a sub-block" : "")
             << ", expected one in [0, " << limit - 1 << "]";
  int64_t flag = *ids[0];
  if (ids[0] != ids[1]) {
    // A Vector core's mode-4 id names its own flag modulo 16: upstream
    // writes `f + sid * 16`, flag f of sub-block sid.
    if (!(mode == 4 && vector) ||
        *ids[0] % kNumCrossCoreFlags != *ids[1] % kNumCrossCoreFlags)
      return op.emitOpError(what)
             << " uses flag " << *ids[0] << " on sub-block 0 and " << *ids[1]
             << " on sub-block 1"
             << (mode == 4 && vector
                     ? ", which are not one flag (f + sid * 16)"
                     : ": the flags of the two sub-blocks differ");
  }
  tir::IntrinOp partner;
  if (mode == 4) {
    if (core == ascend::CoreType::AIV) {
      flag %= kNumCrossCoreFlags;
    } else {
      // The Cube's flag f + 16 s is sub-block s's f; tirpto's Cube flags
      // reach both sub-blocks (ptoas's sync.set sets f and f + 16 on a5), so
      // the two calls must come together.
      partner = getSubBlockPartner(op, flag, rewriter);
      if (!partner)
        return op.emitOpError(what)
               << " of flag " << flag << " in T.Cube() names Vector sub-block "
               << flag / kNumCrossCoreFlags << " only: tirpto's Cube "
               << (set ? "sets" : "waits for")
               << " a flag of both sub-blocks at once, so the call for flag "
               << (flag ^ kA5SubBlockFlagOffset)
               << " must come right after it, on the same pipe (another "
                  "call, or another flag, in between is not one pair)";
      flag %= kNumCrossCoreFlags;
    }
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
             << (core == ascend::CoreType::AIC
                     ? (upstream ? "T.Cube()" : "T.Scope(\"C\")")
                     : (upstream ? "T.Vector()" : "T.Scope(\"V\")"))
             << ": that pipe is the "
             << (*owner == ascend::CoreType::AIC ? "Cube" : "Vector")
             << " core's";
  }
  MLIRContext *context = op.getContext();
  auto coreAttr = ascend::CoreTypeAttr::get(context, core);
  IntegerAttr flagAttr = rewriter.getI32IntegerAttr(flag);
  rewriter.setInsertionPoint(op);
  if (set)
    rewriter.replaceOpWithNewOp<ascend::CrossCoreSetOp>(
        op, coreAttr, ascend::PipeAttr::get(context, *pipe), flagAttr);
  else
    rewriter.replaceOpWithNewOp<ascend::CrossCoreWaitOp>(
        op, coreAttr,
        pipe ? ascend::PipeAttr::get(context, *pipe) : ascend::PipeAttr(),
        flagAttr);
  if (partner) {
    lowered.insert(partner);
    rewriter.eraseOp(partner);
  }
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
    return op.emitOpError(getCrossFlagSpelling(op))
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
