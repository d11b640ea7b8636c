//===- Ascend.td - umbrella for the ascend dialect ---------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCEND_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCEND_TD

include "tirpto/Dialect/Ascend/IR/AscendDialect.td"
include "tirpto/Dialect/Ascend/IR/AscendEnums.td"
include "tirpto/Dialect/Ascend/IR/AscendTypes.td"
include "tirpto/Dialect/Ascend/IR/AscendInterfaces.td"
include "tirpto/Dialect/Ascend/IR/AscendDMAOps.td"
include "tirpto/Dialect/Ascend/IR/AscendCubeOps.td"
include "tirpto/Dialect/Ascend/IR/AscendVectorOps.td"
include "tirpto/Dialect/Ascend/IR/AscendStructureOps.td"
include "tirpto/Dialect/Ascend/IR/AscendSyncOps.td"
include "tirpto/Dialect/Ascend/IR/AscendCrossCoreOps.td"

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCEND_TD
