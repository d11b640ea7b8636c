//===- PlaceBuffers.cpp - the tir-place-buffers pass ----------------------===//
//
// Computes the buffer placement (BufferPlacement.h) and records it on the
// tir.alloc_buffer ops, for convert-tir-to-ascend. See the pass description
// in Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Conversion/Passes.h"
#include "tirpto/Conversion/TIRToAscend/BufferPlacement.h"

namespace mlir {
#define GEN_PASS_DEF_TIRPLACEBUFFERS
#include "tirpto/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
using namespace mlir::tirpto;

namespace {
struct TIRPlaceBuffersPass
    : impl::TIRPlaceBuffersBase<TIRPlaceBuffersPass> {
  void runOnOperation() override {
    FailureOr<BufferPlacement> placement =
        BufferPlacement::compute(getOperation());
    if (failed(placement))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    placement->record(getOperation(), rewriter);
  }
};
} // namespace
