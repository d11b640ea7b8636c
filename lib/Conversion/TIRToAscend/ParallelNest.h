//===- ParallelNest.h - TileLang T.Parallel nests ---------------*- C++ -*-===//
//
// The element-wise loop nests of TileLang (`for i, j in T.Parallel(M, N)`)
// as convert-tir-to-ascend sees them: a perfect nest of one or two tir.for
// loops from 0 with step 1 and constant trip counts, whose outer loop is
// parallel, and the accesses in its body classified against the iteration
// domain. Shared by BufferPlacement (which orients per-row and per-column
// vectors) and the T.Parallel lowering (ParallelLowering.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELNEST_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELNEST_H

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::tirpto::tir_to_ascend {

/// A recognised T.Parallel nest.
struct ParallelNest {
  /// Outermost first; one or two loops.
  SmallVector<tir::ForOp, 2> loops;
  /// Trip count of each loop.
  SmallVector<int64_t, 2> extents;
  /// The body of the innermost loop.
  Block *body = nullptr;

  unsigned getRank() const { return loops.size(); }
  Value getInductionVar(unsigned i) { return loops[i].getInductionVar(); }
};

/// Whether `loop` is the outermost loop of a T.Parallel nest: a parallel
/// tir.for with at most one parallel level inside it, not nested directly
/// in another level of the nest. In a nest of more than two levels
/// (`for b, i, j in T.Parallel(B, M, N)`), the last two are the nest.
bool isParallelNestRoot(tir::ForOp loop);

/// Whether `loop` is a leading level of a T.Parallel nest of more than two
/// levels: it runs over slices of the rank-2 nest inside it, as a serial
/// loop (`for b, i, j in T.Parallel(B, M, N)` is `for b in T.serial(B): for
/// i, j in T.Parallel(M, N)`; the iterations are independent).
bool isParallelSliceLoop(tir::ForOp loop);

/// Recognises the nest rooted at `loop`. With `diagnose`, reports why a nest
/// is not supported (bounds, steps, depth) at the offending loop.
FailureOr<ParallelNest> matchParallelNest(tir::ForOp loop, bool diagnose);

/// How one memref.load/store in a nest addresses the iteration domain.
enum class AccessClass {
  /// One element per point of the domain: `x[i, j]` (2-D) or `x[k]` (1-D).
  Full,
  /// One element per row of a 2-D domain: `x[i]` or `x[i, 0]`.
  PerRow,
  /// One element per column of a 2-D domain: `x[j]` or `x[0, j]`.
  PerCol,
  /// The same element everywhere: every index is a constant or a value
  /// defined outside the nest (`m[5]`, `mix[k]` in a serial loop around it).
  Scalar,
  /// Anything else (offset or computed indices, mismatched shapes).
  Unsupported,
};

/// Classifies the access of `memref` at `indices` in `nest`. An access
/// whose leading indices are invariant in the nest and whose others are the
/// nest's loop indices (`x[k, j]` of a matrix, `x[b, i, j]` of a rank-3
/// buffer, with `k`, `b` a serial loop's index around the nest) reads a
/// window of whole rows of the buffer's rank-2 form: one row (`x[k, j]`,
/// `x[b, i, j]` in a 1-D nest; in a 2-D nest `r[b, j]` per column, or
/// `r[b, i]` per row) or `d(n-2)` rows (`x[b, i, j]` in a 2-D nest). It is
/// classified against that window, and `windowPrefix`, if given, is set to the
/// number of leading invariant indices (0 when the access is not a window, or
/// its window is the whole buffer).
AccessClass classifyAccess(ParallelNest &nest, Value memref, ValueRange indices,
                           unsigned *windowPrefix = nullptr);

/// Whether `value` is the same in every iteration of `nest`: defined outside
/// it.
bool isNestInvariant(ParallelNest &nest, Value value);

/// "element-wise", "per-row", ... for diagnostics.
StringRef describeAccessClass(AccessClass access);

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELNEST_H
