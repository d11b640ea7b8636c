//===- PTOElementwiseOps.cpp - element-wise vector op verifiers -----------===//
//
// Rules from ptoas-format.md §4.6: vec tiles, blayout=row_major, one element
// type and valid shape across sources and destination, element classes per
// arch (or, for the ops whose ptoas 0.27 verifier lists its own element
// types, that list; see getOwnElementSets).
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

/// "src" for a unary op's source, "src0".."srcN" for several, "dst" last.
static std::string operandName(size_t index, size_t count) {
  if (index + 1 == count)
    return "dst";
  if (count == 2)
    return "src";
  return "src" + std::to_string(index);
}

/// The rules of verifyElementwise but the element types.
static LogicalResult verifyElementwiseTiles(Operation *op,
                                            ArrayRef<Value> tiles, Value tmp) {
  size_t count = tiles.size();
  for (auto [index, tile] : llvm::enumerate(tiles))
    if (failed(verifyVecTile(op, tile, operandName(index, count))))
      return failure();
  Value dst = tiles.back();
  for (auto [index, tile] : llvm::enumerate(tiles.drop_back())) {
    std::string name = operandName(index, count);
    if (failed(verifySameElementType(op, tile, name, dst, "dst")) ||
        failed(verifySameValidShape(op, tile, name, dst, "dst")))
      return failure();
  }
  if (tmp && failed(verifyVecTile(op, tmp, "tmp", /*rowMajor=*/false)))
    return failure();
  return success();
}

LogicalResult mlir::pto::detail::verifyElementwise(Operation *op,
                                                   ArrayRef<Value> tiles,
                                                   ArchElementSets sets,
                                                   Value tmp) {
  if (failed(verifyElementwiseTiles(op, tiles, tmp)))
    return failure();
  return verifyElementSet(op, tileOf(tiles.back()).getElementType(), sets,
                          "dst");
}

LogicalResult mlir::pto::detail::verifyElementwise(Operation *op,
                                                   ArrayRef<Value> tiles,
                                                   ElementClass cls,
                                                   Value tmp) {
  if (failed(verifyElementwiseTiles(op, tiles, tmp)))
    return failure();
  return verifyElementClass(op, tileOf(tiles.back()).getElementType(), cls,
                            "dst");
}

LogicalResult mlir::pto::detail::verifyPartialElementwise(Operation *op,
                                                          Value src0,
                                                          Value src1,
                                                          Value dst) {
  for (auto [tile, name] : {std::make_pair(src0, "src0"),
                            std::make_pair(src1, "src1"),
                            std::make_pair(dst, "dst")})
    if (failed(verifyVecTile(op, tile, name)))
      return failure();
  if (failed(verifySameElementType(op, src0, "src0", dst, "dst")) ||
      failed(verifySameElementType(op, src1, "src1", dst, "dst")))
    return failure();
  TileBufType d = tileOf(dst);
  auto atMost = [](int64_t a, int64_t b) {
    return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a <= b;
  };
  auto equal = [&](TileBufType t) {
    return compatibleExtents(t.getValidRows(), d.getValidRows()) &&
           compatibleExtents(t.getValidCols(), d.getValidCols());
  };
  for (TileBufType t : {tileOf(src0), tileOf(src1)})
    if (!atMost(t.getValidRows(), d.getValidRows()) ||
        !atMost(t.getValidCols(), d.getValidCols()))
      return op->emitOpError("expects src0/src1 valid shapes no larger than "
                             "the dst valid shape");
  if (!equal(tileOf(src0)) && !equal(tileOf(src1)))
    return op->emitOpError("expects src0 or src1 to have the dst valid shape");
  return verifyElementClass(op, d.getElementType(), ElementClass::Arith, "dst");
}

// ptoas compares the SSA values: two tiles at one address pass.
LogicalResult mlir::pto::detail::verifyNotInPlace(Operation *op, bool onlyA3) {
  if (onlyA3 && getTargetArch(op) != TargetArch::A3)
    return success();
  Value dst = op->getOperands().back();
  for (Value src : op->getOperands().drop_back())
    if (src == dst && isa<TileBufType>(src.getType()))
      return onlyA3 ? op->emitOpError("cannot run in place on A2/A3: use a "
                                      "separate dst")
                    : op->emitOpError("expects src and dst to use different "
                                      "storage");
  return success();
}

//===----------------------------------------------------------------------===//
// Ops with their own rules
//===----------------------------------------------------------------------===//

LogicalResult TConcatOp::verify() {
  for (auto [tile, name] : {std::make_pair(getSrc0(), "src0"),
                            std::make_pair(getSrc1(), "src1"),
                            std::make_pair(getDst(), "dst")})
    if (failed(verifyVecTile(*this, tile, name)))
      return failure();
  if (failed(verifySameElementType(*this, getSrc0(), "src0", getDst(), "dst")) ||
      failed(verifySameElementType(*this, getSrc1(), "src1", getDst(), "dst")))
    return failure();
  TileBufType a = getSrc0().getType(), b = getSrc1().getType(),
              d = getDst().getType();
  if (!compatibleExtents(a.getValidRows(), d.getValidRows()) ||
      !compatibleExtents(b.getValidRows(), d.getValidRows()))
    return emitOpError("expects src0, src1 and dst to have the same valid rows");
  if (!ShapedType::isDynamic(a.getValidCols()) &&
      !ShapedType::isDynamic(b.getValidCols()) &&
      a.getValidCols() + b.getValidCols() > d.getCols())
    return emitOpError("expects dst to hold the columns of src0 and src1 (")
           << a.getValidCols() << " + " << b.getValidCols() << "), it has "
           << d.getCols();
  return success();
}

//===----------------------------------------------------------------------===//
// TDivSOp: ins(%tile, %s : T, S) or ins(%s, %tile : S, T)
//===----------------------------------------------------------------------===//

ParseResult TDivSOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand lhs, rhs, dst;
  Type lhsType, rhsType, dstType;
  if (parser.parseKeyword("ins") || parser.parseLParen() ||
      parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) || parser.parseColonType(lhsType) ||
      parser.parseComma() || parser.parseType(rhsType) ||
      parser.parseRParen() || parser.parseKeyword("outs") ||
      parser.parseLParen() || parser.parseOperand(dst) ||
      parser.parseColonType(dstType) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  return parser.resolveOperands({lhs, rhs, dst}, {lhsType, rhsType, dstType},
                                parser.getCurrentLocation(), result.operands);
}

void TDivSOp::print(OpAsmPrinter &p) {
  p << " ins(" << getLhs() << ", " << getRhs() << " : ";
  p.printType(getLhs().getType());
  p << ", ";
  p.printType(getRhs().getType());
  p << ") outs(" << getDst() << " : ";
  p.printType(getDst().getType());
  p << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
}

bool TDivSOp::isScalarDividend() {
  return !isa<TileBufType>(getLhs().getType());
}
Value TDivSOp::getTileSource() {
  return isScalarDividend() ? getRhs() : getLhs();
}
Value TDivSOp::getScalarSource() {
  return isScalarDividend() ? getLhs() : getRhs();
}

LogicalResult TDivSOp::verify() {
  bool lhsTile = isa<TileBufType>(getLhs().getType());
  bool rhsTile = isa<TileBufType>(getRhs().getType());
  if (lhsTile == rhsTile)
    return emitOpError("expects exactly one tile and one scalar among the "
                       "sources");
  Type scalar = getScalarSource().getType();
  if (!scalar.isSignlessInteger() && !isa<FloatType>(scalar))
    return emitOpError("expects the scalar source to be an integer or float, "
                       "got ")
           << scalar;
  return verifyElementwise(*this, {getTileSource(), getDst()},
                           getElementSets());
}

//===----------------------------------------------------------------------===//
// Fills and generators
//===----------------------------------------------------------------------===//

LogicalResult TExpandsOp::verify() {
  TileBufType dst = getDst().getType();
  if (dst.getLoc() != AddressSpace::Vec && dst.getLoc() != AddressSpace::Mat)
    return emitOpError("expects dst in loc=vec or loc=mat, got ")
           << describeTile(dst);
  if (getScalar().getType() != dst.getElementType())
    return emitOpError("expects the scalar to have dst's element type ")
           << dst.getElementType() << ", got " << getScalar().getType();
  return verifyElementSet(*this, dst.getElementType(), getElementSets(), "dst");
}

LogicalResult TCIOp::verify() {
  if (failed(verifyVecTile(*this, getDst(), "dst")))
    return failure();
  TileBufType dst = getDst().getType();
  if (dst.getRows() != 1)
    return emitOpError("expects a one-row dst (pto-isa's TCI fills one "
                       "row), got ")
           << dst.getRows() << " rows";
  if (getS().getType() != dst.getElementType())
    return emitOpError("expects the start to have dst's element type ")
           << dst.getElementType() << ", got " << getS().getType();
  return verifyElementSet(*this, dst.getElementType(), getElementSets(), "dst");
}

LogicalResult TTriOp::verify() {
  if (failed(verifyVecTile(*this, getDst(), "dst")))
    return failure();
  if (auto side = getUpperOrLower(); side && *side != 0 && *side != 1)
    return emitOpError("expects upperOrLower to be 0 (lower) or 1 (upper), "
                       "got ")
           << *side;
  return success();
}

LogicalResult TRandomOp::verify() {
  // ptoas implements TRANDOM for a5 only, with an i32 row-major dst and 7 or
  // 10 rounds.
  if (failed(verifyA5Only(*this, "trandom")) ||
      failed(verifyVecTile(*this, getDst(), "dst")))
    return failure();
  if (!getDst().getType().getElementType().isInteger(32))
    return emitOpError("expects dst to hold i32, got ")
           << getDst().getType().getElementType();
  if (auto rounds = getRounds(); rounds && *rounds != 7 && *rounds != 10)
    return emitOpError("expects rounds to be 7 or 10, got ") << *rounds;
  return success();
}
