//===- PTOConvertOps.cpp - conversion, compare, select, pad, sort ---------===//
//
// Rules from ptoas-format.md §4.8 and §4.13.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

#include "tirpto/Support/Conversions.h"
#include "tirpto/Support/SortLimits.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

static TileBufType tileOf(Value value) {
  return cast<TileBufType>(value.getType());
}

LogicalResult TCvtOp::verify() {
  // Any blayout: ptoas converts the col_major (DN) columns that row
  // reductions produce as well as ND tiles.
  if (failed(verifyVecTile(*this, getSrc(), "src", /*rowMajor=*/false)) ||
      failed(verifyVecTile(*this, getDst(), "dst", /*rowMajor=*/false)) ||
      (getTmp() &&
       failed(verifyVecTile(*this, getTmp(), "tmp", /*rowMajor=*/false))))
    return failure();
  TileBufType s = getSrc().getType(), d = getDst().getType();
  if (s.getRows() != d.getRows() || s.getCols() != d.getCols())
    return emitOpError("expects src and dst to have compatible shapes, got ")
           << s.getRows() << "x" << s.getCols() << " and " << d.getRows()
           << "x" << d.getCols();
  // The conversions of the arch (tirpto/Support/Conversions.h), where the
  // table describes both types.
  Type from = s.getElementType(), to = d.getElementType();
  bool a5 = getTargetArch(*this) == TargetArch::A5;
  if (std::string why =
          tirpto::explainIllegalConversion(from, to, a5, a5 ? "a5" : "a3");
      !why.empty())
    return emitOpError("converts ") << from << " to " << to << why;
  return verifySameValidShape(*this, getSrc(), "src", getDst(), "dst");
}

/// The i8 mask of tcmp / tcmps: vec, i8, and with `checkValidRows` the valid
/// rows of the source.
static LogicalResult verifyMask(Operation *op, Value src, Value mask,
                                bool checkValidRows = true) {
  if (failed(verifyVecTile(op, mask, "dst")))
    return failure();
  if (!tileOf(mask).getElementType().isInteger(8))
    return op->emitOpError("expects the mask dst to be i8, got ")
           << tileOf(mask).getElementType();
  if (checkValidRows && !compatibleExtents(tileOf(src).getValidRows(),
                                           tileOf(mask).getValidRows()))
    return op->emitOpError("expects the mask dst to have the valid rows of "
                           "the source");
  return success();
}

/// ptoas 0.27 dispatches tcmp by arch: A2/A3 compares i32/f16/f32 sources of
/// one valid shape into a mask with their valid rows; A5 takes i8/i16/i32/
/// f16/bf16/f32 and wants src0, src1 and the mask of one physical shape
/// (rows x cols), whatever their valid shapes.
/// a2/a3 compare i32 tiles for equality only, whatever the mode.
static LogicalResult verifyCompareMode(Operation *op, Type element,
                                       std::optional<CmpMode> mode) {
  bool a5 = getTargetArch(op) == TargetArch::A5;
  ElementSet ordered = tirpto::getOrderedCompareElements().on(a5);
  if (mode.value_or(CmpMode::EQ) == CmpMode::EQ ||
      tirpto::containsElement(ordered, element))
    return success();
  return op->emitOpError("compares ")
         << element << " tiles with '" << stringifyCmpMode(*mode)
         << "', but A2/A3 compare them for equality only (pto-isa's TCMP "
            "takes the EQ path for int32 whatever the mode); modes other "
            "than eq take "
         << tirpto::describeElementSet(ordered) << " tiles";
}

LogicalResult TCmpOp::verify() {
  if (failed(verifyVecTile(*this, getSrc0(), "src0")) ||
      failed(verifyVecTile(*this, getSrc1(), "src1")) ||
      failed(
          verifySameElementType(*this, getSrc0(), "src0", getSrc1(), "src1")) ||
      failed(verifyElementSet(*this, getSrc0().getType().getElementType(),
                              getElementSets(), "src0")) ||
      failed(verifyCompareMode(*this, getSrc0().getType().getElementType(),
                               getCmpMode())))
    return failure();
  if (getTargetArch(*this) == TargetArch::A3) {
    if (failed(verifySameValidShape(*this, getSrc0(), "src0", getSrc1(),
                                    "src1")))
      return failure();
    return verifyMask(*this, getSrc0(), getDst());
  }
  if (failed(verifyMask(*this, getSrc0(), getDst(), /*checkValidRows=*/false)))
    return failure();
  TileBufType a = getSrc0().getType(), b = getSrc1().getType(),
              d = getDst().getType();
  if (a.getRows() != b.getRows() || a.getCols() != b.getCols() ||
      a.getRows() != d.getRows() || a.getCols() != d.getCols())
    return emitOpError("expects src0, src1 and dst to have the same shape on "
                       "A5, got ")
           << a.getRows() << "x" << a.getCols() << ", " << b.getRows() << "x"
           << b.getCols() << " and " << d.getRows() << "x" << d.getCols();
  return success();
}

LogicalResult TCmpSOp::verify() {
  if (failed(verifyVecTile(*this, getSrc(), "src")) ||
      failed(verifyElementSet(*this, getSrc().getType().getElementType(),
                              getElementSets(), "src")) ||
      failed(verifyCompareMode(*this, getSrc().getType().getElementType(),
                               getCmpMode())))
    return failure();
  return verifyMask(*this, getSrc(), getDst());
}

LogicalResult mlir::pto::detail::verifySelect(Operation *op, Value mask,
                                              Value src0, Value src1, Value tmp,
                                              Value dst, ArchElementSets sets) {
  if (failed(verifyVecTile(op, mask, "mask", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, tmp, "tmp", /*rowMajor=*/false)))
    return failure();
  SmallVector<Value> tiles = {src0};
  if (src1)
    tiles.push_back(src1);
  tiles.push_back(dst);
  return verifyElementwise(op, tiles, sets);
}

LogicalResult mlir::pto::detail::verifyFillPad(Operation *op, Value src,
                                               Value dst, bool expands) {
  TileBufType s = tileOf(src), d = tileOf(dst);
  if (d.getPad() == PadValue::Null)
    return op->emitOpError("expects dst to name a pad value (pad=1 zero, 2 "
                           "max, 3 min), got pad=0");
  for (auto [t, name] : {std::make_pair(s, "src"), std::make_pair(d, "dst")})
    if (t.getLoc() != AddressSpace::Vec && t.getLoc() != AddressSpace::Mat)
      return op->emitOpError("expects ")
             << name << " in loc=vec or loc=mat, got " << describeTile(t);
  if (s.getLoc() != d.getLoc())
    return op->emitOpError("expects src and dst in the same location");
  if (failed(verifySameElementType(op, src, "src", dst, "dst")))
    return failure();
  if (expands) {
    if (d.getRows() < s.getRows() || d.getCols() < s.getCols())
      return op->emitOpError("expects dst to be at least as large as src");
  } else if (d.getRows() != s.getRows() || d.getCols() != s.getCols()) {
    return op->emitOpError("expects src and dst to have the same shape");
  }
  return success();
}

LogicalResult TQuantOp::verify() {
  if (!getSrc().getType().getElementType().isF32())
    return emitOpError("expects src to have element type f32");
  if (getOffset() && !getOffset().getType().getElementType().isF32())
    return emitOpError("expects offset to have element type f32");
  Type dst = getDst().getType().getElementType();
  if (!dst.isInteger(8))
    return emitOpError("expects an 8-bit integer dst, got ") << dst;
  if (getQuantType() == QuantType::INT8_SYM && getOffset())
    return emitOpError("INT8_SYM quantization must not have an offset operand");
  if (getQuantType() == QuantType::INT8_ASYM && !getOffset())
    return emitOpError("INT8_ASYM quantization requires an offset operand");
  if (getTargetArch(*this) == TargetArch::A3 &&
      (getSrc().getType().getBlayout() != BLayout::RowMajor ||
       getDst().getType().getBlayout() != BLayout::RowMajor))
    return emitOpError("expects A2/A3 src and dst to use row-major layout");
  return success();
}

LogicalResult TDequantOp::verify() {
  Type src = getSrc().getType().getElementType();
  if (!src.isInteger(8) && !src.isInteger(16))
    return emitOpError("expects src element type i8 or i16, got ") << src;
  for (auto [value, name] : {std::make_pair(getDst(), "dst"),
                             std::make_pair(getScale(), "scale"),
                             std::make_pair(getOffset(), "offset")})
    if (!value.getType().getElementType().isF32())
      return emitOpError("expects ") << name << " element type f32";
  return success();
}

LogicalResult mlir::pto::detail::verifyGatherScatter(Operation *op, Value src,
                                                     Value indices,
                                                     Value dst) {
  if (failed(verifyVecTile(op, src, "src", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, indices, "indices", /*rowMajor=*/false)) ||
      failed(verifyVecTile(op, dst, "dst", /*rowMajor=*/false)))
    return failure();
  return verifySameElementType(op, src, "src", dst, "dst");
}

//===----------------------------------------------------------------------===//
// TGatherOp: the index, compare and mask-pattern forms
//===----------------------------------------------------------------------===//

ParseResult TGatherOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  OpAsmParser::UnresolvedOperand src, dst, cdst;
  SmallVector<OpAsmParser::UnresolvedOperand, 2> extra;
  SmallVector<Type, 2> extraTypes;
  Type srcType, dstType, cdstType;
  bool hasMask = false, hasCdst = false;

  if (parser.parseKeyword("ins") || parser.parseLParen() ||
      parser.parseOperand(src) || parser.parseComma())
    return failure();
  if (succeeded(parser.parseOptionalLBrace())) {
    MaskPatternAttr mask;
    if (parser.parseKeyword("maskPattern") || parser.parseEqual() ||
        parser.parseCustomAttributeWithFallback(mask) || parser.parseRBrace())
      return failure();
    result.addAttribute(getMaskPatternAttrName(result.name), mask);
    hasMask = true;
    if (parser.parseColonType(srcType))
      return failure();
  } else {
    do {
      if (extra.size() == 2)
        return parser.emitError(parser.getCurrentLocation(),
                                "tgather takes at most two operands after src");
      if (parser.parseOperand(extra.emplace_back()))
        return failure();
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseColonType(srcType))
      return failure();
    for (size_t i = 0; i < extra.size(); ++i)
      if (parser.parseComma() || parser.parseType(extraTypes.emplace_back()))
        return failure();
  }
  if (parser.parseRParen() || parser.parseKeyword("outs") ||
      parser.parseLParen() || parser.parseOperand(dst))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    hasCdst = true;
    if (parser.parseOperand(cdst))
      return failure();
  }
  if (parser.parseColonType(dstType) ||
      (hasCdst && (parser.parseComma() || parser.parseType(cdstType))) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes))
    return failure();

  // Compare form: a scalar first extra operand and a count destination.
  bool compare = !extra.empty() && !isa<TileBufType>(extraTypes.front());
  if (hasMask && hasCdst)
    return parser.emitError(parser.getNameLoc(),
                            "the mask-pattern form of tgather has one "
                            "destination");
  if (compare != hasCdst)
    return parser.emitError(parser.getNameLoc(),
                            "the compare form of tgather takes a scalar "
                            "kValue and two destinations (dst, cdst)");
  if (parser.resolveOperand(src, srcType, result.operands) ||
      parser.resolveOperand(dst, dstType, result.operands) ||
      (hasCdst && parser.resolveOperand(cdst, cdstType, result.operands)))
    return failure();
  int32_t numIndices = 0, numTmp = 0, numK = 0;
  if (compare) {
    numK = 1;
    numTmp = extra.size() > 1;
    if (numTmp &&
        parser.resolveOperand(extra[1], extraTypes[1], result.operands))
      return failure();
    if (parser.resolveOperand(extra[0], extraTypes[0], result.operands))
      return failure();
  } else {
    numIndices = !extra.empty();
    numTmp = extra.size() > 1;
    if (parser.resolveOperands(extra, extraTypes, parser.getCurrentLocation(),
                               result.operands))
      return failure();
  }
  result.addAttribute(
      getOperandSegmentSizesAttrName(result.name),
      builder.getDenseI32ArrayAttr({1, 1, hasCdst ? 1 : 0, numIndices, numTmp,
                                    numK}));
  return success();
}

void TGatherOp::print(OpAsmPrinter &p) {
  p << " ins(" << getSrc() << ", ";
  SmallVector<Value> extra;
  if (getMaskPatternAttr()) {
    // The full #pto.mask_pattern<...> spelling: ptoas does not parse the
    // stripped <...> form here.
    p << "{maskPattern = ";
    p.printAttribute(getMaskPatternAttr());
    p << "} : ";
    p.printType(getSrc().getType());
  } else {
    if (getCdst())
      extra.push_back(getKValue());
    else
      extra.push_back(getIndices());
    if (getTmp())
      extra.push_back(getTmp());
    llvm::interleaveComma(extra, p, [&](Value v) { p << v; });
    p << " : ";
    p.printType(getSrc().getType());
    for (Value v : extra) {
      p << ", ";
      p.printType(v.getType());
    }
  }
  p << ") outs(" << getDst();
  if (getCdst())
    p << ", " << getCdst();
  p << " : ";
  p.printType(getDst().getType());
  if (getCdst()) {
    p << ", ";
    p.printType(getCdst().getType());
  }
  p << ")";
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getOperandSegmentSizesAttrName(),
                           getMaskPatternAttrName()});
}

LogicalResult TGatherOp::verify() {
  if (failed(verifyAllVec(*this)))
    return failure();
  bool maskForm = bool(getMaskPatternAttr());
  bool compareForm = getCdst() || getKValue();
  if (maskForm) {
    if (compareForm || getIndices() || getTmp())
      return emitOpError("the mask-pattern form takes no other operands");
    // pto-isa's mask-pattern TGATHER: row-major tiles of one element size
    // (2 or 4 bytes on a2/a3), the kept elements written one after the
    // other into dst, whose valid columns are its columns.
    if (failed(verifyVecTile(*this, getSrc(), "src")) ||
        failed(verifyVecTile(*this, getDst(), "dst")))
      return failure();
    TileBufType src = getSrc().getType(), dst = getDst().getType();
    int64_t bytes = getElementByteSize(src.getElementType());
    if (bytes != getElementByteSize(dst.getElementType()))
      return emitOpError("the mask-pattern form expects src and dst elements "
                         "of one size, got ")
             << src.getElementType() << " and " << dst.getElementType();
    bool a5 = getTargetArch(*this) == TargetArch::A5;
    unsigned bits = src.getElementType().isIntOrFloat()
                        ? src.getElementType().getIntOrFloatBitWidth()
                        : 0;
    if ((bits != 16 && bits != 32 && !(a5 && bits == 8)) ||
        bits != static_cast<unsigned>(8 * bytes))
      return emitOpError("the mask-pattern form takes ")
             << (a5 ? "1-, 2- or 4-byte" : "2- or 4-byte") << " elements on "
             << getArchDisplayName(getTargetArch(*this)) << ", got "
             << src.getElementType();
    if (!ShapedType::isDynamic(dst.getValidCols()) &&
        dst.getValidCols() != dst.getCols())
      return emitOpError("the mask-pattern form writes dst as one contiguous "
                         "buffer: expects its valid columns to be its ")
             << dst.getCols() << " columns, got " << dst.getValidCols();
    return success();
  }
  if (compareForm && (!getCdst() || !getKValue() || getIndices()))
    return emitOpError("expects the compare form to take a kValue and a cdst, "
                       "and no index tile");
  if (!compareForm && !getIndices())
    return emitOpError("expects an index tile, a compare kValue or a mask "
                       "pattern");
  // ptoas requires the scratch tile in both forms.
  if (!getTmp())
    return emitOpError("expects a scratch tile (tmp) in the ")
           << (compareForm ? "compare" : "index") << " form";
  TargetArch arch = getTargetArch(*this);
  Type src = getSrc().getType().getElementType();
  if (!compareForm) {
    if (failed(
            verifySameElementType(*this, getSrc(), "src", getDst(), "dst")) ||
        failed(verifyElementSet(*this, src, getElementSets(), "src")))
      return failure();
    Type indices = getIndices().getType().getElementType();
    bool a5 = arch == TargetArch::A5;
    if (!indices.isInteger(32) && !(a5 && indices.isInteger(16)))
      return emitOpError("expects indices of element type ")
             << (a5 ? "i32 or i16" : "i32") << " on "
             << getArchDisplayName(arch) << ", got " << indices;
    return success();
  }
  Type dst = getDst().getType().getElementType();
  Type cdst = getCdst().getType().getElementType();
  if (!dst.isInteger(32) || cdst != dst)
    return emitOpError("expects the compare-form dst and cdst to hold i32, "
                       "got ")
           << dst << " and " << cdst;
  if (getKValue().getType() != src)
    return emitOpError("expects kValue of the src element type (")
           << src << "), got " << getKValue().getType();
  // An absent cmpMode means eq.
  CmpMode mode = getCmpMode().value_or(CmpMode::EQ);
  if (mode != CmpMode::EQ && mode != CmpMode::GT)
    return emitOpError("expects the compare-form cmpMode to be eq or gt");
  if (arch == TargetArch::A3 && !src.isF16() && !src.isF32() &&
      !(mode == CmpMode::EQ && src.isInteger(32)))
    return emitOpError("expects A2/A3 compare-form tgather src element type "
                       "to be f16/f32, or i32 when cmpMode=eq");
  return success();
}

//===----------------------------------------------------------------------===//
// TMrgSortOp
//===----------------------------------------------------------------------===//

// ins(%src, %blockLen : T, i32) outs(%dst : T)
// ins(%s0, ..., %tmp {exhausted = b} : T, ..., T) outs(%dst, %ex : T, E)
ParseResult TMrgSortOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  SmallVector<OpAsmParser::UnresolvedOperand, 5> ins;
  SmallVector<Type, 5> insTypes;
  if (parser.parseKeyword("ins") || parser.parseLParen() ||
      parser.parseOperandList(ins) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonTypeList(insTypes) || parser.parseRParen())
    return failure();
  if (ins.size() != insTypes.size() || ins.size() < 2)
    return parser.emitError(parser.getCurrentLocation(),
                            "tmrgsort expects as many types as operands, and "
                            "at least two operands");
  SmallVector<OpAsmParser::UnresolvedOperand, 2> outs;
  SmallVector<Type, 2> outsTypes;
  if (parser.parseKeyword("outs") || parser.parseLParen() ||
      parser.parseOperandList(outs) || parser.parseColonTypeList(outsTypes) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes))
    return failure();
  bool blockForm = !isa<TileBufType>(insTypes.back());
  if (outs.size() != outsTypes.size() || outs.size() != (blockForm ? 1u : 2u))
    return parser.emitError(parser.getNameLoc(),
                            blockForm ? "the block form of tmrgsort has one "
                                        "destination"
                                      : "the merge form of tmrgsort has a "
                                        "destination and an executed-count "
                                        "operand");
  int32_t numSrcs = blockForm ? ins.size() - 1 : ins.size() - 1;
  auto resolve = [&](OpAsmParser::UnresolvedOperand &op, Type type) {
    return parser.resolveOperand(op, type, result.operands);
  };
  for (int32_t i = 0; i < numSrcs; ++i)
    if (resolve(ins[i], insTypes[i]))
      return failure();
  if (blockForm && resolve(ins.back(), insTypes.back()))
    return failure();
  if (resolve(outs[0], outsTypes[0]))
    return failure();
  if (!blockForm &&
      (resolve(ins.back(), insTypes.back()) || resolve(outs[1], outsTypes[1])))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      builder.getDenseI32ArrayAttr(
                          {numSrcs, blockForm ? 1 : 0, 1, blockForm ? 0 : 1,
                           blockForm ? 0 : 1}));
  return success();
}

void TMrgSortOp::print(OpAsmPrinter &p) {
  SmallVector<Value> ins(getSrcs());
  if (getBlockLen())
    ins.push_back(getBlockLen());
  if (getTmp())
    ins.push_back(getTmp());
  p << " ins(";
  llvm::interleaveComma(ins, p, [&](Value v) { p << v; });
  if (auto exhausted = getExhaustedAttr())
    p << " {exhausted = " << (exhausted.getValue() ? "true" : "false") << "}";
  p << " : ";
  llvm::interleaveComma(ins, p, [&](Value v) { p.printType(v.getType()); });
  p << ") outs(" << getDst();
  if (getExcuted())
    p << ", " << getExcuted();
  p << " : ";
  p.printType(getDst().getType());
  if (getExcuted()) {
    p << ", ";
    p.printType(getExcuted().getType());
  }
  p << ")";
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getOperandSegmentSizesAttrName(),
                           getExhaustedAttrName()});
}

LogicalResult TTransOp::verify() {
  if (failed(verifyAllVec(*this)) ||
      failed(verifySameElementType(*this, getSrc(), "src", getDst(), "dst")) ||
      failed(verifySameElementType(*this, getTmp(), "tmp", getDst(), "dst")) ||
      failed(verifyElementSet(*this, getSrc().getType().getElementType(),
                              getElementSets(), "src")))
    return failure();
  if (getSrc().getType().getBlayout() != BLayout::RowMajor)
    return emitOpError("expects a row_major src, got ")
           << describeTile(getSrc().getType());
  return success();
}

LogicalResult TMrgSortOp::verify() {
  if (failed(verifyAllVec(*this)))
    return failure();
  bool blockForm = bool(getBlockLen());
  size_t numSrcs = getSrcs().size();
  if (blockForm && (numSrcs != 1 || getTmp() || getExcuted()))
    return emitOpError("the block form takes one source, a block length and "
                       "one destination");
  if (!blockForm && (numSrcs < 2 || numSrcs > 4 || !getTmp() || !getExcuted()))
    return emitOpError("the merge form takes 2 to 4 sources, a scratch tile, "
                       "a destination and an executed-count operand");
  Type element = getDst().getType().getElementType();
  SmallVector<Value> tiles(getSrcs());
  if (getTmp())
    tiles.push_back(getTmp());
  for (Value tile : tiles)
    if (failed(
            verifySameElementType(*this, tile, "every tile", getDst(), "dst")))
      return failure();
  if (failed(verifyElementSet(*this, element, getElementSets(), "dst")))
    return failure();
  if (blockForm)
    return success();
  auto executed = dyn_cast<VectorType>(getExcuted().getType());
  if (!executed || executed.getShape() != ArrayRef<int64_t>{4} ||
      !executed.getElementType().isInteger(16))
    return emitOpError("expects the executed-count operand to be "
                       "vector<4xi16>, got ")
           << getExcuted().getType();
  TileBufType dst = getDst().getType(), tmp = getTmp().getType();
  if (dst.getRows() != tmp.getRows() || dst.getCols() != tmp.getCols())
    return emitOpError("expects tmp of dst's shape (")
           << dst.getRows() << "x" << dst.getCols() << "), got "
           << tmp.getRows() << "x" << tmp.getCols();
  return success();
}

LogicalResult TSort32Op::verify() {
  for (auto [value, name] : {std::pair<Value, StringRef>(getSrc(), "src"),
                             {getIdx(), "idx"},
                             {getDst(), "dst"}})
    if (failed(verifyVecTile(*this, value, name)))
      return failure();
  if (getTmp() && failed(verifyVecTile(*this, getTmp(), "tmp")))
    return failure();
  Type element = getDst().getType().getElementType();
  if (failed(verifySameElementType(*this, getSrc(), "src", getDst(), "dst")) ||
      failed(verifyElementSet(*this, element, getElementSets(), "dst")))
    return failure();
  // pto-isa's TSORT32 takes uint32_t indices (a static_assert).
  Type index = getIdx().getType().getElementType();
  if (!index.isUnsignedInteger(32))
    return emitOpError("expects idx of ui32 (pto-isa's uint32_t), got ")
           << index;
  if (failed(verifySameValidShape(*this, getSrc(), "src", getIdx(), "idx")))
    return failure();
  // Each element becomes an 8-byte (value, index) pair in dst; ptoas does
  // not check dst's length (it accepts a dst of half the pairs), so neither
  // does this verifier: pto-run reports the writes past it.
  int64_t cols = getSrc().getType().getValidCols();
  // The chip sorts as many rows as dst has valid (pto-isa's TSORT32), so
  // they are src's.
  int64_t rows = getSrc().getType().getValidRows(),
          dstRows = getDst().getType().getValidRows();
  if (!compatibleExtents(rows, dstRows))
    return emitOpError("sorts as many rows as dst has valid: expects src's ")
           << rows << " valid rows, got " << dstRows;
  if (!getTmp() && !ShapedType::isDynamic(cols) && cols % tirpto::kSortBlock)
    return emitOpError("without tmp sorts whole ")
           << tirpto::kSortBlock
           << "-element blocks: expects src's valid columns to be a multiple "
              "of "
           << tirpto::kSortBlock << ", got " << cols;
  return success();
}
