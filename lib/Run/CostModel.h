//===- CostModel.h - pto-run's cycle estimates ------------------*- C++ -*-===//
//
// The cost of one PTO instruction in cycles of its pipe, for pto-run's
// timeline. Internal to lib/Run.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_RUN_COSTMODEL_H
#define TIRPTO_LIB_RUN_COSTMODEL_H

#include "mlir/IR/Operation.h"

namespace mlir::tirpto::run {

/// The shapes an instruction works on, as pto-run saw them when it ran:
/// its destination's (or, for a move to GM, its source's) valid elements
/// and element type, its source's element type, and for tmatmul M, K, N.
struct CostQuery {
  Operation *op = nullptr;
  int64_t elements = 0;
  Type elementType;
  Type sourceType;
  int64_t m = 0, k = 0, n = 0;
  /// For tload / tstore / tmov: whether the tile is a vec (UB) tile, a mat
  /// (L1) tile, an acc (L0C) tile, and the destination of a tmov.
  StringRef from, to;
};

/// Cycles `query.op` keeps its pipe busy.
double estimateCycles(const CostQuery &query);

} // namespace mlir::tirpto::run

#endif // TIRPTO_LIB_RUN_COSTMODEL_H
