//===- ScalarOps.cpp - arith and math ops in pto-run ------------------------===//
//
// The scalar operations around the tile instructions (index arithmetic,
// loop bounds, scalar operands), on int64 and double values rounded to
// their types.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

namespace {
int64_t sdiv(int64_t a, int64_t b) {
  if (b == -1)
    return static_cast<int64_t>(0 - static_cast<uint64_t>(a));
  return a / b;
}

/// Signed integer division rounding towards negative infinity.
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = sdiv(a, b);
  return (b != -1 && a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

} // namespace

LogicalResult Machine::execArith(Operation *op, bool &handled) {
  handled = true;
  auto intBinary = [&](auto fn) -> LogicalResult {
    setInt(op->getResult(0), fn(getInt(op->getOperand(0)),
                                getInt(op->getOperand(1))));
    return success();
  };
  auto floatBinary = [&](auto fn) -> LogicalResult {
    env[op->getResult(0)] = roundToType(
        op->getResult(0).getType(),
        fn(getFloat(op->getOperand(0)), getFloat(op->getOperand(1))));
    return success();
  };
  auto floatUnary = [&](auto fn) -> LogicalResult {
    env[op->getResult(0)] = roundToType(op->getResult(0).getType(),
                                        fn(getFloat(op->getOperand(0))));
    return success();
  };
  auto divisor = [&](int64_t b) -> LogicalResult {
    if (b == 0)
      return op->emitError("pto-run: division by zero");
    return success();
  };
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](arith::ConstantOp c) -> LogicalResult {
        if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
          // i1 values are 0 and 1 here (as roundToType makes them), so
          // `true` is 1, not its sign extension -1.
          env[c] = i.getType().isInteger(1)
                       ? static_cast<int64_t>(i.getValue().getBoolValue())
                       : i.getValue().getSExtValue();
        else if (auto f = dyn_cast<FloatAttr>(c.getValue()))
          env[c] = f.getValueAsDouble();
        else if (isa<VectorType>(c.getType()))
          // tmrgsort's executed-count list, which only its exhausted mode
          // (not run here) writes.
          env[c] = std::monostate();
        else
          return c.emitError("pto-run: unsupported constant");
        return success();
      })
      .Case([&](arith::AddIOp) {
        return intBinary([](int64_t a, int64_t b) {
          return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
        });
      })
      .Case([&](arith::SubIOp) {
        return intBinary([](int64_t a, int64_t b) {
          return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
        });
      })
      .Case([&](arith::MulIOp) {
        return intBinary([](int64_t a, int64_t b) {
          return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
        });
      })
      .Case([&](arith::DivSIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary(sdiv);
      })
      .Case([&](arith::DivUIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary([](int64_t a, int64_t b) {
          return static_cast<int64_t>(static_cast<uint64_t>(a) /
                                      static_cast<uint64_t>(b));
        });
      })
      .Case([&](arith::RemSIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary([](int64_t a, int64_t b) { return b == -1 ? 0 : a % b; });
      })
      .Case([&](arith::RemUIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary([](int64_t a, int64_t b) {
          return static_cast<int64_t>(static_cast<uint64_t>(a) %
                                      static_cast<uint64_t>(b));
        });
      })
      .Case([&](arith::CeilDivSIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary([](int64_t a, int64_t b) {
          // ceil(a / b) = -floor(-a / b), without negating INT64_MIN.
          int64_t q = sdiv(a, b);
          bool exact = b == -1 || a % b == 0;
          return (!exact && ((a < 0) == (b < 0))) ? q + 1 : q;
        });
      })
      .Case([&](arith::FloorDivSIOp o) -> LogicalResult {
        if (failed(divisor(getInt(o.getRhs()))))
          return failure();
        return intBinary(floorDiv);
      })
      .Case([&](arith::MinSIOp) {
        return intBinary([](int64_t a, int64_t b) { return std::min(a, b); });
      })
      .Case([&](arith::MaxSIOp) {
        return intBinary([](int64_t a, int64_t b) { return std::max(a, b); });
      })
      .Case([&](arith::AndIOp) { return intBinary(std::bit_and<int64_t>()); })
      .Case([&](arith::OrIOp) { return intBinary(std::bit_or<int64_t>()); })
      .Case([&](arith::XOrIOp) { return intBinary(std::bit_xor<int64_t>()); })
      .Case([&](arith::ShLIOp) {
        return intBinary([](int64_t a, int64_t b) {
          return b >= 64 ? 0 : static_cast<int64_t>(static_cast<uint64_t>(a) << b);
        });
      })
      .Case([&](arith::ShRSIOp) {
        return intBinary([](int64_t a, int64_t b) { return a >> std::min<int64_t>(b, 63); });
      })
      .Case([&](arith::ShRUIOp o) {
        unsigned width = getElementTypeOrSelf(o.getType()).isIndex()
                             ? 64
                             : o.getType().getIntOrFloatBitWidth();
        return intBinary([width](int64_t a, int64_t b) {
          uint64_t bits = static_cast<uint64_t>(a);
          if (width < 64)
            bits &= (uint64_t(1) << width) - 1;
          return b >= 64 ? 0 : static_cast<int64_t>(bits >> b);
        });
      })
      .Case([&](arith::CmpIOp o) -> LogicalResult {
        int64_t a = getInt(o.getLhs()), b = getInt(o.getRhs());
        uint64_t ua = a, ub = b;
        bool r = false;
        switch (o.getPredicate()) {
        case arith::CmpIPredicate::eq:
          r = a == b;
          break;
        case arith::CmpIPredicate::ne:
          r = a != b;
          break;
        case arith::CmpIPredicate::slt:
          r = a < b;
          break;
        case arith::CmpIPredicate::sle:
          r = a <= b;
          break;
        case arith::CmpIPredicate::sgt:
          r = a > b;
          break;
        case arith::CmpIPredicate::sge:
          r = a >= b;
          break;
        case arith::CmpIPredicate::ult:
          r = ua < ub;
          break;
        case arith::CmpIPredicate::ule:
          r = ua <= ub;
          break;
        case arith::CmpIPredicate::ugt:
          r = ua > ub;
          break;
        case arith::CmpIPredicate::uge:
          r = ua >= ub;
          break;
        }
        env[o] = static_cast<int64_t>(r);
        return success();
      })
      .Case([&](arith::CmpFOp o) -> LogicalResult {
        double a = getFloat(o.getLhs()), b = getFloat(o.getRhs());
        bool unordered = std::isnan(a) || std::isnan(b);
        bool r = false;
        using P = arith::CmpFPredicate;
        switch (o.getPredicate()) {
        case P::AlwaysFalse:
          r = false;
          break;
        case P::AlwaysTrue:
          r = true;
          break;
        case P::OEQ:
          r = !unordered && a == b;
          break;
        case P::OGT:
          r = !unordered && a > b;
          break;
        case P::OGE:
          r = !unordered && a >= b;
          break;
        case P::OLT:
          r = !unordered && a < b;
          break;
        case P::OLE:
          r = !unordered && a <= b;
          break;
        case P::ONE:
          r = !unordered && a != b;
          break;
        case P::ORD:
          r = !unordered;
          break;
        case P::UEQ:
          r = unordered || a == b;
          break;
        case P::UGT:
          r = unordered || a > b;
          break;
        case P::UGE:
          r = unordered || a >= b;
          break;
        case P::ULT:
          r = unordered || a < b;
          break;
        case P::ULE:
          r = unordered || a <= b;
          break;
        case P::UNE:
          r = unordered || a != b;
          break;
        case P::UNO:
          r = unordered;
          break;
        }
        env[o] = static_cast<int64_t>(r);
        return success();
      })
      .Case([&](arith::SelectOp o) -> LogicalResult {
        RValue chosen = getInt(o.getCondition()) ? env[o.getTrueValue()]
                                                 : env[o.getFalseValue()];
        env[o] = std::move(chosen);
        return success();
      })
      .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::TruncIOp>([&](Operation *o) -> LogicalResult {
        // A cast to i1 keeps the low bit (as the C++ ptoas prints does);
        // setInt's rounding would give `value != 0`.
        int64_t value = getInt(o->getOperand(0));
        if (o->getResult(0).getType().isInteger(1))
          value &= 1;
        setInt(o->getResult(0), value);
        return success();
      })
      .Case([&](arith::ExtUIOp o) -> LogicalResult {
        unsigned width = o.getIn().getType().getIntOrFloatBitWidth();
        uint64_t bits = static_cast<uint64_t>(getInt(o.getIn()));
        if (width < 64)
          bits &= (uint64_t(1) << width) - 1;
        setInt(o, static_cast<int64_t>(bits));
        return success();
      })
      .Case<arith::SIToFPOp, arith::UIToFPOp>([&](Operation *o) {
        env[o->getResult(0)] = roundToType(
            o->getResult(0).getType(),
            static_cast<double>(getInt(o->getOperand(0))));
        return success();
      })
      .Case<arith::FPToSIOp, arith::FPToUIOp>([&](Operation *o) {
        setInt(o->getResult(0),
               static_cast<int64_t>(std::trunc(getFloat(o->getOperand(0)))));
        return success();
      })
      .Case([&](arith::BitcastOp o) {
        // The same bits read as the other type (of one width).
        Type from = o.getIn().getType(), to = o.getType();
        uint64_t bits = isa<FloatType>(from)
                            ? toBits(from, getFloat(o.getIn()))
                            : static_cast<uint64_t>(getInt(o.getIn()));
        unsigned width = from.getIntOrFloatBitWidth();
        if (width < 64)
          bits &= (uint64_t(1) << width) - 1;
        if (isa<FloatType>(to)) {
          env[o.getResult()] = fromBits(to, bits);
        } else {
          // Sign-extended, as integers are held.
          int64_t value =
              static_cast<int64_t>(bits << (64 - width)) >> (64 - width);
          setInt(o.getResult(), value);
        }
        return success();
      })
      .Case<arith::ExtFOp, arith::TruncFOp>([&](Operation *o) {
        env[o->getResult(0)] =
            roundToType(o->getResult(0).getType(), getFloat(o->getOperand(0)));
        return success();
      })
      .Case([&](arith::AddFOp) { return floatBinary(std::plus<double>()); })
      .Case([&](arith::SubFOp) { return floatBinary(std::minus<double>()); })
      .Case(
          [&](arith::MulFOp) { return floatBinary(std::multiplies<double>()); })
      .Case([&](arith::DivFOp) { return floatBinary(std::divides<double>()); })
      .Case([&](arith::MaximumFOp) {
        return floatBinary([](double a, double b) {
          return std::isnan(a) || std::isnan(b) ? NAN : std::fmax(a, b);
        });
      })
      .Case([&](arith::MinimumFOp) {
        return floatBinary([](double a, double b) {
          return std::isnan(a) || std::isnan(b) ? NAN : std::fmin(a, b);
        });
      })
      .Case([&](arith::MaxNumFOp) {
        return floatBinary([](double a, double b) { return std::fmax(a, b); });
      })
      .Case([&](arith::MinNumFOp) {
        return floatBinary([](double a, double b) { return std::fmin(a, b); });
      })
      .Case([&](arith::NegFOp) {
        return floatUnary([](double a) { return -a; });
      })
      .Case([&](math::ExpOp) {
        return floatUnary([](double a) { return std::exp(a); });
      })
      .Case([&](math::LogOp) {
        return floatUnary([](double a) { return std::log(a); });
      })
      .Case([&](math::SqrtOp) {
        return floatUnary([](double a) { return std::sqrt(a); });
      })
      .Case([&](math::RsqrtOp) {
        return floatUnary([](double a) { return 1 / std::sqrt(a); });
      })
      .Case([&](math::AbsFOp) {
        return floatUnary([](double a) { return std::fabs(a); });
      })
      .Default([&](Operation *) {
        handled = false;
        return success();
      });
}

