//===- SplitCubeVectorRows.cpp - rows of the Vector part per sub-block ----===//
//
// ascend-split-cube-vector's row split: where the Vector part's work goes
// row by row, each Vector sub-block takes half of the rows of the tiles
// handed over. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "SplitCubeVector.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/CubeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::ascend;

/// The kernel argument a global buffer operand is (a region of), if any.
std::optional<unsigned> mlir::ascend::getGlobalArgument(Value value) {
  while (auto view = value.getDefiningOp<memref::SubViewOp>())
    value = view.getSource();
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || !isa<FunctionOpInterface>(arg.getOwner()->getParentOp()))
    return std::nullopt;
  return arg.getArgNumber();
}

std::optional<unsigned> mlir::ascend::getGlobalArgumentOperand(Value operand) {
  auto type = dyn_cast<MemRefType>(operand.getType());
  if (!type || getAddressSpace(type) != AddressSpace::GM)
    return std::nullopt;
  return getGlobalArgument(operand);
}

//===----------------------------------------------------------------------===//
// Splitting the rows between the two Vector sub-blocks
//===----------------------------------------------------------------------===//

/// Whether `op`, whose ub operands of M rows are halved, computes each row
/// from the same row of those operands (and from operands it reads whole).
static bool isRowLocal(Operation *op) {
  // A print of a halved tile prints the sub-block's rows.
  if (isa<VBinaryOp, VBinaryScalarOp, VUnaryOp, VCastOp, VDupOp, CopyOp, VCmpOp,
          VSelectOp, VBroadcastOp, VBroadcastBinaryOp, PrintBufferOp>(op))
    return true;
  if (auto reduce = dyn_cast<VReduceOp>(op))
    return reduce.getDim() == 1;
  return false;
}

/// The rows every hand-off of `part` carries, if they are the same and
/// even.
static std::optional<int64_t>
getHandOffRows(func::FuncOp part,
               const llvm::SmallDenseSet<unsigned> &workspaces) {
  std::optional<int64_t> rows;
  bool same = true;
  auto add = [&](int64_t r) {
    if (rows && *rows != r)
      same = false;
    rows = r;
  };
  part.walk([&](Operation *op) {
    if (auto pop = dyn_cast<PopFromAicOp>(op))
      add(pop.getType().getDimSize(0));
    if (auto push = dyn_cast<PushToAicOp>(op))
      add(cast<MemRefType>(push.getSource().getType()).getDimSize(0));
    // A load or store of a hand-off's workspace.
    if (auto load = dyn_cast<LoadOp>(op)) {
      std::optional<unsigned> arg = getGlobalArgument(load.getSource());
      if (arg && workspaces.contains(*arg))
        add(cast<MemRefType>(load.getTarget().getType()).getDimSize(0));
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      std::optional<unsigned> arg = getGlobalArgument(store.getTarget());
      if (arg && workspaces.contains(*arg))
        add(cast<MemRefType>(store.getSource().getType()).getDimSize(0));
    }
  });
  if (!rows || !same || *rows % 2 != 0)
    return std::nullopt;
  return rows;
}

/// Decides whether the rows of the Vector part `part` can be split between
/// the sub-blocks; on failure sets `why` to the op that prevents it (the
/// function itself when the hand-offs' rows do not allow it).
FailureOr<RowSplit>
mlir::ascend::planRowSplit(func::FuncOp part,
                           const llvm::SmallDenseSet<unsigned> &workspaces,
                           Operation *&why) {
  RowSplit plan;
  std::optional<int64_t> rows = getHandOffRows(part, workspaces);
  if (!rows) {
    why = part;
    return failure();
  }
  plan.rows = *rows;
  llvm::SmallPtrSet<Value, 8> halved;
  part.walk([&](memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    if (getAddressSpace(type) == AddressSpace::UB && type.getRank() == 2 &&
        type.getDimSize(0) == plan.rows) {
      plan.buffers.push_back(alloc);
      halved.insert(alloc.getResult());
    }
  });
  // A global region moved into or out of a halved buffer: M rows of a
  // rank-2 tensor.
  // rank-2 tensor (a unit-stride region, or a whole tensor argument).
  auto isRowRegion = [&](Value region) {
    if (auto view = region.getDefiningOp<memref::SubViewOp>())
      return view.getType().getRank() == 2 &&
             view.getSourceType().getRank() == 2 && !view.isDynamicSize(0) &&
             view.getStaticSize(0) == plan.rows &&
             view.getStaticStrides()[0] == 1;
    auto type = dyn_cast<MemRefType>(region.getType());
    return isa<BlockArgument>(region) && type && type.getRank() == 2 &&
           type.getLayout().isIdentity() && type.getDimSize(0) == plan.rows;
  };
  WalkResult result = part.walk([&](Operation *op) {
    if (auto pop = dyn_cast<PopFromAicOp>(op)) {
      plan.pops.push_back(pop);
      halved.insert(pop.getSlot());
      return WalkResult::advance();
    }
    if (auto free = dyn_cast<FreeFromAicOp>(op)) {
      plan.frees.push_back(free);
      return WalkResult::advance();
    }
    // A halved buffer pushed to the Cube: each sub-block pushes its half,
    // which UB -> L1 takes in whole NZ fractal boxes.
    if (auto push = dyn_cast<PushToAicOp>(op)) {
      if (!halved.contains(push.getSource()) ||
          (plan.rows / 2) % tirpto::kFractalRows != 0) {
        why = op;
        return WalkResult::interrupt();
      }
      plan.pushes.push_back(push);
      return WalkResult::advance();
    }
    bool touches = llvm::any_of(op->getOperands(), [&](Value operand) {
      return halved.contains(operand);
    });
    if (!touches)
      return WalkResult::advance();
    if (auto load = dyn_cast<LoadOp>(op)) {
      if (!isRowRegion(load.getSource())) {
        why = op;
        return WalkResult::interrupt();
      }
      plan.regions.push_back({op, 0});
      return WalkResult::advance();
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      if (!isRowRegion(store.getTarget())) {
        why = op;
        return WalkResult::interrupt();
      }
      plan.regions.push_back({op, 1});
      return WalkResult::advance();
    }
    // Views and regions of a halved buffer, scalar accesses and ops that
    // mix rows (column reductions, index generators, sorts, gathers).
    if (!isRowLocal(op)) {
      why = op;
      return WalkResult::interrupt();
    }
    // Every ub buffer it uses keeps half of its rows too, except a
    // per-column vector it broadcasts over the rows (1 x N, read whole).
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<MemRefType>(operand.getType());
      if (!type || getAddressSpace(type) != AddressSpace::UB ||
          halved.contains(operand))
        continue;
      Value vec;
      if (auto broadcast = dyn_cast<VBroadcastOp>(op))
        vec = broadcast.getVec();
      if (auto broadcast = dyn_cast<VBroadcastBinaryOp>(op))
        vec = broadcast.getVec();
      bool columnVector = operand == vec && type.getDimSize(0) == 1;
      if (!columnVector) {
        why = op;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return plan;
}

/// Halves the buffers and pops of `plan`; each sub-block moves its rows of
/// the global regions.
void mlir::ascend::applyRowSplit(func::FuncOp part, const RowSplit &plan) {
  IRRewriter rewriter(part.getContext());
  int64_t half = plan.rows / 2;
  auto halve = [&](MemRefType type) {
    SmallVector<int64_t> shape(type.getShape());
    shape[0] = half;
    return MemRefType::get(shape, type.getElementType(), type.getLayout(),
                           type.getMemorySpace());
  };
  for (memref::AllocOp alloc : plan.buffers)
    rewriter.modifyOpInPlace(
        alloc, [&] { alloc.getResult().setType(halve(alloc.getType())); });
  for (PopFromAicOp pop : plan.pops)
    rewriter.modifyOpInPlace(pop, [&] {
      pop.getSlot().setType(halve(pop.getType()));
      pop.setSplit(TileSplit::Rows);
    });
  for (FreeFromAicOp free : plan.frees)
    rewriter.modifyOpInPlace(free, [&] { free.setSplit(TileSplit::Rows); });
  for (PushToAicOp push : plan.pushes)
    rewriter.modifyOpInPlace(push, [&] { push.setSplit(TileSplit::Rows); });
  // The sub-block's first row: sub-block * M/2.
  rewriter.setInsertionPointToStart(&part.getBody().front());
  Location loc = part.getLoc();
  Value sub = rewriter.create<SubBlockIdxOp>(loc, rewriter.getIndexType());
  Value halfRows = rewriter.create<arith::ConstantIndexOp>(loc, half);
  Value firstRow = rewriter.create<arith::MulIOp>(loc, sub, halfRows);
  for (auto [op, index] : plan.regions) {
    Value region = op->getOperand(index);
    rewriter.setInsertionPoint(op);
    Value mine;
    if (auto view = region.getDefiningOp<memref::SubViewOp>()) {
      SmallVector<OpFoldResult> offsets = view.getMixedOffsets();
      SmallVector<OpFoldResult> sizes = view.getMixedSizes();
      Value row = getValueOrCreateConstantIndexOp(rewriter, loc, offsets[0]);
      Value mineRow = rewriter.create<arith::AddIOp>(loc, row, firstRow);
      offsets[0] = mineRow;
      sizes[0] = rewriter.getIndexAttr(half);
      mine = rewriter.create<memref::SubViewOp>(view.getLoc(), view.getSource(),
                                                offsets, sizes,
                                                view.getMixedStrides());
    } else {
      // A whole tensor of M rows: the sub-block's rows of it.
      auto type = cast<MemRefType>(region.getType());
      SmallVector<OpFoldResult> offsets = {firstRow, rewriter.getIndexAttr(0)};
      SmallVector<OpFoldResult> sizes = {
          rewriter.getIndexAttr(half),
          rewriter.getIndexAttr(type.getDimSize(1))};
      SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
      mine = rewriter.create<memref::SubViewOp>(loc, region, offsets, sizes,
                                                strides);
    }
    // (A lambda captures no structured binding before C++20.)
    Operation *user = op;
    unsigned operand = index;
    rewriter.modifyOpInPlace(user, [&] { user->setOperand(operand, mine); });
  }
}
