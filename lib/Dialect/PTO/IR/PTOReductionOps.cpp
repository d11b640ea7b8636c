//===- PTOReductionOps.cpp - reductions and broadcasts --------------------===//
//
// Rules from ptoas-format.md §4.7.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

static TileBufType tileOf(Value value) {
  return cast<TileBufType>(value.getType());
}

static bool isKnown(int64_t extent) { return !ShapedType::isDynamic(extent); }

/// vec, row_major, none_box: the plain "ND" vec tile.
static LogicalResult verifyNDVecTile(Operation *op, Value value,
                                     StringRef name) {
  if (failed(verifyVecTile(op, value, name)))
    return failure();
  if (tileOf(value).getSlayout() != SLayout::NoneBox)
    return op->emitOpError("expects ")
           << name << " to use the none_box slayout";
  return success();
}

static LogicalResult verifyResultElement(Operation *op, Value src, Value dst,
                                         bool isArg, ArchElementSets sets) {
  if (failed(verifyElementSet(op, tileOf(src).getElementType(), sets, "src")))
    return failure();
  if (!isArg)
    return verifySameElementType(op, src, "src", dst, "dst");
  // ptoas 0.27 takes i32 / ui32 indices only.
  auto index = dyn_cast<IntegerType>(tileOf(dst).getElementType());
  if (!index || index.getWidth() != 32 || index.isSigned())
    return op->emitOpError("expects dst to hold indices (i32 or ui32), got ")
           << tileOf(dst).getElementType();
  return success();
}

LogicalResult mlir::pto::detail::verifyRowReduction(Operation *op, Value src,
                                                    Value tmp, Value dst,
                                                    bool isArg,
                                                    ArchElementSets sets) {
  if (failed(verifyNDVecTile(op, src, "src")) ||
      failed(verifyVecTile(op, tmp, "tmp", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, dst, "dst", /*rowMajor=*/false)))
    return failure();
  TileBufType s = tileOf(src), d = tileOf(dst);
  if (d.getSlayout() != SLayout::NoneBox)
    return op->emitOpError("expects dst to use the none_box slayout");
  if (d.getBlayout() == BLayout::ColMajor && d.getCols() != 1)
    return op->emitOpError("expects a col_major (DN) dst to be a column "
                           "(cols=1), got cols=")
           << d.getCols();
  if (isKnown(d.getValidCols()) && d.getValidCols() != 1)
    return op->emitOpError("expects dst to have one valid column, got ")
           << d.getValidCols();
  if ((isKnown(s.getValidRows()) && s.getValidRows() == 0) ||
      (isKnown(s.getValidCols()) && s.getValidCols() == 0))
    return op->emitOpError("expects a non-empty src valid region");
  if (!compatibleExtents(s.getValidRows(), d.getValidRows()))
    return op->emitOpError("expects src and dst to have the same valid rows, "
                           "got ")
           << s.getValidRows() << " and " << d.getValidRows();
  return verifyResultElement(op, src, dst, isArg, sets);
}

LogicalResult mlir::pto::detail::verifyColReduction(Operation *op, Value src,
                                                    Value tmp, Value dst,
                                                    bool isArg,
                                                    ArchElementSets sets) {
  if (failed(verifyNDVecTile(op, src, "src")) ||
      failed(verifyNDVecTile(op, dst, "dst")) ||
      (tmp && failed(verifyVecTile(op, tmp, "tmp", /*rowMajor=*/false))))
    return failure();
  TileBufType s = tileOf(src), d = tileOf(dst);
  if (isKnown(d.getValidRows()) && d.getValidRows() != 1)
    return op->emitOpError("expects dst to have one valid row, got ")
           << d.getValidRows();
  if (!compatibleExtents(s.getValidCols(), d.getValidCols()))
    return op->emitOpError("expects src and dst to have the same valid "
                           "columns, got ")
           << s.getValidCols() << " and " << d.getValidCols();
  return verifyResultElement(op, src, dst, isArg, sets);
}

LogicalResult mlir::pto::detail::verifyExpand(Operation *op, Value src,
                                              Value dst, bool rows) {
  if (failed(verifyVecTile(op, src, "src", /*rowMajor=*/!rows)) ||
      failed(verifyVecTile(op, dst, "dst")) ||
      failed(verifySameElementType(op, src, "src", dst, "dst")))
    return failure();
  TileBufType s = tileOf(src), d = tileOf(dst);
  if (rows ? !compatibleExtents(s.getValidRows(), d.getValidRows())
           : !compatibleExtents(s.getValidCols(), d.getValidCols()))
    return op->emitOpError("expects src and dst to have the same valid ")
           << (rows ? "rows" : "columns");
  return success();
}

/// Whether `t` has the valid shape of `d` (where both are static).
static bool hasShapeOf(TileBufType t, TileBufType d) {
  return compatibleExtents(t.getValidRows(), d.getValidRows()) &&
         compatibleExtents(t.getValidCols(), d.getValidCols());
}

LogicalResult mlir::pto::detail::verifyBroadcastBinary(
    Operation *op, Value src0, Value src1, Value tmp, Value dst, bool rows,
    bool a5RejectsTmp, ArchElementSets sets) {
  if (failed(verifyVecTile(op, src0, "src0", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, src1, "src1", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, dst, "dst")) ||
      failed(verifySameElementType(op, src0, "src0", dst, "dst")) ||
      failed(verifySameElementType(op, src1, "src1", dst, "dst")) ||
      failed(verifyElementSet(op, tileOf(dst).getElementType(), sets, "dst")))
    return failure();
  if (tmp) {
    if (a5RejectsTmp && getTargetArch(op) == TargetArch::A5)
      return op->emitOpError("expects A5 form to omit tmp");
    if (failed(verifyVecTile(op, tmp, "tmp", /*rowMajor=*/false)))
      return failure();
  }
  TileBufType d = tileOf(dst);
  // trowexpand* take the full tile and the column in either order;
  // tcolexpand* take the full tile as src0 (ptoas: "expects src0/dst to have
  // same shape").
  bool firstFull = hasShapeOf(tileOf(src0), d) &&
                   (!rows || tileOf(src0).getBlayout() == BLayout::RowMajor);
  Value full = firstFull ? src0 : src1;
  Value vec = firstFull ? src1 : src0;
  StringRef fullName = firstFull ? "src0" : "src1";
  StringRef vecName = firstFull ? "src1" : "src0";
  if (!rows && !firstFull)
    return op->emitOpError("expects src0 to have the valid shape of dst (the "
                           "per-column operand is src1)");
  if (!hasShapeOf(tileOf(full), d))
    return op->emitOpError("expects src0 or src1 to have the valid shape of "
                           "dst");
  if (tileOf(full).getBlayout() != BLayout::RowMajor)
    return op->emitOpError("expects the full operand ")
           << fullName << " to use the row_major blayout";
  TileBufType v = tileOf(vec);
  if (rows) {
    if (!compatibleExtents(v.getValidRows(), d.getValidRows()))
      return op->emitOpError("expects the per-row operand ")
             << vecName << " to have the valid rows of dst";
    if (!isKnown(v.getValidCols()))
      return success();
    if (v.getBlayout() != BLayout::RowMajor) {
      if (v.getValidCols() != 1)
        return op->emitOpError("expects the column operand ")
               << vecName << " (col_major) to have one valid column, got "
               << v.getValidCols();
      return success();
    }
    // A row_major per-row operand holds each row's value in a 32-byte block
    // (ptoas-format.md §2.7, §4.7).
    int64_t blockElements = 32 / getElementByteSize(v.getElementType());
    if (v.getValidCols() != blockElements)
      return op->emitOpError("expects the row_major per-row operand ")
             << vecName << " to have " << blockElements
             << " (32 bytes / element size) valid columns, got "
             << v.getValidCols();
    return success();
  }
  if (v.getBlayout() != BLayout::RowMajor)
    return op->emitOpError("expects the per-column operand ")
           << vecName << " to use the row_major blayout";
  if (isKnown(v.getValidRows()) && v.getValidRows() != 1)
    return op->emitOpError("expects the per-column operand ")
           << vecName << " to have one valid row, got " << v.getValidRows();
  if (!compatibleExtents(v.getValidCols(), d.getValidCols()))
    return op->emitOpError("expects the per-column operand ")
           << vecName << " to have the valid columns of dst";
  return success();
}

//===----------------------------------------------------------------------===//
// TColSumOp: ins(%src : T) or ins(%src, %tmp {attrs} : T, T)
//===----------------------------------------------------------------------===//

ParseResult TColSumOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand src, tmp, dst;
  Type srcType, tmpType, dstType;
  bool hasTmp = false;
  if (parser.parseKeyword("ins") || parser.parseLParen() ||
      parser.parseOperand(src))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    hasTmp = true;
    if (parser.parseOperand(tmp) ||
        parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColonType(srcType) || parser.parseComma() ||
        parser.parseType(tmpType))
      return failure();
  } else if (parser.parseColonType(srcType)) {
    return failure();
  }
  if (parser.parseRParen() || parser.parseKeyword("outs") ||
      parser.parseLParen() || parser.parseOperand(dst) ||
      parser.parseColonType(dstType) || parser.parseRParen())
    return failure();
  if (!hasTmp && parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (parser.resolveOperand(src, srcType, result.operands) ||
      (hasTmp && parser.resolveOperand(tmp, tmpType, result.operands)) ||
      parser.resolveOperand(dst, dstType, result.operands))
    return failure();
  return success();
}

void TColSumOp::print(OpAsmPrinter &p) {
  p << " ins(" << getSrc();
  if (getTmp()) {
    p << ", " << getTmp();
    p.printOptionalAttrDict((*this)->getAttrs());
    p << " : ";
    p.printType(getSrc().getType());
    p << ", ";
    p.printType(getTmp().getType());
  } else {
    p << " : ";
    p.printType(getSrc().getType());
  }
  p << ") outs(" << getDst() << " : ";
  p.printType(getDst().getType());
  p << ")";
  if (!getTmp())
    p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult TColSumOp::verify() {
  if (getIsBinary().value_or(false) && !getTmp())
    return emitOpError("'isBinary' needs a scratch tile (ins(%src, %tmp ...))");
  return verifyColReduction(*this, getSrc(), getTmp(), getDst(),
                            /*isArg=*/false, getElementSets());
}
