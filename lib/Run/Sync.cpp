//===- Sync.cpp - set/wait flags and barriers between the pipes -----------===//
//
// A set_flag records what its source pipe has done (its vector clock); the
// wait_flag that consumes it advances its destination pipe's knowledge to
// that clock. A PIPE_ALL barrier makes every pipe know everything issued;
// a one-pipe barrier orders a pipe after itself, which the model already
// does. The race checks (Pipes.cpp) read these clocks. On the cycle
// timeline a flag fires when its source pipe has finished what it was
// given, and its wait holds the destination pipe until then; a PIPE_ALL
// barrier holds every pipe until all are idle.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

LogicalResult Machine::execSyncOp(Operation *op, bool &handled) {
  handled = true;
  if (auto set = dyn_cast<pto::SetFlagOp>(op))
    return setFlag(op, set.getSrcPipe(), set.getDstPipe(),
                   static_cast<int64_t>(set.getEventId()));
  if (auto wait = dyn_cast<pto::WaitFlagOp>(op))
    return waitFlag(op, wait.getSrcPipe(), wait.getDstPipe(),
                    static_cast<int64_t>(wait.getEventId()));
  if (auto set = dyn_cast<pto::SetFlagDynOp>(op))
    return setFlag(op, set.getSrcPipe(), set.getDstPipe(),
                   getInt(set.getEventId()));
  if (auto wait = dyn_cast<pto::WaitFlagDynOp>(op))
    return waitFlag(op, wait.getSrcPipe(), wait.getDstPipe(),
                    getInt(wait.getEventId()));
  if (auto barrier = dyn_cast<pto::BarrierOp>(op)) {
    if (barrier.getPipe() == pto::Pipe::PIPE_ALL) {
      for (unsigned p = 0; p < NumPipes; ++p)
        for (unsigned q = 0; q < NumPipes; ++q)
          synced[p][q] = issued[q];
      double idle = 0;
      for (unsigned p = 0; p < NumPipes; ++p)
        idle = std::max(idle, pipeFree[p]);
      for (unsigned p = 0; p < NumPipes; ++p)
        pipeFree[p] = idle;
    }
    return success();
  }
  handled = false;
  return success();
}

/// The event id of a flag op, checked against the hardware's range.
static LogicalResult checkEvent(Operation *op, int64_t event,
                                int64_t blockIdx) {
  if (event >= 0 && event < ascend::kNumEventIds)
    return success();
  return op->emitError("uses event id ")
         << event << ", outside [0, " << ascend::kNumEventIds - 1 << "] (block "
         << blockIdx << ")";
}

LogicalResult Machine::setFlag(Operation *op, pto::Pipe srcPipe,
                               pto::Pipe dstPipe, int64_t event) {
  std::optional<unsigned> src = toPipeId(srcPipe);
  std::optional<unsigned> dst = toPipeId(dstPipe);
  if (!src || !dst)
    return op->emitError("pto-run: unsupported pipe in set_flag");
  if (failed(checkEvent(op, event, blockIdx)))
    return failure();
  FlagKey key{*src, *dst, event};
  if (flags.count(key))
    return op->emitError("sets an event that is already set: the "
                         "previous set_flag of it was not waited for "
                         "(block ")
           << blockIdx << ")";
  // What the setting pipe knows: its own instructions so far, and what it
  // synchronised with before.
  std::array<int64_t, NumPipes> clock;
  for (unsigned q = 0; q < NumPipes; ++q)
    clock[q] = synced[*src][q];
  clock[*src] = issued[*src];
  flags[key] = clock;
  flagSetters[key] = op;
  flagTimes[key] = pipeFree[*src];
  return success();
}

LogicalResult Machine::waitFlag(Operation *op, pto::Pipe srcPipe,
                                pto::Pipe dstPipe, int64_t event) {
  std::optional<unsigned> src = toPipeId(srcPipe);
  std::optional<unsigned> dst = toPipeId(dstPipe);
  if (!src || !dst)
    return op->emitError("pto-run: unsupported pipe in wait_flag");
  if (failed(checkEvent(op, event, blockIdx)))
    return failure();
  FlagKey key{*src, *dst, event};
  auto it = flags.find(key);
  if (it == flags.end())
    return op->emitError("deadlock: this wait_flag waits for an event "
                         "no set_flag has set (block ")
           << blockIdx << ")";
  for (unsigned q = 0; q < NumPipes; ++q)
    synced[*dst][q] = std::max(synced[*dst][q], it->second[q]);
  flags.erase(it);
  flagSetters.erase(key);
  pipeFree[*dst] = std::max(pipeFree[*dst], flagTimes[key]);
  flagTimes.erase(key);
  return success();
}
