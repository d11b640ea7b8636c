//===- LiveBuffers.h - the local buffers a function holds, and when -*- C++
//-*-//
//
// What ascend-check-capacity counts against each local memory, shared with
// ascend-multi-buffer so that the copies it makes are sized the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_LIVEBUFFERS_H
#define TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_LIVEBUFFERS_H

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::ascend {

/// One buffer a function holds in a local memory.
struct LiveBuffer {
  /// A memref.alloc, the ascend.initialize_pipe of a FIFO's slots, or the
  /// ascend.push_to_aic that stages its tile in NZ.
  Operation *op;
  AddressSpace space;
  int64_t bytes;
  tirpto::ProgramSpan live;
};

/// The local buffers of `func` with their sizes (aligned as `target`
/// places them) and live spans. A buffer with a dynamic shape or a size
/// that overflows is an error when `diagnose` (and fails), else left out.
LogicalResult collectLiveBuffers(FunctionOpInterface func,
                                 const TargetInfo &target,
                                 const tirpto::BufferLiveness &liveness,
                                 SmallVectorImpl<LiveBuffer> &buffers,
                                 bool diagnose);

} // namespace mlir::ascend

#endif // TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_LIVEBUFFERS_H
