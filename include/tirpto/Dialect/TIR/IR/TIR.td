//===- TIR.td - umbrella for the tir dialect ---------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIR_TD
#define TIRPTO_DIALECT_TIR_IR_TIR_TD

include "tirpto/Dialect/TIR/IR/TIRDialect.td"
include "tirpto/Dialect/TIR/IR/TIRAttrs.td"
include "tirpto/Dialect/TIR/IR/TIRStructureOps.td"
include "tirpto/Dialect/TIR/IR/TIRBufferOps.td"
include "tirpto/Dialect/TIR/IR/TIRComputeOps.td"

#endif // TIRPTO_DIALECT_TIR_IR_TIR_TD
