//===- Cores.cpp - mixed kernels: Cube and Vector streams, tile FIFOs -----===//
//
// A kernel written for separate cores (core-kind sections, or kernel_kind
// functions called from its entry) runs per block as three instruction
// streams: the Cube's (AIC) and the two Vector sub-blocks' (AIV0, AIV1),
// each with its own pipes and on-chip memory, sharing GM. They hand tiles
// to each other through the FIFO of ptoas-format.md §4.12 (pto-isa
// docs/isa/TPUSH.md, TPOP.md, TFREE.md):
//
// - C2V: the Cube pushes a whole tile; each Vector sub-block pops its part
//   (split 0: the whole tile, 1: its half of the rows, 2: its half of the
//   columns) and frees it. A slot is reused once both sub-blocks freed it.
// - V2C: each Vector sub-block pushes its part (split 0: both push the
//   whole tile, which must then be the same); the Cube pops the assembled
//   tile and frees it.
// - A direction has pto::getPipeSlotNum slots; a push waits for a free
//   slot, a pop for a tile. The `nosplit` flag of
//   the pipe changes how pto-isa synchronises the sub-blocks, not what they
//   receive, and is not modelled.
//
// The streams run one at a time on threads, handing a baton over where one
// blocks, so a run is deterministic; when every stream waits for another, the
// block is deadlocked and each waiting op is reported.
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"
#include "Machine.h"

#include "tirpto/Support/PipeLimits.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <thread>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

//===----------------------------------------------------------------------===//
// The baton
//===----------------------------------------------------------------------===//

bool BlockLink::start(unsigned self) {
  std::unique_lock<std::mutex> lock(mutex);
  wake.wait(lock, [&] { return current == static_cast<int>(self); });
  return !aborted;
}

bool BlockLink::waitUntil(unsigned self, std::function<bool()> ready) {
  std::unique_lock<std::mutex> lock(mutex);
  if (aborted)
    return false;
  if (ready())
    return true;
  states[self] = Blocked;
  until[self] = std::move(ready);
  passBaton(self);
  wake.wait(lock, [&] { return current == static_cast<int>(self); });
  states[self] = Ready;
  bool ok = !aborted && !isDeadlocked && until[self]();
  until[self] = nullptr;
  return ok;
}

void BlockLink::finish(unsigned self, bool failed) {
  std::unique_lock<std::mutex> lock(mutex);
  states[self] = Done;
  aborted |= failed;
  passBaton(self);
}

void BlockLink::passBaton(unsigned self) {
  for (unsigned k = 1; k <= kStreams; ++k) {
    unsigned next = (self + k) % kStreams;
    if (states[next] == Ready || (states[next] == Blocked &&
                                  (aborted || isDeadlocked || until[next]()))) {
      current = static_cast<int>(next);
      wake.notify_all();
      return;
    }
  }
  // No stream can go on: each left waits for what no other will do.
  for (unsigned next = 0; next < kStreams; ++next)
    if (states[next] == Blocked) {
      isDeadlocked = true;
      current = static_cast<int>(next);
      wake.notify_all();
      return;
    }
  current = -1;
  wake.notify_all();
}

//===----------------------------------------------------------------------===//
// Streams
//===----------------------------------------------------------------------===//

std::string Machine::streamName() const {
  switch (core) {
  case CoreKind::Any:
    return "the kernel";
  case CoreKind::Cube:
    return "AIC";
  case CoreKind::Vector:
    return subblockIdx ? "AIV1" : "AIV0";
  }
  return "";
}

bool Machine::runsOn(std::optional<pto::KernelKind> kind) const {
  if (!kind || core == CoreKind::Any)
    return true;
  return (*kind == pto::KernelKind::Cube) == (core == CoreKind::Cube);
}

LogicalResult mlir::tirpto::run::detail::runMixedKernel(
    func::FuncOp kernel, ArrayRef<KernelArg> args, const RunOptions &options,
    RunStats &stats, GMShadow &gm, int64_t blocks) {
  std::vector<std::unique_ptr<Machine>> machines;
  for (unsigned i = 0; i < BlockLink::kStreams; ++i)
    machines.push_back(
        std::make_unique<Machine>(kernel, args, options, stats, gm));
  // Every error names the stream and block it happened in: one stream runs
  // at a time, the one holding the baton.
  BlockLink *running = nullptr;
  ScopedDiagnosticHandler where(kernel.getContext(), [&](Diagnostic &diag) {
    if (running && diag.getSeverity() == DiagnosticSeverity::Error &&
        running->running() >= 0) {
      int stream = running->running();
      diag.attachNote() << "in "
                        << (stream == 0   ? "the Cube stream (AIC)"
                            : stream == 1 ? "Vector sub-block 0 (AIV0)"
                                          : "Vector sub-block 1 (AIV1)")
                        << " of block " << running->block;
    }
    return failure(); // and on to the tool's handler
  });
  for (int64_t block = 0; block < blocks; ++block) {
    if (++stats.instructions > options.maxInstructions)
      return kernel.emitError("pto-run: stopped after ")
             << options.maxInstructions
             << " operations (--max-operations), in block " << block;
    BlockLink link;
    link.block = block;
    running = &link;
    bool failedStream[BlockLink::kStreams] = {};
    std::vector<std::thread> threads;
    for (unsigned i = 0; i < BlockLink::kStreams; ++i) {
      machines[i]->setStream(i == 0 ? CoreKind::Cube : CoreKind::Vector, i,
                             &link);
      threads.emplace_back([&, i] {
        bool failed = !link.start(i) ||
                      mlir::failed(machines[i]->runBlock(block, blocks));
        failedStream[i] = failed;
        link.finish(i, failed);
      });
    }
    for (std::thread &thread : threads)
      thread.join();
    running = nullptr;
    if (llvm::any_of(failedStream, [](bool failed) { return failed; }))
      return failure();
    // Cross-core flags set and never waited for: they stay set into the
    // next kernel's waits.
    for (auto &[key, queue] : link.crossFlags)
      if (!queue.empty())
        return queue.front().setOp->emitError("sets cross-core flag ")
               << std::get<2>(key) << ", which "
               << (std::get<0>(key) == 0   ? "the Cube"
                   : std::get<0>(key) == 1 ? "AIV0"
                                           : "AIV1")
               << " never waits for (block " << block << ")";
    // Tiles still in a FIFO: the pipe's teardown waits for their slots to
    // be freed (pto-isa's TPipe destructor), which never happens.
    for (Fifo *fifo : {&link.c2v, &link.v2c})
      for (FifoEntry &entry : fifo->entries) {
        bool c2v = fifo == &link.c2v;
        return entry.pushOp->emitError("deadlock at the end of the kernel: ")
               << (c2v ? "the Vector sub-blocks never " : "the Cube never ")
               << (entry.popsLeft ? (c2v ? "pop" : "pops")
                                  : (c2v ? "free" : "frees"))
               << " this tile, and the pipe's teardown waits for its slot "
                  "(block "
               << block << ")";
      }
    ++stats.blocks;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// FIFO ops
//===----------------------------------------------------------------------===//

void Machine::publish(std::array<int64_t, 3> &into) {
  for (unsigned s = 0; s < clock.size(); ++s)
    into[s] = std::max(into[s], clock[s]);
  ++clock[streamId];
}

void Machine::acquire(const std::array<int64_t, 3> &from) {
  for (unsigned s = 0; s < clock.size(); ++s)
    clock[s] = std::max(clock[s], from[s]);
}

namespace {
/// Where a stream's part lies in a FIFO tile split `split` ways.
struct Part {
  int64_t rowOffset = 0, colOffset = 0, rows = 0, cols = 0;
};

Part partOf(int64_t rows, int64_t cols, int8_t split, int64_t subblock) {
  if (split == 1)
    return {subblock * (rows / 2), 0, rows / 2, cols};
  if (split == 2)
    return {0, subblock * (cols / 2), rows, cols / 2};
  return {0, 0, rows, cols};
}

const char *splitName(int8_t split) {
  return split == 1 ? "up-down" : split == 2 ? "left-right" : "no split";
}

int64_t elementBytes(Type type) {
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}
} // namespace

LogicalResult Machine::initPipe(Operation *op, Fifo &fifo, int64_t dirMask,
                                int64_t slotSize, bool nosplit, Value gmSlots,
                                Value consumerBuffer) {
  int64_t slotNum = pto::getPipeSlotNum(dirMask);
  fifo.initialisedBy[streamId] = true;
  // The consumer's slots: the buffer it reserved holds them all (PTOAS's
  // tpush/tpop design: size = slot_size * slot_num).
  if (auto reserve = consumerBuffer.getDefiningOp<pto::ReserveBufferOp>())
    if (reserve.getSize() < slotSize * slotNum)
      return op->emitError("the slots of this pipe need ")
             << slotSize * slotNum << " bytes (" << slotNum << " of "
             << slotSize << "), but its reserve_buffer has "
             << reserve.getSize();
  if (fifo.initOp && (fifo.slotSize != slotSize || fifo.slotNum != slotNum ||
                      fifo.nosplit != nosplit)) {
    InFlightDiagnostic diag = op->emitError("initialises the pipe with ")
                              << slotNum << " slots of " << slotSize << " bytes"
                              << (nosplit ? ", nosplit" : "")
                              << "; the peer kernel initialised it with "
                              << fifo.slotNum << " slots of " << fifo.slotSize
                              << " bytes" << (fifo.nosplit ? ", nosplit" : "");
    diag.attachNote(fifo.initOp->getLoc()) << "the peer's initialisation";
    return diag;
  }
  if (!fifo.initOp) {
    fifo.initOp = op;
    fifo.slotSize = slotSize;
    fifo.slotNum = slotNum;
    fifo.nosplit = nosplit;
    fifo.slotFreed.assign(slotNum, 0.0);
    fifo.slotFreedClock.assign(slotNum, {});
  }
  if (gmSlots) {
    // On a3 the slots of every direction live in this GM buffer.
    auto *ptr = std::get_if<GMPtr>(&env[gmSlots]);
    if (!ptr)
      return op->emitError("pto-run: gm_slot_buffer is not a kernel argument");
    const HostTensor &tensor = *args[ptr->arg].tensor;
    int64_t have = (static_cast<int64_t>(tensor.data.size()) - ptr->offset) *
                   elementBytes(tensor.elementType);
    int64_t need = slotNum * slotSize * (dirMask == 3 ? 2 : 1);
    if (have < need)
      return op->emitError("gm_slot_buffer (")
             << describeArg(kernel, args, ptr->arg) << ") has " << have
             << " bytes from block " << blockIdx
             << "'s part on; each block's part is " << need << " bytes ("
             << slotNum << " slots of " << slotSize
             << " bytes per direction), the buffer blocks x " << need
             << " (out of bounds, block " << blockIdx << ")";
  }
  return success();
}

LogicalResult Machine::checkInitialised(Operation *op, Fifo &fifo) {
  if (fifo.initialisedBy[streamId])
    return success();
  bool c2v = &fifo == &link->c2v;
  return op->emitError("uses the ")
         << (c2v ? "Cube-to-Vector" : "Vector-to-Cube")
         << " pipe before this kernel's "
         << (core == CoreKind::Cube ? "aic_initialize_pipe"
                                    : "aiv_initialize_pipe")
         << " initialised it in this direction (" << streamName() << ", block "
         << blockIdx << ")";
}

LogicalResult Machine::push(Operation *op, Fifo &fifo, Value tileValue,
                            int8_t split) {
  bool c2v = &fifo == &link->c2v;
  FailureOr<TileRef> tile = getTile(op, tileValue);
  if (failed(tile))
    return failure();
  if (failed(checkInitialised(op, fifo)))
    return failure();
  int64_t rows = tile->rows(), cols = tile->cols();
  if ((split == 1 && rows % 2) || (split == 2 && cols % 2))
    return op->emitError("splits a ")
           << rows << "x" << cols << " tile " << splitName(split)
           << " into two unequal halves";
  // The whole tile: a Vector part is half of it when split.
  int64_t wholeRows = rows, wholeCols = cols;
  if (!c2v && split == 1)
    wholeRows *= 2;
  if (!c2v && split == 2)
    wholeCols *= 2;
  Type elementType = tile->type.getElementType();
  int64_t bytes = wholeRows * wholeCols * elementBytes(elementType);
  if (bytes > fifo.slotSize)
    return op->emitError("pushes a tile of ")
           << bytes << " bytes into slots of " << fifo.slotSize << " bytes";

  // Wait for a free slot.
  unsigned self = streamId;
  int64_t index = fifo.pushed[self];
  if (!link->waitUntil(
          self, [&fifo, index] { return index < fifo.front + fifo.slotNum; })) {
    if (!link->deadlock())
      return failure();
    return op->emitError("deadlock: this push waits for a free slot, and ")
           << (c2v ? "the Vector sub-blocks never free one"
                   : "the Cube never frees one")
           << " (all " << fifo.slotNum << " slots hold tiles; " << streamName()
           << ", block " << blockIdx << ")";
  }
  if (failed(recordAccesses(op)))
    return failure();
  if (index >= fifo.slotNum) {
    unsigned pipe = pipeOf(op);
    pipeFree[pipe] =
        std::max(pipeFree[pipe], fifo.slotFreed[index % fifo.slotNum]);
    acquire(fifo.slotFreedClock[index % fifo.slotNum]);
  }
  schedule(op);

  if (index == fifo.front + static_cast<int64_t>(fifo.entries.size())) {
    FifoEntry entry;
    entry.elementType = elementType;
    entry.rows = wholeRows;
    entry.cols = wholeCols;
    entry.split = split;
    entry.values.assign(wholeRows * wholeCols, 0.0);
    entry.written.assign(wholeRows * wholeCols, 0);
    entry.pushOp = op;
    entry.partsMissing = c2v ? 1 : 2;
    entry.popsLeft = entry.freesLeft = c2v ? 2 : 1;
    fifo.entries.push_back(std::move(entry));
  }
  FifoEntry &entry = fifo.entries[index - fifo.front];
  if (entry.elementType != elementType || entry.rows != wholeRows ||
      entry.cols != wholeCols || entry.split != split) {
    InFlightDiagnostic diag =
        op->emitError("AIV0 and AIV1 push different tiles into one slot: ")
        << wholeRows << "x" << wholeCols << " " << elementType << " split "
        << splitName(split) << " here, " << entry.rows << "x" << entry.cols
        << " " << entry.elementType << " split " << splitName(entry.split)
        << " by the other sub-block";
    diag.attachNote(entry.pushOp->getLoc()) << "the other push";
    return diag;
  }
  Part part = c2v ? Part{0, 0, rows, cols}
                  : partOf(wholeRows, wholeCols, split, subblockIdx);
  bool sharedSlot = !c2v && split == 0 && entry.partsMissing == 1;
  int64_t validRows = tile->validRows(), validCols = tile->validCols();
  for (int64_t i = 0; i < validRows; ++i)
    for (int64_t j = 0; j < validCols; ++j) {
      size_t k = (part.rowOffset + i) * wholeCols + part.colOffset + j;
      double value = tile->get(i, j);
      bool written = tile->isWritten(i, j);
      if (sharedSlot && (entry.written[k] != written ||
                         (written && entry.values[k] != value)))
        return op->emitError("AIV0 and AIV1 push different values into one "
                             "slot with split = 0 (no split): element (")
               << i << ", " << j << ") is " << value << " here and "
               << entry.values[k] << " from the other sub-block; the Cube "
               << "would receive either";
      entry.values[k] = value;
      entry.written[k] = written;
    }
  // The valid shape of the whole tile: from C2V's push, or, once both
  // Vector parts are in, the second part's valid region continuing the
  // first's when the first is whole.
  if (c2v) {
    entry.validRows = validRows;
    entry.validCols = validCols;
  } else {
    int64_t *mine = entry.partValid[subblockIdx];
    const int64_t *other = entry.partValid[1 - subblockIdx];
    if (split == 0 && other[0] >= 0 &&
        (other[0] != validRows || other[1] != validCols))
      return op->emitError("AIV0 and AIV1 push tiles of different valid "
                           "shapes into one slot with split = 0 (no split): ")
             << validRows << "x" << validCols << " here, " << other[0] << "x"
             << other[1] << " from the other sub-block";
    mine[0] = validRows;
    mine[1] = validCols;
    if (entry.partsMissing == 1) {
      const int64_t *top = entry.partValid[0], *bottom = entry.partValid[1];
      if (split == 1) {
        entry.validRows = top[0] == part.rows ? part.rows + bottom[0] : top[0];
        entry.validCols = top[1];
      } else if (split == 2) {
        entry.validRows = top[0];
        entry.validCols = top[1] == part.cols ? part.cols + bottom[1] : top[1];
      } else {
        entry.validRows = validRows;
        entry.validCols = validCols;
      }
    }
  }
  entry.ready = std::max(entry.ready, pipeFree[pipeOf(op)]);
  publish(entry.pushClock);
  --entry.partsMissing;
  ++fifo.pushed[self];
  return success();
}

LogicalResult Machine::pop(Operation *op, Fifo &fifo, int8_t split) {
  bool c2v = &fifo == &link->c2v;
  auto type = cast<pto::TileBufType>(op->getResult(0).getType());
  if (failed(checkInitialised(op, fifo)))
    return failure();
  // The consumer's slots are in its own memory: UB for the Vector, L1 for
  // the Cube.
  pto::AddressSpace slots =
      c2v ? pto::AddressSpace::Vec : pto::AddressSpace::Mat;
  if (type.getLoc() != slots)
    return op->emitError("pops a tile in ")
           << pto::stringifyAddressSpace(type.getLoc())
           << "; the pipe's slots here are in "
           << pto::stringifyAddressSpace(slots) << " (" << streamName()
           << ", block " << blockIdx << ")";
  unsigned self = streamId;
  int64_t index = fifo.popped[self];
  if (!link->waitUntil(self, [&fifo, index] {
        int64_t have = fifo.front + static_cast<int64_t>(fifo.entries.size());
        return index < have &&
               fifo.entries[index - fifo.front].partsMissing == 0;
      })) {
    if (!link->deadlock())
      return failure();
    return op->emitError("deadlock: this pop waits for a tile that ")
           << (c2v ? "the Cube never pushes"
                   : "the Vector sub-blocks never push")
           << " (" << streamName() << ", block " << blockIdx << ")";
  }
  FifoEntry &entry = fifo.entries[index - fifo.front];
  if (entry.split != split) {
    InFlightDiagnostic diag = op->emitError("pops with split ")
                              << splitName(split)
                              << " a tile pushed with split "
                              << splitName(entry.split);
    diag.attachNote(entry.pushOp->getLoc()) << "the push";
    return diag;
  }
  Part part = c2v ? partOf(entry.rows, entry.cols, split, subblockIdx)
                  : Part{0, 0, entry.rows, entry.cols};
  if (type.getElementType() != entry.elementType ||
      type.getRows() != part.rows || type.getCols() != part.cols) {
    InFlightDiagnostic diag =
        op->emitError("pops a ")
        << type.getRows() << "x" << type.getCols() << " "
        << type.getElementType() << " tile, but "
        << (c2v ? streamName() + "'s part" : std::string("the tile"))
        << " of the " << entry.rows << "x" << entry.cols << " "
        << entry.elementType << " tile pushed (split " << splitName(split)
        << ") is " << part.rows << "x" << part.cols;
    diag.attachNote(entry.pushOp->getLoc()) << "the push";
    return diag;
  }
  // The part's valid shape as pushed, unless the pop's type or operands
  // give one.
  int64_t validRows =
      std::clamp<int64_t>(entry.validRows - part.rowOffset, 0, part.rows);
  int64_t validCols =
      std::clamp<int64_t>(entry.validCols - part.colOffset, 0, part.cols);
  auto popOperands = op->getOperands();
  if (popOperands.size() == 2) {
    validRows = getInt(popOperands[0]);
    validCols = getInt(popOperands[1]);
    if (validRows < 0 || validRows > part.rows || validCols < 0 ||
        validCols > part.cols)
      return op->emitError("pops with a valid shape of ")
             << validRows << "x" << validCols << ", outside the " << part.rows
             << "x" << part.cols << " tile";
  } else {
    if (!ShapedType::isDynamic(type.getValidRows()))
      validRows = type.getValidRows();
    if (!ShapedType::isDynamic(type.getValidCols()))
      validCols = type.getValidCols();
  }

  auto store = std::make_unique<TileStore>();
  store->type = type;
  store->rows = part.rows;
  store->cols = part.cols;
  store->values.assign(part.rows * part.cols, 0.0);
  store->written.assign(part.rows * part.cols, 0);
  store->validRows = validRows;
  store->validCols = validCols;
  for (int64_t i = 0; i < validRows; ++i)
    for (int64_t j = 0; j < validCols; ++j) {
      size_t k = (part.rowOffset + i) * entry.cols + part.colOffset + j;
      store->values[i * part.cols + j] = entry.values[k];
      store->written[i * part.cols + j] = entry.written[k];
    }
  // The pop waits for the tile and, on a3, loads it from the GM slot
  // (MTE2); the tile is ready for every pipe once it returns.
  CostQuery query;
  query.op = op;
  query.elements = validRows * validCols;
  query.elementType = entry.elementType;
  double start = std::max(pipeFree[MTE2], entry.ready);
  double finish = start + estimateCycles(query);
  pipeFree[MTE2] = finish;
  blockEnd = std::max(blockEnd, finish);
  stats.busy[statName(MTE2)] += finish - start;
  ++stats.perPipe[statName(MTE2)];
  store->writeDone = store->readsDone = finish;

  acquire(entry.pushClock);
  unfreed[c2v ? 0 : 1].push_back(store.get());
  env[op->getResult(0)] = TileRef{store.get(), type};
  poppedTiles.push_back(std::move(store));
  --entry.popsLeft;
  ++fifo.popped[self];
  return success();
}

LogicalResult Machine::freeSlot(Operation *op, Fifo &fifo, int8_t split) {
  bool c2v = &fifo == &link->c2v;
  if (failed(checkInitialised(op, fifo)))
    return failure();
  std::deque<TileStore *> &list = unfreed[c2v ? 0 : 1];
  if (list.empty())
    return op->emitError("frees a slot, but ")
           << streamName() << " holds no tile popped from "
           << (c2v ? "the Cube" : "the Vector sub-blocks") << " (block "
           << blockIdx << ")";
  unsigned self = streamId;
  FifoEntry &entry = fifo.entries[fifo.freed[self] - fifo.front];
  if (entry.split != split) {
    InFlightDiagnostic diag = op->emitError("frees with split ")
                              << splitName(split)
                              << " a slot whose tile was pushed with split "
                              << splitName(entry.split);
    diag.attachNote(entry.pushOp->getLoc()) << "the push";
    return diag;
  }
  TileStore *tile = list.front();
  list.pop_front();
  tile->freedBy = op;
  entry.freed = std::max(entry.freed, tile->readsDone);
  publish(entry.freeClock);
  --entry.freesLeft;
  ++fifo.freed[self];
  while (!fifo.entries.empty() && fifo.entries.front().freesLeft == 0 &&
         fifo.entries.front().popsLeft == 0) {
    fifo.slotFreed[fifo.front % fifo.slotNum] = fifo.entries.front().freed;
    fifo.slotFreedClock[fifo.front % fifo.slotNum] =
        fifo.entries.front().freeClock;
    fifo.entries.pop_front();
    ++fifo.front;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Cross-core flags
//===----------------------------------------------------------------------===//

// pto.sync.set on the Cube signals the flag to each Vector sub-block (on a5
// ptoas sets it once per sub-block, ptoas-format.md §4.10); each sub-block's
// sync.wait takes its own. A Vector sub-block's set signals the Cube. On a3
// (FFTS mode 2) the Cube's wait of a flag takes one set from each
// sub-block. On a5 (intra-block flags) the Cube's flag f + 16 s is
// sub-block s's flag f (tirpto::kA5SubBlockFlagOffset): its wait of f takes
// one from sub-block 0 only, and of f + 16 one from sub-block 1.

FailureOr<int64_t>
Machine::crossFlagId(Operation *op, std::optional<uint32_t> id, Value dynamic) {
  // The a5 Cube's waits name both sub-blocks' flags.
  int64_t ids = kNumCrossCoreFlags;
  if (isa<pto::SyncWaitOp>(op) && core == CoreKind::Cube &&
      pto::getTargetArch(op) == pto::TargetArch::A5)
    ids += kA5SubBlockFlagOffset;
  int64_t value = id ? static_cast<int64_t>(*id) : getInt(dynamic);
  if (value < 0 || value >= ids)
    return op->emitError("uses cross-core flag ")
           << value << ", outside [0, " << ids - 1 << "] (" << streamName()
           << ", block " << blockIdx << ")";
  return value;
}

LogicalResult Machine::syncSet(pto::SyncSetOp op) {
  // FFTS modes 0 (all cores of the chip) and 1 (the cores of one type
  // within a group) synchronise more than one block's cores: pto-run runs
  // the blocks one after another and models mode 2 (a Cube and its Vector
  // cores) only.
  if (std::optional<uint32_t> mode = op.getFftsMode(); mode && *mode != 2)
    return op->emitError("sets a cross-core flag in FFTS mode ")
           << *mode
           << ", which synchronises the cores of several blocks; pto-run "
              "models mode 2 only (a Cube core and its Vector cores) ("
           << streamName() << ", block " << blockIdx << ")";
  FailureOr<int64_t> flagId =
      crossFlagId(op, op.getEventId(), op.getEventIdDyn());
  if (failed(flagId))
    return failure();
  int64_t id = *flagId;
  std::optional<unsigned> pipe = toPipeId(op.getPipe());
  CrossFlag flag;
  flag.time = pipe ? pipeFree[*pipe] : blockEnd;
  flag.setOp = op;
  publish(flag.clock);
  if (core == CoreKind::Cube) {
    for (unsigned to : {1u, 2u})
      link->crossFlags[{to, 0u, id}].push_back(flag);
  } else {
    link->crossFlags[{0u, streamId, id}].push_back(flag);
  }
  return success();
}

LogicalResult Machine::syncWait(pto::SyncWaitOp op) {
  FailureOr<int64_t> flagId =
      crossFlagId(op, op.getEventId(), op.getEventIdDyn());
  if (failed(flagId))
    return failure();
  int64_t id = *flagId, named = id;
  SmallVector<unsigned, 2> from;
  if (core != CoreKind::Cube) {
    from = {0u};
  } else if (pto::getTargetArch(op) == pto::TargetArch::A5) {
    from = {1u + static_cast<unsigned>(id / kA5SubBlockFlagOffset)};
    id %= kA5SubBlockFlagOffset;
  } else {
    from = {1u, 2u};
  }
  BlockLink *block = link;
  unsigned self = streamId;
  if (!link->waitUntil(self, [block, self, from, id] {
        return llvm::all_of(from, [&](unsigned setter) {
          auto it = block->crossFlags.find({self, setter, id});
          return it != block->crossFlags.end() && !it->second.empty();
        });
      })) {
    if (!link->deadlock())
      return failure();
    std::string missing = "the Cube";
    if (core == CoreKind::Cube) {
      SmallVector<std::string> names;
      for (unsigned setter : from) {
        auto it = link->crossFlags.find({self, setter, id});
        if (it == link->crossFlags.end() || it->second.empty())
          names.push_back(setter == 1 ? "AIV0" : "AIV1");
      }
      missing = llvm::join(names, " and ");
    }
    return op.emitError("deadlock: this sync.wait waits for flag ")
           << named << ", which " << missing
           << (missing.find(" and ") == std::string::npos ? " never sets"
                                                          : " never set")
           << " (" << streamName() << ", block " << blockIdx << ")";
  }
  std::optional<unsigned> pipe = toPipeId(op.getPipe());
  for (unsigned setter : from) {
    std::deque<CrossFlag> &queue = link->crossFlags[{self, setter, id}];
    CrossFlag flag = queue.front();
    queue.pop_front();
    acquire(flag.clock);
    if (pipe)
      pipeFree[*pipe] = std::max(pipeFree[*pipe], flag.time);
  }
  return success();
}

LogicalResult Machine::execCoreOp(Operation *op, bool &handled) {
  handled = true;
  bool isPipeOp = isa<pto::AicInitializePipeOp, pto::AivInitializePipeOp,
                      pto::TPushToAivOp, pto::TPushToAicOp, pto::TPopFromAicOp,
                      pto::TPopFromAivOp, pto::TFreeFromAicOp,
                      pto::TFreeFromAivOp, pto::SyncSetOp, pto::SyncWaitOp>(op);
  if (isa<pto::SetFFTsOp>(op))
    return success(); // the FFTS base address: nothing to model
  if (isa<pto::ReserveBufferOp, pto::ImportReservedBufferOp>(op)) {
    // The slot addresses are ptoas's business; the FIFO here is logical.
    setInt(op->getResult(0), 0);
    return success();
  }
  if (!isPipeOp) {
    handled = false;
    return success();
  }
  if (!link)
    return op->emitError("pto-run: a Cube/Vector FIFO or cross-core flag op "
                         "needs both sides: run the pto.entry function that "
                         "calls the Cube and the Vector kernel");
  auto init = [&](auto initOp) -> LogicalResult {
    int64_t mask = initOp.getDirMask();
    bool nosplit = initOp.getNosplit().value_or(false);
    if ((mask & 1) &&
        failed(initPipe(op, link->c2v, mask, initOp.getSlotSize(), nosplit,
                        initOp.getGmSlotBuffer(), initOp.getC2vConsumerBuf())))
      return failure();
    if ((mask & 2) &&
        failed(initPipe(op, link->v2c, mask, initOp.getSlotSize(), nosplit,
                        initOp.getGmSlotBuffer(), initOp.getV2cConsumerBuf())))
      return failure();
    return success();
  };
  if (auto set = dyn_cast<pto::SyncSetOp>(op))
    return syncSet(set);
  if (auto wait = dyn_cast<pto::SyncWaitOp>(op))
    return syncWait(wait);
  if (auto initOp = dyn_cast<pto::AicInitializePipeOp>(op))
    return init(initOp);
  if (auto initOp = dyn_cast<pto::AivInitializePipeOp>(op))
    return init(initOp);
  if (auto pushOp = dyn_cast<pto::TPushToAivOp>(op))
    return push(op, link->c2v, pushOp.getTile(), pushOp.getSplit());
  if (auto pushOp = dyn_cast<pto::TPushToAicOp>(op))
    return push(op, link->v2c, pushOp.getTile(), pushOp.getSplit());
  if (auto popOp = dyn_cast<pto::TPopFromAicOp>(op))
    return pop(op, link->c2v, popOp.getSplit());
  if (auto popOp = dyn_cast<pto::TPopFromAivOp>(op))
    return pop(op, link->v2c, popOp.getSplit());
  if (auto freeOp = dyn_cast<pto::TFreeFromAicOp>(op))
    return freeSlot(op, link->c2v, freeOp.getSplit());
  auto freeOp = cast<pto::TFreeFromAivOp>(op);
  return freeSlot(op, link->v2c, freeOp.getSplit());
}
