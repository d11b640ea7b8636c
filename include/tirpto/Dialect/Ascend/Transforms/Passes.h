//===- Passes.h - ascend dialect passes -------------------------*- C++ -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H
#define TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ascend {

/// How ascend-split-cube-vector moves Cube results to the Vector core.
enum class HandOff {
  /// The FIFO where its slots fit in ub, else a workspace.
  Auto,
  /// PTO's tile FIFO (ascend.initialize_pipe, push / pop / free).
  Fifo,
  /// A global workspace per hand-off and cross-core flags.
  Workspace,
};

#define GEN_PASS_DECL
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"

/// The pattern of ascend-promote-scalar-slots: promotes one scalar slot to
/// SSA values (it does not match a slot that cannot be promoted; the pass
/// reports those).
void populatePromoteScalarSlotsPatterns(RewritePatternSet &patterns);

/// The pattern of ascend-uplift-counted-while: an scf.while counting a
/// value up to a bound becomes an scf.for.
void populateUpliftCountedWhilePatterns(RewritePatternSet &patterns);

/// The patterns of ascend-allocate-scratch for `arch`: a new `dst` (and a
/// copy to the old one) for an op that cannot write a tile it reads, and the
/// scratch tile an op's instruction takes where it has none.
void populateAllocateScratchPatterns(RewritePatternSet &patterns, Arch arch);

/// The patterns of ascend-materialize-dim-args: the dimension arguments of a
/// function's global tensors of dynamic shape, inserted after each, and
/// passed at a call to a function that has them. The call pattern matches
/// only once the caller and the callee have theirs, and a rewritten function
/// does not put its calls back on a rewrite driver's worklist: apply the
/// patterns to the functions first, then to the calls, as the pass does.
void populateMaterializeDimArgsPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"

} // namespace mlir::ascend

#endif // TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H
