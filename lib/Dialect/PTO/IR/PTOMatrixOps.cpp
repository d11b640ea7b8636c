//===- PTOMatrixOps.cpp - tmatmul family verifiers ------------------------===//

#include "PTOVerifyUtils.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

LogicalResult TMatmulOp::verify() {
  return verifyMatmulOperands(*this, getLhs().getType(), getRhs().getType(),
                              getDst().getType());
}

LogicalResult TMatmulAccOp::verify() {
  if (getAccIn().getType() != getDst().getType())
    return emitOpError("expects acc_in and dst of the same type, got ")
           << getAccIn().getType() << " and " << getDst().getType();
  return verifyMatmulOperands(*this, getLhs().getType(), getRhs().getType(),
                              getDst().getType());
}
