//===- AscendInterfaces.td - pipe and core of an op --------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD

include "mlir/IR/OpBase.td"

def Ascend_PipeOpInterface : OpInterface<"PipeOpInterface"> {
  let cppNamespace = "::mlir::ascend";
  let description = [{
    An op issued on one Ascend instruction pipe and run by one core type.
    Synchronisation and core-type inference read these.
  }];
  let methods = [
    InterfaceMethod<"The pipe the op is issued on.", "::mlir::ascend::Pipe",
                    "getPipe">,
    InterfaceMethod<[{The core that runs the op: AIC (Cube) or AIV (Vector);
                      std::nullopt for scalar work that runs on either.}],
                    "::std::optional<::mlir::ascend::CoreType>",
                    "getCoreType">,
  ];
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD
