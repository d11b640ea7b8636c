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

/// A constant window position must keep the window inside the big tile.
static LogicalResult verifyWindow(Operation *op, Value row, Value col,
                                  TileBufType window, TileBufType big,
                                  StringRef bigName) {
  std::optional<int64_t> r = getConstantIndex(row);
  std::optional<int64_t> c = getConstantIndex(col);
  if ((r && (*r < 0 || *r + window.getRows() > big.getRows())) ||
      (c && (*c < 0 || *c + window.getCols() > big.getCols())))
    return op->emitOpError("window at (")
           << (r ? std::to_string(*r) : "?") << ", "
           << (c ? std::to_string(*c) : "?") << ") of size "
           << window.getRows() << "x" << window.getCols()
           << " does not fit in the " << big.getRows() << "x" << big.getCols()
           << " " << bigName;
  return success();
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
  if (s == AS::Mat && (src.getRows() != dst.getRows() ||
                       src.getCols() != dst.getCols()))
    return emitOpError("expects mat -> ")
           << stringifyAddressSpace(d) << " to keep the shape, got "
           << src.getRows() << "x" << src.getCols() << " -> " << dst.getRows()
           << "x" << dst.getCols();
  bool fromAcc = s == AS::Acc;
  if (!fromAcc && src.getElementType() != dst.getElementType())
    return emitOpError("expects the same element type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  if (!fromAcc && (getAccToVecMode() || getReluPreMode() || getFp() ||
                   getPreQuantScalar()))
    return emitOpError("'accToVecMode', 'reluPreMode', the scaling tile and "
                       "the pre-quantisation scalar apply to moves from "
                       "loc=acc only");
  if (getAccToVecMode() && d != AS::Vec)
    return emitOpError("'accToVecMode' applies to acc -> vec moves only");
  if (getFp() && failed(verifyLoc(*this, getFp(), "fp", AS::Scaling)))
    return failure();
  return success();
}

Pipe TMovOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
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
            (a5 && s == AS::Vec && (d == AS::Mat || d == AS::Vec));
  if (!ok)
    return emitOpError("does not support ")
           << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d)
           << " on " << getArchDisplayName(arch)
           << "; expected mat -> left/right"
           << (a5 ? ", vec -> mat or vec -> vec" : "");
  if (a5 && s == AS::Vec && d == AS::Vec) {
    auto isND = [](TileBufType t) {
      return t.getBlayout() == BLayout::RowMajor &&
             t.getSlayout() == SLayout::NoneBox;
    };
    if (!isND(src) || !isND(dst))
      return emitOpError("expects A5 vec -> vec textract src/dst to use ND "
                         "layout (blayout=row_major, slayout=none_box)");
  }
  if (src.getElementType() != dst.getElementType())
    return emitOpError("expects the same element type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  return verifyWindow(*this, getIndexRow(), getIndexCol(), dst, src,
                      "source");
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
  if (getTargetArch(*this) == TargetArch::A3) {
    if (s != AS::Acc || d != AS::Mat)
      return emitOpError("expects A2/A3 tinsert to move acc -> mat, got ")
             << stringifyAddressSpace(s) << " -> " << stringifyAddressSpace(d);
    Type se = src.getElementType(), de = dst.getElementType();
    if (!se.isF32() || !(de.isF16() || de.isBF16()))
      return emitOpError("expects A2/A3 tinsert element types to be src=f32, "
                         "dst=f16/bf16");
  } else {
    bool ok = (s == AS::Acc && d == AS::Mat) || (s == AS::Vec && d == AS::Mat) ||
              (s == AS::Vec && d == AS::Vec);
    if (!ok)
      return emitOpError("expects A5 tinsert to use a supported src/dst loc "
                         "pair: acc->mat, vec->mat, or vec->vec");
    if (s == AS::Vec && src.getElementType() != dst.getElementType())
      return emitOpError("expects the same element type, got ")
             << src.getElementType() << " and " << dst.getElementType();
  }
  return verifyWindow(*this, getIndexRow(), getIndexCol(), src, dst,
                      "destination");
}

Pipe TInsertOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
}
