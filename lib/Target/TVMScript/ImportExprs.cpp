//===- ImportExprs.cpp - TVMScript expressions to arith, math and tir -----===//
//
// Scalar expressions: integers are `index` values (they index buffers and
// bound loops) unless they come from integer buffers; floats keep their
// dtype; untyped literals take the type of the other operand. Python's
// operators map to arith (`//` to floordivsi, `%` to tir's floormod), TVM's
// math calls to math, other `T.<name>` calls to tir.intrin.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

Type Importer::parseDType(StringRef dtype) {
  return llvm::StringSwitch<Type>(dtype)
      .Case("float32", builder.getF32Type())
      .Case("float16", builder.getF16Type())
      .Case("bfloat16", builder.getBF16Type())
      .Case("float64", builder.getF64Type())
      .Cases("int8", "uint8", builder.getI8Type())
      .Cases("int16", "uint16", builder.getI16Type())
      .Cases("int32", "uint32", builder.getI32Type())
      .Cases("int64", "uint64", builder.getI64Type())
      .Case("bool", builder.getI1Type())
      .Default(Type());
}

LogicalResult Importer::reportNotBuffer(const Expr &expr) {
  std::string name = expr.dottedName();
  const Binding *binding = name.empty() ? nullptr : lookup(name);
  if (binding && binding->kind == Binding::Poisoned)
    return failure(); // its definition's error was reported
  if (name.empty())
    return error(expr.loc, "expected a buffer name");
  if (!binding)
    return error(expr.loc, "unknown name '" + name + "'");
  return error(expr.loc, "'" + name + "' is not a buffer");
}

Value Importer::lookupBuffer(const Expr &expr) {
  if (expr.kind != ExprKind::Name)
    return nullptr;
  const Binding *binding = lookup(expr.text);
  if (!binding || binding->kind != Binding::Buffer)
    return nullptr;
  return binding->value;
}

FailureOr<Type> Importer::emitDType(const Expr &expr) {
  std::optional<std::string> text = evalString(expr);
  if (!text)
    return error(expr.loc, "expected a dtype string");
  if (Type type = parseDType(*text))
    return type;
  return error(expr.loc, "unsupported dtype '" + *text + "'");
}

std::optional<std::string> Importer::evalString(const Expr &expr) {
  if (expr.kind == ExprKind::Str)
    return expr.text;
  return std::nullopt;
}

std::optional<bool> Importer::evalBool(const Expr &expr) {
  if (expr.kind == ExprKind::Constant && expr.text != "None")
    return expr.text == "True";
  if (expr.kind == ExprKind::Call && expr.calleeName() == "T.bool" &&
      expr.args().size() == 1)
    return evalBool(*expr.args()[0]);
  if (std::optional<int64_t> value = evalInt(expr))
    return *value != 0;
  return std::nullopt;
}

std::optional<int64_t> Importer::evalInt(const Expr &expr) {
  switch (expr.kind) {
  case ExprKind::Int:
    return expr.intValue;
  case ExprKind::Unary:
    if (expr.text == "-")
      if (std::optional<int64_t> value = evalInt(*expr.items[0]);
          value && *value != std::numeric_limits<int64_t>::min())
        return -*value;
    if (expr.text == "+")
      return evalInt(*expr.items[0]);
    return std::nullopt;
  case ExprKind::Call: {
    // T.int32(5), T.int64(5).
    std::string callee = expr.calleeName();
    Type type = StringRef(callee).starts_with("T.")
                    ? parseDType(StringRef(callee).drop_front(2))
                    : Type();
    if (type && type.isSignlessInteger() && expr.args().size() == 1)
      return evalInt(*expr.args()[0]);
    // T.Select(c, a, a) of one constant (how T.Persistent prints an
    // annotation it computes per iteration, here the same in each).
    if ((callee == "T.Select" || callee == "T.if_then_else") &&
        expr.args().size() == 3) {
      std::optional<int64_t> a = evalInt(*expr.args()[1]);
      if (a && a == evalInt(*expr.args()[2]))
        return a;
    }
    return std::nullopt;
  }
  case ExprKind::Name: {
    const Binding *binding = lookup(expr.text);
    if (!binding || binding->kind != Binding::Scalar || !binding->value)
      return std::nullopt;
    IntegerAttr attr;
    if (auto constant = binding->value.getDefiningOp<arith::ConstantOp>())
      if ((attr = dyn_cast<IntegerAttr>(constant.getValue())))
        return attr.getInt();
    return std::nullopt;
  }
  case ExprKind::Binary: {
    std::optional<int64_t> lhs = evalInt(*expr.items[0]);
    std::optional<int64_t> rhs = evalInt(*expr.items[1]);
    if (!lhs || !rhs)
      return std::nullopt;
    StringRef op = expr.text;
    int64_t result;
    // Overflowing constants are not folded (they are emitted as written).
    if (op == "+")
      return llvm::AddOverflow(*lhs, *rhs, result) ? std::nullopt
                                                   : std::optional(result);
    if (op == "-")
      return llvm::SubOverflow(*lhs, *rhs, result) ? std::nullopt
                                                   : std::optional(result);
    if (op == "*")
      return llvm::MulOverflow(*lhs, *rhs, result) ? std::nullopt
                                                   : std::optional(result);
    if ((op == "//" || op == "%") && *rhs != 0 &&
        !(*rhs == -1 && *lhs == std::numeric_limits<int64_t>::min())) {
      int64_t quotient = *lhs / *rhs;
      if ((*lhs % *rhs != 0) && ((*lhs < 0) != (*rhs < 0)))
        --quotient;
      return op == "//" ? quotient : *lhs - quotient * *rhs;
    }
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

std::optional<LinearForm> Importer::evalLinear(const Expr &expr) {
  if (std::optional<int64_t> value = evalInt(expr)) {
    LinearForm form;
    form.constant = *value;
    return form;
  }
  switch (expr.kind) {
  case ExprKind::Name: {
    const Binding *binding = lookup(expr.text);
    if (!binding || binding->kind != Binding::Scalar)
      return std::nullopt;
    // A let is its definition where that is linear; otherwise (a
    // definition reading a buffer, a division) it is a term of its own,
    // so that `end - begin` with `end = begin + 8192` still cancels.
    if (binding->definition)
      if (std::optional<LinearForm> form = evalLinear(*binding->definition))
        return form;
    LinearForm form;
    form.terms[expr.text] = 1;
    return form;
  }
  case ExprKind::Unary:
    if (expr.text == "-")
      if (std::optional<LinearForm> form = evalLinear(*expr.items[0])) {
        for (auto &term : form->terms)
          term.second = -term.second;
        form->constant = -form->constant;
        return form;
      }
    return std::nullopt;
  case ExprKind::Binary: {
    StringRef op = expr.text;
    if (op != "+" && op != "-" && op != "*")
      return std::nullopt;
    std::optional<LinearForm> lhs = evalLinear(*expr.items[0]);
    std::optional<LinearForm> rhs = evalLinear(*expr.items[1]);
    if (!lhs || !rhs)
      return std::nullopt;
    if (op == "*") {
      // Linear only when one side is a constant.
      if (!rhs->terms.empty())
        std::swap(lhs, rhs);
      if (!rhs->terms.empty())
        return std::nullopt;
      for (auto &term : lhs->terms)
        term.second *= rhs->constant;
      lhs->constant *= rhs->constant;
      return lhs;
    }
    int64_t sign = op == "+" ? 1 : -1;
    for (auto &[name, coefficient] : rhs->terms)
      lhs->terms[name] += sign * coefficient;
    lhs->constant += sign * rhs->constant;
    return lhs;
  }
  default:
    return std::nullopt;
  }
}

std::optional<int64_t> Importer::evalConstant(const Expr &expr) {
  if (std::optional<int64_t> value = evalInt(expr))
    return value;
  std::optional<LinearForm> form = evalLinear(expr);
  if (!form || llvm::any_of(form->terms,
                            [](const auto &term) { return term.second != 0; }))
    return std::nullopt;
  return form->constant;
}

FailureOr<Value> Importer::convert(Value value, Type type, Loc at) {
  Type from = value.getType();
  if (from == type)
    return value;
  Location l = loc(at);
  auto isInt = [](Type t) { return t.isIndex() || t.isSignlessInteger(); };
  if (type.isInteger(1)) {
    // Python truthiness: a non-zero value.
    if (isa<FloatType>(from)) {
      Value zero =
          builder.create<arith::ConstantOp>(l, builder.getFloatAttr(from, 0));
      return builder
          .create<arith::CmpFOp>(l, arith::CmpFPredicate::UNE, value, zero)
          .getResult();
    }
    if (isInt(from)) {
      Value zero = from.isIndex() ? constantIndex(0)
                                  : builder.create<arith::ConstantOp>(
                                        l, builder.getIntegerAttr(from, 0));
      return builder
          .create<arith::CmpIOp>(l, arith::CmpIPredicate::ne, value, zero)
          .getResult();
    }
  }
  if (from.isInteger(1)) {
    // True is 1, not -1: zero-extend first.
    if (isa<FloatType>(type))
      return builder.create<arith::UIToFPOp>(l, type, value).getResult();
    if (type.isIndex())
      return builder.create<arith::IndexCastUIOp>(l, type, value).getResult();
  }
  if (isInt(from) && isInt(type)) {
    if (from.isIndex() || type.isIndex())
      return builder.create<arith::IndexCastOp>(l, type, value).getResult();
    unsigned fromWidth = from.getIntOrFloatBitWidth();
    unsigned toWidth = type.getIntOrFloatBitWidth();
    if (toWidth == 1) {
      Value zero =
          builder.create<arith::ConstantOp>(l, builder.getIntegerAttr(from, 0));
      return builder
          .create<arith::CmpIOp>(l, arith::CmpIPredicate::ne, value, zero)
          .getResult();
    }
    if (fromWidth == 1)
      return builder.create<arith::ExtUIOp>(l, type, value).getResult();
    if (fromWidth < toWidth)
      return builder.create<arith::ExtSIOp>(l, type, value).getResult();
    return builder.create<arith::TruncIOp>(l, type, value).getResult();
  }
  if (isInt(from) && isa<FloatType>(type)) {
    if (from.isIndex())
      value =
          builder.create<arith::IndexCastOp>(l, builder.getI64Type(), value);
    return builder.create<arith::SIToFPOp>(l, type, value).getResult();
  }
  if (isa<FloatType>(from) && isInt(type)) {
    Type target = type.isIndex() ? builder.getI64Type() : type;
    Value result = builder.create<arith::FPToSIOp>(l, target, value);
    if (type.isIndex())
      result = builder.create<arith::IndexCastOp>(l, type, result);
    return result;
  }
  if (isa<FloatType>(from) && isa<FloatType>(type)) {
    if (from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth())
      return builder.create<arith::ExtFOp>(l, type, value).getResult();
    return builder.create<arith::TruncFOp>(l, type, value).getResult();
  }
  return error(at, "cannot convert a value of type " + typeString(from) +
                       " to " + typeString(type));
}

/// Is `expr` an untyped literal (its type comes from its use)?
static bool isLiteral(const Expr &expr) {
  if (expr.kind == ExprKind::Int || expr.kind == ExprKind::Float)
    return true;
  return expr.kind == ExprKind::Unary && expr.text == "-" &&
         isLiteral(*expr.items[0]);
}

/// A constant of `type` from a literal's value (ints, floats, "inf").
static FailureOr<Value> makeConstant(Importer &importer, Type type,
                                     double floatValue, int64_t intValue,
                                     bool isFloat, Loc at) {
  OpBuilder &builder = importer.builder;
  Location l = importer.loc(at);
  if (isa<FloatType>(type))
    return builder
        .create<arith::ConstantOp>(
            l,
            builder.getFloatAttr(type, isFloat ? floatValue : double(intValue)))
        .getResult();
  if (isFloat)
    return importer.error(at, "a float literal where an integer (" +
                                  typeString(type) + ") is expected");
  if (type.isIndex())
    return importer.constantIndex(intValue);
  return builder
      .create<arith::ConstantOp>(l, builder.getIntegerAttr(type, intValue))
      .getResult();
}

static FailureOr<Value> emitLiteral(Importer &importer, const Expr &expr,
                                    Type type) {
  bool negate = false;
  const Expr *literal = &expr;
  while (literal->kind == ExprKind::Unary) {
    if (literal->text == "-")
      negate = !negate;
    literal = literal->items[0].get();
  }
  bool isFloat = literal->kind == ExprKind::Float;
  // A float literal next to an integer is a float (`n + 0.5`).
  if (!type || type.isInteger(1) || (isFloat && !isa<FloatType>(type)))
    type = isFloat ? Type(importer.builder.getF32Type())
                   : Type(importer.builder.getIndexType());
  double floatValue = negate ? -literal->floatValue : literal->floatValue;
  int64_t intValue = negate ? -literal->intValue : literal->intValue;
  return makeConstant(importer, type, floatValue, intValue, isFloat, expr.loc);
}

Value Importer::constantIndex(int64_t value) {
  return builder.create<arith::ConstantIndexOp>(builder.getUnknownLoc(), value);
}

FailureOr<Value> Importer::emitScalarAs(const Expr &expr, Type type) {
  if (isLiteral(expr)) {
    FailureOr<Value> literal = emitLiteral(*this, expr, type);
    if (failed(literal))
      return failure();
    return convert(*literal, type, expr.loc);
  }
  FailureOr<Value> value = emitScalar(expr, type);
  if (failed(value))
    return failure();
  return convert(*value, type, expr.loc);
}

FailureOr<Value> Importer::emitIndex(const Expr &expr) {
  return emitScalarAs(expr, builder.getIndexType());
}

/// The common type of two operands: index over narrower integers, floats
/// over integers, the wider of two floats or integers.
Type mlir::tirpto::tvmscript::commonType(Type a, Type b) {
  if (a == b)
    return a;
  bool aFloat = isa<FloatType>(a), bFloat = isa<FloatType>(b);
  if (aFloat != bFloat)
    return aFloat ? a : b;
  if (aFloat)
    return a.getIntOrFloatBitWidth() >= b.getIntOrFloatBitWidth() ? a : b;
  if (a.isIndex() || b.isIndex())
    return a.isIndex() ? a : b;
  return a.getIntOrFloatBitWidth() >= b.getIntOrFloatBitWidth() ? a : b;
}

FailureOr<Value> Importer::emitBinary(StringRef op, Value lhs, Value rhs,
                                      Loc at) {
  Location l = loc(at);
  if (op == "and" || op == "or") {
    FailureOr<Value> a = convert(lhs, builder.getI1Type(), at);
    FailureOr<Value> b = convert(rhs, builder.getI1Type(), at);
    if (failed(a) || failed(b))
      return failure();
    if (op == "and")
      return builder.create<arith::AndIOp>(l, *a, *b).getResult();
    return builder.create<arith::OrIOp>(l, *a, *b).getResult();
  }
  Type type = commonType(lhs.getType(), rhs.getType());
  FailureOr<Value> a = convert(lhs, type, at);
  FailureOr<Value> b = convert(rhs, type, at);
  if (failed(a) || failed(b))
    return failure();
  bool isFloat = isa<FloatType>(type);
  if (isFloat) {
    std::optional<arith::CmpFPredicate> predicate =
        llvm::StringSwitch<std::optional<arith::CmpFPredicate>>(op)
            .Case("<", arith::CmpFPredicate::OLT)
            .Case("<=", arith::CmpFPredicate::OLE)
            .Case(">", arith::CmpFPredicate::OGT)
            .Case(">=", arith::CmpFPredicate::OGE)
            .Case("==", arith::CmpFPredicate::OEQ)
            .Case("!=", arith::CmpFPredicate::UNE)
            .Default(std::nullopt);
    if (predicate)
      return builder.create<arith::CmpFOp>(l, *predicate, *a, *b).getResult();
    if (op == "+")
      return builder.create<arith::AddFOp>(l, *a, *b).getResult();
    if (op == "-")
      return builder.create<arith::SubFOp>(l, *a, *b).getResult();
    if (op == "*")
      return builder.create<arith::MulFOp>(l, *a, *b).getResult();
    if (op == "/")
      return builder.create<arith::DivFOp>(l, *a, *b).getResult();
    return error(at, "operator '" + op + "' on floating-point values");
  }
  std::optional<arith::CmpIPredicate> predicate =
      llvm::StringSwitch<std::optional<arith::CmpIPredicate>>(op)
          .Case("<", arith::CmpIPredicate::slt)
          .Case("<=", arith::CmpIPredicate::sle)
          .Case(">", arith::CmpIPredicate::sgt)
          .Case(">=", arith::CmpIPredicate::sge)
          .Case("==", arith::CmpIPredicate::eq)
          .Case("!=", arith::CmpIPredicate::ne)
          .Default(std::nullopt);
  if (predicate)
    return builder.create<arith::CmpIOp>(l, *predicate, *a, *b).getResult();
  if (op == "+")
    return builder.create<arith::AddIOp>(l, *a, *b).getResult();
  if (op == "-")
    return builder.create<arith::SubIOp>(l, *a, *b).getResult();
  if (op == "*")
    return builder.create<arith::MulIOp>(l, *a, *b).getResult();
  if (op == "//")
    return builder.create<arith::FloorDivSIOp>(l, *a, *b).getResult();
  if (op == "/")
    return builder.create<arith::DivSIOp>(l, *a, *b).getResult();
  if (type.isInteger(1)) {
    if (op == "&")
      return builder.create<arith::AndIOp>(l, *a, *b).getResult();
    if (op == "|")
      return builder.create<arith::OrIOp>(l, *a, *b).getResult();
    if (op == "^")
      return builder.create<arith::XOrIOp>(l, *a, *b).getResult();
  }
  StringRef intrinsic = llvm::StringSwitch<StringRef>(op)
                            .Case("%", "floormod")
                            .Case("&", "bitwise_and")
                            .Case("|", "bitwise_or")
                            .Case("^", "bitwise_xor")
                            .Case("<<", "shift_left")
                            .Case(">>", "shift_right")
                            .Default("");
  if (intrinsic.empty())
    return error(at, "operator '" + op + "' is not supported");
  return builder
      .create<tir::IntrinOp>(l, type, intrinsic, ValueRange{*a, *b},
                             ArrayAttr())
      .getResult();
}

FailureOr<std::array<Value, 3>>
Importer::emitSelectOperands(const Expr &condition, const Expr &a,
                             const Expr &b, Type hint) {
  FailureOr<Value> flag = emitScalarAs(condition, builder.getI1Type());
  FailureOr<Value> first = emitScalar(a, hint);
  if (failed(flag) || failed(first))
    return failure();
  FailureOr<Value> second = emitScalar(b, first->getType());
  if (failed(second))
    return failure();
  // Both choices in their common type (an int and a float: the float).
  Type type = commonType(first->getType(), second->getType());
  first = convert(*first, type, a.loc);
  second = convert(*second, type, b.loc);
  if (failed(first) || failed(second))
    return failure();
  return std::array<Value, 3>{*flag, *first, *second};
}

FailureOr<Value> Importer::emitScalar(const Expr &expr, Type hint) {
  Location l = loc(expr.loc);
  switch (expr.kind) {
  case ExprKind::Int:
  case ExprKind::Float:
    return emitLiteral(*this, expr, hint);
  case ExprKind::Constant:
    if (expr.text == "None")
      return error(expr.loc, "'None' is not a value");
    return builder
        .create<arith::ConstantOp>(l, builder.getBoolAttr(expr.text == "True"))
        .getResult();
  case ExprKind::Name: {
    const Binding *binding = lookup(expr.text);
    if (!binding)
      return error(expr.loc, "unknown name '" + expr.text + "'");
    switch (binding->kind) {
    case Binding::Scalar:
      return binding->value;
    case Binding::Poisoned:
      return failure();
    case Binding::Symbolic:
      return error(expr.loc,
                   "variable '" + expr.text + "' is used before it is bound");
    case Binding::Deferred: {
      // Its definition, here, where its variables are bound.
      const Binding copy = *binding;
      return emitScalarAs(*copy.definition, copy.type);
    }
    case Binding::ThreadIdx:
      return error(expr.loc, "'" + expr.text +
                                 "' is TileLang's GPU thread "
                                 "index (" +
                                 binding->text + "): Ascend kernels have none");
    default:
      return error(expr.loc, "'" + expr.text + "' is a buffer, not a value");
    }
  }
  case ExprKind::Subscript: {
    Value buffer = lookupBuffer(*expr.items[0]);
    if (!buffer)
      return reportNotBuffer(*expr.items[0]);
    auto type = cast<MemRefType>(buffer.getType());
    ArrayRef<ExprPtr> indices = ArrayRef(expr.items).drop_front();
    if (int64_t(indices.size()) != type.getRank())
      return error(expr.loc, "buffer '" + expr.items[0]->dottedName() +
                                 "' has rank " + Twine(type.getRank()) +
                                 ", indexed with " + Twine(indices.size()) +
                                 " indices");
    SmallVector<Value> values;
    for (const ExprPtr &index : indices) {
      if (index->kind == ExprKind::Slice)
        return error(index->loc, "a slice of '" + expr.items[0]->dottedName() +
                                     "' where a value is expected");
      FailureOr<Value> value = emitIndex(*index);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    return builder.create<memref::LoadOp>(l, buffer, values).getResult();
  }
  case ExprKind::Binary: {
    const Expr &lhsExpr = *expr.items[0];
    const Expr &rhsExpr = *expr.items[1];
    // `and` / `or` reading buffers: short-circuited (emitCondition).
    if ((expr.text == "and" || expr.text == "or") &&
        readsBufferAtComputedIndex(expr) && !insideParallelNest())
      return emitCondition(expr);
    // T.ceildiv(x, c) prints as (x + c - 1) // c (TIR has no ceildiv):
    // arith.ceildivsi, as the tir dialect spells it.
    if (expr.text == "//")
      if (std::optional<int64_t> divisor = evalInt(rhsExpr); divisor > 0)
        if (std::optional<LinearForm> dividend = evalLinear(lhsExpr);
            dividend && dividend->constant == *divisor - 1 &&
            dividend->terms.size() == 1 && lhsExpr.kind == ExprKind::Binary) {
          // The dividend without its constant: x itself.
          const Expr *base = &lhsExpr;
          while (base->kind == ExprKind::Binary &&
                 (base->text == "+" || base->text == "-") &&
                 evalInt(*base->items[1]))
            base = base->items[0].get();
          std::optional<LinearForm> baseForm = evalLinear(*base);
          if (baseForm && baseForm->constant == 0) {
            FailureOr<Value> x = emitIndex(*base);
            if (failed(x))
              return failure();
            return builder
                .create<arith::CeilDivSIOp>(l, *x, constantIndex(*divisor))
                .getResult();
          }
        }
    // (a * c1) // c2 with c2 dividing c1 is a * (c1 / c2), exactly (TVM
    // prints `vid * 128 // 2` unfolded).
    if (expr.text == "//" && lhsExpr.kind == ExprKind::Binary &&
        lhsExpr.text == "*")
      if (std::optional<int64_t> divisor = evalInt(rhsExpr); divisor > 0)
        if (std::optional<int64_t> factor = evalInt(*lhsExpr.items[1]);
            factor && *factor % *divisor == 0) {
          FailureOr<Value> a = emitIndex(*lhsExpr.items[0]);
          if (failed(a))
            return failure();
          return builder
              .create<arith::MulIOp>(l, *a, constantIndex(*factor / *divisor))
              .getResult();
        }
    // An untyped literal takes the type of the other operand.
    FailureOr<Value> lhs, rhs;
    if (isLiteral(lhsExpr) && !isLiteral(rhsExpr)) {
      rhs = emitScalar(rhsExpr, hint);
      if (failed(rhs))
        return failure();
      lhs = emitLiteral(*this, lhsExpr, rhs->getType());
    } else {
      lhs = emitScalar(lhsExpr, hint);
      if (failed(lhs))
        return failure();
      rhs = isLiteral(rhsExpr) ? emitLiteral(*this, rhsExpr, lhs->getType())
                               : emitScalar(rhsExpr, hint);
    }
    if (failed(lhs) || failed(rhs))
      return failure();
    return emitBinary(expr.text, *lhs, *rhs, expr.loc);
  }
  case ExprKind::Unary: {
    if (isLiteral(expr))
      return emitLiteral(*this, expr, hint);
    FailureOr<Value> operand = emitScalar(*expr.items[0], hint);
    if (failed(operand))
      return failure();
    Type type = operand->getType();
    if (expr.text == "+")
      return operand;
    if (expr.text == "-") {
      if (isa<FloatType>(type))
        return builder.create<arith::NegFOp>(l, *operand).getResult();
      Value zero = type.isIndex() ? constantIndex(0)
                                  : builder.create<arith::ConstantOp>(
                                        l, builder.getIntegerAttr(type, 0));
      return builder.create<arith::SubIOp>(l, zero, *operand).getResult();
    }
    if (expr.text == "not") {
      FailureOr<Value> flag = convert(*operand, builder.getI1Type(), expr.loc);
      if (failed(flag))
        return failure();
      Value one =
          builder.create<arith::ConstantOp>(l, builder.getBoolAttr(true));
      return builder.create<arith::XOrIOp>(l, *flag, one).getResult();
    }
    if (isa<FloatType>(type))
      return error(expr.loc, "'~' on a floating-point value");
    return builder
        .create<tir::IntrinOp>(l, type, "bitwise_not", ValueRange{*operand},
                               ArrayAttr())
        .getResult();
  }
  case ExprKind::IfElse: {
    FailureOr<std::array<Value, 3>> operands = emitSelectOperands(
        *expr.items[0], *expr.items[1], *expr.items[2], hint);
    if (failed(operands))
      return failure();
    auto [condition, a, b] = *operands;
    return builder.create<arith::SelectOp>(l, condition, a, b).getResult();
  }
  case ExprKind::Call: {
    FailureOr<Value> value = emitCall(expr, hint, /*statement=*/false);
    if (succeeded(value) && !*value)
      return error(expr.loc, "'" + expr.calleeName() + "' yields no value");
    return value;
  }
  case ExprKind::Str:
    return error(expr.loc, "a string where a value is expected");
  default:
    return error(expr.loc, "expected a scalar expression");
  }
}
