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
  int64_t rows = cast<IntegerAttr>(sizes[0]).getInt();
  int64_t cols = cast<IntegerAttr>(sizes[1]).getInt();
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

LogicalResult SubsetOp::verify() {
  TileBufType source = getSource().getType();
  TileBufType result = getResult().getType();
  if (result.getRows() > source.getRows() ||
      result.getCols() > source.getCols())
    return emitOpError("expects sizes within the ")
           << source.getRows() << "x" << source.getCols() << " source";
  // A fractal (boxed) tile is cut along box boundaries (ptoas-format.md
  // §2.7): 16 rows x 32 bytes, or 32 bytes x 16 columns for col_major boxes,
  // 16 x 16 for the 1024-byte acc box.
  if (source.getSlayout() == SLayout::NoneBox)
    return success();
  int64_t elementsPer32B = 32 / getElementByteSize(source.getElementType());
  int64_t boxRows = 16, boxCols = elementsPer32B;
  if (source.getFractal() == 1024)
    boxCols = 16;
  else if (source.getSlayout() == SLayout::ColMajor)
    std::swap(boxRows, boxCols);
  std::optional<int64_t> rowOffset = getConstantIndex(getOffsets()[0]);
  std::optional<int64_t> colOffset = getConstantIndex(getOffsets()[1]);
  if (result.getRows() % boxRows || result.getCols() % boxCols ||
      (rowOffset && *rowOffset % boxRows) || (colOffset && *colOffset % boxCols))
    return emitOpError("expects sizes and offsets of a fractal tile to be "
                       "multiples of its ")
           << boxRows << "x" << boxCols << " box";
  return success();
}

LogicalResult BitcastOp::verify() {
  return verifyAlias(*this, getSrc().getType(), getResult().getType(),
                     /*sameElement=*/false);
}

LogicalResult TGetValOp::verify() {
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
