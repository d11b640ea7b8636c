//===- ParallelNest.cpp - TileLang T.Parallel nests -----------------------===//

#include "ParallelNest.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto::tir_to_ascend;

static std::optional<int64_t> getConstant(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

/// The single tir.for a loop body consists of, if any.
static tir::ForOp getOnlyNestedLoop(Block &body) {
  if (!llvm::hasSingleElement(body))
    return nullptr;
  return dyn_cast<tir::ForOp>(body.front());
}

/// The number of T.Parallel levels from `loop` inwards, each the only
/// statement of the previous one's body.
static unsigned getParallelDepth(tir::ForOp loop) {
  unsigned depth = 0;
  for (; loop && loop.getKind() == tir::ForKind::Parallel;
       loop = getOnlyNestedLoop(loop.getBody().front()))
    ++depth;
  return depth;
}

bool mlir::tirpto::tir_to_ascend::isParallelSliceLoop(tir::ForOp loop) {
  return getParallelDepth(loop) > 2;
}

bool mlir::tirpto::tir_to_ascend::isParallelNestRoot(tir::ForOp loop) {
  if (loop.getKind() != tir::ForKind::Parallel || isParallelSliceLoop(loop))
    return false;
  auto parent = dyn_cast_or_null<tir::ForOp>(loop->getParentOp());
  return !parent || parent.getKind() != tir::ForKind::Parallel ||
         getOnlyNestedLoop(parent.getBody().front()) != loop ||
         isParallelSliceLoop(parent);
}

FailureOr<ParallelNest>
mlir::tirpto::tir_to_ascend::matchParallelNest(tir::ForOp loop,
                                               bool diagnose) {
  ParallelNest nest;
  for (tir::ForOp level = loop; level;
       level = getOnlyNestedLoop(level.getBody().front())) {
    // Inner levels may be serial or unrolled (the reduction form
    // `for i in T.Parallel(M): for j in T.serial(N): s[i] += ...`).
    if (level != loop && level.getKind() == tir::ForKind::Pipelined)
      break;
    if (level.getKind() == tir::ForKind::Vectorized) {
      if (diagnose)
        level.emitOpError("T.vectorized loops are not supported by "
                          "convert-tir-to-ascend; write the element-wise "
                          "work as a T.Parallel nest");
      return failure();
    }
    std::optional<int64_t> lb = getConstant(level.getLowerBound());
    std::optional<int64_t> ub = getConstant(level.getUpperBound());
    std::optional<int64_t> step = getConstant(level.getStep());
    if (!lb || !ub || !step || *lb != 0 || *step != 1 || *ub <= 0) {
      if (diagnose)
        level.emitOpError("T.Parallel nests need loops from 0 to a constant "
                          "extent with step 1 (the extent is the tile "
                          "size)");
      return failure();
    }
    if (nest.loops.size() == 2) {
      if (diagnose)
        level.emitOpError("a T.")
            << (level.getKind() == tir::ForKind::Unrolled ? "unroll" : "serial")
            << " loop inside a 2-D T.Parallel nest is lowered only when "
               "tir-distribute-parallel moves it out of the nest (buffers the "
               "nest writes accessed at one element per iteration, no value "
               "computed again from a buffer the nest writes, loop bounds "
               "computed outside the nest; a serial reduction loop is "
               "lowered inside a 1-D nest)";
      return failure();
    }
    nest.loops.push_back(level);
    nest.extents.push_back(*ub);
  }
  nest.body = &nest.loops.back().getBody().front();
  return nest;
}

bool mlir::tirpto::tir_to_ascend::isNestInvariant(ParallelNest &nest,
                                                  Value value) {
  Operation *root = nest.loops.front();
  auto argument = dyn_cast<BlockArgument>(value);
  Operation *def =
      argument ? argument.getOwner()->getParentOp() : value.getDefiningOp();
  // A block argument of a block already moved out of its op (a converted
  // enclosing loop) is not in the nest either.
  return !def || !root->isAncestor(def);
}

AccessClass
mlir::tirpto::tir_to_ascend::classifyAccess(ParallelNest &nest, Value memref,
                                            ValueRange indices,
                                            unsigned *windowPrefix) {
  if (windowPrefix)
    *windowPrefix = 0;
  auto type = cast<MemRefType>(memref.getType());
  ArrayRef<int64_t> shape = type.getShape();
  // For each index: which loop's induction variable it is (0, 1), -1 for a
  // constant 0, -3 for another nest-invariant value, -2 otherwise.
  SmallVector<int> which;
  for (Value index : indices) {
    int found = -2;
    for (unsigned l = 0; l < nest.getRank(); ++l)
      if (index == nest.getInductionVar(l))
        found = l;
    if (found == -2 && getConstant(index) == 0)
      found = -1;
    if (found == -2 && isNestInvariant(nest, index))
      found = -3; // another invariant value: a scalar element
    which.push_back(found);
  }
  if (llvm::all_of(which, [](int w) { return w == -1 || w == -3; }))
    return AccessClass::Scalar;
  if (llvm::is_contained(which, -2))
    return AccessClass::Unsupported;

  // A window of whole rows: leading indices invariant in the nest, then
  // loop indices. One row (the last dimension along the nest's only loop,
  // or its second), or the last two dimensions along a 2-D nest's loops.
  unsigned prefix = 0;
  while (prefix < which.size() && which[prefix] < 0)
    ++prefix;
  unsigned rest = which.size() - prefix;
  bool restAreLoops = llvm::all_of(ArrayRef<int>(which).drop_front(prefix),
                                   [](int w) { return w >= 0; });
  if (prefix > 0 && restAreLoops && (rest == 1 || rest == 2)) {
    int64_t prefixElements = 1;
    for (int64_t dim : shape.take_front(prefix))
      prefixElements *= dim;
    if (windowPrefix && prefixElements != 1)
      *windowPrefix = prefix;
    if (rest == 1) {
      // One row: the nest's vector (1-D), its per-column vector, or (read
      // along the nest's rows, `r[b, i]`) its per-row vector.
      unsigned loop = which.back();
      if (shape.back() != nest.extents[loop])
        return AccessClass::Unsupported;
      if (nest.getRank() == 1)
        return AccessClass::Full;
      return loop == 1 ? AccessClass::PerCol : AccessClass::PerRow;
    }
    if (nest.getRank() == 2 && which[prefix] == 0 && which[prefix + 1] == 1 &&
        shape.take_back(2) == ArrayRef<int64_t>(nest.extents))
      return AccessClass::Full;
    return AccessClass::Unsupported;
  }
  if (llvm::is_contained(which, -3))
    return AccessClass::Unsupported;

  if (nest.getRank() == 1) {
    int64_t k = nest.extents[0];
    // x[k] with shape K, x[k, 0] with K x 1.
    if (which.size() == 1 && which[0] == 0 && shape[0] == k)
      return AccessClass::Full;
    if (which.size() == 2 && which[0] == 0 && which[1] == -1 &&
        shape[0] == k && shape[1] == 1)
      return AccessClass::Full;
    return AccessClass::Unsupported;
  }

  int64_t m = nest.extents[0], n = nest.extents[1];
  if (which.size() == 2 && which[0] == 0 && which[1] == 1 &&
      shape == ArrayRef<int64_t>{m, n})
    return AccessClass::Full;
  if (which.size() == 1 && which[0] == 0 && shape[0] == m)
    return AccessClass::PerRow;
  if (which.size() == 1 && which[0] == 1 && shape[0] == n)
    return AccessClass::PerCol;
  if (which.size() == 2 && which[0] == 0 && which[1] == -1 &&
      shape == ArrayRef<int64_t>{m, 1})
    return AccessClass::PerRow;
  return AccessClass::Unsupported;
}

StringRef mlir::tirpto::tir_to_ascend::describeAccessClass(AccessClass access) {
  switch (access) {
  case AccessClass::Full:
    return "element-wise";
  case AccessClass::PerRow:
    return "per-row";
  case AccessClass::PerCol:
    return "per-column";
  case AccessClass::Scalar:
    return "scalar";
  case AccessClass::Unsupported:
    return "unsupported";
  }
  return "unsupported";
}
