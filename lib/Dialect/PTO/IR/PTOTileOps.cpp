//===- PTOTileOps.cpp - tile allocation and tile views --------------------===//

#include "PTOVerifyUtils.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

LogicalResult AllocTileOp::verify() {
  TileBufType type = getResult().getType();
  if (ShapedType::isDynamic(type.getValidRows()) != bool(getValidRow()))
    return emitOpError(bool(getValidRow())
                           ? "has a valid_row operand but the tile type has a "
                             "static v_row"
                           : "expects a valid_row operand for v_row=?");
  if (ShapedType::isDynamic(type.getValidCols()) != bool(getValidCol()))
    return emitOpError(bool(getValidCol())
                           ? "has a valid_col operand but the tile type has a "
                             "static v_col"
                           : "expects a valid_col operand for v_col=?");
  return success();
}

LogicalResult SetValidShapeOp::verify() {
  TileBufType type = getSource().getType();
  if (!ShapedType::isDynamic(type.getValidRows()) ||
      !ShapedType::isDynamic(type.getValidCols()))
    return emitOpError("expects a tile with a dynamic valid shape (v_row=?, "
                       "v_col=?)");
  std::optional<int64_t> rows = getConstantIndex(getValidRow());
  std::optional<int64_t> cols = getConstantIndex(getValidCol());
  if ((rows && (*rows < 0 || *rows > type.getRows())) ||
      (cols && (*cols < 0 || *cols > type.getCols())))
    return emitOpError("expects a valid shape within the ")
           << type.getRows() << "x" << type.getCols() << " tile";
  return success();
}

//===----------------------------------------------------------------------===//
// SubsetOp
//===----------------------------------------------------------------------===//

/// Valid extent of a window of `size` at `offset` into a source whose valid
/// extent is `valid` (a constant offset is taken modulo the valid extent, so
/// a window into the second half of a ping/pong buffer keeps its size).
static int64_t windowValidExtent(int64_t valid, std::optional<int64_t> offset,
                                 int64_t size) {
  if (ShapedType::isDynamic(valid) || !offset)
    return ShapedType::kDynamic;
  if (valid <= 0)
    return 0;
  int64_t inPeriod = ((*offset % valid) + valid) % valid;
  return std::min(size, valid - inPeriod);
}

LogicalResult SubsetOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location,
    ValueRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto source = dyn_cast<TileBufType>(adaptor.getSource().getType());
  ArrayAttr sizes = adaptor.getSizesAttr();
  if (!source || !sizes || sizes.size() != 2 ||
      adaptor.getOffsets().size() != 2)
    return emitOptionalError(location, "pto.subset expects a tile, two "
                                       "offsets and two sizes");
  auto rowsAttr = dyn_cast<IntegerAttr>(sizes[0]);
  auto colsAttr = dyn_cast<IntegerAttr>(sizes[1]);
  if (!rowsAttr || !colsAttr)
    return emitOptionalError(location, "pto.subset expects integer sizes");
  int64_t rows = rowsAttr.getInt(), cols = colsAttr.getInt();
  if (rows <= 0 || cols <= 0)
    return emitOptionalError(location, "pto.subset expects positive sizes");
  int64_t validRows = windowValidExtent(
      source.getValidRows(), getConstantIndex(adaptor.getOffsets()[0]), rows);
  int64_t validCols = windowValidExtent(
      source.getValidCols(), getConstantIndex(adaptor.getOffsets()[1]), cols);
  inferredReturnTypes.push_back(TileBufType::get(
      context, source.getLoc(), source.getElementType(), rows, cols, validRows,
      validCols, source.getBlayout(), source.getSlayout(), source.getFractal(),
      source.getPad(), source.getCompact()));
  return success();
}

bool SubsetOp::isCompatibleReturnTypes(TypeRange inferred, TypeRange actual) {
  if (inferred.size() != 1 || actual.size() != 1)
    return false;
  auto want = dyn_cast<TileBufType>(inferred.front());
  auto have = dyn_cast<TileBufType>(actual.front());
  if (!want || !have)
    return false;
  auto validMatches = [](int64_t inferred, int64_t declared) {
    return ShapedType::isDynamic(declared) || inferred == declared;
  };
  return validMatches(want.getValidRows(), have.getValidRows()) &&
         validMatches(want.getValidCols(), have.getValidCols()) &&
         want.withValidShape(ShapedType::kDynamic, ShapedType::kDynamic) ==
             have.withValidShape(ShapedType::kDynamic, ShapedType::kDynamic);
}

/// A window whose offsets became constants (folded after the window was
/// taken) has the valid shape inferred from them: its result type is
/// updated in place, so that the module reads back as ptoas infers it.
LogicalResult SubsetOp::canonicalize(SubsetOp op, PatternRewriter &rewriter) {
  SmallVector<Type, 1> inferred;
  if (failed(inferReturnTypes(op.getContext(), op.getLoc(), op->getOperands(),
                              op->getAttrDictionary(),
                              op->getPropertiesStorage(), op->getRegions(),
                              inferred)) ||
      inferred.front() == op.getType())
    return failure();
  rewriter.modifyOpInPlace(op,
                           [&] { op->getResult(0).setType(inferred.front()); });
  return success();
}

LogicalResult SubsetOp::verify() {
  TileBufType source = getSource().getType();
  TileBufType result = getResult().getType();
  if (result.getRows() > source.getRows() ||
      result.getCols() > source.getCols())
    return emitOpError("expects sizes within the ")
           << source.getRows() << "x" << source.getCols() << " source";
  std::optional<int64_t> rowOffset = getConstantIndex(getOffsets()[0]);
  std::optional<int64_t> colOffset = getConstantIndex(getOffsets()[1]);
  if ((rowOffset && *rowOffset < 0) || (colOffset && *colOffset < 0))
    return emitOpError("expects non-negative offsets");
  // A fractal (boxed) tile is cut along box boundaries (ptoas-format.md
  // §2.7): 16 rows x 32 bytes, or 32 bytes x 16 columns for col_major boxes,
  // 16 x 16 for the 1024-byte acc box, 16 x 2 for the 32-byte box; ptoas
  // cannot cut 16-byte boxes.
  if (source.getSlayout() == SLayout::NoneBox)
    return success();
  int64_t elementsPer32B = 32 / getElementByteSize(source.getElementType());
  int64_t boxRows = 16, boxCols = elementsPer32B;
  switch (source.getFractal()) {
  case 1024:
    boxCols = 16;
    break;
  case 32:
    boxCols = 2;
    break;
  case 512:
    if (source.getSlayout() == SLayout::ColMajor)
      std::swap(boxRows, boxCols);
    break;
  default:
    return emitOpError("does not support a boxed source with fractal=")
           << source.getFractal();
  }
  if (result.getRows() % boxRows || result.getCols() % boxCols ||
      (rowOffset && *rowOffset % boxRows) || (colOffset && *colOffset % boxCols))
    return emitOpError("expects sizes and offsets of a fractal tile to be "
                       "multiples of its ")
           << boxRows << "x" << boxCols << " box";
  // The boxes of a boxed tile are laid out along its blayout: a window keeps
  // the whole extent across it (all columns of a row_major tile, all rows of
  // a col_major one) at a constant offset 0.
  bool rowMajor = source.getBlayout() == BLayout::RowMajor;
  int64_t size = rowMajor ? result.getCols() : result.getRows();
  int64_t extent = rowMajor ? source.getCols() : source.getRows();
  std::optional<int64_t> offset = rowMajor ? colOffset : rowOffset;
  if (size != extent || !offset || *offset != 0)
    return emitOpError("expects a window of a ")
           << stringifyBLayout(source.getBlayout())
           << " boxed tile to keep all " << extent << " "
           << (rowMajor ? "columns" : "rows") << " at a constant "
           << (rowMajor ? "column" : "row") << " offset of 0";
  return success();
}

LogicalResult BitcastOp::verify() {
  TileBufType src = getSrc().getType(), result = getResult().getType();
  if (src.getLoc() != result.getLoc())
    return emitOpError("expects the result in the location of the source (")
           << stringifyAddressSpace(src.getLoc()) << "), got "
           << stringifyAddressSpace(result.getLoc());
  if (src.getElementType() == result.getElementType())
    return emitOpError("expects another element type than the source (")
           << src.getElementType()
           << "); use pto.treshape to change the shape or layout";
  if (src.getRows() != result.getRows() || src.getCols() != result.getCols())
    return emitOpError("expects the shape of the source (")
           << src.getRows() << "x" << src.getCols() << "), got "
           << result.getRows() << "x" << result.getCols()
           << "; use pto.treshape to change the shape";
  if (src.getValidRows() != result.getValidRows() ||
      src.getValidCols() != result.getValidCols())
    return emitOpError("expects the valid shape of the source");
  if (src.getBlayout() != result.getBlayout() ||
      src.getSlayout() != result.getSlayout() ||
      src.getFractal() != result.getFractal() ||
      src.getPad() != result.getPad() ||
      src.getCompact() != result.getCompact())
    return emitOpError("expects the blayout, slayout, fractal, pad and compact "
                       "of the source");
  if (result.getSizeInBytes() > src.getSizeInBytes())
    return emitOpError("expects a result no larger than the source (")
           << src.getSizeInBytes() << " bytes), got "
           << result.getSizeInBytes();
  return success();
}

LogicalResult TGetValOp::verify() {
  // The scalar unit reads vec (UB) tiles only.
  if (failed(verifyLoc(*this, getSrc(), "src", AddressSpace::Vec)))
    return failure();
  if (getDst().getType() != getSrc().getType().getElementType())
    return emitOpError("expects a result of the tile's element type (")
           << getSrc().getType().getElementType() << "), got "
           << getDst().getType();
  return success();
}

LogicalResult TSetValOp::verify() {
  if (getVal().getType() != getDst().getType().getElementType())
    return emitOpError("expects a value of the tile's element type (")
           << getDst().getType().getElementType() << "), got "
           << getVal().getType();
  return success();
}
