//===- Buffers.cpp - local buffers to tiles, GM regions to views ----------===//

#include "PatternsInternal.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

/// A per-row vector tile (M x 1, col_major) seen as a 1 x M row_major tile;
/// any other tile unchanged. A tile allocated with a dynamic valid shape
/// (one whose GM moves are clipped: they set it around each tload / tstore
/// and restore it) has its allocation's valid rows at the Vector ops; the
/// view gets them as static valid columns, since a treshape's result does
/// not carry a run-time valid shape of its own.
Value mlir::tirpto::ascend_to_pto::asRowMajor(OpBuilder &builder, Location loc,
                                              Value tile) {
  auto type = cast<pto::TileBufType>(tile.getType());
  if (type.getBlayout() != pto::BLayout::ColMajor || type.getCols() != 1)
    return tile;
  int64_t validRows = type.getValidRows();
  APInt allocated;
  if (auto alloc = tile.getDefiningOp<pto::AllocTileOp>();
      ShapedType::isDynamic(validRows) && alloc && alloc.getValidRow() &&
      matchPattern(alloc.getValidRow(), m_ConstantInt(&allocated)))
    validRows = allocated.getSExtValue();
  auto rowType = pto::TileBufType::get(type.getContext(), type.getLoc(),
                                       type.getElementType(), 1, type.getRows(),
                                       1, validRows, pto::BLayout::RowMajor,
                                       pto::SLayout::NoneBox, type.getFractal(),
                                       type.getPad(), type.getCompact());
  return builder.create<pto::TReshapeOp>(loc, rowType, tile);
}

void mlir::tirpto::ascend_to_pto::withValidShape(
    OpBuilder &builder, Location loc, Value tile, Value rows, Value cols,
    ArrayRef<int64_t> bufferShape, llvm::function_ref<void()> emit) {
  builder.create<pto::SetValidShapeOp>(loc, tile, rows, cols);
  emit();
  int64_t wholeRows = bufferShape.size() == 2 ? bufferShape[0] : 1;
  builder.create<pto::SetValidShapeOp>(
      loc, tile, builder.create<arith::ConstantIndexOp>(loc, wholeRows),
      builder.create<arith::ConstantIndexOp>(loc, bufferShape.back()));
}

void mlir::tirpto::ascend_to_pto::withRegionValidShape(
    OpBuilder &builder, Location loc, memref::SubViewOp region, Value tile,
    llvm::function_ref<void()> emit) {
  MemRefType type = region.getType();
  withValidShape(
      builder, loc, tile,
      builder.create<arith::ConstantIndexOp>(loc, type.getDimSize(0)),
      builder.create<arith::ConstantIndexOp>(loc, type.getDimSize(1)),
      region.getSourceType().getShape(), emit);
}

FailureOr<pto::TileBufType> mlir::getTileBufType(MemRefType type,
                                                 std::string *fractalError) {
  std::optional<AddressSpace> space = ascend::getAddressSpace(type);
  if (!space || !type.hasStaticShape() || type.getRank() < 1 ||
      type.getRank() > 2 ||
      llvm::any_of(type.getShape(), [](int64_t dim) { return dim <= 0; }) ||
      !isa<IntegerType, FloatType>(type.getElementType()))
    return failure();
  int64_t rows = type.getRank() == 2 ? type.getDimSize(0) : 1;
  int64_t cols = type.getDimSize(type.getRank() - 1);

  using pto::BLayout;
  using pto::SLayout;
  pto::AddressSpace loc = tirpto::getPTOAddressSpace(*space);
  BLayout blayout = BLayout::RowMajor;
  SLayout slayout = SLayout::NoneBox;
  int64_t fractal = 512;
  auto use = [&](pto::TileLayout layout) {
    blayout = layout.blayout;
    slayout = layout.slayout;
    fractal = layout.fractal;
  };
  switch (*space) {
  case AddressSpace::L1:
    use(pto::getMatLayout(ascend::getMatLayout(type) == ascend::MatLayout::ZN));
    break;
  case AddressSpace::L0A:
  case AddressSpace::L0B:
  case AddressSpace::L0C:
    use(*pto::getCubeOperandLayout(loc));
    break;
  case AddressSpace::UB:
    // An M x 1 buffer (a per-row vector) is the "DN" column tile that
    // trow* produce and trowexpand* take (ptoas-format.md §2.6).
    if (cols == 1)
      blayout = BLayout::ColMajor;
    break;
  case AddressSpace::BT:
  case AddressSpace::FB:
    break;
  case AddressSpace::GM:
    return failure();
  }
  // Vector tiles keep each row (row_major) or column (col_major) in whole
  // 32-byte blocks: pad the physical shape (ascend::getVectorTileShape) and
  // keep the buffer's shape as the valid shape.
  int64_t physRows = rows, physCols = cols;
  if (loc == pto::AddressSpace::Vec)
    std::tie(physRows, physCols) = ascend::getVectorTileShape({rows, cols});
  Type element = type.getElementType();
  // Cube tiles hold whole fractal boxes (ascend::getCubeTileShape): a
  // gemm's M or N that is not a multiple of the box (a batch of 8 rows)
  // pads the physical shape, the buffer's shape the valid one; the
  // padding's rows and columns of the product are never read. K must fill
  // whole boxes (the padding would be multiplied into the sums): a left
  // tile (M x K) pads its rows only, a right tile (K x N) its columns only;
  // an accumulator (M x N) and an l1 tile, whose K convert-tir-to-ascend
  // checked at the gemm, pad both.
  if (type.getRank() == 2 &&
      (loc == pto::AddressSpace::Mat || loc == pto::AddressSpace::Left ||
       loc == pto::AddressSpace::Right || loc == pto::AddressSpace::Acc)) {
    auto [padRows, padCols] = ascend::getCubeTileShape(type);
    if (loc != pto::AddressSpace::Right)
      physRows = padRows;
    if (loc != pto::AddressSpace::Left)
      physCols = padCols;
  }
  if (std::optional<std::pair<int64_t, int64_t>> box =
          pto::getFractalInnerBox(element, slayout, fractal);
      box && (physRows % box->first != 0 || physCols % box->second != 0 ||
              (fractal == 1024 && pto::getElementByteSize(element) != 4))) {
    if (fractalError)
      *fractalError =
          (fractal == 1024 && pto::getElementByteSize(element) != 4)
              ? "an accumulator tile holds 4-byte elements"
              : (Twine("its ") + Twine(physRows) + "x" + Twine(physCols) +
                 " tile is not a whole number of the " + Twine(box->first) +
                 "x" + Twine(box->second) +
                 " fractal boxes of its layout (rows must be a multiple of " +
                 Twine(box->first) + " and columns of " + Twine(box->second) +
                 "; ascend-hardware.md §1.5)")
                    .str();
    return failure();
  }
  auto tile = pto::TileBufType::get(
      type.getContext(), loc, element, physRows, physCols, rows, cols, blayout,
      slayout, fractal, pto::PadValue::Null, pto::CompactMode::Null);
  // A run-time valid shape (ascend-mark-dynamic-valid) is set by the tile's
  // users; its type says `?`.
  if (ascend::hasDynamicValidShape(type))
    return tile.withValidShape(ShapedType::kDynamic, ShapedType::kDynamic);
  return tile;
}

OpFoldResult mlir::tirpto::ascend_to_pto::getGlobalDim(
    OpBuilder &builder, const GlobalTensor &tensor, MemRefType baseType,
    unsigned dim) {
  if (!baseType.isDynamicDim(dim))
    return builder.getIndexAttr(baseType.getDimSize(dim));
  return tensor.dynamicDims[baseType.getDynamicDimIndex(dim)];
}

FailureOr<Value> mlir::tirpto::ascend_to_pto::buildGlobalWindow(
    OpBuilder &builder, Location loc, const GlobalTensor &tensor,
    MemRefType baseType, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, bool transposed,
    ArrayRef<int64_t> localShape, ArrayRef<bool> droppedDims) {
  if (!baseType.getLayout().isIdentity() ||
      tensor.dynamicDims.size() !=
          static_cast<size_t>(baseType.getNumDynamicDims()))
    return emitError(loc, "global buffer of type ")
           << baseType
           << " is not supported by convert-ascend-to-pto: its layout must "
              "be row-major (identity)";
  // A tensor of static shape is checked here; one with dynamic dimensions
  // is bounded by the launch contract (docs/TileLangSupport.md).
  int64_t numElements = 1;
  for (int64_t dim : baseType.getShape())
    if (!ShapedType::isDynamic(dim) &&
        llvm::MulOverflow(numElements, dim, numElements))
      numElements = std::numeric_limits<int64_t>::max();
  if (numElements > ascend::kMaxIndexValue)
    return emitError(loc, "global buffer of type ")
           << baseType << " has more than " << ascend::kMaxIndexValue
           << " elements"
           << ": ptoas computes element offsets as 32-bit 'index' values, "
              "which would wrap; split the tensor";
  Value ptr = tensor.ptr;
  llvm::SmallDenseMap<int64_t, Value> constants;
  auto index = [&](int64_t value) -> Value {
    Value &constant = constants[value];
    if (!constant)
      constant = builder.create<arith::ConstantIndexOp>(loc, value);
    return constant;
  };
  auto toValue = [&](OpFoldResult ofr) -> Value {
    if (auto value = dyn_cast<Value>(ofr))
      return value;
    return index(cast<IntegerAttr>(cast<Attribute>(ofr)).getInt());
  };

  int64_t rank = baseType.getRank();
  if (rank == 0)
    return emitError(loc, "a global buffer of rank 0 (")
           << baseType
           << ") has no tile window; tiles move rank-1 or rank-2 windows";
  // Extents and row-major strides: constants, or products of the dynamic
  // dimensions' arguments.
  auto multiply = [&](OpFoldResult a, OpFoldResult b) -> OpFoldResult {
    std::optional<int64_t> x = getConstantIntValue(a), y = getConstantIntValue(b);
    if (x && y)
      return builder.getIndexAttr(*x * *y);
    if (x == 1)
      return b;
    if (y == 1)
      return a;
    return builder.create<arith::MulIOp>(loc, toValue(a), toValue(b))
        .getResult();
  };
  SmallVector<OpFoldResult> shape;
  for (int64_t dim = 0; dim < rank; ++dim)
    shape.push_back(getGlobalDim(builder, tensor, baseType, dim));
  SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
  for (int64_t dim = rank - 2; dim >= 0; --dim)
    strides[dim] = multiply(strides[dim + 1], shape[dim + 1]);
  SmallVector<OpFoldResult> windowOffsets(offsets);
  SmallVector<OpFoldResult> windowSizes(sizes);

  // A rank-reducing region (dropped unit dimensions): the view starts at the
  // dropped dimensions' offsets (pto.addptr, in elements) and spans the
  // kept dimensions with their strides.
  if (llvm::is_contained(droppedDims, true)) {
    Value extra;
    SmallVector<OpFoldResult> keptShape, keptStrides;
    SmallVector<OpFoldResult> keptOffsets, keptSizes;
    for (int64_t dim = 0; dim < rank; ++dim) {
      if (!droppedDims[dim]) {
        keptShape.push_back(shape[dim]);
        keptStrides.push_back(strides[dim]);
        keptOffsets.push_back(windowOffsets[dim]);
        keptSizes.push_back(windowSizes[dim]);
        continue;
      }
      Value term = builder.create<arith::MulIOp>(
          loc, toValue(windowOffsets[dim]), toValue(strides[dim]));
      extra = extra ? builder.create<arith::AddIOp>(loc, extra, term) : term;
    }
    ptr = builder.create<pto::AddPtrOp>(loc, ptr.getType(), ptr, extra);
    shape = keptShape;
    strides = keptStrides;
    windowOffsets = keptOffsets;
    windowSizes = keptSizes;
    rank = shape.size();
  }
  if (transposed && rank != 2)
    return emitError(loc, "a transposed read needs a rank-2 global buffer");
  // A tile moves rows of contiguous elements (pto-isa's ND/DN TLOAD and
  // TSTORE read only the outer strides).
  if (getConstantIntValue(strides.back()) != 1)
    return emitError(loc, "the region's innermost dimension has a stride of ")
           << (getConstantIntValue(strides.back())
                   ? std::to_string(*getConstantIntValue(strides.back()))
                   : std::string("more than one"))
           << " elements; tiles move rows of contiguous elements: copy a "
              "region whose last dimension is contiguous";

  // A region moved to or from the rank-2 form of a ub buffer of rank 3 or
  // more (the rows of its last dimension), or to or from one column of all
  // its elements: fold the leading dimensions (all of them for a column)
  // into one. The folded dimensions other than the first are whole, so the
  // rows are consecutive in the tensor.
  if (localShape.size() == 2 && rank >= 2) {
    // (A transposed read's local shape is the region's transposed: its one
    // column is the region's one row, which the swap below handles.)
    bool column = !transposed && localShape[1] == 1 &&
                  getConstantIntValue(windowSizes.back()) != 1;
    int64_t last = column ? rank - 1 : rank - 2;
    if (column || rank > 2) {
      // After the first folded dimension the region takes more than one
      // index of, every folded dimension is taken whole.
      bool spread = false;
      for (int64_t dim = 0; dim <= last; ++dim) {
        std::optional<int64_t> size = getConstantIntValue(windowSizes[dim]);
        bool whole = getConstantIntValue(windowOffsets[dim]) == 0 && size &&
                     size == getConstantIntValue(shape[dim]);
        if (spread && !whole)
          return emitError(loc, "the region moved to or from a ")
                 << localShape[0] << "x" << localShape[1]
                 << " tile takes part of a dimension after one it takes "
                    "several indices of (its rows would not be "
                    "consecutive in the tensor)";
        spread |= size != 1;
      }
      // The folded offset is the row-major linear index of the folded
      // offsets; the folded size the product of the folded sizes.
      OpFoldResult foldedOffset = windowOffsets[0], foldedSize = windowSizes[0];
      OpFoldResult foldedExtent = shape[0];
      for (int64_t dim = 1; dim <= last; ++dim) {
        foldedOffset = multiply(foldedOffset, shape[dim]);
        if (getConstantIntValue(windowOffsets[dim]) != 0) {
          std::optional<int64_t> a = getConstantIntValue(foldedOffset);
          std::optional<int64_t> b = getConstantIntValue(windowOffsets[dim]);
          foldedOffset = a && b
                             ? OpFoldResult(builder.getIndexAttr(*a + *b))
                             : OpFoldResult(builder
                                                .create<arith::AddIOp>(
                                                    loc, toValue(foldedOffset),
                                                    toValue(windowOffsets[dim]))
                                                .getResult());
        }
        foldedSize = multiply(foldedSize, windowSizes[dim]);
        foldedExtent = multiply(foldedExtent, shape[dim]);
      }
      SmallVector<OpFoldResult> foldedShape = {foldedExtent};
      SmallVector<OpFoldResult> foldedStrides = {strides[last]};
      SmallVector<OpFoldResult> foldedOffsets = {foldedOffset};
      SmallVector<OpFoldResult> foldedSizes = {foldedSize};
      for (int64_t dim = last + 1; dim < rank; ++dim) {
        foldedShape.push_back(shape[dim]);
        foldedStrides.push_back(strides[dim]);
        foldedOffsets.push_back(windowOffsets[dim]);
        foldedSizes.push_back(windowSizes[dim]);
      }
      shape = foldedShape;
      strides = foldedStrides;
      windowOffsets = foldedOffsets;
      windowSizes = foldedSizes;
      rank = shape.size();
    }
  }

  // A rank-1 region moved to or from a K x 1 (per-row) or 1 x K
  // (per-column) tile: describe the tensor as one column or one row.
  if (rank == 1 && localShape.size() == 2) {
    OpFoldResult zero = builder.getIndexAttr(0);
    OpFoldResult one = builder.getIndexAttr(1);
    OpFoldResult extent = shape[0], stride = strides[0];
    if (localShape[1] == 1) {
      shape = {extent, one};
      strides = {stride, one};
      windowOffsets = {windowOffsets[0], zero};
      windowSizes = {windowSizes[0], one};
    } else {
      shape = {one, extent};
      strides = {multiply(extent, stride), stride};
      windowOffsets = {zero, windowOffsets[0]};
      windowSizes = {one, windowSizes[0]};
    }
    rank = 2;
  }
  if (transposed) {
    std::swap(shape[0], shape[1]);
    std::swap(strides[0], strides[1]);
    std::swap(windowOffsets[0], windowOffsets[1]);
    std::swap(windowSizes[0], windowSizes[1]);
  }

  SmallVector<Value> shapeValues, strideValues, offsetValues, sizeValues;
  for (int64_t dim = 0; dim < rank; ++dim) {
    shapeValues.push_back(toValue(shape[dim]));
    strideValues.push_back(toValue(strides[dim]));
    offsetValues.push_back(toValue(windowOffsets[dim]));
    sizeValues.push_back(toValue(windowSizes[dim]));
  }
  MLIRContext *context = builder.getContext();
  Type element = baseType.getElementType();
  auto viewType = pto::TensorViewType::get(
      context, SmallVector<int64_t>(rank, ShapedType::kDynamic), element);
  auto view = builder.create<pto::MakeTensorViewOp>(
      loc, viewType, ptr, shapeValues, strideValues,
      pto::LayoutAttr::get(context,
                           transposed ? pto::Layout::DN : pto::Layout::ND));
  // A boundary region's dynamic sizes are its in-bounds extent (made by
  // ascend-clip-gm-regions): `?` in the partition's type.
  SmallVector<int64_t> windowShape;
  for (OpFoldResult size : windowSizes)
    windowShape.push_back(
        getConstantIntValue(size).value_or(ShapedType::kDynamic));
  auto windowType =
      pto::PartitionTensorViewType::get(context, windowShape, element);
  return builder
      .create<pto::PartitionViewOp>(loc, windowType, view, offsetValues,
                                    sizeValues)
      .getResult();
}

FailureOr<Value> mlir::tirpto::ascend_to_pto::buildRegionWindow(
    ConversionPatternRewriter &rewriter, memref::SubViewOp region, Location loc,
    bool transposed, ArrayRef<int64_t> localShape) {
  std::optional<GlobalTensor> tensor =
      getGlobalTensor(rewriter, region.getSource());
  if (!tensor)
    return region.emitOpError("expects a region of a kernel argument; "
                              "nested GM subviews are not supported");
  if (!llvm::all_of(region.getStaticStrides(),
                    [](int64_t stride) { return stride == 1; }))
    return region.emitOpError("expects a unit-stride region of a global "
                              "buffer");
  // The region's offsets and sizes, their values as converted.
  auto remapped = [&](ArrayRef<OpFoldResult> values) {
    SmallVector<OpFoldResult> result;
    for (OpFoldResult value : values)
      result.push_back(
          isa<Value>(value)
              ? OpFoldResult(rewriter.getRemappedValue(cast<Value>(value)))
              : value);
    return result;
  };
  if (region.getType().getRank() == 0)
    return region.emitOpError("takes one element (a rank-0 region) of a "
                              "global buffer; tiles move rank-1 or rank-2 "
                              "windows, and single elements are read from "
                              "the kernel argument itself");
  llvm::SmallBitVector dropped = region.getDroppedDims();
  SmallVector<bool> droppedDims;
  for (unsigned dim = 0; dim < dropped.size(); ++dim)
    droppedDims.push_back(dropped.test(dim));
  // Where the region is taken (its operands are defined there).
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(region);
  return buildGlobalWindow(rewriter, loc, *tensor, region.getSourceType(),
                           remapped(region.getMixedOffsets()),
                           remapped(region.getMixedSizes()), transposed,
                           localShape, droppedDims);
}

namespace {

/// memref.alloc of a local buffer -> pto.alloc_tile (no address: ptoas plans
/// memory at level 2).
struct AllocLowering : OpConversionPattern<memref::AllocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::AllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    std::optional<AddressSpace> space = ascend::getAddressSpace(type);
    if (!space)
      return op.emitOpError("expects a buffer in an #ascend.address_space, "
                            "got ")
             << type;
    // The type says how the tile is stored (ascend.load's verifier ties
    // transposing loads to zn buffers).
    std::string fractalError;
    FailureOr<pto::TileBufType> tile = getTileBufType(type, &fractalError);
    if (failed(tile) && !fractalError.empty())
      return op.emitOpError("cannot be a PTO tile in ")
             << ascend::stringifyAddressSpace(*space) << " (" << type
             << "): " << fractalError;
    if (failed(tile))
      return op.emitOpError("cannot allocate ")
             << type
             << " as a PTO tile: expected a static rank-1 or rank-2 buffer "
                "with positive dimensions and an integer or floating-point "
                "element type, in l1, l0a, l0b, l0c, ub, bt or fb";
    if (!ascend::hasDynamicValidShape(type)) {
      rewriter.replaceOpWithNewOp<pto::AllocTileOp>(op, *tile);
      return success();
    }
    // A buffer whose tile has a run-time valid shape (its type says so;
    // ascend-mark-dynamic-valid: moved to or from a boundary region, or a
    // column region of it moved): set to the region's extent around each
    // such move and full (the buffer's shape) otherwise. In l1 and l0c (a gemm
    // whose M or N is not a multiple of the block; ascend-clip-gm-regions
    // rejects K tails) the Cube computes the whole tile: the rows and columns
    // outside the tensor hold stale data that reach only the accumulator's rows
    // and columns outside it, which are never stored. A K tail is not computed:
    // the l0a/l0b operands of a gemm limited to its in-bounds depth get the
    // same dynamic valid shape, set to that depth around the tmatmul (see
    // CubeOps.cpp).
    Location loc = op.getLoc();
    Value rows = rewriter.create<arith::ConstantIndexOp>(
        loc, type.getRank() == 2 ? type.getDimSize(0) : 1);
    Value cols =
        rewriter.create<arith::ConstantIndexOp>(loc, type.getShape().back());
    rewriter.replaceOpWithNewOp<pto::AllocTileOp>(op, *tile, Value(), rows,
                                                  cols);
    return success();
  }
};

/// memref.subview of a GM argument -> make_tensor_view + partition_view of
/// the region as it is; of a ub buffer -> pto.subset.
struct GlobalSubViewLowering : OpConversionPattern<memref::SubViewOp> {
  using OpConversionPattern::OpConversionPattern;

  /// A window of rows of a row_major ub tile that keeps all its columns:
  /// `pto.subset` at (row, 0) over the tile's whole padded width. The
  /// window's tile has the parent's row length, so it addresses the same
  /// elements (pto-isa's tiles have no row stride of their own); its valid
  /// shape is what ptoas infers (the rest of the parent's valid rows from
  /// the offset, at most the window's).
  LogicalResult lowerLocalWindow(memref::SubViewOp op, OpAdaptor adaptor,
                                 ConversionPatternRewriter &rewriter) const {
    MemRefType sourceType = op.getSourceType();
    auto tile = dyn_cast<pto::TileBufType>(adaptor.getSource().getType());
    auto reject = [&](StringRef why) {
      return op.emitOpError("takes a region of a ")
             << ascend::stringifyAddressSpace(
                    *ascend::getAddressSpace(sourceType))
             << " buffer (" << sourceType << ") " << why;
    };
    // The first columns of an accumulator, stored to GM by the fixpipe, or
    // of an l1 buffer, loaded from GM: the buffer's tile, its valid shape
    // narrowed around the move (DMAOps.cpp).
    std::optional<AddressSpace> cube = ascend::getAddressSpace(sourceType);
    if (tile && (cube == AddressSpace::L0C || cube == AddressSpace::L1) &&
        ascend::isColumnRegion(op)) {
      bool acc = cube == AddressSpace::L0C;
      for (Operation *user : op->getUsers()) {
        auto fixpipe = dyn_cast<ascend::FixpipeOp>(user);
        auto store = dyn_cast<ascend::StoreOp>(user);
        auto load = dyn_cast<ascend::LoadOp>(user);
        if (acc ? (fixpipe && fixpipe.getSource() == op.getResult()) ||
                      (store && store.getSource() == op.getResult())
                : load && load.getTarget() == op.getResult())
          continue;
        InFlightDiagnostic diag = reject(
            acc ? "that keeps only its first columns and is used by "
                  "something other than a copy to global memory: an "
                  "accumulator's first columns are stored as its tile with "
                  "those columns valid"
                : "that keeps only its first columns and is used by "
                  "something other than a copy from global memory: an l1 "
                  "buffer's first columns are filled as its tile with "
                  "those columns valid");
        diag.attachNote(user->getLoc()) << "used here";
        return diag;
      }
      if (getTypeConverter()->convertType(op.getType()) != tile)
        return reject("that convert-ascend-to-pto cannot express as its tile");
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    if (!tile || ascend::getAddressSpace(sourceType) != AddressSpace::UB ||
        tile.getSlayout() != pto::SLayout::NoneBox)
      return reject("that convert-ascend-to-pto cannot express: windows of "
                    "local tiles are taken of ub buffers only (pto.subset "
                    "cuts boxed Cube tiles along whole fractal boxes); of "
                    "an accumulator, its first columns stored to global "
                    "memory (acc[:, 0:n]), and of an l1 buffer stored "
                    "transposed, its first rows filled from global memory, "
                    "are supported");
    if (sourceType.getRank() != 2 || op.getType().getRank() != 2 ||
        !llvm::all_of(op.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) ||
        ShapedType::isDynamicShape(op.getStaticSizes()))
      return reject("that is not a unit-stride rank-2 window of static "
                    "size");
    int64_t rows = op.getStaticSizes()[0], cols = op.getStaticSizes()[1];
    std::optional<int64_t> colOffset =
        getConstantIntValue(op.getMixedOffsets()[1]);
    if (ascend::isLeadingRegion(op) &&
        (tile.getBlayout() == pto::BLayout::RowMajor) ==
            ascend::isColumnRegion(op)) {
      // The first columns of every row (or the first rows of a column
      // vector), moved to or from GM or reduced (T.reduce's real_shape):
      // the tile itself, its valid shape narrowed to the region around each
      // move (DMAOps.cpp) or reduction (VectorOps.cpp).
      for (Operation *user : op->getUsers()) {
        auto load = dyn_cast<ascend::LoadOp>(user);
        auto store = dyn_cast<ascend::StoreOp>(user);
        auto reduce = dyn_cast<ascend::VReduceOp>(user);
        if (reduce && reduce.getTmp() != op.getResult()) {
          // One tile's valid shape cannot be two regions at once; a column
          // vector's first rows are a reduction's result only.
          Value other = reduce.getSrc() == op.getResult() ? reduce.getDst()
                                                          : reduce.getSrc();
          auto otherRegion = other.getDefiningOp<memref::SubViewOp>();
          if (other == op.getSource() ||
              (otherRegion && otherRegion.getSource() == op.getSource())) {
            InFlightDiagnostic diag = reject(
                "that a reduction reads or writes together with another "
                "region of the same buffer: the tile holds one valid shape "
                "at a time");
            diag.attachNote(user->getLoc()) << "the reduction";
            return diag;
          }
          if (ascend::isColumnRegion(op) || reduce.getDst() == op.getResult())
            continue;
        }
        auto fill = dyn_cast<ascend::VDupOp>(user);
        if ((load && load.getTarget() == op.getResult()) ||
            (store && store.getSource() == op.getResult()) ||
            (fill && ascend::isColumnRegion(op)))
          continue;
        InFlightDiagnostic diag =
            reject(ascend::isColumnRegion(op)
                       ? "that keeps only its first columns"
                       : "that keeps only the first rows of a column vector")
            << " and is used by something other than a copy to or from "
               "global memory or a reduction of it: tiles have no row "
               "stride of their own, so only those ops (which work on the "
               "tile's valid part) take such a region";
        diag.attachNote(user->getLoc()) << "used here";
        return diag;
      }
      if (getTypeConverter()->convertType(op.getType()) != tile)
        return reject("that keeps only the first rows of a column vector "
                      "whose tile is padded to more rows than theirs (")
               << tile
               << "): only the first rows of a vector padded alike "
                  "are the vector's tile with those rows valid";
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    if (rows == 1 && tile.getBlayout() == pto::BLayout::RowMajor &&
        cols < sourceType.getDimSize(1)) {
      auto type =
          getTypeConverter()->convertType<pto::TileBufType>(op.getType());
      if (type && type.getRows() == 1 && type.getCols() == cols)
        return lowerRowRun(op, adaptor, type, rewriter);
    }
    if (tile.getBlayout() != pto::BLayout::RowMajor ||
        cols != sourceType.getDimSize(1) || colOffset != 0) {
      if (tile.getBlayout() == pto::BLayout::RowMajor)
        return reject("that keeps only some of its columns: a window of a "
                      "tile takes whole rows (tiles have no row stride of "
                      "their own), so regions of some columns of a local "
                      "buffer are supported only as the first columns of "
                      "every row, copied to or from global memory or "
                      "reduced");
      if (rows != sourceType.getDimSize(0) || cols != 1)
        return reject("of a column vector: a window of a column vector is "
                      "not supported");
    }
    Location loc = op.getLoc();
    SmallVector<Value> offsets;
    for (OpFoldResult offset :
         getMixedValues(op.getStaticOffsets(), adaptor.getOffsets(), rewriter))
      offsets.push_back(getValueOrCreateConstantIndexOp(rewriter, loc, offset));
    auto type = getTypeConverter()->convertType<pto::TileBufType>(op.getType());
    if (!type || rows <= 0)
      return reject("that convert-ascend-to-pto cannot express as a window "
                    "of its tile");
    // One row of a one-row tile seen as rows of the same element type (an
    // ascend.view, a pto.treshape): ptoas 0.27 takes windows of a tile it
    // allocated only ("pto.subset source must be lowered to memref
    // first"), so the window is the row's run of columns of the one-row
    // tile.
    Value base = adaptor.getSource();
    SmallVector<int64_t, 2> sizes{rows, tile.getCols()};
    if (auto reshape = base.getDefiningOp<pto::TReshapeOp>();
        reshape && rows == 1) {
      auto whole = cast<pto::TileBufType>(reshape.getSrc().getType());
      if (whole.getRows() == 1 &&
          whole.getBlayout() == pto::BLayout::RowMajor &&
          whole.getElementType() == tile.getElementType()) {
        Value width =
            rewriter.create<arith::ConstantIndexOp>(loc, tile.getCols());
        offsets = {offsets[1], rewriter.createOrFold<arith::MulIOp>(
                                   loc, offsets[0], width)};
        base = reshape.getSrc();
      }
    }
    auto subset = rewriter.create<pto::SubsetOp>(
        loc, base, offsets, rewriter.getI64ArrayAttr(sizes));
    // The window pto.subset infers has the region's converted type
    // (getRegionTileBufType), unless the region leaves its tile's valid
    // rows.
    if (subset.getType() != type) {
      rewriter.eraseOp(subset);
      return reject("that is not inside the valid rows of its tile");
    }
    rewriter.replaceOp(op, subset);
    return success();
  }

  /// One row's run of columns of a row_major ub tile (a T.simd register's
  /// lanes): `pto.subset` at (row, column) of `type`'s 1 x cols, whole
  /// 32-byte blocks at a column that starts one (the Vector core addresses
  /// ub in 32-byte blocks).
  LogicalResult lowerRowRun(memref::SubViewOp op, OpAdaptor adaptor,
                            pto::TileBufType type,
                            ConversionPatternRewriter &rewriter) const {
    MemRefType sourceType = op.getSourceType();
    int64_t perBlock = 32 / pto::getElementByteSize(type.getElementType());
    std::optional<int64_t> column =
        getConstantIntValue(op.getMixedOffsets().back());
    if (type.getCols() % perBlock || (column && *column % perBlock))
      return op.emitOpError("takes ")
             << type.getCols() << " elements at column "
             << (column ? std::to_string(*column) : std::string("?"))
             << " of a row of a ub buffer (" << sourceType
             << "): a run of a row is a tile of its own, which starts and "
                "ends at 32-byte blocks (multiples of "
             << perBlock << " elements)";
    Location loc = op.getLoc();
    SmallVector<Value> offsets;
    for (OpFoldResult offset :
         getMixedValues(op.getStaticOffsets(), adaptor.getOffsets(), rewriter))
      offsets.push_back(getValueOrCreateConstantIndexOp(rewriter, loc, offset));
    if (offsets.size() == 1)
      offsets.insert(offsets.begin(),
                     rewriter.create<arith::ConstantIndexOp>(loc, 0));
    rewriter.replaceOpWithNewOp<pto::SubsetOp>(
        op, type, adaptor.getSource(), offsets,
        rewriter.getI64ArrayAttr({1, type.getCols()}));
    return success();
  }

  LogicalResult
  matchAndRewrite(memref::SubViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType sourceType = op.getSourceType();
    // A ub region nothing uses (left by an earlier rewrite) needs no tile.
    if (op->use_empty() &&
        ascend::getAddressSpace(sourceType) == AddressSpace::UB) {
      rewriter.eraseOp(op);
      return success();
    }
    if (ascend::getAddressSpace(sourceType) != AddressSpace::GM)
      return lowerLocalWindow(op, adaptor, rewriter);
    // The plain window of the region; an op that moves it in another form
    // (transposed, or as the rows or column of a tile of another rank)
    // builds its own (DMAOps.cpp), and this one is then dead.
    FailureOr<Value> window = tirpto::ascend_to_pto::buildRegionWindow(
        rewriter, op, op.getLoc(), /*transposed=*/false, /*localShape=*/{});
    if (failed(window))
      return failure();
    rewriter.replaceOp(op, *window);
    return success();
  }
};

/// memref.dim of a GM argument -> the constant extent, or the `index`
/// argument that carries a dynamic one.
struct GlobalDimLowering : OpConversionPattern<memref::DimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::DimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto baseType = dyn_cast<MemRefType>(op.getSource().getType());
    std::optional<tirpto::ascend_to_pto::GlobalTensor> tensor =
        tirpto::ascend_to_pto::getGlobalTensor(rewriter, op.getSource());
    std::optional<int64_t> dim = op.getConstantIndex();
    if (!baseType || !tensor)
      return op.emitOpError("expects the dimension of a kernel argument");
    if (!dim || *dim < 0 || *dim >= baseType.getRank())
      return op.emitOpError("expects a constant dimension index in [0, ")
             << baseType.getRank() << ")";
    rewriter.replaceOp(op, getValueOrCreateConstantIndexOp(
                               rewriter, op.getLoc(),
                               tirpto::ascend_to_pto::getGlobalDim(
                                   rewriter, *tensor, baseType, *dim)));
    return success();
  }
};

/// ascend.view -> pto.treshape: the tile's bytes with the view's shape and
/// element type (the verifier keeps both unpadded, so they are the same
/// bytes in the same order); a view of the same shape -> pto.bitcast.
struct ViewLowering : OpConversionPattern<ascend::ViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ascend::ViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<pto::TileBufType>(op.getType());
    if (!type || !isa<pto::TileBufType>(adaptor.getSource().getType()))
      return op.emitOpError("views a buffer convert-ascend-to-pto cannot "
                            "express as a tile");
    auto source = cast<pto::TileBufType>(adaptor.getSource().getType());
    if (source == type)
      rewriter.replaceOp(op, adaptor.getSource());
    else if (source.getRows() == type.getRows() &&
             source.getCols() == type.getCols())
      rewriter.replaceOpWithNewOp<pto::BitcastOp>(op, type,
                                                  adaptor.getSource());
    else
      rewriter.replaceOpWithNewOp<pto::TReshapeOp>(op, type,
                                                   adaptor.getSource());
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateBufferPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<AllocLowering, GlobalSubViewLowering, GlobalDimLowering,
               ViewLowering>(converter, patterns.getContext());
}
