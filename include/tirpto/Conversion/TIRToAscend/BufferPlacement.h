//===- BufferPlacement.h - TIR buffer -> Ascend memory space ----*- C++ -*-===//
//
// The buffer contract (ARCHITECTURE.md §7): every TIR buffer gets exactly
// one Ascend address space, explicit hardware scopes map directly, ambiguous
// scopes are inferred from use, and conflicting uses are errors.
// tir-place-buffers computes it and records each buffer's decision as an
// `#ascend.placement` in the `#tir.scope` of its type (and of the types of
// its views); convert-tir-to-ascend reads those back.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_CONVERSION_TIRTOASCEND_BUFFERPLACEMENT_H
#define TIRPTO_CONVERSION_TIRTOASCEND_BUFFERPLACEMENT_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::tirpto {

/// Where one TIR buffer lives on the chip.
struct BufferDecision {
  ascend::AddressSpace space = ascend::AddressSpace::UB;
  /// The buffer (rank 2, in l1) is stored transposed: its ascend memref has
  /// the TIR shape reversed and every GM copy into it reads the region
  /// transposed. Chosen when all its gemm uses transpose it and it is only
  /// written by whole-buffer copies from GM.
  bool transposed = false;
  /// How diagnostics name the buffer (tir::describeBuffer before conversion).
  std::string name;
  /// The buffer is a `local.var` scalar variable: it becomes a register
  /// (an SSA value after convert-tir-to-ascend), not on-chip memory.
  bool scalar = false;
  /// The shape of the ascend buffer when it differs from the TIR shape: a
  /// rank-1 UB buffer of K elements becomes K x 1 when it holds one value
  /// per row of a tile (a row reduction's result, `v[i]` in a 2-D
  /// T.Parallel nest) and 1 x K otherwise; a UB buffer of rank 3 or more is
  /// stored as the rows of its last dimension ((d0 * ... * d(n-2)) x
  /// d(n-1)), and the result of reducing such a buffer's last dimension as
  /// one column when the dimensions before its last two are 1. Empty: the
  /// TIR shape (reversed when `transposed`).
  SmallVector<int64_t, 2> shape;
};

/// The `#ascend.placement` that tir-place-buffers recorded in the
/// `#tir.scope` of the memref type `type` (a placed buffer or a view of
/// one); null when it has none.
ascend::PlacementAttr getPlacement(Type type);

/// The ascend type of a placed TIR buffer type (getPlacement): for the
/// buffer itself, its shape (the placement's tile shape, or reversed when it
/// is stored transposed) in its space; for a region of it (a strided
/// memref.subview result), the same region in the space, as a rank-2 window
/// of the tile for a region of a ub buffer (one row or one column for a
/// rank-1 region, the consecutive rows a region of a buffer of rank 3 or
/// more covers). Failure for a type without a placement, and for a region
/// of a buffer stored transposed.
FailureOr<MemRefType> convertPlacedType(MemRefType type);

/// Maps a TIR scope class with a fixed hardware meaning to its space;
/// std::nullopt for the ambiguous classes (Shared, Local) and LocalVar.
std::optional<ascend::AddressSpace> getFixedSpace(tir::ScopeClass scopeClass);

/// Whether `region` is the first rows of `buffer` (rank 2, every column;
/// `fn_l1[0:24, :]`), which a buffer stored transposed holds as the first
/// columns of its tile.
bool isLeadingRows(Value region, Value buffer);

class BufferPlacement {
public:
  /// Places every `tir.alloc_buffer` and every memref argument of the
  /// functions under `root`, and orients the rank-1 UB buffers (see
  /// BufferDecision::shape). Emits an error at each buffer that cannot be
  /// placed (conflicting uses, an accumulator in a shared scope, a kernel
  /// argument in a local scope, a vector used both per row and per column)
  /// and returns failure then.
  static FailureOr<BufferPlacement> compute(Operation *root);

  /// The placement tir-place-buffers recorded under `root`: the
  /// `#ascend.placement` in the type of each tir.alloc_buffer (a `local.var`
  /// buffer is a scalar and has none), gm for each global memref argument.
  /// Emits an error at each buffer that has no placement, or one its scope,
  /// shape or uses contradict, and returns failure then.
  static FailureOr<BufferPlacement> read(Operation *root);

  /// Records the decision of each tir.alloc_buffer under `root` in its
  /// type: the `#ascend.placement` becomes the second parameter of its
  /// `#tir.scope`, in the buffer's type and in those of its views.
  void record(Operation *root, RewriterBase &rewriter) const;

  /// The decision for a TIR buffer: an alloc result, a function argument,
  /// or a memref.subview of either. std::nullopt for other values.
  std::optional<BufferDecision> lookup(Value buffer) const;

  /// How diagnostics name `buffer` (or the buffer it is a subview of).
  std::string getName(Value buffer) const;

  /// The alloc result or argument a chain of memref.subview starts from.
  static Value getRootBuffer(Value value);

private:
  /// Places the memref arguments of the functions under `root` in gm;
  /// emits an error at each function whose argument is not a ranked global
  /// buffer.
  LogicalResult placeArguments(Operation *root);
  /// Gives each ub buffer of rank 3 or more its rank-2 form
  /// (BufferDecision::shape): the rows of its last dimension, or one value
  /// per row for the result of reducing the last dimension of a tile of
  /// rank 3 or more whose dimensions before the last two are 1.
  void shapeHigherRankBuffers(Operation *root);
  /// Sets BufferDecision::shape of the rank-1 UB buffers (a second phase
  /// of compute, once every buffer has its space).
  LogicalResult orientVectors(Operation *root);

  llvm::DenseMap<Value, BufferDecision> decisions;
};

} // namespace mlir::tirpto

#endif // TIRPTO_CONVERSION_TIRTOASCEND_BUFFERPLACEMENT_H
