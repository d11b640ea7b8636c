//===- PTOMoveOps.cpp - tmov / textract verifiers and pipes ---------------===//

#include "PTOVerifyUtils.h"

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

//===----------------------------------------------------------------------===//
// TMovOp
//===----------------------------------------------------------------------===//

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
  bool converts = s == AS::Acc;
  if (!converts && src.getElementType() != dst.getElementType())
    return emitOpError("expects the same element type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  if ((getAccToVecMode() || getReluPreMode()) && s != AS::Acc)
    return emitOpError("'accToVecMode' and 'reluPreMode' apply to moves from "
                       "loc=acc only");
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
  std::optional<int64_t> row = getConstantIndex(getIndexRow());
  std::optional<int64_t> col = getConstantIndex(getIndexCol());
  if ((row && (*row < 0 || *row + dst.getRows() > src.getRows())) ||
      (col && (*col < 0 || *col + dst.getCols() > src.getCols())))
    return emitOpError("window at (")
           << (row ? std::to_string(*row) : "?") << ", "
           << (col ? std::to_string(*col) : "?") << ") of size "
           << dst.getRows() << "x" << dst.getCols()
           << " does not fit in the " << src.getRows() << "x"
           << src.getCols() << " source";
  return success();
}

Pipe TExtractOp::getPipe() {
  return getMovePipe(getSrc().getType().getLoc(), getDst().getType().getLoc());
}
