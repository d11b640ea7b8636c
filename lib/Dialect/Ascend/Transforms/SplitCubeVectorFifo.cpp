//===- SplitCubeVectorFifo.cpp - when the tile FIFO carries hand-offs ---===//
//
// ascend-split-cube-vector's choice of the tile FIFO: its slot size, the
// hand-offs it cannot carry (and why), its directions, and whether its
// slots fit. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/CubeLimits.h"
#include "tirpto/Support/PipeLimits.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ascend;

/// Bytes of one FIFO slot: the largest Cube tile handed over either way (0
/// if none). Reports hand-offs of tiles that are not rank 2.
FailureOr<int64_t> mlir::ascend::getSlotSize(func::FuncOp kernel) {
  int64_t slotSize = 0;
  WalkResult result = kernel.walk([&](CrossCoreCopyOp op) {
    auto type = cast<MemRefType>(op.getSource().getType());
    if (type.getRank() != 2) {
      op.emitOpError("hands over a tile of rank ")
          << type.getRank()
          << "; the Cube and Vector cores exchange rank-2 tiles";
      return WalkResult::interrupt();
    }
    // The whole tile either way: the accumulator, or the l1 buffer the
    // Vector cores fill.
    if (isToCube(op))
      type = cast<MemRefType>(op.getCubeTile().getType());
    // The tile as PTO lays it out (a Cube tile in whole fractal boxes).
    auto [rows, cols] = getCubeTileShape(type);
    int64_t bytes = rows * cols *
                    static_cast<int64_t>(
                        llvm::divideCeil(type.getElementTypeBitWidth(), 8));
    slotSize = std::max(slotSize, bytes);
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return slotSize;
}

/// Why the Cube cannot work on the FIFO's slot in place of the l1 buffer
/// the hand-off `op` (ub -> l1) fills, or "" if it can: the buffer is
/// allocated in the kernel in l1's NZ layout, and every other use of it
/// follows the hand-off in its block and only reads it (directly or
/// through regions of it), and no other hand-off to the Cube follows it in
/// its block.
static std::string getSlotUseProblem(CrossCoreCopyOp op, Operation *&where) {
  Value buffer = op.getTarget();
  if (!buffer.getDefiningOp<memref::AllocOp>())
    return "its l1 destination is not a buffer the kernel allocates";
  if (getMatLayout(buffer.getType()) != MatLayout::NZ)
    return "its l1 destination is stored transposed (ZN), while the FIFO's "
           "slots hold tiles in the NZ layout";
  Block *block = op->getBlock();
  SmallVector<Value> values = {buffer};
  while (!values.empty()) {
    Value value = values.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user == op)
        continue;
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      where = user;
      if (!ancestor)
        return "its l1 destination is used outside the block that holds the "
               "hand-off, while the Cube works on the FIFO's slot from the "
               "pop to the end of that block";
      if (!op->isBeforeInBlock(ancestor))
        return "its l1 destination is used before the hand-off, while the "
               "Cube works on the FIFO's slot from the pop on";
      if (auto view = dyn_cast<memref::SubViewOp>(user)) {
        values.push_back(view.getResult());
        continue;
      }
      auto effects = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effects ||
          effects.getEffectOnValue<MemoryEffects::Write>(value).has_value())
        return "its l1 destination is written after the hand-off too, while "
               "the FIFO's slot holds the tile handed over";
    }
  }
  where = nullptr;
  // The Cube holds the slot to the end of the block: another pop there
  // would need a second slot while the first is held, and the FIFO frees
  // its slots in the order they were popped.
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    WalkResult later = next->walk([&](CrossCoreCopyOp other) {
      if (!isToCube(other))
        return WalkResult::advance();
      where = other;
      return WalkResult::interrupt();
    });
    if (later.wasInterrupted())
      return "another Vector result is handed to the Cube after it in the "
             "same block, while the Cube holds this one's FIFO slot to the "
             "end of the block (one slot at a time, freed in order)";
  }
  return "";
}

/// The first hand-off of `kernel` the FIFO cannot carry on `arch`, with
/// why: a Vector result (ub -> l1) where UB -> L1 is no data path or the
/// Cube cannot work on the slot, a tile the Vector core stores padded (the
/// slot holds the tile as the Cube pushes it), or one the UB -> L1 path
/// cannot take in NZ.
CrossCoreCopyOp
mlir::ascend::findHandOffFifoCannotCarry(func::FuncOp kernel,
                                         std::optional<Arch> arch,
                                         std::string &why, Operation *&where) {
  CrossCoreCopyOp found;
  std::optional<TileSplit> firstSplit;
  bool userFlags = hasUserCrossCoreFlags(kernel);
  kernel.walk([&](CrossCoreCopyOp op) {
    llvm::raw_string_ostream os(why);
    // An expert-mode kernel orders its cores with its own flags: the Vector
    // core reads the tile after its wait (getVectorHalfWait), which a pop,
    // taken in the FIFO's order, would have to follow.
    if (userFlags && !isToCube(op) && isExpertHandOff(op)) {
      os << "the kernel orders its cores with its own cross-core flags, and "
            "the Vector core reads the tile later than the hand-off, after "
            "the waits it wrote";
      found = op;
      return WalkResult::interrupt();
    }
    // The FIFO's ends share every tile between the sub-blocks one way.
    if (firstSplit && *firstSplit != op.getSplit()) {
      os << "it shares its tile between the Vector sub-blocks as split <"
         << stringifyTileSplit(op.getSplit()) << ">, another hand-off as <"
         << stringifyTileSplit(*firstSplit)
         << ">, while the tile FIFO shares all its tiles one way";
      found = op;
      return WalkResult::interrupt();
    }
    firstSplit = op.getSplit();
    // What a Vector sub-block receives or supplies: the tile or its half.
    auto type = cast<MemRefType>(op.getVectorTile().getType());
    if (isToCube(op)) {
      if (!arch || !lookupDataPath(AddressSpace::UB, AddressSpace::L1)
                        ->isLegalOn(*arch)) {
        os << "it hands a Vector result to the Cube (ub to l1), and UB -> "
              "L1 is no data path"
           << (arch ? " on " + getArchName(*arch).str() : std::string());
        found = op;
        return WalkResult::interrupt();
      }
      std::string problem = getSlotUseProblem(op, where);
      if (!problem.empty()) {
        os << problem;
        found = op;
        return WalkResult::interrupt();
      }
      // UB -> L1 takes the tile in NZ: whole fractal boxes (the row split
      // keeps a tile whole where its halves would not be).
      int64_t rows = type.getDimSize(0);
      int64_t rowBytes = type.getDimSize(1) *
                         llvm::divideCeil(type.getElementTypeBitWidth(), 8);
      if (rows % tirpto::kFractalRows || rowBytes % tirpto::kFractalRowBytes) {
        os << "it hands over a " << type.getDimSize(0) << "x"
           << type.getDimSize(1) << " " << type.getElementType()
           << " tile, which UB -> L1 takes in the NZ layout: rows of a "
              "multiple of "
           << tirpto::kFractalRowBytes << " bytes, and a multiple of "
           << tirpto::kFractalRows << " rows";
        found = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    }
    // An accumulator padded to whole fractal boxes (a gemm of 8 rows)
    // travels padded, and the Vector tile would not match it.
    if (auto cube = cast<MemRefType>(op.getCubeTile().getType());
        cube.getRank() == 2 &&
        getCubeTileShape(cube) !=
            std::make_pair(cube.getDimSize(0), cube.getDimSize(1))) {
      os << "its Cube tile (" << cube
         << ") is padded to whole fractal boxes, and the Vector tile taken "
            "from the FIFO would have the padded shape";
      found = op;
      return WalkResult::interrupt();
    }
    auto [rows, cols] = getVectorTileShape(type.getShape());
    if (rows != type.getDimSize(0) || cols != type.getDimSize(1)) {
      os << "it hands over a " << type.getDimSize(0) << "x"
         << type.getDimSize(1) << " tile, which a Vector tile stores padded "
         << "to " << rows << "x" << cols << " (rows of a multiple of 32 "
         << "elements), while the tile FIFO moves it unpadded";
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

/// The directions `kernel`'s hand-offs go in.
PipeDirections mlir::ascend::getHandOffDirections(func::FuncOp kernel) {
  bool toVector = false, toCube = false;
  kernel.walk(
      [&](CrossCoreCopyOp op) { (isToCube(op) ? toCube : toVector) = true; });
  if (toVector && toCube)
    return PipeDirections::Both;
  return toCube ? PipeDirections::VectorToCube : PipeDirections::CubeToVector;
}

/// Whether the tile FIFO's slots fit beside the kernel's buffers in the
/// memory of the part that pops them: ub for Cube results, l1 for Vector
/// results (`hand-off=auto`); if not, a remark at the kernel says so. The
/// l1 buffers the Vector cores fill are the slots themselves.
bool mlir::ascend::fifoFits(func::FuncOp kernel, int64_t slotSize,
                            PipeDirections directions, Arch arch) {
  const TargetInfo &target = getTargetInfo(arch);
  int64_t slotNum = tirpto::getPipeSlotNum(static_cast<int64_t>(directions));
  llvm::SmallPtrSet<Value, 4> slotBuffers;
  // On a5 a push to the Cube holds a ub tile of its tile's shape (NZ)
  // while it runs: the largest, counted beside the peak.
  int64_t staging = 0;
  kernel.walk([&](CrossCoreCopyOp op) {
    if (!isToCube(op))
      return;
    slotBuffers.insert(op.getTarget());
    auto type = cast<MemRefType>(op.getVectorTile().getType());
    if (stagesPushToCubeInNZ(arch))
      staging = std::max<int64_t>(
          staging, type.getNumElements() *
                       llvm::divideCeil(type.getElementTypeBitWidth(), 8));
  });
  tirpto::BufferLiveness liveness(kernel);
  auto fits = [&](AddressSpace space) {
    int64_t alignment = target.alignmentBytes(space);
    int64_t capacity = target.capacityBytes(space);
    SmallVector<std::pair<int64_t, tirpto::ProgramSpan>> buffers;
    kernel.walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (getAddressSpace(type) != space || !type.hasStaticShape() ||
          slotBuffers.contains(alloc.getResult()))
        return;
      if (std::optional<int64_t> bytes = getLocalBufferBytes(type, alignment))
        buffers.push_back({*bytes, liveness.getLiveSpan(alloc.getResult())});
    });
    int64_t peak = tirpto::getPeakLiveBytes(buffers).first;
    // The slots are in the memory of the part that pops them.
    bool slotsHere = space == AddressSpace::UB
                         ? directions != PipeDirections::VectorToCube
                         : directions != PipeDirections::CubeToVector;
    int64_t slots =
        slotsHere
            ? static_cast<int64_t>(llvm::alignTo(slotNum * slotSize, alignment))
            : 0;
    if (space == AddressSpace::UB)
      peak += static_cast<int64_t>(llvm::alignTo(staging, alignment));
    if ((!slotsHere || slotSize <= capacity / slotNum) &&
        peak <= capacity - slots)
      return true;
    emitRemark(kernel.getLoc(), "hands tiles between the Cube and the Vector "
                                "cores through global workspaces and "
                                "cross-core flags: the tile FIFO's ")
        << slotNum << " slots of " << slotSize << " bytes"
        << (slotsHere ? "" : " (in the other core's memory)")
        << " and the kernel's " << stringifyAddressSpace(space) << " buffers ("
        << peak << " bytes where the most are live"
        << (space == AddressSpace::UB && staging
                ? ", with the NZ tile a push to the Cube moves its tile into"
                : "")
        << (space == AddressSpace::UB
                ? ", counted before the rows are split between the sub-blocks"
                : "")
        << ") do not fit in the " << capacity << " bytes of "
        << stringifyAddressSpace(space) << " on " << getArchName(arch)
        << " (hand-off=fifo forces the FIFO)";
    return false;
  };
  return fits(AddressSpace::UB) &&
         (directions == PipeDirections::CubeToVector || fits(AddressSpace::L1));
}
