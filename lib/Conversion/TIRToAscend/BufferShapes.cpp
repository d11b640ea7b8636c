//===- BufferShapes.cpp - the tile shapes of placed ub buffers ------------===//
//
// The part of BufferPlacement::compute that runs once every buffer has its
// space: the tile shape of higher-rank ub buffers
// (shapeHigherRankBuffers) and the orientation of per-row and per-column
// vectors (orientVectors).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Conversion/TIRToAscend/BufferPlacement.h"

#include "ParallelNest.h"
#include "PlacedTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;
using tir::ScopeClass;
using namespace mlir::tirpto::tir_to_ascend;

void BufferPlacement::shapeHigherRankBuffers(Operation *root) {
  auto product = [](ArrayRef<int64_t> dims) {
    int64_t result = 1;
    for (int64_t dim : dims)
      result *= dim;
    return result;
  };
  auto localUB = [&](Value buffer) -> BufferDecision * {
    auto it = decisions.find(buffer);
    if (it == decisions.end() || it->second.scalar ||
        it->second.space != AddressSpace::UB || !it->second.shape.empty())
      return nullptr;
    return &it->second;
  };
  // The per-row result of reducing the last dimension of a rank-3 or
  // higher tile whose dimensions before the last two are 1: one value per
  // row of its rows-of-the-last-dimension form. With more than one slice
  // (`(T, H, H)` reduced into `(T, H)`), the result keeps its rows (each
  // slice's per-row vector becomes one row), so that it can be windowed,
  // copied and combined like any other tile.
  root->walk([&](tir::ReduceOp reduce) {
    MemRefType source = reduce.getSource().getType();
    Value target = getRootBuffer(reduce.getTarget());
    auto type = cast<MemRefType>(target.getType());
    if (source.getRank() < 3 ||
        static_cast<int64_t>(reduce.getDim()) != source.getRank() - 1 ||
        type.getRank() < 2 || product(source.getShape().drop_back(2)) != 1)
      return;
    if (BufferDecision *decision = localUB(target))
      decision->shape = {product(type.getShape()), 1};
  });
  // A ub buffer of rank 3 or more is stored as the rows of its last
  // dimension: (d0 * ... * d(n-2)) x d(n-1).
  for (auto &[buffer, decision] : decisions) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || type.getRank() < 3 || !localUB(buffer))
      continue;
    decision.shape = {product(type.getShape().drop_back()),
                      type.getShape().back()};
  }
}

namespace {
/// Orientation of a rank-1 UB buffer as a rank-2 tile.
enum class Orientation { Unknown, Row, Column };

/// Union-find over rank-1 UB buffers that must share an orientation, each
/// class with the orientation its uses fix and the op that fixed it.
class OrientationClasses {
public:
  Value find(Value buffer) {
    Value &parent = parents[buffer];
    if (!parent)
      parent = buffer;
    if (parent == buffer)
      return buffer;
    return parent = find(parent);
  }

  LogicalResult require(Value buffer, Orientation orientation, Operation *op,
                        const BufferPlacement &placement) {
    Value root = find(buffer);
    auto &[known, witness] = fixed[root];
    if (known == Orientation::Unknown || known == orientation) {
      if (known == Orientation::Unknown) {
        known = orientation;
        witness = op;
      }
      return success();
    }
    return conflict(buffer, orientation, op, known, witness, placement);
  }

  LogicalResult unite(Value a, Value b, Operation *op,
                      const BufferPlacement &placement) {
    Value ra = find(a), rb = find(b);
    if (ra == rb)
      return success();
    auto [knownB, witnessB] = fixed.lookup(rb);
    parents[rb] = ra;
    if (knownB != Orientation::Unknown)
      return require(ra, knownB, witnessB, placement);
    return success();
  }

  Orientation get(Value buffer) { return fixed.lookup(find(buffer)).first; }
  /// The op that fixed `buffer`'s orientation (null while it is unknown).
  Operation *getWitness(Value buffer) {
    return fixed.lookup(find(buffer)).second;
  }

private:
  static StringRef describe(Orientation orientation) {
    return orientation == Orientation::Column
               ? "a per-row vector (one value per row of a tile)"
               : "a per-column vector (one value per column of a tile)";
  }

  LogicalResult conflict(Value buffer, Orientation wanted, Operation *op,
                         Orientation known, Operation *witness,
                         const BufferPlacement &placement) {
    InFlightDiagnostic diag =
        op->emitOpError("uses ")
        << placement.getName(buffer) << " as " << describe(wanted)
        << ", but it (or a buffer copied to or from it) is used as "
        << describe(known)
        << " elsewhere; a vector buffer has one orientation: copy it into a "
           "second buffer";
    diag.attachNote(witness->getLoc())
        << "used as " << describe(known) << " here";
    return diag;
  }

  DenseMap<Value, Value> parents;
  DenseMap<Value, std::pair<Orientation, Operation *>> fixed;
};
} // namespace

LogicalResult BufferPlacement::orientVectors(Operation *root) {
  OrientationClasses classes;
  auto isLocalVector = [&](Value value) {
    Value buffer = getRootBuffer(value);
    auto type = dyn_cast<MemRefType>(buffer.getType());
    std::optional<BufferDecision> decision = lookup(buffer);
    return type && type.getRank() == 1 && decision && !decision->scalar &&
           decision->space == AddressSpace::UB;
  };

  // Views whose rank-1 sides must be rows (checked once every use has
  // oriented them).
  SmallVector<tir::ViewOp> rowViews;
  WalkResult result = root->walk([&](Operation *op) {
    // A view (T.reshape, T.view) reads its source's bytes in row-major
    // order, which a column's tile pads: a rank-1 side is a row, unless
    // the view is a vector of as many elements of the same width (a
    // bitcast), which keeps its source's orientation.
    if (auto view = dyn_cast<tir::ViewOp>(op)) {
      MemRefType from = view.getSource().getType();
      MemRefType to = view.getResult().getType();
      if (isLocalVector(view.getSource()) && isLocalVector(view.getResult()) &&
          from.getShape() == to.getShape() &&
          from.getElementTypeBitWidth() == to.getElementTypeBitWidth()) {
        if (failed(
                classes.unite(view.getSource(), view.getResult(), op, *this)))
          return WalkResult::interrupt();
        return WalkResult::advance();
      }
      rowViews.push_back(view);
      return WalkResult::advance();
    }
    if (auto reduce = dyn_cast<tir::ReduceOp>(op)) {
      // A reduction of the last dimension keeps one value per row.
      bool perRow = static_cast<int64_t>(reduce.getDim()) ==
                    reduce.getSource().getType().getRank() - 1;
      if (isLocalVector(reduce.getTarget()) &&
          failed(classes.require(
              getRootBuffer(reduce.getTarget()),
              perRow ? Orientation::Column : Orientation::Row, op, *this)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (auto copy = dyn_cast<tir::CopyOp>(op)) {
      if (isLocalVector(copy.getSource()) && isLocalVector(copy.getTarget()) &&
          failed(classes.unite(getRootBuffer(copy.getSource()),
                               getRootBuffer(copy.getTarget()), op, *this)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    // A broadcast source is a row (1 x N) or a column (M x 1); the operands
    // of the other T.tile operations are tiles of one shape.
    if (auto tile = dyn_cast<tir::TileOp>(op);
        tile && tile.getKind() == tir::TileOpKind::Broadcast) {
      Value source = tile.getSources().front();
      std::optional<int64_t> axis = tile.getBroadcastAxis();
      if (axis && isLocalVector(source) &&
          failed(classes.require(
              getRootBuffer(source),
              *axis == 0 ? Orientation::Row : Orientation::Column, op, *this)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    // The chip counts along a row: a generated vector is a row (1 x N).
    if (auto tile = dyn_cast<tir::TileOp>(op);
        tile && (tile.getKind() == tir::TileOpKind::CreateVecIndex ||
                 tile.getKind() == tir::TileOpKind::ArithProgression)) {
      Value target = tile.getTarget();
      if (isLocalVector(target) &&
          failed(classes.require(getRootBuffer(target), Orientation::Row, op,
                                 *this)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    // row_expand_*'s second source is one value per row of its first.
    if (auto tile = dyn_cast<tir::TileOp>(op);
        tile && tir::TileOp::isRowExpand(tile.getKind())) {
      Value vec = tile.getSources()[1];
      if (isLocalVector(vec) &&
          failed(classes.require(getRootBuffer(vec), Orientation::Column, op,
                                 *this)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (auto tile = dyn_cast<tir::TileOp>(op)) {
      Value first;
      for (Value operand : tile->getOperands()) {
        if (!isa<MemRefType>(operand.getType()) || !isLocalVector(operand))
          continue;
        if (first && failed(classes.unite(getRootBuffer(first),
                                          getRootBuffer(operand), op, *this)))
          return WalkResult::interrupt();
        first = first ? first : operand;
      }
      return WalkResult::advance();
    }
    auto loop = dyn_cast<tir::ForOp>(op);
    if (!loop || !tirpto::tir_to_ascend::isParallelNestRoot(loop))
      return WalkResult::advance();
    FailureOr<tirpto::tir_to_ascend::ParallelNest> nest =
        tirpto::tir_to_ascend::matchParallelNest(loop, /*diagnose=*/false);
    if (failed(nest))
      return WalkResult::advance(); // reported by the lowering
    // In a 1-D nest, every rank-1 vector shares one orientation, fixed by
    // any K x 1 or 1 x K buffer accessed alongside.
    Value first;
    Orientation nestOrientation = Orientation::Unknown;
    Operation *nestWitness = nullptr;
    for (Operation &bodyOp : *nest->body) {
      Value memref;
      ValueRange indices;
      if (auto load = dyn_cast<memref::LoadOp>(bodyOp)) {
        memref = load.getMemRef();
        indices = load.getIndices();
      } else if (auto store = dyn_cast<memref::StoreOp>(bodyOp)) {
        memref = store.getMemRef();
        indices = store.getIndices();
      } else {
        continue;
      }
      unsigned window = 0;
      auto access = tirpto::tir_to_ascend::classifyAccess(*nest, memref,
                                                          indices, &window);
      auto type = cast<MemRefType>(memref.getType());
      if (nest->getRank() == 1 && type.getRank() == 2 &&
          access == tirpto::tir_to_ascend::AccessClass::Full) {
        // A row of a matrix (`x[k, j]`) is a 1 x N tile.
        nestOrientation = type.getDimSize(1) == 1 && !window
                              ? Orientation::Column
                              : Orientation::Row;
        nestWitness = &bodyOp;
      }
      if (!isLocalVector(memref))
        continue;
      Value buffer = getRootBuffer(memref);
      LogicalResult status = success();
      if (access == tirpto::tir_to_ascend::AccessClass::PerRow)
        status = classes.require(buffer, Orientation::Column, &bodyOp, *this);
      else if (access == tirpto::tir_to_ascend::AccessClass::PerCol)
        status = classes.require(buffer, Orientation::Row, &bodyOp, *this);
      else if (nest->getRank() == 1 &&
               access == tirpto::tir_to_ascend::AccessClass::Full) {
        if (first)
          status = classes.unite(first, buffer, &bodyOp, *this);
        else
          first = buffer;
      }
      if (failed(status))
        return WalkResult::interrupt();
    }
    if (first && nestWitness &&
        failed(classes.require(first, nestOrientation, nestWitness, *this)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  for (tir::ViewOp view : rowViews) {
    for (Value side : {view.getSource(), view.getResult()}) {
      if (!isLocalVector(side) || classes.get(side) != Orientation::Column)
        continue;
      InFlightDiagnostic diag =
          view.emitOpError("views ")
          << getName(view.getSource())
          << " with another shape or element width, but " << getName(side)
          << " holds one value per row of a tile (a column, whose tile pads "
             "each element to its own row): views of such vectors are not "
             "supported yet";
      diag.attachNote(classes.getWitness(side)->getLoc())
          << "used as one value per row here";
      return failure();
    }
    for (Value side : {view.getSource(), view.getResult()})
      if (isLocalVector(side))
        (void)classes.require(side, Orientation::Row, view, *this);
  }

  for (auto &[buffer, decision] : decisions) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || type.getRank() != 1 || decision.scalar ||
        decision.space != AddressSpace::UB)
      continue;
    int64_t k = type.getDimSize(0);
    if (classes.get(buffer) == Orientation::Column)
      decision.shape = {k, 1};
    else
      decision.shape = {1, k};
  }
  return success();
}
