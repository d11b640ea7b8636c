//===- BufferOps.cpp - buffers, copies and fills to ascend ----------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;

/// Where a rank-1 buffer that tir-place-buffers shaped as a rank-2 tile
/// (K x 1 or 1 x K, ascend.placement's `shape`) has its unit dimension: 1
/// for K x 1, 0 for 1 x K. std::nullopt when `original` kept its rank.
static std::optional<unsigned> getInsertedUnitDim(Type original,
                                                  Type converted) {
  auto from = dyn_cast<MemRefType>(original);
  auto to = dyn_cast<MemRefType>(converted);
  if (!from || !to || from.getRank() != 1 || to.getRank() != 2)
    return std::nullopt;
  return to.getDimSize(1) == 1 && to.getDimSize(0) == from.getDimSize(0) ? 1u
                                                                         : 0u;
}

SmallVector<Value>
mlir::tirpto::tir_to_ascend::reshapeIndices(OpBuilder &builder, Location loc,
                                            ValueRange indices, Type original,
                                            Type converted) {
  SmallVector<Value> result(indices);
  if (std::optional<unsigned> unit = getInsertedUnitDim(original, converted)) {
    result.insert(result.begin() + *unit,
                  builder.create<arith::ConstantIndexOp>(loc, 0));
    return result;
  }
  auto from = dyn_cast<MemRefType>(original);
  auto to = dyn_cast<MemRefType>(converted);
  if (!from || !to || from.getRank() < 2 || to.getRank() != 2 ||
      from.getShape() == to.getShape())
    return result;
  // A buffer stored in rank-2 form (the rows of its last dimension, or one
  // column): the row-major linear index of the element, split by the
  // form's row length.
  auto constant = [&](int64_t value) -> Value {
    return builder.create<arith::ConstantIndexOp>(loc, value);
  };
  bool keepsLast =
      to.getDimSize(1) == from.getShape().back() && to.getDimSize(1) != 1;
  ArrayRef<Value> rowIndices = ArrayRef<Value>(result);
  ArrayRef<int64_t> rowDims = from.getShape();
  if (keepsLast) {
    rowIndices = rowIndices.drop_back();
    rowDims = rowDims.drop_back();
  }
  Value row = rowIndices.front();
  for (size_t d = 1; d < rowIndices.size(); ++d)
    row = builder.create<arith::AddIOp>(
        loc, builder.create<arith::MulIOp>(loc, row, constant(rowDims[d])),
        rowIndices[d]);
  if (keepsLast)
    return {row, result.back()};
  // One column: the linear index is the row.
  return {row, constant(0)};
}

void mlir::tirpto::tir_to_ascend::remarkTuningOptions(Operation *op,
                                                      StringRef call) {
  // The options the op declares (ODS checks their values); others are
  // discardable attributes like any unknown one.
  ArrayRef<StringAttr> declared = op->getName().getAttributeNames();
  for (NamedAttribute attr : op->getAttrs())
    if (const tir::TuningOptionInfo *info =
            tir::lookupTuningOption(attr.getName());
        info && llvm::is_contained(declared, attr.getName()))
      op->emitRemark() << call << "(..., " << info->tilelangSpelling
                       << ") is accepted and not used: " << info->instead;
}

namespace {

/// tir.alloc_buffer -> memref.alloc of its converted type: in the space
/// tir-place-buffers chose, with the shape of its tile (reversed for a
/// buffer stored transposed). A local.var becomes a one-element slot in no
/// memory, promoted to SSA values by ascend-promote-scalar-slots. The
/// TileLang name becomes a NameLoc around the location, for later
/// diagnostics.
struct AllocBufferLowering : OpConversionPattern<tir::AllocBufferOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::AllocBufferOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "buffer type not converted");
    Location loc = op.getLoc();
    if (std::optional<StringRef> name = op.getName())
      loc = NameLoc::get(rewriter.getStringAttr(*name), loc);
    Value buffer =
        tir::getScopeClass(op.getType()) == tir::ScopeClass::LocalVar
            ? rewriter.create<memref::AllocaOp>(loc, type).getResult()
            : rewriter.create<memref::AllocOp>(loc, type).getResult();
    // The versions T.annotate_buffer_versions asked for (KernelLowering
    // put them on the buffer).
    if (Attribute versions =
            op->getAttr(ascend::AscendDialect::kVersionsAttrName))
      buffer.getDefiningOp()->setAttr(ascend::AscendDialect::kVersionsAttrName,
                                      versions);
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

/// memref.subview of a converted buffer -> the same region of it, of the
/// region's converted type (convertPlacedType): a region of a rank-1 buffer
/// shaped as a rank-2 tile takes the whole unit dimension (offset 0, size
/// 1); a rank-reducing region of a ub tile (`b[i, :]`) keeps its rank 2; a
/// region of a buffer of rank 3 or more is the window of consecutive rows it
/// covers. The region built is checked against the converted type, so that
/// the users the converter gave that type see this value.
struct SubViewRetype : OpConversionPattern<memref::SubViewOp> {
  using OpConversionPattern::OpConversionPattern;

  /// Replaces `op` by the region of `source` at `offsets`, `sizes` and
  /// `strides` when its type is `type`; reports at `op` otherwise.
  static LogicalResult replaceWithRegion(memref::SubViewOp op, Value source,
                                         ArrayRef<OpFoldResult> offsets,
                                         ArrayRef<OpFoldResult> sizes,
                                         ArrayRef<OpFoldResult> strides,
                                         MemRefType type,
                                         ConversionPatternRewriter &rewriter) {
    auto sourceType = cast<MemRefType>(source.getType());
    auto region =
        cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
            type.getShape(), sourceType, offsets, sizes, strides));
    // The same shape, element type, space, strides and offset (an identity
    // layout and the strided one it stands for are the same region).
    SmallVector<int64_t> regionStrides, typeStrides;
    int64_t regionOffset, typeOffset;
    bool same = region.getShape() == type.getShape() &&
                region.getElementType() == type.getElementType() &&
                region.getMemorySpace() == type.getMemorySpace() &&
                succeeded(tirpto::compat::getStridesAndOffset(
                    region, regionStrides, regionOffset)) &&
                succeeded(tirpto::compat::getStridesAndOffset(type, typeStrides,
                                                              typeOffset)) &&
                regionStrides == typeStrides && regionOffset == typeOffset;
    if (!same)
      return op.emitOpError("takes a region (")
             << op.getType() << ") of " << tir::describeBuffer(op.getSource())
             << " that convert-tir-to-ascend cannot express in its tile "
             << sourceType << ": the region is " << region
             << " of the tile, but its type stands for " << type;
    rewriter.replaceOpWithNewOp<memref::SubViewOp>(op, type, source, offsets,
                                                   sizes, strides);
    return success();
  }

  /// A region of a buffer of rank 3 or more, stored as the rows of its last
  /// dimension: the window of those rows it covers, when they are
  /// consecutive (every dimension before the last that follows one the
  /// region takes more than one index of is taken whole).
  LogicalResult lowerRowsWindow(memref::SubViewOp op, OpAdaptor adaptor,
                                MemRefType type,
                                ConversionPatternRewriter &rewriter) const {
    MemRefType original = op.getSourceType();
    ArrayRef<int64_t> dims = original.getShape();
    int64_t rank = original.getRank();
    ArrayRef<int64_t> sizes = op.getStaticSizes();
    if (!llvm::all_of(op.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) ||
        ShapedType::isDynamicShape(sizes))
      return op.emitOpError("takes a region of a local buffer of rank ")
             << rank << " (" << original
             << ") that is not a unit-stride region of static size";
    bool spread = false;
    for (int64_t d = 0; d + 1 < rank; ++d) {
      bool whole = sizes[d] == dims[d] &&
                   getConstantIntValue(op.getMixedOffsets()[d]) == 0;
      if (spread && !whole)
        return op.emitOpError("takes a region of a local buffer of rank ")
               << rank << " (" << original
               << ") whose rows are not consecutive: it is stored as the "
                  "rows of its last dimension, so after a dimension the "
                  "region takes several indices of, the dimensions before "
                  "the last must be taken whole";
      spread |= sizes[d] > 1;
    }
    Location loc = op.getLoc();
    // The row offset: static when the region's offsets are (its type then
    // has a static offset), else computed.
    SmallVector<OpFoldResult> offsets =
        getMixedValues(op.getStaticOffsets(), adaptor.getOffsets(), rewriter);
    OpFoldResult row = offsets[0];
    int64_t rows = sizes[0];
    for (int64_t d = 1; d + 1 < rank; ++d) {
      auto high = dyn_cast<Attribute>(row);
      auto low = dyn_cast<Attribute>(offsets[d]);
      if (high && low)
        row = rewriter.getIndexAttr(cast<IntegerAttr>(high).getInt() * dims[d] +
                                    cast<IntegerAttr>(low).getInt());
      else
        row =
            rewriter
                .create<arith::AddIOp>(
                    loc,
                    rewriter.create<arith::MulIOp>(
                        loc,
                        getValueOrCreateConstantIndexOp(rewriter, loc, row),
                        rewriter.create<arith::ConstantIndexOp>(loc, dims[d])),
                    getValueOrCreateConstantIndexOp(rewriter, loc, offsets[d]))
                .getResult();
      rows *= sizes[d];
    }
    SmallVector<OpFoldResult> windowOffsets = {row, offsets.back()};
    SmallVector<OpFoldResult> windowSizes = {
        rewriter.getIndexAttr(rows), rewriter.getIndexAttr(sizes.back())};
    SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
    return replaceWithRegion(op, adaptor.getSource(), windowOffsets,
                             windowSizes, strides, type, rewriter);
  }

  LogicalResult
  matchAndRewrite(memref::SubViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    ascend::PlacementAttr placement = getPlacement(op.getType());
    // The first rows of an l1 buffer stored transposed (filled from GM,
    // `T.copy(fn[0:24, k], fn_l1[0:24, :])`): the first columns of its
    // transposed tile.
    if (type && placement && placement.getTransposed() &&
        isLeadingRows(op.getResult(), op.getSource())) {
      SmallVector<OpFoldResult> zeros(2, rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> sizes{
          rewriter.getIndexAttr(type.getDimSize(0)),
          rewriter.getIndexAttr(type.getDimSize(1))};
      SmallVector<OpFoldResult> ones(2, rewriter.getIndexAttr(1));
      rewriter.replaceOpWithNewOp<memref::SubViewOp>(
          op, type, adaptor.getSource(), zeros, sizes, ones);
      return success();
    }
    if (!type && placement && placement.getTransposed())
      return op.emitOpError("takes a region (")
             << op.getType() << ") of " << tir::describeBuffer(op.getSource())
             << ", which is stored transposed; such a buffer is used whole";
    if (!type)
      return op.emitOpError("takes a region (")
             << op.getType() << ") of " << tir::describeBuffer(op.getSource())
             << " that convert-tir-to-ascend cannot express in its tile: "
                "regions of local buffers have a rank of at least 1";
    auto sourceType = cast<MemRefType>(adaptor.getSource().getType());
    if (op.getSourceType().getRank() > 2 && sourceType.getRank() == 2)
      return lowerRowsWindow(op, adaptor, type, rewriter);
    SmallVector<OpFoldResult> offsets =
        getMixedValues(op.getStaticOffsets(), adaptor.getOffsets(), rewriter);
    SmallVector<OpFoldResult> sizes =
        getMixedValues(op.getStaticSizes(), adaptor.getSizes(), rewriter);
    SmallVector<OpFoldResult> strides =
        getMixedValues(op.getStaticStrides(), adaptor.getStrides(), rewriter);
    if (std::optional<unsigned> unit =
            getInsertedUnitDim(op.getSourceType(), sourceType)) {
      offsets.insert(offsets.begin() + *unit, rewriter.getIndexAttr(0));
      sizes.insert(sizes.begin() + *unit, rewriter.getIndexAttr(1));
      strides.insert(strides.begin() + *unit, rewriter.getIndexAttr(1));
    }
    // Otherwise the same region; a rank-reducing one of a ub tile keeps
    // rank 2 (its type says so).
    return replaceWithRegion(op, adaptor.getSource(), offsets, sizes, strides,
                             type, rewriter);
  }
};

/// memref.load / memref.store on a converted buffer: same access (with the
/// unit index of a rank-1 buffer shaped as a tile).
struct LoadRetype : OpConversionPattern<memref::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<memref::LoadOp>(
        op, adaptor.getMemref(),
        reshapeIndices(rewriter, op.getLoc(), adaptor.getIndices(),
                       op.getMemRefType(), adaptor.getMemref().getType()));
    return success();
  }
};

/// memref.dim of a converted buffer (a dynamic dimension of a kernel
/// argument, TileLang's T.symbolic): same query.
struct DimRetype : OpConversionPattern<memref::DimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::DimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<memref::DimOp>(op, adaptor.getSource(),
                                               adaptor.getIndex());
    return success();
  }
};

struct StoreRetype : OpConversionPattern<memref::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<memref::StoreOp>(
        op, adaptor.getValue(), adaptor.getMemref(),
        reshapeIndices(rewriter, op.getLoc(), adaptor.getIndices(),
                       op.getMemRefType(), adaptor.getMemref().getType()));
    return success();
  }
};

/// tir.copy -> the ascend op of the (source space, destination space) path.
struct CopyLowering : PlacedPattern<tir::CopyOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource(), target = adaptor.getTarget();
    for (Value operand : {op.getSource(), op.getTarget()}) {
      std::optional<BufferDecision> d = placement.lookup(operand);
      if (d && d->scalar)
        return op.emitOpError("T.copy with the local.var ")
               << placement.getName(operand)
               << ": a scalar variable is not a buffer (read or assign it)";
    }
    remarkTuningOptions(op, "T.copy");
    AddressSpace from = spaceOf(source), to = spaceOf(target);
    if (!op.getExtents().empty())
      return lowerCopyWithExtents(op, source, target, adaptor.getExtents(),
                                  placement, arch, rewriter);
    std::string fromName = placement.getName(op.getSource());
    std::string toName = placement.getName(op.getTarget());
    auto describe = [&](InFlightDiagnostic &diag) {
      diag << "T.copy from " << fromName << " ("
           << ascend::stringifyAddressSpace(from) << ") to " << toName << " ("
           << ascend::stringifyAddressSpace(to) << ")";
    };

    // L0C -> UB hands a Cube result to the Vector core and UB -> L1 a
    // Vector result to the Cube: hand-offs between the two parts of a
    // mixed kernel, on both arches (ascend-split-cube-vector chooses how).
    bool toVector = from == AddressSpace::L0C && to == AddressSpace::UB;
    bool toCube = from == AddressSpace::UB && to == AddressSpace::L1;
    if (toVector || toCube) {
      auto isWhole = [](Value value) {
        return cast<MemRefType>(value.getType()).getLayout().isIdentity();
      };
      if (op.getEnableRelu()) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        if (toCube)
          return diag << " with enable_relu=True: the ReLU is the "
                         "fixpipe's, on copies out of the accumulator (an "
                         "l0c buffer); apply T.tile.relu to a ub buffer "
                         "instead";
        return diag << " hands a Cube result to the Vector core with "
                       "enable_relu, which is not lowered yet: apply "
                       "T.tile.relu to the ub buffer after the copy";
      }
      if (adaptor.getPadValue()) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " has a pad_value, which applies to copies from "
                       "global memory into ub only (the Vector core fills "
                       "the part of the tile the tensor does not cover)";
      }
      if (!isWhole(source) || !isWhole(target)) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        if (toVector)
          return diag << " hands a region to the Vector core; tirpto hands "
                         "over whole buffers (copy into a ub buffer of the "
                         "tile's shape first)";
        return diag << " hands a region to the Cube core; tirpto hands "
                       "over whole buffers (copy into a ub buffer of the "
                       "l1 tile's shape first)";
      }
      ascend::TileSplit split = ascend::TileSplit::None;
      if (op.getDual()) {
        // T.dual_copy: the ub buffer is a sub-block's half of the tile.
        auto cube = cast<MemRefType>((toVector ? source : target).getType());
        auto vector = cast<MemRefType>((toVector ? target : source).getType());
        unsigned dim = *op.getSplitDim();
        if (cube.getRank() != 2 || vector.getRank() != 2 ||
            vector.getDimSize(dim) * 2 != cube.getDimSize(dim)) {
          InFlightDiagnostic diag = op.emitOpError();
          describe(diag);
          return diag << " (T.dual_copy) expects the ub buffer to be half "
                         "of the "
                      << (toVector ? "accumulator" : "l1 tile")
                      << ": each Vector sub-block holds one half of the "
                         "tile, of rank 2";
        }
        split = dim == 0 ? ascend::TileSplit::Rows : ascend::TileSplit::Cols;
      }
      rewriter.replaceOpWithNewOp<ascend::CrossCoreCopyOp>(op, source, target,
                                                           split);
      return success();
    }

    if (op.getDual()) {
      // T.dual_copy between global memory and ub: each Vector sub-block
      // moves its half of the global region.
      bool load = from == AddressSpace::GM && to == AddressSpace::UB;
      bool store = from == AddressSpace::UB && to == AddressSpace::GM;
      Value &global = load ? source : target;
      auto region = dyn_cast<MemRefType>(global.getType());
      unsigned dim = *op.getSplitDim();
      int64_t rank = op.getSource().getType().getRank();
      if ((!load && !store) || !region || region.getRank() != rank ||
          op.getTarget().getType().getRank() != rank ||
          (load ? op.getSource() : op.getTarget()).getType().getDimSize(dim) !=
              2 * (load ? op.getTarget() : op.getSource())
                      .getType()
                      .getDimSize(dim)) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " (T.dual_copy) shares a tile between the two Vector "
                       "sub-blocks: it hands tiles between the cores (l0c "
                       "to ub, ub to l1) or moves each sub-block's half "
                       "of a global region (into or out of a ub buffer of "
                       "half its shape)";
      }
      // The half of the region: one subview of the tensor (a region of a
      // region is the region it selects).
      Location loc = op.getLoc();
      Value base = global;
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
      if (auto outer = global.getDefiningOp<memref::SubViewOp>();
          outer && outer.getSourceType().getRank() == rank) {
        base = outer.getSource();
        offsets = outer.getMixedOffsets();
        strides = outer.getMixedStrides();
      }
      SmallVector<OpFoldResult> sizes;
      for (int64_t extent : region.getShape())
        sizes.push_back(rewriter.getIndexAttr(extent));
      int64_t half = region.getDimSize(dim) / 2;
      sizes[dim] = rewriter.getIndexAttr(half);
      // offsets[dim] += sid * half * strides[dim].
      Value sub =
          rewriter.create<ascend::SubBlockIdxOp>(loc, rewriter.getIndexType());
      std::optional<int64_t> stride = getConstantIntValue(strides[dim]);
      Value step =
          stride ? rewriter.create<arith::ConstantIndexOp>(loc, *stride * half)
                       .getResult()
                 : rewriter
                       .create<arith::MulIOp>(
                           loc,
                           getValueOrCreateConstantIndexOp(rewriter, loc,
                                                           strides[dim]),
                           rewriter.create<arith::ConstantIndexOp>(loc, half))
                       .getResult();
      Value start = rewriter.create<arith::MulIOp>(loc, sub, step);
      offsets[dim] =
          isConstantIntValue(offsets[dim], 0)
              ? start
              : rewriter
                    .create<arith::AddIOp>(loc,
                                           getValueOrCreateConstantIndexOp(
                                               rewriter, loc, offsets[dim]),
                                           start)
                    .getResult();
      global = rewriter.create<memref::SubViewOp>(loc, base, offsets, sizes,
                                                  strides);
    }

    if (std::string why = ascend::explainIllegalDataPath(from, to, arch);
        !why.empty()) {
      InFlightDiagnostic diag = op.emitOpError();
      describe(diag);
      return diag << " " << why;
    }

    // A transposing copy (tilelang-ascend's T.copy(..., transpose=True)):
    // L1 -> L0A/L0B out of an L1 buffer stored transposed, which the move
    // then copies as it is (PTO has no transposing L1 -> L0 move).
    if (op.getTranspose()) {
      if (from != AddressSpace::L1 ||
          (to != AddressSpace::L0A && to != AddressSpace::L0B)) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " transposes; only copies from l1 into l0a or l0b "
                       "transpose";
      }
      std::optional<BufferDecision> decision = placement.lookup(op.getSource());
      if (!decision || !decision->transposed) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " transposes, but " << fromName
                    << " cannot be stored transposed: PTO has no "
                       "transposing l1 -> l0 move, so the l1 buffer must be "
                       "filled transposed from GM, which needs every copy "
                       "out of it to transpose it and every write to it to "
                       "be a copy from GM into the whole buffer or its "
                       "first rows";
      }
      rewriter.replaceOpWithNewOp<ascend::LoadL0Op>(op, source, target);
      return success();
    }

    Location loc = op.getLoc();
    auto sourceType = cast<MemRefType>(source.getType());
    auto targetType = cast<MemRefType>(target.getType());
    if (failed(checkAtomicAddElements(op, placement, arch)))
      return failure();
    Value pad = adaptor.getPadValue();
    if (pad && (from != AddressSpace::GM || to != AddressSpace::UB)) {
      InFlightDiagnostic diag = op.emitOpError();
      describe(diag);
      return diag << " has a pad_value, which applies to copies from global "
                     "memory into ub only (the Vector core fills the part "
                     "of the tile the tensor does not cover)";
    }
    // Two ub buffers stored in different tile forms (one column of a
    // rank-3 reduction's results and its TIR shape, ...).
    // A per-row vector copied into a row, or back: the same elements.
    auto isColumnOf = [](MemRefType column, MemRefType row) {
      return column.getDimSize(1) == 1 && row.getDimSize(0) == 1 &&
             column.getDimSize(0) == row.getDimSize(1);
    };
    if (op.getEnableRelu() && from != AddressSpace::L0C) {
      InFlightDiagnostic diag = op.emitOpError();
      describe(diag);
      return diag << " with enable_relu=True: the ReLU is the fixpipe's, on "
                     "copies out of the accumulator (an l0c buffer); apply "
                     "T.tile.relu to a ub buffer instead";
    }
    if (from == AddressSpace::UB && to == AddressSpace::UB &&
        sourceType.getRank() == 2 && targetType.getRank() == 2 &&
        sourceType.getElementType() == targetType.getElementType() &&
        (isColumnOf(sourceType, targetType) ||
         isColumnOf(targetType, sourceType))) {
      rewriter.replaceOpWithNewOp<ascend::CopyOp>(op, source, target);
      return success();
    }
    if (from == AddressSpace::UB && to == AddressSpace::UB &&
        sourceType.getShape() != targetType.getShape()) {
      InFlightDiagnostic diag = op.emitOpError();
      describe(diag);
      return diag << " copies between ub tiles of different forms ("
                  << sourceType.getDimSize(0) << "x" << sourceType.getDimSize(1)
                  << " and " << targetType.getDimSize(0) << "x"
                  << targetType.getDimSize(1)
                  << "): the per-row result of reducing a rank-3 buffer is "
                     "one column, which is not copied into a tile of another "
                     "shape yet";
    }
    Type fromElement = sourceType.getElementType();
    Type toElement = targetType.getElementType();
    if (fromElement != toElement && from != AddressSpace::L0C) {
      // A converting copy through ub: the Vector core casts (vcast) before
      // the store or after the load (TileLang's copy-with-cast).
      bool viaUB = (from == AddressSpace::GM && to == AddressSpace::UB) ||
                   (from == AddressSpace::UB &&
                    (to == AddressSpace::GM || to == AddressSpace::UB));
      if (!viaUB) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " converts " << fromElement << " to " << toElement
                    << "; only the fixpipe (out of L0C) and the Vector core "
                       "(copies to, from or within ub) convert element types";
      }
      if (from == AddressSpace::UB && to == AddressSpace::UB) {
        rewriter.replaceOpWithNewOp<ascend::VCastOp>(op, source, target);
        return success();
      }
      if (from == AddressSpace::GM) {
        Value stagingPad;
        if (pad) {
          // The staging tile holds the source's type: it is padded with
          // the value converted to it (floats of different widths only).
          auto fromFloat = dyn_cast<FloatType>(fromElement);
          auto toFloat = dyn_cast<FloatType>(toElement);
          if (!fromFloat || !toFloat ||
              fromFloat.getWidth() == toFloat.getWidth()) {
            InFlightDiagnostic diag = op.emitOpError();
            describe(diag);
            return diag << " converts " << fromElement << " to " << toElement
                        << " and has a pad_value: only copies between "
                           "floats of different widths take one";
          }
          // The staging tile is padded before the conversion: the value
          // must be a constant the source's type holds exactly, or the pad
          // would change on the way.
          APFloat value(0.0);
          bool losesInfo = false;
          if (matchPattern(pad, m_ConstantFloat(&value)))
            value.convert(fromFloat.getFloatSemantics(),
                          APFloat::rmNearestTiesToEven, &losesInfo);
          if (!matchPattern(pad, m_ConstantFloat(&value)) || losesInfo) {
            InFlightDiagnostic diag = op.emitOpError();
            describe(diag);
            return diag << " converts " << fromElement << " to " << toElement
                        << " and pads with a value " << fromElement
                        << " does not hold exactly (or that is not a "
                           "constant): the part of the tile the tensor "
                           "does not cover is filled in "
                        << fromElement << ", before the conversion";
          }
          stagingPad =
              fromFloat.getWidth() < toFloat.getWidth()
                  ? rewriter.create<arith::TruncFOp>(loc, fromElement, pad)
                        .getResult()
                  : rewriter.create<arith::ExtFOp>(loc, fromElement, pad)
                        .getResult();
        }
        Value staging = createTemporary(rewriter, op, targetType.getShape(),
                                        fromElement);
        rewriter.create<ascend::LoadOp>(loc, source, staging, stagingPad,
                                        /*transpose=*/false);
        rewriter.replaceOpWithNewOp<ascend::VCastOp>(op, staging, target);
        return success();
      }
      Value staging =
          createTemporary(rewriter, op, sourceType.getShape(), toElement);
      rewriter.create<ascend::VCastOp>(loc, source, staging);
      rewriter.replaceOpWithNewOp<ascend::StoreOp>(op, staging, target,
                                                   op.getAtomicAdd());
      return success();
    }

    switch (from) {
    case AddressSpace::GM:
      if (to == AddressSpace::L1 || to == AddressSpace::UB) {
        std::optional<BufferDecision> decision =
            placement.lookup(op.getTarget());
        // pad_value on the first columns of a ub buffer (upstream
        // TileLang's `T.copy(A, a_ub[:, :n], pad_value=v)`): the rest of
        // each row is the unused area, filled before the move.
        if (auto columns = target.getDefiningOp<memref::SubViewOp>();
            pad && columns && ascend::isColumnRegion(columns))
          rewriter.create<ascend::VDupOp>(loc, pad, columns.getSource());
        auto load = rewriter.create<ascend::LoadOp>(loc, source, target);
        if (decision && decision->transposed)
          load.setTranspose(true);
        if (pad)
          load.getPadMutable().assign(pad);
        rewriter.eraseOp(op);
        return success();
      }
      break;
    case AddressSpace::L1:
      if (to == AddressSpace::L0A || to == AddressSpace::L0B) {
        rewriter.replaceOpWithNewOp<ascend::LoadL0Op>(op, source, target);
        return success();
      }
      if (to == AddressSpace::GM) {
        InFlightDiagnostic diag = op.emitOpError();
        describe(diag);
        return diag << " is not supported: an l1 tile is stored NZ, and "
                       "PTO's tstore from l1 writes NZ tiles into NZ tensors "
                       "only (pto-isa's TSTORE), while global buffers are ND";
      }
      break;
    case AddressSpace::L0C:
      rewriter.replaceOpWithNewOp<ascend::FixpipeOp>(
          op, source, target, op.getEnableRelu(), op.getAtomicAdd());
      return success();
    case AddressSpace::UB:
      if (to == AddressSpace::GM) {
        rewriter.replaceOpWithNewOp<ascend::StoreOp>(
            op, getStorableRegion(rewriter, op, source), target,
            op.getAtomicAdd());
        return success();
      }
      rewriter.replaceOpWithNewOp<ascend::CopyOp>(op, source, target);
      return success();
    default:
      break;
    }
    InFlightDiagnostic diag = op.emitOpError();
    describe(diag);
    return diag << " is not supported by convert-tir-to-ascend yet";
  }
};

/// tir.finalize_reducer: one core runs a block's element-wise work, so the
/// reducer's buffer already holds the whole reduction; nothing to combine.
struct FinalizeReducerLowering : PlacedPattern<tir::FinalizeReducerOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::FinalizeReducerOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    AddressSpace space = spaceOf(adaptor.getReducer());
    if (space != AddressSpace::UB)
      return op.emitOpError("T.finalize_reducer of ")
             << placement.getName(op.getReducer()) << ", placed in "
             << ascend::stringifyAddressSpace(space)
             << ": a reducer accumulates element-wise work, in ub";
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.fill: a ub buffer is filled by ascend.vdup. An L0C fill can only be
/// the clear folded into a gemm by tir-fold-accumulator-clear.
struct FillLowering : PlacedPattern<tir::FillOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::FillOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (std::optional<BufferDecision> d = placement.lookup(op.getBuffer());
        d && d->scalar)
      return op.emitOpError("T.fill of the local.var ")
             << placement.getName(op.getBuffer())
             << ": assign the scalar instead (memref.store)";
    AddressSpace space = spaceOf(adaptor.getBuffer());
    std::string name = placement.getName(op.getBuffer());
    if (space == AddressSpace::L0C)
      return op.emitOpError("T.fill of the L0C accumulator ")
             << name
             << " cannot be lowered: the Cube clears L0C only through the "
                "init of an mmad; write T.clear(...) directly before the "
                "gemm or its K loop and run tir-fold-accumulator-clear "
                "first (tir-to-pto-pipeline does), which folds it into the "
                "gemm's clear_accum (for a K loop, only when the loop "
                "provably runs at least once: constant bounds, or a bound "
                "such as ceildiv(K, 32) of a dynamic dimension, and no "
                "T.loop_break comes before its first gemm)";
    if (space == AddressSpace::UB) {
      if (failed(tir_to_ascend::emitVectorFill(rewriter, op,
                                               adaptor.getValue(),
                                               adaptor.getBuffer(), arch)))
        return failure();
      rewriter.eraseOp(op);
      return success();
    }
    return op.emitOpError("T.fill of ")
           << name << " in " << ascend::stringifyAddressSpace(space)
           << " is not supported by convert-tir-to-ascend yet (only ub "
              "buffers are filled, by the Vector core)";
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateBufferPatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    ascend::Arch arch, RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<AllocBufferLowering>(converter, context);
  patterns.add<CopyLowering>(converter, placement, arch, context);
  patterns.add<FillLowering>(converter, placement, arch, context);
  patterns.add<FinalizeReducerLowering>(converter, placement, arch, context);
  patterns.add<SubViewRetype, LoadRetype, DimRetype, StoreRetype>(converter,
                                                                  context);
}
