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
#include "llvm/ADT/SmallPtrSet.h"

#include <array>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <tuple>
#include <mutex>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mlir::tirpto::run::detail {

/// The bits of `value` as an element of `type` (its value rounded first;
/// Interpreter.cpp).
uint64_t toBits(Type type, double value);

/// The element of `type` whose bits are `bits` (Interpreter.cpp).
double fromBits(Type type, uint64_t bits);

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
  /// For a tile popped from a Cube/Vector FIFO: the tfree that released
  /// its slot, after which it must not be used.
  Operation *freedBy = nullptr;
};

/// A tile value: its storage, seen with the shape of its type (a treshape
/// of an N x 1 tile is a 1 x N view of the same elements).
struct TileRef {
  TileStore *store = nullptr;
  pto::TileBufType type;
  /// A window (pto.subset): the storage index of its first element, the
  /// row stride of its storage, and its valid shape (computed when the
  /// window is taken); rowStride 0 when this is not a window.
  int64_t base = 0, rowStride = 0;
  int64_t windowValidRows = 0, windowValidCols = 0;

  int64_t rows() const { return type.getRows(); }
  int64_t cols() const { return type.getCols(); }
  bool isWindow() const { return rowStride != 0; }
  bool isView() const { return isWindow() || type != store->type; }
  int64_t validRows() const {
    if (isWindow())
      return windowValidRows;
    if (!isView())
      return store->validRows;
    return ShapedType::isDynamic(type.getValidRows()) ? type.getRows()
                                                      : type.getValidRows();
  }
  int64_t validCols() const {
    if (isWindow())
      return windowValidCols;
    if (!isView())
      return store->validCols;
    return ShapedType::isDynamic(type.getValidCols()) ? type.getCols()
                                                      : type.getValidCols();
  }
  size_t index(int64_t i, int64_t j) const {
    return isWindow() ? base + i * rowStride + j : i * cols() + j;
  }
  /// Whether this view reads the bytes of its storage as another element
  /// type (a treshape f32 -> i32, ...).
  bool reinterprets() const {
    return type.getElementType() != store->type.getElementType();
  }
  double get(int64_t i, int64_t j) const {
    if (reinterprets())
      return getReinterpreted(i, j);
    return store->values[index(i, j)];
  }
  bool isWritten(int64_t i, int64_t j) const {
    if (reinterprets())
      return isWrittenReinterpreted(i, j);
    return store->written[index(i, j)];
  }
  void set(int64_t i, int64_t j, double value, bool defined) {
    if (reinterprets())
      return setReinterpreted(i, j, value, defined);
    size_t k = index(i, j);
    store->values[k] = roundToType(type.getElementType(), value);
    store->written[k] = defined;
  }

private:
  // Interpreter.cpp: the elements of the storage as little-endian bytes,
  // in row-major order.
  double getReinterpreted(int64_t i, int64_t j) const;
  bool isWrittenReinterpreted(int64_t i, int64_t j) const;
  void setReinterpreted(int64_t i, int64_t j, double value, bool defined);
};

/// An access to a GM element, as the race checks remember it: the op, its
/// block and stream (0 = the kernel or AIC, 1 = AIV0, 2 = AIV1), its pipe
/// and sequence number on that pipe, and its stream's clock.
struct GMAccess {
  Operation *op = nullptr;
  int32_t block = -1;
  uint8_t stream = 0, pipe = 0;
  bool atomic = false;
  int64_t seq = 0, clock = 0;
};

/// The last write of a GM element and its last read by each stream since,
/// and an access of another block than the last writer's (reader's) that
/// these replaced.
struct GMCell {
  GMAccess write, otherBlockWrite;
  GMAccess read[3];
  GMAccess otherBlockRead;
};

/// The race-checking shadow of every GM tensor of a run, element by
/// element, shared by its blocks and streams.
struct GMShadow {
  std::vector<std::vector<GMCell>> cells;
  /// The tstores that stored never-written tile elements (allowed by
  /// --allow-unwritten-stores): each is warned about once, whichever block
  /// or iteration.
  llvm::SmallPtrSet<Operation *, 4> unwrittenStores;
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

//===----------------------------------------------------------------------===//
// Mixed kernels: one Cube and two Vector streams per block
//===----------------------------------------------------------------------===//

/// Which instruction stream a Machine runs: the whole kernel (a kernel that
/// does not mix Cube and Vector work), or, in a mixed kernel, the Cube's
/// (AIC) or one Vector sub-block's (AIV0, AIV1).
enum class CoreKind { Any, Cube, Vector };

/// One tile in a Cube <-> Vector FIFO (ptoas-format.md §4.12, pto-isa
/// docs/isa/TPUSH.md, TPOP.md): the whole, unsplit tile, built from one
/// push (C2V) or from each Vector sub-block's part (V2C).
struct FifoEntry {
  Type elementType;
  int64_t rows = 0, cols = 0, validRows = 0, validCols = 0;
  int8_t split = 0;
  std::vector<double> values;
  std::vector<uint8_t> written;
  Operation *pushOp = nullptr;
  /// Producers that have still to push their part; consumers that have
  /// still to pop and to free it.
  unsigned partsMissing = 0, popsLeft = 0, freesLeft = 0;
  /// The valid shape of each Vector sub-block's part (V2C), as pushed.
  int64_t partValid[2][2] = {{-1, -1}, {-1, -1}};
  /// When the last part arrived, and when its slot was freed (cycles).
  double ready = 0, freed = 0;
  /// What the producers had done by their push, and the consumers by their
  /// free (stream clocks).
  std::array<int64_t, 3> pushClock{}, freeClock{};
};

/// One direction of the FIFO of a block (C2V or V2C).
struct Fifo {
  /// What the first *_initialize_pipe of either side set.
  Operation *initOp = nullptr;
  int64_t slotSize = 0, slotNum = 0;
  bool nosplit = false;
  /// Which streams initialised the pipe in this direction.
  bool initialisedBy[3] = {};
  /// Entries pushed and not yet freed by every consumer; `front` is the
  /// number of entries retired before entries.front().
  std::deque<FifoEntry> entries;
  int64_t front = 0;
  /// Per stream (0 = AIC, 1 = AIV0, 2 = AIV1): how many entries it has
  /// pushed, popped and freed.
  int64_t pushed[3] = {}, popped[3] = {}, freed[3] = {};
  /// When the slot an entry reuses was last freed, by entry index modulo
  /// slotNum, and the consumers' clocks then.
  std::vector<double> slotFreed;
  std::vector<std::array<int64_t, 3>> slotFreedClock;
};

/// What the three streams of one block share: the FIFOs, and a baton that
/// lets exactly one of them run at a time, handed over where a stream
/// blocks (a pop of an empty FIFO, a push into a full one) or ends. A
/// block whose streams are all blocked is a deadlock.
/// A cross-core flag set and not yet waited for: the setter's clock and
/// when its pipe finished (cycles).
struct CrossFlag {
  std::array<int64_t, 3> clock{};
  double time = 0;
  Operation *setOp = nullptr;
};

class BlockLink {
public:
  static constexpr unsigned kStreams = 3;
  Fifo c2v, v2c;
  /// Cross-core flags (pto.sync.set) pending, by (receiving stream, setting
  /// stream, flag id).
  std::map<std::tuple<unsigned, unsigned, int64_t>, std::deque<CrossFlag>>
      crossFlags;

  /// Waits until `self` holds the baton; false if the block was aborted.
  bool start(unsigned self);
  /// Blocks `self` until `ready()` holds, letting the other streams run.
  /// Returns false if they cannot make it hold (a deadlock) or the block
  /// was aborted; `deadlock()` tells which.
  bool waitUntil(unsigned self, std::function<bool()> ready);
  /// `self` ends (`failed`: with an error, which aborts the others).
  void finish(unsigned self, bool failed);
  bool deadlock() const { return isDeadlocked; }

private:
  enum State { Ready, Blocked, Done };
  void passBaton(unsigned self);

  std::mutex mutex;
  std::condition_variable wake;
  int current = 0;
  State states[kStreams] = {Ready, Ready, Ready};
  std::function<bool()> until[kStreams];
  bool isDeadlocked = false, aborted = false;

public:
  /// The stream holding the baton and the block, for diagnostics.
  int running() const { return current; }
  int64_t block = 0;
};

class Machine {
public:
  Machine(func::FuncOp kernel, ArrayRef<KernelArg> args,
          const RunOptions &options, RunStats &stats, GMShadow &gm)
      : kernel(kernel), args(args), options(options), stats(stats), gm(gm) {
    // The kernel's callees (the Cube and Vector kernels of a mixed one)
    // count too.
    SmallVector<func::FuncOp> work{kernel};
    llvm::SmallPtrSet<Operation *, 4> seen{kernel};
    while (!work.empty()) {
      func::FuncOp func = work.pop_back_val();
      func.walk([&](Operation *op) {
        if (isa<pto::SetFlagOp, pto::WaitFlagOp, pto::SetFlagDynOp,
                pto::WaitFlagDynOp, pto::BarrierOp>(op))
          hasOwnSync = true;
        if (auto call = dyn_cast<func::CallOp>(op))
          if (auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
                  call, call.getCalleeAttr()))
            if (seen.insert(callee).second)
              work.push_back(callee);
      });
    }
  }

  /// Makes this machine one stream of a mixed kernel's block.
  void setStream(CoreKind kind, unsigned id, BlockLink *blockLink) {
    core = kind;
    streamId = id;
    link = blockLink;
    subblockIdx = kind == CoreKind::Vector ? id - 1 : 0;
    subblockNum = kind == CoreKind::Vector ? 2 : 1;
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
  /// GM <-> tile moves, tile moves and the Cube's instructions (MoveOps.cpp);
  /// `handled` says whether `op` was one.
  LogicalResult execMoveOp(Operation *op, bool &handled);
  /// tgather, tmrgsort, ttrans: instructions that rearrange elements
  /// (SortOps.cpp); `handled` says whether `op` was one.
  LogicalResult execRearrangeOp(Operation *op, bool &handled);
  /// pto.tgetval / pto.tsetval: one element of a vec tile, by its offset in
  /// the tile's storage (ScalarAccess.cpp).
  LogicalResult getValue(pto::TGetValOp op);
  LogicalResult setValue(pto::TSetValOp op);
  /// pto.load_scalar / pto.store_scalar: one element of a GM tensor, by
  /// its offset from the pointer (ScalarAccess.cpp).
  LogicalResult loadScalar(pto::LoadScalarOp op);
  FailureOr<std::pair<unsigned, int64_t>>
  locateGMElement(Operation *op, Value ptr, int64_t offset);
  LogicalResult storeScalar(pto::StoreScalarOp op);
  /// pto.set_flag / wait_flag (and their _dyn forms) and pto.barrier;
  /// `handled` says whether `op` was one (Sync.cpp).
  LogicalResult execSyncOp(Operation *op, bool &handled);
  LogicalResult setFlag(Operation *op, pto::Pipe srcPipe, pto::Pipe dstPipe,
                        int64_t event);
  LogicalResult waitFlag(Operation *op, pto::Pipe srcPipe, pto::Pipe dstPipe,
                         int64_t event);
  LogicalResult execCall(func::CallOp call);

  // Mixed kernels (Cores.cpp).
  /// Whether this stream runs the body of `op` (a section or a call).
  bool runsOn(std::optional<pto::KernelKind> kind) const;
  /// The FIFO ops and pto.*_initialize_pipe; `handled` says whether `op`
  /// was one.
  LogicalResult execCoreOp(Operation *op, bool &handled);
  LogicalResult initPipe(Operation *op, Fifo &fifo, int64_t dirMask,
                         int64_t slotSize, bool nosplit, Value gmSlots,
                         Value consumerBuffer);
  /// That this stream initialised `fifo` before `op` uses it.
  LogicalResult checkInitialised(Operation *op, Fifo &fifo);
  LogicalResult push(Operation *op, Fifo &fifo, Value tileValue, int8_t split);
  LogicalResult pop(Operation *op, Fifo &fifo, int8_t split);
  LogicalResult freeSlot(Operation *op, Fifo &fifo, int8_t split);
  /// A cross-core flag's id: the constant the verifier checked, or a value
  /// that must lie in the same range [0, 15].
  FailureOr<int64_t> crossFlagId(Operation *op, std::optional<uint32_t> id,
                                 Value dynamic);
  // Debug output (DebugOps.cpp).
  raw_ostream &debugStream();
  LogicalResult print(pto::PrintOp op);
  LogicalResult tprint(pto::TPrintOp op);
  LogicalResult syncSet(pto::SyncSetOp op);
  LogicalResult syncWait(pto::SyncWaitOp op);
  std::string streamName() const;
  /// The name a pipe's statistics are kept under ("AIV0 V" in a mixed
  /// kernel).
  std::string statName(unsigned pipe) const {
    if (core == CoreKind::Any)
      return pipeName(pipe);
    return streamName() + " " + pipeName(pipe);
  }

  // Memory checks.
  LogicalResult checkPartition(Operation *op, const Partition &part,
                               const TileRef &tile, bool isStore);
  FailureOr<int64_t> elementIndex(Operation *op, const Partition &part,
                                  int64_t i, int64_t j);

  // Pipes and races.
  unsigned pipeOf(Operation *op);
  /// Checks and records an access by `op` to element `index` of argument
  /// `arg` against the other pipes, streams and blocks.
  LogicalResult accessGM(Operation *op, unsigned arg, int64_t index,
                         bool isWrite, bool atomic = false);
  /// The stream's clock advances past what it has done: a push or free
  /// publishes it.
  void publish(std::array<int64_t, 3> &into);
  void acquire(const std::array<int64_t, 3> &from);
  LogicalResult recordAccesses(Operation *op);
  /// Places `op` on its pipe's timeline.
  void schedule(Operation *op);

  func::FuncOp kernel;
  ArrayRef<KernelArg> args;
  const RunOptions &options;
  RunStats &stats;
  GMShadow &gm;
  int64_t blockIdx = 0, blockNum = 1;
  CoreKind core = CoreKind::Any;
  unsigned streamId = 0;
  int64_t subblockIdx = 0, subblockNum = 1;
  BlockLink *link = nullptr;
  unsigned callDepth = 0;
  /// Tiles popped from the FIFOs, and those not yet freed per direction
  /// (0: C2V, 1: V2C), oldest first.
  std::vector<std::unique_ptr<TileStore>> poppedTiles;
  std::deque<TileStore *> unfreed[2];
  /// Whether the kernel synchronises its pipes itself.
  bool hasOwnSync = false;

  DenseMap<Value, RValue> env;
  /// The storage of each pto.alloc_tile, by op.
  DenseMap<Operation *, std::unique_ptr<TileStore>> allocs;

  // Race checking: instructions issued per pipe, and for each pipe the
  // sequence number of every other pipe it has synchronised with.
  int64_t issued[NumPipes] = {};
  /// The pipe and sequence number of the instruction running.
  unsigned currentPipe = S;
  int64_t currentSeq = 0;
  /// Per stream of the block, how far this stream knows it has run (a
  /// vector clock advanced by the FIFO).
  std::array<int64_t, 3> clock{};
  int64_t synced[NumPipes][NumPipes] = {};
  std::map<FlagKey, std::array<int64_t, NumPipes>> flags;
  /// The set_flag that set each flag in `flags`.
  std::map<FlagKey, Operation *> flagSetters;
  /// When each set flag fires on the cycle timeline: its source pipe has
  /// finished what it was given before the set.
  std::map<FlagKey, double> flagTimes;

  // The timeline: when each pipe is free, and when the block ends.
  double pipeFree[NumPipes] = {};
  double blockEnd = 0;
};


/// Runs a kernel written for separate cores: per block, its Cube stream
/// and two Vector streams (Cores.cpp).
LogicalResult runMixedKernel(func::FuncOp kernel, ArrayRef<KernelArg> args,
                             const RunOptions &options, RunStats &stats,
                             GMShadow &gm, int64_t blocks);

/// Checks the tiles of `kernel` and its callees against the capacities of
/// their arch (Capacity.cpp).
LogicalResult checkCapacity(func::FuncOp kernel);

/// "argument #i", with the tensor's name when it has one.
std::string describeArg(func::FuncOp kernel, ArrayRef<KernelArg> args,
                        unsigned arg);

/// Whether `src` covers the valid region of `dst` (element-wise ops read
/// the same elements of their sources as they write); an error at `op`
/// otherwise.
inline LogicalResult covers(Operation *op, const TileRef &src,
                            const TileRef &dst, int64_t block) {
  if (src.validRows() >= dst.validRows() && src.validCols() >= dst.validCols())
    return success();
  return op->emitError("reads a source whose valid shape ")
         << src.validRows() << "x" << src.validCols()
         << " is smaller than the destination's " << dst.validRows() << "x"
         << dst.validCols() << " (block " << block << ")";
}

/// Applies `fn(i, j)` to every element of `dst`'s valid region, writing the
/// value it returns; `defined(i, j)` says whether the inputs were written.
template <typename Fn, typename Def>
void forValid(TileRef &dst, Fn fn, Def defined) {
  for (int64_t i = 0; i < dst.validRows(); ++i)
    for (int64_t j = 0; j < dst.validCols(); ++j)
      dst.set(i, j, fn(i, j), defined(i, j));
}

} // namespace mlir::tirpto::run::detail

#endif // TIRPTO_LIB_RUN_MACHINE_H
