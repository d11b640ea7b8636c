//===- Pipes.cpp - races and the cycle timeline -----------------------------===//
//
// Each tile access is checked against the other pipes' accesses (vector
// clocks advanced by set_flag / wait_flag / barrier) and placed on its
// pipe's timeline (CostModel.cpp).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "CostModel.h"

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
  currentPipe = pipe;
  currentSeq = seq;
  ++stats.perPipe[statName(pipe)];
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
    if (store.freedBy) {
      InFlightDiagnostic diag =
          op->emitError("uses a tile popped from the FIFO after its slot was "
                        "freed (")
          << streamName() << ", block " << blockIdx << ")";
      diag.attachNote(store.freedBy->getLoc()) << "freed here";
      return diag;
    }
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

LogicalResult Machine::accessGM(Operation *op, unsigned arg, int64_t index,
                                bool isWrite, bool atomic) {
  std::vector<GMCell> &cells = gm.cells[arg];
  if (cells.empty())
    cells.resize(args[arg].tensor->data.size());
  GMCell &cell = cells[index];
  GMAccess access{op,         static_cast<int32_t>(blockIdx),
                  static_cast<uint8_t>(streamId),
                  static_cast<uint8_t>(currentPipe), atomic, currentSeq,
                  clock[streamId]};
  // Why `earlier` and this access race, or "" if something orders them.
  auto whyRace = [&](const GMAccess &earlier) -> std::string {
    if (!earlier.op || (earlier.atomic && atomic))
      return "";
    if (earlier.block != blockIdx)
      return "block " + std::to_string(earlier.block) +
             " accessed it too, and the blocks of a kernel run at once, in "
             "no order";
    if (earlier.stream != streamId) {
      if (clock[earlier.stream] >= earlier.clock)
        return "";
      return std::string(earlier.stream == 0 ? "AIC"
                         : earlier.stream == 1 ? "AIV0"
                                               : "AIV1") +
             " accessed it, and nothing between the cores (a tpush / tpop, "
             "a sync.set / sync.wait) orders the two";
    }
    if (earlier.pipe == currentPipe || options.assumePtoasSync ||
        synced[currentPipe][earlier.pipe] >= earlier.seq)
      return "";
    return std::string("pipe ") + pipeName(earlier.pipe) +
           " accessed it, with no set_flag / wait_flag pair or barrier "
           "ordering the two";
  };
  auto report = [&](const GMAccess &earlier, StringRef why) {
    InFlightDiagnostic diag =
        op->emitError("race: this instruction (")
        << (core == CoreKind::Any ? std::string("pipe ") + pipeName(currentPipe)
                                  : streamName() + ", pipe " +
                                        pipeName(currentPipe))
        << ") " << (isWrite ? "writes" : "reads") << " element " << index
        << " of " << describeArg(kernel, args, arg) << "; " << why
        << " (block " << blockIdx << ")";
    diag.attachNote(earlier.op->getLoc()) << "the other access";
    return diag;
  };
  for (const GMAccess *write : {&cell.write, &cell.otherBlockWrite}) {
    std::string why = whyRace(*write);
    if (!why.empty())
      return report(*write, why);
  }
  if (isWrite) {
    for (const GMAccess *read :
         {&cell.read[0], &cell.read[1], &cell.read[2], &cell.otherBlockRead}) {
      std::string why = whyRace(*read);
      if (!why.empty())
        return report(*read, why);
    }
    // Atomic adds of several blocks all stay unordered with later reads.
    if (atomic && cell.write.op && cell.write.block != blockIdx)
      cell.otherBlockWrite = cell.write;
    else if (!atomic)
      cell.otherBlockWrite = GMAccess();
    cell.write = access;
    for (GMAccess &read : cell.read)
      read = GMAccess();
    cell.otherBlockRead = GMAccess();
    return success();
  }
  GMAccess &read = cell.read[streamId];
  if (read.op && read.block != blockIdx)
    cell.otherBlockRead = read;
  read = access;
  return success();
}

static std::string locName(pto::TileBufType type) {
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
  if (isa<pto::TPushToAivOp, pto::TPushToAicOp>(op)) {
    query.elements = reads.front().validRows() * reads.front().validCols();
    query.elementType = reads.front().type.getElementType();
  }
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
  stats.busy[statName(pipe)] += cost;
  for (const TileRef &tile : reads)
    tile.store->readsDone = std::max(tile.store->readsDone, finish);
  for (const TileRef &tile : writes) {
    tile.store->writeDone = finish;
    tile.store->readsDone = finish;
  }
}

