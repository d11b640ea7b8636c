//===- TileOps.cpp - GM views and tile instructions
//-------------------------===//
//
// The semantics of each PTO tile instruction on logical elements (pto-isa
// docs/isa): tiles and views here, then the Vector instructions; moves and
// the Cube are in MoveOps.cpp, gathers, sorts and transposes in SortOps.cpp,
// the bounds checks of GM accesses in Interpreter.cpp.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

//===----------------------------------------------------------------------===//
// Tile instructions
//===----------------------------------------------------------------------===//

LogicalResult Machine::execTileOp(Operation *op) {
  bool isCoreOp = false;
  if (failed(execCoreOp(op, isCoreOp)))
    return failure();
  if (isCoreOp)
    return success();
  // Structure and views: no pipe.
  if (auto alloc = dyn_cast<pto::AllocTileOp>(op)) {
    auto type = cast<pto::TileBufType>(alloc.getType());
    std::optional<pto::KernelKind> owner =
        pto::getCoreOfAddressSpace(type.getLoc());
    if (owner && !runsOn(*owner))
      return op->emitError("allocates a ")
             << pto::stringifyAddressSpace(type.getLoc()) << " tile on "
             << streamName() << ", a "
             << (core == CoreKind::Cube ? "Cube" : "Vector")
             << " core, which has no such memory (block " << blockIdx << ")";
    int64_t validRows = alloc.getValidRow() ? getInt(alloc.getValidRow())
                                            : type.getValidRows();
    int64_t validCols = alloc.getValidCol() ? getInt(alloc.getValidCol())
                                            : type.getValidCols();
    if (validRows < 0 || validCols < 0 || validRows > type.getRows() ||
        validCols > type.getCols())
      return op->emitError("allocates a ")
             << type.getRows() << "x" << type.getCols()
             << " tile with the valid shape " << validRows << "x"
             << validCols << " (block " << blockIdx << ")";
    // An alloc_tile run again (inside a loop) gets its storage anew.
    std::unique_ptr<TileStore> &slot = allocs[op];
    if (slot) {
      // Run again (in a loop), the tile is new but its memory is not:
      // ptoas gives an alloc_tile one address, so earlier accesses still
      // race with new ones.
      TileStore fresh;
      fresh.lastWrite = slot->lastWrite;
      std::copy(std::begin(slot->lastRead), std::end(slot->lastRead),
                std::begin(fresh.lastRead));
      fresh.writeDone = slot->writeDone;
      fresh.readsDone = slot->readsDone;
      *slot = std::move(fresh);
    } else {
      slot = std::make_unique<TileStore>();
    }
    TileStore *store = slot.get();
    store->type = type;
    store->rows = type.getRows();
    store->cols = type.getCols();
    store->values.assign(store->rows * store->cols, 0);
    store->written.assign(store->rows * store->cols, 0);
    store->validRows = validRows;
    store->validCols = validCols;
    env[alloc] = TileRef{store, type};
    return success();
  }
  if (auto set = dyn_cast<pto::SetValidShapeOp>(op)) {
    FailureOr<TileRef> tile = getTile(op, set.getSource());
    if (failed(tile))
      return failure();
    if (tile->isWindow())
      return op->emitError("pto-run: set_validshape of a pto.subset window "
                           "is not supported");
    int64_t rows = getInt(set.getValidRow()), cols = getInt(set.getValidCol());
    if (rows < 0 || cols < 0 || rows > tile->rows() || cols > tile->cols())
      return op->emitError("sets the valid shape ")
             << rows << "x" << cols << " on a " << tile->rows() << "x"
             << tile->cols() << " tile (block " << blockIdx << ")";
    tile->store->validRows = rows;
    tile->store->validCols = cols;
    return success();
  }
  if (auto reshape = dyn_cast<pto::TReshapeOp>(op)) {
    FailureOr<TileRef> tile = getTile(op, reshape.getSrc());
    if (failed(tile))
      return failure();
    auto type = cast<pto::TileBufType>(reshape.getType());
    // The same bytes, possibly read as another element type.
    auto bytes = [](pto::TileBufType t) {
      return t.getRows() * t.getCols() *
             pto::getElementByteSize(t.getElementType());
    };
    if (bytes(type) != bytes(tile->store->type))
      return op->emitError("pto-run: treshape changes the byte size");
    env[reshape] = TileRef{tile->store, type};
    return success();
  }
  if (auto bitcast = dyn_cast<pto::BitcastOp>(op)) {
    // The same tile read as another element type of the same shape.
    FailureOr<TileRef> tile = getTile(op, bitcast.getSrc());
    if (failed(tile))
      return failure();
    if (tile->isWindow())
      return op->emitError("pto-run does not implement a pto.bitcast of a "
                           "window (pto.subset)");
    auto type = cast<pto::TileBufType>(bitcast.getType());
    if (type.getRows() * type.getCols() *
            pto::getElementByteSize(type.getElementType()) !=
        tile->store->type.getRows() * tile->store->type.getCols() *
            pto::getElementByteSize(tile->store->type.getElementType()))
      return op->emitError("pto-run: bitcast changes the byte size");
    env[bitcast] = TileRef{tile->store, type};
    return success();
  }
  if (auto subset = dyn_cast<pto::SubsetOp>(op)) {
    FailureOr<TileRef> tile = getTile(op, subset.getSource());
    if (failed(tile))
      return failure();
    auto type = cast<pto::TileBufType>(subset.getType());
    int64_t row = getInt(subset.getOffsets()[0]);
    int64_t col = getInt(subset.getOffsets()[1]);
    if (row < 0 || col < 0 || row + type.getRows() > tile->rows() ||
        col + type.getCols() > tile->cols())
      return op->emitError("takes the ")
             << type.getRows() << "x" << type.getCols() << " window at (" << row
             << ", " << col << ") of a " << tile->rows() << "x" << tile->cols()
             << " tile, which reaches past it (block " << blockIdx << ")";
    // The Vector core addresses ub in 32-byte blocks: a window starts at
    // one (a run of a row's columns, tir-expand-vector-registers).
    if ((col * pto::getElementByteSize(type.getElementType())) % 32)
      return op->emitError("takes a window at column ")
             << col << ", which does not start a 32-byte block of its row "
             << "(block " << blockIdx << ")";
    if (tile->reinterprets() || tile->isWindow() ||
        tile->type.getBlayout() != pto::BLayout::RowMajor ||
        tile->type.getSlayout() != pto::SLayout::NoneBox)
      return op->emitError("pto-run: windows are taken of whole row_major "
                           "vec tiles only");
    // ptoas's valid extent of a window: what remains of the source's valid
    // extent from the offset taken modulo it, at most the window's size.
    auto validOf = [](int64_t valid, int64_t offset, int64_t size) {
      if (valid <= 0)
        return int64_t(0);
      return std::min(size, valid - offset % valid);
    };
    TileRef window{tile->store, type};
    window.base = tile->index(row, col);
    window.rowStride = tile->cols();
    window.windowValidRows = validOf(tile->validRows(), row, type.getRows());
    window.windowValidCols = validOf(tile->validCols(), col, type.getCols());
    env[subset] = window;
    return success();
  }
  if (auto view = dyn_cast<pto::MakeTensorViewOp>(op)) {
    auto *ptr = std::get_if<GMPtr>(&env[view.getPtr()]);
    if (!ptr)
      return op->emitError("pto-run: the pointer is not a kernel argument");
    GMView gm{ptr->arg, ptr->offset, {}, {}};
    for (Value dim : view.getShape()) {
      gm.shape.push_back(getInt(dim));
      if (gm.shape.back() < 0)
        return op->emitError("makes a tensor view with the extent ")
               << gm.shape.back() << " (block " << blockIdx << ")";
    }
    for (Value stride : view.getStrides())
      gm.strides.push_back(getInt(stride));
    // A view of a whole argument: its extents are the tensor's dimensions,
    // which the launch contract makes at least 1, and which the array given
    // should have.
    HostTensor &tensor = *args[gm.arg].tensor;
    // (The kernel's own argument, or that of a part a split kernel's entry
    // calls with its arguments.)
    auto whole = dyn_cast<BlockArgument>(view.getPtr());
    if (gm.base == 0 && whole && whole.getOwner()->isEntryBlock() &&
        isa<FunctionOpInterface>(whole.getOwner()->getParentOp()) &&
        whole.getArgNumber() == gm.arg) {
      for (int64_t extent : gm.shape)
        if (extent == 0)
          return op->emitError("makes a tensor view with an extent of 0: "
                               "every dimension of a kernel's tensor is at "
                               "least 1 (the launch contract, "
                               "docs/TileLangSupport.md)");
      std::vector<int64_t> shape(gm.shape.begin(), gm.shape.end());
      bool isDN = view.getLayout() &&
                  *view.getLayout() == pto::Layout::DN;
      if (isDN && shape.size() == 2)
        std::swap(shape[0], shape[1]);
      int64_t count = 1;
      for (int64_t extent : shape)
        count *= extent;
      bool check = !isDN && !tensor.shapeChecked;
      if (!isDN)
        tensor.shapeChecked = true;
      if (check && count != static_cast<int64_t>(tensor.data.size()))
        op->emitWarning("views ")
            << describeArg(kernel, args, gm.arg) << " as "
            << llvm::join(llvm::map_range(shape,
                                          [](int64_t d) { return std::to_string(d); }),
                          "x")
            << " (" << count << " elements), but the array given has "
            << tensor.data.size() << " elements";
    }
    env[view] = gm;
    return success();
  }
  if (auto add = dyn_cast<pto::AddPtrOp>(op)) {
    auto *ptr = std::get_if<GMPtr>(&env[add.getPtr()]);
    if (!ptr)
      return op->emitError("pto-run: the pointer is not a kernel argument");
    GMPtr moved = *ptr;
    moved.offset += getInt(add.getOffset());
    env[add] = moved;
    return success();
  }
  if (auto part = dyn_cast<pto::PartitionViewOp>(op)) {
    auto *view = std::get_if<GMView>(&env[part.getSource()]);
    if (!view)
      return op->emitError("pto-run: the source is not a tensor view");
    Partition p{*view, {}, {}};
    for (Value offset : part.getOffsets())
      p.offsets.push_back(getInt(offset));
    for (Value size : part.getSizes())
      p.sizes.push_back(getInt(size));
    env[part] = p;
    return success();
  }
  if (isa<pto::GetBlockIdxOp>(op)) {
    env[op->getResult(0)] = blockIdx;
    return success();
  }
  if (isa<pto::GetBlockNumOp>(op)) {
    env[op->getResult(0)] = blockNum;
    return success();
  }
  if (isa<pto::GetSubBlockIdxOp>(op)) {
    env[op->getResult(0)] = subblockIdx;
    return success();
  }
  if (isa<pto::GetSubBlockNumOp>(op)) {
    env[op->getResult(0)] = subblockNum;
    return success();
  }

  // Synchronisation (Sync.cpp).
  bool handled = false;
  LogicalResult synced = execSyncOp(op, handled);
  if (handled || failed(synced))
    return synced;

  if (failed(recordAccesses(op)))
    return failure();
  schedule(op);

  // Data movement and the Cube (MoveOps.cpp).
  bool moved = false;
  LogicalResult movedResult = execMoveOp(op, moved);
  if (moved || failed(movedResult))
    return movedResult;

  // Gathers, sorts and transposes (SortOps.cpp).
  bool rearranged = false;
  LogicalResult rearrangedResult = execRearrangeOp(op, rearranged);
  if (rearranged || failed(rearrangedResult))
    return rearrangedResult;

  // The Vector core.
  auto unary = [&](Value srcValue, Value dstValue,
                   auto fn) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, srcValue), dst = getTile(op, dstValue);
    if (failed(src) || failed(dst) || failed(covers(op, *src, *dst, blockIdx)))
      return failure();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return fn(src->get(i, j)); },
        [&](int64_t i, int64_t j) { return src->isWritten(i, j); });
    return success();
  };
  auto binary = [&](Value lhsValue, Value rhsValue, Value dstValue,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> a = getTile(op, lhsValue), b = getTile(op, rhsValue),
                       dst = getTile(op, dstValue);
    if (failed(a) || failed(b) || failed(dst) ||
        failed(covers(op, *a, *dst, blockIdx)) ||
        failed(covers(op, *b, *dst, blockIdx)))
      return failure();
    forValid(
        *dst, [&](int64_t i, int64_t j) { return fn(a->get(i, j), b->get(i, j)); },
        [&](int64_t i, int64_t j) {
          return a->isWritten(i, j) && b->isWritten(i, j);
        });
    return success();
  };
  auto withScalar = [&](Value srcValue, Value scalar, Value dstValue,
                        auto fn) -> LogicalResult {
    double s = getScalar(scalar);
    return unary(srcValue, dstValue, [&](double x) { return fn(x, s); });
  };
  // src[i, j] op vec[i] (vec N x 1) or src[i, j] op vec[j] (vec 1 x N).
  auto expand = [&](Value srcValue, Value vecValue, Value dstValue, bool rows,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> a = getTile(op, srcValue), v = getTile(op, vecValue),
                       dst = getTile(op, dstValue);
    if (failed(a) || failed(v) || failed(dst) ||
        failed(covers(op, *a, *dst, blockIdx)))
      return failure();
    if (rows ? v->validRows() < dst->validRows()
             : v->validCols() < dst->validCols())
      return op->emitError("expands a vector of ")
             << (rows ? v->validRows() : v->validCols())
             << " valid elements over " << (rows ? dst->validRows() : dst->validCols())
             << (rows ? " rows" : " columns") << " (block " << blockIdx << ")";
    auto at = [&](int64_t i, int64_t j) {
      return rows ? std::make_pair(i, int64_t(0)) : std::make_pair(int64_t(0), j);
    };
    forValid(
        *dst,
        [&](int64_t i, int64_t j) {
          auto [vi, vj] = at(i, j);
          return fn(a->get(i, j), v->get(vi, vj));
        },
        [&](int64_t i, int64_t j) {
          auto [vi, vj] = at(i, j);
          return a->isWritten(i, j) && v->isWritten(vi, vj);
        });
    return success();
  };
  // dst[i, j] = vec[i] (vec N x 1) or vec[j] (vec 1 x N).
  auto broadcast = [&](Value vecValue, Value dstValue,
                       bool rows) -> LogicalResult {
    FailureOr<TileRef> v = getTile(op, vecValue), dst = getTile(op, dstValue);
    if (failed(v) || failed(dst))
      return failure();
    if (rows ? v->validRows() < dst->validRows()
             : v->validCols() < dst->validCols())
      return op->emitError("expands a vector of ")
             << (rows ? v->validRows() : v->validCols())
             << " valid elements over "
             << (rows ? dst->validRows() : dst->validCols())
             << (rows ? " rows" : " columns") << " (block " << blockIdx << ")";
    forValid(
        *dst,
        [&](int64_t i, int64_t j) {
          return rows ? v->get(i, 0) : v->get(0, j);
        },
        [&](int64_t i, int64_t j) {
          return rows ? v->isWritten(i, 0) : v->isWritten(0, j);
        });
    return success();
  };
  // dst[i] = reduce over j of src[i, j] (rows) or dst[j] over i (columns).
  auto reduce = [&](Value srcValue, Value dstValue, bool rows, double init,
                    auto fn) -> LogicalResult {
    FailureOr<TileRef> src = getTile(op, srcValue), dst = getTile(op, dstValue);
    if (failed(src) || failed(dst))
      return failure();
    // pto-isa's TROW* / TCOL* want as many valid rows (columns) in dst
    // as they reduce.
    int64_t outer = rows ? src->validRows() : src->validCols();
    int64_t results = rows ? dst->validRows() : dst->validCols();
    if (outer != results)
      return op->emitError("reduces ")
             << outer << (rows ? " rows" : " columns") << " into a tile of "
             << results << (rows ? " valid rows" : " valid columns")
             << " (block " << blockIdx << ")";
    int64_t inner = rows ? src->validCols() : src->validRows();
    for (int64_t o = 0; o < outer; ++o) {
      double acc = init;
      bool defined = true;
      for (int64_t x = 0; x < inner; ++x) {
        int64_t i = rows ? o : x, j = rows ? x : o;
        acc = fn(acc, src->get(i, j));
        defined = defined && src->isWritten(i, j);
      }
      if (rows)
        dst->set(o, 0, acc, defined);
      else
        dst->set(0, o, acc, defined);
    }
    return success();
  };
  auto add = [](double a, double b) { return a + b; };
  auto sub = [](double a, double b) { return a - b; };
  // A product of two i32 values can need 62 bits, more than a double
  // holds exactly: integer tiles multiply in 64-bit integers, wrapped to the
  // element width as the chip's integer arithmetic wraps.
  unsigned integerWidth = 0;
  if (op->getNumOperands())
    if (auto tile =
            dyn_cast<pto::TileBufType>(op->getOperands().back().getType()))
      if (auto integer = dyn_cast<IntegerType>(tile.getElementType()))
        integerWidth = integer.getWidth();
  auto mul = [&](double a, double b) {
    if (integerWidth == 0 || integerWidth > 32)
      return a * b;
    uint64_t bits = static_cast<uint64_t>(static_cast<int64_t>(a)) *
                    static_cast<uint64_t>(static_cast<int64_t>(b));
    uint64_t mask = (uint64_t(1) << integerWidth) - 1;
    bits &= mask;
    if (bits & (uint64_t(1) << (integerWidth - 1)))
      bits |= ~mask;
    return static_cast<double>(static_cast<int64_t>(bits));
  };
  // Integer tiles divide by zero on no chip defined way: report it.
  bool integerDivision = false, divisionByZero = false;
  auto div = [&](double a, double b) {
    if (integerDivision && b == 0) {
      divisionByZero = true;
      return 0.0;
    }
    return a / b;
  };
  // Runs a division into `dstValue`, reporting an integer one by zero.
  auto dividing = [&](Value dstValue, auto run) -> LogicalResult {
    integerDivision = isa<IntegerType>(
        cast<pto::TileBufType>(dstValue.getType()).getElementType());
    divisionByZero = false;
    if (failed(run()))
      return failure();
    if (divisionByZero)
      return op->emitError("pto-run: integer division by zero (block ")
             << blockIdx << ")";
    return success();
  };
  auto max = [](double a, double b) { return std::fmax(a, b); };
  auto min = [](double a, double b) { return std::fmin(a, b); };
  const double inf = std::numeric_limits<double>::infinity();
  // Bitwise ops on integer elements (held exactly as doubles); shifts are
  // arithmetic (signless elements are signed), by at most 63.
  auto bits = [](auto fn) {
    return [fn](double a, double b) {
      return static_cast<double>(
          fn(static_cast<int64_t>(a), static_cast<int64_t>(b)));
    };
  };
  auto bitAnd = bits([](int64_t a, int64_t b) { return a & b; });
  auto bitOr = bits([](int64_t a, int64_t b) { return a | b; });
  auto bitXor = bits([](int64_t a, int64_t b) { return a ^ b; });
  auto shl = bits([](int64_t a, int64_t b) {
    return b < 0 || b > 63 ? int64_t(0)
                           : static_cast<int64_t>(static_cast<uint64_t>(a) << b);
  });
  auto shr = bits([](int64_t a, int64_t b) {
    return b < 0 ? a : a >> std::min<int64_t>(b, 63);
  });

  // tcmp/tcmps: one predicate per element, 1 or 0. (pto-isa packs eight
  // per byte; tsel reads them back in the same order, so the values a kernel
  // computes through tcmp and tsel are the same.)
  auto compare = [](std::optional<pto::CmpMode> mode) {
    return [mode = mode.value_or(pto::CmpMode::EQ)](double a, double b) {
      switch (mode) {
      case pto::CmpMode::EQ:
        return double(a == b);
      case pto::CmpMode::NE:
        return double(a != b);
      case pto::CmpMode::LT:
        return double(a < b);
      case pto::CmpMode::LE:
        return double(a <= b);
      case pto::CmpMode::GT:
        return double(a > b);
      case pto::CmpMode::GE:
        return double(a >= b);
      }
      return 0.0;
    };
  };
  // tsel: dst = mask ? src0 : src1, element by element.
  auto select = [&](pto::TSelOp o) -> LogicalResult {
    FailureOr<TileRef> mask = getTile(op, o.getMask()),
                       a = getTile(op, o.getSrc0()),
                       b = getTile(op, o.getSrc1()),
                       dst = getTile(op, o.getDst());
    if (failed(mask) || failed(a) || failed(b) || failed(dst) ||
        failed(covers(op, *mask, *dst, blockIdx)) ||
        failed(covers(op, *a, *dst, blockIdx)) ||
        failed(covers(op, *b, *dst, blockIdx)))
      return failure();
    forValid(
        *dst,
        [&](int64_t i, int64_t j) {
          return mask->get(i, j) != 0 ? a->get(i, j) : b->get(i, j);
        },
        [&](int64_t i, int64_t j) {
          return mask->isWritten(i, j) &&
                 (mask->get(i, j) != 0 ? a : b)->isWritten(i, j);
        });
    return success();
  };

  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](pto::TAddOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), add);
      })
      .Case([&](pto::TSubOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), sub);
      })
      .Case([&](pto::TMulOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), mul);
      })
      .Case([&](pto::TDivOp o) {
        return dividing(o.getDst(), [&] {
          return binary(o.getSrc0(), o.getSrc1(), o.getDst(), div);
        });
      })
      .Case([&](pto::TMaxOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), max);
      })
      .Case([&](pto::TMinOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), min);
      })
      .Case([&](pto::TAndOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), bitAnd);
      })
      .Case([&](pto::TOrOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), bitOr);
      })
      .Case([&](pto::TXorOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), bitXor);
      })
      .Case([&](pto::TShlOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), shl);
      })
      .Case([&](pto::TShrOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(), shr);
      })
      .Case([&](pto::TAndSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), bitAnd);
      })
      .Case([&](pto::TOrSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), bitOr);
      })
      .Case([&](pto::TXorSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), bitXor);
      })
      .Case([&](pto::TShlSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), shl);
      })
      .Case([&](pto::TShrSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), shr);
      })
      .Case([&](pto::TNotOp o) {
        return unary(o.getSrc(), o.getDst(), [](double x) {
          return static_cast<double>(~static_cast<int64_t>(x));
        });
      })
      .Case([&](pto::TAddSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), add);
      })
      .Case([&](pto::TSubSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), sub);
      })
      .Case([&](pto::TMulSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), mul);
      })
      .Case([&](pto::TMaxSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), max);
      })
      .Case([&](pto::TMinSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(), min);
      })
      .Case([&](pto::TDivSOp o) -> LogicalResult {
        return dividing(o.getDst(), [&] {
          if (o.isScalarDividend())
            return withScalar(o.getTileSource(), o.getScalarSource(),
                              o.getDst(),
                              [&](double x, double s) { return div(s, x); });
          return withScalar(o.getTileSource(), o.getScalarSource(), o.getDst(),
                            div);
        });
      })
      .Case([&](pto::TExpOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return std::exp(x); });
      })
      .Case([&](pto::TLogOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return std::log(x); });
      })
      .Case([&](pto::TSqrtOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return std::sqrt(x); });
      })
      .Case([&](pto::TRsqrtOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return 1 / std::sqrt(x); });
      })
      .Case([&](pto::TAbsOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return std::fabs(x); });
      })
      .Case([&](pto::TNegOp o) {
        return unary(o.getSrc(), o.getDst(), [](double x) { return -x; });
      })
      .Case([&](pto::TReluOp o) {
        return unary(o.getSrc(), o.getDst(),
                     [](double x) { return std::fmax(x, 0.0); });
      })
      .Case([&](pto::TRecipOp o) {
        return unary(o.getSrc(), o.getDst(), [](double x) { return 1 / x; });
      })
      .Case([&](pto::TCvtOp o) -> LogicalResult {
        pto::RoundMode mode =
            o.getRmode() ? *o.getRmode() : pto::RoundMode::CAST_RINT;
        Type to = cast<pto::TileBufType>(o.getDst().getType()).getElementType();
        Type from =
            cast<pto::TileBufType>(o.getSrc().getType()).getElementType();
        // To an integer, or f32 -> f32 (tcvt's round-only path): round to an
        // integer in the mode; an integer saturates (NaN gives 0). To a
        // narrower float: round to it in the mode.
        bool toInt = isa<IntegerType>(to) || to == from;
        auto roundToInt = [mode](double x) {
          switch (mode) {
          case pto::RoundMode::ROUND:
            return std::round(x);
          case pto::RoundMode::FLOOR:
            return std::floor(x);
          case pto::RoundMode::CEIL:
            return std::ceil(x);
          case pto::RoundMode::TRUNC:
            return std::trunc(x);
          default:
            return std::nearbyint(x);
          }
        };
        llvm::RoundingMode rounding = llvm::RoundingMode::NearestTiesToEven;
        switch (mode) {
        case pto::RoundMode::ROUND:
          rounding = llvm::RoundingMode::NearestTiesToAway;
          break;
        case pto::RoundMode::FLOOR:
          rounding = llvm::RoundingMode::TowardNegative;
          break;
        case pto::RoundMode::CEIL:
          rounding = llvm::RoundingMode::TowardPositive;
          break;
        case pto::RoundMode::TRUNC:
          rounding = llvm::RoundingMode::TowardZero;
          break;
        default:
          break;
        }
        return unary(o.getSrc(), o.getDst(), [&](double x) {
          if (auto integer = dyn_cast<IntegerType>(to)) {
            if (std::isnan(x))
              return 0.0;
            unsigned width = integer.getWidth();
            double hi = std::ldexp(1.0, width - 1) - 1, lo = -hi - 1;
            return std::clamp(roundToInt(x), lo, hi);
          }
          if (toInt)
            return roundToInt(x);
          auto floatType = dyn_cast<FloatType>(to);
          if (!floatType)
            return x;
          llvm::APFloat value(x);
          bool losesInfo = false;
          value.convert(floatType.getFloatSemantics(), rounding, &losesInfo);
          return value.convertToDouble();
        });
      })
      .Case([&](pto::TExpandsOp o) -> LogicalResult {
        FailureOr<TileRef> dst = getTile(op, o.getDst());
        if (failed(dst))
          return failure();
        double s = getScalar(o.getScalar());
        forValid(
            *dst, [&](int64_t, int64_t) { return s; },
            [](int64_t, int64_t) { return true; });
        return success();
      })
      .Case([&](pto::TCIOp o) -> LogicalResult {
        // dst[0, j] = S + j (S - j descending) over the valid columns of
        // the one-row tile (the verifier checks the row).
        FailureOr<TileRef> dst = getTile(op, o.getDst());
        if (failed(dst))
          return failure();
        double start = getScalar(o.getS());
        double step = o.getDescending().value_or(false) ? -1.0 : 1.0;
        forValid(
            *dst,
            [&](int64_t, int64_t c) {
              return start + step * static_cast<double>(c);
            },
            [](int64_t, int64_t) { return true; });
        return success();
      })
      .Case([&](pto::TRowSumOp o) {
        return reduce(o.getSrc(), o.getDst(), true, 0.0, add);
      })
      .Case([&](pto::TRowMaxOp o) {
        return reduce(o.getSrc(), o.getDst(), true, -inf, max);
      })
      .Case([&](pto::TRowMinOp o) {
        return reduce(o.getSrc(), o.getDst(), true, inf, min);
      })
      .Case([&](pto::TColSumOp o) {
        return reduce(o.getSrc(), o.getDst(), false, 0.0, add);
      })
      .Case([&](pto::TColMaxOp o) {
        return reduce(o.getSrc(), o.getDst(), false, -inf, max);
      })
      .Case([&](pto::TColMinOp o) {
        return reduce(o.getSrc(), o.getDst(), false, inf, min);
      })
      .Case([&](pto::TRowExpandOp o) {
        return broadcast(o.getSrc(), o.getDst(), true);
      })
      .Case([&](pto::TColExpandOp o) {
        return broadcast(o.getSrc(), o.getDst(), false);
      })
      .Case([&](pto::TRowExpandAddOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, add);
      })
      .Case([&](pto::TRowExpandSubOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, sub);
      })
      .Case([&](pto::TRowExpandMulOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, mul);
      })
      .Case([&](pto::TRowExpandDivOp o) {
        return dividing(o.getDst(), [&] {
          return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, div);
        });
      })
      .Case([&](pto::TRowExpandMaxOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, max);
      })
      .Case([&](pto::TRowExpandMinOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), true, min);
      })
      .Case([&](pto::TColExpandAddOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, add);
      })
      .Case([&](pto::TColExpandSubOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, sub);
      })
      .Case([&](pto::TColExpandMulOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, mul);
      })
      .Case([&](pto::TColExpandDivOp o) {
        return dividing(o.getDst(), [&] {
          return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, div);
        });
      })
      .Case([&](pto::TColExpandMaxOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, max);
      })
      .Case([&](pto::TColExpandMinOp o) {
        return expand(o.getSrc0(), o.getSrc1(), o.getDst(), false, min);
      })
      .Case([&](pto::TCmpOp o) {
        return binary(o.getSrc0(), o.getSrc1(), o.getDst(),
                      compare(o.getCmpMode()));
      })
      .Case([&](pto::TCmpSOp o) {
        return withScalar(o.getSrc(), o.getScalar(), o.getDst(),
                          compare(o.getCmpMode()));
      })
      .Case([&](pto::TSelOp o) { return select(o); })
      .Case([&](pto::TGetValOp o) { return getValue(o); })
      .Case([&](pto::TSetValOp o) { return setValue(o); })
      .Case([&](pto::LoadScalarOp o) { return loadScalar(o); })
      .Case([&](pto::StoreScalarOp o) { return storeScalar(o); })
      .Case([&](pto::PrintOp o) { return print(o); })
      .Case([&](pto::TPrintOp o) { return tprint(o); })
      .Default([&](Operation *) {
        return op->emitError("pto-run does not implement '")
               << op->getName() << "'";
      });
}

