//===- PipeHazardsPeel.cpp - loops whose body tests its first iteration --===//
//
// TileLang kernels wait for a flag on a loop's first iteration alone
// (`if k == 0: T.ascend_wait_flag(...)`, the flag set once before the
// loop). Joining both branches of that test on every iteration would say
// the wait may find the flag unset; HazardAnalysis walks such a loop's
// first iteration apart (walkPeeled).
//
//===----------------------------------------------------------------------===//

#include "PipeHazards.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::sync;

/// `value` without the integer casts around it that keep every value in
/// [0, `limit`) as it is: widening casts, and index casts to integers wide
/// enough for it (a cast of a loop index to i8 wraps at 256).
static Value stripCasts(Value value, int64_t limit) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::ExtSIOp, arith::ExtUIOp>(def))
      break;
    auto type = dyn_cast<IntegerType>(def->getResult(0).getType());
    if (type && type.getWidth() < 63 &&
        limit > (int64_t{1} << (type.getWidth() - 1)))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// The scf.if ops in `loop`'s body (outside nested loops) that test its
/// first iteration, `iv == lb` (TileLang's `if k == 0:` waits and sets),
/// where the loop runs at least once (constant bounds): the tests
/// walkPeeled decides.
SmallVector<scf::IfOp>
mlir::pto::sync::getFirstIterationTests(scf::ForOp loop) {
  SmallVector<scf::IfOp> tests;
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  // From 0 up: the casts stripCasts looks through keep every index.
  if (!lb || !ub || !step || *step <= 0 || *lb < 0 || *lb >= *ub)
    return tests;
  Value iv = loop.getInductionVar();
  loop.getBody()->walk([&](Operation *op) {
    if (isa<LoopLikeOpInterface>(op))
      return WalkResult::skip();
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (!ifOp)
      return WalkResult::advance();
    auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
      return WalkResult::advance();
    Value lhs = stripCasts(cmp.getLhs(), *ub),
          rhs = stripCasts(cmp.getRhs(), *ub);
    if (rhs == iv)
      std::swap(lhs, rhs);
    if (lhs == iv && getConstantIntValue(rhs) == lb)
      tests.push_back(ifOp);
    return WalkResult::advance();
  });
  return tests;
}

/// A loop whose body tests its first iteration (`firsts`): the first
/// iteration is walked with those tests true, the others, to their fixed
/// point, with them false, so that a flag waited for on the first
/// iteration only (set once before the loop) is followed exactly. What
/// the first iteration reports is kept.
void HazardAnalysis::walkPeeled(scf::ForOp loop, ArrayRef<scf::IfOp> firsts,
                                State &state) {
  for (scf::IfOp test : firsts)
    knownBranches[test] = true;
  walkRegion(loop.getRegion(), state);
  llvm::DenseMap<Operation *, SmallVector<Report, 1>> first;
  for (auto &[op, found] : reports)
    if (loop->isProperAncestor(op))
      first[op] = found;
  // The other iterations, if there are any.
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  bool more = !lb || !ub || !step || *lb + *step < *ub;
  for (scf::IfOp test : firsts)
    knownBranches[test] = false;
  if (more)
    walkRepeated(loop, state);
  for (scf::IfOp test : firsts)
    knownBranches.erase(test);
  for (auto &[op, found] : first)
    if (!reports.count(op))
      reports[op] = found;
}
