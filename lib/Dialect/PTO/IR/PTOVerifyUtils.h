//===- PTOVerifyUtils.h - helpers shared by pto op verifiers ----*- C++ -*-===//

#ifndef TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H
#define TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H

#include "tirpto/Dialect/PTO/IR/PTO.h"

namespace mlir::pto::detail {

/// The constant value of an index operand, if it is an arith.constant.
std::optional<int64_t> getConstantIndex(Value value);

/// Number of valid elements of a tile, or kDynamic.
int64_t getValidElementCount(TileBufType type);

/// "loc=acc" style description of a tile for messages.
std::string describeTile(TileBufType type);

/// Checks that `window` (a partition view) and `tile` hold the same number of
/// elements when both are static.
LogicalResult verifyWindowMatchesTile(Operation *op, StringRef windowRole,
                                      PartitionTensorViewType window,
                                      StringRef tileRole, TileBufType tile);

/// Checks the (dst; lhs, rhs) element types and layouts of a Cube matmul.
LogicalResult verifyMatmulOperands(Operation *op, TileBufType lhs,
                                   TileBufType rhs, TileBufType dst);

} // namespace mlir::pto::detail

#endif // TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H
