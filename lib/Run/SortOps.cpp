//===- SortOps.cpp - gathers, sorts and transposes in pto-run -------------===//
//
// The semantics of the PTO Vector instructions that rearrange elements
// rather than compute them element-wise (tgather, tsort32, tmrgsort,
// ttrans), on
// logical elements (pto-isa docs/isa). Element-wise instructions are in
// TileOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "tirpto/Support/MaskPatterns.h"
#include "tirpto/Support/SortLimits.h"

#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

LogicalResult Machine::execRearrangeOp(Operation *op, bool &handled) {
  handled =
      isa<pto::TGatherOp, pto::TSort32Op, pto::TMrgSortOp, pto::TTransOp>(op);
  if (!handled)
    return success();

  // tgather, index form: dst[i, j] = src's storage at flat position
  // idx[i, j] (its rows as laid out, padding included: pto-isa's TGATHER
  // indexes the source tile as one flat buffer).
  // tgather, mask-pattern form: the columns of each row of src the pattern
  // keeps (every period-th from a phase), written one after the other into
  // dst's storage (pto-isa's TGATHER), their bits kept.
  auto gatherMask = [&](pto::TGatherOp o) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, o.getSrc()),
                       dst = getTile(op, o.getDst());
    if (failed(src) || failed(dst))
      return failure();
    auto [period, phase] = getMaskSelection(*o.getMaskPattern());
    Type from = src->type.getElementType(), to = dst->type.getElementType();
    SmallVector<std::pair<double, bool>> kept;
    for (int64_t i = 0; i < src->validRows(); ++i)
      for (int64_t j = phase; j < src->validCols(); j += period) {
        double value = src->get(i, j);
        if (from != to)
          value = fromBits(to, toBits(from, value));
        kept.push_back({value, src->isWritten(i, j)});
      }
    int64_t room = dst->validRows() * dst->cols();
    if (static_cast<int64_t>(kept.size()) > room)
      return op->emitError("pto-run: tgather keeps ")
             << kept.size() << " elements, more than dst's " << room
             << " (block " << blockIdx << ")";
    for (auto [k, element] : llvm::enumerate(kept)) {
      if (!element.second)
        return op->emitError("pto-run: tgather reads an element of its "
                             "source that was never written (block ")
               << blockIdx << ")";
      int64_t at = static_cast<int64_t>(k);
      dst->set(at / dst->cols(), at % dst->cols(), element.first, true);
    }
    return success();
  };

  auto gather = [&](pto::TGatherOp o) -> LogicalResult {
    if (o.getMaskPattern() && !o.getIndices() && !o.getCdst())
      return gatherMask(o);
    if (!o.getIndices() || o.getCdst() || o.getMaskPattern())
      return op->emitError("pto-run implements tgather's index and "
                           "mask-pattern forms only");
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

  // tsort32: each row of src in blocks of 32 elements, each block's
  // (value, idx) pairs in descending order of value, equal values by
  // ascending index (pto-isa's TSORT32), written to dst as 8-byte
  // structures: f32 [value, index bits], f16 [value, 0, index bits as two
  // halves, low first]. The tail block of a row whose valid columns are
  // not whole blocks is padded with -inf (the 4-operand form), so it
  // writes whole blocks of pairs.
  auto sort32 = [&](pto::TSort32Op o) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, o.getSrc()),
                       idx = getTile(op, o.getIdx()),
                       dst = getTile(op, o.getDst());
    if (failed(src) || failed(idx) || failed(dst))
      return failure();
    Type element = dst->type.getElementType();
    Type half = element.isF16() ? element : Type();
    int64_t perPair = 64 / element.getIntOrFloatBitWidth();
    int64_t rows = src->validRows(), cols = src->validCols();
    int64_t blocks = llvm::divideCeil(cols, kSortBlock);
    if (idx->validRows() != rows || idx->validCols() != cols)
      return op->emitError("pto-run: tsort32 of a ")
             << rows << "x" << cols << " source with a " << idx->validRows()
             << "x" << idx->validCols() << " index tile (block " << blockIdx
             << ")";
    if (dst->validRows() < rows ||
        dst->validCols() < blocks * kSortBlock * perPair)
      return op->emitError("pto-run: tsort32 writes ")
             << rows << " rows of " << blocks * 32 * perPair
             << " elements (32 pairs a block of the source's " << cols
             << " valid columns) into a dst of " << dst->validRows() << "x"
             << dst->validCols() << " valid elements (block " << blockIdx
             << ")";
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j) {
        if (!src->isWritten(i, j) || !idx->isWritten(i, j))
          return op->emitError("pto-run: tsort32 reads element (")
                 << i << ", " << j << ") of its "
                 << (src->isWritten(i, j) ? "index tile" : "source")
                 << ", which was never written (block " << blockIdx << ")";
        if (std::isnan(src->get(i, j)))
          return op->emitError("pto-run: tsort32 sorts a NaN at (")
                 << i << ", " << j << "), whose place in the chip's order "
                 << "pto-isa does not define (block " << blockIdx << ")";
      }
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t b = 0; b < blocks; ++b) {
        SmallVector<std::pair<double, uint32_t>, 32> pairs;
        for (int64_t k = b * 32; k < b * 32 + 32; ++k)
          pairs.push_back(
              k < cols
                  ? std::make_pair(
                        src->get(i, k),
                        static_cast<uint32_t>(
                            toBits(idx->type.getElementType(), idx->get(i, k))))
                  : std::make_pair(-std::numeric_limits<double>::infinity(),
                                   uint32_t(0)));
        std::stable_sort(pairs.begin(), pairs.end(),
                         [](const auto &a, const auto &b) {
                           return a.first != b.first ? a.first > b.first
                                                     : a.second < b.second;
                         });
        for (auto [n, pair] : llvm::enumerate(pairs)) {
          int64_t at = (b * 32 + static_cast<int64_t>(n)) * perPair;
          dst->set(i, at, pair.first, true);
          if (!half) {
            double bits = fromBits(element, pair.second);
            if (std::isnan(bits))
              return op->emitError("pto-run: tsort32 cannot hold index ")
                     << pair.second << " in an f32 element (its bits are a "
                     << "NaN, which pto-run does not keep bit-exact; block "
                     << blockIdx << ")";
            dst->set(i, at + 1, bits, true);
            continue;
          }
          dst->set(i, at + 1, 0.0, true);
          for (int64_t h = 0; h < 2; ++h) {
            double bits = fromBits(half, (pair.second >> (16 * h)) & 0xffff);
            if (std::isnan(bits))
              return op->emitError("pto-run: tsort32 cannot hold index ")
                     << pair.second << " in f16 elements (its bits are a "
                     << "NaN, which pto-run does not keep bit-exact; block "
                     << blockIdx << ")";
            dst->set(i, at + 2 + h, bits, true);
          }
        }
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
      .Case([&](pto::TSort32Op o) { return sort32(o); })
      .Case([&](pto::TMrgSortOp o) { return mergeSort(o); })
      .Default([](Operation *) { return failure(); });
}
