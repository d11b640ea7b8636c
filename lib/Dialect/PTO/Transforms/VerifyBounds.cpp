//===- VerifyBounds.cpp - partition views inside their tensor views -------===//
//
// Proves from what a module states that every pto.partition_view stays
// inside its tensor view. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "tirpto/Analysis/IndexRanges.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::pto {
#define GEN_PASS_DEF_PTOVERIFYBOUNDS
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;
using namespace mlir::pto;
using tirpto::getIndexRange;
using tirpto::IndexRange;

namespace {

/// `sum(coefficient * term) + constant` over index values: enough to see
/// that a size is `extent - offset` however the canonicalizer regrouped the
/// constants.
struct Linear {
  llvm::SmallMapVector<Value, int64_t, 4> terms;
  int64_t constant = 0;
  bool valid = true;

  void add(const Linear &other, int64_t scale) {
    valid &= other.valid;
    int64_t scaled;
    if (llvm::MulOverflow(other.constant, scale, scaled) ||
        llvm::AddOverflow(constant, scaled, constant))
      valid = false;
    for (auto [term, coefficient] : other.terms) {
      int64_t &mine = terms[term];
      if (llvm::MulOverflow(coefficient, scale, scaled) ||
          llvm::AddOverflow(mine, scaled, mine))
        valid = false;
    }
  }
  bool operator==(const Linear &other) const {
    if (!valid || !other.valid || constant != other.constant)
      return false;
    auto nonZero = [](const Linear &l) {
      SmallVector<std::pair<Value, int64_t>> out;
      for (auto [term, coefficient] : l.terms)
        if (coefficient != 0)
          out.push_back({term, coefficient});
      llvm::sort(out, [](auto a, auto b) {
        return a.first.getAsOpaquePointer() < b.first.getAsOpaquePointer();
      });
      return out;
    };
    return nonZero(*this) == nonZero(other);
  }
};

} // namespace

static Linear linearize(Value value, unsigned depth = 0) {
  Linear result;
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant))) {
    result.constant = constant.getSExtValue();
    return result;
  }
  Operation *def = value.getDefiningOp();
  if (def && depth < 16) {
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def))
      return linearize(def->getOperand(0), depth + 1);
    if (isa<arith::AddIOp, arith::SubIOp>(def)) {
      result.add(linearize(def->getOperand(0), depth + 1), 1);
      result.add(linearize(def->getOperand(1), depth + 1),
                 isa<arith::SubIOp>(def) ? -1 : 1);
      return result;
    }
    if (isa<arith::MulIOp>(def))
      for (unsigned i = 0; i < 2; ++i)
        if (matchPattern(def->getOperand(1 - i), m_ConstantInt(&constant))) {
          result.add(linearize(def->getOperand(i), depth + 1),
                     constant.getSExtValue());
          return result;
        }
  }
  result.terms[value] = 1;
  return result;
}

/// Whether `size` is at most `extent - offset` by its form: `extent -
/// offset` itself, or a `min` with it as one side, under an optional
/// `max(·, 0)` (ascend-clip-gm-regions's in-bounds size), all optionally
/// scaled by a positive constant (a clipped count of slices of a rank-3
/// region, times the rows of each, in its rows form).
static bool isClippedToEdge(Value size, Value offset, Value extent) {
  Linear left = linearize(extent);
  left.add(linearize(offset), -1);
  int64_t scale = 1;
  APInt factor;
  if (auto mul = size.getDefiningOp<arith::MulIOp>())
    for (unsigned i = 0; i < 2; ++i)
      if (matchPattern(mul->getOperand(1 - i), m_ConstantInt(&factor)) &&
          factor.isStrictlyPositive()) {
        scale = factor.getSExtValue();
        size = mul->getOperand(i);
        break;
      }
  auto isLeft = [&](Value value) {
    Linear scaled;
    scaled.add(linearize(value), scale);
    return scaled == left;
  };
  APInt zero;
  if (auto select = size.getDefiningOp<arith::SelectOp>();
      select && matchPattern(select.getFalseValue(), m_Zero()))
    size = select.getTrueValue();
  if (auto max = size.getDefiningOp<arith::MaxSIOp>())
    for (unsigned i = 0; i < 2; ++i)
      if (matchPattern(max->getOperand(1 - i), m_ConstantInt(&zero)) &&
          zero.isZero()) {
        size = max->getOperand(i);
        break;
      }
  if (isLeft(size))
    return true;
  if (auto min = size.getDefiningOp<arith::MinSIOp>())
    return isLeft(min.getLhs()) || isLeft(min.getRhs());
  return false;
}

/// Whether `size` is `select(offset >= 0, x, 0)`: nothing moves where the
/// offset is negative (ascend-clip-gm-regions's guard for offsets it cannot
/// bound).
static bool isGuardedNonNegative(Value size, Value offset) {
  auto select = size.getDefiningOp<arith::SelectOp>();
  if (!select || !matchPattern(select.getFalseValue(), m_Zero()))
    return false;
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  return cmp && cmp.getPredicate() == arith::CmpIPredicate::sge &&
         cmp.getLhs() == offset && matchPattern(cmp.getRhs(), m_Zero());
}

static void printRange(InFlightDiagnostic &diag, IndexRange range) {
  if (range.min == range.max) {
    diag << range.min;
    return;
  }
  diag << "[";
  if (range.min == std::numeric_limits<int64_t>::min())
    diag << "unbounded";
  else
    diag << range.min;
  diag << ", ";
  if (range.max == std::numeric_limits<int64_t>::max())
    diag << "unbounded";
  else
    diag << range.max;
  diag << "]";
}

namespace {
struct PTOVerifyBoundsPass
    : pto::impl::PTOVerifyBoundsBase<PTOVerifyBoundsPass> {
  using Base::Base;

  void runOnOperation() override {
    DataFlowSolver solver;
    tirpto::loadIndexRangeAnalyses(solver);
    if (failed(solver.initializeAndRun(getOperation())))
      return signalPassFailure();

    bool anyUnproven = false;
    getOperation()->walk([&](PartitionViewOp partition) {
      auto view = partition.getSource().getDefiningOp<MakeTensorViewOp>();
      for (unsigned dim = 0, e = partition.getOffsets().size(); dim < e;
           ++dim) {
        Value offset = partition.getOffsets()[dim];
        Value size = partition.getSizes()[dim];
        IndexRange offsetRange = getIndexRange(solver, offset);
        IndexRange sizeRange = getIndexRange(solver, size);
        if (sizeRange.max <= 0)
          continue; // moves nothing along this dimension
        Value extent = view && dim < view.getShape().size()
                           ? view.getShape()[dim]
                           : Value();
        IndexRange extentRange =
            extent ? getIndexRange(solver, extent) : IndexRange();
        bool lowerOk =
            offsetRange.min >= 0 || isGuardedNonNegative(size, offset);
        int64_t end;
        bool upperOk =
            extent &&
            ((!llvm::AddOverflow(offsetRange.max, sizeRange.max, end) &&
              end <= extentRange.min) ||
             isClippedToEdge(size, offset, extent));
        if (lowerOk && upperOk)
          continue;
        anyUnproven = true;
        InFlightDiagnostic diag =
            strict ? partition.emitError() : partition.emitWarning();
        diag << "cannot prove that this partition stays inside its tensor "
                "view along dimension "
             << dim << ": offset ";
        printRange(diag, offsetRange);
        diag << ", size ";
        printRange(diag, sizeRange);
        diag << ", extent ";
        if (extent)
          printRange(diag, extentRange);
        else
          diag << "unknown (the view is not a pto.make_tensor_view here)";
        if (!lowerOk)
          diag << "; the offset may be negative";
        else
          diag << "; offset + size may pass the extent";
      }
    });
    if (strict && anyUnproven)
      signalPassFailure();
  }
};
} // namespace
