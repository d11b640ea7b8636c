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

FailureOr<Value> Importer::emitCondition(const Expr &expr) {
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
