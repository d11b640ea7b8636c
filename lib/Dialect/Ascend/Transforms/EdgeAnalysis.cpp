//===- EdgeAnalysis.cpp - where a GM region passes its tensor's edge ------===//
//
// The index analysis ascend-clip-gm-regions reads to say from which
// iteration or block a region lies past its tensor's edge, and whether a
// guard keeps it inside. See EdgeAnalysis.h.
//
//===----------------------------------------------------------------------===//

#include "EdgeAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::ascend;
using namespace mlir::ascend::edge;

/// The exclusive upper bound on `x` that `cond` (its negation when
/// `negated`) implies, through `not` (xori with true), `and` / `not or`, and
/// comparisons of `x` with a constant; std::nullopt when it implies none.
static std::optional<int64_t> getImpliedUpperBound(Value cond, Value x,
                                                   bool negated) {
  auto tighter = [](std::optional<int64_t> a, std::optional<int64_t> b) {
    if (!a || !b)
      return a ? a : b;
    return std::optional<int64_t>(std::min(*a, *b));
  };
  if (auto xorOp = cond.getDefiningOp<arith::XOrIOp>()) {
    for (auto [value, other] : {std::pair(xorOp.getLhs(), xorOp.getRhs()),
                                std::pair(xorOp.getRhs(), xorOp.getLhs())})
      if (matchPattern(other, m_One()))
        return getImpliedUpperBound(value, x, !negated);
    return std::nullopt;
  }
  // Both operands hold: `a and b`, or `not (a or b)`.
  if ((!negated && isa_and_nonnull<arith::AndIOp>(cond.getDefiningOp())) ||
      (negated && isa_and_nonnull<arith::OrIOp>(cond.getDefiningOp()))) {
    Operation *op = cond.getDefiningOp();
    return tighter(getImpliedUpperBound(op->getOperand(0), x, negated),
                   getImpliedUpperBound(op->getOperand(1), x, negated));
  }
  auto cmp = cond.getDefiningOp<arith::CmpIOp>();
  if (!cmp)
    return std::nullopt;
  arith::CmpIPredicate pred = cmp.getPredicate();
  if (negated)
    pred = arith::invertPredicate(pred);
  Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
  APInt c;
  if (lhs != x) {
    // c op x -> x swapped-op c.
    using P = arith::CmpIPredicate;
    std::swap(lhs, rhs);
    switch (pred) {
    case P::sgt:
      pred = P::slt;
      break;
    case P::sge:
      pred = P::sle;
      break;
    case P::ugt:
      pred = P::ult;
      break;
    case P::uge:
      pred = P::ule;
      break;
    default:
      return std::nullopt; // bounds below, or none
    }
  }
  if (lhs != x || !matchPattern(rhs, m_ConstantInt(&c)))
    return std::nullopt;
  // An unsigned compare with a constant that is negative as a signed value
  // bounds nothing an index reaches; sle of the largest value neither.
  bool unsignedPred =
      pred == arith::CmpIPredicate::ult || pred == arith::CmpIPredicate::ule;
  if (c.getSignificantBits() > 64 || (unsignedPred && c.isNegative()))
    return std::nullopt;
  int64_t bound = c.getSExtValue();
  switch (pred) {
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::ult:
    return bound;
  case arith::CmpIPredicate::sle:
  case arith::CmpIPredicate::ule:
    if (bound == std::numeric_limits<int64_t>::max())
      return std::nullopt;
    return bound + 1;
  default:
    return std::nullopt;
  }
}

/// Whether the `scf.if`s around `op` (a move of the region) let it run only
/// while `x` is below a
/// bound `a * x + b` stays under `extent` for (T.Persistent's wave loop:
/// the rest of its body runs while `w * waves + index < tiles`).
bool mlir::ascend::edge::isGuardedInside(Operation *op, const Linear &linear,
                                         int64_t extent) {
  if (!linear.x || linear.a <= 0)
    return false;
  for (Operation *parent = op->getParentOp(); parent;
       op = parent, parent = parent->getParentOp()) {
    auto guard = dyn_cast<scf::IfOp>(parent);
    if (!guard)
      continue;
    bool inElse = op->getParentRegion() == &guard.getElseRegion();
    std::optional<int64_t> bound =
        getImpliedUpperBound(guard.getCondition(), linear.x, inElse);
    // x = y / c (c > 0; a persistent kernel's tile row, t // tiles_n):
    // y < B bounds x by (B - 1) / c + 1.
    APInt divisor;
    Operation *def = linear.x.getDefiningOp();
    if (!bound && def &&
        isa<arith::FloorDivSIOp, arith::DivSIOp, arith::DivUIOp>(def) &&
        matchPattern(def->getOperand(1), m_ConstantInt(&divisor)) &&
        divisor.getSignificantBits() <= 64 && divisor.getSExtValue() > 0)
      if (std::optional<int64_t> dividend = getImpliedUpperBound(
              guard.getCondition(), def->getOperand(0), inElse);
          dividend && *dividend > 0)
        bound = (*dividend - 1) / divisor.getSExtValue() + 1;
    int64_t last, start;
    if (bound && *bound > std::numeric_limits<int64_t>::min() &&
        !llvm::MulOverflow(linear.a, *bound - 1, last) &&
        !llvm::AddOverflow(last, linear.b, start) && start < extent)
      return true;
  }
  return false;
}

/// `value` as `a * x + b` through constant additions, subtractions and
/// multiplications; `x` is the innermost value that is none of these.
Linear mlir::ascend::edge::getLinear(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return {Value(), 0, constant.getSExtValue()};
  Operation *def = value.getDefiningOp();
  auto constantOperand = [&](unsigned i, int64_t &out) {
    APInt c;
    if (!matchPattern(def->getOperand(i), m_ConstantInt(&c)))
      return false;
    out = c.getSExtValue();
    return true;
  };
  int64_t c;
  if (def && isa<arith::AddIOp, arith::MulIOp, arith::SubIOp>(def)) {
    for (unsigned i = 0; i < 2; ++i) {
      if (!constantOperand(1 - i, c))
        continue;
      if (isa<arith::SubIOp>(def) && i == 1)
        break; // c - x: not increasing in x
      Linear inner = getLinear(def->getOperand(i));
      if (!inner.x)
        break;
      int64_t a = inner.a, b = inner.b;
      bool overflow = false;
      if (isa<arith::AddIOp>(def))
        overflow = llvm::AddOverflow(b, c, b);
      else if (isa<arith::SubIOp>(def))
        overflow = llvm::SubOverflow(b, c, b);
      else
        overflow = llvm::MulOverflow(a, c, a) || llvm::MulOverflow(b, c, b);
      if (overflow)
        break;
      return {inner.x, a, b};
    }
  }
  return {value, 1, 0};
}

/// Adds to `diag` from which iteration or block the offset `offset` first
/// reaches `extent`, when the offset is `a * x + b` of a loop's induction
/// variable or of a block id with `a > 0`.
void mlir::ascend::edge::describeFirstPastEdge(InFlightDiagnostic &diag,
                                               Value offset, int64_t extent,
                                               OffsetRange xRange) {
  Linear linear = getLinear(offset);
  if (!linear.x || linear.a <= 0)
    return;
  // The least x with a * x + b >= extent.
  int64_t first = llvm::divideCeilSigned(extent - linear.b, linear.a);
  first = std::max(first, xRange.min);
  if (auto arg = dyn_cast<BlockArgument>(linear.x)) {
    auto loop = dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
    if (loop && loop.getSingleInductionVar() == arg) {
      std::optional<OpFoldResult> lb = loop.getSingleLowerBound();
      std::optional<OpFoldResult> step = loop.getSingleStep();
      std::optional<int64_t> lbValue =
          lb ? getConstantIntValue(*lb) : std::nullopt;
      std::optional<int64_t> stepValue =
          step ? getConstantIntValue(*step) : std::nullopt;
      if (lbValue && stepValue && *stepValue > 0) {
        // The first iteration whose induction variable reaches `first`.
        int64_t iteration =
            llvm::divideCeilSigned(first - *lbValue, *stepValue);
        iteration = std::max<int64_t>(iteration, 0);
        diag << ", from iteration " << iteration
             << " of its loop on (induction variable "
             << *lbValue + iteration * *stepValue << ")";
      } else {
        diag << ", from the loop's induction variable value " << first << " on";
      }
      diag.attachNote(loop->getLoc()) << "the loop";
      return;
    }
  }
  Operation *def = linear.x.getDefiningOp();
  if (!def)
    return;
  if (isa<BlockIdxOp>(def)) {
    diag << ", from block id " << first << " on";
    return;
  }
  // A coordinate of a multi-dimensional grid (remainder or quotient of the
  // block id).
  if (isa<arith::RemUIOp, arith::DivUIOp>(def) &&
      (def->getOperand(0).getDefiningOp<BlockIdxOp>() ||
       def->getOperand(0).getDefiningOp<arith::DivUIOp>())) {
    diag << ", from the block coordinate " << first << " on";
    return;
  }
  diag << ", from the value " << first << " of the index computed here on";
  diag.attachNote(def->getLoc()) << "the index";
}

bool edge::isClippedSize(Value size) {
  Operation *def = size.getDefiningOp();
  if (!def || !isa<arith::MaxSIOp, arith::SelectOp>(def))
    return false;
  return matchPattern(def->getOperand(def->getNumOperands() - 1), m_Zero());
}

/// computeSame, remembering the pairs compared (index arithmetic shares
/// operands, which would otherwise be compared once per path).
static bool
computeSameImpl(Value a, Value b, unsigned depth,
                llvm::DenseMap<std::pair<Value, Value>, bool> &compared) {
  if (a == b)
    return true;
  if (auto it = compared.find({a, b}); it != compared.end())
    return it->second;
  Operation *x = a.getDefiningOp(), *y = b.getDefiningOp();
  bool same =
      x && y && depth != 0 && isPure(x) && x->getName() == y->getName() &&
      x->getAttrDictionary() == y->getAttrDictionary() &&
      x->getNumOperands() == y->getNumOperands() && !x->getNumRegions() &&
      cast<OpResult>(a).getResultNumber() ==
          cast<OpResult>(b).getResultNumber() &&
      llvm::all_of(
          llvm::zip(x->getOperands(), y->getOperands()), [&](auto pair) {
            return computeSameImpl(std::get<0>(pair), std::get<1>(pair),
                                   depth - 1, compared);
          });
  compared[{a, b}] = same;
  return same;
}

bool edge::computeSame(Value a, Value b, unsigned depth) {
  llvm::DenseMap<std::pair<Value, Value>, bool> compared;
  return computeSameImpl(a, b, depth, compared);
}

void edge::skipIfEmpty(PatternRewriter &rewriter, Operation *move,
                       ArrayRef<Value> sizes) {
  Location loc = move->getLoc();
  Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
  Value nonEmpty;
  for (Value size : sizes) {
    Value positive = rewriter.create<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sgt, size, zero);
    nonEmpty = nonEmpty
                   ? rewriter.create<arith::AndIOp>(loc, nonEmpty, positive)
                         .getResult()
                   : positive;
  }
  if (!nonEmpty)
    return;
  auto ifOp = rewriter.create<scf::IfOp>(loc, nonEmpty, /*else=*/false);
  ifOp->setAttr(AscendDialect::kEdgeGuardAttrName, rewriter.getUnitAttr());
  rewriter.moveOpBefore(move, ifOp.thenBlock()->getTerminator());
}
