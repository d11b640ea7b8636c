//===- Machine.h - pto-run's machine state (internal) -----------*- C++ -*-===//
//
// The interpreter behind runKernel, shared by the files of lib/Run:
// Interpreter.cpp (control flow, blocks), ScalarOps.cpp (arith/math),
// Pipes.cpp (races and the cycle timeline), TileOps.cpp (GM views and tile
// instructions).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_RUN_MACHINE_H
#define TIRPTO_LIB_RUN_MACHINE_H

#include "tirpto/Run/Interpreter.h"

#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "llvm/ADT/DenseSet.h"

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mlir::tirpto::run::detail {

//===----------------------------------------------------------------------===//
// Machine state
//===----------------------------------------------------------------------===//

/// The pipes a block's instructions are issued on, as the race checker
/// numbers them.
enum PipeId : unsigned { S, V, M, MTE1, MTE2, MTE3, FIX, NumPipes };

inline const char *pipeName(unsigned pipe) {
  static const char *names[] = {"S", "V", "M", "MTE1", "MTE2", "MTE3", "FIX"};
  return names[pipe];
}

inline std::optional<unsigned> toPipeId(pto::Pipe pipe) {
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


/// "argument #i", with the tensor's name when it has one.
std::string describeArg(func::FuncOp kernel, ArrayRef<KernelArg> args,
                        unsigned arg);

} // namespace mlir::tirpto::run::detail

#endif // TIRPTO_LIB_RUN_MACHINE_H
