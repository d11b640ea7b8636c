//===- ParallelLowering.h - the T.Parallel lowering's state ----*- C++ -*-===//
//
// The state of lowering one T.Parallel nest (ParallelLowering.cpp: loads,
// stores, the nest; ParallelOps.cpp: the operations of its body).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELLOWERING_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELLOWERING_H

#include "PatternsInternal.h"

#include "ParallelNest.h"

#include "tirpto/Support/BufferPlacement.h"

#include "mlir/IR/Matchers.h"

namespace mlir::tirpto::tir_to_ascend {

/// The shape class of a value of a T.Parallel body.
enum class Shape { Scalar, Full, PerRow, PerCol };

struct Lowered {
  Shape shape;
  /// A scalar SSA value, or a UB buffer holding the tile. For comparison
  /// results, an i8 mask tile.
  Value value;
};

/// The Vector core's comparison for an arith comparison op, if it has one.
std::optional<ascend::CmpPredicate> getCmpPredicate(Operation *op);

class NestLowering {
public:
  NestLowering(ParallelNest &nest, const BufferPlacement &placement,
               ascend::Arch arch, ConversionPatternRewriter &rewriter)
      : nest(nest), placement(placement), arch(arch), rewriter(rewriter),
        root(nest.loops.front()), loc(root.getLoc()) {}

  LogicalResult run();

private:
  // Shapes of the classes in this nest.
  SmallVector<int64_t, 2> shapeOf(Shape shape) const {
    switch (shape) {
    case Shape::Full:
      return fullShape;
    case Shape::PerRow:
      return {nest.extents[0], 1};
    case Shape::PerCol:
      return {1, nest.extents.back()};
    case Shape::Scalar:
      break;
    }
    return {};
  }

  static Shape join(Shape a, Shape b) {
    if (a == b)
      return a;
    if (a == Shape::Scalar)
      return b;
    if (b == Shape::Scalar)
      return a;
    return Shape::Full;
  }

  /// The access as a window of the buffer's tile, if it is one: the
  /// nest's loop indices in order, each plus an offset invariant in the
  /// nest (`x[i, j + 4]`), into a buffer larger than the nest
  /// (`x[i, j]` of a 64 x 24 buffer in a 64 x 4 nest).
  std::optional<std::string> describeWindow(Value memref, ValueRange indices) {
    auto type = cast<MemRefType>(memref.getType());
    unsigned rank = nest.getRank();
    if (indices.size() != rank || !type.hasStaticShape())
      return std::nullopt;
    SmallVector<std::string> offsets;
    bool offset = false, larger = false;
    for (unsigned l = 0; l < rank; ++l) {
      Value index = indices[l], iv = nest.getInductionVar(l);
      std::string at = "0";
      if (index != iv) {
        auto add = index.getDefiningOp<arith::AddIOp>();
        if (!add)
          return std::nullopt;
        Value other = add.getLhs() == iv   ? add.getRhs()
                      : add.getRhs() == iv ? add.getLhs()
                                           : Value();
        if (!other || !isNestInvariant(nest, other))
          return std::nullopt;
        std::optional<int64_t> c = getConstantIntValue(other);
        if (c && (*c < 0 || *c + nest.extents[l] > type.getDimSize(l)))
          return std::nullopt; // not inside the buffer
        at = c ? std::to_string(*c) : std::string("a run-time offset");
        offset = true;
      }
      larger |= type.getDimSize(l) != nest.extents[l];
      offsets.push_back(at);
    }
    if (!offset && !larger)
      return std::nullopt;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << " as a window of its ";
    llvm::interleave(type.getShape(), os, "x");
    os << " tile (the nest's ";
    llvm::interleave(nest.extents, os, "x");
    os << " elements from " << (rank == 2 ? "row " : "element ")
       << offsets.front();
    if (rank == 2)
      os << ", column " << offsets.back();
    os << "): element-wise work on a part of a tile is not lowered yet (a "
          "tile has no row stride of its own, and the Vector core starts "
          "its operands at 32-byte blocks); give the nest's values a "
          "buffer of the nest's shape";
    return text;
  }

  /// Why an access is not one of the supported classes.
  std::string describeBadAccess(AccessClass access, Value memref,
                                ValueRange indices) {
    if (access == AccessClass::Scalar)
      return " at a fixed index (one element of a tile)";
    if (std::optional<std::string> window = describeWindow(memref, indices))
      return *window;
    if (indices.size() == 2 && isNestInvariant(nest, indices[0]) &&
        !isNestInvariant(nest, indices[1]))
      return " as one row of a matrix whose length does not match the "
             "T.Parallel loop it runs along";
    // Loop indices, zeros, and leading indices invariant in the nest (a
    // slice, `x[b, i, j]`).
    bool invariantPrefix = true;
    bool loopIndices = llvm::all_of(indices, [&](Value index) {
      for (unsigned l = 0; l < nest.getRank(); ++l)
        if (index == nest.getInductionVar(l)) {
          invariantPrefix = false;
          return true;
        }
      return matchPattern(index, m_Zero()) ||
             (invariantPrefix && isNestInvariant(nest, index));
    });
    if (!loopIndices)
      return " at indices that are not the loop indices of the T.Parallel "
             "nest";
    // The loop indices in another order than the nest's loops: a
    // transposed access (x[j, i] in `for i, j in T.Parallel(M, N)`).
    SmallVector<int64_t> order;
    for (Value index : indices)
      for (unsigned l = 0; l < nest.getRank(); ++l)
        if (index == nest.getInductionVar(l))
          order.push_back(l);
    if (!llvm::is_sorted(order))
      return " at the loop indices in another order than the T.Parallel "
             "nest's loops (a transposed access); transposes are not "
             "lowered on tiles";
    std::string text;
    llvm::raw_string_ostream os(text);
    os << " whose shape (" << memref.getType()
       << ") does not match the extents of the T.Parallel nest (";
    llvm::interleave(nest.extents, os, "x");
    os << ")";
    return text;
  }

  Shape toShape(AccessClass access) const {
    switch (access) {
    case AccessClass::PerRow:
      return Shape::PerRow;
    case AccessClass::PerCol:
      return Shape::PerCol;
    case AccessClass::Scalar:
      return Shape::Scalar;
    default:
      return Shape::Full;
    }
  }

  Value newTile(Shape shape, Type element) {
    return newScratch(shapeOf(shape), element);
  }

  /// A ub buffer for a value of this nest only. Nests run one after the
  /// other and keep no value past their end, so the i-th buffer of a type
  /// one nest asks for is the i-th another one gets: a function needs the
  /// most one nest needs, not their sum (ptoas's planner keeps a tile
  /// allocated above a loop live across all of it, and a persistent
  /// kernel's nests all run in its loop).
  Value newScratch(ArrayRef<int64_t> shape, Type element) {
    auto type =
        MemRefType::get(shape, element, MemRefLayoutAttrInterface(),
                        ascend::AddressSpaceAttr::get(
                            rewriter.getContext(), ascend::AddressSpace::UB));
    return tirpto::getSharedTemporary(
        rewriter, root, type, ascend::AscendDialect::kNestScratchAttrName,
        scratchUsed[type]++);
  }

  /// The store destination to write a value into, if it may be used.
  Value takeHint(Value hint, Shape shape, Type element) {
    if (!hint)
      return newTile(shape, element);
    auto type = cast<MemRefType>(hint.getType());
    if (type.getShape() == ArrayRef<int64_t>(shapeOf(shape)) &&
        type.getElementType() == element)
      return hint;
    return newTile(shape, element);
  }

  bool isInBody(Value value) const {
    Operation *def = value.getDefiningOp();
    return def && nest.loops.front()->isAncestor(def);
  }

  LogicalResult checkBody();
  FailureOr<Value> getTileBuffer(Operation *op, Value memref, Shape shape,
                                 ValueRange indices = {},
                                 unsigned windowPrefix = 0);
  FailureOr<Lowered> lowerElementRead(memref::LoadOp load);
  FailureOr<Lowered> lower(Value value, Value hint = Value());
  FailureOr<Lowered> lowerOp(Operation *op, Value hint);
  FailureOr<Lowered> lowerScalarOp(Operation *op);
  FailureOr<Lowered> lowerTileOp(Operation *op, SmallVector<Lowered> operands,
                                 Value hint);
  FailureOr<Lowered> lowerTileOpIn(Operation *op,
                                   SmallVector<Lowered> operands,
                                   Type element, Value hint);
  FailureOr<Lowered> lowerBinary(Operation *op, ascend::VBinaryKind kind,
                                 bool commutative, Lowered a, Lowered b,
                                 Type element, Value hint);
  FailureOr<Lowered> lowerUnary(Operation *op, ascend::VUnaryKind kind,
                                Lowered a, Value hint);
  FailureOr<Lowered> lowerTanh(Operation *op, Lowered a, Value hint);
  FailureOr<Lowered> lowerCast(Operation *op, Lowered a, Type element,
                               ascend::RoundMode mode, Value hint);
  /// A comparison into a mask of at least the shape `atLeast`.
  FailureOr<Lowered> lowerCompare(Operation *op, ascend::CmpPredicate pred,
                                  Lowered a, Lowered b,
                                  Shape atLeast = Shape::Scalar);
  /// The shape of the values the one select reading `compare` selects
  /// between (lowered here, as they would be right after it), so that a
  /// per-row condition is compared once at that shape; Scalar otherwise.
  FailureOr<Shape> getSelectShape(Operation *compare);
  /// The index of the nest's loop `level` as an i32 tile.
  FailureOr<Lowered> lowerLoopIndex(unsigned level);
  FailureOr<Lowered> lowerSelect(Operation *op, Lowered cond, Lowered a,
                                 Lowered b, Type element, Value hint);
  Value broadcastTo(Lowered value, Shape shape, Type element);
  LogicalResult lowerStore(memref::StoreOp store, unsigned index);
  /// `s = s (+|max|min) e` stored by `store` (with `sameIndices`, the load
  /// of `s` at the store's indices): the reduction's kind and `e`.
  std::optional<std::pair<ascend::VReduceKind, Value>>
  matchReduction(memref::StoreOp store, bool sameIndices);
  /// Reports a read of the buffer `store` reduces into elsewhere in the
  /// nest.
  LogicalResult checkReductionReads(memref::StoreOp store, Value e,
                                    unsigned index);
  /// A reduction of the whole nest into a one-element buffer; false when
  /// `store` is not one.
  FailureOr<bool> lowerWholeReduction(memref::StoreOp store, unsigned index);
  /// A load of `buffer` that `value` computes from, or that comes after
  /// the store at `storeIndex` in the body; null when there is none.
  Operation *findReadOf(Value buffer, Value value, unsigned storeIndex);
  LogicalResult snapshotLoadsOf(Value buffer, unsigned storeIndex);

  ParallelNest &nest;
  const BufferPlacement &placement;
  ascend::Arch arch;
  ConversionPatternRewriter &rewriter;
  tir::ForOp root;
  Location loc;
  SmallVector<int64_t, 2> fullShape;
  /// An inner level of the nest is serial (or unrolled), not parallel.
  bool serialInner = false;
  DenseMap<Value, Lowered> lowered;
  /// Position of each body op, and the last store position that uses each
  /// value (directly or through other body ops).
  DenseMap<Operation *, unsigned> position;
  DenseMap<Value, unsigned> lastUse;
  /// The scratch buffers of each type this nest has taken.
  DenseMap<Type, unsigned> scratchUsed;
};

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PARALLELLOWERING_H
