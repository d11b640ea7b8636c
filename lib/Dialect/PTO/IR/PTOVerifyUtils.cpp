//===- PTOVerifyUtils.cpp - building blocks of pto op verifiers -----------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::pto;

static TileBufType tileOf(Value value) {
  return cast<TileBufType>(value.getType());
}

std::optional<int64_t> mlir::pto::detail::getConstantIndex(Value value) {
  APInt constant;
  if (value && matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

int64_t mlir::pto::detail::getValidElementCount(TileBufType type) {
  if (type.hasDynamicValidShape())
    return ShapedType::kDynamic;
  return type.getValidRows() * type.getValidCols();
}

std::string mlir::pto::detail::describeTile(TileBufType type) {
  return ("loc=" + stringifyAddressSpace(type.getLoc())).str();
}

bool mlir::pto::detail::compatibleExtents(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

LogicalResult mlir::pto::detail::verifyLoc(Operation *op, Value value,
                                           StringRef name, AddressSpace loc) {
  TileBufType type = tileOf(value);
  if (type.getLoc() == loc)
    return success();
  return op->emitOpError("expects ")
         << name << " to be in the " << stringifyAddressSpace(loc)
         << " address space, got " << describeTile(type);
}

LogicalResult mlir::pto::detail::verifyAccAndScaling(Operation *op,
                                                     Value src, Value fp) {
  if (failed(verifyLoc(op, src, "src", AddressSpace::Acc)))
    return failure();
  return verifyLoc(op, fp, "fp", AddressSpace::Scaling);
}

LogicalResult mlir::pto::detail::verifyVecTile(Operation *op, Value value,
                                               StringRef name, bool rowMajor) {
  if (failed(verifyLoc(op, value, name, AddressSpace::Vec)))
    return failure();
  if (rowMajor && tileOf(value).getBlayout() != BLayout::RowMajor)
    return op->emitOpError("expects ")
           << name << " to use the row_major blayout (vector ops work on "
                      "row-major tiles)";
  return success();
}

LogicalResult mlir::pto::detail::verifyElementClass(Operation *op,
                                                    Type element,
                                                    ElementClass cls,
                                                    StringRef name) {
  bool a5 = getTargetArch(op) == TargetArch::A5;
  bool ok = false;
  StringRef expected;
  switch (cls) {
  case ElementClass::Arith:
    ok = element.isInteger(16) || element.isInteger(32) || element.isF16() ||
         element.isF32() || (a5 && (element.isInteger(8) || element.isBF16()));
    expected = a5 ? "i8, i16, i32, f16, bf16 or f32" : "i16, i32, f16 or f32";
    break;
  case ElementClass::Any:
    return success();
  }
  if (ok)
    return success();
  return op->emitOpError("does not support element type ")
         << element << " for " << name << " on "
         << getArchDisplayName(getTargetArch(op)) << "; expected " << expected;
}

LogicalResult mlir::pto::detail::verifyElementSet(Operation *op, Type type,
                                                  ElementSet allowed,
                                                  StringRef name) {
  if (tirpto::containsElement(allowed, type))
    return success();
  return op->emitOpError("does not support element type ")
         << type << " for " << name << " on "
         << getArchDisplayName(getTargetArch(op)) << "; expected "
         << tirpto::describeElementSet(allowed);
}

LogicalResult mlir::pto::detail::verifyElementSet(Operation *op, Type element,
                                                  ArchElementSets sets,
                                                  StringRef name) {
  bool a5 = getTargetArch(op) == TargetArch::A5;
  return verifyElementSet(op, element, a5 ? sets.a5 : sets.a3, name);
}

LogicalResult mlir::pto::detail::verifySameElementType(Operation *op, Value a,
                                                       StringRef aName,
                                                       Value b,
                                                       StringRef bName) {
  Type ta = tileOf(a).getElementType(), tb = tileOf(b).getElementType();
  if (ta == tb)
    return success();
  return op->emitOpError("expects ")
         << aName << " and " << bName << " to have the same element type, got "
         << ta << " and " << tb;
}

LogicalResult mlir::pto::detail::verifySameValidShape(Operation *op, Value a,
                                                      StringRef aName,
                                                      Value b,
                                                      StringRef bName) {
  TileBufType ta = tileOf(a), tb = tileOf(b);
  if (compatibleExtents(ta.getValidRows(), tb.getValidRows()) &&
      compatibleExtents(ta.getValidCols(), tb.getValidCols()))
    return success();
  return op->emitOpError("expects ")
         << aName << " and " << bName << " to have the same valid shape";
}

LogicalResult mlir::pto::detail::verifyA5Only(Operation *op, StringRef what) {
  if (getTargetArch(op) == TargetArch::A5)
    return success();
  return op->emitOpError() << what << " is only supported on A5";
}

LogicalResult mlir::pto::detail::verifyAllVec(Operation *op) {
  for (OpOperand &operand : op->getOpOperands())
    if (isa<TileBufType>(operand.get().getType()) &&
        failed(verifyVecTile(op, operand.get(),
                             "operand #" +
                                 std::to_string(operand.getOperandNumber()),
                             /*rowMajor=*/false)))
      return failure();
  return success();
}

LogicalResult mlir::pto::detail::verifyWindowMatchesTile(
    Operation *op, StringRef windowRole, PartitionTensorViewType window,
    StringRef tileRole, TileBufType tile) {
  int64_t windowCount = window.getNumElements();
  int64_t tileCount = getValidElementCount(tile);
  if (ShapedType::isDynamic(windowCount) || ShapedType::isDynamic(tileCount) ||
      windowCount == tileCount)
    return success();
  return op->emitOpError("expects ")
         << windowRole << " static element count (" << windowCount
         << ") to match " << tileRole << " valid element count (" << tileCount
         << ")";
}

LogicalResult mlir::pto::detail::verifyLoadLike(Operation *op,
                                                PartitionTensorViewType src,
                                                TileBufType dst,
                                                bool checkCount) {
  if (dst.getLoc() != AddressSpace::Vec && dst.getLoc() != AddressSpace::Mat)
    return op->emitOpError("expects the destination in loc=vec or loc=mat, got ")
           << describeTile(dst);
  if (getElementByteSize(src.getElementType()) !=
      getElementByteSize(dst.getElementType()))
    return op->emitOpError("expects source and destination elements of the "
                           "same size, got ")
           << src.getElementType() << " and " << dst.getElementType();
  if (!checkCount)
    return success();
  return verifyWindowMatchesTile(op, "src", src, "dst", dst);
}

LogicalResult mlir::pto::detail::verifyReshape(Operation *op,
                                               TileBufType src,
                                               TileBufType result) {
  if (src.getLoc() != result.getLoc())
    return op->emitOpError("expects the result in the location of the "
                           "source (")
           << stringifyAddressSpace(src.getLoc()) << "), got "
           << stringifyAddressSpace(result.getLoc());
  if (src.getSizeInBytes() != result.getSizeInBytes())
    return op->emitOpError("expects a result of the same size in bytes (")
           << src.getSizeInBytes() << "), got " << result.getSizeInBytes();
  bool srcBoxed = src.getSlayout() != SLayout::NoneBox;
  if (srcBoxed != (result.getSlayout() != SLayout::NoneBox))
    return op->emitOpError("cannot reshape a ")
           << (srcBoxed ? "boxed" : "non-boxed") << " tile into a "
           << (srcBoxed ? "non-boxed" : "boxed") << " one (slayout "
           << stringifySLayout(src.getSlayout()) << " -> "
           << stringifySLayout(result.getSlayout()) << ")";
  return success();
}
