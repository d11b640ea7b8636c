//===- AscendSyncOps.cpp - verifiers of the synchronisation ops -----------===//
//
// The core of each pipe comes from the target description
// (ascend::getCoreOfPipe).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/PipeLimits.h"

using namespace mlir;
using namespace mlir::ascend;

// PipeBarrierOp::getPipe() is the ODS accessor of its `pipe` attribute.
std::optional<CoreType> PipeBarrierOp::getCoreType() {
  if (std::optional<CoreType> core = getCore())
    return core;
  return getCoreOfPipe(getPipe());
}

LogicalResult PipeBarrierOp::verify() {
  std::optional<CoreType> core = getCore();
  if (!core)
    return success();
  if (*core == CoreType::MIX)
    return emitOpError("runs on aic or aiv, not mix");
  std::optional<CoreType> owner = getCoreOfPipe(getPipe());
  if (owner && *owner != *core)
    return emitOpError("is on ") << stringifyCoreType(*core) << ", but pipe "
                                 << stringifyPipe(getPipe()) << " is "
                                 << stringifyCoreType(*owner) << "'s";
  return success();
}

/// The rules both flag ops share.
template <typename OpT> static LogicalResult verifyFlag(OpT op) {
  if (static_cast<bool>(op.getEventAttr()) ==
      static_cast<bool>(op.getEventId()))
    return op.emitOpError("expects one event id: a constant "
                          "(`event <0>`) or an index value");
  for (Pipe pipe : {op.getSrcPipe(), op.getDstPipe()})
    if (pipe == Pipe::ALL)
      return op.emitOpError("expects two pipes, not ALL (a barrier of every "
                            "pipe is `ascend.pipe_barrier <ALL>`)");
  std::optional<CoreType> src = getCoreOfPipe(op.getSrcPipe());
  std::optional<CoreType> dst = getCoreOfPipe(op.getDstPipe());
  if (src && dst && *src != *dst)
    return op.emitOpError("signals between pipes of different cores (")
           << stringifyPipe(op.getSrcPipe()) << " runs on "
           << stringifyCoreType(*src) << ", " << stringifyPipe(op.getDstPipe())
           << " on " << stringifyCoreType(*dst)
           << "); Cube and Vector synchronise with cross-core flags";
  return success();
}

/// The core of a flag between `src` and `dst`: the one either pipe
/// belongs to.
static std::optional<CoreType> getFlagCore(Pipe src, Pipe dst) {
  if (std::optional<CoreType> core = getCoreOfPipe(src))
    return core;
  return getCoreOfPipe(dst);
}

LogicalResult SetFlagOp::verify() { return verifyFlag(*this); }
Pipe SetFlagOp::getPipe() { return getSrcPipe(); }
std::optional<CoreType> SetFlagOp::getCoreType() {
  return getFlagCore(getSrcPipe(), getDstPipe());
}

LogicalResult WaitFlagOp::verify() { return verifyFlag(*this); }
Pipe WaitFlagOp::getPipe() { return getDstPipe(); }
std::optional<CoreType> WaitFlagOp::getCoreType() {
  return getFlagCore(getSrcPipe(), getDstPipe());
}

//===----------------------------------------------------------------------===//
// Cross-core flags
//===----------------------------------------------------------------------===//

/// The rules both cross-core flag ops share: a core type, a flag in range,
/// a pipe of that core.
template <typename OpT>
static LogicalResult verifyCrossCoreFlag(OpT op, std::optional<Pipe> pipe) {
  CoreType core = op.getCore();
  if (core == CoreType::MIX)
    return op.emitOpError("expects the core that issues it, aic or aiv, "
                          "not mix");
  if (op.getFlag() < 0 || op.getFlag() >= tirpto::kNumCrossCoreFlags)
    return op.emitOpError("expects a cross-core flag in [0, ")
           << tirpto::kNumCrossCoreFlags - 1 << "], got " << op.getFlag();
  if (!pipe)
    return success();
  if (*pipe == Pipe::ALL)
    return op.emitOpError("expects one pipe, not ALL");
  std::optional<CoreType> owner = getCoreOfPipe(*pipe);
  if (owner && *owner != core)
    return op.emitOpError("is issued by ")
           << stringifyCoreType(core) << " on pipe " << stringifyPipe(*pipe)
           << ", which is " << stringifyCoreType(*owner) << "'s";
  return success();
}

LogicalResult CrossCoreSetOp::verify() {
  // A set follows the work of a data pipe (AscendC's CrossCoreSetFlag
  // takes no PIPE_S).
  if (getPipe() == Pipe::S)
    return emitOpError("expects the pipe whose work the flag follows, not S");
  return verifyCrossCoreFlag(*this, getPipe());
}

std::optional<CoreType> CrossCoreSetOp::getCoreType() { return getCore(); }

LogicalResult CrossCoreWaitOp::verify() {
  return verifyCrossCoreFlag(*this, getWaitPipe());
}

/// Without a pipe of its own the wait is the scalar unit's.
Pipe CrossCoreWaitOp::getPipe() { return getWaitPipe().value_or(Pipe::S); }

std::optional<CoreType> CrossCoreWaitOp::getCoreType() { return getCore(); }
