//===- EdgeAnalysis.h - where a GM region passes its edge --*- C++ -*-===//
//
// Helpers of ascend-clip-gm-regions (ClipGMRegions.cpp): offset ranges, the
// linear form of an offset, and the words that say where a region starts
// past the edge.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_EDGEANALYSIS_H
#define TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_EDGEANALYSIS_H

#include "tirpto/Analysis/IndexRanges.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::ascend::edge {

/// The signed range of an offset (tirpto::IndexRange).
struct OffsetRange : tirpto::IndexRange {
  OffsetRange() = default;
  OffsetRange(tirpto::IndexRange range) : IndexRange(range) {}
  /// Whether the analysis bounds the offset in ptoas's 32-bit `index`
  /// arithmetic: a bound outside int32 (an offset from a kernel argument,
  /// the block index of a kernel without ascend.grid) says nothing.
  bool knownBelow() const { return min > kIndexMin; }
  bool knownAbove(int64_t size) const {
    int64_t end;
    return !llvm::AddOverflow(max, size, end) && end <= kMaxIndexValue;
  }
  static constexpr int64_t kIndexMin = -kMaxIndexValue - 1;
};

/// One `a * x + b` view of an index value, to say from which value of `x`
/// (a loop's induction variable or a block id) a region starts past the
/// edge.
struct Linear {
  Value x;
  int64_t a = 0, b = 0;
};

/// Whether the `scf.if`s around `op` (a move of the region) let it run only
/// while `x` is below a
/// bound `a * x + b` stays under `extent` for (T.Persistent's wave loop:
/// the rest of its body runs while `w * waves + index < tiles`).
bool isGuardedInside(Operation *op, const Linear &linear, int64_t extent);

/// `value` as `a * x + b` through constant additions, subtractions and
/// multiplications; `x` is the innermost value that is none of these.
Linear getLinear(Value value);

/// Adds to `diag` from which iteration or block the offset `offset` first
/// reaches `extent`, when the offset is `a * x + b` of a loop's induction
/// variable or of a block id with `a > 0`.
void describeFirstPastEdge(InFlightDiagnostic &diag, Value offset,
                           int64_t extent, OffsetRange xRange);

/// Whether `size` is an in-bounds size ascend-clip-gm-regions made:
/// `max(·, 0)` or `select(·, ·, 0)` (so that running the pass again changes
/// nothing).
bool isClippedSize(Value size);

/// Whether `a` and `b` compute the same value: the same SSA value, or the
/// results of pure ops of the same kind on operands that compute the same
/// values (the in-bounds K the two operands of a gemm get, each computed
/// at its own region).
bool computeSame(Value a, Value b, unsigned depth = 32);

/// Wraps `move` in `if (every size > 0)` (nothing when `sizes` is empty).
void skipIfEmpty(PatternRewriter &rewriter, Operation *move,
                 ArrayRef<Value> sizes);

/// The second step of ascend-clip-gm-regions, after the regions are
/// clipped: each `ascend.fixpipe` of an accumulator into a global workspace
/// of ascend-split-cube-vector moves only the rows and columns its gemms
/// computed from data inside the tensors (ClipWorkspaceStores.cpp).
LogicalResult clipWorkspaceStores(ModuleOp module);

} // namespace mlir::ascend::edge

#endif // TIRPTO_LIB_DIALECT_ASCEND_TRANSFORMS_EDGEANALYSIS_H
