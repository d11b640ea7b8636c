//===- PTOOps.cpp - pto op definitions ------------------------------------===//
//
// The generated op classes. Verifiers live next to their op family:
// PTOViewOps.cpp, PTODMAOps.cpp, PTOMoveOps.cpp, PTOMatrixOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::pto;

#define GET_OP_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOOps.cpp.inc"
