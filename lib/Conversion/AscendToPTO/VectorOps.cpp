//===- VectorOps.cpp - ascend Vector core ops to PTO tile instructions ----===//
//
// Each ascend vector op becomes one PTO instruction on vec tiles
// (ptoas-format.md §4.6-4.8). Per-row vectors are M x 1 col_major ("DN")
// tiles, as trow* and trowexpand* want them; the element-wise instructions
// want row_major tiles, so they see per-row vectors through a pto.treshape
// to 1 x M (an alias, no copy), as PyPTO's online-softmax update does.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/MaskPatterns.h"

// buildTileForm, buildScalarForm, buildRowExpandForm, buildColExpandForm:
// the PTO instruction of each ascend Vector kind, from AscendVectorKinds.td.
#include "tirpto/Dialect/Ascend/IR/AscendToPTOVectorKinds.inc"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto;

namespace {

template <typename SourceOp>
struct VectorPattern : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using Adaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(lower(op, adaptor, rewriter)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }

  virtual LogicalResult lower(SourceOp op, Adaptor adaptor,
                              ConversionPatternRewriter &rewriter) const = 0;
};

/// The element-wise PTO instruction of `kind` on tiles of one shape (per-row
/// vectors seen through their row_major views), with the op's scratch tile
/// `tmp` (ascend-allocate-scratch gave it the one the instruction takes).
static void createElementwise(OpBuilder &rewriter, Location loc,
                              ascend::VBinaryKind kind, Value lhs, Value rhs,
                              Value tmp, Value dst) {
  Value a = ascend_to_pto::asRowMajor(rewriter, loc, lhs);
  Value b = ascend_to_pto::asRowMajor(rewriter, loc, rhs);
  Value t = tmp ? ascend_to_pto::asRowMajor(rewriter, loc, tmp) : Value();
  buildTileForm(rewriter, loc, kind, a, b, t,
                ascend_to_pto::asRowMajor(rewriter, loc, dst));
}

static bool isColumn(Value tile) {
  return cast<pto::TileBufType>(tile.getType()).getCols() == 1;
}
static bool isRow(Value tile) {
  return cast<pto::TileBufType>(tile.getType()).getRows() == 1;
}

struct VBinaryLowering : VectorPattern<ascend::VBinaryOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VBinaryOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    createElementwise(rewriter, op.getLoc(), op.getKind(), adaptor.getLhs(),
                      adaptor.getRhs(), adaptor.getTmp(), adaptor.getDst());
    return success();
  }
};

struct VBinaryScalarLowering : VectorPattern<ascend::VBinaryScalarOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VBinaryScalarOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value a = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getSrc());
    Value s = adaptor.getScalar();
    Value d = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getDst());
    Value tmp = adaptor.getTmp()
                    ? ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getTmp())
                    : Value();
    if (op.getReversed())
      buildScalarForm(rewriter, loc, op.getKind(), s, a, tmp, d);
    else
      buildScalarForm(rewriter, loc, op.getKind(), a, s, tmp, d);
    return success();
  }
};

struct VUnaryLowering : VectorPattern<ascend::VUnaryOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VUnaryOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value a = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getSrc());
    Value d = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getDst());
    Value tmp = adaptor.getTmp()
                    ? ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getTmp())
                    : Value();
    buildTileForm(rewriter, loc, op.getKind(), a, Value(), tmp, d);
    return success();
  }
};

static pto::RoundMode toPTO(ascend::RoundMode mode) {
  switch (mode) {
  case ascend::RoundMode::Rint:
    return pto::RoundMode::RINT;
  case ascend::RoundMode::Round:
    return pto::RoundMode::ROUND;
  case ascend::RoundMode::Floor:
    return pto::RoundMode::FLOOR;
  case ascend::RoundMode::Ceil:
    return pto::RoundMode::CEIL;
  case ascend::RoundMode::Trunc:
    return pto::RoundMode::TRUNC;
  }
  return pto::RoundMode::RINT;
}

struct VCastLowering : VectorPattern<ascend::VCastOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VCastOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value src = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getSrc());
    Value dst = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getDst());
    rewriter.create<pto::TCvtOp>(
        loc, src, dst, Value(),
        pto::RoundModeAttr::get(getContext(), toPTO(op.getRoundMode())),
        pto::SaturationModeAttr());
    return success();
  }
};

struct VReduceLowering : VectorPattern<ascend::VReduceOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VReduceOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    // The first columns of a ub buffer (T.reduce's real_shape, and its
    // result's first elements): the buffer's tile with those columns valid.
    auto narrowed = [&](Value region, Value tile,
                        llvm::function_ref<void()> emit) {
      auto columns = region.getDefiningOp<memref::SubViewOp>();
      if (!columns || !ascend::isLeadingRegion(columns))
        return emit();
      ascend_to_pto::withRegionValidShape(rewriter, op.getLoc(), columns, tile,
                                          emit);
    };
    narrowed(op.getSrc(), adaptor.getSrc(), [&] {
      narrowed(op.getDst(), adaptor.getDst(),
               [&] { reduce(op, adaptor, rewriter); });
    });
    return success();
  }

  static void reduce(ascend::VReduceOp op, OpAdaptor adaptor,
                     ConversionPatternRewriter &rewriter) {
    Location loc = op.getLoc();
    Value src = adaptor.getSrc(), dst = adaptor.getDst();
    // Degenerate tiles: reducing each row of an M x 1 tile, or each column
    // of a 1 x N tile, is a copy; a column reduction of an M x 1 tile is a
    // row reduction of its 1 x M view.
    if (op.isCopy()) {
      rewriter.create<pto::TMovOp>(loc, src, dst);
      return;
    }
    if (op.isRowReduction()) {
      // trow* take a scratch tile shaped like src (ptoas-format.md §4.7).
      Value tmp = adaptor.getTmp();
      if (op.getDim() == 0) {
        src = ascend_to_pto::asRowMajor(rewriter, loc, src);
        tmp = ascend_to_pto::asRowMajor(rewriter, loc, tmp);
      }
      switch (op.getKind()) {
      case ascend::VReduceKind::Sum:
        rewriter.create<pto::TRowSumOp>(loc, src, tmp, dst);
        break;
      case ascend::VReduceKind::Max:
        rewriter.create<pto::TRowMaxOp>(loc, src, tmp, dst);
        break;
      case ascend::VReduceKind::Min:
        rewriter.create<pto::TRowMinOp>(loc, src, tmp, dst);
        break;
      }
      return;
    }
    // A 1 x 1 result may be stored as a column.
    dst = ascend_to_pto::asRowMajor(rewriter, loc, dst);
    switch (op.getKind()) {
    case ascend::VReduceKind::Sum:
      rewriter.create<pto::TColSumOp>(loc, src, Value(), dst, BoolAttr());
      break;
    case ascend::VReduceKind::Max:
      rewriter.create<pto::TColMaxOp>(loc, src, dst);
      break;
    case ascend::VReduceKind::Min:
      rewriter.create<pto::TColMinOp>(loc, src, dst);
      break;
    }
  }
};

struct VBroadcastBinaryLowering : VectorPattern<ascend::VBroadcastBinaryOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VBroadcastBinaryOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value a = adaptor.getSrc(), v = adaptor.getVec(), d = adaptor.getDst();
    Value tmp = adaptor.getTmp();
    // An M x 1 (or 1 x N) tile with its per-row (per-column) vector: the
    // vector has the tile's shape, the operation is element-wise.
    if (op.isElementwise()) {
      createElementwise(rewriter, loc, op.getKind(), a, v, tmp, d);
      return success();
    }
    Operation *built =
        op.getDim() == 1
            ? buildRowExpandForm(rewriter, loc, op.getKind(), a, v, tmp, d)
            : buildColExpandForm(rewriter, loc, op.getKind(), a, v, tmp, d);
    if (!built)
      return op.emitOpError("has no PTO broadcast form");
    return success();
  }
};

struct VBroadcastLowering : VectorPattern<ascend::VBroadcastOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VBroadcastOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    // Broadcasting into an M x 1 (1 x N) tile along its single column
    // (row) is a copy.
    if ((op.getDim() == 1 && isColumn(adaptor.getDst())) ||
        (op.getDim() == 0 && isRow(adaptor.getDst()))) {
      rewriter.create<pto::TMovOp>(op.getLoc(), adaptor.getVec(),
                                   adaptor.getDst());
      return success();
    }
    if (op.getDim() == 1)
      rewriter.create<pto::TRowExpandOp>(op.getLoc(), adaptor.getVec(),
                                         adaptor.getDst());
    else
      rewriter.create<pto::TColExpandOp>(op.getLoc(), adaptor.getVec(),
                                         adaptor.getDst());
    return success();
  }
};

struct VDupLowering : VectorPattern<ascend::VDupOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VDupOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // The first columns of a ub buffer (the part of a region a clipped
    // load leaves): the buffer's tile with those columns valid.
    if (auto columns = op.getDst().getDefiningOp<memref::SubViewOp>();
        columns && ascend::isColumnRegion(columns)) {
      ascend_to_pto::withRegionValidShape(
          rewriter, loc, columns, adaptor.getDst(), [&] {
            rewriter.create<pto::TExpandsOp>(loc, adaptor.getScalar(),
                                             adaptor.getDst());
          });
      return success();
    }
    rewriter.create<pto::TExpandsOp>(
        loc, adaptor.getScalar(),
        ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getDst()));
    return success();
  }
};

struct VCILowering : VectorPattern<ascend::VCIOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VCIOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    rewriter.create<pto::TCIOp>(
        op.getLoc(), adaptor.getStart(),
        ascend_to_pto::asRowMajor(rewriter, op.getLoc(), adaptor.getDst()),
        BoolAttr());
    return success();
  }
};

/// ascend.vgather -> pto.tgather's index form. pto-isa's TGATHER indexes
/// the source tile as one flat buffer, rows padded included, and ptoas
/// wants dst (and the indices) to fill their rows: no operand may be
/// padded.
struct VGatherLowering : VectorPattern<ascend::VGatherOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VGatherOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    using Operand = std::pair<Value, Value>;
    for (auto [value, tile] : {Operand{op.getSrc(), adaptor.getSrc()},
                               Operand{op.getIndices(), adaptor.getIndices()},
                               Operand{op.getDst(), adaptor.getDst()}}) {
      auto type = cast<MemRefType>(value.getType());
      auto tileType = cast<pto::TileBufType>(tile.getType());
      if (tileType.getCols() != type.getDimSize(1) ||
          tileType.getRows() != type.getDimSize(0))
        return op.emitOpError("gathers with a ")
               << type.getDimSize(0) << "x" << type.getDimSize(1)
               << " tile that is stored padded to " << tileType.getRows() << "x"
               << tileType.getCols()
               << ": the chip's gather takes unpadded tiles (it indexes the "
                  "source as one flat buffer, and dst and the indices must "
                  "fill their rows)";
    }
    // ptoas's memory planner (ptoas 0.27) reads tgather's tmp as an input
    // only, and places a tile at the first op that writes it: a tmp nothing
    // writes gets a fallback address that may be another live tile's. The
    // fill gives it a write, so a place of its own.
    Location loc = op.getLoc();
    Type tmpElement =
        cast<pto::TileBufType>(adaptor.getTmp().getType()).getElementType();
    rewriter.create<pto::TExpandsOp>(
        loc,
        rewriter.create<arith::ConstantOp>(loc, tmpElement,
                                           rewriter.getZeroAttr(tmpElement)),
        adaptor.getTmp());
    rewriter.create<pto::TGatherOp>(
        op.getLoc(), adaptor.getSrc(), adaptor.getDst(), /*cdst=*/Value(),
        adaptor.getIndices(), adaptor.getTmp(), /*kValue=*/Value(),
        /*maskPattern=*/nullptr, /*cmpMode=*/nullptr, /*offset=*/nullptr);
    return success();
  }
};

/// ascend.vgather_mask -> pto.tgather's mask-pattern form: the pattern of
/// its period and phase.
struct VGatherMaskLowering : VectorPattern<ascend::VGatherMaskOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VGatherMaskOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    auto pattern = tirpto::getMaskPattern<pto::MaskPattern>(
        {static_cast<int64_t>(op.getPeriod()),
         static_cast<int64_t>(op.getPhase())});
    rewriter.create<pto::TGatherOp>(
        op.getLoc(), adaptor.getSrc(), adaptor.getDst(), /*cdst=*/Value(),
        /*indices=*/Value(), /*tmp=*/Value(), /*kValue=*/Value(),
        pto::MaskPatternAttr::get(getContext(), pattern),
        /*cmpMode=*/pto::CmpModeAttr(), /*offset=*/IntegerAttr());
    return success();
  }
};

/// ascend.vsort32 -> pto.tsort32 (whole blocks of 32: no scratch tile).
/// pto-isa's TSORT32 takes a uint32_t index tile: the i32 tile is seen as
/// ui32 through a pto.bitcast (an alias).
struct VSort32Lowering : VectorPattern<ascend::VSort32Op> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VSort32Op op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto idxType = cast<pto::TileBufType>(adaptor.getIdx().getType());
    auto unsignedType = pto::TileBufType::get(
        getContext(), idxType.getLoc(),
        IntegerType::get(getContext(), 32, IntegerType::Unsigned),
        idxType.getRows(), idxType.getCols(), idxType.getValidRows(),
        idxType.getValidCols(), idxType.getBlayout(), idxType.getSlayout(),
        idxType.getFractal(), idxType.getPad(), idxType.getCompact());
    Value idx =
        rewriter.create<pto::BitcastOp>(loc, unsignedType, adaptor.getIdx());
    rewriter.create<pto::TSort32Op>(loc, adaptor.getSrc(), idx,
                                    /*tmp=*/Value(), adaptor.getDst());
    return success();
  }
};

/// ascend.vmrgsort -> pto.tmrgsort's merge form: the sources, the scratch
/// tile, dst, and the executed-count list (read by the chip only when it
/// stops at an exhausted list, which this form does not: zeros).
struct VMrgSortLowering : VectorPattern<ascend::VMrgSortOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VMrgSortOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto countsType = VectorType::get({4}, rewriter.getI16Type());
    Value executed = rewriter.create<arith::ConstantOp>(
        loc, countsType, DenseElementsAttr::get(countsType, APInt(16, 0)));
    rewriter.create<pto::TMrgSortOp>(
        loc, adaptor.getSrcs(), /*blockLen=*/Value(), adaptor.getDst(),
        adaptor.getTmp(), executed, rewriter.getBoolAttr(false));
    return success();
  }
};

/// ascend.vtranspose -> pto.ttrans with its scratch tile.
struct VTransposeLowering : VectorPattern<ascend::VTransposeOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VTransposeOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    rewriter.create<pto::TTransOp>(op.getLoc(), adaptor.getSrc(),
                                   adaptor.getTmp(), adaptor.getDst());
    return success();
  }
};

struct VCmpLowering : VectorPattern<ascend::VCmpOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VCmpOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto mode = pto::CmpModeAttr::get(
        getContext(), static_cast<pto::CmpMode>(op.getPredicate()));
    Value lhs = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getLhs());
    Value mask = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getMask());
    if (isa<pto::TileBufType>(adaptor.getRhs().getType())) {
      Value rhs = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getRhs());
      rewriter.create<pto::TCmpOp>(loc, lhs, rhs, mask, mode);
    } else
      rewriter.create<pto::TCmpSOp>(loc, lhs, adaptor.getRhs(), mask, mode);
    return success();
  }
};

struct VSelectLowering : VectorPattern<ascend::VSelectOp> {
  using VectorPattern::VectorPattern;
  LogicalResult lower(ascend::VSelectOp op, OpAdaptor adaptor,
                      ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value dst = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getDst());
    Value tmp = adaptor.getTmp();
    Value mask = ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getMask());
    Value onTrue =
        ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getOnTrue());
    Value onFalse =
        ascend_to_pto::asRowMajor(rewriter, loc, adaptor.getOnFalse());
    Value scratch = ascend_to_pto::asRowMajor(rewriter, loc, tmp);
    rewriter.create<pto::TSelOp>(loc, mask, onTrue, onFalse, scratch, dst);
    return success();
  }
};

} // namespace

void mlir::tirpto::ascend_to_pto::populateVectorPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<VBinaryLowering, VBinaryScalarLowering, VUnaryLowering,
               VCastLowering, VReduceLowering, VBroadcastBinaryLowering,
               VBroadcastLowering, VDupLowering, VCILowering, VGatherLowering,
               VGatherMaskLowering, VSort32Lowering, VMrgSortLowering,
               VTransposeLowering, VCmpLowering, VSelectLowering>(
      converter, patterns.getContext());
}
