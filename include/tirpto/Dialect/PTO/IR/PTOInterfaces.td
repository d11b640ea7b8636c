//===- PTOInterfaces.td - pipe of a pto op -----------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOINTERFACES_TD
#define TIRPTO_DIALECT_PTO_IR_PTOINTERFACES_TD

include "mlir/IR/OpBase.td"

def PTO_PipeOpInterface : OpInterface<"PipeOpInterface"> {
  let cppNamespace = "::mlir::pto";
  let description = [{
    A tile instruction issued on one hardware pipe (ptoas-format.md §4.14),
    the pipe ptoas's InsertSync orders it on.
  }];
  let methods = [
    InterfaceMethod<"The pipe the op is issued on.", "::mlir::pto::Pipe",
                    "getPipe">,
  ];
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOINTERFACES_TD
