//===- BufferLiveness.h - when local buffers occupy memory ------*- C++ -*-===//
//
// The model of how long a local buffer (an ascend memref.alloc, a PTO
// alloc_tile) occupies its memory under ptoas's memory planner, shared by
// ascend-check-capacity and pto-run's capacity check so that both count
// alike: program points are numbered in pre-order, a buffer is live from its
// first use to its last, and a use inside a loop that may repeat keeps it
// live to the end of the block it is allocated in (measured on ptoas 0.27;
// see CheckCapacity.cpp's tests).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_ANALYSIS_BUFFERLIVENESS_H
#define TIRPTO_ANALYSIS_BUFFERLIVENESS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

#include <utility>

namespace mlir::tirpto {

/// Program points [begin, end] in pre-order numbering; an op with regions
/// spans all ops nested in it.
struct ProgramSpan {
  int64_t begin = 0, end = 0;
  bool contains(int64_t point) const { return begin <= point && point <= end; }
};

/// Live spans of the buffers of the ops under one root (a function).
class BufferLiveness {
public:
  explicit BufferLiveness(Operation *root);

  /// The points `op` and the ops nested in it take.
  ProgramSpan getSpan(Operation *op) const { return spans.lookup(op); }

  /// Where the buffer `buffer` (the result of its allocation) is live: from
  /// its first use to its last (every op reads or writes a whole buffer);
  /// uses through ViewLikeOpInterface results count; a use inside a loop
  /// that may run more than once, and that the allocation is outside of,
  /// counts as a use by the whole loop and keeps the buffer live to the end
  /// of the allocation's block. A buffer with no use is live at its
  /// allocation. With `toEndOfBlock` false, a use in a loop keeps the buffer
  /// live to the end of the loop only (the shortest span a planner that
  /// frees a buffer after the last loop using it gives it: who asks whether
  /// two buffers can never share storage must assume that one).
  ProgramSpan getLiveSpan(Value buffer, bool toEndOfBlock = true) const;

  /// Where a buffer allocated at the start of `home` and used only by
  /// `user` is live (a scratch buffer of `user`).
  ProgramSpan getUseSpan(Operation *user, Block *home) const;

private:
  void addUse(Operation *user, Block *home, ProgramSpan &live,
              bool &inLoop) const;
  ProgramSpan finish(ProgramSpan live, bool inLoop, Block *home) const;

  DenseMap<Operation *, ProgramSpan> spans;
};

/// The largest sum of the bytes of buffers live at one point, and the
/// point: `buffers` is a list of (bytes, live span). Saturates at INT64_MAX.
std::pair<int64_t, int64_t>
getPeakLiveBytes(ArrayRef<std::pair<int64_t, ProgramSpan>> buffers);

} // namespace mlir::tirpto

#endif // TIRPTO_ANALYSIS_BUFFERLIVENESS_H
