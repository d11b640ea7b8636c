//===- PTOMoveOps.cpp - tmov / textract / tinsert verifiers and pipes -----===//
//
// Location pairs per arch from ptoas-format.md §4.4; pipes from §4.14.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

using AS = AddressSpace;

/// The pipe of a move between two locations (ptoas-format.md §4.14).
static Pipe getMovePipe(AS src, AS dst) {
  if (src == AS::Mat &&
      (dst == AS::Left || dst == AS::Right || dst == AS::Bias ||
       dst == AS::Scaling))
    return Pipe::PIPE_MTE1;
  if (src == AS::Vec && dst == AS::Vec)
    return Pipe::PIPE_V;
  return Pipe::PIPE_FIX; // acc -> mat/vec, vec -> mat
}

/// A constant window position must keep a `rows x cols` window (a dynamic
/// extent is not checked) inside the big tile. `at + size <= extent` is
/// checked as `at <= extent - size` so that a huge constant index cannot wrap
/// around.
static LogicalResult verifyWindow(Operation *op, Value row, Value col,
                                  int64_t rows, int64_t cols, TileBufType big,
                                  StringRef bigName) {
  std::optional<int64_t> r = getConstantIndex(row);
  std::optional<int64_t> c = getConstantIndex(col);
  auto outside = [](std::optional<int64_t> at, int64_t size, int64_t extent) {
    if (!at)
      return false;
    return *at < 0 || (!ShapedType::isDynamic(size) && *at > extent - size);
  };
  auto dim = [](int64_t d) {
    return ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d);
  };
  if (outside(r, rows, big.getRows()) || outside(c, cols, big.getCols()))
    return op->emitOpError("window at (")
           << (r ? std::to_string(*r) : "?") << ", "
           << (c ? std::to_string(*c) : "?") << ") of size " << dim(rows)
           << "x" << dim(cols) << " does not fit in the " << big.getRows()
           << "x" << big.getCols() << " " << bigName;
  return success();
}

/// NZ: the fractal layout of mat and acc tiles (col_major boxes of row_major
/// elements). ND: plain row-major.
static bool isNZ(TileBufType t) {
  return t.getBlayout() == BLayout::ColMajor &&
         t.getSlayout() == SLayout::RowMajor;
}
static bool isND(TileBufType t) {
  return t.getBlayout() == BLayout::RowMajor &&
         t.getSlayout() == SLayout::NoneBox;
}

/// "blayout=..., slayout=..." of a tile, for messages.
static std::string describeLayout(TileBufType t) {
  return ("blayout=" + stringifyBLayout(t.getBlayout()) +
          ", slayout=" + stringifySLayout(t.getSlayout()))
      .str();
}

/// "RxC" of the valid shape, `?` for a dynamic dim.
static std::string formatValidShape(TileBufType type) {
  auto dim = [](int64_t d) {
    return ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d);
  };
  return dim(type.getValidRows()) + "x" + dim(type.getValidCols());
}

//===----------------------------------------------------------------------===//
// TMovOp
//===----------------------------------------------------------------------===//

/// The optional `, %fp : !pto.tile_buf<...>` and `, %q : i64` operands of
/// tmov, told apart by their type (both start with a comma), and the `)`
/// closing `ins(...)` (printed here so no space precedes it).
ParseResult
mlir::pto::parseMovExtras(OpAsmParser &parser,
               std::optional<OpAsmParser::UnresolvedOperand> &fp,
               Type &fpType,
               std::optional<OpAsmParser::UnresolvedOperand> &preQuant,
               Type &preQuantType) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc at = parser.getCurrentLocation();
    OpAsmParser::UnresolvedOperand operand;
    Type type;
    if (parser.parseOperand(operand) || parser.parseColonType(type))
      return failure();
    if (isa<TileBufType>(type) && !fp && !preQuant) {
      fp = operand;
      fpType = type;
    } else if (type.isInteger(64) && !preQuant) {
      preQuant = operand;
      preQuantType = type;
    } else {
      return parser.emitError(at, "expected a scaling tile (!pto.tile_buf) "
                                  "followed by an i64 pre-quantisation "
                                  "scalar, each at most once");
    }
  }
  return parser.parseRParen();
}

void mlir::pto::printMovExtras(OpAsmPrinter &p, Operation *, Value fp, Type fpType,
                           Value preQuant, Type preQuantType) {
  if (fp) {
    p << ", " << fp << " : ";
    p.printType(fpType);
  }
  if (preQuant)
    p << ", " << preQuant << " : " << preQuantType;
  p << ")";
}

LogicalResult TMovOp::verify() {
  TileBufType src = getSrc().getType(), dst = getDst().getType();
  AS s = src.getLoc(), d = dst.getLoc();
  TargetArch arch = getTargetArch(*this);
  bool a5 = arch == TargetArch::A5;
  bool common = (s == AS::Mat && (d == AS::Left || d == AS::Right ||
                                  d == AS::Bias || d == AS::Scaling)) ||
                (s == AS::Vec && d == AS::Vec) ||
                (s == AS::Acc && d == AS::Mat);
  bool a5Only = (s == AS::Acc && d == AS::Vec) || (s == AS::Vec && d == AS::Mat);
  if (!common && !(a5 && a5Only)) {
    InFlightDiagnostic diag =
        emitOpError("does not support ")
        << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d)
        << " on " << getArchDisplayName(arch);
    if (a5Only)
      diag << " (A5 only; A2/A3 has no "
           << (s == AS::Acc ? "L0C -> UB" : "UB -> L1")
           << " path: stage through global memory)";
    return diag;
  }
  // Shapes (ptoas-format.md §4.4): a move out of mat keeps the shape on
  // both arches, and on A2/A3 every move does; a vec -> vec copy keeps the
  // valid shape. From acc on a5 the shapes may differ (accToVecMode splits
  // the tile between the two vector cores).
  bool sameShape =
      src.getRows() == dst.getRows() && src.getCols() == dst.getCols();
  if ((s == AS::Mat || !a5) && !sameShape)
    return emitOpError("expects ")
           << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d)
           << " to keep the shape" << (s == AS::Mat ? "" : " on A2/A3")
           << ", got " << src.getRows() << "x" << src.getCols() << " -> "
           << dst.getRows() << "x" << dst.getCols();
  if (s == AS::Vec && d == AS::Vec &&
      (!compatibleExtents(src.getValidRows(), dst.getValidRows()) ||
       !compatibleExtents(src.getValidCols(), dst.getValidCols())))
    return emitOpError("expects vec -> vec to keep the valid shape, got ")
           << formatValidShape(src) << " -> " << formatValidShape(dst);
  if (!a5 && s == AS::Acc && d == AS::Mat && dst.getFractal() != 512)
    return emitOpError("expects the mat destination of an A2/A3 acc -> mat "
                       "move to have fractal=512, got ")
           << dst.getFractal();
  bool fromAcc = s == AS::Acc;
  if (!fromAcc && src.getElementType() != dst.getElementType())
    return emitOpError("expects the same element type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  // An explicit reluPreMode = no_relu is the default and allowed anywhere.
  bool relu = getReluPreMode() == ReluPreMode::NormalRelu;
  if (!fromAcc && (getAccToVecMode() || relu || getFp() ||
                   getPreQuantScalar()))
    return emitOpError("'accToVecMode', 'reluPreMode', the scaling tile and "
                       "the pre-quantisation scalar apply to moves from "
                       "loc=acc only");
  if (getAccToVecMode() && d != AS::Vec)
    return emitOpError("'accToVecMode' applies to acc -> vec moves only");
  if (getFp() && getPreQuantScalar())
    return emitOpError("takes either the scaling tile or the "
                       "pre-quantisation scalar, not both");
  if (getFp() && failed(verifyLoc(*this, getFp(), "fp", AS::Scaling)))
    return failure();
  std::optional<AccToVecMode> mode = getAccToVecMode();
  if ((getFp() || getPreQuantScalar()) && mode &&
      (*mode == AccToVecMode::DualModeSplitM ||
       *mode == AccToVecMode::DualModeSplitN))
    return emitOpError("expects single_mode_vec0 or single_mode_vec1 as "
                       "'accToVecMode' of a quantising move, got ")
           << stringifyAccToVecMode(*mode);
  Type se = src.getElementType();
  if (getFp() && !se.isF32() && !se.isInteger(32))
    return emitOpError("expects an f32 or i32 source for the scaling-tile "
                       "form, got ")
           << se;
  if ((getFp() || relu) && !isNZ(src))
    return emitOpError("expects the acc source of a move with the scaling "
                       "tile or reluPreMode to be blayout=col_major, "
                       "slayout=row_major, got ")
           << describeLayout(src);
  return success();
}

Pipe TMovOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
}

LogicalResult TMovFPOp::verify() {
  TileBufType src = getSrc().getType(), dst = getDst().getType();
  if (failed(verifyAccAndScaling(*this, getSrc(), getFp())))
    return failure();
  Type se = src.getElementType();
  if (!se.isF32() && !se.isInteger(32))
    return emitOpError("expects an f32 or i32 source, got ") << se;
  if (!isNZ(src))
    return emitOpError("expects the acc source to be blayout=col_major, "
                       "slayout=row_major, got ")
           << describeLayout(src);
  if (getTargetArch(*this) == TargetArch::A3) {
    if (failed(verifyLoc(*this, getDst(), "dst", AS::Mat)))
      return failure();
    if (!isNZ(dst) || dst.getFractal() != 512)
      return emitOpError("expects the mat destination of an A2/A3 tmov.fp to "
                         "be blayout=col_major, slayout=row_major, "
                         "fractal=512");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// TExtractOp
//===----------------------------------------------------------------------===//

LogicalResult TExtractOp::verify() {
  TileBufType src = getSrc().getType(), dst = getDst().getType();
  AS s = src.getLoc(), d = dst.getLoc();
  TargetArch arch = getTargetArch(*this);
  bool a5 = arch == TargetArch::A5;
  bool ok = (s == AS::Mat && (d == AS::Left || d == AS::Right)) ||
            (a5 && s == AS::Mat && d == AS::Scaling) ||
            (a5 && s == AS::Vec && (d == AS::Mat || d == AS::Vec));
  if (!ok)
    return emitOpError("does not support ")
           << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d)
           << " on " << getArchDisplayName(arch)
           << "; expected mat -> left/right"
           << (a5 ? ", mat -> scaling, vec -> mat or vec -> vec" : "");
  if (a5 && s == AS::Vec && d == AS::Vec && (!isND(src) || !isND(dst)))
    return emitOpError("expects A5 vec -> vec textract src/dst to use ND "
                       "layout (blayout=row_major, slayout=none_box)");
  if (src.getElementType() != dst.getElementType())
    return emitOpError("expects the same element type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  // Element types (ptoas-format.md §4.4): a3 i8, f16, bf16, f32; a5 also
  // the other 8-bit integers and the fp8 types.
  Type e = src.getElementType();
  bool okType = e.isF16() || e.isBF16() || e.isF32() ||
                (a5 ? !e.isIndex() && e.getIntOrFloatBitWidth() == 8
                    : e.isInteger(8));
  if (!okType)
    return emitOpError("does not support element type ")
           << e << " on " << getArchDisplayName(arch) << "; expected "
           << (a5 ? "an 8-bit integer or fp8 type, f16, bf16 or f32"
                  : "i8, f16, bf16 or f32");
  if (s == AS::Mat) {
    // The L1 source is NZ, ZN or row-major (not column-major without NZ
    // boxes); on a5 a right or scaling destination comes from NZ or ZN only.
    bool okSrc = src.getBlayout() == BLayout::RowMajor
                     ? !(a5 && d != AS::Left &&
                         src.getSlayout() != SLayout::ColMajor)
                     : src.getSlayout() == SLayout::RowMajor;
    if (!okSrc)
      return emitOpError("does not support a mat source with ")
             << describeLayout(src) << " for " << stringifyAddressSpace(d)
             << " on " << getArchDisplayName(arch);
    // The blayout of a left tile is forced per arch by ptoas's parser, so
    // only its slayout is checked (as in tmatmul).
    std::optional<TileLayout> want = getCubeOperandLayout(d);
    if (d == AS::Left && dst.getSlayout() != want->slayout)
      return emitOpError("expects the left destination to have slayout=")
             << stringifySLayout(want->slayout);
    if (d == AS::Right && (dst.getBlayout() != want->blayout ||
                           dst.getSlayout() != want->slayout))
      return emitOpError("expects the right destination to have blayout=")
             << stringifyBLayout(want->blayout)
             << ", slayout=" << stringifySLayout(want->slayout);
  }
  return verifyWindow(*this, getIndexRow(), getIndexCol(), dst.getRows(),
                      dst.getCols(), src, "source");
}

Pipe TExtractOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
}

//===----------------------------------------------------------------------===//
// TInsertOp
//===----------------------------------------------------------------------===//

LogicalResult TInsertOp::verify() {
  TileBufType src = getSrc().getType(), dst = getDst().getType();
  AS s = src.getLoc(), d = dst.getLoc();
  Type se = src.getElementType(), de = dst.getElementType();
  if (getTargetArch(*this) == TargetArch::A3) {
    if (s != AS::Acc || d != AS::Mat)
      return emitOpError("expects A2/A3 tinsert to move acc -> mat, got ")
             << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d);
    if (!se.isF32() || !(de.isF16() || de.isBF16()))
      return emitOpError("expects A2/A3 tinsert element types to be src=f32, "
                         "dst=f16/bf16");
    if (dst.getFractal() != 512)
      return emitOpError("expects the mat destination of an A2/A3 tinsert to "
                         "have fractal=512, got ")
             << dst.getFractal();
  } else {
    bool ok = (s == AS::Acc && d == AS::Mat) || (s == AS::Vec && d == AS::Mat) ||
              (s == AS::Vec && d == AS::Vec);
    if (!ok)
      return emitOpError("expects A5 tinsert to use a supported src/dst loc "
                         "pair: acc->mat, vec->mat, or vec->vec");
    if (s == AS::Acc) {
      if (!((se.isF32() && (de.isF16() || de.isBF16() || de.isF32())) ||
            (se.isInteger(32) && de.isInteger(32))))
        return emitOpError("expects A5 acc -> mat tinsert element types to be "
                           "src=f32, dst=f16/bf16/f32 or src=i32, dst=i32, "
                           "got ")
               << se << " and " << de;
    } else {
      if (se != de)
        return emitOpError("expects the same element type, got ")
               << se << " and " << de;
      if (!(se.isF16() || se.isBF16() || se.isF32() || se.isInteger(32) ||
            (!se.isIndex() && se.getIntOrFloatBitWidth() == 8)))
        return emitOpError("does not support element type ")
               << se << " for vec -> " << stringifyAddressSpace(d)
               << " on A5; expected an 8-bit integer or fp8 type, f16, bf16, "
                  "f32 or i32";
    }
    if (s == AS::Vec && d == AS::Vec && (!isND(src) || !isND(dst)))
      return emitOpError("expects A5 vec -> vec tinsert src/dst to use ND "
                         "layout (blayout=row_major, slayout=none_box)");
    if (s == AS::Vec && d == AS::Mat && !isND(src) && !isNZ(src))
      return emitOpError("expects the vec source of a vec -> mat tinsert to "
                         "be ND (row_major, none_box) or NZ (col_major, "
                         "row_major), got ")
             << describeLayout(src);
  }
  // acc and mat tiles are NZ on both arches.
  if (s == AS::Acc && !isNZ(src))
    return emitOpError("expects the acc source to be blayout=col_major, "
                       "slayout=row_major, got ")
           << describeLayout(src);
  if (d == AS::Mat && !isNZ(dst))
    return emitOpError("expects the mat destination to be blayout=col_major, "
                       "slayout=row_major, got ")
           << describeLayout(dst);
  // The window is the valid region of the source.
  return verifyWindow(*this, getIndexRow(), getIndexCol(), src.getValidRows(),
                      src.getValidCols(), dst, "destination");
}

Pipe TInsertOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
}

//===----------------------------------------------------------------------===//
// TExtractFPOp / TInsertFPOp
//===----------------------------------------------------------------------===//

/// The quantising window moves acc -> mat: `src` an NZ acc tile, `fp` a
/// scaling tile, `dst` an NZ mat tile (a3: fractal 512), the element types
/// a quantising pair, and a constant window inside the big tile.
static LogicalResult verifyFpWindowMove(Operation *op, TileBufType src,
                                        Value srcValue, Value fp,
                                        TileBufType dst, Value dstValue,
                                        Value row, Value col, bool extract) {
  if (failed(verifyAccAndScaling(op, srcValue, fp)) ||
      failed(verifyLoc(op, dstValue, "dst", AS::Mat)))
    return failure();
  if (!isNZ(src) || !isNZ(dst))
    return op->emitOpError("expects the acc source and the mat destination "
                           "to be blayout=col_major, slayout=row_major");
  bool a5 = getTargetArch(op) == TargetArch::A5;
  if (!a5 && dst.getFractal() != 512)
    return op->emitOpError("expects the mat destination to have fractal=512 "
                           "on A2/A3, got ")
           << dst.getFractal();
  // Quantising pairs: a3 f32 -> i8, i32 -> i8/f16/i16; a5 f32 -> i8, fp8,
  // f16, bf16, f32 and i32 -> i8, f16, bf16.
  Type s = src.getElementType(), d = dst.getElementType();
  bool fp8 = isa<Float8E4M3Type, Float8E4M3FNType, Float8E4M3FNUZType,
                 Float8E4M3B11FNUZType, Float8E5M2Type, Float8E5M2FNUZType>(d);
  bool ok = s.isF32()
                ? d.isInteger(8) ||
                      (a5 && (fp8 || d.isF16() || d.isBF16() || d.isF32()))
            : s.isInteger(32)
                ? d.isInteger(8) || d.isF16() ||
                      (a5 ? d.isBF16() : d.isInteger(16))
                : false;
  if (!ok)
    return op->emitOpError("does not quantise ")
           << s << " into " << d << " on "
           << getArchDisplayName(getTargetArch(op)) << "; expected "
           << (a5 ? "f32 into i8, fp8, f16, bf16 or f32, or i32 into i8, "
                    "f16 or bf16"
                  : "f32 into i8, or i32 into i8, f16 or i16");
  return extract ? verifyWindow(op, row, col, dst.getRows(), dst.getCols(),
                                src, "source")
                 : verifyWindow(op, row, col, src.getRows(), src.getCols(),
                                dst, "destination");
}

LogicalResult TExtractFPOp::verify() {
  return verifyFpWindowMove(*this, getSrc().getType(), getSrc(), getFp(),
                            getDst().getType(), getDst(), getIndexRow(),
                            getIndexCol(), /*extract=*/true);
}

LogicalResult TInsertFPOp::verify() {
  return verifyFpWindowMove(*this, getSrc().getType(), getSrc(), getFp(),
                            getDst().getType(), getDst(), getIndexRow(),
                            getIndexCol(), /*extract=*/false);
}
