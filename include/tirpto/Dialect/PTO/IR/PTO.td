//===- PTO.td - umbrella for the pto dialect ---------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTO_TD
#define TIRPTO_DIALECT_PTO_IR_PTO_TD

include "tirpto/Dialect/PTO/IR/PTODialect.td"
include "tirpto/Dialect/PTO/IR/PTOEnums.td"
include "tirpto/Dialect/PTO/IR/PTOTypes.td"
include "tirpto/Dialect/PTO/IR/PTOInterfaces.td"
include "tirpto/Dialect/PTO/IR/PTOViewOps.td"
include "tirpto/Dialect/PTO/IR/PTOTileOps.td"
include "tirpto/Dialect/PTO/IR/PTODMAOps.td"
include "tirpto/Dialect/PTO/IR/PTOMoveOps.td"
include "tirpto/Dialect/PTO/IR/PTOMatrixOps.td"
include "tirpto/Dialect/PTO/IR/PTOElementwiseOps.td"
include "tirpto/Dialect/PTO/IR/PTOReductionOps.td"
include "tirpto/Dialect/PTO/IR/PTOConvertOps.td"
include "tirpto/Dialect/PTO/IR/PTOSyncOps.td"
include "tirpto/Dialect/PTO/IR/PTOStructureOps.td"
include "tirpto/Dialect/PTO/IR/PTOPipeOps.td"

#endif // TIRPTO_DIALECT_PTO_IR_PTO_TD
