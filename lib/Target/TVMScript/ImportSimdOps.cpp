//===- ImportSimdOps.cpp - T.simd register ops ----------------------------===//
//
// TileLang's register-level vector ops, `T.simd.*` inside `T.SimdVF()`
// (ops `tl.simd.*`, printed `T.tl.simd.vld(...)`; `T.simd.vld(...)` is read
// too): registers become upstream `vector` values (`vector<L x T>`, L lanes
// of T filling the 2048-bit register), which tir-expand-vector-registers
// holds in ub buffers. Masks (`T.simd.pset`) are compile-time constants:
// an op is lowered where its mask covers the lanes it needs.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tvmscript;

/// The bits of a vector register (2048: 64 f32, 128 f16 / bf16 lanes).
static constexpr int64_t kRegisterBits = 2048;

/// The op name of a `T.tl.simd.<op>` / `T.simd.<op>` call, "" otherwise.
static std::string getSimdOp(const Expr &expr) {
  if (expr.kind != ExprKind::Call)
    return "";
  std::string callee = expr.calleeName();
  StringRef name(callee);
  if (name.consume_front("T.tl.simd.") || name.consume_front("T.simd."))
    return name.str();
  return "";
}

bool Importer::isSimdCall(const Expr &expr) { return !getSimdOp(expr).empty(); }

namespace {
/// A value of T.simd code: a register, a lane-0 result (a lane reduction,
/// whose other lanes are 0), or a mask.
struct SimdValue {
  enum Kind { Register, LaneZero, Mask } kind = Register;
  Value value;             // Register: vector; LaneZero: the scalar
  bool unpacked = false;   // Register: an UNPK load (the low half of lanes)
  bool isUnsigned = false; // Register: lanes of an unsigned integer type
  int64_t maskLanes = -1;  // Mask: the active leading elements, -1 all
  int64_t maskBits = 32;   // Mask: the element width it counts in
};
} // namespace

/// Whether `mask` activates every lane of a register of `element`.
static bool coversAll(const SimdValue &mask, Type element) {
  if (mask.maskLanes < 0)
    return true;
  return mask.maskLanes * mask.maskBits >= kRegisterBits &&
         element.getIntOrFloatBitWidth() <= uint64_t(mask.maskBits);
}

/// `float32x64` as vector<64xf32> (`boolx256`, a mask, as null).
static VectorType parseVectorDType(Importer &importer, StringRef dtype) {
  size_t x = dtype.rfind('x');
  int64_t lanes;
  if (x == StringRef::npos || dtype.substr(x + 1).getAsInteger(10, lanes) ||
      lanes <= 0)
    return {};
  Type element = importer.parseDType(dtype.substr(0, x));
  if (!element || element.isInteger(1))
    return {};
  return VectorType::get({lanes}, element);
}

/// The pieces of the common T.simd calls, shared by the ops below.
namespace {
class SimdImporter {
public:
  SimdImporter(Importer &importer) : importer(importer) {}

  FailureOr<SimdValue> emit(const Expr &expr, VectorType hint);
  LogicalResult emitStatement(const Expr &call);

private:
  Importer &importer;
  OpBuilder &builder() { return importer.builder; }

  LogicalResult error(const Expr &at, const Twine &message) {
    return importer.error(at.loc, message);
  }
  FailureOr<SimdValue> emitRegister(const Expr &expr, StringRef spelling);
  FailureOr<SimdValue> emitMask(const Expr &expr);
  LogicalResult requireFull(const Expr &call, StringRef op,
                            ArrayRef<ExprPtr> args, size_t maskIndex,
                            Type element);
  FailureOr<std::pair<Value, SmallVector<Value>>> emitAddress(const Expr &expr,
                                                              StringRef op);
  FailureOr<SimdValue> emitLoad(const Expr &call, StringRef op,
                                VectorType hint);
  FailureOr<SimdValue> emitConvert(const Expr &call, VectorType hint);
  /// The distribution of a load or store: its argument at `position`, or
  /// its `dist=` keyword, "NORM" without either ("?" if not a string).
  std::string readDist(const Expr &call, size_t position) {
    const Expr *dist = call.keyword("dist");
    if (!dist && call.args().size() > position)
      dist = call.args()[position].get();
    return dist ? importer.evalString(*dist).value_or("?") : "NORM";
  }
};
} // namespace

FailureOr<SimdValue> SimdImporter::emitRegister(const Expr &expr,
                                                StringRef spelling) {
  FailureOr<SimdValue> value = emit(expr, VectorType());
  if (failed(value))
    return failure();
  if (value->kind == SimdValue::Mask)
    return error(expr, "'T.simd." + spelling +
                           "' expects a register here, not a mask");
  if (value->kind == SimdValue::LaneZero)
    return error(expr, "the result of a lane reduction (T.simd.vcadd / "
                       "vcmax / vcmin) is supported as the value of a "
                       "'ONEPT_*' T.simd.vsts only, not as an operand of "
                       "'T.simd." +
                           spelling + "'");
  if (value->unpacked)
    return error(expr, "an unpacked register (T.simd.vld with 'UNPK_*') "
                       "is supported as the source of a widening "
                       "T.simd.vcvt only, not as an operand of 'T.simd." +
                           spelling + "'");
  return value;
}

FailureOr<SimdValue> SimdImporter::emitMask(const Expr &expr) {
  FailureOr<SimdValue> value = emit(expr, VectorType());
  if (failed(value))
    return failure();
  if (value->kind != SimdValue::Mask)
    return error(expr, "expected a mask (T.simd.pset)");
  return value;
}

/// The mask argument `args[maskIndex]` (absent: all lanes) must activate
/// every lane: the zeroing or merging of other lanes has no tile form.
LogicalResult SimdImporter::requireFull(const Expr &call, StringRef op,
                                        ArrayRef<ExprPtr> args,
                                        size_t maskIndex, Type element) {
  if (args.size() <= maskIndex)
    return success();
  FailureOr<SimdValue> mask = emitMask(*args[maskIndex]);
  if (failed(mask))
    return failure();
  if (!coversAll(*mask, element))
    return error(*args[maskIndex],
                 "'T.simd." + op +
                     "' with a mask of fewer lanes than its register is not "
                     "supported: tirpto computes T.simd registers as whole "
                     "tiles (only an 'ONEPT_*' T.simd.vsts takes a partial "
                     "mask)");
  return success();
}

/// `T.access_ptr(buf[i, j], extent, rw_mask)` or `buf[i, j]`: the buffer
/// and the indices of its first lane.
FailureOr<std::pair<Value, SmallVector<Value>>>
SimdImporter::emitAddress(const Expr &expr, StringRef op) {
  const Expr *element = &expr;
  std::string callee = expr.calleeName();
  if ((callee == "T.access_ptr" || callee == "T.address_of") &&
      !expr.args().empty())
    element = expr.args()[0].get();
  if (element->kind != ExprKind::Subscript)
    return error(expr, "expected 'T.access_ptr(buffer[indices], ...)' or "
                       "'buffer[indices]' as the address of 'T.simd." +
                           op + "'");
  Value buffer = importer.lookupBuffer(*element->items[0]);
  if (!buffer) {
    (void)importer.reportNotBuffer(*element->items[0]);
    return failure();
  }
  FailureOr<SmallVector<Value>> indices =
      importer.emitElementIndices(*element, cast<MemRefType>(buffer.getType()),
                                  "T.simd." + op.str(), "buffer");
  if (failed(indices))
    return failure();
  return std::make_pair(buffer, *indices);
}

/// `T.simd.vld(addr, dist)`.
FailureOr<SimdValue> SimdImporter::emitLoad(const Expr &call, StringRef op,
                                            VectorType hint) {
  ArrayRef<ExprPtr> args = call.args();
  if (args.empty() || args.size() > 2 || call.keyword("post_inc"))
    return error(call, "expected 'T.simd.vld(address[, dist])' (the "
                       "post-increment form is not supported)");
  std::string dist = readDist(call, 1);
  auto address = emitAddress(*args[0], op);
  if (failed(address))
    return failure();
  auto [buffer, indices] = *address;
  Type element = cast<MemRefType>(buffer.getType()).getElementType();
  int64_t bits = element.getIntOrFloatBitWidth();
  int64_t lanes = kRegisterBits / bits;
  StringRef d(dist);
  // The `_B<n>` suffix names the element width the load moves.
  auto suffixMatches = [&](StringRef prefix) {
    return d == prefix || d == (prefix + "_B" + Twine(bits)).str();
  };
  Location loc = importer.loc(call.loc);
  SimdValue result;
  result.isUnsigned = importer.unsignedBuffers.contains(buffer);
  if (suffixMatches("NORM")) {
    result.value = builder().create<vector::LoadOp>(
        loc, VectorType::get({lanes}, element), buffer, indices);
  } else if (suffixMatches("BRC")) {
    Value scalar = builder().create<memref::LoadOp>(loc, buffer, indices);
    result.value = builder().create<vector::BroadcastOp>(
        loc, VectorType::get({lanes}, element), scalar);
  } else if (suffixMatches("UNPK") && bits < 32) {
    // Each element into the low half of a lane twice its width: the
    // register holds lanes / 2 elements, which a widening vcvt (part 0)
    // converts.
    result.value = builder().create<vector::LoadOp>(
        loc, VectorType::get({lanes / 2}, element), buffer, indices);
    result.unpacked = true;
  } else {
    return error(call, "'T.simd.vld' with dist '" + dist +
                           "' is not supported: tirpto loads 'NORM', 'BRC' "
                           "(a broadcast element) and 'UNPK' (each element "
                           "into the low half of a wider lane) of the "
                           "buffer's element width");
  }
  if (hint && !result.unpacked && hint != result.value.getType())
    return error(call, "'T.simd.vld' of " + dist + " gives a register of " +
                           std::to_string(lanes) +
                           " lanes of the buffer's "
                           "elements, not the annotated type");
  return result;
}

/// `T.simd.vcvt(src, mask, ...)`: the target type is the let's annotation.
FailureOr<SimdValue> SimdImporter::emitConvert(const Expr &call,
                                               VectorType hint) {
  ArrayRef<ExprPtr> args = call.args();
  if (args.empty())
    return error(call, "expected 'T.simd.vcvt(src, mask, ...)'");
  if (!hint)
    return error(call, "'T.simd.vcvt' needs its result's type: bind it to a "
                       "name with a vector type ('x: T.float32x64 = "
                       "T.tl.simd.vcvt(...)', as TileLang prints it)");
  FailureOr<SimdValue> source = emit(*args[0], VectorType());
  if (failed(source))
    return failure();
  if (source->kind != SimdValue::Register)
    return error(*args[0], "'T.simd.vcvt' converts a register");
  auto sourceType = cast<VectorType>(source->value.getType());
  Type from = sourceType.getElementType(), to = hint.getElementType();
  // The part: the strings after the mask name it (PART_EVEN / PART_ODD /
  // PART_P0...), absent for same-width conversions.
  std::string part;
  for (const ExprPtr &arg : args.drop_front(2))
    if (std::optional<std::string> text = importer.evalString(*arg);
        text && StringRef(*text).starts_with("PART_"))
      part = *text;
  if (args.size() > 1 && failed(requireFull(call, "vcvt", args, 1, from)))
    return failure();
  Location loc = importer.loc(call.loc);
  auto target = VectorType::get(sourceType.getShape(), to);
  SimdValue result;
  if (source->unpacked) {
    // An unpacked register's elements are its even parts.
    if (part != "PART_EVEN" && part != "PART_P0")
      return error(call, "'T.simd.vcvt' of an unpacked register with part '" +
                             part +
                             "' is not supported: its elements are the even "
                             "parts (part 0)");
    if (!isa<FloatType>(from) || !isa<FloatType>(to) ||
        to.getIntOrFloatBitWidth() != 2 * from.getIntOrFloatBitWidth() ||
        target != hint)
      return error(call, "'T.simd.vcvt' of an unpacked register is "
                         "supported from a 16-bit float to float32");
    result.value = builder().create<arith::ExtFOp>(loc, target, source->value);
    return result;
  }
  if (sourceType.getNumElements() != hint.getNumElements() ||
      from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return error(call, "'T.simd.vcvt' between element widths is supported "
                       "from an unpacked register (T.simd.vld with "
                       "'UNPK_*') only: the even or odd parts of a packed "
                       "register have no tile form");
  if (source->isUnsigned)
    return error(call, "'T.simd.vcvt' of unsigned registers is not "
                       "supported: tirpto reads unsigned integers as signed "
                       "ones of the same width");
  for (const ExprPtr &arg : args.drop_front(2))
    if (std::optional<std::string> text = importer.evalString(*arg);
        text && StringRef(*text).starts_with("ROUND_") && *text != "ROUND_R")
      return error(*arg, "'T.simd.vcvt' with rounding '" + *text +
                             "' is not supported: tirpto converts integers "
                             "to floats rounding to nearest even "
                             "('ROUND_R')");
  if (isa<IntegerType>(from) && isa<FloatType>(to))
    result.value = builder().create<arith::SIToFPOp>(loc, hint, source->value);
  else
    return error(call, "'T.simd.vcvt' of the same width is supported from "
                       "integers to floats");
  return result;
}

FailureOr<SimdValue> SimdImporter::emit(const Expr &expr, VectorType hint) {
  if (expr.kind == ExprKind::Name) {
    const Binding *binding = importer.lookup(expr.text);
    if (binding && binding->kind == Binding::Poisoned)
      return failure();
    if (!binding ||
        (binding->kind != Binding::Register && binding->kind != Binding::Mask))
      return error(expr, "'" + expr.text +
                             "' is not a T.simd register or "
                             "mask");
    SimdValue value;
    if (binding->kind == Binding::Mask) {
      value.kind = SimdValue::Mask;
      value.maskLanes = binding->handle;
      value.maskBits =
          binding->type ? binding->type.getIntOrFloatBitWidth() : 32;
      return value;
    }
    value.value = binding->value;
    value.unpacked = binding->handle & 1;
    value.isUnsigned = binding->handle & 2;
    value.kind = isa<VectorType>(value.value.getType()) ? SimdValue::Register
                                                        : SimdValue::LaneZero;
    return value;
  }
  std::string opName = getSimdOp(expr);
  StringRef op = opName;
  if (op.empty())
    return error(expr, "expected a T.simd register, mask or op");
  ArrayRef<ExprPtr> args = expr.args();
  Location loc = importer.loc(expr.loc);

  if (op == "pset") {
    if (args.empty() || args.size() > 2)
      return error(expr, "expected 'T.simd.pset(width[, pattern])'");
    std::optional<int64_t> width = importer.evalInt(*args[0]);
    std::string pattern = args.size() == 2
                              ? importer.evalString(*args[1]).value_or("?")
                              : "PAT_ALL";
    SimdValue mask;
    mask.kind = SimdValue::Mask;
    if (!width || !llvm::is_contained({8, 16, 32, 64}, *width))
      return error(*args[0], "expected a constant element width 8, 16, 32 "
                             "or 64 for 'T.simd.pset'");
    mask.maskBits = *width;
    StringRef p(pattern);
    int64_t lanes;
    if (p == "PAT_ALL")
      mask.maskLanes = -1;
    else if (p.consume_front("PAT_VL") && !p.getAsInteger(10, lanes) &&
             lanes > 0)
      mask.maskLanes = lanes;
    else
      return error(expr, "'T.simd.pset' pattern '" + pattern +
                             "' is not supported: tirpto reads 'PAT_ALL' "
                             "and 'PAT_VL<n>' (the first n lanes)");
    return mask;
  }
  if (op == "vld")
    return emitLoad(expr, op, hint);
  if (op == "vcvt")
    return emitConvert(expr, hint);

  // Element-wise ops of two registers, of a register and a scalar, of one
  // register; the mask after them.
  std::optional<std::pair<int, StringRef>> form =
      llvm::StringSwitch<std::optional<std::pair<int, StringRef>>>(op)
          .Cases("vadd", "vsub", "vmul", "vdiv", "vmax", "vmin",
                 std::make_pair(2, op))
          .Cases("vand", "vor", "vxor", std::make_pair(2, op))
          .Cases("vadds", "vmuls", "vmaxs", "vmins", std::make_pair(1, op))
          .Cases("vexp", "vln", "vsqrt", "vabs", "vrelu", "vneg",
                 std::make_pair(0, op))
          .Default(std::nullopt);
  if (form) {
    int operands = form->first == 0 ? 1 : 2;
    if (int64_t(args.size()) < operands)
      return error(expr, "'T.simd." + op + "' takes " +
                             std::to_string(operands) + " operands");
    FailureOr<SimdValue> lhs = emitRegister(*args[0], op);
    if (failed(lhs))
      return failure();
    auto type = cast<VectorType>(lhs->value.getType());
    Type element = type.getElementType();
    Value rhs;
    if (form->first == 2) {
      FailureOr<SimdValue> other = emitRegister(*args[1], op);
      if (failed(other))
        return failure();
      if (other->value.getType() != type)
        return error(expr, "'T.simd." + op + "' of registers of two types");
      rhs = other->value;
    } else if (form->first == 1) {
      FailureOr<Value> scalar = importer.emitScalarAs(*args[1], element);
      if (failed(scalar))
        return failure();
      rhs = builder().create<vector::BroadcastOp>(loc, type, *scalar);
    }
    if (failed(requireFull(expr, op, args, operands, element)))
      return failure();
    bool isFloat = isa<FloatType>(element);
    StringRef base =
        op.ends_with("s") && form->first == 1 ? op.drop_back() : op;
    if (lhs->isUnsigned && llvm::is_contained({"vmax", "vmin", "vdiv"}, base))
      return error(expr, "'T.simd." + op +
                             "' of unsigned registers is not supported: "
                             "tirpto reads unsigned integers as signed ones "
                             "of the same width, which compare differently");
    Value x = lhs->value, result;
    auto splat = [&](double value) -> Value {
      Attribute lane = builder().getFloatAttr(element, value);
      return builder().create<arith::ConstantOp>(
          loc, DenseElementsAttr::get(type, ArrayRef<Attribute>{lane}));
    };
    if (!isFloat && !llvm::is_contained({"vadd", "vsub", "vmul", "vmax", "vmin",
                                         "vand", "vor", "vxor"},
                                        base))
      return error(expr, "'T.simd." + op +
                             "' of integer registers is not "
                             "supported");
    if (isFloat && llvm::is_contained({"vand", "vor", "vxor"}, base))
      return error(expr, "'T.simd." + op + "' takes integer registers");
    if (base == "vadd")
      result = isFloat
                   ? builder().create<arith::AddFOp>(loc, x, rhs).getResult()
                   : builder().create<arith::AddIOp>(loc, x, rhs).getResult();
    else if (base == "vsub")
      result = isFloat
                   ? builder().create<arith::SubFOp>(loc, x, rhs).getResult()
                   : builder().create<arith::SubIOp>(loc, x, rhs).getResult();
    else if (base == "vmul")
      result = isFloat
                   ? builder().create<arith::MulFOp>(loc, x, rhs).getResult()
                   : builder().create<arith::MulIOp>(loc, x, rhs).getResult();
    else if (base == "vdiv")
      result = builder().create<arith::DivFOp>(loc, x, rhs);
    else if (base == "vmax")
      result = isFloat
                   ? builder().create<arith::MaxNumFOp>(loc, x, rhs).getResult()
                   : builder().create<arith::MaxSIOp>(loc, x, rhs).getResult();
    else if (base == "vmin")
      result = isFloat
                   ? builder().create<arith::MinNumFOp>(loc, x, rhs).getResult()
                   : builder().create<arith::MinSIOp>(loc, x, rhs).getResult();
    else if (base == "vand")
      result = builder().create<arith::AndIOp>(loc, x, rhs);
    else if (base == "vor")
      result = builder().create<arith::OrIOp>(loc, x, rhs);
    else if (base == "vxor")
      result = builder().create<arith::XOrIOp>(loc, x, rhs);
    else if (base == "vexp")
      result = builder().create<math::ExpOp>(loc, x);
    else if (base == "vln")
      result = builder().create<math::LogOp>(loc, x);
    else if (base == "vsqrt")
      result = builder().create<math::SqrtOp>(loc, x);
    else if (base == "vabs")
      result = builder().create<math::AbsFOp>(loc, x);
    else if (base == "vrelu")
      result = builder().create<arith::MaxNumFOp>(loc, x, splat(0.0));
    else // vneg
      result = builder().create<arith::MulFOp>(loc, x, splat(-1.0));
    SimdValue value;
    value.value = result;
    value.isUnsigned = lhs->isUnsigned;
    return value;
  }
  if (op == "vdup") {
    // TileLang prints `T.tl.simd.vdup(scalar, mask, mode)`, the lanes' type
    // the call's (the let's annotation); `vdup(scalar, dtype, ...)` is the
    // language's spelling.
    if (args.empty())
      return error(expr, "expected 'T.simd.vdup(scalar[, mask[, mode]])'");
    std::optional<std::string> dtypeText =
        args.size() > 1 ? importer.evalString(*args[1]) : std::nullopt;
    Type element;
    size_t maskIndex = 1;
    if (dtypeText && !StringRef(*dtypeText).starts_with("MODE_")) {
      element = importer.parseDType(*dtypeText);
      if (!element)
        return error(*args[1], "unknown dtype '" + *dtypeText + "'");
      maskIndex = 2;
    } else if (hint) {
      element = hint.getElementType();
    } else {
      return error(expr, "'T.simd.vdup' needs its lanes' type: bind it to a "
                         "name with a vector type ('d: T.float32x64 = "
                         "T.tl.simd.vdup(...)', as TileLang prints it)");
    }
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 8)
      return error(expr, "'T.simd.vdup' of lanes other than integers and "
                         "floats of whole bytes");
    int64_t lanes = kRegisterBits / element.getIntOrFloatBitWidth();
    if (args.size() > maskIndex && !importer.evalString(*args[maskIndex]) &&
        failed(requireFull(expr, op, args, maskIndex, element)))
      return failure();
    FailureOr<Value> scalar = importer.emitScalarAs(*args[0], element);
    if (failed(scalar))
      return failure();
    SimdValue value;
    value.value = builder().create<vector::BroadcastOp>(
        loc, VectorType::get({lanes}, element), *scalar);
    return value;
  }
  if (op == "vcadd" || op == "vcmax" || op == "vcmin") {
    if (args.empty())
      return error(expr, "expected 'T.simd." + op + "(src[, mask])'");
    FailureOr<SimdValue> source = emitRegister(*args[0], op);
    if (failed(source))
      return failure();
    Type element = cast<VectorType>(source->value.getType()).getElementType();
    if (failed(requireFull(expr, op, args, 1, element)))
      return failure();
    if (source->isUnsigned && op != "vcadd")
      return error(expr, "'T.simd." + op +
                             "' of unsigned registers is not supported: "
                             "tirpto reads unsigned integers as signed ones "
                             "of the same width, which compare differently");
    bool isFloat = isa<FloatType>(element);
    vector::CombiningKind kind = op == "vcadd" ? vector::CombiningKind::ADD
                                 : op == "vcmax"
                                     ? (isFloat ? vector::CombiningKind::MAXNUMF
                                                : vector::CombiningKind::MAXSI)
                                     : (isFloat ? vector::CombiningKind::MINNUMF
                                                : vector::CombiningKind::MINSI);
    if (op == "vcadd" && element.getIntOrFloatBitWidth() < 32 && !isFloat)
      return error(expr, "'T.simd.vcadd' of 16-bit integers (a widening "
                         "sum) is not supported");
    SimdValue value;
    value.kind = SimdValue::LaneZero;
    value.value =
        builder().create<vector::ReductionOp>(loc, kind, source->value);
    return value;
  }
  return error(expr, "'T.simd." + op.str() +
                         "' is not supported: tirpto reads T.simd.pset "
                         "(PAT_ALL, PAT_VL<n>), vld, vsts, vcvt, vdup, the "
                         "element-wise vadd / vsub / vmul / vdiv / vmax / "
                         "vmin (and their scalar forms vadds / vmuls / "
                         "vmaxs / vmins), vand / vor / vxor, vexp / vln / "
                         "vsqrt / vabs / vrelu / vneg, and the lane "
                         "reductions vcadd / vcmax / vcmin");
}

LogicalResult SimdImporter::emitStatement(const Expr &call) {
  std::string opName = getSimdOp(call);
  StringRef op = opName;
  ArrayRef<ExprPtr> args = call.args();
  if (op == "mem_bar")
    return success(); // tirpto orders the tile ops it makes of them
  if (op != "vsts")
    return error(call, "'T.simd." + op.str() +
                           "' as a statement is not supported (its value "
                           "is not used)");
  if (args.size() < 2 || args.size() > 4)
    return error(call, "expected 'T.simd.vsts(address, register[, mask[, "
                       "dist]])'");
  std::string dist = readDist(call, 3);
  auto address = emitAddress(*args[0], op);
  if (failed(address))
    return failure();
  auto [buffer, indices] = *address;
  Type element = cast<MemRefType>(buffer.getType()).getElementType();
  FailureOr<SimdValue> value = emit(*args[1], VectorType());
  if (failed(value))
    return failure();
  if (value->kind == SimdValue::Mask || value->unpacked)
    return error(*args[1], "'T.simd.vsts' stores a register");
  Location loc = importer.loc(call.loc);
  Type valueElement =
      value->kind == SimdValue::LaneZero
          ? value->value.getType()
          : cast<VectorType>(value->value.getType()).getElementType();
  if (valueElement != element)
    return error(call, "'T.simd.vsts' of a register of another element "
                       "type than the buffer's (a packing store) is not "
                       "supported");
  StringRef d(dist);
  if (d.starts_with("ONEPT")) {
    // Lane 0 only: every mask (PAT_ALL, PAT_VL<n> with n > 0) keeps it.
    if (args.size() > 2 && failed(emitMask(*args[2])))
      return failure();
    Value scalar = value->value;
    if (value->kind == SimdValue::Register)
      scalar = builder().create<vector::ExtractOp>(loc, scalar,
                                                   ArrayRef<int64_t>{0});
    builder().create<memref::StoreOp>(loc, scalar, buffer, indices);
    return success();
  }
  if (value->kind == SimdValue::LaneZero)
    return error(call, "the result of a lane reduction is stored with an "
                       "'ONEPT_*' T.simd.vsts only");
  // TileLang's default dist is 'NORM_B32' whatever the lanes' width: every
  // NORM form stores every lane.
  if (!llvm::is_contained({"NORM", "NORM_B8", "NORM_B16", "NORM_B32"}, d))
    return error(call, "'T.simd.vsts' with dist '" + dist +
                           "' is not supported: tirpto stores 'NORM' / "
                           "'NORM_B<n>' (every lane) and 'ONEPT' (lane 0)");
  if (failed(requireFull(call, op, args, 2, element)))
    return failure();
  builder().create<vector::StoreOp>(loc, value->value, buffer, indices);
  return success();
}

LogicalResult Importer::emitSimdLet(const Expr &target, const Expr &value,
                                    const Expr *annotation) {
  Binding binding;
  binding.kind = Binding::Poisoned;
  VectorType hint;
  if (annotation) {
    std::string type = annotation->dottedName();
    if (StringRef(type).starts_with("T."))
      hint = parseVectorDType(*this, StringRef(type).drop_front(2));
  }
  SimdImporter simd(*this);
  FailureOr<SimdValue> result = simd.emit(value, hint);
  if (failed(result)) {
    bind(target.text, binding);
    return failure();
  }
  if (result->kind == SimdValue::Mask) {
    binding.kind = Binding::Mask;
    binding.handle = int(result->maskLanes);
    binding.type = builder.getIntegerType(result->maskBits);
  } else {
    // The let's annotation names the register's type (an UNPK load's
    // register holds half as many elements as its lanes).
    if (auto type = dyn_cast<VectorType>(result->value.getType());
        hint && type && !result->unpacked && type != hint) {
      bind(target.text, binding);
      return error(value.loc, "the T.simd op gives a register of " +
                                  std::to_string(type.getNumElements()) +
                                  " lanes of its operands' elements, not "
                                  "of the annotated type");
    }
    bool unsignedLanes =
        result->isUnsigned ||
        (annotation &&
         StringRef(annotation->dottedName()).starts_with("T.uint"));
    binding.kind = Binding::Register;
    binding.value = result->value;
    binding.handle = (result->unpacked ? 1 : 0) | (unsignedLanes ? 2 : 0);
  }
  bind(target.text, binding);
  return success();
}

LogicalResult Importer::emitSimdStatement(const Expr &call) {
  SimdImporter simd(*this);
  return simd.emitStatement(call);
}
