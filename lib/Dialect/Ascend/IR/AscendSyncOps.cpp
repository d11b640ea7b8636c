//===- AscendSyncOps.cpp - verifiers of the synchronisation ops -----------===//
//
// The core of each pipe comes from the target description
// (ascend::getCoreOfPipe).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

using namespace mlir;
using namespace mlir::ascend;

// PipeBarrierOp::getPipe() is the ODS accessor of its `pipe` attribute.
std::optional<CoreType> PipeBarrierOp::getCoreType() {
  return getCoreOfPipe(getPipe());
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
