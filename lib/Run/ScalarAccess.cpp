//===- ScalarAccess.cpp - one element of a tile or of GM ------------------===//
//
// pto-isa's Tile::GetValue / SetValue read and write the element at an
// offset in the tile's storage: i * cols + j in a row_major tile, j * rows
// + i in a col_major one, over the physical (padded) shape. An offset
// outside the tile or its valid region (the padding), and a read of an
// element never written, are errors. pto.load_scalar / store_scalar read
// and write one element of a GM tensor at an offset from a pointer into
// it; an offset outside the tensor is an error, and the access is checked
// for races like the other GM accesses (pipe S).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

/// The row and column of storage offset `offset` of `tile`; failure (and
/// an error at `op`) outside it.
static FailureOr<std::pair<int64_t, int64_t>> locateElement(Operation *op,
                                                            const TileRef &tile,
                                                            int64_t offset,
                                                            int64_t blockIdx) {
  int64_t rows = tile.rows(), cols = tile.cols();
  if (offset < 0 || offset >= rows * cols)
    return op->emitError("accesses offset ")
           << offset << " of a " << rows << "x" << cols << " tile, outside its "
           << rows * cols << " elements (block " << blockIdx << ")";
  std::pair<int64_t, int64_t> at =
      tile.type.getBlayout() == pto::BLayout::ColMajor
          ? std::pair(offset % rows, offset / rows)
          : std::pair(offset / cols, offset % cols);
  if (at.first >= tile.validRows() || at.second >= tile.validCols())
    return op->emitError("accesses offset ")
           << offset << ", element (" << at.first << ", " << at.second
           << ") of a tile whose valid region is " << tile.validRows() << "x"
           << tile.validCols() << ": the padding, outside the buffer (block "
           << blockIdx << ")";
  return at;
}

LogicalResult Machine::getValue(pto::TGetValOp op) {
  FailureOr<TileRef> tile = getTile(op, op.getSrc());
  if (failed(tile))
    return failure();
  FailureOr<std::pair<int64_t, int64_t>> at =
      locateElement(op, *tile, getInt(op.getOffset()), blockIdx);
  if (failed(at))
    return failure();
  auto [i, j] = *at;
  if (!tile->isWritten(i, j))
    return op.emitError("reads element (")
           << i << ", " << j
           << ") of a tile that was never written on chip, or was computed "
              "from such elements (block "
           << blockIdx << ")";
  double value = tile->get(i, j);
  if (isa<FloatType>(op.getType()))
    env[op.getDst()] = value;
  else
    setInt(op.getDst(), static_cast<int64_t>(value));
  return success();
}

LogicalResult Machine::setValue(pto::TSetValOp op) {
  FailureOr<TileRef> tile = getTile(op, op.getDst());
  if (failed(tile))
    return failure();
  FailureOr<std::pair<int64_t, int64_t>> at =
      locateElement(op, *tile, getInt(op.getOffset()), blockIdx);
  if (failed(at))
    return failure();
  tile->set(at->first, at->second, getScalar(op.getVal()), true);
  return success();
}

/// The GM element `offset` elements past the pointer `ptr`: its argument
/// and index; failure (and an error at `op`) outside the tensor.
FailureOr<std::pair<unsigned, int64_t>>
Machine::locateGMElement(Operation *op, Value ptr, int64_t offset) {
  auto *base = std::get_if<GMPtr>(&env[ptr]);
  if (!base)
    return op->emitError("pto-run: the pointer is not a kernel argument");
  const HostTensor &tensor = *args[base->arg].tensor;
  int64_t index = base->offset + offset;
  if (index < 0 || index >= static_cast<int64_t>(tensor.data.size()))
    return op->emitError("accesses element ")
           << index << " of " << describeArg(kernel, args, base->arg)
           << ", outside its " << tensor.data.size() << " elements (block "
           << blockIdx << ")";
  return std::pair(base->arg, index);
}

LogicalResult Machine::loadScalar(pto::LoadScalarOp op) {
  FailureOr<std::pair<unsigned, int64_t>> at =
      locateGMElement(op, op.getPtr(), getInt(op.getOffset()));
  if (failed(at) ||
      failed(accessGM(op, at->first, at->second, /*isWrite=*/false)))
    return failure();
  double value = args[at->first].tensor->data[at->second];
  if (isa<FloatType>(op.getType()))
    env[op.getValue()] = value;
  else
    setInt(op.getValue(), static_cast<int64_t>(value));
  return success();
}

LogicalResult Machine::storeScalar(pto::StoreScalarOp op) {
  FailureOr<std::pair<unsigned, int64_t>> at =
      locateGMElement(op, op.getPtr(), getInt(op.getOffset()));
  if (failed(at) ||
      failed(accessGM(op, at->first, at->second, /*isWrite=*/true)))
    return failure();
  HostTensor &tensor = *args[at->first].tensor;
  tensor.data[at->second] =
      roundToType(tensor.elementType, getScalar(op.getValue()));
  return success();
}
