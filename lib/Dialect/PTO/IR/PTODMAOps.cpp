//===- PTODMAOps.cpp - tload / tstore / mgather / mscatter verifiers ------===//
//
// Rules from ptoas-format.md §4.3 and §4.13.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"
#include "tirpto/Support/CubeLimits.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

static bool isTransferElementType(Type type);

LogicalResult TLoadOp::verify() {
  TileBufType dst = getDst().getType();
  if (getTargetArch(*this) == TargetArch::A3 &&
      !isTransferElementType(dst.getElementType()))
    return emitOpError("does not load element type ")
           << dst.getElementType()
           << " on A2/A3; expected i8, i16, i32, i64, f16, bf16 or f32";
  return verifyLoadLike(*this, getSrc().getType(), dst, /*checkCount=*/true);
}

/// The conversions of a store from loc=acc (the fixpipe; ptoas-format.md
/// §4.3). Without a pre-quantisation scalar the destination is i32, f32, f16
/// or bf16 as in ptoas (tirpto keeps f32 accumulators in floats and i32 ones
/// in i32, f16 or bf16). With the scalar, the quantising forms: i32 to i8
/// or f16 (a5 also bf16), f32 to i8 (a5 also f16, bf16, f32).
static LogicalResult verifyAccStoreTypes(TStoreOp op, Type s, Type d,
                                         TargetArch arch) {
  if (!s.isF32() && !s.isSignlessInteger(32))
    return op.emitOpError("expects an acc source of f32 or i32, got ") << s;
  bool a5 = arch == TargetArch::A5;
  bool i32 = s.isSignlessInteger(32);
  if (!op.getPreQuantScalar()) {
    bool ok = (!i32 && (d.isF32() || d.isF16() || d.isBF16())) ||
              (i32 && (d.isSignlessInteger(32) || d.isF16() || d.isBF16()));
    if (!ok)
      return op.emitOpError("cannot convert an acc tile of ")
             << s << " to " << d
             << "; f32 goes to f32, f16 or bf16, i32 to i32, f16 or bf16 "
                "(i8 needs the pre-quantisation scalar)";
    return success();
  }
  bool ok = d.isSignlessInteger(8) ||
            (i32 ? d.isF16() || (a5 && d.isBF16())
                 : a5 && (d.isF16() || d.isBF16() || d.isF32()));
  if (!ok)
    return op.emitOpError("cannot quantise an acc tile of ")
           << s << " to " << d << " on " << getArchDisplayName(arch)
           << "; with the pre-quantisation scalar "
           << (i32 ? (a5 ? "i32 goes to i8, f16 or bf16"
                         : "i32 goes to i8 or f16")
                   : (a5 ? "f32 goes to i8, f16, bf16 or f32"
                         : "f32 goes to i8"));
  return success();
}

/// Element types ptoas moves between GM and vec/mat tiles.
static bool isTransferElementType(Type type) {
  return type.isInteger(8) || type.isInteger(16) || type.isInteger(32) ||
         type.isInteger(64) || type.isF16() || type.isBF16() || type.isF32();
}

LogicalResult TStoreOp::verify() {
  TileBufType src = getSrc().getType();
  PartitionTensorViewType dst = getDst().getType();
  AddressSpace loc = src.getLoc();
  TargetArch arch = getTargetArch(*this);
  bool okLoc = loc == AddressSpace::Vec || loc == AddressSpace::Acc ||
               (loc == AddressSpace::Mat && arch == TargetArch::A3);
  if (!okLoc)
    return emitOpError("expects the source in ")
           << (arch == TargetArch::A3 ? "loc=vec, loc=acc or loc=mat"
                                      : "loc=vec or loc=acc")
           << " on " << getArchDisplayName(arch) << ", got "
           << describeTile(src)
           << (loc == AddressSpace::Mat ? " (mat -> GM exists on A2/A3 only)"
                                        : "");
  Type s = src.getElementType(), d = dst.getElementType();
  if (loc == AddressSpace::Acc) {
    if (failed(verifyAccStoreTypes(*this, s, d, arch)))
      return failure();
    if (arch == TargetArch::A3 && src.getCols() > tirpto::kMaxA3FixpipeCols)
      return emitOpError("expects an acc source of at most ")
             << tirpto::kMaxA3FixpipeCols << " columns on A2/A3, got "
             << src.getCols();
  } else {
    if (!isTransferElementType(s))
      return emitOpError("does not store element type ")
             << s << " from loc=" << stringifyAddressSpace(loc)
             << "; expected i8, i16, i32, i64, f16, bf16 or f32";
    if (getElementByteSize(s) != getElementByteSize(d))
      return emitOpError("expects source and destination elements of the "
                         "same size, got ")
             << s << " and " << d;
    // An explicit reluPreMode = no_relu is the default and allowed anywhere.
    if (getReluPreMode() == ReluPreMode::NormalRelu || getPreQuantScalar())
      return emitOpError("'reluPreMode' and the pre-quantisation scalar "
                         "apply to stores from loc=acc only");
  }
  if (getAtomicType() == AtomicType::AtomicAdd &&
      !tirpto::isAtomicAddElement(d, arch == TargetArch::A5))
    return emitOpError("does not add into ")
           << d << " atomically on " << getArchDisplayName(arch)
           << "; expected "
           << tirpto::describeAtomicAddElements(arch == TargetArch::A5);
  return verifyWindowMatchesTile(*this, "dst", dst, "src", src);
}

LogicalResult TStoreFPOp::verify() {
  if (failed(verifyAccAndScaling(*this, getSrc(), getFp())))
    return failure();
  TileBufType src = getSrc().getType();
  if (getTargetArch(*this) != TargetArch::A3)
    return success();
  Type s = src.getElementType();
  if (!s.isF32() && !s.isInteger(32))
    return emitOpError("expects an acc source of f32 or i32 on A2/A3, got ")
           << s;
  if (src.getCols() > tirpto::kMaxA3FixpipeCols)
    return emitOpError("expects an acc source of at most ")
           << tirpto::kMaxA3FixpipeCols << " columns on A2/A3, got "
           << src.getCols();
  return success();
}

Pipe TStoreOp::getPipe() {
  return getSrc().getType().getLoc() == AddressSpace::Acc ? Pipe::PIPE_FIX
                                                          : Pipe::PIPE_MTE3;
}

//===----------------------------------------------------------------------===//
// mgather / mscatter (a5 only)
//===----------------------------------------------------------------------===//

/// `data` (the gathered or scattered values) and `idx` are ND vec tiles,
/// `idx` holds i32 element indices, one per row or one per element of
/// `data`, and `data` has the element type of `mem` (i8, i16, i32, f16,
/// bf16, f32 or an fp8 type).
static LogicalResult verifyIndexedMemOp(Operation *op, StringRef what,
                                        Value data, StringRef dataName,
                                        Value idx,
                                        PartitionTensorViewType mem) {
  if (failed(verifyA5Only(op, what)))
    return failure();
  for (auto [value, name] : {std::make_pair(data, dataName),
                             std::make_pair(idx, StringRef("idx"))}) {
    if (failed(verifyVecTile(op, value, name, /*rowMajor=*/true)))
      return failure();
    if (cast<TileBufType>(value.getType()).getSlayout() != SLayout::NoneBox)
      return op->emitOpError("expects ")
             << name << " to have slayout=none_box (an ND tile)";
  }
  auto dataType = cast<TileBufType>(data.getType());
  auto idxType = cast<TileBufType>(idx.getType());
  Type idxElement = idxType.getElementType();
  if (!idxElement.isSignlessInteger(32))
    return op->emitOpError("expects idx to hold i32 element indices, got ")
           << idxElement;
  Type e = dataType.getElementType();
  if (!(e.isInteger(8) || e.isInteger(16) || e.isInteger(32) || e.isF16() ||
        e.isBF16() || e.isF32() || isa<Float8E4M3Type, Float8E4M3FNType,
        Float8E4M3FNUZType, Float8E4M3B11FNUZType, Float8E5M2Type,
        Float8E5M2FNUZType>(e)))
    return op->emitOpError("does not support element type ")
           << e << " for " << dataName
           << "; expected i8, i16, i32, f16, bf16, f32 or an fp8 type";
  if (e != mem.getElementType())
    return op->emitOpError("expects ")
           << dataName << " to have the element type of the GM tensor ("
           << mem.getElementType() << "), got " << e;
  if (dataType.getRows() != idxType.getRows() ||
      (idxType.getCols() != 1 && idxType.getCols() != dataType.getCols()))
    return op->emitOpError("expects idx to have the rows of ")
           << dataName << " and 1 or " << dataType.getCols()
           << " columns, got " << idxType.getRows() << "x"
           << idxType.getCols();
  return success();
}

LogicalResult MGatherOp::verify() {
  return verifyIndexedMemOp(*this, "mgather", getDst(), "dst", getIdx(),
                            getMem().getType());
}

LogicalResult MScatterOp::verify() {
  if (failed(verifyIndexedMemOp(*this, "mscatter", getSrc(), "src", getIdx(),
                                getMem().getType())))
    return failure();
  // Atomic scatters: add takes f16, f32 or i32; max/min f32 or i32.
  std::optional<ScatterAtomicOp> atomic = getScatterAtomicOp();
  Type e = getSrc().getType().getElementType();
  if (atomic && *atomic != ScatterAtomicOp::None &&
      !(e.isF32() || e.isSignlessInteger(32) ||
        (*atomic == ScatterAtomicOp::Add && e.isF16())))
    return emitOpError("does not support scatterAtomicOp ")
           << stringifyScatterAtomicOp(*atomic) << " on " << e
           << " elements; expected "
           << (*atomic == ScatterAtomicOp::Add ? "f16, f32 or i32"
                                               : "f32 or i32");
  return success();
}
