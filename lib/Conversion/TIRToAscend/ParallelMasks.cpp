//===- ParallelMasks.cpp - loop indices, comparisons and selects ----------===//
//
// The parts of a T.Parallel body that decide per element (NestLowering,
// ParallelLowering.h): a loop index used as a value (`if bx * 32 + i < n:`,
// upstream's bounds guards; a counting tile), comparisons into masks, and
// selects with a mask, a per-row or per-column condition compared again at
// the selected values' shape.
//
//===----------------------------------------------------------------------===//

#include "ParallelLowering.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/ElementSets.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;

std::optional<ascend::CmpPredicate>
tir_to_ascend::getCmpPredicate(Operation *op) {
  using P = ascend::CmpPredicate;
  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    switch (cmp.getPredicate()) {
    // The Vector core's comparisons are IEEE ones: false on NaN, except
    // not-equal (une). The unordered forms of the others and the ordered
    // not-equal (one) are reported by the caller.
    case arith::CmpFPredicate::OEQ:
      return P::EQ;
    case arith::CmpFPredicate::UNE:
      return P::NE;
    case arith::CmpFPredicate::OLT:
      return P::LT;
    case arith::CmpFPredicate::OLE:
      return P::LE;
    case arith::CmpFPredicate::OGT:
      return P::GT;
    case arith::CmpFPredicate::OGE:
      return P::GE;
    default:
      return std::nullopt;
    }
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    switch (cmp.getPredicate()) {
    case arith::CmpIPredicate::eq:
      return P::EQ;
    case arith::CmpIPredicate::ne:
      return P::NE;
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::ult:
      return P::LT;
    case arith::CmpIPredicate::sle:
    case arith::CmpIPredicate::ule:
      return P::LE;
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::ugt:
      return P::GT;
    case arith::CmpIPredicate::sge:
    case arith::CmpIPredicate::uge:
      return P::GE;
    }
  }
  return std::nullopt;
}

static ascend::CmpPredicate swapPredicate(ascend::CmpPredicate pred) {
  switch (pred) {
  case ascend::CmpPredicate::LT:
    return ascend::CmpPredicate::GT;
  case ascend::CmpPredicate::LE:
    return ascend::CmpPredicate::GE;
  case ascend::CmpPredicate::GT:
    return ascend::CmpPredicate::LT;
  case ascend::CmpPredicate::GE:
    return ascend::CmpPredicate::LE;
  default:
    return pred;
  }
}

/// The index of loop `level` at every point of the nest, as i32 (the
/// type index values are computed in on tiles): a counting row (`pto.tci`)
/// for the inner loop or a 1-D nest, that row copied into a column for the
/// outer loop of a 2-D nest.
FailureOr<Lowered> NestLowering::lowerLoopIndex(unsigned level) {
  Shape shape = nest.getRank() == 1 ? Shape::Full
                : level == 0        ? Shape::PerRow
                                    : Shape::PerCol;
  SmallVector<int64_t, 2> target = shapeOf(shape);
  int64_t count = nest.extents[level];
  Type i32 = rewriter.getI32Type();
  bool row = target == ArrayRef<int64_t>{1, count};
  if (!row && target != ArrayRef<int64_t>{count, 1})
    return root.emitOpError("uses the index of a T.Parallel loop of ")
           << count << " iterations as a value in a nest of " << target[0]
           << "x" << target[1]
           << " tiles; only the indices of 1-D and 2-D nests are";
  Value zero = rewriter.create<arith::ConstantOp>(
      loc, i32, rewriter.getI32IntegerAttr(0));
  Value counting = newScratch({1, count}, i32);
  rewriter.create<ascend::VCIOp>(loc, zero, counting);
  if (row)
    return Lowered{shape, counting};
  Value column = newTile(shape, i32);
  rewriter.create<ascend::CopyOp>(loc, counting, column);
  return Lowered{shape, column};
}

FailureOr<Shape> NestLowering::getSelectShape(Operation *compare) {
  if (!compare->hasOneUse())
    return Shape::Scalar;
  auto select = dyn_cast<arith::SelectOp>(*compare->user_begin());
  if (!select || select.getCondition() != compare->getResult(0))
    return Shape::Scalar;
  FailureOr<Lowered> onTrue = lower(select.getTrueValue());
  if (failed(onTrue))
    return failure();
  FailureOr<Lowered> onFalse = lower(select.getFalseValue());
  if (failed(onFalse))
    return failure();
  return join(onTrue->shape, onFalse->shape);
}

FailureOr<Lowered> NestLowering::lowerCompare(Operation *op,
                                              ascend::CmpPredicate pred,
                                              Lowered a, Lowered b,
                                              Shape atLeast) {
  if (a.shape == Shape::Scalar) {
    std::swap(a, b);
    pred = swapPredicate(pred);
  }
  Type element = cast<MemRefType>(a.value.getType()).getElementType();
  if (b.shape == Shape::Scalar && b.value.getType().isIndex())
    b.value = rewriter.create<arith::IndexCastOp>(loc, element, b.value);
  Shape shape = join(join(a.shape, b.shape), atLeast);
  // An ordering or inequality of index values (loop indices and what is
  // computed from them) on a chip that compares their i32 tiles for
  // equality only (a3): the sign of their difference, converted to f32
  // (which keeps the sign and the nonzeroness of every integer), compared
  // with 0. Index values are far from i32's limits, so the difference does
  // not overflow; i32 data is left to the vcmp verifier to report.
  if (pred != ascend::CmpPredicate::EQ && isa<IntegerType>(element) &&
      op->getNumOperands() == 2 && op->getOperand(0).getType().isIndex() &&
      !ascend::isLegalVectorElement(getOrderedCompareElements(), element,
                                    arch)) {
    FailureOr<Lowered> difference =
        lowerBinary(op, ascend::VBinaryKind::Sub, /*commutative=*/false, a, b,
                    element, Value());
    if (failed(difference))
      return failure();
    FailureOr<Lowered> real = lowerCast(op, *difference, rewriter.getF32Type(),
                                        ascend::RoundMode::Rint, Value());
    if (failed(real))
      return failure();
    Value zero = rewriter.create<arith::ConstantOp>(
        loc, rewriter.getF32Type(), rewriter.getF32FloatAttr(0.0f));
    return lowerCompare(op, pred, *real, Lowered{Shape::Scalar, zero}, atLeast);
  }
  Value lhs = broadcastTo(a, shape, element);
  Value rhs =
      b.shape == Shape::Scalar ? b.value : broadcastTo(b, shape, element);
  Value mask = newTile(shape, rewriter.getI8Type());
  rewriter.create<ascend::VCmpOp>(
      loc, ascend::CmpPredicateAttr::get(rewriter.getContext(), pred), lhs, rhs,
      mask);
  return Lowered{shape, mask};
}

FailureOr<Lowered> NestLowering::lowerSelect(Operation *op, Lowered cond,
                                             Lowered a, Lowered b, Type element,
                                             Value hint) {
  if (cond.shape == Shape::Scalar)
    return op->emitOpError("selects between tiles on a scalar condition; "
                           "only element-wise conditions (a comparison of "
                           "tiles) are supported");
  Shape shape = join(cond.shape, join(a.shape, b.shape));
  Value mask = cond.value;
  if (cond.shape != shape) {
    // A per-row or per-column condition (`bx * 32 + i < n`) over full
    // tiles: the comparison made again on its operands broadcast to the
    // tiles' shape (masks are not broadcast).
    Operation *compare = op->getOperand(0).getDefiningOp();
    std::optional<ascend::CmpPredicate> pred =
        compare ? getCmpPredicate(compare) : std::nullopt;
    if (!pred || !lowered.count(compare->getOperand(0)) ||
        !lowered.count(compare->getOperand(1)))
      return op->emitOpError("selects with a ")
             << (cond.shape == Shape::PerRow ? "per-row" : "per-column")
             << " condition over full tiles that is not a comparison in "
                "the nest; not supported";
    FailureOr<Lowered> full =
        lowerCompare(compare, *pred, lowered[compare->getOperand(0)],
                     lowered[compare->getOperand(1)], shape);
    if (failed(full))
      return failure();
    mask = full->value;
  }
  Value onTrue = broadcastTo(a, shape, element);
  Value onFalse = broadcastTo(b, shape, element);
  Value dst = takeHint(hint, shape, element);
  rewriter.create<ascend::VSelectOp>(loc, mask, onTrue, onFalse, dst);
  return Lowered{shape, dst};
}
