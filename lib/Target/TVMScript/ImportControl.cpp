//===- ImportControl.cpp - TVMScript branches and while loops -------------===//
//
// `if` / `else` become scf.if and `while` loops scf.while, in the tir
// dialect as in the conversions after it. See docs/Tools/PtoTranslate.md.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

/// Whether `expr` reads an element of a buffer at an index computed at
/// run time (which may be past its end when a guard before it fails; a
/// `T.alloc_var`'s `x[0]` cannot be).
bool Importer::readsBufferAtComputedIndex(const Expr &expr) {
  if (expr.kind == ExprKind::Subscript &&
      llvm::any_of(ArrayRef(expr.items).drop_front(),
                   [&](const ExprPtr &index) { return !evalInt(*index); }))
    return true;
  return llvm::any_of(expr.items,
                      [&](const ExprPtr &item) {
                        return item && readsBufferAtComputedIndex(*item);
                      }) ||
         llvm::any_of(expr.keywords, [&](const Keyword &keyword) {
           return keyword.value && readsBufferAtComputedIndex(*keyword.value);
         });
}

/// Whether the builder is inside a T.Parallel nest (whose element work
/// becomes whole-tile operations, which evaluate every operand anyway).
bool Importer::insideParallelNest() {
  for (Operation *op = builder.getInsertionBlock()->getParentOp(); op;
       op = op->getParentOp())
    if (auto loop = dyn_cast<tir::ForOp>(op);
        loop && loop.getKind() == tir::ForKind::Parallel)
      return true;
  return false;
}

FailureOr<Value> Importer::emitCondition(const Expr &expr) {
  // `a and b` / `a or b` that read a buffer at a computed index are
  // evaluated as TileLang's C output does, short-circuited: `while i < n and
  // A[i] > 0` must not read A[n]. Where `b` reads, an scf.if yields it (or
  // the constant the left side decides); `a` is short-circuited in turn.
  if (expr.kind == ExprKind::Binary &&
      (expr.text == "and" || expr.text == "or") &&
      readsBufferAtComputedIndex(expr) && !insideParallelNest()) {
    FailureOr<Value> lhs = emitCondition(*expr.items[0]);
    if (failed(lhs))
      return failure();
    bool isAnd = expr.text == "and";
    Location at = loc(expr.loc);
    if (!readsBufferAtComputedIndex(*expr.items[1])) {
      FailureOr<Value> rhs = emitCondition(*expr.items[1]);
      if (failed(rhs))
        return failure();
      if (isAnd)
        return builder.create<arith::AndIOp>(at, *lhs, *rhs).getResult();
      return builder.create<arith::OrIOp>(at, *lhs, *rhs).getResult();
    }
    auto branch = builder.create<scf::IfOp>(at, builder.getI1Type(), *lhs,
                                            /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(builder);
    // `and`: the right side where the left holds; `or`: where it does not.
    builder.setInsertionPointToStart(isAnd ? branch.thenBlock()
                                           : branch.elseBlock());
    FailureOr<Value> rhs = emitCondition(*expr.items[1]);
    if (failed(rhs))
      return failure();
    builder.create<scf::YieldOp>(at, *rhs);
    builder.setInsertionPointToStart(isAnd ? branch.elseBlock()
                                           : branch.thenBlock());
    builder.create<scf::YieldOp>(
        at, builder.create<arith::ConstantOp>(at, builder.getBoolAttr(!isAnd))
                .getResult());
    return branch.getResult(0);
  }
  if (expr.kind == ExprKind::Unary && expr.text == "not" &&
      readsBufferAtComputedIndex(*expr.items[0]) && !insideParallelNest()) {
    FailureOr<Value> inner = emitCondition(*expr.items[0]);
    if (failed(inner))
      return failure();
    Location at = loc(expr.loc);
    Value one =
        builder.create<arith::ConstantOp>(at, builder.getBoolAttr(true));
    return builder.create<arith::XOrIOp>(at, *inner, one).getResult();
  }
  FailureOr<Value> condition = emitScalar(expr);
  if (failed(condition) || condition->getType().isInteger(1))
    return condition;
  // Python truthiness: a non-zero value.
  Type type = condition->getType();
  Location at = loc(expr.loc);
  if (isa<FloatType>(type)) {
    Value zero =
        builder.create<arith::ConstantOp>(at, builder.getFloatAttr(type, 0.0));
    return builder
        .create<arith::CmpFOp>(at, arith::CmpFPredicate::UNE, *condition, zero)
        .getResult();
  }
  Value zero =
      builder.create<arith::ConstantOp>(at, builder.getIntegerAttr(type, 0));
  return builder
      .create<arith::CmpIOp>(at, arith::CmpIPredicate::ne, *condition, zero)
      .getResult();
}

LogicalResult Importer::emitIf(const Stmt &stmt) {
  FailureOr<Value> condition = emitCondition(*stmt.value);
  if (failed(condition))
    return failure();
  auto op = builder.create<scf::IfOp>(loc(stmt.loc), *condition,
                                      /*withElseRegion=*/!stmt.orelse.empty());
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(op.thenBlock()->getTerminator());
  pushScope();
  LogicalResult result = emitStatements(stmt.body);
  popScope();
  if (!stmt.orelse.empty()) {
    builder.setInsertionPoint(op.elseBlock()->getTerminator());
    pushScope();
    if (failed(emitStatements(stmt.orelse)))
      result = failure();
    popScope();
  }
  return result;
}

/// `while cond: body` (TIR's While): an scf.while with no loop-carried
/// values. The condition is evaluated in the before region on every test,
/// so it sees what the body stored (a `T.alloc_var` counter, a scheduler's
/// valid flag); ascend-promote-scalar-slots later makes those values
/// loop-carried.
LogicalResult Importer::emitWhile(const Stmt &stmt) {
  Location at = loc(stmt.loc);
  auto op = builder.create<scf::WhileOp>(at, TypeRange(), ValueRange());
  OpBuilder::InsertionGuard guard(builder);
  builder.createBlock(&op.getBefore());
  pushScope();
  FailureOr<Value> condition = emitCondition(*stmt.value);
  popScope();
  if (failed(condition))
    return failure();
  builder.create<scf::ConditionOp>(loc(stmt.value->loc), *condition,
                                   ValueRange());
  builder.createBlock(&op.getAfter());
  auto yield = builder.create<scf::YieldOp>(at);
  builder.setInsertionPoint(yield);
  pushScope();
  LogicalResult result = emitStatements(stmt.body);
  popScope();
  return result;
}

/// `T.if_then_else(c, a, b)` outside a T.Parallel nest where `a` or `b`
/// reads a buffer at a computed index (TileLang's bounds-guard idiom,
/// `T.if_then_else(k < n, A[k], 0)`): an scf.if that evaluates only the
/// value the condition picks, as TileLang's C output does.
FailureOr<Value> Importer::emitGuardedSelect(const Expr &conditionExpr,
                                             const Expr &a, const Expr &b,
                                             Type hint) {
  FailureOr<Value> condition = emitCondition(conditionExpr);
  if (failed(condition))
    return failure();
  Location at = loc(conditionExpr.loc);
  // The branches first, in an scf.if without results, to learn their
  // common type.
  auto draft = builder.create<scf::IfOp>(at, TypeRange(), *condition,
                                         /*withElseRegion=*/true);
  FailureOr<Value> first, second;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(draft.thenBlock()->getTerminator());
    first = emitScalar(a, hint);
    builder.setInsertionPoint(draft.elseBlock()->getTerminator());
    second = succeeded(first) ? emitScalar(b, first->getType())
                              : FailureOr<Value>(failure());
    if (succeeded(first) && succeeded(second)) {
      Type type = commonType(first->getType(), second->getType());
      builder.setInsertionPoint(draft.thenBlock()->getTerminator());
      first = convert(*first, type, a.loc);
      builder.setInsertionPoint(draft.elseBlock()->getTerminator());
      second = succeeded(first) ? convert(*second, type, b.loc)
                                : FailureOr<Value>(failure());
    }
  }
  if (failed(first) || failed(second)) {
    draft->erase();
    return failure();
  }
  auto select = builder.create<scf::IfOp>(at, first->getType(), *condition,
                                          /*withElseRegion=*/true);
  for (auto [from, to, value] :
       {std::tuple{&draft.getThenRegion(), &select.getThenRegion(), *first},
        std::tuple{&draft.getElseRegion(), &select.getElseRegion(), *second}}) {
    to->takeBody(*from);
    Block &block = to->front();
    block.getTerminator()->erase();
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(&block);
    builder.create<scf::YieldOp>(at, value);
  }
  draft->erase();
  return select.getResult(0);
}
