//===- Capacity.cpp - the on-chip memory a kernel's tiles need
//-------------===//
//
// Before a run, the tiles of the kernel and of the functions it calls are
// checked against the capacities of the arch (AscendTarget.h, the budgets
// ptoas's memory planner works with), each function on its own: its peak of
// live tile bytes per location, with the liveness model
// ascend-check-capacity uses (tirpto/Analysis/BufferLiveness.h), and each
// tile at an explicit address inside its memory. Every location belongs to
// one core (pto::getCoreOfAddressSpace), so per location is per core.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

namespace {
struct Tile {
  Operation *op;
  pto::AddressSpace loc;
  int64_t bytes;
  ProgramSpan live;
};
} // namespace

static LogicalResult checkFunction(func::FuncOp func) {
  pto::TargetArch ptoArch = pto::getTargetArch(func);
  const ascend::TargetInfo &target =
      ascend::getTargetInfo(getAscendArch(ptoArch));
  BufferLiveness liveness(func);
  SmallVector<Tile> tiles;
  bool ok = true;
  func.walk([&](Operation *op) {
    if (auto alloc = dyn_cast<pto::AllocTileOp>(op)) {
      auto type = cast<pto::TileBufType>(alloc.getType());
      std::optional<ascend::AddressSpace> space =
          getAscendAddressSpace(type.getLoc());
      if (!space || *space == ascend::AddressSpace::GM)
        return;
      int64_t bytes =
          llvm::alignTo(type.getRows() * type.getCols() *
                            pto::getElementByteSize(type.getElementType()),
                        target.alignmentBytes(*space));
      tiles.push_back(
          {op, type.getLoc(), bytes, liveness.getLiveSpan(alloc.getResult())});
      APInt addr;
      int64_t capacity = target.capacityBytes(*space);
      if (alloc.getAddr() &&
          matchPattern(alloc.getAddr(), m_ConstantInt(&addr)) &&
          (addr.getSExtValue() < 0 || addr.getSExtValue() > capacity - bytes)) {
        op->emitError("places a tile of ")
            << bytes << " bytes at byte " << addr.getSExtValue() << " of "
            << pto::stringifyAddressSpace(type.getLoc()) << ", which has "
            << capacity << " bytes on " << pto::getArchDisplayName(ptoArch);
        ok = false;
      }
      return;
    }
    if (auto reserve = dyn_cast<pto::ReserveBufferOp>(op)) {
      // The FIFO's slots: reserved for the whole function.
      std::optional<ascend::AddressSpace> space =
          getAscendAddressSpace(reserve.getLocation());
      if (space)
        tiles.push_back({op, reserve.getLocation(),
                         static_cast<int64_t>(reserve.getSize()),
                         liveness.getSpan(func)});
    }
  });
  for (pto::AddressSpace loc :
       {pto::AddressSpace::Mat, pto::AddressSpace::Left,
        pto::AddressSpace::Right, pto::AddressSpace::Acc,
        pto::AddressSpace::Vec, pto::AddressSpace::Bias,
        pto::AddressSpace::Scaling}) {
    SmallVector<std::pair<int64_t, ProgramSpan>> inLoc;
    for (const Tile &tile : tiles)
      if (tile.loc == loc)
        inLoc.push_back({tile.bytes, tile.live});
    auto [peak, point] = getPeakLiveBytes(inLoc);
    int64_t capacity = target.capacityBytes(*getAscendAddressSpace(loc));
    if (peak <= capacity)
      continue;
    InFlightDiagnostic diag =
        func.emitError("needs ")
        << peak << " bytes of " << pto::stringifyAddressSpace(loc)
        << " where the most tiles are live, but "
        << pto::getArchDisplayName(ptoArch) << " has " << capacity
        << " bytes of " << pto::stringifyAddressSpace(loc);
    for (const Tile &tile : tiles)
      if (tile.loc == loc && tile.live.contains(point))
        diag.attachNote(tile.op->getLoc())
            << (isa<pto::ReserveBufferOp>(tile.op) ? "the FIFO slots"
                                                   : "a tile")
            << " of " << tile.bytes << " bytes, live here";
    ok = false;
  }
  return success(ok);
}

LogicalResult mlir::tirpto::run::detail::checkCapacity(func::FuncOp kernel) {
  SmallVector<func::FuncOp> work{kernel};
  llvm::SmallPtrSet<Operation *, 4> seen{kernel};
  bool ok = true;
  while (!work.empty()) {
    func::FuncOp func = work.pop_back_val();
    if (func.isExternal())
      continue;
    if (failed(checkFunction(func)))
      ok = false;
    func.walk([&](func::CallOp call) {
      if (auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
              call, call.getCalleeAttr()))
        if (seen.insert(callee).second)
          work.push_back(callee);
    });
  }
  return success(ok);
}
