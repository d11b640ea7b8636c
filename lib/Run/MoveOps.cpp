//===- MoveOps.cpp - data movement and the Cube in pto-run
//-----------------===//
//
// The semantics of PTO's moves (tload / tstore between GM and tiles, tmov,
// textract of L1 windows into L0A/L0B) and of the Cube's tmatmul, on logical
// elements (pto-isa docs/isa), with the checks of partitions and windows.
// Vector instructions are in TileOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"
#include "tirpto/Support/CubeLimits.h"

#include <limits>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

LogicalResult Machine::execMoveOp(Operation *op, bool &handled) {
  handled = true;
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
        if (failed(index) ||
            failed(accessGM(op, part->view.arg, *index, /*isWrite=*/false)))
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
    if (store.getPreQuantScalar())
      return op->emitError("pto-run does not implement tstore's "
                           "pre-quantisation scalar");
    bool atomicAdd = store.getAtomicType() &&
                     *store.getAtomicType() == pto::AtomicType::AtomicAdd;
    bool relu = store.getReluPreMode() &&
                *store.getReluPreMode() == pto::ReluPreMode::NormalRelu;
    HostTensor &tensor = *args[part->view.arg].tensor;
    for (int64_t i = 0; i < tile->validRows(); ++i)
      for (int64_t j = 0; j < tile->validCols(); ++j) {
        bool unwritten = !tile->isWritten(i, j);
        if (unwritten && !options.allowUnwrittenStores)
          return op->emitError("stores element (")
                 << i << ", " << j
                 << ") of a tile that was never written on chip, or was "
                    "computed from such elements (block "
                 << blockIdx << ")";
        if (unwritten && gm.unwrittenStores.insert(op).second)
          op->emitWarning("stores element (")
              << i << ", " << j
              << ") of a tile that was never written on chip, or was "
                 "computed from such elements (block "
              << blockIdx
              << "), and maybe others: stored as NaN (0 in an integer "
                 "tensor; --allow-unwritten-stores)";
        FailureOr<int64_t> index = elementIndex(op, *part, i, j);
        if (failed(index) || failed(accessGM(op, part->view.arg, *index,
                                             /*isWrite=*/true, atomicAdd)))
          return failure();
        double value = unwritten ? std::numeric_limits<double>::quiet_NaN()
                                 : tile->get(i, j);
        if (unwritten && !isa<FloatType>(tensor.elementType))
          value = 0;
        if (relu)
          value = std::max(value, 0.0);
        // The acc conversion rounds first; an atomic add then adds in GM.
        value = roundToType(tensor.elementType, value);
        if (atomicAdd)
          value = roundToType(tensor.elementType, tensor.data[*index] + value);
        tensor.data[*index] = value;
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
             << " is smaller than the destination's " << dst->validRows() << "x"
             << dst->validCols();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return src->get(i, j); },
        [&](int64_t i, int64_t j) { return src->isWritten(i, j); });
    return success();
  }

  // A window of an L1 tile into L0A/L0B: dst[i, j] = src[row + i, col + j]
  // over the destination's valid shape, the window inside the source's
  // valid shape, its offsets aligned as the Cube's move needs (pto-isa
  // textract_common.hpp).
  if (auto extract = dyn_cast<pto::TExtractOp>(op)) {
    FailureOr<TileRef> src = getTile(op, extract.getSrc());
    FailureOr<TileRef> dst = getTile(op, extract.getDst());
    if (failed(src) || failed(dst))
      return failure();
    int64_t row = getInt(extract.getIndexRow());
    int64_t col = getInt(extract.getIndexCol());
    if (row < 0 || col < 0 || row + dst->validRows() > src->validRows() ||
        col + dst->validCols() > src->validCols())
      return op->emitError("extracts a ")
             << dst->validRows() << "x" << dst->validCols() << " window at ("
             << row << ", " << col << ") of a tile whose valid shape is "
             << src->validRows() << "x" << src->validCols() << " (block "
             << blockIdx << ")";
    int64_t align = getCubeWindowAlignment(src->type.getElementType());
    if (row % align || col % align)
      return op->emitError("extracts a window at (")
             << row << ", " << col << "), not at multiples of " << align
             << " (block " << blockIdx << ")";
    forValid(
        *dst, [&](int64_t i, int64_t j) { return src->get(row + i, col + j); },
        [&](int64_t i, int64_t j) { return src->isWritten(row + i, col + j); });
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
             << k << " by a right operand of valid depth " << b->validRows();
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

  handled = false;
  return success();
}
