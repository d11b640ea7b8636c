//===- Buffers.cpp - local buffers to tiles, GM regions to views ----------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

FailureOr<pto::TileBufType> mlir::getTileBufType(MemRefType type,
                                                 TileRole role) {
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
  pto::AddressSpace loc = pto::AddressSpace::Vec;
  BLayout blayout = BLayout::RowMajor;
  SLayout slayout = SLayout::NoneBox;
  int64_t fractal = 512;
  switch (*space) {
  case AddressSpace::L1:
    loc = pto::AddressSpace::Mat;
    if (role == TileRole::TransposedMat) { // ZN
      blayout = BLayout::RowMajor;
      slayout = SLayout::ColMajor;
    } else { // NZ
      blayout = BLayout::ColMajor;
      slayout = SLayout::RowMajor;
    }
    break;
  case AddressSpace::L0A:
    loc = pto::AddressSpace::Left;
    blayout = BLayout::ColMajor; // a5's form; ptoas rewrites it on a3
    slayout = SLayout::RowMajor;
    break;
  case AddressSpace::L0B:
    loc = pto::AddressSpace::Right;
    blayout = BLayout::RowMajor;
    slayout = SLayout::ColMajor;
    break;
  case AddressSpace::L0C:
    loc = pto::AddressSpace::Acc;
    blayout = BLayout::ColMajor;
    slayout = SLayout::RowMajor;
    fractal = 1024;
    break;
  case AddressSpace::UB:
    loc = pto::AddressSpace::Vec;
    // An M x 1 buffer (a per-row vector) is the "DN" column tile that
    // trow* produce and trowexpand* take (ptoas-format.md §2.6).
    if (cols == 1)
      blayout = BLayout::ColMajor;
    break;
  case AddressSpace::BT:
    loc = pto::AddressSpace::Bias;
    break;
  case AddressSpace::FB:
    loc = pto::AddressSpace::Scaling;
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
  return pto::TileBufType::get(type.getContext(), loc, type.getElementType(),
                               physRows, physCols, rows, cols, blayout,
                               slayout, fractal, pto::PadValue::Null,
                               pto::CompactMode::Null);
}

FailureOr<Value> mlir::tirpto::ascend_to_pto::buildGlobalWindow(
    OpBuilder &builder, Location loc, Value ptr, MemRefType baseType,
    ArrayRef<OpFoldResult> offsets, ArrayRef<int64_t> sizes, bool transposed,
    ArrayRef<int64_t> localShape, ArrayRef<bool> droppedDims) {
  if (!baseType.hasStaticShape() || !baseType.getLayout().isIdentity())
    return emitError(loc, "global buffer of type ")
           << baseType
           << " is not supported by convert-ascend-to-pto: its shape must "
              "be static and its layout row-major (identity)";
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
  SmallVector<int64_t> shape(baseType.getShape());
  SmallVector<int64_t> strides(rank, 1);
  for (int64_t dim = rank - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  SmallVector<OpFoldResult> windowOffsets(offsets);
  SmallVector<int64_t> windowSizes(sizes);

  // A rank-reducing region (dropped unit dimensions): the view starts at the
  // dropped dimensions' offsets (pto.addptr, in elements) and spans the
  // kept dimensions with their strides.
  if (llvm::is_contained(droppedDims, true)) {
    Value extra;
    SmallVector<int64_t> keptShape, keptStrides, keptSizes;
    SmallVector<OpFoldResult> keptOffsets;
    for (int64_t dim = 0; dim < rank; ++dim) {
      if (!droppedDims[dim]) {
        keptShape.push_back(shape[dim]);
        keptStrides.push_back(strides[dim]);
        keptOffsets.push_back(windowOffsets[dim]);
        keptSizes.push_back(windowSizes[dim]);
        continue;
      }
      Value term = builder.create<arith::MulIOp>(
          loc, toValue(windowOffsets[dim]), index(strides[dim]));
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
  if (strides.back() != 1)
    return emitError(loc, "the region's innermost dimension has a stride of ")
           << strides.back()
           << " elements; tiles move rows of contiguous elements: copy a "
              "region whose last dimension is contiguous";

  // A rank-1 region moved to or from a K x 1 (per-row) or 1 x K
  // (per-column) tile: describe the tensor as one column or one row.
  if (rank == 1 && localShape.size() == 2) {
    OpFoldResult zero = builder.getIndexAttr(0);
    int64_t extent = shape[0], stride = strides[0];
    if (localShape[1] == 1) {
      shape = {extent, 1};
      strides = {stride, 1};
      windowOffsets = {windowOffsets[0], zero};
      windowSizes = {windowSizes[0], 1};
    } else {
      shape = {1, extent};
      strides = {extent * stride, stride};
      windowOffsets = {zero, windowOffsets[0]};
      windowSizes = {1, windowSizes[0]};
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
    shapeValues.push_back(index(shape[dim]));
    strideValues.push_back(index(strides[dim]));
    offsetValues.push_back(toValue(windowOffsets[dim]));
    sizeValues.push_back(index(windowSizes[dim]));
  }
  MLIRContext *context = builder.getContext();
  Type element = baseType.getElementType();
  auto viewType = pto::TensorViewType::get(
      context, SmallVector<int64_t>(rank, ShapedType::kDynamic), element);
  auto view = builder.create<pto::MakeTensorViewOp>(
      loc, viewType, ptr, shapeValues, strideValues,
      pto::LayoutAttr::get(context,
                           transposed ? pto::Layout::DN : pto::Layout::ND));
  auto windowType =
      pto::PartitionTensorViewType::get(context, windowSizes, element);
  return builder
      .create<pto::PartitionViewOp>(loc, windowType, view, offsetValues,
                                    sizeValues)
      .getResult();
}

/// How the ascend.load ops that use `value` as `operand` (source or target)
/// read GM: transposed (DN -> NZ), plainly, or both.
struct LoadUses {
  bool plain = false, transposed = false;
};
static LoadUses getLoadUses(Value value, bool asTarget) {
  LoadUses uses;
  for (Operation *user : value.getUsers()) {
    auto load = dyn_cast<ascend::LoadOp>(user);
    if (!load || (asTarget ? load.getTarget() : load.getSource()) != value)
      continue;
    (load.getTranspose() ? uses.transposed : uses.plain) = true;
  }
  return uses;
}

bool mlir::tirpto::ascend_to_pto::mayRunPastEdge(Value region) {
  auto subview = region.getDefiningOp<memref::SubViewOp>();
  if (!subview)
    return false;
  MemRefType base = subview.getSourceType();
  if (!base.hasStaticShape())
    return false;
  for (auto [dim, offset, size] :
       llvm::enumerate(subview.getStaticOffsets(), subview.getStaticSizes())) {
    int64_t extent = base.getDimSize(dim);
    if (ShapedType::isDynamic(offset) && !ShapedType::isDynamic(size) &&
        extent % size != 0)
      return true;
  }
  return false;
}

FailureOr<std::pair<Value, Value>>
mlir::tirpto::ascend_to_pto::buildInBoundsExtents(
    ConversionPatternRewriter &rewriter, Location loc, Value region,
    ArrayRef<int64_t> localShape) {
  auto subview = region.getDefiningOp<memref::SubViewOp>();
  MemRefType base = subview.getSourceType();
  llvm::SmallBitVector dropped = subview.getDroppedDims();
  SmallVector<Value> extents;
  unsigned nextDynamic = 0;
  for (auto [dim, offset, size] :
       llvm::enumerate(subview.getStaticOffsets(), subview.getStaticSizes())) {
    Value dynamicOffset;
    if (ShapedType::isDynamic(offset))
      dynamicOffset = rewriter.getRemappedValue(
          subview.getOffsets()[nextDynamic++]);
    if (dropped.test(dim))
      continue;
    Value sizeValue = rewriter.create<arith::ConstantIndexOp>(loc, size);
    int64_t extent = base.getDimSize(dim);
    if (!dynamicOffset || extent % size == 0) {
      extents.push_back(sizeValue);
      continue;
    }
    // min(size, extent - offset): the rows (columns) left before the edge.
    Value left = rewriter.create<arith::SubIOp>(
        loc, rewriter.create<arith::ConstantIndexOp>(loc, extent),
        dynamicOffset);
    extents.push_back(rewriter.create<arith::MinSIOp>(loc, sizeValue, left));
  }
  Value one = rewriter.create<arith::ConstantIndexOp>(loc, 1);
  if (extents.size() == 2 && localShape.size() == 2)
    return std::make_pair(extents[0], extents[1]);
  if (extents.size() == 1 && localShape.size() == 2)
    return localShape[1] == 1 ? std::make_pair(extents[0], one)
                              : std::make_pair(one, extents[0]);
  return emitError(loc, "a region that runs past the edge of its global "
                        "buffer is supported for 1-D and 2-D regions only");
}

/// Whether a local buffer is moved to or from a GM region that may run past
/// the edge of its global buffer.
static bool touchesEdge(Value buffer) {
  for (Operation *user : buffer.getUsers()) {
    if (auto load = dyn_cast<ascend::LoadOp>(user);
        load && load.getTarget() == buffer && tirpto::ascend_to_pto::mayRunPastEdge(load.getSource()))
      return true;
    if (auto store = dyn_cast<ascend::StoreOp>(user);
        store && store.getSource() == buffer &&
        tirpto::ascend_to_pto::mayRunPastEdge(store.getTarget()))
      return true;
    if (auto fixpipe = dyn_cast<ascend::FixpipeOp>(user);
        fixpipe && fixpipe.getSource() == buffer &&
        tirpto::ascend_to_pto::mayRunPastEdge(fixpipe.getTarget()))
      return true;
  }
  return false;
}

/// The shape of the local buffers the ascend.load/store ops that use the GM
/// region `region` move it to or from, when they agree; empty otherwise.
static SmallVector<int64_t> getLocalShape(Value region) {
  SmallVector<int64_t> shape;
  for (Operation *user : region.getUsers()) {
    Value local;
    if (auto load = dyn_cast<ascend::LoadOp>(user))
      local = load.getTarget();
    else if (auto store = dyn_cast<ascend::StoreOp>(user))
      local = store.getSource();
    else
      continue;
    ArrayRef<int64_t> localShape = cast<MemRefType>(local.getType()).getShape();
    if (!shape.empty() && ArrayRef<int64_t>(shape) != localShape)
      return {};
    shape.assign(localShape.begin(), localShape.end());
  }
  return shape;
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
    LoadUses fills = getLoadUses(op.getResult(), /*asTarget=*/true);
    if (fills.plain && fills.transposed)
      return op.emitOpError("is filled by both transposing and plain "
                            "ascend.load ops; its PTO tile has one layout "
                            "(ZN or NZ), so use one buffer per layout");
    TileRole role = *space == AddressSpace::L1 && fills.transposed
                        ? TileRole::TransposedMat
                        : TileRole::Default;
    FailureOr<pto::TileBufType> tile = getTileBufType(type, role);
    if (failed(tile))
      return op.emitOpError("cannot allocate ")
             << type
             << " as a PTO tile: expected a static rank-1 or rank-2 buffer "
                "with positive dimensions and an integer or floating-point "
                "element type, in l1, l0a, l0b, l0c, ub, bt or fb";
    if (!touchesEdge(op.getResult())) {
      rewriter.replaceOpWithNewOp<pto::AllocTileOp>(op, *tile);
      return success();
    }
    // Moved to or from a region that may run past the edge of a global
    // buffer: a dynamic valid shape, set around each such move and full
    // (the buffer's shape) otherwise.
    if (*space != AddressSpace::UB)
      return op.emitOpError("is moved to or from a region that may run past "
                            "the edge of its global buffer; boundary tiles "
                            "are supported in ub only, not in ")
             << ascend::stringifyAddressSpace(*space);
    Location loc = op.getLoc();
    auto dynamicType =
        tile->withValidShape(ShapedType::kDynamic, ShapedType::kDynamic);
    Value rows = rewriter.create<arith::ConstantIndexOp>(loc, tile->getValidRows());
    Value cols = rewriter.create<arith::ConstantIndexOp>(loc, tile->getValidCols());
    rewriter.replaceOpWithNewOp<pto::AllocTileOp>(op, dynamicType, Value(),
                                                  rows, cols);
    return success();
  }
};

/// memref.subview of a GM argument -> make_tensor_view + partition_view.
struct GlobalSubViewLowering : OpConversionPattern<memref::SubViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::SubViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType sourceType = op.getSourceType();
    if (ascend::getAddressSpace(sourceType) != AddressSpace::GM)
      return op.emitOpError("subviews of local buffers (")
             << sourceType
             << ") are not supported by convert-ascend-to-pto yet";
    if (!isa<pto::PtrType>(adaptor.getSource().getType()))
      return op.emitOpError("expects a region of a kernel argument; nested "
                            "GM subviews are not supported");
    LoadUses reads = getLoadUses(op.getResult(), /*asTarget=*/false);
    if (reads.plain && reads.transposed)
      return op.emitOpError("is read by both transposing and plain "
                            "ascend.load ops; its PTO window has one layout "
                            "(DN or ND), so take one subview per read");
    if (!llvm::all_of(op.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) ||
        ShapedType::isDynamicShape(op.getStaticSizes()))
      return op.emitOpError("expects a unit-stride region of static size of "
                            "a global buffer");
    llvm::SmallBitVector dropped = op.getDroppedDims();
    SmallVector<bool> droppedDims;
    for (unsigned dim = 0; dim < dropped.size(); ++dim)
      droppedDims.push_back(dropped.test(dim));
    FailureOr<Value> window = tirpto::ascend_to_pto::buildGlobalWindow(
        rewriter, op.getLoc(), adaptor.getSource(), sourceType,
        getMixedValues(op.getStaticOffsets(), adaptor.getOffsets(), rewriter),
        op.getStaticSizes(), reads.transposed, getLocalShape(op.getResult()),
        droppedDims);
    if (failed(window))
      return failure();
    rewriter.replaceOp(op, *window);
    return success();
  }
};

/// memref.load / memref.store of one element of a buffer: reported, since
/// convert-ascend-to-pto has no lowering for scalar accesses yet.
template <typename AccessOp>
struct ScalarAccessReport : OpConversionPattern<AccessOp> {
  using OpConversionPattern<AccessOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(AccessOp op, typename AccessOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<AddressSpace> space =
        ascend::getAddressSpace(op.getMemRefType());
    return op.emitOpError("scalar access to a buffer in ")
           << (space ? ascend::stringifyAddressSpace(*space) : "no space")
           << " is not supported by convert-ascend-to-pto yet; express the "
              "work as whole-tile operations";
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateBufferPatterns(
    RewritePatternSet &patterns) {
  patterns.add<AllocLowering, GlobalSubViewLowering,
               ScalarAccessReport<memref::LoadOp>,
               ScalarAccessReport<memref::StoreOp>>(patterns.getContext());
}
