//===- TileOps.cpp - tilelang-ascend's T.tile.* -> ascend Vector ops ------===//
//
// tir.tile <kind> on whole ub buffers becomes the ascend Vector op of the
// same name: vbinary (two buffers), vbinary_scalar (a buffer and a scalar)
// or vunary; sigmoid is 1 / (1 + exp(-x)) (muls, exp, adds, rec) and silu
// x / (1 + exp(-x)) (muls, exp, adds, div); axpy and
// mul_add_dst a product into a ub temporary added into dst; broadcast
// vbroadcast of a row or a column; cast and round vcast; clamp_max,
// clamp_min and clamp the scalar min / max; compare vcmp into the i8 mask
// and select vselect by it (a scalar second choice filled into a ub
// temporary first). The ops' verifiers check the element types of the
// chip.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/MaskPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;
using ascend::VBinaryKind;
using ascend::VUnaryKind;
using tir::TileOpKind;
using tirpto::ArchElementSets;

/// The ascend kind of a binary T.tile operation.
static VBinaryKind getBinaryKind(TileOpKind kind) {
  switch (kind) {
  case TileOpKind::Add:
    return VBinaryKind::Add;
  case TileOpKind::Sub:
    return VBinaryKind::Sub;
  case TileOpKind::Mul:
    return VBinaryKind::Mul;
  case TileOpKind::Div:
    return VBinaryKind::Div;
  case TileOpKind::Max:
    return VBinaryKind::Max;
  case TileOpKind::Min:
    return VBinaryKind::Min;
  case TileOpKind::BitwiseAnd:
    return VBinaryKind::And;
  case TileOpKind::BitwiseOr:
    return VBinaryKind::Or;
  default:
    return VBinaryKind::Xor;
  }
}

/// The ascend kind of a row_expand_* T.tile operation.
static VBinaryKind getRowExpandKind(TileOpKind kind) {
  switch (kind) {
  case TileOpKind::RowExpandSub:
    return VBinaryKind::Sub;
  case TileOpKind::RowExpandDiv:
    return VBinaryKind::Div;
  default:
    return VBinaryKind::Mul;
  }
}

/// The ascend kind of a unary T.tile operation other than sigmoid.
static VUnaryKind getUnaryKind(TileOpKind kind) {
  switch (kind) {
  case TileOpKind::Exp:
    return VUnaryKind::Exp;
  case TileOpKind::Ln:
    return VUnaryKind::Ln;
  case TileOpKind::Abs:
    return VUnaryKind::Abs;
  case TileOpKind::Reciprocal:
    return VUnaryKind::Rec;
  case TileOpKind::Sqrt:
    return VUnaryKind::Sqrt;
  case TileOpKind::Rsqrt:
    return VUnaryKind::Rsqrt;
  case TileOpKind::Relu:
    return VUnaryKind::Relu;
  default:
    return VUnaryKind::Not;
  }
}

Value mlir::tirpto::tir_to_ascend::getBaseBuffer(Value value) {
  while (auto subview = value.getDefiningOp<memref::SubViewOp>())
    value = subview.getSource();
  return value;
}

/// The ascend predicate of a T.tile.compare mode.
static ascend::CmpPredicate getPredicate(tir::CompareMode mode) {
  switch (mode) {
  case tir::CompareMode::EQ:
    return ascend::CmpPredicate::EQ;
  case tir::CompareMode::NE:
    return ascend::CmpPredicate::NE;
  case tir::CompareMode::GT:
    return ascend::CmpPredicate::GT;
  case tir::CompareMode::GE:
    return ascend::CmpPredicate::GE;
  case tir::CompareMode::LT:
    return ascend::CmpPredicate::LT;
  case tir::CompareMode::LE:
    break;
  }
  return ascend::CmpPredicate::LE;
}

namespace {

struct TileOpLowering : PlacedPattern<tir::TileOp> {
  using PlacedPattern::PlacedPattern;

  /// The element types the ascend ops `kind` becomes take on the arch, for
  /// a diagnostic, when `element` is not one of them; empty otherwise.
  std::string describeIllegalElement(TileOpKind kind, bool scalarForm,
                                     Type element) const {
    if (kind == TileOpKind::Compare || kind == TileOpKind::Select) {
      ascend::VectorOpClass cls = kind == TileOpKind::Compare
                                      ? ascend::VectorOpClass::Compare
                                      : ascend::VectorOpClass::Select;
      if (ascend::isLegalVectorElement(cls, element, arch))
        return "";
      return ascend::describeLegalVectorElements(cls, arch);
    }
    SmallVector<std::optional<ArchElementSets>, 4> sets;
    if (kind == TileOpKind::Sigmoid || kind == TileOpKind::Silu) {
      sets = {ascend::getTileFormElements(VUnaryKind::Exp),
              kind == TileOpKind::Sigmoid
                  ? ascend::getTileFormElements(VUnaryKind::Rec)
                  : ascend::getTileFormElements(VBinaryKind::Div),
              ascend::getScalarFormElements(VBinaryKind::Mul),
              ascend::getScalarFormElements(VBinaryKind::Add)};
    } else if (kind == TileOpKind::Axpy || kind == TileOpKind::MulAddDst) {
      sets = {kind == TileOpKind::Axpy
                  ? ascend::getScalarFormElements(VBinaryKind::Mul)
                  : ascend::getTileFormElements(VBinaryKind::Mul),
              ascend::getTileFormElements(VBinaryKind::Add)};
    } else if (kind == TileOpKind::ClampMax || kind == TileOpKind::ClampMin ||
               kind == TileOpKind::Clamp) {
      if (kind != TileOpKind::ClampMax)
        sets.push_back(ascend::getScalarFormElements(VBinaryKind::Max));
      if (kind != TileOpKind::ClampMin)
        sets.push_back(ascend::getScalarFormElements(VBinaryKind::Min));
    } else if (kind == TileOpKind::CreateVecIndex ||
               kind == TileOpKind::ArithProgression) {
      sets = {ascend::getVectorElements(ascend::VectorOpClass::Index)};
      if (kind == TileOpKind::ArithProgression)
        sets.append({ascend::getScalarFormElements(VBinaryKind::Mul),
                     ascend::getScalarFormElements(VBinaryKind::Add)});
    } else if (kind == TileOpKind::BitwiseLshift ||
               kind == TileOpKind::BitwiseRshift) {
      sets = {ascend::getScalarFormElements(kind == TileOpKind::BitwiseLshift
                                                ? VBinaryKind::Shl
                                                : VBinaryKind::Shr)};
    } else if (kind == TileOpKind::LeakyRelu) {
      sets = {ascend::getScalarFormElements(VBinaryKind::Max),
              ascend::getScalarFormElements(VBinaryKind::Min),
              ascend::getScalarFormElements(VBinaryKind::Mul),
              ascend::getTileFormElements(VBinaryKind::Add)};
    } else if (tir::TileOp::isRowExpand(kind)) {
      sets = {ascend::getRowExpandFormElements(getRowExpandKind(kind))};
    } else if (tir::TileOp::isBinary(kind)) {
      VBinaryKind binary = getBinaryKind(kind);
      sets = {scalarForm ? ascend::getScalarFormElements(binary)
                         : ascend::getTileFormElements(binary)};
    } else {
      sets = {ascend::getTileFormElements(getUnaryKind(kind))};
    }
    for (const std::optional<ArchElementSets> &set : sets)
      if (set && !ascend::isLegalVectorElement(*set, element, arch))
        return ascend::describeLegalVectorElements(*set, arch);
    return "";
  }

  /// T.tile.cast / T.tile.round: vcast with the mode (round: f32 -> f32
  /// rounding half away from zero, tcvt's round-only path).
  LogicalResult lowerCast(tir::TileOp op, Value src, Value dst,
                          ConversionPatternRewriter &rewriter) const {
    ascend::RoundMode mode = ascend::RoundMode::Round;
    if (op.getKind() == TileOpKind::Cast) {
      switch (op.getMode().value_or(tir::CastMode::None)) {
      case tir::CastMode::None:
      case tir::CastMode::Rint:
        // CAST_NONE rounds to nearest even where the conversion loses
        // precision, as CAST_RINT does (and is exact where it does not).
        mode = ascend::RoundMode::Rint;
        break;
      case tir::CastMode::Floor:
        mode = ascend::RoundMode::Floor;
        break;
      case tir::CastMode::Ceil:
        mode = ascend::RoundMode::Ceil;
        break;
      case tir::CastMode::Round:
        mode = ascend::RoundMode::Round;
        break;
      case tir::CastMode::Trunc:
        mode = ascend::RoundMode::Trunc;
        break;
      case tir::CastMode::Odd:
        return op.emitOpError("T.tile.cast with CAST_ODD: PTO's tcvt has no "
                              "round-to-odd mode");
      }
    }
    Type from = getElementTypeOrSelf(src.getType());
    Type to = getElementTypeOrSelf(dst.getType());
    if (op.getKind() == TileOpKind::Cast && from == to)
      return op.emitOpError("T.tile.cast to the same element type (")
             << from
             << ") would round to integers on the chip: use T.tile.round, "
                "or T.tile.cast between two types";
    if (std::string why = ascend::explainIllegalConversion(from, to, arch);
        !why.empty())
      return op.emitOpError("T.tile.")
             << tir::stringifyTileOpKind(op.getKind()) << " converts " << from
             << " to " << to << why;
    rewriter.replaceOpWithNewOp<ascend::VCastOp>(
        op, src, dst, ascend::RoundModeAttr::get(getContext(), mode));
    return success();
  }

  /// T.tile.createvecindex / arith_progression: dst[i] = first + i (*
  /// diff), i counting the elements of dst in row-major order. The chip
  /// counts along one row (vci): a tile of several rows is counted row by
  /// row, row r from first + r * N. A diff other than the constant 1 counts
  /// from 0, then scales by diff and adds first.
  LogicalResult lowerGenerator(tir::TileOp op, ValueRange scalars, Value dst,
                               ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    auto type = cast<MemRefType>(dst.getType());
    Type element = type.getElementType();
    Value first = scalars.front();
    bool unitStep = true;
    if (op.getKind() == TileOpKind::ArithProgression) {
      std::optional<int64_t> diff = getConstantIntValue(scalars[1]);
      unitStep = diff && *diff == 1;
    }
    Value start = unitStep ? first
                           : rewriter.create<arith::ConstantOp>(
                                 loc, rewriter.getIntegerAttr(element, 0));
    std::string name = placement.getName(op.getTarget());
    if (type.getRank() != 2)
      return op.emitOpError("T.tile.")
             << tir::stringifyTileOpKind(op.getKind()) << " of a region of "
             << name
             << " that is not whole rows of its tile is not lowered "
                "(generate into a buffer of its own, then copy)";
    int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
    if (cols == 1 && rows > 1)
      return op.emitOpError("T.tile.")
             << tir::stringifyTileOpKind(op.getKind()) << " of " << name
             << ", stored as a " << rows
             << "x1 column: the chip counts along a row (generate into a "
                "row or a matrix, then copy)";
    // A region of the buffer: the rows are windows of the buffer's tile.
    Value base = dst;
    OpFoldResult rowOffset = rewriter.getIndexAttr(0),
                 colOffset = rewriter.getIndexAttr(0);
    if (auto window = dst.getDefiningOp<memref::SubViewOp>()) {
      if (window.getSourceType().getRank() != 2 ||
          window.getSource().getDefiningOp<memref::SubViewOp>())
        return op.emitOpError("T.tile.")
               << tir::stringifyTileOpKind(op.getKind()) << " of a region of "
               << name
               << " that is not whole rows of its tile is not lowered "
                  "(generate into a buffer of its own, then copy)";
      base = window.getSource();
      rowOffset = window.getMixedOffsets()[0];
      colOffset = window.getMixedOffsets()[1];
    }
    if (rows == 1) {
      rewriter.create<ascend::VCIOp>(loc, start, dst);
    } else {
      // Row r counts from start + r * cols.
      Value lb = rewriter.create<arith::ConstantIndexOp>(loc, 0);
      Value ub = rewriter.create<arith::ConstantIndexOp>(loc, rows);
      Value step = rewriter.create<arith::ConstantIndexOp>(loc, 1);
      auto loop = rewriter.create<scf::ForOp>(loc, lb, ub, step);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(loop.getBody());
      Value r = loop.getInductionVar();
      Value offset = rewriter.create<arith::IndexCastOp>(
          loc, element,
          rewriter.create<arith::MulIOp>(
              loc, r, rewriter.create<arith::ConstantIndexOp>(loc, cols)));
      Value rowStart = rewriter.create<arith::AddIOp>(loc, start, offset);
      Value rowIndex = r;
      if (std::optional<int64_t> first = getConstantIntValue(rowOffset);
          !first || *first != 0)
        rowIndex = rewriter.create<arith::AddIOp>(
            loc, r, getValueOrCreateConstantIndexOp(rewriter, loc, rowOffset));
      SmallVector<OpFoldResult> offsets = {rowIndex, colOffset};
      SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(1),
                                         rewriter.getIndexAttr(cols)};
      SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
      Value row = rewriter.create<memref::SubViewOp>(loc, base, offsets, sizes,
                                                     strides);
      rewriter.create<ascend::VCIOp>(loc, rowStart, row);
    }
    if (!unitStep) {
      rewriter.create<ascend::VBinaryScalarOp>(
          loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Mul), dst,
          scalars[1], dst, UnitAttr());
      rewriter.create<ascend::VBinaryScalarOp>(
          loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Add), dst,
          first, dst, UnitAttr());
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// Reports `op` when the chip's instructions of `cls` do not take
  /// `dst`'s element type on the arch (`what`: how the message names the
  /// operands).
  LogicalResult checkElements(tir::TileOp op, ascend::VectorOpClass cls,
                              Value dst, StringRef what) const {
    Type element = getElementTypeOrSelf(dst.getType());
    if (ascend::isLegalVectorElement(cls, element, arch))
      return success();
    return op.emitOpError("T.tile.")
           << tir::stringifyTileOpKind(op.getKind()) << " takes "
           << ascend::describeLegalVectorElements(cls, arch) << " " << what
           << " on " << ascend::getArchName(arch) << ", got " << element;
  }

  /// Reports `op` when one of its `buffers` (converted from `tirBuffers`)
  /// is a region, or is not stored as the rows of its last dimension (rank
  /// 1 as one row, rank 2 as it is): the chip `what` must be whole buffers
  /// stored so.
  LogicalResult checkWholeRows(tir::TileOp op, ValueRange buffers,
                               ValueRange tirBuffers, StringRef what) const {
    for (auto [value, tirValue] : llvm::zip(buffers, tirBuffers)) {
      auto type = cast<MemRefType>(value.getType());
      auto tirType = cast<MemRefType>(tirValue.getType());
      if (!value.getDefiningOp<memref::SubViewOp>() && type.getRank() == 2 &&
          type.getDimSize(1) == tirType.getShape().back())
        continue;
      InFlightDiagnostic diag =
          op.emitOpError("T.tile.")
          << tir::stringifyTileOpKind(op.getKind()) << " of "
          << placement.getName(tirValue) << " (" << tirType << "): the chip "
          << what
          << " must be whole buffers stored as their rows (rank 1 as one "
             "row, rank 2 as they are)";
      // A rank-1 buffer is stored as a column when it is also read one
      // value per row somewhere else.
      if (!value.getDefiningOp<memref::SubViewOp>() && tirType.getRank() == 1 &&
          type.getDimSize(1) == 1 && tirType.getDimSize(0) > 1)
        diag << "; it is stored as a " << type.getDimSize(0)
             << "x1 column because it is also read one value per row of a "
                "tile (in a T.Parallel nest or a per-row operation): copy it "
                "into a buffer of its own";
      return diag;
    }
    return success();
  }

  LogicalResult
  matchAndRewrite(tir::TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> buffers(adaptor.getSources());
    buffers.push_back(adaptor.getTarget());
    SmallVector<Value> tirBuffers(op.getSources());
    tirBuffers.push_back(op.getTarget());
    for (auto [buffer, tirBuffer] : llvm::zip(buffers, tirBuffers)) {
      if (std::optional<BufferDecision> decision = placement.lookup(tirBuffer);
          decision && decision->scalar)
        return op.emitOpError("T.tile.")
               << tir::stringifyTileOpKind(op.getKind()) << " of the local.var "
               << placement.getName(tirBuffer)
               << ": compute the scalar with arith instead";
      AddressSpace space = spaceOf(buffer);
      if (space != AddressSpace::UB)
        return op.emitOpError("T.tile.")
               << tir::stringifyTileOpKind(op.getKind())
               << " works on ub buffers (the Vector core's); "
               << placement.getName(tirBuffer) << " is in "
               << ascend::stringifyAddressSpace(space);
    }
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    TileOpKind kind = op.getKind();
    if (kind == TileOpKind::Broadcast) {
      // The source's tile form is the row or the column of dst's.
      int64_t axis = *op.getBroadcastAxis();
      ArrayRef<int64_t> src =
          cast<MemRefType>(buffers.front().getType()).getShape();
      ArrayRef<int64_t> dst =
          cast<MemRefType>(adaptor.getTarget().getType()).getShape();
      SmallVector<int64_t> wanted = axis == 0 ? SmallVector<int64_t>{1, dst[1]}
                                              : SmallVector<int64_t>{dst[0], 1};
      if (src != ArrayRef<int64_t>(wanted))
        return op.emitOpError("T.tile.broadcast of ")
               << placement.getName(op.getSources().front()) << ", stored as a "
               << src[0] << "x" << src[1] << " tile, along axis " << axis
               << " of a " << dst[0] << "x" << dst[1] << " tile: it takes a "
               << wanted[0] << "x" << wanted[1] << " vector";
      rewriter.replaceOpWithNewOp<ascend::VBroadcastOp>(
          op, buffers.front(), adaptor.getTarget(),
          rewriter.getI64IntegerAttr(axis));
      return success();
    }
    if (kind == TileOpKind::Transpose) {
      if (failed(checkElements(op, ascend::VectorOpClass::Transpose,
                               adaptor.getTarget(), "tiles")))
        return failure();
      for (auto [value, tirValue] : llvm::zip(buffers, tirBuffers))
        if (value.getDefiningOp<memref::SubViewOp>())
          return op.emitOpError("T.tile.transpose of a region of ")
                 << placement.getName(tirValue)
                 << ": the chip transposes whole tiles, so transpose whole "
                    "buffers";
      rewriter.replaceOpWithNewOp<ascend::VTransposeOp>(op, buffers.front(),
                                                        adaptor.getTarget());
      return success();
    }
    if (kind == TileOpKind::GatherMask) {
      // Whole buffers, stored as their rows: the pattern applies to each row
      // of the source, and dst is written as one flat buffer.
      if (failed(checkElements(op, ascend::VectorOpClass::Gather, buffers[0],
                               "sources")) ||
          failed(checkElements(op, ascend::VectorOpClass::Gather,
                               adaptor.getTarget(), "destinations")))
        return failure();
      if (failed(checkWholeRows(op, buffers, tirBuffers,
                                "keeps columns of the rows of a ub tile, so "
                                "the source and dst")))
        return failure();
      // The chip writes dst as one contiguous buffer, which a tile whose
      // rows are padded to 32 elements is not.
      if (int64_t cols =
              cast<MemRefType>(adaptor.getTarget().getType()).getDimSize(1);
          cols % 32)
        return op.emitOpError("T.tile.gather_mask writes ")
               << placement.getName(op.getTarget())
               << " as one contiguous buffer, so its rows must be whole "
                  "multiples of 32 elements (tiles pad shorter rows), got "
               << cols;
      tirpto::MaskSelection selection =
          tirpto::getMaskSelection(*op.getMaskPattern());
      rewriter.replaceOpWithNewOp<ascend::VGatherMaskOp>(
          op, buffers[0], adaptor.getTarget(), selection.period,
          selection.phase);
      return success();
    }
    if (kind == TileOpKind::Pow || kind == TileOpKind::Sin ||
        kind == TileOpKind::Cos)
      return lowerMathTile(op, adaptor.getSources(), adaptor.getTarget(),
                           placement, arch, rewriter);
    if (kind == TileOpKind::Sort || kind == TileOpKind::TopK)
      return lowerSortTile(op, buffers[0], adaptor.getTarget(), placement, arch,
                           rewriter);
    if (kind == TileOpKind::Sort32) {
      // Whole buffers, stored as the rows the chip sorts in blocks of 32.
      if (failed(checkElements(op, ascend::VectorOpClass::Sort,
                               adaptor.getTarget(), "values")))
        return failure();
      if (failed(checkWholeRows(op, buffers, tirBuffers,
                                "sorts the rows of a ub tile, so the values, "
                                "indices and dst")))
        return failure();
      rewriter.replaceOpWithNewOp<ascend::VSort32Op>(op, buffers[0], buffers[1],
                                                     adaptor.getTarget());
      return success();
    }
    if (kind == TileOpKind::MergeSort) {
      // Each list is one row of (value, index) pairs: whole buffers stored
      // as 1 x K rows.
      if (failed(checkElements(op, ascend::VectorOpClass::Sort,
                               adaptor.getTarget(), "lists")))
        return failure();
      for (auto [value, tirValue] : llvm::zip(buffers, tirBuffers)) {
        auto type = cast<MemRefType>(value.getType());
        auto tirType = cast<MemRefType>(tirValue.getType());
        if (tirType.getRank() == 1 && type.getRank() == 2 &&
            type.getDimSize(1) == 1 && type.getDimSize(0) > 1 &&
            !value.getDefiningOp<memref::SubViewOp>())
          return op.emitOpError("T.tile.merge_sort of ")
                 << placement.getName(tirValue) << ", stored as a "
                 << type.getDimSize(0)
                 << "x1 column (it is also read one value per row of a "
                    "tile, in a T.Parallel nest or a per-row operation): "
                    "the chip merges lists held in one row; copy it into "
                    "a buffer of its own";
        if (value.getDefiningOp<memref::SubViewOp>() || type.getRank() != 2 ||
            type.getDimSize(0) != 1)
          return op.emitOpError("T.tile.merge_sort of ")
                 << placement.getName(tirValue) << " ("
                 << cast<MemRefType>(tirValue.getType())
                 << "): the chip merges lists held in one row of a ub "
                    "tile, so each list and dst must be a whole buffer of "
                    "one row (rank 1, or 1 x K)";
      }
      rewriter.replaceOpWithNewOp<ascend::VMrgSortOp>(
          op, ValueRange(buffers).drop_back(), adaptor.getTarget());
      return success();
    }
    if (kind == TileOpKind::Gather) {
      // dst[i, j] = the element at byte offsets[i, j] + base of the table:
      // element indices (offset + base) >> log2(element bytes) in a ub
      // temporary (the user's offsets stay as they are), then vgather.
      Value table = buffers[0], offsets = buffers[1];
      Value dst = adaptor.getTarget();
      if (table.getDefiningOp<memref::SubViewOp>())
        return op.emitOpError("T.tile.gather from a region of ")
               << placement.getName(op.getSources()[0])
               << ": the offsets count from the start of the table's tile, "
                  "so gather from the whole buffer";
      if (failed(
              checkElements(op, ascend::VectorOpClass::Gather, dst, "tiles")))
        return failure();
      Type element = getElementTypeOrSelf(dst.getType());
      // The chip's gather takes unpadded tiles: it indexes the table as one
      // flat buffer, and dst and the indices must fill their rows.
      for (auto [value, tirValue] : {std::pair{table, op.getSources()[0]},
                                     std::pair{offsets, op.getSources()[1]},
                                     std::pair{dst, Value(op.getTarget())}}) {
        ArrayRef<int64_t> shape = cast<MemRefType>(value.getType()).getShape();
        auto [rows, cols] = ascend::getVectorTileShape(shape);
        int64_t wantRows = shape.size() == 2 ? shape[0] : 1;
        if (rows != wantRows || cols != shape.back())
          return op.emitOpError("T.tile.gather of ")
                 << placement.getName(tirValue) << ", stored as a " << wantRows
                 << "x" << shape.back() << " tile padded to " << rows << "x"
                 << cols
                 << " (a ub tile's rows, or an M x 1 column, are padded to a "
                    "multiple of 32 elements): the chip's gather takes "
                    "unpadded tiles (it indexes the table as one flat buffer, "
                    "and dst and the offsets must fill their rows)";
      }
      Value base = adaptor.getScalars().front();
      bool noBase = matchPattern(base, m_Zero());
      unsigned shift = llvm::Log2_32(element.getIntOrFloatBitWidth() / 8);
      Value indices = offsets;
      if (!noBase || shift != 0) {
        auto offsetType = cast<MemRefType>(offsets.getType());
        indices = createTemporary(rewriter, op, offsetType.getShape(),
                                  rewriter.getI32Type());
        Value from = offsets;
        if (!noBase) {
          rewriter.create<ascend::VBinaryScalarOp>(
              loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Add),
              from, base, indices, UnitAttr());
          from = indices;
        }
        if (shift != 0)
          rewriter.create<ascend::VBinaryScalarOp>(
              loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Shr),
              from, rewriter.create<arith::ConstantIntOp>(loc, shift, 32),
              indices, UnitAttr());
      }
      rewriter.replaceOpWithNewOp<ascend::VGatherOp>(op, table, indices, dst);
      return success();
    }
    if (tir::TileOp::isRowExpand(kind)) {
      StringRef name = tir::stringifyTileOpKind(kind);
      // The vector is stored as a column (tir-place-buffers orients it).
      Value vec = buffers[1];
      ArrayRef<int64_t> shape = cast<MemRefType>(vec.getType()).getShape();
      int64_t rows =
          cast<MemRefType>(adaptor.getTarget().getType()).getDimSize(0);
      if (shape != ArrayRef<int64_t>{rows, 1})
        return op.emitOpError("T.tile.")
               << name << " of " << placement.getName(op.getSources()[1])
               << ", stored as a " << shape[0] << "x" << shape[1]
               << " tile: it takes a column of one value per row";
      Type element = getElementTypeOrSelf(adaptor.getTarget().getType());
      if (std::string legal =
              describeIllegalElement(kind, /*scalarForm=*/false, element);
          !legal.empty())
        return op.emitOpError("T.tile.")
               << name << " takes " << legal << " tiles on "
               << ascend::getArchName(arch) << ", got " << element;
      rewriter.replaceOpWithNewOp<ascend::VBroadcastBinaryOp>(
          op, ascend::VBinaryKindAttr::get(context, getRowExpandKind(kind)),
          buffers[0], vec, adaptor.getTarget(), rewriter.getI64IntegerAttr(1));
      return success();
    }
    // Buffers of one TIR shape may be stored in different tile forms (the
    // per-row result of reducing a rank-3 buffer is one column).
    ArrayRef<int64_t> form =
        cast<MemRefType>(buffers.back().getType()).getShape();
    for (auto [buffer, tirBuffer] : llvm::zip(buffers, tirBuffers))
      if (cast<MemRefType>(buffer.getType()).getShape() != form)
        return op.emitOpError("T.tile.")
               << tir::stringifyTileOpKind(op.getKind()) << " of "
               << placement.getName(tirBuffer)
               << ", which is stored in another tile form than "
               << placement.getName(op.getTarget())
               << " (the per-row result of reducing a rank-3 buffer is one "
                  "column); such buffers are not combined yet";
    // Each ascend op checks its element types; say it in the user's terms
    // first (sigmoid is four ops).
    // The elements compared, not the mask's.
    Type element = getElementTypeOrSelf(
        (kind == TileOpKind::Compare ? buffers.front() : adaptor.getTarget())
            .getType());
    if (std::string legal = describeIllegalElement(
            op.getKind(), !op.getScalars().empty(), element);
        kind != TileOpKind::Cast && kind != TileOpKind::Round && !legal.empty())
      return op.emitOpError("T.tile.")
             << tir::stringifyTileOpKind(op.getKind()) << " takes " << legal
             << " tiles on " << ascend::getArchName(arch) << ", got "
             << element;
    Value src = buffers.front(), dst = adaptor.getTarget();
    if (kind == TileOpKind::Cast || kind == TileOpKind::Round)
      return lowerCast(op, src, dst, rewriter);
    if (kind == TileOpKind::Compare) {
      Value rhs = adaptor.getScalars().empty() ? buffers[1]
                                               : adaptor.getScalars().front();
      rewriter.replaceOpWithNewOp<ascend::VCmpOp>(
          op,
          ascend::CmpPredicateAttr::get(context,
                                        getPredicate(*op.getCmpMode())),
          src, rhs, dst);
      return success();
    }
    if (kind == TileOpKind::Select) {
      // ins(mask, src0[, src1]): src0 where the mask is set; a scalar
      // second choice is filled into a tile first.
      Value onFalse;
      if (adaptor.getScalars().empty()) {
        onFalse = buffers[2];
      } else {
        auto type = cast<MemRefType>(dst.getType());
        onFalse = createTemporary(rewriter, op, type.getShape(),
                                  type.getElementType());
        rewriter.create<ascend::VDupOp>(loc, adaptor.getScalars().front(),
                                        onFalse);
      }
      rewriter.replaceOpWithNewOp<ascend::VSelectOp>(op, src, buffers[1],
                                                     onFalse, dst);
      return success();
    }
    if (kind == TileOpKind::CreateVecIndex ||
        kind == TileOpKind::ArithProgression)
      return lowerGenerator(op, adaptor.getScalars(), dst, rewriter);
    if (kind == TileOpKind::LeakyRelu) {
      // src >= 0 ? src : s * src = max(src, 0) + s * min(src, 0): the
      // negative part in a ub temporary first (dst may be src).
      auto type = cast<MemRefType>(dst.getType());
      Value negative =
          createTemporary(rewriter, op, type.getShape(), type.getElementType());
      Value zero = rewriter.create<arith::ConstantOp>(
          loc, rewriter.getFloatAttr(element, 0.0));
      auto binaryScalar = [&](VBinaryKind binaryKind, Value from, Value scalar,
                              Value to) {
        rewriter.create<ascend::VBinaryScalarOp>(
            loc, ascend::VBinaryKindAttr::get(context, binaryKind), from,
            scalar, to, UnitAttr());
      };
      binaryScalar(VBinaryKind::Min, src, zero, negative);
      binaryScalar(VBinaryKind::Mul, negative, adaptor.getScalars().front(),
                   negative);
      binaryScalar(VBinaryKind::Max, src, zero, dst);
      rewriter.replaceOpWithNewOp<ascend::VBinaryOp>(
          op, ascend::VBinaryKindAttr::get(context, VBinaryKind::Add), dst,
          negative, dst);
      return success();
    }
    if (kind == TileOpKind::BitwiseLshift ||
        kind == TileOpKind::BitwiseRshift) {
      rewriter.replaceOpWithNewOp<ascend::VBinaryScalarOp>(
          op,
          ascend::VBinaryKindAttr::get(
              context, kind == TileOpKind::BitwiseLshift ? VBinaryKind::Shl
                                                         : VBinaryKind::Shr),
          src, adaptor.getScalars().front(), dst, UnitAttr());
      return success();
    }
    if (kind == TileOpKind::ClampMax || kind == TileOpKind::ClampMin ||
        kind == TileOpKind::Clamp) {
      // clamp(x, lo, hi) = min(max(x, lo), hi).
      ValueRange scalars = adaptor.getScalars();
      Value from = src;
      if (kind != TileOpKind::ClampMax) {
        rewriter.create<ascend::VBinaryScalarOp>(
            loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Max), from,
            scalars.front(), dst, UnitAttr());
        from = dst;
      }
      if (kind != TileOpKind::ClampMin)
        rewriter.create<ascend::VBinaryScalarOp>(
            loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Min), from,
            scalars.back(), dst, UnitAttr());
      rewriter.eraseOp(op);
      return success();
    }
    if (tir::TileOp::isBinary(kind)) {
      auto kindAttr =
          ascend::VBinaryKindAttr::get(context, getBinaryKind(kind));
      if (!adaptor.getScalars().empty())
        rewriter.create<ascend::VBinaryScalarOp>(
            loc, kindAttr, src, adaptor.getScalars().front(), dst, UnitAttr());
      else
        rewriter.create<ascend::VBinaryOp>(loc, kindAttr, src, buffers[1], dst);
      rewriter.eraseOp(op);
      return success();
    }
    if (kind == TileOpKind::Axpy || kind == TileOpKind::MulAddDst) {
      // dst = src0 * (scalar | src1) + dst: the product in a ub temporary.
      auto type = cast<MemRefType>(dst.getType());
      Value product =
          createTemporary(rewriter, op, type.getShape(), type.getElementType());
      auto mul = ascend::VBinaryKindAttr::get(context, VBinaryKind::Mul);
      if (kind == TileOpKind::Axpy)
        rewriter.create<ascend::VBinaryScalarOp>(
            loc, mul, src, adaptor.getScalars().front(), product, UnitAttr());
      else
        rewriter.create<ascend::VBinaryOp>(loc, mul, src, buffers[1], product);
      rewriter.create<ascend::VBinaryOp>(
          loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Add), dst,
          product, dst);
      rewriter.eraseOp(op);
      return success();
    }
    auto unary = [&](VUnaryKind unaryKind, Value from) {
      rewriter.create<ascend::VUnaryOp>(
          loc, ascend::VUnaryKindAttr::get(context, unaryKind), from, dst);
    };
    if (kind != TileOpKind::Sigmoid && kind != TileOpKind::Silu) {
      unary(getUnaryKind(kind), src);
      rewriter.eraseOp(op);
      return success();
    }
    // sigmoid(x) = 1 / (1 + exp(-x)), in dst; silu(x) = x / (1 + exp(-x)),
    // the denominator in dst, or in a ub temporary when dst may be x itself
    // (regions of one buffer, which may be the same region).
    Value denominator = dst;
    if (kind == TileOpKind::Silu && getBaseBuffer(src) == getBaseBuffer(dst)) {
      auto type = cast<MemRefType>(dst.getType());
      denominator =
          createTemporary(rewriter, op, type.getShape(), type.getElementType());
    }
    auto scalar = [&](VBinaryKind binaryKind, Value from, double value) {
      Value constant = rewriter.create<arith::ConstantOp>(
          loc, rewriter.getFloatAttr(element, value));
      rewriter.create<ascend::VBinaryScalarOp>(
          loc, ascend::VBinaryKindAttr::get(context, binaryKind), from,
          constant, denominator, UnitAttr());
    };
    scalar(VBinaryKind::Mul, src, -1.0);
    rewriter.create<ascend::VUnaryOp>(
        loc, ascend::VUnaryKindAttr::get(context, VUnaryKind::Exp), denominator,
        denominator);
    scalar(VBinaryKind::Add, denominator, 1.0);
    if (kind == TileOpKind::Sigmoid)
      unary(VUnaryKind::Rec, dst);
    else
      rewriter.create<ascend::VBinaryOp>(
          loc, ascend::VBinaryKindAttr::get(context, VBinaryKind::Div), src,
          denominator, dst);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateTilePatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    ascend::Arch arch, RewritePatternSet &patterns) {
  patterns.add<TileOpLowering>(converter, placement, arch,
                               patterns.getContext());
}
