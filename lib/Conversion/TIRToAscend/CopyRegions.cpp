//===- CopyRegions.cpp - the regions tir.copy moves -----------------------===//
//
// Regions of ub buffers stored to global memory, atomic adds, and
// `tir.copy %src, %dst extents(%e0, %e1, ...)`: tilelang-ascend's ragged
// blocks, `T.copy(x[r : r + n, c : c + 2], x_ub[0:n, 0:2])` with
// `n = T.min(128, num_tokens - r)`. The regions stay static at their largest
// extents; the copy moves their part `[0 : e0, 0 : e1, ...]`, clipped at the
// tensor's edge, between global memory and the top-left of the ub region.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;

/// `window`, a region of whole rows or of the first columns of some rows of
/// a rank-2 ub buffer (`x_ub[8:24, :]`, `x_ub[8:24, 0:7]`), as a new buffer
/// holding those rows whole (copied in) and its region the window is:
/// a valid shape can be set on that, not on the window. Null when `window`
/// is another region.
static std::pair<Value, Value> stageRows(OpBuilder &b, Operation *at,
                                         memref::SubViewOp window) {
  MemRefType buffer = window.getSourceType();
  auto type = cast<MemRefType>(window.getType());
  if (buffer.getRank() != 2 || type.getRank() != 2 ||
      !buffer.hasStaticShape() || !type.hasStaticShape() ||
      getConstantIntValue(window.getMixedOffsets()[1]) != 0 ||
      !llvm::all_of(window.getStaticStrides(),
                    [](int64_t stride) { return stride == 1; }))
    return {};
  Location loc = at->getLoc();
  int64_t rows = type.getDimSize(0), width = buffer.getDimSize(1);
  SmallVector<OpFoldResult> unit(2, b.getIndexAttr(1));
  SmallVector<OpFoldResult> zeros(2, b.getIndexAttr(0));
  Value whole = window;
  if (type.getDimSize(1) != width)
    whole = b.create<memref::SubViewOp>(
        loc, window.getSource(), window.getMixedOffsets(),
        ArrayRef<OpFoldResult>{b.getIndexAttr(rows), b.getIndexAttr(width)},
        unit);
  Value staged = createTemporary(b, at, {rows, width}, buffer.getElementType());
  b.create<ascend::CopyOp>(loc, whole, staged);
  Value part = staged;
  if (type.getDimSize(1) != width)
    part = b.create<memref::SubViewOp>(loc, staged, zeros,
                                       window.getMixedSizes(), unit);
  return {whole, part};
}

/// The first columns of some rows of a ub buffer, `buf[i:i+r, 0:c]` with
/// rows other than all of them (tilelang-ascend's `T.copy(x[i, :n], ...)`),
/// stored to GM: those rows, a window of the tile, are copied whole into a
/// temporary whose first columns (a column region, the temporary's tile
/// with those columns valid) are stored. Any other region as it is.
Value mlir::tirpto::tir_to_ascend::getStorableRegion(OpBuilder &builder,
                                                     Operation *at,
                                                     Value region) {
  auto subview = region.getDefiningOp<memref::SubViewOp>();
  if (!subview || ascend::isColumnRegion(subview) ||
      subview.getType().getRank() != 2 ||
      subview.getType().getDimSize(1) >= subview.getSourceType().getDimSize(1))
    return region;
  Value part = stageRows(builder, at, subview).second;
  return part ? part : region;
}

LogicalResult mlir::tirpto::tir_to_ascend::checkAtomicAddElements(
    tir::CopyOp op, const BufferPlacement &placement, ascend::Arch arch) {
  Type element = op.getTarget().getType().getElementType();
  if (!op.getAtomicAdd() ||
      tirpto::isAtomicAddElement(element, arch == ascend::Arch::A5))
    return success();
  return op.emitOpError("T.tile.atomic_add into ")
         << placement.getName(op.getTarget()) << " (" << element
         << " elements): the DMA adds "
         << tirpto::describeAtomicAddElements(arch == ascend::Arch::A5)
         << " atomically";
}

namespace {
/// The part of a global region a copy with run-time extents moves.
struct MovedPart {
  /// A subview of the tensor: the part, clipped at the tensor's edge.
  Value region;
  /// The condition under which the part has no element; null where it
  /// always has some.
  Value empty;
  /// Whether the part is empty whatever the run-time values are.
  bool neverMoves = false;
};
} // namespace

/// Whether `extent` is `min(x, C)` with a constant C <= `bound`
/// (tilelang-ascend's `T.min(128, num_tokens - r)`).
static bool isBoundedBy(Value extent, int64_t bound) {
  auto min = extent.getDefiningOp<arith::MinSIOp>();
  if (!min)
    return false;
  return llvm::any_of(min->getOperands(), [&](Value side) {
    std::optional<int64_t> c = getConstantIntValue(side);
    return c && *c <= bound;
  });
}

/// The part `[0 : e0, 0 : e1, ...]` of a global region (a subview of a
/// tensor, or the tensor) that a copy with run-time extents moves: a subview
/// of the tensor of sizes `max(0, min(min(e, r), extent - offset))` where `r`
/// is the region's size, `regionShape` (a run-time extent past the region
/// moves the region only), the clipped form ascend-clip-gm-regions and
/// pto-verify-bounds recognise. Sizes that fold to constants are static.
static FailureOr<MovedPart> limitRegion(OpBuilder &b, tir::CopyOp op,
                                        Value region,
                                        ArrayRef<int64_t> regionShape,
                                        ValueRange extents) {
  Location loc = op.getLoc();
  Value tensor = region;
  auto type = cast<MemRefType>(region.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  if (auto subview = region.getDefiningOp<memref::SubViewOp>()) {
    if (subview.getSourceType().getRank() != type.getRank())
      return op.emitOpError("with run-time extents takes a rank-")
             << type.getRank() << " region of a rank-"
             << subview.getSourceType().getRank()
             << " global tensor (a rank-reducing region), which is not "
                "lowered yet";
    tensor = subview.getSource();
    offsets = subview.getMixedOffsets();
    strides = subview.getMixedStrides();
  }
  auto tensorType = cast<MemRefType>(tensor.getType());
  Value zero = b.create<arith::ConstantIndexOp>(loc, 0);
  MovedPart part;
  SmallVector<OpFoldResult> sizes;
  for (auto [d, extent] : llvm::enumerate(extents)) {
    Value dim =
        tensorType.isDynamicDim(d)
            ? b.create<memref::DimOp>(loc, tensor, d).getResult()
            : b.create<arith::ConstantIndexOp>(loc, tensorType.getDimSize(d))
                  .getResult();
    Value limited = extent;
    if (!getConstantIntValue(extent) &&
        !ShapedType::isDynamic(regionShape[d]) &&
        !isBoundedBy(extent, regionShape[d]))
      limited = b.create<arith::MinSIOp>(
          loc, extent,
          b.create<arith::ConstantIndexOp>(loc, regionShape[d]).getResult());
    // Constant parts fold (the columns of `x[r : r + n, 0:2]`).
    Value left = b.createOrFold<arith::SubIOp>(
        loc, dim, getValueOrCreateConstantIndexOp(b, loc, offsets[d]));
    Value inside = b.createOrFold<arith::MaxSIOp>(
        loc, b.createOrFold<arith::MinSIOp>(loc, limited, left), zero);
    // A part smaller than the region, even of a constant size, moves with
    // the tile's valid shape set to it: its size stays an SSA value.
    std::optional<int64_t> known = getConstantIntValue(inside);
    sizes.push_back(known && *known == regionShape[d]
                        ? OpFoldResult(b.getIndexAttr(*known))
                        : OpFoldResult(inside));
    if (known && *known > 0)
      continue;
    if (known) {
      part.neverMoves = true;
      return part;
    }
    Value none =
        b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::sle, inside, zero);
    part.empty = part.empty
                     ? b.create<arith::OrIOp>(loc, part.empty, none).getResult()
                     : none;
  }
  auto resultType = cast<MemRefType>(
      memref::SubViewOp::inferResultType(tensorType, offsets, sizes, strides));
  part.region = b.create<memref::SubViewOp>(loc, resultType, tensor, offsets,
                                            sizes, strides);
  return part;
}

LogicalResult mlir::tirpto::tir_to_ascend::lowerCopyWithExtents(
    tir::CopyOp op, Value source, Value target, ValueRange extents,
    const BufferPlacement &placement, ascend::Arch arch,
    ConversionPatternRewriter &rewriter) {
  AddressSpace from = spaceOf(source), to = spaceOf(target);
  bool load = from == AddressSpace::GM && to == AddressSpace::UB;
  bool store = from == AddressSpace::UB && to == AddressSpace::GM;
  if (!load && !store)
    return op.emitOpError("T.copy from ")
           << placement.getName(op.getSource()) << " ("
           << ascend::stringifyAddressSpace(from) << ") to "
           << placement.getName(op.getTarget()) << " ("
           << ascend::stringifyAddressSpace(to)
           << ") with extents computed at run time: such regions are "
              "lowered between global memory and ub only";
  if (failed(checkAtomicAddElements(op, placement, arch)))
    return failure();
  // The local tir region: of static shape, the global one's.
  // The tile form of a region of rank 3 or more is the rows of its last
  // dimension: a part of it is rows of the tile only when each middle
  // dimension moves whole.
  MemRefType regionType = (load ? op.getTarget() : op.getSource()).getType();
  for (int64_t d = 1; d + 1 < regionType.getRank(); ++d) {
    std::optional<int64_t> moved = getConstantIntValue(extents[d]);
    if (moved != regionType.getDimSize(d))
      return op.emitOpError("with extents moves ")
             << (moved ? std::to_string(*moved)
                       : std::string("a run-time "
                                     "number"))
             << " of the " << regionType.getDimSize(d) << " elements of "
             << "dimension " << d << " of its rank-" << regionType.getRank()
             << " regions; a part of a region of rank 3 or more is lowered "
                "when every dimension but the first and the last moves "
                "whole (the rows of a tile)";
  }
  Value local = load ? target : source;
  FailureOr<MovedPart> part = limitRegion(rewriter, op, load ? source : target,
                                          regionType.getShape(), extents);
  if (failed(part))
    return failure();
  if (part->neverMoves) {
    // A constant extent of 0, or a region wholly past the tensor's edge.
    rewriter.eraseOp(op);
    return success();
  }
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  if (part->empty) {
    auto ifOp = rewriter.create<scf::IfOp>(
        loc,
        rewriter.create<arith::XOrIOp>(
            loc, part->empty, rewriter.create<arith::ConstantIntOp>(loc, 1, 1)),
        /*withElseRegion=*/false);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
  }
  auto partType = cast<MemRefType>(part->region.getType());
  // A part smaller than the region moves with the tile's valid shape set to
  // it, which a window of a buffer's rows has not: it moves through a
  // temporary holding those rows whole, the window being its first
  // columns.
  auto window = local.getDefiningOp<memref::SubViewOp>();
  if (window && !partType.hasStaticShape() &&
      !ascend::isLeadingRegion(window)) {
    auto [rows, staged] = stageRows(rewriter, op, window);
    if (!rows)
      return op.emitOpError("with run-time extents moves a part of ")
             << placement.getName(load ? op.getTarget() : op.getSource())
             << "'s region " << window.getType()
             << ", which is neither whole rows of the buffer nor their "
                "first columns; such a part is not lowered";
    if (load) {
      rewriter.create<ascend::LoadOp>(loc, part->region, staged);
      rewriter.create<ascend::CopyOp>(
          loc,
          staged.getDefiningOp<memref::SubViewOp>()
              ? staged.getDefiningOp<memref::SubViewOp>().getSource()
              : staged,
          rows);
    } else {
      rewriter.create<ascend::StoreOp>(loc, staged, part->region,
                                       op.getAtomicAdd());
    }
  } else if (load) {
    rewriter.create<ascend::LoadOp>(loc, part->region, local);
  } else {
    rewriter.create<ascend::StoreOp>(loc,
                                     getStorableRegion(rewriter, op, local),
                                     part->region, op.getAtomicAdd());
  }
  rewriter.eraseOp(op);
  return success();
}
