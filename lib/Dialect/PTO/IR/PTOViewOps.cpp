//===- PTOViewOps.cpp - view and scalar access verifiers ------------------===//

#include "PTOVerifyUtils.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getResult().getType();
  int64_t rank = type.getRank();
  if (static_cast<int64_t>(getShape().size()) != rank ||
      static_cast<int64_t>(getStrides().size()) != rank)
    return emitOpError("expects ")
           << rank << " shape and " << rank
           << " stride operands for a rank-" << rank << " tensor_view, got "
           << getShape().size() << " and " << getStrides().size();
  for (auto [i, dim, operand] : llvm::enumerate(type.getShape(), getShape())) {
    std::optional<int64_t> value = getConstantIndex(operand);
    if (!ShapedType::isDynamic(dim) && value && *value != dim)
      return emitOpError("shape operand #")
             << i << " is " << *value << " but the result type says " << dim;
  }
  return success();
}

LogicalResult PartitionViewOp::verify() {
  TensorViewType source = getSource().getType();
  PartitionTensorViewType result = getResult().getType();
  int64_t rank = source.getRank();
  if (static_cast<int64_t>(getOffsets().size()) != rank ||
      static_cast<int64_t>(getSizes().size()) != rank)
    return emitOpError("expects ")
           << rank << " offsets and " << rank << " sizes for a rank-" << rank
           << " tensor_view, got " << getOffsets().size() << " and "
           << getSizes().size();
  if (result.getRank() != rank)
    return emitOpError("expects a rank-")
           << rank << " partition_tensor_view, got rank " << result.getRank();
  if (result.getElementType() != source.getElementType())
    return emitOpError("expects the element type of the source (")
           << source.getElementType() << "), got " << result.getElementType();
  for (auto [i, dim, operand] :
       llvm::enumerate(result.getShape(), getSizes())) {
    std::optional<int64_t> value = getConstantIndex(operand);
    if (!ShapedType::isDynamic(dim) && value && *value != dim)
      return emitOpError("size operand #")
             << i << " is " << *value << " but the result type says " << dim;
  }
  return success();
}

LogicalResult GetTensorViewDimOp::verify() {
  std::optional<int64_t> dim = getConstantIndex(getDimIndex());
  int64_t rank = getTensorView().getType().getRank();
  if (dim && (*dim < 0 || *dim >= rank))
    return emitOpError("dimension ")
           << *dim << " is out of range for a rank-" << rank << " tensor_view";
  return success();
}

static LogicalResult verifyScalarOfPointer(Operation *op, PtrType ptr,
                                           Type scalar) {
  if (ptr.getElementType() == scalar)
    return success();
  return op->emitOpError("expects a scalar of the pointer's element type (")
         << ptr.getElementType() << "), got " << scalar;
}

LogicalResult LoadScalarOp::verify() {
  return verifyScalarOfPointer(*this, getPtr().getType(), getValue().getType());
}

LogicalResult StoreScalarOp::verify() {
  return verifyScalarOfPointer(*this, getPtr().getType(), getValue().getType());
}
