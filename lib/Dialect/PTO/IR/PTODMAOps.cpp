//===- PTODMAOps.cpp - tload / tstore verifiers ---------------------------===//
//
// Rules from ptoas-format.md §4.3.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

LogicalResult TLoadOp::verify() {
  return verifyLoadLike(*this, getSrc().getType(), getDst().getType(),
                        /*checkCount=*/true);
}

LogicalResult TStoreOp::verify() {
  TileBufType src = getSrc().getType();
  PartitionTensorViewType dst = getDst().getType();
  AddressSpace loc = src.getLoc();
  TargetArch arch = getTargetArch(*this);
  bool okLoc = loc == AddressSpace::Vec || loc == AddressSpace::Acc ||
               (loc == AddressSpace::Mat && arch == TargetArch::A3);
  if (!okLoc)
    return emitOpError("expects the source in loc=vec, loc=acc")
           << (arch == TargetArch::A3 ? " or loc=mat" : "") << " on "
           << getArchDisplayName(arch) << ", got " << describeTile(src)
           << (loc == AddressSpace::Mat ? " (mat -> GM exists on A2/A3 only)"
                                        : "");
  Type s = src.getElementType(), d = dst.getElementType();
  if (loc == AddressSpace::Acc) {
    bool ok = (s.isF32() && (d.isF32() || d.isF16() || d.isBF16())) ||
              (s.isInteger(32) && (d.isInteger(32) || d.isInteger(8) ||
                                   d.isF16() || d.isBF16()));
    if (!ok)
      return emitOpError("cannot convert an acc tile of ")
             << s << " to " << d
             << "; f32 goes to f32, f16 or bf16, i32 to i32, i8, f16 or bf16";
  } else {
    if (getElementByteSize(s) != getElementByteSize(d))
      return emitOpError("expects source and destination elements of the "
                         "same size, got ")
             << s << " and " << d;
    if (getReluPreMode() || getPreQuantScalar())
      return emitOpError("'reluPreMode' and the pre-quantisation scalar "
                         "apply to stores from loc=acc only");
  }
  return verifyWindowMatchesTile(*this, "dst", dst, "src", src);
}

Pipe TStoreOp::getPipe() {
  return getSrc().getType().getLoc() == AddressSpace::Acc ? Pipe::PIPE_FIX
                                                          : Pipe::PIPE_MTE3;
}
