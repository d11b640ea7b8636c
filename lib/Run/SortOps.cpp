//===- SortOps.cpp - gathers, sorts and transposes in pto-run -------------===//
//
// The semantics of the PTO Vector instructions that rearrange elements
// rather than compute them element-wise (tgather, tmrgsort, ttrans), on
// logical elements (pto-isa docs/isa). Element-wise instructions are in
// TileOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

LogicalResult Machine::execRearrangeOp(Operation *op, bool &handled) {
  handled = isa<pto::TGatherOp, pto::TMrgSortOp, pto::TTransOp>(op);
  if (!handled)
    return success();

  // tgather, index form: dst[i, j] = src's storage at flat position
  // idx[i, j] (its rows as laid out, padding included: pto-isa's TGATHER
  // indexes the source tile as one flat buffer).
  auto gather = [&](pto::TGatherOp o) -> LogicalResult {
    if (!o.getIndices() || o.getCdst() || o.getMaskPattern())
      return op->emitError("pto-run implements tgather's index form only");
    FailureOr<TileRef> src = getTile(op, o.getSrc()),
                       idx = getTile(op, o.getIndices()),
                       dst = getTile(op, o.getDst());
    if (failed(src) || failed(idx) || failed(dst) ||
        failed(covers(op, *idx, *dst, blockIdx)))
      return failure();
    int64_t size = src->rows() * src->cols();
    for (int64_t i = 0; i < dst->validRows(); ++i)
      for (int64_t j = 0; j < dst->validCols(); ++j) {
        if (!idx->isWritten(i, j))
          return op->emitError("pto-run: tgather reads index (")
                 << i << ", " << j << "), which was never written (block "
                 << blockIdx << ")";
        auto k = static_cast<int64_t>(idx->get(i, j));
        if (k < 0 || k >= size)
          return op->emitError("pto-run: tgather index ")
                 << k << " at (" << i << ", " << j
                 << ") is outside its source tile of " << size
                 << " elements (block " << blockIdx << ")";
      }
    forValid(
        *dst,
        [&](int64_t i, int64_t j) {
          auto k = static_cast<int64_t>(idx->get(i, j));
          return src->get(k / src->cols(), k % src->cols());
        },
        [&](int64_t i, int64_t j) {
          auto k = static_cast<int64_t>(idx->get(i, j));
          return src->isWritten(k / src->cols(), k % src->cols());
        });
    return success();
  };

  // tmrgsort, merge form: 2 to 4 rows of 8-byte (value, index) structures
  // (2 f32 or 4 f16 elements), each sorted by descending value, merged
  // into dst (and tmp, where the chip merges first) in descending order;
  // on equal values the earlier list first (pto-isa's TMRGSORT).
  auto mergeSort = [&](pto::TMrgSortOp o) -> LogicalResult {
    if (o.getBlockLen() || !o.getTmp())
      return op->emitError("pto-run implements tmrgsort's merge form only");
    if (o.getExhausted() && *o.getExhausted())
      return op->emitError("pto-run does not implement tmrgsort's "
                           "exhausted mode");
    FailureOr<TileRef> dst = getTile(op, o.getDst()),
                       tmp = getTile(op, o.getTmp());
    if (failed(dst) || failed(tmp))
      return failure();
    int64_t perPair =
        64 / std::max(1u, dst->type.getElementType().getIntOrFloatBitWidth());
    struct List {
      TileRef tile;
      int64_t pairs, next = 0;
    };
    SmallVector<List> lists;
    int64_t total = 0;
    for (Value src : o.getSrcs()) {
      FailureOr<TileRef> tile = getTile(op, src);
      if (failed(tile))
        return failure();
      for (int64_t j = 0; j < tile->validCols(); ++j)
        if (!tile->isWritten(0, j))
          return op->emitError("pto-run: tmrgsort reads element (0, ")
                 << j << ") of a list, which was never written (block "
                 << blockIdx << ")";
      lists.push_back({*tile, tile->validCols() / perPair});
      total += lists.back().pairs;
    }
    if (total * perPair > dst->validCols() ||
        total * perPair > tmp->validCols())
      return op->emitError("pto-run: tmrgsort merges ")
             << total << " pairs (" << total * perPair
             << " elements) into dst and tmp of " << dst->validCols() << " and "
             << tmp->validCols() << " valid columns (block " << blockIdx << ")";
    // The chip merges into tmp, then copies tmp to dst: dst may be one of
    // the lists.
    SmallVector<double> merged;
    for (int64_t out = 0; out < total; ++out) {
      List *pick = nullptr;
      for (List &list : lists)
        if (list.next < list.pairs &&
            (!pick || list.tile.get(0, list.next * perPair) >
                          pick->tile.get(0, pick->next * perPair)))
          pick = &list;
      for (int64_t k = 0; k < perPair; ++k)
        merged.push_back(pick->tile.get(0, pick->next * perPair + k));
      ++pick->next;
    }
    for (auto [j, value] : llvm::enumerate(merged)) {
      tmp->set(0, j, value, true);
      dst->set(0, j, value, true);
    }
    return success();
  };

  // ttrans: dst[j, i] = src[i, j] over src's valid shape (dst's valid
  // shape its reverse).
  auto transpose = [&](pto::TTransOp o) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, o.getSrc()),
                       dst = getTile(op, o.getDst());
    if (failed(src) || failed(dst))
      return failure();
    if (dst->validRows() != src->validCols() ||
        dst->validCols() != src->validRows())
      return op->emitError("pto-run: ttrans of a ")
             << src->validRows() << "x" << src->validCols()
             << " valid shape into a " << dst->validRows() << "x"
             << dst->validCols() << " one (block " << blockIdx << ")";
    forValid(
        *dst, [&](int64_t i, int64_t j) { return src->get(j, i); },
        [&](int64_t i, int64_t j) { return src->isWritten(j, i); });
    return success();
  };

  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](pto::TGatherOp o) { return gather(o); })
      .Case([&](pto::TTransOp o) { return transpose(o); })
      .Case([&](pto::TMrgSortOp o) { return mergeSort(o); })
      .Default([](Operation *) { return failure(); });
}
