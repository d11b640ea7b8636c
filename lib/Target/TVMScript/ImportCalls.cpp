//===- ImportCalls.cpp - TVMScript calls to arith, math and tir.intrin ----===//
//
// Typed literals and casts (`T.float32(0.5)`, `T.Cast("float16", x)`),
// TVM's math (`T.exp` ... to the math dialect), `T.max` / `T.min`,
// `T.if_then_else` / `T.Select`, `T.call_extern`, and every other
// `T.<name>(...)` as a tir.intrin: the name tirpto's intrinsic table knows
// (TVM's `shift_right`, TileLang's `tl.ascend_set_flag` printed as
// `T.ascend_set_flag`), or, for a name it does not know, the name as
// printed with a warning, so that the lowering reports it by name.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

/// `T.float32("-inf")`, `T.float32(0.5)`, `T.int32(3)`, `T.bool(True)`.
static FailureOr<Value> emitTyped(Importer &importer, const Expr &call,
                                  Type type) {
  OpBuilder &builder = importer.builder;
  Location l = importer.loc(call.loc);
  if (call.args().size() != 1)
    return importer.error(call.loc,
                          "'" + call.calleeName() + "' takes one value");
  const Expr &arg = *call.args()[0];
  if (arg.kind == ExprKind::Str && isa<FloatType>(type)) {
    double value = llvm::StringSwitch<double>(arg.text)
                       .Cases("inf", "+inf", INFINITY)
                       .Case("-inf", -INFINITY)
                       .Cases("nan", "NaN", NAN)
                       .Default(0.0);
    if (value == 0.0 && !StringRef(arg.text).getAsDouble(value))
      ; // a number spelled as a string
    else if (value == 0.0)
      return importer.error(arg.loc, "expected a number, 'inf', '-inf' or "
                                     "'nan', got '" +
                                         arg.text + "'");
    return builder
        .create<arith::ConstantOp>(l, builder.getFloatAttr(type, value))
        .getResult();
  }
  if (arg.kind == ExprKind::Constant && type.isInteger(1))
    return builder
        .create<arith::ConstantOp>(l, builder.getBoolAttr(arg.text == "True"))
        .getResult();
  // An integer typed by T.int32 indexes like any integer: index.
  Type target = type.isSignlessInteger() && type.getIntOrFloatBitWidth() > 1
                    ? builder.getIndexType()
                    : type;
  if (arg.kind == ExprKind::Int || arg.kind == ExprKind::Float ||
      arg.kind == ExprKind::Unary) {
    if (std::optional<int64_t> value = importer.evalInt(arg);
        value && !isa<FloatType>(target))
      return target.isIndex()
                 ? importer.constantIndex(*value)
                 : builder
                       .create<arith::ConstantOp>(
                           l, builder.getIntegerAttr(target, *value))
                       .getResult();
  }
  return importer.emitScalarAs(arg, target);
}

/// TVM's unary math calls.
static Value emitMath(OpBuilder &builder, Location l, StringRef name, Value x) {
  if (name == "exp")
    return builder.create<math::ExpOp>(l, x);
  if (name == "exp2")
    return builder.create<math::Exp2Op>(l, x);
  if (name == "log")
    return builder.create<math::LogOp>(l, x);
  if (name == "log2")
    return builder.create<math::Log2Op>(l, x);
  if (name == "sqrt")
    return builder.create<math::SqrtOp>(l, x);
  if (name == "rsqrt")
    return builder.create<math::RsqrtOp>(l, x);
  if (name == "tanh")
    return builder.create<math::TanhOp>(l, x);
  if (name == "sin")
    return builder.create<math::SinOp>(l, x);
  if (name == "cos")
    return builder.create<math::CosOp>(l, x);
  if (name == "floor")
    return builder.create<math::FloorOp>(l, x);
  if (name == "ceil")
    return builder.create<math::CeilOp>(l, x);
  if (name == "erf")
    return builder.create<math::ErfOp>(l, x);
  return nullptr;
}

FailureOr<Value> Importer::emitCall(const Expr &call, Type hint,
                                    bool statement) {
  std::string callee = call.calleeName();
  Location l = loc(call.loc);
  if (!StringRef(callee).starts_with("T."))
    return error(call.loc, callee.empty()
                               ? std::string("unsupported call")
                               : "unknown function '" + callee + "'");
  StringRef name = StringRef(callee).drop_front(2);
  ArrayRef<ExprPtr> args = call.args();
  auto scalarArgs = [&](Type argHint) -> FailureOr<SmallVector<Value>> {
    SmallVector<Value> values;
    for (const ExprPtr &arg : args) {
      FailureOr<Value> value = emitScalar(*arg, argHint);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    return values;
  };

  if (std::optional<LogicalResult> atomic =
          emitElementAtomicCall(call, /*statement=*/false))
    return failure(); // An atomic does not yield a value tirpto lowers.
  if (Type type = parseDType(name))
    return emitTyped(*this, call, type);
  if (name == "Cast" || name == "cast") {
    // T.Cast("float16", x) (the printer); T.cast(x, "float16") (the
    // language).
    if (args.size() != 2)
      return error(call.loc, "'" + callee + "' takes a dtype and a value");
    const Expr &dtypeExpr = name == "Cast" ? *args[0] : *args[1];
    const Expr &valueExpr = name == "Cast" ? *args[1] : *args[0];
    FailureOr<Type> type = emitDType(dtypeExpr);
    if (failed(type))
      return failure();
    return emitScalarAs(valueExpr, *type);
  }
  if (name == "reinterpret") {
    if (args.size() != 2)
      return error(call.loc, "expected 'T.reinterpret(dtype, value)'");
    FailureOr<Type> dtype = emitDType(*args[0]);
    if (failed(dtype))
      return failure();
    Type type = *dtype;
    FailureOr<Value> value = emitScalar(*args[1]);
    if (succeeded(value) && value->getType().isIndex())
      value =
          convert(*value, builder.getIntegerType(type.getIntOrFloatBitWidth()),
                  args[1]->loc);
    if (failed(value))
      return failure();
    if (value->getType().getIntOrFloatBitWidth() !=
        type.getIntOrFloatBitWidth())
      return error(call.loc, "'T.reinterpret' between types of different "
                             "widths");
    return builder.create<arith::BitcastOp>(l, type, *value).getResult();
  }
  if (name == "any_of" || name == "all_of")
    return emitAnyAllOf(call, name == "all_of");
  if (name == "infinity" || name == "max_value" || name == "min_value") {
    if (args.size() != 1)
      return error(call.loc, "expected '" + callee + "(dtype)'");
    FailureOr<Type> dtype = emitDType(*args[0]);
    if (failed(dtype))
      return failure();
    Type type = *dtype;
    if (auto floatType = dyn_cast<FloatType>(type)) {
      const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
      APFloat value = name == "infinity" ? APFloat::getInf(semantics)
                      : name == "max_value"
                          ? APFloat::getLargest(semantics)
                          : APFloat::getLargest(semantics, /*Negative=*/true);
      return builder.create<arith::ConstantOp>(l, FloatAttr::get(type, value))
          .getResult();
    }
    if (name == "infinity")
      return error(call.loc, "'T.infinity' of an integer type");
    unsigned width = type.getIntOrFloatBitWidth();
    APInt value = name == "max_value" ? APInt::getSignedMaxValue(width)
                                      : APInt::getSignedMinValue(width);
    return builder.create<arith::ConstantOp>(l, IntegerAttr::get(type, value))
        .getResult();
  }
  if (name == "max" || name == "min") {
    if (args.size() != 2)
      return error(call.loc, "'" + callee + "' takes two values");
    FailureOr<SmallVector<Value>> values = scalarArgs(hint);
    if (failed(values))
      return failure();
    Value a = (*values)[0], b = (*values)[1];
    Type type = isa<FloatType>(a.getType()) ? a.getType() : b.getType();
    if (isa<FloatType>(a.getType()) == isa<FloatType>(b.getType()) &&
        a.getType() != b.getType())
      type = a.getType().isIndex() ? a.getType() : b.getType();
    FailureOr<Value> ca = convert(a, type, call.loc);
    FailureOr<Value> cb = convert(b, type, call.loc);
    if (failed(ca) || failed(cb))
      return failure();
    if (isa<FloatType>(type))
      return name == "max"
                 ? builder.create<arith::MaximumFOp>(l, *ca, *cb).getResult()
                 : builder.create<arith::MinimumFOp>(l, *ca, *cb).getResult();
    return name == "max"
               ? builder.create<arith::MaxSIOp>(l, *ca, *cb).getResult()
               : builder.create<arith::MinSIOp>(l, *ca, *cb).getResult();
  }
  if (name == "Select" || name == "if_then_else") {
    if (args.size() != 3)
      return error(call.loc,
                   "'" + callee + "' takes a condition and two values");
    if (name == "if_then_else" && !insideParallelNest() &&
        (readsBufferAtComputedIndex(*args[1]) ||
         readsBufferAtComputedIndex(*args[2])))
      return emitGuardedSelect(*args[0], *args[1], *args[2], hint);
    FailureOr<std::array<Value, 3>> operands =
        emitSelectOperands(*args[0], *args[1], *args[2], hint);
    if (failed(operands))
      return failure();
    auto [condition, a, b] = *operands;
    if (name == "Select")
      return builder.create<arith::SelectOp>(l, condition, a, b).getResult();
    return builder
        .create<tir::IntrinOp>(l, a.getType(), "if_then_else",
                               ValueRange{condition, a, b}, ArrayAttr())
        .getResult();
  }
  if (name == "abs") {
    FailureOr<SmallVector<Value>> values = scalarArgs(hint);
    if (failed(values) || values->size() != 1)
      return failed(values) ? failure()
                            : error(call.loc, "'T.abs' takes one value");
    Value x = values->front();
    if (isa<FloatType>(x.getType()))
      return builder.create<math::AbsFOp>(l, x).getResult();
    return builder.create<math::AbsIOp>(l, x).getResult();
  }
  if (name == "floordiv" || name == "floormod" || name == "truncdiv" ||
      name == "truncmod" || name == "Div" || name == "Mod" ||
      name == "FloorDiv" || name == "FloorMod") {
    if (args.size() != 2)
      return error(call.loc, "'" + callee + "' takes two values");
    FailureOr<SmallVector<Value>> values = scalarArgs(hint);
    if (failed(values))
      return failure();
    StringRef op = llvm::StringSwitch<StringRef>(name)
                       .Cases("floordiv", "FloorDiv", "//")
                       .Cases("floormod", "FloorMod", "%")
                       .Cases("truncdiv", "Div", "/")
                       .Default("");
    if (!op.empty())
      return emitBinary(op, (*values)[0], (*values)[1], call.loc);
    Type type = commonType((*values)[0].getType(), (*values)[1].getType());
    FailureOr<Value> a = convert((*values)[0], type, call.loc);
    FailureOr<Value> b = convert((*values)[1], type, call.loc);
    if (failed(a) || failed(b))
      return failure();
    return builder.create<arith::RemSIOp>(l, *a, *b).getResult();
  }
  if (args.size() != 1 &&
      llvm::is_contained({"exp", "exp2", "log", "log2", "sqrt", "rsqrt", "tanh",
                          "sin", "cos", "floor", "ceil", "erf", "abs"},
                         name))
    return error(call.loc, "'" + callee + "' takes one value");
  if (args.size() == 1) {
    FailureOr<SmallVector<Value>> values;
    // Only math names reach emitMath; check the name first.
    static const char *const mathNames[] = {"exp",  "exp2",  "log",  "log2",
                                            "sqrt", "rsqrt", "tanh", "sin",
                                            "cos",  "floor", "ceil", "erf"};
    if (llvm::is_contained(mathNames, name)) {
      values = scalarArgs(hint);
      if (failed(values))
        return failure();
      FailureOr<Value> x = values->front();
      if (!isa<FloatType>(x->getType()))
        x = convert(*x, builder.getF32Type(), call.loc);
      if (failed(x))
        return failure();
      return emitMath(builder, l, name, *x);
    }
  }
  if (name == "call_extern" || name == "call_pure_extern") {
    std::optional<std::string> dtype =
        args.size() >= 2 ? evalString(*args[0]) : std::nullopt;
    std::optional<std::string> function =
        args.size() >= 2 ? evalString(*args[1]) : std::nullopt;
    Type type = dtype ? parseDType(*dtype) : Type();
    if (!function)
      return error(call.loc,
                   "expected '" + callee + "(dtype, \"function\", args...)'");
    if (StringRef(*function).starts_with("debug_print_"))
      return emitDebugPrint(call, *function, args.drop_front(2));
    if (!type)
      return error(args[0]->loc, "'" + callee + "' of '" + *function +
                                     "' returns '" + dtype.value_or("?") +
                                     "': only scalar results are supported");
    SmallVector<Value> values;
    for (const ExprPtr &arg : args.drop_front(2)) {
      FailureOr<Value> value = emitScalar(*arg, type);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    return builder.create<tir::CallExternOp>(l, type, *function, values)
        .getResult();
  }
  return emitIntrinsic(call, hint, statement);
}

/// `%` of user text, as printf text.
static std::string escapePercent(StringRef text) {
  std::string escaped;
  for (char c : text) {
    escaped += c;
    if (c == '%')
      escaped += '%';
  }
  return escaped;
}

/// Upstream's T.print, printed as the externs of its macros:
/// `debug_print_msg(msg)`, `debug_print_var(msg, value)` and, per element
/// in a serial loop over a buffer, `debug_print_buffer_value(msg, name, i,
/// buf[...])`: a T.printf (`tl.ascend_printf`, one pto.print per value) of
/// the message and the values, integers with %d and floats with %f.
FailureOr<Value> Importer::emitDebugPrint(const Expr &call, StringRef function,
                                          ArrayRef<ExprPtr> args) {
  size_t arity = llvm::StringSwitch<size_t>(function)
                     .Case("debug_print_msg", 1)
                     .Case("debug_print_var", 2)
                     .Case("debug_print_buffer_value", 4)
                     .Default(0);
  if (!arity)
    return error(call.loc, "'" + function +
                               "' is not one of T.print's externs "
                               "(debug_print_msg, debug_print_var, "
                               "debug_print_buffer_value)");
  if (args.size() != arity || args[0]->kind != ExprKind::Str ||
      (arity == 4 && args[1]->kind != ExprKind::Str))
    return error(call.loc, "expected '" + function + "(" +
                               (arity == 1   ? "\"msg\""
                                : arity == 2 ? "\"msg\", value"
                                             : "\"msg\", \"buffer\", index, "
                                               "value") +
                               ")'");
  // A value as printf prints it: an integer (index, bool) with %d, a float
  // with %f.
  SmallVector<Value> values;
  auto conversionOf = [&](const Expr &expr) -> FailureOr<std::string> {
    FailureOr<Value> value = emitScalar(expr);
    if (failed(value))
      return failure();
    // An index as a 64-bit integer (TIR's int64 constants are indices
    // here), a bool as an int; 64-bit integers with %ld.
    if (value->getType().isIndex())
      value = convert(*value, builder.getI64Type(), expr.loc);
    else if (value->getType().isInteger(1))
      value = convert(*value, builder.getI32Type(), expr.loc);
    if (failed(value))
      return failure();
    values.push_back(*value);
    if (isa<FloatType>(value->getType()))
      return std::string("%f");
    return std::string(value->getType().getIntOrFloatBitWidth() > 32 ? "%ld"
                                                                     : "%d");
  };
  std::string format = escapePercent(args[0]->text);
  if (arity == 2) {
    FailureOr<std::string> conversion = conversionOf(*args[1]);
    if (failed(conversion))
      return failure();
    format += ": " + *conversion;
  } else if (arity == 4) {
    FailureOr<std::string> index = conversionOf(*args[2]);
    if (failed(index))
      return failure();
    FailureOr<std::string> element = conversionOf(*args[3]);
    if (failed(element))
      return failure();
    format += (format.empty() ? "" : " ") + escapePercent(args[1]->text) + "[" +
              *index + "] = " + *element;
  }
  builder.create<tir::IntrinOp>(loc(call.loc), TypeRange(), "tl.ascend_printf",
                                values,
                                builder.getStrArrayAttr({format + "\n"}));
  return Value();
}

FailureOr<Value> Importer::emitIntrinsic(const Expr &call, Type hint,
                                         bool statement) {
  std::string callee = call.calleeName();
  StringRef printed = StringRef(callee).drop_front(2);
  Location l = loc(call.loc);
  // TileLang registers its ops as `tl.<name>` and prints them `T.<name>`;
  // TVM's own as `tir.<name>`, printed `T.<name>` and spelled `<name>` in
  // the tir dialect. `T.tl.simd.vadd` keeps its dotted name.
  std::string name = printed.str();
  const tir::IntrinsicInfo *info = tir::lookupIntrinsic(name);
  if (!info && (info = tir::lookupIntrinsic("tl." + name)))
    name = "tl." + name;
  if (!info) {
    static const char *const pointerOps[] = {"tvm_access_ptr", "address_of",
                                             "type_annotation", "region",
                                             "handle_add_byte_offset"};
    if (llvm::is_contained(pointerOps, printed))
      return error(call.loc, "'" + callee +
                                 "' outside a tile operation: "
                                 "pointer arithmetic of TileLang's lowered "
                                 "TIR; import the tile-level TIR");
  }
  if (!call.keywords.empty())
    return error(call.keywords.front().loc,
                 "keyword argument '" + call.keywords.front().name + "' of '" +
                     callee + "' is not supported");
  for (const ExprPtr &arg : call.args())
    if (lookupBuffer(*arg))
      return error(arg->loc, "'" + callee + "' takes buffer '" +
                                 arg->dottedName() +
                                 "': tirpto does not know this call, and "
                                 "unknown calls take scalars only");
  if (!info)
    warning(call.loc, "unknown TVMScript call '" + callee +
                          "': kept as tir.intrin \"" + name + "\"");
  // Strings are the intrinsic's `args`; the rest are its operands.
  SmallVector<Attribute> strings;
  SmallVector<Value> operands;
  bool integerOps = info && info->operands == tir::IntrinsicOperands::Integer;
  for (const ExprPtr &arg : call.args()) {
    if (arg->kind == ExprKind::Str) {
      // "" names nothing (tilelang-ascend prints wait_cross_flag(f, "")
      // for a wait without a pipe).
      if (!arg->text.empty())
        strings.push_back(builder.getStringAttr(arg->text));
      continue;
    }
    FailureOr<Value> value = emitScalar(*arg, integerOps ? hint : Type());
    if (failed(value))
      return failure();
    operands.push_back(*value);
  }
  // The operand count, checked here when a wrong one leaves the result's
  // type unknown (the tir.intrin verifier checks the rest).
  if (info && info->hasResult && operands.empty() && !hint &&
      info->numOperands != 0)
    return error(call.loc, "'" + callee + "' takes " +
                               std::to_string(info->numOperands) + " operand" +
                               (info->numOperands == 1 ? "" : "s") + ", got 0");
  Type resultType;
  if (info && info->hasResult) {
    // Operands of the result's type (shifts, floordiv, sigmoid ...).
    Type type = operands.empty() ? hint : operands.back().getType();
    for (Value operand : operands)
      if (!operand.getType().isInteger(1))
        type = commonType(type, operand.getType());
    for (Value &operand : operands)
      if (!operand.getType().isInteger(1) || !info ||
          info->operands != tir::IntrinsicOperands::Select) {
        FailureOr<Value> converted = convert(operand, type, call.loc);
        if (failed(converted))
          return failure();
        operand = *converted;
      }
    resultType = type;
  } else {
    // Event and flag ids are i32, as TileLang types them.
    for (Value &operand : operands)
      if (operand.getType().isIndex()) {
        FailureOr<Value> converted =
            convert(operand, builder.getI32Type(), call.loc);
        if (failed(converted))
          return failure();
        operand = *converted;
      }
    if (!info && !statement) {
      if (!hint)
        return error(call.loc, "the type of '" + callee + "' is unknown here");
      resultType = hint;
    }
  }
  if (info && !info->hasResult && !statement)
    return error(call.loc, "'" + callee + "' yields no value");
  auto op = builder.create<tir::IntrinOp>(
      l, resultType ? TypeRange(resultType) : TypeRange(), name, operands,
      strings.empty() ? ArrayAttr() : builder.getArrayAttr(strings));
  return op.getNumResults() ? op.getResult() : Value();
}

std::optional<std::string> Importer::bufferNameOf(const Expr &expr) {
  if (expr.kind != ExprKind::Name)
    return std::nullopt;
  const Binding *binding = lookup(expr.text);
  if (!binding ||
      (binding->kind != Binding::Buffer && binding->kind != Binding::Handle))
    return std::nullopt;
  Value buffer = binding->kind == Binding::Buffer ? binding->value
                 : binding->handle >= 0 ? handles[binding->handle].storage
                                        : Value();
  if (auto alloc = buffer ? buffer.getDefiningOp<tir::AllocBufferOp>()
                          : tir::AllocBufferOp();
      alloc && alloc.getName())
    return alloc.getName()->str();
  return expr.text;
}

FailureOr<Attribute> Importer::emitAttribute(const Expr &expr) {
  switch (expr.kind) {
  case ExprKind::Int:
    return Attribute(builder.getI64IntegerAttr(expr.intValue));
  case ExprKind::Float:
    return Attribute(builder.getF64FloatAttr(expr.floatValue));
  case ExprKind::Str:
    return Attribute(builder.getStringAttr(expr.text));
  case ExprKind::Constant:
    if (expr.text == "None")
      return Attribute(builder.getUnitAttr());
    return Attribute(builder.getBoolAttr(expr.text == "True"));
  case ExprKind::Name:
    // A buffer (or its storage var) in an annotation map stands for its
    // name.
    if (std::optional<std::string> name = bufferNameOf(expr))
      return Attribute(builder.getStringAttr(*name));
    break;
  case ExprKind::Tuple:
  case ExprKind::List: {
    SmallVector<Attribute> items;
    for (const ExprPtr &item : expr.items) {
      FailureOr<Attribute> attr = emitAttribute(*item);
      if (failed(attr))
        return failure();
      items.push_back(*attr);
    }
    return Attribute(builder.getArrayAttr(items));
  }
  case ExprKind::Dict: {
    SmallVector<NamedAttribute> entries;
    for (size_t i = 0; i + 1 < expr.items.size(); i += 2) {
      const Expr &key = *expr.items[i];
      std::optional<std::string> name = evalString(key);
      if (!name)
        name = bufferNameOf(key);
      if (!name)
        return error(key.loc, "expected a string or a buffer as a key");
      FailureOr<Attribute> value = emitAttribute(*expr.items[i + 1]);
      if (failed(value))
        return failure();
      entries.push_back(builder.getNamedAttr(*name, *value));
    }
    return Attribute(builder.getDictionaryAttr(entries));
  }
  case ExprKind::Subscript:
    // `metadata["tl.Layout"][0]`: an object the printer omits (a layout).
    for (const Expr *base = &expr; base;
         base = base->items.empty() ? nullptr : base->items[0].get())
      if (base->kind == ExprKind::Name && base->text == "metadata")
        return Attribute(builder.getStringAttr("metadata"));
    break;
  case ExprKind::Unary:
  case ExprKind::Call:
  case ExprKind::Binary:
    if (std::optional<int64_t> value = evalInt(expr))
      return Attribute(builder.getI64IntegerAttr(*value));
    if (expr.kind == ExprKind::Call && expr.calleeName() == "T.bool" &&
        expr.args().size() == 1)
      return emitAttribute(*expr.args()[0]);
    break;
  default:
    break;
  }
  return error(expr.loc, "expected a constant annotation value");
}
