//===- Interpreter.cpp - execute PTO kernels on the CPU -------------------===//
//
// A direct interpreter of the pto dialect (plus the arith, math and scf ops
// kernels use around it). Tiles are kept in their logical shape (row i,
// column j), not in their NZ/ZN fractal layout: the layout decides where an
// element lives on chip, not its value, and every instruction here is
// defined on logical elements (pto-isa docs/isa). Each tile element carries
// a "written" bit: values computed from elements never written are tracked,
// and storing one to GM is an error.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Run/Interpreter.h"

#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "CostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <cmath>
#include <memory>
#include <variant>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;

//===----------------------------------------------------------------------===//
// Rounding
//===----------------------------------------------------------------------===//

double mlir::tirpto::run::roundToType(Type type, double value) {
  if (type.isF64())
    return value;
  if (type.isF32())
    return static_cast<double>(static_cast<float>(value));
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat converted(value);
    bool lost;
    converted.convert(floatType.getFloatSemantics(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    converted.convert(llvm::APFloat::IEEEdouble(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    return converted.convertToDouble();
  }
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 1)
      return value != 0 ? 1 : 0;
    if (std::isnan(value))
      return 0;
    double truncated = std::trunc(value);
    if (width >= 64)
      return truncated;
    // Wrap to the width, as the hardware's integer arithmetic does.
    uint64_t bits = static_cast<uint64_t>(static_cast<int64_t>(
        std::fmod(truncated, 18446744073709551616.0)));
    uint64_t mask = (uint64_t(1) << width) - 1;
    bits &= mask;
    if (intType.isUnsigned())
      return static_cast<double>(bits);
    if (bits & (uint64_t(1) << (width - 1)))
      return static_cast<double>(static_cast<int64_t>(bits | ~mask));
    return static_cast<double>(bits);
  }
  return value;
}

namespace {

//===----------------------------------------------------------------------===//
// Machine state
//===----------------------------------------------------------------------===//

/// The pipes a block's instructions are issued on, as the race checker
/// numbers them.
enum PipeId : unsigned { S, V, M, MTE1, MTE2, MTE3, FIX, NumPipes };

const char *pipeName(unsigned pipe) {
  static const char *names[] = {"S", "V", "M", "MTE1", "MTE2", "MTE3", "FIX"};
  return names[pipe];
}

std::optional<unsigned> toPipeId(pto::Pipe pipe) {
  switch (pipe) {
  case pto::Pipe::PIPE_S:
    return S;
  case pto::Pipe::PIPE_V:
    return V;
  case pto::Pipe::PIPE_M:
    return M;
  case pto::Pipe::PIPE_MTE1:
    return MTE1;
  case pto::Pipe::PIPE_MTE2:
    return MTE2;
  case pto::Pipe::PIPE_MTE3:
    return MTE3;
  case pto::Pipe::PIPE_FIX:
    return FIX;
  default:
    return std::nullopt;
  }
}

/// One access to a tile by an instruction: its pipe and its sequence number
/// on that pipe.
struct Access {
  Operation *op = nullptr;
  unsigned pipe = S;
  int64_t seq = -1;
};

/// A tile's storage: its logical rows x cols elements, whether each was
/// written, its current valid shape, and the accesses the race checker
/// needs.
struct TileStore {
  pto::TileBufType type;
  int64_t rows = 0, cols = 0;
  std::vector<double> values;
  std::vector<uint8_t> written;
  int64_t validRows = 0, validCols = 0;
  Access lastWrite;
  Access lastRead[NumPipes];
  /// The timeline: when the last write finishes, and the reads since.
  double writeDone = 0, readsDone = 0;
};

/// A tile value: its storage, seen with the shape of its type (a treshape
/// of an N x 1 tile is a 1 x N view of the same elements).
struct TileRef {
  TileStore *store = nullptr;
  pto::TileBufType type;

  int64_t rows() const { return type.getRows(); }
  int64_t cols() const { return type.getCols(); }
  bool isView() const { return type != store->type; }
  int64_t validRows() const {
    if (!isView())
      return store->validRows;
    return ShapedType::isDynamic(type.getValidRows()) ? type.getRows()
                                                      : type.getValidRows();
  }
  int64_t validCols() const {
    if (!isView())
      return store->validCols;
    return ShapedType::isDynamic(type.getValidCols()) ? type.getCols()
                                                      : type.getValidCols();
  }
  size_t index(int64_t i, int64_t j) const { return i * cols() + j; }
  double get(int64_t i, int64_t j) const { return store->values[index(i, j)]; }
  bool isWritten(int64_t i, int64_t j) const {
    return store->written[index(i, j)];
  }
  void set(int64_t i, int64_t j, double value, bool defined) {
    size_t k = index(i, j);
    store->values[k] = roundToType(type.getElementType(), value);
    store->written[k] = defined;
  }
};

/// A view of a GM tensor: the argument it points into, the element offset
/// of its origin, and its shape and strides (in elements).
struct GMView {
  unsigned arg = 0;
  int64_t base = 0;
  SmallVector<int64_t> shape, strides;
};

struct GMPtr {
  unsigned arg = 0;
  int64_t offset = 0;
};

struct Partition {
  GMView view;
  SmallVector<int64_t> offsets, sizes;
};

using RValue =
    std::variant<std::monostate, int64_t, double, TileRef, GMView, GMPtr,
                 Partition>;

/// A flag between two pipes: set by `src`'s pipe after its instructions up
/// to `seq` complete.
struct FlagKey {
  unsigned src, dst;
  int64_t event;
  bool operator<(const FlagKey &other) const {
    return std::tie(src, dst, event) <
           std::tie(other.src, other.dst, other.event);
  }
};

class Machine {
public:
  Machine(func::FuncOp kernel, ArrayRef<KernelArg> args,
          const RunOptions &options, RunStats &stats)
      : kernel(kernel), args(args), options(options), stats(stats) {
    kernel.walk([&](Operation *op) {
      if (isa<pto::SetFlagOp, pto::WaitFlagOp, pto::BarrierOp>(op))
        hasOwnSync = true;
    });
  }

  LogicalResult runBlock(int64_t blockIdx, int64_t blockNum);

private:
  // Values.
  RValue &lookup(Value value) { return env[value]; }
  int64_t getInt(Value value) {
    if (auto *i = std::get_if<int64_t>(&env[value]))
      return *i;
    if (auto *f = std::get_if<double>(&env[value]))
      return static_cast<int64_t>(*f);
    return 0;
  }
  double getFloat(Value value) {
    if (auto *f = std::get_if<double>(&env[value]))
      return *f;
    if (auto *i = std::get_if<int64_t>(&env[value]))
      return static_cast<double>(*i);
    return 0;
  }
  /// A scalar operand of a tile op, as a double of its type.
  double getScalar(Value value) {
    return isa<FloatType>(value.getType()) ? getFloat(value)
                                           : static_cast<double>(getInt(value));
  }
  FailureOr<TileRef> getTile(Operation *op, Value value) {
    if (auto *tile = std::get_if<TileRef>(&env[value]))
      return *tile;
    return op->emitError("pto-run: operand is not a tile it has allocated");
  }
  void setInt(Value value, int64_t v) {
    Type type = value.getType();
    if (auto intType = dyn_cast<IntegerType>(type))
      v = static_cast<int64_t>(roundToType(intType, static_cast<double>(v)));
    env[value] = v;
  }

  // Execution.
  LogicalResult execRegion(Region &region, ValueRange blockArgs,
                           std::vector<RValue> *yielded);
  LogicalResult exec(Operation *op);
  LogicalResult execArith(Operation *op, bool &handled);
  LogicalResult execTileOp(Operation *op);

  // Memory checks.
  LogicalResult checkPartition(Operation *op, const Partition &part,
                               const TileRef &tile, bool isStore);
  FailureOr<int64_t> elementIndex(Operation *op, const Partition &part,
                                  int64_t i, int64_t j);

  // Pipes and races.
  unsigned pipeOf(Operation *op);
  LogicalResult recordAccesses(Operation *op);
  /// Places `op` on its pipe's timeline.
  void schedule(Operation *op);

  func::FuncOp kernel;
  ArrayRef<KernelArg> args;
  const RunOptions &options;
  RunStats &stats;
  int64_t blockIdx = 0, blockNum = 1;
  /// Whether the kernel synchronises its pipes itself.
  bool hasOwnSync = false;
  /// Arguments whose tensor-view shape was compared with the array given.
  llvm::SmallDenseSet<unsigned> shapeChecked;

  DenseMap<Value, RValue> env;
  /// The storage of each pto.alloc_tile, by op.
  DenseMap<Operation *, std::unique_ptr<TileStore>> allocs;

  // Race checking: instructions issued per pipe, and for each pipe the
  // sequence number of every other pipe it has synchronised with.
  int64_t issued[NumPipes] = {};
  int64_t synced[NumPipes][NumPipes] = {};
  std::map<FlagKey, std::array<int64_t, NumPipes>> flags;

  // The timeline: when each pipe is free, and when the block ends.
  double pipeFree[NumPipes] = {};
  double blockEnd = 0;
};

//===----------------------------------------------------------------------===//
// Control flow and scalars
//===----------------------------------------------------------------------===//

LogicalResult Machine::runBlock(int64_t idx, int64_t num) {
  blockIdx = idx;
  blockNum = num;
  env.clear();
  allocs.clear();
  flags.clear();
  blockEnd = 0;
  for (unsigned p = 0; p < NumPipes; ++p) {
    pipeFree[p] = 0;
    issued[p] = 0;
    for (unsigned q = 0; q < NumPipes; ++q)
      synced[p][q] = 0;
  }
  Block &entry = kernel.getBody().front();
  for (auto [arg, value] : llvm::zip(entry.getArguments(), args)) {
    if (value.tensor) {
      env[arg] = GMPtr{arg.getArgNumber(), 0};
      continue;
    }
    if (isa<FloatType>(arg.getType()))
      env[arg] = roundToType(arg.getType(), value.scalar);
    else
      setInt(arg, static_cast<int64_t>(value.scalar));
  }
  if (failed(execRegion(kernel.getBody(), {}, nullptr)))
    return failure();
  stats.cycles = std::max(stats.cycles, blockEnd);
  return success();
}

LogicalResult Machine::execRegion(Region &region, ValueRange blockArgs,
                                  std::vector<RValue> *yielded) {
  Block &block = region.front();
  for (auto [arg, value] : llvm::zip(block.getArguments(), blockArgs)) {
    RValue copy = env[value]; // env[arg] may grow the map
    env[arg] = std::move(copy);
  }
  for (Operation &op : block) {
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      if (yielded)
        for (Value value : yield.getOperands())
          yielded->push_back(env[value]);
      return success();
    }
    if (isa<func::ReturnOp>(op))
      return success();
    if (failed(exec(&op)))
      return failure();
  }
  return success();
}

LogicalResult Machine::exec(Operation *op) {
  if (++stats.instructions > options.maxInstructions)
    return op->emitError("pto-run: stopped after ")
           << options.maxInstructions
           << " operations (--max-operations); is a loop unbounded?";
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    int64_t lb = getInt(forOp.getLowerBound());
    int64_t ub = getInt(forOp.getUpperBound());
    int64_t step = getInt(forOp.getStep());
    if (step <= 0)
      return op->emitError("pto-run: scf.for with a step of ") << step;
    std::vector<RValue> carried;
    for (Value init : forOp.getInitArgs())
      carried.push_back(env[init]);
    Block &body = forOp.getRegion().front();
    for (int64_t iv = lb; iv < ub;) {
      // Each iteration counts, so that an empty loop cannot run forever.
      if (++stats.instructions > options.maxInstructions)
        return op->emitError("pto-run: stopped after ")
               << options.maxInstructions
               << " operations (--max-operations) in this loop; is it "
                  "unbounded?";
      env[body.getArgument(0)] = iv;
      for (auto [arg, value] : llvm::zip(body.getArguments().drop_front(),
                                         carried))
        env[arg] = value;
      std::vector<RValue> next;
      if (failed(execRegion(forOp.getRegion(), {}, &next)))
        return failure();
      carried = std::move(next);
      if (llvm::AddOverflow(iv, step, iv))
        break;
    }
    for (auto [result, value] : llvm::zip(forOp.getResults(), carried))
      env[result] = value;
    return success();
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    Region &region =
        getInt(ifOp.getCondition()) ? ifOp.getThenRegion() : ifOp.getElseRegion();
    std::vector<RValue> results;
    if (!region.empty() && failed(execRegion(region, {}, &results)))
      return failure();
    for (auto [result, value] : llvm::zip(ifOp.getResults(), results))
      env[result] = value;
    return success();
  }
  bool handled = false;
  if (failed(execArith(op, handled)))
    return failure();
  if (handled)
    return success();
  if (isa<pto::PTODialect>(op->getDialect()))
    return execTileOp(op);
  return op->emitError("pto-run does not implement '")
         << op->getName() << "'";
}

/// Signed division truncating towards zero, wrapping INT64_MIN / -1 as
/// the hardware's 64-bit arithmetic does.
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
          env[c] = i.getValue().getSExtValue();
        else if (auto f = dyn_cast<FloatAttr>(c.getValue()))
          env[c] = f.getValueAsDouble();
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
        case arith::CmpIPredicate::eq: r = a == b; break;
        case arith::CmpIPredicate::ne: r = a != b; break;
        case arith::CmpIPredicate::slt: r = a < b; break;
        case arith::CmpIPredicate::sle: r = a <= b; break;
        case arith::CmpIPredicate::sgt: r = a > b; break;
        case arith::CmpIPredicate::sge: r = a >= b; break;
        case arith::CmpIPredicate::ult: r = ua < ub; break;
        case arith::CmpIPredicate::ule: r = ua <= ub; break;
        case arith::CmpIPredicate::ugt: r = ua > ub; break;
        case arith::CmpIPredicate::uge: r = ua >= ub; break;
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
        case P::AlwaysFalse: r = false; break;
        case P::AlwaysTrue: r = true; break;
        case P::OEQ: r = !unordered && a == b; break;
        case P::OGT: r = !unordered && a > b; break;
        case P::OGE: r = !unordered && a >= b; break;
        case P::OLT: r = !unordered && a < b; break;
        case P::OLE: r = !unordered && a <= b; break;
        case P::ONE: r = !unordered && a != b; break;
        case P::ORD: r = !unordered; break;
        case P::UEQ: r = unordered || a == b; break;
        case P::UGT: r = unordered || a > b; break;
        case P::UGE: r = unordered || a >= b; break;
        case P::ULT: r = unordered || a < b; break;
        case P::ULE: r = unordered || a <= b; break;
        case P::UNE: r = unordered || a != b; break;
        case P::UNO: r = unordered; break;
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
        setInt(o->getResult(0), getInt(o->getOperand(0)));
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
      .Case<arith::ExtFOp, arith::TruncFOp>([&](Operation *o) {
        env[o->getResult(0)] =
            roundToType(o->getResult(0).getType(), getFloat(o->getOperand(0)));
        return success();
      })
      .Case([&](arith::AddFOp) { return floatBinary(std::plus<double>()); })
      .Case([&](arith::SubFOp) { return floatBinary(std::minus<double>()); })
      .Case([&](arith::MulFOp) { return floatBinary(std::multiplies<double>()); })
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
      .Case([&](math::ExpOp) { return floatUnary([](double a) { return std::exp(a); }); })
      .Case([&](math::LogOp) { return floatUnary([](double a) { return std::log(a); }); })
      .Case([&](math::SqrtOp) { return floatUnary([](double a) { return std::sqrt(a); }); })
      .Case([&](math::RsqrtOp) {
        return floatUnary([](double a) { return 1 / std::sqrt(a); });
      })
      .Case([&](math::AbsFOp) { return floatUnary([](double a) { return std::fabs(a); }); })
      .Default([&](Operation *) {
        handled = false;
        return success();
      });
}

//===----------------------------------------------------------------------===//
// GM views and bounds
//===----------------------------------------------------------------------===//

std::string describeArg(func::FuncOp kernel, ArrayRef<KernelArg> args,
                        unsigned arg) {
  std::string text = "argument #" + std::to_string(arg);
  if (args[arg].tensor && !args[arg].tensor->name.empty())
    text += " ('" + args[arg].tensor->name + "')";
  return text;
}

FailureOr<int64_t> Machine::elementIndex(Operation *op, const Partition &part,
                                         int64_t i, int64_t j) {
  size_t rank = part.view.shape.size();
  int64_t index = part.view.base;
  bool overflow = false;
  for (size_t d = 0; d < rank; ++d) {
    int64_t coordinate = part.offsets[d], term;
    if (d + 1 == rank)
      overflow |= llvm::AddOverflow(coordinate, j, coordinate);
    else if (d + 2 == rank)
      overflow |= llvm::AddOverflow(coordinate, i, coordinate);
    overflow |= llvm::MulOverflow(coordinate, part.view.strides[d], term);
    overflow |= llvm::AddOverflow(index, term, index);
  }
  const HostTensor &tensor = *args[part.view.arg].tensor;
  if (overflow)
    return op->emitError("computes an element index of ")
           << describeArg(kernel, args, part.view.arg)
           << " that overflows 64 bits (block " << blockIdx << ")";
  if (index < 0 || index >= static_cast<int64_t>(tensor.data.size()))
    return op->emitError("accesses element ")
           << index << " of " << describeArg(kernel, args, part.view.arg)
           << ", which has " << tensor.data.size()
           << " elements (out of bounds, block " << blockIdx << ")";
  return index;
}

LogicalResult Machine::checkPartition(Operation *op, const Partition &part,
                                      const TileRef &tile, bool isStore) {
  size_t rank = part.view.shape.size();
  for (size_t d = 0; d < rank; ++d) {
    int64_t offset = part.offsets[d], size = part.sizes[d], end;
    if (offset < 0 || size < 0 || llvm::AddOverflow(offset, size, end) ||
        end > part.view.shape[d])
      return op->emitError("the partition [")
             << offset << ", " << offset + size << ") of dimension " << d
             << " lies outside its tensor view (extent "
             << part.view.shape[d] << ") of "
             << describeArg(kernel, args, part.view.arg) << " in block "
             << blockIdx;
  }
  int64_t rows = rank >= 2 ? part.sizes[rank - 2] : 1;
  int64_t cols = rank >= 1 ? part.sizes[rank - 1] : 1;
  for (size_t d = 0; d + 2 < rank; ++d)
    if (part.sizes[d] != 1)
      return op->emitError("pto-run: a partition of rank ")
             << rank << " with outer size " << part.sizes[d]
             << "; only the last two dimensions may exceed 1";
  if (rows != tile.validRows() || cols != tile.validCols())
    return op->emitError("the partition's shape ")
           << rows << "x" << cols << " differs from the tile's valid shape "
           << tile.validRows() << "x" << tile.validCols() << " (the "
           << (isStore ? "tstore" : "tload")
           << " moves the tile's valid shape, pto-isa requires them equal)";
  return success();
}

//===----------------------------------------------------------------------===//
// Pipes and races
//===----------------------------------------------------------------------===//

unsigned Machine::pipeOf(Operation *op) {
  if (auto pipeOp = dyn_cast<pto::PipeOpInterface>(op))
    if (std::optional<unsigned> id = toPipeId(pipeOp.getPipe()))
      return *id;
  return S;
}

/// Checks and records the tile accesses of `op`: each read must be ordered
/// after the last write of another pipe, each write after the last write
/// and the last reads of other pipes, by flags the kernel waited for.
LogicalResult Machine::recordAccesses(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return success();
  unsigned pipe = pipeOf(op);
  int64_t seq = ++issued[pipe];
  ++stats.perPipe[pipeName(pipe)];
  SmallVector<MemoryEffects::EffectInstance, 4> list;
  effects.getEffects(list);
  auto ordered = [&](const Access &earlier) {
    return earlier.seq < 0 || earlier.pipe == pipe ||
           options.assumePtoasSync || synced[pipe][earlier.pipe] >= earlier.seq;
  };
  auto race = [&](const Access &earlier, StringRef what) {
    InFlightDiagnostic diag =
        op->emitError("race: this instruction (pipe ")
        << pipeName(pipe) << ") " << what << " a tile that "
        << earlier.op->getName() << " (pipe " << pipeName(earlier.pipe)
        << ") accessed, with no set_flag / wait_flag pair or barrier "
           "ordering them (block "
        << blockIdx << ")";
    diag.attachNote(earlier.op->getLoc()) << "the other access";
    if (!hasOwnSync)
      diag.attachNote(kernel.getLoc())
          << "the kernel has no set_flag, wait_flag or barrier: if it relies "
             "on ptoas --enable-insert-sync, as pto-opt's output does, run it "
             "with --assume-ptoas-sync";
    return diag;
  };
  for (const MemoryEffects::EffectInstance &effect : list) {
    Value value = effect.getValue();
    if (!value)
      continue;
    auto *tileRef = std::get_if<TileRef>(&env[value]);
    if (!tileRef)
      continue;
    TileStore &store = *tileRef->store;
    Access access{op, pipe, seq};
    if (isa<MemoryEffects::Read>(effect.getEffect())) {
      if (!ordered(store.lastWrite))
        return race(store.lastWrite, "reads");
      store.lastRead[pipe] = access;
    } else if (isa<MemoryEffects::Write>(effect.getEffect())) {
      if (!ordered(store.lastWrite))
        return race(store.lastWrite, "writes");
      for (const Access &read : store.lastRead)
        if (!ordered(read))
          return race(read, "writes");
      store.lastWrite = access;
    }
  }
  return success();
}

std::string locName(pto::TileBufType type) {
  return pto::stringifyAddressSpace(type.getLoc()).str();
}

void Machine::schedule(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return;
  SmallVector<MemoryEffects::EffectInstance, 4> list;
  effects.getEffects(list);
  SmallVector<TileRef> reads, writes;
  for (const MemoryEffects::EffectInstance &effect : list) {
    Value value = effect.getValue();
    auto *tile = value ? std::get_if<TileRef>(&env[value]) : nullptr;
    if (!tile)
      continue;
    if (isa<MemoryEffects::Read>(effect.getEffect()))
      reads.push_back(*tile);
    else if (isa<MemoryEffects::Write>(effect.getEffect()))
      writes.push_back(*tile);
  }
  // What the instruction works on.
  CostQuery query;
  query.op = op;
  if (!writes.empty()) {
    const TileRef &dst = writes.front();
    query.elements = dst.validRows() * dst.validCols();
    query.elementType = dst.type.getElementType();
    query.to = "";
  }
  std::string from, to;
  if (!reads.empty()) {
    query.sourceType = reads.front().type.getElementType();
    from = locName(reads.front().type);
  }
  if (!writes.empty())
    to = locName(writes.front().type);
  if (auto store = dyn_cast<pto::TStoreOp>(op)) {
    query.elements = reads.front().validRows() * reads.front().validCols();
    query.elementType =
        cast<pto::PartitionTensorViewType>(store.getDst().getType())
            .getElementType();
  }
  if (isa<pto::TRowSumOp, pto::TRowMaxOp, pto::TRowMinOp, pto::TColSumOp,
          pto::TColMaxOp, pto::TColMinOp>(op))
    query.elements = reads.front().validRows() * reads.front().validCols();
  if (isa<pto::TMatmulOp, pto::TMatmulAccOp>(op)) {
    Value lhs = isa<pto::TMatmulOp>(op) ? cast<pto::TMatmulOp>(op).getLhs()
                                        : cast<pto::TMatmulAccOp>(op).getLhs();
    Value rhs = isa<pto::TMatmulOp>(op) ? cast<pto::TMatmulOp>(op).getRhs()
                                        : cast<pto::TMatmulAccOp>(op).getRhs();
    auto *a = std::get_if<TileRef>(&env[lhs]);
    auto *b = std::get_if<TileRef>(&env[rhs]);
    if (a && b) {
      query.m = a->validRows();
      query.k = a->validCols();
      query.n = b->validCols();
      query.sourceType = a->type.getElementType();
    }
  }
  query.from = from;
  query.to = to;
  double cost = estimateCycles(query);

  unsigned pipe = pipeOf(op);
  double start = pipeFree[pipe];
  for (const TileRef &tile : reads)
    start = std::max(start, tile.store->writeDone);
  for (const TileRef &tile : writes)
    start = std::max({start, tile.store->writeDone, tile.store->readsDone});
  double finish = start + cost;
  pipeFree[pipe] = finish;
  blockEnd = std::max(blockEnd, finish);
  stats.busy[pipeName(pipe)] += cost;
  for (const TileRef &tile : reads)
    tile.store->readsDone = std::max(tile.store->readsDone, finish);
  for (const TileRef &tile : writes) {
    tile.store->writeDone = finish;
    tile.store->readsDone = finish;
  }
}

//===----------------------------------------------------------------------===//
// Tile instructions
//===----------------------------------------------------------------------===//

/// Applies `fn(i, j)` to every element of `dst`'s valid region, writing the
/// value it returns; `defined(i, j)` says whether the inputs were written.
/// Whether `src` covers the valid region of `dst` (element-wise ops read
/// the same elements of their sources as they write).
LogicalResult covers(Operation *op, const TileRef &src, const TileRef &dst,
                     int64_t block) {
  if (src.validRows() >= dst.validRows() && src.validCols() >= dst.validCols())
    return success();
  return op->emitError("reads a source whose valid shape ")
         << src.validRows() << "x" << src.validCols()
         << " is smaller than the destination's " << dst.validRows() << "x"
         << dst.validCols() << " (block " << block << ")";
}

template <typename Fn, typename Def>
void forValid(TileRef &dst, Fn fn, Def defined) {
  for (int64_t i = 0; i < dst.validRows(); ++i)
    for (int64_t j = 0; j < dst.validCols(); ++j)
      dst.set(i, j, fn(i, j), defined(i, j));
}

LogicalResult Machine::execTileOp(Operation *op) {
  // Structure and views: no pipe.
  if (auto alloc = dyn_cast<pto::AllocTileOp>(op)) {
    auto type = cast<pto::TileBufType>(alloc.getType());
    int64_t validRows = alloc.getValidRow() ? getInt(alloc.getValidRow())
                                            : type.getValidRows();
    int64_t validCols = alloc.getValidCol() ? getInt(alloc.getValidCol())
                                            : type.getValidCols();
    if (validRows < 0 || validCols < 0 || validRows > type.getRows() ||
        validCols > type.getCols())
      return op->emitError("allocates a ")
             << type.getRows() << "x" << type.getCols()
             << " tile with the valid shape " << validRows << "x"
             << validCols << " (block " << blockIdx << ")";
    // An alloc_tile run again (inside a loop) gets its storage anew.
    std::unique_ptr<TileStore> &slot = allocs[op];
    if (slot) {
      env[alloc] = TileRef{slot.get(), type};
      *slot = TileStore();
    } else {
      slot = std::make_unique<TileStore>();
    }
    TileStore *store = slot.get();
    store->type = type;
    store->rows = type.getRows();
    store->cols = type.getCols();
    store->values.assign(store->rows * store->cols, 0);
    store->written.assign(store->rows * store->cols, 0);
    store->validRows = validRows;
    store->validCols = validCols;
    env[alloc] = TileRef{store, type};
    return success();
  }
  if (auto set = dyn_cast<pto::SetValidShapeOp>(op)) {
    FailureOr<TileRef> tile = getTile(op, set.getSource());
    if (failed(tile))
      return failure();
    int64_t rows = getInt(set.getValidRow()), cols = getInt(set.getValidCol());
    if (rows < 0 || cols < 0 || rows > tile->rows() || cols > tile->cols())
      return op->emitError("sets the valid shape ")
             << rows << "x" << cols << " on a " << tile->rows() << "x"
             << tile->cols() << " tile (block " << blockIdx << ")";
    tile->store->validRows = rows;
    tile->store->validCols = cols;
    return success();
  }
  if (auto reshape = dyn_cast<pto::TReshapeOp>(op)) {
    FailureOr<TileRef> tile = getTile(op, reshape.getSrc());
    if (failed(tile))
      return failure();
    auto type = cast<pto::TileBufType>(reshape.getType());
    if (type.getElementType() != tile->type.getElementType())
      return op->emitError("pto-run does not implement a treshape that "
                           "reinterprets the elements as another type");
    if (type.getRows() * type.getCols() != tile->rows() * tile->cols())
      return op->emitError("pto-run: treshape changes the element count");
    env[reshape] = TileRef{tile->store, type};
    return success();
  }
  if (auto view = dyn_cast<pto::MakeTensorViewOp>(op)) {
    auto *ptr = std::get_if<GMPtr>(&env[view.getPtr()]);
    if (!ptr)
      return op->emitError("pto-run: the pointer is not a kernel argument");
    GMView gm{ptr->arg, ptr->offset, {}, {}};
    for (Value dim : view.getShape()) {
      gm.shape.push_back(getInt(dim));
      if (gm.shape.back() < 0)
        return op->emitError("makes a tensor view with the extent ")
               << gm.shape.back() << " (block " << blockIdx << ")";
    }
    for (Value stride : view.getStrides())
      gm.strides.push_back(getInt(stride));
    // A view of a whole argument: its extents are the tensor's dimensions,
    // which the launch contract makes at least 1, and which the array given
    // should have.
    const HostTensor &tensor = *args[gm.arg].tensor;
    if (gm.base == 0 && view.getPtr() == kernel.getArgument(gm.arg)) {
      for (int64_t extent : gm.shape)
        if (extent == 0)
          return op->emitError("makes a tensor view with an extent of 0: "
                               "every dimension of a kernel's tensor is at "
                               "least 1 (the launch contract, "
                               "docs/TileLangSupport.md)");
      std::vector<int64_t> shape(gm.shape.begin(), gm.shape.end());
      bool isDN = view.getLayout() &&
                  *view.getLayout() == pto::Layout::DN;
      if (isDN && shape.size() == 2)
        std::swap(shape[0], shape[1]);
      int64_t count = 1;
      for (int64_t extent : shape)
        count *= extent;
      if (!isDN && shapeChecked.insert(gm.arg).second &&
          count != static_cast<int64_t>(tensor.data.size()))
        op->emitWarning("views ")
            << describeArg(kernel, args, gm.arg) << " as "
            << llvm::join(llvm::map_range(shape,
                                          [](int64_t d) { return std::to_string(d); }),
                          "x")
            << " (" << count << " elements), but the array given has "
            << tensor.data.size() << " elements";
    }
    env[view] = gm;
    return success();
  }
  if (auto add = dyn_cast<pto::AddPtrOp>(op)) {
    auto *ptr = std::get_if<GMPtr>(&env[add.getPtr()]);
    if (!ptr)
      return op->emitError("pto-run: the pointer is not a kernel argument");
    GMPtr moved = *ptr;
    moved.offset += getInt(add.getOffset());
    env[add] = moved;
    return success();
  }
  if (auto part = dyn_cast<pto::PartitionViewOp>(op)) {
    auto *view = std::get_if<GMView>(&env[part.getSource()]);
    if (!view)
      return op->emitError("pto-run: the source is not a tensor view");
    Partition p{*view, {}, {}};
    for (Value offset : part.getOffsets())
      p.offsets.push_back(getInt(offset));
    for (Value size : part.getSizes())
      p.sizes.push_back(getInt(size));
    env[part] = p;
    return success();
  }
  if (isa<pto::GetBlockIdxOp>(op)) {
    env[op->getResult(0)] = blockIdx;
    return success();
  }
  if (isa<pto::GetBlockNumOp>(op)) {
    env[op->getResult(0)] = blockNum;
    return success();
  }
  if (isa<pto::GetSubBlockIdxOp>(op)) {
    env[op->getResult(0)] = int64_t(0);
    return success();
  }
  if (isa<pto::GetSubBlockNumOp>(op)) {
    env[op->getResult(0)] = int64_t(1);
    return success();
  }

  // Synchronisation.
  if (auto set = dyn_cast<pto::SetFlagOp>(op)) {
    std::optional<unsigned> src = toPipeId(set.getSrcPipe());
    std::optional<unsigned> dst = toPipeId(set.getDstPipe());
    if (!src || !dst)
      return op->emitError("pto-run: unsupported pipe in set_flag");
    FlagKey key{*src, *dst, static_cast<int64_t>(set.getEventId())};
    if (flags.count(key))
      return op->emitError("sets an event that is already set: the "
                           "previous set_flag of it was not waited for "
                           "(block ")
             << blockIdx << ")";
    // What the setting pipe knows: its own instructions so far, and what
    // it synchronised with before.
    std::array<int64_t, NumPipes> clock;
    for (unsigned q = 0; q < NumPipes; ++q)
      clock[q] = synced[*src][q];
    clock[*src] = issued[*src];
    flags[key] = clock;
    return success();
  }
  if (auto wait = dyn_cast<pto::WaitFlagOp>(op)) {
    std::optional<unsigned> src = toPipeId(wait.getSrcPipe());
    std::optional<unsigned> dst = toPipeId(wait.getDstPipe());
    if (!src || !dst)
      return op->emitError("pto-run: unsupported pipe in wait_flag");
    FlagKey key{*src, *dst, static_cast<int64_t>(wait.getEventId())};
    auto it = flags.find(key);
    if (it == flags.end())
      return op->emitError("deadlock: this wait_flag waits for an event "
                           "no set_flag has set (block ")
             << blockIdx << ")";
    for (unsigned q = 0; q < NumPipes; ++q)
      synced[*dst][q] = std::max(synced[*dst][q], it->second[q]);
    flags.erase(it);
    return success();
  }
  if (auto barrier = dyn_cast<pto::BarrierOp>(op)) {
    if (barrier.getPipe() == pto::Pipe::PIPE_ALL)
      for (unsigned p = 0; p < NumPipes; ++p)
        for (unsigned q = 0; q < NumPipes; ++q)
          synced[p][q] = issued[q];
    return success();
  }

  if (failed(recordAccesses(op)))
    return failure();
  schedule(op);

  // Data movement.
  if (auto load = dyn_cast<pto::TLoadOp>(op)) {
    std::optional<Partition> part;
    if (auto *p = std::get_if<Partition>(&env[load.getSrc()]))
      part = *p;
    FailureOr<TileRef> tile = getTile(op, load.getDst());
    if (!part || failed(tile))
      return op->emitError("pto-run: tload expects a partition and a tile");
    if (failed(checkPartition(op, *part, *tile, /*isStore=*/false)))
      return failure();
    const HostTensor &tensor = *args[part->view.arg].tensor;
    for (int64_t i = 0; i < tile->validRows(); ++i)
      for (int64_t j = 0; j < tile->validCols(); ++j) {
        FailureOr<int64_t> index = elementIndex(op, *part, i, j);
        if (failed(index))
          return failure();
        tile->set(i, j, tensor.data[*index], true);
      }
    return success();
  }
  if (auto store = dyn_cast<pto::TStoreOp>(op)) {
    std::optional<Partition> part;
    if (auto *p = std::get_if<Partition>(&env[store.getDst()]))
      part = *p;
    FailureOr<TileRef> tile = getTile(op, store.getSrc());
    if (!part || failed(tile))
      return op->emitError("pto-run: tstore expects a tile and a partition");
    if (failed(checkPartition(op, *part, *tile, /*isStore=*/true)))
      return failure();
    HostTensor &tensor = *args[part->view.arg].tensor;
    for (int64_t i = 0; i < tile->validRows(); ++i)
      for (int64_t j = 0; j < tile->validCols(); ++j) {
        if (!tile->isWritten(i, j))
          return op->emitError("stores element (")
                 << i << ", " << j
                 << ") of a tile that was never written on chip, or was "
                    "computed from such elements (block "
                 << blockIdx << ")";
        FailureOr<int64_t> index = elementIndex(op, *part, i, j);
        if (failed(index))
          return failure();
        tensor.data[*index] = roundToType(tensor.elementType, tile->get(i, j));
      }
    return success();
  }
  if (auto mov = dyn_cast<pto::TMovOp>(op)) {
    FailureOr<TileRef> src = getTile(op, mov.getSrc());
    FailureOr<TileRef> dst = getTile(op, mov.getDst());
    if (failed(src) || failed(dst))
      return failure();
    if (src->validRows() < dst->validRows() ||
        src->validCols() < dst->validCols())
      return op->emitError("moves a tile whose valid shape ")
             << src->validRows() << "x" << src->validCols()
             << " is smaller than the destination's "
             << dst->validRows() << "x" << dst->validCols();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return src->get(i, j); },
        [&](int64_t i, int64_t j) { return src->isWritten(i, j); });
    return success();
  }

  // The Cube.
  auto matmul = [&](Value accIn, Value lhs, Value rhs,
                    Value dstValue) -> LogicalResult {
    FailureOr<TileRef> a = getTile(op, lhs), b = getTile(op, rhs),
                       dst = getTile(op, dstValue);
    if (failed(a) || failed(b) || failed(dst))
      return failure();
    FailureOr<TileRef> acc = accIn ? getTile(op, accIn) : dst;
    if (failed(acc))
      return failure();
    int64_t m = a->validRows(), k = a->validCols(), n = b->validCols();
    if (b->validRows() != k)
      return op->emitError("multiplies a left operand of valid depth ")
             << k << " by a right operand of valid depth "
             << b->validRows();
    if (m > dst->rows() || n > dst->cols())
      return op->emitError("pto-run: the product does not fit the "
                           "accumulator");
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double sum = accIn ? acc->get(i, j) : 0;
        bool defined = !accIn || acc->isWritten(i, j);
        for (int64_t p = 0; p < k; ++p) {
          sum += a->get(i, p) * b->get(p, j);
          defined = defined && a->isWritten(i, p) && b->isWritten(p, j);
        }
        dst->set(i, j, sum, defined);
      }
    return success();
  };
  if (auto mm = dyn_cast<pto::TMatmulOp>(op))
    return matmul(Value(), mm.getLhs(), mm.getRhs(), mm.getDst());
  if (auto mm = dyn_cast<pto::TMatmulAccOp>(op))
    return matmul(mm.getAccIn(), mm.getLhs(), mm.getRhs(), mm.getDst());

  // The Vector core.
  auto unary = [&](Value srcValue, Value dstValue,
                   auto fn) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, srcValue), dst = getTile(op, dstValue);
    if (failed(src) || failed(dst) || failed(covers(op, *src, *dst, blockIdx)))
      return failure();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return fn(src->get(i, j)); },
        [&](int64_t i, int64_t j) { return src->isWritten(i, j); });
    return success();
  };
  auto binary = [&](Value lhsValue, Value rhsValue, Value dstValue,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> a = getTile(op, lhsValue), b = getTile(op, rhsValue),
                       dst = getTile(op, dstValue);
    if (failed(a) || failed(b) || failed(dst) ||
        failed(covers(op, *a, *dst, blockIdx)) ||
        failed(covers(op, *b, *dst, blockIdx)))
      return failure();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return fn(a->get(i, j), b->get(i, j)); },
        [&](int64_t i, int64_t j) {
          return a->isWritten(i, j) && b->isWritten(i, j);
        });
    return success();
  };
  auto withScalar = [&](Value srcValue, Value scalar, Value dstValue,
                        auto fn) -> LogicalResult {
    double s = getScalar(scalar);
    return unary(srcValue, dstValue, [&](double x) { return fn(x, s); });
  };
  // src[i, j] op vec[i] (vec N x 1) or src[i, j] op vec[j] (vec 1 x N).
  auto expand = [&](Value srcValue, Value vecValue, Value dstValue, bool rows,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> a = getTile(op, srcValue), v = getTile(op, vecValue),
                       dst = getTile(op, dstValue);
    if (failed(a) || failed(v) || failed(dst) ||
        failed(covers(op, *a, *dst, blockIdx)))
      return failure();
    if (rows ? v->validRows() < dst->validRows()
             : v->validCols() < dst->validCols())
      return op->emitError("expands a vector of ")
             << (rows ? v->validRows() : v->validCols())
             << " valid elements over " << (rows ? dst->validRows() : dst->validCols())
             << (rows ? " rows" : " columns") << " (block " << blockIdx << ")";
    auto at = [&](int64_t i, int64_t j) {
      return rows ? std::make_pair(i, int64_t(0)) : std::make_pair(int64_t(0), j);
    };
    forValid(
        *dst,
        [&](int64_t i, int64_t j) {
          auto [vi, vj] = at(i, j);
          return fn(a->get(i, j), v->get(vi, vj));
        },
        [&](int64_t i, int64_t j) {
          auto [vi, vj] = at(i, j);
          return a->isWritten(i, j) && v->isWritten(vi, vj);
        });
    return success();
  };
  // dst[i] = reduce over j of src[i, j] (rows) or dst[j] over i (columns).
  auto reduce = [&](Value srcValue, Value dstValue, bool rows, double init,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, srcValue), dst = getTile(op, dstValue);
    if (failed(src) || failed(dst))
      return failure();
    int64_t outer = rows ? src->validRows() : src->validCols();
    if (outer > (rows ? dst->rows() : dst->cols()))
      return op->emitError("reduces ")
             << outer << (rows ? " rows" : " columns") << " into a "
             << dst->rows() << "x" << dst->cols() << " tile (block "
             << blockIdx << ")";
    int64_t inner = rows ? src->validCols() : src->validRows();
    for (int64_t o = 0; o < outer; ++o) {
      double acc = init;
      bool defined = true;
      for (int64_t x = 0; x < inner; ++x) {
        int64_t i = rows ? o : x, j = rows ? x : o;
        acc = fn(acc, src->get(i, j));
        defined = defined && src->isWritten(i, j);
      }
      if (rows)
        dst->set(o, 0, acc, defined);
      else
        dst->set(0, o, acc, defined);
    }
    return success();
  };
  auto add = [](double a, double b) { return a + b; };
  auto sub = [](double a, double b) { return a - b; };
  auto mul = [](double a, double b) { return a * b; };
  auto div = [](double a, double b) { return a / b; };
  auto max = [](double a, double b) { return std::fmax(a, b); };
  auto min = [](double a, double b) { return std::fmin(a, b); };
  const double inf = std::numeric_limits<double>::infinity();

  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](pto::TAddOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), add); })
      .Case([&](pto::TSubOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), sub); })
      .Case([&](pto::TMulOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), mul); })
      .Case([&](pto::TDivOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), div); })
      .Case([&](pto::TMaxOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), max); })
      .Case([&](pto::TMinOp o) { return binary(o.getSrc0(), o.getSrc1(), o.getDst(), min); })
      .Case([&](pto::TAddSOp o) { return withScalar(o.getSrc(), o.getScalar(), o.getDst(), add); })
      .Case([&](pto::TSubSOp o) { return withScalar(o.getSrc(), o.getScalar(), o.getDst(), sub); })
      .Case([&](pto::TMulSOp o) { return withScalar(o.getSrc(), o.getScalar(), o.getDst(), mul); })
      .Case([&](pto::TMaxSOp o) { return withScalar(o.getSrc(), o.getScalar(), o.getDst(), max); })
      .Case([&](pto::TMinSOp o) { return withScalar(o.getSrc(), o.getScalar(), o.getDst(), min); })
      .Case([&](pto::TDivSOp o) -> LogicalResult {
        if (o.isScalarDividend())
          return withScalar(o.getTileSource(), o.getScalarSource(), o.getDst(),
                            [](double x, double s) { return s / x; });
        return withScalar(o.getTileSource(), o.getScalarSource(), o.getDst(), div);
      })
      .Case([&](pto::TExpOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return std::exp(x); }); })
      .Case([&](pto::TLogOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return std::log(x); }); })
      .Case([&](pto::TSqrtOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return std::sqrt(x); }); })
      .Case([&](pto::TRsqrtOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return 1 / std::sqrt(x); }); })
      .Case([&](pto::TAbsOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return std::fabs(x); }); })
      .Case([&](pto::TNegOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return -x; }); })
      .Case([&](pto::TReluOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return std::fmax(x, 0.0); }); })
      .Case([&](pto::TRecipOp o) { return unary(o.getSrc(), o.getDst(), [](double x) { return 1 / x; }); })
      .Case([&](pto::TCvtOp o) -> LogicalResult {
        pto::RoundMode mode =
            o.getRmode() ? *o.getRmode() : pto::RoundMode::CAST_RINT;
        bool toInt = isa<IntegerType>(
            cast<pto::TileBufType>(o.getDst().getType()).getElementType());
        return unary(o.getSrc(), o.getDst(), [&](double x) {
          if (!toInt)
            return x; // float to float: round to nearest even on the store
          switch (mode) {
          case pto::RoundMode::ROUND:
            return std::round(x);
          case pto::RoundMode::FLOOR:
            return std::floor(x);
          case pto::RoundMode::CEIL:
            return std::ceil(x);
          case pto::RoundMode::TRUNC:
            return std::trunc(x);
          default:
            return std::nearbyint(x);
          }
        });
      })
      .Case([&](pto::TExpandsOp o) -> LogicalResult {
        FailureOr<TileRef> dst = getTile(op, o.getDst());
        if (failed(dst))
          return failure();
        double s = getScalar(o.getScalar());
        forValid(
            *dst, [&](int64_t, int64_t) { return s; },
            [](int64_t, int64_t) { return true; });
        return success();
      })
      .Case([&](pto::TRowSumOp o) { return reduce(o.getSrc(), o.getDst(), true, 0.0, add); })
      .Case([&](pto::TRowMaxOp o) { return reduce(o.getSrc(), o.getDst(), true, -inf, max); })
      .Case([&](pto::TRowMinOp o) { return reduce(o.getSrc(), o.getDst(), true, inf, min); })
      .Case([&](pto::TColSumOp o) { return reduce(o.getSrc(), o.getDst(), false, 0.0, add); })
      .Case([&](pto::TColMaxOp o) { return reduce(o.getSrc(), o.getDst(), false, -inf, max); })
      .Case([&](pto::TColMinOp o) { return reduce(o.getSrc(), o.getDst(), false, inf, min); })
      .Case([&](pto::TRowExpandAddOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, add); })
      .Case([&](pto::TRowExpandSubOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, sub); })
      .Case([&](pto::TRowExpandMulOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, mul); })
      .Case([&](pto::TRowExpandDivOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, div); })
      .Case([&](pto::TRowExpandMaxOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, max); })
      .Case([&](pto::TRowExpandMinOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, min); })
      .Case([&](pto::TColExpandAddOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, add); })
      .Case([&](pto::TColExpandSubOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, sub); })
      .Case([&](pto::TColExpandMulOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, mul); })
      .Case([&](pto::TColExpandDivOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, div); })
      .Case([&](pto::TColExpandMaxOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, max); })
      .Case([&](pto::TColExpandMinOp o) { return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, min); })
      .Default([&](Operation *) {
        return op->emitError("pto-run does not implement '")
               << op->getName() << "'";
      });
}

} // namespace

LogicalResult mlir::tirpto::run::runKernel(func::FuncOp kernel,
                                           ArrayRef<KernelArg> args,
                                           const RunOptions &options,
                                           RunStats *stats) {
  RunStats local;
  RunStats &out = stats ? *stats : local;
  if (kernel.isExternal())
    return kernel.emitError("pto-run: the kernel has no body");
  if (args.size() != kernel.getNumArguments())
    return kernel.emitError("pto-run: the kernel takes ")
           << kernel.getNumArguments() << " arguments, " << args.size()
           << " given";
  for (auto [i, type] : llvm::enumerate(kernel.getArgumentTypes())) {
    bool isPtr = isa<pto::PtrType>(type);
    if (isPtr != (args[i].tensor != nullptr))
      return kernel.emitError("pto-run: argument #")
             << i << " (" << type << ") needs "
             << (isPtr ? "a tensor" : "a scalar");
  }
  int64_t blocks = options.blocks;
  if (blocks <= 0) {
    blocks = 1;
    if (auto grid = kernel->getAttrOfType<DenseI64ArrayAttr>(
            pto::PTODialect::kLaunchGridAttrName))
      for (int64_t extent : grid.asArrayRef())
        blocks *= extent;
  }
  Machine machine(kernel, args, options, out);
  for (int64_t block = 0; block < blocks; ++block) {
    if (++out.instructions > options.maxInstructions)
      return kernel.emitError("pto-run: stopped after ")
             << options.maxInstructions
             << " operations (--max-operations), in block " << block;
    if (failed(machine.runBlock(block, blocks)))
      return failure();
    ++out.blocks;
  }
  return success();
}
